package io.github.tongiaki.examples;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.protocol.BotException;
import io.github.tongiaki.protocol.ExternalBot;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import java.util.function.LongSupplier;
import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.bots.RandomBot;
import io.github.tongiaki.bots.GreedyBot;
import io.github.tongiaki.bots.MctsBot;

/**
 * A tournament among bots: N games for 2–6 players with the seats rotated from game to game, then per
 * bot the win rate (a shared first place counts as 1/k of a win for each of the k winners), the mean
 * score and the mean rank, with 95% intervals (a Wilson score interval for the win rate).
 *
 * <p>Started as {@code tongiaki tournament} ({@link io.github.tongiaki.examples.cli.TournamentCommand}),
 * which documents the options:
 *
 * <ul>
 *   <li>{@code --bots}: the line-up, one entry per seat (repeated in turn when there are more seats than
 *       entries): {@code random}, {@code greedy}, {@code mcts} or {@code mcts:K} (K playouts per move).</li>
 *   <li>{@code --players}: seats per game (default: the number of entries, at least 2).</li>
 *   <li>Game {@code g} has its own seed ({@link #gameSeed}) and seats the line-up rotated by {@code g}:
 *       seat {@code s} gets entry {@code (s + g) mod P}. Seat 0 is blue and starts.</li>
 *   <li>{@code --seeds} prints each game's seed, seating and result; {@code --replay GAME_SEED} with the
 *       printed seating as {@code --bots} replays that game with a full log.</li>
 *   <li>{@code --playouts} and {@code --time-ms}: the MCTS budget per move (default 200 playouts).</li>
 *   <li>{@code --threads}: games played at the same time (default {@link #defaultThreads()}, the
 *       available processors).</li>
 * </ul>
 *
 * <p><b>Threads.</b> Games are independent given their seeds: every game builds its own {@link Game} and
 * its own bots ({@link Entry#create}, seeded by {@link #botSeed}), so no bot is shared between threads
 * and {@link #run} returns the same results (seeds, seatings, standings, decisions, in game order) for
 * every thread count. The built-in bots keep their state (random generator, MCTS scratch arrays) per
 * instance. An external bot ({@code cmd:}) gets its own process for every game and seat, so with
 * {@code T} threads up to {@code T} games' programs run at once; its answers are the same for any thread
 * count as long as the program itself is deterministic given the seed it is handed. Results depend on
 * the thread count only through time: MCTS on a time budget ({@code --time-ms}) searches as far as its
 * share of the processor lets it, and an external bot may run out of its answer time on a loaded machine.
 */
public final class Tournament {

    /**
     * An entry of the line-up: a kind of bot and its settings.
     *
     * @param kind random, greedy, mcts, or cmd (an external program, {@link ExternalBot})
     * @param playouts MCTS playouts per move (0: none given)
     * @param timeMillis MCTS time per move, or an external bot's time for each answer (0: none given)
     * @param command the external bot's command (cmd only, else null)
     */
    public record Entry(String kind, int playouts, long timeMillis, String command) {

        /** The kinds of bot, as {@code --bots} names them. */
        public static final List<String> KINDS = List.of("random", "greedy", "mcts");

        /**
         * Checks the kind.
         *
         * @param kind random, greedy, mcts or cmd
         * @param playouts MCTS playouts per move
         * @param timeMillis MCTS time per move, or an external bot's time for each answer
         * @param command the external bot's command (cmd only)
         */
        public Entry {
            Objects.requireNonNull(kind, "kind");
            if (!KINDS.contains(kind) && !kind.equals("cmd")) {
                throw new IllegalArgumentException("unknown bot '" + kind + "' (known: " + String.join(", ", KINDS)
                        + ", mcts:K, cmd:COMMAND)");
            }
            if (kind.equals("cmd") != (command != null)) {
                throw new IllegalArgumentException("a command goes with the kind cmd and only with it");
            }
            if (playouts < 0 || timeMillis < 0) {
                throw new IllegalArgumentException("a bot's playouts and time are not negative, got " + playouts + " and " + timeMillis);
            }
        }

