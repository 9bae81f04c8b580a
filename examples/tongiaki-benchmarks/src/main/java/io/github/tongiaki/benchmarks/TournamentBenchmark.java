package io.github.tongiaki.benchmarks;

import io.github.tongiaki.bots.GreedyBot;
import io.github.tongiaki.bots.Match;
import io.github.tongiaki.bots.RandomBot;
import io.github.tongiaki.bots.tournament.Contestant;
import io.github.tongiaki.bots.tournament.Tournament;
import io.github.tongiaki.bots.tournament.TournamentResult;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Tournament games per second on all cores: tongiaki-bots' {@link Tournament} of {@value #GAMES} games
 * of 4 players (two random bots, two greedy bots, seats rotated) with the default thread count (the
 * available processors), reported per game; on the fast path (bots answer option ids) and on the typed
 * API (bots answer {@code Option}s, the game applies them with their events). Each invocation plays the
 * next {@value #GAMES} deals' worth of games (a new tournament seed each time).
 */
@State(Scope.Benchmark)
@Fork(jvmArgsAppend = {JvmArgs.XMS, JvmArgs.XMX, JvmArgs.PRE_TOUCH})
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class TournamentBenchmark {

    /** Games per invocation (a multiple of the 4 seats). */
    public static final int GAMES = 32;

    /** How the bots are asked. */
    @Param({"FAST", "TYPED"})
    public String path;

    private Tournament tournament;
    private long seed;

    /** Sets the tournament up. */
    @Setup
    public void setUp() {
        tournament = Tournament.of(List.of(new Contestant("random", RandomBot::new), new Contestant("greedy", GreedyBot::new)))
                .players(4).games(GAMES).path(Match.Path.valueOf(path));
    }

    /**
     * One tournament of {@value #GAMES} games on all cores.
     *
     * @return the results
     */
    @Benchmark
    @OperationsPerInvocation(GAMES)
    public TournamentResult tournament() {
        return tournament.seed(seed++).run();
    }
}
