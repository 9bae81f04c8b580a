package io.github.tongiaki.bots;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import java.util.SplittableRandom;

/**
 * One-ply greedy: tries every option on a copy of the game and keeps the one after which its own score
 * minus the best opponent's score ({@link GreedyValue}) is highest (ties broken at random). Uses only the public API.
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
            g.applyOptionQuietly(o);
            double v = GreedyValue.of(g, me);
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

    @Override
    public String toString() {
        return "greedy";
    }
}
