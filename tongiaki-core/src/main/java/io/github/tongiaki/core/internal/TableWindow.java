package io.github.tongiaki.core.internal;

/**
 * The table's window of hexes and the D-9 frontier, over {@link Table}'s fields: the hexes (q, r) with
 * |q|, |r| &lt;= radius, cell {@code (q + radius) * width + (r + radius)}, running in ascending packed order (by
 * q, then r: the order of the D-9 options). The long array {@code w} holds the grid, tile + 1 on each cell (0 for
 * none, {@link Tables#gridCellsShift} giving the cells per long), then at {@code gridWords} the frontier, a bit
 * per cell: the free hexes next to a tile; then at {@code occupied} a bit per cell with a tile (what a tile laid
 * reads of its neighbours).
 *
 * <p>Static methods only: {@link Table} owns every field and array and calls these from its one-line entry
 * points (a static call is bound at compile time, so the JIT inlines it as it did the method's body before the
 * split). Nothing outside {@link Table} calls this class.
 */
final class TableWindow {

    private TableWindow() {
    }

    /** {@return tile + 1 on a cell, 0 for none} */
    static int cellTile(Table t, int cell) {
        Tables tb = t.tables; // eight 8-bit cells a long, or four 16-bit cells
        return (int) ((t.w[cell >>> tb.gridCellsShift] >>> ((cell & tb.gridCellMask) << tb.gridBitsShift)) & tb.gridValueMask);
    }

    static void setCellTile(Table t, int cell, int tilePlusOne) {
        Tables tb = t.tables;
        long[] w = t.w;
        int bits = (cell & tb.gridCellMask) << tb.gridBitsShift;
        int i = cell >>> tb.gridCellsShift;
        w[i] = (w[i] & ~(tb.gridValueMask << bits)) | (long) tilePlusOne << bits;
    }

    /** A tile lies on the cell now: its grid value and its bit among the occupied cells. */
    private static void occupy(Table t, int cell, int tile) {
        setCellTile(t, cell, tile + 1);
        t.w[t.occupied + (cell >>> 6)] |= 1L << cell; // the shift takes cell % 64
    }

    /** The window's cell of a hex inside it. */
    static int cell(Table t, int packed) {
        int radius = t.radius;
        return (Hexes.q(packed) + radius) * t.width + Hexes.r(packed) + radius;
    }

    /** {@link Table#tileAt}: the tile on a hex, or -1 (no tile lies outside the window). */
    static int tileAt(Table t, int packed) {
        int q = Hexes.q(packed);
        int r = Hexes.r(packed);
        int rad = t.radius;
        if (q < -rad || q > rad || r < -rad || r > rad) {
            return Table.NONE;
        }
        return cellTile(t, (q + rad) * t.width + r + rad) - 1;
    }

    /** {@link Table#followPath}: D-2's path from a tile over the routes of the water tiles laid. */
    static int followPath(Table table, int t, int dir) {
        Tables tb = table.tables;
        int[] transit = tb.transit;
        boolean[] island = tb.island;
        int[] nb = table.neighbours;
        int cell = cell(table, table.tileHex(t));
        int most = 0;
        for (int guard = 0; guard <= 6 * tb.tiles; guard++) {
            cell += nb[dir];
            int u = cellTile(table, cell) - 1;
            if (u < 0 || island[u]) {
                return (u + 1) | most << 16;
            }
            int route = transit[(u * 6 + table.tileRotation(u)) * 6 + dir]; // the exit's direction, the difficulty
            most = Math.max(most, route >>> 3);
            dir = route & 7;
        }
        throw new IllegalStateException("engine error: a path does not end (D-12)");
    }

    /**
     * {@link Table#frontier(int)}: the k-th hex of the frontier. The window's cells run in the options' order, so
     * this counts set bits.
     */
    static int frontier(Table t, int k) {
        long[] w = t.w;
        int gridWords = t.gridWords;
        for (int i = gridWords, end = t.occupied; i < end; i++) {
            long bits = w[i];
            int n = Long.bitCount(bits);
            if (k < n) {
                return hexOfCell(t, ((i - gridWords) << 6) + Bits.select(bits, k));
            }
            k -= n;
        }
        throw new IndexOutOfBoundsException("frontier hex " + k + " of " + t.frontierCount);
    }

