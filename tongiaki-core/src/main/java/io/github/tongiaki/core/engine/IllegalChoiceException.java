package io.github.tongiaki.core.engine;

/**
 * A choice was applied that the current decision does not offer: an option of another decision, a
 * stale option, an unknown id or text. The message says what was expected and what was given; the game
 * is unchanged.
 */
public class IllegalChoiceException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what was expected and what was given
     */
    public IllegalChoiceException(String message) {
        super(message);
    }
}
