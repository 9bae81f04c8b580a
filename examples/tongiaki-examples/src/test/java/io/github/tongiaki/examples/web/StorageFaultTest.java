package io.github.tongiaki.examples.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 39, finding 4: a database that refuses writes (as a full disk does) during a delete, an eviction and a
 * bot's move changes nothing and leaves nothing stuck; a malformed stored row gives one line naming it.
 */
class StorageFaultTest {

    @Test
    void aDeleteThatCannotBeStoredChangesNothing(@TempDir Path dir) {
        Path db = dir.resolve("games.db");
        String id;
        String blue;
        try (WebServer server = WebServer.start(RestartTest.config(db, 0), WebServers.SVG)) {
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode g = ServerBoundsTest.created(c, ServerBoundsTest.TWO_PEOPLE);
            id = g.get("id").asText();
            blue = ServerBoundsTest.token(g, "blue");
            server.store().refuseWrites(true);
            ServerBoundsTest.expectError(c.delete("/api/games/" + id, blue), 503, "cannot delete game " + id);
            assertThat(c.get("/api/games/" + id).status()).as("still served").isEqualTo(200);
            assertThat(server.games()).isEqualTo(1);
            server.store().refuseWrites(false);
        }
        try (WebServer server = WebServer.start(RestartTest.config(db, 0), WebServers.SVG)) {
            ProtocolClient c = new ProtocolClient(server.uri());
            assertThat(c.get("/api/games/" + id).status()).as("still stored").isEqualTo(200);
            assertThat(c.delete("/api/games/" + id, blue).status()).isEqualTo(200);
        }
        try (WebServer server = WebServer.start(RestartTest.config(db, 0), WebServers.SVG)) {
            assertThat(server.games()).as("deleted for good").isZero();
        }
    }

    @Test
    void anEvictionThatCannotBeStoredChangesNothing() throws Exception {
        Limits limits = WebServers.unlimitedRates().withMaxGames(1).withIdle(Duration.ofMillis(1));
        try (WebServer server = ServerBoundsTest.start(limits)) {
            ProtocolClient c = new ProtocolClient(server.uri());
            String first = ServerBoundsTest.created(c, ServerBoundsTest.TWO_PEOPLE).get("id").asText();
            Thread.sleep(20);
            server.store().refuseWrites(true);
            ServerBoundsTest.expectError(c.post("/api/games", ServerBoundsTest.TWO_PEOPLE), 503, "cannot delete game " + first);
            assertThat(c.get("/api/games/" + first).status()).as("not evicted").isEqualTo(200);
            server.store().refuseWrites(false);
            Thread.sleep(20);
            assertThat(c.post("/api/games", ServerBoundsTest.TWO_PEOPLE).status()).isEqualTo(201);
            assertThat(c.get("/api/games/" + first).status()).as("evicted now").isEqualTo(404);
            assertThat(server.games()).isEqualTo(1);
        }
    }

    @Test
    void aBotMoveThatCannotBeStoredIsShownAndTriedAgainUntilTheDiskTakesIt() throws Exception {
        try (WebServer server = WebServers.inMemory()) {
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode g = ServerBoundsTest.created(c, ServerBoundsTest.ONE_PERSON);
            String id = g.get("id").asText();
            c.settle(id);
            server.store().refuseWrites(true);
            // autoplay stores nothing itself: the bots' first move is the write that fails
            assertThat(c.post("/api/games/" + id + "/autoplay", "{\"bot\":\"greedy\"}", ServerBoundsTest.token(g, "blue")).status())
                    .isEqualTo(200);
            JsonNode shown = null;
            for (int i = 0; i < 100 && shown == null; i++) {
                JsonNode s = c.get("/api/games/" + id).body();
                if (s.has("storageFailure")) {
                    shown = s;
                }
                Thread.sleep(30);
            }
            assertThat(shown).as("the players see why the game waits").isNotNull();
            assertThat(shown.get("storageFailure").asText()).contains("cannot store").contains("tries again");
            Thread.sleep(600);
            assertThat(c.get("/api/games/" + id).body().get("steps")).as("nothing moved meanwhile").isEqualTo(shown.get("steps"));
            server.store().refuseWrites(false);
            JsonNode end = c.settle(id);
            assertThat(end.get("over").asBoolean()).as("the game went on when the disk took the move").isTrue();
            assertThat(end.has("storageFailure")).isFalse();
        }
    }

    @Test
    void aMalformedStoredRowIsOneLineNamingTheGameAndTheRow(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("games.db");
        String id;
        try (WebServer server = WebServer.start(RestartTest.config(db, 0), WebServers.SVG)) {
            id = ServerBoundsTest.created(new ProtocolClient(server.uri()), ServerBoundsTest.TWO_PEOPLE).get("id").asText();
        }
        try (var conn = DriverManager.getConnection("jdbc:sqlite:" + db); var st = conn.createStatement()) {
            st.execute("INSERT INTO steps VALUES ('stray', 1, 'HUMAN', 'pass')");
        }
        assertThatThrownBy(() -> WebServer.start(RestartTest.config(db, 0), WebServers.SVG)).isInstanceOf(IllegalStateException.class)
                .hasMessage("the games database: step 1 of game stray belongs to no stored game (a stray row); nothing was changed");
        try (var conn = DriverManager.getConnection("jdbc:sqlite:" + db); var st = conn.createStatement()) {
            st.execute("DELETE FROM steps WHERE game = 'stray'");
            st.execute("INSERT INTO steps VALUES ('" + id + "', 7, 'HUMAN', 'pass')");
        }
        assertThatThrownBy(() -> WebServer.start(RestartTest.config(db, 0), WebServers.SVG)).isInstanceOf(IllegalStateException.class)
                .hasMessage("the games database: step 7 of game " + id + " follows step 0 (steps are numbered from 1 without gaps);"
                        + " nothing was changed");
    }
}
