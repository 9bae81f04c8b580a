package io.github.tongiaki.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The specified shuffle (SplitMix64 and Fisher–Yates with {@code next() mod (i+1)} unsigned): the static form a
 * determinization uses, with the generator in a local and the signed remainder for non-negative numbers, must be
 * the specification's, for any seed and stack size.
 */
class ShuffleTest {

    @Test
    @DisplayName("R-SETUP-1: the stack's shuffle is the specified one: Fisher–Yates from the last position down with next() mod (i+1)")
    void shuffleIsTheSpecifiedOne() {
        for (long seed : new long[] {0, 1, 2004, -7, Long.MIN_VALUE}) {
            for (int n : new int[] {0, 1, 2, 31, 93, 4100}) {
                int[] a = new int[n + 3];
                int[] b = new int[n + 3];
                for (int i = 0; i < a.length; i++) {
                    a[i] = b[i] = i;
                }
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
}
