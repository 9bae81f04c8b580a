package io.github.tongiaki.core.internal;

/**
 * What lies on the table and in the stack: the tiles laid (hex, rotation, placement order), royal and
 * removed islands, tiles set aside, every beach's boats, the supplies, stranded boats, the stack, and the
 * D-4 history of the turn. The rules that change it are in the engine's steps, which call the few
 * primitives here (lay a tile, take an island off, move boats, draw).
 *
 * <p><b>Plain data, copied whole.</b> Nearly all of it lies in one int array, {@link #state()}, whose first
 * {@link #ENGINE_INTS} ints belong to the engine (its frames and options) and whose other regions are laid
 * out by {@link Tables} ({@code offCounts} … {@code offStack}); beside it a long array holds the window of
 * hexes around the middle: a grid with the tile on each hex, and a bit set of the free hexes next to a tile
 * (the D-9 frontier); a tape holds the D-4 history while a turn's emigrations run. A {@link #copy()} clones
 * these arrays and never writes to the table it copies, so several threads may copy one table at once.
 *
 * <p><b>Boats.</b> A beach's boats are one int: four bits per colour ordinal (a colour has at most 15 boats,
 * R-COMP-1), the total in bits 24 and up ({@link #beachWord}). The islands' boats are the sums of their
 * beaches' words (no four-bit field can carry over). Per colour, a mask of the islands where it has boats,
 * and a mask of the islands with a full beach, are kept with every boat move, so the turn's and the
 * emigrations' options read masks instead of every beach.
 *
 * <p><b>One object, its concerns in files of their own.</b> This class owns every field and array and is the
 * only type its users name. The code of each concern lies in a package-private final class of static methods
 * over these fields, called from one-line entry points here: {@link TableWindow} the window and the D-9
 * frontier, {@link TableStack} the stack, {@link TableBoats} the beaches' boats and the marks kept with every
 * move, {@link TableCounts} the counts per colour, {@link TableTape} the D-4 tape of the turn, {@link TableTiles}
 * the tiles' words and the moves of a tile, which reach into the others, {@link TableSetup} the making of an empty
 * table and of a copy. The fields are package-private for these classes alone. A static call is bound when
 * compiled, so the JIT inlines an entry point and its body as it inlined the body alone.
 */
public final class Table {

    /** No tile, no hex, no colour. */
    public static final int NONE = -1;
    /** Boats each player has (R-COMP-1). */
    public static final int BOATS_PER_PLAYER = 15;
    /**
     * Ints at the front of {@link #state()} that belong to the engine: its frame stack and its options (one
     * array, so a copy of a game clones one array for both).
     */
    public static final int ENGINE_INTS = 44;

    /** The compiled tile set. */
    public final Tables tables;
    /** The state array ({@link #state()}). */
    final int[] s;
    /** Per tile: set aside by a scenario (neither on the table nor in the stack, never drawn); never written. */
    final boolean[] aside;

    // ---- the window (TableWindow): the grid, then at gridWords the frontier, a bit per cell, then the occupied cells ----
    long[] w;
    int radius;
    int width;
    /** The cell offsets of the six neighbours, directions 0..5, for this width (shared: never written). */
    int[] neighbours;
    int gridWords;
    /** Where the bit set of the occupied cells begins in {@link #w}, after the frontier's (as many words). */
    int occupied;
    /** The six neighbours of a cell as bits from the cell one row back ({@link TableWindow#laid}); 0 for a window over 31 wide. */
    long neighbourPattern;
    int frontierCount;
    /**
     * Every frontier bit lies in the words {@code [frontierLow, frontierHigh)} after {@link #gridWords}: a bound kept as
     * tiles are laid, so that a free placement's copy of the frontier ({@link #frontierCopy()}) reads a few words,
     * not the whole window. It may be wider than the frontier (a hex that leaves it does not narrow it), never narrower;
     * each copy narrows it to the words that hold a bit.
     */
    int frontierLow;
    int frontierHigh;

    // ---- the tiles (TableTiles) ----
    int placedCount;
    int islandsOnTable;

