package io.github.tongiaki.testkit;

import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.rules.RuleOptions;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * jqwik {@link Arbitrary} providers built on {@link RandomPlay} and {@link Positions}. Every sample is
 * made from seeds and counts, so it shrinks (towards fewer players, fewer decisions, smaller seeds) and
 * prints as something that reproduces it: a {@link Playthrough} shows its seeds and its choices.
 *
 * <pre>{@code
 * @Property(tries = 200)
 * void fivePlayersAfterForty(@ForAll("after40") Playthrough p) {
 *     TongiakiAssertions.assertThat(p.game()).keepsItsInvariants();
 * }
 *
 * @Provide
 * Arbitrary<Playthrough> after40() {
 *     return TongiakiArbitraries.gamesAfter(40, 5);       // a game after 40 random decisions, 5 players
 * }
 * }</pre>
 *
 * Without a provider method, {@code @ForAll @RandomGame(players = 5, decisions = 40) Playthrough p} does
 * the same (see {@link RandomGame}).
 */
@SuppressWarnings("exports") // jqwik is an optional dependency, not required transitively (module-info)
public final class TongiakiArbitraries {

    private TongiakiArbitraries() {
    }

    /** {@return player counts 2–6, shrinking towards 2} */
    public static Arbitrary<Integer> playerCounts() {
        return Arbitraries.integers().between(2, 6);
    }

    /** {@return seeds, shrinking towards 0} */
    public static Arbitrary<Long> seeds() {
        return Arbitraries.longs();
    }

    /** {@return random set-ups ({@link RandomPlay#setup(int, long)}) for 2–6 players} */
    public static Arbitrary<GameSetup> setups() {
        return Combinators.combine(playerCounts(), seeds()).as(RandomPlay::setup);
    }

    /**
     * {@return random set-ups for that many players}
     *
     * @param players 2–6
     */
    public static Arbitrary<GameSetup> setups(int players) {
        return seeds().map(seed -> RandomPlay.setup(players, seed));
    }

    /** {@return random rule options, every {@code O-…} switch at random ({@link RandomPlay#ruleOptions(long)})} */
    public static Arbitrary<RuleOptions> ruleOptions() {
        return seeds().map(RandomPlay::ruleOptions);
    }

    /** {@return whole random games for 2–6 players, uniform choices} */
    public static Arbitrary<Playthrough> games() {
        return Combinators.combine(playerCounts(), seeds()).as(RandomPlay::game);
    }

    /**
     * {@return whole random games for that many players, uniform choices}
     *
     * @param players 2–6
     */
    public static Arbitrary<Playthrough> games(int players) {
        return seeds().map(seed -> RandomPlay.game(players, seed));
    }

    /**
     * {@return whole random games for that many players}
     *
     * @param players 2–6
     * @param strategy how the players choose, e.g. {@link Strategy#looping()}
     */
    public static Arbitrary<Playthrough> games(int players, Strategy strategy) {
        return seeds().map(seed -> RandomPlay.game(players, seed, strategy));
    }

    /**
     * {@return random games after that many uniformly random decisions}
     *
     * @param decisions how many random decisions (fewer if a game ends first)
     * @param players 2–6
     */
    public static Arbitrary<Playthrough> gamesAfter(int decisions, int players) {
        return seeds().map(seed -> RandomPlay.midGame(players, seed, decisions));
    }

    /**
     * {@return random games for 2–6 players after that many uniformly random decisions}
     *
     * @param decisions how many random decisions (fewer if a game ends first)
     */
    public static Arbitrary<Playthrough> gamesAfter(int decisions) {
        return Combinators.combine(playerCounts(), seeds()).as((players, seed) -> RandomPlay.midGame(players, seed, decisions));
    }

    /**
     * Mid-game positions whose number of decisions shrinks too: a failing position shrinks towards the
     * shortest prefix that still fails.
     *
     * @param maxDecisions the most decisions
     * @param players 2–6
     * @return random games after 0..maxDecisions random decisions
     */
    public static Arbitrary<Playthrough> gamesUpTo(int maxDecisions, int players) {
        return Combinators.combine(Arbitraries.integers().between(0, maxDecisions), seeds())
                .as((n, seed) -> RandomPlay.midGame(players, seed, n));
    }

    /**
     * Illegal choices ({@link RandomPlay#illegalChoices(Playthrough, long)}) at random positions: mid-game
     * after up to 400 decisions, and one time in ten after the end of the game.
     *
     * @param players 2–6
     * @return the attempts
     */
    public static Arbitrary<IllegalAttempt> illegalChoices(int players) {
        Arbitrary<Integer> decisions = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(9, Arbitraries.integers().between(0, 400)),
                net.jqwik.api.Tuple.of(1, Arbitraries.just(Integer.MAX_VALUE)));
        return Combinators.combine(decisions, seeds()).flatAs((n, seed) -> {
            Playthrough p = n == Integer.MAX_VALUE ? RandomPlay.game(players, seed) : RandomPlay.midGame(players, seed, n);
            return Arbitraries.of(RandomPlay.illegalChoices(p, seed)).map(c -> new IllegalAttempt(p, c));
        });
    }

    /** {@return positions with a closed island ({@link Positions#closedIsland(long)})} */
    public static Arbitrary<LoopPosition> closedIslands() {
        return seeds().map(Positions::closedIsland);
    }

    /** {@return positions with a partially looping island ({@link Positions#partiallyLoopingIsland(long)})} */
    public static Arbitrary<LoopPosition> partiallyLoopingIslands() {
        return seeds().map(Positions::partiallyLoopingIsland);
    }
}
