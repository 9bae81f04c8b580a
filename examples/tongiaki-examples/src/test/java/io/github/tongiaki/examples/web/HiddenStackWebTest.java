package io.github.tongiaki.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.examples.web.ProtocolClient.Response;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * D-19 on the web server: while a game runs, nothing a player or a spectator gets — the game's state (with and
 * without a seat's token, and the answer that creates the game), its live stream, its board and the page —
 * holds the seed or the stack's order; the record of a game in progress is refused. When the game is over,
 * its state has the seed and the full position, and its record can be downloaded.
 */
class HiddenStackWebTest {

    /** A seed whose decimal text appears nowhere by chance. */
    static final long SEED = 8675309123L;
    static final String ONE_PERSON = "{\"seats\":[{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"greedy\"},{\"type\":\"bot\",\"bot\":\"random\"}],"
            + "\"seed\":" + SEED + "}";

    static WebServer server;
    static ProtocolClient client;

    @BeforeAll
    static void start() {
        server = WebServers.inMemory();
        client = new ProtocolClient(server.uri());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** The game as the server holds it: replayed from the state's log, with the seed the test gave. */
    static Game replay(JsonNode fullState) {
        int players = fullState.get("seats").size();
        Game g = Game.start(GameSetup.builder().players(List.of(Colour.values()).subList(0, players)).seed(SEED).build());
        for (JsonNode step : fullState.get("log")) {
            if (!step.get("choice").isNull()) {
                g.apply(step.get("choice").asText());
            }
        }
        return g;
    }

    /** {@return the stack's tiles in their order, from the position text's {@code stack} line} @param game a game */
    static List<String> stackOrder(Game game) {
        String line = Position.of(game).text().lines().filter(l -> l.startsWith("stack ")).findFirst().orElse("stack");
        List<String> ids = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"([^\"]*)\"|(\\S+)").matcher(line.substring("stack".length()));
        while (m.find()) {
            ids.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        return ids;
    }

    /** {@return tile ids as the position text writes them in a line: separated by spaces, a name with a space quoted} */
    static String spaced(List<String> ids) {
        return String.join(" ", ids.stream().map(id -> id.contains(" ") ? "\"" + id + "\"" : id).toList());
    }

    /** Asserts that a text a player or spectator got tells neither the seed nor the stack's order. */
    static void assertHidden(String what, String text, Game game) {
        assertThat(text).as(what + ": the seed").doesNotContain(Long.toString(SEED));
        assertThat(text).as(what + ": the position text (its stack line is in order)").doesNotContain("tongiaki-position");
        List<String> order = stackOrder(game);
        int n = order.size();
        if (n >= 3) {
            assertThat(text).as(what + ": the stack's order").doesNotContain(spaced(order));
            for (List<String> three : List.of(order.subList(0, 3), order.subList(n - 3, n))) {
                assertThat(text).as(what + ": three tiles of the stack in their order " + three)
                        .doesNotContain(spaced(three))
                        .doesNotContain("\"" + String.join("\",\"", three) + "\"");
            }
        }
    }

    @Test
    void d19NoSeedNorStackOrderWhileTheGameRunsTheRecordAndSeedAtTheEnd() throws Exception {
        Response created = client.post("/api/games", ONE_PERSON);
        assertThat(created.status()).as(created.raw()).isEqualTo(201);
        String id = created.body().get("id").asText();
        String token = WebApiTest.tokens(created.body()).get("blue");
        Game start = Game.start(GameSetup.builder().players(Colour.BLUE, Colour.RED, Colour.GREEN).seed(SEED).build());
        assertHidden("the answer that creates the game", created.raw(), start);
        assertThat(created.body().has("seed")).isFalse();
        assertThat(created.body().has("position")).isFalse();

        BlockingQueue<String> stream = new LinkedBlockingQueue<>();
        HttpResponse<Stream<String>> live = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(server.uri().resolve("/api/games/" + id + "/events")).GET().build(),
                HttpResponse.BodyHandlers.ofLines());
        Thread reader = new Thread(() -> {
            try {
                live.body().forEach(stream::add);
            } catch (RuntimeException e) {
                // closed at the end of the test
            }
        });
        reader.setDaemon(true);
        reader.start();

        String page = client.get("/").raw() + client.get("/app.js").raw();
        JsonNode state = client.settle(id);
        int checked = 0;
        for (int i = 0; i < 12 && !state.get("over").asBoolean(); i++) {
            Game game = replay(client.get("/api/games/" + id).body());
            assertHidden("a player's state", client.get("/api/games/" + id, token).raw(), game);
            assertHidden("a spectator's state", client.get("/api/games/" + id).raw(), game);
            assertHidden("the board", client.get("/api/games/" + id + "/board.svg").raw(), game);
            Response record = client.get("/api/games/" + id + "/record");
            assertThat(record.status()).as("the record of a game in progress").isEqualTo(409);
            assertThat(record.body().get("error").asText()).contains("in progress", "when the game is over");
            checked++;
            Response moved = client.post("/api/games/" + id + "/move", ProtocolClient.move(state.at("/decision/number").asInt(), 0), token);
            assertThat(moved.status()).as(moved.raw()).isEqualTo(200);
            assertHidden("the answer to a move", moved.raw(), game);
            state = client.settle(id);
        }
        assertThat(checked).isEqualTo(12);
        assertThat(state.at("/decision/human").asBoolean()).isTrue();
        Game before = replay(client.get("/api/games/" + id).body());
        assertHidden("the page", page, before);

        // the bots finish the game: the last state has the seed and the full position
        assertThat(client.post("/api/games/" + id + "/autoplay", "{\"bot\":\"random\"}", token).status()).isEqualTo(200);
        JsonNode end = client.settle(id);
        assertThat(end.get("over").asBoolean()).isTrue();
        assertThat(end.get("seed").asLong()).isEqualTo(SEED);
        assertThat(end.at("/position/text").asText()).startsWith("tongiaki-position 2");
        Response record = client.get("/api/games/" + id + "/record");
        assertThat(record.status()).isEqualTo(200);
        assertThat(record.raw()).contains("[seed " + SEED + "]");

        // every message of the live stream before the end: no seed, no order (each checked against the game then)
        List<String> data = new ArrayList<>();
        for (String line; (line = stream.poll(10, TimeUnit.SECONDS)) != null; ) {
            if (line.startsWith("data: ")) {
                data.add(line.substring(6));
                if (ProtocolClient.parse(line.substring(6)).path("over").asBoolean()) {
                    break;
                }
            }
        }
        live.body().close();
        assertThat(data.size()).isGreaterThan(12);
        JsonNode last = ProtocolClient.parse(data.get(data.size() - 1));
        assertThat(last.get("over").asBoolean()).isTrue();
        assertThat(last.get("seed").asLong()).isEqualTo(SEED);
        JsonNode whole = client.get("/api/games/" + id).body();
        for (String d : data.subList(0, data.size() - 1)) {
            JsonNode message = ProtocolClient.parse(d);
            Game then = replayTo(whole, message.get("steps").asInt());
            assertHidden("a live message at step " + message.get("steps").asInt(), d, then);
        }
    }

