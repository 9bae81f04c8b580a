package io.github.tongiaki.core.board;

import java.util.Arrays;
import java.util.Objects;

/**
 * An immutable multiset of boats by colour: the boats on a beach, a group at sea, boats going back.
 *
 * <p>Text form, the one of the notation ({@code Position}, {@code EventText}) and of every other text in
 * the library: colour letters with counts in colour order joined by {@code +}, e.g. {@code 2B+R} for two
 * blue boats and one red one; {@code -} for none. {@link #toString()} writes it and
 * {@link #parse(CharSequence)} reads it back (parts in any order, letters in either case).
 */
public final class Boats {

    /** The colours, once: {@code Colour.values()} makes a new array on every call. */
    private static final Colour[] COLOURS = Colour.values();

    /** No boats. */
    public static final Boats NONE = new Boats(new int[COLOURS.length]);

    /**
     * One colour's boats, 1 to {@value #SHARED_MOST} of them, made once and shared: a game's events and decisions
     * name such a group every few steps, and a value's identity means nothing ({@link #equals}).
     */
    private static final int SHARED_MOST = 15;
    private static final Boats[] ONE_COLOUR = new Boats[COLOURS.length * SHARED_MOST];

    static {
        for (Colour colour : COLOURS) {
            for (int n = 1; n <= SHARED_MOST; n++) {
                int[] c = new int[COLOURS.length];
                c[colour.ordinal()] = n;
                ONE_COLOUR[colour.ordinal() * SHARED_MOST + n - 1] = new Boats(c);
            }
        }
    }

    private final int[] counts;

    private Boats(int[] counts) {
        this.counts = counts;
    }

    /**
     * {@return the boats}
     *
     * @param colours one entry per boat
     */
    public static Boats of(Colour... colours) {
        int[] c = new int[COLOURS.length];
        for (Colour colour : colours) {
            c[Objects.requireNonNull(colour, "colour").ordinal()]++;
        }
        return new Boats(c);
    }

    /**
     * {@return the boats}
     *
     * @param colour a colour
     * @param count how many boats of it
     * @throws IllegalArgumentException if {@code count} is negative
     */
    public static Boats of(Colour colour, int count) {
        Objects.requireNonNull(colour, "colour");
        if (count < 0) {
            throw new IllegalArgumentException("boat count must not be negative, got " + count);
        }
        if (count == 0) {
            return NONE;
        }
        if (count <= SHARED_MOST) {
            return ONE_COLOUR[colour.ordinal() * SHARED_MOST + count - 1];
        }
        int[] c = new int[COLOURS.length];
        c[colour.ordinal()] = count;
        return new Boats(c);
    }

    /**
     * {@return the boats}
     *
     * @param counts counts indexed by {@link Colour#ordinal()}; copied
     * @throws IllegalArgumentException if a count is negative or the array has the wrong length
     */
    public static Boats ofCounts(int... counts) {
        if (counts.length != COLOURS.length) {
            throw new IllegalArgumentException("need " + COLOURS.length + " counts, got " + counts.length);
        }
        for (int n : counts) {
            if (n < 0) {
                throw new IllegalArgumentException("boat count must not be negative: " + Arrays.toString(counts));
            }
        }
        return new Boats(counts.clone());
    }

    /**
     * Parses the text form: {@code -} for none, else parts joined by {@code +}, each an optional count
     * (1–99) and a colour letter ({@code 2B+R}). The space-separated form of earlier versions
     * ({@code 2B R}) is refused with a message showing this one.
     *
     * @param text the text
     * @return the boats
     * @throws IllegalArgumentException if malformed, naming the text and the expected form
     */
    public static Boats parse(CharSequence text) {
        String s = text.toString().strip();
        if (s.equals("-")) {
            return NONE;
        }
        if (!s.isEmpty() && s.split("\\s+").length > 1 && !s.contains("+")) {
            throw new IllegalArgumentException("boats are written with '+' between colours, not spaces: '"
                    + String.join("+", s.split("\\s+")) + "', not '" + s + "'");
        }
        String expected = "boats such as '2B+R' (a count and a colour letter B R G Y O P, joined by '+'), or '-' for none";
        if (s.isEmpty() || s.startsWith("+") || s.endsWith("+")) {
            throw new IllegalArgumentException("not " + expected + ": '" + s + "'");
        }
        int[] c = new int[COLOURS.length];
        for (String part : s.split("\\+", -1)) {
            int i = 0;
            while (i < part.length() && part.charAt(i) >= '0' && part.charAt(i) <= '9') {
                i++;
            }
            if (part.length() - i != 1 || i > 2 || (i > 0 && Integer.parseInt(part.substring(0, i)) < 1)) {
                throw new IllegalArgumentException("not " + expected + ": '" + s + "' (at '" + part + "')");
            }
            int n = i == 0 ? 1 : Integer.parseInt(part.substring(0, i));
            Colour colour = letter(part.charAt(i));
            if (colour == null) {
                throw new IllegalArgumentException("not " + expected + ": '" + s + "' ('" + part.charAt(i) + "' is no colour letter)");
            }
            c[colour.ordinal()] += n;
        }
        return new Boats(c);
    }

    private static Colour letter(char ch) {
        char upper = Character.toUpperCase(ch);
        for (Colour colour : COLOURS) {
            if (colour.letter() == upper) {
                return colour;
            }
        }
        return null;
    }

    /**
     * {@return how many boats of that colour}
     *
     * @param colour a colour
     */
    public int count(Colour colour) {
        return counts[colour.ordinal()];
    }

    /** {@return the number of boats} */
    public int size() {
        int n = 0;
        for (int c : counts) {
            n += c;
        }
        return n;
    }

    /** {@return whether there are no boats} */
    public boolean isEmpty() {
        return size() == 0;
    }

    /** {@return the number of different colours among the boats (what R-VOY-2 checks)} */
    public int colourCount() {
        int n = 0;
        for (int c : counts) {
            if (c > 0) {
                n++;
            }
        }
        return n;
    }

    /**
     * {@return the union}
     *
     * @param other more boats
     */
    public Boats plus(Boats other) {
        int[] c = counts.clone();
        for (int i = 0; i < c.length; i++) {
            c[i] += other.counts[i];
        }
        return new Boats(c);
    }

    /** {@return the counts indexed by {@link Colour#ordinal()} (a copy)} */
    public int[] toCounts() {
        return counts.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Boats b && Arrays.equals(b.counts, counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts);
    }

    /** {@return the text form, e.g. {@code 2B+R}, or {@code -} for none (see {@link #parse(CharSequence)})} */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Colour c : COLOURS) {
            int n = counts[c.ordinal()];
            if (n > 0) {
                if (sb.length() > 0) {
                    sb.append('+');
                }
                if (n > 1) {
                    sb.append(n);
                }
                sb.append(c.letter());
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }
}
