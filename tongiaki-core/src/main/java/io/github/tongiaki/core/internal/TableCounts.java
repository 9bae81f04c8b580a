package io.github.tongiaki.core.internal;

/**
 * The counts per colour, a layer of {@link Table} (see {@link TableBase}): a colour's supply, royal islands,
 * boats stranded on the last water tile (R-END-1) and boats on beaches, a byte each of one int, so that a boat
 * moving between the supply and a beach changes one int; and the water tile the stranded group stands on.
 */
public abstract class TableCounts extends TableTape {

    // A colour's counts, one int: its supply (the low byte, so a count of boats is also its value there), royal
    // islands, boats stranded and boats on beaches, a byte each (each at most 15), so that a boat moving between
    // the supply and a beach changes one int.
    static final int ROYAL = 1 << 8;
    static final int STRANDED = 1 << 16;
    static final int ON_BEACHES = 1 << 24;

    private int strandedTile = NONE;

    TableCounts(Tables tables, boolean[] aside) {
        super(tables, aside);
    }

    TableCounts(TableCounts o) {
        super(o);
        strandedTile = o.strandedTile;
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
}
