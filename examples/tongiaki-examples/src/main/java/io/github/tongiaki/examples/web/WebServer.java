package io.github.tongiaki.examples.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.render.BoardSvg;
import io.github.tongiaki.core.rules.EndGame;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.examples.HiddenStack;
import io.github.tongiaki.protocol.EventSentences;
import io.github.tongiaki.protocol.JsonForms;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.BlockingArrayQueue;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The web front end's server on Jetty: the page (static HTML, JavaScript and CSS from the class path),
 * the JSON API of PROTOCOL.md section 2 and live updates as server-sent events. Games live on the
 * server, addressed by unguessable ids, and are stored as they go (see {@link GameStore}); every move
 * of a person needs the token of the seat whose decision it is. Bots move on their own executor, never
 * on a request thread. Listens on the loopback address unless told otherwise.
 *
 * <p>Every refused request gets a 4xx or 5xx status and a one-line JSON body {@code {"error": "..."}},
 * and changes nothing.
 *
 * <p>What players and spectators get while a game runs is what a player knows (D-19): no seed and no stack
 * order in a game's state, its live stream, its board or the page; the full position and the seed come with
 * the state of a finished game, and the record (which holds the seed) only then. The server itself keeps
 * the full game in its database, so that games survive a restart; its bots decide on determinizations.
 */
public final class WebServer implements AutoCloseable {

    /**
     * The version of the web API ({@code /api/meta}'s {@code protocol}): 3 since a game's state carries a player's
     * {@code view} instead of the {@code position} and the {@code seed} while the game runs (D-19).
     */
    public static final int API_VERSION = 3;

    /** The largest request body accepted. */
    public static final int MAX_BODY = Limits.MAX_BODY;

    /**
     * How a server is set up.
     *
     * @param address where to listen (port 0: any free port)
     * @param db the games database file, or {@code :memory:} to keep games in memory only
     * @param limits the bounds
     * @param allowedHosts host names besides {@code localhost} and IP addresses that the Host header may name
     */
    public record Config(InetSocketAddress address, String db, Limits limits, Set<String> allowedHosts) {

        /** Copies the host names, in lower case. */
        public Config {
            allowedHosts = allowedHosts.stream().map(h -> h.toLowerCase(Locale.ROOT)).collect(java.util.stream.Collectors.toUnmodifiableSet());
        }

        /**
         * {@return a loopback server keeping its games in memory, with the default limits}
         *
         * @param port the port (0: any free port)
         */
        public static Config memory(int port) {
            return new Config(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), GameStore.MEMORY, Limits.defaults(), Set.of());
        }

        /** {@return this set-up with other limits} @param l the limits */
        public Config with(Limits l) {
            return new Config(address, db, l, allowedHosts);
        }

