package io.github.tongiaki.bots.tournament;

/**
 * Hears of every game of a tournament as it ends (a progress bar, a log). Calls come from the worker
 * threads, one at a time (the tournament serialises them), in the order the games end, which depends on
 * the threads; the results themselves do not.
 *
 * <p>A game's seed and record show its deal's stack, which the deal's other seatings may still be playing
 * (D-19): keep them from the bots (a file they could read, a log) until the tournament is over, as
 * {@code tongiaki tournament --record} does.
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
