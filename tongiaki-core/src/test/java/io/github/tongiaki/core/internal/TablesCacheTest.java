package io.github.tongiaki.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.TestTiles;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * {@link Tables#of} compiles a tile set once and hands every later caller the same tables (the start cost
 * of {@code Game.start}); equal sets built elsewhere get their own, and only the last few sets are kept.
 */
class TablesCacheTest {

    /** A set equal to the official one but a distinct instance (parsed again from its text). */
    private static TileSet fresh() {
        return TileSetFormat.parse(TestTiles.official().toText());
    }

    @Test
    void theSameSetGivesTheSameTables() {
        TileSet set = TestTiles.official();
        Tables a = Tables.of(set);
        assertThat(Tables.of(set)).isSameAs(a);
        assertThat(a.set).isSameAs(set);
    }

    @Test
    void anEqualSetBuiltElsewhereGetsItsOwnTablesWithTheSameContent() {
        TileSet other = fresh();
        assertThat(other).isEqualTo(TestTiles.official()).isNotSameAs(TestTiles.official());
        Tables a = Tables.of(TestTiles.official());
        Tables b = Tables.of(other);
        assertThat(b).isNotSameAs(a);
        assertThat(b.set).isSameAs(other);
        assertThat(b.partner).isEqualTo(a.partner);
        assertThat(b.berths).isEqualTo(a.berths);
        assertThat(b.jettyMask).isEqualTo(a.jettyMask);
    }

    @Test
    void onlyTheLastFewSetsAreKept() {
        TileSet first = fresh();
        Tables kept = Tables.of(first);
        for (int i = 1; i < Tables.CACHED; i++) {
            Tables.of(fresh());
        }
        assertThat(Tables.of(first)).as("still among the last %d", Tables.CACHED).isSameAs(kept);
        for (int i = 0; i < Tables.CACHED; i++) {
            Tables.of(fresh());
        }
        Tables again = Tables.of(first);
        assertThat(again).as("evicted, compiled anew").isNotSameAs(kept);
        assertThat(again.set).isSameAs(first);
        assertThat(again.beachRef).isEqualTo(kept.beachRef);
    }

    @Test
    void threadsAskingAtOnceGetOneInstance() throws Exception {
        TileSet set = fresh();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Callable<Tables>> tasks = new ArrayList<>();
            for (int i = 0; i < 32; i++) {
                tasks.add(() -> Tables.of(set));
            }
            Set<Tables> seen = ConcurrentHashMap.newKeySet();
            for (Future<Tables> f : pool.invokeAll(tasks)) {
                seen.add(f.get());
            }
            assertThat(seen).hasSize(1);
        } finally {
            pool.shutdownNow();
        }
    }
}
