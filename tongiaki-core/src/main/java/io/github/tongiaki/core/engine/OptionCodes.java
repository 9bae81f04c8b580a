package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Table;
import java.util.Arrays;

/**
 * The legal options of the pending decision, as the waiting step's codes (see each {@link Step}). A free
 * tile placement (D-9) may have hundreds of options that search rarely reads one by one: they are only
 * counted ({@link #lazyTiles}) and each code is computed from the table's frontier when asked for (hex
 * {@code i / 6}, rotation {@code i % 6}).
 */
final class OptionCodes {

    private int[] codes = new int[64];
    private int count;
    private boolean tilesPending; // D-9 options counted but their codes not yet written

    OptionCodes() {
    }

    private OptionCodes(OptionCodes o, boolean tile) {
        codes = Arrays.copyOf(o.codes, Math.max(tile ? 0 : o.count, 16));
        count = o.count;
        tilesPending = tile; // D-9 codes are written again when asked for
    }

    /**
     * @param tile whether the pending decision is a free tile placement
     * @return an independent copy
     */
    OptionCodes copy(boolean tile) {
        return new OptionCodes(this, tile);
    }

    /** No option (before a step writes its options, and once the game is over). */
    void clear() {
        count = 0;
        tilesPending = false;
    }

    /** @param code the code of one more option */
    void add(int code) {
        if (count == codes.length) {
            codes = Arrays.copyOf(codes, count * 2);
        }
        codes[count++] = code;
    }

    /** @param n the number of D-9 options: six rotations for each frontier hex (or the middle of an empty table) */
    void lazyTiles(int n) {
        count = n;
        tilesPending = true;
    }

    /** {@return the number of options} */
    int count() {
        return count;
    }

    /**
     * @param i an option index
     * @param table the table (for the D-9 codes)
     * @return its code
     */
    int code(int i, Table table) {
        if (tilesPending) {
            return tileCode(i, table);
        }
        return codes[i];
    }

    private static int tileCode(int i, Table table) {
        int h = table.frontierCount() == 0 ? Hexes.pack(0, 0) : table.frontier(i / 6);
        return (h << 3) | (i % 6);
    }

    /**
     * Copies the codes into a buffer.
     *
     * @param buffer at least {@link #count()} long
     * @param table the table (for the D-9 codes)
     * @return the number written
     */
    int codes(int[] buffer, Table table) {
        if (tilesPending) {
            int n = 0;
            for (int k = 0, hexes = count / 6; k < hexes; k++) {
                int base = (table.frontierCount() == 0 ? Hexes.pack(0, 0) : table.frontier(k)) << 3;
                for (int rot = 0; rot < 6; rot++) {
                    buffer[n++] = base | rot;
                }
            }
        } else {
            System.arraycopy(codes, 0, buffer, 0, count);
        }
        return count;
    }
}
