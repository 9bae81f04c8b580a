package io.github.tongiaki.core.internal;

import java.util.Arrays;

/**
 * The stack, over {@link Table}'s fields: its tiles lie in the state array's region at {@link Tables#offStack},
 * top first, from {@code stackTop} to {@code stackEnd}; the islands and water tiles left are counted with every
 * draw.
 *
 * <p>Static methods only: {@link Table} owns every field and array and calls these from its one-line entry
 * points. Nothing outside {@link Table} calls this class.
 */
final class TableStack {

    private TableStack() {
    }

    /** The island tiles among a stack's. */
    static int islands(Tables tables, int[] stack) {
        int n = 0;
        for (int t : stack) {
            n += tables.island[t] ? 1 : 0;
        }
        return n;
    }

    /** {@link Table#stackSorted}: the tiles left, in tile-set order. */
    static int[] sorted(Table t) {
        int base = t.tables.offStack;
        int[] left = Arrays.copyOfRange(t.s, base + t.stackTop, base + t.stackEnd);
        Arrays.sort(left);
        return left;
    }

    /** {@link Table#drawTile}: the top tile, now off the stack. */
    static int draw(Table t) {
        int tile = t.s[t.tables.offStack + t.stackTop++];
        int island = t.tables.island[tile] ? 1 : 0; // no branch: the draws are random
        t.stackIslands -= island;
        t.stackWater -= 1 - island;
        return tile;
    }

    /** {@link Table#stackToTop}: a tile of the stack onto its top (a chance decision's draw). */
    static void toTop(Table t, int tile) {
        int[] s = t.s;
        int base = t.tables.offStack;
        int top = base + t.stackTop;
        for (int i = top, end = base + t.stackEnd; i < end; i++) {
            if (s[i] == tile) {
                s[i] = s[top];
                s[top] = tile;
                return;
            }
        }
    }

    /**
     * {@link Table#reshuffleStack}: the stack's hidden order re-shuffled (determinization): from tile-set order, so
     * nothing of the order replaced survives in the new one (D-19).
     */
    static void reshuffle(Table t, long seed) {
        sort(t);
        int base = t.tables.offStack;
        Shuffle.determinization(seed, t.s, base + t.stackTop, base + t.stackEnd);
    }

    /**
     * {@link Table#sortStack}: the tiles left in tile-set order. Every search's determinization sorts, so a tile set of
     * at most 64 tiles (the official one has 32) is sorted through a bit set of the tiles, each tile in the stack
     * once; a larger one by {@link Arrays#sort}.
     */
    static void sort(Table t) {
        int from = t.tables.offStack + t.stackTop;
        int to = t.tables.offStack + t.stackEnd;
        int[] s = t.s;
        if (t.tables.tiles > 64) {
            Arrays.sort(s, from, to);
            return;
        }
        long set = 0;
        for (int i = from; i < to; i++) {
            set |= 1L << s[i];
        }
        if (Long.bitCount(set) != to - from) { // a tile twice (never in a valid position): sorted as it is
            Arrays.sort(s, from, to);
            return;
        }
        for (int i = from; set != 0; i++) {
            s[i] = Long.numberOfTrailingZeros(set);
            set &= set - 1;
        }
    }
}
