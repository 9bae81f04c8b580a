package io.github.tongiaki.examples.cli;

import io.github.tongiaki.core.Version;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import io.github.tongiaki.protocol.BotException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The command-line tool {@code tongiaki}: play in the terminal, watch bots, run a tournament, replay a
 * game record, render a position, count perft. Errors are one line on standard error, with the exit
 * codes of {@link #EXIT_CODES}.
 */
@Command(name = "tongiaki", usageHelpAutoWidth = true, versionProvider = TongiakiCommand.VersionInfo.class,
        description = "The Tongiaki rules engine on the command line: play against bots, watch them, run tournaments,"
                + " replay game records, render positions, count perft, serve the web front end.",
        subcommands = {PlayCommand.class, WatchCommand.class, TournamentCommand.class, ReplayCommand.class,
            RenderCommand.class, PerftCommand.class, ServeCommand.class, CommandLine.HelpCommand.class},
        footer = {"", TongiakiCommand.EXIT_CODES})
public final class TongiakiCommand implements Runnable {

    /** The exit codes, as every command's help shows them. */
    public static final String EXIT_CODES = "Exit codes: 0 done; 1 the command failed (a file that cannot be read, is not valid or"
            + " would be overwritten; a record that does not replay; an external bot that fails); 2 usage error (unknown option or"
            + " bot, bad number, too many or no bots).";

    @CommandLine.Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @CommandLine.Option(names = {"-V", "--version"}, versionHelp = true,
            description = "Show the engine's version, the rules revision and the commit it was built from, and exit.")
    boolean version;

    @Spec
    CommandSpec spec;

    final BufferedReader in;
    final PrintStream out;
    final PrintStream err;

    /**
     * @param in the person's answers ({@code play})
     * @param out the output
     * @param err errors and progress
     */
    TongiakiCommand(BufferedReader in, PrintStream out, PrintStream err) {
        this.in = in;
        this.out = out;
        this.err = err;
    }

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "a command is needed: play, watch, tournament, replay, render, perft or serve");
    }

    /**
     * @param args a command and its arguments; {@code tongiaki --help} lists the commands
     */
    public static void main(String[] args) {
        System.exit(execute(System.in, System.out, System.err, args));
    }

    /**
     * Runs the tool.
     *
     * @param in standard input
     * @param out standard output
     * @param err standard error
     * @param args the arguments
     * @return the exit code (see {@link #EXIT_CODES})
     */
    public static int execute(InputStream in, PrintStream out, PrintStream err, String... args) {
        return commandLine(new BufferedReader(new InputStreamReader(in, Charset.defaultCharset())), out, err).execute(args);
    }

    /**
     * The tool's command line, with one-line error handlers.
     *
     * @param in standard input
     * @param out standard output
     * @param err standard error
     * @return the command line, ready to {@code execute}
     */
    public static CommandLine commandLine(BufferedReader in, PrintStream out, PrintStream err) {
        CommandLine cl = new CommandLine(new TongiakiCommand(in, out, err));
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setParameterExceptionHandler((ex, args) -> {
            String name = ex.getCommandLine().getCommandSpec().qualifiedName();
            err.println(name + ": " + oneLine(ex.getMessage()) + " (see '" + name + " --help')");
            return 2;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            String name = commandLine.getCommandSpec().qualifiedName();
            if (ex instanceof Failure || ex instanceof BotException) {
                err.println(name + ": " + oneLine(ex.getMessage()));
            } else {
                // Not expected: still one line, with what went wrong.
                err.println(name + ": internal error: " + ex.getClass().getSimpleName() + ": " + oneLine(String.valueOf(ex.getMessage())));
            }
            return 1;
        });
        return cl;
    }

    /** A message on one line: line breaks become "; ". */
    static String oneLine(String message) {
        List<String> parts = new ArrayList<>();
        for (String line : String.valueOf(message).split("\\R")) {
            if (!line.isBlank()) {
                parts.add(line.strip());
            }
        }
        return String.join("; ", parts);
    }

    /**
     * {@code tongiaki --version}: the engine's version and rules revision ({@link Version}) and the git commit the
     * tool was built from, which the build writes into {@code build.properties} beside this class
     * (build/GitCommit.java; {@code unknown} without git).
     */
    static final class VersionInfo implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String commit = commit();
            return new String[] {Version.writer(), "rules specification revision " + Version.rulesRevision(),
                commit.equals("unknown") ? "built from an unknown commit" : "built from commit " + commit};
        }

        /** The commit the build wrote, or "unknown". */
        static String commit() {
            try (InputStream in = TongiakiCommand.class.getResourceAsStream("build.properties")) {
                if (in == null) {
                    return "unknown";
                }
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                    if (line.startsWith("commit=") && line.strip().length() > "commit=".length()) {
                        return line.strip().substring("commit=".length());
                    }
                }
                return "unknown";
            } catch (IOException e) {
                return "unknown";
            }
        }
    }

    /** A failure of a command that ran (exit code 1): the message says what went wrong, in one line. */
    static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Failure(String message) {
            super(message);
        }

        Failure(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
