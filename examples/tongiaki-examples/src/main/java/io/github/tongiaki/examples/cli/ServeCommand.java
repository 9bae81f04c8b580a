package io.github.tongiaki.examples.cli;

import io.github.tongiaki.core.render.BoardSvg;
import io.github.tongiaki.examples.web.Limits;
import io.github.tongiaki.examples.web.WebServer;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code tongiaki serve}: the web front end and the JSON API of PROTOCOL.md. */
@Command(name = "serve", usageHelpAutoWidth = true, sortOptions = false,
        description = {"Play in a browser: the web front end and its JSON API.", "Serves the web page where people play against each"
                + " other and against bots, and the JSON API it uses (PROTOCOL.md). A new game gives an invite link per person's"
                + " seat and a spectator link. Games are stored in a database as they go and survive a restart."
                + " Listens on the loopback address only unless --host says otherwise. Runs until stopped (Ctrl-C)."},
        footer = {"", "Example: tongiaki serve --port 8080, then open http://127.0.0.1:8080/",
                "Never expose it to the internet without a reverse proxy with TLS in front (docs/web.md).", "",
                TongiakiCommand.EXIT_CODES})
public final class ServeCommand implements Callable<Integer> {

    @ParentCommand
    TongiakiCommand top;

    @Spec
    CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Option(names = "--port", paramLabel = "N", defaultValue = "8080", description = "The port (0: any free port; default ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "The address to listen on (default ${DEFAULT-VALUE}, this machine only; 0.0.0.0 opens it to the network).")
    String host;

    @Option(names = "--db", paramLabel = "PATH", description = "The games database (SQLite; default ~/.tongiaki/games.db;"
            + " :memory: keeps games in memory only, lost when the server stops).")
    String db;

    @Option(names = "--allow-host", paramLabel = "NAME", description = "A host name the server answers to besides localhost and"
            + " IP addresses (repeatable; e.g. the name of this machine on the network, or of a reverse proxy).")
    List<String> allowedHosts = new ArrayList<>();

    @Option(names = "--max-games", paramLabel = "N", defaultValue = "1000",
            description = "The most games kept at once (default ${DEFAULT-VALUE}); a new game then evicts the least recently used"
                    + " game that is over or idle.")
    int maxGames;

    @Option(names = "--creates-per-minute", paramLabel = "N", defaultValue = "30",
            description = "New games per client address and minute (default ${DEFAULT-VALUE}).")
    int createsPerMinute;

    @Option(names = "--moves-per-second", paramLabel = "N", defaultValue = "20",
            description = "Moves per client address and second (default ${DEFAULT-VALUE}).")
    int movesPerSecond;

    @Option(names = "--reads-per-second", paramLabel = "N", defaultValue = "50",
            description = "Reads (states, boards, records, streams, pages) per client address in any second (default"
                    + " ${DEFAULT-VALUE}).")
    int readsPerSecond;

    @Option(names = "--client-requests", paramLabel = "N", defaultValue = "8",
            description = "Requests in progress at once per client address and per token (default ${DEFAULT-VALUE}; raise it"
                    + " behind a reverse proxy, which is one address for every player).")
    int clientRequests;

    @Option(names = "--client-streams", paramLabel = "N", defaultValue = "16",
            description = "Live streams open at once per client address (default ${DEFAULT-VALUE}).")
    int clientStreams;

    @Option(names = "--client-games", paramLabel = "N", defaultValue = "20",
            description = "Games kept at once per client address that created them (default ${DEFAULT-VALUE}); a new game then"
                    + " evicts that address's least recently used game that is over or idle, else it is refused until the"
                    + " address deletes one. Raise it behind a reverse proxy.")
    int clientGames;

    /** {@return the default games database, ~/.tongiaki/games.db} */
    static String defaultDb() {
        return Path.of(System.getProperty("user.home"), ".tongiaki", "games.db").toString();
    }

    private final CountDownLatch stopped = new CountDownLatch(1);

    @Override
    public Integer call() {
        if (port < 0 || port > 65_535) {
            throw new ParameterException(spec.commandLine(), "--port must be 0 to 65535, got " + port);
        }
        InetAddress address;
        try {
            address = InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw new ParameterException(spec.commandLine(), "--host: unknown address '" + host + "'");
        }
        if (maxGames < 1 || createsPerMinute < 1 || movesPerSecond < 1 || readsPerSecond < 1 || clientRequests < 1 || clientStreams < 1
                || clientGames < 1) {
            throw new ParameterException(spec.commandLine(), "--max-games, --creates-per-minute, --moves-per-second, --reads-per-second,"
                    + " --client-requests,"
                    + " --client-streams and --client-games must be at least 1");
        }
        String path = db == null ? defaultDb() : db;
        Limits limits = Limits.defaults().withMaxGames(maxGames).withRates(createsPerMinute, movesPerSecond).withReads(readsPerSecond)
                .withClientRequests(clientRequests).withWatchers(Limits.defaults().maxWatchers(), clientStreams).withClientGames(clientGames);
        WebServer server;
        try {
            server = WebServer.start(new WebServer.Config(new InetSocketAddress(address, port), path, limits, Set.copyOf(allowedHosts)),
                    BoardSvg::render);
        } catch (UncheckedIOException | IllegalStateException e) {
            throw new TongiakiCommand.Failure(e.getMessage(), e);
        }
        Thread hook = new Thread(server::close, "tongiaki-serve-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        top.out.println("Tongiaki at " + server.uri() + " (" + io.github.tongiaki.protocol.EventSentences.count(server.games(), "stored game") + " from " + path
                + "; Ctrl-C stops)" + (server.listensEverywhere() ? "; it listens on every interface: from another machine open it at this"
                + " machine's address, port " + server.port() : ""));
        top.out.flush();
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            server.close();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is shutting down: the hook runs anyway
            }
        }
        return 0;
    }
}
