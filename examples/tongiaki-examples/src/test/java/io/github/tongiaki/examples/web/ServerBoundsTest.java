package io.github.tongiaki.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.tongiaki.examples.web.ProtocolClient.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The four findings of issue 29, each as a regression test: unbounded bot budgets over HTTP and bots
 * on request threads (1), connections that send half a request (2), a server full for good (3), and
 * games anyone could move (4).
 */
class ServerBoundsTest {

    static final String TWO_PEOPLE = "{\"seats\":[{\"type\":\"human\"},{\"type\":\"human\"}],\"seed\":5}";
    static final String ONE_PERSON = "{\"seats\":[{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"greedy\"}],\"seed\":5}";

    static WebServer start(Limits limits) {
        return WebServer.start(WebServer.Config.memory(0).with(limits), WebServers.SVG);
    }

    static JsonNode created(ProtocolClient c, String body) {
        Response r = c.post("/api/games", body);
        assertThat(r.status()).as(r.raw()).isEqualTo(201);
        return r.body();
    }

    static String token(JsonNode created, String colour) {
        for (JsonNode i : created.get("invites")) {
            if (i.get("colour").asText().equals(colour)) {
                return i.get("token").asText();
            }
        }
        throw new AssertionError("no invite for " + colour);
    }

    static void expectError(Response r, int status, String message) {
        assertThat(r.status()).as(r.raw()).isEqualTo(status);
        assertThat(r.contentType()).startsWith("application/json");
        assertThat(r.raw()).doesNotContain("\n");
        assertThat(r.error()).contains(message);
    }

    // ---- finding 1: bot budgets and the threads that run bots

    @Test
    void botBudgetsOverHttpAreCappedAndNothingIsCreated() {
        try (WebServer server = start(WebServers.unlimitedRates())) {
            ProtocolClient c = new ProtocolClient(server.uri());
            expectError(c.post("/api/games", "{\"seats\":[{\"type\":\"bot\",\"bot\":\"mcts:2147483647\"},{\"type\":\"human\"}]}"), 422,
                    "at most 5000 playouts per move");
            assertThat(server.games()).isZero();
            JsonNode g = created(c, ONE_PERSON);
            String id = g.get("id").asText();
            c.settle(id);
            expectError(c.post("/api/games/" + id + "/autoplay", "{\"bot\":\"mcts:2147483647\"}", token(g, "blue")), 422,
                    "at most 5000 playouts");
            assertThat(c.get("/api/meta").body().at("/limits/maxPlayouts").asInt()).isEqualTo(5000);
            assertThat(c.get("/api/meta").body().at("/limits/botMillis").asLong()).isEqualTo(2000);
        }
    }