    // ---- the stack (TableStack) ----
    int stackTop;
    int stackEnd;
    int stackIslands;
    int stackWater;
    /** The water tile the stranded group stands on, or -1 (TableCounts). */
    int strandedTile = NONE;

    // ---- D-4 (TableTape): the tape of this turn's emigrations, the occupancy hash since its first record ----
    int[] tape;
    int tapeLength;
    /** The records on the tape ({@link #recordCount()}), counted as they are written. */
    int tapeRecords;
    /** The tape position of the last record, -1 for none (each record holds the position of the one before + 1). */
    int lastRecord = -1;
    int hash;
    /**
     * The position hash's beach part, two 32-bit halves (ints, as the JavaScript build makes longs slow): the XOR of
     * {@link Tables#zobristA} (and B) over every beach and colour with boats there, kept by the one writer of a
     * beach ({@link TableTape#setBeach}) once {@link #zobristKept}: until the hash is first asked for, the writers skip
     * it, so that search playouts, which never ask, do not pay for it.
     */
    int zobristA;
    int zobristB;
    /** Whether {@link #zobristA} and B are kept with every write; false until {@link #beachHash()} is first asked. */
    boolean zobristKept;

    /**
     * An empty table: no tile laid, every player's boats in his supply.
     *
     * @param tables the compiled tile set
     * @param seatColour colour ordinal per seat
     * @param stack the stack, top first
     * @param aside per tile: set aside by a scenario
     */
    public Table(Tables tables, int[] seatColour, int[] stack, boolean[] aside) {
        this(tables, seatColour, stack, aside.clone(), TableStack.islands(tables, stack));
    }

    private Table(Tables tables, int[] seatColour, int[] stack, boolean[] aside, int islandsInStack) {
        this.tables = tables;
        this.s = new int[tables.stateInts];
        this.aside = aside;
        TableSetup.empty(this, seatColour, stack, islandsInStack);
    }

    /**
     * The empty table of a new game: as {@link #Table(Tables, int[], int[], boolean[])} with no tile set aside
     * and every tile but the start island in the stack (so its islands are counted once per tile set).
     *
     * @param tables the compiled tile set
     * @param seatColour colour ordinal per seat
     * @param stack the stack, top first: a permutation of 1..tiles-1
     * @return the table
     * @throws IllegalArgumentException if the stack does not hold tiles - 1 tiles
     */
    public static Table forNewGame(Tables tables, int[] seatColour, int[] stack) {
        if (stack.length != tables.tiles - 1) {
            throw new IllegalArgumentException("a new game's stack holds " + (tables.tiles - 1) + " tiles, not " + stack.length);
        }
        return new Table(tables, seatColour, stack, tables.noneAside, tables.stackIslands);
    }

    private Table(Table o) {
        tables = o.tables;
        s = o.s.clone();
        aside = o.aside;
        TableSetup.copy(o, this);
    }

    /** {@return an independent copy; reads this table and writes nothing to it} */
    public Table copy() {
        return new Table(this);
    }

    /**
     * {@return the state array, the table's own: the engine's {@link #ENGINE_INTS} ints (its frames and options,
     * which it alone writes), then the table's regions}
     */
    public int[] state() {
        return s;
    }

    // ---- the tiles' words and the order laid; the moves of a tile (TableTiles) ----

    /** {@return the packed hex of tile t, or -1 if it is not on the table} */
    public int tileHex(int t) {
        int h = s[tables.offTile + t] & 0xFFFFFF;
        return h == 0 ? NONE : h;
    }

    /** {@return whether tile t is on the table} */
    public boolean onTable(int t) {
        return (s[tables.offTile + t] & 0xFFFFFF) != 0;
    }

    /** {@return tile t's rotation} */
    public int tileRotation(int t) {
        return (s[tables.offTile + t] >>> 24) & 7;
    }

    /** {@return the number of tiles on the table} */
    public int placedCount() {
        return placedCount;
    }

    /** {@return the tile laid i-th (0..placedCount-1), among those still on the table} */
    public int placedTile(int i) {
        return (s[tables.offOrder + (i >>> 1)] >>> ((i & 1) << 4)) & 0xFFFF;
    }

    /** {@return whether an island is on the table} */
    public boolean anyIsland() {
        return islandsOnTable > 0;
    }

