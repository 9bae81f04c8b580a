package io.github.tongiaki.examples.web;

import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What one client may take of the server at once and per second (issue 39): a client is an address, and a
 * token too (so that one seat cannot take more from several addresses). Requests in progress are counted
 * per address and per token from their headers until their answer is sent, bodies still arriving included;
 * new games and moves are rate-limited per address with token buckets (with bursts), reads with a sliding window
 * (none above the rate in any second).
 *
 * <p>The buckets are the small hand-written {@link RateLimiter} rather than a library such as Bucket4j: the
 * server needs one refill rate and one burst per kind of request, kept in memory, which is sixty lines with no
 * dependency; a library would add its distributed back ends, its configuration and its updates for none of it.
 */
final class ClientLimits {

    private final Limits limits;
    private final Map<String, Integer> inProgress = new ConcurrentHashMap<>();
    /** New games and uploads per address. */
    final RateLimiter creates;
    /** Moves, undos, autoplays and deletes per address. */
    final RateLimiter moves;
    /** Reads (states, boards, records, streams, pages) per address: at most {@link Limits#readsPerSecond()} in any second. */
    final SlidingWindow reads;

    ClientLimits(Limits l) {
        this.limits = l;
        this.creates = new RateLimiter(l.createsPerMinute(), TimeUnit.MINUTES.toNanos(1), Math.max(1, l.createsPerMinute() / 2),
                System::nanoTime);
        this.moves = new RateLimiter(l.movesPerSecond(), TimeUnit.SECONDS.toNanos(1), 2 * l.movesPerSecond(), System::nanoTime);
        // as documented: no more reads than that in any second, without a burst above it (issue 45)
        this.reads = new SlidingWindow(l.readsPerSecond(), TimeUnit.SECONDS.toNanos(1), System::nanoTime);
    }

    /**
     * Counts a request in progress of an address (and of its token, if it has one).
     *
     * @param address the client's address
     * @param token its bearer token, or null
     * @return what ends the count, once however often it is run
     * @throws ApiException 429 if the address or the token already has {@link Limits#clientRequests()} requests in progress
     */
    Runnable enter(String address, String token) {
        String a = "a " + address;
        String t = token == null ? null : "t " + Base64.getEncoder().encodeToString(Tokens.hash(token));
        if (!add(a)) {
            throw busy("this address");
        }
        if (t != null && !add(t)) {
            remove(a);
            throw busy("this token");
        }
        AtomicBoolean done = new AtomicBoolean();
        return () -> {
            if (done.compareAndSet(false, true)) {
                remove(a);
                if (t != null) {
                    remove(t);
                }
            }
        };
    }

    private ApiException busy(String who) {
        return new ApiException(429, "too many requests in progress from " + who + " (at most " + limits.clientRequests()
                + " at once): wait for the answers", 1);
    }

    private boolean add(String key) {
        boolean[] ok = {false};
        inProgress.compute(key, (k, n) -> {
            int now = n == null ? 0 : n;
            if (now >= limits.clientRequests()) {
                return n;
            }
            ok[0] = true;
            return now + 1;
        });
        return ok[0];
    }

    private void remove(String key) {
        inProgress.computeIfPresent(key, (k, n) -> n <= 1 ? null : n - 1);
    }

    /**
     * Takes from a client's bucket.
     *
     * @param limiter the bucket's kind
     * @param address the client's address
     * @param cost how many requests' worth
     * @param what what is limited, for the message
     * @throws ApiException 429 with a Retry-After when the bucket is empty
     */
    static void take(Quota limiter, String address, int cost, String what) {
        long wait = limiter.take(address, cost);
        if (wait > 0) {
            throw new ApiException(429, "too many " + what + " from this address: try again in " + wait + " s", wait);
        }
    }
}
