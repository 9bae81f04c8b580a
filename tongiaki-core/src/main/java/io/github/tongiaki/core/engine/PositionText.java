package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.internal.Headers;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Lines;
import io.github.tongiaki.core.internal.Lines.Line;
import io.github.tongiaki.core.internal.Lines.Token;
import io.github.tongiaki.core.internal.Read;
import io.github.tongiaki.core.internal.TableText;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.EndGame;
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
 * The position text (see {@link Position} and {@code CONFORMANCE.md}): printing and parsing. Each part of
 * the state writes and reads its own lines: the header here, the table's lines in {@link TableText}, the
 * pending decision's line in its step ({@link Step#printPending}, {@link Step#readPending}), the D-4
 * records in {@link Repetition}, the D-15 count in {@link Stall}.
 */
final class PositionText {

    static final int BOATS = 15;
    /** The names of the pending decisions, by frame kind ("over" when no frame is left). */
    static final String[] PHASES = {"setup", "turn", "take", "place", "emigrate", "land", "tile", "over", "chance"};
    /** The purposes of placements and free placements, by {@link Engine#P_EXPAND} … {@link Engine#P_REDRAW}. */
    static final String[] PURPOSES = {"expand", "noboat", "settle", "redraw"};

    private PositionText() {
    }

    /** {@return the canonical text of a position} */
    static String print(Position p) {
        Engine e = p.engine;
        Tables tables = p.tables;
        StringBuilder sb = new StringBuilder();
        sb.append(Position.FORMAT).append(' ').append(Position.VERSION).append('\n');
        sb.append("tileset ").append(Lines.quote(tables.set.name())).append('\n');
        sb.append("players");
        for (Colour c : p.players) {
            sb.append(' ').append(c);
        }
        sb.append('\n');
        sb.append("start ").append(p.startPlayer).append('\n');
        sb.append("options ").append(p.options).append('\n');
        sb.append("turn ").append(e.turn()).append(' ').append(p.players.get(e.activeSeat())).append('\n');
        sb.append("decision ").append(p.decisionNumber).append('\n');
        sb.append("pending ").append(PHASES[e.phase()]);
        if (e.depth > 0) {
            int f = e.top();
            Step.of(e.fr[f]).printPending(e, f, sb);
        }
        sb.append('\n');
        TableText.print(sb, e.table(), p.players, e.chanceMode());
        if (e.phase() != Engine.OVER) {
            Stall.print(e, sb);
            e.repetition.print(tables, sb);
        }
        return sb.toString();
    }

    /** {@return a tile's id as the text writes it} */
    static String id(Tables tables, int t) {
        return Lines.quote(tables.tile[t].id().value());
    }

