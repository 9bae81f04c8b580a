package io.github.tongiaki.examples.web;

import java.time.Duration;

/**
 * The bounds of a web server (PROTOCOL.md section 2.9 lists each with its status and message). The
 * global bounds (threads, streams, games) keep the server up; the per-client bounds (one address, one
 * token) keep one client from taking every thread, stream or bot of it (issue 39).
 *
 * @param maxGames the most games kept at once; a new game then evicts the least recently used game
 *     that is over or idle, or is refused (503)
 * @param idle how long a game goes without a request or a move before it counts as idle
 * @param maxPlayouts the most MCTS playouts per move a seat or autoplay may ask for (more: 422)
 * @param botMillis the time per move of an MCTS bot, at most
 * @param botThreads the threads that run the searching bots' moves (never the request threads); quick bots
 *     and chance have one more thread of their own
 * @param createsPerMinute new games and uploads per client address and minute (more: 429); a game costs one
 *     plus one per searching bot seat ({@code mcts}, {@code guided})
 * @param movesPerSecond moves, undos, autoplays and deletes per client address and second (more: 429),
 *     with bursts of twice as many
 * @param requestThreads the request threads at most
 * @param idleTimeout how long a connection may send nothing (headers, body) before it is closed
 * @param maxWatchers the most live-update streams open at once (more: 503)
 * @param clientRequests the most requests of one client (an address, or a token) in progress at once,
 *     bodies being read included (more: 429)
 * @param clientWatchers the most live-update streams of one client address at once (more: 429)
 * @param readsPerSecond reads (states, boards, records, streams, the page) per client address in any second,
 *     a window that slides (more: 429): never more in a second, bursts included
 * @param bodyTimeout how long a request body may take from its headers to its last byte (more: 408)
 * @param minBodyRate the slowest a request body may come, in bytes per second (slower: 408)
 * @param ownerSearches the searching bot moves of one owner (the address that created the games) running at once
 * @param clientGames the most games kept at once that one client address created (new games and uploads); a new
 *     one then evicts the least recently used of them that is over or idle, or is refused (429)
 */
