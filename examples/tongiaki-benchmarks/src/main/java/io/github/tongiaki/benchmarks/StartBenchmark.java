package io.github.tongiaki.benchmarks;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The cost of starting a game, in microseconds: {@code Game.start(GameSetup.of(4, seed))} with a new seed
 * every time, as a tournament or a server starts its games. It includes finding the official tile set,
 * compiling it (kept after the first game), shuffling the stack and running to the first decision.
 */
@State(Scope.Thread)
@Fork(jvmArgsAppend = {JvmArgs.XMS, JvmArgs.XMX, JvmArgs.PRE_TOUCH})
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class StartBenchmark {

    private long seed;

    /**
     * Starts a 4-player game.
     *
     * @return the game
     */
    @Benchmark
    public Game start() {
        return Game.start(GameSetup.of(4, seed++));
    }
}
