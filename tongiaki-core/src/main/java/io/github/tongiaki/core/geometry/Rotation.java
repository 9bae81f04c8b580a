package io.github.tongiaki.core.geometry;

import java.util.Locale;

/**
 * How far a placed tile is turned clockwise, in sixths of a turn. A tile's edge {@code e} under
 * rotation {@code r} faces board direction {@code (e + r) mod 6} (tiles.md, "Geometry").
 *
 * <p>Text form: {@code r0} … {@code r5}.
 */
public enum Rotation {
    /** Not turned: edge 0 faces south. */
    R0,
    /** Edge 0 faces south-west. */
    R1,
    /** Edge 0 faces north-west. */
    R2,
    /** Edge 0 faces north. */
    R3,
    /** Edge 0 faces north-east. */
    R4,
    /** Edge 0 faces south-east. */
    R5;

    private static final Rotation[] VALUES = values();

    /**
     * The rotation by the given number of steps.
     *
     * @param steps 0..5
     * @return the rotation
     * @throws IllegalArgumentException if {@code steps} is not in 0..5
     */
    public static Rotation of(int steps) {
        if (steps < 0 || steps > 5) {
            throw new IllegalArgumentException("rotation must be 0..5, got " + steps);
        }
        return VALUES[steps];
    }

    /**
     * Parses {@code r0}…{@code r5} (any case) or a bare number 0..5.
     *
     * @param text the text
     * @return the rotation
     * @throws IllegalArgumentException if the text is no rotation
     */
    public static Rotation parse(CharSequence text) {
        String s = text.toString().trim().toLowerCase(Locale.ROOT);
        if (s.startsWith("r")) {
            s = s.substring(1);
        }
        if (s.length() == 1 && s.charAt(0) >= '0' && s.charAt(0) <= '5') {
            return VALUES[s.charAt(0) - '0'];
        }
        throw new IllegalArgumentException("not a rotation (expected r0..r5): '" + text + "'");
    }

    /**
     * The rotation that puts edge 0 of a tile facing the given direction.
     *
     * @param direction where edge 0 should face
     * @return the rotation
     */
    public static Rotation edgeZeroFacing(Direction direction) {
        return VALUES[direction.index()];
    }

    /** {@return the number of clockwise steps, 0..5} */
    public int steps() {
        return ordinal();
    }

    /**
     * Composes two rotations.
     *
     * @param other the rotation applied after this one
     * @return (this + other) mod 6
     */
    public Rotation plus(Rotation other) {
        return VALUES[(ordinal() + other.ordinal()) % 6];
    }

    /** {@return the rotation that undoes this one} */
    public Rotation inverse() {
        return VALUES[(6 - ordinal()) % 6];
    }

    /**
     * The board direction a tile edge faces under this rotation.
     *
     * @param edge a tile edge, 0..5
     * @return direction (edge + r) mod 6
     * @throws IllegalArgumentException if {@code edge} is not in 0..5
     */
    public Direction facing(int edge) {
        if (edge < 0 || edge > 5) {
            throw new IllegalArgumentException("tile edge must be 0..5, got " + edge);
        }
        return Direction.of((edge + ordinal()) % 6);
    }

    /**
     * The tile edge that faces the given board direction under this rotation.
     *
     * @param direction a board direction
     * @return edge (d - r) mod 6
     */
    public int edgeFacing(Direction direction) {
        return (direction.index() - ordinal() + 6) % 6;
    }

    @Override
    public String toString() {
        return "r" + ordinal();
    }
}
