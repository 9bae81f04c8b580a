package io.github.tongiaki.core.internal;

/**
 * What lies on the table and in the stack: the tiles laid (hex, rotation, placement order), royal and
 * removed islands, tiles set aside, every beach's boats, the supplies, stranded boats and the stack.
 * Plain data in arrays; the rules that change it are in the steps, which call the few primitives here
 * (lay a tile, take an island off, move boats, draw). The boats' fields and primitives are declared in the
 * superclass {@link TableBoats}: the same object, split in two files by what it holds.
 *
 * <p>Copy-on-write: the arrays of the tiles (hexes, rotations, order, the hex index, the frontier,
 * royal and removed islands) and the stack's order change seldom (a tile laid, an island founded or
 * removed, a re-shuffle), so a copy shares them and whichever side writes first clones them
 * ({@link #ownTiles()}, and the {@link TileStack}). This keeps copies cheap for search. A copy never writes to
 * its source: marking the source as sharing is the only write, and it is idempotent.
 */
public final class Table extends TableBoats {

    /** No tile, no hex, no colour. */
    public static final int NONE = -1;
    /** Boats each player has (R-COMP-1). */
    public static final int BOATS_PER_PLAYER = 15;

    // ---- tiles (copy-on-write) ----
    private Tiles tiles;
    private boolean tilesShared;
    // per tile: set aside by a scenario (neither on the table nor in the stack, never drawn); fixed for the game
    private final boolean[] aside;

    // ---- the stack ----
    // Shared with copies until either side draws or re-orders (most copies taken by search are dropped first).
    private TileStack stack;
    private boolean stackShared;

    /**
     * An empty table: no tile laid, every player's boats in his supply.
     *
     * @param tables the compiled tile set
     * @param seatColour colour ordinal per seat
     * @param stack the stack, top first
     * @param aside per tile: set aside by a scenario
     */
    public Table(Tables tables, int[] seatColour, int[] stack, boolean[] aside) {
        this(tables, seatColour, new TileStack(tables, stack.clone()), aside.clone());
    }

    private Table(Tables tables, int[] seatColour, TileStack stack, boolean[] aside) {
        super(tables, seatColour);
        tiles = new Tiles(tables.tiles);
        this.aside = aside;
        this.stack = stack;
    }

    /**
     * The empty table of a new game: as {@link #Table(Tables, int[], int[], boolean[])} with no tile set aside,
     * but the table keeps the stack array it is given (no copy: a game starts at every search's and
     * tournament's game).
     *
     * @param tables the compiled tile set
     * @param seatColour colour ordinal per seat
     * @param stack the stack, top first: every tile but the start island; the table's from now on (the caller
     *     must not change it)
     * @return the table
     */
    public static Table forNewGame(Tables tables, int[] seatColour, int[] stack) {
        return new Table(tables, seatColour, TileStack.ofAllTiles(tables, stack), tables.noneAside);
    }

    private Table(Table o) {
        super(o);
        tiles = o.tiles;
        aside = o.aside;
        tilesShared = true;
        if (!o.tilesShared) {
            o.tilesShared = true;
        }
        stack = o.stack;
        stackShared = true;
        if (!o.stackShared) {
            // The only write to the source, and only to one never copied before (as for the tiles). From now on
            // neither table writes the shared object: each replaces it by its own copy first (ownStack).
            o.stackShared = true;
        }
    }

    /** {@return an independent copy; the tile arrays and the stack are shared copy-on-write} */
    public Table copy() {
        return new Table(this);
    }

    private void ownTiles() {
        if (tilesShared) {
            tiles = tiles.copy();
            tilesShared = false;
        }
    }

    // =====================================================================================
    // tiles
    // =====================================================================================

    /**
     * @param t a tile index
     * @return its packed hex, or -1 if not on the table
     */
    public int tileHex(int t) {
        return tiles.hex[t];
    }

    /**
     * @param t a tile index
     * @return whether it is on the table
     */
    public boolean onTable(int t) {
        return tiles.hex[t] != NONE;
    }

    /**
     * @param t a tile index
     * @return its rotation
     */
    public int tileRotation(int t) {
        return tiles.rot[t];
    }

    /** @return the number of tiles on the table */
    public int placedCount() {
        return tiles.placedCount;
    }

    /**
     * @param i 0..placedCount-1
     * @return the tile index placed i-th (among those still on the table)
     */
    public int placedTile(int i) {
        return tiles.placed[i];
    }

