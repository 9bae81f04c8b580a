package io.github.tongiaki.core.geometry;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Geometry identities over arbitrary hexes, directions and rotations (jqwik). */
class GeometryPropertiesTest {

    @Provide
    Arbitrary<Hex> hexes() {
        Arbitrary<Integer> coordinate = Arbitraries.integers().between(-999, 999);   // neighbours stay within Hex.MAX_COORDINATE
        return Combinators.combine(coordinate, coordinate).as(Hex::of);
    }

    @Provide
    Arbitrary<Placement> placements() {
        return Combinators.combine(hexes(), Arbitraries.of(Rotation.class)).as(Placement::of);
    }

    @Property
    @Label("neighbour then opposite neighbour returns to the hex")
    void neighbourThenOppositeReturns(@ForAll("hexes") Hex h, @ForAll Direction d) {
        assertThat(h.neighbour(d).neighbour(d.opposite())).isEqualTo(h);
        assertThat(h.directionTo(h.neighbour(d))).isEqualTo(d);
        assertThat(h.distance(h.neighbour(d))).isEqualTo(1);
    }

    @Property
    @Label("opposite of opposite is the direction")
    void oppositeOfOpposite(@ForAll Direction d) {
        assertThat(d.opposite().opposite()).isEqualTo(d);
    }

    @Property
    @Label("six compositions of a rotation are the identity; r plus inverse is R0")
    void rotationGroupIdentities(@ForAll Rotation r) {
        Rotation total = Rotation.R0;
        for (int i = 0; i < 6; i++) {
            total = total.plus(r);
        }
        assertThat(total).isEqualTo(Rotation.R0);
        assertThat(r.plus(r.inverse())).isEqualTo(Rotation.R0);
    }

    @Property
    @Label("facing(e) == (e + r) mod 6 and edgeFacing is its inverse")
    void facingAndEdgeFacing(@ForAll Rotation r, @ForAll @IntRange(min = 0, max = 5) int edge) {
        assertThat(r.facing(edge).index()).isEqualTo((edge + r.steps()) % 6);
        assertThat(r.edgeFacing(r.facing(edge))).isEqualTo(edge);
    }

    @Property
    @Label("R-EMI-3, R-VOY-4: facingBack puts the drawn tile at h + delta(d), rotation (d + 3) mod 6, edge 0 facing h")
    void facingBackPlacement(@ForAll("hexes") Hex h, @ForAll Direction d) {
        Placement p = Placement.facingBack(h, d);
        assertThat(p.hex()).isEqualTo(Hex.of(h.q() + d.dq(), h.r() + d.dr()));
        assertThat(p.rotation()).isEqualTo(Rotation.of((d.index() + 3) % 6));
        assertThat(p.hex().neighbour(p.rotation().facing(0))).isEqualTo(h);
    }

    @Property
    @Label("distance is symmetric, zero only to itself, and obeys the triangle inequality")
    void distanceIsAMetric(@ForAll("hexes") Hex a, @ForAll("hexes") Hex b, @ForAll("hexes") Hex c) {
        assertThat(a.distance(b)).isEqualTo(b.distance(a));
        assertThat(a.distance(a)).isZero();
        assertThat(a.distance(c)).isLessThanOrEqualTo(a.distance(b) + b.distance(c));
    }

    @Property
    @Label("hex and placement text round trips")
    void textRoundTrips(@ForAll("hexes") Hex h, @ForAll("placements") Placement p) {
        assertThat(Hex.parse(h.toString())).isEqualTo(h);
        assertThat(Hex.parse("(" + h + ")")).isEqualTo(h);
        assertThat(Placement.parse(p.toString())).isEqualTo(p);
    }
}
