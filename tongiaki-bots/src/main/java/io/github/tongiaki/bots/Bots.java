package io.github.tongiaki.bots;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** Helpers for whoever creates and ends bots. */
public final class Bots {

    private Bots() {
    }

    /**
     * Closes the bots that hold resources ({@link AutoCloseable}), each even if another fails to close;
     * a failure to close is not reported (the bot's own {@code close()} ends what it can), whatever the bot
     * throws (errors included), but for the JVM's fatal errors ({@link VirtualMachineError}s other than
     * {@link StackOverflowError}, as in {@link Match}), which are thrown on once every bot was closed.
     *
     * @param bots bots, of which some may be {@link AutoCloseable}; nulls are skipped
     * @throws VirtualMachineError if closing a bot failed fatally
     */
    public static void closeQuietly(Iterable<? extends Bot> bots) {
        VirtualMachineError fatal = null;
        for (Bot b : bots) {
            if (b instanceof AutoCloseable c) {
                try {
                    c.close();
                } catch (Throwable e) {
                    // ended as far as the bot's close() could; nothing the caller could do about it
                    if (Match.fatal(e) && fatal == null) {
                        fatal = (VirtualMachineError) e;
                    }
                }
            }
        }
        if (fatal != null) {
            throw fatal;
        }
    }

    /**
     * A seed derived one way from another: the first 64 bits (big-endian) of the SHA-256 digest of the
     * seed's 8 bytes followed by the tag's 4 bytes (both big-endian). Whoever holds the result learns
     * nothing of the seed it came from, which an invertible mix (a multiplication, SplitMix64) would give
     * away. Used where a seed is handed to a bot while the seed it is derived from also deals the stack
     * (D-19: nobody knows the order of the face-down stack): {@link io.github.tongiaki.bots.tournament.Tournament#botSeed}
     * and the seeds with which {@link Match} samples the stack order a bot sees.
     *
     * @param seed the seed to derive from
     * @param tag what the derived seed is for (a seat, a purpose); different tags give unrelated seeds
     * @return the derived seed
     */
    public static long oneWay(long seed, int tag) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            // every Java platform must provide SHA-256 (MessageDigest's Javadoc)
            throw new IllegalStateException("the Java platform lacks SHA-256", e);
        }
        byte[] digest = sha.digest(ByteBuffer.allocate(Long.BYTES + Integer.BYTES).putLong(seed).putInt(tag).array());
        return ByteBuffer.wrap(digest).getLong();
    }
}
