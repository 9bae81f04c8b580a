package io.github.tongiaki.bots.learned;

import java.util.Arrays;

/**
 * A node of {@link Puct}'s tree: the visits through it, the sum of the values backed up through it per seat (absolute
 * seats, {@code Game.players()} order), and, once its position was evaluated, its legal action ids (sorted) with their
 * prior and their children. A determinization can offer an action that the evaluated position did not (a drawn tile
 * decides where a voyage ends); such an action has no prior of its own (the search gives it the mean prior) and its
 * child sits in a small open-addressing table of primitive keys (action id + 1, 0 for an empty slot).
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
    /** Children of actions not among {@link #actions}: keys (action id + 1) and nodes; null until one is needed. */
    private int[] extraKeys;
    private PuctNode[] extraKids;
    private int extraSize;

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
        int[] k = extraKeys;
        if (k == null) {
            return null;
        }
        int mask = k.length - 1;
        for (int i = slot(action) & mask; ; i = (i + 1) & mask) {
            if (k[i] == action + 1) {
                return extraKids[i];
            }
            if (k[i] == 0) {
                return null;
            }
        }
    }

    private void putExtra(int action, PuctNode c) {
        if (extraKeys == null) {
            extraKeys = new int[8];
            extraKids = new PuctNode[8];
        } else if ((extraSize + 1) * 2 > extraKeys.length) {
            int[] oldKeys = extraKeys;
            PuctNode[] oldKids = extraKids;
            extraKeys = new int[oldKeys.length * 2];
            extraKids = new PuctNode[oldKeys.length * 2];
            extraSize = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != 0) {
                    putExtra(oldKeys[i] - 1, oldKids[i]);
                }
            }
        }
        int mask = extraKeys.length - 1;
        int i = slot(action) & mask;
        while (extraKeys[i] != 0) {
            i = (i + 1) & mask;
        }
        extraKeys[i] = action + 1;
        extraKids[i] = c;
        extraSize++;
    }

    /** Spreads action ids over the table. */
    private static int slot(int action) {
        int h = action * 0x9E3779B9;
        return h ^ (h >>> 16);
    }

    /** The child of an action, made if missing. */
    PuctNode childOrNew(int index, int action, int seats) {
        PuctNode c = child(index, action);
        if (c == null) {
            c = new PuctNode(seats);
            if (index >= 0) {
                kids[index] = c;
            } else {
                putExtra(action, c);
            }
        }
        return c;
    }
}
