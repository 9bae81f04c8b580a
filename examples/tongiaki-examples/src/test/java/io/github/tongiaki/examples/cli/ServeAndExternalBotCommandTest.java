package io.github.tongiaki.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.examples.cli.TongiakiCommandTest.Result;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import io.github.tongiaki.examples.Python3;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code tongiaki serve}, and external bots ({@code cmd:…}) seated from the command line. */
class ServeAndExternalBotCommandTest {

    @Test
    void serveAnswersUntilStopped(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        AtomicInteger code = new AtomicInteger(-1);
        Thread t = new Thread(() -> code.set(TongiakiCommand.commandLine(new BufferedReader(new StringReader("")), print, print)
                .execute("serve", "--port", "0", "--db", dir.resolve("games.db").toString(), "--client-games", "5")));
        t.start();
        long until = System.currentTimeMillis() + 30_000;
        while (!out.toString(StandardCharsets.UTF_8).contains("Ctrl-C") && System.currentTimeMillis() < until) {
            Thread.sleep(50);
        }
        String line = out.toString(StandardCharsets.UTF_8);
        assertThat(line).startsWith("Tongiaki at http://127.0.0.1:");
        assertThat(line).contains("(0 stored games from " + dir.resolve("games.db"));
        URI uri = URI.create(line.substring("Tongiaki at ".length(), line.indexOf(" (")));
        HttpResponse<String> meta = HttpClient.newHttpClient().send(HttpRequest.newBuilder(uri.resolve("/api/meta")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(meta.statusCode()).isEqualTo(200);
        assertThat(meta.body()).contains("\"protocol\":4").contains("\"clientGames\":5")
                .contains("\"readsPerSecond\":50");
        t.interrupt();
        t.join(10_000);
        assertThat(code.get()).isZero();
    }

    @Test
    void serveRefusesBadFlagsInOneLine(@TempDir Path dir) throws Exception {
        TongiakiCommandTest.run("serve", "--port", "70000").failsWith(2, "tongiaki serve: --port must be 0 to 65535, got 70000");
        TongiakiCommandTest.run("serve", "--host", "no-such-host.invalid").failsWith(2, "--host: unknown address 'no-such-host.invalid'");
        TongiakiCommandTest.run("serve", "--port", "x").failsWith(2, "--port");
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            TongiakiCommandTest.run("serve", "--port", String.valueOf(taken.getLocalPort()), "--db", ":memory:").failsWith(1, "cannot listen on");
        }
        TongiakiCommandTest.run("serve", "--max-games", "0", "--db", ":memory:").failsWith(2, "--max-games");
        TongiakiCommandTest.run("serve", "--client-games", "0", "--db", ":memory:").failsWith(2, "--client-games");
        // a database of another schema version: a clear error, the file untouched
        Path other = dir.resolve("other.db");
        try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + other); var st = c.createStatement()) {
            st.execute("PRAGMA user_version=7");
            st.execute("CREATE TABLE games (id TEXT)");
        }
        byte[] before = Files.readAllBytes(other);
        TongiakiCommandTest.run("serve", "--port", "0", "--db", other.toString()).failsWith(1, "has schema version 7, this server reads 2");
        assertThat(Files.readAllBytes(other)).isEqualTo(before);
        Result help = TongiakiCommandTest.run("serve", "--help");
        assertThat(help.out()).startsWith("Usage: tongiaki serve").contains("--port", "--host", "--db", "--allow-host", "Example: tongiaki serve", "reverse proxy with TLS");
    }

    @Test
    @ExtendWith(Python3.class)
    void thePythonBotPlaysInWatchAndTournament() {
        Result watch = TongiakiCommandTest.run("watch", "--players", "2", "--bots", "cmd:python3 ../bots/random_bot.py,greedy", "--seed", "3");
        assertThat(watch.code()).as(watch.err()).isZero();
        assertThat(watch.out()).contains("cmd:python3 ../bots/random_bot.py", "Final standings");
        Result tournament = TongiakiCommandTest.run("tournament", "--games", "2", "--bots", "cmd:python3 ../bots/random_bot.py,random",
                "--no-progress");
        assertThat(tournament.code()).as(tournament.err()).isZero();
        assertThat(tournament.out()).contains("cmd:python3 ../bots/random_bot.py");
    }

    @Test
    @ExtendWith(Python3.class)
    void aFailingBotIsAOneLineErrorNamingIt() {
        TongiakiCommandTest.run("watch", "--players", "2", "--bots", "cmd:python3 ../../tongiaki-protocol/src/test/resources/bots/garbage_bot.py,greedy")
                .failsWith(1, "tongiaki watch: bot 'cmd:python3 ../../tongiaki-protocol/src/test/resources/bots/garbage_bot.py' in seat 0 (blue) threw at"
                        + " decision #0 (SETUP_BERTH): answered 'e2e4' to decision 0, not JSON");
        TongiakiCommandTest.run("watch", "--players", "2", "--bot-timeout", "500", "--bots", "cmd:python3 ../../tongiaki-protocol/src/test/resources/bots/slow_bot.py")
                .failsWith(1, "did not answer decision 0 within 500 ms");
        // the host's hardening (PROTOCOL.md 3.2), as the command line reports it
        TongiakiCommandTest.run("watch", "--players", "2", "--bots", "cmd:python3 ../../tongiaki-protocol/src/test/resources/bots/trailing_junk_bot.py,greedy")
                .failsWith(1, "tongiaki watch: bot 'cmd:python3 ../../tongiaki-protocol/src/test/resources/bots/trailing_junk_bot.py' in seat 0 (blue)"
                        + " threw at decision #0 (SETUP_BERTH): answered a JSON object "
                        + "followed by 'GARBAGE {' to decision 0 (an answer is exactly one JSON object a line)");
        TongiakiCommandTest.run("watch", "--players", "2", "--bots", "cmd:python3 ../../tongiaki-protocol/src/test/resources/bots/endless_line_bot.py,greedy")
                .failsWith(1, "wrote a line of more than 1048576 bytes (the limit of a message) instead of answering decision 0");
        TongiakiCommandTest.run("watch", "--players", "2", "--bots", "cmd:python3 ../../tongiaki-protocol/src/test/resources/bots/leaking_bot.py,greedy")
                .failsWith(1, "exited with code 4 instead of answering decision 0, its output still held open by a process it started");
        TongiakiCommandTest.run("watch", "--bot-timeout", "0").failsWith(2, "--bot-timeout must be at least 1 ms, got 0");
        TongiakiCommandTest.run("watch", "--bots", "cmd:").failsWith(2, "no command after cmd:");
    }

    @Test
    @ExtendWith(Python3.class)
    void aPersonPlaysAgainstThePythonBotInTheTerminal() {
        Result r = TongiakiCommandTest.runWithInput("quit\n", "play", "--players", "2", "--bots", "cmd:python3 ../bots/random_bot.py",
                "--seed", "5", "--no-autosave");
        assertThat(r.out()).contains("cmd:python3 ../bots/random_bot.py", "Game abandoned.");
    }

    @Test
    @ExtendWith(Python3.class)
    void theDocumentedBotOptionTakesACommandWithSpacesAndQuotes(@TempDir Path dir) throws IOException {
        // PROTOCOL.md: --bot "cmd:python3 examples/bots/random_bot.py"; here from the module's directory, in a folder with a space
        Path spaced = Files.createDirectories(dir.resolve("my bots"));
        Files.copy(Path.of("../bots/random_bot.py"), spaced.resolve("bot.py"));
        Result watch = TongiakiCommandTest.run("watch", "--players", "2", "--bot", "cmd:python3 '" + spaced.resolve("bot.py") + "'",
                "--bot", "greedy", "--seed", "3");
        assertThat(watch.code()).as(watch.err()).isZero();
        assertThat(watch.out()).contains("Tongiaki: blue cmd:python3 '" + spaced.resolve("bot.py") + "' and red greedy", "The game is over: ");
    }

    @Test
    @ExtendWith(Python3.class)
    void anExternalBotIsAskedTheChanceDecisionsUnderExplicitChance(@TempDir Path dir) throws IOException {
        Path record = dir.resolve("chance.tongiaki");
        Result watch = TongiakiCommandTest.run("watch", "--players", "2", "--bot", "cmd:python3 ../bots/random_bot.py", "--bot", "greedy",
                "--seed", "4", "--explicit-chance", "--record", record.toString());
        assertThat(watch.code()).as(watch.err()).isZero();
        // blue's draws are the bot's choices, red's are drawn by the host
        assertThat(watch.out()).containsPattern("    > blue chooses draw \\S+ \\(of \\d+ options\\)")
                .contains("    > the draw: draw ");
    }

    @Test
    @ExtendWith(Python3.class)
    void aBotThatBreaksOffLeavesTheRecordOfTheGameSoFar(@TempDir Path dir) throws IOException {
        Path record = dir.resolve("broken.tongiaki");
        Result r = TongiakiCommandTest.run("watch", "--players", "2", "--bot", "greedy", "--bot",
                "cmd:python3 ../../tongiaki-protocol/src/test/resources/bots/dying_bot.py", "--record", record.toString())
                .failsWith(1, "bot 'cmd:python3 ../../tongiaki-protocol/src/test/resources/bots/dying_bot.py' in seat 1 (red) threw at decision #1"
                        + " (SETUP_BERTH): ended its output", "the game so far (1 choice) is in "
                        + record);
        assertThat(r.out()).contains("    > blue chooses berth Tonga/");
        GameRecord kept = GameRecord.parse(Files.readString(record));
        assertThat(kept.choices()).hasSize(1);
        assertThat(kept.replay().decision().player().toString()).isEqualTo("red");

        // A tournament names the game, its seed and seats, on one line
        TongiakiCommandTest.run("tournament", "--games", "2", "--bot", "greedy", "--bot", "cmd:python3 ../../tongiaki-protocol/src/test/resources/bots/dying_bot.py",
                "--no-progress").failsWith(1, "tongiaki tournament: game ", "(seed ", "seats ", "ended its output");

        // play saves the game after every decision: the error says where
        Path auto = dir.resolve("auto.tongiaki");
        TongiakiCommandTest.runWithInput("1\n", "play", "--players", "2", "--bots", "cmd:python3 ../../tongiaki-protocol/src/test/resources/bots/dying_bot.py",
                "--autosave", auto.toString()).failsWith(1, "ended its output", "the game so far (1 choice) is saved in " + auto,
                        "tongiaki play --load " + auto);
        assertThat(GameRecord.parse(Files.readString(auto)).choices()).hasSize(1);
    }
}
