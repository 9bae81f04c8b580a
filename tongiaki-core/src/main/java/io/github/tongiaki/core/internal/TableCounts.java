package io.github.tongiaki.core.internal;

/**
 * The counts per colour, over {@link Table}'s state array: one int a colour at {@link Tables#offCounts}, its supply
 * in the low byte (so a count of boats is also its value there), then its royal islands, its boats stranded and its
 * boats on beaches, a byte each (each at most 15, R-COMP-1), so that a boat moving between the supply and a beach
 * changes one int. The water tile the stranded boats stand on is {@link Table}'s {@code strandedTile}.
 *
 * <p>Static methods only: {@link Table} owns every field and array and calls these from its one-line entry
 * points; {@link TableBoats} keeps the boats on beaches with every boat move. Nothing else calls this class.
 */
final class TableCounts {

    /** One royal island, in a colour's counts. */
    static final int ROYAL = 1 << 8;
    /** One stranded boat, in a colour's counts. */
    static final int STRANDED = 1 << 16;
    /** One boat on a beach, in a colour's counts. */
    static final int ON_BEACHES = 1 << 24;

    private TableCounts() {
    }

    /** {@link Table#returnGroup}: a group's boats back to their supplies. */
    static void returnGroup(Table t, int group) {
        int[] s = t.s;
        int base = t.tables.offCounts;
        for (int c = 0; c < 6; c++) {
            s[base + c] += Group.count(group, c);
        }
    }

    /** {@link Table#strand}: a group stranded on the last water tile (R-END-1). */
    static void strand(Table t, int tile, int group) {
        int[] s = t.s;
        int base = t.tables.offCounts;
        for (int c = 0; c < 6; c++) {
            s[base + c] += Group.count(group, c) * STRANDED;
        }
        t.strandedTile = tile;
    }

    /** {@link Table#setSupply}: the supplies of a restored position. */
    static void setSupply(Table t, int[] boats) {
        int[] s = t.s;
        int base = t.tables.offCounts;
        for (int c = 0; c < 6; c++) {
            s[base + c] = (s[base + c] & ~0xFF) | boats[c];
        }
    }

    /** {@link Table#setStranded}: the stranded boats of a restored position. */
    static void setStranded(Table t, int tile, int[] boats) {
        int[] s = t.s;
        int base = t.tables.offCounts;
        t.strandedTile = tile;
        for (int c = 0; c < 6; c++) {
            s[base + c] = (s[base + c] & ~(0xFF * STRANDED)) | boats[c] * STRANDED;
        }
    }
}
