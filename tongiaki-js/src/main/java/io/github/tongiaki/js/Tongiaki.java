package io.github.tongiaki.js;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.PlayerView;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.notation.HostedGame;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.JSExport;

/**
 * The JavaScript-facing facade of the engine: the functions the compiled ES module exports (TeaVM's
 * {@code @JSExport}). Only strings, numbers and booleans cross the boundary: values are handed out as
 * the JSON text of PROTOCOL.md's forms ({@link Json}), which the package's {@code index.js} parses into
 * plain objects; seeds are decimal strings (a {@code long} does not fit a JavaScript number). Bad input
 * throws the engine's own exception, which reaches JavaScript as an {@code Error} with the same message.
 *
 * <p>Tile sets are known by name: the official set, and every set read by {@link #registerTileSet}. A
 * position or game record names its tile set; a set-up picks one by name.
 *
 * <p>The same class runs on the JVM in this module's tests, which is how the JavaScript build is compared
 * with the JVM's (the differential games, the error messages).
 */
public final class Tongiaki {

    private static final Map<String, TileSet> TILE_SETS = new LinkedHashMap<>();
    /** The last {@link ParseException} a facade function threw, for {@link #lastParseError()}. */
    private static ParseException lastParseError;

    private Tongiaki() {
    }

    private static Map<String, TileSet> sets() {
        if (TILE_SETS.isEmpty()) {
            TileSet official = TileSet.official();
            TILE_SETS.put(official.name(), official);
        }
        return TILE_SETS;
    }

    private static TileSet[] known() {
        return sets().values().toArray(new TileSet[0]);
    }

    /**
     * Reads a tile set (the text form of {@code TileSetFormat}) and makes it known by its name, replacing a
     * set of that name read before (the official set cannot be replaced).
     *
     * @param text the tile set's text
     * @return its name
     */
    @JSExport
    public static String registerTileSet(String text) {
        TileSet set = parsing(() -> TileSetFormat.parse(text));
        if (set.name().equals(TileSet.official().name()) && !set.equals(TileSet.official())) {
            throw new IllegalArgumentException("tile set '" + set.name() + "' is the official set's name: give the set another name");
        }
        sets().put(set.name(), set);
        return set.name();
    }

    /** {@return the names of the known tile sets, official first, as a JSON array} */
    @JSExport
    public static String tileSetNames() {
        Json j = new Json().openArray();
        for (String name : sets().keySet()) {
            j.str(name);
        }
        return j.closeArray().toString();
    }

    /**
     * {@return the text of a known tile set}
     *
     * @param name its name
     */
    @JSExport
    public static String tileSetText(String name) {
        return TileSetFormat.print(tileSet(name));
    }

    private static TileSet tileSet(String name) {
        TileSet set = sets().get(name);
        if (set == null) {
            throw new IllegalArgumentException("unknown tile set '" + name + "': known are " + sets().keySet());
        }
        return set;
    }

    /**
     * Starts a game.
     *
     * @param players a number of players (2-6: the first colours in colour order) or colours separated by
     *     spaces or commas, in seat order ({@code "blue red green"})
     * @param startPlayer the colour that starts, or null or empty for the first player
     * @param seed the shuffle's seed, a decimal {@code long}
     * @param options rule options in their text form ({@code "endgame=FINISH_TURN stall-rounds=20"}), missing
     *     ones at their defaults; null or empty for the defaults
     * @param tileSet the name of a known tile set, or null or empty for the official set
     * @param explicitChance whether every draw is a {@code CHANCE} decision instead of a seeded shuffle
     * @return the game at its first decision
     */
    @JSExport
    public static JsGame start(String players, String startPlayer, String seed, String options, String tileSet, boolean explicitChance) {
        GameSetup setup = setup(players, startPlayer, seed, options, tileSet, explicitChance);
        return new JsGame(Game.start(setup), new RecordLog(setup, List.of()));
    }

