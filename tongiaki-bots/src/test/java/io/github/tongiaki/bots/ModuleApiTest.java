package io.github.tongiaki.bots;

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
 * The module {@code io.github.tongiaki.bots}, read from the compiled module descriptor: it depends on nothing but the
 * JDK's base module and core (the learned bot's network too runs in plain Java), and exports its three packages.
 */
class ModuleApiTest {

    private static ModuleDescriptor descriptor() throws URISyntaxException {
        Path classes = Path.of(Bot.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        return ModuleFinder.of(classes).find("io.github.tongiaki.bots")
                .orElseThrow(() -> new AssertionError("no module io.github.tongiaki.bots in " + classes)).descriptor();
    }

    @Test
    @DisplayName("requires core transitively, and nothing else but java.base")
    void requiresNothingButCore() throws URISyntaxException {
        ModuleDescriptor d = descriptor();
        assertThat(d.requires().stream().map(ModuleDescriptor.Requires::name).collect(Collectors.toSet()))
                .isEqualTo(Set.of("java.base", "io.github.tongiaki.core"));
    }

    @Test
    @DisplayName("exports the bots, the tournaments and the learned bot, to everyone, and opens nothing")
    void exportsItsPackages() throws URISyntaxException {
        ModuleDescriptor d = descriptor();
        assertThat(d.opens()).isEmpty();
        assertThat(d.exports()).allSatisfy(e -> assertThat(e.isQualified()).isFalse());
        assertThat(d.exports().stream().map(ModuleDescriptor.Exports::source).collect(Collectors.toSet()))
                .isEqualTo(Set.of("io.github.tongiaki.bots", "io.github.tongiaki.bots.tournament", "io.github.tongiaki.bots.learned"));
    }
}
