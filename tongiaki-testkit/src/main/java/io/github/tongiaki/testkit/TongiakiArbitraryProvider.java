package io.github.tongiaki.testkit;

import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.providers.ArbitraryProvider;
import net.jqwik.api.providers.TypeUsage;

/**
 * Lets jqwik generate a {@link Playthrough} for a {@code @ForAll} parameter without a provider method,
 * configured by {@link RandomGame}. Registered as a service in {@code META-INF/services}, so it works as
 * soon as the testkit and jqwik are on the test class path.
 *
 * <p>On the module path it is not registered: the testkit's module reads jqwik only if it is there
 * ({@code requires static}), and a {@code provides} of a jqwik service would stop every module-path
 * application without jqwik from starting. There, give the parameter a provider method instead:
 * {@code @ForAll("games") Playthrough p} with {@code @Provide Arbitrary<Playthrough> games()} returning
 * {@link TongiakiArbitraries#gamesAfter(int, int)} or another of {@link TongiakiArbitraries}.
 */
@SuppressWarnings("exports") // jqwik is an optional dependency, not required transitively (module-info)
public final class TongiakiArbitraryProvider implements ArbitraryProvider {

    /** Used by the service loader. */
    public TongiakiArbitraryProvider() {
    }

    @Override
    public boolean canProvideFor(TypeUsage targetType) {
        return targetType.isOfType(Playthrough.class);
    }

    @Override
    public Set<Arbitrary<?>> provideFor(TypeUsage targetType, SubtypeProvider subtypeProvider) {
        RandomGame g = targetType.findAnnotation(RandomGame.class).orElse(null);
        int players = g == null ? 0 : g.players();
        int decisions = g == null ? -1 : g.decisions();
        Strategy strategy = g != null && g.looping() ? Strategy.looping() : Strategy.uniform();
        if (players != 0 && (players < 2 || players > 6)) {
            throw new IllegalArgumentException("@RandomGame(players = " + players + "): Tongiaki is for 2-6 players");
        }
        Arbitrary<Integer> counts = players == 0 ? TongiakiArbitraries.playerCounts() : Arbitraries.just(players);
        int max = decisions < 0 ? Integer.MAX_VALUE : decisions;
        return Set.of(Combinators.combine(counts, TongiakiArbitraries.seeds())
                .as((n, seed) -> RandomPlay.play(RandomPlay.setup(n, seed), seed, max, strategy)));
    }
}
