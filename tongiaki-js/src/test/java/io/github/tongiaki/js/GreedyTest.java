package io.github.tongiaki.js;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Game;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The offline page's greedy bot ({@link JsGame#greedyOption(int)}): GreedyBot's heuristic, one ply. */
class GreedyTest {

    @Test
    @DisplayName("greedy picks an option of the highest value, and the tie-break picks among those only")
    void picksTheBest() {
        JsGame js = Tongiaki.start("3", "", "9", "", "", false);
        Chooser c = new Chooser(3);
        for (int step = 0; step < 60 && !js.isOver(); step++) {
            Game g = js.game();
            Colour me = g.decider();
            double best = Double.NEGATIVE_INFINITY;
            double[] values = new double[g.optionCount()];
            for (int id = 0; id < values.length; id++) {
                Game copy = g.copy();
                copy.applyQuietly(id);
                values[id] = io.github.tongiaki.bots.GreedyValue.of(copy, me);
                best = Math.max(best, values[id]);
            }
            for (int tie = 0; tie < 5; tie++) {
                assertThat(values[js.greedyOption(tie)]).isEqualTo(best);
            }
            js.apply(g.decisionNumber(), c.next(g.optionCount()));
        }
    }

    @Test
    @DisplayName("greedy beats random: in 2-player games it finishes first in most of them")
    void beatsRandom() {
        int wins = 0;
        for (int i = 0; i < 20; i++) {
            JsGame js = Tongiaki.start("2", "", Integer.toString(100 + i), "", "", false);
            Chooser c = new Chooser(i + 7);
            Colour greedy = i % 2 == 0 ? Colour.BLUE : Colour.RED;
            while (!js.isOver()) {
                Game g = js.game();
                int id = g.decider() == greedy ? js.greedyOption(c.next(1 << 30)) : c.next(g.optionCount());
                js.apply(g.decisionNumber(), id);
            }
            Standing first = js.game().position().standings().get(0);
            wins += first.colour() == greedy && first.rank() == 1 ? 1 : 0;
        }
        assertThat(wins).isGreaterThanOrEqualTo(15);
    }
}
