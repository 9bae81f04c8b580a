package io.github.tongiaki.examples.web;

import java.time.Duration;

/**
 * The bounds of a web server (PROTOCOL.md section 2.9 lists each with its status and message).
 *
 * @param maxGames the most games kept at once; a new game then evicts the least recently used game
 *     that is over or idle, or is refused (503)
 * @param idle how long a game goes without a request or a move before it counts as idle
 * @param maxPlayouts the most MCTS playouts per move a seat or autoplay may ask for (more: 422)
 * @param botMillis the time per move of an MCTS bot, at most
 * @param botThreads the threads that run the bots' moves (never the request threads)
 * @param createsPerMinute new games and uploads per client address and minute (more: 429)
 * @param movesPerSecond moves, undos, autoplays and deletes per client address and second (more: 429),
 *     with bursts of twice as many
 * @param requestThreads the request threads at most
 * @param idleTimeout how long a connection may send nothing (headers, body) before it is closed
 * @param maxWatchers the most live-update streams open at once (more: 503)
 */
public record Limits(int maxGames, Duration idle, int maxPlayouts, long botMillis, int botThreads, int createsPerMinute,
        int movesPerSecond, int requestThreads, Duration idleTimeout, int maxWatchers) {

    /** The largest request body accepted (a game record of a long game is far below it). */
    public static final int MAX_BODY = 1 << 20;

    /** Checks the bounds. */
    public Limits {
        if (maxGames < 1 || maxPlayouts < 1 || botMillis < 1 || botThreads < 1 || createsPerMinute < 1 || movesPerSecond < 1
                || requestThreads < 8 || maxWatchers < 1) {
            throw new IllegalArgumentException("web server limits must be positive (request threads at least 8): " + this);
        }
        if (idle.isNegative() || idle.isZero() || idleTimeout.isNegative() || idleTimeout.isZero()) {
            throw new IllegalArgumentException("web server durations must be positive: " + this);
        }
    }

    /** {@return the defaults of {@code tongiaki serve}} */
    public static Limits defaults() {
        return new Limits(1000, Duration.ofHours(2), 5000, 2000, Math.max(1, Runtime.getRuntime().availableProcessors() - 1),
                30, 20, 32, Duration.ofSeconds(15), 1000);
    }

    /** {@return these limits with another maximum of games} @param n the most games */
    public Limits withMaxGames(int n) {
        return new Limits(n, idle, maxPlayouts, botMillis, botThreads, createsPerMinute, movesPerSecond, requestThreads, idleTimeout,
                maxWatchers);
    }

    /** {@return these limits with other rates} @param creates per minute @param moves per second */
    public Limits withRates(int creates, int moves) {
        return new Limits(maxGames, idle, maxPlayouts, botMillis, botThreads, creates, moves, requestThreads, idleTimeout, maxWatchers);
    }

    /** {@return these limits with another idle time of games} @param d the idle time */
    public Limits withIdle(Duration d) {
        return new Limits(maxGames, d, maxPlayouts, botMillis, botThreads, createsPerMinute, movesPerSecond, requestThreads, idleTimeout,
                maxWatchers);
    }

    /** {@return these limits with another connection idle timeout} @param d the timeout */
    public Limits withIdleTimeout(Duration d) {
        return new Limits(maxGames, idle, maxPlayouts, botMillis, botThreads, createsPerMinute, movesPerSecond, requestThreads, d,
                maxWatchers);
    }

    /** {@return these limits with other bot caps} @param playouts per move @param millis per move */
    public Limits withBots(int playouts, long millis) {
        return new Limits(maxGames, idle, playouts, millis, botThreads, createsPerMinute, movesPerSecond, requestThreads, idleTimeout,
                maxWatchers);
    }
}
