package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.internal.Group;
import io.github.tongiaki.core.internal.Lines;
import io.github.tongiaki.core.internal.Lines.Line;
import io.github.tongiaki.core.internal.Read;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.text.ParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * D-4: the records of the turn. Before each emigration the occupancy of every beach (which fixes the set
 * of full beaches) is recorded; when a record repeats, the chain of emigrations is endless and every
 * island an emigration started from since that record is removed (R-LOOP-1). The records and the
 * islands emigrated from belong to one turn and are cleared when a turn begins. The table keeps them
 * ({@link Table#recordOrFind()}, {@link Table#addOrigin(int)}); this class writes and reads them in the
 * position text.
 */
final class Repetition {

    private Repetition() {
    }

    /**
     * The position text's lines: {@code origins <island> …} (the emigrations of the turn) and one
     * {@code record <emigrations before it> <beach>=<boats> …} per record.
     */
    static void print(Table table, StringBuilder sb) {
        Tables tables = table.tables;
        int[] origins = table.origins();
        if (origins.length > 0) {
            sb.append("origins");
            for (int t : origins) {
                sb.append(' ').append(Lines.quote(tables.tile[t].id().value()));
            }
            sb.append('\n');
        }
        for (int k = 0, n = table.recordCount(); k < n; k++) {
            sb.append("record ").append(table.originsBeforeRecord(k));
            TableText.occupancy(sb, tables, occupancy(tables, table.recordWords(k)));
            sb.append('\n');
        }
    }

    /** The beaches' words as boats per beach * 6 + colour. */
    private static int[] occupancy(Tables tables, int[] words) {
        int[] a = new int[tables.beaches * 6];
        for (int i = 0; i < a.length; i++) {
            a[i] = Group.count(words[i / 6], i % 6);
        }
        return a;
    }

    /** Boats per beach * 6 + colour as the beaches' words. */
    private static int[] words(Tables tables, int[] occupancy) {
        int[] w = new int[tables.beaches];
        for (int b = 0; b < w.length; b++) {
            int total = 0;
            for (int c = 0; c < 6; c++) {
                w[b] = Group.plus(w[b], c, occupancy[b * 6 + c]);
                total += occupancy[b * 6 + c];
            }
            w[b] |= total << 24;
        }
        return w;
    }

    /**
     * Restores the records of a position on a new table whose boats are restored.
     *
     * @param table the table
     * @param origins the islands emigrated from this turn, in order
     * @param recordOrigins per record: the emigrations before it
     * @param recordList the records (beach * 6 + colour)
     */
    static void restore(Table table, int[] origins, int[] recordOrigins, List<int[]> recordList) {
        int[][] records = new int[recordList.size()][];
        for (int k = 0; k < records.length; k++) {
            records[k] = words(table.tables, recordList.get(k));
        }
        table.restoreHistory(origins, recordOrigins, records);
    }

    /** Reads the position text's {@code origins} and {@code record} lines into a state. */
    static void read(PositionParser p, State s) {
        List<Integer> origins = new ArrayList<>();
        p.originsLine = p.one("origins");
        if (p.originsLine != null) {
            for (int i = 1; i < p.originsLine.size(); i++) {
                origins.add(Read.island(p.originsLine.number(), p.originsLine.token(i), p.tb));
            }
        }
        s.origins = origins.stream().mapToInt(Integer::intValue).toArray();
        List<Integer> ho = new ArrayList<>();
        int prev = 0;
        for (Line l : p.many("record")) {
            if (l.size() < 2) {
                throw new ParseException(l.number(), l.end(), "record <emigrations before it> <beach>=<boats> …", "too few words");
            }
            int k = Read.integer(l.number(), l.token(1), prev, s.origins.length, "the number of emigrations before the record ("
                    + prev + ".." + s.origins.length + ", not fewer than the record before)");
            prev = k;
            ho.add(k);
            s.history.add(p.occupancy(l, 2));
        }
        s.historyOrigins = ho.stream().mapToInt(Integer::intValue).toArray();
    }
}
