package io.github.tongiaki.core.internal;

/**
 * The tiles laid, the window of hexes around them and the D-9 frontier, a layer of {@link Table} (see
 * {@link TableBase}). Per tile the state array holds its packed hex, rotation, royal owner and removal, and the
 * order of the tiles laid; beside it a long array holds the window, hexes (q, r) with |q|, |r| &lt;= radius,
 * cell (q + radius) * width + (r + radius), in ascending packed order (by q, then r: the order of the D-9
 * options): a grid with the tile on each cell ({@link Tables#gridCellsShift} giving the cells per long), then
 * at {@code gridWords} the frontier, a bit per cell: the free hexes next to a tile. The window grows when the
 * board outgrows it ({@code fit}).
 */
public abstract class TableWindow extends TableStack {

    /**
     * The grid, tile + 1 on each cell (0 for none), {@link Tables#gridCellsShift} giving the cells per long;
     * then at {@link #gridWords} the frontier, a bit per cell: the free hexes next to a tile.
     */
    long[] w;
    int radius;
    int width;
    /** The cell offsets of the six neighbours, directions 0..5, for this width (shared: never written). */
    int[] neighbours;
    int gridWords;
    int frontierCount;

    int placedCount;
    int islandsOnTable;

    TableWindow(Tables tables, boolean[] aside) {
        super(tables, aside);
    }

    TableWindow(TableWindow o) {
        super(o);
        w = o.w.clone();
        radius = o.radius;
        width = o.width;
        neighbours = o.neighbours;
        gridWords = o.gridWords;
        frontierCount = o.frontierCount;
        placedCount = o.placedCount;
        islandsOnTable = o.islandsOnTable;
    }

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
    void setPlaced(int i, int t) {
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
     * the cell is asked for again after {@link Table#putTile}.
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
    int cellTile(int cell) {
        Tables tb = tables; // eight 8-bit cells a long, or four 16-bit cells
        return (int) ((w[cell >>> tb.gridCellsShift] >>> ((cell & tb.gridCellMask) << tb.gridBitsShift)) & tb.gridValueMask);
    }

    void setCellTile(int cell, int tilePlusOne) {
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

    int hexOfCell(int cell) {
        int q = cell / width;
        return Hexes.pack(q - radius, cell - q * width - radius);
    }

    /** The window's cell of a hex inside it. */
    int cell(int packed) {
        return (Hexes.q(packed) + radius) * width + Hexes.r(packed) + radius;
    }

    /** The cell of a cell's neighbour in a direction 0..5. */
    int neighbourCell(int cell, int dir) {
        return cell + neighbours[dir];
    }

    boolean onFrontier(int cell) {
        return (w[gridWords + (cell >>> 6)] & 1L << cell) != 0;
    }

    void setFrontier(int cell) {
        w[gridWords + (cell >>> 6)] |= 1L << cell;
    }

    void clearFrontier(int cell) {
        w[gridWords + (cell >>> 6)] &= ~(1L << cell);
    }

    /** A new, empty window of that radius (the caller fills it). */
    void setWindow(int r) {
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
    void fit(int q, int r) {
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
}
