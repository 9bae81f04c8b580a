package io.github.tongiaki.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.TestTiles;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The table's boat marks ({@code TableBoats.marks}, the per-colour count of boats on beaches and the D-4
 * occupancy hash): the turn's options (R-EXP-1, R-ROYAL-1), the emigrations' (R-EMI-1, D-14), the boats on
 * the table (R-NOBOAT-1, R-ALLBOATS-1, scoring) and the repetition records (D-4) read them instead of
 * scanning every beach. After any sequence of boat moves they must
 * be exactly what such a scan finds, on the table moved and never on a copy taken before.
 */
class TableMarksTest {

    private static final int[] COLOURS = {0, 1, 2, 3, 4, 5};

    @ParameterizedTest(name = "official tile set ×{0}")
    @ValueSource(ints = {1, 3}) // 32 tiles (one word per mask) and 94 (two words)
    void marksAreWhatAScanOfTheBeachesFinds(int copies) {
        Tables tb = Tables.of(times(TestTiles.official(), copies));
        SplittableRandom rnd = new SplittableRandom(copies * 31L);
        Map<String, Integer> done = new TreeMap<>();
        for (int round = 0; round < 20; round++) {
            // A new table now and then: removals and royal islands use the islands up.
            play(tb, rnd, 1_500, done);
        }
        assertThat(done).as("moves checked").containsOnlyKeys("addBoats", "landBoats", "withdraw", "takeBoat", "takeGroup",
                "makeRoyal", "removeIsland", "copy", "continue on a copy");
        assertThat(done.values()).as("moves checked").allMatch(n -> n >= 20);
    }

    private static void play(Tables tb, SplittableRandom rnd, int steps, Map<String, Integer> done) {
        Table table = new Table(tb, COLOURS, stack(tb), new boolean[tb.tiles]);
        List<Integer> islands = new ArrayList<>();
        for (int t = 0; t < tb.tiles; t++) {
            table.putTile(t, Hexes.pack(t, -t / 2), 0);
            if (tb.island[t]) {
                islands.add(t);
            }
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
                table.withdraw(b, c);
                what = "withdraw";
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
                snapshotText = scan(snapshot);
                what = "copy";
            } else if (op < 985) {
                table = table.copy(); // the copy goes on; the marks came with the boats
                what = "continue on a copy";
            } else {
                continue;
            }
            done.merge(what, 1, Integer::sum);
            assertThat(marks(table)).as("after %s (step %d)", what, step).isEqualTo(scan(table));
            if (snapshot != null) {
                assertThat(marks(snapshot)).as("a copy taken before step %d", step).isEqualTo(snapshotText);
            }
        }
    }

    /** What the marks answer: per colour the islands with its boats, the islands with a full beach, and counts. */
    private static String marks(Table table) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 6; c++) {
            sb.append("colour ").append(c).append(" on beaches ").append(table.boatsOnBeaches(c)).append(" islands");
            for (int t = table.nextIslandWithBoat(c, 0); t != Table.NONE; t = table.nextIslandWithBoat(c, t + 1)) {
                sb.append(' ').append(t);
            }
            sb.append(" alone on");
            for (int t = table.nextIslandWithOnlyColour(c, 0); t != Table.NONE; t = table.nextIslandWithOnlyColour(c, t + 1)) {
                sb.append(' ').append(t);
            }
            sb.append('\n');
        }
        sb.append("full");
        for (int t = table.nextIslandWithFullBeach(0); t != Table.NONE; t = table.nextIslandWithFullBeach(t + 1)) {
            sb.append(' ').append(t);
        }
        sb.append(table.anyFullBeach() ? " any" : " none");
        return sb.append("\nhash ").append(table.occupancyHash()).toString();
    }

    /** The same, from every beach. */
    private static String scan(Table table) {
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
                if (tb.island[t] && table.ownBoatsOn(t, c) > 0) {
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
        long hash = 0;
        for (int i = 0; i < tb.beaches * 6; i++) {
            hash += table.boats(i / 6, i % 6) * tb.occupancyKey[i];
        }
        return sb.append("\nhash ").append(hash).toString();
    }

    /** Whether a colour has boats on an island and no other colour has. */
    private static boolean alone(Table table, int t, int c) {
        int all = 0;
        for (int b = table.tables.beachBase[t]; b < table.tables.beachBase[t] + table.tables.beachCount[t]; b++) {
            all += table.beachTotal(b);
        }
        return table.ownBoatsOn(t, c) > 0 && table.ownBoatsOn(t, c) == all;
    }

    private static int[] stack(Tables tb) {
        int[] stack = new int[tb.tiles - 1];
        for (int i = 0; i < stack.length; i++) {
            stack[i] = i + 1;
        }
        return stack;
    }

    /** Every stack tile {@code k} times, the copies' ids suffixed (as the benchmarks' ×k sets). */
    private static TileSet times(TileSet set, int k) {
        List<Tile> stack = new ArrayList<>();
        for (int c = 1; c <= k; c++) {
            for (Tile t : set.stackTiles()) {
                TileId id = c == 1 ? t.id() : TileId.of(t.id().value() + " " + c);
                stack.add(t instanceof IslandTile i ? new IslandTile(id, i.points(), i.beaches())
                        : new WaterTile(id, ((WaterTile) t).routes()));
            }
        }
        return TileSet.of(set.name() + "-x" + k, set.start(), stack);
    }
}
