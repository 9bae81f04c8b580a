package io.github.tongiaki.core.internal;

import io.github.tongiaki.core.geometry.Hex;

/**
 * Hexes packed into one int for the engine: {@code (q + 2048) << 12 | (r + 2048)}. Ascending packed order
 * is by q, then r (the order of the D-9 options).
 */
public final class Hexes {

    private static final int OFF = 2048;
    private static final int[] DQ = {0, -1, -1, 0, 1, 1};
    private static final int[] DR = {1, 1, 0, -1, -1, 0};

    private Hexes() {
    }

    /**
     * @param q axial q
     * @param r axial r
     * @return the packed hex
     */
    public static int pack(int q, int r) {
        return ((q + OFF) << 12) | (r + OFF);
    }

    /**
     * @param h a hex
     * @return it packed
     */
    public static int pack(Hex h) {
        return pack(h.q(), h.r());
    }

    /**
     * @param packed a packed hex
     * @return its q
     */
    public static int q(int packed) {
        return (packed >> 12) - OFF;
    }

    /**
     * @param packed a packed hex
     * @return its r
     */
    public static int r(int packed) {
        return (packed & 0xFFF) - OFF;
    }

    /**
     * @param packed a packed hex
     * @return it as a {@link Hex}
     */
    public static Hex hex(int packed) {
        return Hex.of(q(packed), r(packed));
    }

    /**
     * @param packed a packed hex
     * @param dir a direction 0..5
     * @return the neighbour in that direction
     */
    public static int step(int packed, int dir) {
        return packed + (DQ[dir] << 12) + DR[dir];
    }

    /**
     * The cell offsets of the six neighbours, directions 0..5 as in {@link #step}, in a grid of hexes whose cell is
     * {@code (q + radius) * width + (r + radius)} (the table's window): (q, r + 1), (q - 1, r + 1), (q - 1, r),
     * (q, r - 1), (q + 1, r - 1), (q + 1, r).
     *
     * @param width the grid's width
     * @return the offsets
     */
    static int[] neighbourOffsets(int width) {
        return new int[] {1, 1 - width, -width, -1, width - 1, width};
    }

    /**
     * The six neighbours of a cell c as bits of a 64-bit window that begins at cell c - width: c + 1 - width, c -
     * width, c - 1, c + 1, c + width - 1 and c + width lie at 1, 0, width - 1, width + 1, 2 width - 1 and 2 width,
     * all below 64 for a width up to 31 ({@link #neighbourOffsets}); 0 for a wider window.
     *
     * @param width the window's width
     * @return the bits
     */
    static long neighbourPattern(int width) {
        if (width > 31) {
            return 0;
        }
        long p = 0;
        for (int offset : neighbourOffsets(width)) {
            p |= 1L << (offset + width);
        }
        return p;
    }
}
