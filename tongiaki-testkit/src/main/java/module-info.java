/**
 * Test support for projects that use Tongiaki: scenario helpers, AssertJ assertions, seeded generators
 * of random play (with jqwik arbitraries) and invariant checks.
 *
 * <p>jqwik is optional ({@code requires static}): the assertions, positions, invariants and random play
 * work without it; only {@link io.github.tongiaki.testkit.TongiakiArbitraries},
 * {@link io.github.tongiaki.testkit.TongiakiArbitraryProvider} and
 * {@link io.github.tongiaki.testkit.ScaledTries} need it. The arbitrary provider is registered for the
 * class path only ({@code META-INF/services}): a {@code provides net.jqwik.api.providers.ArbitraryProvider}
 * here would make the module system refuse to start a module-path application without jqwik. Nor is
 * jqwik required transitively: javac would then demand it of every module that reads this one. A module
 * that uses the generators requires {@code net.jqwik.api} itself, as it does to write properties.
 */
module io.github.tongiaki.testkit {
    requires transitive io.github.tongiaki.core;
    requires transitive io.github.tongiaki.tiles;
    requires transitive org.assertj.core;
    requires static net.jqwik.api;

    exports io.github.tongiaki.testkit;
}
