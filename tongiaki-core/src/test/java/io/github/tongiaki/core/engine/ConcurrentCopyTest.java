package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Colour;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link Game#copy()} and {@link Game#determinize(long)} read the game they copy and write nothing to it, so one
 * game (an MCTS root) may be copied by several threads at once while none of them changes it.
 */
class ConcurrentCopyTest {

    private static Game start(long seed) {
        return Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), 4)).tileSet(TestTiles.official()).seed(seed)
                .build());
    }

    /** Plays a determinization of the root to its end with random options from the seed; returns its final text. */
    private static String playout(Game root, long seed) {
        Game g = root.determinize(seed);
        SplittableRandom random = new SplittableRandom(seed);
        while (!g.isOver()) {
            g.applyOptionQuietly(random.nextInt(g.optionCount()));
        }
        return g.position().text();
    }

    @Test
    @DisplayName("copies of one game (never copied before, or itself a copy) are independent across threads, and the game is unchanged")
    void copiesOfASharedGameAreIndependentAcrossThreads() throws Exception {
        Game game = start(2004);
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 40 && !game.isOver(); i++) {
            game.applyOptionQuietly(random.nextInt(game.optionCount()));
        }
        for (Game root : List.of(game, game.copy())) {
            String rootBefore = snapshot(root);
            List<String> expected = new ArrayList<>();
            for (long seed = 0; seed < 64; seed++) {
                expected.add(playout(root, seed));
            }
            ExecutorService pool = Executors.newFixedThreadPool(4);
            try {
                List<Future<String>> results = new ArrayList<>();
                for (long seed = 0; seed < 64; seed++) {
                    long s = seed;
                    results.add(pool.submit(() -> playout(root, s)));
                }
                for (int i = 0; i < 64; i++) {
                    assertThat(results.get(i).get()).as("playout %d", i).isEqualTo(expected.get(i));
                }
            } finally {
                pool.shutdown();
            }
            assertSame(snapshot(root), rootBefore, "the root after the threads' copies");
        }
    }

    @Test
    @DisplayName("copy() and determinize() write nothing to the game copied: every field of the game, its engine and its table is as before")
    void copyWritesNothingToItsSource() {
        SplittableRandom random = new SplittableRandom(7);
        int checked = 0;
        for (int n = 0; n < 40; n++) {
            Game g = start(random.nextLong());
            while (!g.isOver()) {
                if (random.nextInt(4) == 0) {
                    String before = snapshot(g);
                    Game copy = random.nextBoolean() ? g.copy() : g.determinize(random.nextLong());
                    assertSame(snapshot(g), before, "decision " + g.decisionNumber() + " of game " + n + " after a copy");
                    // the copy plays on; the original is still as it was
                    for (int i = 0; i < 5 && !copy.isOver(); i++) {
                        copy.applyOptionQuietly(random.nextInt(copy.optionCount()));
                    }
                    assertSame(snapshot(g), before, "after the copy moved on");
                    checked++;
                }
                g.applyOptionQuietly(random.nextInt(g.optionCount()));
            }
        }
        assertThat(checked).isGreaterThan(500);
    }

    /** Two snapshots are equal, or the message shows where they differ first. */
    private static void assertSame(String now, String before, String what) {
        int i = 0;
        while (i < Math.min(now.length(), before.length()) && now.charAt(i) == before.charAt(i)) {
            i++;
        }
        int from = Math.max(0, i - 80);
        assertThat(now.length() == before.length() && i == now.length())
                .as("%s: differs at %d: was ...%s... now ...%s...", what, i, before.substring(from, Math.min(before.length(), i + 60)),
                        now.substring(from, Math.min(now.length(), i + 60)))
                .isTrue();
    }

    /** Every field reachable from the game within the engine's own packages, arrays by content. */
    private static String snapshot(Game g) {
        StringBuilder sb = new StringBuilder();
        describe(g, sb, new IdentityHashMap<>(), 0);
        return sb.toString();
    }

    private static void describe(Object o, StringBuilder sb, Map<Object, Boolean> seen, int depth) {
        if (o == null) {
            sb.append("null");
            return;
        }
        Class<?> c = o.getClass();
        if (c.isArray()) {
            sb.append('[');
            for (int i = 0; i < Array.getLength(o); i++) {
                sb.append(i == 0 ? "" : ",");
                if (c.getComponentType().isPrimitive()) {
                    sb.append(Array.get(o, i));
                } else {
                    describe(Array.get(o, i), sb, seen, depth + 1);
                }
            }
            sb.append(']');
            return;
        }
        if (!c.getName().startsWith("io.github.tongiaki.core.engine") && !c.getName().startsWith("io.github.tongiaki.core.internal")
                || c.isEnum() || depth > 6) {
            sb.append(c.getSimpleName()).append('@').append(System.identityHashCode(o));
            return;
        }
        if (seen.put(o, true) != null) {
            sb.append("^").append(c.getSimpleName());
            return;
        }
        sb.append(c.getSimpleName()).append('{');
        // the engine's own classes' fields: a superclass of the JDK's (AbstractList's modCount) is not the engine's state
        for (Class<?> k = c; k != null && k.getName().startsWith("io.github.tongiaki.core."); k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) {
                    continue;
                }
                f.setAccessible(true);
                sb.append(f.getName()).append('=');
                try {
                    Object v = f.get(o);
                    if (f.getType().isPrimitive()) {
                        sb.append(v);
                    } else {
                        describe(v, sb, seen, depth + 1);
                    }
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
                sb.append(';');
            }
        }
        sb.append('}');
    }
}
