package io.github.tongiaki.core.internal;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.Arrays;

/**
 * A tile set compiled into flat arrays for the engine's hot path. Immutable (nothing writes to its
 * arrays) and shared by every copy of a game, and through {@link #of}'s cache by every game of the same
 * tile set. Tile index {@code t} is the index in {@link TileSet#all()} (the start island is 0); beaches get
 * global indices {@code beachBase[t] .. beachBase[t] + beachCount[t] - 1}.
 */
public final class Tables {

    /** The tile set. */
    public final TileSet set;
    /** Number of tiles, start island included. */
    public final int tiles;
    /** The tiles by index. */
    public final Tile[] tile;
    /** Whether tile t is an island. */
    public final boolean[] island;
    /** Points of island t (0 for water). */
    public final int[] points;
    /** First global beach index of tile t. */
    public final int[] beachBase;
    /** Number of beaches of tile t (0 for water). */
    public final int[] beachCount;
    /** Total number of beaches. */
    public final int beaches;
    /** The largest number of beaches of one island. */
    public final int maxBeaches;
    /** Island tiles other than the start island (a new game's stack holds them all). */
    public final int stackIslands;
    /** Per tile: false. A new game's tiles set aside (none), shared by every such game (nothing writes it). */
    public final boolean[] noneAside;
    /** Berths of global beach b. */
    public final int[] berths;
    /**
     * D-4: per beach, a random odd key: the hash of an occupancy is the sum over beaches of the beach's packed
     * boats ({@link Table#beachWord(int)}) times its key, wrapping, kept while a turn's records are taken
     * ({@link Table#recordOrFind()}). A hash only finds candidates; the records themselves confirm a repeat.
     * Nothing writes it but one test, which gives its own tile set's beaches the key 0 to make every hash collide.
     */
    public final int[] occupancyKey;
    /**
     * The position hash's beach keys (Zobrist): for beach b, colour ordinal c and count n (0..15) the key at
     * {@code (b * 6 + c) * 16 + n}, two independent 32-bit halves; the count 0's key is 0, so an empty beach adds
     * nothing. Fixed (the keys of {@link #occupancyKey}'s generator from their own seed), never written.
     */
    public final int[] zobristA;
    /** The low halves of the beach keys ({@link #zobristA}). */
    public final int[] zobristB;
    /** Bit mask of the jetty edges of global beach b. */
    public final int[] jettyMask;
    /** The tile of global beach b. */
    public final int[] beachTile;
    /** Per global beach: its bit among its island's full beaches in the island's word ({@link #offIsland}). */
    public final int[] beachFullBit;
    /** The beach refs by global index. */
    public final BeachRef[] beachRef;
    /** For water tile t and edge e: {@code partner[t*6+e]} is the other end of the route at e. */
    public final int[] partner;
    /** For water tile t and edge e: the difficulty of the route at e. */
    public final int[] difficulty;
    /**
     * A voyage's step over a laid water tile, precomputed: for water tile t laid with rotation r, entered by a
     * group moving in board direction d, {@code transit[(t * 6 + r) * 6 + d]} is the board direction it leaves in
     * (bits 0-2) and the difficulty of the route (bits 3 and up). Saves the modular arithmetic of edges and
     * rotations at every step of every voyage and every D-2 path.
     */
    public final int[] transit;
    /**
     * The edge of a tile laid with rotation {@code rot} by which a group moving in board direction {@code dir}
     * enters it (it comes from the opposite side, R-VOY-1).
     *
     * @param dir a board direction 0..5
     * @param rot a rotation 0..5
     * @return the tile's own edge 0..5
     */
    public static int entryEdge(int dir, int rot) {
        return (dir + 3 - rot + 12) % 6;
    }

    /** {@code (a + b) % 6} for a, b in 0..5, at index a + b: a jetty's edge turned by its island's rotation. */
    public static final int[] ADD6 = {0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5};
    /** The island tiles, start island included, in tile order. */
    public final int[] islands;
    /** Ints per tile mask of {@link Table}'s marks: one per 32 tiles (tile t is bit t % 32 of int t / 32). */
    public final int words;
    /**
     * The table's grid of tiles keeps tile + 1 in each cell, in 8 bits while the tile set has fewer than 255 tiles,
     * else in 16: this is log2 of the cells per long of the grid, 3 or 2.
     */
    public final int gridCellsShift;
    /**
     * Half the width of a new table's window (hexes with |q| and |r| up to this): 8 for the official set, whose
     * games' tiles mostly stay within 6 of the middle (the window holds two hexes more; about 16 % of random
     * 4-player games outgrow it, and a larger first window would make every copy larger), and in proportion to the
     * square root of the tiles for larger sets, whose boards spread as far. A board that outgrows it grows it.
     */
    public final int firstRadius;
    /** The cell offsets of the six neighbours in a window of {@link #firstRadius} (every new table's; never written). */
    final int[] firstNeighbours;
    /** {@link Hexes#neighbourPattern} of a window of {@link #firstRadius}. */
    final long firstNeighbourPattern;
    /** The cell of a grid's long that a cell index is: {@code (1 << gridCellsShift) - 1}. */
    public final int gridCellMask;
    /** log2 of the bits of a grid cell: 3 or 4. */
    public final int gridBitsShift;
    /** The bits of one grid cell: 0xFF or 0xFFFF. */
    public final long gridValueMask;

