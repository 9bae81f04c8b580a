package io.github.tongiaki.core.tiles;

/**
 * A tile or tile set definition breaks the rules of the tile model. The message names the tile and
 * the fault.
 */
public class InvalidTileException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message names the tile and what is wrong with it
     */
    public InvalidTileException(String message) {
        super(message);
    }

    /**
     * Creates the exception with its cause.
     *
     * @param message names the tile and what is wrong with it
     * @param cause the underlying failure
     */
    public InvalidTileException(String message, Throwable cause) {
        super(message, cause);
    }
}
