package io.github.tongiaki.core.geometry;

import java.util.Objects;

/**
 * Where a tile lies on the board: its hex and its rotation.
 *
 * <p>Text form: {@code q,r r<k>}, e.g. {@code 0,1 r3}.
 *
 * @param hex the hex
 * @param rotation the rotation
 */
public record Placement(Hex hex, Rotation rotation) {

    /**
     * Validates the components.
     *
     * @param hex the hex
     * @param rotation the rotation
     * @throws NullPointerException if an argument is null
     */
    public Placement {
        Objects.requireNonNull(hex, "hex");
        Objects.requireNonNull(rotation, "rotation");
    }

    /**
     * {@return the placement}
     *
     * @param hex the hex
     * @param rotation the rotation
     */
    public static Placement of(Hex hex, Rotation rotation) {
        // the placements near the middle are made once, as they are asked for: a free placement's options and every
        // tile laid name one, and the typed loop pays for each object made (a record's identity is no promise)
        int h = hex == null || rotation == null ? -1 : Hex.cacheIndex(hex);
        if (h < 0) {
            return new Placement(hex, rotation);
        }
        int i = h * 6 + rotation.ordinal();
        Placement p = MADE[i];
        if (p == null || !p.hex.equals(hex)) {
            p = new Placement(hex, rotation);
            MADE[i] = p; // any thread may fill it: a record of final fields is seen whole, or not at all
        }
        return p;
    }

    private static final Placement[] MADE = new Placement[Hex.CACHE_SIZE * 6];

    /**
     * The forced placement of a tile drawn at a jetty or a route end (R-EMI-3, R-VOY-4): in the hex
     * beyond, in direction {@code d}, with edge 0 (the emblem) facing back, i.e. rotation (d + 3) mod 6.
     *
     * @param from the hex of the tile holding the jetty or the route end
     * @param direction the direction the jetty or route end faces
     * @return the placement of the drawn tile
     */
    public static Placement facingBack(Hex from, Direction direction) {
        return new Placement(from.neighbour(direction), Rotation.edgeZeroFacing(direction.opposite()));
    }

    /**
     * Parses {@code q,r r<k>}.
     *
     * @param text the text
     * @return the placement
     * @throws IllegalArgumentException if the text is malformed
     */
    public static Placement parse(CharSequence text) {
        String s = text.toString().trim();
        int space = s.lastIndexOf(' ');
        if (space < 0) {
            throw new IllegalArgumentException("not a placement (expected 'q,r rK'): '" + text + "'");
        }
        try {
            return new Placement(Hex.parse(s.substring(0, space)), Rotation.parse(s.substring(space + 1)));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("not a placement (expected 'q,r rK'): '" + text + "': " + e.getMessage(), e);
        }
    }

    @Override
    public String toString() {
        return hex + " " + rotation;
    }
}
