package io.github.tongiaki.bots.learned;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A node of {@link Puct}'s tree: the visits through it, the sum of the values backed up through it per seat (absolute
 * seats, {@code Game.players()} order), and, once its position was evaluated, its legal action ids (sorted) with their
 * prior and their children. A determinization can offer an action that the evaluated position did not (a drawn tile
 * decides where a voyage ends); such an action has no prior of its own (the search gives it the mean prior) and its
 * child sits in a small map.
 */
final class PuctNode {
    final double[] valueSum;
    int visits;
    /** The legal action ids of the evaluated position, ascending; null until evaluated. */
    int[] actions;
    /** The prior of each of {@link #actions}. */
    float[] prior;
    /** The child of each of {@link #actions}, or null. */
    PuctNode[] kids;
    /** Children of actions not among {@link #actions}; null until one is needed. */
    private Map<Integer, PuctNode> extra;

    PuctNode(int seats) {
        valueSum = new double[seats];
    }

    boolean expanded() {
        return actions != null;
    }

    /**
     * Sets the node's actions and priors: {@code count} legal ids and their priors, in any order (sorted here).
     */
    void expand(int[] legal, float[] priors, int count) {
        long[] keyed = new long[count];
        for (int i = 0; i < count; i++) {
            keyed[i] = (long) legal[i] << 32 | i;
        }
        Arrays.sort(keyed);
        actions = new int[count];
        prior = new float[count];
        for (int i = 0; i < count; i++) {
            actions[i] = (int) (keyed[i] >>> 32);
            prior[i] = priors == null ? 1f / count : priors[(int) keyed[i]];
        }
        kids = new PuctNode[count];
    }

    /** The index of an action among {@link #actions}, or a negative number. */
    int indexOf(int action) {
        return Arrays.binarySearch(actions, action);
    }

    /** The child of an action (at {@code index}, or not among the actions if negative), or null. */
    PuctNode child(int index, int action) {
        if (index >= 0) {
            return kids[index];
        }
        return extra == null ? null : extra.get(action);
    }

    /** The child of an action, made if missing. */
    PuctNode childOrNew(int index, int action, int seats) {
        PuctNode c = child(index, action);
        if (c == null) {
            c = new PuctNode(seats);
            if (index >= 0) {
                kids[index] = c;
            } else {
                if (extra == null) {
                    extra = new HashMap<>();
                }
                extra.put(action, c);
            }
        }
        return c;
    }
}
