package io.github.tongiaki.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.engine.TestTiles;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The table's boat marks (the islands per colour and with a full beach, the per-colour count of boats on beaches
 * and the D-4 occupancy hash): the turn's options (R-EXP-1, R-ROYAL-1), the emigrations' (R-EMI-1, D-14), the boats on
 * the table (R-NOBOAT-1, R-ALLBOATS-1, scoring) and the repetition records (D-4) read them instead of
 * scanning every beach. After any sequence of boat moves they must
 * be exactly what such a scan finds, on the table moved and never on a copy taken before.
 */
class TableMarksTest {

    private static final int[] COLOURS = {0, 1, 2, 3, 4, 5};

    @ParameterizedTest(name = "R-EXP-1, R-ROYAL-1, R-EMI-1, D-14, D-17, D-4: after random boat moves on {0} tiles the marks, counts and hash are what a scan of the beaches finds")
    @ValueSource(ints = {32, 64, 94}) // the official set (one word per mask), exactly one word full (the last tile an
    // island: a scan from the tile after it starts past the last word), and two words
    void marksAreWhatAScanOfTheBeachesFinds(int tileCount) {
        Tables tb = Tables.of(set(tileCount));
        assertThat(tb.tiles).isEqualTo(tileCount);
        assertThat(tb.island[tileCount - 1]).as("the last tile is an island").isTrue();
        SplittableRandom rnd = new SplittableRandom(tileCount * 31L);
        Map<String, Integer> done = new TreeMap<>();
        for (int round = 0; round < 20; round++) {
            // A new table now and then: removals and royal islands use the islands up.
            // Every other round without D-4 records (as before a turn's first emigration): the moves skip the tape.
            play(tb, rnd, 1_500, done, round % 2 == 0);
        }
        assertThat(done).as("moves checked").containsOnlyKeys("addBoats", "landBoats", "withdrawIsland", "takeBoat", "takeGroup",
                "makeRoyal", "removeIsland", "copy", "continue on a copy");
        assertThat(done.values()).as("moves checked").allMatch(n -> n >= 20);
    }

    private static void play(Tables tb, SplittableRandom rnd, int steps, Map<String, Integer> done, boolean records) {
        Table table = new Table(tb, COLOURS, TestStacks.allButTheStart(tb), new boolean[tb.tiles]);
        List<Integer> islands = new ArrayList<>();
        for (int t = 0; t < tb.tiles; t++) {
            table.putTile(t, Hexes.pack(t, -t / 2), 0);
            if (tb.island[t]) {
                islands.add(t);
            }
        }
        // D-4: the hash counts from the turn's first record; the beaches are all empty then, so it is the sum of
        // the beaches' words times their keys from here on.
        if (records) {
            assertThat(table.recordOrFind()).isEqualTo(-1);
        }
        Table snapshot = null;
        String snapshotText = null;
        for (int step = 0; step < steps; step++) {
            int t = islands.get(rnd.nextInt(islands.size()));
            if (table.removed(t) || table.royalOwner(t) != Table.NONE) {
                continue;
            }
            int b = tb.beachBase[t] + rnd.nextInt(tb.beachCount[t]);
            int c = rnd.nextInt(6);
            int free = tb.berths[b] - table.beachTotal(b);
            int op = rnd.nextInt(1000);
            String what;
            if (op < 400 && free > 0 && table.supply(c) > 0) {
                table.addBoats(b, c, 1 + rnd.nextInt(Math.min(free, table.supply(c))));
                what = "addBoats";
            } else if (op < 500 && free > 0 && table.supply(c) > 0) {
                table.addSupply(c, -1); // a landing's boat comes from a group, not from the supply
                table.landBoats(b, c, 1);
                what = "landBoats";
            } else if (op < 650 && table.boats(b, c) > 0) {
                table.withdrawIsland(t, c);
                what = "withdrawIsland";
            } else if (op < 800 && table.boats(b, c) > 0) {
                table.takeBoat(b, c);
                what = "takeBoat";
            } else if (op < 920 && table.beachTotal(b) > 0) {
                table.returnGroup(table.takeGroup(b));
                what = "takeGroup";
            } else if (op < 940 && t != 0 && alone(table, t, c) && table.royalCount(c) < 2) {
                table.addSupply(c, table.ownBoatsOn(t, c) - 1);
                table.makeRoyal(t, c);
                what = "makeRoyal";
            } else if (op < 945 && t != 0 && table.beachTotal(b) > 0) {
                table.removeIsland(t, new int[6]);
                what = "removeIsland";
            } else if (op < 970) {
                snapshot = table.copy();
                snapshotText = scan(snapshot, records);
                what = "copy";
            } else if (op < 985) {
                table = table.copy(); // the copy goes on; the marks came with the boats
                what = "continue on a copy";
            } else {
                continue;
            }
            done.merge(what, 1, Integer::sum);
            assertThat(marks(table, records)).as("after %s (step %d)", what, step).isEqualTo(scan(table, records));
            if (snapshot != null) {
                assertThat(marks(snapshot, records)).as("a copy taken before step %d", step).isEqualTo(snapshotText);
            }
        }
    }

