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
 * <p><b>By concern.</b> The table is one object whose class is built in layers, one concern each, so that
 * every array has one owner and a call is a plain call on the table ({@link TableBase}): the turn's D-4 tape
 * ({@link TableTape}), the counts per colour ({@link TableCounts}), the beaches' boats and the marks kept
 * per move ({@link TableBoats}), the stack ({@link TableStack}), the tiles laid with the window and the D-9
 * frontier ({@link TableWindow}). This class makes a table, copies it, and holds the moves that change
 * several concerns at once: laying a tile, taking an island off, making one royal.
 */
public final class Table extends TableWindow {

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
        super(tables, aside);
        for (int c : seatColour) {
            s[tables.offCounts + c] = BOATS_PER_PLAYER; // the supply is a colour's low byte
        }
        initStack(stack, islandsInStack);
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
        super(o);
    }

    /** {@return an independent copy; reads this table and writes nothing to it} */
    public Table copy() {
        return new Table(this);
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
}
