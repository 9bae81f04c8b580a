package io.github.tongiaki.bots.learned;

import io.github.tongiaki.bots.FastBot;
import io.github.tongiaki.bots.SearchClock;
import io.github.tongiaki.bots.TimeControl;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntFunction;

/**
 * A bot that learned to play: a PUCT search guided by a policy and value {@link Network} trained by self-play
 * ({@link SelfPlayMain}, then tongiaki-python's training; docs/learning.md).
 *
 * <p><b>The search</b> ({@code Puct}) plays from the seat's view: every iteration searches a fresh determinization of
 * the stack, as {@link io.github.tongiaki.bots.MctsBot} does. It descends by PUCT with the network's prior, evaluates
 * each new position with the network (a value for every seat; no rollout unless {@link Settings#rolloutMix()} mixes one
 * in) and answers the most visited option. It
 * stops after its playout count (network evaluations) or its time budget, whichever comes first, and within the time a
 * {@link TimeControl} gives the move ({@link #clock}). With a playout count and no time budget it is deterministic for a
 * seed.
 *
 * <p><b>The weights.</b> {@link #LearnedBot(Settings, long)} uses the shipped weights of the game's player count: the
 * resource {@code /io/github/tongiaki/bots/learned/learned-<P>p.npz} ({@link #resourceName}). A player count without
 * such a resource falls back to the all-zero network (a uniform prior, and random playouts for the values: plain Monte
 * Carlo search with PUCT): the
 * observation's layout differs per player count, so one count's weights cannot serve another.
 * {@link #fromFile(Path, Settings, long)} reads a weights file instead.
 */
public final class LearnedBot implements FastBot {

    /**
     * The search's settings.
     *
     * @param playouts network evaluations per move after the root's; 0 for no limit (then a time budget is needed)
     * @param timeBudget time per move; {@link Duration#ZERO} for no limit (then a playout count is needed)
     * @param exploration PUCT's constant {@code c}
     * @param rolloutMix the weight of a random playout's returns in a leaf's value, 0..1: the value is
     *     {@code (1 − m) · network + m · playout}; 0 is AlphaZero's pure network value. The all-zero network (no weights)
     *     always uses 1, since its value says nothing.
     */
    public record Settings(int playouts, Duration timeBudget, double exploration, double rolloutMix) {

        /** The default PUCT constant. */
        public static final double DEFAULT_EXPLORATION = 1.5;

        /** The default playout count. */
        public static final int DEFAULT_PLAYOUTS = 200;

        /** The default weight of a random playout in a leaf's value. */
        public static final double DEFAULT_ROLLOUT_MIX = 0;

        /**
         * Checks the settings.
         *
         * @param playouts evaluations per move, 0 for no limit
         * @param timeBudget time per move, zero for no limit
         * @param exploration the PUCT constant, not negative
         * @param rolloutMix the weight of a playout in a leaf's value, 0..1
         * @throws IllegalArgumentException if neither a playout count nor a time budget is given, or a value is out of range
         */
        public Settings {
            Objects.requireNonNull(timeBudget, "timeBudget");
            if (playouts < 0 || timeBudget.isNegative() || !(exploration >= 0) || !(rolloutMix >= 0 && rolloutMix <= 1)) {
                throw new IllegalArgumentException("setting out of range: " + playouts + " playouts, " + timeBudget + ", exploration "
                        + exploration + ", rollout mix " + rolloutMix);
            }
            if (playouts == 0 && timeBudget.isZero()) {
                throw new IllegalArgumentException("the learned bot needs a playout count or a time budget per move");
            }
        }

        /**
         * Settings with the default constant and rollout mix.
         *
         * @param playouts evaluations per move, 0 for no limit
         * @param timeBudget time per move, zero for no limit
         */
        public Settings(int playouts, Duration timeBudget) {
            this(playouts, timeBudget, DEFAULT_EXPLORATION, DEFAULT_ROLLOUT_MIX);
        }

        /**
         * {@return settings with that playout count, no time budget and the default constant and mix}
         *
         * @param playouts evaluations per move, at least 1
         */
        public static Settings playouts(int playouts) {
            if (playouts < 1) {
                throw new IllegalArgumentException("playouts must be at least 1, got " + playouts);
            }
            return new Settings(playouts, Duration.ZERO);
        }

        /**
         * {@return settings with that time budget, no playout limit and the default constant and mix}
         *
         * @param budget the time per move, positive
         */
        public static Settings timeBudget(Duration budget) {
            if (budget.isZero() || budget.isNegative()) {
                throw new IllegalArgumentException("a time budget must be positive, got " + budget);
            }
            return new Settings(0, budget);
        }

        /**
         * {@return these settings with that PUCT constant}
         *
         * @param c the constant
         */
        public Settings withExploration(double c) {
            return new Settings(playouts, timeBudget, c, rolloutMix);
        }

