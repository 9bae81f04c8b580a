/**
 * The official Tongiaki tile set. Depends on nothing but {@code io.github.tongiaki.core}.
 */
module io.github.tongiaki.tiles {
    requires transitive io.github.tongiaki.core;

    exports io.github.tongiaki.tiles;

    provides io.github.tongiaki.core.tiles.TileSetProvider with io.github.tongiaki.tiles.OfficialTileSetProvider;
}
