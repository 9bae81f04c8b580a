package io.github.tongiaki.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.TestTiles;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The table's hex index and its D-9 frontier (the empty hexes next to a tile on the table, in ascending packed
 * order), kept in a window of hexes around the middle that grows when the board does. After any sequence of
 * tiles laid (next to the board, or far out in a line, which makes the window grow) and islands taken off
 * (R-LOOP-1, which can split the board), both must be what a scan of the tiles on the table finds, on the table
 * changed and never on a copy taken before.
 */
class TableFrontierTest {

    @ParameterizedTest(name = "D-9, R-LOOP-1: the frontier and the hex index follow tiles laid and removed (seed {0})")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void frontierIsWhatAScanFinds(long seed) {
        Tables tb = Tables.of(TestTiles.official());
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int round = 0; round < 40; round++) {
            Table table = Table.forNewGame(tb, new int[] {0, 1}, TestStacks.allButTheStart(tb));
            List<Integer> free = new ArrayList<>();
            for (int t = 0; t < tb.tiles; t++) {
                free.add(t);
            }
            Table snapshot = null;
            String snapshotText = null;
            List<long[]> copies = new ArrayList<>();
            List<String> copied = new ArrayList<>();
            table.putTile(free.remove(0), Hexes.pack(0, 0), 0);
            while (!free.isEmpty()) {
                int op = rnd.nextInt(10);
                if (op < 6 && table.frontierCount() > 0) {
                    // next to the board: any frontier hex, as a free placement (D-9)
                    int h = table.frontier(rnd.nextInt(table.frontierCount()));
                    table.putTile(free.remove(rnd.nextInt(free.size())), h, rnd.nextInt(6));
                } else if (op < 7) {
                    // a line far out, as a long voyage would lay it (the window grows)
                    int q = rnd.nextInt(-30, 31);
                    int r = rnd.nextInt(-30, 31);
                    if (table.tileAt(Hexes.pack(q, r)) == Table.NONE) {
                        table.putTile(free.remove(rnd.nextInt(free.size())), Hexes.pack(q, r), 0);
                    }
                } else if (op < 9 && table.placedCount() > 1) {
                    int t = table.placedTile(rnd.nextInt(table.placedCount()));
                    if (tb.island[t]) {
                        table.removeIsland(t, new int[6]);
                    }
                } else if (snapshot == null) {
                    snapshot = table.copy();
                    snapshotText = scan(snapshot, tb);
                }
                assertThat(frontier(table)).isEqualTo(scan(table, tb));
                if (rnd.nextInt(3) == 0) {
                    // a free placement's typed options keep a copy (which narrows the table's bound of the frontier)
                    long[] copy = table.frontierCopy();
                    copies.add(copy);
                    copied.add(hexes(copy));
                    assertThat(copied.get(copied.size() - 1)).isEqualTo(frontier(table).replaceAll(" ?\\| tiles.*", ""));
                }
                if (snapshot != null) {
                    assertThat(frontier(snapshot)).as("a copy taken before").isEqualTo(snapshotText);
                }
            }
            for (int i = 0; i < copies.size(); i++) {
                assertThat(hexes(copies.get(i))).as("a frontier copied before the table changed").isEqualTo(copied.get(i));
            }
        }
    }

    @Test
    @DisplayName("D-9: a table without a tile has no frontier and no tile on any hex; no tile lies outside the window")
    void emptyTableAndHexesFarOut() {
        Tables tb = Tables.of(TestTiles.official());
        Table table = Table.forNewGame(tb, new int[] {0, 1}, TestStacks.allButTheStart(tb));
        assertThat(table.frontierCount()).isZero();
        int[] buffer = {7, 7};
        table.frontier(buffer);
        assertThat(buffer).containsExactly(7, 7);
        for (int q = -12; q <= 12; q += 3) {
            assertThat(table.tileAt(Hexes.pack(q, -q))).isEqualTo(Table.NONE);
            assertThat(table.frontierIndex(Hexes.pack(q, -q))).isEqualTo(Table.NONE);
        }
        table.putTile(0, Hexes.pack(0, 0), 0);
        for (int h : new int[] {Hexes.pack(200, 0), Hexes.pack(0, -200), Hexes.pack(-1000, 1000), Hexes.pack(9, 0), Hexes.pack(0, 9)}) {
            assertThat(table.tileAt(h)).as("hex %s", Hexes.hex(h)).isEqualTo(Table.NONE);
            assertThat(table.frontierIndex(h)).isEqualTo(Table.NONE);
        }
        assertThat(table.tileAt(Hexes.pack(0, 0))).isZero();
    }

    /**
     * The frontier as the table answers (one hex at a time, all at once, and each hex's place in it), and the tile
     * on every hex asked.
     */
    private static String frontier(Table table) {
        int n = table.frontierCount();
        int[] all = new int[n];
        table.frontier(all);
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < n; k++) {
            assertThat(all[k]).isEqualTo(table.frontier(k));
            assertThat(table.frontierIndex(all[k])).isEqualTo(k);
            sb.append(Hexes.hex(all[k])).append(' ');
            assertThat(table.tileAt(all[k])).isEqualTo(Table.NONE);
        }
        sb.append("| tiles");
        for (int i = 0; i < table.placedCount(); i++) {
            int t = table.placedTile(i);
            sb.append(' ').append(t).append('@').append(Hexes.hex(table.tileHex(t)));
            assertThat(table.tileAt(table.tileHex(t))).isEqualTo(t);
            assertThat(table.frontierIndex(table.tileHex(t))).as("a hex with a tile is not on the frontier").isEqualTo(Table.NONE);
        }
        return sb.toString();
    }

    /** The hexes of a copy of the frontier ({@link Frontier}), as {@link #frontier(Table)} writes them. */
    private static String hexes(long[] copy) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < Frontier.count(copy); k++) {
            sb.append(k == 0 ? "" : " ").append(Hexes.hex(Frontier.hex(copy, k)));
        }
        return sb.toString();
    }

    /** The same from the tiles: every empty neighbour of a tile on the table, by q then r. */
    private static String scan(Table table, Tables tb) {
        TreeSet<Integer> hexes = new TreeSet<>();
        List<Integer> occupied = new ArrayList<>();
        for (int t = 0; t < tb.tiles; t++) {
            if (table.onTable(t)) {
                occupied.add(table.tileHex(t));
            }
        }
        for (int h : occupied) {
            for (int d = 0; d < 6; d++) {
                int n = Hexes.step(h, d);
                if (!occupied.contains(n)) {
                    hexes.add(n);
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int h : hexes) {
            sb.append(Hexes.hex(h)).append(' ');
        }
        sb.append("| tiles");
        for (int i = 0; i < table.placedCount(); i++) {
            int t = table.placedTile(i);
            sb.append(' ').append(t).append('@').append(Hexes.hex(table.tileHex(t)));
        }
        return sb.toString();
    }
}
