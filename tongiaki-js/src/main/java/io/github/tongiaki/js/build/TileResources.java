package io.github.tongiaki.js.build;

import java.util.Collection;
import org.teavm.extension.spi.resources.ResourcesPolicy;

/**
 * Tells TeaVM, at build time, which class path resources the compiled engine reads with
 * {@code Class.getResourceAsStream}: the official tile set of tongiaki-tiles ({@code OfficialTiles}) and the engine's
 * version of tongiaki-core ({@code Version}, which records name in their {@code [engine]} line). TeaVM
 * finds this class through {@code META-INF/services}; it is never part of the compiled module.
 */
public final class TileResources implements ResourcesPolicy {

    /** The official tile set, as {@code OfficialTiles} reads it. */
    static final String OFFICIAL = "io/github/tongiaki/tiles/official.tiles";

    /** The engine's version, as {@code io.github.tongiaki.core.Version} reads it. */
    static final String VERSION = "io/github/tongiaki/core/version.properties";

    /** For the service loader. */
    public TileResources() {
    }

    @Override
    public String[] supplyResources(Collection<? extends String> resources) {
        return new String[] {OFFICIAL, VERSION};
    }
}
