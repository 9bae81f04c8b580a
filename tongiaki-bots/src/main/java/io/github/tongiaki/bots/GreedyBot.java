package io.github.tongiaki.bots;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Position;
import java.util.SplittableRandom;

/**
 * One-ply greedy: tries every option on a copy of the game and keeps the one after which its own score
 * minus the best opponent's score is highest (ties broken at random). Uses only the public API.
 */
public final class GreedyBot implements FastBot {

    private final SplittableRandom random;

    /**
     * @param seed the seed for tie-breaking
     */
    public GreedyBot(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public int chooseId(Game game) {
        Colour me = game.decider();
        int count = game.optionCount();
        int[] best = new int[count];
        int ties = 0;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int o = 0; o < count; o++) {
            Game g = game.copy();
            g.applyQuietly(o);
            double v = value(g, me);
            if (v > bestValue) {
                bestValue = v;
                ties = 0;
            }
            if (v == bestValue) {
                best[ties++] = o;
            }
        }
        return best[random.nextInt(ties)];
    }

    /**
     * @param g a game
     * @param me a player
     * @return own score minus the best other score, plus a small bonus for boats on the table (boats this
     *     player is about to place count as on the table)
     */
    static double value(Game g, Colour me) {
        Position p = g.position();
        int mine = p.score(me);
        int other = 0;
        for (Colour c : g.players()) {
            if (c != me) {
                other = Math.max(other, p.score(c));
            }
        }
        int supply = p.supply(me);
        // A boat taken under R-ALLBOATS-1 waits in the supply for its placement: counting it there would make
        // "take none" always look best, and greedy players with all boats on the table would pass forever.
        if (!g.isOver() && g.decisionKind() == DecisionKind.PLACE_BOATS && g.decider() == me) {
            supply -= ((Decision.PlaceBoats) g.decision()).count();
        }
        return mine - other + 0.01 * (15 - supply);
    }

    @Override
    public String toString() {
        return "greedy";
    }
}
