package io.github.tongiaki.core.internal;

/**
 * A copy of the table's D-9 frontier, the empty hexes next to a tile on the table, that stays as it is when the
 * table changes: a free tile placement's options (D-9: six rotations on each frontier hex) keep one, so that the
 * typed decision copies a few words of bits, not every hex, and an option's hex is found when the option is read.
 * Immutable.
 */
public final class Frontier {

    private final long[] bits;
    /** The cell of bit 0 of {@link #bits}' first word (the words before it had no bit, and are not kept). */
    private final int firstCell;
    private final int width;
    private final int radius;
    private final int count;

    Frontier(long[] bits, int firstCell, int width, int radius, int count) {
        this.bits = bits;
        this.firstCell = firstCell;
        this.width = width;
        this.radius = radius;
        this.count = count;
    }

    /** {@return the number of hexes on the frontier} */
    public int count() {
        return count;
    }

    /**
     * The k-th hex of the frontier, in ascending packed order (by q, then r: the order of the D-9 options), as
     * {@link Table#frontier(int)} gave it when the copy was made.
     *
     * @param k 0 .. {@link #count()} − 1
     * @return its packed hex
     * @throws IndexOutOfBoundsException if there is no such hex
     */
    public int hex(int k) {
        java.util.Objects.checkIndex(k, count);
        long[] b = bits;
        for (int i = 0; i < b.length; i++) {
            int n = Long.bitCount(b[i]);
            if (k < n) {
                int cell = firstCell + (i << 6) + Bits.select(b[i], k);
                int q = cell / width;
                return Hexes.pack(q - radius, cell - q * width - radius);
            }
            k -= n;
        }
        throw new IndexOutOfBoundsException("frontier hex " + k + " of " + count);
    }
}
