package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.internal.Lines;
import io.github.tongiaki.core.internal.Lines.Line;
import io.github.tongiaki.core.internal.Read;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.text.ParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * D-4: the records of the turn. Before each emigration the occupancy of every beach (which fixes the set
 * of full beaches) is recorded; when a record repeats, the chain of emigrations is endless and every
 * island an emigration started from since that record is removed (R-LOOP-1). The records and the
 * islands emigrated from belong to one turn and are cleared when a turn begins.
 */
final class Repetition {

    private ArrayList<byte[]> records = new ArrayList<>();
    private int[] originsAt = new int[8];   // origins recorded at the time of record k
    private int[] origins = new int[8];     // island of each emigration started this turn
    private int originCount;

    Repetition() {
    }

    // Copy-on-write: a copy shares the list and the arrays until either side writes (most copies are taken
    // and dropped by search before the next emigration). The records themselves are never written after
    // being taken.
    private boolean shared;

    private Repetition(Repetition o) {
        records = o.records;
        originsAt = o.originsAt;
        origins = o.origins;
        originCount = o.originCount;
        shared = true;
    }

    /** {@return a copy sharing the arrays until it changes; the engine that asks never writes this one again} */
    Repetition copy() {
        return new Repetition(this);
    }

    /** {@return whether there is no record and no origin (as at the start of a turn)} */
    boolean isEmpty() {
        return records.isEmpty() && originCount == 0;
    }

    private void own() {
        if (shared) {
            records = new ArrayList<>(records);
            originsAt = originsAt.clone();
            origins = origins.clone();
            shared = false;
        }
    }

    /** A turn begins: no record, no emigration (the caller skips this when {@link #isEmpty()}). */
    void clear() {
        if (shared) {
            records = new ArrayList<>();
            shared = false;
            originsAt = new int[8];
            origins = new int[8];
        } else {
            records.clear();
        }
        originCount = 0;
    }

    /**
     * Before an emigration: records the occupancy, or finds it recorded before.
     *
     * @param table the table
     * @return the index of the earlier equal record, or -1 (then the occupancy is now recorded)
     */
    int recordOrFind(Table table) {
        for (int k = 0; k < records.size(); k++) {
            if (table.sameOccupancy(records.get(k))) {
                return k;
            }
        }
        own();
        if (records.size() == originsAt.length) {
            originsAt = Arrays.copyOf(originsAt, records.size() * 2);
        }
        originsAt[records.size()] = originCount;
        records.add(table.occupancy());
        return -1;
    }

    /**
     * @param island the island an emigration starts from
     */
    void addOrigin(int island) {
        own();
        if (originCount == origins.length) {
            origins = Arrays.copyOf(origins, originCount * 2);
        }
        origins[originCount++] = island;
    }

    /** {@return the number of emigrations started before record k} */
    int originsAt(int k) {
        return originsAt[k];
    }

    /** {@return the number of emigrations started this turn} */
    int originCount() {
        return originCount;
    }

    /** {@return the island of emigration i} */
    int origin(int i) {
        return origins[i];
    }


    /** {@return record k as ints (beach * 6 + colour)} */
    int[] record(int k) {
        byte[] r = records.get(k);
        int[] a = new int[r.length];
        for (int i = 0; i < r.length; i++) {
            a[i] = r[i];
        }
        return a;
    }

    /**
     * Restores the records of a position into a new engine's records (empty, shared with no copy yet).
     *
     * @param origins the islands emigrated from this turn, in order
     * @param recordOrigins per record: the emigrations before it
     * @param recordList the records (beach * 6 + colour)
     */
    void restore(int[] origins, int[] recordOrigins, List<int[]> recordList) {
        for (int t : origins) {
            addOrigin(t);
        }
        originsAt = Arrays.copyOf(recordOrigins, Math.max(8, recordOrigins.length));
        for (int[] r : recordList) {
            byte[] b = new byte[r.length];
            for (int i = 0; i < r.length; i++) {
                b[i] = (byte) r[i];
            }
            records.add(b);
        }
    }

    /**
     * The position text's lines: {@code origins <island> …} (the emigrations of the turn) and one
     * {@code record <emigrations before it> <beach>=<boats> …} per record.
     */
    void print(Tables tables, StringBuilder sb) {
        if (originCount > 0) {
            sb.append("origins");
            for (int i = 0; i < originCount; i++) {
                sb.append(' ').append(Lines.quote(tables.tile[origins[i]].id().value()));
            }
            sb.append('\n');
        }
        for (int k = 0; k < records.size(); k++) {
            sb.append("record ").append(originsAt[k]);
            TableText.occupancy(sb, tables, record(k));
            sb.append('\n');
        }
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
