package io.github.tongiaki.benchmarks;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * How the cost of a game grows with the tile set: random 4-player games (as in {@link RandomGameBenchmark})
 * with a custom set holding every official stack tile {@code k} times ({@link TileSets#times}). A game
 * of the ×4 set lays about four times the tiles, so the figure to compare is the time per tile laid:
 * besides games per second JMH reports the auxiliary counter {@code tiles}, tiles laid per second (its
 * inverse is the time per tile). With work linear in the tiles laid, ×4 and ×1 cost the same per tile; a
 * scan over all tiles or beaches at every turn makes ×4 dearer per tile.
 */
@State(Scope.Thread)
@Fork(jvmArgsAppend = {JvmArgs.XMS, JvmArgs.XMX, JvmArgs.PRE_TOUCH})
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class TileSetScalingBenchmark {

    /** How many times the set holds every official stack tile. */
    @Param({"1", "4"})
    public int copies;

    private Game start;
    private SplittableRandom random;
    private int stack;

    /** The tiles laid, counted by JMH as a rate (tiles per second) beside the games per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Laid {
        /** Tiles laid in this iteration. */
        public long tiles;

        /** Counts from zero in every iteration. */
        @Setup(Level.Iteration)
        public void clear() {
            tiles = 0;
        }
    }

    /** Builds the set and starts the game every run copies. */
    @Setup
    public void setUp() {
        TileSet set = TileSets.times(TileSet.official(), copies);
        start = Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), 4)).tileSet(set).seed(2004).build());
        stack = start.position().stackSize();
        random = new SplittableRandom(42);
    }

    /**
     * Plays one complete random game on a {@link Game#determinize} of the started game.
     *
     * @param laid the counter of tiles laid
     * @return the number of decisions taken (so nothing is optimised away)
     */
    @Benchmark
    public int randomGame(Laid laid) {
        Game g = start.determinize(random.nextLong());
        int n = RandomGameBenchmark.play(g, random);
        // Every drawn tile is laid (R-LOOP-1 removes islands only after they were laid).
        laid.tiles += stack - g.position().stackSize();
        return n;
    }
}
