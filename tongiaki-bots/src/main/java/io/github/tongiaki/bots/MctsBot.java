package io.github.tongiaki.bots;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;

/**
 * Information-set Monte Carlo tree search with determinization (single-observer ISMCTS).
 *
 * <p>The only hidden information in Tongiaki is the order of the draw stack. Every iteration searches a
 * fresh {@linkplain Game#determinize(long) determinization}: a copy of the game whose stack is
 * re-shuffled, consistent with everything public. The tree is keyed by {@linkplain Game#actionId(int)
 * action ids}, which name the same choice in every position, so one tree gathers the statistics of all
 * determinizations. An iteration descends the tree with UCT (using availability counts: a child's
 * exploration term counts the iterations in which its action was legal), expands one untried action,
 * plays the game out with uniformly random options on the fast path ({@link Game#playRandomly}) and
 * backs the final result up the path.
 *
 * <p>Every node keeps a reward sum for every seat; each decision on the way is made for the player who
 * decides it ({@link Game#decider()}), opponents included (max<sup>n</sup>), so the tree models the other
 * players as trying to win too. Explicit chance decisions ({@link DecisionKind#CHANCE}, only with
 * {@code TileSource.chance()}) are sampled uniformly, never selected by UCT.
 *
 * <p>The search stops after the given number of playouts per move, or when the time budget is used
 * up, whichever comes first. With a playout count and no time budget the bot is deterministic for a
 * given seed. Uses only the public API.
 */
public final class MctsBot implements FastBot, AutoCloseable {

    /** How a finished game is scored for each player (the value the search maximises). */
    public enum Reward {
        /**
         * By rank: the share of the other players this player beat, ties counting half; 1 for a sole
         * winner, 0 for a sole loser.
         */
        RANK,
        /**
         * By score margin: own points minus the best other player's, squashed into 0..1 (0.5 for a
         * tie on points).
         */
        SCORE_MARGIN
    }

