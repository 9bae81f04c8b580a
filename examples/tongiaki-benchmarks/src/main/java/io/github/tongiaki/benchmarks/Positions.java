package io.github.tongiaki.benchmarks;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Reproducible game positions for the benchmarks, reached by random play through the public API. */
public final class Positions {

    private Positions() {
    }

    /**
     * Plays a random game from a fixed seed up to a mid-game decision: the first pending decision at
     * or after the given turn.
     *
     * @param players 2–6
     * @param seed the seed of the stack and of the random choices
     * @param turn the turn to stop at (a 4-player random game lasts about 25–30 turns)
     * @return the game, waiting for a decision (never over)
     */
    public static Game midGame(int players, long seed, int turn) {
        for (long s = seed; ; s++) {
            Game g = Game.start(GameSetup.of(players, s));
            SplittableRandom random = new SplittableRandom(s);
            while (!g.isOver() && g.turn() < turn) {
                g.applyOptionQuietly(random.nextInt(g.optionCount()));
            }
            if (!g.isOver()) {
                return g;
            }
        }
    }

    /**
     * Many positions of random games, every decision of several games: a mix of every decision kind as
     * they occur in play.
     *
     * @param players 2–6
     * @param seed the seed
     * @param count how many positions
     * @return the positions, each waiting for a decision
     */
    public static List<Game> sample(int players, long seed, int count) {
        List<Game> out = new ArrayList<>(count);
        SplittableRandom random = new SplittableRandom(seed);
        while (out.size() < count) {
            Game g = Game.start(GameSetup.of(players, random.nextLong()));
            while (!g.isOver() && out.size() < count) {
                out.add(g.copy());
                g.applyOptionQuietly(random.nextInt(g.optionCount()));
            }
        }
        return out;
    }
}
