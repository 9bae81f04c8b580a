package io.github.tongiaki.examples.web;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.MinimumDataRateHandler;
import org.eclipse.jetty.util.BlockingArrayQueue;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The web front end's server on Jetty: the page (static HTML, JavaScript and CSS from the class path),
 * the JSON API of PROTOCOL.md section 2 and live updates as server-sent events. Games live on the
 * server, addressed by unguessable ids, and are stored as they go (see {@link GameStore}); every move
 * of a person needs the token of the seat whose decision it is. Bots move on their own threads, never
 * on a request thread, shared fairly among the games' owners ({@link BotScheduler}). Listens on the loopback
 * address unless told otherwise.
 *
 * <p>The server is split by concern: this class starts and stops it and checks every request's Host, Origin and
 * client bounds; {@link Routes} answers the requests, {@link Games} keeps the games, seats and owners,
 * {@link BotScheduler} runs the bots, {@link LiveUpdates} the live streams, {@link ClientLimits} the per-client
 * bounds, {@link BodyReader} the request bodies and {@link GameStore} the database. It stays on Jetty's own
 * handler API rather than a framework such as Javalin: the API is a dozen routes whose checks must run in a
 * set order before a body is read, which a framework's body-first handlers would hide.
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
     * {@code view} instead of the {@code position} and the {@code seed} while the game runs (D-19); 4 since a new game's
     * answer carries an {@code owner} token that may delete it, and the per-client limits answer 429 (issue 39).
     */
    public static final int API_VERSION = 4;

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

        /**
         * Copies the host names, in lower case.
         *
         * @param address where to listen (port 0: any free port)
         * @param db the games database file, or {@code :memory:} to keep games in memory only
         * @param limits the bounds
         * @param allowedHosts host names besides {@code localhost} and IP addresses that the Host header may
         *     name, in any case
         */
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

        /**
         * {@return this set-up with other limits}
         *
         * @param l the limits
         */
        public Config with(Limits l) {
            return new Config(address, db, l, allowedHosts);
        }

        /**
         * {@return this set-up with another database}
         *
         * @param path the file, or {@code :memory:}
         */
        public Config withDb(String path) {
            return new Config(address, path, limits, allowedHosts);
        }
    }

    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");

    private final Config config;
    private final Server jetty;
    private final ServerConnector connector;
    private final ScheduledExecutorService ticker;
    private final GameStore store;
    private final BotScheduler bots;
    private final LiveUpdates live;
    private final ClientLimits clients;
    private final Games games;
    private final Routes routes;
    private final String policy;

    private WebServer(Config config, Function<Game, String> svg, GameStore store) {
        this.config = config;
        this.store = store;
        Limits l = config.limits();
        BotFactory botFactory = new BotFactory(l);
        this.ticker = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "tongiaki-ticker");
            t.setDaemon(true);
            return t;
        });
        this.live = new LiveUpdates(l);
        this.clients = new ClientLimits(l);
        Routes[] self = new Routes[1];
        this.bots = new BotScheduler(l, ticker, s -> self[0].changed(s), live::changed);
        this.games = new Games(l, store, botFactory, bots, live);
        this.routes = new Routes(l, games, clients, live, bots, botFactory, svg, ticker);
        self[0] = routes;
        this.policy = Http.policy(styleHashes(svg));
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
        // Jetty's minimum data rate: a body that comes slower than minBodyRate bytes a second fails (issue 39)
        jetty.setHandler(new MinimumDataRateHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                WebServer.this.handle(request, response, callback);
                return true;
            }
        }, l.minBodyRate(), 0));
        // Jetty's own refusals (a header too large, a bad request line): the same one-line JSON form and headers.
        jetty.setErrorHandler((request, response, callback) -> {
            Object message = request.getAttribute(org.eclipse.jetty.server.handler.ErrorHandler.ERROR_MESSAGE);
            int status = response.getStatus();
            Http.secure(response.getHeaders(), policy);
            Http.send(response, callback, status, Http.JSON, Http.errorBody(message == null ? "HTTP " + status : message.toString()));
            return true;
        });
    }

    /**
     * {@return the CSP sources of the board's inline style sheet: its SHA-256, so that the page's policy needs no
     * 'unsafe-inline' (empty if the board has none)}
     */
    private static String styleHashes(Function<Game, String> svg) {
        String board = svg.apply(Game.start(GameSetup.builder().players(List.of(Colour.values()).subList(0, 2)).seed(1).build()));
        int open = board.indexOf("<style");
        int close = board.indexOf("</style>");
        if (open < 0 || close < 0) {
            return "";
        }
        String css = board.substring(board.indexOf('>', open) + 1, close);
        try {
            byte[] sha = MessageDigest.getInstance("SHA-256").digest(css.getBytes(StandardCharsets.UTF_8));
            return "'sha256-" + Base64.getEncoder().encodeToString(sha) + "'";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
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
            server.games.restore();
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
        // keep-alives also find the streams whose clients went away (a write fails), freeing their places
        long beat = Math.max(200, Math.min(5_000, config.limits().idleTimeout().toMillis() / 2));
        server.ticker.scheduleAtFixedRate(() -> server.live.keepAlive(server.games.all()), beat, beat, TimeUnit.MILLISECONDS);
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

    /** {@return the port it listens on} */
    public int port() {
        return connector.getLocalPort();
    }

    /**
     * {@return the page's address a browser on this machine can open, e.g. {@code http://127.0.0.1:8080/}}: a server
     * listening on every interface ({@code 0.0.0.0} or {@code ::}, which no browser opens) gives its loopback address
     */
    public URI uri() {
        java.net.InetAddress a = config.address().getAddress();
        String host = !a.isAnyLocalAddress() ? a.getHostAddress() : a instanceof java.net.Inet4Address ? "127.0.0.1" : "::1";
        if (host.contains(":")) {
            host = "[" + host + "]";
        }
        return URI.create("http://" + host + ":" + port() + "/");
    }

    /** {@return whether it listens on every interface ({@code --host 0.0.0.0} or {@code ::}), not on one address} */
    public boolean listensEverywhere() {
        return config.address().getAddress().isAnyLocalAddress();
    }

    /** {@return how many games it keeps} */
    public int games() {
        return games.size();
    }

    /** {@return the database, for the tests of storage faults} */
    GameStore store() {
        return store;
    }

    /** {@return how many states the live streams' changes have serialized: for the test that watchers share one} */
    long statesSerialized() {
        return live.serialized();
    }

    /** Ends every live stream (the pages reconnect and catch up): for the tests of reconnection. */
    void endStreams() {
        live.endAll(games.all());
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
        bots.close();
        games.stop();
        store.close();
    }

    // ---- requests

    private void handle(Request request, Response response, Callback callback) {
        Http.secure(response.getHeaders(), policy);
        Runnable release = () -> { };
        Callback answered = callback;
        try {
            // Everything that needs no body first (issue 39): Host, then the client's share, then the route's own checks.
            checkHost(request);
            String token = Http.token(request);
            String client = Request.getRemoteAddr(request);
            release = clients.enter(client, token);
            Runnable done = release;
            answered = released(callback, done);
            routes.handle(request, response, answered, client, token, done);
        } catch (ApiException e) {
            release.run();
            Http.refuse(response, callback, e);
        } catch (GameStore.StorageException e) {
            release.run();
            Http.refuse(response, callback, Http.storage(e));
        } catch (RuntimeException e) {
            release.run();
            Http.send(response, callback, 500, Http.JSON, Http.errorBody("internal error: " + e));
        }
    }

    /** {@return a callback that ends the request's count in progress when the answer is sent (or fails)} */
    private static Callback released(Callback callback, Runnable release) {
        return new Callback() {
            @Override
            public void succeeded() {
                release.run();
                callback.succeeded();
            }

            @Override
            public void failed(Throwable x) {
                release.run();
                callback.failed(x);
            }

            @Override
            public InvocationType getInvocationType() {
                return callback.getInvocationType();
            }
        };
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
}
