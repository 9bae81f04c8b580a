package io.github.tongiaki.benchmarks;

import io.github.tongiaki.core.engine.Decision;
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
 * Single operations on 4-player positions, in nanoseconds: a copy of a mid-game state, legal option
 * generation (fast path and typed decision) and applying an option (fast path and with events).
 *
 * <p>The option and apply benchmarks cycle through 256 positions taken from random games, so every
 * decision kind counts as often as it occurs in play. The engine computes the legal options when it
 * reaches a decision, so the cost of generating them is part of {@code apply}; {@code legalActions}
 * measures reading them as action ids, {@code decision} building the typed {@link Decision} (on a
 * copy, whose cost {@code copy} measures). The apply benchmarks also work on a copy of the position.
 */
@State(Scope.Thread)
@Fork(jvmArgsAppend = {JvmArgs.XMS, JvmArgs.XMX, JvmArgs.PRE_TOUCH})
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class StateBenchmark {

    private Game midGame;
    private Game[] positions;
    private int[] buffer;
    private int next;

    /** Builds the positions. */
    @Setup
    public void setUp() {
        midGame = Positions.midGame(4, 2004, 12);
        List<Game> sample = Positions.sample(4, 7, 256);
        positions = sample.toArray(new Game[0]);
        int max = 0;
        for (Game g : positions) {
            max = Math.max(max, g.optionCount());
        }
        buffer = new int[Math.max(max, midGame.optionCount())];
    }

    private Game nextPosition() {
        Game g = positions[next];
        next = (next + 1) & (positions.length - 1);
        return g;
    }

    /**
     * A deep copy of a mid-game state (turn 12 of a 4-player game).
     *
     * @return the copy
     */
    @Benchmark
    public Game copy() {
        return midGame.copy();
    }

    /**
     * The legal options of a position as action ids ({@link Game#legalActions}).
     *
     * @return the number of options
     */
    @Benchmark
    public int legalActions() {
        return nextPosition().legalActions(buffer);
    }

    /**
     * A copy of a position and its typed decision with every option ({@link Game#decision()}).
     *
     * @return the decision
     */
    @Benchmark
    public Decision decision() {
        return nextPosition().copy().decision();
    }

    /**
     * A copy of a position and one option applied on the fast path ({@link Game#applyOptionQuietly}): the
     * rules run up to the next decision, including computing its legal options.
     *
     * @return the game
     */
    @Benchmark
    public Game applyQuietly() {
        Game g = nextPosition().copy();
        g.applyOptionQuietly(next % g.optionCount());
        return g;
    }

    /**
     * A copy of a position and one option applied with events ({@link Game#applyOption(int)}).
     *
     * @return the events
     */
    @Benchmark
    public Object applyWithEvents() {
        Game g = nextPosition().copy();
        return g.applyOption(next % g.optionCount());
    }
}
