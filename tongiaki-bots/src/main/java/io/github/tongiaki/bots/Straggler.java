package io.github.tongiaki.bots;

import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A bot that a timed {@link Match} gave up on while its thread was still running: its move ran out of time,
 * the match stopped waiting and interrupted the thread, and the bot had not returned by then. A bot that
 * ignores the interrupt keeps its (daemon) thread busy until it returns by itself, with no effect on the game:
 * the JVM offers no way to stop a thread from outside, so the host can only report it. (An external bot is a
 * process, which its {@code ExternalBot} kills; its Java side returns at once.)
 *
 * <p>The record is live: {@link #running()} and {@link #overrun()} follow the thread until the bot returns,
 * and then stay as they were. {@link Match.Result#stragglers()} lists them;
 * {@link io.github.tongiaki.bots.tournament.TournamentResult#stragglers()} lists those of a tournament.
 * Thread-safe.
 */
public final class Straggler {

    /** The value of {@link #returnedAt} while the bot still runs. */
    private static final long RUNNING = Long.MIN_VALUE;

    private final String bot;
    private final int seat;
    /** When the match gave up on the bot, as {@link System#nanoTime()}. */
    private volatile long givenUpAt;
    /** When the bot's call returned (or threw), as {@link System#nanoTime()}; {@link #RUNNING} until then. */
    private volatile long returnedAt = RUNNING;
    private final CountDownLatch done = new CountDownLatch(1);

    /**
     * A move being asked; a straggler only once {@link #gaveUp} was called and the bot did not return in the grace.
     *
     * @param bot the bot's name
     * @param seat the seat, from 0
     */
    Straggler(String bot, int seat) {
        this.bot = Objects.requireNonNull(bot, "bot");
        this.seat = seat;
    }

    /** The bot's call has returned (or thrown); called once, by the bot's thread. */
    void returned() {
        returnedAt = System.nanoTime();
        done.countDown();
    }

    /**
     * The match gives up on the move now; waits at most {@code grace} for the bot to return.
     *
     * @return whether the bot is still running after the grace
     */
    boolean gaveUp(Duration grace) {
        givenUpAt = System.nanoTime();
        try {
            return !done.await(grace.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return running();
        }
    }

    /** {@return the bot's name, as its {@code toString()} gave it} */
    public String bot() {
        return bot;
    }

    /** {@return the seat, from 0} */
    public int seat() {
        return seat;
    }

    /** {@return whether the bot's thread is still running the move the match gave up on} */
    public boolean running() {
        return returnedAt == RUNNING;
    }

    /** {@return how long the bot kept running after the match gave up on it: until it returned, or until now if it still runs} */
    public Duration overrun() {
        long end = returnedAt;
        return Duration.ofNanos(Math.max(0, (end == RUNNING ? System.nanoTime() : end) - givenUpAt));
    }

    /**
     * {@return a line for a report, e.g. {@code bot spin in seat 1 ignored the interrupt and kept running 1234.5 ms
     * after it was given up on (still running)}}
     */
    @Override
    public String toString() {
        boolean still = running();
        return (bot.startsWith("bot ") ? "" : "bot ") + bot + " in seat " + seat + " ignored the interrupt and kept running "
                + String.format(Locale.ROOT, "%.1f ms", overrun().toNanos() / 1e6) + " after it was given up on"
                + (still ? " (still running)" : "");
    }
}