    /** What the marks answer: per colour the islands with its boats, the islands with a full beach, and counts. */
    private static String marks(Table table, boolean records) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 6; c++) {
            sb.append("colour ").append(c).append(" on beaches ").append(table.boatsOnBeaches(c)).append(" islands");
            for (int t = table.nextIslandWithBoat(c, 0); t != Table.NONE; t = table.nextIslandWithBoat(c, t + 1)) {
                sb.append(' ').append(t);
            }
            sb.append(" alone on");
            for (int w = 0; w < table.tables.words; w++) {
                for (int bits = table.islandsWithOnlyColour(c, w); bits != 0; bits &= bits - 1) {
                    sb.append(' ').append(w * 32 + Integer.numberOfTrailingZeros(bits));
                }
            }
            sb.append('\n');
        }
        sb.append("full");
        for (int t = table.nextIslandWithFullBeach(0); t != Table.NONE; t = table.nextIslandWithFullBeach(t + 1)) {
            sb.append(' ').append(t);
        }
        sb.append(table.anyFullBeach() ? " any" : " none");
        sb.append("\nislands");
        for (int t : table.tables.islands) {
            sb.append(' ').append(Integer.toHexString(table.islandWord(t))).append('/').append(table.freeBeachMask(t));
            for (int c = 0; c < 6; c++) {
                sb.append(',').append(table.ownBoatsOn(t, c));
            }
        }
        return records ? sb.append("\nhash ").append(table.occupancyHash()).toString() : sb.toString();
    }

    /** The same, from every beach. */
    private static String scan(Table table, boolean records) {
        Tables tb = table.tables;
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 6; c++) {
            int on = 0;
            for (int b = 0; b < tb.beaches; b++) {
                on += table.boats(b, c);
            }
            sb.append("colour ").append(c).append(" on beaches ").append(on).append(" islands");
            StringBuilder alone = new StringBuilder(" alone on");
            for (int t = 0; t < tb.tiles; t++) {
                if (tb.island[t] && scannedOwn(table, t, c) > 0) {
                    sb.append(' ').append(t);
                    if (alone(table, t, c)) {
                        alone.append(' ').append(t);
                    }
                }
            }
            sb.append(alone);
            sb.append('\n');
        }
        sb.append("full");
        boolean any = false;
        for (int t = 0; t < tb.tiles; t++) {
            boolean full = false;
            for (int b = tb.beachBase[t]; tb.island[t] && b < tb.beachBase[t] + tb.beachCount[t]; b++) {
                full |= table.full(b);
            }
            if (full) {
                sb.append(' ').append(t);
                any = true;
            }
        }
        sb.append(any ? " any" : " none");
        sb.append("\nislands");
        for (int t : tb.islands) {
            int word = 0;
            int free = 0;
            for (int i = 0; i < tb.beachCount[t]; i++) {
                int b = tb.beachBase[t] + i;
                word += table.beachWord(b) & 0xFF_FFFF;
                free |= table.beachTotal(b) < tb.berths[b] ? 1 << i : 0;
            }
            sb.append(' ').append(Integer.toHexString(word)).append('/').append(free);
            for (int c = 0; c < 6; c++) {
                sb.append(',').append(scannedOwn(table, t, c));
            }
        }
        int hash = 0;
        for (int b = 0; b < tb.beaches; b++) {
            int word = table.beachTotal(b) << 24;
            for (int c = 0; c < 6; c++) {
                word += table.boats(b, c) << 4 * c;
            }
            hash += word * tb.occupancyKey[b];
        }
        return records ? sb.append("\nhash ").append(hash).toString() : sb.toString();
    }

    /** Whether a colour has boats on an island and no other colour has. */
    private static boolean alone(Table table, int t, int c) {
        int all = 0;
        for (int b = table.tables.beachBase[t]; b < table.tables.beachBase[t] + table.tables.beachCount[t]; b++) {
            all += table.beachTotal(b);
        }
        int own = scannedOwn(table, t, c);
        return own > 0 && own == all;
    }

    /** A colour's boats on an island, from its beaches (not from the island's kept word). */
    private static int scannedOwn(Table table, int t, int c) {
        int own = 0;
        for (int b = table.tables.beachBase[t]; b < table.tables.beachBase[t] + table.tables.beachCount[t]; b++) {
            own += table.boats(b, c);
        }
        return own;
    }

    /**
     * The official stack tiles, then copies of them (ids suffixed, as the benchmarks' ×k sets), cut to {@code tiles}
     * tiles with the start island, the last of them an island.
     */
    private static TileSet set(int tiles) {
        TileSet official = TestTiles.official();
        List<Tile> stack = new ArrayList<>();
        for (int c = 1; stack.size() < tiles - 1; c++) {
            for (Tile t : official.stackTiles()) {
                TileId id = c == 1 ? t.id() : TileId.of(t.id().value() + " " + c);
                stack.add(t instanceof IslandTile i ? new IslandTile(id, i.points(), i.beaches())
                        : new WaterTile(id, ((WaterTile) t).routes()));
            }
        }
        List<Tile> cut = new ArrayList<>(stack.subList(0, tiles - 1));
        int last = cut.size() - 1;
        for (int i = last; !(cut.get(last) instanceof IslandTile); i--) {
            Collections.swap(cut, i - 1, last); // the last island moves to the end
        }
        return TileSet.of(official.name() + "-" + tiles, official.start(), cut);
    }

    @Test
    @DisplayName("A new game's stack holds every tile but the start island, or the table refuses it")
    void newGameStackHoldsEveryTileButTheStartIsland() {
        Tables tb = Tables.of(TestTiles.official());
        int[] all = TestStacks.allButTheStart(tb);
        Table table = Table.forNewGame(tb, COLOURS, all);
        assertThat(table.stackSize()).isEqualTo(tb.tiles - 1);
        int[] short1 = Arrays.copyOf(TestStacks.allButTheStart(tb), tb.tiles - 2);
        assertThatThrownBy(() -> Table.forNewGame(tb, COLOURS, short1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a new game's stack holds " + (tb.tiles - 1) + " tiles, not " + (tb.tiles - 2));
    }
}
