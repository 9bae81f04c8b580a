package io.github.tongiaki.bots;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import java.util.List;
import java.util.SplittableRandom;

/** Chooses uniformly at random among the legal options; seeded, so games can be replayed. */
public final class RandomBot implements Bot {

    private final SplittableRandom random;

    /**
     * @param seed the seed
     */
    public RandomBot(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Option choose(Game game) {
        List<Option> options = game.decision().options();
        return options.get(random.nextInt(options.size()));
    }

    @Override
    public String toString() {
        return "random";
    }
}
