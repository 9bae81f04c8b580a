package io.github.tongiaki.core.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class PlacementTest {

    @ParameterizedTest(name = "R-EMI-3/R-VOY-4: tile drawn towards {0} lies at h+delta(d) with rotation (d+3) mod 6")
    @EnumSource(Direction.class)
    @DisplayName("R-EMI-3, R-VOY-4: a drawn tile lies at h + delta(d) with rotation (d + 3) mod 6")
    void drawnTileLiesInTheNeighbourHexWithRotationDPlusThree(Direction d) {
        Hex from = Hex.of(2, -1);
        Placement p = Placement.facingBack(from, d);
        assertThat(p.hex()).isEqualTo(Hex.of(from.q() + d.dq(), from.r() + d.dr()));
        assertThat(p.rotation().steps()).isEqualTo((d.index() + 3) % 6);
    }

    @ParameterizedTest
    @EnumSource(Direction.class)
    @DisplayName("R-EMI-3, R-VOY-4: edge 0 (the emblem) of a drawn tile faces back towards the hex it was drawn from")
    void drawnTileEdgeZeroFacesBackTowardsTheJettyOrRouteEnd(Direction d) {
        Hex from = Hex.of(-1, 3);
        Placement p = Placement.facingBack(from, d);
        Direction edgeZero = p.rotation().facing(0);
        assertThat(edgeZero).isEqualTo(d.opposite());
        assertThat(p.hex().neighbour(edgeZero)).isEqualTo(from);
        assertThat(p.rotation().edgeFacing(p.hex().directionTo(from))).isZero();
    }

    @ParameterizedTest(name = "from Tonga towards {0}: placement {1}")
    @DisplayName("R-EMI-3: the six placements around Tonga, written out")
    @CsvSource({
        "S,  '0,1 r3'",
        "SW, '-1,1 r4'",
        "NW, '-1,0 r5'",
        "N,  '0,-1 r0'",
        "NE, '1,-1 r1'",
        "SE, '1,0 r2'",
    })
    void placementsAroundTonga(String direction, String expected) {
        assertThat(Placement.facingBack(Hex.ORIGIN, Direction.parse(direction)).toString()).isEqualTo(expected);
        assertThat(Placement.facingBack(Hex.ORIGIN, Direction.parse(direction))).isEqualTo(Placement.parse(expected));
    }

    @Test
    void constructorRefusesNulls() {
        assertThatThrownBy(() -> new Placement(null, Rotation.R0)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new Placement(Hex.ORIGIN, null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void ofEqualsTheConstructor() {
        assertThat(Placement.of(Hex.of(1, 2), Rotation.R4)).isEqualTo(new Placement(Hex.of(1, 2), Rotation.R4));
    }

    @Test
    void everyPlacementNearTheOriginRoundTripsThroughText() {
        for (int q = -3; q <= 3; q++) {
            for (int r = -3; r <= 3; r++) {
                for (Rotation rot : Rotation.values()) {
                    Placement p = Placement.of(Hex.of(q, r), rot);
                    assertThat(p.toString()).isEqualTo(q + "," + r + " r" + rot.steps());
                    assertThat(Placement.parse(p.toString())).isEqualTo(p);
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"0,1 r3", " 0,1 r3 ", "(0,1) r3", "0, 1 r3", "0,1 R3", "0,1 3", "0,1   r3"})
    void parseAcceptsSpacesParenthesesAndCase(String text) {
        assertThat(Placement.parse(text)).isEqualTo(Placement.of(Hex.of(0, 1), Rotation.R3));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "0,1", "0,1r3", "r3", "0,1 r6", "0,1 r", "x,1 r3", "0;1 r3", "0,1 r3 r3", "0,1,2 r0"})
    void parseRefusesMalformedTextQuotingIt(String text) {
        assertThatThrownBy(() -> Placement.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + text + "'");
    }
}
