package io.github.tongiaki.core.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class HexTest {

    @Test
    void tongaHexIsTheOrigin() {
        assertThat(Hex.ORIGIN).isEqualTo(Hex.of(0, 0));
        assertThat(Hex.ORIGIN.q()).isZero();
        assertThat(Hex.ORIGIN.r()).isZero();
    }

    @ParameterizedTest
    @EnumSource(Direction.class)
    void neighbourThenOppositeNeighbourReturnsToTheStart(Direction d) {
        Hex h = Hex.of(3, -7);
        assertThat(h.neighbour(d).neighbour(d.opposite())).isEqualTo(h);
        assertThat(Hex.ORIGIN.neighbour(d).neighbour(d.opposite())).isEqualTo(Hex.ORIGIN);
    }

    @ParameterizedTest
    @EnumSource(Direction.class)
    void directionToANeighbourIsTheDirectionTakenAndBackIsTheOpposite(Direction d) {
        Hex h = Hex.of(-2, 5);
        Hex n = h.neighbour(d);
        assertThat(h.directionTo(n)).isEqualTo(d);
        assertThat(n.directionTo(h)).isEqualTo(d.opposite());
        assertThat(h.distance(n)).isEqualTo(1);
    }

    @Test
    void directionToANonAdjacentHexIsNull() {
        assertThat(Hex.ORIGIN.directionTo(Hex.ORIGIN)).isNull();
        assertThat(Hex.ORIGIN.directionTo(Hex.of(2, 0))).isNull();
        assertThat(Hex.ORIGIN.directionTo(Hex.of(1, 1))).isNull();
    }

    @Test
    void theSixNeighboursAreDistinctAndAtDistanceOne() {
        Set<Hex> ring = new HashSet<>();
        for (Direction d : Direction.values()) {
            ring.add(Hex.ORIGIN.neighbour(d));
        }
        assertThat(ring).hasSize(6).doesNotContain(Hex.ORIGIN)
                .allSatisfy(h -> assertThat(h.distance(Hex.ORIGIN)).isEqualTo(1));
    }

    @Test
    void walkingClockwiseFromTheNorthNeighbourVisitsTheWholeRingOfRadiusOne() {
        Hex start = Hex.ORIGIN.neighbour(Direction.NORTH);
        Set<Hex> visited = new HashSet<>();
        Hex walk = start;
        for (int i = 0; i < 6; i++) {
            // from the north neighbour, step SE, S, SW, NW, N, NE
            walk = walk.neighbour(Direction.of((i + 5) % 6));
            assertThat(walk.distance(Hex.ORIGIN)).isEqualTo(1);
            visited.add(walk);
        }
        assertThat(walk).isEqualTo(start);
        assertThat(visited).hasSize(6);
    }

    @ParameterizedTest(name = "distance from origin to ({0},{1}) is {2}")
    @CsvSource({"0,0,0", "1,0,1", "0,-1,1", "2,-1,2", "-2,2,2", "3,-3,3", "2,1,3", "-4,1,4"})
    void distanceIsTheAxialHexDistance(int q, int r, int expected) {
        assertThat(Hex.ORIGIN.distance(Hex.of(q, r))).isEqualTo(expected);
        assertThat(Hex.of(q, r).distance(Hex.ORIGIN)).isEqualTo(expected);
    }

    @Test
    void hexesOrderByQThenR() {
        assertThat(Hex.of(0, 5)).isLessThan(Hex.of(1, -5));
        assertThat(Hex.of(1, -5)).isLessThan(Hex.of(1, 0));
        assertThat(Hex.of(1, 0).compareTo(Hex.of(1, 0))).isZero();
    }

    @ParameterizedTest
    @CsvSource({"0,0", "0,-1", "-3,2", "12,-40", "1000,-1000", "-1000,1000"})
    void toStringIsQCommaRAndParsesBack(int q, int r) {
        Hex h = Hex.of(q, r);
        assertThat(h.toString()).isEqualTo(q + "," + r);
        assertThat(Hex.parse(h.toString())).isEqualTo(h);
    }

    @ParameterizedTest
    @ValueSource(strings = {"(0,-1)", " 0 , -1 ", "( 0, -1 )", "0,-1", "+0,-1"})
    void parseAcceptsParenthesesAndSpaces(String text) {
        assertThat(Hex.parse(text)).isEqualTo(Hex.of(0, -1));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "0", "0;1", "0,1,2", "a,b", "1,", ",1", "(1,2", "1,2)", "1.5,2", "0 1",
            "99999999999,0", "((1,2))"})
    void parseRefusesMalformedTextQuotingIt(String text) {
        assertThatThrownBy(() -> Hex.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + text + "'");
    }

    @ParameterizedTest
    @CsvSource({"5000,0", "0,1001", "-1001,0", "2147483647,0", "0,-2147483648"})
    void hexesOutsideTheNotationsRangeAreRefused(int q, int r) {
        assertThatThrownBy(() -> Hex.of(q, r))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hex " + q + "," + r + " is off the board: coordinates lie within -1000..1000 (the range of the notation)");
        assertThatThrownBy(() -> Hex.parse(q + "," + r)).isInstanceOf(IllegalArgumentException.class);
    }
}
