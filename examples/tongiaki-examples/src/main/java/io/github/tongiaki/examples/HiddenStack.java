package io.github.tongiaki.examples;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Keeping the order of the face-down stack hidden where the examples host a game (rule D-19: the order is
 * known to nobody until a tile is drawn): seeds a player cannot guess, and the copies of the game a bot that
 * the host asks itself is handed — a {@linkplain Game#determinize(long) determinization}, whose stack holds
 * the same tiles in an order drawn from a generator of the host's own, never the game's.
 *
 * <p>Whoever knows a game's seed can compute the whole stack order (the shuffle is specified), so a seed the
 * host picks is unpredictable ({@link #newSeed()}), not read from the clock, and the generator of the copies is
 * seeded from a one-way hash of the game's seed ({@link #derivedFrom(long)}: the same seed and choices give the
 * same game again). Not thread-safe: one per game.
 */
public final class HiddenStack {

    /** The largest seed {@link #newSeed()} picks, plus one: 2^53, so that a JavaScript number holds it exactly. */
    public static final long SEED_BOUND = 1L << 53;

    /** The tag of the one-way hash that seeds {@link #derivedFrom(long)}'s generator: "VIEW". */
    public static final int VIEW_SEEDS = 0x56494557;

    private static final SecureRandom SECURE = new SecureRandom();

    private final SplittableRandom random;

    private HiddenStack(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /**
     * {@return a seed for a game whose seed nobody gave: from {@link SecureRandom}, from 0 to
     * {@link #SEED_BOUND} - 1} A seed read from the clock could be found by trying the seeds of a few minutes
     * against the first tiles drawn; this one cannot.
     */
    public static long newSeed() {
        return SECURE.nextLong(SEED_BOUND);
    }

    /**
     * Copies for the bots of a game, the same for the same game seed: the generator is a {@link SplittableRandom}
     * seeded with the first 64 bits (big-endian) of SHA-256 over the game's seed (8 bytes, big-endian) and the
     * tag {@value #VIEW_SEEDS} ("VIEW", 4 bytes), one value drawn for each bot decision — the stream
     * tongiaki-bots' {@code Match} hands its bots, so that the same seed and bots give the same game in
     * {@code tongiaki watch} and on the web server. The hash is one-way: neither the copies nor anything a bot
     * learns from them leads back to the seed or the order.
     *
     * @param gameSeed the seed of the game's stack
     * @return the copier
     */
    public static HiddenStack derivedFrom(long gameSeed) {
        return new HiddenStack(oneWay(gameSeed, VIEW_SEEDS));
    }

    /**
     * {@return what a bot is handed to decide on: a determinization of the game, its stack's remaining tiles
     * re-shuffled by this generator (D-19); the game itself is not changed}
     *
     * @param game the game as the host holds it
     */
    public Game copyFor(Game game) {
        return game.determinize(random.nextLong());
    }

    /**
     * {@return the option of the host's decision that a bot chose on its copy: the one with the same id, which
     * has the same text in every decision but a draw of explicit chance, whose options follow the copy's stack;
     * else the one with the same text}
     *
     * @param decision the decision of the game the host holds
     * @param chosen the option the bot chose on its copy of the game
     * @throws IllegalArgumentException if the decision has no such option (the copy was of another decision)
     */
    public static Option sameOption(Decision decision, Option chosen) {
        List<Option> options = decision.options();
        if (chosen.id() >= 0 && chosen.id() < options.size() && options.get(chosen.id()).text().equals(chosen.text())) {
            return options.get(chosen.id());
        }
        for (Option o : options) {
            if (o.text().equals(chosen.text())) {
                return o;
            }
        }
        throw new IllegalArgumentException("decision " + decision.number() + " has no option '" + chosen.text()
                + "' (expected an option of that decision, chosen on a copy of the game)");
    }

    /** The first 64 bits of SHA-256 over a seed and a tag (big-endian), as {@code Bots.oneWay} computes them. */
    private static long oneWay(long seed, int tag) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(ByteBuffer.allocate(Long.BYTES + Integer.BYTES).putLong(seed).putInt(tag).array());
            return ByteBuffer.wrap(digest).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
        }
    }
}