        /**
         * {@return these settings with that weight of a random playout in a leaf's value}
         *
         * @param mix 0..1
         */
        public Settings withRolloutMix(double mix) {
            return new Settings(playouts, timeBudget, exploration, mix);
        }
    }

    private static final ConcurrentHashMap<Integer, Network> SHIPPED = new ConcurrentHashMap<>();

    private final Settings settings;
    private final SplittableRandom random;
    /** The network for a player count. */
    private final IntFunction<Network> networks;
    private Puct search;
    /** What the last {@link #clock} call allows the next search. */
    private final SearchClock searchClock = new SearchClock();
    private long lastEvaluations;

    /**
     * A bot with the shipped weights of each game's player count.
     *
     * @param settings the search's settings
     * @param seed the seed of determinizations and tie-breaks
     */
    public LearnedBot(Settings settings, long seed) {
        this(settings, seed, LearnedBot::shippedNetwork);
    }

    /**
     * A bot with a given network (for the game of its player count).
     *
     * @param network the network
     * @param settings the search's settings
     * @param seed the seed
     */
    public LearnedBot(Network network, Settings settings, long seed) {
        this(settings, seed, p -> Objects.requireNonNull(network, "network"));
    }

    private LearnedBot(Settings settings, long seed, IntFunction<Network> networks) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.random = new SplittableRandom(seed);
        this.networks = networks;
    }

    /**
     * A bot with the weights of a file.
     *
     * @param weights an {@code .npz} weights file (docs/learning.md)
     * @param settings the search's settings
     * @param seed the seed
     * @return the bot
     * @throws IOException if the file cannot be read or holds no network
     */
    public static LearnedBot fromFile(Path weights, Settings settings, long seed) throws IOException {
        return new LearnedBot(Network.read(weights), settings, seed);
    }

    /**
     * {@return the resource name of the shipped weights for a player count: {@code learned-<P>p.npz} beside this class}
     *
     * @param players the player count
     */
    public static String resourceName(int players) {
        return "learned-" + players + "p.npz";
    }

    /**
     * The shipped network of a player count (read once and kept), or null if none is shipped.
     *
     * @param players the player count
     * @return the network, or null
     * @throws UncheckedIOException if the shipped file is damaged
     */
    public static Network shippedNetwork(int players) {
        Network n = SHIPPED.computeIfAbsent(players, p -> {
            try (InputStream in = LearnedBot.class.getResourceAsStream(resourceName(p))) {
                return in == null ? NONE : Network.read(in);
            } catch (IOException e) {
                throw new UncheckedIOException("the shipped weights " + resourceName(p) + " cannot be read: " + e.getMessage(), e);
            }
        });
        return n == NONE ? null : n;
    }

    /** Marks a player count without shipped weights in the cache. */
    private static final Network NONE = Network.uniform(0, 0, 0);

    /** {@return the settings} */
    public Settings settings() {
        return settings;
    }

    /** {@return the evaluations of the last search (network or end of game)} */
    public long lastEvaluations() {
        return lastEvaluations;
    }

    /**
     * Bounds the next search by the move's time, as {@code MctsBot} does ({@link SearchClock}): the move's time less a
     * fifth (at least 5 ms), and at most an eighth of the game time left.
     */
    @Override
    public void clock(Duration moveLeft, Duration gameLeft) {
        searchClock.hear(moveLeft, gameLeft);
    }

    @Override
    public int chooseId(Game game) {
        long deadline = searchClock.deadline(settings.timeBudget());
        if (game.decisionKind() == DecisionKind.CHANCE) {
            return random.nextInt(game.optionCount());
        }
        if (game.optionCount() == 1) {
            lastEvaluations = 0;
            return 0;
        }
        Puct s = searchFor(game);
        PuctNode root = s.search(game, settings.playouts(), deadline);
        lastEvaluations = s.lastEvaluations;
        return s.mostVisited(game, root);
    }

    private Puct searchFor(Game game) {
        if (search == null || !search.fits(game)) {
            int players = game.players().size();
            Network n = networks.apply(players);
            if (n == null) {
                n = Network.uniform(players, game.observationSpec().size(), ActionHeads.of(game.actionSpace()).width());
            }
            search = new Puct(game, n, settings.exploration(), random);
            search.rolloutMix = n.isZero() ? 1 : settings.rolloutMix();
        }
        return search;
    }

    /**
     * {@return the network this bot uses for a player count: the given one, the shipped one, or the all-zero one}
     *
     * @param game a game of that player count
     */
    public Network network(Game game) {
        return searchFor(game).network();
    }

    @Override
    public String toString() {
        return "learned(" + (settings.playouts() > 0 ? settings.playouts() + " playouts" : "")
                + (settings.playouts() > 0 && !settings.timeBudget().isZero() ? ", " : "")
                + (settings.timeBudget().isZero() ? "" : settings.timeBudget().toMillis() + " ms") + ")";
    }
}
