package io.github.tongiaki.core.board;

import java.util.Locale;

/**
 * A player's colour (R-COMP-1). Players are identified by their colour.
 *
 * <p>Text form: the lower-case name ({@code blue}); {@link #parse(CharSequence)} also accepts the
 * one-letter code ({@code B R G Y O P}).
 */
public enum Colour {
    /** Blue. */
    BLUE('B'),
    /** Red. */
    RED('R'),
    /** Green. */
    GREEN('G'),
    /** Yellow. */
    YELLOW('Y'),
    /** Orange. */
    ORANGE('O'),
    /** Purple. */
    PURPLE('P');

    private static final Colour[] VALUES = values();

    private final char letter;
    /** The lower-case name, made once: the notation and the event texts print colours all the time. */
    private final String text;

    Colour(char letter) {
        this.letter = letter;
        this.text = name().toLowerCase(Locale.ROOT);
    }

    /**
     * {@return the colour}
     *
     * @param index 0..5 in declaration order
     * @throws IllegalArgumentException if out of range
     */
    public static Colour of(int index) {
        if (index < 0 || index >= VALUES.length) {
            throw new IllegalArgumentException("colour index must be 0..5, got " + index);
        }
        return VALUES[index];
    }

    /**
     * Parses a colour name ({@code blue}, any case) or its letter ({@code B}).
     *
     * @param text the text
     * @return the colour
     * @throws IllegalArgumentException if the text names no colour
     */
    public static Colour parse(CharSequence text) {
        String s = text.toString().trim();
        for (Colour c : VALUES) {
            if (c.name().equalsIgnoreCase(s) || (s.length() == 1 && Character.toUpperCase(s.charAt(0)) == c.letter)) {
                return c;
            }
        }
        throw new IllegalArgumentException("not a colour (expected blue, red, green, yellow, orange or purple): '" + text + "'");
    }

    /** {@return the one-letter code: {@code B R G Y O P}} */
    public char letter() {
        return letter;
    }

    @Override
    public String toString() {
        return text;
    }
}