public record Limits(int maxGames, Duration idle, int maxPlayouts, long botMillis, int botThreads, int createsPerMinute,
        int movesPerSecond, int requestThreads, Duration idleTimeout, int maxWatchers, int clientRequests, int clientWatchers,
        int readsPerSecond, Duration bodyTimeout, long minBodyRate, int ownerSearches, int clientGames) {

    /** The largest request body accepted (a game record of a long game is far below it). */
    public static final int MAX_BODY = 1 << 20;

    /**
     * Checks the bounds: every count and rate at least 1 (the request threads at least 8), every duration
     * positive. The record's description above says what each bound limits.
     *
     * @param maxGames the most games kept at once, at least 1
     * @param idle how long a game goes untouched before it counts as idle, positive
     * @param maxPlayouts the most MCTS playouts per move, at least 1
     * @param botMillis the most time per move of an MCTS bot, at least 1 ms
     * @param botThreads the threads of the searching bots, at least 1
     * @param createsPerMinute new games and uploads per client address and minute, at least 1
     * @param movesPerSecond moves, undos, autoplays and deletes per client address and second, at least 1
     * @param requestThreads the request threads at most, at least 8
     * @param idleTimeout how long a connection may send nothing, positive
     * @param maxWatchers the most live-update streams at once, at least 1
     * @param clientRequests the most requests of one client in progress at once, at least 1
     * @param clientWatchers the most live-update streams of one client address at once, at least 1
     * @param readsPerSecond reads per client address in any second, at least 1
     * @param bodyTimeout the most time a request body may take, positive
     * @param minBodyRate the slowest a request body may come, at least 1 byte per second
     * @param ownerSearches the searching bot moves of one owner running at once, at least 1
     * @param clientGames the most games kept at once that one client address created, at least 1
     * @throws IllegalArgumentException if a count or rate is below its least value, or a duration is zero or
     *     negative
     */
    public Limits {
        if (maxGames < 1 || maxPlayouts < 1 || botMillis < 1 || botThreads < 1 || createsPerMinute < 1 || movesPerSecond < 1
                || requestThreads < 8 || maxWatchers < 1 || clientRequests < 1 || clientWatchers < 1 || readsPerSecond < 1
                || minBodyRate < 1 || ownerSearches < 1 || clientGames < 1) {
            throw new IllegalArgumentException("web server limits must be positive (request threads at least 8): " + this);
        }
        if (idle.isNegative() || idle.isZero() || idleTimeout.isNegative() || idleTimeout.isZero() || bodyTimeout.isNegative()
                || bodyTimeout.isZero()) {
            throw new IllegalArgumentException("web server durations must be positive: " + this);
        }
    }

    /** {@return the defaults of {@code tongiaki serve}} */
    public static Limits defaults() {
        return new Limits(1000, Duration.ofHours(2), 5000, 2000, Math.max(1, Runtime.getRuntime().availableProcessors() - 1),
                30, 20, 32, Duration.ofSeconds(15), 1000, 8, 16, 50, Duration.ofSeconds(10), 1024, 1, 20);
    }

    /**
     * {@return these limits with another maximum of games}
     *
     * @param n the most games
     */
    public Limits withMaxGames(int n) {
        return new Limits(n, idle, maxPlayouts, botMillis, botThreads, createsPerMinute, movesPerSecond, requestThreads, idleTimeout,
                maxWatchers, clientRequests, clientWatchers, readsPerSecond, bodyTimeout, minBodyRate, ownerSearches, clientGames);
    }

    /**
     * {@return these limits with other rates of new games and moves (reads keep theirs: {@link #withReads})}
     *
     * @param creates per minute
     * @param moves per second
     */
    public Limits withRates(int creates, int moves) {
        return new Limits(maxGames, idle, maxPlayouts, botMillis, botThreads, creates, moves, requestThreads, idleTimeout, maxWatchers,
                clientRequests, clientWatchers, readsPerSecond, bodyTimeout, minBodyRate, ownerSearches, clientGames);
    }

    /**
     * {@return these limits with another rate of reads}
     *
     * @param perSecond the most reads of an address in any second
     */
    public Limits withReads(int perSecond) {
        return new Limits(maxGames, idle, maxPlayouts, botMillis, botThreads, createsPerMinute, movesPerSecond, requestThreads, idleTimeout,
                maxWatchers, clientRequests, clientWatchers, perSecond, bodyTimeout, minBodyRate, ownerSearches, clientGames);
    }

    /**
     * {@return these limits with another idle time of games}
     *
     * @param d the idle time
     */
    public Limits withIdle(Duration d) {
        return new Limits(maxGames, d, maxPlayouts, botMillis, botThreads, createsPerMinute, movesPerSecond, requestThreads, idleTimeout,
                maxWatchers, clientRequests, clientWatchers, readsPerSecond, bodyTimeout, minBodyRate, ownerSearches, clientGames);
    }

    /**
     * {@return these limits with another connection idle timeout}
     *
     * @param d the timeout
     */
    public Limits withIdleTimeout(Duration d) {
        return new Limits(maxGames, idle, maxPlayouts, botMillis, botThreads, createsPerMinute, movesPerSecond, requestThreads, d,
                maxWatchers, clientRequests, clientWatchers, readsPerSecond, bodyTimeout, minBodyRate, ownerSearches, clientGames);
    }

    /**
     * {@return these limits with other bot caps}
     *
     * @param playouts per move
     * @param millis per move
     */
    public Limits withBots(int playouts, long millis) {
        return new Limits(maxGames, idle, playouts, millis, botThreads, createsPerMinute, movesPerSecond, requestThreads, idleTimeout,
                maxWatchers, clientRequests, clientWatchers, readsPerSecond, bodyTimeout, minBodyRate, ownerSearches, clientGames);
    }

    /**
     * {@return these limits with other caps of live streams}
     *
     * @param all the most streams at once
     * @param perClient the most streams of one client address at once
     */
    public Limits withWatchers(int all, int perClient) {
        return new Limits(maxGames, idle, maxPlayouts, botMillis, botThreads, createsPerMinute, movesPerSecond, requestThreads, idleTimeout,
                all, clientRequests, perClient, readsPerSecond, bodyTimeout, minBodyRate, ownerSearches, clientGames);
    }

    /**
     * {@return these limits with other bounds of request bodies}
     *
     * @param timeout the most time from a request's headers to its body's last byte
     * @param minRate the slowest rate of a body, bytes per second
     */
    public Limits withBodies(Duration timeout, long minRate) {
        return new Limits(maxGames, idle, maxPlayouts, botMillis, botThreads, createsPerMinute, movesPerSecond, requestThreads, idleTimeout,
                maxWatchers, clientRequests, clientWatchers, readsPerSecond, timeout, minRate, ownerSearches, clientGames);
    }

    /**
     * {@return these limits with another cap of one client's requests in progress}
     *
     * @param n the most at once
     */
    public Limits withClientRequests(int n) {
        return new Limits(maxGames, idle, maxPlayouts, botMillis, botThreads, createsPerMinute, movesPerSecond, requestThreads, idleTimeout,
                maxWatchers, n, clientWatchers, readsPerSecond, bodyTimeout, minBodyRate, ownerSearches, clientGames);
    }

    /**
     * {@return these limits with another cap of the games one client address keeps}
     *
     * @param n the most games
     */
    public Limits withClientGames(int n) {
        return new Limits(maxGames, idle, maxPlayouts, botMillis, botThreads, createsPerMinute, movesPerSecond, requestThreads, idleTimeout,
                maxWatchers, clientRequests, clientWatchers, readsPerSecond, bodyTimeout, minBodyRate, ownerSearches, n);
    }

    /**
     * {@return these limits with another number of bot threads}
     *
     * @param n the searching bots' threads
     */
    public Limits withBotThreads(int n) {
        return new Limits(maxGames, idle, maxPlayouts, botMillis, n, createsPerMinute, movesPerSecond, requestThreads, idleTimeout,
                maxWatchers, clientRequests, clientWatchers, readsPerSecond, bodyTimeout, minBodyRate, ownerSearches, clientGames);
    }
}