    // ---- the layout of a table's state array (Table): regions after the engine's ints ----
    /** Per colour: its supply, royal islands, stranded boats and boats on beaches, a byte each (see {@link Table}). */
    public final int offCounts;
    /** The boat masks over the tiles: per colour the islands with its boats, then the islands with a full beach. */
    public final int offMarks;
    /** Per beach: its boats, packed ({@link Table#beachWord(int)}). */
    public final int offOcc;
    /** Per tile: packed hex (0 when not on the table), rotation, royal owner + 1, removed. */
    public final int offTile;
    /** The tiles on the table in the order they were laid, two to an int (16 bits each). */
    public final int offOrder;
    /** The stack's order, top first from the table's stack top. */
    public final int offStack;
    /**
     * Per island ({@link #islandSlot}), then one int that stays 0: the sum of its beaches' colour fields (the low
     * 24 bits of their words), and a bit per local beach that is full from bit 24 on; kept with every change of a
     * beach ({@link Table#islandWord}).
     */
    public final int offIsland;
    /**
     * Per tile: the index of its word after {@link #offIsland}, its place among {@link #islands}; a water tile's is
     * the last word, which no beach changes (0: no boats, no full beach).
     */
    public final int[] islandSlot;
    /** Per global beach: the index of its island's word after {@link #offIsland}. */
    public final int[] beachIsland;
    /** The length of a table's state array. */
    public final int stateInts;

    /** The seed of the D-4 occupancy keys. */
    static final long KEY_SEED = 0x7044_4A4B_1004L;
    /** The seed of the position hash's beach keys ({@link #zobristA}). */
    static final long ZOBRIST_SEED = 0x2087_0B15_7A1EL;
    /** The step of the keys' generator: SplitMix's golden gamma, as in {@link Shuffle}. */
    static final long KEY_GAMMA = 0x9E3779B97F4A7C15L;

    /**
     * D-4: the occupancy key made from one state of the keys' generator: SplitMix's 32-bit output function
     * (the one {@code java.util.SplittableRandom.nextInt()} applies), made odd. The keys are
     * {@code occupancyKey(KEY_SEED + (i + 1) * KEY_GAMMA)} for beach i: the very keys a
     * {@code new SplittableRandom(KEY_SEED)} gave (TablesTest pins them), computed without that class, which
     * the JavaScript build's class library lacks.
     *
     * @param state the generator's state after its step
     * @return the key, odd
     */
    static int occupancyKey(long state) {
        long z = (state ^ (state >>> 33)) * 0x62A9D9ED799705F5L;
        return (int) (((z ^ (z >>> 28)) * 0xCB24D0A5C88C35B3L) >>> 32) | 1;
    }

    /** A beach key of the position hash from one state of the keys' generator: {@link #occupancyKey} without the odd bit. */
    static int zobristKey(long state) {
        long z = (state ^ (state >>> 33)) * 0x62A9D9ED799705F5L;
        return (int) (((z ^ (z >>> 28)) * 0xCB24D0A5C88C35B3L) >>> 32);
    }

