package io.github.tongiaki.core.internal;

import java.util.Arrays;

/**
 * The face-down stack of tiles (R-SETUP-1): its order (hidden information), how many island and water
 * tiles it still holds (D-1 watches both), draws from the top. Copy-on-write: the order changes only by a
 * re-shuffle or an explicit chance draw, so a copy shares the array and whichever side writes first
 * clones it.
 */
public final class TileStack {

    private final Tables tables;
    private int[] tiles;
    private int top;
    private int islands;
    private int water;
    private boolean shared;

    /**
     * @param tables the compiled tile set
     * @param order the tiles, top first; the stack's from now on (not copied)
     */
    TileStack(Tables tables, int[] order) {
        this.tables = tables;
        this.tiles = order; // the caller's copy: Table clones it unless the stack is a new game's
        for (int t : order) {
            if (tables.island[t]) {
                islands++;
            } else {
                water++;
            }
        }
    }

    private TileStack(Tables tables, int[] order, int islands) {
        this.tables = tables;
        this.tiles = order;
        this.islands = islands;
        this.water = order.length - islands;
    }

    /**
     * A new game's stack: every tile but the start island, so its islands are counted once per tile set.
     *
     * @param tables the compiled tile set
     * @param order a permutation of 1..tiles-1, top first; the stack's from now on (not copied)
     * @return the stack
     */
    static TileStack ofAllTiles(Tables tables, int[] order) {
        if (order.length != tables.tiles - 1) {
            throw new IllegalArgumentException("a new game's stack holds " + (tables.tiles - 1) + " tiles, not " + order.length);
        }
        return new TileStack(tables, order, tables.stackIslands);
    }

    private TileStack(TileStack o) {
        tables = o.tables;
        tiles = o.tiles;
        top = o.top;
        islands = o.islands;
        water = o.water;
        shared = true; // the array; the source object itself is never written again (Table.ownStack)
    }

    /** {@return a copy sharing the array until it changes; the table that asks never writes this one again} */
    TileStack copy() {
        return new TileStack(this);
    }

    private void own() {
        if (shared) {
            tiles = tiles.clone();
            shared = false;
        }
    }

    /** @return tiles left */
    public int size() {
        return tiles.length - top;
    }

    /** @return island tiles left */
    public int islands() {
        return islands;
    }

    /** @return water tiles left */
    public int water() {
        return water;
    }

    /**
     * @param i 0 = top
     * @return the tile at that depth (hidden information: not for players)
     */
    public int tile(int i) {
        return tiles[top + i];
    }

    /** @return the top tile, now off the stack */
    int drawTop() {
        int t = tiles[top++];
        if (tables.island[t]) {
            islands--;
        } else {
            water--;
        }
        return t;
    }

    /**
     * Puts a tile of the stack on its top (explicit chance: the draw is decided by a chance decision).
     *
     * @param t a tile in the stack
     */
    void toTop(int t) {
        own();
        for (int i = top; i < tiles.length; i++) {
            if (tiles[i] == t) {
                tiles[i] = tiles[top];
                tiles[top] = t;
                break;
            }
        }
    }

    /**
     * Re-shuffles the hidden order, keeping which tiles are in the stack.
     *
     * @param seed the shuffle's seed
     */
    void reshuffle(long seed) {
        own();
        new Shuffle(seed).shuffle(tiles, top, tiles.length);
    }

    /** @return the tiles left, in tile-set order (the outcomes of a chance draw) */
    public int[] sorted() {
        int[] left = Arrays.copyOfRange(tiles, top, tiles.length);
        Arrays.sort(left);
        return left;
    }
}
