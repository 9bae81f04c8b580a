package io.github.tongiaki.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
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
            assertThat(s.winLow()).isBetween(0.0, s.winRate());
            assertThat(s.winHigh()).isBetween(s.winRate(), 1.0);
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

    /** Everything a result holds, as text (a record with an array compares the array by identity). */
    private static List<String> described(List<Tournament.GameResult> results) {
        return results.stream().map(r -> r.index() + " " + r.seed() + " " + Arrays.toString(r.seating()) + " " + r.standings()
                + " " + r.decisions()).toList();
    }

    @Test
    void resultsDoNotDependOnTheNumberOfThreads() {
        // Every game has its own seed and its own bots (MCTS included), so 1, 2 and 3 threads play the
        // same games; 7 games for 3 threads also leaves one thread with a game more than the others.
        List<String> one = described(Tournament.run(7, 3, LINEUP, 3, 1, null));
        assertThat(one).hasSize(7);
        assertThat(described(Tournament.run(7, 3, LINEUP, 3, 2, null))).isEqualTo(one);
        assertThat(described(Tournament.run(7, 3, LINEUP, 3, 3, null))).isEqualTo(one);
        assertThat(described(Tournament.run(7, 3, LINEUP, 3, 16, null))).as("more threads than games").isEqualTo(one);
    }

    @Test
    void aTournamentNeedsAThread() {
        assertThatThrownBy(() -> Tournament.run(2, 2, LINEUP, 1, 0, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a tournament needs at least one thread, got 0");
        assertThat(Tournament.defaultThreads()).isEqualTo(Runtime.getRuntime().availableProcessors());
    }

    @Test
    void confidenceIntervalOfKnownSamples() {
        double[] m = Tournament.meanAndHalfWidth(new double[] {0, 1, 0, 1});
        assertThat(m[0]).isEqualTo(0.5);
        // s = sqrt(1/3), half-width = 1.96 * s / 2
        assertThat(m[1]).isCloseTo(1.96 * Math.sqrt(1.0 / 3) / 2, within(1e-12));
    }

    @Test
    void wilsonIntervalOfNoWinsAndAllWinsDoesNotCollapse() {
        // 0 of 10: [0, z²/(n + z²)] = [0, 3.8415/13.8415]; 10 of 10 mirrors it.
        double[] none = Tournament.wilson(0, 10);
        assertThat(none[0]).isZero();
        assertThat(none[1]).isCloseTo(0.27753, within(1e-5));
        double[] all = Tournament.wilson(1, 10);
        assertThat(all[0]).isCloseTo(1 - 0.27753, within(1e-5));
        assertThat(all[1]).isEqualTo(1.0);
    }

    @Test
    void wilsonIntervalOfKnownValues() {
        // Published values (Newcombe 1998, method 3): 81 of 263 -> [0.2553, 0.3662]; 15 of 148 -> [0.0624, 0.1605].
        double[] a = Tournament.wilson(81.0 / 263, 263);
        assertThat(a[0]).isCloseTo(0.2553, within(5e-5));
        assertThat(a[1]).isCloseTo(0.3662, within(5e-5));
        double[] b = Tournament.wilson(15.0 / 148, 148);
        assertThat(b[0]).isCloseTo(0.0624, within(5e-5));
        assertThat(b[1]).isCloseTo(0.1605, within(5e-5));
        // Symmetric about one half.
        double[] half = Tournament.wilson(0.5, 20);
        assertThat(half[0] + half[1]).isCloseTo(1.0, within(1e-12));
    }

    @Test
    void wilsonIntervalRefusesWhatIsNotAProportion() {
        assertThatThrownBy(() -> Tournament.wilson(0.5, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least one trial");
        assertThatThrownBy(() -> Tournament.wilson(1.5, 10)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("between 0 and 1, got 1.5");
        assertThatThrownBy(() -> Tournament.wilson(Double.NaN, 10)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theTableShowsWilsonIntervals() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        Tournament.printTable(List.of(new Tournament.Stats("mcts", 10, 1.0, Tournament.wilson(1, 10)[0], 1.0, 20, 1, 1)),
                new PrintStream(buf, true, StandardCharsets.UTF_8));
        assertThat(buf.toString(StandardCharsets.UTF_8)).contains("1.000 [0.722, 1.000]");
    }

    @Test
    void botEntriesAreParsedAndRefusedWithTheKnownNames() {
        assertThat(Tournament.Entry.parse(" MCTS:50 ", 200, 0)).isEqualTo(new Tournament.Entry("mcts", 50, 0));
        assertThat(Tournament.Entry.parse("mcts", 0, 0).withBudget(200, 10)).isEqualTo(new Tournament.Entry("mcts", 200, 10));
        assertThat(Tournament.Entry.parse("mcts:7", 0, 0).withBudget(200, 0)).isEqualTo(new Tournament.Entry("mcts", 7, 0));
        assertThat(Tournament.Entry.parse("greedy", 0, 0).withBudget(200, 0)).isEqualTo(new Tournament.Entry("greedy", 0, 0));
        assertThatThrownBy(() -> Tournament.Entry.parse("alphazero", 200, 0)).hasMessage("unknown bot 'alphazero' (known: random, greedy, mcts, mcts:K, cmd:COMMAND)");
        assertThatThrownBy(() -> Tournament.Entry.parse("greedy:3", 200, 0)).hasMessageContaining("only mcts takes a playout count");
        assertThatThrownBy(() -> Tournament.Entry.parse("mcts:0", 200, 0)).hasMessageContaining("K at least 1");
        assertThatThrownBy(() -> Tournament.Entry.parse("mcts:x", 200, 0)).hasMessageContaining("K at least 1");
    }

    @Test
    void aMarkdownRowForTheReadme() {
        List<Tournament.Stats> two = List.of(new Tournament.Stats("mcts:200", 200, 0.865, 0.81, 0.9, 18.824, 0.87, 1.1),
                new Tournament.Stats("greedy", 200, 0.135, 0.1, 0.19, 14.03, 0.80, 1.9));
        assertThat(Tournament.markdownRow(two, 2, 200)).isEqualTo("| 200, 2 players | **mcts** vs greedy | **0.865** [0.810, 0.900] vs"
                + " 0.135 [0.100, 0.190] | **18.82** [17.95, 19.69] vs 14.03 [13.23, 14.83] |");
        List<Tournament.Stats> three = List.of(new Tournament.Stats("random", 3, 0, 0, 0.5, 9, 1, 3),
                new Tournament.Stats("mcts:50", 3, 1, 0.5, 1, 20, 1, 1), new Tournament.Stats("greedy", 3, 0, 0, 0.5, 12, 1, 2));
        assertThat(Tournament.markdownRow(three, 3, 200)).startsWith("| 3, 3 players | random, **mcts:50**, greedy | 0.000 [0.000, 0.500],"
                + " **1.000** [0.500, 1.000], 0.000");
    }

    @Test
    void tournamentTimeEstimateWaitsForAWindowOfGames() {
        long[] now = {0};
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Tournament.Progress p = new Tournament.Progress(new PrintStream(err, true, StandardCharsets.UTF_8), false, 2, () -> now[0]);
        // 20 games, two at a time: the window is 4 games. The first games are slow (the JVM compiles), then each takes half a
        // second.
        now[0] = 30_000_000_000L;
        assertThat(p.update(1, 20)).isEqualTo("estimating");
        now[0] = 31_000_000_000L;
        assertThat(p.update(2, 20)).isEqualTo("estimating");
        for (int done = 3; done <= 4; done++) {
            now[0] += 500_000_000L;
            assertThat(p.update(done, 20)).isEqualTo("estimating");
        }
        now[0] += 500_000_000L;
        assertThat(p.update(5, 20)).isEqualTo("9s");
        now[0] += 500_000_000L;
        // The last four games took half a second each: 14 games left is 7 s, not the 1m17s that the average since the
        // start (33 s for 6 games) would say.
        assertThat(p.update(6, 20)).isEqualTo("7s");
        assertThat(p.update(20, 20)).isEqualTo("0s");
        // The line for the first tenth came before any estimate: it gives none.
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("progress: 1/20 games (0%), 30s elapsed" + System.lineSeparator());
    }
}
