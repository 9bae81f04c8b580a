package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.internal.Lines;
import io.github.tongiaki.core.internal.Headers;
import io.github.tongiaki.core.internal.Read;
import io.github.tongiaki.core.text.ParseException;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.internal.Lines.Line;
import io.github.tongiaki.core.internal.Lines.Token;
import io.github.tongiaki.core.rules.EndGame;
import io.github.tongiaki.core.rules.RuleOption;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A complete game state as one line-oriented text, the FEN of Tongiaki: players and colours, the tiles on
 * the table, every beach's boats, royal and removed islands, tiles a scenario set aside, stranded boats, supplies, the stack (its
 * hidden order included), whose turn, the pending decision with everything the engine needs to resume in
 * the middle of a turn (a landing half done, a voyage waiting for a chance draw, the D-4 records of the
 * turn), the D-15 count of turns without progress, the rule options and the tile set's name.
 *
 * <pre>
 * tongiaki-position 2
 * tileset official
 * players blue red green
 * start blue
 * options endgame=FINISH_TURN loop-colour-aware=false landing-spread-when-short=true mask-counts-on-table=true stranded-count-on-table=true stall-rounds=30
 * turn 1 blue
 * decision 3
 * pending land island="Rapa Nui" group=R+G origin=Tonga free=1,2 received=2 mode=first
 * tile Tonga 0,0 r0
 * tile "Rapa Nui" 0,1 r3
 * boats Tonga/3 B
 * boats "Rapa Nui"/2 B
 * supply blue=13 red=14 green=14
 * stack Muroroa Nauru Tubuai Rarotonga … W15 W16
 * stall 1
 * origins Tonga
 * record 0 Tonga/1=B+R+G Tonga/3=B
 * </pre>
 *
 * <p>{@link #of(Game)} takes the position of a game, {@link #toGame()} makes a game that continues from
 * it exactly as the original would (the same options, the same events for the same choices), and
 * {@link #text()} is the canonical text: {@code parse(p.text()).equals(p)} for every position and
 * {@code parse(s).text()} is the same for every way of writing a position. Two positions are equal when
 * their canonical texts are. The format is specified in {@code CONFORMANCE.md} at the root of the
 * repository; {@link #parse(String, TileSet...)} throws only {@link ParseException}.
 *
 * <p>The stack's order is hidden information in play: a position shared with a player should not be
 * trusted to keep it secret.
 */
public final class Position {

    /** The first word of the first line. */
    public static final String FORMAT = "tongiaki-position";
    /** The version this class writes and reads. */
    public static final int VERSION = 2;

    private static final int BOATS = 15;
    private static final String[] PHASES = {"setup", "turn", "take", "place", "emigrate", "land", "tile", "over", "chance"};
    private static final String[] PURPOSES = {"expand", "noboat", "settle", "redraw"};
    private static final String[] MODES = {"first", "spread", "anywhere"};

    private final Tables tables;
    private final List<Colour> players;
    private final Colour startPlayer;
    private final RuleOptions options;
    private final int decisionNumber;
    private final State state;
    private final String text;

    private Position(Tables tables, List<Colour> players, Colour startPlayer, RuleOptions options, int decisionNumber,
            State state) {
        this.tables = tables;
        this.players = List.copyOf(players);
        this.startPlayer = startPlayer;
        this.options = options;
        this.decisionNumber = decisionNumber;
        this.state = state;
        this.text = print();
    }

    // =====================================================================================
    // from and to games
    // =====================================================================================

    /**
     * {@return the position of a game, at its pending decision (or over)}
     *
     * @param game a game
     */
    public static Position of(Game game) {
        Objects.requireNonNull(game, "game");
        Engine e = game.engine();
        GameSetup setup = game.setup();
        return new Position(e.tables, setup.players(), setup.startPlayer(), setup.options(), game.decisionNumber(), State.of(e));
    }

    /**
     * A game at this position: its pending decision (number included) is this position's, its
     * {@link Game#lastEvents()} are empty, and it plays on exactly as the game the position was taken
     * from. Its {@link Game#setup()} has this position's players, start player, tile set and options, and
     * as tile source the stack in its order ({@link TileSource#ordered(List)}) or explicit chance.
     *
     * @return a new, independent game
     */
    public Game toGame() {
        int[] seats = new int[players.size()];
        for (int i = 0; i < seats.length; i++) {
            seats[i] = players.get(i).ordinal();
        }
        Engine e = copy(state).toEngine(tables, options, seats, players.indexOf(startPlayer));
        return Game.restored(setup(), e, decisionNumber);
    }

    private GameSetup setup() {
        TileSource source;
        if (state.chanceMode) {
            source = TileSource.chance();
        } else {
            List<TileId> ids = new ArrayList<>();
            for (int t : state.stack) {
                ids.add(tables.tile[t].id());
            }
            source = TileSource.ordered(ids);
        }
        return new GameSetup(players, startPlayer, tables.set, source, options);
    }

    /** {@return the canonical text} */
    public String text() {
        return text;
    }

    /** {@return the tile set} */
    public TileSet tileSet() {
        return tables.set;
    }

    /** {@return the players in seat order} */
    public List<Colour> players() {
        return players;
    }

    /** {@return the start player} */
    public Colour startPlayer() {
        return startPlayer;
    }

    /** {@return the rule options} */
    public RuleOptions options() {
        return options;
    }

    /** {@return the number of the pending decision} */
    public int decisionNumber() {
        return decisionNumber;
    }

    /** {@return the turn number (0 during set-up)} */
    public int turn() {
        return state.turn;
    }

    /** {@return whether the game is over at this position} */
    public boolean isOver() {
        return state.phase == Engine.OVER;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /** {@return the canonical text} */
    @Override
    public String toString() {
        return text;
    }

    // =====================================================================================
    // printing
    // =====================================================================================

    private String id(int t) {
        return Lines.quote(tables.tile[t].id().value());
    }

    private String beach(int b) {
        return Lines.quote(tables.beachRef[b].island().value()) + "/" + tables.beachRef[b].number();
    }

    private void occupancy(StringBuilder sb, int[] occ) {
        for (int b = 0; b < tables.beaches; b++) {
            if (any(occ, b)) {
                sb.append(' ').append(beach(b)).append('=');
                Read.boats(sb, occ, b * 6);
            }
        }
    }

    private static boolean any(int[] occ, int b) {
        for (int c = b * 6; c < b * 6 + 6; c++) {
            if (occ[c] > 0) {
                return true;
            }
        }
        return false;
    }

    private String beachList(int mask, int island) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < tables.beachCount[island]; i++) {
            if ((mask & (1 << i)) != 0) {
                sb.append(sb.length() == 0 ? "" : ",").append(i + 1);
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    private String print() {
        State s = state;
        StringBuilder sb = new StringBuilder();
        sb.append(FORMAT).append(' ').append(VERSION).append('\n');
        sb.append("tileset ").append(Lines.quote(tables.set.name())).append('\n');
        sb.append("players");
        for (Colour c : players) {
            sb.append(' ').append(c);
        }
        sb.append('\n');
        sb.append("start ").append(startPlayer).append('\n');
        sb.append("options ").append(options).append('\n');
        sb.append("turn ").append(s.turn).append(' ').append(players.get(s.activeSeat)).append('\n');
        sb.append("decision ").append(decisionNumber).append('\n');
        sb.append("pending ").append(PHASES[s.phase]);
        switch (s.phase) {
            case Engine.SETUP -> sb.append(" step=").append(s.setupStep);
            case Engine.TAKE -> sb.append(" island=").append(id(s.actionTile));
            case Engine.PLACE -> sb.append(" island=").append(id(s.actionTile)).append(" count=").append(s.placeCount)
                    .append(" purpose=").append(PURPOSES[s.placePurpose]);
            case Engine.LAND -> sb.append(" island=").append(id(s.landTile)).append(" group=").append(Read.boats(s.group))
                    .append(" origin=").append(s.originTile < 0 ? "-" : id(s.originTile))
                    .append(" free=").append(beachList(s.landFree0, s.landTile))
                    .append(" received=").append(beachList(s.landReceived, s.landTile))
                    .append(" mode=").append(MODES[s.landMode]);
            case Engine.TILE -> sb.append(" tile=").append(id(s.drawnTile)).append(" purpose=").append(PURPOSES[s.drawPurpose]);
            case Engine.CHANCE -> {
                if (s.chanceFor < 0) {
                    sb.append(" for=voyage hex=").append(Hexes.hex(s.voyHex)).append(" dir=").append(s.voyDir)
                            .append(" first=").append(s.voyFirst).append(" group=").append(Read.boats(s.group))
                            .append(" origin=").append(s.originTile < 0 ? "-" : id(s.originTile));
                } else {
                    sb.append(" for=").append(PURPOSES[s.chanceFor]);
                }
            }
            default -> {
            }
        }
        sb.append('\n');
        for (int i = 0; i < s.placed.length; i++) {
            sb.append("tile ").append(id(s.placed[i])).append(' ').append(Hexes.hex(s.placedHex[i])).append(" r").append(s.placedRot[i])
                    .append('\n');
        }
        for (int t = 0; t < tables.tiles; t++) {
            if (s.royalOwner[t] >= 0) {
                sb.append("royal ").append(id(t)).append(' ').append(Colour.of(s.royalOwner[t])).append('\n');
            }
        }
        for (int t = 0; t < tables.tiles; t++) {
            if (s.removed[t]) {
                sb.append("removed ").append(id(t)).append('\n');
            }
        }
        if (s.aside != null) {
            StringBuilder aside = new StringBuilder();
            for (int t = 0; t < tables.tiles; t++) {
                if (s.aside[t]) {
                    aside.append(' ').append(id(t));
                }
            }
            if (aside.length() > 0) {
                sb.append("aside").append(aside).append('\n');
            }
        }
        for (int b = 0; b < tables.beaches; b++) {
            if (any(s.occ, b)) {
                sb.append("boats ").append(beach(b)).append(' ');
                Read.boats(sb, s.occ, b * 6);
                sb.append('\n');
            }
        }
        if (s.strandedTile >= 0) {
            sb.append("stranded ").append(id(s.strandedTile)).append(' ').append(Read.boats(s.stranded)).append('\n');
        }
        sb.append("supply");
        for (Colour c : players) {
            sb.append(' ').append(c).append('=').append(s.supply[c.ordinal()]);
        }
        sb.append('\n');
        if (s.chanceMode) {
            sb.append("bag");
            int[] sorted = s.stack.clone();
            Arrays.sort(sorted);
            for (int t : sorted) {
                sb.append(' ').append(id(t));
            }
        } else {
            sb.append("stack");
            for (int t : s.stack) {
                sb.append(' ').append(id(t));
            }
        }
        sb.append('\n');
        if (s.phase != Engine.OVER) {
            sb.append("stall ").append(s.stallTurns).append('\n');
            if (s.origins.length > 0) {
                sb.append("origins");
                for (int t : s.origins) {
                    sb.append(' ').append(id(t));
                }
                sb.append('\n');
            }
            for (int k = 0; k < s.history.size(); k++) {
                sb.append("record ").append(s.historyOrigins[k]);
                occupancy(sb, s.history.get(k));
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    // =====================================================================================
    // parsing
    // =====================================================================================

    /**
     * Reads a position. The tile set is the one its {@code tileset} line names: one of {@code known}, or
     * else one found by {@link TileSet#named(String)}.
     *
     * @param text the text (comments after {@code #} and blank lines are ignored; the lines after the first
     *     may come in any order, lines of one kind keep theirs)
     * @param known tile sets to look up by name first
     * @return the position
     * @throws ParseException naming the line, the column and what was expected, for any fault: a
     *     malformed line, an unknown tile, an impossible position (a beach over its berths, more than 15
     *     boats of a colour, a stack that is not exactly the tiles left, a full beach at the turn decision
     *     (R-EMI-1), a pending decision the engine
     *     would never stop at …)
     */
    public static Position parse(String text, TileSet... known) {
        Objects.requireNonNull(text, "text");
        return new Parser(text, known).parse();
    }

    private static State copy(State s) {
        State c = new State();
        c.placed = s.placed.clone();
        c.placedHex = s.placedHex.clone();
        c.placedRot = s.placedRot.clone();
        c.royalOwner = s.royalOwner.clone();
        c.removed = s.removed.clone();
        c.aside = s.aside == null ? null : s.aside.clone();
        c.occ = s.occ.clone();
        c.supply = s.supply.clone();
        c.royalCount = s.royalCount.clone();
        c.stranded = s.stranded.clone();
        c.strandedTile = s.strandedTile;
        c.stack = s.stack.clone();
        c.chanceMode = s.chanceMode;
        c.chanceResolved = s.chanceResolved;
        c.chanceFor = s.chanceFor;
        c.phase = s.phase;
        c.activeSeat = s.activeSeat;
        c.turn = s.turn;
        c.setupStep = s.setupStep;
        c.endTriggered = s.endTriggered;
        c.noBoatTurn = s.noBoatTurn;
        c.allBoatsTurn = s.allBoatsTurn;
        c.actionTile = s.actionTile;
        c.placeCount = s.placeCount;
        c.placePurpose = s.placePurpose;
        c.drawnTile = s.drawnTile;
        c.drawPurpose = s.drawPurpose;
        c.voyHex = s.voyHex;
        c.voyDir = s.voyDir;
        c.voyFirst = s.voyFirst;
        c.group = s.group.clone();
        c.originTile = s.originTile;
        c.landTile = s.landTile;
        c.landFree0 = s.landFree0;
        c.landReceived = s.landReceived;
        c.landMode = s.landMode;
        c.history = new ArrayList<>();
        for (int[] r : s.history) {
            c.history.add(r.clone());
        }
        c.historyOrigins = s.historyOrigins.clone();
        c.origins = s.origins.clone();
        c.stallTurns = s.stallTurns;
        return c;
    }

    /** The parser of one text. */
    private static final class Parser {
        private final String text;
        private final TileSet[] known;
        private final Map<String, Line> single = new HashMap<>();
        private final Map<String, List<Line>> multi = new LinkedHashMap<>();
        private Tables tb;
        private List<Colour> players;
        private int after;

        Parser(String text, TileSet[] known) {
            this.text = text;
            this.known = known;
        }

        private ParseException missing(String what) {
            return new ParseException(after, 1, what, "the position has no such line");
        }

        private Line one(String keyword) {
            return single.get(keyword);
        }

        private List<Line> many(String keyword) {
            return multi.getOrDefault(keyword, List.of());
        }

        private void arity(Line l, int min, int max, String form) {
            if (l.size() < min) {
                throw new ParseException(l.number(), l.end(), form, "too few words");
            }
            if (l.size() > max) {
                throw Read.error(l.number(), l.token(max), "the end of the line (" + form + ")");
            }
        }

        Position parse() {
            List<Line> lines = Lines.parse(text);
            after = Lines.after(text);
            if (lines.isEmpty()) {
                throw new ParseException(1, 1, "'" + FORMAT + " " + VERSION + "'", "the text is empty");
            }
            Line head = lines.get(0);
            if (!head.keyword().equals(FORMAT)) {
                throw Read.error(head.number(), head.token(0), "'" + FORMAT + " " + VERSION + "' on the first line");
            }
            arity(head, 2, 2, FORMAT + " " + VERSION);
            if (!head.token(1).text().equals(String.valueOf(VERSION))) {
                throw Read.error(head.number(), head.token(1), "version " + VERSION);
            }
            List<String> singles = List.of("tileset", "players", "start", "options", "turn", "decision", "pending", "supply", "stack",
                    "bag", "stall", "origins", "aside");
            List<String> multis = List.of("tile", "royal", "removed", "boats", "stranded", "record");
            for (int i = 1; i < lines.size(); i++) {
                Line l = lines.get(i);
                String k = l.keyword();
                if (singles.contains(k)) {
                    if (single.put(k, l) != null) {
                        throw Read.error(l.number(), l.token(0), "one '" + k + "' line only");
                    }
                } else if (multis.contains(k)) {
                    multi.computeIfAbsent(k, x -> new ArrayList<>()).add(l);
                } else {
                    throw Read.error(l.number(), l.token(0), "a line keyword (tileset, players, start, options, turn, decision, pending, "
                            + "tile, royal, removed, aside, boats, stranded, supply, stack, bag, stall, origins, record)");
                }
            }
            if (many("stranded").size() > 1) {
                Line l = many("stranded").get(1);
                throw Read.error(l.number(), l.token(0), "one 'stranded' line only");
            }
            // tile set, players, options
            Line ts = one("tileset");
            if (ts == null) {
                throw missing("a 'tileset <name>' line");
            }
            arity(ts, 2, 2, "tileset <name>");
            TileSet set = Headers.resolve(ts.token(1).text(), known, ts.number(), ts.token(1));
            tb = Headers.tables(set);
            int n = tb.tiles;
            Line pl = one("players");
            if (pl == null) {
                throw missing("a 'players <colour> …' line");
            }
            players = Headers.players(pl);
            Colour start = players.get(0);
            Line st = one("start");
            if (st != null) {
                arity(st, 2, 2, "start <colour>");
                start = Read.colour(st.number(), st.token(1));
                if (!players.contains(start)) {
                    throw Read.error(st.number(), st.token(1), "one of the players " + players);
                }
            }
            RuleOptions options = RuleOptions.defaults();
            Line op = one("options");
            if (op != null) {
                options = Headers.options(op.number(), op.tokens().subList(1, op.size()));
            }
            State s = new State();
            // turn and decision
            Line tu = one("turn");
            if (tu == null) {
                throw missing("a 'turn <number> <colour>' line");
            }
            arity(tu, 3, 3, "turn <number> <colour>");
            s.turn = Read.integer(tu.number(), tu.token(1), 0, 1_000_000, "a turn number");
            Colour active = Read.colour(tu.number(), tu.token(2));
            if (!players.contains(active)) {
                throw Read.error(tu.number(), tu.token(2), "one of the players " + players);
            }
            s.activeSeat = players.indexOf(active);
            int decision = 0;
            Line de = one("decision");
            if (de != null) {
                arity(de, 2, 2, "decision <number>");
                decision = Read.integer(de.number(), de.token(1), 0, Integer.MAX_VALUE - 1, "a decision number");
            }
            // the table
            s.placed = new int[0];
            List<Integer> placed = new ArrayList<>();
            List<Integer> hexes = new ArrayList<>();
            List<Integer> rots = new ArrayList<>();
            Map<Hex, Integer> onHex = new HashMap<>();
            int[] tileHex = new int[n];
            Arrays.fill(tileHex, -1);
            for (Line l : many("tile")) {
                arity(l, 4, 4, "tile <id> <q,r> <rotation>");
                int t = Read.tile(l.number(), l.token(1), tb);
                Hex h = Read.hex(l.number(), l.token(2));
                int rot = Read.rotation(l.number(), l.token(3)).steps();
                if (tileHex[t] >= 0) {
                    throw Read.error(l.number(), l.token(1), "a tile not laid before");
                }
                if (onHex.containsKey(h)) {
                    throw Read.error(l.number(), l.token(2), "a hex without a tile (" + tb.tile[onHex.get(h)].id() + " lies there)");
                }
                onHex.put(h, t);
                tileHex[t] = Hexes.pack(h.q(), h.r());
                placed.add(t);
                hexes.add(tileHex[t]);
                rots.add(rot);
            }
            s.placed = placed.stream().mapToInt(Integer::intValue).toArray();
            s.placedHex = hexes.stream().mapToInt(Integer::intValue).toArray();
            s.placedRot = rots.stream().mapToInt(Integer::intValue).toArray();
            s.royalOwner = new int[n];
            Arrays.fill(s.royalOwner, -1);
            s.royalCount = new int[6];
            for (Line l : many("royal")) {
                arity(l, 3, 3, "royal <island> <colour>");
                int t = Read.island(l.number(), l.token(1), tb);
                Colour c = playing(l, l.token(2));
                if (t == 0) {
                    throw Read.error(l.number(), l.token(1), "an island other than the start island (R-ROYAL-1)");
                }
                if (tileHex[t] < 0) {
                    throw Read.error(l.number(), l.token(1), "an island on the table");
                }
                if (s.royalOwner[t] >= 0) {
                    throw Read.error(l.number(), l.token(1), "an island not made royal before");
                }
                s.royalOwner[t] = c.ordinal();
                if (++s.royalCount[c.ordinal()] > 2) {
                    throw Read.error(l.number(), l.token(2), "a player with at most two royal islands (R-ROYAL-1)");
                }
            }
            s.removed = new boolean[n];
            for (Line l : many("removed")) {
                arity(l, 2, 2, "removed <island>");
                int t = Read.island(l.number(), l.token(1), tb);
                if (tileHex[t] >= 0) {
                    throw Read.error(l.number(), l.token(1), "an island not on the table");
                }
                if (s.removed[t]) {
                    throw Read.error(l.number(), l.token(1), "an island not removed before");
                }
                s.removed[t] = true;
            }
            // tiles set aside by a scenario: neither on the table, removed nor in the stack, never drawn
            s.aside = new boolean[n];
            Line as = one("aside");
            if (as != null) {
                for (int i = 1; i < as.size(); i++) {
                    int t = Read.tile(as.number(), as.token(i), tb);
                    if (t == 0 || tileHex[t] >= 0 || s.removed[t] || s.aside[t]) {
                        throw Read.error(as.number(), as.token(i), "a tile other than the start island, neither on the table, removed nor "
                                + "set aside before");
                    }
                    s.aside[t] = true;
                }
            }
            if (tileHex[0] < 0 && !s.removed[0]) {
                throw missing("the start island " + tb.tile[0].id() + " on the table ('tile') or removed ('removed')");
            }
            s.occ = new int[tb.beaches * 6];
            int[] used = new int[6];
            boolean[] seenBeach = new boolean[tb.beaches];
            Line[] fullBeach = new Line[tb.beaches];
            for (Line l : many("boats")) {
                if (l.size() < 3) {
                    throw new ParseException(l.number(), l.end(), "boats <island/number> <boats>", "too few words");
                }
                int b = Read.beach(l.number(), l.token(1), tb);
                int t = tb.beachTile[b];
                if (tileHex[t] < 0) {
                    throw Read.error(l.number(), l.token(1), "a beach of an island on the table");
                }
                if (s.royalOwner[t] >= 0) {
                    throw Read.error(l.number(), l.token(1), "a beach of an island that is not royal (R-ROYAL-2)");
                }
                if (seenBeach[b]) {
                    throw Read.error(l.number(), l.token(1), "a beach not given before");
                }
                seenBeach[b] = true;
                int total = 0;
                for (int i = 2; i < l.size(); i++) {
                    int[] c = Read.boats(l.number(), l.token(i));
                    for (int k = 0; k < 6; k++) {
                        if (c[k] > 0) {
                            playing(l, l.token(i), k);
                        }
                        s.occ[b * 6 + k] += c[k];
                        used[k] += c[k];
                        total += c[k];
                    }
                }
                if (total > tb.berths[b]) {
                    throw Read.error(l.number(), l.token(2), "at most " + tb.berths[b] + " boats on beach " + tb.beachRef[b]);
                }
                if (total == tb.berths[b]) {
                    fullBeach[b] = l;
                }
            }
            for (int t = 0; t < n; t++) {
                if (s.royalOwner[t] >= 0) {
                    used[s.royalOwner[t]]++;
                }
            }
            s.stranded = new int[6];
            s.strandedTile = -1;
            for (Line l : many("stranded")) {
                arity(l, 3, 3, "stranded <water tile> <boats>");
                int t = Read.tile(l.number(), l.token(1), tb);
                if (tb.island[t] || tileHex[t] < 0) {
                    throw Read.error(l.number(), l.token(1), "a water tile on the table");
                }
                int[] c = Read.boats(l.number(), l.token(2));
                if (Arrays.stream(c).sum() == 0) {
                    throw Read.error(l.number(), l.token(2), "at least one boat");
                }
                for (int k = 0; k < 6; k++) {
                    if (c[k] > 0) {
                        playing(l, l.token(2), k);
                    }
                    used[k] += c[k];
                }
                s.stranded = c;
                s.strandedTile = t;
            }
            // the stack
            Line sk = one("stack");
            Line bag = one("bag");
            if (sk != null && bag != null) {
                throw Read.error(bag.number(), bag.token(0), "either a 'stack' or a 'bag' line, not both");
            }
            if (sk == null && bag == null) {
                throw missing("a 'stack <tile> …' line (top first) or a 'bag <tile> …' line (explicit chance)");
            }
            Line stackLine = sk != null ? sk : bag;
            s.chanceMode = bag != null;
            boolean[] inStack = new boolean[n];
            int[] stack = new int[stackLine.size() - 1];
            int islands = 0;
            for (int i = 1; i < stackLine.size(); i++) {
                int t = Read.tile(stackLine.number(), stackLine.token(i), tb);
                if (t == 0) {
                    throw Read.error(stackLine.number(), stackLine.token(i), "a tile other than the start island");
                }
                if (tileHex[t] >= 0 || s.removed[t] || s.aside[t]) {
                    throw Read.error(stackLine.number(), stackLine.token(i), "a tile neither on the table, removed nor set aside");
                }
                if (inStack[t]) {
                    throw Read.error(stackLine.number(), stackLine.token(i), "a tile not in the stack before");
                }
                inStack[t] = true;
                stack[i - 1] = t;
                if (tb.island[t]) {
                    islands++;
                }
            }
            s.stack = stack;
            s.endTriggered = islands == 0 || islands == stack.length;
            // the pending decision
            Line pe = one("pending");
            if (pe == null) {
                throw missing("a 'pending <decision> …' line");
            }
            if (pe.size() < 2) {
                throw new ParseException(pe.number(), pe.end(), "the pending decision (setup, turn, take, place, emigrate, land, tile, "
                        + "chance or over)", null);
            }
            s.phase = Arrays.asList(PHASES).indexOf(pe.token(1).text());
            if (s.phase < 0) {
                throw Read.error(pe.number(), pe.token(1), "the pending decision (setup, turn, take, place, emigrate, land, tile, chance "
                        + "or over)");
            }
            s.group = new int[6];
            s.actionTile = -1;
            s.drawnTile = -1;
            s.originTile = -1;
            s.landTile = -1;
            s.chanceFor = -1;
            s.setupStep = 2 * players.size();
            Map<String, Token> kv = keyed(pe);
            int at = pe.number();
            switch (s.phase) {
                case Engine.SETUP -> {
                    s.setupStep = Read.integer(at, value(pe, kv, "step"), 0, 2 * players.size() - 1, "a set-up step 0.." + (2 * players.size() - 1));
                    int expectSeat = (players.indexOf(start) + s.setupStep) % players.size();
                    if (s.turn != 0 || s.activeSeat != expectSeat) {
                        throw Read.error(tu.number(), tu.token(1), "'turn 0 " + players.get(expectSeat) + "' during set-up step " + s.setupStep);
                    }
                }
                case Engine.TAKE -> s.actionTile = openIsland(pe, value(pe, kv, "island"), s, tileHex);
                case Engine.PLACE -> {
                    s.actionTile = openIsland(pe, value(pe, kv, "island"), s, tileHex);
                    s.placeCount = Read.integer(at, value(pe, kv, "count"), 1, 3 * tb.beachCount[s.actionTile], "a count of boats");
                    s.placePurpose = choose(at, value(pe, kv, "purpose"), PURPOSES, 3, "a purpose (expand, noboat or settle)");
                }
                case Engine.LAND -> {
                    s.landTile = openIsland(pe, value(pe, kv, "island"), s, tileHex);
                    s.group = group(pe, value(pe, kv, "group"), used);
                    s.originTile = origin(pe, value(pe, kv, "origin"), s, tileHex);
                    s.landFree0 = beachMask(at, value(pe, kv, "free"), s.landTile);
                    s.landReceived = beachMask(at, value(pe, kv, "received"), s.landTile);
                    s.landMode = choose(at, value(pe, kv, "mode"), MODES, 3, "a landing mode (first, spread or anywhere)");
                }
                case Engine.TILE -> {
                    Token tt = value(pe, kv, "tile");
                    s.drawnTile = Read.tile(at, tt, tb);
                    if (s.drawnTile == 0 || tileHex[s.drawnTile] >= 0 || s.removed[s.drawnTile] || inStack[s.drawnTile]
                            || s.aside[s.drawnTile]) {
                        throw Read.error(at, tt, "the drawn tile: neither the start island, on the table, removed nor in the stack");
                    }
                    Token pu = value(pe, kv, "purpose");
                    s.drawPurpose = choose(at, pu, PURPOSES, 4, "a purpose (settle or redraw)");
                    if (s.drawPurpose < Engine.P_SETTLE) {
                        throw Read.error(at, pu, "a purpose (settle or redraw)");
                    }
                    // D-1: only an R-LOOP-2 redraw that began after the end was triggered under FINISH_TURN draws on
                    // without an island left (until the stack is empty).
                    boolean redrawAfterEnd = s.drawPurpose == Engine.P_REDRAW && s.endTriggered && options.endGame() == EndGame.FINISH_TURN;
                    if (!tb.island[s.drawnTile] && islands == 0 && !redrawAfterEnd) {
                        throw Read.error(stackLine.number(), stackLine.token(0), "an island in the stack: a free placement of a water "
                                + "tile draws on until an island comes (R-NEW-1, R-LOOP-2)");
                    }
                }
                case Engine.CHANCE -> {
                    Token f = value(pe, kv, "for");
                    if (f.text().equals("voyage")) {
                        s.voyHex = packed(Read.hex(at, value(pe, kv, "hex")));
                        s.voyDir = Read.integer(at, value(pe, kv, "dir"), 0, 5, "a direction 0..5");
                        s.voyFirst = Read.bool(at, value(pe, kv, "first"), "whether no tile was crossed yet");
                        s.group = group(pe, value(pe, kv, "group"), used);
                        Token og = value(pe, kv, "origin");
                        s.originTile = origin(pe, og, s, tileHex);
                        if (s.originTile < 0) {
                            throw Read.error(at, og, "the island the group emigrated from");
                        }
                        if (s.endTriggered && options.endGame() == EndGame.VOYAGE_ONLY) {
                            throw Read.error(stackLine.number(), stackLine.token(0), "island and water tiles in the stack: under "
                                    + "endgame=VOYAGE_ONLY no tile is drawn for a voyage after the end was triggered (D-1)");
                        }
                    } else {
                        s.chanceFor = choose(at, f, PURPOSES, 4, "what the draw is for (voyage, settle or redraw)");
                        if (s.chanceFor < Engine.P_SETTLE) {
                            throw Read.error(at, f, "what the draw is for (voyage, settle or redraw)");
                        }
                        s.drawPurpose = s.chanceFor;
                    }
                }
                default -> {
                }
            }
            if (!kv.isEmpty()) {
                Token extra = kv.values().iterator().next();
                throw Read.error(at, extra, "the fields of 'pending " + PHASES[s.phase] + "' only");
            }
            if (s.endTriggered && (s.phase == Engine.SETUP || s.phase == Engine.TURN || s.phase == Engine.TAKE
                    || (s.phase == Engine.PLACE && s.placePurpose != Engine.P_SETTLE))) {
                throw Read.error(stackLine.number(), stackLine.token(0), "island and water tiles in the stack: the end was triggered "
                        + "(D-1), so no turn can be at " + PHASES[s.phase]);
            }
            if (s.phase != Engine.SETUP && s.phase != Engine.OVER && s.turn < 1) {
                throw Read.error(tu.number(), tu.token(1), "a turn number of at least 1 after the set-up");
            }
            // every tile is on the table, removed, drawn or in the stack
            for (int t = 1; t < n; t++) {
                if (tileHex[t] < 0 && !s.removed[t] && !s.aside[t] && !inStack[t] && t != s.drawnTile) {
                    throw Read.error(stackLine.number(), stackLine.token(0), "every tile neither on the table, removed nor set aside in the stack, "
                            + "but " + tb.tile[t].id() + " is missing");
                }
            }
            // supplies
            s.supply = new int[6];
            for (Colour c : players) {
                int left = BOATS - used[c.ordinal()];
                if (left < 0) {
                    throw new ParseException(pl.number(), 1, "at most " + BOATS + " boats of " + c + " on the table and at sea (R-COMP-1)", "there are " + used[c.ordinal()]);
                }
                s.supply[c.ordinal()] = left;
            }
            if (s.phase == Engine.TURN || s.phase == Engine.TAKE) {
                // R-EMI-1, D-9: a full beach emigrates before the turn passes, and nothing fills one between
                // the turn's start and its boat-taking decision.
                for (Line l : fullBeach) {
                    if (l != null) {
                        throw Read.error(l.number(), l.token(1), "no full beach at the " + PHASES[s.phase] + " decision (R-EMI-1: a full "
                                + "beach emigrates before the turn passes)");
                    }
                }
            }
            Line su = one("supply");
            if (su != null) {
                List<Colour> given = new ArrayList<>();
                for (int i = 1; i < su.size(); i++) {
                    Token t = su.token(i);
                    int eq = t.text().indexOf('=');
                    if (eq <= 0) {
                        throw Read.error(su.number(), t, "'<colour>=<boats in the supply>'");
                    }
                    Colour c = playing(su, new Token(t.text().substring(0, eq), t.column(), t.end()));
                    if (given.contains(c)) {
                        throw Read.error(su.number(), t, "each player once");
                    }
                    given.add(c);
                    int v = Read.integer(su.number(), new Token(t.text().substring(eq + 1), t.column(), t.end()), 0, BOATS, "a supply");
                    if (v != s.supply[c.ordinal()]) {
                        throw Read.error(su.number(), t, c + "=" + s.supply[c.ordinal()] + " (15 less the boats on the table, on masks, "
                                + "at sea and stranded)");
                    }
                }
            }
            // D-15: turns begun after the turn of the last progress; at most every turn played, and no more than the
            // stall rule lets begin.
            Line sl = one("stall");
            if (sl != null) {
                arity(sl, 2, 2, "stall <turns without progress>");
                int max = Math.min(s.turn, options.stallRounds() == 0 ? s.turn : options.stallRounds() * players.size());
                s.stallTurns = Read.integer(sl.number(), sl.token(1), 0, max, "a count of turns without progress (D-15)");
            }
            List<Integer> origins = new ArrayList<>();
            Line or = one("origins");
            if (or != null) {
                for (int i = 1; i < or.size(); i++) {
                    origins.add(Read.island(or.number(), or.token(i), tb));
                }
            }
            s.origins = origins.stream().mapToInt(Integer::intValue).toArray();
            s.history = new ArrayList<>();
            List<Integer> ho = new ArrayList<>();
            int prev = 0;
            for (Line l : many("record")) {
                if (l.size() < 2) {
                    throw new ParseException(l.number(), l.end(), "record <emigrations before it> <beach>=<boats> …", "too few words");
                }
                int k = Read.integer(l.number(), l.token(1), prev, s.origins.length, "the number of emigrations before the record ("
                        + prev + ".." + s.origins.length + ", not fewer than the record before)");
                prev = k;
                ho.add(k);
                s.history.add(occupancy(l, 2));
            }
            s.historyOrigins = ho.stream().mapToInt(Integer::intValue).toArray();
            if ((s.phase == Engine.SETUP || s.phase == Engine.TURN) && (!s.history.isEmpty() || s.origins.length > 0)) {
                Line l = !s.history.isEmpty() ? many("record").get(0) : or;
                throw Read.error(l.number(), l.token(0), "no emigration records at the " + PHASES[s.phase] + " decision (they begin with "
                        + "the turn's emigrations)");
            }
            // R-NOBOAT-1 and R-ALLBOATS-1 as the turn began
            int c = players.get(s.activeSeat).ordinal();
            int on = s.royalCount[c] * (options.maskCountsOnTable() ? 1 : 0);
            for (int b = 0; b < tb.beaches; b++) {
                on += s.occ[b * 6 + c];
            }
            s.noBoatTurn = on == 0;
            s.allBoatsTurn = on == BOATS;
            Position p = new Position(tb, players, start, options, decision, s);
            // the engine must stop here: a decision with two or more options, or the end
            int[] seats = new int[players.size()];
            for (int i = 0; i < seats.length; i++) {
                seats[i] = players.get(i).ordinal();
            }
            Engine e;
            try {
                e = copy(s).toEngine(tb, options, seats, players.indexOf(start));
            } catch (RuntimeException ex) {
                throw new ParseException(pe.number(), pe.token(1).column(), "a pending decision the position allows", ex.getMessage());
            }
            if (s.phase != Engine.OVER && e.optionCount() < 2) {
                throw new ParseException(pe.number(), pe.token(1).column(), "a decision with two or more options (the engine applies a single "
                        + "option by itself)", "this one has " + e.optionCount());
            }
            try {
                new GameSetup(players, start, set, TileSource.chance(), options);
            } catch (IllegalArgumentException ex) {
                throw new ParseException(pl.number(), pl.token(1).column(), "players the tile set can seat", ex.getMessage());
            }
            return p;
        }

        private Colour playing(Line l, Token t) {
            Colour c = Read.colour(l.number(), t);
            if (!players.contains(c)) {
                throw Read.error(l.number(), t, "a colour of the players " + players);
            }
            return c;
        }

        private void playing(Line l, Token t, int colour) {
            if (!players.contains(Colour.of(colour))) {
                throw Read.error(l.number(), t, "boats of the players " + players + " only");
            }
        }

        private int[] occupancy(Line l, int from) {
            int[] occ = new int[tb.beaches * 6];
            boolean[] seen = new boolean[tb.beaches];
            for (int i = from; i < l.size(); i++) {
                Token t = l.token(i);
                int eq = t.text().lastIndexOf('=');
                if (eq <= 0) {
                    throw Read.error(l.number(), t, "'<island/number>=<boats>'");
                }
                int b = Read.beach(l.number(), new Token(t.text().substring(0, eq), t.column(), t.end()), tb);
                int[] c = Read.boats(l.number(), new Token(t.text().substring(eq + 1), t.column(), t.end()));
                if (seen[b]) {
                    throw Read.error(l.number(), t, "each beach once");
                }
                seen[b] = true;
                int total = 0;
                for (int k = 0; k < 6; k++) {
                    if (c[k] > 0) {
                        playing(l, t, k);
                    }
                    occ[b * 6 + k] = c[k];
                    total += c[k];
                }
                if (total > tb.berths[b]) {
                    throw Read.error(l.number(), t, "at most " + tb.berths[b] + " boats on beach " + tb.beachRef[b]);
                }
            }
            return occ;
        }

        private Map<String, Token> keyed(Line pe) {
            Map<String, Token> kv = new LinkedHashMap<>();
            for (int i = 2; i < pe.size(); i++) {
                Token t = pe.token(i);
                int eq = t.text().indexOf('=');
                if (eq <= 0) {
                    throw Read.error(pe.number(), t, "a field 'key=value'");
                }
                if (kv.put(t.text().substring(0, eq), t) != null) {
                    throw Read.error(pe.number(), t, "each field once");
                }
            }
            return kv;
        }

        private Token value(Line pe, Map<String, Token> kv, String key) {
            Token t = kv.remove(key);
            if (t == null) {
                throw new ParseException(pe.number(), pe.end(), "the field '" + key + "=' of 'pending " + pe.token(1).text() + "'", null);
            }
            return Read.value(t, key);
        }

        private int choose(int line, Token t, String[] names, int limit, String expected) {
            for (int i = 0; i < limit; i++) {
                if (names[i].equals(t.text())) {
                    return i;
                }
            }
            throw Read.error(line, t, expected);
        }

        private int openIsland(Line pe, Token t, State s, int[] tileHex) {
            int i = Read.island(pe.number(), t, tb);
            if (tileHex[i] < 0 || s.royalOwner[i] >= 0) {
                throw Read.error(pe.number(), t, "an island on the table that is not royal");
            }
            return i;
        }

        private int origin(Line pe, Token t, State s, int[] tileHex) {
            if (t.text().equals("-")) {
                return -1;
            }
            return openIsland(pe, t, s, tileHex);
        }

        private int[] group(Line pe, Token t, int[] used) {
            int[] g = Read.boats(pe.number(), t);
            if (Arrays.stream(g).sum() == 0) {
                throw Read.error(pe.number(), t, "a group of at least one boat");
            }
            for (int k = 0; k < 6; k++) {
                if (g[k] > 0) {
                    playing(pe, t, k);
                }
                used[k] += g[k];
            }
            return g;
        }

        private int beachMask(int line, Token t, int island) {
            if (t.text().equals("-")) {
                return 0;
            }
            int mask = 0;
            for (String part : t.text().split(",", -1)) {
                int k = Read.integer(line, new Token(part, t.column(), t.end()), 1, tb.beachCount[island],
                        "beach numbers of " + tb.tile[island].id() + " separated by ',' (or '-')");
                if ((mask & (1 << (k - 1))) != 0) {
                    throw Read.error(line, t, "each beach once");
                }
                mask |= 1 << (k - 1);
            }
            return mask;
        }

        private static int packed(Hex h) {
            return Hexes.pack(h.q(), h.r());
        }
    }
}