    /**
     * Starts a hosted game (D-20): as {@link #start} with a seeded shuffle, but its decisions can be taken back
     * ({@link JsGame#takeBack(int)}) without anyone learning the stack's order by it: when what is taken back drew
     * a tile, the tile goes back and every later draw is made when it happens, from fresh randomness
     * ({@code SecureRandom}, which TeaVM draws from {@code crypto.getRandomValues}). Chance is never a decision
     * of a hosted game: the host draws.
     *
     * @param players as {@link #start}
     * @param startPlayer as {@link #start}
     * @param seed the shuffle's seed, a decimal {@code long}: it decides the draws until a take-back returns one
     * @param options as {@link #start}
     * @param tileSet as {@link #start}
     * @param explicitChance whether the host draws as the draws come from the start (the seed is then not read)
     * @return the game at its first decision
     */
    @JSExport
    public static JsGame host(String players, String startPlayer, String seed, String options, String tileSet, boolean explicitChance) {
        GameSetup setup = setup(players, startPlayer, seed, options, tileSet, explicitChance);
        return new JsGame(HostedGame.start(setup));
    }

    /**
     * Resumes a game from a record as a hosted game (D-20): its past as recorded, its draws still to come made when
     * they happen from fresh randomness, not from the record's seed or stack (whoever has the record knows them).
     * Its record has the past's draws explicit ({@code [chance]}, a {@code draw} line after each choice that drew).
     * The record's own decisions cannot be taken back, only those made since.
     *
     * @param text the record's text, naming a known tile set
     * @return the game after the record's last choice
     */
    @JSExport
    public static JsGame resume(String text) {
        GameRecord rec = parsing(() -> GameRecord.parse(text, known()));
        return new JsGame(parsing(() -> HostedGame.resume(rec)));
    }

    private static GameSetup setup(String players, String startPlayer, String seed, String options, String tileSet, boolean explicitChance) {
        GameSetup.Builder b = GameSetup.builder().players(players(players));
        if (startPlayer != null && !startPlayer.isBlank()) {
            b.startPlayer(Colour.parse(startPlayer.strip()));
        }
        b.tileSet(tileSet == null || tileSet.isBlank() ? sets().get(TileSet.official().name()) : tileSet(tileSet));
        b.options(options == null || options.isBlank() ? RuleOptions.defaults() : RuleOptions.parse(options));
        b.tileSource(explicitChance ? TileSource.chance() : TileSource.shuffled(seed(seed)));
        return b.build();
    }

    static List<Colour> players(String players) {
        if (players == null || players.isBlank()) {
            throw new IllegalArgumentException("players: a number 2-6 or colours (e.g. \"blue red\"), got nothing");
        }
        String p = players.strip();
        if (digits(p, 0)) {
            int n = p.length() > 2 ? Integer.MAX_VALUE : Integer.parseInt(p);
            if (n < 2 || n > 6) {
                GameSetup.of(n, 0L); // its check and message (R-COMP-1)
            }
            return Arrays.asList(Arrays.copyOf(Colour.values(), n));
        }
        List<Colour> out = new ArrayList<>();
        for (String part : p.split("[\\s,]+")) {
            out.add(Colour.parse(part));
        }
        return out;
    }

