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

    // The records one after another (each Tables.beaches * 6 bytes, beach * 6 + colour) with their hashes
    // (TableBoats.occupancyHash): a repeat is looked for among equal hashes only and confirmed byte by byte. Kept
    // from turn to turn (a turn clears the count), so taking a record allocates nothing once the arrays are
    // large enough. Copies of a game share one Repetition until either writes; the engine then gives itself a
    // copy (Engine.ownRepetition), so this object never needs to know whether it is shared.
    private byte[] records = NO_RECORDS;
    private long[] hashes = new long[8];
    private int recordCount;
    private int[] originsAt = new int[8];   // origins recorded at the time of record k
    private int[] origins = new int[8];     // island of each emigration started this turn
    private int originCount;
    private static final byte[] NO_RECORDS = new byte[0];

    Repetition() {
    }

    /**
     * A copy of another engine's records, its own arrays (the engine copies them only when it first writes after
     * a copy of the game: {@link Engine#ownRepetition()}).
     */
    private Repetition(Repetition o) {
        records = o.records.clone();
        hashes = o.hashes.clone();
        recordCount = o.recordCount;
        originsAt = o.originsAt.clone();
        origins = o.origins.clone();
        originCount = o.originCount;
    }

    /** {@return an independent copy} */
    Repetition copy() {
        return new Repetition(this);
    }

    /** {@return whether there is no record and no origin (as at the start of a turn)} */
    boolean isEmpty() {
        return recordCount == 0 && originCount == 0;
    }

    /** A turn begins: no record, no emigration (the caller skips this when {@link #isEmpty()}). */
    void clear() {
        recordCount = 0;
        originCount = 0;
    }

    /**
     * Before an emigration: records the occupancy, or finds it recorded before.
     *
     * @param table the table
     * @return the index of the earlier equal record, or -1 (then the occupancy is now recorded)
     */
    int recordOrFind(Table table) {
        long h = table.occupancyHash();
        int size = table.tables.beaches * 6;
        for (int k = 0; k < recordCount; k++) {
            if (hashes[k] == h && table.sameOccupancy(records, k * size)) {
                return k;
            }
        }
        int k = recordCount;
        if (k == hashes.length) {
            hashes = Arrays.copyOf(hashes, k * 2);
        }
        if (k == originsAt.length) {
            originsAt = Arrays.copyOf(originsAt, k * 2);
        }
        if ((k + 1) * size > records.length) {
            records = Arrays.copyOf(records, Math.max(2, 2 * k) * size);
        }
        table.copyOccupancy(records, k * size);
        hashes[k] = h;
        originsAt[k] = originCount;
        recordCount = k + 1;
        return -1;
    }

    /**
     * @param island the island an emigration starts from
     */
    void addOrigin(int island) {
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


    /**
     * @param tables the tile set's tables
     * @param k a record
     * @return record k as ints (beach * 6 + colour)
     */
    int[] record(Tables tables, int k) {
        int size = tables.beaches * 6;
        int[] a = new int[size];
        for (int i = 0; i < size; i++) {
            a[i] = records[k * size + i];
        }
        return a;
    }

    /**
     * Restores the records of a position into a new engine's records (empty).
     *
     * @param origins the islands emigrated from this turn, in order
     * @param recordOrigins per record: the emigrations before it
     * @param recordList the records (beach * 6 + colour)
     * @param tables the tile set's tables (the records' size, the hashes' keys)
     */
    void restore(int[] origins, int[] recordOrigins, List<int[]> recordList, Tables tables) {
        for (int t : origins) {
            addOrigin(t);
        }
        int n = recordList.size();
        originsAt = Arrays.copyOf(recordOrigins, Math.max(8, recordOrigins.length));
        hashes = new long[Math.max(8, n)];
        int size = tables.beaches * 6;
        records = new byte[n * size];
        for (int k = 0; k < n; k++) {
            int[] r = recordList.get(k);
            long h = 0;
            for (int i = 0; i < size; i++) {
                records[k * size + i] = (byte) r[i];
                h += r[i] * tables.occupancyKey[i];
            }
            hashes[k] = h;
        }
        recordCount = n;
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
        for (int k = 0; k < recordCount; k++) {
            sb.append("record ").append(originsAt[k]);
            TableText.occupancy(sb, tables, record(tables, k));
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
