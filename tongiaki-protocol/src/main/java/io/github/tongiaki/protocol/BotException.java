package io.github.tongiaki.protocol;

/**
 * An external bot failed: it answered garbage, too slowly, or died. The message names the bot and says
 * what went wrong; the game it was asked about is unchanged.
 */
public final class BotException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * @param message what went wrong, naming the bot
     * @param cause the underlying failure, or null
     */
    public BotException(String message, Throwable cause) {
        super(message, cause);
    }
}
