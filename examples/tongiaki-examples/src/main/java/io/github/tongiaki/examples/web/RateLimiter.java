package io.github.tongiaki.examples.web;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * A token bucket per client address: {@code perPeriod} requests per period, bursts of {@code burst}.
 * Forgets addresses whose bucket is full again once it knows many.
 */
final class RateLimiter implements Quota {

    private static final int FORGET_ABOVE = 10_000;

    private final double burst;
    private final double perNano;
    private final LongSupplier clock;
    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

    /**
     * @param perPeriod requests refilled per period
     * @param periodNanos the period
     * @param burst the most requests at once
     * @param clock nanoseconds
     */
    RateLimiter(int perPeriod, long periodNanos, int burst, LongSupplier clock) {
        this.burst = burst;
        this.perNano = (double) perPeriod / periodNanos;
        this.clock = clock;
    }

    /**
     * Takes one request of a client.
     *
     * @param client its address
     * @return 0 if allowed, else the whole seconds until one more is allowed (at least 1)
     */
    long take(String client) {
        return take(client, 1);
    }

    /**
     * Takes several requests' worth of a client at once, all or none (an expensive game costs more than one).
     *
     * @param client its address
     * @param cost how many (at most the burst; more is never allowed)
     * @return 0 if allowed, else the whole seconds until that many are allowed (at least 1)
     */
    @Override
    public long take(String client, int cost) {
        if (buckets.size() > FORGET_ABOVE) {
            long now = clock.getAsLong();
            buckets.values().removeIf(b -> {
                synchronized (b) {
                    return b.tokens + (now - b.at) * perNano >= burst;
                }
            });
        }
        Bucket b = buckets.computeIfAbsent(client, k -> new Bucket(burst, clock.getAsLong()));
        synchronized (b) {
            long now = clock.getAsLong();
            b.tokens = Math.min(burst, b.tokens + (now - b.at) * perNano);
            b.at = now;
            double need = Math.min(cost, burst);
            if (b.tokens >= need) {
                b.tokens -= need;
                return 0;
            }
            return Math.max(1, (long) Math.ceil((need - b.tokens) / perNano / 1e9));
        }
    }

    private static final class Bucket {
        double tokens;
        long at;

        Bucket(double tokens, long at) {
            this.tokens = tokens;
            this.at = at;
        }
    }
}
