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

    @Provide
    Arbitrary<Boats> boats() {
        return Arbitraries.integers().between(0, 15).array(int[].class).ofSize(Colour.values().length).map(Boats::ofCounts);
    }
}
