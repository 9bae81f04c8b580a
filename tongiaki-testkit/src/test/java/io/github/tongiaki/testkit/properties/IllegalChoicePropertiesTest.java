package io.github.tongiaki.testkit.properties;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.testkit.IllegalChoice;
import io.github.tongiaki.testkit.Playthrough;
import io.github.tongiaki.testkit.RandomPlay;
import io.github.tongiaki.testkit.ScaledTries;
import io.github.tongiaki.testkit.TongiakiArbitraries;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/** Every generated illegal choice is refused and leaves the game unchanged. */
@AddLifecycleHook(ScaledTries.class)
class IllegalChoicePropertiesTest {

    @Property(tries = 400)
    @Label("illegal choices mid-game are refused and change nothing; the game then plays on like an untouched copy")
    void midGame(@ForAll("players") int players, @ForAll long seed, @ForAll @IntRange(min = 0, max = 100_000) int decisions) {
        // a decision number inside the game's own length: a real mid-game position, never past the end
        Playthrough whole = RandomPlay.game(players, seed);
        Playthrough p = whole.prefix(decisions % whole.decisions());
        Game g = p.game();
        Game untouched = g.copy();
        for (IllegalChoice c : RandomPlay.illegalChoices(p, seed)) {
            try {
                c.assertRejectedBy(g);
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\nat " + p, e);
            }
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int step = 0; step < 20 && !g.isOver(); step++) {
            int id = rnd.nextInt(g.decision().options().size());
            List<GameEvent> a = g.applyOption(id);
            List<GameEvent> b = untouched.applyOption(id);
            if (!a.equals(b)) {
                throw new AssertionError("after the refusals the game emitted " + a + " where an untouched copy emitted " + b + "\nat " + p);
            }
        }
    }

    @Property(tries = 100)
    @Label("after the end every choice is refused with GameOverException")
    void afterTheEnd(@ForAll("players") int players, @ForAll long seed) {
        Playthrough p = RandomPlay.game(players, seed);
        Game g = p.game();
        for (IllegalChoice c : RandomPlay.illegalChoices(p, seed)) {
            c.assertRejectedBy(g);
        }
        for (int id = 0; id < 3; id++) {
            new IllegalChoice.BadId(id, "after the end").assertRejectedBy(g);
        }
    }

    @Provide
    Arbitrary<Integer> players() {
        return TongiakiArbitraries.playerCounts();
    }
}
