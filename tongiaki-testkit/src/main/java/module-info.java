/**
 * Test support for projects that use Tongiaki: scenario helpers, AssertJ assertions, seeded generators
 * of random play (with jqwik arbitraries) and invariant checks.
 */
module io.github.tongiaki.testkit {
    requires transitive io.github.tongiaki.core;
    requires transitive io.github.tongiaki.tiles;
    requires transitive org.assertj.core;
    requires transitive net.jqwik.api;

    exports io.github.tongiaki.testkit;

    provides net.jqwik.api.providers.ArbitraryProvider with io.github.tongiaki.testkit.TongiakiArbitraryProvider;
}
