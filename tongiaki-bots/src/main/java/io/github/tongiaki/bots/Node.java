package io.github.tongiaki.bots;

/**
 * A node of {@link MctsBot}'s tree: the statistics of the action that leads to it, and its children by action id.
 *
 * <p>The children sit in an open-addressing table of primitive action ids ({@code keys} holds the
 * action id + 1, 0 for an empty slot) beside an array of nodes: no boxed keys, no entry objects. The
 * table starts at twice the option count of the first expansion (rounded up to a power of two; at
 * most 64 slots, since a node gains one child per visit and a free tile placement offers about 150
 * options) and doubles when half full: a node's legal actions also differ between determinizations
 * (a drawn tile decides where a voyage ends), so its set of children can grow beyond one position's.
 */
final class Node {
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
