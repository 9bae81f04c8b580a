package io.github.tongiaki.examples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.protocol.JsonForms;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Consumer;
import java.util.function.Function;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The routes of the page and the API (PROTOCOL.md section 2). Each request is checked in full before any of
 * its body is read (issue 39): its route and method, its token and seat, its content type and its client's
 * rate; only then is the body read, without holding a thread, and the request answered.
 */
final class Routes {

    private static final Map<String, String> STATIC = Map.of(
            "/", "index.html",
            "/index.html", "index.html",
            "/app.js", "app.js",
            "/app.css", "app.css");

    private final Limits limits;
    private final Games games;
    private final ClientLimits clients;
    private final LiveUpdates live;
    private final BotScheduler bots;
    private final BotFactory botFactory;
    private final Function<Game, String> svg;
    private final ScheduledExecutorService ticker;

    Routes(Limits limits, Games games, ClientLimits clients, LiveUpdates live, BotScheduler bots, BotFactory botFactory,
            Function<Game, String> svg, ScheduledExecutorService ticker) {
        this.limits = limits;
        this.games = games;
        this.clients = clients;
        this.live = live;
        this.bots = bots;
        this.botFactory = botFactory;
        this.svg = svg;
        this.ticker = ticker;
    }

    /**
     * Answers a request whose Host and Origin are checked.
     *
     * @param client the client's address
     * @param token the request's bearer token, or null
     * @param started called once a live stream is open (the request no longer counts as one in progress)
     */
    void handle(Request request, Response response, Callback callback, String client, String token, Runnable started) {
        String method = request.getMethod();
        String path = request.getHttpURI().getDecodedPath();
        if (STATIC.containsKey(path)) {
            requireMethod(method, "GET");
            ClientLimits.take(clients.reads, client, 1, "reads");
            serveStatic(response, callback, STATIC.get(path));
            return;
        }
        List<String> parts = new ArrayList<>(List.of(path.split("/")));
        parts.removeIf(String::isEmpty);
        if (parts.isEmpty() || !parts.get(0).equals("api")) {
            throw new ApiException(404, "no such page: " + path);
        }
        if (parts.size() == 2 && parts.get(1).equals("meta")) {
            requireMethod(method, "GET");
            ClientLimits.take(clients.reads, client, 1, "reads");
            Http.json(response, callback, 200, StateJson.meta(limits));
        } else if (parts.size() == 2 && (parts.get(1).equals("games") || parts.get(1).equals("records"))) {
            boolean upload = parts.get(1).equals("records");
            requireMethod(method, "POST");
            Http.requireJson(request);
            ClientLimits.take(clients.creates, client, 1, "new games");
            withBody(request, response, callback, body -> {
                // an upload costs what a new game with its seats costs (issue 45: searching bots are not free by upload)
                int more = games.cost(body) - 1;
                if (more > 0) {
                    ClientLimits.take(clients.creates, client, more, "new games (a searching bot counts as one more)");
                }
                Http.json(response, callback, 201, upload ? games.upload(body, client) : games.create(body, client));
            });
        } else if (parts.size() >= 3 && parts.size() <= 4 && parts.get(1).equals("games")) {
            GameSession s = games.get(parts.get(2));
            s.lastUsed = System.currentTimeMillis();
            String action = parts.size() == 3 ? "" : parts.get(3);
            game(s, action, path, request, response, callback, client, token, started);
        } else {
            throw new ApiException(404, "no such resource: " + path);
        }
    }

    private void game(GameSession s, String action, String path, Request request, Response response, Callback callback, String client,
            String token, Runnable started) {
        String method = request.getMethod();
        switch (action) {
            case "" -> {
                if (method.equals("DELETE")) {
                    owner(s, token);   // any seat of the game, or its owner token, may delete it
                    ClientLimits.take(clients.moves, client, 1, "moves");
                    games.delete(s);
                    ObjectNode o = JsonForms.MAPPER.createObjectNode();
                    o.put("deleted", s.id);
                    Http.json(response, callback, 200, o);
                    return;
                }
                if (!method.equals("GET")) {
                    throw new ApiException(405, "method " + method + " not allowed here, only GET or DELETE");
                }
                ClientLimits.take(clients.reads, client, 1, "reads");
                int since = since(request);
                ObjectNode state;
                synchronized (s) {
                    state = StateJson.state(s, since);
                    if (token != null) {
                        int seat = s.seatOf(token);
                        if (seat < 0 && !s.ownedBy(token)) {
                            throw new ApiException(403, "this token holds no seat of game " + s.id);
                        }
                        if (seat >= 0) {
                            state.put("you", s.colour(seat).toString());
                        }
                    }
                }
                Http.json(response, callback, 200, state);
            }
            case "events" -> {
                requireMethod(method, "GET");
                ClientLimits.take(clients.reads, client, 1, "reads");
                live.stream(s, client, request, response, callback);
                started.run();
            }
            case "move", "undo", "autoplay" -> {
                requireMethod(method, "POST");
                int seat = seatOf(s, token);
                Http.requireJson(request);
                ClientLimits.take(clients.moves, client, 1, "moves");
                withBody(request, response, callback, body -> act(s, action, seat, body, response, callback));
            }
            case "board.svg" -> {
                requireMethod(method, "GET");
                ClientLimits.take(clients.reads, client, 1, "reads");
                Game copy;
                synchronized (s) {
                    copy = s.game().copy();
                }
                Http.send(response, callback, 200, "image/svg+xml; charset=utf-8", svg.apply(copy).getBytes(StandardCharsets.UTF_8));
            }
            case "record" -> {
                requireMethod(method, "GET");
                ClientLimits.take(clients.reads, client, 1, "reads");
                String text;
                synchronized (s) {
                    if (!s.game().isOver()) {
                        // D-19: a record holds the seed or the stack, from which the order of the stack follows
                        throw new ApiException(409, "game " + s.id + " is in progress: its record, which tells the order of the"
                                + " stack, can be downloaded when the game is over (the server keeps it meanwhile)");
                    }
                    text = s.record().text();
                }
                response.getHeaders().put(HttpHeader.CONTENT_DISPOSITION, "attachment; filename=\"tongiaki-" + s.id + ".tongiaki\"");
                Http.send(response, callback, 200, "text/plain; charset=utf-8", text.getBytes(StandardCharsets.UTF_8));
            }
            default -> throw new ApiException(404, "no such resource: " + path);
        }
    }

