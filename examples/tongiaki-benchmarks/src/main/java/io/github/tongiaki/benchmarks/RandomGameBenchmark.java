package io.github.tongiaki.benchmarks;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Complete random games per second, on the bots' fast path: each game is a {@link Game#determinize}
 * of a freshly started game (one copy and a re-shuffle of the stack, so every game has another
 * stack), then uniformly random option ids applied with {@link Game#applyOptionQuietly} until the end.
 */
@State(Scope.Thread)
@Fork(jvmArgsAppend = {JvmArgs.XMS, JvmArgs.XMX, JvmArgs.PRE_TOUCH})
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RandomGameBenchmark {

    /** Number of players. */
    @Param({"2", "4", "6"})
    public int players;

    private Game start;
    private SplittableRandom random;

    /** Starts the game every run copies. */
    @Setup
    public void setUp() {
        start = Game.start(GameSetup.of(players, 2004));
        random = new SplittableRandom(42);
    }

    /**
     * Plays one complete random game.
     *
     * @return the number of decisions taken (so nothing is optimised away)
     */
    @Benchmark
    public int randomGame() {
        return RandomGameBenchmark.play(start.determinize(random.nextLong()), random);
    }

    /**
     * Plays a game to its end with uniformly random options.
     *
     * @param g a game
     * @param random the choices
     * @return the number of decisions taken
     */
    public static int play(Game g, SplittableRandom random) {
        int n = 0;
        while (!g.isOver()) {
            g.applyOptionQuietly(random.nextInt(g.optionCount()));
            n++;
        }
        return n;
    }
}
