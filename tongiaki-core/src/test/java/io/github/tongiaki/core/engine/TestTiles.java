package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import io.github.tongiaki.core.tiles.WaterTile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The official tile set for core's own tests. tongiaki-tiles depends on core, so core's tests read the
 * one data file of tongiaki-tiles directly instead of keeping a second copy of the data.
 */
public final class TestTiles {

    private static final TileSet OFFICIAL = load();

    private TestTiles() {
    }

    private static TileSet load() {
        Path p = Path.of("..", "tongiaki-tiles", "src", "main", "resources", "io", "github", "tongiaki", "tiles", "official.tiles");
        try {
            return TileSetFormat.parse(Files.readString(p));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the official tile set at " + p.toAbsolutePath(), e);
        }
    }

    /** @return the official tile set, read from tongiaki-tiles' data file */
    public static TileSet official() {
        return OFFICIAL;
    }

    /**
     * The official stack tiles k times (the copies' ids suffixed " 2", " 3", …), around the official start island:
     * a set of more than 32 tiles, whose tile masks take more than one word.
     *
     * @param k how many times
     * @return the set, named {@code official-x<k>}
     */
    public static TileSet times(int k) {
        List<Tile> stack = new ArrayList<>();
        for (int c = 1; c <= k; c++) {
            for (Tile t : OFFICIAL.stackTiles()) {
                TileId id = c == 1 ? t.id() : TileId.of(t.id().value() + " " + c);
                stack.add(t instanceof IslandTile i ? new IslandTile(id, i.points(), i.beaches()) : new WaterTile(id, ((WaterTile) t).routes()));
            }
        }
        return TileSet.of(OFFICIAL.name() + "-x" + k, OFFICIAL.start(), stack);
    }
}
