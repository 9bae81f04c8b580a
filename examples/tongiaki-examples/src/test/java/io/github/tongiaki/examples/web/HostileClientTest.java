package io.github.tongiaki.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 39, findings 1, 3 and 5: one hostile client (here from 127.0.0.2) sending slow bodies, holding streams
 * or reading fast, while another client (127.0.0.1) plays at normal speed; and the headers of every answer.
 */
class HostileClientTest {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** A request of the normal client that must be answered within 5 s. */
    private static HttpResponse<String> quick(HttpRequest.Builder b) throws Exception {
        long t0 = System.nanoTime();
        HttpResponse<String> r = HTTP.send(b.timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat((System.nanoTime() - t0) / 1_000_000).as("milliseconds to answer").isLessThan(5000);
        return r;
    }

    private static String slowMove(RawClient c, String id, String token) {
        c.head("POST", "/api/games/" + id + "/move", "Content-Type: application/json\r\nContent-Length: 40\r\nAuthorization: Bearer "
                + token + "\r\n").send("{");
        return "sent";
    }

    @Test
    void slowBodiesOfOneClientHoldNoRequestThreadWhileAnotherPlays() throws Exception {
        // the per-client cap out of the way: 60 bodies that never come, over the 32 request threads
        try (WebServer server = ServerBoundsTest.start(WebServers.unlimitedRates().withClientRequests(1000))) {
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode g = ServerBoundsTest.created(c, ServerBoundsTest.TWO_PEOPLE);
            String id = g.get("id").asText();
            String blue = ServerBoundsTest.token(g, "blue");
            List<RawClient> hostile = new ArrayList<>();
            try {
                for (int i = 0; i < 60; i++) {
                    RawClient r = new RawClient(RawClient.OTHER, server.port());
                    slowMove(r, id, blue);
                    hostile.add(r);
                }
                Thread.sleep(300);
                for (int i = 0; i < 5; i++) {
                    assertThat(quick(HttpRequest.newBuilder(server.uri().resolve("/api/games/" + id))).statusCode()).isEqualTo(200);
                    assertThat(quick(HttpRequest.newBuilder(server.uri().resolve("/"))).statusCode()).isEqualTo(200);
                }
                JsonNode state = c.get("/api/games/" + id).body();
                HttpResponse<String> moved = quick(HttpRequest.newBuilder(server.uri().resolve("/api/games/" + id + "/move"))
                        .header("Content-Type", "application/json").header("Authorization", "Bearer " + blue)
                        .POST(HttpRequest.BodyPublishers.ofString(ProtocolClient.move(state.at("/decision/number").asInt(), 0).toString())));
                assertThat(moved.statusCode()).as(moved.body()).isEqualTo(200);
            } finally {
                hostile.forEach(RawClient::close);
            }
        }
    }

    @Test
    void oneClientHasAtMostItsShareOfRequestsInProgress() throws Exception {
        try (WebServer server = ServerBoundsTest.start(WebServers.unlimitedRates())) {
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode g = ServerBoundsTest.created(c, ServerBoundsTest.TWO_PEOPLE);
            String id = g.get("id").asText();
            String blue = ServerBoundsTest.token(g, "blue");
            List<RawClient> hostile = new ArrayList<>();
            try {
                int cap = Limits.defaults().clientRequests();
                for (int i = 0; i < cap; i++) {
                    RawClient r = new RawClient(RawClient.OTHER, server.port());
                    slowMove(r, id, blue);
                    hostile.add(r);
                }
                Thread.sleep(300);
                try (RawClient one = new RawClient(RawClient.OTHER, server.port())) {
                    one.head("GET", "/api/meta", "Connection: close\r\n");
                    String answer = one.read(5000);
                    assertThat(RawClient.status(answer)).as(answer).isEqualTo(429);
                    assertThat(answer).contains("too many requests in progress from this address");
                }
                // the same token from the normal client's address is over its cap too; another request is not
                assertThat(quick(HttpRequest.newBuilder(server.uri().resolve("/api/games/" + id))).statusCode()).isEqualTo(200);
            } finally {
                hostile.forEach(RawClient::close);
            }
        }
    }

    @Test
    void aBodyMustComeWithinItsDeadline() {
        try (WebServer server = ServerBoundsTest.start(WebServers.unlimitedRates().withBodies(Duration.ofSeconds(1), 1024))) {
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode g = ServerBoundsTest.created(c, ServerBoundsTest.TWO_PEOPLE);
            try (RawClient r = new RawClient(RawClient.OTHER, server.port())) {
                long t0 = System.nanoTime();
                slowMove(r, g.get("id").asText(), ServerBoundsTest.token(g, "blue"));
                String answer = r.read(6000);
                assertThat(RawClient.status(answer)).as(answer).isEqualTo(408);
                assertThat(answer).contains("did not arrive within 1 s");
                assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(4000);
            }
        }
    }

    @Test
    void aBodyMustComeAtTheMinimumRate() throws Exception {
        try (WebServer server = ServerBoundsTest.start(WebServers.unlimitedRates().withBodies(Duration.ofSeconds(30), 1024))) {
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode g = ServerBoundsTest.created(c, ServerBoundsTest.TWO_PEOPLE);
            try (RawClient r = new RawClient(RawClient.OTHER, server.port())) {
                r.head("POST", "/api/games/" + g.get("id").asText() + "/move", "Content-Type: application/json\r\nContent-Length: 4000\r\n"
                        + "Authorization: Bearer " + ServerBoundsTest.token(g, "blue") + "\r\n");
                long t0 = System.nanoTime();
                String answer = "";
                for (int i = 0; i < 60 && answer.isEmpty(); i++) {
                    try {
                        r.send(" ");
                    } catch (java.io.UncheckedIOException closed) {
                        break;
                    }
                    answer = r.read(250);
                }
                assertThat(RawClient.status(answer)).as(answer).isEqualTo(408);
                assertThat((System.nanoTime() - t0) / 1_000_000).as("long before the 30 s deadline").isLessThan(12_000);
            }
        }
    }

    @Test
    void whatNeedsNoBodyIsCheckedBeforeTheBody() {
        try (WebServer server = WebServers.inMemory()) {
            ProtocolClient c = new ProtocolClient(server.uri());
            JsonNode g = ServerBoundsTest.created(c, ServerBoundsTest.TWO_PEOPLE);
            String move = "/api/games/" + g.get("id").asText() + "/move";
            String[][] cases = {
                {"POST " + move + " HTTP/1.1\r\nHost: evil.example\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n", "403"},
                {"POST " + move + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n", "401"},
                {"POST " + move + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + ServerBoundsTest.token(g, "blue")
                        + "\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n", "415"},
                {"GET " + move + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n", "405"},
                {"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: "
                        + (Limits.MAX_BODY + 1) + "\r\n\r\n{", "413"},
                {"POST /api/records HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: "
                        + (100 * Limits.MAX_BODY) + "\r\n\r\n{", "413"},
            };
            for (String[] k : cases) {
                try (RawClient r = new RawClient(RawClient.OTHER, server.port())) {
                    long t0 = System.nanoTime();
                    String answer = r.send(k[0]).read(3000);
                    assertThat(RawClient.status(answer)).as(k[0] + " -> " + answer).isEqualTo(Integer.parseInt(k[1]));
                    assertThat((System.nanoTime() - t0) / 1_000_000).as("answered before the body").isLessThan(2500);
                }
            }
        }
    }

    @Test
    void everyAnswerCarriesTheSecurityHeaders() {
        try (WebServer server = WebServers.inMemory()) {
            ProtocolClient c = new ProtocolClient(server.uri());
            String id = ServerBoundsTest.created(c, ServerBoundsTest.TWO_PEOPLE).get("id").asText();
            List<String> requests = List.of(
                    "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
                    "GET /app.js HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
                    "GET /api/meta HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
                    "GET /api/games/" + id + "/board.svg HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
                    "GET /api/games/nope HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
                    "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}",
                    "GET /api/games/" + id + "/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                    "GET /%% HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
            for (String request : requests) {
                try (RawClient r = new RawClient("127.0.0.1", server.port())) {
                    String answer = r.send(request).read(1500);
                    assertThat(RawClient.status(answer)).as(request).isPositive();
                    String csp = RawClient.header(answer, "Content-Security-Policy");
                    assertThat(csp).as(request + " -> " + answer).contains("frame-ancestors 'none'").contains("script-src 'self'")
                            .contains("default-src 'none'").doesNotContain("unsafe-inline");
                    assertThat(RawClient.header(answer, "Referrer-Policy")).as(request).isEqualTo("no-referrer");
                    assertThat(RawClient.header(answer, "X-Content-Type-Options")).as(request).isEqualTo("nosniff");
                    assertThat(RawClient.header(answer, "X-Frame-Options")).as(request).isEqualTo("DENY");
                }
            }
        }
    }

    @Test
    void readsAreRateLimitedPerAddress() throws Exception {
        try (WebServer server = ServerBoundsTest.start(Limits.defaults().withRates(30, 1))) {
            int refused = 0;
            for (int i = 0; i < 300; i++) {
                HttpResponse<String> r = quick(HttpRequest.newBuilder(server.uri().resolve("/api/meta")));
                if (r.statusCode() == 429) {
                    refused++;
                    assertThat(r.headers().firstValue("Retry-After")).isPresent();
                    assertThat(r.body()).contains("too many reads from this address");
                }
            }
            assertThat(refused).isPositive();
            assertThat(new ProtocolClient(server.uri()).get("/api/meta").status()).as("another client's reads are its own")
                    .isIn(200, 429);
            try (RawClient other = new RawClient(RawClient.OTHER, server.port())) {
                String answer = other.head("GET", "/api/meta", "Connection: close\r\n").read(3000);
                assertThat(RawClient.status(answer)).as("another address").isEqualTo(200);
            }
        }
    }

    @Test
    void oneClientsStreamsAtItsCapLeaveAnotherClientAStream() {
        try (WebServer server = ServerBoundsTest.start(WebServers.unlimitedRates().withWatchers(10, 4))) {
            ProtocolClient c = new ProtocolClient(server.uri());
            String id = ServerBoundsTest.created(c, ServerBoundsTest.TWO_PEOPLE).get("id").asText();
            List<RawClient> hog = new ArrayList<>();
            try {
                int open = 0;
                for (int i = 0; i < 10; i++) {
                    RawClient r = new RawClient(RawClient.OTHER, server.port());
                    hog.add(r);
                    String answer = r.head("GET", "/api/games/" + id + "/events", "").read(500);
                    if (RawClient.status(answer) == 200) {
                        open++;
                    } else {
                        assertThat(RawClient.status(answer)).as(answer).isEqualTo(429);
                        assertThat(answer).contains("already has 4 live streams open");
                    }
                }
                assertThat(open).isEqualTo(4);
                try (RawClient mine = new RawClient("127.0.0.1", server.port())) {
                    String answer = mine.head("GET", "/api/games/" + id + "/events", "").read(500);
                    assertThat(RawClient.status(answer)).as(answer).isEqualTo(200);
                    assertThat(answer).contains("event: state");
                }
            } finally {
                hog.forEach(RawClient::close);
            }
        }
    }
}
