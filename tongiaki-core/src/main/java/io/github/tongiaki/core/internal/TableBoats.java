package io.github.tongiaki.core.internal;

import static io.github.tongiaki.core.internal.TableCounts.ON_BEACHES;

/**
 * The beaches' boats and the marks kept with every boat move, over {@link Table}'s state array. A beach's boats
 * are one int at {@link Tables#offOcc}: four bits per colour ordinal (a colour has at most 15 boats, R-COMP-1),
 * the total in bits 24 and up ({@link Table#beachWord}); an island's boats are the sum of its beaches' words (no
 * four-bit field can carry over). At {@link Tables#offMarks}, per colour a mask of the islands where it has boats,
 * then ({@link #FULL}) a mask of the islands with a full beach, {@link Tables#words} ints each: the turn's and the
 * emigrations' options read these masks instead of every beach. A move also keeps the colour's boats on beaches
 * ({@link TableCounts}) and writes the beach through {@link TableTape#setBeach}, which D-4's tape follows.
 *
 * <p>Static methods only: {@link Table} owns every field and array and calls these from its one-line entry
 * points. Nothing outside {@link Table} calls this class.
 */
final class TableBoats {

    /** Index of the full-beach mask among the marks (after the six colours'). */
    static final int FULL = 6;

    private TableBoats() {
    }

    /** {@link Table#islandWord}: the sum of an island's beaches' colour fields, kept by {@link TableTape#setBeach}. */
    static int islandWord(Table table, int t) {
        return table.s[table.tables.offIsland + table.tables.islandSlot[t]] & 0xFF_FFFF;
    }

    /** {@link Table#addBoats}: boats from a supply onto a beach. */
    static void add(Table t, int beach, int c, int n) {
        TableTape.setBeach(t, beach, t.beachWord(beach) + (n << 4 * c) + (n << 24));
        t.s[t.tables.offCounts + c] += n * ON_BEACHES - n;
        markedMore(t, beach, c);
    }

    /** {@link Table#landBoats}: boats onto a beach that are not from the supply. */
    static void land(Table t, int beach, int c, int n) {
        TableTape.setBeach(t, beach, t.beachWord(beach) + (n << 4 * c) + (n << 24));
        t.s[t.tables.offCounts + c] += n * ON_BEACHES;
        markedMore(t, beach, c);
    }

    /**
     * {@link Table#withdrawIsland}: every boat of a colour on an island's beaches back to the supply (R-NEW-1); how
     * many. While the turn's D-4 records are taken the beaches are written through the tape, in order; else directly,
     * with the island's word once. The counts and marks are brought up to date once for the island.
     */
    static int withdrawIsland(Table table, int t, int c) {
        Tables tb = table.tables;
        int[] s = table.s;
        int shift = 4 * c;
        int total = 0;
        int wasFull = 0;
        if (table.tapeLength == 0) {
            // No D-4 records this turn (a new settlement is a turn's action, before any emigration): the beaches are
            // written here, and the island's word once. A beach that loses boats is not full afterwards.
            int base = tb.offOcc + tb.beachBase[t];
            int lost = 0; // the beaches that lose boats, by local number
            int n = tb.beachCount[t];
            if (table.zobristKept) {
                // the position hash's beach part (as TableTape.setBeach keeps it), from the counts before they go:
                // the count k's key out, the count 0's (0) in
                int za = table.zobristA;
                int zb = table.zobristB;
                for (int i = 0; i < n; i++) {
                    int key = ((tb.beachBase[t] + i) * 6 + c) << 4 | (s[base + i] >>> shift) & 15;
                    za ^= tb.zobristA[key];
                    zb ^= tb.zobristB[key];
                }
                table.zobristA = za;
                table.zobristB = zb;
            }
            for (int i = 0; i < n; i++) {
                int x = s[base + i];
                int k = (x >>> shift) & 15;
                s[base + i] = x - (k << shift) - (k << 24);
                total += k;
                lost |= (-k >>> 31) << i;
            }
            int isle = tb.offIsland + tb.islandSlot[t];
            int word = s[isle];
            wasFull = (word >>> 24) & lost;
            s[isle] = (word - (total << shift)) & ~(lost << 24);
        } else {
            for (int b = tb.beachBase[t], end = b + tb.beachCount[t]; b < end; b++) {
                int x = s[tb.offOcc + b];
                int k = (x >>> shift) & 15;
                wasFull |= (-k >>> 31) & (((x >>> 24 ^ tb.berths[b]) - 1) >>> 31); // boats left a full beach
                TableTape.setBeach(table, b, x - (k << shift) - (k << 24)); // unchanged where k is 0: not recorded
                total += k;
            }
        }
        s[tb.offCounts + c] += total - total * ON_BEACHES;
        s[tb.offMarks + c * tb.words + (t >>> 5)] &= ~(1 << t);
        if (wasFull != 0) {
            markedNotFull(table, t);
        }
        return total;
    }

