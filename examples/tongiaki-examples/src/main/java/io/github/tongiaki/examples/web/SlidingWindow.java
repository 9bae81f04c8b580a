package io.github.tongiaki.examples.web;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * At most {@code limit} requests of a client in any period, a window that slides: "50 reads a second" means no
 * more than 50 in any second, never a burst above it (a token bucket with a burst of 50 and 50 a second lets 100
 * through in the first second). Each client's last {@code limit} requests are kept as their times, a ring of that
 * many numbers; clients with none in the last period are forgotten once there are many.
 */
final class SlidingWindow implements Quota {

    private static final int FORGET_ABOVE = 10_000;

    private final int limit;
    private final long period;
    private final LongSupplier clock;
    private final Map<String, Ring> clients = new ConcurrentHashMap<>();

    /**
     * @param limit the most requests in any period
     * @param periodNanos the period
     * @param clock nanoseconds
     */
    SlidingWindow(int limit, long periodNanos, LongSupplier clock) {
        if (limit < 1 || periodNanos < 1) {
            throw new IllegalArgumentException("a sliding window needs a limit and a period of at least 1, got " + limit + " and "
                    + periodNanos);
        }
        this.limit = limit;
        this.period = periodNanos;
        this.clock = clock;
    }

    @Override
    public long take(String client, int cost) {
        if (clients.size() > FORGET_ABOVE) {
            long now = clock.getAsLong();
            clients.values().removeIf(r -> {
                synchronized (r) {
                    return r.count == 0 || now - r.times[(r.start + r.count - 1) % limit] >= period;
                }
            });
        }
        Ring r = clients.computeIfAbsent(client, k -> new Ring(limit));
        synchronized (r) {
            long now = clock.getAsLong();
            while (r.count > 0 && now - r.times[r.start] >= period) {
                r.start = (r.start + 1) % limit;
                r.count--;
            }
            int need = Math.min(Math.max(cost, 1), limit);
            if (r.count + need <= limit) {
                for (int i = 0; i < need; i++) {
                    r.times[(r.start + r.count) % limit] = now;
                    r.count++;
                }
                return 0;
            }
            // the request that must leave the window first for this one to fit
            long leaves = r.times[(r.start + r.count + need - limit - 1) % limit] + period;
            return Math.max(1, (long) Math.ceil((leaves - now) / 1e9));
        }
    }

    /** A client's last requests' times, oldest first from {@code start}. */
    private static final class Ring {
        final long[] times;
        int start;
        int count;

        Ring(int limit) {
            this.times = new long[limit];
        }
    }
}
