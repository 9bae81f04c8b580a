package io.github.tongiaki.core.board;

import io.github.tongiaki.core.geometry.Direction;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.Tile;
import java.util.Objects;

/**
 * A tile on the table: where it lies and how it is turned.
 *
 * @param hex its hex
 * @param tile the tile
 * @param rotation its rotation
 */
public record PlacedTile(Hex hex, Tile tile, Rotation rotation) {

    /**
     * Validates the components.
     *
     * @param hex its hex
     * @param tile the tile
     * @param rotation its rotation
     * @throws NullPointerException if an argument is null
     */
    public PlacedTile {
        Objects.requireNonNull(hex, "hex");
        Objects.requireNonNull(tile, "tile");
        Objects.requireNonNull(rotation, "rotation");
    }

    /**
     * {@return the board direction that edge faces: {@code (edge + rotation) mod 6}}
     *
     * @param edge a tile edge 0–5 (a jetty's or a route end's)
     * @throws IllegalArgumentException if the edge is not 0–5
     */
    public Direction facing(int edge) {
        return rotation.facing(edge);
    }

    /**
     * {@return the neighbouring hex that edge faces: where a group sails to from a jetty on that edge}
     *
     * @param edge a tile edge 0–5 (a jetty's or a route end's)
     * @throws IllegalArgumentException if the edge is not 0–5
     */
    public Hex hexFacing(int edge) {
        return hex.neighbour(facing(edge));
    }

    /**
     * The placement a tile drawn in front of that edge gets (R-EMI-3, R-VOY-4): the hex the edge faces,
     * edge 0 facing back ({@link Placement#facingBack(Hex, Direction)}). For laying a tile in front of a
     * beach's jetty in a {@code Scenario}, as the game would.
     *
     * @param edge a tile edge 0–5 (a jetty's or a route end's)
     * @return the placement
     * @throws IllegalArgumentException if the edge is not 0–5
     */
    public Placement inFrontOf(int edge) {
        return Placement.facingBack(hex, facing(edge));
    }

    @Override
    public String toString() {
        return tile.id() + " @ " + hex + " " + rotation;
    }
}
