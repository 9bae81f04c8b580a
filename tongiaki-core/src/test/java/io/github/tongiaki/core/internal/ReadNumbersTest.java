package io.github.tongiaki.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.internal.Lines.Token;
import io.github.tongiaki.core.text.ParseException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Whole numbers of the notation: ASCII digits after an optional minus sign, which alone is no number. */
class ReadNumbersTest {

    private static int read(String text) {
        return Read.integer(3, new Token(text, 5, 5 + text.length()), -100, 100, "a count");
    }

    @Test
    @DisplayName("a minus sign alone, or a sign not in front, is no number: a ParseException at the word")
    void signAlone() {
        assertThat(read("-7")).isEqualTo(-7);
        for (String bad : new String[] {"-", "7-", "--7", ""}) {
            assertThatThrownBy(() -> read(bad)).as(bad).isInstanceOf(ParseException.class)
                    .hasMessageContaining("line 3, column 5: expected a count (a whole number -100..100)");
        }
    }
}
