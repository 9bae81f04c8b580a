package io.github.tongiaki.testkit;

import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameOverException;
import io.github.tongiaki.core.engine.IllegalChoiceException;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import java.util.List;
import java.util.Objects;

/**
 * Something a caller might pass to {@code Game.apply} that the pending decision does not offer: an
 * option of another decision, an id out of range, a text or a typed choice not offered, or anything at
 * all once the game is over. {@link RandomPlay#illegalChoices(Playthrough, long)} generates them; the
 * game must refuse each with an {@link IllegalChoiceException} (a {@link GameOverException} once over)
 * and stay unchanged, which {@link #assertRejectedBy(Game)} checks.
 */
public sealed interface IllegalChoice {

    /** {@return where the illegal value came from, e.g. {@code stale: option of decision #3}} */
    String origin();

    /**
     * Passes the value to the matching {@code Game.apply} overload.
     *
     * @param game the game
     * @return the events, if the game (wrongly) accepts it
     */
    List<GameEvent> applyTo(Game game);

    /**
     * Checks that the game refuses this choice with the right exception and is unchanged afterwards
     * (the complete position, hidden stack order and D-4 records included, the decision, its options and
     * the last events).
     *
     * @param game the game at the position the choice was generated for
     * @throws AssertionError if the game accepts it, throws another exception, or changes
     */
    default void assertRejectedBy(Game game) {
        String before = fingerprint(game);
        Class<? extends RuntimeException> expected = game.isOver() ? GameOverException.class : IllegalChoiceException.class;
        try {
            List<GameEvent> events = applyTo(game);
            throw new AssertionError("the game accepted " + this + " and emitted " + events + "\nbefore: " + before);
        } catch (IllegalChoiceException | GameOverException e) {
            if (!expected.isInstance(e)) {
                throw new AssertionError(this + " was refused with " + e.getClass().getSimpleName() + " instead of "
                        + expected.getSimpleName() + ": " + e.getMessage(), e);
            }
        } catch (RuntimeException e) {
            throw new AssertionError(this + " was refused with " + e + " instead of " + expected.getSimpleName(), e);
        }
        String after = fingerprint(game);
        if (!after.equals(before)) {
            throw new AssertionError("refusing " + this + " changed the game\nbefore: " + before + "\nafter:  " + after);
        }
    }

    /**
     * A game's complete state at one moment, as one text: its {@link Position} (hidden stack order and
     * the D-4 records of the turn included, so that a change to anything the game will act on later
     * shows), the pending decision with its options and the last events.
     *
     * @param game a game
     * @return the text
     */
    static String fingerprint(Game game) {
        return Position.of(game).text() + "options " + game.pendingDecision().map(d -> d.options().toString()).orElse("-")
                + "\nlast events " + game.lastEvents();
    }

    /**
     * An {@link Option} object the pending decision does not hold: stale, from a copy at another
     * decision, or from a copy that chose differently.
     *
     * @param option the option
     * @param origin where it came from
     */
    record ForeignOption(Option option, String origin) implements IllegalChoice {
        /**
         * Checks for null.
         *
         * @param option the option
         * @param origin where it came from
         */
        public ForeignOption {
            Objects.requireNonNull(option, "option");
        }

        @Override
        public List<GameEvent> applyTo(Game game) {
            return game.apply(option);
        }

        @Override
        public String toString() {
            return "option '" + option + "' of decision #" + option.decision() + " (" + origin + ")";
        }
    }

    /**
     * An option id out of range.
     *
     * @param id the id
     * @param origin why it is out of range
     */
    record BadId(int id, String origin) implements IllegalChoice {
        @Override
        public List<GameEvent> applyTo(Game game) {
            return game.applyOption(id);
        }

        @Override
        public String toString() {
            return "option id " + id + " (" + origin + ")";
        }
    }

    /**
     * An option text not offered.
     *
     * @param text the text
     * @param origin where it came from
     */
    record BadText(String text, String origin) implements IllegalChoice {
        /**
         * Checks for null.
         *
         * @param text the text
         * @param origin where it came from
         */
        public BadText {
            Objects.requireNonNull(text, "text");
        }

        @Override
        public List<GameEvent> applyTo(Game game) {
            return game.apply(text);
        }

        @Override
        public String toString() {
            return "text '" + text + "' (" + origin + ")";
        }
    }

    /**
     * A typed choice not offered.
     *
     * @param choice the choice
     * @param origin where it came from
     */
    record BadChoice(Choice choice, String origin) implements IllegalChoice {
        /**
         * Checks for null.
         *
         * @param choice the choice
         * @param origin where it came from
         */
        public BadChoice {
            Objects.requireNonNull(choice, "choice");
        }

        @Override
        public List<GameEvent> applyTo(Game game) {
            return game.apply(choice);
        }

        @Override
        public String toString() {
            return "choice " + choice + " (" + origin + ")";
        }
    }
}
