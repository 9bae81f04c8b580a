package io.github.tongiaki.benchmarks;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import java.util.List;
import java.util.SplittableRandom;
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
 * Complete random 4-player games per second on the typed API, as a tournament or a frontend plays them:
 * each game is started with {@code Game.start(GameSetup.of(4, seed))}, and every step builds the typed
 * {@link Game#decision()}, picks one of its options uniformly at random, applies it with
 * {@link Game#apply(Option)} and reads every event it returns (its kind and its rule, as a frontend that shows
 * them would). Compare with {@link RandomGameBenchmark}, the same kind of game on the fast path.
 */
@State(Scope.Thread)
@Fork(jvmArgsAppend = {JvmArgs.XMS, JvmArgs.XMX, JvmArgs.PRE_TOUCH})
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class TypedGameBenchmark {

    private SplittableRandom random;
    private long seed;

    /** Seeds the choices. */
    @Setup
    public void setUp() {
        random = new SplittableRandom(42);
    }

    /**
     * Plays one complete random game on the typed API.
     *
     * @return the number of decisions taken plus the rule ordinals of the events read (so nothing is optimised away)
     */
    @Benchmark
    public int typedGame() {
        return play(Game.start(GameSetup.of(4, seed++)), random);
    }

    /**
     * Plays a game to its end with uniformly random typed options.
     *
     * @param g a game
     * @param random the choices
     * @return the number of decisions taken plus the rule ordinals of the events read
     */
    public static int play(Game g, SplittableRandom random) {
        int n = 0;
        int read = 0;
        while (!g.isOver()) {
            List<Option> options = g.decision().options();
            for (GameEvent e : g.apply(options.get(random.nextInt(options.size())))) {
                read += e.rule().ordinal(); // every event read, as a frontend reads them
            }
            n++;
        }
        return n + read; // the events' reads feed the result, so they are not optimised away
    }
}