    /**
     * The search's settings.
     *
     * @param playouts playouts (iterations) per move; 0 for no limit (then a time budget is needed)
     * @param timeBudget time per move; {@link Duration#ZERO} for no limit (then a playout count is needed)
     * @param exploration the UCT exploration constant (rewards are in 0..1)
     * @param reward how a finished game is scored
     * @param greedyBias the weight of the greedy prior at the root (0: none, today's plain search); see
     *     {@link GuidedMctsBot}
     * @param threads independent trees searched at the same time and merged at the root (root
     *     parallelism), at least 1; the playout count is per tree
     * @param playoutDepth the most decisions a playout plays beyond the tree before it is scored by the
     *     standings as they are then ({@link io.github.tongiaki.core.engine.Position#standings()}); 0: to
     *     the end of the game
     */
    public record Settings(int playouts, Duration timeBudget, double exploration, Reward reward, double greedyBias, int threads,
            int playoutDepth) {

        /** Default exploration constant. */
        public static final double DEFAULT_EXPLORATION = 0.7;

        /**
         * Checks the settings.
         *
         * @param playouts playouts per move, 0 for no limit
         * @param timeBudget time per move, zero for no limit
         * @param exploration the UCT exploration constant
         * @param reward how a finished game is scored
         * @param greedyBias the weight of the greedy prior at the root, 0 for none
         * @param threads trees searched at the same time, at least 1
         * @param playoutDepth decisions a playout plays beyond the tree, 0 for all
         * @throws IllegalArgumentException if neither a playout count nor a time budget is given, a
         *     value is negative, or there is no thread
         */
        public Settings {
            Objects.requireNonNull(timeBudget, "timeBudget");
            Objects.requireNonNull(reward, "reward");
            if (playouts < 0 || timeBudget.isNegative() || !(exploration >= 0) || !(greedyBias >= 0)) {
                throw new IllegalArgumentException("negative setting: " + playouts + " playouts, " + timeBudget + ", exploration "
                        + exploration + ", greedy bias " + greedyBias);
            }
            if (playouts == 0 && timeBudget.isZero()) {
                throw new IllegalArgumentException("MCTS needs a playout count or a time budget per move");
            }
            if (threads < 1) {
                throw new IllegalArgumentException("MCTS needs at least one thread, got " + threads);
            }
            if (playoutDepth < 0) {
                throw new IllegalArgumentException("a playout depth is not negative, got " + playoutDepth);
            }
        }

        /**
         * Settings without greedy prior, on one thread: today's plain search.
         *
         * @param playouts playouts per move, 0 for no limit
         * @param timeBudget time per move, zero for no limit
         * @param exploration the UCT exploration constant
         * @param reward how a finished game is scored
         */
        public Settings(int playouts, Duration timeBudget, double exploration, Reward reward) {
            this(playouts, timeBudget, exploration, reward, 0, 1, 0);
        }

        /**
         * @param playouts playouts per move (at least 1)
         * @return settings with that count, no time limit, the default exploration and rank reward
         */
        public static Settings playouts(int playouts) {
            if (playouts < 1) {
                throw new IllegalArgumentException("playouts must be at least 1, got " + playouts);
            }
            return new Settings(playouts, Duration.ZERO, DEFAULT_EXPLORATION, Reward.RANK);
        }

        /**
         * @param budget the time per move (positive)
         * @return settings with that budget, no playout limit, the default exploration and rank reward
         */
        public static Settings timeBudget(Duration budget) {
            return new Settings(0, budget, DEFAULT_EXPLORATION, Reward.RANK);
        }

        /**
         * @param budget the time per move; zero for none
         * @return these settings with that time budget
         */
        public Settings withTimeBudget(Duration budget) {
            return new Settings(playouts, budget, exploration, reward, greedyBias, threads, playoutDepth);
        }

        /**
         * @param count playouts per move; 0 for none (then a time budget is needed)
         * @return these settings with that playout count
         */
        public Settings withPlayouts(int count) {
            return new Settings(count, timeBudget, exploration, reward, greedyBias, threads, playoutDepth);
        }

        /**
         * @param c the exploration constant
         * @return these settings with that constant
         */
        public Settings withExploration(double c) {
            return new Settings(playouts, timeBudget, c, reward, greedyBias, threads, playoutDepth);
        }

        /**
         * @param r the reward
         * @return these settings with that reward
         */
        public Settings withReward(Reward r) {
            return new Settings(playouts, timeBudget, exploration, r, greedyBias, threads, playoutDepth);
        }

        /**
         * @param bias the weight of the greedy prior at the root; 0 for none
         * @return these settings with that weight
         */
        public Settings withGreedyBias(double bias) {
            return new Settings(playouts, timeBudget, exploration, reward, bias, threads, playoutDepth);
        }

        /**
         * @param depth decisions a playout plays beyond the tree before it is scored; 0 for all
         * @return these settings with that playout depth
         */
        public Settings withPlayoutDepth(int depth) {
            return new Settings(playouts, timeBudget, exploration, reward, greedyBias, threads, depth);
        }

        /**
         * @param count trees searched at the same time (root parallelism), at least 1
         * @return these settings with that many threads
         */
        public Settings withThreads(int count) {
            return new Settings(playouts, timeBudget, exploration, reward, greedyBias, count, playoutDepth);
        }
    }

    private final Settings settings;
    private final SplittableRandom random;
    /** The searcher of each tree; the first uses the bot's own generator. */
    private final Searcher[] searchers;
    /** The threads of root parallelism, made on the first search with more than one tree; null until then. */
    private ExecutorService pool;
    private long lastPlayouts;
    /** What the last {@link #clock} call allows the next search. */
    private final SearchClock searchClock = new SearchClock();

