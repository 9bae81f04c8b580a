package io.github.tongiaki.examples.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.render.BoardSvg;
import io.github.tongiaki.core.rules.EndGame;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.protocol.EventText;
import io.github.tongiaki.examples.Tournament;
import io.github.tongiaki.protocol.JsonForms;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * The web front end's server: the page (static HTML, JavaScript and CSS from the class path) and the
 * JSON API of PROTOCOL.md. Games live on the server, addressed by id, so a page reload loses nothing;
 * bots move on the server. Listens on the loopback address unless told otherwise.
 *
 * <p>Every refused request gets a 4xx status and a one-line JSON body {@code {"error": "..."}}, and
 * changes nothing.
 */
public final class WebServer implements AutoCloseable {

    /** The largest request body accepted (a game record of a long game is far below it). */
    public static final int MAX_BODY = 1 << 20;
    /** The most games one server keeps at once. */
    public static final int MAX_GAMES = 1000;

    private static final Map<String, String> STATIC = Map.of(
            "/", "index.html",
            "/index.html", "index.html",
            "/app.js", "app.js",
            "/app.css", "app.css");

    private final HttpServer http;
    private final ExecutorService executor;
    private final Map<String, GameSession> games = new ConcurrentHashMap<>();
    private final AtomicLong nextId = new AtomicLong(1);
    private final Function<Game, String> svg;

    private WebServer(HttpServer http, ExecutorService executor, Function<Game, String> svg) {
        this.http = http;
        this.executor = executor;
        this.svg = svg;
    }

    /**
     * Starts a server.
     *
     * @param address where to listen (port 0: any free port)
     * @param svg draws a game's board as an SVG document
     * @return the running server
     * @throws UncheckedIOException if the address cannot be bound
     */
    public static WebServer start(InetSocketAddress address, Function<Game, String> svg) {
        HttpServer http;
        try {
            http = HttpServer.create(address, 0);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot listen on " + address + ": " + e.getMessage(), e);
        }
        ExecutorService executor = Executors.newFixedThreadPool(4, r -> {
            Thread t = new Thread(r, "tongiaki-web");
            t.setDaemon(true);
            return t;
        });
        WebServer server = new WebServer(http, executor, svg);
        http.createContext("/", server::handle);
        http.setExecutor(executor);
        http.start();
        return server;
    }