    /** The game after its first {@code steps} steps. */
    static Game replayTo(JsonNode fullState, int steps) {
        int players = fullState.get("seats").size();
        Game g = Game.start(GameSetup.builder().players(List.of(Colour.values()).subList(0, players)).seed(SEED).build());
        for (int i = 1; i < steps; i++) {
            g.apply(fullState.get("log").get(i).get("choice").asText());
        }
        return g;
    }

    /**
     * D-19, PROTOCOL.md 2.13: the seats cannot download the record of a game in progress, but the host can take it
     * out of the database with the documented query, and it replays to the game the seats see.
     */
    @Test
    void d19TheHostTakesTheRecordOfAGameInProgressFromTheDatabase(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path db = dir.resolve("games.db");
        String id;
        JsonNode state;
        try (WebServer host = WebServer.start(RestartTest.config(db, 0), WebServers.SVG)) {
            ProtocolClient c = new ProtocolClient(host.uri());
            JsonNode created = c.post("/api/games", RestartTest.TWO_PEOPLE).body();
            id = created.get("id").asText();
            state = RestartTest.play(c, id, RestartTest.tokens(created), 12, new java.util.SplittableRandom(2));
            assertThat(state.get("over").asBoolean()).isFalse();
            assertThat(c.get("/api/games/" + id + "/record").status()).isEqualTo(409);
        }
        String[] queries = {"SELECT setup FROM games WHERE id = '" + id + "'", "SELECT choice FROM steps WHERE game = '" + id + "' ORDER BY n"};
        StringBuilder text = new StringBuilder(); // as the sqlite3 tool prints them: each row and a line break
        try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + db); var st = c.createStatement()) {
            for (String q : queries) {
                try (var r = st.executeQuery(q)) {
                    while (r.next()) {
                        text.append(r.getString(1)).append('\n');
                    }
                }
            }
        }
        java.nio.file.Path sqlite3 = java.nio.file.Path.of("/usr/bin/sqlite3");
        if (java.nio.file.Files.isExecutable(sqlite3)) {
            Process p = new ProcessBuilder(sqlite3.toString(), db.toString(), queries[0], queries[1]).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(out).as("the sqlite3 tool's output").isEqualTo(text.toString());
        }
        io.github.tongiaki.core.notation.GameRecord record = io.github.tongiaki.core.notation.GameRecord.parse(text.toString());
        assertThat(text.toString()).contains("[seed 17]");
        Game replayed = record.replay();
        assertThat(replayed.view(replayed.activePlayer()).text()).isEqualTo(state.at("/view/text").asText());
    }

    /** The server's bots decide on copies whose stack is the game's in another order (D-19). */
    @Test
    void d19TheServersBotsDecideOnDeterminizations() {
        GameStore store = GameStore.open(":memory:");
        try {
            GameSession s = GameSession.start("x", GameSetup.builder().players(Colour.BLUE, Colour.RED).seed(SEED).build(),
                    List.of(Seat.bot("greedy"), Seat.bot("greedy")), java.util.Arrays.<byte[]>asList(null, null), SEED,
                    new BotFactory(Limits.defaults()), store, "127.0.0.1", Tokens.hash("owner"));
            BotTurn turn = s.botTurn();
            assertThat(turn.game()).isNotSameAs(s.game());
            List<String> real = stackOrder(s.game());
            List<String> seen = stackOrder(turn.game());
            assertThat(seen).as("the same tiles").containsExactlyInAnyOrderElementsOf(real);
            assertThat(seen).as("in an order of the server's own").isNotEqualTo(real);
            assertThat(s.botMove(turn, turn.bot().choose(turn.game()))).isTrue();
            assertThat(s.steps()).hasSize(2);
        } finally {
            store.close();
        }
    }
}
