package io.github.tongiaki.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.bots.tournament.TournamentResult;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TournamentCommandTest {

    private static TournamentResult.Stats stats(String name, int games, double win, double low, double high, double score,
            double half) {
        return new TournamentResult.Stats(name, games, 1, win, low, high, score, half, 1.5, 0, -10, 10, true);
    }

    @Test
    void aMarkdownRowForTheDocs() {
        List<TournamentResult.Stats> two = List.of(stats("mcts:200", 200, 0.865, 0.81, 0.9, 18.824, 0.87),
                stats("greedy", 200, 0.135, 0.1, 0.19, 14.03, 0.80));
        assertThat(TournamentCommand.markdownRow(two, 2, 200)).isEqualTo("| 200, 2 players | **mcts** vs greedy | **0.865** [0.810, 0.900] vs"
                + " 0.135 [0.100, 0.190] | **18.82** [17.95, 19.69] vs 14.03 [13.23, 14.83] |");
        List<TournamentResult.Stats> three = List.of(stats("random", 3, 0, 0, 0.5, 9, 1), stats("mcts:50", 3, 1, 0.5, 1, 20, 1),
                stats("greedy", 3, 0, 0, 0.5, 12, 1));
        assertThat(TournamentCommand.markdownRow(three, 3, 200)).startsWith("| 3, 3 players | random, **mcts:50**, greedy | 0.000 [0.000, 0.500],"
                + " **1.000** [0.500, 1.000], 0.000");
    }

    @Test
    void tournamentTimeEstimateWaitsForAWindowOfGames() {
        long[] now = {0};
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ProgressBar p = new ProgressBar(new PrintStream(err, true, StandardCharsets.UTF_8), false, 2, () -> now[0]);
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

    @Test
    void onATerminalTheBarIsDrawnInPlaceAndEndsItsLine() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        long[] now = {0};
        ProgressBar p = new ProgressBar(new PrintStream(err, true, StandardCharsets.UTF_8), true, 1, () -> now[0]);
        now[0] = 1_000_000_000L;
        p.gameEnded(1, 2, null);
        now[0] = 2_000_000_000L;
        p.gameEnded(2, 2, null);
        p.finished();
        String text = err.toString(StandardCharsets.UTF_8);
        assertThat(text).startsWith("\r[###############...............] 1/2 games").contains("\r[##############################] 2/2 games")
                .endsWith(System.lineSeparator());
    }

    @Test
    void twoBotsInFourSeatsPlayTwoDistinctGamesPerDeal() {
        TongiakiCommandTest.Result r = TongiakiCommandTest.run("tournament", "--games", "4", "--players", "4", "--bots", "greedy,random", "--seed",
                "2", "--seeds", "--no-progress", "--threads", "1");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Tournament: 4 games (2 deals × 2 distinct seatings), 4 players", "game 3: seed").doesNotContain("game 4:");
    }

    @Test
    void mctsThreadsAndClocksAreOptionsOfTournamentAndWatch() {
        TongiakiCommandTest.Result r = TongiakiCommandTest.run("tournament", "--games", "2", "--players", "2", "--bots", "mcts:8,random",
                "--mcts-threads", "2", "--move-time", "2000", "--game-time", "60000", "--increment", "5", "--no-progress", "--threads", "1");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("2 search threads", "clocks move=2000ms,game=60000ms,increment=5ms,on-timeout=loss")
                .doesNotContain("lost on time");
        TongiakiCommandTest.Result w = TongiakiCommandTest.run("watch", "--players", "2", "--bots", "guided:8,random", "--mcts-threads", "2",
                "--move-time", "5000", "--seed", "3");
        assertThat(w.code()).as(w.err()).isZero();
        assertThat(w.out()).contains("Game over.");
        TongiakiCommandTest.run("tournament", "--mcts-threads", "0").failsWith(2, "--mcts-threads must be at least 1, got 0");
        TongiakiCommandTest.run("tournament", "--on-timeout", "draw", "--move-time", "5").failsWith(2, "--on-timeout is loss or fail, got 'draw'");
        TongiakiCommandTest.run("tournament", "--increment", "5").failsWith(2, "--increment is added to a game clock: give --game-time too");
        TongiakiCommandTest.run("watch", "--move-time", "-1").failsWith(2, "--move-time, --game-time and --increment are milliseconds, 0 or more");
        TongiakiCommandTest.Result help = TongiakiCommandTest.run("tournament", "--help");
        assertThat(help.out()).contains("--mcts-threads=N", "--move-time=MS", "--game-time=MS", "--increment=MS", "--on-timeout=WHAT",
                "distinct seating");
    }

    /** The seed of a "Seed: N (picked at random at the start; …" line (issue 45, finding 1: said at the end only). */
    private static long pickedSeed(String out) {
        Matcher m = Pattern.compile("\\nSeed: (-?\\d+) \\(picked at random at the start; --seed \\1 plays the (game|tournament) again\\)\\.\\n")
                .matcher(out);
        assertThat(m.find()).as("a line that says the seed picked: %s", out).isTrue();
        return Long.parseLong(m.group(1));
    }

    @Test
    void aTournamentWithoutASeedPicksOneNobodyCanGuessAndSaysItAtTheEnd() {
        TongiakiCommandTest.Result r = TongiakiCommandTest.run("tournament", "--games", "2", "--players", "2", "--bots", "greedy,random",
                "--no-progress", "--seeds");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("2 players, bots greedy and random (seats rotated), a seed picked at random (shown at the end)");
        long seed = pickedSeed(r.out());
        // Said only after the table: the games, the table, then the seed.
        assertThat(r.out().indexOf("Seed: " + seed)).isGreaterThan(r.out().indexOf("rating [95% CI]"));
        // Not the old default, and --seed with it plays the same tournament.
        TongiakiCommandTest.Result again = TongiakiCommandTest.run("tournament", "--games", "2", "--players", "2", "--bots", "greedy,random",
                "--no-progress", "--seeds", "--seed", Long.toString(seed));
        assertThat(again.out()).contains("seed " + seed).doesNotContain("picked at random");
        assertThat(table(again.out())).isEqualTo(table(r.out()).replaceFirst("Seed: [^\\n]*\\n", ""));
        assertThat(TongiakiCommandTest.run("tournament", "--games", "2", "--players", "2", "--bots", "greedy,random",
                "--no-progress").out()).doesNotContain("Seed: " + seed + " ");
    }

    /** The per-game lines and the table of a tournament's report. */
    private static String table(String out) {
        return out.substring(out.indexOf("game 0: seed"), out.indexOf(" decisions in "));
    }

    @Test
    void watchWithoutASeedPicksOneShowsItAtTheEndAndWritesTheRecordWhenTheGameIsOver(@TempDir Path dir) throws Exception {
        Path record = dir.resolve("g.tongiaki");
        TongiakiCommandTest.Result w = TongiakiCommandTest.run("watch", "--players", "2", "--bots", "greedy,random", "--record", record.toString());
        assertThat(w.code()).as(w.err()).isZero();
        assertThat(w.out()).startsWith("Tongiaki: blue greedy and red random, a seed picked at random (shown at the end), ");
        long seed = pickedSeed(w.out());
        assertThat(Files.readString(record)).contains("[seed " + seed + "]");
        // --seed with it: the same game, the same log but for the first line and the last.
        TongiakiCommandTest.Result again = TongiakiCommandTest.run("watch", "--players", "2", "--bots", "greedy,random", "--seed",
                Long.toString(seed));
        assertThat(again.out()).startsWith("Tongiaki: blue greedy and red random, seed " + seed + ", ");
        String body = w.out().substring(w.out().indexOf('\n'), w.out().indexOf("Game record written to "));
        assertThat(again.out().substring(again.out().indexOf('\n'))).isEqualTo(body);
    }
}
