package io.github.tongiaki.core.internal;

/**
 * The specified shuffle of the draw stack (see {@code TileSource}): SplitMix64 and Fisher–Yates, so
 * any implementation builds the same stack from the same seed.
 */
public final class Shuffle {

    private long state;

    /**
     * @param seed the seed
     */
    public Shuffle(long seed) {
        this.state = seed;
    }

    /** @return the next 64 random bits (SplitMix64) */
    public long next() {
        return mix(state += 0x9E3779B97F4A7C15L);
    }

    /** SplitMix64's output function. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * Fisher–Yates from the last position down: for i = n-1 … 1, j = next() mod (i+1) unsigned, swap.
     *
     * @param a the array, shuffled in place
     * @param from first index of the part to shuffle
     * @param to one past the last index
     */
    public void shuffle(int[] a, int from, int to) {
        state = shuffle(state, a, from, to);
    }

    /**
     * The same shuffle with the generator's state in a local: {@code new Shuffle(seed).shuffle(a, from, to)}.
     *
     * @param seed the seed
     * @param a the array, shuffled in place
     * @param from first index of the part to shuffle
     * @param to one past the last index
     * @return the generator's state afterwards
     */
    public static long shuffle(long seed, int[] a, int from, int to) {
        long state = seed;
        for (int i = to - from - 1; i >= 1; i--) {
            long z = mix(state += 0x9E3779B97F4A7C15L);
            // z mod (i + 1), unsigned: for a non-negative z the signed remainder is the same and cheaper.
            int j = (int) (z >= 0 ? z % (i + 1) : Long.remainderUnsigned(z, i + 1));
            int x = a[from + i];
            a[from + i] = a[from + j];
            a[from + j] = x;
        }
        return state;
    }

    /**
     * A uniform number in 0..bound-1 (bound at least 1), by Lemire's method: the high half of the product of the
     * next output's high 32 bits and the bound, drawn again (rarely: with a remainder, once) while the product's low
     * half falls below 2^32 mod bound. Every value is equally likely; no division but in the rare rejection.
     *
     * @param bound the number of values
     * @return the number
     */
    public int below(int bound) {
        long m = (next() >>> 32) * bound;
        if ((m & 0xFFFF_FFFFL) < bound) {
            long threshold = (0x1_0000_0000L - bound) % bound;
            while ((m & 0xFFFF_FFFFL) < threshold) {
                m = (next() >>> 32) * bound;
            }
        }
        return (int) (m >>> 32);
    }

    /**
     * The shuffle of a determinization ({@code Game.determinize}): Fisher–Yates from the last position down over
     * SplitMix64 as {@link #shuffle(long, int[], int, int)}, but with j drawn by {@link #below}(i + 1) rather than as
     * a 64-bit remainder. Every order is equally likely and the same seed gives the same order; it is not the
     * specified shuffle of a new game's stack (a determinization's order is specified only as uniform and
     * reproducible), and it takes no division where that takes one per tile, at every search iteration.
     *
     * @param seed the seed
     * @param a the array, shuffled in place
     * @param from first index of the part to shuffle
     * @param to one past the last index
     */
    public static void determinization(long seed, int[] a, int from, int to) {
        Shuffle g = new Shuffle(seed);
        for (int i = to - from - 1; i >= 1; i--) {
            int j = g.below(i + 1);
            int x = a[from + i];
            a[from + i] = a[from + j];
            a[from + j] = x;
        }
    }
}