        /**
         * An entry of a built-in bot.
         *
         * @param kind random, greedy or mcts
         * @param playouts MCTS playouts per move
         * @param timeMillis MCTS time per move
         */
        public Entry(String kind, int playouts, long timeMillis) {
            this(kind, playouts, timeMillis, null);
        }

        /**
         * Parses {@code random}, {@code greedy}, {@code mcts}, {@code mcts:K} or {@code cmd:COMMAND} (an
         * external program speaking the bot protocol of PROTOCOL.md, e.g. {@code cmd:python3 my_bot.py}).
         *
         * @param text the text
         * @param playouts the MCTS playouts when not given in the text
         * @param timeMillis the MCTS time budget
         * @return the entry
         */
        public static Entry parse(String text, int playouts, long timeMillis) {
            if (ExternalBot.isExternal(text)) {
                String command = text.strip().substring(ExternalBot.PREFIX.length()).strip();
                if (command.isEmpty()) {
                    throw new IllegalArgumentException("no command after cmd: in '" + text + "' (e.g. cmd:python3 my_bot.py)");
                }
                ExternalBot.words(command); // a quote that is not closed is a usage error now, not when the bot starts
                return new Entry("cmd", 0, 0, command);
            }
            String t = text.strip().toLowerCase(Locale.ROOT);
            int colon = t.indexOf(':');
            if (colon >= 0) {
                String kind = t.substring(0, colon);
                if (!kind.equals("mcts")) {
                    throw new IllegalArgumentException("only mcts takes a playout count: '" + text + "'");
                }
                int k;
                try {
                    k = Integer.parseInt(t.substring(colon + 1));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("not a playout count in '" + text + "' (mcts:K with K at least 1)", e);
                }
                if (k < 1) {
                    throw new IllegalArgumentException("not a playout count in '" + text + "' (mcts:K with K at least 1)");
                }
                return new Entry(kind, k, timeMillis);
            }
            return new Entry(t, t.equals("mcts") ? playouts : 0, t.equals("mcts") ? timeMillis : 0);
        }

        /**
         * {@return this entry with a time for each answer if it is an external bot; others as they are}
         *
         * @param millis the time for each answer (0: {@link ExternalBot#DEFAULT_TIMEOUT})
         */
        public Entry withAnswerTimeout(long millis) {
            return kind.equals("cmd") ? new Entry(kind, 0, millis, command) : this;
        }

        /**
         * {@return this entry with an MCTS budget: {@code playouts} unless the entry names its own
         * ({@code mcts:K}), and {@code timeMillis}; other kinds are returned as they are}
         *
         * @param playouts playouts per move (0: none)
         * @param timeMillis time per move (0: none)
         */
        public Entry withBudget(int playouts, long timeMillis) {
            if (!kind.equals("mcts")) {
                // the budget is MCTS's; an external bot keeps its answer time
                return this;
            }
            return new Entry(kind, this.playouts > 0 ? this.playouts : playouts, timeMillis);
        }

        /**
         * @param seed the bot's seed
         * @return a new bot
         */
        public Bot create(long seed) {
            return switch (kind) {
                case "cmd" -> new ExternalBot(ExternalBot.PREFIX + command,
                        timeMillis > 0 ? Duration.ofMillis(timeMillis) : ExternalBot.DEFAULT_TIMEOUT, seed);
                case "random" -> new RandomBot(seed);
                case "greedy" -> new GreedyBot(seed);
                default -> {
                    MctsBot.Settings s = playouts > 0 ? MctsBot.Settings.playouts(playouts)
                            : MctsBot.Settings.timeBudget(Duration.ofMillis(timeMillis));
                    if (playouts > 0 && timeMillis > 0) {
                        s = s.withTimeBudget(Duration.ofMillis(timeMillis));
                    }
                    yield new MctsBot(s, seed);
                }
            };
        }

