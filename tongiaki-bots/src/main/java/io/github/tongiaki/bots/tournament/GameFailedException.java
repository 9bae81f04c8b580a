package io.github.tongiaki.bots.tournament;

/**
 * A bot failed in a game of a tournament that stops on failure ({@link Tournament.OnFailure#STOP}). The
 * message names the game, its seed and seating, the seat and what the bot did; {@link #game()} holds the
 * game with its record up to the failure.
 */
public final class GameFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The game; not serialised (a tournament's results are not sent anywhere). */
    private final transient GameResult game;

    /**
     * @param message the message
     * @param game the failed game, with its record
     */
    GameFailedException(String message, GameResult game) {
        super(message, game.match().failure());
        this.game = game;
    }

    /** {@return the failed game; its record holds the game up to the failure} */
    public GameResult game() {
        return game;
    }
}
