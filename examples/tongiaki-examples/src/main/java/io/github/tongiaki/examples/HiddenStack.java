package io.github.tongiaki.examples;

import io.github.tongiaki.bots.Match;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import java.security.SecureRandom;
import java.util.List;

/**
 * Keeping the order of the face-down stack hidden where the examples host a game (rule D-19: the order is
 * known to nobody until a tile is drawn): seeds a player cannot guess, and the copies of the game a bot that
 * the host asks itself is handed — a {@linkplain Game#determinize(long) determinization}, whose stack holds
 * the same tiles in an order drawn from a generator of the host's own, never the game's.
 *
 * <p>Whoever knows a game's seed can compute the whole stack order (the shuffle is specified), so a seed the
 * host picks is unpredictable ({@link #newSeed()}), not read from the clock, and the copies are determinized with
 * seeds derived one way from the game's seed ({@link #derivedFrom(long)}: the same seed and choices give the same
 * game again).
 */
public final class HiddenStack {

    /** The largest seed {@link #newSeed()} picks, plus one: 2^53, so that a JavaScript number holds it exactly. */
    public static final long SEED_BOUND = 1L << 53;

    private static final SecureRandom SECURE = new SecureRandom();

    private final long gameSeed;

    private HiddenStack(long gameSeed) {
        this.gameSeed = gameSeed;
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
     * Copies for the bots of a game, the same for the same game seed: at decision {@code #n} a bot gets
     * {@code game.determinize(Match.viewSeed(gameSeed, n))}, the copy tongiaki-bots' {@link Match} hands the bot
     * of that decision in a match with that seed, so that the same seed and bots give the same game in
     * {@code tongiaki watch}, in {@code tongiaki play} and on the web server. {@link Match#viewSeed} is derived
     * one way from the seed: neither the copies nor anything a bot learns from them leads back to the seed or the
     * order.
     *
     * @param gameSeed the seed of the game's stack
     * @return the copier
     */
    public static HiddenStack derivedFrom(long gameSeed) {
        return new HiddenStack(gameSeed);
    }

    /**
     * {@return what a bot is handed to decide on: a determinization of the game, its stack's remaining tiles
     * re-shuffled with the view seed of its decision (D-19); the game itself is not changed}
     *
     * @param game the game as the host holds it
     */
    public Game copyFor(Game game) {
        return game.determinize(Match.viewSeed(gameSeed, game.decisionNumber()));
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
}
