package io.github.tongiaki.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.Game;
import java.util.Collection;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/** Runs every benchmark once: a sanity check of the harness, not a measurement. */
class BenchmarksSanityTest {

    @Test
    void everyBenchmarkMethodRunsOnce() {
        for (int players = 2; players <= 6; players += 2) {
            RandomGameBenchmark r = new RandomGameBenchmark();
            r.players = players;
            r.setUp();
            assertThat(r.randomGame()).isPositive();
        }
        StateBenchmark s = new StateBenchmark();
        s.setUp();
        assertThat(s.copy().decisionNumber()).isPositive();
        assertThat(s.legalActions()).isGreaterThanOrEqualTo(2);
        assertThat(s.decision().options()).hasSizeGreaterThanOrEqualTo(2);
        assertThat(s.applyQuietly().decisionNumber()).isPositive();
        assertThat(s.applyWithEvents()).isNotNull();
    }

    @Test
    void midGamePositionIsMidGame() {
        Game g = Positions.midGame(4, 2004, 12);
        assertThat(g.isOver()).isFalse();
        assertThat(g.turn()).isGreaterThanOrEqualTo(12);
        assertThat(g.tiles().size()).isGreaterThan(3);
    }

    @Test
    void theJmhHarnessRunsEveryBenchmark() throws RunnerException {
        Options opt = new OptionsBuilder()
                .include("io\\.github\\.tongiaki\\.benchmarks\\..*")
                .param("players", "4")
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(20))
                .shouldFailOnError(true)
                .output("target/jmh-sanity.log")
                .build();
        Collection<RunResult> results = new Runner(opt).run();
        assertThat(results).hasSize(6);
        for (RunResult r : results) {
            assertThat(r.getPrimaryResult().getScore()).as(r.getParams().getBenchmark()).isPositive();
        }
    }
}
