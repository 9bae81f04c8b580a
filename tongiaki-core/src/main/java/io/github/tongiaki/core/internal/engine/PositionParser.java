package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.internal.Headers;
import io.github.tongiaki.core.internal.Lines;
import io.github.tongiaki.core.internal.Lines.Line;
import io.github.tongiaki.core.internal.Lines.Token;
import io.github.tongiaki.core.internal.Read;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parser of one position text ({@link Position#parse}): it reads every line, lets the {@link Validator} check
 * what it read and says where a fault lies; each step reads its own fields of the {@code pending} line
 * ({@link Step#readPending}) through {@link Pending}.
 */
final class PositionParser {
    private final String text;
    private final TileSet[] known;
    private final Map<String, Line> single = new HashMap<>();
    private final Map<String, List<Line>> multi = new LinkedHashMap<>();
    Tables tb;
    List<Colour> players;
    Line[] royalLine;
    Line[] removedLine;
    Token[] asideToken;
    Line[] boatsLine;
    Token[] colourToken;
    Line strandedLine;
    Line stackLine;
    Line turnLine;
    Line playersLine;
    Line pendingLine;
    Line originsLine;
    private int after;

    PositionParser(String text, TileSet[] known) {
        this.text = text;
        this.known = known;
    }

    ParseException missing(String what) {
        return new ParseException(after, 1, what, "the position has no such line");
    }

    Line one(String keyword) {
        return single.get(keyword);
    }

    List<Line> many(String keyword) {
        return multi.getOrDefault(keyword, List.of());
    }

    void arity(Line l, int min, int max, String form) {
        if (l.size() < min) {
            throw new ParseException(l.number(), l.end(), form, "too few words");
        }
        if (l.size() > max) {
            throw Read.error(l.number(), l.token(max), "the end of the line (" + form + ")");
        }
    }

    PositionData parse() {
        List<Line> lines = Lines.parse(text);
        after = Lines.after(text);
        if (lines.isEmpty()) {
            throw new ParseException(1, 1, "'" + Position.FORMAT + " " + Position.VERSION + "'", "the text is empty");
        }
        Line head = lines.get(0);
        if (!head.keyword().equals(Position.FORMAT)) {
            throw Read.error(head.number(), head.token(0), "'" + Position.FORMAT + " " + Position.VERSION + "' on the first line");
        }
        arity(head, 2, 2, Position.FORMAT + " " + Position.VERSION);
        if (!head.token(1).text().equals(String.valueOf(Position.VERSION))) {
            throw Read.error(head.number(), head.token(1), "version " + Position.VERSION);
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
        royalLine = new Line[n];
        removedLine = new Line[n];
        asideToken = new Token[n];
        boatsLine = new Line[tb.beaches];
        colourToken = new Token[tb.beaches * 6];
        Line pl = one("players");
        playersLine = pl;
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
        turnLine = tu;
        if (tu == null) {
            throw missing("a 'turn <number> <colour>' line");
        }
        arity(tu, 3, 3, "turn <number> <colour>");
        s.turn = Read.integer(tu.number(), tu.token(1), 0, Integer.MAX_VALUE, "a turn number");
        Colour active = Read.colour(tu.number(), tu.token(2));
        if (!players.contains(active)) {
            throw Read.error(tu.number(), tu.token(2), "one of the players " + players);
        }
        s.activeSeat = players.indexOf(active);
        int decision = 0;
        Line de = one("decision");
        if (de != null) {
            arity(de, 2, 2, "decision <number>");
            decision = Read.integer(de.number(), de.token(1), 0, Integer.MAX_VALUE, "a decision number");
        }
        // the table: read here, checked by the validator (which says which part is wrong; where() finds its line)
        Validator validator = new Validator(tb, players, options, players.indexOf(start));
        TableText.read(this, s);
        check(() -> validator.table(s));
        for (int b = 0; b < tb.beaches; b++) {
            if (boatsLine[b] != null) {
                // a beach line without boats ("-") is checked too
                int beach = b;
                check(() -> validator.beach(s, beach));
            }
        }
        int[] tileHex = new int[n];
        Arrays.fill(tileHex, -1);
        for (int i = 0; i < s.placed.length; i++) {
            tileHex[s.placed[i]] = s.placedHex[i];
        }
        boolean[] inStack = new boolean[n];
        int islands = 0;
        for (int t : s.stack) {
            inStack[t] = true;
            islands += tb.island[t] ? 1 : 0;
        }
        // the pending decision: its step reads its fields
        pendingLine = one("pending");
        Line pe = pendingLine;
        if (pe == null) {
            throw missing("a 'pending <decision> …' line");
        }
        if (pe.size() < 2) {
            throw new ParseException(pe.number(), pe.end(), "the pending decision (setup, turn, take, place, emigrate, land, tile, "
                    + "chance or over)", null);
        }
        s.phase = Arrays.asList(PositionText.PHASES).indexOf(pe.token(1).text());
        if (s.phase < 0) {
            throw Read.error(pe.number(), pe.token(1), "the pending decision (setup, turn, take, place, emigrate, land, tile, chance "
                    + "or over)");
        }
        s.setupStep = 2 * players.size();
        Map<String, Token> kv = keyed(pe);
        if (s.phase != Engine.OVER) {
            Step.of(s.phase).readPending(new PendingFields(this, pe, turnLine, stackLine, kv, s, tileHex, inStack, islands, options,
                    players.indexOf(start)), s);
        }
        if (!kv.isEmpty()) {
            Token extra = kv.values().iterator().next();
            throw Read.error(pe.number(), extra, "the fields of 'pending " + PositionText.PHASES[s.phase] + "' only");
        }
        // D-15 and D-4
        Stall.read(this, s, validator);
        Repetition.read(this, s);
        check(() -> validator.turn(s));
        // the supply line is redundant: if given, it must be what the validator derived
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
                int v = Read.integer(su.number(), new Token(t.text().substring(eq + 1), t.column(), t.end()), 0, PositionText.BOATS, "a supply");
                if (v != s.supply[c.ordinal()]) {
                    throw Read.error(su.number(), t, c + "=" + s.supply[c.ordinal()] + " (15 less the boats on the table, on masks, "
                            + "at sea and stranded)");
                }
            }
        }
        // the engine must stop here: a decision with two or more options, or the end
        int[] seats = new int[players.size()];
        for (int i = 0; i < seats.length; i++) {
            seats[i] = players.get(i).ordinal();
        }
        Engine e;
        try {
            e = s.toEngine(tb, options, seats, players.indexOf(start));
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
            throw new ParseException(playersLine.number(), playersLine.token(1).column(), "players the tile set can seat", ex.getMessage());
        }
        return new PositionData(tb, players, start, options, decision, e);
    }

    /** Runs a check of the validator; a fault becomes a ParseException at the line (and word) it lies in. */
    private void check(Runnable check) {
        try {
            check.run();
        } catch (Validator.Fault f) {
            throw where(f);
        }
    }

    private ParseException where(Validator.Fault f) {
        return switch (f.part) {
            case TILE_HEX -> at(many("tile").get(f.index), 2, f);
            case ROYAL_ISLAND -> at(royalLine[f.index], 1, f);
            case ROYAL_COLOUR -> at(royalLine[f.index], 2, f);
            case REMOVED -> at(removedLine[f.index], 1, f);
            case ASIDE -> Read.error(one("aside").number(), asideToken[f.index], f.expected);
            case START_ISLAND -> missing(f.expected);
            case BEACH, FULL_BEACH -> at(boatsLine[f.index], 1, f);
            case BEACH_BOATS -> at(boatsLine[f.index], 2, f);
            case BEACH_COLOUR -> Read.error(boatsLine[f.index / 6].number(), colourToken[f.index], f.expected);
            case STRANDED_TILE -> at(strandedLine, 1, f);
            case STRANDED_BOATS -> at(strandedLine, 2, f);
            case STACK_TILE -> at(stackLine, f.index + 1, f);
            case STACK, END -> at(stackLine, 0, f);
            case TURN -> at(turnLine, 1, f);
            case BOATS_OF_COLOUR -> new ParseException(playersLine.number(), 1, f.expected, f.detail);
            case PENDING -> new ParseException(pendingLine.number(), pendingLine.token(1).column(), f.expected, f.detail);
            case STALL -> at(one("stall"), 1, f);
            // a fault of the records names a record (0 for the records as a whole), or the origins line when there is none
            case RECORDS -> at(!many("record").isEmpty() ? many("record").get(f.index) : originsLine, 0, f);
            case ORIGIN -> at(originsLine, f.index + 1, f);
            case TILE_ROTATION -> at(many("tile").get(f.index), 3, f);
            case PENDING_FIELD -> Read.error(pendingLine.number(), field(pendingLine, f.field), f.expected
                    + (f.detail == null ? "" : " (" + f.detail + ")"));
        };
    }

    /** The word {@code key=…} of the pending line (a fault of a field names one its step has read). */
    private static Token field(Line pe, String key) {
        int i = 2;
        while (!pe.token(i).text().startsWith(key + "=")) {
            i++;
        }
        return pe.token(i);
    }

    private static ParseException at(Line l, int token, Validator.Fault f) {
        return Read.error(l.number(), l.token(token), f.expected);
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

    int[] occupancy(Line l, int from) {
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

    Token value(Line pe, Map<String, Token> kv, String key) {
        Token t = kv.remove(key);
        if (t == null) {
            throw new ParseException(pe.number(), pe.end(), "the field '" + key + "=' of 'pending " + pe.token(1).text() + "'", null);
        }
        return Read.value(t, key);
    }

    int choose(int line, Token t, String[] names, int limit, String expected) {
        for (int i = 0; i < limit; i++) {
            if (names[i].equals(t.text())) {
                return i;
            }
        }
        throw Read.error(line, t, expected);
    }

    int openIsland(Line pe, Token t, State s, int[] tileHex) {
        int i = Read.island(pe.number(), t, tb);
        if (tileHex[i] < 0 || s.royalOwner[i] >= 0) {
            throw Read.error(pe.number(), t, "an island on the table that is not royal");
        }
        return i;
    }

    int origin(Line pe, Token t, State s, int[] tileHex) {
        if (t.text().equals("-")) {
            return -1;
        }
        return openIsland(pe, t, s, tileHex);
    }

    int[] group(Line pe, Token t) {
        int[] g = Read.boats(pe.number(), t);
        if (Arrays.stream(g).sum() == 0) {
            throw Read.error(pe.number(), t, "a group of at least one boat");
        }
        for (int k = 0; k < 6; k++) {
            if (g[k] > 0) {
                playing(pe, t, k);
            }
        }
        return g;
    }

    int beachMask(int line, Token t, int island) {
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
}
