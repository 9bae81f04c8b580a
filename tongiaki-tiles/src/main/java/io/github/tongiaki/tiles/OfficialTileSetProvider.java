package io.github.tongiaki.tiles;

import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetProvider;

/**
 * Publishes the official tile set under the name {@code official}, so that
 * {@link TileSet#official()} finds it when this module is present.
 */
public final class OfficialTileSetProvider implements TileSetProvider {

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public OfficialTileSetProvider() {
    }

    @Override
    public String name() {
        return "official";
    }

    @Override
    public TileSet tileSet() {
        return OfficialTiles.set();
    }
}
