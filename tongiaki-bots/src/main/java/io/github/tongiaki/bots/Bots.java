package io.github.tongiaki.bots;

/** Helpers for whoever creates and ends bots. */
public final class Bots {

    private Bots() {
    }

    /**
     * Closes the bots that hold resources ({@link AutoCloseable}), each even if another fails to close;
     * a failure to close is not reported (the bot's own {@code close()} ends what it can).
     *
     * @param bots bots, of which some may be {@link AutoCloseable}; nulls are skipped
     */
    public static void closeQuietly(Iterable<? extends Bot> bots) {
        for (Bot b : bots) {
            if (b instanceof AutoCloseable c) {
                try {
                    c.close();
                } catch (Exception e) {
                    // ended as far as the bot's close() could; nothing the caller could do about it
                }
            }
        }
    }
}
