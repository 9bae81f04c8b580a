package io.github.tongiaki.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The search's bounded random numbers ({@link MctsBot#below}): in range and uniform, as {@code nextInt(bound)}. */
class MctsBotBelowTest {

    @Test
    @DisplayName("below(bound) is 0 for a bound of 1 and always below the bound, up to the largest int")
    void inRange() {
        SplittableRandom random = new SplittableRandom(7);
        for (int bound : new int[] {1, 2, 3, 6, 148, 1 << 20, Integer.MAX_VALUE}) {
            for (int i = 0; i < 10_000; i++) {
                int x = MctsBot.below(random, bound);
                assertThat(x).as("bound %d", bound).isBetween(0, bound - 1);
            }
        }
        assertThat(MctsBot.below(random, 1)).isZero();
    }

    @Test
    @DisplayName("below(bound) is uniform: chi-square over 3, 7 and 148 values")
    void uniform() {
        SplittableRandom random = new SplittableRandom(2026);
        // the 0.999 quantiles of chi-square with 2, 6 and 147 degrees of freedom
        int[] bounds = {3, 7, 148};
        double[] limits = {13.8, 22.5, 208};
        for (int k = 0; k < bounds.length; k++) {
            int bound = bounds[k];
            int runs = 2_000 * bound;
            int[] counts = new int[bound];
            for (int i = 0; i < runs; i++) {
                counts[MctsBot.below(random, bound)]++;
            }
            double chi = 0;
            for (int c : counts) {
                chi += (c - 2_000.0) * (c - 2_000.0) / 2_000.0;
            }
            assertThat(chi).as("bound %d", bound).isLessThan(limits[k]);
        }
    }

    @Test
    @DisplayName("below(bound) rejects the uneven products: for a bound of 3 << 29 every third value is not short of draws")
    void rejectsTheUnevenProducts() {
        // bound 3 * 2^29: 2^32 / bound = 8/3, so without the rejection the values come from 3, 3, 2, 3, 3, 2, ...
        // 32-bit numbers each, and those with value % 3 == 2 would have a share of 1/4 instead of 1/3
        int bound = 3 << 29;
        SplittableRandom random = new SplittableRandom(11);
        int runs = 300_000;
        int third = 0;
        for (int i = 0; i < runs; i++) {
            if (MctsBot.below(random, bound) % 3 == 2) {
                third++;
            }
        }
        assertThat(third / (double) runs).isBetween(0.328, 0.339);
    }
}
