package io.github.tongiaki.core.geometry;

/**
 * A hex of the board in axial coordinates (q, r) for flat-top hexes; the start island lies at
 * (0, 0) (tiles.md, "Geometry").
 *
 * <p>Text form: {@code q,r}, e.g. {@code 0,-1}; {@link #parse(CharSequence)} also accepts the form
 * in parentheses, {@code (0,-1)}.
 *
 * <p>Both coordinates lie within ±{@value #MAX_COORDINATE}, the range of the notation (a game of 32
 * tiles never gets near it); a hex outside is refused.
 *
 * @param q the axial q coordinate (grows to the east)
 * @param r the axial r coordinate (grows to the south)
 */
public record Hex(int q, int r) implements Comparable<Hex> {

    /** The largest absolute value of a coordinate: the range of the notation ({@code Position}, events). */
    public static final int MAX_COORDINATE = 1000;

    /** The hex of the start island. */
    public static final Hex ORIGIN = new Hex(0, 0);

    /**
     * Checks the range.
     *
     * @param q the axial q coordinate (grows to the east)
     * @param r the axial r coordinate (grows to the south)
     * @throws IllegalArgumentException if a coordinate lies outside ±{@value #MAX_COORDINATE}
     */
    public Hex {
        if (q < -MAX_COORDINATE || q > MAX_COORDINATE || r < -MAX_COORDINATE || r > MAX_COORDINATE) {
            throw new IllegalArgumentException("hex " + q + "," + r + " is off the board: coordinates lie within -" + MAX_COORDINATE
                    + ".." + MAX_COORDINATE + " (the range of the notation)");
        }
    }

    /**
     * {@return the hex}
     *
     * @param q the axial q coordinate
     * @param r the axial r coordinate
     * @throws IllegalArgumentException if a coordinate lies outside ±{@value #MAX_COORDINATE}
     */
    public static Hex of(int q, int r) {
        // the hexes near the middle, where nearly every game's tiles lie, are made once: events name a hex at every
        // tile laid and every crossing, and the typed loop pays for each object made (a record's identity is no promise)
        if (q >= -CACHED && q <= CACHED && r >= -CACHED && r <= CACHED) {
            return Cache.HEXES[(q + CACHED) * (2 * CACHED + 1) + r + CACHED];
        }
        return new Hex(q, r);
    }

    /** {@return the place of a hex among those made once, or -1} */
    static int cacheIndex(Hex h) {
        int q = h.q;
        int r = h.r;
        return q >= -CACHED && q <= CACHED && r >= -CACHED && r <= CACHED ? (q + CACHED) * (2 * CACHED + 1) + r + CACHED : -1;
    }

    /** The hexes made once: |q| and |r| up to this. */
    private static final int CACHED = 15;

    /** The number of hexes made once. */
    static final int CACHE_SIZE = (2 * CACHED + 1) * (2 * CACHED + 1);

    /** A holder, made on first use. */
    private static final class Cache {
        static final Hex[] HEXES = new Hex[(2 * CACHED + 1) * (2 * CACHED + 1)];

        static {
            for (int q = -CACHED; q <= CACHED; q++) {
                for (int r = -CACHED; r <= CACHED; r++) {
                    HEXES[(q + CACHED) * (2 * CACHED + 1) + r + CACHED] = new Hex(q, r);
                }
            }
        }
    }

    /**
     * Parses {@code q,r} or {@code (q,r)}, spaces allowed around the numbers (ASCII digits with an optional sign).
     *
     * @param text the text
     * @return the hex
     * @throws IllegalArgumentException if the text is not a hex
     */
    public static Hex parse(CharSequence text) {
        String s = text.toString().trim();
        if (s.startsWith("(") && s.endsWith(")")) {
            s = s.substring(1, s.length() - 1);
        }
        int comma = s.indexOf(',');
        if (comma < 0 || s.indexOf(',', comma + 1) >= 0) {
            throw new IllegalArgumentException("not a hex (expected q,r): '" + text + "'");
        }
        try {
            return new Hex(asciiInt(s.substring(0, comma).trim()), asciiInt(s.substring(comma + 1).trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a hex (expected q,r with whole numbers): '" + text + "'", e);
        }
    }

    /**
     * {@return the neighbouring hex in that direction}
     *
     * @param direction a board direction
     * @throws IllegalArgumentException if it lies outside ±{@value #MAX_COORDINATE}
     */
    public Hex neighbour(Direction direction) {
        return new Hex(q + direction.dq(), r + direction.dr());
    }

    /**
     * The direction from this hex to an adjacent one.
     *
     * @param other an adjacent hex
     * @return the direction, or {@code null} if {@code other} is not adjacent
     */
    public Direction directionTo(Hex other) {
        for (Direction d : Direction.values()) {
            if (q + d.dq() == other.q && r + d.dr() == other.r) {
                return d;
            }
        }
        return null;
    }

    /**
     * {@return the number of steps between the two hexes}
     *
     * @param other another hex
     */
    public int distance(Hex other) {
        int dq = q - other.q;
        int dr = r - other.r;
        return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
    }

    /** Orders by q, then r. */
    @Override
    public int compareTo(Hex o) {
        return q != o.q ? Integer.compare(q, o.q) : Integer.compare(r, o.r);
    }

    @Override
    public String toString() {
        return q + "," + r;
    }

    /** Integer.parseInt on ASCII digits with an optional sign only (it would also read the digits of other scripts, such as '７'). */
    private static int asciiInt(String s) {
        if (!s.matches("[+-]?[0-9]+")) {
            throw new NumberFormatException("not ASCII digits: '" + s + "'");
        }
        return Integer.parseInt(s);
    }
}
