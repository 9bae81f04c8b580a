package io.github.tongiaki.core.internal;

/**
 * The beaches' boats and the marks kept with every move, a layer of {@link Table} (see {@link TableBase}).
 * A beach's boats are one int: four bits per colour ordinal (a colour has at most 15 boats, R-COMP-1), the
 * total in bits 24 and up ({@link #beachWord}). The islands' boats are the sums of their beaches' words (no
 * four-bit field can carry over). Per colour, a mask of the islands where it has boats, and a mask of the
 * islands with a full beach, are kept with every boat move, so the turn's and the emigrations' options read
 * masks instead of every beach.
 */
public abstract class TableBoats extends TableCounts {

    /** Index of the full-beach mask among the marks (after the six colours'). */
    private static final int FULL = 6;

    TableBoats(Tables tables, boolean[] aside) {
        super(tables, aside);
    }

    TableBoats(TableBoats o) {
        super(o);
    }

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
    void unmark(int t) {
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
}
