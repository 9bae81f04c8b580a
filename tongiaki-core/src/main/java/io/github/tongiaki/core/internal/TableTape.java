package io.github.tongiaki.core.internal;

import java.util.Arrays;

/**
 * D-4: the history of the turn's emigrations, a layer of {@link Table} (see {@link TableBase}). A tape of
 * two-int entries in the order things happened since the turn's first record: a RECORD (the occupancy hash
 * then) before each emigration, an ORIGIN (the island) when an emigration starts, and a CHANGE (the beach,
 * its word before) whenever a beach's boats change while the tape is not empty ({@link #setBeach}, the one
 * writer of a beach's word). The occupancy at a record is the occupancy now with the changes since undone,
 * so the tape holds every record without a copy of every beach; a copy of a game clones the tape only while
 * a turn's emigrations are under way.
 */
public abstract class TableTape extends TableBase {

    // tape entries: two ints, the first the kind (bits 28 and up) and a number, the second a value
    private static final int CHANGE = 0;
    private static final int ORIGIN = 1;
    private static final int RECORD = 2;

    private int[] tape;
    private int tapeLength;
    /** The tape position of the last record, -1 for none (each record holds the position of the one before + 1). */
    private int lastRecord = -1;
    private int hash;

    TableTape(Tables tables, boolean[] aside) {
        super(tables, aside);
    }

    TableTape(TableTape o) {
        super(o);
        if (o.tapeLength > 0) {
            tape = o.tape.clone();
            tapeLength = o.tapeLength;
            lastRecord = o.lastRecord;
            hash = o.hash;
        }
    }

    /** Every change of a beach's word: while the turn's records are taken (D-4), the tape and the hash follow it. */
    void setBeach(int b, int x) {
        int at = tables.offOcc + b;
        int old = s[at];
        if (tapeLength > 0 && old != x) {
            append(CHANGE, b, old);
            hash += (x - old) * tables.occupancyKey[b];
        }
        s[at] = x;
    }

    /** A turn begins: no record, no emigration. */
    public void clearHistory() {
        tapeLength = 0;
        lastRecord = -1;
    }

    private void append(int kind, int number, int value) {
        int[] t = tape;
        if (t == null) {
            t = new int[32];
            tape = t;
        } else if (tapeLength == t.length) {
            t = Arrays.copyOf(t, 2 * tapeLength);
            tape = t;
        }
        t[tapeLength] = kind << 28 | number;
        t[tapeLength + 1] = value;
        tapeLength += 2;
    }

    /**
     * Before an emigration: records the occupancy of every beach (D-4), or finds an equal one recorded earlier in
     * the turn. The hash finds the candidates; the occupancy recorded confirms them.
     *
     * @return the record equal to now (a tape position for {@link #originsSince}), or -1 if there is none (the
     *     occupancy is recorded now)
     */
    public int recordOrFind() {
        if (tapeLength == 0) {
            hash = 0; // the hash counts from the turn's first record
        }
        // The records, last first (no two records are equal, so the order finds the same one).
        int[] t = tape;
        for (int i = lastRecord; i >= 0; i = (t[i] & 0x0FFF_FFFF) - 1) {
            if (t[i + 1] == hash && sameAsRecord(i)) {
                return i;
            }
        }
        int at = tapeLength;
        append(RECORD, lastRecord + 1, hash);
        lastRecord = at;
        return -1;
    }

