package io.github.tongiaki.core.engine;

/**
 * Something was asked of a game that is over: a decision, or applying a choice. The game is unchanged.
 */
public class GameOverException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what was attempted
     */
    public GameOverException(String message) {
        super(message);
    }
}
