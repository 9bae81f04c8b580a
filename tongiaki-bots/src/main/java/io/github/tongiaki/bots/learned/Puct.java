package io.github.tongiaki.bots.learned;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * {@link LearnedBot}'s search: PUCT (AlphaZero's selection rule) over a tree keyed by action ids, a fresh
 * determinization of the stack per iteration (as {@code MctsBot}'s ISMCTS), a network evaluation per new node and no
 * rollouts.
 *
 * <p>An iteration copies the game with the stack re-shuffled ({@code Game.determinize}), descends from the root, at a
 * player's decision choosing the legal action that maximises {@code Q + c · P · sqrt(N) / (1 + n)} for the player who
 * decides there (max<sup>n</sup>: every seat maximises its own value); at an explicit chance decision it draws
 * uniformly. It stops at the first node not yet evaluated (or the end of the game), evaluates it (the network's prior
 * over the legal actions and its value for every seat, mixed with a random playout's returns if so set; at the end,
 * the game's returns) and adds the value of each seat
 * to every node on the path. An unvisited action's {@code Q} is the node's own mean for the player to move. Values are
 * returns: +1 first … −1 last.
 *
 * <p>Used by one thread at a time; its buffers are reused from search to search.
 */
final class Puct {

    private final ActionHeads heads;
    private final Network net;
    private final Network.Scratch scratch;
    private final double exploration;
    final SplittableRandom random;
    private final float[] obs;
    private int[] legal = new int[64];
    private float[] priors = new float[64];
    private PuctNode[] path = new PuctNode[64];
    private final double[] value = new double[Network.VALUE_WIDTH];
    private final double[] returns = new double[Network.VALUE_WIDTH];
    private final int seats;
    private final int[] seatOf = new int[Colour.values().length];
    /** The weight of a random playout's returns in a leaf's value (0: the network's alone). */
    double rolloutMix;
    /** Dirichlet noise at the root (self-play): its concentration and weight; weight 0 for none. */
    double noiseAlpha;
    double noiseWeight;
    /** The evaluations (network or end of game) of the last search. */
    long lastEvaluations;

    Puct(Game game, Network net, double exploration, SplittableRandom random) {
        this.heads = ActionHeads.of(game.actionSpace());
        this.seats = game.players().size();
        int inputs = game.observationSpec().size();
        this.net = Network.requireFits(net, seats, inputs, heads.width());
        this.scratch = net.scratch();
        this.exploration = exploration;
        this.random = random;
        this.obs = new float[inputs];
        List<Colour> players = game.players();
        for (int s = 0; s < seats; s++) {
            seatOf[players.get(s).ordinal()] = s;
        }
    }

    /** {@return the network} */
    Network network() {
        return net;
    }

    /** Whether this search fits a game (the same player count, observation length and action space). */
    boolean fits(Game game) {
        return game.players().size() == seats && game.observationSpec().size() == obs.length
                && ActionHeads.of(game.actionSpace()).width() == heads.width();
    }

    /**
     * Searches a player's decision.
     *
     * @param game the decision's position (a player's view; not changed)
     * @param playouts iterations after the root's evaluation; 0 for no limit
     * @param deadline {@code System.nanoTime()} to stop at, or Long.MAX_VALUE
     * @return the root, expanded, with its children's visits
     */
    PuctNode search(Game game, int playouts, long deadline) {
        PuctNode root = new PuctNode(seats);
        lastEvaluations = 0;
        evaluate(game, root, false);
        backup(root, 1);
        if (noiseWeight > 0) {
            addNoise(root);
        }
        long n = 0;
        while ((playouts == 0 || n < playouts) && (n == 0 || deadline == Long.MAX_VALUE || System.nanoTime() < deadline)) {
            if (Thread.currentThread().isInterrupted()) {
                break;
            }
            iterate(game.determinize(random.nextLong()), root);
            n++;
        }
        return root;
    }

    private void iterate(Game g, PuctNode root) {
        path[0] = root;
        int depth = 1;
        PuctNode node = root;
        while (true) {
            if (g.isOver()) {
                terminal(g);
                break;
            }
            int count = g.optionCount();
            ensure(count);
            g.legalActions(legal);
            if (!node.expanded()) {
                if (g.decisionKind() == DecisionKind.CHANCE) {
                    node.expand(legal, null, count);
                } else {
                    evaluate(g, node, true);
                    break;
                }
            }
            int pick;
            int index;
            if (g.decisionKind() == DecisionKind.CHANCE) {
                pick = random.nextInt(count);
                index = node.indexOf(legal[pick]);
            } else {
                pick = select(g, node, count);
                index = node.indexOf(legal[pick]);
            }
            PuctNode next = node.childOrNew(index, legal[pick], seats);
            g.applyOptionQuietly(pick);
            node = next;
            if (depth == path.length) {
                path = Arrays.copyOf(path, depth * 2);
            }
            path[depth++] = node;
        }
        backup(null, depth);
    }

    /** PUCT selection among the legal options of a player's decision at an expanded node. */
    private int select(Game g, PuctNode node, int count) {
        int me = seatOf[g.decider().ordinal()];
        double parentQ = node.visits == 0 ? 0 : node.valueSum[me] / node.visits;
        double sqrtN = Math.sqrt(Math.max(1, node.visits));
        float meanPrior = 1f / Math.max(1, node.actions.length);
        int best = 0;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            int index = node.indexOf(legal[i]);
            PuctNode c = node.child(index, legal[i]);
            double p = index >= 0 ? node.prior[index] : meanPrior;
            double q;
            int n;
            if (c == null || c.visits == 0) {
                q = parentQ;
                n = 0;
            } else {
                q = c.valueSum[me] / c.visits;
                n = c.visits;
            }
            double u = q + exploration * p * sqrtN / (1 + n) + random.nextDouble() * 1e-9;
            if (u > bestValue) {
                bestValue = u;
                best = i;
            }
        }
        return best;
    }

    /**
     * Evaluates a player's decision: the network's prior over the legal actions (softmax of the summed head logits)
     * into the node, and its value for every seat into {@link #value}: the network's, mixed with a random playout's
     * returns by {@link #rolloutMix}. The playout plays {@code g} itself if {@code own}, else a determinization of it.
     */
    private void evaluate(Game g, PuctNode node, boolean own) {
        lastEvaluations++;
        int count = g.optionCount();
        ensure(count);
        g.legalActions(legal);
        Colour decider = g.decider();
        int me = seatOf[decider.ordinal()];
        g.observe(decider, obs);
        net.forward(obs, scratch);
        float max = Float.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            priors[i] = heads.logit(scratch.logits, legal[i]);
            max = Math.max(max, priors[i]);
        }
        double sum = 0;
        for (int i = 0; i < count; i++) {
            priors[i] = (float) Math.exp(priors[i] - max);
            sum += priors[i];
        }
        for (int i = 0; i < count; i++) {
            priors[i] = (float) (priors[i] / sum);
        }
        node.expand(legal, priors, count);
        for (int r = 0; r < seats; r++) {
            double v = scratch.value[r];
            value[(me + r) % seats] = v > 1 ? 1 : v < -1 ? -1 : v;
        }
        if (rolloutMix > 0) {
            Game playout = own ? g : g.determinize(random.nextLong());
            playout.playRandomly(random.nextLong(), Integer.MAX_VALUE);
            playout.returns(returns);
            for (int s = 0; s < seats; s++) {
                value[s] = (1 - rolloutMix) * value[s] + rolloutMix * returns[s];
            }
        }
    }

    private void terminal(Game g) {
        lastEvaluations++;
        g.returns(returns);
        System.arraycopy(returns, 0, value, 0, seats);
    }

    /** Adds {@link #value} to the first {@code depth} nodes of the path (the root alone if {@code only} is given). */
    private void backup(PuctNode only, int depth) {
        if (only != null) {
            only.visits++;
            for (int s = 0; s < seats; s++) {
                only.valueSum[s] += value[s];
            }
            return;
        }
        for (int d = 0; d < depth; d++) {
            PuctNode p = path[d];
            p.visits++;
            for (int s = 0; s < seats; s++) {
                p.valueSum[s] += value[s];
            }
            path[d] = null;
        }
    }

    /** Mixes Dirichlet noise into the root's priors: {@code (1 − w) P + w η}, {@code η ~ Dir(α)}. */
    private void addNoise(PuctNode root) {
        int n = root.actions.length;
        double[] eta = new double[n];
        double sum = 0;
        for (int i = 0; i < n; i++) {
            eta[i] = gamma(noiseAlpha);
            sum += eta[i];
        }
        for (int i = 0; i < n; i++) {
            double e = sum > 0 ? eta[i] / sum : 1.0 / n;
            root.prior[i] = (float) ((1 - noiseWeight) * root.prior[i] + noiseWeight * e);
        }
    }

    /** A Gamma(α, 1) sample (Marsaglia and Tsang; boosted below α = 1). */
    private double gamma(double alpha) {
        if (alpha < 1) {
            return gamma(alpha + 1) * Math.pow(random.nextDouble(), 1 / alpha);
        }
        double d = alpha - 1.0 / 3;
        double c = 1 / Math.sqrt(9 * d);
        while (true) {
            double x;
            double v;
            do {
                x = gaussian();
                v = 1 + c * x;
            } while (v <= 0);
            v = v * v * v;
            double u = random.nextDouble();
            if (u < 1 - 0.0331 * x * x * x * x || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) {
                return d * v;
            }
        }
    }

    private double gaussian() {
        double u1 = random.nextDouble();
        double u2 = random.nextDouble();
        return Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
    }

    private void ensure(int count) {
        if (legal.length < count) {
            legal = new int[Math.max(count, legal.length * 2)];
            priors = new float[legal.length];
        }
    }

    /**
     * The root's visit counts over the game's legal options (option order).
     *
     * @param game the searched position
     * @param root the search's root
     * @param out at least {@code game.optionCount()} long
     */
    void rootVisits(Game game, PuctNode root, int[] out) {
        int count = game.optionCount();
        ensure(count);
        game.legalActions(legal);
        for (int i = 0; i < count; i++) {
            int index = root.indexOf(legal[i]);
            PuctNode c = root.child(index, legal[i]);
            out[i] = c == null ? 0 : c.visits;
        }
    }

    /** The option of the most visits; ties go to the higher prior, then the first. */
    int mostVisited(Game game, PuctNode root) {
        int count = game.optionCount();
        int[] visits = new int[count];
        rootVisits(game, root, visits);
        int best = 0;
        double bestPrior = -1;
        for (int i = 0; i < count; i++) {
            int index = root.indexOf(legal[i]);
            double p = index >= 0 ? root.prior[index] : 0;
            if (visits[i] > visits[best] || (visits[i] == visits[best] && p > bestPrior)) {
                best = i;
                bestPrior = p;
            }
        }
        return best;
    }
}
