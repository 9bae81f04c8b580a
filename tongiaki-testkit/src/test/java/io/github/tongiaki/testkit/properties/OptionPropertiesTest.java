package io.github.tongiaki.testkit.properties;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.testkit.Describe;
import io.github.tongiaki.testkit.Invariants;
import io.github.tongiaki.testkit.Playthrough;
import io.github.tongiaki.testkit.RandomPlay;
import io.github.tongiaki.testkit.ScaledTries;
import io.github.tongiaki.testkit.TongiakiArbitraries;
import io.github.tongiaki.testkit.Violation;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/** Every option a decision offers applies, without exception, to a position that keeps every invariant. */
@AddLifecycleHook(ScaledTries.class)
class OptionPropertiesTest {

    @Property(tries = 50)
    @Label("every offered option applies without exception and keeps every invariant")
    void everyOfferedOptionApplies(@ForAll("players") int players, @ForAll long seed) {
        Game g = Game.start(RandomPlay.setup(players, seed));
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Integer> ids = new java.util.ArrayList<>();
        while (!g.isOver()) {
            int n = g.decision().options().size();
            for (int i = 0; i < n; i++) {
                Game c = g.copy();
                try {
                    c.applyOption(i);
                } catch (RuntimeException e) {
                    throw new AssertionError("option " + g.decision().option(i) + " threw " + e + "\n" + Describe.decision(g.decision())
                            + "\nat " + new Playthrough(g.setup(), seed, ids), e);
                }
                List<Violation> v = Invariants.check(c);
                if (!v.isEmpty()) {
                    throw new AssertionError("option " + g.decision().option(i) + " broke an invariant: " + v + "\nat "
                            + new Playthrough(g.setup(), seed, ids));
                }
            }
            int id = rnd.nextInt(n);
            g.applyOption(id);
            ids.add(id);
        }
    }

    @Provide
    Arbitrary<Integer> players() {
        return TongiakiArbitraries.playerCounts();
    }
}