    /** {@link Table#frontierIndex}: a hex's place in the frontier's order, or -1 if it is not on it. */
    static int frontierIndex(Table t, int packed) {
        int q = Hexes.q(packed);
        int r = Hexes.r(packed);
        int radius = t.radius;
        if (q < -radius || q > radius || r < -radius || r > radius) {
            return Table.NONE;
        }
        int cell = (q + radius) * t.width + r + radius;
        if (!onFrontier(t, cell)) {
            return Table.NONE;
        }
        long[] w = t.w;
        int gridWords = t.gridWords;
        int k = Long.bitCount(w[gridWords + (cell >>> 6)] & ((1L << cell) - 1)); // the shift takes cell % 64
        for (int i = gridWords, end = gridWords + (cell >>> 6); i < end; i++) {
            k += Long.bitCount(w[i]);
        }
        return k;
    }

    /** {@link Table#frontier(int[])}: the frontier's hexes, in ascending packed order, into a buffer. */
    static void frontier(Table t, int[] buffer) {
        long[] w = t.w;
        int gridWords = t.gridWords;
        int width = t.width;
        int radius = t.radius;
        int n = 0;
        // A cell's row is cell / width: by multiplication with a reciprocal, ceil(2^40 / width), exact for every cell
        // below 2^40 / width (a window has far fewer), rather than by a division per cell.
        long reciprocal = ((1L << 40) + width - 1) / width;
        for (int i = gridWords, end = t.occupied; i < end; i++) {
            for (long bits = w[i]; bits != 0; bits &= bits - 1) {
                int cell = ((i - gridWords) << 6) + Long.numberOfTrailingZeros(bits);
                int row = (int) (cell * reciprocal >>> 40);
                buffer[n++] = Hexes.pack(row - radius, cell - row * width - radius);
            }
        }
    }

    private static int hexOfCell(Table t, int cell) {
        // an int division (the JavaScript build would make the reciprocal's long product a BigInt)
        int q = cell / t.width;
        return Hexes.pack(q - t.radius, cell - q * t.width - t.radius);
    }

    static boolean onFrontier(Table t, int cell) {
        return (t.w[t.gridWords + (cell >>> 6)] & 1L << cell) != 0;
    }

    /** A new, empty window of that radius (the caller fills it). */
    static void setWindow(Table t, int r) {
        Tables tb = t.tables;
        t.radius = r;
        int width = 2 * r + 1;
        t.width = width;
        int cells = width * width;
        int shift = tb.gridCellsShift;
        int gridWords = (cells + (1 << shift) - 1) >>> shift;
        t.gridWords = gridWords;
        int bitWords = (cells + 63) >>> 6;
        t.occupied = gridWords + bitWords;
        t.frontierLow = bitWords; // an empty frontier: laid and grow widen the bound
        t.frontierHigh = 0;
        // one word more at the end: laid reads the word after a cell's word in either bit set
        t.w = new long[gridWords + 2 * bitWords + 1];
        if (r == tb.firstRadius) { // every new table's: computed once per tile set
            t.neighbours = tb.firstNeighbours;
            t.neighbourPattern = tb.firstNeighbourPattern;
        } else {
            t.neighbours = Hexes.neighbourOffsets(width);
            t.neighbourPattern = Hexes.neighbourPattern(width);
        }
    }

    /**
     * Makes the window large enough for a tile at (q, r), its neighbours and theirs (a removal looks two hexes
     * out): a window too small is replaced by a larger one, rebuilt from the tiles on the table (the board grows
     * past the first window in few games).
     */
    static void fit(Table t, int q, int r) {
        int need = Math.max(Math.abs(q), Math.abs(r)) + 2;
        if (need > t.radius) {
            grow(t, need); // out of line: a tile laid inlines only the test
        }
    }