    /** {@return the colour ordinal of tile t's mask boat, or -1} */
    public int royalOwner(int t) {
        return ((s[tables.offTile + t] >>> 27) & 7) - 1;
    }

    /** {@return whether tile t left the game} */
    public boolean removed(int t) {
        return (s[tables.offTile + t] & 1 << 30) != 0;
    }

    /** {@return whether tile t was set aside by a scenario (never drawn)} */
    public boolean aside(int t) {
        return aside[t];
    }

    /** Lays tile t on a packed hex with rotation rot. */
    public void putTile(int t, int packed, int rot) {
        TableTiles.put(this, t, packed, rot);
    }

    /**
     * Takes island t off the table for good (R-LOOP-1, D-10); its boats go back to their supplies, and
     * {@code back} receives per colour how many.
     */
    public void removeIsland(int t, int[] back) {
        TableTiles.remove(this, t, back);
    }

    /**
     * Makes island t royal for colour c (R-ROYAL-1): its beaches are emptied (the caller has counted the
     * boats), the mask boat is c's.
     */
    public void makeRoyal(int t, int c) {
        TableTiles.makeRoyal(this, t, c);
    }

    /**
     * Restores royal and removed islands of a position on a new table (the caller has validated them): per
     * tile the mask boat's colour or -1, and whether it left the game.
     */
    public void setIslands(int[] royal, boolean[] removedTiles) {
        TableTiles.setIslands(this, royal, removedTiles);
    }

    // ---- the window and the D-9 frontier (TableWindow) ----

    /** {@return the tile on a packed hex, or -1} */
    public int tileAt(int packed) {
        return TableWindow.tileAt(this, packed);
    }

    /**
     * Follows the path from tile t in board direction dir over the routes of the water tiles laid, drawing nothing
     * (D-2 asks where a jetty's path leads), from cell to cell of the window: {@return the tile it ends at + 1 (an
     * island; 0 for the first free hex) in the low 16 bits, the highest difficulty of the routes it crossed from
     * bit 16}; an {@code IllegalStateException} if it does not end (D-12: it cannot, routes join edges in pairs)
     */
    public int followPath(int t, int dir) {
        return TableWindow.followPath(this, t, dir);
    }

    /**
     * The window's cell of a packed hex with a tile on it or next to it: a voyage steps from cell to cell
     * ({@link #nextCell}, {@link #tileInCell}) rather than looking each hex up. A tile laid may move every cell (the
     * window grows), so the cell is asked for again after {@link #putTile}.
     */
    public int cellOf(int packed) {
        return TableWindow.cell(this, packed);
    }

    /** {@return the cell next to the cell of a tile on the table in direction dir (0..5)} */
    public int nextCell(int cell, int dir) {
        return cell + neighbours[dir];
    }

    /** {@return the tile on a cell of the window, or {@link #NONE}} */
    public int tileInCell(int cell) {
        return TableWindow.cellTile(this, cell) - 1;
    }

    /** {@return the number of empty hexes next to a tile on the table (D-9)} */
    public int frontierCount() {
        return frontierCount;
    }

    /**
     * The k-th hex (0..frontierCount-1, packed) of the frontier, the empty hexes next to a tile on the table, in
     * ascending packed order (by q, then r: the order of the D-9 options).
     */
    public int frontier(int k) {
        return TableWindow.frontier(this, k);
    }

    /** {@return a packed hex's place in the frontier's order ({@link #frontier(int)}), or -1 if it is not on it} */
    public int frontierIndex(int packed) {
        return TableWindow.frontierIndex(this, packed);
    }

    /** {@return a copy of the frontier ({@link Frontier}) that does not change with the table (a free placement's typed options keep it)} */
    public long[] frontierCopy() {
        // only the words from the first to the last with a bit: the frontier lies around the middle of the window
        int from = gridWords + Math.max(0, frontierLow);
        int to = Math.min(occupied, gridWords + frontierHigh);
        while (from < to && w[from] == 0) {
            from++;
        }
        while (to > from && w[to - 1] == 0) {
            to--;
        }
        if (from >= to) {
            from = to = gridWords;
        } else {
            // still a bound of every frontier bit, and the next copy's scan starts at a word with one
            frontierLow = from - gridWords;
            frontierHigh = to - gridWords;
        }
        return Frontier.copy(w, from, to, (from - gridWords) << 6, width, radius, frontierCount);
    }

