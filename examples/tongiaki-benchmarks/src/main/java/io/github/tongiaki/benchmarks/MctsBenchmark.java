package io.github.tongiaki.benchmarks;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.bots.MctsBot;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * MCTS playouts per second at the start of a 4-player game: one search of the examples' {@link MctsBot}
 * with {@value #PLAYOUTS} playouts (a fresh tree each time: determinize, descend, expand, play out at
 * random, back up), reported per playout.
 */
@State(Scope.Thread)
@Fork(jvmArgsAppend = {JvmArgs.XMS, JvmArgs.XMX, JvmArgs.PRE_TOUCH})
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class MctsBenchmark {

    /** Playouts per search. */
    public static final int PLAYOUTS = 1000;

    private Game start;
    private MctsBot bot;

    /** Starts the game and the bot. */
    @Setup
    public void setUp() {
        start = Game.start(GameSetup.of(4, 2004));
        bot = new MctsBot(PLAYOUTS, 42);
    }

    /**
     * One search of {@value #PLAYOUTS} playouts from the first decision of the game.
     *
     * @return the chosen option
     */
    @Benchmark
    @OperationsPerInvocation(PLAYOUTS)
    public Option search() {
        return bot.choose(start);
    }

    /** {@return the bot, for the tests} */
    MctsBot bot() {
        return bot;
    }
}