        /** {@return this set-up with another database} @param path the file, or {@code :memory:} */
        public Config withDb(String path) {
            return new Config(address, path, limits, allowedHosts);
        }
    }

    private static final Map<String, String> STATIC = Map.of(
            "/", "index.html",
            "/index.html", "index.html",
            "/app.js", "app.js",
            "/app.css", "app.css");
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    private final Config config;
    private final Server jetty;
    private final ServerConnector connector;
    private final ThreadPoolExecutor botExecutor;
    private final ScheduledExecutorService ticker;
    private final GameStore store;
    private final BotFactory botFactory;
    private final RateLimiter creates;
    private final RateLimiter moves;
    private final Map<String, GameSession> games = new ConcurrentHashMap<>();
    private final AtomicInteger watchers = new AtomicInteger();
    private final Function<Game, String> svg;
    private final Object createLock = new Object();

    private WebServer(Config config, Function<Game, String> svg, GameStore store) {
        this.config = config;
        this.svg = svg;
        this.store = store;
        Limits l = config.limits();
        this.botFactory = new BotFactory(l);
        this.creates = new RateLimiter(l.createsPerMinute(), TimeUnit.MINUTES.toNanos(1), Math.max(1, l.createsPerMinute() / 2), System::nanoTime);
        this.moves = new RateLimiter(l.movesPerSecond(), TimeUnit.SECONDS.toNanos(1), 2 * l.movesPerSecond(), System::nanoTime);
        AtomicInteger n = new AtomicInteger();
        this.botExecutor = new ThreadPoolExecutor(l.botThreads(), l.botThreads(), 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "tongiaki-bot-" + n.incrementAndGet());
            t.setDaemon(true);
            t.setPriority(Thread.NORM_PRIORITY - 1);
            return t;
        });
        this.ticker = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "tongiaki-keepalive");
            t.setDaemon(true);
            return t;
        });
        // A bounded queue of 4,096 waiting tasks (one array of that size: Jetty 12.1 deprecates the growing form).
        QueuedThreadPool pool = new QueuedThreadPool(l.requestThreads(), 4, 60_000, new BlockingArrayQueue<>(4 * 1024));
        pool.setName("tongiaki-web");
        pool.setDaemon(true);
        this.jetty = new Server(pool);
        HttpConfiguration http = new HttpConfiguration();
        http.setRequestHeaderSize(8 * 1024);
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        this.connector = new ServerConnector(jetty, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(config.address().getAddress().getHostAddress());
        connector.setPort(config.address().getPort());
        connector.setIdleTimeout(l.idleTimeout().toMillis());
        connector.setAcceptQueueSize(128);
        jetty.addConnector(connector);
        jetty.setHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                WebServer.this.handle(request, response, callback);
                return true;
            }
        });
        // Jetty's own refusals (a header too large, a bad request line): the same one-line JSON form.
        jetty.setErrorHandler((request, response, callback) -> {
            Object message = request.getAttribute(org.eclipse.jetty.server.handler.ErrorHandler.ERROR_MESSAGE);
            int status = response.getStatus();
            send(response, callback, status, "application/json; charset=utf-8",
                    errorBody(message == null ? "HTTP " + status : message.toString()));
            return true;
        });
    }

    /**
     * Starts a server and replays the games stored in its database.
     *
     * @param config where to listen, the database and the bounds
     * @param svg draws a game's board as an SVG document
     * @return the running server
     * @throws UncheckedIOException if the address cannot be bound
     * @throws IllegalStateException if the database cannot be used (a wrong schema version: nothing is changed)
     */
    public static WebServer start(Config config, Function<Game, String> svg) {
        GameStore store = GameStore.open(config.db());
        WebServer server = new WebServer(config, svg, store);
        try {
            server.restore();
            server.jetty.start();
        } catch (Exception e) {
            server.close();
            if (e instanceof IOException io) {
                throw new UncheckedIOException("cannot listen on " + config.address() + ": " + io.getMessage(), io);
            }
            if (e instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException("cannot start the web server: " + e, e);
        }
        long beat = Math.max(200, Math.min(10_000, config.limits().idleTimeout().toMillis() / 2));
        server.ticker.scheduleAtFixedRate(server::keepAlive, beat, beat, TimeUnit.MILLISECONDS);
        return server;
    }

    /**
     * Starts a server on the loopback address that keeps its games in memory.
     *
     * @param port the port (0: any free port)
     * @param svg draws a game's board as an SVG document
     * @return the running server
     */
    public static WebServer start(int port, Function<Game, String> svg) {
        return start(Config.memory(port), svg);
    }

    /**
     * Starts a server that keeps its games in memory.
     *
     * @param address where to listen
     * @param svg draws a game's board as an SVG document
     * @return the running server
     */
    public static WebServer start(InetSocketAddress address, Function<Game, String> svg) {
        return start(new Config(address, GameStore.MEMORY, Limits.defaults(), Set.of()), svg);
    }

    private void restore() {
        for (GameStore.Stored stored : store.load()) {
            GameSession s;
            try {
                s = GameSession.restore(stored, botFactory, store);
            } catch (ParseException | IllegalArgumentException | ApiException e) {
                throw new IllegalStateException("stored game " + stored.id() + " does not replay: " + e.getMessage()
                        + " (the database was not changed)", e);
            }
            games.put(s.id, s);
            synchronized (s) {
                scheduleBots(s);
            }
        }
    }

    /** {@return the port it listens on} */
    public int port() {
        return connector.getLocalPort();
    }

    /** {@return the page's address, e.g. {@code http://127.0.0.1:8080/}} */
    public URI uri() {
        String host = config.address().getAddress().getHostAddress();
        if (host.contains(":")) {
            host = "[" + host + "]";
        }
        return URI.create("http://" + host + ":" + port() + "/");
    }

    /** {@return how many games it keeps} */
    public int games() {
        return games.size();
    }

    /** Stops listening, ends its threads and closes the database. */
    @Override
    public void close() {
        try {
            jetty.stop();
        } catch (Exception e) {
            // stopping anyway
        }
        ticker.shutdownNow();
        botExecutor.shutdownNow();
        try {
            botExecutor.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (createLock) {
            for (GameSession s : games.values()) {
                synchronized (s) {
                    s.gone = true;
                }
            }
        }
        store.close();
    }

    // ---- requests

    private void handle(Request request, Response response, Callback callback) {
        try {
            // The body is read whole (at most MAX_BODY) before anything is checked, so that a refusal never
            // leaves unread bytes on a connection the client may use again.
            readBody(request);
            checkHost(request);
            route(request, response, callback);
        } catch (ApiException e) {
            if (e.status() == 413) {
                response.getHeaders().put(HttpHeader.CONNECTION, "close");
            }
            if (e.status() == 401) {
                response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Bearer");
            }
            if (e.status() == 429 && e.retryAfter() > 0) {
                response.getHeaders().put(HttpHeader.RETRY_AFTER, Long.toString(e.retryAfter()));
            }
            send(response, callback, e.status(), "application/json; charset=utf-8", errorBody(e.getMessage()));
        } catch (RuntimeException e) {
            send(response, callback, 500, "application/json; charset=utf-8", errorBody("internal error: " + e));
        }
    }

    /** DNS rebinding: the Host header must name this server; a browser's Origin must be the page's own. */
    private void checkHost(Request request) {
        String host = request.getHeaders().get(HttpHeader.HOST);
        if (host == null || host.isBlank()) {
            throw new ApiException(403, "a request must name this server in its Host header");
        }
        String name = hostName(host);
        if (!name.equals("localhost") && !IPV4.matcher(name).matches() && !name.startsWith("[") && !config.allowedHosts().contains(name)) {
            throw new ApiException(403, "host '" + name + "' is not served here (a name other than localhost or an IP address needs"
                    + " tongiaki serve --allow-host " + name + ")");
        }
        String origin = request.getHeaders().get(HttpHeader.ORIGIN);
        if (origin != null) {
            String o = origin.toLowerCase(Locale.ROOT);
            String h = host.toLowerCase(Locale.ROOT);
            if (!o.equals("http://" + h) && !o.equals("https://" + h)) {
                throw new ApiException(403, "cross-origin request from " + origin + " refused");
            }
        }
    }

    private static String hostName(String host) {
        String h = host.strip().toLowerCase(Locale.ROOT);
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            return end < 0 ? h : h.substring(0, end + 1);
        }
        int colon = h.lastIndexOf(':');
        return colon < 0 ? h : h.substring(0, colon);
    }

    private void route(Request request, Response response, Callback callback) {
        String method = request.getMethod();
        String path = request.getHttpURI().getDecodedPath();
        if (STATIC.containsKey(path)) {
            requireMethod(method, "GET");
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
            json(response, callback, 200, meta());
        } else if (parts.size() == 2 && parts.get(1).equals("games")) {
            requireMethod(method, "POST");
            JsonNode body = body(request);
            limit(creates, request, "new games");
            json(response, callback, 201, create(body));
        } else if (parts.size() == 2 && parts.get(1).equals("records")) {
            requireMethod(method, "POST");
            JsonNode body = body(request);
            limit(creates, request, "new games");
            json(response, callback, 201, upload(body));
        } else if (parts.size() >= 3 && parts.size() <= 4 && parts.get(1).equals("games")) {
            GameSession s = game(parts.get(2));
            s.lastUsed = System.currentTimeMillis();
            String action = parts.size() == 3 ? "" : parts.get(3);
            switch (action) {
                case "" -> {
                    if (method.equals("DELETE")) {
                        seatOf(s, request);   // any seat of the game may delete it
                        limit(moves, request, "moves");
                        delete(s);
                        ObjectNode o = JsonForms.MAPPER.createObjectNode();
                        o.put("deleted", s.id);
                        json(response, callback, 200, o);
                        return;
                    }
                    if (!method.equals("GET")) {
                        throw new ApiException(405, "method " + method + " not allowed here, only GET or DELETE");
                    }
                    int since = since(request);
                    String token = token(request);
                    ObjectNode state;
                    synchronized (s) {
                        state = state(s, since);
                        if (token != null) {
                            int seat = s.seatOf(token);
                            if (seat < 0) {
                                throw new ApiException(403, "this token holds no seat of game " + s.id);
                            }
                            state.put("you", s.colour(seat).toString());
                        }
                    }
                    json(response, callback, 200, state);
                }
                case "events" -> {
                    requireMethod(method, "GET");
                    stream(s, request, response, callback);
                }
                case "move" -> {
                    requireMethod(method, "POST");
                    int seat = seatOf(s, request);
                    JsonNode body = body(request);
                    int decision = intField(body, "decision");
                    int option = intField(body, "option");
                    limit(moves, request, "moves");
                    ObjectNode state;
                    synchronized (s) {
                        alive(s);
                        int before = s.steps().size();
                        s.move(seat, decision, option);
                        changed(s);
                        state = state(s, before);
                    }
                    json(response, callback, 200, state);
                }
                case "undo" -> {
                    requireMethod(method, "POST");
                    int seat = seatOf(s, request);
                    body(request);
                    limit(moves, request, "moves");
                    ObjectNode state;
                    synchronized (s) {
                        alive(s);
                        s.undo(seat);
                        changed(s);
                        state = state(s, 0);
                    }
                    json(response, callback, 200, state);
                }
                case "autoplay" -> {
                    requireMethod(method, "POST");
                    int seat = seatOf(s, request);
                    JsonNode body = body(request);
                    String bot = botFactory.check(body.hasNonNull("bot") ? textField(body, "bot") : "greedy");
                    limit(moves, request, "moves");
                    ObjectNode state;
                    synchronized (s) {
                        alive(s);
                        int before = s.steps().size();
                        s.autoplay(seat, bot);
                        changed(s);
                        state = state(s, before);
                    }
                    json(response, callback, 200, state);
                }
                case "board.svg" -> {
                    requireMethod(method, "GET");
                    Game copy;
                    synchronized (s) {
                        copy = s.game().copy();
                    }
                    send(response, callback, 200, "image/svg+xml; charset=utf-8", svg.apply(copy).getBytes(StandardCharsets.UTF_8));
                }
                case "record" -> {
                    requireMethod(method, "GET");
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
                    send(response, callback, 200, "text/plain; charset=utf-8", text.getBytes(StandardCharsets.UTF_8));
                }
                default -> throw new ApiException(404, "no such resource: " + path);
            }
        } else {
            throw new ApiException(404, "no such resource: " + path);
        }
    }

    private GameSession game(String id) {
        GameSession s = ID.matcher(id).matches() ? games.get(id) : null;
        if (s == null || s.gone) {
            throw new ApiException(404, "no game with id '" + (id.length() > 64 ? id.substring(0, 64) + "…" : id) + "'");
        }
        return s;
    }

    private static void alive(GameSession s) {
        if (s.gone) {
            throw new ApiException(404, "no game with id '" + s.id + "'");
        }
    }

    private static String token(Request request) {
        String auth = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        if (auth == null) {
            return null;
        }
        if (!auth.regionMatches(true, 0, "Bearer ", 0, 7) || auth.substring(7).isBlank()) {
            throw new ApiException(401, "the Authorization header must be 'Bearer <seat token>'");
        }
        return auth.substring(7).strip();
    }

    /** The seat of the request's token: 401 without one, 403 for a token of no seat of this game. */
    private static int seatOf(GameSession s, Request request) {
        String token = token(request);
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

    private static void limit(RateLimiter limiter, Request request, String what) {
        long wait = limiter.take(Request.getRemoteAddr(request));
        if (wait > 0) {
            throw new ApiException(429, "too many " + what + " from this address: try again in " + wait + " s", wait);
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

    // ---- bots and live updates

    /** After a change (the session is locked): tell its watchers, and let the bots move if it is theirs. */
    private void changed(GameSession s) {
        s.lastUsed = System.currentTimeMillis();
        for (LiveStream w : s.watchers) {
            String data = JsonForms.MAPPER.valueToTree(state(s, w.known)).toString();
            w.known = s.steps().size();
            w.send(s.mark(), "state", data);
        }
        scheduleBots(s);
    }

    private void scheduleBots(GameSession s) {
        if (!s.botQueued && s.botToMove()) {
            s.botQueued = true;
            try {
                botExecutor.execute(() -> botStep(s));
            } catch (java.util.concurrent.RejectedExecutionException e) {
                s.botQueued = false; // the server is stopping
            }
        }
    }

    /** One bot decision of a game, then back in the queue behind the other games' bots. */
    private void botStep(GameSession s) {
        GameSession.BotTurn turn;
        synchronized (s) {
            turn = s.botTurn();
            if (turn == null) {
                s.botQueued = false;
                return;
            }
        }
        Option answer = null;
        String failure = null;
        if (turn.bot() != null) {
            try {
                answer = turn.bot().choose(turn.game());
            } catch (RuntimeException e) {
                failure = e.toString();
            }
        }
        synchronized (s) {
            s.botQueued = false;
            if (failure != null) {
                s.botFailure = "a bot failed: " + failure;
                changed(s);
            } else if (s.botMove(turn, answer)) {
                changed(s);
            } else {
                scheduleBots(s);
            }
        }
    }

    private void stream(GameSession s, Request request, Response response, Callback callback) {
        String last = request.getHeaders().get("Last-Event-ID");
        String after = Request.extractQueryParameters(request).getValue("after");
        String mark = after != null ? after : last;
        if (watchers.incrementAndGet() > config.limits().maxWatchers()) {
            watchers.decrementAndGet();
            throw new ApiException(503, "the server already streams to " + config.limits().maxWatchers() + " watchers: poll instead");
        }
        response.setStatus(200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.getHeaders().put("X-Accel-Buffering", "no");
        LiveStream[] self = new LiveStream[1];
        LiveStream w = new LiveStream(response, callback, () -> {
            if (s.watchers.remove(self[0])) {
                watchers.decrementAndGet();
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
            w.send(s.mark(), "state", JsonForms.MAPPER.valueToTree(state(s, known)).toString());
            w.known = s.steps().size();
        }
    }

    private void keepAlive() {
        for (GameSession s : games.values()) {
            for (LiveStream w : s.watchers) {
                w.send(null, null, "keep-alive");
            }
        }
    }

    // ---- games

    private ObjectNode meta() {
        ObjectNode o = JsonForms.MAPPER.createObjectNode();
        o.put("protocol", API_VERSION);
        ArrayNode bots = o.putArray("bots");
        for (String b : List.of("greedy", "random", "mcts", "guided")) {
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
        Limits l = config.limits();
        ObjectNode limits = o.putObject("limits");
        limits.put("maxGames", l.maxGames());
        limits.put("idleMinutes", l.idle().toMinutes());
        limits.put("maxPlayouts", l.maxPlayouts());
        limits.put("botMillis", l.botMillis());
        limits.put("createsPerMinute", l.createsPerMinute());
        limits.put("movesPerSecond", l.movesPerSecond());
        limits.put("maxBody", MAX_BODY);
        limits.put("maxWatchers", l.maxWatchers());
        return o;
    }

    private ObjectNode create(JsonNode body) {
        List<Seat> seats = seats(body.get("seats"));
        // D-19: a seed nobody gave is one nobody can guess (the clock's could be found from the first tiles drawn)
        long seed = body.hasNonNull("seed") ? longField(body, "seed") : HiddenStack.newSeed();
        RuleOptions options;
        try {
            options = JsonForms.ruleOptions(body.get("options"));
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, e.getMessage());
        }
        GameSetup setup = GameSetup.builder().players(List.of(Colour.values()).subList(0, seats.size())).seed(seed).options(options).build();
        List<String> tokens = tokens(seats);
        synchronized (createLock) {
            String id = newId();
            GameSession s = GameSession.start(id, setup, seats, hashes(tokens), seed, botFactory, store);
            return register(s, tokens);
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
        try {
            record.replay();
        } catch (ParseException e) {
            throw new ApiException(400, "the record does not replay: " + e.getMessage());
        }
        List<String> tokens = tokens(seats);
        synchronized (createLock) {
            String id = newId();
            GameSession s = GameSession.fromRecord(id, record, seats, hashes(tokens), seed, botFactory, store);
            return register(s, tokens);
        }
    }

    private static List<String> tokens(List<Seat> seats) {
        List<String> tokens = new ArrayList<>();
        for (Seat seat : seats) {
            tokens.add(seat.human() ? Tokens.token() : null);
        }
        return tokens;
    }

    private static List<byte[]> hashes(List<String> tokens) {
        List<byte[]> hashes = new ArrayList<>();
        for (String t : tokens) {
            hashes.add(t == null ? null : Tokens.hash(t));
        }
        return hashes;
    }

    /** A new game joins the server: the state, with each person's invite and the spectators' link. */
    private ObjectNode register(GameSession s, List<String> tokens) {
        games.put(s.id, s);
        synchronized (s) {
            ObjectNode o = state(s, 0);
            ArrayNode invites = o.putArray("invites");
            for (int i = 0; i < tokens.size(); i++) {
                if (tokens.get(i) != null) {
                    ObjectNode inv = invites.addObject();
                    inv.put("colour", s.colour(i).toString());
                    inv.put("token", tokens.get(i));
                    inv.put("link", "/#" + s.id + "/" + tokens.get(i));
                }
            }
            o.put("spectate", "/#" + s.id);
            scheduleBots(s);
            return o;
        }
    }

    /** A new id, after making room (under the create lock). */
    private String newId() {
        if (games.size() >= config.limits().maxGames()) {
            long now = System.currentTimeMillis();
            long idle = config.limits().idle().toMillis();
            Optional<GameSession> victim = games.values().stream()
                    .filter(g -> g.over || now - g.lastUsed >= idle)
                    .min(Comparator.comparingLong(g -> g.lastUsed));
            if (victim.isEmpty()) {
                throw new ApiException(503, "the server already keeps " + config.limits().maxGames()
                        + " games, none of them over or idle: try again later");
            }
            remove(victim.get());
        }
        String id;
        do {
            id = Tokens.gameId();
        } while (games.containsKey(id));
        return id;
    }

    private void delete(GameSession s) {
        synchronized (createLock) {
            alive(s);
            remove(s);
        }
    }

    private void remove(GameSession s) {
        synchronized (s) {
            s.gone = true;
            games.remove(s.id);
            store.delete(s.id);
            for (LiveStream w : s.watchers) {
                w.send(null, "gone", errorJson("game " + s.id + " was deleted"));
                w.close();
            }
        }
    }

    private List<Seat> seats(JsonNode node) {
        if (node == null || !node.isArray()) {
            throw new ApiException(400, "seats must be an array of 2-6 seats, e.g. [{\"type\":\"human\"},{\"type\":\"bot\",\"bot\":\"greedy\"}]");
        }
        if (node.size() < 2 || node.size() > 6) {
            throw new ApiException(400, "Tongiaki is for 2-6 players, got " + EventSentences.count(node.size(), "seat"));
        }
        List<Seat> seats = new ArrayList<>();
        for (JsonNode n : node) {
            if (!n.isObject()) {
                throw new ApiException(400, "a seat must be an object like {\"type\":\"human\"}, got " + n);
            }
            String type = textField(n, "type");
            switch (type) {
                case "human" -> seats.add(Seat.HUMAN);
                case "bot" -> seats.add(Seat.bot(botFactory.check(n.hasNonNull("bot") ? textField(n, "bot") : "greedy")));
                default -> throw new ApiException(400, "a seat's type is human or bot, got '" + type + "'");
            }
        }
        return seats;
    }

    // ---- responses

    private static ObjectNode state(GameSession s, int since) {
        Game g = s.game();
        ObjectNode o = JsonForms.MAPPER.createObjectNode();
        o.put("id", s.id);
        if (g.isOver()) {
            o.put("seed", s.seed); // D-19: while the game runs the seed, which tells the stack's order, is nobody's
        }
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
        if (s.botFailure != null) {
            o.put("botFailure", s.botFailure);
        }
        o.put("undoable", s.undoable());
        // What every player knows (D-19), the same for seats and spectators: the active player's view
        o.set("view", s.view());
        if (g.isOver()) {
            o.set("position", JsonForms.position(g)); // the full position, with the stack's order: only at the end (D-19)
        }
        ArrayNode standings = o.putArray("standings");
        for (Standing st : g.position().standings()) {
            standings.add(JsonForms.standing(st));
        }
        List<GameSession.Step> steps = s.steps();
        int from = Math.min(since, steps.size());
        o.put("steps", steps.size());
        o.put("mark", s.mark());
        o.put("logFrom", from);
        ArrayNode log = o.putArray("log");
        for (int i = from; i < steps.size(); i++) {
            GameSession.Step st = steps.get(i);
            ObjectNode n = log.addObject();
            n.put("step", i);
            n.put("decision", st.decision());
            n.put("player", st.player() == null ? null : st.player().toString());
            n.put("by", GameSession.name(st.by()));
            n.put("choice", st.choice());
            n.set("events", JsonForms.events(st.events()));
        }
        return o;
    }

    private static void serveStatic(Response response, Callback callback, String name) {
        byte[] bytes;
        try (InputStream in = WebServer.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new ApiException(404, "no such page: " + name);
            }
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String type = name.endsWith(".html") ? "text/html; charset=utf-8"
                : name.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8";
        send(response, callback, 200, type, bytes);
    }

    private static final String BODY = "tongiaki.body";

    private static void readBody(Request request) {
        if (request.getMethod().equals("GET") || request.getMethod().equals("HEAD")) {
            return;
        }
        long length = request.getLength();
        byte[] bytes;
        try (InputStream in = Content.Source.asInputStream(request)) {
            if (length > MAX_BODY) {
                // Up to 16 times the limit is read and dropped, so that the client, still sending, reads the 413;
                // beyond that the connection is closed at once.
                if (length <= 16L * MAX_BODY) {
                    in.transferTo(OutputStream.nullOutputStream());
                }
                throw new ApiException(413, "the request body is larger than " + MAX_BODY + " bytes");
            }
            bytes = in.readNBytes(MAX_BODY + 1);
            if (bytes.length > MAX_BODY) {
                in.readNBytes(16 * MAX_BODY);
                throw new ApiException(413, "the request body is larger than " + MAX_BODY + " bytes");
            }
        } catch (IOException e) {
            throw new ApiException(400, "the request body could not be read: " + e.getMessage());
        }
        request.setAttribute(BODY, bytes);
    }

    private static JsonNode body(Request request) {
        String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
        // Requiring JSON makes a cross-site form post impossible without a CORS preflight, which is never granted.
        if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
            throw new ApiException(415, "the request body must be JSON (Content-Type: application/json)");
        }
        byte[] bytes = (byte[]) request.getAttribute(BODY);
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

    private static void json(Response response, Callback callback, int status, JsonNode body) {
        byte[] bytes;
        try {
            bytes = JsonForms.MAPPER.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        send(response, callback, status, "application/json; charset=utf-8", bytes);
    }

    private static String errorJson(String message) {
        ObjectNode o = JsonForms.MAPPER.createObjectNode();
        o.put("error", message.replace('\n', ' ').replace('\r', ' '));
        return o.toString();
    }

    private static byte[] errorBody(String message) {
        return errorJson(message).getBytes(StandardCharsets.UTF_8);
    }

    private static void send(Response response, Callback callback, int status, String type, byte[] bytes) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
        response.write(true, ByteBuffer.wrap(bytes), callback);
    }
}
