package io.github.tongiaki.tiles;

import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import io.github.tongiaki.core.tiles.WaterTile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/**
 * The official Tongiaki tile set (R-COMP-2): Tonga, the 15 scoring islands with their printed names,
 * and the water tiles W01–W16, exactly as the published game prints them.
 *
 * <p>The data lives in the language-neutral text resource
 * {@code io/github/tongiaki/tiles/official.tiles} (format: {@link TileSetFormat}); this class reads it
 * once.
 */
public final class OfficialTiles {

    /** Name of the resource holding the official set, relative to this class. */
    public static final String RESOURCE = "official.tiles";

    private static final TileSet SET = load();

    private OfficialTiles() {
    }

    private static TileSet load() {
        try (InputStream in = OfficialTiles.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCE + " is missing from tongiaki-tiles");
            }
            return TileSetFormat.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@return the full official set (32 tiles)} */
    public static TileSet set() {
        return SET;
    }

    /** {@return Tonga, the start island} */
    public static IslandTile tonga() {
        return SET.start();
    }

    /** {@return the 15 scoring islands, in the order of tiles.md} */
    public static List<IslandTile> islands() {
        return SET.islands();
    }

    /** {@return the 16 water tiles W01–W16} */
    public static List<WaterTile> waterTiles() {
        return SET.waterTiles();
    }

    /**
     * {@return the island, if the set has one of that name (Tonga included)}
     *
     * @param name a printed island name, e.g. {@code "Fidschi"}
     */
    public static Optional<IslandTile> island(String name) {
        return SET.find(TileId.of(name)).filter(Tile::isIsland).map(IslandTile.class::cast);
    }

    /**
     * {@return the water tile, if the set has one with that id}
     *
     * @param id a water tile id, e.g. {@code "W07"}
     */
    public static Optional<WaterTile> water(String id) {
        return SET.find(TileId.of(id)).filter(Tile::isWater).map(WaterTile.class::cast);
    }

    /**
     * {@return the tile}
     *
     * @param id a tile id (island name or water id)
     * @throws IllegalArgumentException if the official set has no such tile
     */
    public static Tile tile(String id) {
        return SET.tile(id);
    }
}
