package io.github.tongiaki.core.internal;

import java.util.Arrays;

/**
 * What lies on the table and in the stack: the tiles laid (hex, rotation, placement order), royal and
 * removed islands, tiles set aside, every beach's boats, the supplies, stranded boats and the stack.
 * Plain data in arrays; the rules that change it are in the steps, which call the few primitives here
 * (lay a tile, take an island off, move boats, draw).
 *
 * <p>Copy-on-write: the arrays of the tiles (hexes, rotations, order, the hex index, the frontier,
 * royal and removed islands) and the stack's order change seldom (a tile laid, an island founded or
 * removed, a re-shuffle), so a copy shares them and whichever side writes first clones them
 * ({@link #ownTiles()}, and the {@link TileStack}). This keeps copies cheap for search. A copy never writes to
 * its source: marking the source as sharing is the only write, and it is idempotent.
 */
public final class Table {

    /** No tile, no hex, no colour. */
    public static final int NONE = -1;
    /** Boats each player has (R-COMP-1). */
    public static final int BOATS_PER_PLAYER = 15;

    /** The compiled tile set. */
    public final Tables tables;

    // ---- tiles (copy-on-write) ----
    private Tiles tiles;
    private boolean tilesShared;
    // per tile: set aside by a scenario (neither on the table nor in the stack, never drawn); fixed for the game
    private final boolean[] aside;

