package io.github.tongiaki.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.tongiaki.examples.web.ProtocolClient.Response;
import java.net.http.HttpRequest;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The HTTP JSON API of PROTOCOL.md, through a client that follows only the document. */
class WebApiTest {

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

    static final String ONE_HUMAN = "{\"seats\":[{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"greedy\"},{\"type\":\"bot\",\"bot\":\"random\"}],"
            + "\"seed\":7}";

    static JsonNode create(String body) {
        return createOn(client, body);
    }

    /** {@return the answer that creates a game on a server} @param c a client of the server @param body the request */
    static JsonNode createOn(ProtocolClient c, String body) {
        Response r = c.post("/api/games", body);
        assertThat(r.status()).as(r.raw()).isEqualTo(201);
        return r.body();
    }

    /** The seat tokens of a new game, by colour. */
    static java.util.Map<String, String> tokens(JsonNode created) {
        java.util.Map<String, String> m = new java.util.HashMap<>();
        for (JsonNode i : created.get("invites")) {
            m.put(i.get("colour").asText(), i.get("token").asText());
        }
        return m;
    }

    /** The token of blue, the first seat (a person in these games). */
    static String blue(JsonNode created) {
        return tokens(created).get("blue");
    }

    static Response move(String id, String token, JsonNode state, int option) {
        return client.post("/api/games/" + id + "/move", ProtocolClient.move(state.at("/decision/number").asInt(), option), token);
    }

    @Test
    void aClientPlaysAFullGameThroughTheApi() {
        JsonNode created = create(ONE_HUMAN);
        String id = created.get("id").asText();
        String token = blue(created);
        assertThat(created.get("invites")).hasSize(1);
        assertThat(created.at("/invites/0/link").asText()).isEqualTo("/#" + id + "/" + token);
        assertThat(created.get("spectate").asText()).isEqualTo("/#" + id);
        JsonNode state = client.settle(id);
        assertThat(state.get("seats")).hasSize(3);
        assertThat(state.at("/seats/0/colour").asText()).isEqualTo("blue");
        assertThat(state.at("/decision/kind").asText()).isEqualTo("SETUP_BERTH");
        assertThat(state.at("/decision/human").asBoolean()).isTrue();
        assertThat(state.at("/decision/rule").asText()).isEqualTo("R-SETUP-2");
        assertThat(state.at("/decision/options/0/choice/type").asText()).isEqualTo("Berth");
        assertThat(state.at("/decision/options/0/choice/beach").asText()).startsWith("Tonga/");
        assertThat(state.at("/view/text").asText()).startsWith("tongiaki-view 1");
        assertThat(state.has("position")).as("D-19: no position (its stack is in order) while the game runs").isFalse();
        assertThat(state.has("seed")).as("D-19: no seed while the game runs").isFalse();
        assertThat(state.at("/log/0/by").asText()).isEqualTo("start");
        SplittableRandom random = new SplittableRandom(1);
        int moves = 0;
        int steps = state.get("steps").asInt();
        while (!state.get("over").asBoolean()) {
            JsonNode d = state.get("decision");
            assertThat(d.get("human").asBoolean()).isTrue();
            assertThat(d.get("player").asText()).isEqualTo("blue");
            int option = random.nextInt(d.get("options").size());
            Response r = client.post("/api/games/" + id + "/move", ProtocolClient.move(d.get("number").asInt(), option), token);
            assertThat(r.status()).as(r.raw()).isEqualTo(200);
            // the log of a move starts at the step count before it: this move (the bots reply on the server afterwards)
            assertThat(r.body().get("logFrom").asInt()).isEqualTo(steps);
            assertThat(r.body().at("/log/0/by").asText()).isEqualTo("human");
            assertThat(r.body().at("/log/0/choice").asText()).isEqualTo(d.at("/options/" + option + "/text").asText());
            state = client.settle(id);
            steps = state.get("steps").asInt();
            moves++;
        }
        assertThat(moves).isGreaterThan(10);
        assertThat(state.get("decision").isNull()).isTrue();
        assertThat(state.get("standings")).hasSize(3);
        assertThat(state.at("/standings/0/rank").asInt()).isEqualTo(1);
        // D-19: at the end, the seed and the full position (the stack in its order) are everyone's
        assertThat(state.get("seed").asLong()).isEqualTo(7);
        assertThat(state.at("/position/text").asText()).startsWith("tongiaki-position 2");
        Response full = client.get("/api/games/" + id);
        assertThat(full.body().get("log")).hasSize(full.body().get("steps").asInt());
        JsonNode last = full.body().get("log").get(full.body().get("steps").asInt() - 1);
        assertThat(last.get("events").get(last.get("events").size() - 1).get("type").asText()).isEqualTo("GameOver");
        // a move after the end is refused
        Response after = client.post("/api/games/" + id + "/move", ProtocolClient.move(0, 0), token);
        assertThat(after.status()).isEqualTo(409);
        assertThat(after.error()).contains("over");
    }

