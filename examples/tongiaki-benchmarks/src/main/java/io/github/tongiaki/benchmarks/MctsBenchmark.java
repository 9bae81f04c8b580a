package io.github.tongiaki.benchmarks;

import io.github.tongiaki.bots.GuidedMctsBot;
import io.github.tongiaki.bots.MctsBot;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
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
 * MCTS playouts per second at the first decision of a 4-player game, on one thread: one search of
 * tongiaki-bots' {@link MctsBot} with {@value #PLAYOUTS} playouts (a fresh tree each time: determinize,
 * descend, expand, play out at random, back up), reported per playout; and the same for
 * {@link GuidedMctsBot} (the greedy prior of the root options costs one copy per option per search, the
 * rest is the same search).
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
    private GuidedMctsBot guided;

    /** Starts the game and the bots. */
    @Setup
    public void setUp() {
        start = Game.start(GameSetup.of(4, 2004));
        bot = new MctsBot(PLAYOUTS, 42);
        guided = new GuidedMctsBot(GuidedMctsBot.settings().withPlayouts(PLAYOUTS), 42);
    }

    /**
     * One search of {@value #PLAYOUTS} playouts from the first decision of the game.
     *
     * @return the chosen option's id
     */
    @Benchmark
    @OperationsPerInvocation(PLAYOUTS)
    public int search() {
        return bot.chooseId(start);
    }

    /**
     * One guided search of {@value #PLAYOUTS} playouts from the first decision of the game.
     *
     * @return the chosen option's id
     */
    @Benchmark
    @OperationsPerInvocation(PLAYOUTS)
    public int guidedSearch() {
        return guided.chooseId(start);
    }

    /** {@return the plain bot, for the tests} */
    MctsBot bot() {
        return bot;
    }

    /** {@return the guided bot, for the tests} */
    GuidedMctsBot guided() {
        return guided;
    }

    /** {@return the game at its first decision, for the tests} */
    Game start() {
        return start;
    }
}
