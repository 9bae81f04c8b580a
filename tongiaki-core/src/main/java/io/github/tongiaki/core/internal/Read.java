package io.github.tongiaki.core.internal;

import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.internal.Lines.Token;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileId;
import java.util.Locale;

/** Reading the values of the notation from tokens, with errors that say where and what was expected. */
public final class Read {

    /** Hex coordinates are limited to this magnitude (far beyond any table of 32 tiles). */
    public static final int MAX_COORD = Hex.MAX_COORDINATE;

    private Read() {
    }

    public static ParseException error(int line, Token t, String expected) {
        return new ParseException(line, t.column(), expected, Lines.found(t.text()));
    }

    /** Checks that a token is {@code key=…} (its value is read with {@link #value}). */
    public static void keyed(int line, Token t, String key) {
        if (!t.text().startsWith(key + "=")) {
            throw error(line, t, "'" + key + "=…'");
        }
    }

    /** {@return a token for the value part of a {@code key=value} token (same column, for messages)} */
    public static Token value(Token t, String key) {
        return new Token(t.text().substring(key.length() + 1), t.column(), t.end());
    }

    public static int integer(int line, Token t, int min, int max, String what) {
        String s = t.text();
        if (s.isEmpty() || s.length() > 10) {
            throw error(line, t, what + " (a whole number " + min + ".." + max + ")");
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= '0' && c <= '9') && !(i == 0 && c == '-' && s.length() > 1)) {
                throw error(line, t, what + " (a whole number " + min + ".." + max + ")");
            }
        }
        long v = Long.parseLong(s);
        if (v < min || v > max) {
            throw error(line, t, what + " (a whole number " + min + ".." + max + ")");
        }
        return (int) v;
    }

    /**
     * A signed 64-bit whole number in the notation's one grammar for numbers: ASCII digits {@code 0}–{@code 9}
     * with an optional leading {@code -} (as {@link #integer}). {@link Long#parseLong} alone would also take a
     * {@code +} and the digits of other scripts ({@code ７}, {@code ٧}), so that two texts would mean one seed.
     */
    public static long longValue(int line, Token t, String what) {
        String s = t.text();
        boolean ascii = !s.isEmpty() && s.length() <= 20 && !s.equals("-");
        for (int i = 0; ascii && i < s.length(); i++) {
            char c = s.charAt(i);
            ascii = (c >= '0' && c <= '9') || (i == 0 && c == '-');
        }
        if (ascii) {
            try {
                return Long.parseLong(s);
            } catch (NumberFormatException e) {
                // beyond 64 bits: the error below
            }
        }
        throw error(line, t, what + " (a whole number of 64 bits, ASCII digits with an optional '-')");
    }

    public static boolean bool(int line, Token t, String what) {
        return switch (t.text()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw error(line, t, what + " ('true' or 'false')");
        };
    }

    public static Colour colour(int line, Token t) {
        String s = t.text();
        for (Colour c : Colour.values()) {
            if (c.toString().equals(s.toLowerCase(Locale.ROOT)) || (s.length() == 1 && Character.toUpperCase(s.charAt(0)) == c.letter())) {
                return c;
            }
        }
        throw error(line, t, "a colour (blue, red, green, yellow, orange or purple)");
    }

    public static Hex hex(int line, Token t) {
        String s = t.text();
        int comma = s.indexOf(',');
        if (comma < 0) {
            throw error(line, t, "a hex 'q,r'");
        }
        Token q = new Token(s.substring(0, comma), t.column(), t.end());
        Token r = new Token(s.substring(comma + 1), t.column(), t.end());
        return Hex.of(integer(line, q, -MAX_COORD, MAX_COORD, "a hex 'q,r'"), integer(line, r, -MAX_COORD, MAX_COORD, "a hex 'q,r'"));
    }

    public static Rotation rotation(int line, Token t) {
        String s = t.text();
        if (s.length() == 2 && s.charAt(0) == 'r' && s.charAt(1) >= '0' && s.charAt(1) <= '5') {
            return Rotation.of(s.charAt(1) - '0');
        }
        throw error(line, t, "a rotation r0..r5");
    }

    public static TileId tileId(int line, Token t) {
        try {
            return TileId.of(t.text());
        } catch (IllegalArgumentException e) {
            throw new ParseException(line, t.column(), "a tile id", e.getMessage());
        }
    }

    public static Rule rule(int line, Token t) {
        try {
            return Rule.of(t.text());
        } catch (IllegalArgumentException e) {
            throw error(line, t, "a rule id such as R-EMI-3 or D-4");
        }
    }

    /** {@return the tile's index in the tile set} */
    public static int tile(int line, Token t, Tables tb) {
        int i = tb.set.indexOf(tileId(line, t));
        if (i < 0) {
            throw error(line, t, "a tile of tile set " + tb.set.name());
        }
        return i;
    }

    /** {@return the island's index in the tile set} */
    public static int island(int line, Token t, Tables tb) {
        int i = tile(line, t, tb);
        if (!tb.island[i]) {
            throw error(line, t, "an island (not the water tile)");
        }
        return i;
    }

    /** {@return the global index of a beach written {@code island/number}} */
    public static int beach(int line, Token t, Tables tb) {
        String s = t.text();
        int slash = s.lastIndexOf('/');
        if (slash <= 0) {
            throw error(line, t, "a beach 'island/number'");
        }
        int island = island(line, new Token(s.substring(0, slash), t.column(), t.end()), tb);
        int k = integer(line, new Token(s.substring(slash + 1), t.column(), t.end()), 1, 99, "a beach number");
        if (k > tb.beachCount[island]) {
            throw error(line, t, "a beach of " + tb.tile[island].id() + " (1.." + tb.beachCount[island] + ")");
        }
        return tb.beachBase[island] + k - 1;
    }

    /**
     * Boats in their compact form: {@code -} for none, else parts joined by {@code +}, each an optional
     * count and a colour letter ({@code 2B+R}).
     *
     * @return counts per colour ordinal
     */
    public static int[] boats(int line, Token t) {
        // One grammar for boats everywhere: Boats.parse is it; here it only gains line and column.
        try {
            return Boats.parse(t.text()).toCounts();
        } catch (IllegalArgumentException e) {
            throw error(line, t, "boats such as '2B+R' (a count and a colour letter B R G Y O P, joined by '+'), or '-'");
        }
    }

    /** Appends six counts from {@code from} in the compact form ({@code 2B+R}, or {@code -}). */
    public static void boats(StringBuilder sb, int[] counts, int from) {
        boolean any = false;
        for (int c = 0; c < 6; c++) {
            int n = counts[from + c];
            if (n > 0) {
                if (any) {
                    sb.append('+');
                }
                if (n > 1) {
                    sb.append(n);
                }
                sb.append(Colour.of(c).letter());
                any = true;
            }
        }
        if (!any) {
            sb.append('-');
        }
    }

    /** {@return boats per colour ordinal in the compact form, e.g. {@code 2B+R}, or {@code -}} */
    public static String boats(int[] counts) {
        return Boats.ofCounts(counts).toString();
    }
}
