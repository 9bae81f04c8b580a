package io.github.tongiaki.core.tiles;

/**
 * Service interface through which a module publishes a tile set, found by
 * {@link TileSet#named(String)} with {@link java.util.ServiceLoader}. {@code tongiaki-tiles} provides
 * the set named {@code official}.
 */
public interface TileSetProvider {

    /** {@return the set's name, e.g. {@code official}} */
    String name();

    /** {@return the tile set} */
    TileSet tileSet();
}
