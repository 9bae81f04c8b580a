package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** A game that is itself a copy may be copied by several threads at once (an MCTS root shared read-only). */
class ConcurrentCopyTest {

    /** Plays a copy of the root to its end with random options from the seed; returns its final position text. */
    private static String playout(Game root, long seed) {
        Game g = root.determinize(seed);
        SplittableRandom random = new SplittableRandom(seed);
        while (!g.isOver()) {
            g.applyQuietly(random.nextInt(g.optionCount()));
        }
        return g.position().text();
    }

    @Test
    void copiesOfASharedCopyAreIndependentAcrossThreads() throws Exception {
        Game game = Game.start(GameSetup.builder().players(java.util.Arrays.copyOf(io.github.tongiaki.core.board.Colour.values(), 4)).tileSet(TestTiles.official()).seed(2004).build());
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 40 && !game.isOver(); i++) {
            game.applyQuietly(random.nextInt(game.optionCount()));
        }
        Game root = game.copy();
        String rootBefore = root.position().text();
        List<String> expected = new ArrayList<>();
        for (long seed = 0; seed < 64; seed++) {
            expected.add(playout(root, seed));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> results = new ArrayList<>();
            for (long seed = 0; seed < 64; seed++) {
                long s = seed;
                results.add(pool.submit(() -> playout(root, s)));
            }
            for (int i = 0; i < 64; i++) {
                assertThat(results.get(i).get()).as("playout %d", i).isEqualTo(expected.get(i));
            }
        } finally {
            pool.shutdown();
        }
        assertThat(root.position().text()).isEqualTo(rootBefore);
    }
}
