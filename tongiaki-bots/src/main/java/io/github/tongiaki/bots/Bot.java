package io.github.tongiaki.bots;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;

/** A player that chooses among the options of a game's pending decision. */
@FunctionalInterface
public interface Bot {

    /**
     * @param game the game, waiting for a decision of this bot's player; must not be changed
     * @return one of {@code game.decision().options()}
     */
    Option choose(Game game);
}
