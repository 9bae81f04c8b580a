package io.github.tongiaki.examples;

import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.bots.GreedyBot;
import io.github.tongiaki.bots.GuidedMctsBot;
import io.github.tongiaki.bots.MctsBot;
import io.github.tongiaki.bots.RandomBot;
import io.github.tongiaki.bots.learned.LearnedBot;
import io.github.tongiaki.bots.learned.Network;
import io.github.tongiaki.bots.tournament.Contestant;
import io.github.tongiaki.protocol.ExternalBot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A bot as the CLI and the web name it: {@code random}, {@code greedy}, {@code mcts}, {@code mcts:K},
 * {@code guided}, {@code guided:K}, {@code learned}, {@code learned:K}, {@code learned@FILE}, {@code learned:K@FILE} or
 * {@code cmd:COMMAND} (an external program speaking the bot protocol of PROTOCOL.md). The bots themselves are
 * tongiaki-bots' ({@link RandomBot}, {@link GreedyBot}, {@link MctsBot}, {@link GuidedMctsBot}, {@link LearnedBot} with
 * its shipped weights or those of a file) and tongiaki-protocol's ({@link ExternalBot}); this only parses names and
 * makes bots.
 *
 * <p>Parsing reads no file and starts no program: a name may come from a web page or a saved game, which must not make
 * this machine read a file or run a program. The command line reads a weights file when it takes the name
 * ({@link #loadWeights()}); the web server and a saved game refuse a name with one.
 *
 * @param kind random, greedy, mcts, guided, learned, or cmd
 * @param playouts search playouts per move (0: none given)
 * @param timeMillis search time per move, or an external bot's time for each answer (0: none given)
 * @param command the external bot's command (cmd only, else null)
 * @param threads the trees an mcts or guided bot searches at once (root parallelism; 0 or 1: one; learned searches one)
 * @param weights the learned bot's weights file ({@code .npz}, docs/learning.md), or null for the shipped weights
 */
public record BotSpec(String kind, int playouts, long timeMillis, String command, int threads, String weights) {

    /** The kinds of bot, as {@code --bots} names them. */
    public static final List<String> KINDS = List.of("random", "greedy", "mcts", "guided", "learned");

    /**
     * Checks the kind.
     *
     * @param kind random, greedy, mcts, guided, learned or cmd
     * @param playouts search playouts per move
     * @param timeMillis search time per move, or an external bot's time for each answer
     * @param command the external bot's command (cmd only)
     * @param threads the search's trees at once (0: one)
     * @param weights the learned bot's weights file, or null (learned only)
     */
    public BotSpec {
        Objects.requireNonNull(kind, "kind");
        if (!KINDS.contains(kind) && !kind.equals("cmd")) {
            throw new IllegalArgumentException("unknown bot '" + kind + "' (known: " + String.join(", ", KINDS)
                    + ", mcts:K, guided:K, learned:K, cmd:COMMAND)");
        }
        if (kind.equals("cmd") != (command != null)) {
            throw new IllegalArgumentException("a command goes with the kind cmd and only with it");
        }
        if (playouts < 0 || timeMillis < 0) {
            throw new IllegalArgumentException("a bot's playouts and time are not negative, got " + playouts + " and " + timeMillis);
        }
        if (threads < 0) {
            throw new IllegalArgumentException("a bot's search threads are not negative, got " + threads);
        }
        if (weights != null && (!kind.equals("learned") || weights.isBlank())) {
            throw new IllegalArgumentException("only learned takes a weights file, and it needs a path: learned@FILE");
        }
    }

    /**
     * A bot without a weights file.
     *
     * @param kind random, greedy, mcts, guided, learned or cmd
     * @param playouts search playouts per move
     * @param timeMillis search time per move, or an external bot's time for each answer
     * @param command the external bot's command (cmd only)
     * @param threads the search's trees at once (0: one)
     */
    public BotSpec(String kind, int playouts, long timeMillis, String command, int threads) {
        this(kind, playouts, timeMillis, command, threads, null);
    }

    /**
     * A bot with one search thread.
     *
     * @param kind random, greedy, mcts, guided, learned or cmd
     * @param playouts search playouts per move
     * @param timeMillis search time per move, or an external bot's time for each answer
     * @param command the external bot's command (cmd only)
     */
    public BotSpec(String kind, int playouts, long timeMillis, String command) {
        this(kind, playouts, timeMillis, command, 0);
    }

    /**
     * A built-in bot.
     *
     * @param kind random, greedy, mcts, guided or learned
     * @param playouts search playouts per move
     * @param timeMillis search time per move
     */
    public BotSpec(String kind, int playouts, long timeMillis) {
        this(kind, playouts, timeMillis, null);
    }

    /** {@return whether this bot searches (mcts, guided or learned): it takes a playout count and a time per move} */
    public boolean searches() {
        return kind.equals("mcts") || kind.equals("guided") || kind.equals("learned");
    }

    /**
     * Parses {@code random}, {@code greedy}, {@code mcts}, {@code mcts:K}, {@code guided}, {@code guided:K},
     * {@code learned}, {@code learned:K}, {@code learned@FILE}, {@code learned:K@FILE} or {@code cmd:COMMAND} (e.g.
     * {@code cmd:python3 my_bot.py}). Reads no file: see {@link #loadWeights()}.
     *
     * @param text the text
     * @param playouts the search's playouts when not given in the text
     * @param timeMillis the search's time budget
     * @return the bot's spec
     * @throws IllegalArgumentException if the text names no bot
     */
    public static BotSpec parse(String text, int playouts, long timeMillis) {
        if (ExternalBot.isExternal(text)) {
            String command = text.strip().substring(ExternalBot.PREFIX.length()).strip();
            if (command.isEmpty()) {
                throw new IllegalArgumentException("no command after cmd: in '" + text + "' (e.g. cmd:python3 my_bot.py)");
            }
            ExternalBot.words(command); // a quote that is not closed is a usage error now, not when the bot starts
            return new BotSpec("cmd", 0, 0, command);
        }
        int at = text.indexOf('@');
        if (at >= 0) {
            // learned@FILE: the path as written (a file name's case matters), the name before it as any other
            String file = text.substring(at + 1).strip();
            BotSpec learned = parse(text.substring(0, at), playouts, timeMillis);
            if (!learned.kind().equals("learned")) {
                throw new IllegalArgumentException("only learned takes a weights file (learned@FILE or learned:K@FILE): '" + text.strip() + "'");
            }
            if (file.isEmpty()) {
                throw new IllegalArgumentException("no weights file after @ in '" + text.strip() + "' (learned@FILE, e.g. learned@best.npz)");
            }
            return new BotSpec(learned.kind, learned.playouts, learned.timeMillis, null, 0, file);
        }
        String t = text.strip().toLowerCase(Locale.ROOT);
        int colon = t.indexOf(':');
        if (colon >= 0) {
            String kind = t.substring(0, colon);
            if (!kind.equals("mcts") && !kind.equals("guided") && !kind.equals("learned")) {
                throw new IllegalArgumentException("only mcts, guided and learned take a playout count: '" + text + "'");
            }
            int k;
            try {
                k = Integer.parseInt(t.substring(colon + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a playout count in '" + text + "' (" + kind + ":K with K at least 1)", e);
            }
            if (k < 1) {
                throw new IllegalArgumentException("not a playout count in '" + text + "' (" + kind + ":K with K at least 1)");
            }
            return new BotSpec(kind, k, timeMillis);
        }
        BotSpec plain = new BotSpec(t, 0, 0);
        return plain.searches() ? new BotSpec(t, playouts, timeMillis) : plain;
    }

    /**
     * {@return this spec with a time for each answer if it is an external bot; others as they are}
     *
     * @param millis the time for each answer (0: {@link ExternalBot#DEFAULT_TIMEOUT})
     */
    public BotSpec withAnswerTimeout(long millis) {
        return kind.equals("cmd") ? new BotSpec(kind, 0, millis, command, 0, null) : this;
    }

    /**
     * {@return this spec with a search budget: {@code playouts} unless the spec names its own
     * ({@code mcts:K}), and {@code timeMillis}; bots that do not search are returned as they are}
     *
     * @param playouts playouts per move (0: none)
     * @param timeMillis time per move (0: none)
     */
    public BotSpec withBudget(int playouts, long timeMillis) {
        if (!searches()) {
            // the budget is the search's; an external bot keeps its answer time
            return this;
        }
        return new BotSpec(kind, this.playouts > 0 ? this.playouts : playouts, timeMillis, null, threads, weights);
    }

    /**
     * {@return this spec searching that many trees at once (MCTS root parallelism) if it searches; others as they are}
     *
     * @param count trees searched at once, at least 1
     * @throws IllegalArgumentException if the count is below 1
     */
    public BotSpec withThreads(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("a search needs at least one thread, got " + count);
        }
        return searches() ? new BotSpec(kind, playouts, timeMillis, null, count, weights) : this;
    }

    /**
     * Makes the bot. An external bot is asked the draws of explicit chance of its seat (so that a bot or a
     * port can be tested on them); the built-in bots are not.
     *
     * @param seed the bot's seed
     * @return a new bot; an external one holds a program and is {@link AutoCloseable}
     */
    public Bot create(long seed) {
        return switch (kind) {
            case "cmd" -> new ExternalBot(ExternalBot.PREFIX + command,
                    timeMillis > 0 ? Duration.ofMillis(timeMillis) : ExternalBot.DEFAULT_TIMEOUT, seed);
            case "random" -> new RandomBot(seed);
            case "greedy" -> new GreedyBot(seed);
            case "guided" -> new GuidedMctsBot(settings(GuidedMctsBot.settings()), seed);
            case "learned" -> weights == null
                    ? new LearnedBot(new LearnedBot.Settings(playouts, Duration.ofMillis(timeMillis)), seed)
                    : new LearnedBot(loadWeights(), new LearnedBot.Settings(playouts, Duration.ofMillis(timeMillis)), seed);
            default -> new MctsBot(settings(MctsBot.Settings.playouts(1)), seed);
        };
    }

    /** The weights files read so far, by absolute path: a tournament makes a bot for every game and seat. */
    private static final Map<Path, Network> WEIGHTS = new ConcurrentHashMap<>();

    /**
     * Reads this spec's weights file, once per file in a process ({@link Network#read(Path)}: bounded, checked).
     *
     * @return the network, or null if this spec names no weights file
     * @throws IllegalArgumentException if the file cannot be read or holds no network, naming the file and why
     */
    public Network loadWeights() {
        if (weights == null) {
            return null;
        }
        Path file = Path.of(weights).toAbsolutePath().normalize();
        Network n = WEIGHTS.get(file);
        if (n == null) {
            if (!Files.isRegularFile(file)) {
                // not a directory, a device or a pipe, whose reading could wait for ever
                throw new IllegalArgumentException("cannot read the weights file '" + weights + "': "
                        + (Files.exists(file) ? "not a regular file" : "no such file"));
            }
            try {
                n = Network.read(file);
            } catch (IOException | RuntimeException e) {
                throw new IllegalArgumentException("cannot read the weights file '" + weights + "': " + e.getMessage(), e);
            }
            WEIGHTS.putIfAbsent(file, n);
        }
        return n;
    }

    /** The search budget of this spec on top of a bot's settings. */
    private MctsBot.Settings settings(MctsBot.Settings base) {
        return new MctsBot.Settings(playouts, Duration.ofMillis(timeMillis), base.exploration(), base.reward(), base.greedyBias(),
                Math.max(1, threads), base.playoutDepth());
    }

    /** {@return this spec as a tournament contestant, named as {@link #toString()} writes it} */
    public Contestant contestant() {
        return new Contestant(toString(), this::create);
    }

    /** @return the spec as {@link #parse} reads it */
    @Override
    public String toString() {
        if (kind.equals("cmd")) {
            return ExternalBot.PREFIX + command;
        }
        String name = searches() && playouts > 0 ? kind + ":" + playouts : kind;
        return weights == null ? name : name + "@" + weights;
    }
}
