package io.github.tongiaki.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A packed group (four bits a colour) read back as {@link Boats}: the shared one-colour values and the rest alike. */
class GroupTest {

    @Property(tries = 500)
    void groupAsBoatsHasItsCounts(@ForAll("counts") int[] counts) {
        Boats b = Group.boats(Group.of(counts));
        assertThat(b).isEqualTo(Boats.ofCounts(counts));
        assertThat(b.toCounts()).containsExactly(counts);
    }

    @Provide
    Arbitrary<int[]> counts() {
        // mostly one colour or none, as groups are, and any mix
        Arbitrary<int[]> any = Arbitraries.integers().between(0, 15).array(int[].class).ofSize(6);
        Arbitrary<int[]> one = Arbitraries.integers().between(0, 5).flatMap(c -> Arbitraries.integers().between(0, 15).map(n -> {
            int[] a = new int[6];
            a[c] = n;
            return a;
        }));
        return Arbitraries.oneOf(any, one);
    }

    @Test
    @DisplayName("an empty group is no boats, and a one-colour group the shared value")
    void emptyAndOneColour() {
        assertThat(Group.boats(0)).isSameAs(Boats.NONE);
        for (Colour c : Colour.values()) {
            for (int n = 1; n <= 15; n++) {
                assertThat(Group.boats(Group.plus(0, c.ordinal(), n))).isSameAs(Boats.of(c, n));
            }
        }
        int mixed = Group.plus(Group.plus(0, Colour.BLUE.ordinal(), 2), Colour.PURPLE.ordinal(), 1);
        assertThat(Group.boats(mixed)).hasToString("2B+P");
    }
}
