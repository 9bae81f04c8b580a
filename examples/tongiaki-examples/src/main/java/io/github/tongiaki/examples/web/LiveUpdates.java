package io.github.tongiaki.examples.web;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The games' live streams (server-sent events): at most {@link Limits#maxWatchers()} at once and
 * {@link Limits#clientWatchers()} per client address, so that one client holding streams open leaves the
 * others theirs (issue 39). A stream starts with the state since the client's mark ({@code Last-Event-ID} or
 * {@code ?after=}), then gets each change; a change is serialized once and shared by every watcher that
 * holds the same steps (issue 39: it was built and serialized once per watcher).
 */
final class LiveUpdates {

    private final Limits limits;
    private final AtomicInteger all = new AtomicInteger();
    /** How many states were serialized for the streams, over all games: for the test that watchers share them. */
    private final java.util.concurrent.atomic.AtomicLong serialized = new java.util.concurrent.atomic.AtomicLong();
    private final Map<String, AtomicInteger> perClient = new ConcurrentHashMap<>();

    LiveUpdates(Limits limits) {
        this.limits = limits;
    }

    /** {@return how many streams are open} */
    int open() {
        return all.get();
    }

    /**
     * Opens a stream of a game.
     *
     * @param s the game
     * @param client the client's address
     * @throws ApiException 503 when the server streams to {@link Limits#maxWatchers()}, 429 when the address has
     *     {@link Limits#clientWatchers()} streams open
     */
    void stream(GameSession s, String client, Request request, Response response, Callback callback) {
        String last = request.getHeaders().get("Last-Event-ID");
        String after = Request.extractQueryParameters(request).getValue("after");
        String mark = after != null ? after : last;
        AtomicInteger mine = perClient.computeIfAbsent(client, k -> new AtomicInteger());
        if (mine.incrementAndGet() > limits.clientWatchers()) {
            release(client, mine);
            throw new ApiException(429, "this address already has " + limits.clientWatchers() + " live streams open: close one, or poll",
                    5);
        }
        if (all.incrementAndGet() > limits.maxWatchers()) {
            all.decrementAndGet();
            release(client, mine);
            throw new ApiException(503, "the server already streams to " + limits.maxWatchers() + " watchers: poll instead", 5);
        }
        response.setStatus(200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        response.getHeaders().put("X-Accel-Buffering", "no");
        LiveStream[] self = new LiveStream[1];
        LiveStream w = new LiveStream(response, callback, () -> {
            if (s.watchers.remove(self[0])) {
                all.decrementAndGet();
                release(client, mine);
            }
        });
        self[0] = w;
        synchronized (s) {
            int known = 0;
            if (mark != null) {
                String[] p = mark.split("\\.");
                try {
                    if (p.length == 2 && Integer.parseInt(p[0]) == s.generation()) {
                        known = Math.max(0, Math.min(Integer.parseInt(p[1]), s.steps().size()));
                    }
                } catch (NumberFormatException e) {
                    known = 0; // not one of ours: the whole log
                }
            }
            s.watchers.add(w);
            w.send(s.mark(), "state", StateJson.state(s, known).toString());
            w.known = s.steps().size();
        }
    }

    private void release(String client, AtomicInteger mine) {
        if (mine.decrementAndGet() <= 0) {
            perClient.remove(client, mine);
        }
    }

    /**
     * Tells a game's watchers its state now (the session locked): one serialization per distinct number of steps
     * the watchers hold, usually one for all of them.
     */
    void changed(GameSession s) {
        if (s.watchers.isEmpty()) {
            return;
        }
        Map<Integer, String> made = new HashMap<>();
        String mark = s.mark();
        for (LiveStream w : s.watchers) {
            String data = made.computeIfAbsent(w.known, k -> {
                serialized.incrementAndGet();
                return StateJson.state(s, k).toString();
            });
            w.known = s.steps().size();
            w.send(mark, "state", data);
        }
    }

    /** {@return how many states were serialized for the streams' changes so far} */
    long serialized() {
        return serialized.get();
    }

    /** Tells a game's watchers it is gone, and ends their streams (the session locked). */
    void gone(GameSession s) {
        String data = Http.errorJson("game " + s.id + " was deleted");
        for (LiveStream w : s.watchers) {
            w.send(null, "gone", data);
            w.close();
        }
    }

    /** Sends a keep-alive comment down every stream. */
    void keepAlive(Collection<GameSession> games) {
        for (GameSession s : games) {
            for (LiveStream w : s.watchers) {
                w.send(null, null, "keep-alive");
            }
        }
    }

    /** Ends every stream (the clients reconnect and catch up): when a server restarts, and in the tests of reconnection. */
    void endAll(Collection<GameSession> games) {
        for (GameSession s : games) {
            for (LiveStream w : s.watchers) {
                w.close();
            }
        }
    }
}
