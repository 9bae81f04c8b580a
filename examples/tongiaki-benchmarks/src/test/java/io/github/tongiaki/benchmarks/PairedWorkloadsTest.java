package io.github.tongiaki.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The paired comparison's workloads run on this build, and a wrong name is refused with the list of names. */
class PairedWorkloadsTest {

    @Test
    void everyWorkloadRuns() {
        // an MCTS search answers an option id; a random game and a copy count their decisions; a start is at decision 0
        assertThat(PairedWorkloads.create("mcts").getAsInt()).isNotNegative();
        assertThat(PairedWorkloads.create("random4").getAsInt()).isGreaterThan(20);
        assertThat(PairedWorkloads.create("copy").getAsInt()).isGreaterThan(20);
        assertThat(PairedWorkloads.create("decision").getAsInt()).isGreaterThan(1);
        assertThat(PairedWorkloads.create("start").getAsInt()).isZero();
    }

    @Test
    void anUnknownWorkloadIsRefused() {
        assertThatThrownBy(() -> PairedWorkloads.create("perft")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mcts, random4, copy, decision, start");
    }
}