    /** {@link #fit}: a window of radius at least {@code need}, rebuilt from the tiles on the table. */
    private static void grow(Table t, int need) {
        int radius = t.radius;
        setWindow(t, Math.max(need + 3, radius + radius / 2)); // by half at least: few rebuilds however far it grows
        int placed = t.placedCount;
        for (int i = 0; i < placed; i++) {
            int u = t.placedTile(i);
            occupy(t, cell(t, t.tileHex(u)), u);
        }
        long[] w = t.w;
        int front = t.gridWords;
        int[] nb = t.neighbours;
        int count = 0;
        int low = t.frontierLow;
        int high = t.frontierHigh;
        for (int i = 0; i < placed; i++) {
            int c = cell(t, t.tileHex(t.placedTile(i)));
            for (int d = 0; d < 6; d++) {
                int n = c + nb[d];
                if (cellTile(t, n) == 0 && (w[front + (n >>> 6)] & 1L << n) == 0) {
                    w[front + (n >>> 6)] |= 1L << n;
                    count++;
                    low = Math.min(low, n >>> 6);
                    high = Math.max(high, (n >>> 6) + 1);
                }
            }
        }
        t.frontierCount = count;
        t.frontierLow = low;
        t.frontierHigh = high;
    }

    /**
     * The window after tile t was laid on a hex (its word already written): the window fits it, the hex is taken
     * (and no longer on the frontier), its free neighbours are on it now.
     */
    static void laid(Table table, int t, int packed) {
        int q = Hexes.q(packed);
        int r = Hexes.r(packed);
        fit(table, q, r);
        // Without branches: which neighbours are free is as good as random, and a mispredicted branch costs more
        // than the masks. A neighbour joins the frontier unless it is on it or occupied: two bit sets.
        int width = table.width;
        int c = (q + table.radius) * width + r + table.radius;
        occupy(table, c, t);
        long[] w = table.w;
        int front = table.gridWords;
        int occupied = table.occupied;
        long was = w[front + (c >>> 6)] & 1L << c; // the shifts take c % 64
        w[front + (c >>> 6)] &= ~was;
        int count = table.frontierCount - (int) (was >>> c);
        long pattern = table.neighbourPattern;
        if (pattern != 0) {
            // The six neighbours at once: the 64 cells from c - width on, read from two words of each bit set (fit keeps
            // c two rows inside the window, so c - width >= 0). (x << 1) << (63 - s) is x << (64 - s), and 0 for s = 0.
            int lo = c - width;
            int k = lo >>> 6;
            int s = lo & 63;
            long taken = w[front + k] >>> s | (w[front + k + 1] << 1) << (63 - s)
                    | w[occupied + k] >>> s | (w[occupied + k + 1] << 1) << (63 - s);
            long add = pattern & ~taken;
            w[front + k] |= add << s;
            w[front + k + 1] |= (add >>> 1) >>> (63 - s); // bits past the frontier's last cell are 0 in add
            count += Long.bitCount(add);
        } else {
            int[] nb = table.neighbours;
            for (int d = 0; d < 6; d++) {
                int n = c + nb[d];
                int i = n >>> 6;
                long add = (1L << n) & ~(w[front + i] | w[occupied + i]);
                w[front + i] |= add;
                count += (int) (add >>> n);
            }
        }
        table.frontierCount = count;
        // the bound of the frontier's words: every neighbour of c lies within a row and a cell of it
        table.frontierLow = Math.min(table.frontierLow, Math.max(0, c - width - 1) >>> 6);
        table.frontierHigh = Math.max(table.frontierHigh, ((c + width + 1) >>> 6) + 1);
    }

    /**
     * The window after the tile on a hex left the table: the hex is free, a frontier hex if a tile is next to it;
     * a frontier hex next to it stays one only if another tile is next to it.
     */
    static void cleared(Table t, int packed) {
        long[] w = t.w;
        int front = t.gridWords;
        int[] nb = t.neighbours;
        int c = cell(t, packed);
        setCellTile(t, c, 0);
        w[t.occupied + (c >>> 6)] &= ~(1L << c);
        int count = t.frontierCount;
        if (occupiedNeighbour(t, c)) {
            w[front + (c >>> 6)] |= 1L << c;
            count++;
            t.frontierLow = Math.min(t.frontierLow, c >>> 6);
            t.frontierHigh = Math.max(t.frontierHigh, (c >>> 6) + 1);
        }
        for (int d = 0; d < 6; d++) {
            int n = c + nb[d];
            if (onFrontier(t, n) && !occupiedNeighbour(t, n)) {
                w[front + (n >>> 6)] &= ~(1L << n);
                count--;
            }
        }
        t.frontierCount = count;
    }

    private static boolean occupiedNeighbour(Table t, int cell) {
        int[] nb = t.neighbours;
        for (int d = 0; d < 6; d++) {
            if (cellTile(t, cell + nb[d]) != 0) {
                return true;
            }
        }
        return false;
    }
}
