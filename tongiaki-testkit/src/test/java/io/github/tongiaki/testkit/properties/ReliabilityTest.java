package io.github.tongiaki.testkit.properties;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.ChoiceText;
import io.github.tongiaki.core.notation.EventText;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.testkit.GameMonitor;
import io.github.tongiaki.testkit.IllegalChoice;
import io.github.tongiaki.testkit.LoopPosition;
import io.github.tongiaki.testkit.Playthrough;
import io.github.tongiaki.testkit.Positions;
import io.github.tongiaki.testkit.RandomPlay;
import io.github.tongiaki.testkit.Strategy;
import io.github.tongiaki.tiles.OfficialTiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The reliability pass of every CI run ({@code ./mvnw -B -Preliability -pl tongiaki-testkit -am verify},
 * see docs/building.md): the project's own goal at full scale, with seeds printed so that any failure can be
 * reproduced from the log.
 *
 * <ul>
 *   <li>random games over 2–6 players (a quarter with random rule options, a quarter with explicit
 *       chance), every invariant ({@code Invariants}, {@link GameMonitor}, {@link Checks}) and copy
 *       fidelity after every decision: a copy taken before each decision keeps the complete position
 *       (hidden stack order and D-4 records included) and, given the same choice, emits the same events
 *       and reaches the same position; and a copy taken every few decisions plays on in step with the
 *       original;</li>
 *   <li>the adversaries (looping, passing), with the same checks, and no turn without end (D-4);</li>
 *   <li>fuzzed notation: mutated positions, records, event lines and choice texts throw nothing but
 *       {@link ParseException}, and whatever parses round-trips (a record also replays);</li>
 *   <li>position mutants ({@link PositionMutation}): a million grammar-aware mutants of positions at every kind of
 *       decision; whatever parses prints back to itself and plays on under the rules, every position reached reading
 *       back and every action id {@code legalActions()} returns accepted by {@code applyAction};</li>
 *   <li>positions at the edge of the board: a tile of a real position moved to the bound on its coordinates on every
 *       side (refused one hex past it, and played on at it with the same checks);</li>
 *   <li>the learning surface: at every decision of 11,000 random games the legal-action mask is the options'
 *       global ids and applying by global id reaches the position applying the option reaches; no two of a
 *       million distinct positions (by their text without the decision line) share a position hash;</li>
 *   <li>illegal choices at real mid-game positions (a decision number inside the game's own length) and
 *       after the end: refused, nothing changed, and the game plays on like an untouched copy;</li>
 *   <li>the one-line form: 100,000 positions of random games and a view of each round-trip through their one line, and
 *       a mutant of each reads the same on one line or fails there at the column its fault is at.</li>
 * </ul>
 *
 * Each family runs its share under every seed: fixed seeds ({@code -Dtongiaki.reliability.seeds=a,b,…},
 * by default {@link #FIXED_SEEDS}) plus one fresh seed per run ({@code -Dtongiaki.reliability.fresh=n}
 * repeats a run; {@code none} leaves it out). The sizes: {@code -Dtongiaki.reliability.games},
 * {@code .adversaries}, {@code .fuzz}, {@code .illegal}, {@code .mutants}, {@code .one-line}, {@code .edges} (positions at the edge of
 * the board), {@code .learning} (games of the learning surface's family: mask and global apply at every decision) and
 * {@code .hashes} (the distinct positions whose hashes are compared). Enabled only with {@code -Dtongiaki.reliability=true}
 * (the {@code reliability} profile sets it).
 */
@EnabledIfSystemProperty(named = "tongiaki.reliability", matches = "true", disabledReason = "the reliability pass's"
        + " games, adversaries, fuzz, illegal choices and mutants (minutes of CPU) run only in it: ./mvnw -B -Preliability"
        + " -pl tongiaki-testkit -am test (docs/building.md, \"The reliability pass\")")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ReliabilityTest {

    static final long[] FIXED_SEEDS = {20_261_123L, 16L, 7_777_777_777L};

    private static long[] seeds;
    private static final List<String> SUMMARY = new ArrayList<>();
    private static ForkJoinPool pool;

    @BeforeAll
    static void seeds() {
        List<Long> s = new ArrayList<>();
        String fixed = System.getProperty("tongiaki.reliability.seeds", "").trim();
        if (fixed.isEmpty()) {
            for (long f : FIXED_SEEDS) {
                s.add(f);
            }
        } else {
            for (String part : fixed.split(",")) {
                s.add(Long.parseLong(part.trim()));
            }
        }
        String fresh = System.getProperty("tongiaki.reliability.fresh", "").trim();
        if (fresh.isEmpty()) {
            s.add(new SplittableRandom().nextLong());
        } else if (!fresh.equals("none")) {
            s.add(Long.parseLong(fresh));
        }
        seeds = s.stream().mapToLong(Long::longValue).toArray();
        pool = new ForkJoinPool(Math.max(1, Runtime.getRuntime().availableProcessors()));
        System.out.println("[reliability] seeds " + s + " (the last is fresh unless -Dtongiaki.reliability.fresh was given); "
                + "repeat with -Dtongiaki.reliability.seeds=" + fixedPart(s, fixed.isEmpty() ? FIXED_SEEDS.length : fixed.split(",").length)
                + " -Dtongiaki.reliability.fresh=" + (fresh.equals("none") ? "none" : s.get(s.size() - 1)));
    }

    private static String fixedPart(List<Long> s, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(i == 0 ? "" : ",").append(s.get(i));
        }
        return sb.toString();
    }

    @AfterAll
    static void summary() {
        pool.shutdown();
        System.out.println("[reliability] summary, seeds " + java.util.Arrays.toString(seeds) + ":");
        for (String line : SUMMARY) {
            System.out.println("[reliability] " + line);
        }
    }

    private long started;
    private long startedCpu;

    /** {@return the CPU time of this JVM so far, in nanoseconds (0 where unknown)}: unlike the wall time it hardly depends on how busy the machine is */
    private static long cpu() {
        return ProcessHandle.current().info().totalCpuDuration().map(java.time.Duration::toNanos).orElse(0L);
    }

    @org.junit.jupiter.api.BeforeEach
    void clock() {
        started = System.nanoTime();
        startedCpu = cpu();
    }

    /** Adds a family's summary line, with its wall and CPU time. */
    private void done(String line) {
        SUMMARY.add(line + String.format(Locale.ROOT, " (%.0f s, %.0f CPU s)", (System.nanoTime() - started) / 1e9,
                (cpu() - startedCpu) / 1e9));
    }

    private static int size(String name, int byDefault) {
        return Integer.parseInt(System.getProperty("tongiaki.reliability." + name, String.valueOf(byDefault)).trim());
    }

    /** A seed of its own for item {@code i} under run seed {@code seed} (SplitMix64's finaliser). */
    static long mix(long seed, long i) {
        long z = seed + (i + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Runs {@code total} items spread over the seeds, in parallel; a failure names the seed and the item. */
    private static void forEachItem(String family, int total, ItemBody body) {
        int perSeed = (total + seeds.length - 1) / seeds.length;
        for (long seed : seeds) {
            IntConsumer one = i -> {
                try {
                    body.run(seed, i, mix(seed, i));
                } catch (AssertionError | RuntimeException e) {
                    throw new AssertionError(family + ": run seed " + seed + ", item " + i + " (item seed " + mix(seed, i) + "): "
                            + e.getMessage(), e);
                }
            };
            try {
                pool.submit(() -> IntStream.range(0, perSeed).parallel().forEach(one)).get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            } catch (java.util.concurrent.ExecutionException e) {
                Throwable c = e.getCause();
                throw c instanceof AssertionError a ? a : new AssertionError(c);
            }
        }
    }

    @FunctionalInterface
    interface ItemBody {
        void run(long runSeed, int item, long seed);
    }

    private static String n(long v) {
        return String.format(Locale.ROOT, "%,d", v);
    }

    // =====================================================================================
    // random games
    // =====================================================================================

    /** How many decisions a copy taken along the way plays on in step with the original. */
    static final int SHADOW_STEPS = 8;

    /** Counts of a family of monitored games. */
    static final class Counts {
        final LongAdder games = new LongAdder();
        final LongAdder decisions = new LongAdder();
        final LongAdder forks = new LongAdder();
        final LongAdder shadows = new LongAdder();
        final LongAdder options = new LongAdder();
        final LongAdder chance = new LongAdder();
    }

    /**
     * Plays a monitored game to its end (or {@code maxDecisions}) with a strategy: every invariant and a
     * fork after every decision (the monitor), {@code check} after every decision, and a shadow copy that
     * follows the original {@link #SHADOW_STEPS} decisions at a time.
     */
    static void playMonitored(GameMonitor m, long seed, Strategy strategy, Consumer<Game> check, int maxDecisions, Counts c) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Game g = m.game();
        Game shadow = null;
        int left = 0;
        int steps = 0;
        check.accept(g);
        while (!g.isOver() && steps < maxDecisions) {
            if (left == 0) {
                shadow = g.copy();
                left = SHADOW_STEPS;
            }
            int id = strategy.choose(g, rnd);
            List<GameEvent> events = m.applyOption(id);
            List<GameEvent> shadowEvents = shadow.applyOption(id);
            if (!shadowEvents.equals(events)) {
                throw new AssertionError("copy-fidelity: a copy taken " + (SHADOW_STEPS - left) + " decisions ago emitted " + shadowEvents
                        + " where the original emitted " + events + "\n" + m.reproduce() + " (choice seed " + seed + ")");
            }
            if (--left == 0 || g.isOver()) {
                String a = Position.of(g).text();
                String b = Position.of(shadow).text();
                if (!a.equals(b)) {
                    throw new AssertionError("copy-fidelity: a copy played in step with the original reached another position:\n" + b
                            + "\ninstead of\n" + a + "\n" + m.reproduce() + " (choice seed " + seed + ")");
                }
                c.shadows.increment();
                left = 0;
            }
            steps++;
            check.accept(g);
        }
        if (!g.isOver() && maxDecisions == Integer.MAX_VALUE) {
            throw new AssertionError("the game did not end\n" + m.reproduce());
        }
        c.decisions.add(steps);
        c.forks.add(steps);
        c.games.increment();
    }

    private static void monitored(GameSetup setup, long seed, Strategy strategy, Consumer<Game> check, int maxDecisions, Counts c) {
        GameMonitor m = new GameMonitor(Game.start(setup), true);
        try {
            playMonitored(m, seed, strategy, check, maxDecisions, c);
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + (e.getMessage().contains("reproduce with") ? "" : "\n" + m.reproduce()), e);
        }
        if (seed % 64 == 0) {
            m.replay();
        }
    }

    @Test
    @Order(1)
    @DisplayName("random games over 2-6 players: every invariant and copy fidelity after every decision")
    void randomGames() {
        int total = size("games", 100_000);
        Counts c = new Counts();
        forEachItem("random games", total, (run, i, seed) -> {
            int players = 2 + i % 5;
            int variant = (i / 5) % 8;
            RuleOptions options = variant == 5 || variant == 7 ? RandomPlay.ruleOptions(seed) : RuleOptions.defaults();
            GameSetup s = RandomPlay.setup(players, seed, options);
            if (variant >= 6) {
                s = GameSetup.builder().players(s.players()).startPlayer(s.startPlayer()).tileSet(s.tileSet())
                        .tileSource(TileSource.chance()).options(options).build();
                c.chance.increment();
            }
            if (variant == 5 || variant == 7) {
                c.options.increment();
            }
            monitored(s, seed, Strategy.uniform(), Checks::everyStep, Integer.MAX_VALUE, c);
        });
        done("games: " + n(c.games.sum()) + " random games over 2-6 players (" + n(c.options.sum()) + " with random rule options, "
                + n(c.chance.sum()) + " with explicit chance), " + n(c.decisions.sum()) + " decisions, every invariant after each; copies checked: "
                + n(c.forks.sum()) + " one-decision forks, " + n(c.shadows.sum()) + " copies played " + SHADOW_STEPS + " decisions in step");
    }

    // =====================================================================================
    // adversaries
    // =====================================================================================

    @Test
    @Order(2)
    @DisplayName("the adversaries (looping, passing) with copy fidelity: every turn and every game ends")
    void adversaries() {
        int total = size("adversaries", 3_000);
        Counts c = new Counts();
        LongAdder[] kinds = {new LongAdder(), new LongAdder(), new LongAdder(), new LongAdder()};
        forEachItem("adversaries", total, (run, i, seed) -> {
            int players = 2 + i % 5;
            int kind = (i / 5) % 4;
            kinds[kind].increment();
            switch (kind) {
                case 0 -> monitored(RandomPlay.setup(players, seed), seed, Strategy.looping(), LoopPropertiesTest.turnsEnd(),
                        Integer.MAX_VALUE, c);
                case 1 -> monitored(RandomPlay.setup(players, seed), seed, Strategy.looping(0.1), LoopPropertiesTest.turnsEnd(),
                        Integer.MAX_VALUE, c);
                case 2 -> monitored(RandomPlay.setup(players, seed, RandomPlay.ruleOptions(seed)), seed, Strategy.passing(0.05),
                        LoopPropertiesTest.turnsEnd(), Integer.MAX_VALUE, c);
                default -> {
                    LoopPosition p = Positions.partiallyLoopingIsland(seed);
                    GameMonitor m = new GameMonitor(p.game(), true);
                    try {
                        playMonitored(m, seed, Strategy.looping(0.1), LoopPropertiesTest.turnsEnd(), Integer.MAX_VALUE, c);
                    } catch (AssertionError e) {
                        throw new AssertionError(e.getMessage() + "\nfrom " + p, e);
                    }
                }
            }
        });
        done("adversaries: " + n(c.games.sum()) + " games (" + n(kinds[0].sum()) + " pure looping, " + n(kinds[1].sum())
                + " looping 9 in 10, " + n(kinds[2].sum()) + " passing under random rule options, " + n(kinds[3].sum())
                + " looping next to a partially looping island), " + n(c.decisions.sum()) + " decisions, every invariant after each; copies checked: "
                + n(c.forks.sum()) + " one-decision forks, " + n(c.shadows.sum()) + " copies played " + SHADOW_STEPS + " decisions in step");
    }

    // =====================================================================================
    // fuzzed notation
    // =====================================================================================

    /** Valid texts to mutate, from random games: positions, records, event lines, choice texts with their decisions. */
    static final class Corpus {
        final List<String> positions = new ArrayList<>();
        final List<String> records = new ArrayList<>();
        final List<String> events = new ArrayList<>();
        final List<String> choices = new ArrayList<>();
        final List<Game> decisions = new ArrayList<>();

        Corpus(long seed) {
            SplittableRandom rnd = new SplittableRandom(seed);
            for (int i = 0; i < 24; i++) {
                GameSetup setup = RandomPlay.setup(2 + i % 5, rnd.nextLong(), i % 3 == 0 ? RandomPlay.ruleOptions(rnd.nextLong())
                        : RuleOptions.defaults());
                if (i % 4 == 3) {
                    setup = RandomPlay.chanceSetup(2 + i % 5, rnd.nextLong());
                }
                Game g = Game.start(setup);
                List<String> made = new ArrayList<>();
                // records of a part of a game keep replays short
                int cut = 20 + rnd.nextInt(120);
                while (!g.isOver()) {
                    if (rnd.nextInt(6) == 0) {
                        positions.add(Position.of(g).text());
                        decisions.add(g.copy());
                    }
                    Option o = g.decision().option(rnd.nextInt(g.optionCount()));
                    choices.add(o.text());
                    if (made.size() < cut) {
                        made.add(o.text());
                    }
                    for (GameEvent e : g.apply(o)) {
                        if (rnd.nextInt(4) == 0) {
                            events.add(EventText.print(e));
                        }
                    }
                }
                positions.add(Position.of(g).text());
                records.add(GameRecord.of(setup, made).text());
            }
        }
    }

    private static final String ALPHABET = " \n\t\"#=/+,-0123456789rBRGYOPabcdefghijklmnopqrstuvwxyzTW[]"
            + "\u2028\u2029\u000B\u000C\u3000\u00A0\u0085\u200B\uFEFF\r\u0000é";

    /** Mutates a text: characters, digits, lines and words deleted, inserted, replaced, swapped or taken from the corpus. */
    static String mutate(String text, SplittableRandom rnd, Corpus corpus) {
        String s = text;
        int n = 1 + rnd.nextInt(4);
        for (int k = 0; k < n; k++) {
            List<String> lines = new ArrayList<>(List.of(s.split("\n", -1)));
            int li = rnd.nextInt(lines.size());
            switch (rnd.nextInt(10)) {
                case 0 -> {
                    if (!s.isEmpty()) {
                        int i = rnd.nextInt(s.length());
                        s = s.substring(0, i) + s.substring(i + 1);
                    }
                }
                case 1 -> {
                    int i = rnd.nextInt(s.length() + 1);
                    s = s.substring(0, i) + ALPHABET.charAt(rnd.nextInt(ALPHABET.length())) + s.substring(i);
                }
                case 2 -> {
                    for (int j = 0, i = rnd.nextInt(Math.max(1, s.length())); j < s.length(); j++) {
                        int at = (i + j) % s.length();
                        if (Character.isDigit(s.charAt(at))) {
                            s = s.substring(0, at) + (char) ('0' + rnd.nextInt(10)) + s.substring(at + 1);
                            break;
                        }
                    }
                }
                case 3 -> {
                    lines.remove(li);
                    s = String.join("\n", lines);
                }
                case 4 -> {
                    lines.add(rnd.nextInt(lines.size() + 1), lines.get(li));
                    s = String.join("\n", lines);
                }
                case 5 -> {
                    int j = rnd.nextInt(lines.size());
                    String a = lines.get(li);
                    lines.set(li, lines.get(j));
                    lines.set(j, a);
                    s = String.join("\n", lines);
                }
                case 6 -> {
                    List<String> w = new ArrayList<>(List.of(lines.get(li).split(" ", -1)));
                    int a = rnd.nextInt(w.size());
                    int b = rnd.nextInt(w.size());
                    String x = w.get(a);
                    w.set(a, w.get(b));
                    w.set(b, x);
                    lines.set(li, String.join(" ", w));
                    s = String.join("\n", lines);
                }
                case 7 -> {
                    String other = pick(rnd, corpus);
                    String[] ws = other.split("[ \n]");
                    List<String> w = new ArrayList<>(List.of(lines.get(li).split(" ", -1)));
                    w.set(rnd.nextInt(w.size()), ws[rnd.nextInt(ws.length)]);
                    lines.set(li, String.join(" ", w));
                    s = String.join("\n", lines);
                }
                case 8 -> { // a whole line of odd whitespace
                    lines.add(rnd.nextInt(lines.size() + 1), String.valueOf(ALPHABET.charAt(ALPHABET.length() - 1 - rnd.nextInt(14))));
                    s = String.join("\n", lines);
                }
                default -> {
                    String[] ls = pick(rnd, corpus).split("\n");
                    lines.add(rnd.nextInt(lines.size() + 1), ls[rnd.nextInt(ls.length)]);
                    s = String.join("\n", lines);
                }
            }
        }
        return s;
    }

    private static String pick(SplittableRandom rnd, Corpus corpus) {
        return switch (rnd.nextInt(4)) {
            case 0 -> corpus.positions.get(rnd.nextInt(corpus.positions.size()));
            case 1 -> corpus.records.get(rnd.nextInt(corpus.records.size()));
            case 2 -> corpus.events.get(rnd.nextInt(corpus.events.size()));
            default -> corpus.choices.get(rnd.nextInt(corpus.choices.size()));
        };
    }

    /** Runs a parser: its result, or null after a well-formed {@link ParseException}; anything else fails. */
    static <T> T attempt(Supplier<T> parser, String input, String what) {
        try {
            return parser.get();
        } catch (ParseException e) {
            if (e.line() < 1 || e.column() < 1 || e.expected() == null || e.expected().isBlank()) {
                throw new AssertionError(what + ": a ParseException without line, column or expectation: " + e + "\ninput:\n" + input, e);
            }
            return null;
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError(what + " threw " + e + " (only ParseException is documented) for input:\n" + input, e);
        }
    }

    /** Feeds one input to every parser; returns how many parsed (and round-tripped). */
    static int everyParser(String s, Corpus corpus) {
        int parsed = 0;
        Position p = attempt(() -> Position.parse(s, OfficialTiles.set()), s, "Position.parse");
        if (p != null) {
            parsed++;
            Position again = Position.parse(p.text(), OfficialTiles.set());
            Game g = p.toGame();
            if (!again.equals(p) || !again.text().equals(p.text()) || !Position.of(g).equals(p)) {
                throw new AssertionError("a position does not round-trip:\n" + s + "\nreads as\n" + p.text());
            }
            if (!g.isOver() && g.decision().options().size() < 2) {
                throw new AssertionError("a parsed position's decision offers fewer than two options:\n" + p.text());
            }
        }
        GameRecord r = attempt(() -> GameRecord.parse(s, OfficialTiles.set()), s, "GameRecord.parse");
        if (r != null) {
            parsed++;
            GameRecord again = GameRecord.parse(r.text(), OfficialTiles.set());
            if (!again.equals(r) || !again.text().equals(r.text())) {
                throw new AssertionError("a record does not round-trip:\n" + s + "\nreads as\n" + r.text() + "\nand then as\n" + again.text());
            }
            attempt(r::replay, s, "GameRecord.replay");
        }
        for (String line : s.split("\n", -1)) {
            GameEvent e = attempt(() -> EventText.parse(line), line, "EventText.parse");
            if (e != null) {
                parsed++;
                String printed = EventText.print(e);
                if (!EventText.parse(printed).equals(e)) {
                    throw new AssertionError("an event does not round-trip: " + line + " -> " + printed);
                }
            }
        }
        Game g = corpus.decisions.get(Math.floorMod(s.hashCode(), corpus.decisions.size()));
        Decision d = g.decision();
        Option o = attempt(() -> ChoiceText.parse(d, s), s, "ChoiceText.parse");
        if (o != null) {
            parsed++;
            if (!ChoiceText.parse(d, o.text()).equals(o) || !ChoiceText.parse(d, ChoiceText.print(o.choice())).equals(o)) {
                throw new AssertionError("a choice does not round-trip: " + s + " -> " + o.text());
            }
        }
        return parsed;
    }

    @Test
    @Order(3)
    @DisplayName("fuzzed notation: nothing but ParseException, and whatever parses round-trips")
    void fuzzedNotation() {
        int total = size("fuzz", 1_000_000);
        LongAdder inputs = new LongAdder();
        LongAdder parsed = new LongAdder();
        LongAdder[] kinds = {new LongAdder(), new LongAdder(), new LongAdder(), new LongAdder()};
        java.util.Map<Long, Corpus> corpora = new java.util.concurrent.ConcurrentHashMap<>();
        forEachItem("fuzzed notation", total, (run, i, seed) -> {
            Corpus corpus = corpora.computeIfAbsent(run, Corpus::new);
            SplittableRandom rnd = new SplittableRandom(seed);
            int kind = rnd.nextInt(10);
            String base = switch (kind) {
                case 0, 1, 2, 3 -> corpus.positions.get(rnd.nextInt(corpus.positions.size()));
                case 4, 5 -> corpus.records.get(rnd.nextInt(corpus.records.size()));
                case 6, 7 -> corpus.events.get(rnd.nextInt(corpus.events.size()));
                default -> corpus.choices.get(rnd.nextInt(corpus.choices.size()));
            };
            kinds[kind < 4 ? 0 : kind < 6 ? 1 : kind < 8 ? 2 : 3].increment();
            String s = mutate(base, rnd, corpus);
            parsed.add(everyParser(s, corpus));
            inputs.increment();
        });
        done("fuzz: " + n(inputs.sum()) + " fuzzed inputs (mutated from " + n(kinds[0].sum()) + " positions, " + n(kinds[1].sum())
                + " records, " + n(kinds[2].sum()) + " event lines, " + n(kinds[3].sum()) + " choice texts), each read by Position, "
                + "GameRecord (and replay), EventText and ChoiceText: nothing but ParseException; " + n(parsed.sum())
                + " parses, each round-tripped");
    }

    // =====================================================================================
    // position mutants
    // =====================================================================================

    /**
     * Which position mutants also get a one-decision fork at every decision ({@link GameMonitor}): one in four.
     * Every mutant has a copy played in step with it, its events compared after every decision and its position
     * every {@link #SHADOW_STEPS} decisions; the forks, which print three position texts a decision, would make
     * the family a third slower.
     */
    static final java.util.function.IntPredicate FORK_EVERY_STEP = i -> i % 4 == 0;

    @Test
    @Order(5)
    @DisplayName("position mutants: every text that parses prints back to itself and plays on under the rules")
    void positionMutants() {
        int total = size("mutants", 1_000_000);
        PositionMutation.Tally tally = new PositionMutation.Tally();
        java.util.Map<Long, PositionMutation.Corpus> corpora = new java.util.concurrent.ConcurrentHashMap<>();
        forEachItem("position mutants", total, (run, i, seed) -> {
            PositionMutation.Corpus corpus = corpora.computeIfAbsent(run, PositionMutation.Corpus::new);
            SplittableRandom rnd = new SplittableRandom(seed);
            PositionMutation.check(PositionMutation.mutate(corpus.pick(rnd), rnd, corpus), seed, i % 10 == 0, FORK_EVERY_STEP.test(i), tally);
        });
        java.util.Map<String, Long> parsed = new java.util.TreeMap<>();
        tally.parsedByKind.forEach((k, v) -> parsed.put(k, v.sum()));
        done("position mutants: " + n(tally.mutants.sum()) + " mutants of positions at every kind of decision, " + n(tally.parsed.sum())
                + " parsed " + parsed + ", each printed back to itself and played on with every invariant and copy fidelity after "
                + "every decision (a copy in step with every mutant, a fork at every decision of one in four): "
                + n(tally.decisions.sum()) + " decisions, " + n(tally.toTheEnd.sum()) + " to the end ("
                + n(tally.unfinished.sum()) + " unfinished after " + n(PositionMutation.LONGEST) + " decisions); 0 findings");
    }

    // =====================================================================================
    // positions at the edge of the board
    // =====================================================================================

    @Test
    @Order(6)
    @DisplayName("positions at the edge of the board on every side: one hex past it refused, at it every position reached reads back and "
            + "every legal action id is applied")
    void positionsAtTheEdge() {
        int total = size("edges", 30_000);
        PositionMutation.Tally tally = new PositionMutation.Tally();
        PositionMutation.Edges edges = new PositionMutation.Edges();
        java.util.Map<Long, PositionMutation.Corpus> corpora = new java.util.concurrent.ConcurrentHashMap<>();
        forEachItem("positions at the edge", total, (run, i, seed) -> {
            PositionMutation.Corpus corpus = corpora.computeIfAbsent(run, PositionMutation.Corpus::new);
            SplittableRandom rnd = new SplittableRandom(seed);
            PositionMutation.edge(corpus.all.get(rnd.nextInt(corpus.all.size())), rnd, seed, i % 10 == 0, tally, edges);
        });
        done("edges: " + n(total) + " real positions with a tile moved to the edge of the board on one of "
                + PositionMutation.SIDES.length + " sides: " + n(edges.past.sum()) + " one hex past it, each refused at its hex; "
                + n(edges.atTheBound.sum()) + " on it, " + n(edges.accepted.sum()) + " accepted and played on (" + n(tally.decisions.sum())
                + " decisions, " + n(tally.toTheEnd.sum()) + " to the end), each position reached read back and every legal action id "
                + "applied; 0 findings");
    }

    // =====================================================================================
    // the one-line form
    // =====================================================================================

    /** How many positions of each game the one-line family checks (at most). */
    static final int ONE_LINE_PER_GAME = 10;

    @Test
    @Order(8)
    @DisplayName("the one-line form: positions and views of random games round-trip through their one line; a mutant fails on one line at "
            + "the column its fault is at")
    void oneLine() {
        int total = size("one-line", 100_000);
        LongAdder positions = new LongAdder();
        LongAdder refused = new LongAdder();
        forEachItem("one-line form", (total + ONE_LINE_PER_GAME - 1) / ONE_LINE_PER_GAME, (run, i, seed) -> {
            int players = 2 + i % 5;
            GameSetup s = i % 4 == 3 ? RandomPlay.chanceSetup(players, seed)
                    : RandomPlay.setup(players, seed, i % 4 == 2 ? RandomPlay.ruleOptions(seed) : RuleOptions.defaults());
            Game g = Game.start(s);
            SplittableRandom rnd = new SplittableRandom(seed);
            int checked = 0;
            while (checked < ONE_LINE_PER_GAME) {
                if (g.isOver() || rnd.nextInt(8) == 0) {
                    Position p = g.position();
                    oneLineRoundTrip(p, g.view(p.players().get(rnd.nextInt(p.players().size()))));
                    refused.add(oneLineMutant(p.text(), rnd));
                    checked++;
                    positions.increment();
                }
                if (g.isOver()) {
                    break;
                }
                g.applyOption(rnd.nextInt(g.optionCount()));
            }
        });
        done("one-line: " + n(positions.sum()) + " positions of random games (and a view of each), each round-tripped through its one line; "
                + n(refused.sum()) + " of their mutants refused on one line at the column of their fault, the others read the same");
    }

    /** The one line of a position (and of a view) is its text's lines joined by "; " and reads back to the same. */
    static void oneLineRoundTrip(Position p, io.github.tongiaki.core.engine.PlayerView v) {
        String line = p.oneLine();
        if (!line.equals(String.join("; ", p.text().lines().toList())) || line.contains("\n") || line.contains("\r") || line.contains("\t")) {
            throw new AssertionError("not the one-line form of the text: " + line + "\n" + p.text());
        }
        Position back = Position.parse(line, p.tileSet());
        if (!back.equals(p) || !back.text().equals(p.text())) {
            throw new AssertionError("the one line does not read back to the position: " + line);
        }
        String viewLine = v.oneLine();
        if (!viewLine.equals(String.join("; ", v.text().lines().toList()))
                || !io.github.tongiaki.core.engine.PlayerView.parse(viewLine, p.tileSet()).equals(v)) {
            throw new AssertionError("the view's one line does not read back to the view: " + viewLine);
        }
    }

    /**
     * A mutant of a position's text (a word replaced or left out, a line left out) reads the same on one line (joined by
     * {@code ;}), or fails there with the same expectation at the column of the one line where the text's fault is.
     *
     * @return 1 if the mutant was refused, else 0
     */
    static int oneLineMutant(String text, SplittableRandom rnd) {
        List<String> lines = new ArrayList<>(text.lines().toList());
        int k = rnd.nextInt(lines.size());
        if (rnd.nextInt(4) == 0) {
            lines.remove(k);
        } else {
            List<String> words = new ArrayList<>(List.of(lines.get(k).split(" ")));
            int w = rnd.nextInt(words.size());
            if (rnd.nextBoolean() && words.size() > 1) {
                words.remove(w);
            } else {
                words.set(w, List.of("x", "0", "-1,5", "r9", "B+99R", "\"Tonga").get(rnd.nextInt(6)));
            }
            lines.set(k, String.join(" ", words));
        }
        if (lines.isEmpty()) {
            return 0;
        }
        String mutated = String.join("\n", lines) + "\n";
        String line = String.join(";", lines);
        ParseException asText = null;
        Position read = null;
        try {
            read = Position.parse(mutated, OfficialTiles.set());
        } catch (ParseException e) {
            asText = e;
        }
        try {
            Position one = Position.parse(line, OfficialTiles.set());
            if (asText != null || !one.equals(read)) {
                throw new AssertionError("read on one line, not as text (" + asText + "): " + line);
            }
            return 0;
        } catch (ParseException e) {
            if (asText == null) {
                throw new AssertionError("refused on one line, not as text: " + e.getMessage() + "\n" + line);
            }
            int column;
            if (asText.line() > lines.size()) {
                column = line.length() + 1;
            } else {
                column = asText.column();
                for (int j = 0; j < asText.line() - 1; j++) {
                    column += lines.get(j).length() + 1;
                }
            }
            String expected = asText.getMessage().replaceFirst("^line [0-9]+, column [0-9]+:", "line 1, column " + column + ":");
            if (!e.getMessage().equals(expected)) {
                throw new AssertionError("on one line: " + e.getMessage() + "\nexpected: " + expected + "\n" + line);
            }
            return 1;
        }
    }

    // =====================================================================================
    // illegal choices
    // =====================================================================================

    @Test
    @Order(4)
    @DisplayName("illegal choices at real mid-game positions and after the end: refused, nothing changed")
    void illegalChoices() {
        int total = size("illegal", 30_000);
        LongAdder positions = new LongAdder();
        LongAdder ended = new LongAdder();
        LongAdder tries = new LongAdder();
        forEachItem("illegal choices", total, (run, i, seed) -> {
            int players = 2 + i % 5;
            Playthrough whole = RandomPlay.game(players, seed);
            SplittableRandom rnd = new SplittableRandom(seed ^ 0x5DEECE66DL);
            // inside the game's own length: a real mid-game position (one in ten: the end)
            boolean atEnd = i % 10 == 9;
            Playthrough p = atEnd ? whole : whole.prefix(rnd.nextInt(whole.decisions()));
            Game g = p.game();
            Game untouched = g.copy();
            for (IllegalChoice c : RandomPlay.illegalChoices(p, seed)) {
                try {
                    c.assertRejectedBy(g);
                } catch (AssertionError e) {
                    throw new AssertionError(e.getMessage() + "\nat " + p, e);
                }
                tries.increment();
            }
            for (int step = 0; step < 10 && !g.isOver(); step++) {
                int id = rnd.nextInt(g.optionCount());
                if (!g.applyOption(id).equals(untouched.applyOption(id))) {
                    throw new AssertionError("after the refusals the game plays on unlike an untouched copy\nat " + p);
                }
            }
            (atEnd ? ended : positions).increment();
        });
        done("illegal: " + n(tries.sum()) + " illegal tries at " + n(positions.sum()) + " mid-game positions (decision numbers "
                + "inside each game's length) and " + n(ended.sum()) + " finished games: each refused, nothing changed");
    }

    // =====================================================================================
    // the learning surface
    // =====================================================================================

    /** hash -> digest of the distinct positions seen, open addressing over two long arrays (0 marks a free slot). */
    private static final class HashTable {
        final long[] keys;
        final long[] values;
        final int mask;
        int size;

        HashTable(int capacity) {
            int n = Integer.highestOneBit(Math.max(16, capacity * 2 - 1)) << 1;
            keys = new long[n];
            values = new long[n];
            mask = n - 1;
        }

        /** Adds a position; {@return the digest of another position with the same hash, or 0} */
        synchronized long put(long hash, long digest) {
            long k = hash == 0 ? 1 : hash; // 0 marks a free slot (a position hashing to 0 or 1 shares its slot chain)
            for (int i = (int) mix(k, 0) & mask; ; i = (i + 1) & mask) {
                if (keys[i] == 0) {
                    if (size * 2 >= keys.length) {
                        return 0; // full enough: count no more
                    }
                    keys[i] = k;
                    values[i] = digest;
                    size++;
                    return 0;
                }
                if (keys[i] == k) {
                    return values[i] == digest ? 0 : values[i];
                }
            }
        }
    }

    /** The position text without its decision line, tile lines sorted (the order laid changes nothing), as a SHA-256 prefix. */
    static long positionDigest(String text) {
        List<String> tiles = new ArrayList<>();
        StringBuilder rest = new StringBuilder();
        for (String line : text.split("\n")) {
            if (line.startsWith("decision ")) {
                continue;
            }
            if (line.startsWith("tile ")) {
                tiles.add(line);
            } else {
                rest.append(line).append('\n');
            }
        }
        tiles.sort(null);
        try {
            byte[] d = java.security.MessageDigest.getInstance("SHA-256")
                    .digest((String.join("\n", tiles) + "\n" + rest).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return java.nio.ByteBuffer.wrap(d).getLong() | 1; // never 0
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    @Order(6)
    @DisplayName("learning surface: at every decision the mask is the legal options' global ids and applying by global id is applying the option; no hash collision among a million distinct positions")
    void learningSurface() {
        int total = size("learning", 11_000); // about 100 decisions a game: over a million positions
        int hashes = size("hashes", 1_000_000);
        HashTable seen = new HashTable(hashes);
        LongAdder decisions = new LongAdder();
        LongAdder readBack = new LongAdder();
        forEachItem("learning surface", total, (run, i, seed) -> {
            int players = 2 + i % 5;
            GameSetup setup = GameSetup.builder().players(java.util.Arrays.copyOf(io.github.tongiaki.core.board.Colour.values(), players))
                    .tileSource(i % 4 == 3 ? TileSource.chance() : TileSource.shuffled(seed)).build();
            Game g = Game.start(setup);
            SplittableRandom rnd = new SplittableRandom(seed);
            long[] bits = new long[(g.actionSpace().globalSize() + 63) / 64];
            java.util.TreeSet<Integer> expected = new java.util.TreeSet<>();
            while (true) {
                String text = g.position().text();
                long hash = g.positionHash();
                long digest = positionDigest(text);
                long other = seen.put(hash, digest);
                if (other != 0) {
                    throw new AssertionError("hash " + Long.toHexString(hash) + " of two distinct positions, one of them:\n" + text);
                }
                if (rnd.nextInt(16) == 0) {
                    long back = Position.parse(text, g.tileSet()).toGame().positionHash();
                    if (back != hash) {
                        throw new AssertionError("the position read back hashes " + Long.toHexString(back) + ", not " + Long.toHexString(hash)
                                + ":\n" + text);
                    }
                    readBack.increment();
                }
                if (g.isOver()) {
                    break;
                }
                int n = g.optionCount();
                expected.clear();
                for (int k = 0; k < n; k++) {
                    expected.add(g.actionId(k));
                }
                int set = g.legalActionMask(bits);
                java.util.TreeSet<Integer> got = new java.util.TreeSet<>();
                for (int w = 0; w < bits.length; w++) {
                    for (long x = bits[w]; x != 0; x &= x - 1) {
                        got.add(w * 64 + Long.numberOfTrailingZeros(x));
                    }
                }
                if (set != n || !got.equals(expected)) {
                    throw new AssertionError("the mask " + got + " is not the options' global ids " + expected + " at\n" + text);
                }
                int choice = rnd.nextInt(n);
                Game byId = g.copy();
                byId.applyAction(g.actionId(choice));
                g.applyOptionQuietly(choice);
                String a = g.position().text();
                String b = byId.position().text();
                if (!a.equals(b)) {
                    throw new AssertionError("applying option " + choice + " by its global id reached\n" + b + "\ninstead of\n" + a);
                }
                decisions.increment();
            }
        });
        done("learning surface: " + n(total) + " random games, " + n(decisions.sum()) + " decisions, each with its mask equal to the "
                + "options' global ids and its option applied by global id reaching the same position; " + n(seen.size)
                + " distinct positions hashed without a collision (" + n(readBack.sum()) + " read back from their text to the same hash)");
    }
}