    @Test
    void eventsCarryTypeRuleFieldsAndASentence() {
        JsonNode created = create(ONE_HUMAN);
        JsonNode state = client.settle(created.get("id").asText());
        JsonNode option = state.at("/decision/options/0");
        JsonNode moved = move(state.get("id").asText(), blue(created), state, 0).body();
        JsonNode placed = moved.at("/log/0/events/0");
        assertThat(placed.get("type").asText()).isEqualTo("BoatsPlaced");
        assertThat(placed.get("rule").asText()).isEqualTo("R-SETUP-2");
        assertThat(placed.at("/fields/colour").asText()).isEqualTo("blue");
        assertThat(placed.at("/fields/beach").asText()).isEqualTo(option.at("/choice/beach").asText());
        assertThat(placed.at("/fields/count").asInt()).isEqualTo(1);
        assertThat(placed.get("text").asText()).isEqualTo("blue puts 1 boat on " + option.at("/choice/beach").asText() + " [R-SETUP-2]");
    }

    @Test
    void aStaleOrIllegalOptionIsRefusedAndChangesNothing() {
        JsonNode created = create(ONE_HUMAN);
        String id = created.get("id").asText();
        String token = blue(created);
        JsonNode state = client.settle(id);
        int number = state.at("/decision/number").asInt();
        Response stale = client.post("/api/games/" + id + "/move", ProtocolClient.move(number + 1, 0), token);
        assertThat(stale.status()).isEqualTo(409);
        assertThat(stale.error()).contains("stale decision");
        Response illegal = client.post("/api/games/" + id + "/move", ProtocolClient.move(number, 99), token);
        assertThat(illegal.status()).isEqualTo(422);
        assertThat(illegal.error()).contains("has options 0..");
        Response negative = client.post("/api/games/" + id + "/move", ProtocolClient.move(number, -1), token);
        assertThat(negative.status()).isEqualTo(422);
        assertUnchanged(id, state);
        // the option taken once is stale the second time
        assertThat(client.post("/api/games/" + id + "/move", ProtocolClient.move(number, 0), token).status()).isEqualTo(200);
        assertThat(client.post("/api/games/" + id + "/move", ProtocolClient.move(number, 0), token).status()).isEqualTo(409);
    }

    @Test
    void badRequestsGetAOneLineJsonErrorAndChangeNothing() {
        JsonNode created = create(ONE_HUMAN);
        String id = created.get("id").asText();
        String token = blue(created);
        JsonNode state = client.settle(id);
        String move = "/api/games/" + id + "/move";
        expectError(client.post(move, "{\"decision\": 0, ", token), 400, "malformed JSON");
        expectError(client.post(move, "[1,2]", token), 400, "must be a JSON object");
        expectError(client.post(move, "{\"decision\":\"0\",\"option\":0}", token), 400, "'decision' must be an integer");
        expectError(client.post(move, "{\"decision\":0}", token), 400, "'option' must be an integer");
        expectError(client.send(HttpRequest.newBuilder(server.uri().resolve(move)).header("Content-Type", "text/plain")
                .header("Authorization", "Bearer " + token).POST(HttpRequest.BodyPublishers.ofString("{}"))), 415, "application/json");
        expectError(client.post(move, "{\"pad\":\"" + "x".repeat(WebServer.MAX_BODY) + "\"}", token), 413, "larger than");
        expectError(client.get("/api/games/nope"), 404, "no game with id 'nope'");
        expectError(client.post("/api/games/nope/move", ProtocolClient.move(0, 0)), 404, "no game with id 'nope'");
        expectError(client.get("/api/games/" + id + "/elsewhere"), 404, "no such resource");
        expectError(client.get("/api/games/" + id + "/move"), 405, "only POST");
        expectError(client.post("/api/games/" + id, "{}", token), 405, "only GET or DELETE");
        expectError(client.get("/api/games/" + id + "?since=x"), 400, "since");
        expectError(client.get("/nowhere"), 404, "no such page");
        assertUnchanged(id, state);
    }

