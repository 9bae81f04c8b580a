package io.github.tongiaki.core.board;

import io.github.tongiaki.core.geometry.Hex;
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

    @Override
    public String toString() {
        return tile.id() + " @ " + hex + " " + rotation;
    }
}
