package io.github.tongiaki.testkit.properties;

import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.testkit.GameMonitor;
import io.github.tongiaki.testkit.Positions;
import io.github.tongiaki.testkit.RandomPlay;
import io.github.tongiaki.testkit.Strategy;
import io.github.tongiaki.tiles.OfficialTiles;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The model-based property of positions: a position text is accepted exactly when the engine can play on
 * from it under the rules. Positions from random and adversarial games, at every kind of decision (and
 * finished), are mutated token by token with the grammar in mind (numbers ±1 and to extremes, boats moved
 * between beaches, lines dropped, duplicated and reordered, fields of {@code pending} changed, words taken
 * from other positions, a tile moved to the edge of the board or one hex past it on every side); every text that
 * parses must print back to itself and play on under random and adversarial strategies with every testkit
 * invariant and copy fidelity after every decision, every position reached reading back and every action id
 * {@code legalActions()} returns accepted by {@code applyAction} ({@link Checks#readsBackAndEveryActionApplies}),
 * and nothing but {@link ParseException} may be thrown. Used by {@link PositionMutantsTest} (the default build) and
 * {@link ReliabilityTest} (the reliability pass).
 */
final class PositionMutation {

    private PositionMutation() {
    }

    /** How many decisions a parsed mutant plays at least (unless its game ends sooner). */
    static final int DECISIONS = 30;

    /** The longest game a mutant played to the end may take before it counts as unfinished. */
    static final int LONGEST = RandomPlay.MAX_DECISIONS;

    /** Valid position texts, by the kind of their pending decision (null: finished games). */
    static final class Corpus {
        final Map<DecisionKind, List<String>> byKind = new EnumMap<>(DecisionKind.class);
        final List<String> finished = new ArrayList<>();
        final List<String> all = new ArrayList<>();
        /** Per line keyword: lines of that keyword seen in the corpus. */
        final Map<String, List<String>> lines = new LinkedHashMap<>();

        Corpus(long seed) {
            SplittableRandom rnd = new SplittableRandom(seed);
            Strategy[] strategies = {Strategy.uniform(), Strategy.looping(0.1), Strategy.passing(0.05), Strategy.looping()};
            for (int i = 0; i < 40; i++) {
                int players = 2 + i % 5;
                Game g;
                if (i % 10 == 9) {
                    g = (i % 20 == 9 ? Positions.closedIsland(rnd.nextLong()) : Positions.partiallyLoopingIsland(rnd.nextLong())).game();
                } else {
                    RuleOptions options = i % 3 == 0 ? RandomPlay.ruleOptions(rnd.nextLong()) : RuleOptions.defaults();
                    GameSetup setup = i % 4 == 3 ? RandomPlay.chanceSetup(players, rnd.nextLong()) : RandomPlay.setup(players, rnd.nextLong(), options);
                    g = Game.start(setup);
                }
                Strategy strategy = strategies[i % strategies.length];
                EnumMap<DecisionKind, Integer> taken = new EnumMap<>(DecisionKind.class);
                for (int steps = 0; !g.isOver() && steps < 3_000; steps++) {
                    DecisionKind k = g.decision().kind();
                    int n = taken.getOrDefault(k, 0);
                    String text = accepted(Position.of(g).text());
                    // every kind of decision of the game at least once, then one in eight
                    if (n == 0 || rnd.nextInt(8) == 0) {
                        add(k, text);
                        taken.put(k, n + 1);
                    }
                    g.applyOption(strategy.choose(g, rnd));
                }
                if (g.isOver()) {
                    add(null, accepted(Position.of(g).text()));
                }
            }
        }

        /** The other half of "accepted exactly when": every position a game reaches is accepted as it is. */
        private static String accepted(String text) {
            String back;
            try {
                back = Position.parse(text, OfficialTiles.set()).text();
            } catch (ParseException e) {
                throw new AssertionError("a position a game reached is refused (" + e.getMessage() + "):\n" + text, e);
            }
            if (!back.equals(text)) {
                throw new AssertionError("a position a game reached does not print back to itself:\n" + text + "\nreads as\n" + back);
            }
            return text;
        }

        private void add(DecisionKind kind, String text) {
            (kind == null ? finished : byKind.computeIfAbsent(kind, k -> new ArrayList<>())).add(text);
            all.add(text);
            for (String line : text.split("\n")) {
                lines.computeIfAbsent(keyword(line), k -> new ArrayList<>()).add(line);
            }
        }

        /** A position to mutate: every kind of decision equally often, finished games as often as one kind. */
        String pick(SplittableRandom rnd) {
            int kinds = byKind.size() + 1;
            int k = rnd.nextInt(kinds);
            if (k == byKind.size()) {
                return finished.get(rnd.nextInt(finished.size()));
            }
            List<String> list = new ArrayList<>(byKind.values()).get(k);
            return list.get(rnd.nextInt(list.size()));
        }

        String anyLine(SplittableRandom rnd, String keyword) {
            List<String> l = lines.get(keyword);
            if (l == null) {
                List<String> every = all;
                String[] ls = every.get(rnd.nextInt(every.size())).split("\n");
                return ls[rnd.nextInt(ls.length)];
            }
            return l.get(rnd.nextInt(l.size()));
        }
    }

    private static String keyword(String line) {
        int sp = line.indexOf(' ');
        return sp < 0 ? line : line.substring(0, sp);
    }

    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+");
    private static final Pattern BOAT = Pattern.compile("([0-9]*)([BRGYOP])");
    private static final String[] EXTREMES = {"0", "-1", "1", "2", "3", "6", "14", "15", "16", "31", "32", "998", "999", "1000", "1001",
        "-1000", "-1001", "2147483647", "-2147483648", "99999999999"};
    private static final String[] KINDS = {"setup", "turn", "take", "place", "emigrate", "land", "tile", "chance", "over"};
    private static final String COLOURS = "BRGYOP";
    private static final String[] COLOUR_NAMES = {"blue", "red", "green", "yellow", "orange", "purple"};

    /**
     * Mutates a position text with one to three grammar-aware changes.
     *
     * @param text a valid position text
     * @param rnd the random source
     * @param corpus other positions, for words and lines
     * @return the mutant
     */
    static String mutate(String text, SplittableRandom rnd, Corpus corpus) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        // the trailing empty string of a text ending in a newline stays last
        boolean newline = text.endsWith("\n");
        if (newline) {
            lines.remove(lines.size() - 1);
        }
        int n = 1 + (rnd.nextInt(4) == 0 ? 1 + rnd.nextInt(2) : 0);
        for (int k = 0; k < n; k++) {
            mutateOnce(lines, rnd, corpus);
        }
        // a boat moved or a count changed leaves the redundant supply line wrong: drop it half the time
        if (rnd.nextBoolean()) {
            lines.removeIf(l -> l.startsWith("supply"));
        }
        return String.join("\n", lines) + (newline ? "\n" : "");
    }

    private static int lineOf(List<String> lines, String keyword) {
        for (int i = 0; i < lines.size(); i++) {
            if (keyword(lines.get(i)).equals(keyword)) {
                return i;
            }
        }
        return -1;
    }

    private static void mutateOnce(List<String> lines, SplittableRandom rnd, Corpus corpus) {
        if (lines.size() < 2) {
            return;
        }
        int li = 1 + rnd.nextInt(lines.size() - 1);
        switch (rnd.nextInt(13)) {
            case 0, 1 -> { // a number ±1
                String l = lines.get(li);
                List<int[]> spans = spans(l);
                if (!spans.isEmpty()) {
                    int[] sp = spans.get(rnd.nextInt(spans.size()));
                    long v = Long.parseLong(l.substring(sp[0], sp[1]));
                    lines.set(li, l.substring(0, sp[0]) + (v + (rnd.nextBoolean() ? 1 : -1)) + l.substring(sp[1]));
                }
            }
            case 2 -> { // a number to an extreme
                String l = lines.get(li);
                List<int[]> spans = spans(l);
                if (!spans.isEmpty()) {
                    int[] sp = spans.get(rnd.nextInt(spans.size()));
                    lines.set(li, l.substring(0, sp[0]) + EXTREMES[rnd.nextInt(EXTREMES.length)] + l.substring(sp[1]));
                }
            }
            case 3 -> moveBoat(lines, rnd, corpus);
            case 4 -> lines.remove(li);
            case 5 -> lines.add(1 + rnd.nextInt(lines.size()), lines.get(li));
            case 6 -> { // two lines swapped
                int lj = 1 + rnd.nextInt(lines.size() - 1);
                String a = lines.get(li);
                lines.set(li, lines.get(lj));
                lines.set(lj, a);
            }
            case 7, 8 -> pending(lines, rnd, corpus);
            case 9 -> { // a word of a line replaced by the same word of a line of the same keyword elsewhere
                String l = lines.get(li);
                String[] w = l.split(" ", -1);
                String[] o = corpus.anyLine(rnd, keyword(l)).split(" ", -1);
                int i = 1 + rnd.nextInt(Math.max(1, w.length - 1));
                if (i < w.length && o.length > 1) {
                    w[i] = o[Math.min(o.length - 1, i)];
                    lines.set(li, String.join(" ", w));
                }
            }
            case 10 -> { // a colour changed
                String l = lines.get(li);
                String c = String.valueOf(COLOURS.charAt(rnd.nextInt(6)));
                Matcher m = BOAT.matcher(l);
                List<int[]> at = new ArrayList<>();
                while (m.find()) {
                    at.add(new int[] {m.start(2), m.end(2)});
                }
                for (String name : COLOUR_NAMES) {
                    for (int i = l.indexOf(name); i >= 0; i = l.indexOf(name, i + 1)) {
                        at.add(new int[] {i, i + name.length()});
                    }
                }
                if (!at.isEmpty()) {
                    int[] sp = at.get(rnd.nextInt(at.size()));
                    String repl = sp[1] - sp[0] == 1 ? c : COLOUR_NAMES[COLOURS.indexOf(c)];
                    lines.set(li, l.substring(0, sp[0]) + repl + l.substring(sp[1]));
                }
            }
            case 11 -> lines.add(1 + rnd.nextInt(lines.size()), corpus.anyLine(rnd, keyword(lines.get(li))));
            default -> { // a tile to the edge of the board, or one hex past it, on one of its sides
                List<Integer> tiles = movableTiles(lines);
                if (!tiles.isEmpty()) {
                    int ti = tiles.get(rnd.nextInt(tiles.size()));
                    String moved = toTheEdge(lines, ti, SIDES[rnd.nextInt(SIDES.length)], rnd.nextInt(3) - 1);
                    if (moved != null) {
                        lines.set(ti, moved);
                    }
                }
            }
        }
    }

    /**
     * The sides of the board, as steps (dq, dr) of the hexes farthest out: along both axes, both diagonals of the
     * axial grid and the two corners where both coordinates reach the bound with the same sign.
     */
    static final int[][] SIDES = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}, {1, 1}, {-1, -1}};

    private static final Pattern TILE = Pattern.compile("(tile .+) (-?[0-9]+),(-?[0-9]+) (r[0-9]+)");

    /**
     * The bound on a tile's coordinates of a position text, as the validator counts it: the tiles laid (the
     * {@code tile} and {@code removed} lines) and the tiles set aside, the tiles of the set less those still to lay
     * (CONFORMANCE.md, "Ranges").
     */
    static int reach(List<String> lines) {
        int reach = 0;
        for (String l : lines) {
            if (l.startsWith("tile ") || l.startsWith("removed ")) {
                reach++;
            } else if (l.startsWith("aside ")) {
                reach += l.split(" (?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)").length - 1;
            }
        }
        return reach;
    }

    /** The indices of the {@code tile} lines other than the first (the start island's), well formed. */
    static List<Integer> movableTiles(List<String> lines) {
        List<Integer> out = new ArrayList<>();
        boolean first = true;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("tile ") && TILE.matcher(lines.get(i)).matches()) {
                if (!first) {
                    out.add(i);
                }
                first = false;
            }
        }
        return out;
    }

    /**
     * The tile line {@code ti} moved to the edge of the board on a side: to {@code side × (reach + beyond)}, the hex
     * as far out as the bound lets it lie ({@code beyond = 0}), one hex nearer (-1) or one past it (1). Null where
     * another tile lies there.
     */
    static String toTheEdge(List<String> lines, int ti, int[] side, int beyond) {
        Matcher m = TILE.matcher(lines.get(ti));
        if (!m.matches()) {
            return null;
        }
        int d = reach(lines) + beyond;
        String hex = side[0] * d + "," + side[1] * d;
        for (String l : lines) {
            Matcher o = TILE.matcher(l);
            if (l.startsWith("tile ") && o.matches() && (o.group(2) + "," + o.group(3)).equals(hex)) {
                return null;
            }
        }
        return m.group(1) + " " + hex + " " + m.group(4);
    }

    /** The spans of the numbers of a line (past its keyword). */
    private static List<int[]> spans(String l) {
        List<int[]> spans = new ArrayList<>();
        Matcher m = NUMBER.matcher(l);
        int from = l.indexOf(' ');
        while (from >= 0 && m.find(from)) {
            spans.add(new int[] {m.start(), m.end()});
            from = m.end();
        }
        return spans;
    }

    /** One boat of a beach (or of the pending group) moved to another beach, an empty one included. */
    private static void moveBoat(List<String> lines, SplittableRandom rnd, Corpus corpus) {
        List<Integer> boats = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("boats ")) {
                boats.add(i);
            }
        }
        int pe = lineOf(lines, "pending");
        // the source: a beach, or the boats of the pending group
        char colour;
        int from = rnd.nextInt(boats.size() + 1);
        if (from < boats.size()) {
            int li = boats.get(from);
            String[] w = lines.get(li).split(" ");
            if (w.length < 3) {
                return;
            }
            String spec = w[2];
            colour = someColour(spec, rnd);
            if (colour == 0) {
                return;
            }
            w[2] = minus(spec, colour);
            lines.set(li, String.join(" ", w));
        } else if (pe >= 0 && lines.get(pe).contains(" group=")) {
            String l = lines.get(pe);
            int s = l.indexOf(" group=") + 7;
            int e = l.indexOf(' ', s);
            e = e < 0 ? l.length() : e;
            colour = someColour(l.substring(s, e), rnd);
            if (colour == 0) {
                return;
            }
            lines.set(pe, l.substring(0, s) + minus(l.substring(s, e), colour) + l.substring(e));
        } else {
            colour = COLOURS.charAt(rnd.nextInt(6));
        }
        // the target: another beach line, or a new line for a beach of a tile named somewhere in the text
        if (!boats.isEmpty() && rnd.nextBoolean()) {
            int li = boats.get(rnd.nextInt(boats.size()));
            String[] w = lines.get(li).split(" ");
            if (w.length >= 3) {
                w[2] = plus(w[2], colour);
                lines.set(li, String.join(" ", w));
            }
        } else {
            String island = "Tonga";
            List<String> tiles = new ArrayList<>();
            for (String l : lines) {
                if (l.startsWith("tile ")) {
                    tiles.add(l.split(" ")[1]);
                }
            }
            if (!tiles.isEmpty()) {
                island = tiles.get(rnd.nextInt(tiles.size()));
            }
            lines.add(1 + rnd.nextInt(lines.size()), "boats " + island + "/" + (1 + rnd.nextInt(6)) + " " + colour);
        }
    }

    private static char someColour(String spec, SplittableRandom rnd) {
        List<Character> cs = new ArrayList<>();
        for (char c : spec.toCharArray()) {
            if (COLOURS.indexOf(c) >= 0) {
                cs.add(c);
            }
        }
        return cs.isEmpty() ? 0 : cs.get(rnd.nextInt(cs.size()));
    }

    /** Counts of a boats spec ({@code 2B+R}, {@code -}) per colour letter. */
    private static int[] counts(String spec) {
        int[] n = new int[6];
        Matcher m = BOAT.matcher(spec);
        while (m.find()) {
            n[COLOURS.indexOf(m.group(2))] += m.group(1).isEmpty() ? 1 : (int) Math.min(1000, Long.parseLong(m.group(1)));
        }
        return n;
    }

    private static String spec(int[] n) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 6; c++) {
            if (n[c] > 0) {
                sb.append(sb.length() == 0 ? "" : "+").append(n[c] == 1 ? "" : String.valueOf(n[c])).append(COLOURS.charAt(c));
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    private static String minus(String spec, char colour) {
        int[] n = counts(spec);
        n[COLOURS.indexOf(colour)]--;
        return spec(n);
    }

    private static String plus(String spec, char colour) {
        int[] n = counts(spec);
        n[COLOURS.indexOf(colour)]++;
        return spec(n);
    }

    /** The pending line changed: its kind, a field's value, a field dropped or added, or the whole line. */
    private static void pending(List<String> lines, SplittableRandom rnd, Corpus corpus) {
        int pe = lineOf(lines, "pending");
        if (pe < 0) {
            return;
        }
        List<String> w = new ArrayList<>(List.of(lines.get(pe).split(" ")));
        String other = corpus.anyLine(rnd, "pending");
        List<String> ow = List.of(other.split(" "));
        switch (rnd.nextInt(5)) {
            case 0 -> {
                if (w.size() > 1) {
                    w.set(1, KINDS[rnd.nextInt(KINDS.length)]);
                }
            }
            case 1 -> { // a field's value from another pending line with that field
                if (w.size() > 2) {
                    int i = 2 + rnd.nextInt(w.size() - 2);
                    String key = w.get(i).substring(0, Math.max(0, w.get(i).indexOf('=') + 1));
                    for (int tries = 0; tries < 20 && !key.isEmpty(); tries++) {
                        for (String x : corpus.anyLine(rnd, "pending").split(" ")) {
                            if (x.startsWith(key)) {
                                w.set(i, x);
                                tries = 20;
                                break;
                            }
                        }
                    }
                }
            }
            case 2 -> {
                if (w.size() > 2) {
                    w.remove(2 + rnd.nextInt(w.size() - 2));
                }
            }
            case 3 -> {
                if (ow.size() > 2) {
                    w.add(2 + rnd.nextInt(w.size() - 1), ow.get(2 + rnd.nextInt(ow.size() - 2)));
                }
            }
            default -> {
                lines.set(pe, other);
                return;
            }
        }
        lines.set(pe, String.join(" ", w));
    }

    /** What the mutants of a run came to. */
    static final class Tally {
        final LongAdder mutants = new LongAdder();
        final LongAdder parsed = new LongAdder();
        final LongAdder decisions = new LongAdder();
        final LongAdder toTheEnd = new LongAdder();
        final LongAdder unfinished = new LongAdder();
        final Map<String, LongAdder> parsedByKind = new java.util.concurrent.ConcurrentHashMap<>();
    }

    /**
     * Checks one mutant: a {@link ParseException} with a line and column, or a position that prints back to
     * itself and plays on.
     *
     * @param text the mutant
     * @param seed the seed of its play
     * @param toTheEnd whether to play it to the end
     * @param forkEveryStep whether a copy taken before every decision must be left unchanged by it and, given the
     *     same choice, reach the same events and position ({@link GameMonitor}); without it (and with it) a copy
     *     taken every {@value ReliabilityTest#SHADOW_STEPS} decisions plays in step with the game, its events
     *     compared after every decision and its position every {@value ReliabilityTest#SHADOW_STEPS}
     * @param tally the counts
     * @return whether the mutant parsed (and played on)
     * @throws AssertionError for a finding
     */
    static boolean check(String text, long seed, boolean toTheEnd, boolean forkEveryStep, Tally tally) {
        tally.mutants.increment();
        Position p;
        try {
            p = Position.parse(text, OfficialTiles.set());
        } catch (ParseException e) {
            if (e.line() < 1 || e.column() < 1 || e.expected() == null || e.expected().isBlank()) {
                throw new AssertionError("a ParseException without line, column or expectation: " + e + "\nmutant:\n" + text, e);
            }
            return false;
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError("Position.parse threw " + e + " (only ParseException is documented) for the mutant:\n" + text, e);
        }
        tally.parsed.increment();
        String printed = p.text();
        try {
            Position again = Position.parse(printed, OfficialTiles.set());
            if (!again.text().equals(printed) || !again.equals(p)) {
                throw new AssertionError("a parsed mutant does not print back to itself:\n" + printed + "\nreads back as\n" + again.text());
            }
        } catch (ParseException e) {
            throw new AssertionError("a parsed mutant's own text is refused (" + e.getMessage() + "):\n" + printed + "\nfrom the mutant:\n" + text, e);
        }
        Game g = p.toGame();
        tally.parsedByKind.computeIfAbsent(g.isOver() ? "over" : g.decision().kind().toString(), k -> new LongAdder()).increment();
        Strategy strategy = switch ((int) Math.floorMod(seed, 4L)) {
            case 0, 1 -> Strategy.uniform();
            case 2 -> Strategy.looping(0.1);
            default -> Strategy.passing(0.05);
        };
        GameMonitor m;
        try {
            m = new GameMonitor(g, forkEveryStep);
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError("a parsed mutant breaks an invariant as it stands: " + e.getMessage() + "\nposition:\n" + printed, e);
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        int max = toTheEnd ? LONGEST : DECISIONS;
        int steps = 0;
        Game shadow = null;
        int left = 0;
        try {
            Checks.readsBackAndEveryActionApplies(g);
            while (!g.isOver() && steps < max) {
                if (left == 0) {
                    shadow = g.copy();
                    left = ReliabilityTest.SHADOW_STEPS;
                }
                int id = strategy.choose(g, rnd);
                List<GameEvent> events = m.applyOption(id);
                if (!shadow.applyOption(id).equals(events)) {
                    throw new AssertionError("copy-fidelity: a copy taken along the way emitted other events");
                }
                if (--left == 0 || g.isOver()) {
                    if (!Position.of(g).text().equals(Position.of(shadow).text())) {
                        throw new AssertionError("copy-fidelity: a copy played in step reached another position");
                    }
                    left = 0;
                }
                steps++;
                Checks.everyStep(g);
                Checks.readsBackAndEveryActionApplies(g);
            }
        } catch (AssertionError | RuntimeException | StackOverflowError e) {
            throw new AssertionError("a parsed mutant fails after " + steps + " decisions (strategy seed " + seed + "): " + e
                    + "\nposition:\n" + printed + "\n" + m.reproduce(), e);
        }
        tally.decisions.add(steps);
        if (toTheEnd) {
            tally.toTheEnd.increment();
            if (!g.isOver()) {
                tally.unfinished.increment();
            }
        }
        return true;
    }

    /** What the positions at the edge of the board came to. */
    static final class Edges {
        /** Tiles moved one hex past the bound, each refused at its hex. */
        final LongAdder past = new LongAdder();
        /** Tiles moved onto the bound. */
        final LongAdder atTheBound = new LongAdder();
        /** Of those, the positions accepted (and played on). */
        final LongAdder accepted = new LongAdder();
    }

    /**
     * One real position at the edge of the board: a tile other than the start island moved to the bound on a side
     * ({@link #SIDES}), and one hex past it. One past is refused at that tile's hex, naming the bound (CONFORMANCE.md,
     * "Ranges"); at the bound the position is refused for another reason (a field of the pending decision naming the
     * tile's old hex …) or it plays on with every check of {@link #check}, every position reached reading back and every
     * legal action id applied.
     *
     * @param text a position reached in play
     * @param rnd the random source (the tile and the side)
     * @param seed the seed of the play
     * @param toTheEnd whether to play it to the end
     * @param tally the counts of {@link #check}
     * @param edges the counts of this family
     * @throws AssertionError for a finding
     */
    static void edge(String text, SplittableRandom rnd, long seed, boolean toTheEnd, Tally tally, Edges edges) {
        List<String> lines = List.of(text.split("\n", -1));
        List<Integer> tiles = movableTiles(lines);
        if (tiles.isEmpty()) {
            return;
        }
        int ti = tiles.get(rnd.nextInt(tiles.size()));
        int[] side = SIDES[rnd.nextInt(SIDES.length)];
        int reach = reach(lines);
        String past = toTheEdge(lines, ti, side, 1);
        if (past != null) {
            List<String> l = new ArrayList<>(lines);
            l.set(ti, past);
            String mutant = String.join("\n", l);
            boolean refused = false;
            try {
                Position.parse(mutant, OfficialTiles.set());
            } catch (ParseException e) {
                if (e.line() != ti + 1 || !e.expected().startsWith("a hex with coordinates within -" + reach + ".." + reach + " ")) {
                    throw new AssertionError("a tile one hex past the edge of the board is refused elsewhere (" + e.getMessage() + "):\n"
                            + mutant, e);
                }
                refused = true;
            }
            if (!refused) {
                throw new AssertionError("a tile one hex past the edge of the board is accepted:\n" + mutant);
            }
            edges.past.increment();
        }
        String at = toTheEdge(lines, ti, side, 0);
        if (at != null) {
            List<String> l = new ArrayList<>(lines);
            l.set(ti, at);
            edges.atTheBound.increment();
            if (check(String.join("\n", l), seed, toTheEnd, false, tally)) {
                edges.accepted.increment();
            }
        }
    }
}
