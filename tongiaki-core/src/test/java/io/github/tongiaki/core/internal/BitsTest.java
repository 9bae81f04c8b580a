package io.github.tongiaki.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The frontier's broadword selection ({@link Bits#select}): the k-th set bit, as counting one by one finds it. */
class BitsTest {

    @Test
    @DisplayName("D-9: select(x, k) is the position of the k-th set bit of x, for every k of dense, sparse and edge words")
    void selectFindsTheKthSetBit() {
        SplittableRandom random = new SplittableRandom(9);
        long[] words = new long[4_000];
        for (int i = 0; i < words.length; i++) {
            long x = random.nextLong();
            switch (i % 4) {
                case 0 -> words[i] = x;
                case 1 -> words[i] = x & random.nextLong() & random.nextLong(); // sparse
                case 2 -> words[i] = x | random.nextLong(); // dense
                default -> words[i] = 1L << random.nextInt(64);
            }
        }
        words[0] = -1L;
        words[1] = Long.MIN_VALUE;
        words[2] = 1L;
        words[3] = 0x8000_0000_0000_0001L;
        for (long x : words) {
            int k = 0;
            for (int bit = 0; bit < 64; bit++) {
                if ((x & 1L << bit) != 0) {
                    assertThat(Bits.select(x, k)).as("bit %d of %x", k, x).isEqualTo(bit);
                    k++;
                }
            }
        }
    }
}
