package io.github.tongiaki.examples.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games survive a restart (issue 29): stored as they go, replayed on start, continued through the same
 * links; a {@code kill -9} in the middle of a game loses at most the choice in flight.
 */
class RestartTest {

    static final String TWO_PEOPLE = "{\"seats\":[{\"type\":\"human\"},{\"type\":\"human\"}],\"seed\":17}";
    static final String ONE_PERSON = "{\"seats\":[{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"greedy\"},"
            + "{\"type\":\"bot\",\"bot\":\"random\"}],\"seed\":4}";

    static WebServer.Config config(Path db, int port) {
        return new WebServer.Config(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), db.toString(),
                WebServers.unlimitedRates(), Set.of());
    }

    static Map<String, String> tokens(JsonNode created) {
        Map<String, String> m = new java.util.HashMap<>();
        for (JsonNode i : created.get("invites")) {
            m.put(i.get("colour").asText(), i.get("token").asText());
        }
        return m;
    }

    /** Plays n random moves of the persons of a game; returns the state after them. */
    static JsonNode play(ProtocolClient c, String id, Map<String, String> tokens, int n, SplittableRandom random) {
        JsonNode state = c.settle(id);
        for (int i = 0; i < n && !state.get("over").asBoolean(); i++) {
            JsonNode d = state.get("decision");
            var r = c.post("/api/games/" + id + "/move", ProtocolClient.move(d.get("number").asInt(),
                    random.nextInt(d.get("options").size())), tokens.get(d.get("player").asText()));
            assertThat(r.status()).as(r.raw()).isEqualTo(200);
            state = c.settle(id);
        }
        return state;
    }

    @Test
    void aStoppedServerStartsAgainWithItsGamesAndTheirLinks(@TempDir Path dir) {
        Path db = dir.resolve("games.db");
        String two;
        String one;
        Map<String, String> twoTokens;
        Map<String, String> oneTokens;
        JsonNode twoBefore;
        JsonNode oneBefore;
        String undone;
        try (WebServer server = WebServer.start(config(db, 0), WebServers.SVG)) {
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode a = c.post("/api/games", TWO_PEOPLE).body();
            JsonNode b = c.post("/api/games", ONE_PERSON).body();
            two = a.get("id").asText();
            one = b.get("id").asText();
            twoTokens = tokens(a);
            oneTokens = tokens(b);
            play(c, two, twoTokens, 15, new SplittableRandom(1));
            play(c, one, oneTokens, 6, new SplittableRandom(2));
            // an undo is stored too: the undone choice does not come back
            JsonNode afterUndo = c.post("/api/games/" + one + "/undo", "{}", oneTokens.get("blue")).body();
            undone = afterUndo.get("mark").asText();
            twoBefore = c.get("/api/games/" + two).body();
            oneBefore = c.get("/api/games/" + one).body();
            var deleted = c.post("/api/games", TWO_PEOPLE).body();
            c.delete("/api/games/" + deleted.get("id").asText(), tokens(deleted).get("red"));
        }
        try (WebServer server = WebServer.start(config(db, 0), WebServers.SVG)) {
            assertThat(server.games()).isEqualTo(2);   // the deleted game stays deleted
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode twoAfter = c.get("/api/games/" + two).body();
            JsonNode oneAfter = c.get("/api/games/" + one).body();
            for (String field : List.of("steps", "decision", "view", "log", "undoable", "mark")) {
                assertThat(twoAfter.get(field)).as(field).isEqualTo(twoBefore.get(field));
                assertThat(oneAfter.get(field)).as(field).isEqualTo(oneBefore.get(field));
            }
            assertThat(oneAfter.get("mark").asText()).isEqualTo(undone);
            assertThat(c.get("/api/games/" + two, twoTokens.get("red")).body().get("you").asText()).isEqualTo("red");
            JsonNode on = play(c, two, twoTokens, 5, new SplittableRandom(3));
            assertThat(on.get("steps").asInt()).isGreaterThan(twoBefore.get("steps").asInt());
            JsonNode onOne = play(c, one, oneTokens, 3, new SplittableRandom(4));
            assertThat(onOne.get("steps").asInt()).isGreaterThan(oneBefore.get("steps").asInt());
        }
    }

    @Test
    void aMoveWhoseWriteFailsChangesNothing(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("games.db");
        String id;
        JsonNode before;
        try (WebServer server = WebServer.start(config(db, 0), WebServers.SVG)) {
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode created = c.post("/api/games", TWO_PEOPLE).body();
            id = created.get("id").asText();
            Map<String, String> tokens = tokens(created);
            before = play(c, id, tokens, 4, new SplittableRandom(5));
            JsonNode d = before.get("decision");
            JsonNode move = ProtocolClient.move(d.get("number").asInt(), 0);
            String token = tokens.get(d.get("player").asText());
            // Another connection holds the database's write lock: the server's write of this step fails.
            try (var lock = DriverManager.getConnection("jdbc:sqlite:" + db); var st = lock.createStatement()) {
                st.execute("BEGIN EXCLUSIVE");
                var refused = c.post("/api/games/" + id + "/move", move, token);
                assertThat(refused.status()).as(refused.raw()).isEqualTo(503); // the server's fault, which may pass (issue 39: was 500)
                JsonNode after = c.get("/api/games/" + id).body();
                for (String field : List.of("steps", "decision", "view", "log")) {
                    assertThat(after.get(field)).as(field).isEqualTo(before.get(field));
                }
                st.execute("ROLLBACK");
            }
            var applied = c.post("/api/games/" + id + "/move", move, token);
            assertThat(applied.status()).as(applied.raw()).isEqualTo(200);
            before = c.settle(id);
        }
        try (WebServer server = WebServer.start(config(db, 0), WebServers.SVG)) {
            JsonNode restored = new ProtocolClient(server.uri()).get("/api/games/" + id).body();
            for (String field : List.of("steps", "decision", "view", "log")) {
                assertThat(restored.get(field)).as(field).isEqualTo(before.get(field));
            }
        }
    }

    @Test
    void aDatabaseOfAnotherSchemaIsRefusedUntouched(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("games.db");
        try (var conn = DriverManager.getConnection("jdbc:sqlite:" + db); var st = conn.createStatement()) {
            st.execute("PRAGMA user_version=3");
            st.execute("CREATE TABLE games (id TEXT)");
        }
        byte[] before = Files.readAllBytes(db);
        assertThatThrownBy(() -> WebServer.start(config(db, 0), WebServers.SVG)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("has schema version 3, this server reads 2; nothing was changed");
        assertThat(Files.readAllBytes(db)).isEqualTo(before);
        Path foreign = dir.resolve("foreign.db");
        try (var conn = DriverManager.getConnection("jdbc:sqlite:" + foreign); var st = conn.createStatement()) {
            st.execute("CREATE TABLE notes (text TEXT)");
        }
        assertThatThrownBy(() -> WebServer.start(config(foreign, 0), WebServers.SVG)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("is not one of tongiaki serve");
    }

    /** {@code tongiaki serve} as a process of its own, on the test's class path. */
    static Process serve(int port, Path db) throws IOException {
        String java = ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        ProcessBuilder pb = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                "io.github.tongiaki.examples.cli.TongiakiCommand", "serve", "--port", String.valueOf(port), "--db", db.toString());
        pb.redirectErrorStream(true);
        return pb.start();
    }

    /** Reads the process's first line, "Tongiaki at URL (...)", and returns the URL. */
    static URI started(Process p) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        assertThat(line).as("the server's first line").isNotNull().startsWith("Tongiaki at ");
        Thread drain = new Thread(() -> {
            try {
                while (out.readLine() != null) {
                    // keep the pipe empty
                }
            } catch (IOException e) {
                // the process ended
            }
        });
        drain.setDaemon(true);
        drain.start();
        return URI.create(line.substring("Tongiaki at ".length(), line.indexOf(" (")));
    }

    @Test
    void killNineInTheMiddleOfAGameLosesNothingStored(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("games.db");
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        Process first = serve(port, db);
        String id;
        Map<String, String> tokens;
        JsonNode before;
        String botGame;
        try {
            ProtocolClient c = new ProtocolClient(started(first));
            JsonNode g = c.post("/api/games", TWO_PEOPLE).body();
            id = g.get("id").asText();
            tokens = tokens(g);
            before = play(c, id, tokens, 20, new SplittableRandom(5));
            // a game whose bots are moving when the process dies
            JsonNode bots = c.post("/api/games", "{\"seats\":[{\"type\":\"bot\",\"bot\":\"mcts:5000\"},{\"type\":\"bot\",\"bot\":\"greedy\"}]}").body();
            botGame = bots.get("id").asText();
        } finally {
            first.destroyForcibly();   // SIGKILL: no shutdown hook, no close
            assertThat(first.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        Process second = serve(port, db);
        try {
            URI uri = started(second);
            assertThat(uri.getPort()).isEqualTo(port);
            ProtocolClient c = new ProtocolClient(uri);
            JsonNode after = c.get("/api/games/" + id).body();
            assertThat(after.get("steps")).isEqualTo(before.get("steps"));
            assertThat(after.get("decision")).isEqualTo(before.get("decision"));
            assertThat(after.get("view")).isEqualTo(before.get("view"));
            assertThat(c.get("/").status()).isEqualTo(200);
            // the same links go on: each seat's token moves, the spectator reads
            JsonNode on = play(c, id, tokens, 6, new SplittableRandom(6));
            assertThat(on.get("steps").asInt()).isGreaterThan(before.get("steps").asInt());
            // the bots' game was replayed to its last stored choice and its bots go on from there
            assertThat(c.get("/api/games/" + botGame).status()).isEqualTo(200);
        } finally {
            second.destroyForcibly();
            second.waitFor(30, TimeUnit.SECONDS);
        }
    }
}
