package io.github.tongiaki.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.IllegalChoiceException;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.TestTiles;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.notation.HostedGame;
import io.github.tongiaki.core.tiles.TileId;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * D-20: taking back a decision never reveals the stack's order. A host ({@link HostedGame}) that takes back a
 * decision which drew a tile draws anew from randomness of its own, and so does a game resumed from a record; the
 * record still replays the game exactly. The engine's own exact restore ({@link Game#copy()}) is for analysis.
 *
 * <p>The tests give the host a seeded generator, so they are deterministic; the bounds they check are those that
 * fresh randomness must keep (stated at each).
 */
class TakeBackRulesTest {

    private static GameSetup setup(int players, long seed) {
        return GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(TestTiles.official()).seed(seed).build();
    }

    private static List<TileId> drawn(List<GameEvent> events) {
        List<TileId> out = new ArrayList<>();
        for (GameEvent e : events) {
            if (e instanceof GameEvent.TileDrawn t) {
                out.add(t.tile());
            }
        }
        return out;
    }

    /** A draw and where it happened: the option that drew it, the tile, and how many tiles the stack had before. */
    private record FirstDraw(Option option, TileId tile, int stackBefore) {
    }

    /** Plays random options until one draws a tile; null if the game ends first. */
    private static FirstDraw playUntilADraw(HostedGame h, SplittableRandom random) {
        while (!h.isOver()) {
            Decision d = h.decision();
            Option o = d.options().get(random.nextInt(d.options().size()));
            int before = h.game().position().stackSize();
            List<TileId> tiles = drawn(h.apply(o));
            if (!tiles.isEmpty()) {
                return new FirstDraw(o, tiles.get(0), before);
            }
        }
        return null;
    }

    @Test
    void d20TakingBackADrawDrawsAnew() {
        // Draw, look, take back, play the same option again: the tile drawn again is the one seen before only by
        // chance, 1 in (tiles in the stack). Over the trials the count of repeats must stay near the sum of those
        // odds: at most mean + 6 sigma + 3 (a Poisson-binomial's variance is below its mean). Replaying the game
        // from its seed, as a host did before D-20, repeats every time.
        int trials = 300;
        int same = 0;
        double expected = 0;
        for (int t = 0; t < trials; t++) {
            SplittableRandom random = new SplittableRandom(t);
            HostedGame h = HostedGame.start(setup(2 + t % 5, 1000 + t), new SplittableRandom(~t));
            FirstDraw first = playUntilADraw(h, random);
            assertThat(first).as("trial %d drew a tile", t).isNotNull();
            assertThat(h.takeBack()).isEqualTo(first.option().text());
            assertThat(h.drawsWhenDrawn()).as("after taking back a draw, the draws are made when they happen").isTrue();
            List<TileId> again = drawn(h.apply(first.option().text()));
            assertThat(again).isNotEmpty();
            if (again.get(0).equals(first.tile())) {
                same++;
            }
            expected += 1.0 / first.stackBefore();
        }
        assertThat((double) same).as("repeats of the tile seen before a take-back (expected about %.1f)", expected)
                .isLessThanOrEqualTo(expected + 6 * Math.sqrt(expected) + 3);
        assertThat(same).as("the draws after a take-back are random, not all different either").isGreaterThan(0);
    }

    @Test
    void d20TheHostsRecordReplaysTheGameExactly() {
        for (int t = 0; t < 40; t++) {
            SplittableRandom random = new SplittableRandom(50 + t);
            HostedGame h = HostedGame.start(setup(2 + t % 5, 77 + t), new SplittableRandom(t));
            // play, taking back now and then, to the end
            int moves = 0;
            while (!h.isOver() && moves < 5000) {
                if (h.canTakeBack() && random.nextInt(6) == 0) {
                    int n = h.decisionsToTakeBack();
                    int count = 1 + random.nextInt(Math.min(3, n));
                    assertThat(h.takeBack(count)).hasSize(count);
                    assertThat(h.decisionsToTakeBack()).isEqualTo(n - count);
                } else {
                    Decision d = h.decision();
                    h.apply(d.options().get(random.nextInt(d.options().size())));
                }
                moves++;
                if (moves % 97 == 0 || h.isOver()) {
                    GameRecord r = GameRecord.parse(h.record().text(), TestTiles.official());
                    Game replayed = r.replay();
                    assertThat(replayed.position()).as("trial %d, move %d: the record replays to the game", t, moves)
                            .isEqualTo(h.game().position());
                }
            }
            assertThat(h.isOver()).isTrue();
        }
    }