    /** Writes the frontier's hexes, in ascending packed order, into a buffer of {@link #frontierCount()} or more. */
    public void frontier(int[] buffer) {
        TableWindow.frontier(this, buffer);
    }

    // ---- the stack (TableStack) ----

    /** {@return the tiles left in the stack} */
    public int stackSize() {
        return stackEnd - stackTop;
    }

    /** {@return the island tiles left in the stack} */
    public int stackIslands() {
        return stackIslands;
    }

    /** {@return the water tiles left in the stack} */
    public int stackWater() {
        return stackWater;
    }

    /** {@return the tile at depth i of the stack, 0 the top (hidden information: not for players)} */
    public int stackTile(int i) {
        return s[tables.offStack + stackTop + i];
    }

    /** {@return the tiles left in the stack, in tile-set order (the outcomes of a chance draw)} */
    public int[] stackSorted() {
        return TableStack.sorted(this);
    }

    /** {@return the top tile of the stack, now off it} */
    public int drawTile() {
        return TableStack.draw(this);
    }

    /** Puts tile t of the stack on its top (explicit chance: the draw is decided by a chance decision). */
    public void stackToTop(int t) {
        TableStack.toTop(this, t);
    }

    /**
     * Re-shuffles the stack's hidden order with a seed, keeping which tiles are in it (determinization, D-19): the
     * tiles left are first put in tile-set order, then shuffled by {@link Shuffle#determinization}, so the new order
     * depends on the stack's composition and the seed only, never on the order it replaces.
     */
    public void reshuffleStack(long seed) {
        TableStack.reshuffle(this, seed);
    }

    /** Puts the tiles left in the stack in tile-set order (the canonical order of a player's view, D-19). */
    public void sortStack() {
        TableStack.sort(this);
    }

    /** {@return the number of tiles drawn from the stack so far: the slot of its top tile (see {@link #stackSlot})} */
    public int stackDrawn() {
        return stackTop;
    }

    /**
     * {@return the tile in slot k of the stack's region: the tiles drawn in slots 0 to {@link #stackDrawn()} - 1, in
     * the order drawn (drawing moves no tile), the tiles left after them, top first (hidden information: not for
     * players)}
     *
     * @param k a slot, below {@link #stackDrawn()} + {@link #stackSize()}
     */
    public int stackSlot(int k) {
        return s[tables.offStack + k];
    }

    // ---- boats and marks (TableBoats) ----

    /**
     * A beach's boats as one int: bits {@code 4c .. 4c+3} the boats of colour ordinal c, bits 24 and up all
     * boats on it; the low 24 bits are a packed {@link Group}.
     */
    public int beachWord(int b) {
        return s[tables.offOcc + b];
    }

    /**
     * Island t's boats per colour, packed as the colour fields of {@link #beachWord} (its low 24 bits): the sum of
     * its beaches' fields (per colour at most 15, so no field carries over), kept with every move of boats.
     */
    public int islandWord(int t) {
        return TableBoats.islandWord(this, t);
    }

    /**
     * R-EMI-1, D-2: the next island from tile index {@code from} on, in tile order, with a full beach, or
     * {@link #NONE}. Read from a mask the boat moves keep, so the emigrations' option scan, which runs after every
     * turn action and every emigration, does not look at every beach. Only islands on the table have boats
     * (R-ROYAL-2: and not royal ones; the {@code Validator} holds a restored position to both).
     */
    public int nextIslandWithFullBeach(int from) {
        return TableBoats.nextMarked(this, tables.offMarks + TableBoats.FULL * tables.words, from);
    }

    /**
     * R-EXP-1: the next island from tile index {@code from} on, in tile order, with a boat of a colour on one
     * of its beaches (such an island is on the table and not royal: R-ROYAL-2), or {@link #NONE}.
     */
    public int nextIslandWithBoat(int colour, int from) {
        return TableBoats.nextMarked(this, tables.offMarks + colour * tables.words, from);
    }

