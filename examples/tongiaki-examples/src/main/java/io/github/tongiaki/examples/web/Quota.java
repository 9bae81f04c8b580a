package io.github.tongiaki.examples.web;

/** A per-client rate: a {@link RateLimiter} (a token bucket, with bursts) or a {@link SlidingWindow} (none). */
interface Quota {

    /**
     * Takes several requests' worth of a client at once, all or none.
     *
     * @param client its address
     * @param cost how many
     * @return 0 if allowed, else the whole seconds until that many are allowed (at least 1)
     */
    long take(String client, int cost);
}
