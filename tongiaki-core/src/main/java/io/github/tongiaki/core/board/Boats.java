package io.github.tongiaki.core.board;

import java.util.Arrays;
import java.util.Objects;

/**
 * An immutable multiset of boats by colour: the boats on a beach, a group at sea, boats going back.
 *
 * <p>Text form: colour letters with counts in colour order, e.g. {@code 2B R} for two blue boats and one
 * red one; {@code -} for none.
 */
public final class Boats {

    /** No boats. */
    public static final Boats NONE = new Boats(new int[Colour.values().length]);

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
        int[] c = new int[Colour.values().length];
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
        if (count < 0) {
            throw new IllegalArgumentException("boat count must not be negative, got " + count);
        }
        int[] c = new int[Colour.values().length];
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
        if (counts.length != Colour.values().length) {
            throw new IllegalArgumentException("need " + Colour.values().length + " counts, got " + counts.length);
        }
        for (int n : counts) {
            if (n < 0) {
                throw new IllegalArgumentException("boat count must not be negative: " + Arrays.toString(counts));
            }
        }
        return new Boats(counts.clone());
    }

    /**
     * Parses the text form ({@code 2B R}, {@code -}).
     *
     * @param text the text
     * @return the boats
     * @throws IllegalArgumentException if malformed
     */
    public static Boats parse(CharSequence text) {
        String s = text.toString().trim();
        if (s.equals("-") || s.isEmpty()) {
            return NONE;
        }
        int[] c = new int[Colour.values().length];
        for (String part : s.split("\\s+")) {
            int i = 0;
            while (i < part.length() && Character.isDigit(part.charAt(i))) {
                i++;
            }
            if (i == part.length() || part.length() - i != 1) {
                throw new IllegalArgumentException("not boats (expected e.g. '2B R'): '" + text + "'");
            }
            int n = i == 0 ? 1 : Integer.parseInt(part.substring(0, i));
            c[Colour.parse(part.substring(i)).ordinal()] += n;
        }
        return new Boats(c);
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

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Colour c : Colour.values()) {
            int n = counts[c.ordinal()];
            if (n > 0) {
                if (sb.length() > 0) {
                    sb.append(' ');
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
