package io.github.tongiaki.core.internal;

/**
 * The tiles, over {@link Table}'s state array: a word per tile at {@link Tables#offTile} (its packed hex in the
 * low 24 bits, 0 off the table; its rotation in bits 24-26; its royal owner + 1 in bits 27-29; bit 30 once it left
 * the game), the order of the tiles laid at {@link Tables#offOrder} (two tile indices an int), and the moves of a
 * tile, which reach into the other concerns: laying one ({@link TableWindow}), taking an island off and making one
 * royal ({@link TableBoats}, {@link TableCounts}).
 *
 * <p>Static methods only: {@link Table} owns every field and array and calls these from its one-line entry
 * points. Nothing outside {@link Table} calls this class.
 */
final class TableTiles {

    private TableTiles() {
    }

    /** The order of the tiles laid: tile t is the i-th. */
    private static void setPlaced(Table table, int i, int t) {
        int[] s = table.s;
        int at = table.tables.offOrder + (i >>> 1);
        int shift = (i & 1) << 4;
        s[at] = (s[at] & ~(0xFFFF << shift)) | t << shift;
    }

    /** {@link Table#putTile}: lays tile t on a packed hex with a rotation. */
    static void put(Table table, int t, int packed, int rot) {
        Tables tb = table.tables;
        table.s[tb.offTile + t] = packed | rot << 24; // not royal, not removed: a restored position sets those afterwards
        setPlaced(table, table.placedCount++, t);
        if (tb.island[t]) {
            table.islandsOnTable++;
        }
        TableWindow.laid(table, t, packed);
    }

    /** {@link Table#removeIsland}: island t off the table for good (R-LOOP-1, D-10), its boats to their supplies. */
    static void remove(Table table, int t, int[] back) {
        Tables tb = table.tables;
        TableBoats.sendBack(table, t, back);
        int h = table.tileHex(t);
        table.s[tb.offTile + t] = 1 << 30;
        if (tb.island[t]) {
            table.islandsOnTable--;
        }
        int j = 0;
        for (int i = 0, n = table.placedCount; i < n; i++) {
            int u = table.placedTile(i);
            if (u != t) {
                setPlaced(table, j++, u);
            }
        }
        table.placedCount = j;
        TableWindow.cleared(table, h);
    }

    /** {@link Table#makeRoyal}: island t royal for colour c (R-ROYAL-1). */
    static void makeRoyal(Table table, int t, int c) {
        Tables tb = table.tables;
        int[] s = table.s;
        TableBoats.emptyForRoyal(table, t, c);
        s[tb.offTile + t] = (s[tb.offTile + t] & ~(7 << 27)) | (c + 1) << 27;
        s[tb.offCounts + c] += TableCounts.ROYAL;
    }

    /** {@link Table#setIslands}: the royal and removed islands of a restored position. */
    static void setIslands(Table table, int[] royal, boolean[] removedTiles) {
        Tables tb = table.tables;
        int[] s = table.s;
        for (int t = 0; t < tb.tiles; t++) {
            int x = s[tb.offTile + t] & 0x07FF_FFFF;
            s[tb.offTile + t] = x | (royal[t] + 1) << 27 | (removedTiles[t] ? 1 << 30 : 0);
            if (royal[t] != Table.NONE) {
                s[tb.offCounts + royal[t]] += TableCounts.ROYAL;
            }
        }
    }
}
