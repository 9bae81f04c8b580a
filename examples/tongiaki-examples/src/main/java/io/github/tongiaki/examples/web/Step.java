package io.github.tongiaki.examples.web;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.events.GameEvent;
import java.util.List;
import java.util.Locale;

/**
 * A step of a game on the server: the decision taken, by whom, and the events it caused.
 *
 * @param decision the decision's number (-1 for the start)
 * @param player who decided (null for the start)
 * @param by who took it
 * @param choice the choice's text (null for the start)
 * @param events what happened
 */
record Step(int decision, Colour player, By by, String choice, List<GameEvent> events) {

    /** Who took a step. */
    enum By {
        /** The game's start (no choice). */
        START,
        /** A person, through {@code move}. */
        HUMAN,
        /** The bot of a seat. */
        BOT,
        /** A bot playing any seat on {@code autoplay}. */
        AUTO,
        /** The server, drawing a tile of an explicit-chance game. */
        CHANCE,
        /** A choice of an uploaded record. */
        RECORD;

        /** {@return the name the API gives it, e.g. {@code human}} */
        String apiName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
