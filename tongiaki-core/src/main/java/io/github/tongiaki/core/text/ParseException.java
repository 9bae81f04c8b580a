package io.github.tongiaki.core.text;

/**
 * A text of the notation (a position, a choice, an event, a game record) that cannot be read: it says
 * where (line and column, both counted from 1) and what was expected there. It is the only exception the
 * parsers of this package throw for any input, well-formed or not.
 *
 * <p>Unchecked: a caller that reads texts it wrote itself need not handle it; a caller that reads texts
 * from elsewhere (a bug report, a file, a network peer) catches it.
 */
public final class ParseException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The line of the fault, from 1. */
    private final int line;
    /** The column of the fault, from 1. */
    private final int column;
    /** What was expected at that place, in words. */
    private final String expected;

    /**
     * Makes the exception; the message is {@code line L, column C: expected E[: detail]}.
     *
     * @param line the line, from 1
     * @param column the column, from 1
     * @param expected what was expected there, in words
     * @param detail what was found or why it is wrong, or null
     */
    public ParseException(int line, int column, String expected, String detail) {
        super("line " + line + ", column " + column + ": expected " + expected + (detail == null || detail.isEmpty() ? "" : ": " + detail));
        this.line = line;
        this.column = column;
        this.expected = expected;
    }

    /** {@return the line of the fault, from 1} */
    public int line() {
        return line;
    }

    /** {@return the column of the fault, from 1} */
    public int column() {
        return column;
    }

    /** {@return what was expected at that place, in words} */
    public String expected() {
        return expected;
    }
}
