package io.github.tongiaki.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.TestTiles;
import io.github.tongiaki.core.tiles.Route;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What {@link Tables} precomputes for the engine's hot paths, against the tile set it was compiled from. */
class TablesTest {

    @Test
    @DisplayName("R-VOY-1, R-VOY-2: a water tile's transit is its route's other end, turned by the rotation, and the route's difficulty")
    void transitIsTheRouteTurnedByTheRotation() {
        Tables tb = Tables.of(TestTiles.official());
        int checked = 0;
        for (int t = 0; t < tb.tiles; t++) {
            if (!(tb.tile[t] instanceof WaterTile w)) {
                continue;
            }
            for (int rot = 0; rot < 6; rot++) {
                for (int dir = 0; dir < 6; dir++) {
                    // a group moving in board direction dir enters by the edge facing back, dir + 3, unturned
                    int entry = Math.floorMod(dir + 3 - rot, 6);
                    Route route = w.routeAt(entry);
                    int x = tb.transit[(t * 6 + rot) * 6 + dir];
                    assertThat(x & 7).as("%s r%d from %d: exit direction", w.id(), rot, dir).isEqualTo((route.otherEnd(entry) + rot) % 6);
                    assertThat(x >>> 3).as("%s r%d from %d: difficulty", w.id(), rot, dir).isEqualTo(route.difficulty());
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(16 * 36);
        for (int a = 0; a < 6; a++) {
            for (int b = 0; b < 6; b++) {
                assertThat(Tables.ADD6[a + b]).isEqualTo((a + b) % 6);
            }
        }
    }

    @Test
    @DisplayName("the island list, the mask words, the grid cells and the first window follow the tile set; the state's regions do not overlap")
    void layoutFollowsTheTileSet() {
        Tables tb = Tables.of(TestTiles.official());
        List<Integer> islands = new ArrayList<>();
        int t = 0;
        for (Tile tile : tb.set.all()) {
            if (tile instanceof io.github.tongiaki.core.tiles.IslandTile) {
                islands.add(t);
            }
            t++;
        }
        assertThat(tb.islands).containsExactly(islands.stream().mapToInt(Integer::intValue).toArray());
        assertThat(tb.words).isEqualTo(1);
        assertThat(tb.gridCellsShift).as("eight 8-bit cells a long for fewer than 255 tiles").isEqualTo(3);
        assertThat(tb.gridValueMask).isEqualTo(0xFF);
        assertThat(tb.firstRadius).isEqualTo(8);
        assertThat(tb.offCounts).isEqualTo(Table.ENGINE_INTS);
        assertThat(tb.offMarks).isEqualTo(tb.offCounts + 6);
        assertThat(tb.offOcc).isEqualTo(tb.offMarks + 7 * tb.words);
        assertThat(tb.offTile).isEqualTo(tb.offOcc + tb.beaches);
        assertThat(tb.offOrder).isEqualTo(tb.offTile + tb.tiles);
        assertThat(tb.offStack).isEqualTo(tb.offOrder + tb.tiles / 2);
        assertThat(tb.offIsland).isEqualTo(tb.offStack + tb.tiles);
        assertThat(tb.stateInts).as("a word per island and one that stays 0, for the water tiles")
                .isEqualTo(tb.offIsland + tb.islands.length + 1);
        for (int u = 0; u < tb.tiles; u++) {
            assertThat(tb.islandSlot[u]).isEqualTo(tb.island[u] ? islands.indexOf(u) : tb.islands.length);
        }
    }

    @Test
    @DisplayName("D-4: the occupancy keys are the ones java.util.SplittableRandom gave from the keys' seed, so every hash stays what it was")
    void occupancyKeysAreSplittableRandomsInts() {
        Tables tb = Tables.of(TestTiles.official());
        // the first keys as SplittableRandom(0x7044_4A4B_1004L).nextInt() | 1 gave them before the change
        assertThat(Arrays.copyOf(tb.occupancyKey, 4)).containsExactly(0xC4C581A5, 0x41C69B27, 0x475D52E1, 0x4CF20A23);
        SplittableRandom reference = new SplittableRandom(Tables.KEY_SEED);
        for (int i = 0; i < tb.occupancyKey.length; i++) {
            assertThat(tb.occupancyKey[i]).as("key of beach %d", i).isEqualTo(reference.nextInt() | 1);
        }
        reference = new SplittableRandom(Tables.KEY_SEED);
        long state = Tables.KEY_SEED;
        for (int i = 0; i < 100_000; i++) {
            assertThat(Tables.occupancyKey(state += Tables.KEY_GAMMA)).as("key %d", i).isEqualTo(reference.nextInt() | 1);
        }
    }
}
