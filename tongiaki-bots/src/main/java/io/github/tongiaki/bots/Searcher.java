package io.github.tongiaki.bots;

import io.github.tongiaki.bots.MctsBot.Reward;
import io.github.tongiaki.bots.MctsBot.Settings;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One tree's search of {@link MctsBot}: its generator and its scratch arrays, used by one thread at a time; the
 * iterations (selection, expansion, playout, back-propagation) and the rewards of a finished playout.
 */
final class Searcher {
    SplittableRandom random;
    /** Scratch: the action ids of the legal options of the position being searched. */
    private int[] actions = new int[64];
    /** Scratch: the child of each legal option (by option id), looked up once per node visit. */
    private Node[] found = new Node[64];
    /** Scratch: the nodes of the current iteration's path, root first. */
    private Node[] path = new Node[64];
    /** Scratch: the reward of each seat at the end of a playout. */
    private double[] reward;

    /** The bot's settings. */
    private final Settings settings;

    Searcher(Settings settings) {
        this.settings = settings;
    }

    /** Searches a fresh tree until the playout count or the deadline; returns its root. */
    Node search(Game game, int[] seatOf, int seats, long deadline, double[] prior) {
        Node root = new Node(seats);
        reward = new double[seats];
        long n = 0;
        while ((settings.playouts() == 0 || n < settings.playouts()) && (n == 0 || deadline == Long.MAX_VALUE
                || System.nanoTime() < deadline)) {
            iterate(game.determinize(random.nextLong()), root, seatOf, prior);
            n++;
        }
        return root;
    }

    /**
     * One iteration on a determinization: selection, expansion, playout, back-propagation. With a
     * prior, the root expands its options best prior first, only as many as {@code 1 + 2 sqrt(visits)}
     * (progressive widening), and adds {@code greedyBias * prior / (visits + 1)} to their UCT value
     * (progressive bias).
     */
    private void iterate(Game g, Node root, int[] seatOf, double[] prior) {
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
            boolean guided = prior != null && node == root;
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
                if (untried > 0 && (!guided || count - untried < 1 + 2 * Math.sqrt(node.visits))) {
                    pick = guided ? bestUntried(count, prior) : randomUntried(count, untried);
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
                        if (c == null) {
                            continue; // not yet widened to
                        }
                        double value = c.rewardSum[me] / c.visits
                                + settings.exploration() * Math.sqrt(Math.log(c.available) / c.visits)
                                + (guided ? settings.greedyBias() * prior[i] / (c.visits + 1) : 0)
                                + random.nextDouble() * 1e-9;
                        if (value > bestValue) {
                            bestValue = value;
                            pick = i;
                            next = c;
                        }
                    }
                }
            }
            g.applyOptionQuietly(pick);
            node = next;
            if (depth == path.length) {
                path = Arrays.copyOf(path, depth * 2);
            }
            path[depth++] = node;
        }
        // Playout: uniformly random options to the end, or to the playout depth, in one call to the engine.
        g.playRandomly(random.nextLong(), settings.playoutDepth() > 0 ? settings.playoutDepth() : Integer.MAX_VALUE);
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

    /** Expansion: one untried option, chosen at random. */
    private int randomUntried(int count, int untried) {
        int k = random.nextInt(untried);
        for (int i = 0; i < count; i++) {
            if (found[i] == null && k-- == 0) {
                return i;
            }
        }
        throw new IllegalStateException("no untried option among " + count);
    }

    /** Guided expansion: the untried option with the best prior (the first of equals). */
    private int bestUntried(int count, double[] prior) {
        int best = -1;
        for (int i = 0; i < count; i++) {
            if (found[i] == null && (best < 0 || prior[i] > prior[best])) {
                best = i;
            }
        }
        return best;
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
}