    /** Whether every beach holds what it held at the record at tape position {@code at}. */
    private boolean sameAsRecord(int at) {
        int[] t = tape;
        for (int i = at + 2; i < tapeLength; i += 2) {
            if (t[i] >>> 28 == CHANGE) {
                int b = t[i] & 0x0FFF_FFFF;
                // the first change of the beach since the record holds its word then
                if (firstChangeSince(at, i, b) && t[i + 1] != s[tables.offOcc + b]) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean firstChangeSince(int at, int i, int b) {
        int[] t = tape;
        int entry = CHANGE << 28 | b;
        for (int j = at + 2; j < i; j += 2) {
            if (t[j] == entry) {
                return false;
            }
        }
        return true;
    }

    /**
     * An emigration starts from an island (D-4 removes the islands emigrated from since a repeated record).
     *
     * @param island the island
     */
    public void addOrigin(int island) {
        append(ORIGIN, island, 0);
    }

    /**
     * The islands emigrated from since a record, in order (before the call: what the tape holds now).
     *
     * @param record a record's tape position ({@link #recordOrFind()})
     * @return the islands
     */
    public int[] originsSince(int record) {
        int[] t = tape;
        int n = 0;
        int[] out = new int[8];
        for (int i = record; i < tapeLength; i += 2) {
            if (t[i] >>> 28 == ORIGIN) {
                if (n == out.length) {
                    out = Arrays.copyOf(out, 2 * n);
                }
                out[n++] = t[i] & 0x0FFF_FFFF;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** @return the islands emigrated from this turn, in order */
    public int[] origins() {
        return originsSince(0);
    }

    /** @return the number of records this turn */
    public int recordCount() {
        int n = 0;
        for (int i = 0; i < tapeLength; i += 2) {
            if (tape[i] >>> 28 == RECORD) {
                n++;
            }
        }
        return n;
    }

    /**
     * @param k a record, 0 first
     * @return the number of emigrations started before it
     */
    public int originsBeforeRecord(int k) {
        int origins = 0;
        for (int i = 0; i < tapeLength; i += 2) {
            int kind = tape[i] >>> 28;
            if (kind == ORIGIN) {
                origins++;
            } else if (kind == RECORD && k-- == 0) {
                return origins;
            }
        }
        throw new IndexOutOfBoundsException("record " + k);
    }

    /**
     * @param k a record, 0 first
     * @return the beaches' words at record k (the words now, with the changes since undone)
     */
    public int[] recordWords(int k) {
        int at = -1;
        for (int i = 0; i < tapeLength; i += 2) {
            if (tape[i] >>> 28 == RECORD && k-- == 0) {
                at = i;
                break;
            }
        }
        if (at < 0) {
            throw new IndexOutOfBoundsException("record " + k);
        }
        int[] words = Arrays.copyOfRange(s, tables.offOcc, tables.offOcc + tables.beaches);
        for (int i = tapeLength - 2; i > at; i -= 2) {
            if (tape[i] >>> 28 == CHANGE) {
                words[tape[i] & 0x0FFF_FFFF] = tape[i + 1];
            }
        }
        return words;
    }

    /**
     * Restores the D-4 history of a position on a new table (its boats already restored, its history empty):
     * the records, and between them the changes that lead from each to the next and from the last to now.
     *
     * @param origins the islands emigrated from this turn, in order
     * @param recordOrigins per record: the emigrations before it (not decreasing)
     * @param records per record: the beaches' words
     */
    public void restoreHistory(int[] origins, int[] recordOrigins, int[][] records) {
        Tables tb = tables;
        int[] now = Arrays.copyOfRange(s, tb.offOcc, tb.offOcc + tb.beaches);
        int o = 0;
        for (int k = 0; k < records.length; k++) {
            for (; o < recordOrigins[k]; o++) {
                append(ORIGIN, origins[o], 0);
            }
            int at = tapeLength;
            append(RECORD, lastRecord + 1, relativeHash(records[k], records[0]));
            lastRecord = at;
            int[] next = k + 1 < records.length ? records[k + 1] : now;
            for (int b = 0; b < tb.beaches; b++) {
                if (records[k][b] != next[b]) {
                    append(CHANGE, b, records[k][b]);
                }
            }
        }
        for (; o < origins.length; o++) {
            append(ORIGIN, origins[o], 0);
        }
        hash = records.length == 0 ? 0 : relativeHash(now, records[0]);
    }

    private int relativeHash(int[] words, int[] base) {
        int h = 0;
        for (int b = 0; b < tables.beaches; b++) {
            h += (words[b] - base[b]) * tables.occupancyKey[b];
        }
        return h;
    }

    /** {@return the D-4 occupancy hash: the same for the same occupancy within a turn's records} */
    public int occupancyHash() {
        return hash;
    }
}
