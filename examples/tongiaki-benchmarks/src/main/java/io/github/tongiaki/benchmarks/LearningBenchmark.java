package io.github.tongiaki.benchmarks;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The learning surface on 4-player positions, in nanoseconds per call: an observation ({@link Game#observe}), the
 * legal-action mask of the action space as bits and as booleans ({@link Game#legalActionMask(long[])},
 * {@link Game#legalActionMask(boolean[])}), the legal action ids ({@link Game#legalActions}; the benchmark keeps
 * its name {@code legalGlobalActions} so that its figures compare with earlier ones) and the position
 * hash ({@link Game#positionHash()}). They cycle through 256 positions of random games, so every decision kind counts
 * as often as it occurs in play. Every one is meant to make no objects: run with {@code -prof gc} and expect
 * {@code gc.alloc.rate.norm} of 0 B/op (the masks' buffer is made on a game's first call, in the set-up here).
 *
 * <pre>
 * java -jar examples/tongiaki-benchmarks/target/benchmarks.jar LearningBenchmark -prof gc
 * </pre>
 */
@State(Scope.Thread)
@Fork(jvmArgsAppend = {JvmArgs.XMS, JvmArgs.XMX, JvmArgs.PRE_TOUCH})
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class LearningBenchmark {

    private Game[] positions;
    private Colour[] observers;
    private float[] observation;
    private long[] bits;
    private boolean[] mask;
    private int[] ids;
    private int next;

    /** Builds the positions and the buffers, and makes every position's own mask buffer (its first call). */
    @Setup
    public void setUp() {
        List<Game> sample = Positions.sample(4, 7, 256);
        positions = sample.toArray(new Game[0]);
        observers = new Colour[positions.length];
        Game first = positions[0];
        observation = new float[first.observationSpec().size()];
        bits = new long[(first.actionSpace().globalSize() + 63) / 64];
        mask = new boolean[first.actionSpace().globalSize()];
        int max = 0;
        for (int i = 0; i < positions.length; i++) {
            Game g = positions[i];
            observers[i] = g.players().get(i % g.players().size());
            max = Math.max(max, g.optionCount());
            g.legalActionMask(bits);
            g.observationSpec();
        }
        ids = new int[max];
    }

    private Game nextPosition() {
        Game g = positions[next];
        next = (next + 1) & (positions.length - 1);
        return g;
    }

    /**
     * One seat's observation of a position.
     *
     * @return a float of it
     */
    @Benchmark
    public float observe() {
        int i = next;
        nextPosition().observe(observers[i], observation);
        return observation[i];
    }

    /**
     * The mask as bits (the whole array written).
     *
     * @return the number of legal actions
     */
    @Benchmark
    public int maskBits() {
        return nextPosition().legalActionMask(bits);
    }

    /**
     * The mask as booleans (the whole array written).
     *
     * @return the number of legal actions
     */
    @Benchmark
    public int maskBooleans() {
        return nextPosition().legalActionMask(mask);
    }

    /**
     * The legal action ids ({@link Game#legalActions}).
     *
     * @return the number of legal actions
     */
    @Benchmark
    public int legalGlobalActions() {
        return nextPosition().legalActions(ids);
    }

    /**
     * The position hash.
     *
     * @return the hash
     */
    @Benchmark
    public long positionHash() {
        return nextPosition().positionHash();
    }
}