    /** {@return whether s has at least one character from {@code from} on, and all are ASCII digits} */
    private static boolean digits(String s, int from) {
        if (s.length() <= from) {
            return false;
        }
        for (int i = from; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    static long seed(String seed) {
        String s = seed == null ? "" : seed.strip();
        if (!digits(s, s.startsWith("-") ? 1 : 0) || s.length() > 20) {
            throw new IllegalArgumentException("seed: a whole number (a 64-bit long), got '" + seed + "'");
        }
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("seed: a whole number (a 64-bit long), got '" + seed + "'");
        }
    }

    /**
     * Restores a game from its position text (CONFORMANCE.md, "Positions").
     *
     * @param text the position text, naming a known tile set
     * @return the game at the position's decision
     */
    @JSExport
    public static JsGame fromPosition(String text) {
        Position p = parsing(() -> Position.parse(text, known()));
        return new JsGame(p.toGame(), null);
    }

    /**
     * {@return the canonical text of a position text (it restores the same game)}
     *
     * @param text a position text
     */
    @JSExport
    public static String canonicalPosition(String text) {
        return parsing(() -> Position.parse(text, known())).text();
    }

    /**
     * {@return the view text of a position for one seat: everything but the stack's order (D-19), the text a
     * player or bot is sent}
     *
     * @param positionText a position text
     * @param seat the seat's colour ({@code red} or {@code R})
     */
    @JSExport
    public static String viewOfPosition(String positionText, String seat) {
        Position p = parsing(() -> Position.parse(positionText, known()));
        return PlayerView.of(p, Colour.parse(seat)).text();
    }

    /**
     * {@return the canonical one-line form of a position text, given in either form ({@code Position.oneLine()})}
     *
     * @param text a position text, or its one-line form
     */
    @JSExport
    public static String positionOneLine(String text) {
        return parsing(() -> Position.parse(text, known())).oneLine();
    }

    /**
     * {@return the canonical one-line form of a view text, given in either form ({@code PlayerView.oneLine()})}
     *
     * @param text a view text ({@code tongiaki-view 1}), or its one-line form
     */
    @JSExport
    public static String viewOneLine(String text) {
        return parsing(() -> PlayerView.parse(text, known())).oneLine();
    }

    /**
     * {@return the canonical text of a view text (D-19)}
     *
     * @param text a view text ({@code tongiaki-view 1})
     */
    @JSExport
    public static String canonicalView(String text) {
        return parsing(() -> PlayerView.parse(text, known())).text();
    }

    /**
     * {@return a view text's JSON form (PROTOCOL.md 1.5): the text, the seat, the position's fields and the stack as the
     * tiles it holds, in tile-set order}
     *
     * @param text a view text ({@code tongiaki-view 1})
     */
    @JSExport
    public static String viewJson(String text) {
        return new Json().view(parsing(() -> PlayerView.parse(text, known()))).toString();
    }

    /**
     * A game at a view's position for a search to play on (the core's {@code PlayerView.toGame(seed)}): the stack, which
     * the view holds as the tiles left, in an order drawn from the seed; everything else as the view says. It has no
     * record. {@code Game.view(seat)} of a game, made a game with seed {@code s}, has the stack order of the game's
     * {@code determinize(s)}.
     *
     * @param text a view text ({@code tongiaki-view 1}), naming a known tile set
     * @param seed the shuffle's seed, a decimal {@code long}
     * @return the game at the view's decision
     */
    @JSExport
    public static JsGame fromView(String text, String seed) {
        PlayerView view = parsing(() -> PlayerView.parse(text, known()));
        return new JsGame(view.toGame(seed(seed)), null);
    }

    /**
     * The position of a new game with the players, start player, tile set and rule options of a position,
     * and the stack of a seeded shuffle, these tiles on top (a conformance vector's {@code shuffle} line).
     *
     * @param positionText a position text
     * @param seed the shuffle's seed
     * @param top tile ids drawn first, separated by {@code |}, or empty
     * @return the new game's position text
     */
    @JSExport
    public static String newGamePosition(String positionText, String seed, String top) {
        Position p = parsing(() -> Position.parse(positionText, known()));
        List<TileId> ids = new ArrayList<>();
        if (top != null && !top.isEmpty()) {
            for (String id : top.split("\\|")) {
                ids.add(TileId.of(id));
            }
        }
        long s = seed(seed);
        TileSource source = ids.isEmpty() ? TileSource.shuffled(s) : TileSource.ordered(ids, s);
        Game fresh = Game.start(new GameSetup(p.players(), p.startPlayer(), p.tileSet(), source, p.options()));
        return Position.of(fresh).text();
    }

    /**
     * Reads a game record (CONFORMANCE.md, "Game records") and replays it.
     *
     * @param text the record's text, naming a known tile set
     * @return the game after its last choice, which goes on recording
     */
    @JSExport
    public static JsGame fromRecord(String text) {
        GameRecord rec = parsing(() -> GameRecord.parse(text, known()));
        Game g = parsing(rec::replay);
        return new JsGame(g, new RecordLog(rec.setup(), rec.choices()));
    }

    /**
     * Reads a game record without replaying it: the game at its set-up, which records the choices
     * applied to it.
     *
     * @param text the record's text
     * @return the game at its first decision
     */
    @JSExport
    public static JsGame recordStart(String text) {
        GameRecord rec = parsing(() -> GameRecord.parse(text, known()));
        return new JsGame(Game.start(rec.setup()), new RecordLog(rec.setup(), List.of()));
    }

    /**
     * {@return a record's canonical text and its choices: {@code {"text": "...", "choices": ["..."]}}}
     *
     * @param text the record's text
     */
    @JSExport
    public static String readRecord(String text) {
        GameRecord rec = parsing(() -> GameRecord.parse(text, known()));
        Json j = new Json().open().field("text", rec.text()).key("choices").openArray();
        for (String c : rec.choices()) {
            j.str(c);
        }
        return j.closeArray().close().toString();
    }

    /**
     * {@return the last reading error a facade function threw, {@code {"message", "line", "column",
     * "expected"}}, or null: where in the text it was (CONFORMANCE.md, "Lexical rules")}
     */
    @JSExport
    public static String lastParseError() {
        ParseException e = lastParseError;
        if (e == null) {
            return null;
        }
        return new Json().open().field("message", e.getMessage()).field("line", e.line()).field("column", e.column())
                .field("expected", e.expected()).close().toString();
    }

    /** Forgets the last reading error (the package does before each call). */
    @JSExport
    public static void clearParseError() {
        lastParseError = null;
    }

    /**
     * Plays random games inside the engine, for speed figures (docs/maintainers/javascript.md): each game from the usual
     * set-up with its own seed ({@code firstSeed}, {@code firstSeed + 1}, ...), every decision's option drawn
     * by {@link Chooser}, applied without events ({@code Game.applyOptionQuietly}).
     *
     * @param players 2-6
     * @param firstSeed the first game's seed
     * @param games how many games
     * @return the number of decisions taken in all
     */
    @JSExport
    public static int randomGames(int players, int firstSeed, int games) {
        int decisions = 0;
        for (int i = 0; i < games; i++) {
            Game g = Game.start(GameSetup.of(players, firstSeed + i));
            Chooser c = new Chooser(firstSeed + i);
            while (!g.isOver()) {
                g.applyOptionQuietly(c.next(g.optionCount()));
                decisions++;
            }
        }
        return decisions;
    }

    /**
     * {@return the names of the decision kinds in {@code DecisionKind} order, as a JSON array: the package reads a
     * decision's kind as its index ({@link JsGame#kindIndex()})}
     */
    @JSExport
    public static String decisionKinds() {
        Json j = new Json().openArray();
        for (io.github.tongiaki.core.engine.DecisionKind k : io.github.tongiaki.core.engine.DecisionKind.values()) {
            j.str(k.name());
        }
        return j.closeArray().toString();
    }

    /** {@return the event types' names as a JSON array, in the order of their index in {@link JsGame#stepEventCode(int)}} */
    @JSExport
    public static String eventTypes() {
        Json j = new Json().openArray();
        for (String t : JsGame.EVENT_TYPES) {
            j.str(t);
        }
        return j.closeArray().toString();
    }

    /** {@return the rules' ids as a JSON array, by ordinal (an event's rule in {@link JsGame#stepEventCode(int)})} */
    @JSExport
    public static String ruleIds() {
        Json j = new Json().openArray();
        for (io.github.tongiaki.core.rules.Rule r : io.github.tongiaki.core.rules.Rule.values()) {
            j.str(r.id());
        }
        return j.closeArray().toString();
    }

    /** Something that reads a text. */
    interface Reading<T> {
        T read();
    }

    /** Runs a reading, keeping its {@link ParseException} for {@link #lastParseError()}. */
    static <T> T parsing(Reading<T> reading) {
        try {
            return reading.read();
        } catch (ParseException e) {
            lastParseError = e;
            throw e;
        }
    }
}
