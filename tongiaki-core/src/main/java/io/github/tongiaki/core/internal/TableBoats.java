package io.github.tongiaki.core.internal;

import java.util.Arrays;

/**
 * Where every boat is: on the beaches, in the supplies, stranded on the last water tile (R-END-1), and how many
 * royal islands each colour has founded (R-ROYAL-1). The boat half of {@link Table}, which is its only
 * subclass: one object, so the steps reach the boats without a second pointer, and one file per half.
 *
 * <p>A copy clones these arrays (they change at almost every decision, unlike the tiles, which a copy shares).
 */
public abstract sealed class TableBoats permits Table {

    /** The compiled tile set. */
    public final Tables tables;

    // per beach * 6 + colour: boats (at most 15, so bytes: a copy moves less); then at totals + beach: all boats
    // on the beach (one array: a copy clones one)
    byte[] occ;
    /** Where the beaches' totals begin in {@link #occ}: after the boats per colour, {@link Tables#beaches} * 6. */
    final int totals;
    // per colour c: supply at c, royal islands founded at 6 + c, boats stranded on the last water tile at 12 + c,
    // boats on beaches at 18 + c (one array: a copy clones one)
    int[] counts = new int[24];
    int strandedTile = Table.NONE;
    /**
     * Bit masks over the tiles, {@link #words} longs each (tile t is bit t % 64 of word t / 64): for each colour c
     * at {@code c * words} the islands with a boat of c, at {@code FULL * words} the islands with a full beach. The
     * turn's and the emigrations' option scans read them instead of every beach; every change of a beach's boats
     * keeps them ({@link #marked}), so they are always what a scan of the beaches would find.
     */
    long[] marks;
    /** Longs per mask of {@link #marks}: one per 64 tiles. */
    final int words;
    /** D-4: the sum over beaches and colours of boats times {@link Tables#occupancyKey} (wrapping). */
    long hash;
    /** Index of the full-beach mask in {@link #marks} (after the six colours'). */
    private static final int FULL = 6;

    /** Every player's boats in his supply, none on a beach. */
    TableBoats(Tables tables, int[] seatColour) {
        this.tables = tables;
        totals = tables.beaches * 6;
        occ = new byte[tables.beaches * 7];
        for (int c : seatColour) {
            counts[c] = Table.BOATS_PER_PLAYER;
        }
        words = (tables.tiles + 63) >>> 6;
        marks = new long[(FULL + 1) * words];
    }

    /** A copy of another table's boats. */
    TableBoats(TableBoats o) {
        tables = o.tables;
        occ = o.occ.clone();
        totals = o.totals;
        counts = o.counts.clone();
        strandedTile = o.strandedTile;
        words = o.words;
        marks = o.marks.clone();
        hash = o.hash;
    }

    /**
     * Brings the marks of a beach's island up to date after the boats of a colour on the beach changed.
     *
     * @param b the beach
     * @param c the colour
     */
    private void marked(int b, int c) {
        int t = tables.beachTile[b];
        int w = t >>> 6;
        long bit = 1L << t; // the shift takes t % 64
        long[] m = marks;
        if (occ[b * 6 + c] != 0) {
            m[c * words + w] |= bit;
        } else if ((m[c * words + w] & bit) != 0 && ownBoatsOn(t, c) == 0) {
            m[c * words + w] &= ~bit;
        }
        markedFull(b, t, w, bit);
    }

    /** The full-beach half of {@link #marked}: after beach b's total changed (t its island, w and bit its mark). */
    private void markedFull(int b, int t, int w, long bit) {
        int i = FULL * words + w;
        if (full(b)) {
            marks[i] |= bit;
        } else if ((marks[i] & bit) != 0 && !hasFullBeach(t)) {
            marks[i] &= ~bit;
        }
    }

    /** Clears every mark of an island whose beaches are now all empty (royal, removed). */
    void unmark(int t) {
        long keep = ~(1L << t);
        for (int k = 0; k <= FULL; k++) {
            marks[k * words + (t >>> 6)] &= keep;
        }
    }

