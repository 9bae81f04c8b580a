package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Lines.Line;
import io.github.tongiaki.core.internal.Lines.Token;
import io.github.tongiaki.core.internal.Read;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import java.util.Map;

/**
 * The fields of a {@code pending} line, for the step that reads them ({@link Step#readPending}): each
 * field is taken once; a missing one is a fault; what the step reads is checked against the rest of
 * the position as far as it is known.
 */
final class PendingFields {
    private final PositionParser parser;
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

    PendingFields(PositionParser parser, Line line, Line turnLine, Line stackLine, Map<String, Token> kv, State s, int[] tileHex,
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