        /** @return the entry as {@link #parse} reads it */
        @Override
        public String toString() {
            if (kind.equals("cmd")) {
                return ExternalBot.PREFIX + command;
            }
            return kind.equals("mcts") && playouts > 0 ? "mcts:" + playouts : kind;
        }
    }

    /**
     * The result of one game.
     *
     * @param index the game's number, from 0
     * @param seed the game's seed
     * @param seating the entry index of each seat
     * @param standings the final standings
     * @param decisions the number of decisions taken
     */
    public record GameResult(int index, long seed, int[] seating, List<Standing> standings, int decisions) {
    }

    /**
     * Per-entry statistics.
     *
     * @param label the entry's label
     * @param games games played
     * @param winRate mean wins per game (shared first places count fractionally)
     * @param winLow lower end of its 95% Wilson score interval
     * @param winHigh upper end of its 95% Wilson score interval
     * @param meanScore mean final score
     * @param meanScoreHalfWidth half-width of its 95% confidence interval
     * @param meanRank mean rank (1 = first)
     */
    public record Stats(String label, int games, double winRate, double winLow, double winHigh, double meanScore,
            double meanScoreHalfWidth, double meanRank) {
    }

    private Tournament() {
    }

    /**
     * Ends the bots that hold resources (external programs), quietly.
     *
     * @param bots bots
     */
    public static void closeAll(Iterable<Bot> bots) {
        for (Bot b : bots) {
            if (b instanceof AutoCloseable c) {
                try {
                    c.close();
                } catch (Exception e) {
                    // a bot that cannot be ended cleanly is ended by its own close(); nothing to report here
                }
            }
        }
    }

