package io.github.tongiaki.core.notation;

import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Tile sets for the notation tests: the official set from tongiaki-tiles' data file (core cannot depend
 * on that module), and the conformance suite's tile sets.
 */
final class NotationTiles {

    /** The conformance suite, at the root of the repository. */
    static final Path CONFORMANCE = Path.of("..", "conformance");

    private static final TileSet OFFICIAL = load(Path.of("..", "tongiaki-tiles", "src", "main", "resources", "io", "github", "tongiaki",
            "tiles", "official.tiles"));

    private NotationTiles() {
    }

    static TileSet load(Path p) {
        try {
            return TileSetFormat.parse(Files.readString(p));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read a tile set at " + p.toAbsolutePath(), e);
        }
    }

    static TileSet official() {
        return OFFICIAL;
    }
}