    /**
     * R-EXP-1: word {@code w} (0 .. {@link Tables#words} - 1) of the mask of the islands with boats of a colour
     * (tile {@code 32w + i} is bit i).
     */
    public int islandsWithBoat(int colour, int w) {
        return s[tables.offMarks + colour * tables.words + w];
    }

    /**
     * R-ROYAL-1: word {@code w} (0 .. {@link Tables#words} - 1) of the mask of the islands where a colour's
     * boats are the only ones.
     */
    public int islandsWithOnlyColour(int colour, int w) {
        return TableBoats.islandsWithOnlyColour(this, colour, w);
    }

    /** {@return the boats of a colour ordinal on a global beach index} */
    public int boats(int beach, int colour) {
        return (s[tables.offOcc + beach] >>> 4 * colour) & 15;
    }

    /** {@return all boats on a global beach index} */
    public int beachTotal(int beach) {
        return s[tables.offOcc + beach] >>> 24;
    }

    /** {@return whether beach b's berths are all taken} */
    public boolean full(int b) {
        return s[tables.offOcc + b] >>> 24 == tables.berths[b];
    }

    /** {@return whether any beach is full (read from the marks)} */
    public boolean anyFullBeach() {
        return TableBoats.anyFullBeach(this);
    }

    /** {@return a colour's boats on island t's beaches} */
    public int ownBoatsOn(int t, int colour) {
        return (TableBoats.islandWord(this, t) >>> 4 * colour) & 15;
    }

    /** {@return the bit mask of island t's local beaches with a free berth} */
    public int freeBeachMask(int t) {
        return TableBoats.freeBeachMask(this, t);
    }

    /** {@return island t's free berths} */
    public int freeBerths(int t) {
        return TableBoats.freeBerths(this, t);
    }

    /** {@return how many colours have a boat on beach b} */
    public int coloursOn(int b) {
        return Group.colours(s[tables.offOcc + b] & 0xFF_FFFF);
    }

    /** Moves n boats of colour c from its supply to a beach. */
    public void addBoats(int beach, int c, int n) {
        TableBoats.add(this, beach, c, n);
    }

    /** Puts n boats of colour c on a beach that are not from the supply (a landing group, a restored position). */
    public void landBoats(int beach, int c, int n) {
        TableBoats.land(this, beach, c, n);
    }

    /**
     * Takes every boat of a colour off an island's beaches back into its supply (R-NEW-1's withdrawal, one island
     * at a time).
     *
     * @param t an island on the table
     * @param c a colour ordinal
     * @return the boats taken back
     */
    public int withdrawIsland(int t, int c) {
        return TableBoats.withdrawIsland(this, t, c);
    }

    /** Takes one boat of colour c from a beach back to the supply (R-ALLBOATS-1). */
    public void takeBoat(int beach, int c) {
        TableBoats.takeBoat(this, beach, c);
    }

    /** Takes every boat off a beach as one group (R-EMI-1) and returns it, packed ({@link Group}). */
    public int takeGroup(int beach) {
        return TableBoats.takeGroup(this, beach);
    }

    // ---- the counts per colour (TableCounts) ----

    /** {@return the boats in a colour's supply} */
    public int supply(int colour) {
        return s[tables.offCounts + colour] & 0xFF;
    }

    /** {@return the royal islands a colour founded} */
    public int royalCount(int colour) {
        return (s[tables.offCounts + colour] >>> 8) & 0xFF;
    }

    /** {@return a colour's boats stranded on the last water tile} */
    public int stranded(int colour) {
        return (s[tables.offCounts + colour] >>> 16) & 0xFF;
    }

    /** {@return the water tile the stranded group stands on, or -1} */
    public int strandedTile() {
        return strandedTile;
    }

    /** {@return a colour's boats on beaches} */
    public int boatsOnBeaches(int colour) {
        return s[tables.offCounts + colour] >>> 24;
    }

    /** Gives a group's boats (packed) back to the supplies (a failed crossing, a full landing, an empty stack). */
    public void returnGroup(int group) {
        TableCounts.returnGroup(this, group);
    }

