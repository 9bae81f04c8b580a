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
    /** The tournament's seed. */
    private final long tournamentSeed;
    /** Whether it was set, not drawn fresh. */
    private final boolean seedGiven;

    /**
     * @param message the message
     * @param game the failed game, with its record
     * @param tournamentSeed the tournament's seed
     * @param seedGiven whether the seed was set rather than drawn fresh for the run
     */
    GameFailedException(String message, GameResult game, long tournamentSeed, boolean seedGiven) {
        super(message, game.match().failure());
        this.game = game;
        this.tournamentSeed = tournamentSeed;
        this.seedGiven = seedGiven;
    }

    /** {@return the seed of the tournament that stopped: set, or drawn fresh for the run ({@link #seedGiven()})} */
    public long tournamentSeed() {
        return tournamentSeed;
    }

    /** {@return whether the tournament's seed was set ({@link Tournament#seed(long)}), not drawn fresh for the run} */
    public boolean seedGiven() {
        return seedGiven;
    }

    /** {@return the failed game; its record holds the game up to the failure} */
    public GameResult game() {
        return game;
    }
}
