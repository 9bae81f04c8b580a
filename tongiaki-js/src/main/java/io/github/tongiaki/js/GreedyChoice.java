package io.github.tongiaki.js;

import io.github.tongiaki.bots.GreedyValue;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import java.util.ArrayList;
import java.util.List;

/** The greedy bot's choice, for {@link JsGame#greedyOption(int)}. */
final class GreedyChoice {

    private GreedyChoice() {
    }

    /**
     * The greedy bot's choice (tongiaki-bots' {@code GreedyBot}: its heuristic, {@link GreedyValue}): every option tried on a
     * copy of a determinization ({@code Game.determinize(tieBreak)}: the stack re-shuffled, so an option that draws
     * draws what the bot may expect, not the real next tile, D-19, as tongiaki-bots' {@code Match} hands its bots);
     * the best is the one after which the decider's score minus the best other score, plus 0.01 per
     * boat of its own on the table (boats it is about to place counted as on the table, R-ALLBOATS-1), is
     * highest. Ties are broken by {@code tieBreak}: the (unsigned) {@code tieBreak mod ties}-th of them. The
     * choice depends on the game's public state and {@code tieBreak} only, never on the stack's order.
     *
     * @param game the game, not over
     * @param tieBreak any int (a random one for a bot that varies): the determinization's seed and the tie-break
     * @return the chosen option's id
     */
    static int option(Game game, int tieBreak) {
        Decision d = game.decision();
        Colour me = d.player();
        Game world = game.determinize(tieBreak);
        List<Integer> best = new ArrayList<>();
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Option o : d.options()) {
            Game g = world.copy();
            g.applyOptionQuietly(o.id());
            double v = GreedyValue.of(g, me);
            if (v > bestValue) {
                bestValue = v;
                best.clear();
            }
            if (v == bestValue) {
                best.add(o.id());
            }
        }
        return best.get(Integer.remainderUnsigned(tieBreak, best.size()));
    }
}
