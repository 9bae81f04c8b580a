package io.github.tongiaki.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.TestTiles;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * D-4's records as the table keeps them: a tape of records, emigrations and the beaches' changes since the turn's
 * first record, from which each record's occupancy is rebuilt. Checked against plain copies of every beach taken
 * at each record: a repeat is found exactly when the beaches hold what they held at an earlier record (the first
 * such record), every record reads back as it was taken, copies keep their own history, and a history restored
 * from its records behaves as the one it was written from.
 */
class TableHistoryTest {

    private static final int[] COLOURS = {0, 1, 2, 3};

    @Test
    @DisplayName("D-4: a record repeats exactly when every beach holds what it held then; records, origins and copies read back as taken")
    void recordsAreTheOccupanciesTaken() {
        Tables tb = Tables.of(TestTiles.official());
        SplittableRandom rnd = new SplittableRandom(44);
        int repeats = 0;
        int records = 0;
        for (int turn = 0; turn < 300; turn++) {
            Table table = table(tb);
            List<int[]> taken = new ArrayList<>();
            List<Integer> originsBefore = new ArrayList<>();
            List<Integer> origins = new ArrayList<>();
            Table copy = null;
            List<int[]> copyTaken = null;
            for (int step = 0; step < 60; step++) {
                if (rnd.nextInt(4) == 0) {
                    int[] now = words(table);
                    int expected = -1;
                    for (int k = 0; k < taken.size() && expected < 0; k++) {
                        if (Arrays.equals(taken.get(k), now)) {
                            expected = k;
                        }
                    }
                    int found = table.recordOrFind();
                    if (expected < 0) {
                        assertThat(found).as("turn %d step %d: no earlier record holds these boats", turn, step).isEqualTo(-1);
                        taken.add(now);
                        originsBefore.add(origins.size());
                        records++;
                    } else {
                        assertThat(found).as("turn %d step %d: record %d repeats", turn, step, expected).isNotNegative();
                        assertThat(table.originsSince(found)).as("the emigrations since the repeated record")
                                .containsExactly(origins.subList(originsBefore.get(expected), origins.size()).stream()
                                        .mapToInt(Integer::intValue).toArray());
                        repeats++;
                    }
                } else if (!taken.isEmpty() && rnd.nextInt(5) == 0) {
                    int t = tb.islands[rnd.nextInt(tb.islands.length)];
                    table.addOrigin(t);
                    origins.add(t);
                } else {
                    move(table, tb, rnd);
                }
                if (copy == null && rnd.nextInt(30) == 0) {
                    copy = table.copy();
                    copyTaken = new ArrayList<>(taken);
                }
                assertHistory(table, taken, originsBefore, origins);
            }
            if (copy != null) {
                assertThat(copy.recordCount()).as("a copy's records after the original moved on").isEqualTo(copyTaken.size());
                for (int k = 0; k < copyTaken.size(); k++) {
                    assertThat(copy.recordWords(k)).isEqualTo(copyTaken.get(k));
                }
            }
            table.clearHistory();
            assertThat(table.recordCount()).isZero();
            assertThat(table.origins()).isEmpty();
            assertThat(table.recordOrFind()).as("a turn's first record").isEqualTo(-1);
        }
        assertThat(records).as("records taken").isGreaterThan(1000);
        assertThat(repeats).as("repeats found").isGreaterThan(50);
    }

    @Test
    @DisplayName("D-4: a history restored from its records and origins (a position read from text) finds the same repeats")
    void restoredHistoryFindsTheSameRepeats() {
        Tables tb = Tables.of(TestTiles.official());
        SplittableRandom rnd = new SplittableRandom(7);
        int compared = 0;
        for (int turn = 0; turn < 200; turn++) {
            Table table = table(tb);
            for (int step = 0; step < 40; step++) {
                if (rnd.nextInt(4) == 0) {
                    table.recordOrFind();
                } else if (table.recordCount() > 0 && rnd.nextInt(5) == 0) {
                    table.addOrigin(tb.islands[rnd.nextInt(tb.islands.length)]);
                } else {
                    move(table, tb, rnd);
                }
            }
            int n = table.recordCount();
            int[][] records = new int[n][];
            int[] before = new int[n];
            for (int k = 0; k < n; k++) {
                records[k] = table.recordWords(k);
                before[k] = table.originsBeforeRecord(k);
            }
            Table restored = table.copy();
            restored.clearHistory();
            restored.restoreHistory(table.origins(), before, records);
            assertThat(restored.origins()).isEqualTo(table.origins());
            assertThat(restored.recordCount()).isEqualTo(n);
            for (int k = 0; k < n; k++) {
                assertThat(restored.recordWords(k)).isEqualTo(records[k]);
                assertThat(restored.originsBeforeRecord(k)).isEqualTo(before[k]);
            }
            // The same moves from here on find the same repeats, with the same emigrations since.
            long seed = rnd.nextLong();
            SplittableRandom a = new SplittableRandom(seed);
            SplittableRandom b = new SplittableRandom(seed);
            for (int step = 0; step < 30; step++) {
                if (step % 3 == 0) {
                    int x = table.recordOrFind();
                    int y = restored.recordOrFind();
                    assertThat(y < 0).isEqualTo(x < 0);
                    if (x >= 0) {
                        assertThat(restored.originsSince(y)).isEqualTo(table.originsSince(x));
                    }
                    compared++;
                } else {
                    move(table, tb, a);
                    move(restored, tb, b);
                }
            }
        }
        assertThat(compared).isGreaterThan(1000);
    }

    private static Table table(Tables tb) {
        Table table = Table.forNewGame(tb, COLOURS, TestStacks.allButTheStart(tb));
        for (int i = 0; i < tb.islands.length; i++) {
            table.putTile(tb.islands[i], Hexes.pack(i, 0), 0);
        }
        return table;
    }

    /** One random boat move among few beaches (so that occupancies repeat). */
    private static void move(Table table, Tables tb, SplittableRandom rnd) {
        int t = tb.islands[rnd.nextInt(3)];
        int b = tb.beachBase[t] + rnd.nextInt(tb.beachCount[t]);
        int c = rnd.nextInt(COLOURS.length);
        int op = rnd.nextInt(4);
        if (op == 0 && table.beachTotal(b) < tb.berths[b] && table.supply(c) > 0) {
            table.addBoats(b, c, 1);
        } else if (op == 1 && table.boats(b, c) > 0) {
            table.takeBoat(b, c);
        } else if (op == 2 && table.boats(b, c) > 0) {
            table.withdrawIsland(t, c);
        } else if (op == 3 && table.beachTotal(b) > 0) {
            table.returnGroup(table.takeGroup(b));
        }
    }

    /** Every beach's word, from the boats (independent of the table's words). */
    private static int[] words(Table table) {
        Tables tb = table.tables;
        int[] w = new int[tb.beaches];
        for (int b = 0; b < tb.beaches; b++) {
            w[b] = table.beachTotal(b) << 24;
            for (int c = 0; c < 6; c++) {
                w[b] += table.boats(b, c) << 4 * c;
            }
        }
        return w;
    }

    private static void assertHistory(Table table, List<int[]> taken, List<Integer> originsBefore, List<Integer> origins) {
        assertThat(table.recordCount()).isEqualTo(taken.size());
        for (int k = 0; k < taken.size(); k++) {
            assertThat(table.recordWords(k)).as("record %d", k).isEqualTo(taken.get(k));
            assertThat(table.originsBeforeRecord(k)).isEqualTo(originsBefore.get(k));
        }
        assertThat(table.origins()).containsExactly(origins.stream().mapToInt(Integer::intValue).toArray());
    }
}