    // ---- boats ----
    private byte[] occ;         // per beach * 6 + colour: boats (at most 15, so bytes: a copy moves less)
    private byte[] beachTotal;  // per beach: boats
    // per colour c: supply at c, royal islands founded at 6 + c, boats stranded on the last water tile at 12 + c
    // (one array: a copy clones one)
    private int[] counts = new int[18];
    private int strandedTile = NONE;

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
        this.tables = tables;
        tiles = new Tiles(tables.tiles);
        this.aside = aside.clone();
        occ = new byte[tables.beaches * 6];
        beachTotal = new byte[tables.beaches];
        for (int c : seatColour) {
            counts[c] = BOATS_PER_PLAYER;
        }
        this.stack = new TileStack(tables, stack);
    }

    private Table(Table o) {
        tables = o.tables;
        tiles = o.tiles;
        aside = o.aside;
        tilesShared = true;
        if (!o.tilesShared) {
            o.tilesShared = true;
        }
        occ = o.occ.clone();
        beachTotal = o.beachTotal.clone();
        counts = o.counts.clone();
        strandedTile = o.strandedTile;
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
                occ[b * 6 + c] = 0;
            }
            beachTotal[b] = 0;
        }
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
            occ[b * 6 + c] = 0;
            beachTotal[b] = 0;
        }
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
    // boats
    // =====================================================================================

    /**
     * @param beach a global beach index
     * @param colour a colour ordinal
     * @return boats of that colour on it
     */
    public int boats(int beach, int colour) {
        return occ[beach * 6 + colour];
    }

    /**
     * @param beach a global beach index
     * @return all boats on it
     */
    public int beachTotal(int beach) {
        return beachTotal[beach];
    }

    /**
     * @param b a global beach index
     * @return whether its berths are all taken
     */
    public boolean full(int b) {
        return beachTotal[b] == tables.berths[b];
    }

    /** @return whether any beach is full */
    public boolean anyFullBeach() {
        for (int b = 0; b < tables.beaches; b++) {
            if (full(b)) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param record an occupancy record ({@link #occupancy()})
     * @return whether every beach holds exactly the boats of the record
     */
    public boolean sameOccupancy(byte[] record) {
        return Arrays.equals(record, occ);
    }

    /** {@return a copy of every beach's boats: beach * 6 + colour (a D-4 record)} */
    public byte[] occupancy() {
        return occ.clone();
    }

    /**
     * @param colour a colour ordinal
     * @return boats in that player's supply
     */
    public int supply(int colour) {
        return counts[colour];
    }

    /**
     * @param colour a colour ordinal
     * @return royal islands founded by that player
     */
    public int royalCount(int colour) {
        return counts[6 + colour];
    }

    /**
     * @param colour a colour ordinal
     * @return that player's boats stranded on the last water tile
     */
    public int stranded(int colour) {
        return counts[12 + colour];
    }

    /** @return the water tile the stranded group stands on, or -1 */
    public int strandedTile() {
        return strandedTile;
    }

    /**
     * @param colour a colour ordinal
     * @return that player's boats on beaches
     */
    public int boatsOnBeaches(int colour) {
        int n = 0;
        for (int b = 0; b < tables.beaches; b++) {
            n += occ[b * 6 + colour];
        }
        return n;
    }

    /**
     * @param t an island
     * @param colour a colour ordinal
     * @return that player's boats on its beaches
     */
    public int ownBoatsOn(int t, int colour) {
        int n = 0;
        for (int b = tables.beachBase[t], end = b + tables.beachCount[t]; b < end; b++) {
            n += occ[b * 6 + colour];
        }
        return n;
    }

    /**
     * @param t an island
     * @return the bit mask of its local beaches with a free berth
     */
    public int freeBeachMask(int t) {
        int m = 0;
        int base = tables.beachBase[t];
        for (int i = 0; i < tables.beachCount[t]; i++) {
            if (beachTotal[base + i] < tables.berths[base + i]) {
                m |= 1 << i;
            }
        }
        return m;
    }

    /**
     * @param t an island
     * @return its free berths
     */
    public int freeBerths(int t) {
        int n = 0;
        for (int b = tables.beachBase[t], end = b + tables.beachCount[t]; b < end; b++) {
            n += tables.berths[b] - beachTotal[b];
        }
        return n;
    }

    /**
     * @param b a global beach index
     * @return how many colours have a boat on it
     */
    public int coloursOn(int b) {
        int n = 0;
        for (int c = 0; c < 6; c++) {
            if (occ[b * 6 + c] > 0) {
                n++;
            }
        }
        return n;
    }

    /**
     * Moves boats from a supply to a beach.
     *
     * @param beach the beach
     * @param c the colour
     * @param n how many
     */
    public void addBoats(int beach, int c, int n) {
        counts[c] -= n;
        occ[beach * 6 + c] += n;
        beachTotal[beach] += n;
    }

    /**
     * Puts boats on a beach that are not from the supply (a landing group, a restored position).
     *
     * @param beach the beach
     * @param c the colour
     * @param n how many
     */
    public void landBoats(int beach, int c, int n) {
        occ[beach * 6 + c] += n;
        beachTotal[beach] += n;
    }

    /**
     * Moves all boats of a colour on a beach back to the supply.
     *
     * @param beach the beach
     * @param c the colour
     * @return how many
     */
    public int withdraw(int beach, int c) {
        int n = occ[beach * 6 + c];
        occ[beach * 6 + c] = 0;
        beachTotal[beach] -= n;
        counts[c] += n;
        return n;
    }

    /**
     * Takes one boat of a colour from a beach back to the supply (R-ALLBOATS-1).
     *
     * @param beach the beach
     * @param c the colour
     */
    public void takeBoat(int beach, int c) {
        occ[beach * 6 + c]--;
        beachTotal[beach]--;
        counts[c]++;
    }

    /**
     * Takes every boat off a beach as one group (R-EMI-1).
     *
     * @param beach the beach
     * @return the group, packed ({@link Group})
     */
    public int takeGroup(int beach) {
        int g = 0;
        for (int c = 0; c < 6; c++) {
            g = Group.plus(g, c, occ[beach * 6 + c]);
            occ[beach * 6 + c] = 0;
        }
        beachTotal[beach] = 0;
        return g;
    }

    /**
     * Gives boats back to the supplies (a failed crossing, a full landing, an empty stack).
     *
     * @param group the boats, packed
     */
    public void returnGroup(int group) {
        for (int c = 0; c < 6; c++) {
            counts[c] += Group.count(group, c);
        }
    }

    /**
     * Leaves a group stranded on the last water tile (R-END-1).
     *
     * @param t the water tile
     * @param group the boats, packed
     */
    public void strand(int t, int group) {
        for (int c = 0; c < 6; c++) {
            counts[12 + c] += Group.count(group, c);
        }
        strandedTile = t;
    }

    /**
     * Adds boats to a supply (a royal island's other boats, a restored position's accounting).
     *
     * @param c the colour
     * @param n how many (may be negative)
     */
    public void addSupply(int c, int n) {
        counts[c] += n;
    }

    /**
     * Sets the supplies of a restored position.
     *
     * @param boats per colour
     */
    public void setSupply(int[] boats) {
        System.arraycopy(boats, 0, counts, 0, 6);
    }

    /**
     * Sets the stranded boats of a restored position.
     *
     * @param t the water tile, or -1
     * @param boats per colour
     */
    public void setStranded(int t, int[] boats) {
        strandedTile = t;
        System.arraycopy(boats, 0, counts, 12, 6);
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