    @Test
    void badNewGamesAreRefused() {
        expectError(client.post("/api/games", "{\"seats\":[{\"type\":\"human\"}]}"), 400, "2-6 players, got 1 seat");
        expectError(client.post("/api/games", "{\"seats\":" + "[{\"type\":\"human\"}".repeat(1) + ",{\"type\":\"human\"}".repeat(6) + "]}"),
                400, "2-6 players, got 7");
        expectError(client.post("/api/games", "{}"), 400, "seats must be an array");
        expectError(client.post("/api/games", "{\"seats\":[{\"type\":\"human\"},{\"type\":\"alien\"}]}"), 400, "human or bot");
        expectError(client.post("/api/games", "{\"seats\":[{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"alphazero\"}]}"), 400,
                "unknown bot 'alphazero'");
        expectError(client.post("/api/games", "{\"seats\":[{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"cmd:rm -rf /\"}]}"), 400,
                "cannot be seated over HTTP");
        expectError(client.post("/api/games", "{\"seats\":[{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"learned@/dev/zero\"}]}"), 400,
                "a weights file cannot be named over HTTP");
        expectError(client.post("/api/games", "{\"seats\":[{\"type\":\"human\"},{\"type\":\"human\"}],\"seed\":1.5}"), 400,
                "'seed' must be an integer");
        expectError(client.post("/api/games", "{\"seats\":[{\"type\":\"human\"},{\"type\":\"human\"}],\"options\":{\"endgame\":\"SOON\"}}"),
                400, "endgame must be");
        expectError(client.post("/api/games", "{\"seats\":[{\"type\":\"human\"},{\"type\":\"human\"}],\"options\":{\"colour\":true}}"),
                400, "unknown rule option 'colour'");
    }

    @Test
    void ruleOptionsAndMetaData() {
        JsonNode meta = client.get("/api/meta").body();
        assertThat(meta.get("protocol").asInt()).isEqualTo(4).isEqualTo(WebServer.API_VERSION);
        assertThat(meta.get("bots").toString()).contains("greedy", "random", "mcts", "guided", "learned");
        assertThat(meta.at("/options/endgame").isTextual()).isTrue();
        JsonNode state = create("{\"seats\":[{\"type\":\"human\"},{\"type\":\"human\"}],\"seed\":3,"
                + "\"options\":{\"endgame\":\"FINISH_TURN\",\"mask-counts-on-table\":false}}");
        assertThat(state.at("/options/endgame").asText()).isEqualTo("FINISH_TURN");
        assertThat(state.at("/options/mask-counts-on-table").asBoolean()).isFalse();
        assertThat(state.at("/view/text").asText()).contains("endgame=FINISH_TURN");
    }