    /**
     * Starts a server on the loopback address.
     *
     * @param port the port (0: any free port)
     * @param svg draws a game's board as an SVG document
     * @return the running server
     */
    public static WebServer start(int port, Function<Game, String> svg) {
        return start(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), svg);
    }

    /** {@return the port it listens on} */
    public int port() {
        return http.getAddress().getPort();
    }

    /** {@return the page's address, e.g. {@code http://127.0.0.1:8080/}} */
    public URI uri() {
        return URI.create("http://" + http.getAddress().getAddress().getHostAddress() + ":" + port() + "/");
    }

    /** Stops listening and ends its threads. */
    @Override
    public void close() {
        http.stop(0);
        executor.shutdownNow();
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            try {
                route(ex);
            } catch (ApiException e) {
                error(ex, e.status(), e.getMessage());
            } catch (RuntimeException e) {
                error(ex, 500, "internal error: " + e);
            }
        }
    }

    private void route(HttpExchange ex) throws IOException {
        String method = ex.getRequestMethod();
        String path = ex.getRequestURI().getPath();
        if (STATIC.containsKey(path)) {
            requireMethod(method, "GET");
            serveStatic(ex, STATIC.get(path));
            return;
        }
        List<String> parts = new ArrayList<>(List.of(path.split("/")));
        parts.removeIf(String::isEmpty);
        if (parts.isEmpty() || !parts.get(0).equals("api")) {
            throw new ApiException(404, "no such page: " + path);
        }
        if (parts.size() == 2 && parts.get(1).equals("meta")) {
            requireMethod(method, "GET");
            json(ex, 200, meta());
        } else if (parts.size() == 2 && parts.get(1).equals("games")) {
            requireMethod(method, "POST");
            JsonNode body = body(ex);
            json(ex, 201, create(body));
        } else if (parts.size() == 2 && parts.get(1).equals("records")) {
            requireMethod(method, "POST");
            JsonNode body = body(ex);
            json(ex, 201, upload(body));
        } else if (parts.size() >= 3 && parts.get(1).equals("games")) {
            GameSession s = games.get(parts.get(2));
            if (s == null) {
                throw new ApiException(404, "no game with id '" + parts.get(2) + "'");
            }
            String action = parts.size() == 3 ? "" : parts.get(3);
            if (parts.size() > 4) {
                throw new ApiException(404, "no such resource: " + path);
            }
            switch (action) {
                case "" -> {
                    requireMethod(method, "GET");
                    int since = since(ex);
                    synchronized (s) {
                        json(ex, 200, state(s, since));
                    }
                }
                case "move" -> {
                    requireMethod(method, "POST");
                    JsonNode body = body(ex);
                    int decision = intField(body, "decision");
                    int option = intField(body, "option");
                    synchronized (s) {
                        int before = s.steps().size();
                        s.move(decision, option);
                        json(ex, 200, state(s, before));
                    }
                }
                case "undo" -> {
                    requireMethod(method, "POST");
                    body(ex);
                    synchronized (s) {
                        s.undo();
                        json(ex, 200, state(s, 0));
                    }
                }
                case "autoplay" -> {
                    requireMethod(method, "POST");
                    JsonNode body = body(ex);
                    String bot = body.hasNonNull("bot") ? textField(body, "bot") : "greedy";
                    checkBot(bot);
                    synchronized (s) {
                        int before = s.steps().size();
                        s.autoplay(bot);
                        json(ex, 200, state(s, before));
                    }
                }
                case "board.svg" -> {
                    requireMethod(method, "GET");
                    String doc;
                    synchronized (s) {
                        doc = svg.apply(s.game());
                    }
                    send(ex, 200, "image/svg+xml; charset=utf-8", doc.getBytes(StandardCharsets.UTF_8));
                }
                case "record" -> {
                    requireMethod(method, "GET");
                    String text;
                    synchronized (s) {
                        text = s.record().text();
                    }
                    ex.getResponseHeaders().set("Content-Disposition", "attachment; filename=\"tongiaki-" + s.id + ".tongiaki\"");
                    send(ex, 200, "text/plain; charset=utf-8", text.getBytes(StandardCharsets.UTF_8));
                }
                default -> throw new ApiException(404, "no such resource: " + path);
            }
        } else {
            throw new ApiException(404, "no such resource: " + path);
        }
    }

    private static void requireMethod(String method, String expected) {
        if (!method.equals(expected)) {
            throw new ApiException(405, "method " + method + " not allowed here, only " + expected);
        }
    }

    private static int since(HttpExchange ex) {
        String q = ex.getRequestURI().getQuery();
        if (q == null || q.isEmpty()) {
            return 0;
        }
        for (String p : q.split("&")) {
            if (p.startsWith("since=")) {
                try {
                    int n = Integer.parseInt(p.substring(6));
                    if (n >= 0) {
                        return n;
                    }
                } catch (NumberFormatException e) {
                    // reported below
                }
                throw new ApiException(400, "since must be a step number (0 or more), got '" + p.substring(6) + "'");
            }
        }
        return 0;
    }

    // ---- requests

    private ObjectNode meta() {
        ObjectNode o = JsonForms.MAPPER.createObjectNode();
        o.put("protocol", 1);
        ArrayNode bots = o.putArray("bots");
        for (String b : List.of("greedy", "random", "mcts")) {
            bots.add(b);
        }
        o.set("options", JsonForms.ruleOptions(RuleOptions.defaults()));
        ObjectNode choices = o.putObject("optionChoices");
        ArrayNode endgame = choices.putArray("endgame");
        for (EndGame e : EndGame.values()) {
            endgame.add(e.name());
        }
        o.put("minPlayers", 2);
        o.put("maxPlayers", 6);
        // The board's own palette (BoardSvg), so that the page's colour swatches match the boats on the board.
        ObjectNode colours = o.putObject("colours");
        for (Colour c : Colour.values()) {
            colours.put(c.toString(), BoardSvg.playerFill(c));
        }
        return o;
    }

    private ObjectNode create(JsonNode body) {
        List<Seat> seats = seats(body.get("seats"));
        long seed = body.hasNonNull("seed") ? longField(body, "seed") : System.nanoTime() % 1_000_000;
        RuleOptions options;
        try {
            options = JsonForms.ruleOptions(body.get("options"));
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, e.getMessage());
        }
        GameSetup setup = GameSetup.builder().players(List.of(Colour.values()).subList(0, seats.size())).seed(seed).options(options).build();
        String id = newId();
        GameSession s = GameSession.start(id, setup, seats, seed, WebServer::bot);
        games.put(id, s);
        synchronized (s) {
            return state(s, 0);
        }
    }

    private ObjectNode upload(JsonNode body) {
        String text = textField(body, "record");
        GameRecord record;
        try {
            record = GameRecord.parse(text);
        } catch (ParseException | IllegalArgumentException e) {
            throw new ApiException(400, "not a game record: " + e.getMessage());
        }
        List<Seat> seats = body.hasNonNull("seats") ? seats(body.get("seats")) : null;
        int players = record.setup().players().size();
        if (seats == null) {
            seats = new ArrayList<>();
            for (int i = 0; i < players; i++) {
                seats.add(Seat.HUMAN);
            }
        } else if (seats.size() != players) {
            throw new ApiException(400, "the record is for " + players + " players, but " + seats.size() + " seats were given");
        }
        long seed = body.hasNonNull("seed") ? longField(body, "seed") : 1;
        String id = newId();
        GameSession s;
        try {
            s = GameSession.fromRecord(id, record, seats, seed, WebServer::bot);
        } catch (ParseException e) {
            throw new ApiException(400, "the record does not replay: " + e.getMessage());
        }
        games.put(id, s);
        synchronized (s) {
            return state(s, 0);
        }
    }

    private String newId() {
        if (games.size() >= MAX_GAMES) {
            throw new ApiException(429, "the server already keeps " + MAX_GAMES + " games");
        }
        return "g" + nextId.getAndIncrement();
    }

    private static List<Seat> seats(JsonNode node) {
        if (node == null || !node.isArray()) {
            throw new ApiException(400, "seats must be an array of 2-6 seats, e.g. [{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"greedy\"}]");
        }
        if (node.size() < 2 || node.size() > 6) {
            throw new ApiException(400, "Tongiaki is for 2-6 players, got " + EventText.count(node.size(), "seat"));
        }
        List<Seat> seats = new ArrayList<>();
        for (JsonNode n : node) {
            if (!n.isObject()) {
                throw new ApiException(400, "a seat must be an object like {\"type\":\"human\"}, got " + n);
            }
            String type = textField(n, "type");
            switch (type) {
                case "human" -> seats.add(Seat.HUMAN);
                case "bot" -> {
                    String name = n.hasNonNull("bot") ? textField(n, "bot") : "greedy";
                    checkBot(name);
                    seats.add(Seat.bot(name));
                }
                default -> throw new ApiException(400, "a seat's type is human or bot, got '" + type + "'");
            }
        }
        return seats;
    }

    /** The bots a web game may seat; never an external command (a web page must not start programs). */
    private static void checkBot(String name) {
        if (name.strip().toLowerCase(Locale.ROOT).startsWith("cmd:")) {
            throw new ApiException(400, "external command bots cannot be seated over HTTP: '" + name + "'");
        }
        try {
            Tournament.Entry.parse(name, 200, 0);
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, e.getMessage());
        }
    }

    private static Bot bot(String name, long seed) {
        return Tournament.Entry.parse(name, 200, 0).create(seed);
    }

    // ---- responses

    private ObjectNode state(GameSession s, int since) {
        Game g = s.game();
        ObjectNode o = JsonForms.MAPPER.createObjectNode();
        o.put("id", s.id);
        o.put("seed", s.seed);
        ArrayNode seats = o.putArray("seats");
        for (int i = 0; i < s.seats.size(); i++) {
            ObjectNode seat = seats.addObject();
            seat.put("colour", g.players().get(i).toString());
            seat.put("type", s.seats.get(i).human() ? "human" : "bot");
            if (!s.seats.get(i).human()) {
                seat.put("bot", s.seats.get(i).bot());
            }
        }
        o.set("options", JsonForms.ruleOptions(s.setup.options()));
        o.put("over", g.isOver());
        if (g.isOver()) {
            o.putNull("decision");
        } else {
            ObjectNode d = JsonForms.decision(g.decision());
            d.put("human", s.waitsForHuman());
            if (g.decision() instanceof Decision.TilePlacement p) {
                // the drawn tile's routes or beaches, for the page to draw it at each rotation
                d.set("drawnTile", JsonForms.tile(g.tileSet().tile(p.tile())));
            }
            o.set("decision", d);
        }
        o.put("undoable", s.undoable());
        o.set("position", JsonForms.position(g));
        ArrayNode standings = o.putArray("standings");
        for (Standing st : g.position().standings()) {
            standings.add(JsonForms.standing(st));
        }
        List<GameSession.Step> steps = s.steps();
        int from = Math.min(since, steps.size());
        o.put("steps", steps.size());
        o.put("logFrom", from);
        ArrayNode log = o.putArray("log");
        for (int i = from; i < steps.size(); i++) {
            GameSession.Step st = steps.get(i);
            ObjectNode n = log.addObject();
            n.put("step", i);
            n.put("decision", st.decision());
            n.put("player", st.player() == null ? null : st.player().toString());
            n.put("by", st.by().name().toLowerCase(Locale.ROOT));
            n.put("choice", st.choice());
            n.set("events", JsonForms.events(st.events()));
        }
        return o;
    }

    private void serveStatic(HttpExchange ex, String name) throws IOException {
        byte[] bytes;
        try (InputStream in = WebServer.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new ApiException(404, "no such page: " + name);
            }
            bytes = in.readAllBytes();
        }
        String type = name.endsWith(".html") ? "text/html; charset=utf-8"
                : name.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8";
        send(ex, 200, type, bytes);
    }

    private static JsonNode body(HttpExchange ex) throws IOException {
        String type = ex.getRequestHeaders().getFirst("Content-Type");
        // Requiring JSON makes a cross-site form post impossible without a CORS preflight, which is never granted.
        if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
            throw new ApiException(415, "the request body must be JSON (Content-Type: application/json)");
        }
        byte[] bytes;
        try (InputStream in = ex.getRequestBody()) {
            bytes = in.readNBytes(MAX_BODY + 1);
        }
        if (bytes.length > MAX_BODY) {
            throw new ApiException(413, "the request body is larger than " + MAX_BODY + " bytes");
        }
        if (bytes.length == 0) {
            return JsonForms.MAPPER.createObjectNode();
        }
        JsonNode node;
        try {
            node = JsonForms.MAPPER.readTree(bytes);
        } catch (JsonProcessingException e) {
            throw new ApiException(400, "malformed JSON: " + e.getOriginalMessage());
        }
        if (node == null || !node.isObject()) {
            throw new ApiException(400, "the request body must be a JSON object");
        }
        return node;
    }

    private static String textField(JsonNode body, String name) {
        JsonNode n = body.get(name);
        if (n == null || !n.isTextual()) {
            throw new ApiException(400, "field '" + name + "' must be a string");
        }
        return n.asText();
    }

    private static int intField(JsonNode body, String name) {
        JsonNode n = body.get(name);
        if (n == null || !n.isInt()) {
            throw new ApiException(400, "field '" + name + "' must be an integer");
        }
        return n.asInt();
    }

    private static long longField(JsonNode body, String name) {
        JsonNode n = body.get(name);
        if (n == null || !n.canConvertToLong() || !n.isIntegralNumber()) {
            throw new ApiException(400, "field '" + name + "' must be an integer");
        }
        return n.asLong();
    }

    private static void json(HttpExchange ex, int status, JsonNode body) throws IOException {
        send(ex, status, "application/json; charset=utf-8", JsonForms.MAPPER.writeValueAsBytes(body));
    }

    private static void error(HttpExchange ex, int status, String message) throws IOException {
        ObjectNode o = JsonForms.MAPPER.createObjectNode();
        o.put("error", message.replace('\n', ' ').replace('\r', ' '));
        json(ex, status, o);
    }

    private static void send(HttpExchange ex, int status, String type, byte[] bytes) throws IOException {
        ex.getResponseHeaders().set("Content-Type", type);
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        ex.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(bytes);
        }
    }
}