    private boolean hasFullBeach(int t) {
        for (int b = tables.beachBase[t], end = b + tables.beachCount[t]; b < end; b++) {
            if (full(b)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The first tile at or after {@code from} whose bit is set in the mask at {@code base}.
     *
     * @param base the mask's first word in {@link #marks}
     * @param from a tile index (may be past the last tile)
     * @return the tile, or {@link Table#NONE}
     */
    private int nextMarked(int base, int from) {
        int w = from >>> 6;
        if (w >= words) {
            return Table.NONE;
        }
        long[] m = marks;
        long bits = m[base + w] & (-1L << from); // the shift takes from % 64
        while (bits == 0) {
            if (++w == words) {
                return Table.NONE;
            }
            bits = m[base + w];
        }
        return (w << 6) + Long.numberOfTrailingZeros(bits);
    }

    /**
     * R-EMI-1, D-2: the next island, in tile order, with a full beach. Read from a mask the boat moves keep, so
     * the emigrations' option scan, which runs after every turn action and every emigration, does not look at
     * every beach. Only islands on the table have boats (R-ROYAL-2: and not royal ones; the {@code Validator}
     * holds a restored position to both).
     *
     * @param from the first tile index to look at
     * @return the tile index, or {@link Table#NONE} if no tile from {@code from} on has one
     */
    public int nextIslandWithFullBeach(int from) {
        return nextMarked(FULL * words, from);
    }

    /**
     * R-EXP-1: the next island, in tile order, with a boat of a colour on one of its beaches (such an island is
     * on the table and not royal: R-ROYAL-2).
     *
     * @param colour a colour ordinal
     * @param from the first tile index to look at
     * @return the tile index, or {@link Table#NONE} if no tile from {@code from} on has one
     */
    public int nextIslandWithBoat(int colour, int from) {
        return nextMarked(colour * words, from);
    }

    /**
     * R-ROYAL-1: the next island, in tile order, where a colour's boats are the only ones (read from the
     * marks: its bit set in the colour's mask and in no other's).
     *
     * @param colour a colour ordinal
     * @param from the first tile index to look at
     * @return the tile index, or {@link Table#NONE} if no tile from {@code from} on has one
     */
    public int nextIslandWithOnlyColour(int colour, int from) {
        for (int w = from >>> 6; w < words; w++) {
            long bits = marks[colour * words + w];
            if (bits == 0) {
                continue;
            }
            for (int c = 0; c < 6; c++) {
                if (c != colour) {
                    bits &= ~marks[c * words + w];
                }
            }
            if (w == from >>> 6) {
                bits &= -1L << from; // the shift takes from % 64
            }
            if (bits != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return Table.NONE;
    }

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
        return occ[totals + beach];
    }

    /**
     * @param b a global beach index
     * @return whether its berths are all taken
     */
    public boolean full(int b) {
        return occ[totals + b] == tables.berths[b];
    }

    /** @return whether any beach is full (read from the marks) */
    public boolean anyFullBeach() {
        for (int w = FULL * words, end = w + words; w < end; w++) {
            if (marks[w] != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param records D-4 records one after another ({@link #copyOccupancy})
     * @param offset where one starts
     * @return whether every beach holds exactly the boats of that record
     */
    public boolean sameOccupancy(byte[] records, int offset) {
        return Arrays.equals(occ, 0, totals, records, offset, offset + totals);
    }

    /**
     * Copies every beach's boats (beach * 6 + colour, {@link Tables#beaches} * 6 bytes) into an array of records.
     *
     * @param records the records
     * @param offset where this one starts
     */
    public void copyOccupancy(byte[] records, int offset) {
        System.arraycopy(occ, 0, records, offset, totals);
    }

    /**
     * {@return the hash of every beach's boats (D-4): equal occupancies have equal hashes, in every game}
     */
    public long occupancyHash() {
        return hash;
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
        return counts[18 + colour];
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
            if (occ[totals + base + i] < tables.berths[base + i]) {
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
            n += tables.berths[b] - occ[totals + b];
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
        landBoats(beach, c, n);
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
        occ[totals + beach] += n;
        counts[18 + c] += n;
        hash += n * tables.occupancyKey[beach * 6 + c];
        marked(beach, c);
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
        if (n == 0) {
            return 0;
        }
        occ[beach * 6 + c] = 0;
        occ[totals + beach] -= n;
        counts[c] += n;
        counts[18 + c] -= n;
        hash -= n * tables.occupancyKey[beach * 6 + c];
        marked(beach, c);
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
        occ[totals + beach]--;
        counts[c]++;
        counts[18 + c]--;
        hash -= tables.occupancyKey[beach * 6 + c];
        marked(beach, c);
    }

    /**
     * Takes every boat off a beach as one group (R-EMI-1).
     *
     * @param beach the beach
     * @return the group, packed ({@link Group})
     */
    public int takeGroup(int beach) {
        int g = 0;
        int t = tables.beachTile[beach];
        int w = t >>> 6;
        long bit = 1L << t;
        for (int c = 0; c < 6; c++) {
            int n = occ[beach * 6 + c];
            if (n != 0) {
                g = Group.plus(g, c, n);
                occ[beach * 6 + c] = 0;
                counts[18 + c] -= n;
                hash -= n * tables.occupancyKey[beach * 6 + c];
                if (ownBoatsOn(t, c) == 0) {
                    marks[c * words + w] &= ~bit;
                }
            }
        }
        occ[totals + beach] = 0;
        markedFull(beach, t, w, bit);
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
}
