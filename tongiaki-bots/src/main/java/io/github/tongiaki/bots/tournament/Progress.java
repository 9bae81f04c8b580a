package io.github.tongiaki.bots.tournament;

/**
 * Hears of every game of a tournament as it ends (a progress bar, a log). Calls come from the worker
 * threads, one at a time (the tournament serialises them), in the order the games end, which depends on
 * the threads; the results themselves do not.
 */
@FunctionalInterface
public interface Progress {

    /**
     * A game has ended (or failed).
     *
     * @param done games ended so far, this one included
     * @param total games in the tournament
     * @param game the game
     */
    void gameEnded(int done, int total, GameResult game);

    /** The tournament is over (also after a failure); called once, on the thread that ran it. */
    default void finished() {
    }
}
