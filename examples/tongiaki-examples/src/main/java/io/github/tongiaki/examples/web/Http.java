package io.github.tongiaki.examples.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.protocol.JsonForms;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The HTTP side of every answer: the headers each carries (the security headers of issue 39 among them),
 * JSON bodies and one-line errors, the request's token and the parsing of a JSON body already read.
 */
final class Http {

    /** The JSON content type of every API answer and error. */
    static final String JSON = "application/json; charset=utf-8";

    private Http() {
    }

    /**
     * Sets the headers every answer carries, pages, API answers, errors and live streams alike: no caching, no
     * content sniffing, no framing, no referrer (links carry seat tokens) and a content security policy that runs
     * only the server's own script and loads only from the server.
     *
     * @param headers the answer's headers
     * @param policy the Content-Security-Policy
     */
    static void secure(HttpFields.Mutable headers, String policy) {
        headers.put(HttpHeader.CACHE_CONTROL, "no-store");
        headers.put("X-Content-Type-Options", "nosniff");
        headers.put("X-Frame-Options", "DENY");
        headers.put("Referrer-Policy", "no-referrer");
        headers.put("Content-Security-Policy", policy);
    }

    /**
     * {@return the content security policy: scripts, connections, images and fonts from the server only, nothing
     * inline but the board's own style sheet (allowed by its hash), no framing, no forms elsewhere}
     *
     * @param styleHashes the {@code 'sha256-...'} sources of the inline style sheets allowed (may be empty)
     */
    static String policy(String styleHashes) {
        return "default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self' data:; style-src 'self'"
                + (styleHashes.isEmpty() ? "" : " " + styleHashes)
                + "; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
    }

    /** Sends an answer (the security headers are already set by the server's handler). */
    static void send(Response response, Callback callback, int status, String type, byte[] bytes) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
        response.write(true, ByteBuffer.wrap(bytes), callback);
    }

    /** Sends a JSON answer. */
    static void json(Response response, Callback callback, int status, JsonNode body) {
        byte[] bytes;
        try {
            bytes = JsonForms.MAPPER.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        send(response, callback, status, JSON, bytes);
    }

    /** Sends a refusal: its status, the headers it calls for and the one-line JSON error. */
    static void refuse(Response response, Callback callback, ApiException e) {
        if (e.status() == 413 || e.status() == 408) {
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
        }
        if (e.status() == 401) {
            response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Bearer");
        }
        if ((e.status() == 429 || e.status() == 503) && e.retryAfter() > 0) {
            response.getHeaders().put(HttpHeader.RETRY_AFTER, Long.toString(e.retryAfter()));
        }
        send(response, callback, e.status(), JSON, errorBody(e.getMessage()));
    }

    /** {@return the refusal of a request whose write failed: 503, nothing changed, try again} @param e the failure */
    static ApiException storage(GameStore.StorageException e) {
        return new ApiException(503, e.getMessage() + "; nothing was changed: try again later", 5);
    }

    /** {@return the one-line JSON error} @param message the reason */
    static String errorJson(String message) {
        ObjectNode o = JsonForms.MAPPER.createObjectNode();
        o.put("error", message.replace('\n', ' ').replace('\r', ' '));
        return o.toString();
    }

    /** {@return the one-line JSON error's bytes} @param message the reason */
    static byte[] errorBody(String message) {
        return errorJson(message).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * {@return the request's bearer token, or null without an Authorization header}
     *
     * @throws ApiException 401 for another form of the header
     */
    static String token(Request request) {
        String auth = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        if (auth == null) {
            return null;
        }
        if (!auth.regionMatches(true, 0, "Bearer ", 0, 7) || auth.substring(7).isBlank()) {
            throw new ApiException(401, "the Authorization header must be 'Bearer <seat token>'");
        }
        return auth.substring(7).strip();
    }

    /**
     * Checks that a request's body is declared JSON, before any of it is read: requiring JSON makes a
     * cross-site form post impossible without a CORS preflight, which is never granted.
     *
     * @throws ApiException 415 otherwise
     */
    static void requireJson(Request request) {
        String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
        if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
            throw new ApiException(415, "the request body must be JSON (Content-Type: application/json)");
        }
    }

    /**
     * {@return a body read whole, as a JSON object (an empty body: an empty object)}
     *
     * @throws ApiException 400 for malformed JSON or another value than an object
     */
    static JsonNode parse(byte[] bytes) {
        if (bytes == null || bytes.length == 0) {
            return JsonForms.MAPPER.createObjectNode();
        }
        JsonNode node;
        try {
            node = JsonForms.MAPPER.readTree(bytes);
        } catch (JsonProcessingException e) {
            throw new ApiException(400, "malformed JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new ApiException(400, "malformed JSON: " + e.getMessage());
        }
        if (node == null || !node.isObject()) {
            throw new ApiException(400, "the request body must be a JSON object");
        }
        return node;
    }

    /** {@return a string field} @throws ApiException 400 if it is missing or not a string */
    static String textField(JsonNode body, String name) {
        JsonNode n = body.get(name);
        if (n == null || !n.isTextual()) {
            throw new ApiException(400, "field '" + name + "' must be a string");
        }
        return n.asText();
    }

    /** {@return an int field} @throws ApiException 400 if it is missing or not an integer */
    static int intField(JsonNode body, String name) {
        JsonNode n = body.get(name);
        if (n == null || !n.isInt()) {
            throw new ApiException(400, "field '" + name + "' must be an integer");
        }
        return n.asInt();
    }

    /** {@return a long field} @throws ApiException 400 if it is missing or not an integer */
    static long longField(JsonNode body, String name) {
        JsonNode n = body.get(name);
        if (n == null || !n.canConvertToLong() || !n.isIntegralNumber()) {
            throw new ApiException(400, "field '" + name + "' must be an integer");
        }
        return n.asLong();
    }

    /** A growing copy of a body as it arrives. */
    static final class Bytes extends ByteArrayOutputStream {
        Bytes() {
            super(256);
        }

        void add(ByteBuffer b) {
            int n = b.remaining();
            ensure(n);
            b.get(buf, count, n);
            count += n;
        }

        private void ensure(int n) {
            if (count + n > buf.length) {
                buf = java.util.Arrays.copyOf(buf, Math.max(buf.length * 2, count + n));
            }
        }
    }
}
