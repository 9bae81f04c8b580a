package io.github.tongiaki.js;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Game;
import java.util.ArrayList;
import java.util.List;
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
            for (int tie = 0; tie < 5; tie++) {
                // the values on the determinization the bot decides on (its seed the tie-break)
                Game world = g.determinize(tie);
                double best = Double.NEGATIVE_INFINITY;
                double[] values = new double[g.optionCount()];
                for (int id = 0; id < values.length; id++) {
                    Game copy = world.copy();
                    copy.applyOptionQuietly(id);
                    values[id] = io.github.tongiaki.bots.GreedyValue.of(copy, me);
                    best = Math.max(best, values[id]);
                }
                assertThat(values[js.greedyOption(tie)]).isEqualTo(best);
            }
            js.applyOption(g.decisionNumber(), c.next(g.optionCount()));
        }
    }

    /** The greedy choice the facade made before issue 45: every option tried on a copy of the real game. */
    static int onTheRealStack(Game g, int tieBreak) {
        Colour me = g.decider();
        List<Integer> best = new ArrayList<>();
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int id = 0; id < g.optionCount(); id++) {
            Game copy = g.copy();
            copy.applyOptionQuietly(id);
            double v = io.github.tongiaki.bots.GreedyValue.of(copy, me);
            if (v > bestValue) {
                bestValue = v;
                best.clear();
            }
            if (v == bestValue) {
                best.add(id);
            }
        }
        return best.get(Integer.remainderUnsigned(tieBreak, best.size()));
    }

    @Test
    @DisplayName("D-19: greedy decides on a determinization: the same position with other stack orders gets the same choice")
    void blindToTheStackOrder() {
        int positions = 0;
        int wouldDiffer = 0;
        for (int i = 0; i < 6; i++) {
            JsGame js = Tongiaki.start(i % 2 == 0 ? "2" : "3", "", Integer.toString(300 + i), "", "", false);
            Chooser c = new Chooser(i + 11);
            while (!js.isOver()) {
                Game g = js.game();
                // the same public position, dealt two other ways: a stack order the bot must not see
                JsGame other1 = new JsGame(g.determinize(1000 + positions), null);
                JsGame other2 = new JsGame(g.determinize(2000 + positions), null);
                for (int tie : new int[] {0, 7, -123456789}) {
                    int choice = js.greedyOption(tie);
                    assertThat(other1.greedyOption(tie)).as("decision %d of game %d, tie-break %d", g.decisionNumber(), i, tie).isEqualTo(choice);
                    assertThat(other2.greedyOption(tie)).as("decision %d of game %d, tie-break %d", g.decisionNumber(), i, tie).isEqualTo(choice);
                    wouldDiffer += onTheRealStack(other1.game(), tie) != onTheRealStack(other2.game(), tie) ? 1 : 0;
                }
                positions++;
                js.applyOption(g.decisionNumber(), c.next(g.optionCount()));
            }
        }
        // the test's power: a bot that looked at the real stack would choose differently in some of these positions
        assertThat(wouldDiffer).as("positions where the real stack would change a copy-based greedy choice, of %d", positions).isPositive();
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
                js.applyOption(g.decisionNumber(), id);
            }
            Standing first = js.game().position().standings().get(0);
            wins += first.colour() == greedy && first.rank() == 1 ? 1 : 0;
        }
        assertThat(wins).isGreaterThanOrEqualTo(15);
    }
}
