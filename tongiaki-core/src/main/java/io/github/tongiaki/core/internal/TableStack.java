package io.github.tongiaki.core.internal;

import java.util.Arrays;

/**
 * The stack, a layer of {@link Table} (see {@link TableBase}): its tiles lie in the state array's stack
 * region, the top at {@code stackTop}; the islands and water tiles left are counted.
 */
public abstract class TableStack extends TableBoats {

    private int stackTop;
    private int stackEnd;
    private int stackIslands;
    private int stackWater;

    TableStack(Tables tables, boolean[] aside) {
        super(tables, aside);
    }

    TableStack(TableStack o) {
        super(o);
        stackTop = o.stackTop;
        stackEnd = o.stackEnd;
        stackIslands = o.stackIslands;
        stackWater = o.stackWater;
    }

    /** The stack of a new table: its tiles, top first, and how many of them are islands. */
    void initStack(int[] stack, int islandsInStack) {
        System.arraycopy(stack, 0, s, tables.offStack, stack.length);
        stackEnd = stack.length;
        stackIslands = islandsInStack;
        stackWater = stack.length - islandsInStack;
    }

    /** @return tiles left in the stack */
    public int stackSize() {
        return stackEnd - stackTop;
    }

    /** @return island tiles left in the stack */
    public int stackIslands() {
        return stackIslands;
    }

    /** @return water tiles left in the stack */
    public int stackWater() {
        return stackWater;
    }

    /**
     * @param i 0 = top
     * @return the tile at that depth of the stack (hidden information: not for players)
     */
    public int stackTile(int i) {
        return s[tables.offStack + stackTop + i];
    }

    /** @return the tiles left in the stack, in tile-set order (the outcomes of a chance draw) */
    public int[] stackSorted() {
        int[] left = Arrays.copyOfRange(s, tables.offStack + stackTop, tables.offStack + stackEnd);
        Arrays.sort(left);
        return left;
    }

    /** @return the top tile of the stack, now off it */
    public int drawTile() {
        int t = s[tables.offStack + stackTop++];
        if (tables.island[t]) {
            stackIslands--;
        } else {
            stackWater--;
        }
        return t;
    }

    /**
     * Puts a tile of the stack on its top (explicit chance: the draw is decided by a chance decision).
     *
     * @param t a tile in the stack
     */
    public void stackToTop(int t) {
        int base = tables.offStack;
        for (int i = base + stackTop; i < base + stackEnd; i++) {
            if (s[i] == t) {
                s[i] = s[base + stackTop];
                s[base + stackTop] = t;
                return;
            }
        }
    }

    /**
     * Re-shuffles the stack's hidden order, keeping which tiles are in it (determinization).
     *
     * @param seed the shuffle's seed
     */
    public void reshuffleStack(long seed) {
        Shuffle.shuffle(seed, s, tables.offStack + stackTop, tables.offStack + stackEnd);
    }
}