    /**
     * The seed of game {@code g} of a tournament: a SplitMix64 step of the tournament's seed.
     *
     * @param seed the tournament's seed
     * @param g the game's number, from 0
     * @return the game's seed
     */
    public static long gameSeed(long seed, int g) {
        long z = seed + (g + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * The seed of the bot in a seat: the same in a tournament, a replay, {@code watch}, {@code play}, the
     * web and the main job ({@link PlayGame}), so that the same seed and bots give the same game everywhere.
     *
     * @param gameSeed the game's seed
     * @param seat the seat, from 0
     * @return the bot's seed: {@code gameSeed * 31 + seat}
     */
    public static long botSeed(long gameSeed, int seat) {
        return gameSeed * 31 + seat;
    }

    /**
     * Plays one game of the standard set-up ({@link GameSetup#of(int, long)}).
     *
     * @param players the number of seats
     * @param seed the game's seed (stack and bots)
     * @param seatBots the entry of each seat
     * @param log where to write a full log, or null for none
     * @return the final standings and the number of decisions
     */
    public static GameResult playGame(int players, long seed, List<Entry> seatBots, PrintStream log) {
        return playGame(GameSetup.of(players, seed), seed, seatBots, log, null);
    }

    /**
     * Plays one game and hands over the text of each choice as it is taken (for a game record written as
     * the game goes). The log is the main job's ({@link PlayGame}): the same seed and bots give the same
     * game and the same log in every entry point.
     *
     * <p>Under explicit chance ({@link io.github.tongiaki.core.engine.TileSource#chance()}) a draw is a
     * {@code CHANCE} decision: an external bot is asked it like any decision of its seat (so that a bot or a
     * port can be tested on it; it may pick the tile it likes, so this is no fair game); for a built-in bot
     * the tile is drawn at random, each tile left equally likely, from a generator seeded with the game's
     * seed.
     *
     * @param setup the game's set-up
     * @param seed the seed of the bots (and of the draws under explicit chance)
     * @param seatBots the entry of each seat
     * @param log where to write a full log, or null for none
     * @param choices receives the text of every choice, in order, just after it is applied; or null
     * @return the final standings and the number of decisions
     * @throws io.github.tongiaki.protocol.BotException if an external bot fails (the game is
     *     left as it was before its decision)
     */
    public static GameResult playGame(GameSetup setup, long seed, List<Entry> seatBots, PrintStream log, Consumer<String> choices) {
        Game game = Game.start(setup);
        int players = game.players().size();
        Map<Colour, Bot> bots = new EnumMap<>(Colour.class);
        SplittableRandom chance = new SplittableRandom(seed);
        List<GameEvent> all = new ArrayList<>(game.lastEvents());
        int decisions = 0;
        try {
            for (int s = 0; s < players; s++) {
                bots.put(game.players().get(s), seatBots.get(s).create(botSeed(seed, s)));
            }
            if (log != null) {
                PlayGame.header(game, seed, seatBots, log);
            }
            while (!game.isOver()) {
                Decision d = game.decision();
                Bot bot = bots.get(d.player());
                Option o;
                boolean drawn = d.kind() == DecisionKind.CHANCE && !(bot instanceof ExternalBot);
                o = drawn ? d.options().get(chance.nextInt(d.options().size())) : bot.choose(game);
                if (log != null) {
                    log.println(drawn ? PlayGame.drawLine(d, o) : PlayGame.choiceLine(d, d.player().toString(), o));
                    List<GameEvent> events = game.apply(o);
                    all.addAll(events);
                    PlayGame.print(events, log);
                } else {
                    game.applyQuietly(o.id());
                }
                if (choices != null) {
                    choices.accept(o.text());
                }
                decisions++;
            }
        } finally {
            closeAll(bots.values());
        }
        List<Standing> standings = game.position().standings();
        if (log != null) {
            List<String> names = new ArrayList<>();
            for (Entry e : seatBots.subList(0, players)) {
                names.add(e.toString());
            }
            PlayGame.ending(game, all, names.stream().distinct().count() > 1 ? names : null, null, log);
        }
        return new GameResult(-1, seed, null, standings, decisions);
    }

    /**
     * Runs a tournament.
     *
     * @param games the number of games
     * @param players seats per game (2–6)
     * @param lineup the entries; seat {@code s} of game {@code g} gets entry {@code (s + g) mod players}
     *     of the line-up repeated to {@code players} seats
     * @param seed the tournament's seed
     * @param threads games played at the same time (at least 1); the results do not depend on it (see the
     *     class comment)
     * @param progress where to draw a progress bar, or null
     * @return the results, in game order
     * @throws IllegalArgumentException if {@code threads} is below 1
     */
    public static List<GameResult> run(int games, int players, List<Entry> lineup, long seed, int threads, Progress progress) {
        return run(games, players, lineup, seed, threads, progress, s -> GameSetup.of(players, s));
    }

    /**
     * Runs a tournament with a set-up of its own (rule options, start player, explicit chance).
     *
     * @param games the number of games
     * @param players seats per game (2–6)
     * @param lineup the entries, seated as in {@link #run(int, int, List, long, int, Progress)}
     * @param seed the tournament's seed
     * @param threads games played at the same time (at least 1)
     * @param progress where to draw a progress bar, or null
     * @param setupOf the set-up of a game, given its seed (for {@code players} players)
     * @return the results, in game order
     * @throws IllegalArgumentException if {@code threads} is below 1
     * @throws BotException if an external bot fails, naming the game, its seed and seats
     */
    public static List<GameResult> run(int games, int players, List<Entry> lineup, long seed, int threads, Progress progress,
            LongFunction<GameSetup> setupOf) {
        if (threads < 1) {
            throw new IllegalArgumentException("a tournament needs at least one thread, got " + threads);
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, Math.max(1, games)));
        AtomicInteger done = new AtomicInteger();
        try {
            List<Future<GameResult>> futures = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                int gi = g;
                futures.add(pool.submit(() -> {
                    int[] seating = seating(gi, players, lineup.size());
                    List<Entry> seatBots = new ArrayList<>();
                    for (int e : seating) {
                        seatBots.add(lineup.get(e));
                    }
                    long s = gameSeed(seed, gi);
                    GameResult r;
                    try {
                        r = playGame(setupOf.apply(s), s, seatBots, null, null);
                    } catch (BotException e) {
                        StringBuilder seats = new StringBuilder();
                        for (Entry b : seatBots) {
                            seats.append(seats.length() == 0 ? "" : ",").append(b);
                        }
                        throw new BotException("game " + gi + " (seed " + s + ", seats " + seats + "): " + e.getMessage(), e);
                    }
                    if (progress != null) {
                        progress.update(done.incrementAndGet(), games);
                    }
                    return new GameResult(gi, s, seating, r.standings(), r.decisions());
                }));
            }
            List<GameResult> out = new ArrayList<>();
            for (Future<GameResult> f : futures) {
                out.add(f.get());
            }
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof BotException b) {
                throw b; // a bot's failure, in words: the game, its seed and seats, the bot and what it did
            }
            throw new IllegalStateException("a game failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
            if (progress != null) {
                progress.finish();
            }
        }
    }

