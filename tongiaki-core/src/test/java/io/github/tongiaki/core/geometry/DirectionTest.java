package io.github.tongiaki.core.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class DirectionTest {

    @ParameterizedTest(name = "direction {0} is {1} ({2}) with axial offset ({3}, {4})")
    @DisplayName("direction numbering, codes and axial offsets are exactly those of tiles.md")
    @CsvSource({
        "0, SOUTH,      S,   0,  1",
        "1, SOUTH_WEST, SW, -1,  1",
        "2, NORTH_WEST, NW, -1,  0",
        "3, NORTH,      N,   0, -1",
        "4, NORTH_EAST, NE,  1, -1",
        "5, SOUTH_EAST, SE,  1,  0",
    })
    void numberingCodeAndOffsetMatchTheSpec(int index, Direction expected, String code, int dq, int dr) {
        Direction d = Direction.of(index);
        assertThat(d).isEqualTo(expected);
        assertThat(d.index()).isEqualTo(index);
        assertThat(d.code()).isEqualTo(code);
        assertThat(d.dq()).isEqualTo(dq);
        assertThat(d.dr()).isEqualTo(dr);
        assertThat(Hex.ORIGIN.neighbour(d)).isEqualTo(Hex.of(dq, dr));
    }

    @Test
    void thereAreExactlySixDirectionsInClockwiseOrderFromSouth() {
        assertThat(Direction.values()).containsExactly(
                Direction.SOUTH, Direction.SOUTH_WEST, Direction.NORTH_WEST,
                Direction.NORTH, Direction.NORTH_EAST, Direction.SOUTH_EAST);
    }

    @ParameterizedTest
    @EnumSource(Direction.class)
    void oppositeOfOppositeIsTheSameDirection(Direction d) {
        assertThat(d.opposite().opposite()).isEqualTo(d);
        assertThat(d.opposite()).isNotEqualTo(d);
    }

    @ParameterizedTest
    @EnumSource(Direction.class)
    void oppositeIsThreeStepsOnAndItsOffsetIsNegated(Direction d) {
        assertThat(d.opposite().index()).isEqualTo((d.index() + 3) % 6);
        assertThat(d.opposite().dq()).isEqualTo(-d.dq());
        assertThat(d.opposite().dr()).isEqualTo(-d.dr());
    }

    @Test
    void oppositePairsAreSouthNorthSouthWestNorthEastNorthWestSouthEast() {
        assertThat(Direction.SOUTH.opposite()).isEqualTo(Direction.NORTH);
        assertThat(Direction.SOUTH_WEST.opposite()).isEqualTo(Direction.NORTH_EAST);
        assertThat(Direction.NORTH_WEST.opposite()).isEqualTo(Direction.SOUTH_EAST);
    }

    @ParameterizedTest
    @EnumSource(Direction.class)
    void rotatingByEachRotationAddsItsStepsModuloSix(Direction d) {
        for (Rotation r : Rotation.values()) {
            assertThat(d.rotate(r).index()).isEqualTo((d.index() + r.steps()) % 6);
        }
        assertThat(d.rotate(Rotation.R0)).isEqualTo(d);
        assertThat(d.rotate(Rotation.R3)).isEqualTo(d.opposite());
    }

    @ParameterizedTest
    @EnumSource(Direction.class)
    void neighbourOffsetsOfAllSixDirectionsSumToZeroAndAreDistinctUnitSteps(Direction d) {
        int sumQ = 0;
        int sumR = 0;
        for (Direction e : Direction.values()) {
            sumQ += e.dq();
            sumR += e.dr();
        }
        assertThat(sumQ).isZero();
        assertThat(sumR).isZero();
        assertThat(Hex.ORIGIN.distance(Hex.ORIGIN.neighbour(d))).isEqualTo(1);
    }

    @ParameterizedTest
    @EnumSource(Direction.class)
    void toStringParsesBackToTheSameDirection(Direction d) {
        assertThat(Direction.parse(d.toString())).isEqualTo(d);
        assertThat(d.toString()).isEqualTo(d.code());
    }

    @ParameterizedTest
    @EnumSource(Direction.class)
    void parseAcceptsTheNumberAndAnyCase(Direction d) {
        assertThat(Direction.parse(String.valueOf(d.index()))).isEqualTo(d);
        assertThat(Direction.parse(d.code().toLowerCase())).isEqualTo(d);
        assertThat(Direction.parse("  " + d.code() + " ")).isEqualTo(d);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "X", "SOUTH", "6", "-1", "S W", "N,E", "SSW"})
    void parseRefusesMalformedTextQuotingIt(String text) {
        assertThatThrownBy(() -> Direction.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + text + "'");
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 6, 42})
    void ofRefusesNumbersOutsideZeroToFive(int index) {
        assertThatThrownBy(() -> Direction.of(index))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(String.valueOf(index));
    }
}
