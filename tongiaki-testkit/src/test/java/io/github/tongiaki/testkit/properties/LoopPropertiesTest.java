package io.github.tongiaki.testkit.properties;

import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.testkit.GameMonitor;
import io.github.tongiaki.testkit.LoopPosition;
import io.github.tongiaki.testkit.Paths;
import io.github.tongiaki.testkit.Playthrough;
import io.github.tongiaki.testkit.RandomPlay;
import io.github.tongiaki.testkit.ScaledTries;
import io.github.tongiaki.testkit.Strategy;
import io.github.tongiaki.testkit.TongiakiArbitraries;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/** The endless-loop rule: R-LOOP-1, D-2, D-3, D-4. */
@AddLifecycleHook(ScaledTries.class)
class LoopPropertiesTest {

    /** No turn of the official set comes near this many decisions; one that does is taken to run forever (D-4). */
    static final int MAX_DECISIONS_PER_TURN = 2_000;

    @Property(tries = 500)
    @Label("R-LOOP-1: a generated closed island is removed with all its boats returned; the game then plays on to its end")
    void closedIslandsAreRemovedWithTheirBoats(@ForAll("closed") LoopPosition p) {
        Game g = p.game();
        GameMonitor m = new GameMonitor(g, false);
        List<GameEvent> removal;
        if (!g.isOver() && g.decision().kind() == DecisionKind.EMIGRATION) {
            Set<Choice> offered = choices(g);
            check(offered.equals(p.expectedEmigrations()), p, "offered " + offered + ", expected " + p.expectedEmigrations());
            Map<Colour, Integer> before = supplies(g);
            List<Option> options = g.decision().options();
            removal = m.applyOption(options.get(new SplittableRandom(p.seed()).nextInt(options.size())).id());
            for (Colour c : g.players()) {
                check(g.position().supply(c) == before.get(c) + p.islandBoats().count(c), p, c + " supply " + before.get(c) + " -> " + g.position().supply(c)
                        + ", the island held " + p.islandBoats());
            }
        } else {
            // one full beach: the only option was applied while building the position
            removal = g.lastEvents();
        }
        int at = indexOf(removal, new GameEvent.IslandRemoved(p.island(), p.hex(), p.islandBoats(), Rule.R_LOOP_1));
        check(at >= 0, p, "no IslandRemoved of " + p.island() + " returning " + p.islandBoats() + " in " + removal);
        for (int i = 0; i < at; i++) {
            check(!(removal.get(i) instanceof GameEvent.EmigrationStarted), p, "an emigration before the removal: " + removal);
        }
        check(g.position().removedTiles().contains(p.island()) && g.position().tileAt(p.hex()).isEmpty() && g.position().boatsOn(p.island()).isEmpty(), p,
                "the island is still there");
        playOn(m, p, Strategy.uniform(), Checks::everyStep, Integer.MAX_VALUE);
    }

    @Property(tries = 500)
    @Label("D-3: a partially looping island never offers a looping jetty while a full beach of it has another way")
    void partiallyLoopingIslands(@ForAll("partial") LoopPosition p) {
        Game g = p.game();
        check(!g.isOver() && g.decision().kind() == DecisionKind.EMIGRATION, p, "not at an emigration: " + g);
        Set<Choice> offered = choices(g);
        check(offered.equals(p.expectedEmigrations()), p, "offered " + offered + ", expected " + p.expectedEmigrations());
        boolean otherWay = false;
        for (int k = 0; k < p.jetties().size(); k++) {
            Boats b = p.boats().getOrDefault(io.github.tongiaki.core.board.BeachRef.of(p.island(), k + 1), Boats.NONE);
            boolean full = !b.isEmpty() && b.size() == g.position().island(p.island()).beach(k + 1).berths();
            otherWay |= full && p.jetties().get(k).values().stream().anyMatch(e -> e != Paths.End.BACK);
        }
        for (Choice c : offered) {
            if (c instanceof Choice.Emigrate e && e.beach().island().equals(p.island())) {
                Paths.End end = p.jetties().get(e.beach().number() - 1).get(e.jetty());
                check(end == Paths.End.BACK ? !otherWay : true, p, "looping jetty " + c + " offered while a full beach has another way");
                check(Paths.classify(g, p.island(), e.jetty()) == end, p, "Paths disagrees with the generator about " + c);
            }
        }
        playOn(new GameMonitor(g, false), p, Strategy.uniform(), Checks::everyStep, 200);
    }

    @Property(tries = 150)
    @Label("D-4: every turn of an adversary that always takes looping and re-filling choices ends")
    void everyTurnOfThePureAdversaryEnds(@ForAll("players") int players, @ForAll long seed) {
        RandomPlay.playChecked(RandomPlay.setup(players, seed), seed, 3_000, Strategy.looping(), false, turnsEnd());
    }

