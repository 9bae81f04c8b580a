package io.github.tongiaki.bots;

import io.github.tongiaki.core.engine.Game;
import java.util.SplittableRandom;

/** Chooses uniformly at random among the legal options; seeded, so games can be replayed. */
public final class RandomBot implements FastBot {

    private final SplittableRandom random;

    /**
     * @param seed the seed
     */
    public RandomBot(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public int chooseId(Game game) {
        return random.nextInt(game.optionCount());
    }

    @Override
    public String toString() {
        return "random";
    }
}
