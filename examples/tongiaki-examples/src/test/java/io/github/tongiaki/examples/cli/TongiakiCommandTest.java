package io.github.tongiaki.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.notation.Perft;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import io.github.tongiaki.examples.Python3;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TongiakiCommandTest {

    @TempDir
    Path dir;

    record Result(int code, String out, String err) {
        /** The error output is exactly one line and contains every part. */
        Result failsWith(int expected, String... parts) {
            assertThat(code).as("exit code; err: %s", err).isEqualTo(expected);
            assertThat(err).endsWith("\n");
            assertThat(err.strip().lines().count()).as("one line: %s", err).isEqualTo(1);
            assertThat(err).doesNotContain("Exception", "\tat ");
            assertThat(err).contains(parts);
            return this;
        }
    }

    static Result runWithInput(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = TongiakiCommand.commandLine(new BufferedReader(new StringReader(input)), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).execute(args);
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static Result run(String... args) {
        return runWithInput("", args);
    }

    @ParameterizedTest(name = "tongiaki {0} --help shows the usage and the exit codes")
    @ValueSource(strings = {"play", "watch", "tournament", "replay", "render", "perft"})
    void everyCommandHasHelp(String command) {
        Result r = run(command, "--help");
        assertThat(r.code()).isZero();
        assertThat(r.out()).startsWith("Usage: tongiaki " + command).contains("-h, --help", "Example: tongiaki " + command,
                "Exit codes: 0 done; 1 the command failed", "2 usage error");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void versionNamesTheEngineTheRulesRevisionAndTheCommit() {
        for (String flag : List.of("--version", "-V")) {
            Result r = run(flag);
            assertThat(r.code()).isZero();
            assertThat(r.err()).isEmpty();
            List<String> lines = r.out().lines().toList();
            assertThat(lines).hasSize(3);
            assertThat(lines.get(0)).isEqualTo("tongiaki " + io.github.tongiaki.core.Version.engine());
            assertThat(lines.get(0)).matches("tongiaki [0-9]+\\.[0-9]+\\.[0-9]+.*");
            assertThat(lines.get(1)).isEqualTo("rules specification revision " + io.github.tongiaki.core.Version.rulesRevision());
            // the build writes the commit (build/GitCommit.java); in this repository's build it knows it
            assertThat(lines.get(2)).matches("built from commit [0-9a-f]{40}|built from an unknown commit");
            assertThat(lines.get(2)).isEqualTo(TongiakiCommand.VersionInfo.commit().equals("unknown") ? "built from an unknown commit"
                    : "built from commit " + TongiakiCommand.VersionInfo.commit());
        }
        assertThat(run("--help").out()).contains("-V, --version");
    }

    @Test
    void replayNotesARecordOfAnotherVersionAndNamesItWhenAChoiceFails() throws IOException {
        GameSetup setup = GameSetup.builder().players(io.github.tongiaki.core.board.Colour.BLUE, io.github.tongiaki.core.board.Colour.RED)
                .tileSet(io.github.tongiaki.tiles.OfficialTiles.set()).seed(5).build();
        GameRecord r = GameRecord.of(setup, List.of("berth Tonga/1", "berth Tonga/4")).withWriter("tongiaki 0.0.9", "2.2");
        Path ok = dir.resolve("old.tongiaki");
        Files.writeString(ok, r.text());
        Result played = run("replay", ok.toString());
        assertThat(played.code()).as(played.err()).isZero();
        assertThat(played.err()).isEqualTo("tongiaki replay: note: the record was written by tongiaki 0.0.9 under spec revision 2.2; this is "
                + io.github.tongiaki.core.Version.writer() + " under " + io.github.tongiaki.core.Version.rulesRevision() + "; its events may differ\n");
        Path bad = dir.resolve("bad.tongiaki");
        Files.writeString(bad, r.plus("berth Tonga/7").text());
        Result failed = run("replay", "--quiet", bad.toString());
        assertThat(failed.code()).isEqualTo(1);
        assertThat(failed.err()).contains("the record does not replay: line 11, column 7", "likely because the record was written by tongiaki 0.0.9");
        // a record of this engine: no note
        Path mine = dir.resolve("mine.tongiaki");
        Files.writeString(mine, GameRecord.of(setup, List.of("berth Tonga/1")).text());
        assertThat(run("replay", mine.toString()).err()).isEmpty();
    }

    @Test
    void theToolListsItsCommands() {
        Result r = run("--help");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("play", "watch", "tournament", "replay", "render", "perft", "Exit codes");
        assertThat(run("help", "tournament").out()).startsWith("Usage: tongiaki tournament");
    }

    @Test
    void noCommandAndUnknownCommandsAreUsageErrors() {
        run().failsWith(2, "tongiaki: a command is needed: play, watch, tournament");
        run("frobnicate").failsWith(2, "tongiaki: Unmatched argument at index 0: 'frobnicate'", "see 'tongiaki --help'");
    }

    @ParameterizedTest(name = "tongiaki {0} refuses an unknown flag")
    @ValueSource(strings = {"play", "watch", "tournament", "replay", "render", "perft"})
    void unknownFlags(String command) {
        String[] positional = switch (command) {
            case "replay", "render" -> new String[] {"game.txt"};
            case "perft" -> new String[] {"start.position", "2"};
            default -> new String[0];
        };
        String[] args = new String[positional.length + 2];
        args[0] = command;
        args[1] = "--frobnicate";
        System.arraycopy(positional, 0, args, 2, positional.length);
        run(args).failsWith(2, "tongiaki " + command + ": Unknown option: '--frobnicate'",
                "(see 'tongiaki " + command + " --help')");
    }

    @ParameterizedTest(name = "tongiaki {0} refuses an unknown bot in one line")
    @ValueSource(strings = {"play", "watch", "tournament"})
    void unknownBots(String command) {
        run(command, "--bots", "mcts,alphazero").failsWith(2, "unknown bot 'alphazero' (known: random, greedy, mcts, guided, learned, mcts:K, guided:K, learned:K, cmd:COMMAND)");
        run(command, "--bots", "greedy:5").failsWith(2, "only mcts, guided and learned take a playout count");
        run(command, "--bots", "mcts:0").failsWith(2, "mcts:K with K at least 1");
    }

    @ParameterizedTest(name = "tongiaki {0} reads a learned bot's weights file when it starts, and refuses one that cannot play")
    @ValueSource(strings = {"play", "watch", "tournament"})
    void weightsFiles(String command) {
        String twoPlayers = "../../tongiaki-bots/src/main/resources/io/github/tongiaki/bots/learned/learned-2p.npz";
        run(command, "--bots", "learned@no-such-weights.npz").failsWith(2, "cannot read the weights file 'no-such-weights.npz'");
        run(command, "--bots", "guided@" + twoPlayers).failsWith(2, "only learned takes a weights file");
        run(command, "--players", "4", "--bots", "learned:5@" + twoPlayers).failsWith(2, "is a network for 2 players, and this game has 4");
    }

    @Test
    void moreBotsThanSeatsIsAnError() {
        run("tournament", "--players", "2", "--bots", "mcts,greedy,random").failsWith(2, "3 bots for 2 seats");
        run("watch", "--players", "3", "--bots", "greedy,greedy,greedy,random").failsWith(2, "4 bots for 3 seats");
        run("play", "--players", "2", "--bots", "greedy,random").failsWith(2, "2 bots for 1 other seat");
        run("play", "--players", "3", "--bots", "greedy,random,mcts").failsWith(2, "3 bots for 2 other seats");
    }

    @Test
    void badNumbers() {
        run("tournament", "--games", "x").failsWith(2, "Invalid value for option '--games': 'x' is not an int");
        run("tournament", "--games", "0").failsWith(2, "--games must be at least 1, got 0");
        run("tournament", "--players", "7").failsWith(2, "Tongiaki is for 2-6 players, got --players 7");
        run("tournament", "--threads", "0").failsWith(2, "--threads must be at least 1");
        run("tournament", "--playouts", "0").failsWith(2, "MCTS needs --playouts K > 0 or --time-ms T > 0");
        run("tournament", "--seed", "1.5").failsWith(2, "'1.5' is not a long");
        run("tournament", "--games").failsWith(2, "Missing required parameter for option '--games'");
        run("watch", "--players", "1").failsWith(2, "2-6 players, got --players 1");
        run("watch", "--playouts", "-3").failsWith(2, "--playouts must be at least 1");
        run("play", "--players", "9").failsWith(2, "2-6 players");
        run("play", "--seat", "4").failsWith(2, "--seat must be 1 to 3, got 4");
        run("play", "--seat", "0").failsWith(2, "--seat must be 1 to 3, got 0");
        run("perft", "x.position", "deep").failsWith(2, "Invalid value for positional parameter at index 1 (DEPTH): 'deep' is not an int");
        run("perft", "x.position", "-1").failsWith(2, "DEPTH must be 0 or more, got -1");
        run("perft", "x.position").failsWith(2, "Missing required parameter: 'DEPTH'");
        run("replay").failsWith(2, "Missing required parameter: 'RECORD'");
    }

    @Test
    void missingAndBadFiles() throws IOException {
        Path missing = dir.resolve("missing.txt");
        run("replay", missing.toString()).failsWith(1, "tongiaki replay: cannot read '" + missing + "': no such file");
        run("perft", missing.toString(), "2").failsWith(1, "tongiaki perft: cannot read '" + missing + "': no such file");
        run("play", "--load", missing.toString()).failsWith(1, "no such file");
        run("replay", dir.toString()).failsWith(1, "cannot read '" + dir + "': a directory");

        Path junk = Files.writeString(dir.resolve("junk.txt"), "hello\nworld\n");
        run("replay", junk.toString()).failsWith(1, junk + ": not a game record: line 1, column 1: expected '[format tongiaki-record 2]'");
        run("perft", junk.toString(), "1").failsWith(1, junk + ": not a position: line 1");
        run("play", "--load", junk.toString()).failsWith(1, "not a game record");

        String header = GameRecord.of(GameSetup.of(2, 5), List.of()).text();
        Path wrong = Files.writeString(dir.resolve("wrong.txt"), header + "berth Tonga/1\nexpand Hawaii\n"); // a header of 8 lines, [engine] and [rules] included
        run("replay", wrong.toString()).failsWith(1, wrong + ": the record does not replay: line 10, column 1");
        run("play", "--load", wrong.toString()).failsWith(1, "the record does not replay");

        Path binary = Files.write(dir.resolve("binary.bin"), new byte[] {(byte) 0xC3, (byte) 0x28, 0, 1});
        run("replay", binary.toString()).failsWith(1, "not a UTF-8 text file");

        // The path is checked before the game: nothing is played.
        Result noDir = run("watch", "--players", "2", "--record", dir.resolve("no/such/dir/g.tongiaki").toString())
                .failsWith(1, "cannot write '" + dir.resolve("no/such/dir/g.tongiaki") + "': no such directory");
        assertThat(noDir.out()).isEmpty();

        // Files larger than the limit are refused, however large (here: endless)
        for (String command : List.of("replay", "render")) {
            run(command, "/dev/zero").failsWith(1, "cannot read '/dev/zero': larger than 8 MiB");
        }
        run("perft", "/dev/zero", "1").failsWith(1, "cannot read '/dev/zero': larger than 8 MiB");
        run("play", "--load", "/dev/zero").failsWith(1, "cannot read '/dev/zero': larger than 8 MiB");
    }

    @Test
    void tournamentPrintsTheTableWithWilsonIntervalsAndTheSeeds() {
        Result r = run("tournament", "--games", "2", "--players", "2", "--bots", "greedy,random", "--seed", "4", "--seeds", "--no-progress",
                "--markdown");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Tournament: 2 games (1 deal × 2 distinct seatings), 2 players, bots greedy and random (seats rotated), seed 4",
                "win share [95% CI]", "rating [95% CI]", "game 0: seed ", "game 1: seed ", "--replay ").containsPattern("greedy +2 +\\d\\.\\d{3} \\[")
                .containsPattern("\\| 2, 2 players \\| .*greedy.* vs .*random.* \\|");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void theLearnedBotPlaysATournament() {
        Result r = run("tournament", "--games", "2", "--players", "2", "--bots", "learned:4,random", "--seed", "4", "--no-progress");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("bots learned:4 and random");
    }

    @Test
    void theTournamentReportIsTheSameForAnyNumberOfThreads() {
        String[] args = {"tournament", "--games", "5", "--players", "3", "--bots", "mcts:4,greedy,random", "--seed", "9", "--seeds",
            "--markdown", "--no-progress", "--threads", "1"};
        Result one = run(args);
        assertThat(one.code()).as(one.err()).isZero();
        assertThat(one.out()).contains("rounded up from 5", "game 5: seed", "| 6, 3 players |");
        for (String threads : List.of("2", "3")) {
            args[args.length - 1] = threads;
            Result r = run(args);
            assertThat(r.code()).as(r.err()).isZero();
            // All but the last line, the time taken.
            assertThat(withoutTiming(r.out())).as("--threads %s", threads).isEqualTo(withoutTiming(one.out()));
        }
        // Without --threads: the available processors, the same report again.
        Result byDefault = run(Arrays.copyOf(args, args.length - 2));
        assertThat(withoutTiming(byDefault.out())).isEqualTo(withoutTiming(one.out()));
    }

    private static String withoutTiming(String out) {
        assertThat(out).containsPattern("\\d+ decisions in [0-9.]+ s \\([0-9.]+ games/s\\)\\n$");
        return out.substring(0, out.lastIndexOf(" decisions in "));
    }

    @Test
    void tournamentWritesEveryRecordAndTheSummaries() throws Exception {
        Path records = dir.resolve("records");
        Path csv = dir.resolve("summary.csv");
        Path json = dir.resolve("summary.json");
        Result r = run("tournament", "--games", "4", "--players", "2", "--bots", "greedy,random", "--seed", "3", "--no-progress", "--record",
                records.toString(), "--csv", csv.toString(), "--json", json.toString(), "--typed");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("typed API", "Game records written to " + records);
        for (int g = 0; g < 4; g++) {
            Game replayed = GameRecord.parse(Files.readString(records.resolve("game-" + g + ".tongiaki"))).replay();
            assertThat(replayed.isOver()).isTrue();
        }
        assertThat(Files.readString(csv)).startsWith("name,games,seats,win_share,").contains("\r\ngreedy,4,1,", "\r\nrandom,4,1,");
        assertThat(Files.readString(json)).startsWith("{\"players\":2,\"games\":4,\"failed\":0,\"lost_on_time\":0,\"seed\":3,");
        // The same again refuses to replace the records, unless --force.
        run("tournament", "--games", "4", "--players", "2", "--bots", "greedy,random", "--no-progress", "--record", records.toString())
                .failsWith(1, "game-0.tongiaki' exists: add --force");
        assertThat(run("tournament", "--games", "4", "--players", "2", "--bots", "greedy,random", "--no-progress", "--record",
                records.toString(), "--csv", csv.toString(), "--force").code()).isZero();
    }

    @Test
    @ExtendWith(Python3.class)
    void aTournamentWhoseBotFailsKeepsTheRecordOfThatGameUpToTheFailure() throws Exception {
        Path records = dir.resolve("broken");
        run("tournament", "--games", "2", "--bot", "greedy", "--bot", "cmd:python3 ../../tongiaki-protocol/src/test/resources/bots/dying_bot.py",
                "--no-progress", "--threads", "1", "--record", records.toString())
                .failsWith(1, "tongiaki tournament: game 0 (seed ", "seats greedy,cmd:python3", "ended its output",
                        "the game so far (1 choice) is in " + records.resolve("game-0.tongiaki"));
        GameRecord kept = GameRecord.parse(Files.readString(records.resolve("game-0.tongiaki")));
        assertThat(kept.choices()).hasSize(1);
        assertThat(kept.replay().decision().player().toString()).isEqualTo("red");
    }

    @Test
    void tournamentReplaysOneGame() {
        Result r = run("tournament", "--replay", "77", "--players", "2", "--bots", "random,greedy");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Tongiaki: blue random and red greedy, seed 77", "== Turn 1:", "Game over.", "The game is over: ",
                "Final standings [R-SCORE-1]:", "wins with");
    }

    @Test
    void watchWritesARecordThatReplayVerifies() {
        Path record = dir.resolve("game.tongiaki");
        Result w = run("watch", "--players", "3", "--bots", "greedy,random", "--seed", "7", "--record", record.toString());
        assertThat(w.code()).isZero();
        assertThat(w.out()).contains("Tongiaki: blue greedy, red random and green greedy, seed 7", "Game over.", "Final standings",
                "Game record written to " + record);
        Result r = run("replay", record.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Replaying " + record, "    > blue chooses berth Tonga/", "== Turn 1:", "Final standings",
                "Verified: all ").endsWith("the game is over.\n");
        // The replayed log is the watched one, from the set-up to the standings (watch names the bots there).
        String watched = w.out().substring(w.out().indexOf("Set-up: each player"), w.out().indexOf("Final standings"));
        assertThat(r.out()).contains(watched.substring(watched.indexOf('\n') + 1));
        Result q = run("replay", "--quiet", record.toString());
        assertThat(q.out().lines()).hasSize(1).first().asString().startsWith("Verified: all ");
    }

    @Test
    void watchPrintsTheMainJobsGameAndLog() {
        // The Quick start's game (PlayGame, seed 2004, four greedy bots) and watch's with the same seed and bots: one log.
        ByteArrayOutputStream main = new ByteArrayOutputStream();
        io.github.tongiaki.examples.PlayGame.play(4, 2004, new PrintStream(main, true, StandardCharsets.UTF_8));
        Result w = run("watch", "--players", "4", "--bots", "greedy", "--seed", "2004");
        assertThat(w.code()).as(w.err()).isZero();
        assertThat(w.out()).isEqualTo(main.toString(StandardCharsets.UTF_8));
        assertThat(w.out()).contains("    > blue chooses berth Tonga/2 (of 6 options) [R-SETUP-2]", "The game is over: ")
                .endsWith("Blue wins with 33 points.\n");
    }

    @Test
    void recordsAreNeverOverwrittenWithoutForce() throws IOException {
        Path record = Files.writeString(dir.resolve("kept.tongiaki"), "precious");
        run("watch", "--players", "2", "--record", record.toString()).failsWith(1, "'" + record + "' exists: add --force to replace it");
        assertThat(Files.readString(record)).isEqualTo("precious");
        Result forced = run("watch", "--players", "2", "--record", record.toString(), "--force");
        assertThat(forced.code()).as(forced.err()).isZero();
        assertThat(GameRecord.parse(Files.readString(record)).replay().isOver()).isTrue();

        // render: never over its input (a record named *.svg), over another file only with --force
        Path svgRecord = Files.copy(record, dir.resolve("game.svg"));
        run("render", svgRecord.toString()).failsWith(1, "the picture would replace its input " + svgRecord);
        run("render", svgRecord.toString(), "-o", svgRecord.toString(), "--force").failsWith(1, "would replace its input");
        assertThat(Files.readString(svgRecord)).isEqualTo(Files.readString(record));
        Path picture = Files.writeString(dir.resolve("picture.svg"), "mine");
        run("render", record.toString(), "-o", picture.toString()).failsWith(1, "'" + picture + "' exists: add --force to replace it");
        assertThat(Files.readString(picture)).isEqualTo("mine");
        assertThat(run("render", record.toString(), "-o", picture.toString(), "--force").code()).isZero();
        assertThat(Files.readString(picture)).startsWith("<svg");
    }

    @Test
    void emptyLineUpsAreUsageErrors() {
        run("watch", "--bots", ",").failsWith(2, "tongiaki watch: --bots needs at least one bot");
        run("tournament", "--bots", ",").failsWith(2, "tongiaki tournament: --bots needs at least one bot");
        run("play", "--bots", ",").failsWith(2, "tongiaki play: --bots needs at least one bot");
        run("watch", "--bots", "greedy", "--bot", "random").failsWith(2, "either as --bots A,B or as --bot A --bot B");
        run("watch", "--bot", "cmd:python3 'unclosed.py").failsWith(2, "a ' is not closed in the command");
    }

    @Test
    void ruleOptionsStartPlayerAndExplicitChance() throws IOException {
        Path record = dir.resolve("options.tongiaki");
        Result w = run("watch", "--players", "3", "--seed", "5", "--option", "endgame=VOYAGE_ONLY", "--option", "stall-rounds=0",
                "--start-player", "green", "--explicit-chance", "--record", record.toString());
        assertThat(w.code()).as(w.err()).isZero();
        assertThat(w.out()).contains("starting with green", "    > the draw: ");
        GameRecord r = GameRecord.parse(Files.readString(record));
        assertThat(r.setup().startPlayer().toString()).isEqualTo("green");
        assertThat(r.setup().options().toString()).contains("endgame=VOYAGE_ONLY", "stall-rounds=0");
        assertThat(r.replay().isOver()).isTrue();
        run("watch", "--option", "endgame=SOMETIMES").failsWith(2, "--option: ");
        run("watch", "--option", "colour=mauve").failsWith(2, "--option: ");
        run("watch", "--players", "2", "--start-player", "green").failsWith(2, "--start-player green does not play");
        run("watch", "--start-player", "mauve").failsWith(2, "--start-player", "mauve");
        Result t = run("tournament", "--games", "2", "--bots", "greedy,random", "--option", "stall-rounds=5", "--explicit-chance",
                "--no-progress");
        assertThat(t.code()).as(t.err()).isZero();
    }

    @Test
    void replayOfAnUnfinishedRecordSaysWhereTheGameStands() throws IOException {
        Path record = Files.writeString(dir.resolve("short.txt"), GameRecord.of(GameSetup.of(2, 5), List.of("berth Tonga/1")).text());
        Result r = run("replay", record.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Verified: the 1 choice replays; the game goes on at decision #1 (SETUP_BERTH for red).");
    }

    @Test
    void perftCountsFromAPositionFileAndAConformancePerftFile() throws IOException {
        Game game = Game.start(GameSetup.of(2, 3));
        Path pos = Files.writeString(dir.resolve("start.position"), Position.of(game).text());
        Result r = run("perft", pos.toString(), "3");
        assertThat(r.code()).isZero();
        assertThat(r.out()).isEqualTo("perft(3) = " + Perft.count(game, 3) + "\n");
        Result d = run("perft", "--divide", pos.toString(), "2");
        assertThat(d.out()).contains("berth Tonga/1: ", "perft(2) = " + Perft.count(game, 2));

        Path perft = Path.of("../../conformance/perft/first-turn-2p.perft");
        Result c = run("perft", perft.toString(), "2");
        assertThat(c.out()).isEqualTo("perft(2) = 51\n");
    }

    @Test
    void perftReadsEveryFileOfTheConformanceSuite() throws IOException {
        // Their tile sets too: a set that is not built in (loops) is read from ../tilesets/NAME.tiles beside the file.
        List<Path> files;
        try (var list = Files.list(Path.of("../../conformance/perft"))) {
            files = list.filter(f -> f.toString().endsWith(".perft")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(8);
        for (Path f : files) {
            List<String> lines = Files.readAllLines(f);
            String first = lines.get(lines.indexOf("[perft]") + 1);
            String[] depthCount = first.split(" ");
            Result r = run("perft", f.toString(), depthCount[0]);
            assertThat(r.code()).as("%s: %s", f, r.err()).isZero();
            assertThat(r.out()).as(f.toString()).isEqualTo("perft(" + depthCount[0] + ") = " + depthCount[1] + "\n");
        }
    }

    @Test
    void perftAndRenderReadAOneLinePositionFile() throws Exception {
        // a one-line position (CONFORMANCE.md, "The one-line form") of a custom tile set, found next to the file
        Path perft = Path.of("../../conformance/perft/loop-self-refill.perft");
        List<String> lines = Files.readAllLines(perft);
        String text = String.join("\n", lines.subList(lines.indexOf("[position]") + 1, lines.indexOf("[perft]"))) + "\n";
        String[] depthCount = lines.get(lines.indexOf("[perft]") + 1).split(" ");
        Files.copy(Path.of("../../conformance/tilesets/loops.tiles"), dir.resolve("loops.tiles"));
        String oneLine = Position.parse(text, io.github.tongiaki.core.tiles.TileSetFormat.parse(Files.readString(dir.resolve("loops.tiles"))))
                .oneLine();
        assertThat(oneLine).doesNotContain("\n").contains("; tileset loops; ");
        Path pos = Files.writeString(dir.resolve("loop.position"), "# from a log\n" + oneLine + "\n");
        Result r = run("perft", pos.toString(), depthCount[0]);
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo("perft(" + depthCount[0] + ") = " + depthCount[1] + "\n");
        Path svg = dir.resolve("loop.svg");
        Result s = run("render", pos.toString(), "-o", svg.toString());
        assertThat(s.code()).as(s.err()).isZero();
        assertWellFormedSvg(Files.readString(svg));
        // a fault: at line 2 (after the comment), at its column of the one line
        Path bad = Files.writeString(dir.resolve("bad.position"), "# from a log\n" + oneLine.replace("; turn ", "; turn x") + "\n");
        int column = oneLine.indexOf("; turn ") + "; turn ".length() + 1;
        run("perft", bad.toString(), "1").failsWith(1, bad + ": not a position: line 2, column " + column + ": expected a turn number");
    }

    @Test
    void renderDrawsAPositionOrARecordAtAnyDecisionAsSvg() throws Exception {
        Game game = Game.start(GameSetup.of(3, 4));
        Path pos = Files.writeString(dir.resolve("start.position"), Position.of(game).text());
        Result r = run("render", pos.toString());
        assertThat(r.code()).as(r.err()).isZero();
        Path svg = dir.resolve("start.svg");
        assertThat(r.out()).isEqualTo("Wrote " + svg + ".\n");
        assertWellFormedSvg(Files.readString(svg));

        Path record = dir.resolve("game.tongiaki");
        assertThat(run("watch", "--players", "2", "--seed", "3", "--record", record.toString()).code()).isZero();
        Path at = dir.resolve("at.svg");
        Result a = run("render", record.toString(), "--at", "12", "-o", at.toString(), "--size", "400", "--without", "labels,targets");
        assertThat(a.code()).as(a.err()).isZero();
        assertThat(a.out()).isEqualTo("Wrote " + at + " (after 12 choices).\n");
        String drawn = Files.readString(at);
        assertWellFormedSvg(drawn);
        assertThat(drawn).contains("width=\"400\"").doesNotContain("data-options");
        Result out = run("render", record.toString(), "--at", "0", "-o", "-");
        assertThat(out.out()).startsWith("<svg").contains("data-options");

        run("render", record.toString(), "--at", "100000").failsWith(2, "--at 100000 is beyond the record's");
        run("render", record.toString(), "--at", "-1").failsWith(2, "--at must be 0 or more, got -1");
        run("render", pos.toString(), "--at", "3").failsWith(2, "--at needs a game record; " + pos + " is a position");
        run("render", pos.toString(), "--size", "50").failsWith(2, "--size must be 100 to 10000 pixels, got 50");
        run("render", pos.toString(), "--without", "sparkles").failsWith(2, "Invalid value for option '--without'", "sparkles");
        run("render", dir.resolve("nothing.txt").toString()).failsWith(1, "cannot read", "no such file");
        Path junk = Files.writeString(dir.resolve("junk.position"), "tongiaki-position 2\nplayers purple\n");
        run("render", junk.toString()).failsWith(1, junk + ": not a position: line ");
        run("render", pos.toString(), "-o", dir.resolve("no/dir/x.svg").toString()).failsWith(1, "cannot write", "no such directory");
    }

    @Test
    void playFromTheTerminalAndFromALoadedRecord() throws IOException {
        Path auto = dir.resolve("auto.tongiaki");
        Result fresh = runWithInput("BERTH TONGA/2\nquit\n", "play", "--players", "2", "--bots", "random", "--seed", "8", "--autosave",
                auto.toString());
        assertThat(fresh.code()).isZero();
        assertThat(fresh.out()).contains("Tongiaki: blue (B) you, red (R) random; seed 8. You play blue.", "    > you choose berth Tonga/2",
                "The game is saved to " + auto + " after every decision", "Game abandoned.");
        assertThat(GameRecord.parse(Files.readString(auto)).choices()).startsWith("berth Tonga/2");
        Path record = Files.writeString(dir.resolve("saved.txt"),
                GameRecord.of(GameSetup.of(3, 8), List.of("berth Tonga/1", "berth Tonga/2", "berth Tonga/3")).text());
        Result loaded = runWithInput("quit\n", "play", "--load", record.toString(), "--seat", "2", "--bots", "greedy", "--seed", "1",
                "--no-autosave");
        assertThat(loaded.code()).as(loaded.err()).isZero();
        assertThat(loaded.out()).contains("blue (B) greedy, red (R) you, green (G) greedy", "(3 choices replayed: turn 0; the tiles left in"
                + " the stack are drawn as they come, not as the record's seed would deal them)",
                "Set-up, round 2");
        runWithInput("", "play", "--load", record.toString(), "--players", "3").failsWith(2, "--players and --load do not go together");
        runWithInput("", "play", "--load", record.toString(), "--option", "stall-rounds=3").failsWith(2,
                "--option and --load do not go together: the record holds its set-up");
        runWithInput("", "play", "--load", record.toString(), "--seat", "4").failsWith(2, "--seat must be 1 to 3, got 4");
    }

    @Test
    @DisplayName("play --load resumes a saved game with its players, its seed and its autosave file; a file never starts a program"
            + " nor replaces a file that is not a saved game")
    void loadResumesTheSavedPlayers() throws IOException {
        Path auto = dir.resolve("auto.tongiaki");
        Result first = runWithInput("berth Tonga/2\nquit\n", "play", "--players", "3", "--bots", "mcts:5,random", "--seed", "8",
                "--autosave", auto.toString());
        assertThat(first.code()).as(first.err()).isZero();
        assertThat(first.out()).contains("Game abandoned. It is saved in " + auto.toAbsolutePath() + " ('tongiaki play --load " + auto
                + "' resumes it, with the same players).");
        String saved = Files.readString(auto);
        assertThat(saved).startsWith("# tongiaki play: seats blue=you red=mcts:5 green=random\n# tongiaki play: autosave "
                + auto.toAbsolutePath().normalize() + "\n");
        assertThat(GameRecord.parse(saved).choices()).startsWith("berth Tonga/2");

        // no option: the same seats, seed and file; the game goes on there
        Result again = runWithInput("berth Tonga/3\nquit\n", "play", "--load", auto.toString());
        assertThat(again.code()).as(again.err()).isZero();
        assertThat(again.out()).contains("Tongiaki: blue (B) you, red (R) mcts:5, green (G) random; seed 8. You play blue.",
                "The game is saved to " + auto.toAbsolutePath().normalize() + " after every decision");
        assertThat(GameRecord.parse(Files.readString(auto)).choices()).hasSize(6).contains("berth Tonga/3");
        // options still choose: another seat and other bots
        Result other = runWithInput("quit\n", "play", "--load", auto.toString(), "--seat", "2", "--bots", "greedy", "--no-autosave");
        assertThat(other.out()).contains("blue (B) greedy, red (R) you, green (G) greedy");

        // a program named in a file is not started by loading it; given with --bots it is the person's choice
        Path external = Files.writeString(dir.resolve("external.tongiaki"), saved.replace("red=mcts:5", "red=\"cmd:touch " + dir.resolve("ran")
                + "\""));
        runWithInput("quit\n", "play", "--load", external.toString()).failsWith(1, "seat 2 is an external program (cmd:touch ",
                "is not started by loading it: give the bots with --bots");
        assertThat(dir.resolve("ran")).doesNotExist();
        // an autosave file that exists and is not a saved game is never replaced
        Path precious = Files.writeString(dir.resolve("notes.txt"), "my notes\n");
        Path hostile = Files.writeString(dir.resolve("hostile.tongiaki"), saved.replace("autosave " + auto.toAbsolutePath().normalize(),
                "autosave " + precious.toAbsolutePath()));
        runWithInput("quit\n", "play", "--load", hostile.toString()).failsWith(1, "its autosave file " + precious.toAbsolutePath()
                + " exists and is not a game saved by 'tongiaki play', so it is not replaced");
        assertThat(Files.readString(precious)).isEqualTo("my notes\n");
        // a header that does not fit its record is refused with what is wrong
        Path wrong = Files.writeString(dir.resolve("wrong.tongiaki"), saved.replace("seats blue=you red=mcts:5 green=random",
                "seats blue=you red=greedy"));
        runWithInput("quit\n", "play", "--load", wrong.toString()).failsWith(1, "its seats name [blue, red], its record plays [blue, red, green]");
        Path twice = Files.writeString(dir.resolve("twice.tongiaki"), saved.replace("seats blue=you", "seats blue=you blue=greedy"));
        runWithInput("quit\n", "play", "--load", twice.toString()).failsWith(1, "the players it was saved with cannot be read: the seat of blue is"
                + " given twice");
    }

    /**
     * D-19: whoever has the seed can compute the stack's order, so a seed that {@code play} picks itself is shown
     * only when the game is over (not at the start, not in the autosave file's default name), and it is not one
     * read from the clock.
     */
    @Test
    void d19PlayShowsASeedItPickedOnlyAtTheEnd() throws IOException {
        Path auto = dir.resolve("auto.tongiaki");
        Result r = runWithInput("A\n1\n".repeat(3000), "play", "--players", "2", "--bots", "random", "--autosave", auto.toString());
        assertThat(r.code()).as(r.err()).isZero();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[seed (\\d+)\\]").matcher(Files.readString(auto));
        assertThat(m.find()).as("the autosaved record, the host's copy, holds the seed").isTrue();
        String seed = m.group(1);
        int end = r.out().indexOf("Game over.");
        assertThat(end).isPositive();
        assertThat(r.out().substring(0, end)).contains("Tongiaki: blue (B) you, red (R) random; a seed picked at random (shown at the end).")
                .doesNotContain(seed);
        assertThat(r.out().substring(end)).contains("Seed: " + seed + " (picked at random at the start; --seed " + seed + " plays with it again).");
        Result again = runWithInput("A\n1\n".repeat(3000), "play", "--players", "2", "--bots", "random", "--no-autosave");
        assertThat(again.out()).as("a seed nobody gave is not the same twice").doesNotContain("Seed: " + seed + " ");
    }

    private static void assertWellFormedSvg(String svg) throws Exception {
        javax.xml.parsers.DocumentBuilderFactory f = javax.xml.parsers.DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        org.w3c.dom.Document doc = f.newDocumentBuilder().parse(new org.xml.sax.InputSource(new StringReader(svg)));
        assertThat(doc.getDocumentElement().getLocalName()).isEqualTo("svg");
    }
}
