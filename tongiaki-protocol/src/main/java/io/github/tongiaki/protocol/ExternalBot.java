package io.github.tongiaki.protocol;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.TimeUnit;

/**
 * A bot in another program, spoken to through the JSON-lines bot protocol of PROTOCOL.md: one JSON
 * object a line on its standard input and output, like UCI for chess engines. The program is started on
 * the first decision; {@code hello}/{@code ready} open the conversation (the {@code hello} carries the
 * tile set), then each decision is a {@code decide} message (with the events since the bot's previous
 * {@code decide}) answered by {@code choose}, and {@link #close()} sends {@code quit}.
 *
 * <p>A bot learns what a player knows and no more (D-19): each {@code decide} carries its seat's
 * {@linkplain Game#view(Colour) view} ({@link JsonForms#view(Game, Colour)}: the stack as the tiles it holds,
 * never their order), and nothing it is sent holds the game's seed. The {@code seed} of {@code hello} is the
 * one this bot was made with, for its own random draws: its maker must not hand it the game's seed (the
 * command-line tool and the tournament derive it by a one-way hash, {@code Tournament.botSeed}, from a game
 * seed that only the host holds while the game runs, picked from {@code SecureRandom} unless the person gave
 * one: so it leads to no stack, unless a given seed can be guessed).
 *
 * <p>A program that answers garbage, too slowly or not at all (it died) makes {@link #choose} throw a
 * {@link BotException} naming the bot and what it did; the game is never touched, and the bot is dead
 * from then on (its processes are ended). Each answer must come within the timeout; the first, {@code ready},
 * within the timeout or {@link #START_TIMEOUT}, whichever is longer, since interpreters can be slow to start.
 *
 * <p>What a program can do to its host is bounded ({@link Limits}): an answer is one line of at most
 * {@link Limits#lineBytes()} bytes (a longer line is refused when the bound is reached, without holding
 * more); its standard error is read all the time, so that it never blocks on a full pipe, and only its
 * last {@link Limits#stderrBytes()} bytes are kept, for the error messages. When it fails and on
 * {@link #close()}, the whole process tree is ended: the program's descendants, then the program, and on
 * Linux also every process that still has the program's mark ({@link #MARK_VARIABLE}) in its environment,
 * such as a child left running by a program that has exited. An exit is reported as an exit, with its
 * code, even while a child still holds the program's output open.
 *
 * <p>Name form: {@code cmd:python3 my_bot.py} — the command after {@code cmd:}, run in the current
 * directory, its words split as a shell splits them ({@link #words(String)}): separated by spaces, with
 * {@code '…'} and {@code "…"} grouping words and a backslash escaping a character
 * ({@code cmd:python3 "my bots/bot.py" --level 2}). No shell runs: no variables, globs or pipes.
 */
public final class ExternalBot implements Bot, AutoCloseable {

    /** The prefix of an external bot's name. */
    public static final String PREFIX = "cmd:";
    /**
     * The protocol version sent in {@code hello}: 2 since a {@code decide} carries the seat's {@code view} (the
     * stack as the tiles it holds, not in order: D-19) instead of the {@code position}, and {@code hello}'s
     * {@code seed} is the bot's own, never the game's.
     */
    public static final int PROTOCOL = 2;
    /** The default time a bot has for each answer. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
    /** The least time a bot has to start and answer {@code hello} (interpreters can be slow to start). */
    public static final Duration START_TIMEOUT = Duration.ofSeconds(20);
    /**
     * The environment variable set in the bot's environment, to a value of its own: the processes that keep
     * it are ended with the bot (on Linux, where the host can read other processes' environments).
     */
    public static final String MARK_VARIABLE = "TONGIAKI_BOT_MARK";

    /**
     * The bounds of what a bot's program may write.
     *
     * @param lineBytes the most bytes of one line on its standard output (one message), without the
     *     {@code \n}; a longer line fails the bot. At least 64.
     * @param stderrBytes the most bytes of its standard error kept (the last ones), for the error messages;
     *     the rest is read and discarded. At least 0.
     */
    public record Limits(int lineBytes, int stderrBytes) {

        /** 1 MiB a line, the last 64 KiB of standard error. */
        public static final Limits DEFAULT = new Limits(1 << 20, 64 << 10);

        /**
         * @param lineBytes the most bytes of one line of standard output, at least 64
         * @param stderrBytes the most bytes of standard error kept, at least 0
         * @throws IllegalArgumentException if a bound is out of range
         */
        public Limits {
            if (lineBytes < 64) {
                throw new IllegalArgumentException("a bot's line limit must be at least 64 bytes, got " + lineBytes);
            }
            if (stderrBytes < 0) {
                throw new IllegalArgumentException("a bot's standard error limit must not be negative, got " + stderrBytes);
            }
        }
    }