    /** @return whether an island is on the table */
    public boolean anyIsland() {
        for (int i = 0; i < tiles.placedCount; i++) {
            if (tables.island[tiles.placed[i]]) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param t a tile index
     * @return the colour ordinal of its mask boat, or -1
     */
    public int royalOwner(int t) {
        return tiles.royalOwner[t];
    }

    /**
     * @param t a tile index
     * @return whether the tile left the game
     */
    public boolean removed(int t) {
        return tiles.removed[t];
    }

    /**
     * @param t a tile index
     * @return whether the tile was set aside by a scenario (never drawn)
     */
    public boolean aside(int t) {
        return aside[t];
    }

    /**
     * @param packed a packed hex
     * @return the tile on it, or -1
     */
    public int tileAt(int packed) {
        return tiles.at(packed);
    }

    /** @return the number of empty hexes next to a tile on the table (D-9) */
    public int frontierCount() {
        return tiles.frontierCount;
    }

    /**
     * @param i 0..frontierCount-1
     * @return the i-th empty hex next to a tile on the table, in ascending packed order
     */
    public int frontier(int i) {
        return tiles.frontier[i];
    }

    /**
     * Lays a tile.
     *
     * @param t the tile
     * @param packed its hex
     * @param rot its rotation
     */
    public void putTile(int t, int packed, int rot) {
        ownTiles();
        tiles.put(t, packed, rot);
    }

    /**
     * Takes an island off the table for good (R-LOOP-1, D-10); its boats go back to their supplies.
     *
     * @param t the island
     * @param back receives per colour the boats that went back
     */
    public void removeIsland(int t, int[] back) {
        for (int b = tables.beachBase[t], end = b + tables.beachCount[t]; b < end; b++) {
            for (int c = 0; c < 6; c++) {
                back[c] += occ[b * 6 + c];
                counts[c] += occ[b * 6 + c];
                counts[18 + c] -= occ[b * 6 + c];
                hash -= occ[b * 6 + c] * tables.occupancyKey[b * 6 + c];
                occ[b * 6 + c] = 0;
            }
            occ[totals + b] = 0;
        }
        unmark(t);
        ownTiles();
        tiles.remove(t);
    }

    /**
     * Makes an island royal (R-ROYAL-1): its beaches are emptied (the caller has counted the boats), the
     * mask boat is the colour's.
     *
     * @param t the island
     * @param c the colour
     */
    public void makeRoyal(int t, int c) {
        for (int b = tables.beachBase[t], end = b + tables.beachCount[t]; b < end; b++) {
            counts[18 + c] -= occ[b * 6 + c];
            hash -= occ[b * 6 + c] * tables.occupancyKey[b * 6 + c];
            occ[b * 6 + c] = 0;
            occ[totals + b] = 0;
        }
        unmark(t);
        ownTiles();
        tiles.royalOwner[t] = c;
        counts[6 + c]++;
    }

    /**
     * Restores royal and removed islands of a position (the caller has validated them) on a new table,
     * whose tiles are its own (no copy shares them yet).
     *
     * @param royal per tile: the mask boat's colour or -1
     * @param removedTiles per tile: left the game
     */
    public void setIslands(int[] royal, boolean[] removedTiles) {
        for (int t = 0; t < tables.tiles; t++) {
            tiles.royalOwner[t] = royal[t];
            if (royal[t] != NONE) {
                counts[6 + royal[t]]++;
            }
            tiles.removed[t] = removedTiles[t];
        }
    }

    // =====================================================================================
    // the stack
    // =====================================================================================

    /** @return the stack, to read (its changes go through the table: {@link #drawTile()}, …) */
    public TileStack stack() {
        return stack;
    }

    private TileStack ownStack() {
        if (stackShared) {
            stack = stack.copy();
            stackShared = false;
        }
        return stack;
    }

    /** @return the top tile of the stack, now off it */
    public int drawTile() {
        return ownStack().drawTop();
    }

    /**
     * Puts a tile of the stack on its top (explicit chance: the draw is decided by a chance decision).
     *
     * @param t a tile in the stack
     */
    public void stackToTop(int t) {
        ownStack().toTop(t);
    }

    /**
     * Re-shuffles the stack's hidden order, keeping which tiles are in it (determinization).
     *
     * @param seed the shuffle's seed
     */
    public void reshuffleStack(long seed) {
        ownStack().reshuffle(seed);
    }
}