    @Test
    void undoTakesBackAPersonsDecisionWithTheBotsReplies() {
        JsonNode created = create(ONE_HUMAN);
        String id = created.get("id").asText();
        String token = blue(created);
        JsonNode state = client.settle(id);
        expectError(client.post("/api/games/" + id + "/undo", "{}", token), 409, "nothing to undo");
        assertThat(state.get("undoable").asBoolean()).isFalse();
        int number = state.at("/decision/number").asInt();
        String position = state.at("/view/text").asText();
        assertThat(client.post("/api/games/" + id + "/move", ProtocolClient.move(number, 1), token).status()).isEqualTo(200);
        JsonNode moved = client.settle(id);
        assertThat(moved.get("undoable").asBoolean()).isTrue();
        assertThat(moved.at("/decision/number").asInt()).isGreaterThan(number);
        Response undone = client.post("/api/games/" + id + "/undo", "{}", token);
        assertThat(undone.status()).as(undone.raw()).isEqualTo(200);
        assertThat(undone.body().at("/decision/number").asInt()).isEqualTo(number);
        assertThat(undone.body().at("/view/text").asText()).isEqualTo(position);
        assertThat(undone.body().get("steps").asInt()).isEqualTo(state.get("steps").asInt());
        assertThat(undone.body().get("logFrom").asInt()).isZero();

        // Each undo goes back one more of the person's decisions, past the bots' replies, to the start.
        client.post("/api/games/" + id + "/move", ProtocolClient.move(number, 0), token);
        JsonNode first = client.settle(id);
        int second = first.at("/decision/number").asInt();
        String atSecond = first.at("/view/text").asText();
        client.post("/api/games/" + id + "/move", ProtocolClient.move(second, 0), token);
        JsonNode twice = client.settle(id);
        assertThat(twice.at("/decision/number").asInt()).isGreaterThan(second);
        JsonNode back1 = client.post("/api/games/" + id + "/undo", "{}", token).body();
        assertThat(back1.at("/decision/number").asInt()).isEqualTo(second);
        assertThat(back1.at("/view/text").asText()).isEqualTo(atSecond);
        JsonNode back2 = client.post("/api/games/" + id + "/undo", "{}", token).body();
        assertThat(back2.at("/decision/number").asInt()).isEqualTo(number);
        assertThat(back2.at("/view/text").asText()).isEqualTo(position);
        assertThat(back2.get("undoable").asBoolean()).isFalse();
    }

    @Test
    void botsOnlyPlayTheSameGameForTheSameSeed() {
        // The same seed and bots give the same game in every entry point: here the Quick start's set-up (seed 2004, four greedy bots).
        JsonNode state = create("{\"seats\":" + "[{\"type\":\"bot\",\"bot\":\"greedy\"}".repeat(1)
                + ",{\"type\":\"bot\",\"bot\":\"greedy\"}".repeat(3) + "],\"seed\":2004}");
        assertThat(state.get("invites")).isEmpty();
        state = client.settle(state.get("id").asText());
        assertThat(state.get("over").asBoolean()).isTrue();
        // The server's bots decide on determinizations (D-19) from the stream of HiddenStack.derivedFrom(seed), the one
        // tongiaki-bots' Match hands its bots: the same game, played here the way Match plays it.
        io.github.tongiaki.core.engine.Game game = io.github.tongiaki.core.engine.Game.start(io.github.tongiaki.core.engine.GameSetup.of(4, 2004));
        io.github.tongiaki.examples.HiddenStack copies = io.github.tongiaki.examples.HiddenStack.derivedFrom(2004);
        java.util.List<io.github.tongiaki.bots.Bot> greedy = new java.util.ArrayList<>();
        for (int s = 0; s < 4; s++) {
            greedy.add(new io.github.tongiaki.bots.GreedyBot(io.github.tongiaki.bots.tournament.Tournament.botSeed(2004, s)));
        }
        while (!game.isOver()) {
            io.github.tongiaki.core.engine.Decision d = game.decision();
            io.github.tongiaki.bots.Bot bot = greedy.get(game.players().indexOf(d.player()));
            game.apply(io.github.tongiaki.examples.HiddenStack.sameOption(d, bot.choose(copies.copyFor(game))));
        }
        java.util.List<io.github.tongiaki.core.board.Standing> main = game.position().standings();
        for (int i = 0; i < 4; i++) {
            assertThat(state.at("/standings/" + i + "/text").asText()).isEqualTo(io.github.tongiaki.protocol.EventSentences.standing(main.get(i)));
        }
        assertThat(state.get("seed").asLong()).isEqualTo(2004);
    }