    /**
     * @param settings the search's settings
     * @param seed the seed of determinizations, playouts and tie-breaks
     */
    public MctsBot(Settings settings, long seed) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.random = new SplittableRandom(seed);
        this.searchers = new Searcher[settings.threads()];
        for (int t = 0; t < searchers.length; t++) {
            searchers[t] = new Searcher(settings);
        }
    }

    /**
     * @param playouts playouts per move
     * @param seed the seed
     */
    public MctsBot(int playouts, long seed) {
        this(Settings.playouts(playouts), seed);
    }

    /** @return the settings */
    public Settings settings() {
        return settings;
    }

    /** @return the number of playouts of the last search, over all its trees */
    public long lastPlayouts() {
        return lastPlayouts;
    }

    /**
     * Hears the time of the next move (under a {@link TimeControl}) and bounds the next search by it: the
     * search stops at its playout count, its own time budget, or the time it may use now, whichever comes
     * first ({@link SearchClock}). The time it may use is the move's time less a safety margin (a fifth, at least 5 ms,
     * for merging the trees, handing the answer back and a busy machine), and at most an eighth of the game time left,
     * so that a game clock lasts over many moves.
     *
     * @param moveLeft how long this move may take
     * @param gameLeft the game time left
     */
    @Override
    public void clock(Duration moveLeft, Duration gameLeft) {
        searchClock.hear(moveLeft, gameLeft);
    }

    @Override
    public int chooseId(Game game) {
        // The time budget starts here, before the greedy prior (a guided search's one-ply look at every option), so
        // the prior counts against it as it does against the clock's deadline.
        long deadline = searchClock.deadline(settings.timeBudget());
        int optionCount = game.optionCount();
        if (game.decisionKind() == DecisionKind.CHANCE) {
            return random.nextInt(optionCount);
        }
        List<Colour> players = game.players();
        int seats = players.size();
        int[] seatOf = new int[Colour.values().length];
        for (int s = 0; s < seats; s++) {
            seatOf[players.get(s).ordinal()] = s;
        }
        int[] rootActions = new int[optionCount];
        for (int i = 0; i < rootActions.length; i++) {
            rootActions[i] = game.actionId(i);
        }
        double[] prior = settings.greedyBias() > 0 ? greedyPrior(game) : null;
        Node[] roots = new Node[searchers.length];
        if (searchers.length == 1) {
            searchers[0].random = random;
            roots[0] = searchers[0].search(game, seatOf, seats, deadline, prior);
        } else {
            roots = searchInParallel(game, seatOf, seats, deadline, prior);
        }
        long n = 0;
        for (Node r : roots) {
            n += r.visits;
        }
        lastPlayouts = n;
        // The most visited root action over all trees; ties go to the better mean for the player to move.
        int me = seatOf[game.decider().ordinal()];
        int best = 0;
        double bestVisits = -1;
        double bestMean = -1;
        for (int i = 0; i < rootActions.length; i++) {
            long v = 0;
            double sum = 0;
            for (Node r : roots) {
                Node c = r.child(rootActions[i]);
                if (c != null) {
                    v += c.visits;
                    sum += c.rewardSum[me];
                }
            }
            double mean = v == 0 ? 0 : sum / v;
            if (v > bestVisits || (v == bestVisits && mean > bestMean)) {
                best = i;
                bestVisits = v;
                bestMean = mean;
            }
        }
        return best;
    }

    /** Root parallelism: one tree per thread, each with a generator seeded from the bot's, in order. */
    private Node[] searchInParallel(Game game, int[] seatOf, int seats, long deadline, double[] prior) {
        if (pool == null) {
            ThreadFactory daemons = r -> {
                Thread t = new Thread(r, "mcts-root");
                t.setDaemon(true);
                return t;
            };
            pool = Executors.newFixedThreadPool(searchers.length - 1, daemons);
        }
        List<Future<Node>> futures = new ArrayList<>();
        for (Searcher s : searchers) {
            s.random = new SplittableRandom(random.nextLong());
        }
        for (int t = 1; t < searchers.length; t++) {
            Searcher s = searchers[t];
            // Each tree plays its own determinizations: the game is only copied (read), never changed.
            futures.add(pool.submit(() -> s.search(game, seatOf, seats, deadline, prior)));
        }
        Node[] roots = new Node[searchers.length];
        roots[0] = searchers[0].search(game, seatOf, seats, deadline, prior);
        try {
            for (int t = 1; t < searchers.length; t++) {
                roots[t] = futures.get(t - 1).get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the search was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a search thread failed: " + e.getCause(), e.getCause());
        }
        return roots;
    }

    /**
     * The greedy prior of the root options: {@link GreedyValue#of} of the position after each, scaled to
     * 0..1 over the options (all 0.5 when they are equal).
     */
    private static double[] greedyPrior(Game game) {
        int count = game.optionCount();
        Colour me = game.decider();
        double[] v = new double[count];
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (int o = 0; o < count; o++) {
            Game g = game.copy();
            g.applyOptionQuietly(o);
            v[o] = GreedyValue.of(g, me);
            min = Math.min(min, v[o]);
            max = Math.max(max, v[o]);
        }
        for (int o = 0; o < count; o++) {
            v[o] = max > min ? (v[o] - min) / (max - min) : 0.5;
        }
        return v;
    }

    /**
     * Ends the threads of root parallelism, if any were started. The bot can search again afterwards (it
     * starts new ones).
     */
    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
            pool = null;
        }
    }

    @Override
    public String toString() {
        return "mcts(" + (settings.playouts() > 0 ? settings.playouts() + " playouts" : "")
                + (settings.playouts() > 0 && !settings.timeBudget().isZero() ? ", " : "")
                + (settings.timeBudget().isZero() ? "" : settings.timeBudget().toMillis() + " ms") + ")";
    }
}
