package io.github.tongiaki.bots;

import java.time.Duration;

/**
 * The deadline of a searching bot's next move: what the clock allows ({@link Bot#clock}, reckoned by
 * {@link TimeControl#searchNanos}) and the bot's own time budget, whichever ends first. {@link MctsBot} and the learned
 * bot keep one each; a bot of your own that searches can too:
 *
 * <pre>{@code
 * private final SearchClock searchClock = new SearchClock();
 *
 * public void clock(Duration moveLeft, Duration gameLeft) { searchClock.hear(moveLeft, gameLeft); }
 *
 * public int chooseId(Game game) {
 *     long deadline = searchClock.deadline(budget); // System.nanoTime() to search until
 *     ...
 * }
 * }</pre>
 *
 * <p>What it hears counts for the next move only. Not thread-safe: one per bot, as bots are.
 */
public final class SearchClock {

    /** The deadline heard for the next move (System.nanoTime()), or Long.MAX_VALUE if none. */
    private long heard = Long.MAX_VALUE;

    /** A clock that has heard nothing: no deadline but the bot's own budget. */
    public SearchClock() {
    }

    /**
     * Hears the time of the next move, from now ({@link Bot#clock}).
     *
     * @param moveLeft how long the move may take ({@link TimeControl#UNLIMITED} for no limit)
     * @param gameLeft the game time left ({@link TimeControl#UNLIMITED} for no limit)
     */
    public void hear(Duration moveLeft, Duration gameLeft) {
        long now = System.nanoTime();
        long usable = TimeControl.searchNanos(moveLeft, gameLeft);
        heard = usable == Long.MAX_VALUE ? Long.MAX_VALUE : now + usable;
    }

    /**
     * The deadline of the move starting now, which uses up what was heard (the move after needs a clock of its own).
     *
     * @param budget the bot's own time a move, or zero for none
     * @return the {@link System#nanoTime()} at which to stop searching; {@link Long#MAX_VALUE} when nothing bounds it
     */
    public long deadline(Duration budget) {
        long clocked = heard;
        heard = Long.MAX_VALUE;
        long own = budget.isZero() ? Long.MAX_VALUE : System.nanoTime() + budget.toNanos();
        return Math.min(own, clocked);
    }
}