    /** Leaves a group (packed) stranded on water tile t, the last laid (R-END-1). */
    public void strand(int t, int group) {
        TableCounts.strand(this, t, group);
    }

    /** Adds n boats (may be negative) to colour c's supply (a royal island's other boats, a restored position). */
    public void addSupply(int c, int n) {
        s[tables.offCounts + c] += n;
    }

    /** Sets the supplies of a restored position, per colour. */
    public void setSupply(int[] boats) {
        TableCounts.setSupply(this, boats);
    }

    /** Sets the stranded boats of a restored position: the water tile (or -1) and the boats per colour. */
    public void setStranded(int t, int[] boats) {
        TableCounts.setStranded(this, t, boats);
    }

    // ---- D-4: the history of the turn's emigrations (TableTape) ----

    /** A turn begins: no record, no emigration. */
    public void clearHistory() {
        tapeLength = 0;
        tapeRecords = 0;
        lastRecord = -1;
    }

    /**
     * Before an emigration: records the occupancy of every beach (D-4), or finds an equal one recorded earlier in
     * the turn (the hash finds the candidates, the tape confirms them). {@return the record equal to now (a tape
     * position for {@link #originsSince}), or -1 if there is none and the occupancy is recorded now}
     */
    public int recordOrFind() {
        return TableTape.recordOrFind(this);
    }

    /** An emigration starts from an island (D-4 removes the islands emigrated from since a repeated record). */
    public void addOrigin(int island) {
        TableTape.addOrigin(this, island);
    }

    /** The islands emigrated from since a record (a tape position from {@link #recordOrFind()}), in order. */
    public int[] originsSince(int record) {
        return TableTape.originsSince(this, record);
    }

    /** {@return the islands emigrated from this turn, in order} */
    public int[] origins() {
        return TableTape.originsSince(this, 0);
    }

    /**
     * The islands emigrated from this turn without making an array (observations and hashes): {@return the
     * island of the (k+1)-th origin at or after tape position {@code from}, in the low 16 bits, and the tape
     * position after it in the high bits; -1 when there is none}. Start with 0 and go on with the high bits.
     */
    public int nextOrigin(int from) {
        return TableTape.nextOrigin(this, from);
    }

    /** {@return the number of records this turn} */
    public int recordCount() {
        return TableTape.recordCount(this);
    }

    /** {@return the number of emigrations started before record k (0 first)} */
    public int originsBeforeRecord(int k) {
        return TableTape.originsBeforeRecord(this, k);
    }

    /** {@return the beaches' words at record k, 0 first (the words now, with the changes since undone)} */
    public int[] recordWords(int k) {
        int[] words = new int[tables.beaches];
        TableTape.recordWords(this, k, words);
        return words;
    }

    /**
     * Writes the beaches' words at record k into {@code words} (indexed by beach, at least as long as there are
     * beaches), as {@link #recordWords(int)} returns them but without making an array: for the position hash, which
     * must not allocate.
     *
     * @param k the record, 0 first
     * @param words where the words go
     */
    public void recordWords(int k, int[] words) {
        TableTape.recordWords(this, k, words);
    }

    /**
     * Restores the D-4 history of a position on a new table (its boats already restored, its history empty):
     * the islands emigrated from this turn in order, per record the emigrations before it (not decreasing) and
     * the beaches' words. The tape holds the records and between them the changes that lead from each to the
     * next and from the last to now.
     */
    public void restoreHistory(int[] origins, int[] recordOrigins, int[][] records) {
        TableTape.restore(this, origins, recordOrigins, records);
    }

    /**
     * {@return the Zobrist hash of every beach's boats: the XOR of a key per (beach, colour, count) over the colours on
     * each beach (high half {@link Tables#zobristA}, low half {@link Tables#zobristB}), kept with every move of boats}
     */
    public long beachHash() {
        if (!zobristKept) {
            TableTape.keepZobrist(this);
        }
        return (long) zobristA << 32 | zobristB & 0xFFFF_FFFFL;
    }

    /** {@return the D-4 occupancy hash: the same for the same occupancy within a turn's records} */
    public int occupancyHash() {
        return hash;
    }
}
