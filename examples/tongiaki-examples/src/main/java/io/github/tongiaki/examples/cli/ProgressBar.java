package io.github.tongiaki.examples.cli;

import io.github.tongiaki.bots.tournament.GameResult;
import io.github.tongiaki.bots.tournament.Progress;
import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A progress bar on a stream: redrawn in place on a terminal, a line per tenth otherwise. The time left
 * is estimated from the pace of the last games (a moving window of a tenth of the games, at most 50 and
 * at least 4 or two per thread), not from the start: the first games are slow while the JVM compiles,
 * and with T threads the first T games end together. Until a window of games has ended the bar says
 * {@code estimating}.
 */
final class ProgressBar implements Progress {
    private final PrintStream out;
    private final boolean terminal;
    private final LongSupplier clock;
    private final long start;
    private final int threads;
    private int window;
    /** The time each game ended, for the moving window. */
    private final ArrayDeque<Long> ends = new ArrayDeque<>();
    private int lastTenth = -1;
    private long lastDraw;
    private boolean drawn;

    /**
     * @param out where the bar goes (standard error)
     * @param terminal whether it is a terminal (redraw in place)
     * @param threads games played at the same time
     */
    ProgressBar(PrintStream out, boolean terminal, int threads) {
        this(out, terminal, threads, System::nanoTime);
    }

    ProgressBar(PrintStream out, boolean terminal, int threads, LongSupplier clock) {
        this.out = out;
        this.terminal = terminal;
        this.clock = clock;
        this.start = clock.getAsLong();
        this.threads = threads;
    }

    @Override
    public void gameEnded(int done, int total, GameResult game) {
        update(done, total);
    }

    /**
     * @param done games ended so far
     * @param total games in all
     * @return the estimated time left, {@code estimating} before a window of games has ended
     */
    synchronized String update(int done, int total) {
        long now = clock.getAsLong();
        if (window == 0) {
            // a tenth of the games (at most 50), and at least two rounds of the threads
            window = Math.max(Math.max(4, 2 * threads), Math.min(50, total / 10));
        }
        ends.addLast(now);
        if (ends.size() > window + 1) {
            ends.removeFirst();
        }
        double secs = (now - start) / 1e9;
        String eta;
        if (done >= total) {
            eta = "0s";
        } else if (ends.size() <= window) {
            eta = "estimating";
        } else {
            double perGame = (now - ends.peekFirst()) / 1e9 / window;
            eta = formatSeconds(perGame * (total - done));
        }
        if (terminal) {
            if (now - lastDraw < 100_000_000L && done < total) {
                return eta;
            }
            lastDraw = now;
            int width = 30;
            int filled = (int) ((long) done * width / total);
            out.print("\r[" + "#".repeat(filled) + ".".repeat(width - filled) + "] " + done + "/" + total + " games, "
                    + formatSeconds(secs) + " elapsed, " + (eta.equals("estimating") ? "estimating the time left" : eta + " left")
                    + "   ");
            out.flush();
            drawn = true;
        } else {
            int tenth = (int) ((long) done * 10 / total);
            // Only long runs report: after 5 seconds, at most once per tenth.
            if (tenth != lastTenth && secs > 5) {
                lastTenth = tenth;
                out.println("progress: " + done + "/" + total + " games (" + tenth * 10 + "%), " + formatSeconds(secs)
                        + " elapsed" + (eta.equals("estimating") ? "" : ", " + eta + " left"));
            }
        }
        return eta;
    }

    @Override
    public synchronized void finished() {
        if (terminal && drawn) {
            out.println();
        }
    }

    private static String formatSeconds(double s) {
        long t = Math.round(s);
        return t >= 60 ? t / 60 + "m" + String.format(Locale.ROOT, "%02d", t % 60) + "s" : t + "s";
    }
}
