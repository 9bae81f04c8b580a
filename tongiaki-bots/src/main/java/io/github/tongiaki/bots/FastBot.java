package io.github.tongiaki.bots;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;

/**
 * A bot that plays on the fast path: it implements {@link #chooseId(Game)}, and {@link #choose(Game)}
 * looks the chosen id up among the typed options (see {@link Bot} for why exactly one of the two is
 * abstract).
 */
@FunctionalInterface
public interface FastBot extends Bot {

    /**
     * Chooses an option of the pending decision by its id, without building the typed decision.
     *
     * @param game the game as this bot's player sees it (a copy with the stack in a sampled order), waiting for its decision
     * @return an option id, {@code 0 <= id < game.optionCount()}
     */
    @Override
    int chooseId(Game game);

    /**
     * {@return the option whose id {@link #chooseId(Game)} returns}
     *
     * @param game the game as this bot's player sees it (a copy with the stack in a sampled order), waiting for its decision
     */
    @Override
    default Option choose(Game game) {
        return game.decision().options().get(chooseId(game));
    }
}
