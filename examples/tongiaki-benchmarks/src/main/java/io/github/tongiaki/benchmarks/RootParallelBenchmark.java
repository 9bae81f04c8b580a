package io.github.tongiaki.benchmarks;

import io.github.tongiaki.bots.MctsBot;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;

/**
 * Root parallelism at equal time: MCTS playouts per second of wall time at the first decision of a
 * 4-player game, each search on a time budget of {@value #BUDGET_MS} ms. The {@code playouts} counter
 * (an auxiliary counter: JMH reports it per second) is what to compare:
 *
 * <ul>
 *   <li>{@link #oneTree(Searches, Counter)}: one single-threaded search;</li>
 *   <li>{@link #rootParallelTwoTrees(Searches, Counter)}: one search of two trees on two threads, merged
 *       at the root ({@link MctsBot.Settings#withThreads(int)});</li>
 *   <li>{@link #twoIndependentSearches(Searches, Counter)}: the baseline of what the machine gives two
 *       threads: two single-threaded searches at once in one process (JMH's {@code @Threads(2)}, the
 *       counter summed).</li>
 * </ul>
 *
 * <p>The root-parallel search is worth its threads if {@code rootParallelTwoTrees} comes close to
 * {@code twoIndependentSearches}; both over {@code oneTree} say how far two cores are from twice one.
 */
@Fork(jvmArgsAppend = {JvmArgs.XMS, JvmArgs.XMX, JvmArgs.PRE_TOUCH})
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RootParallelBenchmark {

    /** The time budget of each search. */
    public static final int BUDGET_MS = 20;

    /** The playouts of the searches, counted per second by JMH. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counter {
        /** Playouts so far in this iteration. */
        public long playouts;

        /** Clears the counter before each iteration. */
        @Setup(Level.Iteration)
        public void clear() {
            playouts = 0;
        }
    }

    /** A game at its first decision and the bots of one thread. */
    @State(Scope.Thread)
    public static class Searches {
        Game start;
        MctsBot one;
        MctsBot two;

        /** Starts the game and the bots. */
        @Setup
        public void setUp() {
            start = Game.start(GameSetup.of(4, 2004));
            MctsBot.Settings s = MctsBot.Settings.timeBudget(Duration.ofMillis(BUDGET_MS));
            one = new MctsBot(s, 42);
            two = new MctsBot(s.withThreads(2), 42);
        }

        /** Ends the root-parallel bot's threads. */
        @TearDown
        public void tearDown() {
            two.close();
        }
    }

    /**
     * One single-threaded search.
     *
     * @param s the bots
     * @param c the counter
     * @return the chosen option's id
     */
    @Benchmark
    public int oneTree(Searches s, Counter c) {
        int id = s.one.chooseId(s.start);
        c.playouts += s.one.lastPlayouts();
        return id;
    }

    /**
     * One root-parallel search of two trees on two threads.
     *
     * @param s the bots
     * @param c the counter
     * @return the chosen option's id
     */
    @Benchmark
    public int rootParallelTwoTrees(Searches s, Counter c) {
        int id = s.two.chooseId(s.start);
        c.playouts += s.two.lastPlayouts();
        return id;
    }

    /**
     * Two single-threaded searches at once, one per JMH thread (the baseline).
     *
     * @param s this thread's bots
     * @param c this thread's counter
     * @return the chosen option's id
     */
    @Benchmark
    @Threads(2)
    public int twoIndependentSearches(Searches s, Counter c) {
        int id = s.one.chooseId(s.start);
        c.playouts += s.one.lastPlayouts();
        return id;
    }
}
