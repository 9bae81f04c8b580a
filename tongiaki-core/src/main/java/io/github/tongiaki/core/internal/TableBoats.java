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

    byte[] occ;         // per beach * 6 + colour: boats (at most 15, so bytes: a copy moves less)
    byte[] beachTotal;  // per beach: boats
    // per colour c: supply at c, royal islands founded at 6 + c, boats stranded on the last water tile at 12 + c
    // (one array: a copy clones one)
    int[] counts = new int[18];
    int strandedTile = Table.NONE;

    /** Every player's boats in his supply, none on a beach. */
    TableBoats(Tables tables, int[] seatColour) {
        this.tables = tables;
        occ = new byte[tables.beaches * 6];
        beachTotal = new byte[tables.beaches];
        for (int c : seatColour) {
            counts[c] = Table.BOATS_PER_PLAYER;
        }
    }

    /** A copy of another table's boats. */
    TableBoats(TableBoats o) {
        tables = o.tables;
        occ = o.occ.clone();
        beachTotal = o.beachTotal.clone();
        counts = o.counts.clone();
        strandedTile = o.strandedTile;
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
        return beachTotal[beach];
    }

    /**
     * @param b a global beach index
     * @return whether its berths are all taken
     */
    public boolean full(int b) {
        return beachTotal[b] == tables.berths[b];
    }

    /** @return whether any beach is full */
    public boolean anyFullBeach() {
        for (int b = 0; b < tables.beaches; b++) {
            if (full(b)) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param record an occupancy record ({@link #occupancy()})
     * @return whether every beach holds exactly the boats of the record
     */
    public boolean sameOccupancy(byte[] record) {
        return Arrays.equals(record, occ);
    }

    /** {@return a copy of every beach's boats: beach * 6 + colour (a D-4 record)} */
    public byte[] occupancy() {
        return occ.clone();
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
        int n = 0;
        for (int b = 0; b < tables.beaches; b++) {
            n += occ[b * 6 + colour];
        }
        return n;
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
            if (beachTotal[base + i] < tables.berths[base + i]) {
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
            n += tables.berths[b] - beachTotal[b];
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
        occ[beach * 6 + c] += n;
        beachTotal[beach] += n;
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
        beachTotal[beach] += n;
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
        occ[beach * 6 + c] = 0;
        beachTotal[beach] -= n;
        counts[c] += n;
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
        beachTotal[beach]--;
        counts[c]++;
    }

    /**
     * Takes every boat off a beach as one group (R-EMI-1).
     *
     * @param beach the beach
     * @return the group, packed ({@link Group})
     */
    public int takeGroup(int beach) {
        int g = 0;
        for (int c = 0; c < 6; c++) {
            g = Group.plus(g, c, occ[beach * 6 + c]);
            occ[beach * 6 + c] = 0;
        }
        beachTotal[beach] = 0;
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