    @Property(tries = 120)
    @Label("D-4: every turn of that adversary, started next to a partially looping island, ends")
    void everyTurnOfThePureAdversaryAtALoopingIslandEnds(@ForAll("partial") LoopPosition p) {
        playOn(new GameMonitor(p.game(), false), p, Strategy.looping(), turnsEnd(), 3_000);
    }

    @Property(tries = 300)
    @Label("D-4: an adversarial bot that prefers looping and re-filling choices (nine decisions in ten) ends every game")
    void anAdversaryStillEndsEveryGame(@ForAll("players") int players, @ForAll long seed) {
        RandomPlay.playChecked(RandomPlay.setup(players, seed), seed, Integer.MAX_VALUE, Strategy.looping(0.1), false, turnsEnd());
    }

    @Property(tries = 100)
    @Label("D-4: an adversarial bot that always prefers looping and re-filling choices ends every game")
    void thePureAdversaryEndsEveryGame(@ForAll("players") int players, @ForAll long seed) {
        Playthrough p = RandomPlay.playChecked(RandomPlay.setup(players, seed), seed, Integer.MAX_VALUE, Strategy.looping(), false,
                turnsEnd());
        check(p.game().isOver(), null, "the game did not end: " + p);
    }

    @Property(tries = 25)
    @Label("D-15: an adversary that avoids all progress (stalling) still ends every game, at every player count, by the stall rule at the latest")
    void theStallingAdversaryEndsEveryGame(@ForAll("players") int players, @ForAll long seed) {
        Playthrough p = RandomPlay.playChecked(RandomPlay.setup(players, seed), seed, Integer.MAX_VALUE, Strategy.stalling(), false,
                turnsEnd());
        check(p.game().isOver(), null, "the game did not end: " + p);
    }

    @Example
    @Label("D-15: the pure adversary's once practically endless games (3 players seed 271, 5 players seed 333) end by the stall rule")
    void formerlyEndlessGamesEnd() {
        for (long[] c : new long[][] {{3, 271}, {5, 333}}) {
            Playthrough p = RandomPlay.playChecked(RandomPlay.setup((int) c[0], c[1]), c[1], Integer.MAX_VALUE, Strategy.looping(), false,
                    turnsEnd());
            Game end = p.game();
            check(end.isOver(), null, "the game did not end: " + p);
            check(end.lastEvents().stream().anyMatch(e -> e instanceof GameEvent.Stalled), null,
                    "expected the game to end by the D-15 stall rule, last events " + end.lastEvents());
        }
    }

    @Property(tries = 200)
    @Label("D-4: the adversary, started next to a partially looping island, ends every turn and the game")
    void anAdversaryAtALoopingIslandStillEndsTheGame(@ForAll("partial") LoopPosition p) {
        playOn(new GameMonitor(p.game(), false), p, Strategy.looping(0.1), turnsEnd(), Integer.MAX_VALUE);
    }

    /** After every step: {@link Checks#everyStep}, and no turn longer than {@link #MAX_DECISIONS_PER_TURN}. */
    static Consumer<Game> turnsEnd() {
        int[] turn = {-1};
        int[] steps = {0};
        return g -> {
            Checks.everyStep(g);
            if (g.turn() != turn[0]) {
                turn[0] = g.turn();
                steps[0] = 0;
            } else if (++steps[0] > MAX_DECISIONS_PER_TURN) {
                throw new AssertionError("turn " + g.turn() + " of " + g.activePlayer() + " has taken " + steps[0] + " decisions (D-4)");
            }
        };
    }

    static void playOn(GameMonitor m, LoopPosition p, Strategy strategy, Consumer<Game> check, int maxDecisions) {
        try {
            RandomPlay.playChecked(m, p.seed(), maxDecisions, strategy, check);
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "\nfrom " + p, e);
        }
    }

    static Set<Choice> choices(Game g) {
        Set<Choice> out = new HashSet<>();
        for (Option o : g.decision().options()) {
            out.add(o.choice());
        }
        return out;
    }

    static Map<Colour, Integer> supplies(Game g) {
        Map<Colour, Integer> out = new EnumMap<>(Colour.class);
        for (Colour c : g.players()) {
            out.put(c, g.position().supply(c));
        }
        return out;
    }

    static int indexOf(List<GameEvent> events, GameEvent e) {
        return events.indexOf(e);
    }

    static void check(boolean ok, LoopPosition p, String message) {
        if (!ok) {
            throw new AssertionError(message + "\nat " + p);
        }
    }

    @Provide
    Arbitrary<LoopPosition> closed() {
        return TongiakiArbitraries.closedIslands();
    }

    @Provide
    Arbitrary<LoopPosition> partial() {
        return TongiakiArbitraries.partiallyLoopingIslands();
    }

    @Provide
    Arbitrary<Integer> players() {
        return TongiakiArbitraries.playerCounts();
    }
}
