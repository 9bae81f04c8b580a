package io.github.tongiaki.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The specified shuffle (SplitMix64 and Fisher–Yates with {@code next() mod (i+1)} unsigned): its static form, with
 * the generator in a local and the signed remainder for non-negative numbers, must be the specification's, for any
 * seed and stack size. The determinizations' shuffle need only be uniform and reproducible.
 */
class ShuffleTest {

    /** The seeds and stack sizes both shuffles are tried with (the shuffled part lies at 2..2+n of an array of n+3). */
    private static final long[] SEEDS = {0, 1, 2004, -7, Long.MIN_VALUE};
    private static final int[] SIZES = {0, 1, 2, 31, 93, 4100};

    /** {@code 0, 1, …, length - 1}. */
    private static int[] identity(int length) {
        int[] a = new int[length];
        for (int i = 0; i < length; i++) {
            a[i] = i;
        }
        return a;
    }

    @Test
    @DisplayName("R-SETUP-1: the stack's shuffle is the specified one: Fisher–Yates from the last position down with next() mod (i+1)")
    void shuffleIsTheSpecifiedOne() {
        for (long seed : SEEDS) {
            for (int n : SIZES) {
                int[] a = identity(n + 3);
                int[] b = identity(n + 3);
                new Shuffle(seed).shuffle(a, 2, 2 + n);
                // the specification, with the JDK's unsigned remainder
                Shuffle g = new Shuffle(seed);
                for (int i = n - 1; i >= 1; i--) {
                    int j = (int) Long.remainderUnsigned(g.next(), i + 1);
                    int x = b[2 + i];
                    b[2 + i] = b[2 + j];
                    b[2 + j] = x;
                }
                assertThat(a).as("seed %d, %d tiles", seed, n).isEqualTo(b);
                // the generator goes on where the shuffle left it
                Shuffle s = new Shuffle(seed);
                s.shuffle(new int[n], 0, n);
                assertThat(s.next()).isEqualTo(g.next());
            }
        }
    }

    @Test
    @DisplayName("A determinization's shuffle is a permutation of the part shuffled, the same for the same seed, the rest untouched")
    void determinizationIsAReproduciblePermutation() {
        for (long seed : SEEDS) {
            for (int n : SIZES) {
                int[] a = identity(n + 3);
                int[] b = a.clone();
                Shuffle.determinization(seed, a, 2, 2 + n);
                Shuffle.determinization(seed, b, 2, 2 + n);
                assertThat(a).as("seed %d, %d tiles: the same order again", seed, n).isEqualTo(b);
                assertThat(a[0]).isZero();
                assertThat(a[1]).isEqualTo(1);
                assertThat(a[n + 2]).isEqualTo(n + 2);
                int[] sorted = a.clone();
                Arrays.sort(sorted);
                for (int i = 0; i < sorted.length; i++) {
                    assertThat(sorted[i]).as("seed %d, %d tiles: a permutation", seed, n).isEqualTo(i);
                }
            }
        }
    }

    @Test
    @DisplayName("A determinization's shuffle is uniform: every order of five tiles about equally often (chi-square, 119 degrees of freedom)")
    void determinizationIsUniform() {
        int runs = 240_000;
        Map<String, Integer> counts = new HashMap<>();
        for (int r = 0; r < runs; r++) {
            int[] a = {0, 1, 2, 3, 4};
            Shuffle.determinization(r * 0x9E3779B97F4A7C15L + 12345, a, 0, 5);
            counts.merge(Arrays.toString(a), 1, Integer::sum);
        }
        assertThat(counts).hasSize(120);
        double expected = runs / 120.0;
        double chi = 0;
        for (int c : counts.values()) {
            chi += (c - expected) * (c - expected) / expected;
        }
        // 119 degrees of freedom: the 0.999 quantile is about 173; a biased index (say j = next mod (i + 1) taken
        // from too few bits, or an off-by-one) lands far above it.
        assertThat(chi).isLessThan(173);
    }
}
