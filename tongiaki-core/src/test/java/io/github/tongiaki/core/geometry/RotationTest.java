package io.github.tongiaki.core.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class RotationTest {

    @Test
    void rotationsAreNumberedZeroToFive() {
        for (int k = 0; k < 6; k++) {
            assertThat(Rotation.of(k).steps()).isEqualTo(k);
            assertThat(Rotation.of(k).name()).isEqualTo("R" + k);
        }
        assertThat(Rotation.values()).hasSize(6);
    }

    @ParameterizedTest
    @EnumSource(Rotation.class)
    void sixEqualRotationsComposeBackToIdentity(Rotation r) {
        Rotation total = Rotation.R0;
        for (int i = 0; i < 6; i++) {
            total = total.plus(r);
        }
        assertThat(total).isEqualTo(Rotation.R0);
    }

    @Test
    void sixSingleStepsComposeBackToIdentityPassingEveryRotation() {
        Rotation r = Rotation.R0;
        for (int i = 1; i <= 6; i++) {
            r = r.plus(Rotation.R1);
            assertThat(r.steps()).isEqualTo(i % 6);
        }
        assertThat(r).isEqualTo(Rotation.R0);
    }

    @ParameterizedTest
    @EnumSource(Rotation.class)
    void rotationPlusItsInverseIsR0(Rotation r) {
        assertThat(r.plus(r.inverse())).isEqualTo(Rotation.R0);
        assertThat(r.inverse().plus(r)).isEqualTo(Rotation.R0);
        assertThat(r.inverse().inverse()).isEqualTo(r);
    }

    @Test
    void inversesAreAsExpected() {
        assertThat(Rotation.R0.inverse()).isEqualTo(Rotation.R0);
        assertThat(Rotation.R1.inverse()).isEqualTo(Rotation.R5);
        assertThat(Rotation.R2.inverse()).isEqualTo(Rotation.R4);
        assertThat(Rotation.R3.inverse()).isEqualTo(Rotation.R3);
    }

    @ParameterizedTest
    @EnumSource(Rotation.class)
    void r0IsTheNeutralElementAndPlusIsCommutativeAndAssociative(Rotation r) {
        assertThat(r.plus(Rotation.R0)).isEqualTo(r);
        assertThat(Rotation.R0.plus(r)).isEqualTo(r);
        for (Rotation s : Rotation.values()) {
            assertThat(r.plus(s)).isEqualTo(s.plus(r));
            assertThat(r.plus(s).steps()).isEqualTo((r.steps() + s.steps()) % 6);
            for (Rotation t : Rotation.values()) {
                assertThat(r.plus(s).plus(t)).isEqualTo(r.plus(s.plus(t)));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Rotation.class)
    void edgeFacesBoardDirectionEdgePlusRotationModSix(Rotation r) {
        for (int e = 0; e < 6; e++) {
            assertThat(r.facing(e)).isEqualTo(Direction.of((e + r.steps()) % 6));
        }
    }

    @ParameterizedTest
    @EnumSource(Rotation.class)
    void edgeFacingIsTheInverseOfFacing(Rotation r) {
        for (int e = 0; e < 6; e++) {
            assertThat(r.edgeFacing(r.facing(e))).isEqualTo(e);
        }
        for (Direction d : Direction.values()) {
            int edge = r.edgeFacing(d);
            assertThat(edge).isBetween(0, 5);
            assertThat(edge).isEqualTo(Math.floorMod(d.index() - r.steps(), 6));
            assertThat(r.facing(edge)).isEqualTo(d);
        }
    }

    @ParameterizedTest
    @EnumSource(Rotation.class)
    void underRotationREdgeZeroFacesDirectionR(Rotation r) {
        assertThat(r.facing(0)).isEqualTo(Direction.of(r.steps()));
    }

    @Test
    void r0LeavesEveryEdgeFacingTheDirectionOfTheSameNumber() {
        for (int e = 0; e < 6; e++) {
            assertThat(Rotation.R0.facing(e).index()).isEqualTo(e);
        }
    }

    @Test
    void facingComposesWithPlus() {
        for (Rotation r : Rotation.values()) {
            for (Rotation s : Rotation.values()) {
                for (int e = 0; e < 6; e++) {
                    assertThat(r.plus(s).facing(e)).isEqualTo(r.facing(e).rotate(s));
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Direction.class)
    void edgeZeroFacingPutsEdgeZeroTowardsTheDirection(Direction d) {
        Rotation r = Rotation.edgeZeroFacing(d);
        assertThat(r.facing(0)).isEqualTo(d);
        assertThat(r.edgeFacing(d)).isZero();
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 6, 7})
    void facingRefusesEdgesOutsideZeroToFive(int edge) {
        assertThatThrownBy(() -> Rotation.R2.facing(edge))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(String.valueOf(edge));
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 6})
    void ofRefusesStepsOutsideZeroToFive(int steps) {
        assertThatThrownBy(() -> Rotation.of(steps))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(String.valueOf(steps));
    }

    @ParameterizedTest
    @EnumSource(Rotation.class)
    void toStringIsLowerCaseRAndStepsAndParsesBack(Rotation r) {
        assertThat(r.toString()).isEqualTo("r" + r.steps());
        assertThat(Rotation.parse(r.toString())).isEqualTo(r);
        assertThat(Rotation.parse(r.toString().toUpperCase())).isEqualTo(r);
        assertThat(Rotation.parse(String.valueOf(r.steps()))).isEqualTo(r);
        assertThat(Rotation.parse(" " + r + " ")).isEqualTo(r);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "r", "r6", "r-1", "6", "rr1", "r 1", "r01", "R1x", "x1", "one"})
    void parseRefusesMalformedTextQuotingIt(String text) {
        assertThatThrownBy(() -> Rotation.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + text + "'");
    }
}
