package io.github.tongiaki.core.internal;

import io.github.tongiaki.core.text.ParseException;
import java.util.function.Function;

/**
 * The one-line form of a line-oriented text (a position, a player view; CONFORMANCE.md, "The one-line form"): the
 * lines written one after the other, each {@code ;} ending one. Reading it is reading the text it stands for: its
 * lines are the parts between the {@code ;} before the line's comment (the comment stays on the last part), each
 * without the spaces and tabs it begins with; a fault at line {@code l}, column {@code c} of that text is at the one
 * line's column {@code s + c}, {@code s} the offset of line {@code l}'s first character in the one line (a line
 * missing: just after the one line's end).
 *
 * <p>A text is in the one-line form when its first line that is not blank or a comment has a {@code ;} before its
 * comment. No text of the line-oriented form is accepted with such a first line (its first line is the format and the
 * version, two words, and {@code ;} is in no word), so the form is told apart without any other mark. Lines before
 * and after the one line may only be blank or comments.
 */
public final class OneLine {

    /** What separates the lines in the canonical one-line form. */
    public static final String SEPARATOR = "; ";

    private OneLine() {
    }

    /** {@return the one-line form of a canonical text: its lines joined by "; " (no line end at the end)} */
    public static String print(String text) {
        String t = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
        return t.replace("\n", SEPARATOR);
    }

    /**
     * Reads a text in either form.
     *
     * @param text a text
     * @param reader the reader of the line-oriented form
     * @param <T> what it reads
     * @return what the reader gives for the text, or for the text a one-line text stands for
     * @throws ParseException the reader's, at the one line's column when the text is in the one-line form; or at
     *     the first word of a line after the one line
     */
    public static <T> T read(String text, Function<String, T> reader) {
        String[] raw = Lines.split(text); // refuses a byte order mark first
        int at = -1;
        int comment = -1;
        for (int k = 0; k < raw.length; k++) {
            comment = commentStart(raw[k]);
            String body = raw[k].substring(0, comment);
            if (!Lines.trim(body).isEmpty()) {
                if (body.indexOf(';') >= 0) {
                    at = k;
                }
                break;
            }
        }
        if (at < 0) {
            return reader.apply(text);
        }
        for (int k = at + 1; k < raw.length; k++) {
            java.util.List<Lines.Token> tokens = Lines.tokens(k + 1, raw[k]);
            if (!tokens.isEmpty()) {
                throw Read.error(k + 1, tokens.get(0), "the end of the text (a one-line text, whose lines end with ';', is all on "
                        + "one line)");
            }
        }
        // the lines it stands for: the parts between the ';' (the comment stays on the last), each without the spaces and
        // tabs it begins with, so that column 1 of a line is the first character of its first word
        String line = raw[at];
        StringBuilder inner = new StringBuilder();
        java.util.List<Integer> starts = new java.util.ArrayList<>();
        int from = 0;
        while (true) {
            int semicolon = line.indexOf(';', from);
            int to = semicolon >= 0 && semicolon < comment ? semicolon : line.length();
            while (from < to && (line.charAt(from) == ' ' || line.charAt(from) == '\t')) {
                from++;
            }
            starts.add(from);
            inner.append(line, from, to);
            if (to == line.length()) {
                break;
            }
            inner.append('\n');
            from = to + 1;
        }
        try {
            return reader.apply(inner.toString());
        } catch (ParseException e) {
            int column = e.line() <= starts.size() ? starts.get(e.line() - 1) + e.column() : line.length() + 1;
            throw new ParseException(at + 1, column, e.expected(), detail(e));
        }
    }

    /**
     * {@return the index where the comment of a one-line text begins (its length when it has none)}: the first
     * {@code #} outside double quotes, a quote left open at a {@code ;} closing there (the part it is on is refused
     * for it)
     */
    static int commentStart(String line) {
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (c == ';') {
                quoted = false;
            } else if (c == '#' && !quoted) {
                return i;
            }
        }
        return line.length();
    }

    /** The detail of a fault: its message after "line L, column C: expected E", without the ": ". */
    private static String detail(ParseException e) {
        String head = "line " + e.line() + ", column " + e.column() + ": expected " + e.expected();
        String m = e.getMessage();
        return m.length() > head.length() + 2 && m.startsWith(head) ? m.substring(head.length() + 2) : null;
    }
}