    /** {@link Table#takeBoat}: one boat of a colour from a beach back to the supply (R-ALLBOATS-1). */
    static void takeBoat(Table t, int beach, int c) {
        boolean wasFull = t.full(beach);
        TableTape.setBeach(t, beach, t.beachWord(beach) - (1 << 4 * c) - (1 << 24));
        t.s[t.tables.offCounts + c] += 1 - ON_BEACHES;
        markedFewer(t, beach, c, wasFull);
    }

    /** {@link Table#takeGroup}: every boat off a beach as one group (R-EMI-1). */
    static int takeGroup(Table table, int beach) {
        Tables tb = table.tables;
        int[] s = table.s;
        boolean wasFull = table.full(beach);
        int g = table.beachWord(beach) & 0xFF_FFFF;
        TableTape.setBeach(table, beach, 0);
        int t = tb.beachTile[beach];
        int left = islandWord(table, t);
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
            markedNotFull(table, t);
        }
        return g;
    }

    /**
     * Empties every beach of an island that leaves the game (R-LOOP-1, D-10): the boats go back to their supplies,
     * the island's marks are cleared.
     *
     * @param back receives per colour the boats that went back
     */
    static void sendBack(Table table, int t, int[] back) {
        Tables tb = table.tables;
        int[] s = table.s;
        for (int b = tb.beachBase[t], end = b + tb.beachCount[t]; b < end; b++) {
            int x = table.beachWord(b);
            for (int c = 0; c < 6; c++) {
                int n = (x >>> 4 * c) & 15;
                back[c] += n;
                s[tb.offCounts + c] += n - n * ON_BEACHES;
            }
            TableTape.setBeach(table, b, 0);
        }
        unmark(table, t);
    }

    /**
     * Empties every beach of an island made royal by colour c (R-ROYAL-1): c's boats leave its boats on beaches
     * (the caller has counted the others'), the island's marks are cleared.
     */
    static void emptyForRoyal(Table table, int t, int c) {
        Tables tb = table.tables;
        int[] s = table.s;
        for (int b = tb.beachBase[t], end = b + tb.beachCount[t]; b < end; b++) {
            s[tb.offCounts + c] -= ((table.beachWord(b) >>> 4 * c) & 15) * ON_BEACHES;
            TableTape.setBeach(table, b, 0);
        }
        unmark(table, t);
    }

    /**
     * The marks of beach b's island after boats of colour c came onto the beach: the island has boats of c, and a
     * full beach if b is full now (boats coming cannot empty a full beach elsewhere).
     */
    private static void markedMore(Table table, int b, int c) {
        Tables tb = table.tables;
        int[] s = table.s;
        int t = tb.beachTile[b];
        int bit = 1 << t; // the shift takes t % 32
        s[tb.offMarks + c * tb.words + (t >>> 5)] |= bit;
        // the island's word holds its full beaches (TableTape.setBeach): marked when one is, without a branch (a
        // beach filled before had marked it already)
        s[tb.offMarks + FULL * tb.words + (t >>> 5)] |= bit & (-(s[tb.offIsland + tb.islandSlot[t]] >>> 24) >> 31);
    }

    /**
     * The marks of beach b's island after boats of colour c left the beach: the island keeps its mark of c while
     * another beach holds boats of c, and its full-beach mark while another beach is full (b was, if it was full).
     */
    private static void markedFewer(Table table, int b, int c, boolean wasFull) {
        Tables tb = table.tables;
        int t = tb.beachTile[b];
        if (((islandWord(table, t) >>> 4 * c) & 15) == 0) {
            table.s[tb.offMarks + c * tb.words + (t >>> 5)] &= ~(1 << t);
        }
        if (wasFull) {
            markedNotFull(table, t);
        }
    }

    /** The full-beach mark of island t after one of its full beaches lost boats. */
    private static void markedNotFull(Table table, int t) {
        Tables tb = table.tables;
        if (table.s[tb.offIsland + tb.islandSlot[t]] >>> 24 == 0) {
            table.s[tb.offMarks + FULL * tb.words + (t >>> 5)] &= ~(1 << t);
        }
    }

    /** Clears every mark of an island whose beaches are now all empty (royal, removed). */
    private static void unmark(Table table, int t) {
        Tables tb = table.tables;
        int[] s = table.s;
        int keep = ~(1 << t);
        for (int k = 0; k <= FULL; k++) {
            s[tb.offMarks + k * tb.words + (t >>> 5)] &= keep;
        }
    }

    /**
     * The first tile at or after {@code from} whose bit is set in the mask at {@code base} (the mask's first word
     * in the state array), or {@link Table#NONE}.
     */
    static int nextMarked(Table table, int base, int from) {
        int[] s = table.s;
        int words = table.tables.words;
        int w = from >>> 5;
        if (w >= words) {
            return Table.NONE;
        }
        int bits = s[base + w] & (-1 << from); // the shift takes from % 32
        while (bits == 0) {
            if (++w == words) {
                return Table.NONE;
            }
            bits = s[base + w];
        }
        return (w << 5) + Integer.numberOfTrailingZeros(bits);
    }

    /** {@link Table#islandsWithOnlyColour}: word w of the mask of the islands where a colour's boats are alone. */
    static int islandsWithOnlyColour(Table table, int colour, int w) {
        int[] s = table.s;
        int words = table.tables.words;
        int base = table.tables.offMarks + w;
        int others = 0;
        for (int c = 0; c < 6; c++) {
            int d = c ^ colour;
            others |= s[base + c * words] & -((d | -d) >>> 31); // every colour but this one, without a branch
        }
        return s[base + colour * words] & ~others;
    }

    /** {@link Table#anyFullBeach}: whether the full-beach mask has a bit set. */
    static boolean anyFullBeach(Table table) {
        int[] s = table.s;
        Tables tb = table.tables;
        for (int i = tb.offMarks + FULL * tb.words, end = i + tb.words; i < end; i++) {
            if (s[i] != 0) {
                return true;
            }
        }
        return false;
    }

    /** {@link Table#freeBeachMask}: the bit mask of an island's local beaches with a free berth. */
    static int freeBeachMask(Table table, int t) {
        Tables tb = table.tables;
        int[] s = table.s;
        // the island's full beaches are kept in its word (TableTape.setBeach)
        return ~(s[tb.offIsland + tb.islandSlot[t]] >>> 24) & ((1 << tb.beachCount[t]) - 1);
    }

    /** {@link Table#freeBerths}: an island's free berths. */
    static int freeBerths(Table table, int t) {
        Tables tb = table.tables;
        int[] s = table.s;
        int n = 0;
        for (int b = tb.beachBase[t], end = b + tb.beachCount[t]; b < end; b++) {
            n += tb.berths[b] - (s[tb.offOcc + b] >>> 24);
        }
        return n;
    }
}
