/**
 * The Tongiaki rules engine and model. Depends on nothing but {@code java.base}.
 */
module io.github.tongiaki.core {
    exports io.github.tongiaki.core;
    exports io.github.tongiaki.core.geometry;
    exports io.github.tongiaki.core.tiles;
    exports io.github.tongiaki.core.board;
    exports io.github.tongiaki.core.rules;
    exports io.github.tongiaki.core.engine;
    exports io.github.tongiaki.core.events;
    exports io.github.tongiaki.core.text;
    exports io.github.tongiaki.core.notation;
    exports io.github.tongiaki.core.render;

    uses io.github.tongiaki.core.tiles.TileSetProvider;
}