    /** A person's move, undo or autoplay, once its body is read. */
    private void act(GameSession s, String action, int seat, JsonNode body, Response response, Callback callback) {
        ObjectNode state;
        switch (action) {
            case "move" -> {
                int decision = Http.intField(body, "decision");
                int option = Http.intField(body, "option");
                synchronized (s) {
                    Games.alive(s);
                    int before = s.steps().size();
                    s.move(seat, decision, option);
                    changed(s);
                    state = StateJson.state(s, before);
                }
            }
            case "undo" -> {
                synchronized (s) {
                    Games.alive(s);
                    s.undo(seat);
                    changed(s);
                    state = StateJson.state(s, 0);
                }
            }
            default -> {
                String bot = botFactory.check(body.hasNonNull("bot") ? Http.textField(body, "bot") : "greedy");
                synchronized (s) {
                    Games.alive(s);
                    int before = s.steps().size();
                    s.autoplay(seat, bot);
                    changed(s);
                    state = StateJson.state(s, before);
                }
            }
        }
        Http.json(response, callback, 200, state);
    }

    /** After a change (the session locked): tell its watchers, and let the bots move if it is theirs. */
    void changed(GameSession s) {
        s.lastUsed = System.currentTimeMillis();
        live.changed(s);
        bots.schedule(s);
    }

    /** Reads the body, then parses it as a JSON object and goes on; every refusal is answered here. */
    private void withBody(Request request, Response response, Callback callback, Consumer<JsonNode> then) {
        BodyReader.read(request, limits.bodyTimeout(), ticker, bytes -> {
            try {
                then.accept(Http.parse(bytes));
            } catch (ApiException e) {
                Http.refuse(response, callback, e);
            } catch (GameStore.StorageException e) {
                Http.refuse(response, callback, Http.storage(e));
            } catch (RuntimeException e) {
                Http.send(response, callback, 500, Http.JSON, Http.errorBody("internal error: " + e));
            }
        }, e -> Http.refuse(response, callback, e));
    }

    /** The seat of the request's token: 401 without one, 403 for a token of no seat of this game. */
    private static int seatOf(GameSession s, String token) {
        if (token == null) {
            throw new ApiException(401, "this needs the token of a seat of game " + s.id + " (Authorization: Bearer <token>,"
                    + " from the seat's invite link)");
        }
        int seat;
        synchronized (s) {
            seat = s.seatOf(token);
        }
        if (seat < 0) {
            throw new ApiException(403, "this token holds no seat of game " + s.id);
        }
        return seat;
    }

    /** Checks the token of a seat or the owner: 401 without one, 403 for another. */
    private static void owner(GameSession s, String token) {
        if (token == null) {
            throw new ApiException(401, "deleting game " + s.id + " needs the token of one of its seats or its owner token"
                    + " (Authorization: Bearer <token>)");
        }
        boolean ok;
        synchronized (s) {
            ok = s.ownedBy(token) || s.seatOf(token) >= 0;
        }
        if (!ok) {
            throw new ApiException(403, "this token holds no seat of game " + s.id + " and is not its owner token");
        }
    }

    private static void requireMethod(String method, String expected) {
        if (!method.equals(expected)) {
            throw new ApiException(405, "method " + method + " not allowed here, only " + expected);
        }
    }

    private static int since(Request request) {
        String v = Request.extractQueryParameters(request).getValue("since");
        if (v == null || v.isEmpty()) {
            return 0;
        }
        try {
            int n = Integer.parseInt(v);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new ApiException(400, "since must be a step number (0 or more), got '" + v + "'");
    }

    private static void serveStatic(Response response, Callback callback, String name) {
        byte[] bytes;
        try (InputStream in = Routes.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new ApiException(404, "no such page: " + name);
            }
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String type = name.endsWith(".html") ? "text/html; charset=utf-8"
                : name.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8";
        Http.send(response, callback, 200, type, bytes);
    }
}
