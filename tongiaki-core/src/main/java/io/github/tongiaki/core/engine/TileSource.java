package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.tiles.TileId;
import java.util.List;
import java.util.Objects;

/**
 * Where the order of the draw stack comes from (R-SETUP-1).
 *
 * <p>The shuffle is exactly specified so that every implementation, in any language, builds the same
 * stack from the same seed: a SplitMix64 generator seeded with the seed; the stack tiles in tile-set
 * order; then Fisher–Yates from the last position down: for {@code i = n-1 … 1},
 * {@code j = Long.remainderUnsigned(next(), i + 1)}, swap positions {@code i} and {@code j}. Position 0
 * is the top of the stack.
 */
public sealed interface TileSource {

    /**
     * A seeded shuffle of all stack tiles.
     *
     * @param seed the seed
     * @return the source
     */
    static TileSource shuffled(long seed) {
        return new Shuffled(seed);
    }

    /**
     * An explicit stack order, for tests and replays: these tiles on top, in this order; any stack tiles
     * not listed follow, shuffled with seed 0.
     *
     * @param top tile ids, the first is drawn first
     * @return the source
     */
    static TileSource ordered(List<TileId> top) {
        return new Stacked(top, 0L);
    }

    /**
     * An explicit stack order, for tests and replays: these tiles on top, in this order; any stack tiles
     * not listed follow, shuffled with the seed.
     *
     * @param top tile ids, the first is drawn first
     * @param seed the seed for the rest
     * @return the source
     */
    static TileSource ordered(List<TileId> top, long seed) {
        return new Stacked(top, seed);
    }

    /**
     * An explicit stack order from tile id texts (see {@link #ordered(List)}).
     *
     * @param top tile ids, the first is drawn first
     * @return the source
     */
    static TileSource ordered(String... top) {
        return new Stacked(java.util.Arrays.stream(top).map(TileId::of).toList(), 0L);
    }

    /**
     * Explicit chance, as in OpenSpiel: no order is fixed in advance; every draw is a
     * {@link Decision.Chance} whose outcomes are the tiles left in the stack, each with probability
     * 1 / (tiles left). For expectimax, perft and exact analysis. Any random choice among the outcomes
     * plays the game with the right odds.
     *
     * @return the source
     */
    static TileSource chance() {
        return new Chance();
    }

    /**
     * All stack tiles, shuffled.
     *
     * @param seed the seed
     */
    record Shuffled(long seed) implements TileSource {
    }

    /** Explicit chance: every draw is a chance decision (see {@link #chance()}). */
    record Chance() implements TileSource {
    }

    /**
     * Given tiles on top, the rest shuffled.
     *
     * @param top the tiles on top, first drawn first
     * @param seed the seed for the rest
     */
    record Stacked(List<TileId> top, long seed) implements TileSource {
        /**
         * Copies the list.
         *
         * @param top the tiles on top, first drawn first
         * @param seed the seed for the rest
         */
        public Stacked {
            top = List.copyOf(Objects.requireNonNull(top, "top"));
        }
    }
}
