package io.github.tongiaki.core.notation;

import io.github.tongiaki.core.Version;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Headers;
import io.github.tongiaki.core.internal.Lines;
import io.github.tongiaki.core.internal.Lines.Line;
import io.github.tongiaki.core.internal.Lines.Token;
import io.github.tongiaki.core.internal.Read;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * A whole game as text, the PGN of Tongiaki: a header of bracketed lines (format, tile set, players,
 * start player, rule options, where the stack comes from), then the choices, one per line, by their
 * text ({@link ChoiceText}); {@code #} starts a comment anywhere.
 *
 * <pre>
 * [format tongiaki-record 2]
 * [engine tongiaki 0.1.0]
 * [rules 2.3]
 * [tileset official]
 * [players blue red green]
 * [start blue]
 * [options endgame=FINISH_TURN loop-colour-aware=false landing-spread-when-short=true mask-counts-on-table=true stranded-count-on-table=true stall-rounds=30]
 * [seed 42]
 * berth Tonga/1     # blue's first boat
 * berth Tonga/4
 * …
 * </pre>
 *
 * <p>The stack comes from {@code [seed N]} (the specified shuffle, {@link TileSource#shuffled(long)}),
 * {@code [stack id …]} with an optional {@code [seed N]} for the tiles not listed
 * ({@link TileSource#ordered(List, long)}), or {@code [chance]} (explicit chance: the draws are choices
 * {@code draw <tile>}). {@link #replay()} plays the record from the start and gives the same game, with
 * the same events, as the game recorded.
 *
 * <p>{@code [engine <name> <version>]} and {@code [rules <revision>]} name the engine that wrote the record and
 * the revision of the rules specification it played ({@link #writtenBy()}, {@link #rulesRevision()}); both are
 * optional when reading, and a record {@link #of} builds carries the running engine's ({@link Version}). A
 * record that names another engine or revision still replays; {@link #versionMismatch()} says so, and a
 * choice that fails to replay names the mismatch as its likely cause.
 */
public final class GameRecord {

    /** The format's name in the {@code [format …]} line. */
    public static final String FORMAT = "tongiaki-record";
    /** The version this class writes and reads. */
    public static final int VERSION = 2;

    private final GameSetup setup;
    private final List<String> choices;
    private final int[] lines;
    private final int[] columns;
    /** The {@code [engine]} line's value ({@code <name> <version>}), or null. */
    private final String writtenBy;
    /** The {@code [rules]} line's value, or null. */
    private final String rulesRevision;

    private GameRecord(GameSetup setup, List<String> choices, int[] lines, int[] columns, String writtenBy, String rulesRevision) {
        this.setup = setup;
        this.choices = List.copyOf(choices);
        this.lines = lines;
        this.columns = columns;
        this.writtenBy = writtenBy;
        this.rulesRevision = rulesRevision;
    }

    /**
     * {@return a record of a set-up and the choices made from its start, written by this engine} It names the
     * running engine and its rules revision ({@link Version#writer()}, {@link Version#rulesRevision()}).
     *
     * @param setup the set-up
     * @param choices the choices' texts, in order (spaces and tabs at their ends are dropped)
     * @throws NullPointerException if the set-up, the list or a choice is null
     * @throws IllegalArgumentException if a choice is blank or holds a line break or a {@code #}: a
     *     record's line could not hold it
     */
    public static GameRecord of(GameSetup setup, List<String> choices) {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(choices, "choices");
        List<String> c = new ArrayList<>();
        for (String s : choices) {
            c.add(choiceLine(s));
        }
        return new GameRecord(setup, c, null, null, Version.writer(), Version.rulesRevision());
    }

    /** A choice as a record holds it: without spaces and tabs at the ends, on one line, before any comment. */
    private static String choiceLine(String choice) {
        String c = Lines.trim(Objects.requireNonNull(choice, "choice"));
        if (c.isEmpty() || c.indexOf('\n') >= 0 || c.indexOf('\r') >= 0 || c.indexOf('#') >= 0) {
            throw new IllegalArgumentException("a record cannot hold the choice '" + choice + "': a choice is not blank and holds no "
                    + "line break and no '#'");
        }
        return c;
    }

    /**
     * {@return this record with one more choice} Its {@code [engine]} and {@code [rules]} lines stay as they are.
     *
     * @param choice the choice's text (spaces and tabs at its ends are dropped)
     * @throws NullPointerException if the choice is null
     * @throws IllegalArgumentException if the choice is blank or holds a line break or a {@code #}
     */
    public GameRecord plus(String choice) {
        List<String> c = new ArrayList<>(choices);
        c.add(choiceLine(choice));
        return new GameRecord(setup, c, null, null, writtenBy, rulesRevision);
    }

    /**
     * {@return this record naming another writer} A port writes its own name and version; a record meant
     * for every engine alike (the conformance suite's) names none.
     *
     * @param engine the {@code [engine]} line's value, {@code <name> <version>} (two words, such as
     *     {@code tongiaki 0.1.0}), or null for no such line
     * @param rulesRevision the {@code [rules]} line's value (one word, such as {@code 2.3}), or null for no
     *     such line
     * @throws IllegalArgumentException if a value has another number of words or a character a header value
     *     cannot hold (a bracket, a quote, a {@code #}, a control character)
     */
    public GameRecord withWriter(String engine, String rulesRevision) {
        return new GameRecord(setup, choices, null, null, headerValue(engine, 2, "engine"), headerValue(rulesRevision, 1, "rules"));
    }

    /** A value of the [engine] or [rules] line: null, or that many words of plain characters, single spaces between. */
    private static String headerValue(String value, int words, String key) {
        if (value == null) {
            return null;
        }
        String[] w = value.split(" ", -1);
        boolean ok = w.length == words;
        for (String x : w) {
            ok &= !x.isEmpty() && x.codePoints().allMatch(c -> c > ' ' && c != 0x7F && "[]\"#".indexOf(c) < 0 && !Character.isWhitespace(c));
        }
        if (!ok) {
            throw new IllegalArgumentException("a [" + key + "] line holds " + (words == 1 ? "one word" : words + " words")
                    + " of letters, digits and signs other than brackets, quotes and '#', one space between: '" + value + "'");
        }
        return value;
    }

    /**
     * {@return the engine that wrote this record, its name and version as its {@code [engine]} line gives them
     * (such as {@code tongiaki 0.1.0}), or empty if the record has no such line}
     */
    public Optional<String> writtenBy() {
        return Optional.ofNullable(writtenBy);
    }

    /**
     * {@return the revision of the rules specification this record was played under, as its {@code [rules]} line
     * gives it (such as {@code 2.3}), or empty if the record has no such line}
     */
    public Optional<String> rulesRevision() {
        return Optional.ofNullable(rulesRevision);
    }

    /**
     * {@return how this record's writer differs from the running engine, or empty if it names no other} The
     * record names another engine when its {@code [engine]} line differs from {@link Version#writer()} or its
     * {@code [rules]} line from {@link Version#rulesRevision()}; a missing line differs from nothing. The text
     * reads: {@code the record was written by tongiaki 0.0.9 under spec revision 2.2; this is tongiaki 0.1.0
     * under 2.3}. Such a record may replay differently (a new revision, or a fix in a patch release, may change
     * the events of a seed): {@link #replay()} still plays it, and names the mismatch if a choice fails.
     */
    public Optional<String> versionMismatch() {
        boolean engineDiffers = writtenBy != null && !writtenBy.equals(Version.writer());
        boolean rulesDiffer = rulesRevision != null && !rulesRevision.equals(Version.rulesRevision());
        if (!engineDiffers && !rulesDiffer) {
            return Optional.empty();
        }
        String by = (writtenBy == null ? "an engine it does not name" : writtenBy)
                + (rulesRevision == null ? "" : " under spec revision " + rulesRevision);
        return Optional.of("the record was written by " + by + "; this is " + Version.writer() + " under "
                + Version.rulesRevision());
    }

    /** {@return the set-up} */
    public GameSetup setup() {
        return setup;
    }

    /** {@return the choices' texts, in order} */
    public List<String> choices() {
        return choices;
    }

    /** {@return the canonical text: the header, then one choice a line} */
    public String text() {
        StringBuilder sb = new StringBuilder();
        sb.append("[format ").append(FORMAT).append(' ').append(VERSION).append("]\n");
        if (writtenBy != null) {
            sb.append("[engine ").append(writtenBy).append("]\n");
        }
        if (rulesRevision != null) {
            sb.append("[rules ").append(rulesRevision).append("]\n");
        }
        sb.append("[tileset ").append(Lines.quote(setup.tileSet().name())).append("]\n");
        sb.append("[players");
        for (Colour c : setup.players()) {
            sb.append(' ').append(c);
        }
        sb.append("]\n");
        sb.append("[start ").append(setup.startPlayer()).append("]\n");
        sb.append("[options ").append(setup.options()).append("]\n");
        TileSource src = setup.tileSource();
        if (src instanceof TileSource.Shuffled s) {
            sb.append("[seed ").append(s.seed()).append("]\n");
        } else if (src instanceof TileSource.Stacked s) {
            sb.append("[stack");
            for (TileId id : s.top()) {
                sb.append(' ').append(Lines.quote(id.value()));
            }
            sb.append("]\n");
            sb.append("[seed ").append(s.seed()).append("]\n");
        } else {
            sb.append("[chance]\n");
        }
        for (String c : choices) {
            sb.append(c).append('\n');
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return text();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameRecord r && r.text().equals(text());
    }

    @Override
    public int hashCode() {
        return text().hashCode();
    }

    /**
     * Plays the record from the start.
     *
     * @return the game after the last choice
     * @throws ParseException at the first choice the game does not offer at that point (with the options
     *     it offers there), or at a choice after the game is over; when the record names another engine or
     *     rules revision ({@link #versionMismatch()}), the message ends with that, as the likely cause
     */
    public Game replay() {
        return replay((c, e) -> {
        });
    }

    /**
     * Plays the record from the start, handing over the events of the start (with a null choice) and
     * then those of every choice.
     *
     * @param events receives each choice's text (null for the start) and the events it caused
     * @return the game after the last choice
     * @throws ParseException at the first choice the game does not offer at that point, or at a choice
     *     after the game is over; when the record names another engine or rules revision
     *     ({@link #versionMismatch()}), the message ends with that, as the likely cause
     */
    public Game replay(BiConsumer<String, List<GameEvent>> events) {
        Game game;
        try {
            game = Game.start(setup);
        } catch (RuntimeException e) {
            throw new ParseException(1, 1, "a header that starts a game", e.getMessage());
        }
        events.accept(null, game.lastEvents());
        int header = 7 + (setup.tileSource() instanceof TileSource.Stacked ? 1 : 0) + (writtenBy == null ? 0 : 1)
                + (rulesRevision == null ? 0 : 1);
        for (int i = 0; i < choices.size(); i++) {
            int line = lines == null ? header + i : lines[i];
            int column = columns == null ? 1 : columns[i];
            try {
                if (game.isOver()) {
                    throw new ParseException(line, column, "the end of the record", "the game is over before this choice");
                }
                Decision d = game.decision();
                Option o = ChoiceText.parse(d, choices.get(i), line, column);
                events.accept(choices.get(i), game.apply(o));
            } catch (ParseException e) {
                throw withMismatch(e);
            }
        }
        return game;
    }

    /** The exception, with the version mismatch (if any) after its detail, as the likely cause. */
    private ParseException withMismatch(ParseException e) {
        Optional<String> mismatch = versionMismatch();
        if (mismatch.isEmpty()) {
            return e;
        }
        String prefix = "line " + e.line() + ", column " + e.column() + ": expected " + e.expected();
        String message = String.valueOf(e.getMessage());
        String detail = message.startsWith(prefix + ": ") ? message.substring(prefix.length() + 2) : null;
        ParseException out = new ParseException(e.line(), e.column(), e.expected(), (detail == null ? "" : detail + "; ")
                + "likely because " + mismatch.get());
        out.initCause(e);
        return out;
    }

    /**
     * This record with every draw written out (D-20): the same set-up but with {@linkplain TileSource#chance()
     * explicit chance}, and after each choice that drew tiles a line {@code draw <tile>} for each tile it drew, in
     * order; the draws are those of this engine's replay, so the record it gives names this engine. It replays to
     * the same position with the same events (and a chance decision before each draw that had more than one
     * possible tile); a record that is already under explicit chance is returned as it is.
     *
     * <p>What it is for: a host that lets players take back a decision, or that resumes a game from a record, keeps
     * the game's past exactly while the draws still to come are no longer fixed by the record's seed or stack,
     * whose order a player could know; the host then draws them from randomness no player knows and records them as
     * they happen ({@link HostedGame}).
     *
     * @return the record with explicit draws
     * @throws ParseException if the record does not replay (at the first choice the game does not offer)
     */
    public GameRecord withExplicitDraws() {
        if (setup.tileSource() instanceof TileSource.Chance) {
            return this;
        }
        GameSetup chanceSetup = new GameSetup(setup.players(), setup.startPlayer(), setup.tileSet(), TileSource.chance(),
                setup.options());
        List<List<TileId>> drawnAfter = new ArrayList<>();
        List<TileId> atStart = new ArrayList<>();
        replay((c, events) -> {
            if (c == null) {
                atStart.addAll(drawnTiles(events));
            } else {
                drawnAfter.add(drawnTiles(events));
            }
        });
        Game chance = Game.start(chanceSetup);
        List<String> out = new ArrayList<>();
        List<TileId> queue = new ArrayList<>(atStart);
        drawExplicitly(chance, queue, drawnTiles(chance.lastEvents()), out);
        for (int i = 0; i < choices.size(); i++) {
            List<TileId> drawn = drawnTiles(chance.apply(ChoiceText.parse(chance.decision(), choices.get(i))));
            out.add(choices.get(i));
            queue.addAll(drawnAfter.get(i));
            drawExplicitly(chance, queue, drawn, out);
        }
        return new GameRecord(chanceSetup, out, null, null, Version.writer(), Version.rulesRevision());
    }

    /**
     * Answers the chance decisions of a game under explicit chance with the tiles the recorded game drew: {@code
     * queue} holds the tiles still to draw, {@code drawn} those the chance game drew on its own (a draw with a single
     * possible tile needs no decision, D-16). The tiles drawn must be the queue's, in order.
     */
    private static void drawExplicitly(Game chance, List<TileId> queue, List<TileId> drawn, List<String> out) {
        int next = 0;
        for (TileId t : drawn) {
            check(queue, next++, t);
        }
        while (!chance.isOver() && chance.decision() instanceof Decision.Chance d) {
            if (next >= queue.size()) {
                throw new IllegalStateException("engine error: the game under explicit chance draws a tile where the recorded game drew none");
            }
            TileId want = queue.get(next);
            Option o = d.options().stream().filter(x -> x.choice() instanceof Choice.Draw dr
                    && dr.tile().equals(want)).findFirst().orElseThrow(() -> new IllegalStateException(
                            "engine error: the recorded game drew " + want + ", which the game under explicit chance does not offer"));
            out.add(o.text());
            for (TileId t : drawnTiles(chance.apply(o))) {
                check(queue, next++, t);
            }
        }
        if (next != queue.size()) {
            throw new IllegalStateException("engine error: the recorded game drew " + queue.subList(next, queue.size())
                    + ", which the game under explicit chance did not");
        }
        queue.clear();
    }

    private static void check(List<TileId> queue, int k, TileId t) {
        if (k >= queue.size() || !queue.get(k).equals(t)) {
            throw new IllegalStateException("engine error: the game under explicit chance drew " + t + " where the recorded game drew "
                    + (k < queue.size() ? queue.get(k) : "none"));
        }
    }

    private static List<TileId> drawnTiles(List<GameEvent> events) {
        List<TileId> out = new ArrayList<>();
        for (GameEvent e : events) {
            if (e instanceof GameEvent.TileDrawn t) {
                out.add(t.tile());
            }
        }
        return out;
    }

    /**
     * Reads a record. The tile set is the one its {@code [tileset …]} line names: one of {@code known},
     * or else one found by {@link TileSet#named(String)}. The choices are not checked here but by
     * {@link #replay()}.
     *
     * @param text the text
     * @param known tile sets to look up by name first
     * @return the record
     * @throws ParseException naming the line, the column and what was expected
     */
    public static GameRecord parse(String text, TileSet... known) {
        Objects.requireNonNull(text, "text");
        String[] raw = Lines.split(text);
        TileSet set = null;
        List<Colour> players = null;
        Colour start = null;
        RuleOptions options = RuleOptions.defaults();
        Long seed = null;
        List<TileId> stack = null;
        boolean chance = false;
        boolean format = false;
        String engine = null;
        String rules = null;
        List<String> seen = new ArrayList<>();
        List<String> choices = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        List<Integer> columns = new ArrayList<>();
        int playersLine = 0;
        for (int k = 0; k < raw.length; k++) {
            int number = k + 1;
            String line = raw[k];
            List<Token> tokens = Lines.tokens(number, line);
            if (tokens.isEmpty()) {
                continue;
            }
            Token first = tokens.get(0);
            if (!first.text().startsWith("[")) {
                if (!format) {
                    throw Read.error(number, first, "'[format " + FORMAT + " " + VERSION + "]' first");
                }
                // a choice: the line up to a comment, without the spaces and tabs at its ends (only they
                // separate; a line of other whitespace is a choice, kept as it is so that a reprint keeps it)
                int hash = line.indexOf('#');
                String c = Lines.trim(hash >= 0 ? line.substring(0, hash) : line);
                if (c.indexOf('\r') >= 0) {
                    // As GameRecord.of: a choice holds no line break. A carriage return at its end would not even
                    // survive a reprint (the line's last one is dropped as part of its end).
                    throw new ParseException(number, line.indexOf('\r') + 1, "a choice without a carriage return", null);
                }
                choices.add(c);
                lines.add(number);
                columns.add(first.column());
                continue;
            }
            if (!choices.isEmpty()) {
                throw Read.error(number, first, "a choice (the header comes before the choices)");
            }
            Token last = tokens.get(tokens.size() - 1);
            if (!last.text().endsWith("]")) {
                throw new ParseException(number, last.end(), "']' at the end of the header line", null);
            }
            // strip the brackets
            List<Token> t = new ArrayList<>(tokens);
            t.set(0, new Token(first.text().substring(1), first.column() + 1, first.end()));
            Token l = t.get(t.size() - 1);
            String lt = l.text();
            t.set(t.size() - 1, new Token(lt.substring(0, lt.length() - 1), l.column(), l.end() - 1));
            t.removeIf(x -> x.text().isEmpty());
            if (t.isEmpty()) {
                throw new ParseException(number, first.column() + 1, "a header key", "the brackets are empty");
            }
            Token key = t.get(0);
            if (!format && !key.text().equals("format")) {
                throw Read.error(number, key, "'[format " + FORMAT + " " + VERSION + "]' first");
            }
            if (seen.contains(key.text())) {
                throw Read.error(number, key, "each header line once");
            }
            seen.add(key.text());
            switch (key.text()) {
                case "format" -> {
                    if (t.size() == 3 && t.get(1).text().equals(FORMAT) && !t.get(2).text().equals(String.valueOf(VERSION))) {
                        // the right format, another version (1 is 0.1.0's, under revision 1's rules): say so at the version
                        Token v = t.get(2);
                        throw new ParseException(number, v.column(), "version " + VERSION + " of " + FORMAT, v.text().matches("[0-9]{1,9}")
                                ? "unsupported version " + v.text() + "; this library reads version " + VERSION
                                : Lines.found(v.text()));
                    }
                    if (t.size() != 3 || !t.get(1).text().equals(FORMAT) || !t.get(2).text().equals(String.valueOf(VERSION))) {
                        throw Read.error(number, t.size() > 1 ? t.get(1) : key, "'[format " + FORMAT + " " + VERSION + "]'");
                    }
                    format = true;
                }
                case "engine" -> {
                    if (t.size() != 3) {
                        throw new ParseException(number, key.column(), "[engine <name> <version>]", null);
                    }
                    engine = plainValue(number, t.get(1)) + " " + plainValue(number, t.get(2));
                }
                case "rules" -> {
                    if (t.size() != 2) {
                        throw new ParseException(number, key.column(), "[rules <revision>]", null);
                    }
                    rules = plainValue(number, t.get(1));
                }
                case "tileset" -> {
                    if (t.size() != 2) {
                        throw new ParseException(number, key.column(), "[tileset <name>]", null);
                    }
                    set = Headers.resolve(t.get(1).text(), known, number, t.get(1));
                }
                case "players" -> {
                    players = Headers.players(new Line(number, line, t));
                    playersLine = number;
                }
                case "start" -> {
                    if (t.size() != 2) {
                        throw new ParseException(number, key.column(), "[start <colour>]", null);
                    }
                    start = Read.colour(number, t.get(1));
                }
                case "options" -> options = Headers.options(number, t.subList(1, t.size()));
                case "seed" -> {
                    if (t.size() != 2) {
                        throw new ParseException(number, key.column(), "[seed <whole number>]", null);
                    }
                    seed = Read.longValue(number, t.get(1), "a seed");
                }
                case "stack" -> {
                    stack = new ArrayList<>();
                    for (int i = 1; i < t.size(); i++) {
                        stack.add(Read.tileId(number, t.get(i)));
                    }
                }
                case "chance" -> {
                    if (t.size() != 1) {
                        throw Read.error(number, t.get(1), "']' ([chance] has no value)");
                    }
                    chance = true;
                }
                default -> throw Read.error(number, key, "a header key (format, engine, rules, tileset, players, start, options, seed, stack, chance)");
            }
        }
        int end = Lines.after(text);
        if (!format) {
            throw new ParseException(1, 1, "'[format " + FORMAT + " " + VERSION + "]'", "the record has no format line");
        }
        if (set == null) {
            throw new ParseException(end, 1, "a '[tileset <name>]' line", null);
        }
        if (players == null) {
            throw new ParseException(end, 1, "a '[players <colour> …]' line", null);
        }
        if (chance && (seed != null || stack != null)) {
            throw new ParseException(end, 1, "either [chance] or [seed]/[stack]", "the record has both");
        }
        TileSource source = chance ? TileSource.chance()
                : stack != null ? TileSource.ordered(stack, seed == null ? 0L : seed)
                : TileSource.shuffled(seed == null ? 0L : seed);
        GameSetup setup;
        try {
            setup = new GameSetup(players, start == null ? players.get(0) : start, set, source, options);
        } catch (IllegalArgumentException e) {
            throw new ParseException(playersLine, 1, "a valid set-up", e.getMessage());
        }
        return new GameRecord(setup, choices, lines.stream().mapToInt(Integer::intValue).toArray(),
                columns.stream().mapToInt(Integer::intValue).toArray(), engine, rules);
    }

    /** A value of the [engine] or [rules] line: a token without quotes (a quoted one could not be reprinted as it is). */
    private static String plainValue(int line, Token t) {
        String v = t.text();
        if (v.isEmpty() || v.codePoints().anyMatch(c -> c <= ' ' || c == 0x7F || "[]\"#".indexOf(c) >= 0 || Character.isWhitespace(c))) {
            throw Read.error(line, t, "a name or version without spaces, brackets, quotes or '#'");
        }
        return v;
    }
}
