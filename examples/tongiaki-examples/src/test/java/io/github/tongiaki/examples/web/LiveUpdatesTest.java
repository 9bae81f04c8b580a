package io.github.tongiaki.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The live stream of a game (server-sent events) and its catch-up, as PROTOCOL.md describes them. */
class LiveUpdatesTest {

    static WebServer server;
    static ProtocolClient client;
    static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        server = WebServers.inMemory();
        client = new ProtocolClient(server.uri());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** One event of the stream. */
    record Event(String id, String name, JsonNode data) {
    }

    /** A stream being read on its own thread. */
    static final class Live implements AutoCloseable {
        final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
        final HttpResponse<Stream<String>> response;

        Live(String id, String lastEventId, String query) throws Exception {
            HttpRequest.Builder b = HttpRequest.newBuilder(server.uri().resolve("/api/games/" + id + "/events" + query)).GET();
            if (lastEventId != null) {
                b.header("Last-Event-ID", lastEventId);
            }
            response = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofLines());
            Thread t = new Thread(() -> {
                String eventId = null;
                String name = null;
                try {
                    for (String line : (Iterable<String>) response.body()::iterator) {
                        if (line.startsWith("id: ")) {
                            eventId = line.substring(4);
                        } else if (line.startsWith("event: ")) {
                            name = line.substring(7);
                        } else if (line.startsWith("data: ")) {
                            events.add(new Event(eventId, name, ProtocolClient.parse(line.substring(6))));
                            eventId = null;
                            name = null;
                        }
                    }
                } catch (RuntimeException e) {
                    // closed
                }
                events.add("end");
            });
            t.setDaemon(true);
            t.start();
        }

        Event next() throws InterruptedException {
            Object o = events.poll(30, TimeUnit.SECONDS);
            assertThat(o).as("an event within 30 s").isInstanceOf(Event.class);
            return (Event) o;
        }

        boolean ends() throws InterruptedException {
            Object o;
            do {
                o = events.poll(30, TimeUnit.SECONDS);
            } while (o instanceof Event);
            return "end".equals(o);
        }