    @Test
    void requestsAreAnsweredWhileBotsSearch() {
        // one bot thread, four games of MCTS bots at the cap: the request threads never wait for them
        try (WebServer server = start(WebServers.unlimitedRates().withBots(5000, 1000))) {
            ProtocolClient c = new ProtocolClient(server.uri());
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                JsonNode g = created(c, "{\"seats\":[{\"type\":\"bot\",\"bot\":\"mcts:5000\"},{\"type\":\"bot\",\"bot\":\"mcts:5000\"}]}");
                assertThat(g.get("over").asBoolean()).isFalse();
                ids.add(g.get("id").asText());
            }
            for (int i = 0; i < 20; i++) {
                assertThat(c.get("/api/meta").status()).isEqualTo(200);
                assertThat(c.get("/").status()).isEqualTo(200);
                assertThat(c.get("/api/games/" + ids.get(i % 4)).status()).isEqualTo(200);
            }
            JsonNode person = created(c, ONE_PERSON);
            assertThat(c.get("/api/games/" + person.get("id").asText()).status()).isEqualTo(200);
            // the bot games are still being played (they were never played inside a request)
            assertThat(ids.stream().filter(id -> !c.get("/api/games/" + id).body().get("over").asBoolean())).isNotEmpty();
            for (String id : ids) {
                // their deletion needs a seat's token, and bot games have none: they are evicted when over or idle
                assertThat(c.delete("/api/games/" + id, null).status()).isEqualTo(401);
            }
        }
    }

    // ---- finding 2: half-sent requests

    @Test
    void halfSentRequestsNeitherBlockOthersNorStayOpen() throws IOException {
        try (WebServer server = start(WebServers.unlimitedRates().withIdleTimeout(Duration.ofSeconds(1)))) {
            List<Socket> stalled = new ArrayList<>();
            try {
                for (int i = 0; i < 40; i++) {
                    Socket s = new Socket(server.uri().getHost(), server.port());
                    s.getOutputStream().write("GET /api/meta HTTP/1.1\r\nHost: x\r\n".getBytes(StandardCharsets.US_ASCII));
                    s.getOutputStream().flush();
                    stalled.add(s);
                }
                ProtocolClient c = new ProtocolClient(server.uri());
                assertThat(c.get("/api/meta").status()).isEqualTo(200);
                assertThat(c.get("/").status()).isEqualTo(200);
                for (Socket s : stalled) {
                    s.setSoTimeout(30_000);   // a failure bound, not a measurement: the server closes them after its idle timeout
                    InputStream in = s.getInputStream();
                    try {
                        while (in.read() >= 0) {
                            // an error answer, if any, then the end
                        }
                    } catch (SocketTimeoutException e) {
                        throw new AssertionError("a half-sent request was still open after 30 s", e);
                    } catch (IOException e) {
                        // closed by the server: a reset is as good as an end
                    }
                }
            } finally {
                for (Socket s : stalled) {
                    s.close();
                }
            }
        }
    }

    // ---- finding 3: a full server, eviction, delete, rate limits

    @Test
    void aFullServerEvictsFinishedGamesFirstAndRefusesWhenAllArePlayed() {
        try (WebServer server = start(WebServers.unlimitedRates().withMaxGames(3))) {
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode a = created(c, TWO_PEOPLE);
            JsonNode b = created(c, TWO_PEOPLE);
            JsonNode d = created(c, TWO_PEOPLE);
            expectError(c.post("/api/games", TWO_PEOPLE), 503, "already keeps 3 games, none of them over or idle");
            expectError(c.delete("/api/games/" + a.get("id").asText(), null), 401, "token");
            expectError(c.delete("/api/games/" + a.get("id").asText(), token(b, "blue")), 403, "no seat of game");
            Response deleted = c.delete("/api/games/" + a.get("id").asText(), token(a, "red"));
            assertThat(deleted.status()).as(deleted.raw()).isEqualTo(200);
            assertThat(deleted.body().get("deleted").asText()).isEqualTo(a.get("id").asText());
            expectError(c.get("/api/games/" + a.get("id").asText()), 404, "no game with id");
            // a game among bots, finished: the next new game takes its place, not a game being played
            JsonNode bots = created(c, "{\"seats\":[{\"type\":\"bot\",\"bot\":\"greedy\"},{\"type\":\"bot\",\"bot\":\"random\"}]}");
            assertThat(c.settle(bots.get("id").asText()).get("over").asBoolean()).isTrue();
            created(c, TWO_PEOPLE);
            expectError(c.get("/api/games/" + bots.get("id").asText()), 404, "no game with id");
            assertThat(c.get("/api/games/" + b.get("id").asText()).status()).isEqualTo(200);
            assertThat(c.get("/api/games/" + d.get("id").asText()).status()).isEqualTo(200);
            assertThat(server.games()).isEqualTo(3);
        }
    }

    @Test
    void idleGamesAreEvictedLeastRecentlyUsedFirst() throws InterruptedException {
        try (WebServer server = start(WebServers.unlimitedRates().withMaxGames(2).withIdle(Duration.ofMillis(100)))) {
            ProtocolClient c = new ProtocolClient(server.uri());
            String first = created(c, TWO_PEOPLE).get("id").asText();
            String second = created(c, TWO_PEOPLE).get("id").asText();
            Thread.sleep(300);
            assertThat(c.get("/api/games/" + first).status()).isEqualTo(200);   // used again: the second is now the least recent
            created(c, TWO_PEOPLE);
            assertThat(c.get("/api/games/" + first).status()).isEqualTo(200);
            expectError(c.get("/api/games/" + second), 404, "no game with id");
        }
    }

    @Test
    void createsAndMovesAreRateLimitedPerClient() {
        try (WebServer server = start(Limits.defaults().withRates(2, 1))) {
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode g = created(c, TWO_PEOPLE);
            expectError(c.post("/api/games", TWO_PEOPLE), 429, "too many new games from this address: try again in");
            Response limited = c.send(HttpRequest.newBuilder(server.uri().resolve("/api/records")).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"record\":\"x\"}")));
            assertThat(limited.status()).isEqualTo(429);
            String id = g.get("id").asText();
            String blue = token(g, "blue");
            int status = 0;
            for (int i = 0; i < 3 && status != 429; i++) {
                status = c.post("/api/games/" + id + "/move", ProtocolClient.move(999, 0), blue).status();
            }
            assertThat(status).isEqualTo(429);
            assertThat(c.get("/api/games/" + id).body().get("steps").asInt()).isEqualTo(g.get("steps").asInt());
        }
    }

    // ---- finding 4: ids, tokens, Host and Origin

    @Test
    void idsAndTokensAreUnguessableAndOnlyTheSeatWhoseDecisionItIsMoves() {
        try (WebServer server = start(WebServers.unlimitedRates())) {
            ProtocolClient c = new ProtocolClient(server.uri());
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < 20; i++) {
                JsonNode g = created(c, TWO_PEOPLE);
                assertThat(g.get("id").asText()).matches("[A-Za-z0-9_-]{22}");
                assertThat(seen.add(g.get("id").asText())).isTrue();
                for (JsonNode inv : g.get("invites")) {
                    assertThat(inv.get("token").asText()).matches("[A-Za-z0-9_-]{32}");
                    assertThat(seen.add(inv.get("token").asText())).isTrue();
                }
            }
            JsonNode g = created(c, TWO_PEOPLE);
            String id = g.get("id").asText();
            String blue = token(g, "blue");
            String red = token(g, "red");
            JsonNode state = c.settle(id);
            int n = state.at("/decision/number").asInt();
            assertThat(state.at("/decision/player").asText()).isEqualTo("blue");
            expectError(c.post("/api/games/" + id + "/move", ProtocolClient.move(n, 0), null), 401, "needs the token of a seat");
            expectError(c.post("/api/games/" + id + "/move", ProtocolClient.move(n, 0), "not-a-token"), 403, "no seat of game");
            expectError(c.post("/api/games/" + id + "/move", ProtocolClient.move(n, 0), red), 403, "is blue's; this token holds the seat of red");
            assertThat(c.get("/api/games/" + id, red).body().get("you").asText()).isEqualTo("red");
            assertThat(c.get("/api/games/" + id).body().has("you")).isFalse();
            assertThat(c.post("/api/games/" + id + "/move", ProtocolClient.move(n, 0), blue).status()).isEqualTo(200);
            // another client can neither take blue's decision back nor autoplay blue's game away
            expectError(c.post("/api/games/" + id + "/undo", "{}", red), 403, "only blue's seat can take it back");
            expectError(c.post("/api/games/" + id + "/undo", "{}", null), 401, "token");
            expectError(c.post("/api/games/" + id + "/autoplay", "{}", red), 409, "only a game with one person autoplays");
            Response undone = c.post("/api/games/" + id + "/undo", "{}", blue);
            assertThat(undone.status()).as(undone.raw()).isEqualTo(200);
            assertThat(undone.body().at("/decision/number").asInt()).isEqualTo(n);
        }
    }

    @Test
    void aForeignHostOrOriginIsRefused() throws IOException {
        try (WebServer server = WebServer.start(new WebServer.Config(WebServer.Config.memory(0).address(), GameStore.MEMORY, WebServers.unlimitedRates(),
                Set.of("Table.LAN")), WebServers.SVG)) {
            int port = server.port();
            assertThat(raw(server, "GET /api/meta HTTP/1.1\r\nHost: evil.example:" + port + "\r\nConnection: close\r\n\r\n"))
                    .startsWith("HTTP/1.1 403").contains("{\"error\":\"host 'evil.example' is not served here");
            assertThat(raw(server, "POST /api/games HTTP/1.1\r\nHost: evil.example\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 2\r\nConnection: close\r\n\r\n{}")).startsWith("HTTP/1.1 403");
            assertThat(raw(server, "GET /api/meta HTTP/1.1\r\nHost: localhost:" + port + "\r\nConnection: close\r\n\r\n")).startsWith("HTTP/1.1 200");
            assertThat(raw(server, "GET /api/meta HTTP/1.1\r\nHost: table.lan:" + port + "\r\nConnection: close\r\n\r\n")).startsWith("HTTP/1.1 200");
            assertThat(raw(server, "GET / HTTP/1.1\r\nHost: [::1]:" + port + "\r\nConnection: close\r\n\r\n")).startsWith("HTTP/1.1 200");
            ProtocolClient c = new ProtocolClient(server.uri());
            String host = server.uri().getHost() + ":" + port;
            expectError(c.send(HttpRequest.newBuilder(server.uri().resolve("/api/games")).header("Content-Type", "application/json")
                    .header("Origin", "http://evil.example").POST(HttpRequest.BodyPublishers.ofString(TWO_PEOPLE))), 403, "cross-origin");
            assertThat(server.games()).isZero();
            Response same = c.send(HttpRequest.newBuilder(server.uri().resolve("/api/games")).header("Content-Type", "application/json")
                    .header("Origin", "http://" + host).POST(HttpRequest.BodyPublishers.ofString(TWO_PEOPLE)));
            assertThat(same.status()).as(same.raw()).isEqualTo(201);
        }
    }

    static String raw(WebServer server, String request) throws IOException {
        try (Socket s = new Socket(server.uri().getHost(), server.port())) {
            s.setSoTimeout(30_000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.UTF_8));
            out.flush();
            return new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
