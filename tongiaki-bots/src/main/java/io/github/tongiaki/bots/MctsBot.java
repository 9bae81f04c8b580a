package io.github.tongiaki.bots;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Information-set Monte Carlo tree search with determinization (single-observer ISMCTS).
 *
 * <p>The only hidden information in Tongiaki is the order of the draw stack. Every iteration searches a
 * fresh {@linkplain Game#determinize(long) determinization}: a copy of the game whose stack is
 * re-shuffled, consistent with everything public. The tree is keyed by {@linkplain Game#actionId(int)
 * action ids}, which name the same choice in every position, so one tree gathers the statistics of all
 * determinizations. An iteration descends the tree with UCT (using availability counts: a child's
 * exploration term counts the iterations in which its action was legal), expands one untried action,
 * plays the game out with uniformly random options on the fast path ({@link Game#applyQuietly}) and
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
public final class MctsBot implements Bot {

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
     */
    public record Settings(int playouts, Duration timeBudget, double exploration, Reward reward) {

        /** Default exploration constant. */
        public static final double DEFAULT_EXPLORATION = 0.7;

        /**
         * Checks the settings.
         *
         * @param playouts playouts per move, 0 for no limit
         * @param timeBudget time per move, zero for no limit
         * @param exploration the UCT exploration constant
         * @param reward how a finished game is scored
         * @throws IllegalArgumentException if neither a playout count nor a time budget is given, or a
         *     value is negative
         */
        public Settings {
            Objects.requireNonNull(timeBudget, "timeBudget");
            Objects.requireNonNull(reward, "reward");
            if (playouts < 0 || timeBudget.isNegative() || exploration < 0) {
                throw new IllegalArgumentException("negative setting: " + playouts + " playouts, " + timeBudget + ", exploration "
                        + exploration);
            }
            if (playouts == 0 && timeBudget.isZero()) {
                throw new IllegalArgumentException("MCTS needs a playout count or a time budget per move");
            }
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
            return new Settings(playouts, budget, exploration, reward);
        }

        /**
         * @param c the exploration constant
         * @return these settings with that constant
         */
        public Settings withExploration(double c) {
            return new Settings(playouts, timeBudget, c, reward);
        }

        /**
         * @param r the reward
         * @return these settings with that reward
         */
        public Settings withReward(Reward r) {
            return new Settings(playouts, timeBudget, exploration, r);
        }
    }

    /**
     * A node of the tree: the statistics of the action that leads to it, and its children by action id.
     *
     * <p>The children sit in an open-addressing table of primitive action ids ({@code keys} holds the
     * action id + 1, 0 for an empty slot) beside an array of nodes: no boxed keys, no entry objects. The
     * table starts at twice the option count of the first expansion (rounded up to a power of two; at
     * most 64 slots, since a node gains one child per visit and a free tile placement offers about 150
     * options) and doubles when half full: a node's legal actions also differ between determinizations
     * (a drawn tile decides where a voyage ends), so its set of children can grow beyond one position's.
     */
    private static final class Node {
        final double[] rewardSum;
        int visits;
        int available;
        private int[] keys;
        private Node[] kids;
        private int size;

        Node(int seats) {
            rewardSum = new double[seats];
        }

        /** The child for an action id, or null. */
        Node child(int action) {
            int[] k = keys;
            if (k == null) {
                return null;
            }
            int mask = k.length - 1;
            int key = action + 1;
            for (int i = slot(action) & mask; ; i = (i + 1) & mask) {
                int at = k[i];
                if (at == key) {
                    return kids[i];
                }
                if (at == 0) {
                    return null;
                }
            }
        }

        /**
         * Adds a new child for an action id that has none.
         *
         * @param options the option count of the position, to size the table on the first child
         */
        Node addChild(int action, int seats, int options) {
            if (keys == null) {
                int capacity = Integer.highestOneBit(Math.min(32, Math.max(2, options)) * 2 - 1) << 1;
                keys = new int[capacity];
                kids = new Node[capacity];
            } else if ((size + 1) * 2 > keys.length) {
                grow();
            }
            Node n = new Node(seats);
            put(action + 1, n);
            size++;
            return n;
        }

        private void put(int key, Node n) {
            int mask = keys.length - 1;
            int i = slot(key - 1) & mask;
            while (keys[i] != 0) {
                i = (i + 1) & mask;
            }
            keys[i] = key;
            kids[i] = n;
        }

        private void grow() {
            int[] oldKeys = keys;
            Node[] oldKids = kids;
            keys = new int[oldKeys.length * 2];
            kids = new Node[oldKeys.length * 2];
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != 0) {
                    put(oldKeys[i], oldKids[i]);
                }
            }
        }

        /** Spreads action ids (often multiples of 6, or small consecutive numbers) over the table. */
        private static int slot(int action) {
            int h = action * 0x9E3779B9;
            return h ^ (h >>> 16);
        }
    }

    private final Settings settings;
    private final SplittableRandom random;
    /** Scratch: the action ids of the legal options of the position being searched. */
    private int[] actions = new int[64];
    /** Scratch: the child of each legal option (by option id), looked up once per node visit. */
    private Node[] found = new Node[64];
    /** Scratch: the nodes of the current iteration's path, root first. */
    private Node[] path = new Node[64];
    private long lastPlayouts;

    /**
     * @param settings the search's settings
     * @param seed the seed of determinizations, playouts and tie-breaks
     */
    public MctsBot(Settings settings, long seed) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.random = new SplittableRandom(seed);
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

    /** @return the number of playouts of the last search */
    public long lastPlayouts() {
        return lastPlayouts;
    }

    @Override
    public Option choose(Game game) {
        List<Option> options = game.decision().options();
        if (game.decisionKind() == DecisionKind.CHANCE) {
            return options.get(random.nextInt(options.size()));
        }
        List<Colour> players = game.players();
        int seats = players.size();
        int[] seatOf = new int[Colour.values().length];
        for (int s = 0; s < seats; s++) {
            seatOf[players.get(s).ordinal()] = s;
        }
        int[] rootActions = new int[options.size()];
        for (int i = 0; i < rootActions.length; i++) {
            rootActions[i] = game.actionId(i);
        }
        Node root = new Node(seats);
        long deadline = settings.timeBudget().isZero() ? Long.MAX_VALUE : System.nanoTime() + settings.timeBudget().toNanos();
        double[] reward = new double[seats];
        long n = 0;
        while ((settings.playouts() == 0 || n < settings.playouts()) && (n == 0 || deadline == Long.MAX_VALUE
                || System.nanoTime() < deadline)) {
            iterate(game.determinize(random.nextLong()), root, seatOf, reward);
            n++;
        }
        lastPlayouts = n;
        // The most visited root action; ties go to the better mean for the player to move.
        int me = seatOf[game.decider().ordinal()];
        int best = 0;
        double bestVisits = -1;
        double bestMean = -1;
        for (int i = 0; i < rootActions.length; i++) {
            Node c = root.child(rootActions[i]);
            int v = c == null ? 0 : c.visits;
            double mean = v == 0 ? 0 : c.rewardSum[me] / v;
            if (v > bestVisits || (v == bestVisits && mean > bestMean)) {
                best = i;
                bestVisits = v;
                bestMean = mean;
            }
        }
        return options.get(best);
    }

    /** One iteration on a determinization: selection, expansion, playout, back-propagation. */
    private void iterate(Game g, Node root, int[] seatOf, double[] reward) {
        path[0] = root;
        int depth = 1;
        Node node = root;
        int seats = reward.length;
        boolean expanded = false;
        while (!g.isOver() && !expanded) {
            int count = g.optionCount();
            if (actions.length < count) {
                actions = new int[Math.max(count, actions.length * 2)];
                found = new Node[actions.length];
            }
            g.legalActions(actions);
            int pick;
            Node next;
            if (g.decisionKind() == DecisionKind.CHANCE) {
                pick = random.nextInt(count);
                next = node.child(actions[pick]);
                if (next == null) {
                    next = node.addChild(actions[pick], seats, count);
                }
            } else {
                int me = seatOf[g.decider().ordinal()];
                int untried = 0;
                for (int i = 0; i < count; i++) {
                    Node c = node.child(actions[i]);
                    found[i] = c;
                    if (c == null) {
                        untried++;
                    } else {
                        c.available++;
                    }
                }
                if (untried > 0) {
                    // Expansion: one untried action, chosen at random.
                    int k = random.nextInt(untried);
                    pick = -1;
                    for (int i = 0; i < count; i++) {
                        if (found[i] == null && k-- == 0) {
                            pick = i;
                            break;
                        }
                    }
                    next = node.addChild(actions[pick], seats, count);
                    next.available = 1;
                    expanded = true;
                } else {
                    // Selection: UCT with availability counts, for the player who decides here.
                    pick = 0;
                    next = null;
                    double bestValue = Double.NEGATIVE_INFINITY;
                    for (int i = 0; i < count; i++) {
                        Node c = found[i];
                        double value = c.rewardSum[me] / c.visits
                                + settings.exploration() * Math.sqrt(Math.log(c.available) / c.visits)
                                + random.nextDouble() * 1e-9;
                        if (value > bestValue) {
                            bestValue = value;
                            pick = i;
                            next = c;
                        }
                    }
                }
            }
            g.applyQuietly(pick);
            node = next;
            if (depth == path.length) {
                path = Arrays.copyOf(path, depth * 2);
            }
            path[depth++] = node;
        }
        // Playout: uniformly random options to the end.
        while (!g.isOver()) {
            g.applyQuietly(random.nextInt(g.optionCount()));
        }
        rewards(g, seatOf, reward);
        for (int d = 0; d < depth; d++) {
            Node p = path[d];
            p.visits++;
            for (int s = 0; s < seats; s++) {
                p.rewardSum[s] += reward[s];
            }
            path[d] = null;
        }
    }

    private void rewards(Game g, int[] seatOf, double[] reward) {
        List<Standing> standings = g.position().standings();
        int seats = reward.length;
        if (settings.reward() == Reward.SCORE_MARGIN) {
            for (Standing s : standings) {
                int best = 0;
                for (Standing o : standings) {
                    if (o != s) {
                        best = Math.max(best, o.score());
                    }
                }
                reward[seatOf[s.colour().ordinal()]] = 0.5 + 0.5 * Math.tanh((s.score() - best) / 8.0);
            }
            return;
        }
        for (Standing s : standings) {
            double beaten = 0;
            for (Standing o : standings) {
                if (o != s) {
                    beaten += o.rank() > s.rank() ? 1 : o.rank() == s.rank() ? 0.5 : 0;
                }
            }
            reward[seatOf[s.colour().ordinal()]] = beaten / (seats - 1);
        }
    }

    @Override
    public String toString() {
        return "mcts(" + (settings.playouts() > 0 ? settings.playouts() + " playouts" : "")
                + (settings.playouts() > 0 && !settings.timeBudget().isZero() ? ", " : "")
                + (settings.timeBudget().isZero() ? "" : settings.timeBudget().toMillis() + " ms") + ")";
    }
}
