package io.github.tongiaki.protocol;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.bots.Bot;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A bot in another program, spoken to through the JSON-lines bot protocol of PROTOCOL.md: one JSON
 * object a line on its standard input and output, like UCI for chess engines. The program is started on
 * the first decision; {@code hello}/{@code ready} open the conversation, then each decision is a
 * {@code decide} message answered by {@code choose}, and {@link #close()} sends {@code quit}.
 *
 * <p>A program that answers garbage, too slowly or not at all (it died) makes {@link #choose} throw a
 * {@link BotException} naming the bot and what it did; the game is never touched, and the bot is dead
 * from then on (its process is ended). Each answer must come within the timeout; the first, {@code ready},
 * within the timeout or {@link #START_TIMEOUT}, whichever is longer, since interpreters can be slow to start.
 *
 * <p>Name form: {@code cmd:python3 my_bot.py} — the command after {@code cmd:}, run in the current
 * directory, its words split as a shell splits them ({@link #words(String)}): separated by spaces, with
 * {@code '…'} and {@code "…"} grouping words and a backslash escaping a character
 * ({@code cmd:python3 "my bots/bot.py" --level 2}). No shell runs: no variables, globs or pipes.
 */
public final class ExternalBot implements Bot, AutoCloseable {

    /** The prefix of an external bot's name. */
    public static final String PREFIX = "cmd:";
    /** The protocol version sent in {@code hello}. */
    public static final int PROTOCOL = 1;
    /** The default time a bot has for each answer. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
    /** The least time a bot has to start and answer {@code hello} (interpreters can be slow to start). */
    public static final Duration START_TIMEOUT = Duration.ofSeconds(20);

    private static final String EOF = new String("end of output");

    private final String name;
    private final List<String> command;
    private final Duration timeout;
    private final long seed;
    private Process process;
    private Writer in;
    private final BlockingQueue<String> out = new LinkedBlockingQueue<>();
    private final Deque<String> errors = new ArrayDeque<>();
    private String failed;

    /**
     * @param name the bot's name, {@code cmd:} followed by the command
     * @param timeout how long it may take for each answer
     * @param seed a seed handed to the bot in {@code hello}, for bots that draw at random
     * @throws IllegalArgumentException if the name is not {@code cmd:} followed by a command, or the timeout
     *     is not positive
     */
    public ExternalBot(String name, Duration timeout, long seed) {
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
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (Character.isWhitespace(c)) {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
                continue;
            }
            if (word == null) {
                word = new StringBuilder();
            }
            if (c == '\'') {
                int end = command.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("a ' is not closed in the command '" + command + "'");
                }
                word.append(command, i + 1, end);
                i = end;
            } else if (c == '"') {
                int j = i + 1;
                for (; j < command.length() && command.charAt(j) != '"'; j++) {
                    char d = command.charAt(j);
                    if (d == '\\' && j + 1 < command.length() && (command.charAt(j + 1) == '"' || command.charAt(j + 1) == '\\')) {
                        j++;
                        d = command.charAt(j);
                    }
                    word.append(d);
                }
                if (j >= command.length()) {
                    throw new IllegalArgumentException("a \" is not closed in the command '" + command + "'");
                }
                i = j;
            } else if (c == '\\') {
                if (i + 1 >= command.length()) {
                    throw new IllegalArgumentException("a backslash ends the command '" + command + "'");
                }
                word.append(command.charAt(++i));
            } else {
                word.append(c);
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("no command after cmd:");
        }
        return List.copyOf(words);
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

    @Override
    public Option choose(Game game) {
        if (failed != null) {
            throw new BotException(this + " failed before (" + failed + ") and is not asked again", null);
        }
        Decision d = game.decision();
        if (process == null) {
            start(game, d.player());
        }
        ObjectNode msg = JsonForms.MAPPER.createObjectNode();
        msg.put("type", "decide");
        msg.set("decision", JsonForms.decision(d));
        msg.set("position", JsonForms.position(game));
        send(msg, "decision " + d.number());
        String what = "decision " + d.number();
        JsonNode answer = receive(what, timeout);
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

    private void start(Game game, Colour colour) {
        ProcessBuilder pb = new ProcessBuilder(command);
        try {
            process = pb.start();
        } catch (IOException e) {
            failed = "cannot start";
            throw new BotException(this + " cannot be started: " + e.getMessage(), e);
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    out.add(line);
                }
            } catch (IOException e) {
                // the process went away: reported as the end of its output
            }
            out.add(EOF);
        }, "bot-out " + name);
        reader.setDaemon(true);
        reader.start();
        Thread err = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    synchronized (errors) {
                        errors.addLast(line);
                        if (errors.size() > 5) {
                            errors.removeFirst();
                        }
                    }
                }
            } catch (IOException e) {
                // nothing more to read
            }
        }, "bot-err " + name);
        err.setDaemon(true);
        err.start();
        ObjectNode hello = JsonForms.MAPPER.createObjectNode();
        hello.put("type", "hello");
        hello.put("protocol", PROTOCOL);
        hello.put("colour", colour.toString());
        hello.set("players", JsonForms.value(game.players()));
        hello.set("options", JsonForms.ruleOptions(game.setup().options()));
        hello.put("seed", seed);
        send(hello, "hello");
        JsonNode ready = receive("hello", timeout.compareTo(START_TIMEOUT) > 0 ? timeout : START_TIMEOUT);
        if (!ready.path("type").asText("").equals("ready")) {
            throw fail("answered " + abbreviate(ready.toString()) + " to hello (expected {\"type\":\"ready\"})", null);
        }
    }

    private void send(JsonNode msg, String what) {
        try {
            in.write(JsonForms.MAPPER.writeValueAsString(msg));
            in.write('\n');
            in.flush();
        } catch (IOException e) {
            throw fail("cannot be sent " + what + " (" + e.getMessage() + ")" + exited(), e);
        }
    }

    private JsonNode receive(String what, Duration timeout) {
        String line;
        try {
            line = out.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fail("was interrupted while waiting for its answer to " + what, e);
        }
        if (line == null) {
            throw fail("did not answer " + what + " within " + timeout.toMillis() + " ms", null);
        }
        if (line == EOF) {
            throw fail("ended its output instead of answering " + what + exited(), null);
        }
        try {
            JsonNode n = JsonForms.MAPPER.readTree(line);
            if (n == null || !n.isObject()) {
                throw fail("answered '" + abbreviate(line) + "' to " + what + ", not a JSON object", null);
            }
            return n;
        } catch (JsonProcessingException e) {
            throw fail("answered '" + abbreviate(line) + "' to " + what + ", not JSON", e);
        }
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
        String tail;
        synchronized (errors) {
            tail = String.join(" | ", errors);
        }
        return ": it exited with code " + process.exitValue() + (tail.isEmpty() ? "" : " (stderr: " + abbreviate(tail) + ")");
    }

    private BotException fail(String what, Throwable cause) {
        failed = what;
        destroy();
        return new BotException(this + " " + what, cause);
    }

    private static String abbreviate(String s) {
        return s.length() <= 120 ? s : s.substring(0, 117) + "...";
    }

    private void destroy() {
        if (process != null) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    /** {@return the exit code, if the bot's process has ended} */
    public Optional<Integer> exitCode() {
        return process == null || process.isAlive() ? Optional.empty() : Optional.of(process.exitValue());
    }

    /** Sends {@code quit}, gives the program a moment to end, then ends its process. */
    @Override
    public void close() {
        if (process == null) {
            return;
        }
        if (failed == null && process.isAlive()) {
            try {
                in.write("{\"type\":\"quit\"}\n");
                in.flush();
                in.close();
                process.waitFor(1, TimeUnit.SECONDS);
            } catch (IOException e) {
                // it is ended below
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        destroy();
    }

    @Override
    public String toString() {
        return "bot '" + name + "'";
    }
}
