package io.github.tongiaki.core.internal;

import java.util.Arrays;

/**
 * D-4: the history of the turn's emigrations, over {@link Table}'s fields. A tape of two-int entries in the order
 * things happened since the turn's first record: a RECORD (the occupancy hash then) before each emigration, an
 * ORIGIN (the island) when an emigration starts, and a CHANGE (the beach, its word before) whenever a beach's
 * boats change while the tape is not empty. The occupancy at a record is the occupancy now with the changes since
 * undone, so the tape holds every record without a copy of every beach; a copy of a game clones the tape only
 * while a turn's emigrations are under way. Each record holds the tape position of the one before + 1
 * ({@code lastRecord} the last's, -1 for none); the hash counts from the turn's first record.
 *
 * <p>The one writer of a beach's word is here ({@link #setBeach}), as the tape follows every change of it, and so
 * does the position hash's beach part ({@link Table#beachHash()}). (One shortcut writes the words of an island's beaches
 * itself, {@code TableBoats.withdrawIsland} while no record is taken, and keeps the position hash there too.)
 *
 * <p>Static methods only: {@link Table} owns every field and array and calls these from its one-line entry
 * points. Nothing outside {@link Table} calls this class.
 */
final class TableTape {

    // an entry's kind, in bits 28 and up of its first int
    private static final int CHANGE = 0;
    private static final int ORIGIN = 1;
    private static final int RECORD = 2;

    private TableTape() {
    }

    /** {@link Table#beachHash()}: the position hash's beach part, then kept by {@link #setBeach}. */
    static void keepZobrist(Table t) {
        int[] s = t.s;
        Tables tables = t.tables;
        // First ask on this table (or its ancestors): computed once over every beach, kept from here on.
        int za = 0;
        int zb = 0;
        for (int b = 0; b < tables.beaches; b++) {
            int x = s[tables.offOcc + b];
            for (int c = 0; c < 6; c++) {
                int key = ((b * 6 + c) << 4) | ((x >>> (4 * c)) & 15); // the count 0's key is 0
                za ^= tables.zobristA[key];
                zb ^= tables.zobristB[key];
            }
        }
        t.zobristA = za;
        t.zobristB = zb;
        t.zobristKept = true;
    }

    /** Every change of a beach's word: while the turn's records are taken (D-4), the tape and the hash follow it. */
    static void setBeach(Table t, int b, int x) {
        int[] s = t.s;
        Tables tb = t.tables;
        int at = tb.offOcc + b;
        int old = s[at];
        if (t.tapeLength > 0 && old != x) {
            append(t, CHANGE, b, old);
            t.hash += (x - old) * tb.occupancyKey[b];
        }
        s[at] = x;
        // The position hash's beach part (Zobrist: a key per beach, colour and count, the count 0's key 0) follows the
        // colours whose count changed: mostly one (a boat lands, one is taken), all of a group's as it leaves.
        int[] ka = tb.zobristA;
        int[] kb = tb.zobristB;
        for (int diff = t.zobristKept ? (old ^ x) & 0xFF_FFFF : 0; diff != 0; ) {
            int shift = Integer.numberOfTrailingZeros(diff) & ~3;
            int base = (b * 6 + (shift >>> 2)) << 4;
            int was = base + ((old >>> shift) & 15);
            int now = base + ((x >>> shift) & 15);
            t.zobristA ^= ka[was] ^ ka[now];
            t.zobristB ^= kb[was] ^ kb[now];
            diff &= ~(15 << shift);
        }
        // The island's word follows (TableBoats.islandWord): its colour fields by the difference (a field of the
        // island never falls below the beach's, so nothing borrows between fields), the beach's full bit anew.
        int isle = tb.offIsland + tb.beachIsland[b];
        int bit = tb.beachFullBit[b];
        int full = (tb.berths[b] - 1 - (x >>> 24)) >> 31; // -1 when the beach is full
        s[isle] = ((s[isle] + (x & 0xFF_FFFF) - (old & 0xFF_FFFF)) & ~bit) | (full & bit);
    }

    private static void append(Table table, int kind, int number, int value) {
        int[] t = table.tape;
        int length = table.tapeLength;
        if (t == null) {
            t = new int[32];
            table.tape = t;
        } else if (length == t.length) {
            t = Arrays.copyOf(t, 2 * length);
            table.tape = t;
        }
        t[length] = kind << 28 | number;
        t[length + 1] = value;
        table.tapeLength = length + 2;
        if (kind == RECORD) {
            table.tapeRecords++;
        }
    }

    /** {@link Table#recordOrFind}: records the occupancy, or finds an equal record of the turn. */
    static int recordOrFind(Table table) {
        if (table.tapeLength == 0) {
            table.hash = 0; // the hash counts from the turn's first record
        }
        // The records, last first (no two records are equal, so the order finds the same one).
        int[] t = table.tape;
        int hash = table.hash;
        for (int i = table.lastRecord; i >= 0; i = (t[i] & 0x0FFF_FFFF) - 1) {
            if (t[i + 1] == hash && sameAsRecord(table, i)) {
                return i;
            }
        }
        int at = table.tapeLength;
        append(table, RECORD, table.lastRecord + 1, hash);
        table.lastRecord = at;
        return -1;
    }

