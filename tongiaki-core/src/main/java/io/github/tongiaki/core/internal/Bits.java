package io.github.tongiaki.core.internal;

/**
 * Bit tricks of the table's window: the selection of the k-th set bit of a word, with its byte table (a constant
 * of this class, so that {@link TableWindow} keeps to static code over {@link Table}'s fields).
 */
final class Bits {

    /** Ones in every byte's lowest bit. */
    private static final long ONES_STEP_8 = 0x0101_0101_0101_0101L;
    /** Ones in every byte's highest bit. */
    private static final long MSBS_STEP_8 = 0x8080_8080_8080_8080L;
    /** {@code IN_BYTE[byte << 3 | r]}: the position of the r-th set bit of a byte (r below its bit count). */
    private static final byte[] IN_BYTE = new byte[256 * 8];

    static {
        for (int b = 0; b < 256; b++) {
            int r = 0;
            for (int i = 0; i < 8; i++) {
                if ((b & 1 << i) != 0) {
                    IN_BYTE[b << 3 | r++] = (byte) i;
                }
            }
        }
    }

    private Bits() {
    }

    /**
     * The position of the k-th set bit of x (k below its bit count), without a branch (broadword selection): the
     * bit counts of the bytes, summed up byte by byte; the bytes whose running sum is at most k come before the
     * k-th bit (compared all at once, a byte each), so their number is the byte that holds it, where a table gives
     * the bit. A free placement's option is a frontier hex picked by its index, as good as random for the
     * branches the halving search this replaces took.
     */
    static int select(long x, int k) {
        long counts = x - (x >>> 1 & 0x5555_5555_5555_5555L);
        counts = (counts & 0x3333_3333_3333_3333L) + (counts >>> 2 & 0x3333_3333_3333_3333L);
        counts = (counts + (counts >>> 4)) & 0x0F0F_0F0F_0F0F_0F0FL;
        long sums = counts * ONES_STEP_8; // byte i: the set bits of bytes 0..i (at most 64: no carry between bytes)
        long atMostK = ((k * ONES_STEP_8 | MSBS_STEP_8) - sums) & MSBS_STEP_8;
        int place = Long.bitCount(atMostK) << 3;
        int rank = k - (int) ((sums << 8) >>> place & 0xFF);
        return place + IN_BYTE[(int) (x >>> place & 0xFF) << 3 | rank];
    }
}
