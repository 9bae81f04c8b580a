package io.github.tongiaki.testkit;

import io.github.tongiaki.core.engine.Game;
import java.util.Objects;

/**
 * An illegal choice together with the position it is tried at, so that a failure shows how to reproduce
 * both.
 *
 * @param position the position (replayed by {@link Playthrough#game()})
 * @param choice the illegal choice
 */
public record IllegalAttempt(Playthrough position, IllegalChoice choice) {

    /**
     * Checks for null.
     *
     * @param position the position
     * @param choice the illegal choice
     */
    public IllegalAttempt {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(choice, "choice");
    }

    /**
     * Replays the position and checks that the game refuses the choice and stays unchanged
     * ({@link IllegalChoice#assertRejectedBy(Game)}).
     *
     * @return the game, after the refusal
     * @throws AssertionError if the game accepts the choice, fails differently, or changes
     */
    public Game check() {
        Game g = position.game();
        try {
            choice.assertRejectedBy(g);
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "\nat " + position, e);
        }
        return g;
    }

    @Override
    public String toString() {
        return choice + " at " + position;
    }
}
