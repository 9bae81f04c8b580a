package io.github.tongiaki.core.internal;

import java.util.Arrays;

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

    // A colour's counts, one int: its supply (the low byte, so a count of boats is also its value there), royal
    // islands, boats stranded and boats on beaches, a byte each (each at most 15), so that a boat moving between
    // the supply and a beach changes one int.
    private static final int ROYAL = 1 << 8;
    private static final int STRANDED = 1 << 16;
    private static final int ON_BEACHES = 1 << 24;

    /** Index of the full-beach mask among the marks (after the six colours'). */
    private static final int FULL = 6;

    // tape entries of the D-4 history: two ints, the first the kind (bits 28 and up) and a number, the second a value
    private static final int CHANGE = 0;
    private static final int ORIGIN = 1;
    private static final int RECORD = 2;

    /** The compiled tile set. */
    public final Tables tables;
    private final int[] s;
    /** Per tile: set aside by a scenario (neither on the table nor in the stack, never drawn); never written. */
    private final boolean[] aside;

    // ---- the window: hexes (q, r) with |q|, |r| <= radius, cell (q + radius) * width + (r + radius) ----
    // Cells run in ascending packed order (by q, then r), the order of the D-9 options.
    /**
     * The grid, tile + 1 on each cell (0 for none), {@link Tables#gridCellsShift} giving the cells per long;
     * then at {@link #gridWords} the frontier, a bit per cell: the free hexes next to a tile.
     */
    private long[] w;
    private int radius;
    private int width;
    /** The cell offsets of the six neighbours, directions 0..5, for this width (shared: never written). */
    private int[] neighbours;
    private int gridWords;
    private int frontierCount;

    private int placedCount;
    private int islandsOnTable;
    private int stackTop;
    private int stackEnd;
    private int stackIslands;
    private int stackWater;
    private int strandedTile = NONE;

    // ---- D-4: the history of this turn's emigrations (tape), and the occupancy hash since its first record ----
    private int[] tape;
    private int tapeLength;
    /** The tape position of the last record, -1 for none (each record holds the position of the one before + 1). */
    private int lastRecord = -1;
    private int hash;

    /**
     * An empty table: no tile laid, every player's boats in his supply.
     *
     * @param tables the compiled tile set
     * @param seatColour colour ordinal per seat
     * @param stack the stack, top first
     * @param aside per tile: set aside by a scenario
     */
    public Table(Tables tables, int[] seatColour, int[] stack, boolean[] aside) {
        this(tables, seatColour, stack, aside.clone(), islands(tables, stack));
    }

    private static int islands(Tables tables, int[] stack) {
        int n = 0;
        for (int t : stack) {
            n += tables.island[t] ? 1 : 0;
        }
        return n;
    }

    private Table(Tables tables, int[] seatColour, int[] stack, boolean[] aside, int islandsInStack) {
        this.tables = tables;
        this.s = new int[tables.stateInts];
        this.aside = aside;
        for (int c : seatColour) {
            s[tables.offCounts + c] = BOATS_PER_PLAYER; // the supply is a colour's low byte
        }
        System.arraycopy(stack, 0, s, tables.offStack, stack.length);
        stackEnd = stack.length;
        stackIslands = islandsInStack;
        stackWater = stack.length - islandsInStack;
        setWindow(tables.firstRadius);
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
        w = o.w.clone();
        radius = o.radius;
        width = o.width;
        neighbours = o.neighbours;
        gridWords = o.gridWords;
        frontierCount = o.frontierCount;
        placedCount = o.placedCount;
        islandsOnTable = o.islandsOnTable;
        stackTop = o.stackTop;
        stackEnd = o.stackEnd;
        stackIslands = o.stackIslands;
        stackWater = o.stackWater;
        strandedTile = o.strandedTile;
        if (o.tapeLength > 0) {
            tape = o.tape.clone();
            tapeLength = o.tapeLength;
            lastRecord = o.lastRecord;
            hash = o.hash;
        }
    }

    /** {@return an independent copy; reads this table and writes nothing to it} */
    public Table copy() {
        return new Table(this);
    }

    /**
     * The state array: the engine's {@link #ENGINE_INTS} ints, then the table's regions. The engine keeps its
     * frames and options there; nothing else may write to it.
     *
     * @return the array (the table's own, not a copy)
     */
    public int[] state() {
        return s;
    }

    // =====================================================================================
    // tiles
    // =====================================================================================

    /**
     * @param t a tile index
     * @return its packed hex, or -1 if not on the table
     */
    public int tileHex(int t) {
        int h = s[tables.offTile + t] & 0xFFFFFF;
        return h == 0 ? NONE : h;
    }

    /**
     * @param t a tile index
     * @return whether it is on the table
     */
    public boolean onTable(int t) {
        return (s[tables.offTile + t] & 0xFFFFFF) != 0;
    }

    /**
     * @param t a tile index
     * @return its rotation
     */
    public int tileRotation(int t) {
        return (s[tables.offTile + t] >>> 24) & 7;
    }

    /** @return the number of tiles on the table */
    public int placedCount() {
        return placedCount;
    }

    /**
     * @param i 0..placedCount-1
     * @return the tile index placed i-th (among those still on the table)
     */
    public int placedTile(int i) {
        return (s[tables.offOrder + (i >>> 1)] >>> ((i & 1) << 4)) & 0xFFFF;
    }

    /** The order of the tiles laid: two tile indices an int. */
    private void setPlaced(int i, int t) {
        int at = tables.offOrder + (i >>> 1);
        int shift = (i & 1) << 4;
        s[at] = (s[at] & ~(0xFFFF << shift)) | t << shift;
    }

    /** @return whether an island is on the table */
    public boolean anyIsland() {
        return islandsOnTable > 0;
    }

    /**
     * @param t a tile index
     * @return the colour ordinal of its mask boat, or -1
     */
    public int royalOwner(int t) {
        return ((s[tables.offTile + t] >>> 27) & 7) - 1;
    }

    /**
     * @param t a tile index
     * @return whether the tile left the game
     */
    public boolean removed(int t) {
        return (s[tables.offTile + t] & 1 << 30) != 0;
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
        int q = Hexes.q(packed);
        int r = Hexes.r(packed);
        int rad = radius;
        if (q < -rad || q > rad || r < -rad || r > rad) {
            return NONE; // no tile lies outside the window
        }
        return cellTile((q + rad) * width + r + rad) - 1;
    }

    /**
     * Follows a path from a tile over the routes of the water tiles laid, drawing nothing (D-2 asks where a
     * jetty's path leads): it ends at the first island, or at the first free hex. Steps from cell to cell of the
     * window (every tile's neighbours lie in it), so a step is a few loads.
     *
     * @param t a tile on the table
     * @param dir the board direction the path leaves it in
     * @return the tile it ends at + 1 (an island; 0 for a free hex) in the low 16 bits, and the highest difficulty
     *     of the routes it crossed in the bits from 16
     * @throws IllegalStateException if the path does not end (D-12: it cannot, as routes join edges in pairs)
     */
    public int followPath(int t, int dir) {
        Tables tb = tables;
        int[] transit = tb.transit;
        boolean[] island = tb.island;
        int[] nb = neighbours;
        int cell = cell(tileHex(t));
        int most = 0;
        for (int guard = 0; guard <= 6 * tb.tiles; guard++) {
            cell += nb[dir];
            int u = cellTile(cell) - 1;
            if (u < 0 || island[u]) {
                return (u + 1) | most << 16;
            }
            int route = transit[(u * 6 + tileRotation(u)) * 6 + dir]; // the exit's direction, the difficulty
            most = Math.max(most, route >>> 3);
            dir = route & 7;
        }
        throw new IllegalStateException("engine error: a path does not end (D-12)");
    }

    /**
     * The window's cell of a hex on the table or next to it: a voyage steps from cell to cell ({@link #nextCell},
     * {@link #tileInCell}) rather than looking each hex up. A tile laid may move every cell (the window grows), so
     * the cell is asked for again after {@link #putTile}.
     *
     * @param packed a packed hex with a tile on it or next to it
     * @return its cell
     */
    public int cellOf(int packed) {
        return cell(packed);
    }

    /**
     * @param cell the cell of a tile on the table
     * @param dir a direction 0..5
     * @return the cell of the hex next to it in that direction
     */
    public int nextCell(int cell, int dir) {
        return cell + neighbours[dir];
    }

    /**
     * @param cell a cell of the window
     * @return the tile on it, or {@link #NONE}
     */
    public int tileInCell(int cell) {
        return cellTile(cell) - 1;
    }

    /** {@return tile + 1 on a cell, 0 for none} */
    private int cellTile(int cell) {
        Tables tb = tables; // eight 8-bit cells a long, or four 16-bit cells
        return (int) ((w[cell >>> tb.gridCellsShift] >>> ((cell & tb.gridCellMask) << tb.gridBitsShift)) & tb.gridValueMask);
    }

    private void setCellTile(int cell, int tilePlusOne) {
        Tables tb = tables;
        int bits = (cell & tb.gridCellMask) << tb.gridBitsShift;
        int i = cell >>> tb.gridCellsShift;
        w[i] = (w[i] & ~(tb.gridValueMask << bits)) | (long) tilePlusOne << bits;
    }

    /** @return the number of empty hexes next to a tile on the table (D-9) */
    public int frontierCount() {
        return frontierCount;
    }

    /**
     * The k-th hex of the frontier, the empty hexes next to a tile on the table, in ascending packed order (by q,
     * then r: the order of the D-9 options). The window's cells run in that order, so this counts set bits.
     *
     * @param k 0..frontierCount-1
     * @return its packed hex
     */
    public int frontier(int k) {
        long[] w = this.w;
        for (int i = gridWords, end = w.length; i < end; i++) {
            long bits = w[i];
            int n = Long.bitCount(bits);
            if (k < n) {
                return hexOfCell(((i - gridWords) << 6) + select(bits, k));
            }
            k -= n;
        }
        throw new IndexOutOfBoundsException("frontier hex " + k + " of " + frontierCount);
    }

    /**
     * @param packed a packed hex
     * @return its place in the frontier's ascending order ({@link #frontier(int)}), or -1 if it is not on it
     */
    public int frontierIndex(int packed) {
        int q = Hexes.q(packed);
        int r = Hexes.r(packed);
        if (q < -radius || q > radius || r < -radius || r > radius) {
            return NONE;
        }
        int cell = (q + radius) * width + r + radius;
        if (!onFrontier(cell)) {
            return NONE;
        }
        int k = Long.bitCount(w[gridWords + (cell >>> 6)] & ((1L << cell) - 1)); // the shift takes cell % 64
        for (int i = gridWords, end = gridWords + (cell >>> 6); i < end; i++) {
            k += Long.bitCount(w[i]);
        }
        return k;
    }

    /**
     * Writes the frontier's hexes, in ascending packed order, into a buffer.
     *
     * @param buffer at least {@link #frontierCount()} long
     */
    public void frontier(int[] buffer) {
        long[] w = this.w;
        int n = 0;
        // A cell's row is cell / width: by multiplication with a reciprocal, ceil(2^40 / width), exact for every cell
        // below 2^40 / width (a window has far fewer), rather than by a division per cell.
        long reciprocal = ((1L << 40) + width - 1) / width;
        for (int i = gridWords, end = w.length; i < end; i++) {
            for (long bits = w[i]; bits != 0; bits &= bits - 1) {
                int cell = ((i - gridWords) << 6) + Long.numberOfTrailingZeros(bits);
                int row = (int) (cell * reciprocal >>> 40);
                buffer[n++] = Hexes.pack(row - radius, cell - row * width - radius);
            }
        }
    }

    /** The position of the k-th set bit of x (k below its bit count), halving the word while it can. */
    private static int select(long x, int k) {
        int at = 0;
        int n = Long.bitCount(x & 0xFFFF_FFFFL);
        if (k >= n) {
            k -= n;
            x >>>= 32;
            at = 32;
        }
        n = Integer.bitCount((int) x & 0xFFFF);
        if (k >= n) {
            k -= n;
            x >>>= 16;
            at += 16;
        }
        n = Integer.bitCount((int) x & 0xFF);
        if (k >= n) {
            k -= n;
            x >>>= 8;
            at += 8;
        }
        for (; k > 0; k--) {
            x &= x - 1;
        }
        return at + Long.numberOfTrailingZeros(x);
    }

    private int hexOfCell(int cell) {
        int q = cell / width;
        return Hexes.pack(q - radius, cell - q * width - radius);
    }

    /** The window's cell of a hex inside it. */
    private int cell(int packed) {
        return (Hexes.q(packed) + radius) * width + Hexes.r(packed) + radius;
    }

    /** The cell of a cell's neighbour in a direction 0..5. */
    private int neighbourCell(int cell, int dir) {
        return cell + neighbours[dir];
    }

    private boolean onFrontier(int cell) {
        return (w[gridWords + (cell >>> 6)] & 1L << cell) != 0;
    }

    private void setFrontier(int cell) {
        w[gridWords + (cell >>> 6)] |= 1L << cell;
    }

    private void clearFrontier(int cell) {
        w[gridWords + (cell >>> 6)] &= ~(1L << cell);
    }

    /** A new, empty window of that radius (the caller fills it). */
    private void setWindow(int r) {
        radius = r;
        width = 2 * r + 1;
        int cells = width * width;
        int shift = tables.gridCellsShift;
        gridWords = (cells + (1 << shift) - 1) >>> shift;
        w = new long[gridWords + ((cells + 63) >>> 6)];
        neighbours = r == tables.firstRadius ? tables.firstNeighbours : neighbourOffsets(width);
    }

    /**
     * The cell offsets of the six neighbours in a window of that width: (q, r + 1), (q - 1, r + 1), (q - 1, r),
     * (q, r - 1), (q + 1, r - 1), (q + 1, r), the directions 0..5 of {@link Hexes}.
     *
     * @param width the window's width
     * @return the offsets
     */
    static int[] neighbourOffsets(int width) {
        return new int[] {1, 1 - width, -width, -1, width - 1, width};
    }

    /**
     * Makes the window large enough for a tile at (q, r), its neighbours and theirs (a removal looks two hexes
     * out): a window too small is replaced by a larger one, rebuilt from the tiles on the table (the board grows
     * past the first window in few games).
     */
    private void fit(int q, int r) {
        int need = Math.max(Math.abs(q), Math.abs(r)) + 2;
        if (need <= radius) {
            return;
        }
        setWindow(Math.max(need + 3, radius + radius / 2)); // by half at least: few rebuilds however far it grows
        frontierCount = 0;
        for (int i = 0; i < placedCount; i++) {
            int t = placedTile(i);
            setCellTile(cell(tileHex(t)), t + 1);
        }
        for (int i = 0; i < placedCount; i++) {
            int c = cell(tileHex(placedTile(i)));
            for (int d = 0; d < 6; d++) {
                int n = neighbourCell(c, d);
                if (cellTile(n) == 0 && !onFrontier(n)) {
                    setFrontier(n);
                    frontierCount++;
                }
            }
        }
    }

    /**
     * Lays a tile.
     *
     * @param t the tile
     * @param packed its hex
     * @param rot its rotation
     */
    public void putTile(int t, int packed, int rot) {
        Tables tb = tables;
        int[] s = this.s;
        s[tb.offTile + t] = packed | rot << 24; // not royal, not removed: a restored position sets those afterwards
        setPlaced(placedCount++, t);
        if (tb.island[t]) {
            islandsOnTable++;
        }
        int q = Hexes.q(packed);
        int r = Hexes.r(packed);
        fit(q, r);
        // The hex is taken (and no longer on the frontier); its free neighbours are on it now. Without branches:
        // which neighbours are free is as good as random, and a mispredicted branch costs more than the masks.
        int c = (q + radius) * width + r + radius;
        setCellTile(c, t + 1);
        long[] w = this.w;
        int front = gridWords;
        long was = w[front + (c >>> 6)] & 1L << c; // the shifts take c % 64
        w[front + (c >>> 6)] &= ~was;
        int count = frontierCount - (int) (was >>> c);
        int[] nb = neighbours;
        for (int d = 0; d < 6; d++) {
            int n = c + nb[d];
            int i = front + (n >>> 6);
            long add = (cellTile(n) == 0 ? 1L << n : 0) & ~w[i];
            w[i] |= add;
            count += (int) (add >>> n);
        }
        frontierCount = count;
    }

    /**
     * Takes an island off the table for good (R-LOOP-1, D-10); its boats go back to their supplies.
     *
     * @param t the island
     * @param back receives per colour the boats that went back
     */
    public void removeIsland(int t, int[] back) {
        Tables tb = tables;
        for (int b = tb.beachBase[t], end = b + tb.beachCount[t]; b < end; b++) {
            int x = beachWord(b);
            for (int c = 0; c < 6; c++) {
                int n = (x >>> 4 * c) & 15;
                back[c] += n;
                s[tb.offCounts + c] += n - n * ON_BEACHES;
            }
            setBeach(b, 0);
        }
        unmark(t);
        int h = tileHex(t);
        s[tb.offTile + t] = 1 << 30;
        if (tb.island[t]) {
            islandsOnTable--;
        }
        int j = 0;
        for (int i = 0; i < placedCount; i++) {
            int u = placedTile(i);
            if (u != t) {
                setPlaced(j++, u);
            }
        }
        placedCount = j;
        // The window: the hex is free now, a frontier hex if a tile is next to it; a frontier hex next to it stays
        // one only if another tile is next to it.
        int c = cell(h);
        setCellTile(c, 0);
        if (occupiedNeighbour(c)) {
            setFrontier(c);
            frontierCount++;
        }
        for (int d = 0; d < 6; d++) {
            int n = neighbourCell(c, d);
            if (onFrontier(n) && !occupiedNeighbour(n)) {
                clearFrontier(n);
                frontierCount--;
            }
        }
    }

    private boolean occupiedNeighbour(int cell) {
        for (int d = 0; d < 6; d++) {
            if (cellTile(neighbourCell(cell, d)) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Makes an island royal (R-ROYAL-1): its beaches are emptied (the caller has counted the boats), the
     * mask boat is the colour's.
     *
     * @param t the island
     * @param c the colour
     */
    public void makeRoyal(int t, int c) {
        Tables tb = tables;
        for (int b = tb.beachBase[t], end = b + tb.beachCount[t]; b < end; b++) {
            s[tb.offCounts + c] -= ((beachWord(b) >>> 4 * c) & 15) * ON_BEACHES;
            setBeach(b, 0);
        }
        unmark(t);
        s[tb.offTile + t] = (s[tb.offTile + t] & ~(7 << 27)) | (c + 1) << 27;
        s[tb.offCounts + c] += ROYAL;
    }

    /**
     * Restores royal and removed islands of a position (the caller has validated them) on a new table.
     *
     * @param royal per tile: the mask boat's colour or -1
     * @param removedTiles per tile: left the game
     */
    public void setIslands(int[] royal, boolean[] removedTiles) {
        Tables tb = tables;
        for (int t = 0; t < tb.tiles; t++) {
            int x = s[tb.offTile + t] & 0x07FF_FFFF;
            s[tb.offTile + t] = x | (royal[t] + 1) << 27 | (removedTiles[t] ? 1 << 30 : 0);
            if (royal[t] != NONE) {
                s[tb.offCounts + royal[t]] += ROYAL;
            }
        }
    }

    // =====================================================================================
    // the stack
    // =====================================================================================

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

    // =====================================================================================
    // boats
    // =====================================================================================

    /**
     * A beach's boats as one int: bits {@code 4c .. 4c+3} the boats of colour ordinal c, bits 24 and up all
     * boats on it. The low 24 bits are a packed {@link Group}.
     *
     * @param b a global beach index
     * @return its word
     */
    public int beachWord(int b) {
        return s[tables.offOcc + b];
    }

    /**
     * The boats of an island: the sum of its beaches' words (per colour at most 15, so no field carries over).
     *
     * @param t an island
     * @return its boats, packed as {@link #beachWord}
     */
    public int islandWord(int t) {
        Tables tb = tables;
        int sum = 0;
        for (int b = tb.offOcc + tb.beachBase[t], end = b + tb.beachCount[t]; b < end; b++) {
            sum += s[b];
        }
        return sum;
    }

    /** Every change of a beach's word: while the turn's records are taken (D-4), the tape and the hash follow it. */
    private void setBeach(int b, int x) {
        int at = tables.offOcc + b;
        int old = s[at];
        if (tapeLength > 0 && old != x) {
            append(CHANGE, b, old);
            hash += (x - old) * tables.occupancyKey[b];
        }
        s[at] = x;
    }

    /**
     * The marks of beach b's island after boats of colour c came onto the beach: the island has boats of c, and a
     * full beach if b is full now (boats coming cannot empty a full beach elsewhere).
     */
    private void markedMore(int b, int c) {
        Tables tb = tables;
        int t = tb.beachTile[b];
        int bit = 1 << t; // the shift takes t % 32
        s[tb.offMarks + c * tb.words + (t >>> 5)] |= bit;
        if (full(b)) {
            s[tb.offMarks + FULL * tb.words + (t >>> 5)] |= bit;
        }
    }

    /**
     * The marks of beach b's island after boats of colour c left the beach: the island keeps its mark of c while
     * another beach holds boats of c, and its full-beach mark while another beach is full (b was, if it was full).
     *
     * @param wasFull whether b was full before
     */
    private void markedFewer(int b, int c, boolean wasFull) {
        Tables tb = tables;
        int t = tb.beachTile[b];
        int bit = 1 << t;
        if (((islandWord(t) >>> 4 * c) & 15) == 0) {
            s[tb.offMarks + c * tb.words + (t >>> 5)] &= ~bit;
        }
        if (wasFull) {
            markedNotFull(t);
        }
    }

    /** The full-beach mark of island t after one of its full beaches lost boats. */
    private void markedNotFull(int t) {
        if (!hasFullBeach(t)) {
            s[tables.offMarks + FULL * tables.words + (t >>> 5)] &= ~(1 << t);
        }
    }

    /** Clears every mark of an island whose beaches are now all empty (royal, removed). */
    private void unmark(int t) {
        Tables tb = tables;
        int keep = ~(1 << t);
        for (int k = 0; k <= FULL; k++) {
            s[tb.offMarks + k * tb.words + (t >>> 5)] &= keep;
        }
    }

    private boolean hasFullBeach(int t) {
        Tables tb = tables;
        for (int b = tb.beachBase[t], end = b + tb.beachCount[t]; b < end; b++) {
            if (full(b)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The first tile at or after {@code from} whose bit is set in the mask at {@code base}.
     *
     * @param base the mask's first word in the state
     * @param from a tile index (may be past the last tile)
     * @return the tile, or {@link #NONE}
     */
    private int nextMarked(int base, int from) {
        int words = tables.words;
        int w = from >>> 5;
        if (w >= words) {
            return NONE;
        }
        int bits = s[base + w] & (-1 << from); // the shift takes from % 32
        while (bits == 0) {
            if (++w == words) {
                return NONE;
            }
            bits = s[base + w];
        }
        return (w << 5) + Integer.numberOfTrailingZeros(bits);
    }

    /**
     * R-EMI-1, D-2: the next island, in tile order, with a full beach. Read from a mask the boat moves keep, so
     * the emigrations' option scan, which runs after every turn action and every emigration, does not look at
     * every beach. Only islands on the table have boats (R-ROYAL-2: and not royal ones; the {@code Validator}
     * holds a restored position to both).
     *
     * @param from the first tile index to look at
     * @return the tile index, or {@link #NONE} if no tile from {@code from} on has one
     */
    public int nextIslandWithFullBeach(int from) {
        return nextMarked(tables.offMarks + FULL * tables.words, from);
    }

    /**
     * R-EXP-1: the next island, in tile order, with a boat of a colour on one of its beaches (such an island is
     * on the table and not royal: R-ROYAL-2).
     *
     * @param colour a colour ordinal
     * @param from the first tile index to look at
     * @return the tile index, or {@link #NONE} if no tile from {@code from} on has one
     */
    public int nextIslandWithBoat(int colour, int from) {
        return nextMarked(tables.offMarks + colour * tables.words, from);
    }

    /**
     * R-EXP-1: word {@code w} of the mask of the islands with boats of a colour (tile {@code 32w + i} is bit i).
     *
     * @param colour a colour ordinal
     * @param w a word, 0 .. {@link Tables#words} - 1
     * @return the word
     */
    public int islandsWithBoat(int colour, int w) {
        return s[tables.offMarks + colour * tables.words + w];
    }

    /**
     * R-ROYAL-1: word {@code w} of the mask of the islands where a colour's boats are the only ones.
     *
     * @param colour a colour ordinal
     * @param w a word, 0 .. {@link Tables#words} - 1
     * @return the word
     */
    public int islandsWithOnlyColour(int colour, int w) {
        int words = tables.words;
        int base = tables.offMarks + w;
        int others = 0;
        for (int c = 0; c < 6; c++) {
            if (c != colour) {
                others |= s[base + c * words];
            }
        }
        return s[base + colour * words] & ~others;
    }

    /**
     * @param beach a global beach index
     * @param colour a colour ordinal
     * @return boats of that colour on it
     */
    public int boats(int beach, int colour) {
        return (s[tables.offOcc + beach] >>> 4 * colour) & 15;
    }

    /**
     * @param beach a global beach index
     * @return all boats on it
     */
    public int beachTotal(int beach) {
        return s[tables.offOcc + beach] >>> 24;
    }

    /**
     * @param b a global beach index
     * @return whether its berths are all taken
     */
    public boolean full(int b) {
        return s[tables.offOcc + b] >>> 24 == tables.berths[b];
    }

    /** @return whether any beach is full (read from the marks) */
    public boolean anyFullBeach() {
        for (int i = tables.offMarks + FULL * tables.words, end = i + tables.words; i < end; i++) {
            if (s[i] != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param colour a colour ordinal
     * @return boats in that player's supply
     */
    public int supply(int colour) {
        return s[tables.offCounts + colour] & 0xFF;
    }

    /**
     * @param colour a colour ordinal
     * @return royal islands founded by that player
     */
    public int royalCount(int colour) {
        return (s[tables.offCounts + colour] >>> 8) & 0xFF;
    }

    /**
     * @param colour a colour ordinal
     * @return that player's boats stranded on the last water tile
     */
    public int stranded(int colour) {
        return (s[tables.offCounts + colour] >>> 16) & 0xFF;
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
        return s[tables.offCounts + colour] >>> 24;
    }

    /**
     * @param t an island
     * @param colour a colour ordinal
     * @return that player's boats on its beaches
     */
    public int ownBoatsOn(int t, int colour) {
        return (islandWord(t) >>> 4 * colour) & 15;
    }

    /**
     * @param t an island
     * @return the bit mask of its local beaches with a free berth
     */
    public int freeBeachMask(int t) {
        Tables tb = tables;
        int m = 0;
        int base = tb.beachBase[t];
        for (int i = 0, n = tb.beachCount[t]; i < n; i++) {
            if (s[tb.offOcc + base + i] >>> 24 < tb.berths[base + i]) {
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
        Tables tb = tables;
        int n = 0;
        for (int b = tb.beachBase[t], end = b + tb.beachCount[t]; b < end; b++) {
            n += tb.berths[b] - (s[tb.offOcc + b] >>> 24);
        }
        return n;
    }

    /**
     * @param b a global beach index
     * @return how many colours have a boat on it
     */
    public int coloursOn(int b) {
        return Group.colours(s[tables.offOcc + b] & 0xFF_FFFF);
    }

    /**
     * Moves boats from a supply to a beach.
     *
     * @param beach the beach
     * @param c the colour
     * @param n how many
     */
    public void addBoats(int beach, int c, int n) {
        setBeach(beach, beachWord(beach) + (n << 4 * c) + (n << 24));
        s[tables.offCounts + c] += n * ON_BEACHES - n;
        markedMore(beach, c);
    }

    /**
     * Puts boats on a beach that are not from the supply (a landing group, a restored position).
     *
     * @param beach the beach
     * @param c the colour
     * @param n how many
     */
    public void landBoats(int beach, int c, int n) {
        setBeach(beach, beachWord(beach) + (n << 4 * c) + (n << 24));
        s[tables.offCounts + c] += n * ON_BEACHES;
        markedMore(beach, c);
    }

    /**
     * Moves all boats of a colour on a beach back to the supply.
     *
     * @param beach the beach
     * @param c the colour
     * @return how many
     */
    public int withdraw(int beach, int c) {
        int x = beachWord(beach);
        int n = (x >>> 4 * c) & 15;
        if (n == 0) {
            return 0;
        }
        boolean wasFull = full(beach);
        setBeach(beach, x - (n << 4 * c) - (n << 24));
        s[tables.offCounts + c] += n - n * ON_BEACHES;
        markedFewer(beach, c, wasFull);
        return n;
    }

    /**
     * Takes one boat of a colour from a beach back to the supply (R-ALLBOATS-1).
     *
     * @param beach the beach
     * @param c the colour
     */
    public void takeBoat(int beach, int c) {
        boolean wasFull = full(beach);
        setBeach(beach, beachWord(beach) - (1 << 4 * c) - (1 << 24));
        s[tables.offCounts + c] += 1 - ON_BEACHES;
        markedFewer(beach, c, wasFull);
    }

    /**
     * Takes every boat off a beach as one group (R-EMI-1).
     *
     * @param beach the beach
     * @return the group, packed ({@link Group})
     */
    public int takeGroup(int beach) {
        Tables tb = tables;
        boolean wasFull = full(beach);
        int g = beachWord(beach) & 0xFF_FFFF;
        setBeach(beach, 0);
        int t = tb.beachTile[beach];
        int left = islandWord(t);
        for (int rest = g; rest != 0; ) {
            int c = Integer.numberOfTrailingZeros(rest) >>> 2; // the group's colours, one nibble each
            int n = (rest >>> 4 * c) & 15;
            rest &= ~(15 << 4 * c);
            s[tb.offCounts + c] -= n * ON_BEACHES;
            if (((left >>> 4 * c) & 15) == 0) {
                s[tb.offMarks + c * tb.words + (t >>> 5)] &= ~(1 << t);
            }
        }
        if (wasFull) {
            markedNotFull(t);
        }
        return g;
    }

    /**
     * Gives boats back to the supplies (a failed crossing, a full landing, an empty stack).
     *
     * @param group the boats, packed
     */
    public void returnGroup(int group) {
        for (int c = 0; c < 6; c++) {
            s[tables.offCounts + c] += Group.count(group, c);
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
            s[tables.offCounts + c] += Group.count(group, c) * STRANDED;
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
        s[tables.offCounts + c] += n;
    }

    /**
     * Sets the supplies of a restored position.
     *
     * @param boats per colour
     */
    public void setSupply(int[] boats) {
        for (int c = 0; c < 6; c++) {
            s[tables.offCounts + c] = (s[tables.offCounts + c] & ~0xFF) | boats[c];
        }
    }

    /**
     * Sets the stranded boats of a restored position.
     *
     * @param t the water tile, or -1
     * @param boats per colour
     */
    public void setStranded(int t, int[] boats) {
        strandedTile = t;
        for (int c = 0; c < 6; c++) {
            s[tables.offCounts + c] = (s[tables.offCounts + c] & ~(0xFF * STRANDED)) | boats[c] * STRANDED;
        }
    }

    // =====================================================================================
    // D-4: the history of the turn's emigrations
    // =====================================================================================
    //
    // A tape of two-int entries in the order things happened since the turn's first record: a RECORD (the
    // occupancy hash then) before each emigration, an ORIGIN (the island) when an emigration starts, and a CHANGE
    // (the beach, its word before) whenever a beach's boats change while the tape is not empty. The occupancy at
    // a record is the occupancy now with the changes since undone, so the tape holds every record without a copy
    // of every beach; a copy of a game clones the tape only while a turn's emigrations are under way.

    /** A turn begins: no record, no emigration. */
    public void clearHistory() {
        tapeLength = 0;
        lastRecord = -1;
    }

    private void append(int kind, int number, int value) {
        int[] t = tape;
        if (t == null) {
            t = new int[32];
            tape = t;
        } else if (tapeLength == t.length) {
            t = Arrays.copyOf(t, 2 * tapeLength);
            tape = t;
        }
        t[tapeLength] = kind << 28 | number;
        t[tapeLength + 1] = value;
        tapeLength += 2;
    }

    /**
     * Before an emigration: records the occupancy of every beach (D-4), or finds an equal one recorded earlier in
     * the turn. The hash finds the candidates; the occupancy recorded confirms them.
     *
     * @return the record equal to now (a tape position for {@link #originsSince}), or -1 if there is none (the
     *     occupancy is recorded now)
     */
    public int recordOrFind() {
        if (tapeLength == 0) {
            hash = 0; // the hash counts from the turn's first record
        }
        // The records, last first (no two records are equal, so the order finds the same one).
        int[] t = tape;
        for (int i = lastRecord; i >= 0; i = (t[i] & 0x0FFF_FFFF) - 1) {
            if (t[i + 1] == hash && sameAsRecord(i)) {
                return i;
            }
        }
        int at = tapeLength;
        append(RECORD, lastRecord + 1, hash);
        lastRecord = at;
        return -1;
    }

    /** Whether every beach holds what it held at the record at tape position {@code at}. */
    private boolean sameAsRecord(int at) {
        int[] t = tape;
        for (int i = at + 2; i < tapeLength; i += 2) {
            if (t[i] >>> 28 == CHANGE) {
                int b = t[i] & 0x0FFF_FFFF;
                // the first change of the beach since the record holds its word then
                if (firstChangeSince(at, i, b) && t[i + 1] != beachWord(b)) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean firstChangeSince(int at, int i, int b) {
        int[] t = tape;
        int entry = CHANGE << 28 | b;
        for (int j = at + 2; j < i; j += 2) {
            if (t[j] == entry) {
                return false;
            }
        }
        return true;
    }

    /**
     * An emigration starts from an island (D-4 removes the islands emigrated from since a repeated record).
     *
     * @param island the island
     */
    public void addOrigin(int island) {
        append(ORIGIN, island, 0);
    }

    /**
     * The islands emigrated from since a record, in order (before the call: what the tape holds now).
     *
     * @param record a record's tape position ({@link #recordOrFind()})
     * @return the islands
     */
    public int[] originsSince(int record) {
        int[] t = tape;
        int n = 0;
        int[] out = new int[8];
        for (int i = record; i < tapeLength; i += 2) {
            if (t[i] >>> 28 == ORIGIN) {
                if (n == out.length) {
                    out = Arrays.copyOf(out, 2 * n);
                }
                out[n++] = t[i] & 0x0FFF_FFFF;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** @return the islands emigrated from this turn, in order */
    public int[] origins() {
        return originsSince(0);
    }

    /** @return the number of records this turn */
    public int recordCount() {
        int n = 0;
        for (int i = 0; i < tapeLength; i += 2) {
            if (tape[i] >>> 28 == RECORD) {
                n++;
            }
        }
        return n;
    }

    /**
     * @param k a record, 0 first
     * @return the number of emigrations started before it
     */
    public int originsBeforeRecord(int k) {
        int origins = 0;
        for (int i = 0; i < tapeLength; i += 2) {
            int kind = tape[i] >>> 28;
            if (kind == ORIGIN) {
                origins++;
            } else if (kind == RECORD && k-- == 0) {
                return origins;
            }
        }
        throw new IndexOutOfBoundsException("record " + k);
    }

    /**
     * @param k a record, 0 first
     * @return the beaches' words at record k (the words now, with the changes since undone)
     */
    public int[] recordWords(int k) {
        int at = -1;
        for (int i = 0; i < tapeLength; i += 2) {
            if (tape[i] >>> 28 == RECORD && k-- == 0) {
                at = i;
                break;
            }
        }
        if (at < 0) {
            throw new IndexOutOfBoundsException("record " + k);
        }
        int[] words = Arrays.copyOfRange(s, tables.offOcc, tables.offOcc + tables.beaches);
        for (int i = tapeLength - 2; i > at; i -= 2) {
            if (tape[i] >>> 28 == CHANGE) {
                words[tape[i] & 0x0FFF_FFFF] = tape[i + 1];
            }
        }
        return words;
    }

    /**
     * Restores the D-4 history of a position on a new table (its boats already restored, its history empty):
     * the records, and between them the changes that lead from each to the next and from the last to now.
     *
     * @param origins the islands emigrated from this turn, in order
     * @param recordOrigins per record: the emigrations before it (not decreasing)
     * @param records per record: the beaches' words
     */
    public void restoreHistory(int[] origins, int[] recordOrigins, int[][] records) {
        Tables tb = tables;
        int[] now = Arrays.copyOfRange(s, tb.offOcc, tb.offOcc + tb.beaches);
        int o = 0;
        for (int k = 0; k < records.length; k++) {
            for (; o < recordOrigins[k]; o++) {
                append(ORIGIN, origins[o], 0);
            }
            int at = tapeLength;
            append(RECORD, lastRecord + 1, relativeHash(records[k], records[0]));
            lastRecord = at;
            int[] next = k + 1 < records.length ? records[k + 1] : now;
            for (int b = 0; b < tb.beaches; b++) {
                if (records[k][b] != next[b]) {
                    append(CHANGE, b, records[k][b]);
                }
            }
        }
        for (; o < origins.length; o++) {
            append(ORIGIN, origins[o], 0);
        }
        hash = records.length == 0 ? 0 : relativeHash(now, records[0]);
    }

    private int relativeHash(int[] words, int[] base) {
        int h = 0;
        for (int b = 0; b < tables.beaches; b++) {
            h += (words[b] - base[b]) * tables.occupancyKey[b];
        }
        return h;
    }

    /** {@return the D-4 occupancy hash: the same for the same occupancy within a turn's records} */
    public int occupancyHash() {
        return hash;
    }
}