    /** {@return the local beaches of a mask as "1,3", or "-"} */
    static String beachList(Tables tables, int mask, int island) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < tables.beachCount[island]; i++) {
            if ((mask & (1 << i)) != 0) {
                sb.append(sb.length() == 0 ? "" : ",").append(i + 1);
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    static Position parse(String text, TileSet[] known) {
        return new Parser(text, known).parse();
    }

    /** The parser of one text. */
    static final class Parser {
        private final String text;
        private final TileSet[] known;
        private final Map<String, Line> single = new HashMap<>();
        private final Map<String, List<Line>> multi = new LinkedHashMap<>();
        Tables tb;
        List<Colour> players;
        private Line[] royalLine;
        private Line[] removedLine;
        private Token[] asideToken;
        private Line[] boatsLine;
        private Token[] colourToken;
        private Line strandedLine;
        private Line stackLine;
        private Line turnLine;
        private Line playersLine;
        private Line pendingLine;
        private Line originsLine;
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
            // the table: read here, checked by the validator (which says which part is wrong; where() finds its line)
            Validator validator = new Validator(tb, players, options);
            List<Integer> placed = new ArrayList<>();
            List<Integer> hexes = new ArrayList<>();
            List<Integer> rots = new ArrayList<>();
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
            for (Line l : many("royal")) {
                arity(l, 3, 3, "royal <island> <colour>");
                int t = Read.island(l.number(), l.token(1), tb);
                Colour c = Read.colour(l.number(), l.token(2));
                if (s.royalOwner[t] >= 0) {
                    throw Read.error(l.number(), l.token(1), "an island not made royal before");
                }
                s.royalOwner[t] = c.ordinal();
                royalLine[t] = l;
            }
            s.removed = new boolean[n];
            for (Line l : many("removed")) {
                arity(l, 2, 2, "removed <island>");
                int t = Read.island(l.number(), l.token(1), tb);
                if (s.removed[t]) {
                    throw Read.error(l.number(), l.token(1), "an island not removed before");
                }
                s.removed[t] = true;
                removedLine[t] = l;
            }
            // tiles set aside by a scenario: neither on the table, removed nor in the stack, never drawn
            s.aside = new boolean[n];
            Line as = one("aside");
            if (as != null) {
                for (int i = 1; i < as.size(); i++) {
                    int t = Read.tile(as.number(), as.token(i), tb);
                    if (s.aside[t]) {
                        throw Read.error(as.number(), as.token(i), "a tile other than the start island, neither on the table, removed nor "
                                + "set aside before");
                    }
                    s.aside[t] = true;
                    asideToken[t] = as.token(i);
                }
            }
            s.occ = new int[tb.beaches * 6];
            for (Line l : many("boats")) {
                if (l.size() < 3) {
                    throw new ParseException(l.number(), l.end(), "boats <island/number> <boats>", "too few words");
                }
                int b = Read.beach(l.number(), l.token(1), tb);
                if (boatsLine[b] != null) {
                    throw Read.error(l.number(), l.token(1), "a beach not given before");
                }
                boatsLine[b] = l;
                for (int i = 2; i < l.size(); i++) {
                    int[] c = Read.boats(l.number(), l.token(i));
                    for (int k = 0; k < 6; k++) {
                        if (c[k] > 0 && colourToken[b * 6 + k] == null) {
                            colourToken[b * 6 + k] = l.token(i);
                        }
                        s.occ[b * 6 + k] += c[k];
                    }
                }
            }
            s.stranded = new int[6];
            s.strandedTile = -1;
            for (Line l : many("stranded")) {
                arity(l, 3, 3, "stranded <water tile> <boats>");
                s.strandedTile = Read.tile(l.number(), l.token(1), tb);
                s.stranded = Read.boats(l.number(), l.token(2));
                strandedLine = l;
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
            stackLine = sk != null ? sk : bag;
            s.chanceMode = bag != null;
            s.stack = new int[stackLine.size() - 1];
            for (int i = 1; i < stackLine.size(); i++) {
                s.stack[i - 1] = Read.tile(stackLine.number(), stackLine.token(i), tb);
            }
            check(() -> validator.table(s));
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
            s.phase = Arrays.asList(PHASES).indexOf(pe.token(1).text());
            if (s.phase < 0) {
                throw Read.error(pe.number(), pe.token(1), "the pending decision (setup, turn, take, place, emigrate, land, tile, chance "
                        + "or over)");
            }
            s.setupStep = 2 * players.size();
            Map<String, Token> kv = keyed(pe);
            if (s.phase != Engine.OVER) {
                Step.of(s.phase).readPending(new Pending(this, pe, turnLine, stackLine, kv, s, tileHex, inStack, islands, options,
                        players.indexOf(start)), s);
            }
            if (!kv.isEmpty()) {
                Token extra = kv.values().iterator().next();
                throw Read.error(pe.number(), extra, "the fields of 'pending " + PHASES[s.phase] + "' only");
            }
            // D-15 and D-4
            Line sl = one("stall");
            if (sl != null) {
                arity(sl, 2, 2, "stall <turns without progress>");
                s.stallTurns = Read.integer(sl.number(), sl.token(1), 0, validator.maxStall(s.turn), "a count of turns without progress (D-15)");
            }
            List<Integer> origins = new ArrayList<>();
            originsLine = one("origins");
            if (originsLine != null) {
                for (int i = 1; i < originsLine.size(); i++) {
                    origins.add(Read.island(originsLine.number(), originsLine.token(i), tb));
                }
            }
            s.origins = origins.stream().mapToInt(Integer::intValue).toArray();
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
                    int v = Read.integer(su.number(), new Token(t.text().substring(eq + 1), t.column(), t.end()), 0, BOATS, "a supply");
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
            return new Position(tb, players, start, options, decision, e);
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
                case RECORDS -> at(!many("record").isEmpty() ? many("record").get(0) : originsLine, 0, f);
            };
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

        private static int packed(Hex h) {
            return Hexes.pack(h.q(), h.r());
        }
    }

    /**
     * The fields of a {@code pending} line, for the step that reads them ({@link Step#readPending}): each
     * field is taken once; a missing one is a fault; what the step reads is checked against the rest of
     * the position as far as it is known.
     */
    static final class Pending {
        private final Parser parser;
        private final Line line;
        private final Line turnLine;
        private final Line stackLine;
        private final Map<String, Token> kv;
        private final State s;
        private final int[] tileHex;
        private final boolean[] inStack;
        private final int islands;
        final RuleOptions options;
        final int startSeat;
        final Tables tables;
        final int players;

        Pending(Parser parser, Line line, Line turnLine, Line stackLine, Map<String, Token> kv, State s, int[] tileHex,
                boolean[] inStack, int islands, RuleOptions options, int startSeat) {
            this.parser = parser;
            this.line = line;
            this.turnLine = turnLine;
            this.stackLine = stackLine;
            this.kv = kv;
            this.s = s;
            this.tileHex = tileHex;
            this.inStack = inStack;
            this.islands = islands;
            this.options = options;
            this.startSeat = startSeat;
            this.tables = parser.tb;
            this.players = parser.players.size();
        }

        /** {@return the value of a field (taken: it may not be read twice)} */
        Token field(String key) {
            return parser.value(line, kv, key);
        }

        int integer(String key, int min, int max, String what) {
            return Read.integer(line.number(), field(key), min, max, what);
        }

        boolean bool(String key, String what) {
            return Read.bool(line.number(), field(key), what);
        }

        int hex(String key) {
            return Hexes.pack(Read.hex(line.number(), field(key)));
        }

        int tile(Token t) {
            return Read.tile(line.number(), t, tables);
        }

        /** An island on the table that is not royal. */
        int openIsland(String key) {
            return parser.openIsland(line, field(key), s, tileHex);
        }

        /** {@code -} or an island on the table that is not royal. */
        int origin(Token t) {
            return parser.origin(line, t, s, tileHex);
        }

        /** A group of at least one boat of the players (counted as at sea). */
        int[] group(String key) {
            return parser.group(line, field(key));
        }

        int beachMask(String key, int island) {
            return parser.beachMask(line.number(), field(key), island);
        }

        int choose(Token t, String[] names, int limit, String expected) {
            return parser.choose(line.number(), t, names, limit, expected);
        }

        boolean onTable(int t) {
            return tileHex[t] >= 0;
        }

        boolean inStack(int t) {
            return inStack[t];
        }

        /** {@return island tiles in the stack} */
        int islandsInStack() {
            return islands;
        }

        ParseException error(Token t, String expected) {
            return Read.error(line.number(), t, expected);
        }

        /** A fault of the stack (shown at the stack line's keyword). */
        ParseException stackError(String expected) {
            return Read.error(stackLine.number(), stackLine.token(0), expected);
        }

        /** A fault of the turn line's number. */
        ParseException turnError(String expected) {
            return Read.error(turnLine.number(), turnLine.token(1), expected);
        }

        String player(int seat) {
            return parser.players.get(seat).toString();
        }
    }
}