    private static final Duration EXIT_GRACE = Duration.ofMillis(300);

    /** What the reader of the bot's output found. */
    private enum Kind { LINE, TOO_LONG, END, EXITED }

    private record Out(Kind kind, String line) {
    }

    private final String name;
    private final List<String> command;
    private final Duration timeout;
    private final long seed;
    private final Limits limits;
    private final String mark = UUID.randomUUID().toString();
    private Process process;
    private Writer in;
    /** Writes the messages, so that a bot that does not read cannot hold the host beyond its time. */
    private ExecutorService writer;
    /** A few lines at most: a bot that writes more than it is asked blocks, instead of growing the host. */
    private final BlockingQueue<Out> out = new ArrayBlockingQueue<>(4);
    private volatile boolean stopped;
    private Thread reader;
    private Thread errorReader;
    private TailBuffer errors;
    private String failed;
    /** The game's event count after the events last sent, and the last event sent (null: none). */
    private int eventMark;
    private GameEvent lastEvent;
    /** The seat it plays, from its first decision on. */
    private Colour seat;

    /**
     * A bot with the default {@link Limits}.
     *
     * @param name the bot's name, {@code cmd:} followed by the command
     * @param timeout how long it may take for each answer
     * @param seed a seed handed to the bot in {@code hello}, for bots that draw at random: the bot's own, never
     *     the game's (whoever has the game's seed can compute the stack's order, D-19)
     * @throws IllegalArgumentException if the name is not {@code cmd:} followed by a command, or the timeout
     *     is not positive
     */
    public ExternalBot(String name, Duration timeout, long seed) {
        this(name, timeout, seed, Limits.DEFAULT);
    }

    /**
     * @param name the bot's name, {@code cmd:} followed by the command
     * @param timeout how long it may take for each answer
     * @param seed a seed handed to the bot in {@code hello}, for bots that draw at random: the bot's own, never
     *     the game's (D-19)
     * @param limits the bounds of what it may write
     * @throws IllegalArgumentException if the name is not {@code cmd:} followed by a command, or the timeout
     *     is not positive
     */
    public ExternalBot(String name, Duration timeout, long seed, Limits limits) {
        this.name = Objects.requireNonNull(name, "name").strip();
        if (!isExternal(this.name)) {
            throw new IllegalArgumentException("an external bot's name is cmd: followed by a command, got '" + name + "'");
        }
        String cmd = this.name.substring(PREFIX.length()).strip();
        if (cmd.isEmpty()) {
            throw new IllegalArgumentException("no command after cmd: in '" + name + "'");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("a bot's timeout must be positive, got " + timeout);
        }
        this.command = words(cmd);
        this.timeout = timeout;
        this.seed = seed;
        this.limits = Objects.requireNonNull(limits, "limits");
    }

    /**
     * Splits a command into its words as a POSIX shell does, without expanding anything: words are
     * separated by white space; single quotes keep everything between them as it is; double quotes
     * group words, and inside them a backslash escapes {@code "} and {@code \\}; outside quotes a
     * backslash escapes any character.
     *
     * @param command the command
     * @return its words, at least one
     * @throws IllegalArgumentException if a quote is not closed, a backslash ends the command, or there is
     *     no word
     */
    public static List<String> words(String command) {
        return CommandWords.split(command);
    }

    /**
     * {@return whether the name is an external bot's ({@code cmd:…})}
     *
     * @param name a bot name
     */
    public static boolean isExternal(String name) {
        return name.strip().regionMatches(true, 0, PREFIX, 0, PREFIX.length());
    }

    /** {@return the command it runs} */
    public List<String> command() {
        return command;
    }

    /** {@return the bounds of what it may write} */
    public Limits limits() {
        return limits;
    }

    /**
     * {@return true: an external bot is asked the draws of explicit chance of its seat, as the protocol lets it
     * (PROTOCOL.md 3.3), so that a bot or a port can be tested on them}
     */
    @Override
    public boolean decidesChance() {
        return true;
    }

