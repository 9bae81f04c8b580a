package io.github.tongiaki.core.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A standing in words (R-SCORE-1, R-SCORE-2, D-11): plurals, and the tie-break in words rather than its enum name. */
class StandingTest {

    @Test
    void toStringSaysTheTieBreakInWords() {
        assertThat(new Standing(Colour.RED, 1, 20, 6, 8, Standing.TieBreak.SCORE)).hasToString("1. red 20 points, 6 islands, 8 boats");
        assertThat(new Standing(Colour.BLUE, 2, 1, 1, 1, Standing.TieBreak.ISLANDS))
                .hasToString("2. blue 1 point, 1 island, 1 boat (tie on points broken by islands)");
        assertThat(new Standing(Colour.GREEN, 2, 5, 2, 3, Standing.TieBreak.FEWER_BOATS))
                .hasToString("2. green 5 points, 2 islands, 3 boats (tie on points and islands broken by fewer boats)");
        assertThat(new Standing(Colour.YELLOW, 1, 5, 2, 2, Standing.TieBreak.SHARED))
                .hasToString("1. yellow 5 points, 2 islands, 2 boats (tied on every count: a shared place)");
        for (Standing.TieBreak t : Standing.TieBreak.values()) {
            assertThat(new Standing(Colour.RED, 1, 3, 1, 2, t).toString()).doesNotContain(t.name());
        }
    }
}
