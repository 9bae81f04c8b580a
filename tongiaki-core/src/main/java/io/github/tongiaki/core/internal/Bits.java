package io.github.tongiaki.core.internal;

/**
 * Bit tricks of the table's window: the selection of the k-th set bit of a word, with its byte table (a constant
 * of this class, so that {@link TableWindow} keeps to static code over {@link Table}'s fields).
 */
final class Bits {

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
     * The position of the k-th set bit of x (k below its bit count), without a branch: the half that holds it (by the
     * low half's bit count), then {@link #select32} in that half. In ints rather than longs: the JavaScript build
     * compiles every long operation to a {@code BigInt}, and a free placement asks at every option played.
     *
     * @param x the word
     * @param k which set bit, from 0
     * @return its position, 0 to 63
     */
    static int select(long x, int k) {
        int low = (int) x;
        int n = Integer.bitCount(low);
        int high = -((n - k - 1) >>> 31); // -1 when k >= n: the bit is in the high half
        int half = (low & ~high) | ((int) (x >>> 32) & high);
        return (32 & high) + select32(half, k - (n & high));
    }

    /**
     * The position of the k-th set bit of a 32-bit word (broadword selection): the bit counts of its bytes summed
     * up byte by byte; the bytes whose running sum is at most k come before the k-th bit (compared all at once, a
     * byte each), so their number is the byte that holds it, where a table gives the bit.
     *
     * @param x the word
     * @param k which set bit, from 0, below its bit count
     * @return its position, 0 to 31
     */
    static int select32(int x, int k) {
        int counts = x - (x >>> 1 & 0x5555_5555);
        counts = (counts & 0x3333_3333) + (counts >>> 2 & 0x3333_3333);
        counts = (counts + (counts >>> 4)) & 0x0F0F_0F0F;
        int sums = counts * 0x0101_0101; // byte i: the set bits of bytes 0..i (at most 32: no carry between bytes)
        int atMostK = ((k * 0x0101_0101 | 0x8080_8080) - sums) & 0x8080_8080;
        int place = Integer.bitCount(atMostK) << 3;
        int rank = k - ((sums << 8) >>> place & 0xFF);
        return place + IN_BYTE[(x >>> place & 0xFF) << 3 | rank];
    }
}
