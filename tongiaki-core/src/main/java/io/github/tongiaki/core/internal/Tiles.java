package io.github.tongiaki.core.internal;

import java.util.Arrays;

/**
 * The tiles on the table (R-SETUP-1, R-EMI-3, R-VOY-4, D-9): each tile's hex and rotation, the order they
 * were laid in, a hex index, the frontier of empty hexes next to the table (the D-9 candidates), royal and
 * removed islands. A {@link Table} shares its tiles with its copies and clones them before its first change
 * (they change seldom: a tile laid, an island founded or removed).
 */
final class Tiles {

    /** Per tile: packed hex, or {@link Table#NONE} if not on the table. */
    final int[] hex;
    /** Per tile: rotation 0..5. */
    final byte[] rot;
    /** Tile indices on the table, in placement order. */
    final int[] placed;
    int placedCount;
    /** Hex to tile index: open addressing on the packed hex, slot = tile + 1 (0 empty); at most half full. */
    private final int[] slots;
    /** The empty hexes next to a tile on the table, ascending packed order (D-9 candidates). */
    int[] frontier;
    int frontierCount;
    /** Per tile: colour ordinal of the mask boat, or {@link Table#NONE}. */
    final int[] royalOwner;
    /** Per tile: left the game (R-LOOP-1). */
    final boolean[] removed;

    Tiles(int n) {
        hex = new int[n];
        Arrays.fill(hex, Table.NONE);
        rot = new byte[n];
        placed = new int[n];
        slots = new int[Integer.highestOneBit(Math.max(2, n) * 2 - 1) << 1];
        frontier = new int[16];
        royalOwner = new int[n];
        Arrays.fill(royalOwner, Table.NONE);
        removed = new boolean[n];
    }

    private Tiles(Tiles o) {
        hex = o.hex.clone();
        rot = o.rot.clone();
        placed = o.placed.clone();
        placedCount = o.placedCount;
        slots = o.slots.clone();
        frontier = o.frontier.clone();
        frontierCount = o.frontierCount;
        royalOwner = o.royalOwner.clone();
        removed = o.removed.clone();
    }

    /** {@return a deep copy} */
    Tiles copy() {
        return new Tiles(this);
    }

    /**
     * @param packed a packed hex
     * @return the tile on it, or -1
     */
    int at(int packed) {
        int mask = slots.length - 1;
        for (int i = Hexes.slot(packed, mask); ; i = (i + 1) & mask) {
            int s = slots[i];
            if (s == 0) {
                return Table.NONE;
            }
            if (hex[s - 1] == packed) {
                return s - 1;
            }
        }
    }

    private void index(int t) {
        int mask = slots.length - 1;
        int i = Hexes.slot(hex[t], mask);
        while (slots[i] != 0) {
            i = (i + 1) & mask;
        }
        slots[i] = t + 1;
    }

    /** Lays a tile: it joins the order, the index and the frontier's neighbourhood. */
    void put(int t, int packed, int rotation) {
        hex[t] = packed;
        rot[t] = (byte) rotation;
        placed[placedCount++] = t;
        index(t);
        removeFrontier(packed);
        for (int d = 0; d < 6; d++) {
            int nh = Hexes.step(packed, d);
            if (at(nh) == Table.NONE) {
                addFrontier(nh);
            }
        }
    }

    /** Takes an island off for good (R-LOOP-1, D-10): the index and the frontier are rebuilt. */
    void remove(int t) {
        hex[t] = Table.NONE;
        removed[t] = true;
        int j = 0;
        for (int i = 0; i < placedCount; i++) {
            if (placed[i] != t) {
                placed[j++] = placed[i];
            }
        }
        placedCount = j;
        Arrays.fill(slots, 0);
        for (int i = 0; i < placedCount; i++) {
            index(placed[i]);
        }
        frontierCount = 0;
        for (int i = 0; i < placedCount; i++) {
            for (int d = 0; d < 6; d++) {
                int nh = Hexes.step(hex[placed[i]], d);
                if (at(nh) == Table.NONE) {
                    addFrontier(nh);
                }
            }
        }
    }

    private void addFrontier(int h) {
        int i = Arrays.binarySearch(frontier, 0, frontierCount, h);
        if (i >= 0) {
            return;
        }
        i = -i - 1;
        if (frontierCount == frontier.length) {
            frontier = Arrays.copyOf(frontier, frontierCount * 2);
        }
        System.arraycopy(frontier, i, frontier, i + 1, frontierCount - i);
        frontier[i] = h;
        frontierCount++;
    }

    private void removeFrontier(int h) {
        int i = Arrays.binarySearch(frontier, 0, frontierCount, h);
        if (i >= 0) {
            System.arraycopy(frontier, i + 1, frontier, i, frontierCount - i - 1);
            frontierCount--;
        }
    }
}