    /** {@return the default number of threads of a tournament: the processors available to the JVM} */
    public static int defaultThreads() {
        return Runtime.getRuntime().availableProcessors();
    }

    /**
     * @param g the game's number
     * @param players seats
     * @param entries entries in the line-up
     * @return the entry index of each seat: the line-up repeated to {@code players} seats, rotated by {@code g}
     */
    public static int[] seating(int g, int players, int entries) {
        int[] out = new int[players];
        for (int s = 0; s < players; s++) {
            out[s] = ((s + g) % players) % entries;
        }
        return out;
    }

    /**
     * Statistics per seat slot of the line-up repeated to {@code players} (an entry that occupies two
     * slots, as in {@code --players 4 --bots mcts,random}, is counted once per game per slot).
     *
     * @param results the games
     * @param players seats per game
     * @param lineup the entries
     * @return one line per slot, in line-up order
     */
    public static List<Stats> stats(List<GameResult> results, int players, List<Entry> lineup) {
        List<Stats> out = new ArrayList<>();
        for (int slot = 0; slot < players; slot++) {
            int entry = slot % lineup.size();
            double[] wins = new double[results.size()];
            double[] scores = new double[results.size()];
            double rankSum = 0;
            for (int i = 0; i < results.size(); i++) {
                GameResult r = results.get(i);
                // The seat holding this slot in game i: seat s holds slot (s + g) mod players.
                int seat = Math.floorMod(slot - r.index(), players);
                Colour c = Colour.values()[seat];
                int winners = 0;
                for (Standing s : r.standings()) {
                    if (s.rank() == 1) {
                        winners++;
                    }
                }
                for (Standing s : r.standings()) {
                    if (s.colour() == c) {
                        wins[i] = s.rank() == 1 ? 1.0 / winners : 0;
                        scores[i] = s.score();
                        rankSum += s.rank();
                    }
                }
            }
            String label = lineup.get(entry).toString();
            if (players > lineup.size()) {
                label += "#" + (slot / lineup.size() + 1);
            }
            double winRate = Arrays.stream(wins).sum() / Math.max(1, results.size());
            double[] w = wilson(winRate, results.size());
            double[] sc = meanAndHalfWidth(scores);
            out.add(new Stats(label, results.size(), winRate, w[0], w[1], sc[0], sc[1], rankSum / Math.max(1, results.size())));
        }
        return out;
    }

