package io.github.tongiaki.examples.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A client on a socket of its own, from a loopback address of the test's choice (127.0.0.2 is another client
 * than 127.0.0.1 to the server): for requests that HttpClient will not send (a body that stalls, a wrong Host)
 * and for a second client address.
 */
final class RawClient implements AutoCloseable {

    /** Another client than the tests' HttpClient (which comes from 127.0.0.1). */
    static final String OTHER = "127.0.0.2";

    private final Socket socket;

    RawClient(String from, int port) {
        try {
            socket = new Socket();
            socket.bind(new InetSocketAddress(InetAddress.getByName(from), 0));
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 5000);
            socket.setSoTimeout(20_000);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Sends bytes as they are. */
    RawClient send(String text) {
        try {
            OutputStream out = socket.getOutputStream();
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Sends a request's head. */
    RawClient head(String method, String path, String headers) {
        return send(method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + headers + "\r\n");
    }

    /** {@return what the server sent until it closed the connection or went quiet for the time} @param millis the time */
    String read(int millis) {
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        try {
            socket.setSoTimeout(millis);
            InputStream in = socket.getInputStream();
            byte[] buf = new byte[8192];
            int n;
            while ((n = in.read(buf)) >= 0) {
                got.write(buf, 0, n);
            }
        } catch (SocketTimeoutException e) {
            // quiet: what came so far
        } catch (IOException e) {
            // reset: what came so far
        }
        return got.toString(StandardCharsets.UTF_8);
    }

    /** {@return the status of an answer read, or -1 for none} @param answer the text read */
    static int status(String answer) {
        if (!answer.startsWith("HTTP/1.1 ")) {
            return -1;
        }
        return Integer.parseInt(answer.substring(9, 12));
    }

    /** {@return a header of an answer, or null} */
    static String header(String answer, String name) {
        String head = answer.contains("\r\n\r\n") ? answer.substring(0, answer.indexOf("\r\n\r\n")) : answer;
        for (String line : head.split("\r\n")) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).trim().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                return line.substring(colon + 1).trim();
            }
        }
        return null;
    }

    /** {@return the JSON body of a whole answer (sent with Connection: close)} */
    static JsonNode json(String answer) {
        return ProtocolClient.parse(answer.substring(answer.indexOf("\r\n\r\n") + 4));
    }

    /** {@return the answer to a whole JSON POST from an address} */
    static String post(String from, int port, String path, String json, String token) {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        try (RawClient c = new RawClient(from, port)) {
            c.head("POST", path, "Content-Type: application/json\r\nContent-Length: " + body.length + "\r\nConnection: close\r\n"
                    + (token == null ? "" : "Authorization: Bearer " + token + "\r\n")).send(json);
            return c.read(20_000);
        }
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing
        }
    }
}
