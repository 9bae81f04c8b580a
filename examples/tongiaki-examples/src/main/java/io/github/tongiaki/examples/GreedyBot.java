package io.github.tongiaki.examples;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One-ply greedy: tries every option on a copy of the game and keeps the one after which its own score
 * minus the best opponent's score is highest (ties broken at random). Uses only the public API.
 */
public final class GreedyBot implements Bot {

    private final SplittableRandom random;

    /**
     * @param seed the seed for tie-breaking
     */
    public GreedyBot(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Option choose(Game game) {
        Colour me = game.decision().player();
        List<Option> best = new ArrayList<>();
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Option o : game.decision().options()) {
            Game g = game.copy();
            g.apply(o.id());
            double v = value(g, me);
            if (v > bestValue) {
                bestValue = v;
                best.clear();
            }
            if (v == bestValue) {
                best.add(o);
            }
        }
        return best.get(random.nextInt(best.size()));
    }

    /**
     * @param g a game
     * @param me a player
     * @return own score minus the best other score, plus a small bonus for islands held
     */
    static double value(Game g, Colour me) {
        int mine = g.score(me);
        int other = 0;
        for (Colour c : g.players()) {
            if (c != me) {
                other = Math.max(other, g.score(c));
            }
        }
        return mine - other + 0.01 * (15 - g.supply(me));
    }
}