    @Test
    void theMetaCarriesTheBoardsPaletteAndAPlacementItsTile() {
        JsonNode meta = client.get("/api/meta").body();
        for (io.github.tongiaki.core.board.Colour c : io.github.tongiaki.core.board.Colour.values()) {
            assertThat(meta.at("/colours/" + c).asText()).isEqualTo(io.github.tongiaki.core.render.BoardSvg.playerFill(c));
        }
        assertThat(meta.at("/colours/red").asText()).isEqualTo("#D55E00");
        // Two persons settle until a tile is to be placed: the decision carries the drawn tile's shape.
        JsonNode created = create("{\"seats\":[{\"type\":\"human\"},{\"type\":\"human\"}],\"seed\":8}");
        java.util.Map<String, String> tokens = tokens(created);
        String id = created.get("id").asText();
        JsonNode state = client.settle(id);
        for (int i = 0; i < 40 && !state.at("/decision/kind").asText().equals("TILE_PLACEMENT"); i++) {
            int option = 0;
            for (JsonNode o : state.at("/decision/options")) {
                if (o.get("text").asText().equals("settle")) {
                    option = o.get("id").asInt();
                }
            }
            assertThat(move(id, tokens.get(state.at("/decision/player").asText()), state, option).status()).isEqualTo(200);
            state = client.settle(id);
        }
        JsonNode tile = state.at("/decision/drawnTile");
        assertThat(tile.get("tile").asText()).isEqualTo(state.at("/decision/fields/tile").asText());
        assertThat(tile.get("kind").asText()).isIn("water", "island");
        if (tile.get("kind").asText().equals("water")) {
            assertThat(tile.get("routes")).hasSize(3);
            assertThat(tile.at("/routes/0/from").isInt()).isTrue();
        } else {
            assertThat(tile.at("/beaches/0/jetties").isArray()).isTrue();
        }
    }

    @Test
    void aRecordDownloadsAndUploadsIntoANewGame() {
        JsonNode created = create(ONE_HUMAN);
        String id = created.get("id").asText();
        JsonNode state = client.settle(id);
        for (int i = 0; i < 3; i++) {
            move(id, blue(created), state, 0);
            state = client.settle(id);
        }
        // D-19: the record holds the seed, which tells the stack's order: refused while the game runs
        Response refused = client.get("/api/games/" + id + "/record");
        assertThat(refused.status()).isEqualTo(409);
        assertThat(refused.body().get("error").asText()).isEqualTo("game " + id + " is in progress: its record, which tells the order"
                + " of the stack, can be downloaded when the game is over (the server keeps it meanwhile)");
        assertThat(client.post("/api/games/" + id + "/autoplay", "{}", blue(created)).status()).isEqualTo(200);
        state = client.settle(id);
        assertThat(state.get("over").asBoolean()).isTrue();
        Response record = client.get("/api/games/" + id + "/record");
        assertThat(record.status()).isEqualTo(200);
        assertThat(record.raw()).contains("[seed 7]");
        assertThat(record.contentType()).startsWith("text/plain");
        assertThat(record.raw()).startsWith("[format tongiaki-record 2]");
        assertThat(record.disposition()).isEqualTo("attachment; filename=\"tongiaki-" + id + ".tongiaki\"");
        var upload = ProtocolClient.parse("{}");
        ((com.fasterxml.jackson.databind.node.ObjectNode) upload).put("record", record.raw());
        ((com.fasterxml.jackson.databind.node.ObjectNode) upload).set("seats",
                ProtocolClient.parse("[{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"greedy\"},{\"type\":\"bot\",\"bot\":\"random\"}]"));
        Response copy = client.post("/api/records", upload);
        assertThat(copy.status()).as(copy.raw()).isEqualTo(201);
        assertThat(copy.body().get("id").asText()).isNotEqualTo(id);
        // D-20: the upload goes on under explicit chance (the record's tiles drawn as its draw lines), so its position is the
        // game's but for the decision numbers (each draw is a decision) and the stack, a bag of the same tiles
        assertThat(underChance(copy.body().at("/position/text").asText())).startsWith("tongiaki-position 2")
                .isEqualTo(underChance(state.at("/position/text").asText().replaceFirst("(?m)^stack ", "bag ")));
        assertThat(copy.body().at("/log/1/by").asText()).isEqualTo("record");
        // an upload without a seed gets one nobody can guess for its bots, not 1 (issue 45)
        assertThat(copy.body().get("seed").asLong()).isNotIn(1L, 7L);
        assertThat(copy.body().get("undoable").asBoolean()).isFalse();
        expectError(client.post("/api/records", "{\"record\":\"[format tongiaki-record 2]\\nnonsense\"}"), 400, "not a game record");
        expectError(client.post("/api/records", "{\"record\":\"" + record.raw().replace("\n", "\\n") + "berth Nowhere/9\\n\"}"), 400,
                "does not replay");
        expectError(client.post("/api/records", "{\"record\":\"" + record.raw().replace("\n", "\\n") + "\",\"seats\":"
                + "[{\"type\":\"human\"},{\"type\":\"human\"}]}"), 400, "for 3 players, but 2 seats");
    }