    /**
     * The 95% Wilson score interval of a proportion: unlike the normal approximation (p ± 1.96 standard
     * errors) it never collapses to [0, 0] or [1, 1] and stays inside [0, 1]. A shared first place counts
     * as a fraction of a win, so {@code p} need not be a multiple of {@code 1/n}.
     *
     * @param p the observed proportion, 0..1
     * @param n the number of trials (games), at least 1
     * @return the interval's lower and upper end
     * @throws IllegalArgumentException if {@code p} is outside 0..1 or {@code n < 1}
     */
    public static double[] wilson(double p, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("a Wilson interval needs at least one trial, got " + n);
        }
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("a proportion is between 0 and 1, got " + p);
        }
        double z = 1.959963984540054;
        double z2n = z * z / n;
        double centre = (p + z2n / 2) / (1 + z2n);
        double half = z / (1 + z2n) * Math.sqrt(p * (1 - p) / n + z2n / (4.0 * n));
        // At p = 0 and p = 1 the interval touches 0 and 1 exactly (the formula gives them up to rounding).
        return new double[] {p == 0 ? 0 : Math.max(0, centre - half), p == 1 ? 1 : Math.min(1, centre + half)};
    }

    /**
     * @param x samples
     * @return the mean and the half-width of its 95% confidence interval (normal approximation, 1.96
     *     standard errors with the sample standard deviation)
     */
    public static double[] meanAndHalfWidth(double[] x) {
        int n = x.length;
        if (n == 0) {
            return new double[] {Double.NaN, Double.NaN};
        }
        double mean = Arrays.stream(x).sum() / n;
        if (n == 1) {
            return new double[] {mean, Double.NaN};
        }
        double ss = 0;
        for (double v : x) {
            ss += (v - mean) * (v - mean);
        }
        return new double[] {mean, 1.96 * Math.sqrt(ss / (n - 1) / n)};
    }

    /**
     * Writes the table of a tournament.
     *
     * @param stats the statistics
     * @param out where to write
     */
    public static void printTable(List<Stats> stats, PrintStream out) {
        out.printf(Locale.ROOT, "%-12s %6s  %-24s %-26s %9s%n", "bot", "games", "win rate [95% CI]", "mean score [95% CI]",
                "mean rank");
        for (Stats s : stats) {
            out.printf(Locale.ROOT, "%-12s %6d  %5.3f [%5.3f, %5.3f]     %5.2f [%5.2f, %5.2f]     %9.2f%n", s.label(), s.games(),
                    s.winRate(), s.winLow(), s.winHigh(),
                    s.meanScore(), s.meanScore() - s.meanScoreHalfWidth(), s.meanScore() + s.meanScoreHalfWidth(), s.meanRank());
        }
    }

    /**
     * The table as one row of docs/bots.md's table of tournament results (Markdown): games and players,
     * the line-up, the win rates with their intervals and the mean scores with theirs, the entry with
     * the highest win rate in bold. {@code .ci/doc-figures.sh} compares these rows with docs/bots.md.
     *
     * @param stats the statistics, in line-up order
     * @param players seats per game
     * @param playouts the MCTS playouts given for {@code mcts} without {@code :K} (not repeated in labels)
     * @return the row
     */
    public static String markdownRow(List<Stats> stats, int players, int playouts) {
        int best = 0;
        for (int i = 1; i < stats.size(); i++) {
            if (stats.get(i).winRate() > stats.get(best).winRate()) {
                best = i;
            }
        }
        String sep = stats.size() == 2 ? " vs " : ", ";
        StringBuilder names = new StringBuilder();
        StringBuilder wins = new StringBuilder();
        StringBuilder scores = new StringBuilder();
        for (int i = 0; i < stats.size(); i++) {
            Stats s = stats.get(i);
            String b = i == best ? "**" : "";
            String label = s.label().replace("mcts:" + playouts, "mcts");
            names.append(i == 0 ? "" : sep).append(b).append(label).append(b);
            wins.append(i == 0 ? "" : sep).append(String.format(Locale.ROOT, "%s%.3f%s [%.3f, %.3f]", b, s.winRate(), b, s.winLow(),
                    s.winHigh()));
            scores.append(i == 0 ? "" : sep).append(String.format(Locale.ROOT, "%s%.2f%s [%.2f, %.2f]", b, s.meanScore(), b,
                    s.meanScore() - s.meanScoreHalfWidth(), s.meanScore() + s.meanScoreHalfWidth()));
        }
        return "| " + stats.get(0).games() + ", " + players + " players | " + names + " | " + wins + " | " + scores + " |";
    }

    /**
     * A progress bar on a stream: redrawn in place on a terminal, a line per tenth otherwise. The time left
     * is estimated from the pace of the last games (a moving window of a tenth of the games, at most 50 and
     * at least 4 or two per thread), not from the start: the first games are slow while the JVM compiles,
     * and with T threads the first T games end together. Until a window of games has ended the bar says
     * {@code estimating}.
     */
    public static final class Progress {
        private final PrintStream out;
        private final boolean terminal;
        private final LongSupplier clock;
        private final long start;
        private final int threads;
        private int window;
        /** The time each game ended, for the moving window. */
        private final ArrayDeque<Long> ends = new ArrayDeque<>();
        private int lastTenth = -1;
        private long lastDraw;
        private boolean drawn;

        /**
         * @param out where the bar goes (standard error)
         * @param terminal whether it is a terminal (redraw in place)
         */
        public Progress(PrintStream out, boolean terminal) {
            this(out, terminal, 1);
        }

        /**
         * @param out where the bar goes (standard error)
         * @param terminal whether it is a terminal (redraw in place)
         * @param threads games played at the same time
         */
        public Progress(PrintStream out, boolean terminal, int threads) {
            this(out, terminal, threads, System::nanoTime);
        }

        Progress(PrintStream out, boolean terminal, int threads, LongSupplier clock) {
            this.out = out;
            this.terminal = terminal;
            this.clock = clock;
            this.start = clock.getAsLong();
            this.threads = threads;
        }

        /**
         * @param done games ended so far
         * @param total games in all
         * @return the estimated time left, {@code estimating} before a window of games has ended
         */
        synchronized String update(int done, int total) {
            long now = clock.getAsLong();
            if (window == 0) {
                // a tenth of the games (at most 50), and at least two rounds of the threads
                window = Math.max(Math.max(4, 2 * threads), Math.min(50, total / 10));
            }
            ends.addLast(now);
            if (ends.size() > window + 1) {
                ends.removeFirst();
            }
            double secs = (now - start) / 1e9;
            String eta;
            if (done >= total) {
                eta = "0s";
            } else if (ends.size() <= window) {
                eta = "estimating";
            } else {
                double perGame = (now - ends.peekFirst()) / 1e9 / window;
                eta = formatSeconds(perGame * (total - done));
            }
            if (terminal) {
                if (now - lastDraw < 100_000_000L && done < total) {
                    return eta;
                }
                lastDraw = now;
                int width = 30;
                int filled = (int) ((long) done * width / total);
                out.print("\r[" + "#".repeat(filled) + ".".repeat(width - filled) + "] " + done + "/" + total + " games, "
                        + formatSeconds(secs) + " elapsed, " + (eta.equals("estimating") ? "estimating the time left" : eta + " left")
                        + "   ");
                out.flush();
                drawn = true;
            } else {
                int tenth = (int) ((long) done * 10 / total);
                // Only long runs report: after 5 seconds, at most once per tenth.
                if (tenth != lastTenth && secs > 5) {
                    lastTenth = tenth;
                    out.println("progress: " + done + "/" + total + " games (" + tenth * 10 + "%), " + formatSeconds(secs)
                            + " elapsed" + (eta.equals("estimating") ? "" : ", " + eta + " left"));
                }
            }
            return eta;
        }

        synchronized void finish() {
            if (terminal && drawn) {
                out.println();
            }
        }

        private static String formatSeconds(double s) {
            long t = Math.round(s);
            return t >= 60 ? t / 60 + "m" + String.format(Locale.ROOT, "%02d", t % 60) + "s" : t + "s";
        }
    }

    /**
     * Runs {@code tongiaki tournament} with these arguments (kept for {@code exec:java -Ptournament}).
     *
     * @param args the arguments of {@code tongiaki tournament}
     */
    public static void main(String[] args) {
        String[] all = new String[args.length + 1];
        all[0] = "tournament";
        System.arraycopy(args, 0, all, 1, args.length);
        System.exit(io.github.tongiaki.examples.cli.TongiakiCommand.execute(System.in, System.out, System.err, all));
    }
}
