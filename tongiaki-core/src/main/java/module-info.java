/**
 * The Tongiaki rules engine and model. Depends on nothing but {@code java.base}.
 */
module io.github.tongiaki.core {
    exports io.github.tongiaki.core.geometry;
    exports io.github.tongiaki.core.tiles;

    uses io.github.tongiaki.core.tiles.TileSetProvider;
}
