package io.github.tongiaki.tiles;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * API hygiene of the module {@code io.github.tongiaki.tiles}, read from the compiled module
 * descriptor: one exported package, core required transitively, the official set provided as a
 * {@code TileSetProvider}.
 */
class ModuleApiTest {

    private static ModuleDescriptor descriptor() throws URISyntaxException {
        Path classes = Path.of(OfficialTiles.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        return ModuleFinder.of(classes).find("io.github.tongiaki.tiles")
                .orElseThrow(() -> new AssertionError("no module io.github.tongiaki.tiles in " + classes)).descriptor();
    }

    @Test
    @DisplayName("exports exactly io.github.tongiaki.tiles, to everyone, and opens nothing")
    void exportsExactlyTheApi() throws URISyntaxException {
        ModuleDescriptor d = descriptor();
        assertThat(d.isOpen()).isFalse();
        assertThat(d.exports()).singleElement().satisfies(e -> {
            assertThat(e.source()).isEqualTo("io.github.tongiaki.tiles");
            assertThat(e.isQualified()).isFalse();
        });
        assertThat(d.opens()).isEmpty();
    }

    @Test
    @DisplayName("requires core transitively, and nothing else but java.base")
    void requiresCoreTransitively() throws URISyntaxException {
        ModuleDescriptor d = descriptor();
        assertThat(d.requires().stream().map(ModuleDescriptor.Requires::name).collect(Collectors.toSet()))
                .isEqualTo(Set.of("java.base", "io.github.tongiaki.core"));
        assertThat(d.requires()).filteredOn(r -> r.name().equals("io.github.tongiaki.core"))
                .singleElement().satisfies(r -> assertThat(r.modifiers()).contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE));
    }

    @Test
    @DisplayName("provides the official set as a TileSetProvider")
    void providesTheOfficialSet() throws URISyntaxException {
        assertThat(descriptor().provides()).singleElement().satisfies(p -> {
            assertThat(p.service()).isEqualTo("io.github.tongiaki.core.tiles.TileSetProvider");
            assertThat(p.providers()).containsExactly(OfficialTileSetProvider.class.getName());
        });
    }
}
