package io.github.tongiaki.testkit.properties;

import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.testkit.GameMonitor;
import io.github.tongiaki.testkit.Invariants;
import io.github.tongiaki.testkit.Playthrough;
import io.github.tongiaki.testkit.RandomPlay;
import io.github.tongiaki.testkit.ScaledTries;
import io.github.tongiaki.testkit.Strategy;
import io.github.tongiaki.testkit.TongiakiArbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * Thousands of random games for every player count: every invariant ({@link Invariants}, {@link GameMonitor})
 * after every step, D-3 on every emigration decision, and the final scoring against an independent
 * recomputation ({@link Checks}). Tries scale with {@code -Dtongiaki.tries=N}.
 */
@AddLifecycleHook(ScaledTries.class)
class InvariantPropertiesTest {

    static Playthrough checkedGame(int players, long seed, boolean fork) {
        return RandomPlay.playChecked(RandomPlay.setup(players, seed), seed, Integer.MAX_VALUE, Strategy.uniform(), fork, Checks::everyStep);
    }

    @Property(tries = 1000)
    @Label("2 players: every invariant after every step, D-3, scoring")
    void twoPlayers(@ForAll long seed) {
        checkedGame(2, seed, false);
    }

    @Property(tries = 1000)
    @Label("3 players: every invariant after every step, D-3, scoring")
    void threePlayers(@ForAll long seed) {
        checkedGame(3, seed, false);
    }

    @Property(tries = 1000)
    @Label("4 players: every invariant after every step, D-3, scoring")
    void fourPlayers(@ForAll long seed) {
        checkedGame(4, seed, false);
    }

    @Property(tries = 1000)
    @Label("5 players: every invariant after every step, D-3, scoring")
    void fivePlayers(@ForAll long seed) {
        checkedGame(5, seed, false);
    }

    @Property(tries = 1000)
    @Label("6 players: every invariant after every step, D-3, scoring")
    void sixPlayers(@ForAll long seed) {
        checkedGame(6, seed, false);
    }

    @Property(tries = 200)
    @Label("copy fidelity: a copy taken before every step, given the same choice, emits the same events")
    void copiesBehaveLikeTheOriginal(@ForAll("players") int players, @ForAll long seed) {
        checkedGame(players, seed, true);
    }

    @Property(tries = 200)
    @Label("determinism: replaying the choices from the same set-up gives the same events")
    void replaysGiveTheSameEvents(@ForAll("players") int players, @ForAll long seed) {
        checkedGame(players, seed, false).monitor(false).replay();
    }

    @Property(tries = 300)
    @Label("every invariant holds under any rule options")
    void anyRuleOptions(@ForAll("players") int players, @ForAll long seed, @ForAll("ruleOptions") RuleOptions options) {
        RandomPlay.playChecked(RandomPlay.setup(players, seed, options), seed, Integer.MAX_VALUE, Strategy.uniform(), seed % 4 == 0,
                Checks::everyStep);
    }

    @Property(tries = 200)
    @Label("explicit chance: every invariant holds when every draw is a chance decision")
    void explicitChance(@ForAll("players") int players, @ForAll long seed) {
        RandomPlay.playChecked(RandomPlay.chanceSetup(players, seed), seed, Integer.MAX_VALUE, Strategy.uniform(), seed % 4 == 0,
                Checks::everyStep);
    }

    @Provide
    Arbitrary<Integer> players() {
        return TongiakiArbitraries.playerCounts();
    }

    @Provide
    Arbitrary<RuleOptions> ruleOptions() {
        return TongiakiArbitraries.ruleOptions();
    }
}
