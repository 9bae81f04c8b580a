package io.github.tongiaki.examples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * A client written from PROTOCOL.md alone: plain HTTP and JSON, nothing from the server's classes.
 * Every call returns the status and the parsed body.
 */
final class ProtocolClient {

    /**
     * A response.
     *
     * @param status the HTTP status
     * @param body the JSON body (for errors {@code {"error": "..."}})
     * @param raw the body as text
     * @param contentType the Content-Type header
     * @param disposition the Content-Disposition header (empty if none)
     */
    record Response(int status, JsonNode body, String raw, String contentType, String disposition) {
        String error() {
            return body.path("error").asText(null);
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final URI base;

    ProtocolClient(URI base) {
        this.base = base;
    }

    Response get(String path) {
        return send(HttpRequest.newBuilder(base.resolve(path)).GET());
    }

    /** A GET with a seat's token. */
    Response get(String path, String token) {
        return send(authorized(HttpRequest.newBuilder(base.resolve(path)).GET(), token));
    }

    Response post(String path, String json) {
        return post(path, json, null);
    }

    Response post(String path, JsonNode json) {
        return post(path, json.toString(), null);
    }

    /** A POST with a seat's token (null: none). */
    Response post(String path, String json, String token) {
        return send(authorized(HttpRequest.newBuilder(base.resolve(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)), token));
    }

    /** A POST with a seat's token (null: none). */
    Response post(String path, JsonNode json, String token) {
        return post(path, json.toString(), token);
    }

    /** A DELETE with a seat's token (null: none). */
    Response delete(String path, String token) {
        return send(authorized(HttpRequest.newBuilder(base.resolve(path)).DELETE(), token));
    }

    private static HttpRequest.Builder authorized(HttpRequest.Builder b, String token) {
        return token == null ? b : b.header("Authorization", "Bearer " + token);
    }

    /**
     * Polls the game until a person is to decide or it is over (bots move on the server, after the
     * response to a move): at most {@code 3000} polls 20 ms apart.
     */
    JsonNode settle(String id) {
        for (int i = 0; i < 3000; i++) {
            JsonNode s = get("/api/games/" + id).body();
            if (s.get("over").asBoolean() || s.at("/decision/human").asBoolean()) {
                return s;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        throw new AssertionError("game " + id + " never came to a person's decision");
    }

    Response send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> r = http.send(request.timeout(Duration.ofSeconds(120)).build(), HttpResponse.BodyHandlers.ofString());
            String type = r.headers().firstValue("Content-Type").orElse("");
            JsonNode body = type.startsWith("application/json") ? JSON.readTree(r.body()) : JSON.nullNode();
            return new Response(r.statusCode(), body, r.body(), type, r.headers().firstValue("Content-Disposition").orElse(""));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** {@return {"decision": n, "option": k}} */
    static JsonNode move(int decision, int option) {
        return JSON.createObjectNode().put("decision", decision).put("option", option);
    }

    static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