        @Override
        public void close() {
            response.body().close();
        }
    }

    static Map<String, String> tokens(JsonNode created) {
        return RestartTest.tokens(created);
    }

    @Test
    void everyChangeIsStreamedAndAReconnectCatchesUpFromItsLastEvent() throws Exception {
        JsonNode g = client.post("/api/games", ServerBoundsTest.TWO_PEOPLE).body();
        String id = g.get("id").asText();
        Map<String, String> tokens = tokens(g);
        String seen;
        int steps;
        try (Live live = new Live(id, null, "")) {
            assertThat(live.response.statusCode()).isEqualTo(200);
            assertThat(live.response.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
            Event first = live.next();
            assertThat(first.name()).isEqualTo("state");
            assertThat(first.data().get("logFrom").asInt()).isZero();
            assertThat(first.id()).isEqualTo(first.data().get("mark").asText()).isEqualTo("0." + first.data().get("steps").asInt());
            steps = first.data().get("steps").asInt();
            JsonNode d = first.data().get("decision");
            client.post("/api/games/" + id + "/move", ProtocolClient.move(d.get("number").asInt(), 0), tokens.get("blue"));
            Event moved = live.next();
            assertThat(moved.data().get("logFrom").asInt()).isEqualTo(steps);
            assertThat(moved.data().get("log")).hasSize(1);
            assertThat(moved.data().at("/log/0/by").asText()).isEqualTo("human");
            assertThat(moved.data().at("/log/0/player").asText()).isEqualTo("blue");
            seen = moved.id();
            steps = moved.data().get("steps").asInt();
        }
        // two moves while disconnected
        JsonNode s = RestartTest.play(client, id, tokens, 2, new java.util.SplittableRandom(9));
        try (Live live = new Live(id, seen, "")) {
            Event caughtUp = live.next();
            assertThat(caughtUp.data().get("logFrom").asInt()).isEqualTo(steps);
            assertThat(caughtUp.data().get("log")).hasSize(2);
            assertThat(caughtUp.data().get("steps")).isEqualTo(s.get("steps"));
            // an undo streams the state whose log starts where the taken-back step was
            JsonNode undone = client.post("/api/games/" + id + "/undo", "{}", tokens.get(s.at("/log/" + (s.get("steps").asInt() - 1) + "/player").asText())).body();
            Event u = live.next();
            assertThat(u.data().get("steps")).isEqualTo(undone.get("steps"));
            assertThat(u.data().get("logFrom").asInt()).isEqualTo(undone.get("steps").asInt());
            assertThat(u.id()).startsWith("1.");
        }
        // a mark from before the undo, or not one of ours: the whole log
        try (Live live = new Live(id, seen, "")) {
            assertThat(live.next().data().get("logFrom").asInt()).isZero();
        }
        try (Live live = new Live(id, null, "?after=nonsense")) {
            assertThat(live.next().data().get("logFrom").asInt()).isZero();
        }
        // ?after= as Last-Event-ID, for clients that cannot set headers
        String now = client.get("/api/games/" + id).body().get("mark").asText();
        try (Live live = new Live(id, null, "?after=" + now)) {
            Event e = live.next();
            assertThat(e.data().get("log")).isEmpty();
            // a deleted game says so, and the stream ends
            client.delete("/api/games/" + id, tokens.get("red"));
            Event gone = live.next();
            assertThat(gone.name()).isEqualTo("gone");
            assertThat(gone.data().get("error").asText()).contains("deleted");
            assertThat(live.ends()).isTrue();
        }
        assertThat(client.get("/api/games/" + id + "/events").status()).isEqualTo(404);
    }

    @Test
    void aChangeIsSerializedOnceForAllItsWatchers() throws Exception {
        // issue 39: a state was built and serialized once per watcher, so 1,000 watchers slowed every move of a game
        JsonNode g = client.post("/api/games", ServerBoundsTest.TWO_PEOPLE).body();
        String id = g.get("id").asText();
        java.util.List<Live> watchers = new java.util.ArrayList<>();
        try {
            for (int i = 0; i < 12; i++) {
                Live w = new Live(id, null, "");
                watchers.add(w);
                assertThat(w.next().name()).isEqualTo("state"); // each first state is its own (the watcher's catch-up)
            }
            long before = server.statesSerialized();
            JsonNode d = client.get("/api/games/" + id).body().get("decision");
            client.post("/api/games/" + id + "/move", ProtocolClient.move(d.get("number").asInt(), 0), tokens(g).get("blue"));
            String data = null;
            for (Live w : watchers) {
                Event moved = w.next();
                data = data == null ? moved.data().toString() : data;
                assertThat(moved.data().toString()).as("every watcher gets the same state").isEqualTo(data);
            }
            assertThat(server.statesSerialized() - before).as("states serialized for one move and 12 watchers").isEqualTo(1);
        } finally {
            watchers.forEach(Live::close);
        }
    }

    @Test
    void botsMovesAreStreamedOneByOne() throws Exception {
        JsonNode g = client.post("/api/games", "{\"seats\":[{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"greedy\"}],\"seed\":3}").body();
        String id = g.get("id").asText();
        JsonNode state = client.settle(id);
        try (Live live = new Live(id, null, "")) {
            state = live.next().data();
            int log = state.get("steps").asInt();
            client.post("/api/games/" + id + "/move", ProtocolClient.move(state.at("/decision/number").asInt(), 0), tokens(g).get("blue"));
            int bots = 0;
            do {
                state = live.next().data();
                assertThat(state.get("logFrom").asInt()).isEqualTo(log);
                assertThat(state.get("steps").asInt()).isEqualTo(log + 1);   // one step an event
                bots += state.at("/log/0/by").asText().equals("bot") ? 1 : 0;
                log = state.get("steps").asInt();
            } while (!state.at("/decision/human").asBoolean() && !state.get("over").asBoolean());
            assertThat(bots).isPositive();
            assertThat(state.at("/decision/player").asText()).isEqualTo("blue");
        }
    }
}