    private Tables(TileSet set) {
        this.set = set;
        this.tiles = set.size();
        this.tile = set.all().toArray(new Tile[0]);
        this.island = new boolean[tiles];
        this.points = new int[tiles];
        this.beachBase = new int[tiles];
        this.beachCount = new int[tiles];
        this.partner = new int[tiles * 6];
        this.difficulty = new int[tiles * 6];
        int b = 0;
        for (int t = 0; t < tiles; t++) {
            beachBase[t] = b;
            if (tile[t] instanceof IslandTile i) {
                island[t] = true;
                points[t] = i.points();
                beachCount[t] = i.beaches().size();
                b += beachCount[t];
            } else {
                WaterTile w = (WaterTile) tile[t];
                for (int e = 0; e < 6; e++) {
                    partner[t * 6 + e] = w.routeAt(e).otherEnd(e);
                    difficulty[t * 6 + e] = w.routeAt(e).difficulty();
                }
            }
        }
        this.beaches = b;
        int most = 0;
        int islands = 0;
        for (int t = 0; t < tiles; t++) {
            most = Math.max(most, beachCount[t]);
            islands += t > 0 && island[t] ? 1 : 0;
        }
        this.stackIslands = islands;
        this.maxBeaches = most;
        this.noneAside = new boolean[tiles];
        this.occupancyKey = new int[b];
        // D-4: fixed keys, so that the same occupancy has the same hash in every game and on every machine.
        long keys = KEY_SEED;
        for (int i = 0; i < occupancyKey.length; i++) {
            occupancyKey[i] = occupancyKey(keys += KEY_GAMMA);
        }
        this.zobristA = new int[b * 6 * 16];
        this.zobristB = new int[b * 6 * 16];
        long z = ZOBRIST_SEED;
        for (int i = 0; i < zobristA.length; i++) {
            if ((i & 15) != 0) {
                zobristA[i] = zobristKey(z += KEY_GAMMA);
                zobristB[i] = zobristKey(z += KEY_GAMMA);
            }
        }
        this.transit = new int[tiles * 36];
        for (int t = 0; t < tiles; t++) {
            if (island[t]) {
                continue;
            }
            for (int r = 0; r < 6; r++) {
                for (int d = 0; d < 6; d++) {
                    int entry = entryEdge(d, r);
                    transit[(t * 6 + r) * 6 + d] = (partner[t * 6 + entry] + r) % 6 | difficulty[t * 6 + entry] << 3;
                }
            }
        }
        this.islands = java.util.stream.IntStream.range(0, tiles).filter(t -> island[t]).toArray();
        this.words = (tiles + 31) >>> 5;
        this.gridCellsShift = tiles < 255 ? 3 : 2;
        this.firstRadius = Math.max(8, (int) Math.ceil(8 * Math.sqrt(tiles / 32.0)));
        this.firstNeighbours = Hexes.neighbourOffsets(2 * firstRadius + 1);
        this.firstNeighbourPattern = Hexes.neighbourPattern(2 * firstRadius + 1);
        this.gridCellMask = (1 << gridCellsShift) - 1;
        this.gridBitsShift = 6 - gridCellsShift;
        this.gridValueMask = (1L << (64 >>> gridCellsShift)) - 1;
        this.offCounts = Table.ENGINE_INTS;
        this.offMarks = offCounts + 6;
        this.offOcc = offMarks + 7 * words;
        this.offTile = offOcc + b;
        this.offOrder = offTile + tiles;
        this.offStack = offOrder + (tiles + 1) / 2;
        this.offIsland = offStack + tiles;
        this.stateInts = offIsland + this.islands.length + 1;
        this.islandSlot = new int[tiles];
        Arrays.fill(islandSlot, this.islands.length);
        for (int i = 0; i < this.islands.length; i++) {
            islandSlot[this.islands[i]] = i;
        }
        this.beachIsland = new int[b];
        this.berths = new int[b];
        this.jettyMask = new int[b];
        this.beachTile = new int[b];
        this.beachFullBit = new int[b];
        this.beachRef = new BeachRef[b];
        for (int t = 0; t < tiles; t++) {
            if (tile[t] instanceof IslandTile i) {
                for (int k = 0; k < i.beaches().size(); k++) {
                    Beach beach = i.beaches().get(k);
                    int g = beachBase[t] + k;
                    berths[g] = beach.berths();
                    beachTile[g] = t;
                    beachIsland[g] = islandSlot[t];
                    beachFullBit[g] = 1 << (24 + k);
                    beachRef[g] = new BeachRef(i.id(), k + 1);
                    for (int e : beach.jetties()) {
                        jettyMask[g] |= 1 << e;
                    }
                }
            }
        }
    }

    /**
     * The tables compiled last, newest first, at most {@link #CACHED}: a small identity cache, since
     * nearly every game uses the one official set and compiling it costs more than the rest of
     * {@code Game.start}. Replaced as a whole (copy on write) and published through the volatile field,
     * so a reader sees a complete array of completely built tables (their fields are final). Keyed by
     * identity, not {@link TileSet#equals} (which compares every tile): a tile set is immutable, and an
     * equal set built elsewhere simply gets its own tables. Bounded, so a program that builds many
     * custom sets keeps only the last few alive.
     */
    private static volatile Tables[] cache = new Tables[0];

    /** How many compiled tile sets {@link #of} keeps. */
    static final int CACHED = 8;

    /**
     * The compiled tables of a tile set: the same instance for the same set while it is among the last
     * {@value #CACHED} sets compiled. Thread-safe.
     *
     * @param set a tile set
     * @return its tables
     */
    public static Tables of(TileSet set) {
        Tables t = cached(set);
        return t != null ? t : compile(set);
    }

    private static Tables cached(TileSet set) {
        for (Tables t : cache) {
            if (t.set == set) {
                return t;
            }
        }
        return null;
    }

    private static synchronized Tables compile(TileSet set) {
        // another thread may have compiled it since of() looked
        Tables t = cached(set);
        if (t == null) {
            t = new Tables(set);
            Tables[] c = cache;
            Tables[] n = new Tables[Math.min(CACHED, c.length + 1)];
            n[0] = t;
            System.arraycopy(c, 0, n, 1, n.length - 1);
            cache = n;
        }
        return t;
    }
}
