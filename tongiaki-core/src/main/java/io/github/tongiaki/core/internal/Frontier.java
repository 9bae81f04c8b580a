package io.github.tongiaki.core.internal;

/**
 * A copy of the table's D-9 frontier, the empty hexes next to a tile on the table, that stays as it is when the
 * table changes: a free tile placement's options (D-9: six rotations on each frontier hex) keep one, so that the
 * typed decision copies a few words of bits, not every hex, and an option's hex is found when the option is read.
 *
 * <p>The copy is one {@code long[]} and no object around it (the typed loop pays for every object it makes): two
 * header words, then the frontier's bits from the first word with one. Header word 0 holds the cell of the first
 * kept word's bit 0 (high half) and the number of hexes (low half); word 1 the window's width (high half) and radius
 * (low half). Never changed once made.
 */
public final class Frontier {

    /** The header words before the bits. */
    static final int HEADER = 2;

    private Frontier() {
    }

    /**
     * @param words the table's words
     * @param from the first word to keep
     * @param to the word after the last to keep
     * @param firstCell the cell of bit 0 of word {@code from}
     * @param width the window's width
     * @param radius the window's radius
     * @param count the number of frontier hexes (bits) in the words kept
     * @return the copy
     */
    static long[] copy(long[] words, int from, int to, int firstCell, int width, int radius, int count) {
        long[] c = new long[HEADER + to - from];
        c[0] = (long) firstCell << 32 | count;
        c[1] = (long) width << 32 | radius;
        System.arraycopy(words, from, c, HEADER, to - from);
        return c;
    }

    /**
     * @param copy a copy ({@link Table#frontierCopy()})
     * @return the number of hexes on the frontier it copied
     */
    public static int count(long[] copy) {
        return (int) copy[0];
    }

    /**
     * The k-th hex of a copied frontier, in ascending packed order (by q, then r: the order of the D-9 options), as
     * {@link Table#frontier(int)} gave it when the copy was made.
     *
     * @param copy a copy ({@link Table#frontierCopy()})
     * @param k 0 .. {@link #count(long[])} − 1
     * @return its packed hex
     * @throws IndexOutOfBoundsException if there is no such hex
     */
    public static int hex(long[] copy, int k) {
        java.util.Objects.checkIndex(k, count(copy));
        int firstCell = (int) (copy[0] >>> 32);
        for (int i = HEADER; i < copy.length; i++) {
            int n = Long.bitCount(copy[i]);
            if (k < n) {
                int width = (int) (copy[1] >>> 32);
                int radius = (int) copy[1];
                int cell = firstCell + ((i - HEADER) << 6) + Bits.select(copy[i], k);
                int q = cell / width;
                return Hexes.pack(q - radius, cell - q * width - radius);
            }
            k -= n;
        }
        throw new IndexOutOfBoundsException("frontier hex " + k + " of " + count(copy));
    }
}