    @Override
    public Option choose(Game game) {
        if (failed != null) {
            throw new BotException(this + " failed before (" + failed + ") and is not asked again", null);
        }
        Decision d = game.decision();
        if (process == null) {
            start(game, d.player());
        }
        int count = game.eventCount();
        int from = eventsFrom(game, count);
        List<GameEvent> events = game.eventsSince(from);
        ObjectNode msg = BotMessages.decide(game, seat, d, from, events);
        String what = "decision " + d.number();
        long deadline = System.nanoTime() + timeout.toNanos();
        send(msg, what, deadline, timeout);
        eventMark = count;
        if (!events.isEmpty()) {
            lastEvent = events.get(events.size() - 1);
        }
        JsonNode answer = receive(what, deadline, timeout);
        String type = answer.path("type").asText("");
        JsonNode number = answer.get("decision");
        JsonNode option = answer.get("option");
        if (!type.equals("choose") || number == null || !number.isInt() || option == null || !option.isInt()) {
            throw fail("answered " + abbreviate(answer.toString()) + " to " + what + " (expected {\"type\":\"choose\",\"decision\":"
                    + d.number() + ",\"option\":<0-" + (d.options().size() - 1) + ">})", null);
        }
        if (number.asInt() != d.number()) {
            throw fail("answered decision " + number.asInt() + " when asked " + what, null);
        }
        int id = option.asInt();
        if (id < 0 || id >= d.options().size()) {
            throw fail("chose option " + id + " of " + what + ", which has options 0-" + (d.options().size() - 1), null);
        }
        return d.options().get(id);
    }

    /**
     * The index in the game's event log of the first event to send: the mark after the events sent last if
     * the game's log still holds the last event sent there (the same game, or a copy of it, moved on), else 0
     * (the game was taken back or replaced: the whole log is sent again, and the bot starts its log afresh).
     */
    private int eventsFrom(Game game, int count) {
        if (eventMark == 0 || eventMark > count) {
            return 0;
        }
        // The log's events are shared by a game and its copies: identity tells the same history.
        return game.eventsSince(eventMark - 1).get(0) == lastEvent ? eventMark : 0;
    }

