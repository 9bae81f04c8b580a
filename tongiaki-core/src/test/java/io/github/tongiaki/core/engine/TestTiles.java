package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

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
}
