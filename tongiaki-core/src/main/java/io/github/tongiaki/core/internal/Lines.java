package io.github.tongiaki.core.internal;

import io.github.tongiaki.core.text.ParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * The common lexical layer of the notation: a text is split into lines ({@code \n}, an optional
 * {@code \r} before it is dropped); on a line, {@code #} outside double quotes starts a comment; tokens
 * are separated by spaces and tabs outside double quotes; double quotes group and are removed
 * ({@code "Rapa Nui"/2} is the token {@code Rapa Nui/2}). Tile ids cannot contain {@code "} or
 * {@code #}, so no escape is needed.
 */
public final class Lines {

    private Lines() {
    }

    /** A token: its text without quotes, the column (from 1) where it starts, the column just after it. */
    public record Token(String text, int column, int end) {
    }

    /** A line with at least one token. */
    public record Line(int number, String raw, List<Token> tokens) {

        public Token token(int i) {
            return tokens.get(i);
        }

        public int size() {
            return tokens.size();
        }

        public String keyword() {
            return tokens.get(0).text();
        }

        /** The column just after the last token (for "something missing here"). */
        public int end() {
            return tokens.get(tokens.size() - 1).end();
        }
    }

    /** The byte order mark, U+FEFF, which some editors write at the start of a UTF-8 file. */
    public static final char BYTE_ORDER_MARK = '\uFEFF';

    /**
     * {@return the raw lines of a text}
     *
     * @throws ParseException at line 1, column 1 if the text begins with a byte order mark (U+FEFF): the
     *     formats are UTF-8 without one, and the mark is invisible in a message that quoted the first word
     */
    public static String[] split(String text) {
        if (!text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK) {
            throw new ParseException(1, 1, "a text without a byte order mark", "found a byte order mark (U+FEFF) at the start of the "
                    + "text; save the file as UTF-8 without one");
        }
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].endsWith("\r")) {
                lines[i] = lines[i].substring(0, lines[i].length() - 1);
            }
        }
        return lines;
    }

    /**
     * Tokenizes one line.
     *
     * @param number the line's number, from 1
     * @param raw the line
     * @return the tokens (empty for a blank or comment line)
     * @throws ParseException for a double quote left open
     */
    public static List<Token> tokens(int number, String raw) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = raw.length();
        while (i < n) {
            char c = raw.charAt(i);
            if (c == ' ' || c == '\t') {
                i++;
                continue;
            }
            if (c == '#') {
                break;
            }
            int start = i;
            StringBuilder sb = null;
            boolean quoted = false;
            int quoteAt = -1;
            while (i < n) {
                c = raw.charAt(i);
                if (c == '"') {
                    if (sb == null) {
                        sb = new StringBuilder(raw.substring(start, i));
                    }
                    quoted = !quoted;
                    quoteAt = i;
                    i++;
                    continue;
                }
                if (!quoted && (c == ' ' || c == '\t' || c == '#')) {
                    break;
                }
                if (sb != null) {
                    sb.append(c);
                }
                i++;
            }
            if (quoted) {
                throw new ParseException(number, quoteAt + 1, "a closing '\"' before the end of the line", null);
            }
            out.add(new Token(sb == null ? raw.substring(start, i) : sb.toString(), start + 1, i + 1));
            if (i < n && raw.charAt(i) == '#') {
                break;
            }
        }
        return out;
    }

    /** {@return the non-empty lines of a text, tokenized} */
    public static List<Line> parse(String text) {
        List<Line> out = new ArrayList<>();
        String[] raw = split(text);
        for (int k = 0; k < raw.length; k++) {
            List<Token> t = tokens(k + 1, raw[k]);
            if (!t.isEmpty()) {
                out.add(new Line(k + 1, raw[k], t));
            }
        }
        return out;
    }

    /**
     * {@return the text without the spaces and tabs at its ends} Other whitespace (U+2028, U+3000 …) is
     * no separator of the notation and stays: a line holding only such characters is not blank.
     *
     * @param s a text
     */
    public static String trim(String s) {
        int from = 0;
        int to = s.length();
        while (from < to && (s.charAt(from) == ' ' || s.charAt(from) == '\t')) {
            from++;
        }
        while (to > from && (s.charAt(to - 1) == ' ' || s.charAt(to - 1) == '\t')) {
            to--;
        }
        return s.substring(from, to);
    }

    /**
     * {@return the number of the line after the last one, for "a whole line is missing" errors: a final
     * line feed ends the last line and does not begin another, so {@code "a\nb\n"} and {@code "a\nb"} both
     * give 3}
     */
    public static int after(String text) {
        String[] lines = split(text);
        int n = lines.length;
        if (n > 0 && lines[n - 1].isEmpty()) {
            n--;
        }
        return n + 1;
    }

    /**
     * Quotes a value for printing when it contains a space (the only separator a tile id may hold).
     *
     * @param value a tile id or tile set name
     * @return the value, in double quotes if it contains a space
     */
    public static String quote(String value) {
        return value.indexOf(' ') >= 0 ? "\"" + value + "\"" : value;
    }

    /** {@return a short, printable excerpt of a found text for messages} */
    public static String found(String s) {
        StringBuilder sb = new StringBuilder("found '");
        int max = 40;
        for (int i = 0; i < s.length() && i < max; i++) {
            char c = s.charAt(i);
            // control and format characters (a tab, a byte order mark, a zero-width space) would not show
            sb.append(Character.isISOControl(c) || Character.getType(c) == Character.FORMAT ? '?' : c);
        }
        if (s.length() > max) {
            sb.append('…');
        }
        return sb.append('\'').toString();
    }
}
