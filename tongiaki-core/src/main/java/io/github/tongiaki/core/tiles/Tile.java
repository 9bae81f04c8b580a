package io.github.tongiaki.core.tiles;

/**
 * A tile of the game: an {@link IslandTile} or a {@link WaterTile} (R-COMP-2).
 */
public sealed interface Tile permits IslandTile, WaterTile {

    /** {@return the tile's id, unique within its tile set} */
    TileId id();

    /** {@return {@code true} for island tiles} */
    default boolean isIsland() {
        return this instanceof IslandTile;
    }

    /** {@return {@code true} for water tiles} */
    default boolean isWater() {
        return this instanceof WaterTile;
    }
}