    /** {@return a position text without its decision number} @param position the text */
    static String underChance(String position) {
        return position.replaceFirst("(?m)^decision \\d+\n", "");
    }

    @Test
    void severalGamesAtOnceAreIndependent() {
        JsonNode a = create(ONE_HUMAN);
        JsonNode bCreated = create(ONE_HUMAN);
        JsonNode b = bCreated;
        assertThat(a.get("id").asText()).isNotEqualTo(b.get("id").asText());
        b = client.settle(b.get("id").asText());
        a = client.settle(a.get("id").asText());
        assertThat(move(a.get("id").asText(), blue(bCreated), a, 0).status()).isEqualTo(403);   // b's token is no seat of a
        assertThat(move(a.get("id").asText(), blue(create(ONE_HUMAN)), a, 0).status()).isEqualTo(403);
        assertThat(move(a.get("id").asText(), null, a, 0).status()).isEqualTo(401);
        JsonNode aCreated = create(ONE_HUMAN);
        a = client.settle(aCreated.get("id").asText());
        assertThat(move(a.get("id").asText(), blue(aCreated), a, 0).status()).isEqualTo(200);
        assertUnchanged(b.get("id").asText(), b);
        JsonNode since = client.get("/api/games/" + a.get("id").asText() + "?since=1").body();
        assertThat(since.get("logFrom").asInt()).isEqualTo(1);
        assertThat(since.get("log")).hasSize(since.get("steps").asInt() - 1);
    }

    @Test
    void autoplayFinishesTheGameAndTheBoardIsServedAsSvg() {
        JsonNode created = create(ONE_HUMAN);
        String id = created.get("id").asText();
        String token = blue(created);
        client.settle(id);
        Response svg = client.get("/api/games/" + id + "/board.svg");
        assertThat(svg.status()).isEqualTo(200);
        assertThat(svg.contentType()).startsWith("image/svg+xml");
        assertThat(svg.raw()).contains("<svg");
        expectError(client.post("/api/games/" + id + "/autoplay", "{\"bot\":\"deep-blue\"}", token), 400, "unknown bot");
        Response started = client.post("/api/games/" + id + "/autoplay", "{\"bot\":\"random\"}", token);
        assertThat(started.status()).as(started.raw()).isEqualTo(200);
        assertThat(started.body().at("/decision/human").asBoolean()).isFalse();
        JsonNode done = client.settle(id);
        assertThat(done.get("over").asBoolean()).isTrue();
        assertThat(done.get("standings")).hasSize(3);
        JsonNode log = done.get("log");
        assertThat(log.get(log.size() - 1).get("by").asText()).isIn("auto", "bot");
        assertThat(log.findValuesAsText("by")).contains("auto");
        // what autoplay did is not taken back
        assertThat(done.get("undoable").asBoolean()).isFalse();
        expectError(client.post("/api/games/" + id + "/undo", "{}", token), 409, "nothing to undo");
    }

    @Test
    void thePageIsServed() {
        Response page = client.get("/");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.contentType()).startsWith("text/html");
        assertThat(page.raw()).contains("<title>Tongiaki</title>", "app.js");
        assertThat(client.get("/app.js").contentType()).startsWith("text/javascript");
        assertThat(client.get("/app.css").contentType()).startsWith("text/css");
    }

    private static void expectError(Response r, int status, String message) {
        assertThat(r.status()).as(r.raw()).isEqualTo(status);
        assertThat(r.contentType()).startsWith("application/json");
        assertThat(r.raw()).doesNotContain("\n");
        assertThat(r.body().size()).isEqualTo(1);
        assertThat(r.error()).contains(message);
    }

    private static void assertUnchanged(String id, JsonNode before) {
        JsonNode now = client.get("/api/games/" + id).body();
        assertThat(now.get("steps")).isEqualTo(before.get("steps"));
        assertThat(now.get("decision")).isEqualTo(before.get("decision"));
        assertThat(now.at("/view/text")).isEqualTo(before.at("/view/text"));
    }
}
