package io.github.tongiaki.core.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BoatsTest {

    @Test
    @DisplayName("one text form: '2B+R' is written and read, '-' is none")
    void textForm() {
        Boats b = Boats.of(Colour.BLUE, Colour.BLUE, Colour.RED);
        assertThat(b).hasToString("2B+R");
        assertThat(Boats.parse("2B+R")).isEqualTo(b);
        assertThat(Boats.parse("R+2b")).isEqualTo(b);
        assertThat(Boats.parse(" 1B+B+R ")).isEqualTo(b);
        assertThat(Boats.NONE).hasToString("-");
        assertThat(Boats.parse("-")).isSameAs(Boats.NONE);
        assertThat(Boats.of(Colour.PURPLE, 12)).hasToString("12P");
    }

    @Test
    @DisplayName("the space form of earlier versions is refused with a message showing the '+' form")
    void spaceFormRefused() {
        assertThatThrownBy(() -> Boats.parse("2B R"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("boats are written with '+' between colours, not spaces: '2B+R', not '2B R'");
    }

    @Test
    @DisplayName("malformed boats are refused naming the text and the expected form")
    void malformed() {
        for (String bad : new String[] {"", "+B", "B+", "2", "BB", "0B", "100B", "X", "2B++R", "2B+R G"}) {
            assertThatThrownBy(() -> Boats.parse(bad)).as(bad)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("'2B+R'");
        }
        assertThatThrownBy(() -> Boats.parse("2X")).hasMessageContaining("'X' is no colour letter");
    }

    @Property
    @net.jqwik.api.Label("toString and parse round-trip for any boats")
    void roundTrip(@ForAll("boats") Boats boats) {
        assertThat(Boats.parse(boats.toString())).isEqualTo(boats);
        assertThat(Boats.parse(boats.toString().toLowerCase(java.util.Locale.ROOT))).isEqualTo(boats);
    }

    @Test
    @DisplayName("one colour's boats are a shared value, equal to the same boats made any other way")
    void oneColourShared() {
        for (Colour c : Colour.values()) {
            for (int n = 0; n <= 20; n++) {
                int[] counts = new int[Colour.values().length];
                counts[c.ordinal()] = n;
                Boats b = Boats.of(c, n);
                assertThat(b).isEqualTo(Boats.ofCounts(counts)).hasSameHashCodeAs(Boats.ofCounts(counts));
                assertThat(b.count(c)).isEqualTo(n);
                assertThat(b.size()).isEqualTo(n);
                assertThat(Boats.parse(b.toString())).isEqualTo(b);
            }
        }
        assertThat(Boats.of(Colour.RED, 0)).isSameAs(Boats.NONE);
        assertThat(Boats.of(Colour.RED, 3)).isSameAs(Boats.of(Colour.RED, 3));
        Boats three = Boats.of(Colour.RED, 3);
        three.toCounts()[Colour.RED.ordinal()] = 9; // a copy: the shared value never changes
        assertThat(Boats.of(Colour.RED, 3).count(Colour.RED)).isEqualTo(3);
        assertThatThrownBy(() -> Boats.of(null, 0)).isInstanceOf(NullPointerException.class).hasMessage("colour");
        assertThatThrownBy(() -> Boats.of(Colour.RED, -1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Provide
    Arbitrary<Boats> boats() {
        return Arbitraries.integers().between(0, 15).array(int[].class).ofSize(Colour.values().length).map(Boats::ofCounts);
    }
}