    private void start(Game game, Colour colour) {
        seat = colour;
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put(MARK_VARIABLE, mark);
        try {
            process = pb.start();
        } catch (IOException e) {
            failed = "cannot start";
            throw new BotException(this + " cannot be started: " + e.getMessage(), e);
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        writer = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "bot-in " + name);
            t.setDaemon(true);
            return t;
        });
        reader = daemon("bot-out " + name, () -> {
            BoundedLines lines = new BoundedLines(process.getInputStream(), limits.lineBytes());
            try {
                String line;
                while ((line = lines.next()) != null) {
                    if (!put(new Out(Kind.LINE, line))) {
                        return;
                    }
                }
                put(new Out(Kind.END, null));
            } catch (BoundedLines.TooLong e) {
                put(new Out(Kind.TOO_LONG, null));
            } catch (IOException e) {
                put(new Out(Kind.END, null)); // the process went away: the end of its output
            }
        });
        errors = new TailBuffer(limits.stderrBytes());
        TailBuffer tail = errors;
        errorReader = daemon("bot-err " + name, () -> {
            byte[] buffer = new byte[8192];
            try (InputStream err = process.getErrorStream()) {
                int n;
                while ((n = err.read(buffer)) > 0) {
                    tail.write(buffer, n);
                }
            } catch (IOException e) {
                // nothing more to read
            }
        });
        // An exit is news even while another process holds the output open; lines written before it come first.
        Thread output = reader;
        process.onExit().thenRun(() -> daemon("bot-exit " + name, () -> {
            try {
                output.join(EXIT_GRACE.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            out.offer(new Out(Kind.EXITED, null)); // the queue full: receive() asks the process itself
        }));
        ObjectNode hello = BotMessages.hello(game, colour, seed);
        Duration first = timeout.compareTo(START_TIMEOUT) > 0 ? timeout : START_TIMEOUT;
        long deadline = System.nanoTime() + first.toNanos();
        send(hello, "hello", deadline, first);
        JsonNode ready = receive("hello", deadline, first);
        if (!ready.path("type").asText("").equals("ready")) {
            throw fail("answered " + abbreviate(ready.toString()) + " to hello (expected {\"type\":\"ready\"})", null);
        }
    }

    private static Thread daemon(String name, Runnable run) {
        Thread t = new Thread(run, name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** Queues what the reader found, waiting while the queue is full; false once the bot is stopped. */
    private boolean put(Out o) {
        try {
            while (!stopped) {
                if (out.offer(o, 100, TimeUnit.MILLISECONDS)) {
                    return true;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return false;
    }

    /**
     * Writes a message within the time left: a bot that does not read its input (a full pipe) is not
     * waited for beyond its time, so the write runs on a thread of its own.
     */
    private void send(JsonNode msg, String what, long deadline, Duration timeout) {
        String text;
        try {
            text = JsonForms.MAPPER.writeValueAsString(msg) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + what + " as JSON", e);
        }
        Future<?> written = writer.submit(() -> {
            in.write(text);
            in.flush();
            return null;
        });
        try {
            written.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            throw fail("did not read " + what + " within " + timeout.toMillis() + " ms" + stderr(), null);
        } catch (ExecutionException e) {
            throw fail("cannot be sent " + what + " (" + e.getCause().getMessage() + ")" + exited(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fail("was interrupted while sending " + what, e);
        }
    }

    private JsonNode receive(String what, long deadline, Duration timeout) {
        Out o;
        try {
            o = out.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fail("was interrupted while waiting for its answer to " + what, e);
        }
        if (o == null) {
            if (!process.isAlive()) {
                throw fail("exited with code " + process.exitValue() + " instead of answering " + what + stderr(), null);
            }
            throw fail("did not answer " + what + " within " + timeout.toMillis() + " ms" + stderr(), null);
        }
        switch (o.kind()) {
            case TOO_LONG:
                throw fail("wrote a line of more than " + limits.lineBytes() + " bytes (the limit of a message) instead of answering "
                        + what, null);
            case END:
                throw fail("ended its output instead of answering " + what + exited(), null);
            case EXITED:
                throw fail("exited with code " + process.exitValue() + " instead of answering " + what
                        + ", its output still held open by a process it started" + stderr(), null);
            default:
                return parse(o.line(), what);
        }
    }

    /** The one JSON object of an answer line: white space around it allowed, nothing else. */
    private JsonNode parse(String line, String what) {
        JsonNode n;
        String rest;
        try (JsonParser p = JsonForms.MAPPER.createParser(line)) {
            n = JsonForms.MAPPER.readTree(p);
            long end = p.currentLocation().getCharOffset();
            rest = n == null || end < 0 || end > line.length() ? "" : line.substring((int) end).strip();
        } catch (JsonProcessingException e) {
            throw fail("answered '" + abbreviate(line) + "' to " + what + ", not JSON", e);
        } catch (IOException e) {
            throw fail("answered '" + abbreviate(line) + "' to " + what + ", which cannot be read (" + e.getMessage() + ")", e);
        }
        if (n == null || !n.isObject()) {
            throw fail("answered '" + abbreviate(line) + "' to " + what + ", not a JSON object", null);
        }
        if (!rest.isEmpty()) {
            throw fail("answered a JSON object followed by '" + abbreviate(rest) + "' to " + what
                    + " (an answer is exactly one JSON object a line)", null);
        }
        return n;
    }

    /** Why the process is gone, with the last lines of its standard error, if it has exited. */
    private String exited() {
        try {
            if (!process.waitFor(500, TimeUnit.MILLISECONDS)) {
                return "";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
        return ": it exited with code " + process.exitValue() + stderr();
    }

    /**
     * The last lines of the bot's standard error, for a message: {@code (stderr: a | b)}, its end if long,
     * with the number of bytes not kept; empty if it wrote nothing.
     */
    private String stderr() {
        if (errors == null) {
            return "";
        }
        if (!process.isAlive()) {
            try {
                errorReader.join(EXIT_GRACE.toMillis()); // what it wrote last may still be on its way
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return errors.summary();
    }

    private BotException fail(String what, Throwable cause) {
        failed = what;
        endTree();
        return new BotException(this + " " + what, cause);
    }

    private static String abbreviate(String s) {
        return s.length() <= 120 ? s : s.substring(0, 117) + "...";
    }

    /**
     * Ends the bot's whole process tree: its descendants, the processes that keep its mark (a child of a
     * program that has exited is no one's descendant any more), their descendants, then the program.
     */
    private void endTree() {
        stopped = true;
        if (process == null) {
            return;
        }
        Set<ProcessHandle> tree = new LinkedHashSet<>();
        process.descendants().forEach(tree::add);
        for (ProcessHandle h : ProcessMarks.marked(mark)) {
            tree.add(h);
            h.descendants().forEach(tree::add);
        }
        tree.remove(process.toHandle());
        tree.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        writer.shutdownNow();
    }

    /** {@return the exit code, if the bot's process has ended} */
    public Optional<Integer> exitCode() {
        return process == null || process.isAlive() ? Optional.empty() : Optional.of(process.exitValue());
    }

    /**
     * Sends {@code quit}, gives the program a moment to end, then ends its whole process tree (see the
     * class comment).
     */
    @Override
    public void close() {
        if (process == null) {
            return;
        }
        Set<ProcessHandle> before = new LinkedHashSet<>();
        process.descendants().forEach(before::add);
        if (failed == null && process.isAlive()) {
            Future<?> quit = writer.submit(() -> {
                in.write("{\"type\":\"quit\"}\n");
                in.flush();
                in.close();
                return null;
            });
            try {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
                quit.get(1, TimeUnit.SECONDS);
                process.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (ExecutionException | TimeoutException e) {
                // it is ended below
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        before.forEach(ProcessHandle::destroyForcibly); // where processes cannot be found by their mark
        endTree();
    }

    @Override
    public String toString() {
        return "bot '" + name + "'";
    }
}
