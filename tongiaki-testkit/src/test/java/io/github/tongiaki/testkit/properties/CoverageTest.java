package io.github.tongiaki.testkit.properties;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.testkit.Positions;
import io.github.tongiaki.testkit.RandomPlay;
import io.github.tongiaki.testkit.Strategy;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The generators reach every part of the rules, so that the properties are not vacuous: every decision
 * kind and every event type occurs in the games and positions they make.
 */
class CoverageTest {

    @Test
    void theGeneratorsReachEveryDecisionAndEveryEvent() {
        Set<Object> seen = new HashSet<>();
        for (int i = 0; i < 300; i++) {
            for (Strategy s : List.of(Strategy.uniform(), Strategy.looping(0.1))) {
                play(Game.start(RandomPlay.setup(2 + i % 5, i)), s, i, seen);
            }
            play(Game.start(RandomPlay.chanceSetup(2 + i % 5, i)), Strategy.uniform(), i, seen);
            play(Positions.closedIsland(i).game(), Strategy.uniform(), i, seen);
            play(Positions.partiallyLoopingIsland(i).game(), Strategy.looping(0.1), i, seen);
        }
        assertThat(seen).contains((Object[]) DecisionKind.values());
        for (Class<?> c : GameEvent.class.getPermittedSubclasses()) {
            assertThat(seen).as("event " + c.getSimpleName()).contains(c);
        }
        assertThat(seen).contains("IslandRemoved D-4", "IslandRemoved R-LOOP-1", "BoatsReturned R-VOY-3", "BoatsReturned R-LAND-2",
                "TurnStarted noBoat", "TurnStarted allBoats");
    }

    static void play(Game g, Strategy s, long seed, Set<Object> seen) {
        SplittableRandom rnd = new SplittableRandom(seed);
        note(g.lastEvents(), seen);
        while (!g.isOver()) {
            seen.add(g.decision().kind());
            note(g.applyOption(s.choose(g, rnd)), seen);
        }
    }

    static void note(List<GameEvent> events, Set<Object> seen) {
        for (GameEvent e : events) {
            seen.add(e.getClass());
            if (e instanceof GameEvent.IslandRemoved r) {
                seen.add("IslandRemoved " + r.rule());
            } else if (e instanceof GameEvent.BoatsReturned r) {
                seen.add("BoatsReturned " + r.rule());
            } else if (e instanceof GameEvent.TurnStarted t) {
                if (t.noBoat()) {
                    seen.add("TurnStarted noBoat");
                }
                if (t.allBoats()) {
                    seen.add("TurnStarted allBoats");
                }
            }
        }
    }
}
