package io.github.tongiaki.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 39, finding 2: a burst of expensive all-bot games from one address (127.0.0.2) slows only its own games;
 * every game has an owner token that can delete it; searching bot seats count against their creator's quota.
 */
class BotFairnessTest {

    static final String EXPENSIVE = "{\"seats\":[{\"type\":\"bot\",\"bot\":\"mcts:5000\"},{\"type\":\"bot\",\"bot\":\"guided:5000\"}]}";

    /** Fifteen all-bot games at the playout cap from another address; {@return their owner tokens by id} */
    private static List<String[]> burst(WebServer server, int games) {
        List<String[]> made = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            String answer = RawClient.post(RawClient.OTHER, server.port(), "/api/games", EXPENSIVE, null);
            assertThat(RawClient.status(answer)).as(answer).isEqualTo(201);
            JsonNode g = RawClient.json(answer);
            made.add(new String[] {g.get("id").asText(), g.get("owner").asText()});
        }
        return made;
    }

    /** {@return the milliseconds from a person's move to the bot's answer (the person moves until a bot answers)} */
    private static long botReply(ProtocolClient c, JsonNode game) {
        String id = game.get("id").asText();
        for (int i = 0; i < 20; i++) {
            JsonNode s = c.settle(id);
            int steps = s.get("steps").asInt();
            long t0 = System.nanoTime();
            assertThat(c.post("/api/games/" + id + "/move", ProtocolClient.move(s.at("/decision/number").asInt(), 0),
                    ServerBoundsTest.token(game, "blue")).status()).isEqualTo(200);
            c.settle(id);
            long millis = (System.nanoTime() - t0) / 1_000_000;
            JsonNode log = c.get("/api/games/" + id + "?since=" + steps).body().get("log");
            for (JsonNode step : log) {
                if (step.get("by").asText().equals("bot")) {
                    return millis;
                }
            }
        }
        throw new AssertionError("no bot answered in 20 moves of the person");
    }

    @Test
    void aBurstOfExpensiveBotGamesDoesNotDelayAnotherGamesQuickBot() {
        try (WebServer server = ServerBoundsTest.start(WebServers.unlimitedRates().withBots(5000, 1500))) {
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode mine = ServerBoundsTest.created(c, ServerBoundsTest.ONE_PERSON);
            burst(server, 15);
            for (int i = 0; i < 3; i++) {
                assertThat(botReply(c, mine)).as("greedy's answer, ms").isLessThan(1000);
            }
        }
    }

    @Test
    void searchTimeIsSharedRoundRobinByOwner() {
        // one search thread: the other owner's fifteen searches of 1.5 s each, and this owner's search waits for one at most
        try (WebServer server = ServerBoundsTest.start(WebServers.unlimitedRates().withBots(5000, 1500).withBotThreads(1))) {
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode mine = ServerBoundsTest.created(c,
                    "{\"seats\":[{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"mcts:20\"}],\"seed\":5}");
            burst(server, 15);
            for (int i = 0; i < 2; i++) {
                assertThat(botReply(c, mine)).as("mcts:20's answer behind another owner's searches, ms").isLessThan(6000);
            }
        }
    }

    @Test
    void everyGameHasAnOwnerTokenThatDeletesItAllBotGamesIncluded() {
        try (WebServer server = WebServers.inMemory()) {
            ProtocolClient c = new ProtocolClient(server.uri());
            String[] g = burst(server, 1).get(0);
            String path = "/api/games/" + g[0];
            ServerBoundsTest.expectError(c.delete(path, null), 401, "owner token");
            ServerBoundsTest.expectError(c.delete(path, "not-the-owner"), 403, "not its owner token");
            assertThat(c.get(path, g[1]).status()).as("the owner reads the game").isEqualTo(200);
            assertThat(c.get(path, g[1]).body().has("you")).isFalse();
            assertThat(c.delete(path, g[1]).status()).isEqualTo(200);
            assertThat(c.get(path).status()).isEqualTo(404);
            assertThat(server.games()).isZero();
            JsonNode person = ServerBoundsTest.created(c, ServerBoundsTest.ONE_PERSON);
            assertThat(person.get("owner").asText()).hasSize(32).isNotEqualTo(ServerBoundsTest.token(person, "blue"));
            assertThat(c.get("/api/games/" + person.get("id").asText()).raw()).doesNotContain(person.get("owner").asText());
        }
    }

    @Test
    void searchingBotSeatsCountAgainstTheCreatorsQuota() {
        // 30 a minute, bursts of 15: fifteen quick games, but five games of two searching bots (three each)
        try (WebServer server = ServerBoundsTest.start(Limits.defaults().withRates(30, 1000).withReads(5000))) {
            int made = 0;
            for (int i = 0; i < 15; i++) {
                String answer = RawClient.post(RawClient.OTHER, server.port(), "/api/games", EXPENSIVE, null);
                if (RawClient.status(answer) == 201) {
                    made++;
                } else {
                    assertThat(RawClient.status(answer)).as(answer).isEqualTo(429);
                    assertThat(answer).contains("too many new games from this address");
                }
            }
            assertThat(made).isEqualTo(5);
            ProtocolClient c = new ProtocolClient(server.uri());
            for (int i = 0; i < 15; i++) {
                assertThat(c.post("/api/games", ServerBoundsTest.ONE_PERSON).status()).as("another address, quick games").isEqualTo(201);
            }
        }
    }
}
