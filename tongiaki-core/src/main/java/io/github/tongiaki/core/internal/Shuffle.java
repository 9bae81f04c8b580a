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
        long z = (state += 0x9E3779B97F4A7C15L);
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
        for (int i = to - from - 1; i >= 1; i--) {
            int j = (int) Long.remainderUnsigned(next(), i + 1);
            int x = a[from + i];
            a[from + i] = a[from + j];
            a[from + j] = x;
        }
    }
}
