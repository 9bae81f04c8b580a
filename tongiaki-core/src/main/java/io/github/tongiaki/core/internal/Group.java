package io.github.tongiaki.core.internal;

import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;

/**
 * A group of boats (at sea, landing) packed into one int: four bits per colour ordinal (a colour has at
 * most 15 boats, R-COMP-1), so a group fits in a step's frame and moves with it.
 */
public final class Group {

    /** The colours by ordinal, once ({@code Colour.values()} makes a new array on every call). */
    private static final Colour[] COLOURS = Colour.values();

    private Group() {
    }

    /**
     * @param group a packed group
     * @param c a colour ordinal
     * @return its boats of that colour
     */
    public static int count(int group, int c) {
        return (group >>> (4 * c)) & 15;
    }

    /**
     * @param group a packed group
     * @param c a colour ordinal
     * @param n boats to add (the result stays within 0..15)
     * @return the group with them
     */
    public static int plus(int group, int c, int n) {
        return group + (n << (4 * c));
    }

    /**
     * @param group a packed group
     * @return its boats
     */
    public static int size(int group) {
        int n = 0;
        for (int c = 0; c < 6; c++) {
            n += count(group, c);
        }
        return n;
    }

    /**
     * @param group a packed group
     * @return its colours (R-VOY-2: what a route's difficulty is compared with)
     */
    public static int colours(int group) {
        int n = 0;
        for (int c = 0; c < 6; c++) {
            if (count(group, c) > 0) {
                n++;
            }
        }
        return n;
    }

    /**
     * @param counts boats per colour ordinal (each 0..15)
     * @return the packed group
     */
    public static int of(int[] counts) {
        int g = 0;
        for (int c = 0; c < 6; c++) {
            g = plus(g, c, counts[c]);
        }
        return g;
    }

    /**
     * @param group a packed group
     * @return boats per colour ordinal
     */
    public static int[] counts(int group) {
        int[] a = new int[6];
        for (int c = 0; c < 6; c++) {
            a[c] = count(group, c);
        }
        return a;
    }

    /**
     * @param group a packed group
     * @return it as {@link Boats}
     */
    public static Boats boats(int group) {
        if (group == 0) {
            return Boats.NONE;
        }
        // one colour, nearly every group: a shared value, no arrays (Boats.of)
        int c = Integer.numberOfTrailingZeros(group) >>> 2;
        int n = count(group, c);
        if (group == n << (4 * c)) {
            return Boats.of(COLOURS[c], n);
        }
        return Boats.ofCounts(counts(group));
    }

}
