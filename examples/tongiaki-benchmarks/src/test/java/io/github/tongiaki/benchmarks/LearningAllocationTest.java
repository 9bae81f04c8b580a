package io.github.tongiaki.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What {@link LearningBenchmark} measures with {@code -prof gc}, checked in the build: the learning surface's calls
 * make no objects (the thread's allocation counter, over many calls after a first round).
 */
class LearningAllocationTest {

    @Test
    @DisplayName("The hot calls make no objects: observation, masks, legal global ids, returns, and the hash (D-4 records included)")
    void noAllocationPerCall() {
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        org.junit.jupiter.api.Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "allocation counters available");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        SplittableRandom rnd = new SplittableRandom(0);
        // half of the positions in a turn's emigrations, with D-4 records (which the hash mixes in), half without
        List<Game> sample = new ArrayList<>();
        int withRecords = 0;
        while (sample.size() < 64) {
            Game g = Game.start(GameSetup.builder().players(Colour.BLUE, Colour.RED, Colour.GREEN, Colour.YELLOW).seed(rnd.nextLong()).build());
            g.playRandomly(rnd.nextLong(), rnd.nextInt(300));
            boolean records = g.position().text().contains("\nrecord ");
            if (!g.isOver() && (records ? withRecords < 32 : sample.size() - withRecords < 32)) {
                sample.add(g);
                withRecords += records ? 1 : 0;
            }
        }
        Game first = sample.get(0);
        float[] obs = new float[first.observationSpec().size()];
        long[] bits = new long[(first.actionSpace().globalSize() + 63) / 64];
        boolean[] mask = new boolean[first.actionSpace().globalSize()];
        int[] ids = new int[first.actionSpace().globalSize()];
        double[] returns = new double[4];
        long sink = 0;
        for (int round = 0; round < 2; round++) {
            long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
            for (int i = 0; i < 20_000; i++) {
                Game g = sample.get(i & 63);
                g.observe(g.players().get(i & 3), obs);
                sink += g.legalActionMask(bits) + g.legalActionMask(mask) + g.legalActions(ids);
                g.returns(returns);
                sink += g.positionHash();
            }
            long allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
            if (round == 1) {
                // the first round made each game's mask buffer; the second must make nothing (a little slack for the harness)
                assertThat(allocated).as("bytes allocated by 20,000 rounds of calls (sink %d)", sink).isLessThan(20_000);
            }
        }
    }
}
