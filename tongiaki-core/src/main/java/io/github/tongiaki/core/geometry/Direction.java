package io.github.tongiaki.core.geometry;

import java.util.Locale;

/**
 * One of the six board directions of the flat-top hex grid, numbered clockwise from south
 * (tiles.md, "Geometry"): 0 south, 1 south-west, 2 north-west, 3 north, 4 north-east, 5 south-east.
 *
 * <p>The axial offset of the neighbouring hex in each direction is fixed by the spec so that positions
 * written by one implementation can be read by another.
 */
public enum Direction {
    /** 0: south, neighbour at (0, +1). */
    SOUTH("S", 0, 1),
    /** 1: south-west, neighbour at (-1, +1). */
    SOUTH_WEST("SW", -1, 1),
    /** 2: north-west, neighbour at (-1, 0). */
    NORTH_WEST("NW", -1, 0),
    /** 3: north, neighbour at (0, -1). */
    NORTH("N", 0, -1),
    /** 4: north-east, neighbour at (+1, -1). */
    NORTH_EAST("NE", 1, -1),
    /** 5: south-east, neighbour at (+1, 0). */
    SOUTH_EAST("SE", 1, 0);

    private static final Direction[] VALUES = values();

    private final String code;
    private final int dq;
    private final int dr;

    Direction(String code, int dq, int dr) {
        this.code = code;
        this.dq = dq;
        this.dr = dr;
    }

    /**
     * The direction with the given number.
     *
     * @param index 0 (south) to 5 (south-east)
     * @return the direction
     * @throws IllegalArgumentException if {@code index} is not in 0..5
     */
    public static Direction of(int index) {
        if (index < 0 || index > 5) {
            throw new IllegalArgumentException("direction must be 0..5, got " + index);
        }
        return VALUES[index];
    }

    /**
     * Parses a direction from its short code ({@code S SW NW N NE SE}, any case) or its number.
     *
     * @param text the code, e.g. {@code "NE"} or {@code "4"}
     * @return the direction
     * @throws IllegalArgumentException if the text names no direction
     */
    public static Direction parse(CharSequence text) {
        String s = text.toString().trim().toUpperCase(Locale.ROOT);
        for (Direction d : VALUES) {
            if (d.code.equals(s) || String.valueOf(d.ordinal()).equals(s)) {
                return d;
            }
        }
        throw new IllegalArgumentException("not a direction (expected one of S SW NW N NE SE or 0..5): '" + text + "'");
    }

    /** {@return this direction's number, 0..5} */
    public int index() {
        return ordinal();
    }

    /** {@return the short code: {@code S SW NW N NE SE}} */
    public String code() {
        return code;
    }

    /** {@return the direction pointing the other way: (d + 3) mod 6} */
    public Direction opposite() {
        return VALUES[(ordinal() + 3) % 6];
    }

    /**
     * Turns this direction clockwise.
     *
     * @param rotation how far to turn
     * @return (d + rotation) mod 6
     */
    public Direction rotate(Rotation rotation) {
        return VALUES[(ordinal() + rotation.steps()) % 6];
    }

    /** {@return the change of the axial q coordinate when stepping this way} */
    public int dq() {
        return dq;
    }

    /** {@return the change of the axial r coordinate when stepping this way} */
    public int dr() {
        return dr;
    }

    @Override
    public String toString() {
        return code;
    }
}
