package io.github.tongiaki.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.tongiaki.core.board.Standing;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class TournamentTest {

    private static final List<Tournament.Entry> LINEUP = List.of(Tournament.Entry.parse("mcts:5", 200, 0),
            Tournament.Entry.parse("greedy", 200, 0), Tournament.Entry.parse("random", 200, 0));

    @Test
    void aFewTinyGamesGiveSaneStatistics() {
        List<Tournament.GameResult> results = Tournament.run(6, 3, LINEUP, 11, 1, null);
        assertThat(results).hasSize(6);
        List<Tournament.Stats> stats = Tournament.stats(results, 3, LINEUP);
        assertThat(stats).extracting(Tournament.Stats::label).containsExactly("mcts:5", "greedy", "random");
        double wins = 0;
        double ranks = 0;
        for (Tournament.Stats s : stats) {
            assertThat(s.games()).isEqualTo(6);
            assertThat(s.winRate()).isBetween(0.0, 1.0);
            assertThat(s.winRateHalfWidth()).isNotNegative();
            assertThat(s.meanScore()).isBetween(0.0, 53.0);
            assertThat(s.meanRank()).isBetween(1.0, 3.0);
            wins += s.winRate();
            ranks += s.meanRank();
        }
        // One win per game, shared first places split.
        assertThat(wins).isCloseTo(1.0, within(1e-9));
        assertThat(ranks).isBetween(3.0, 6.0);
    }

    @Test
    void seatsRotateSoEveryBotSitsEverywhere() {
        assertThat(Tournament.seating(0, 3, 3)).containsExactly(0, 1, 2);
        assertThat(Tournament.seating(1, 3, 3)).containsExactly(1, 2, 0);
        assertThat(Tournament.seating(2, 3, 3)).containsExactly(2, 0, 1);
        // Fewer entries than seats: the line-up repeats.
        assertThat(Tournament.seating(1, 4, 2)).containsExactly(1, 0, 1, 0);
    }

    @Test
    void aGameReplaysFromItsSeedAndSeating() {
        List<Tournament.GameResult> results = Tournament.run(3, 3, LINEUP, 5, 2, null);
        Tournament.GameResult r = results.get(2);
        List<Tournament.Entry> seats = List.of(LINEUP.get(r.seating()[0]), LINEUP.get(r.seating()[1]), LINEUP.get(r.seating()[2]));
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        Tournament.GameResult replay = Tournament.playGame(3, r.seed(), seats, new PrintStream(buf, true, StandardCharsets.UTF_8));
        assertThat(replay.standings()).isEqualTo(r.standings());
        assertThat(buf.toString(StandardCharsets.UTF_8)).contains("Game over.", "Final standings");
    }

    @Test
    void resultsDoNotDependOnTheNumberOfThreads() {
        List<Standing> one = Tournament.run(4, 2, LINEUP.subList(1, 3), 3, 1, null).stream()
                .flatMap(r -> r.standings().stream()).toList();
        List<Standing> two = Tournament.run(4, 2, LINEUP.subList(1, 3), 3, 2, null).stream()
                .flatMap(r -> r.standings().stream()).toList();
        assertThat(two).isEqualTo(one);
    }

    @Test
    void confidenceIntervalOfKnownSamples() {
        double[] m = Tournament.meanAndHalfWidth(new double[] {0, 1, 0, 1});
        assertThat(m[0]).isEqualTo(0.5);
        // s = sqrt(1/3), half-width = 1.96 * s / 2
        assertThat(m[1]).isCloseTo(1.96 * Math.sqrt(1.0 / 3) / 2, within(1e-12));
    }

    @Test
    void commandLinePrintsTheTableAndTheSeeds() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Tournament.run(new String[] {"--games", "2", "--players", "2", "--bots", "greedy,random", "--seed", "4", "--seeds",
            "--no-progress"}, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(code).isZero();
        assertThat(text).contains("win rate [95% CI]", "greedy", "random", "game 0: seed ", "game 1: seed ", "--replay ");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void commandLineReplaysAGame() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Tournament.run(new String[] {"--replay", "77", "--players", "2", "--bots", "random,greedy"},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("blue random, red greedy; game seed 77", "== Turn 1:", "Game over.");
    }

    @Test
    void badArgumentsAreRefusedWithAReason() {
        PrintStream sink = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        assertThatThrownBy(() -> Tournament.run(new String[] {"--games", "x"}, sink, sink)).hasMessageContaining("--games needs a number");
        assertThatThrownBy(() -> Tournament.run(new String[] {"--bots", "alphago"}, sink, sink)).hasMessageContaining("unknown bot");
        assertThatThrownBy(() -> Tournament.run(new String[] {"--players", "7"}, sink, sink)).hasMessageContaining("2-6 players");
        assertThatThrownBy(() -> Tournament.run(new String[] {"--frobnicate"}, sink, sink)).hasMessageContaining("unknown argument");
    }
}