    /** Whether every beach holds what it held at the record at tape position {@code at}. */
    private static boolean sameAsRecord(Table table, int at) {
        int[] t = table.tape;
        for (int i = at + 2, end = table.tapeLength; i < end; i += 2) {
            if (t[i] >>> 28 == CHANGE) {
                int b = t[i] & 0x0FFF_FFFF;
                // the first change of the beach since the record holds its word then
                if (firstChangeSince(t, at, i, b) && t[i + 1] != table.beachWord(b)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean firstChangeSince(int[] t, int at, int i, int b) {
        int entry = CHANGE << 28 | b;
        for (int j = at + 2; j < i; j += 2) {
            if (t[j] == entry) {
                return false;
            }
        }
        return true;
    }

    /** {@link Table#addOrigin}: an emigration starts from an island. */
    static void addOrigin(Table t, int island) {
        append(t, ORIGIN, island, 0);
    }

    /** {@link Table#originsSince}: the islands emigrated from since a record, in order. */
    static int[] originsSince(Table table, int record) {
        int[] t = table.tape;
        int n = 0;
        int[] out = new int[8];
        for (int i = record, end = table.tapeLength; i < end; i += 2) {
            if (t[i] >>> 28 == ORIGIN) {
                if (n == out.length) {
                    out = Arrays.copyOf(out, 2 * n);
                }
                out[n++] = t[i] & 0x0FFF_FFFF;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** {@link Table#nextOrigin}: the next ORIGIN entry from a tape position on. */
    static int nextOrigin(Table table, int from) {
        int[] t = table.tape;
        for (int i = from, end = table.tapeLength; i < end; i += 2) {
            if (t[i] >>> 28 == ORIGIN) {
                return (i + 2) << 16 | (t[i] & 0xFFFF);
            }
        }
        return -1;
    }

    /** {@link Table#recordCount}: the number of records this turn. */
    static int recordCount(Table table) {
        // counted as they are written: the tape also holds every boat moved this turn, too long to count at each
        // observation (a learner observes at every step)
        return table.tapeRecords;
    }

    /** {@link Table#originsBeforeRecord}: the emigrations started before record k. */
    static int originsBeforeRecord(Table table, int k) {
        int[] t = table.tape;
        int origins = 0;
        for (int i = 0, end = table.tapeLength; i < end; i += 2) {
            int kind = t[i] >>> 28;
            if (kind == ORIGIN) {
                origins++;
            } else if (kind == RECORD && k-- == 0) {
                return origins;
            }
        }
        throw new IndexOutOfBoundsException("record " + k);
    }

    /** {@link Table#recordWords}: the beaches' words at record k (the words now, with the changes since undone). */
    static void recordWords(Table table, int k, int[] words) {
        int[] t = table.tape;
        int length = table.tapeLength;
        int at = -1;
        for (int i = 0, seen = 0; i < length; i += 2) {
            if (t[i] >>> 28 == RECORD && seen++ == k) {
                at = i;
                break;
            }
        }
        if (at < 0) {
            throw new IndexOutOfBoundsException("record " + k);
        }
        Tables tb = table.tables;
        System.arraycopy(table.s, tb.offOcc, words, 0, tb.beaches);
        for (int i = length - 2; i > at; i -= 2) {
            if (t[i] >>> 28 == CHANGE) {
                words[t[i] & 0x0FFF_FFFF] = t[i + 1];
            }
        }
    }

    /** {@link Table#restoreHistory}: the records of a position, and the changes between them. */
    static void restore(Table table, int[] origins, int[] recordOrigins, int[][] records) {
        Tables tb = table.tables;
        int[] now = Arrays.copyOfRange(table.s, tb.offOcc, tb.offOcc + tb.beaches);
        int o = 0;
        for (int k = 0; k < records.length; k++) {
            for (; o < recordOrigins[k]; o++) {
                append(table, ORIGIN, origins[o], 0);
            }
            int at = table.tapeLength;
            append(table, RECORD, table.lastRecord + 1, relativeHash(tb, records[k], records[0]));
            table.lastRecord = at;
            int[] next = k + 1 < records.length ? records[k + 1] : now;
            for (int b = 0; b < tb.beaches; b++) {
                if (records[k][b] != next[b]) {
                    append(table, CHANGE, b, records[k][b]);
                }
            }
        }
        for (; o < origins.length; o++) {
            append(table, ORIGIN, origins[o], 0);
        }
        table.hash = records.length == 0 ? 0 : relativeHash(tb, now, records[0]);
    }

    private static int relativeHash(Tables tb, int[] words, int[] base) {
        int h = 0;
        for (int b = 0; b < tb.beaches; b++) {
            h += (words[b] - base[b]) * tb.occupancyKey[b];
        }
        return h;
    }
}
