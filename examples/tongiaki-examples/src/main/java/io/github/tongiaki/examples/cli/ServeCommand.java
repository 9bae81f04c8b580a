package io.github.tongiaki.examples.cli;

import io.github.tongiaki.core.render.BoardSvg;
import io.github.tongiaki.examples.web.WebServer;
import java.io.UncheckedIOException;
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
        description = {"Play in a browser: the web front end and its JSON API.", "Serves the web page where people play against bots,"
                + " and the JSON API it uses (PROTOCOL.md). Games live on the server: several at once, each at its own address."
                + " Listens on the loopback address only unless --host says otherwise. Runs until stopped (Ctrl-C)."},
        footer = {"", "Example: tongiaki serve --port 8080, then open http://127.0.0.1:8080/", "", TongiakiCommand.EXIT_CODES})
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
        WebServer server;
        try {
            server = WebServer.start(new InetSocketAddress(address, port), BoardSvg::render);
        } catch (UncheckedIOException e) {
            throw new TongiakiCommand.Failure(e.getMessage(), e);
        }
        Thread hook = new Thread(server::close, "tongiaki-serve-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        top.out.println("Tongiaki at " + server.uri() + " (Ctrl-C stops)");
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