    @Test
    void d20TakingBackWithoutADrawKeepsTheDeal() {
        // Nothing drawn is returned, so nothing is reshuffled: the game stays what its seed makes it.
        HostedGame h = HostedGame.start(setup(4, 5), new SplittableRandom(1));
        Option first = h.decision().options().get(1);
        h.apply(first);
        assertThat(h.takeBack()).isEqualTo(first.text());
        assertThat(h.drawsWhenDrawn()).isFalse();
        assertThat(h.setup()).isEqualTo(setup(4, 5));
        assertThat(h.game().position()).isEqualTo(Game.start(setup(4, 5)).position());
        assertThat(h.canTakeBack()).isFalse();
        assertThatThrownBy(h::takeBack).isInstanceOf(IllegalStateException.class).hasMessageContaining("nothing to take back");
        h.apply(first);
        assertThatThrownBy(() -> h.takeBack(2)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 to 1");
        assertThatThrownBy(() -> h.takeBack(0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(h.decisionsToTakeBack()).isEqualTo(1);
    }

    @Test
    void d20AResumedGameDrawsAnew() {
        // The same record resumed twice: whoever has the record has its seed, so the draws to come must not follow
        // from it. Over the trials the first tile drawn after resuming repeats only by chance.
        int trials = 200;
        int same = 0;
        double expected = 0;
        for (int t = 0; t < trials; t++) {
            GameSetup s = setup(3, 300 + t);
            HostedGame original = HostedGame.start(s, new SplittableRandom(t));
            SplittableRandom random = new SplittableRandom(t);
            FirstDraw first = playUntilADraw(original, random);
            assertThat(first).isNotNull();
            original.takeBack();
            GameRecord saved = GameRecord.of(s, original.record().choices().stream().filter(c -> !c.startsWith("draw ")).toList());
            HostedGame a = HostedGame.resume(saved, new SplittableRandom(2 * t));
            HostedGame b = HostedGame.resume(saved, new SplittableRandom(2 * t + 1));
            assertThat(a.game().position()).isEqualTo(b.game().position());
            assertThat(a.drawsWhenDrawn()).isTrue();
            TileId ta = drawn(a.apply(first.option().text())).get(0);
            TileId tb = drawn(b.apply(first.option().text())).get(0);
            if (ta.equals(tb)) {
                same++;
            }
            expected += 1.0 / first.stackBefore();
        }
        assertThat((double) same).as("repeats between two resumptions (expected about %.1f)", expected)
                .isLessThanOrEqualTo(expected + 6 * Math.sqrt(expected) + 3);
    }

    @Test
    void d20ExplicitDrawsReplayTheSameGame() {
        // A record's past with its draws written out replays to the same position with the same draws.
        for (int t = 0; t < 30; t++) {
            Game g = Game.start(setup(2 + t % 5, 900 + t));
            g.playRandomly(t, 40 + 13 * t);
            List<String> choices = new ArrayList<>();
            Game replay = Game.start(setup(2 + t % 5, 900 + t));
            // the choices of g, by text, from the event log is not enough: rebuild them by replaying g's decisions
            SplittableRandom random = new SplittableRandom(t);
            List<TileId> tiles = new ArrayList<>();
            while (!replay.isOver() && choices.size() < 40 + 13 * t) {
                Decision d = replay.decision();
                Option o = d.options().get(random.nextInt(d.options().size()));
                choices.add(o.text());
                tiles.addAll(drawn(replay.apply(o)));
            }
            GameRecord seeded = GameRecord.of(setup(2 + t % 5, 900 + t), choices);
            GameRecord explicit = seeded.withExplicitDraws();
            assertThat(explicit.setup().tileSource()).isEqualTo(TileSource.chance());
            assertThat(explicit.withExplicitDraws()).isSameAs(explicit);
            List<TileId> explicitTiles = new ArrayList<>();
            Game e = explicit.replay((c, events) -> explicitTiles.addAll(drawn(events)));
            assertThat(explicitTiles).isEqualTo(tiles);
            // the same position but for the decision number (the chance decisions count) and the stack, which under
            // explicit chance is a bag of the same tiles
            String strip = "(?m)^(decision|stack|bag)( .*)?$";
            assertThat(e.position().text().replaceAll(strip, "")).isEqualTo(replay.position().text().replaceAll(strip, ""));
            assertThat(e.position().stackSize()).isEqualTo(replay.position().stackSize());
            assertThat(explicit.choices().stream().filter(c -> !c.startsWith("draw ")).toList()).isEqualTo(choices);
        }
    }

    @Test
    void d20TheEnginesOwnRestoreIsExact() {
        // Analysis, search and tests restore exactly: a copy taken before a draw draws the same tile.
        Game g = Game.start(setup(4, 11));
        SplittableRandom random = new SplittableRandom(3);
        while (true) {
            Game before = g.copy();
            Decision d = g.decision();
            int id = random.nextInt(d.options().size());
            List<TileId> tiles = drawn(g.applyOption(id));
            if (!tiles.isEmpty()) {
                assertThat(drawn(before.applyOption(id))).isEqualTo(tiles);
                return;
            }
        }
    }

    @Test
    void d20HostRefusesAnOptionOfAnotherLineOfPlay() {
        HostedGame h = HostedGame.start(setup(3, 8), new SplittableRandom(1));
        Option stale = h.decision().options().get(0);
        h.apply(h.decision().options().get(1));
        String now = h.record().text();
        // an option of an earlier decision, and one of the same number but another line of play, are refused
        assertThatThrownBy(() -> h.apply(stale)).isInstanceOf(IllegalChoiceException.class);
        Game other = h.game();
        h.takeBack();
        h.apply(h.decision().options().get(0));
        Option ofTheOtherLine = other.decision().options().get(0);
        if (ofTheOtherLine.decision() == h.decision().number() && !h.decision().options().contains(ofTheOtherLine)) {
            assertThatThrownBy(() -> h.apply(ofTheOtherLine)).isInstanceOf(IllegalChoiceException.class);
        }
        String after = h.record().text();
        assertThat(after).isNotEqualTo(now);
        assertThatThrownBy(() -> h.applyOption(999)).isInstanceOf(IllegalChoiceException.class);
        assertThatThrownBy(() -> h.apply("berth nowhere")).isInstanceOf(RuntimeException.class);
        assertThat(h.record().text()).as("a refused option changes nothing").isEqualTo(after);
    }

    @Test
    void d20ADeterminizationHoldsNoSeedInAnyField() throws IllegalAccessException {
        // Issue 45: a bot handed a determinization found the real game's seed by reflection on its set-up field.
        long seed = 0x5EED_1234_5678_9ABCL;
        Game g = Game.start(setup(4, seed));
        g.playRandomly(1, 60);
        Game copy = g.determinize(42);
        List<String> found = new ArrayList<>();
        walk(copy, seed, "copy", found, new IdentityHashMap<>());
        assertThat(found).as("fields of a determinization that hold the original's seed or tile source").isEmpty();
        Game copyOfCopy = copy.copy();
        walk(copyOfCopy, seed, "copy.copy()", found, new IdentityHashMap<>());
        assertThat(found).isEmpty();
        // and the walk does find the seed in the original
        walk(g, seed, "game", found, new IdentityHashMap<>());
        assertThat(found).isNotEmpty();
    }

    /** Walks the object graph of the engine's own classes (and their arrays and collections), noting what holds the seed. */
    private static void walk(Object o, long seed, String path, List<String> found, Map<Object, Boolean> seen) throws IllegalAccessException {
        if (o == null || seen.put(o, Boolean.TRUE) != null) {
            return;
        }
        Class<?> c = o.getClass();
        if (o instanceof TileSource.Shuffled || o instanceof TileSource.Stacked) {
            found.add(path + ": " + o);
            return;
        }
        if (c.isArray()) {
            if (c.getComponentType() == long.class) {
                for (long v : (long[]) o) {
                    if (v == seed) {
                        found.add(path + "[]: the seed");
                    }
                }
            } else if (!c.getComponentType().isPrimitive()) {
                for (int i = 0; i < Array.getLength(o); i++) {
                    walk(Array.get(o, i), seed, path + "[" + i + "]", found, seen);
                }
            }
            return;
        }
        if (o instanceof Collection<?> col) {
            int i = 0;
            for (Object x : col) {
                walk(x, seed, path + "[" + i++ + "]", found, seen);
            }
            return;
        }
        if (!c.getName().startsWith("io.github.tongiaki.")) {
            return;
        }
        for (Class<?> k = c; k != null && k.getName().startsWith("io.github.tongiaki."); k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) {
                    continue;
                }
                f.setAccessible(true);
                Object v = f.get(o);
                if (f.getType() == long.class && (long) v == seed) {
                    found.add(path + "." + f.getName() + ": the seed");
                } else if (!f.getType().isPrimitive()) {
                    walk(v, seed, path + "." + f.getName(), found, seen);
                }
            }
        }
    }
}
