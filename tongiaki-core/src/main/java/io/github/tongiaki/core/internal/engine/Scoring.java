package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.internal.Tables;

/**
 * Scoring and ranking (R-SCORE-1, R-SCORE-2, D-11).
 */
public final class Scoring {

    private Scoring() {
    }

    /**
     * @param e an engine
     * @param colour a colour ordinal
     * @return the points of every island on the table with a boat of that colour, a mask boat included
     */
    public static int score(Engine e, int colour) {
        long[] all = new long[6];
        pointsAndIslands(e, all);
        return (int) (all[colour] >>> 32);
    }

    /**
     * One pass over the islands on the table (R-SCORE-1, D-11): per colour, the points of those with a boat of
     * the colour (on a beach, or its mask boat) and their number.
     *
     * @param all receives per colour ordinal the points in the high 32 bits and the islands in the low 32 bits
     */
    private static void pointsAndIslands(Engine e, long[] all) {
        Tables tb = e.tables;
        for (int t : tb.islands) {
            if (!e.table.onTable(t)) {
                continue;
            }
            // The colours with a boat on its beaches (a nibble each) and the mask boat's, as the low bit of each
            // nibble: one pass over the colours present rather than a branch per colour (a playout's every end).
            int word = e.table.islandWord(t) & 0xFF_FFFF;
            int present = word | word >>> 1;
            present = (present | present >>> 2) & 0x11_1111;
            int royal = e.table.royalOwner(t);
            if (royal >= 0) {
                present |= 1 << 4 * royal;
            }
            long add = (long) tb.points[t] << 32 | 1;
            for (; present != 0; present &= present - 1) {
                all[Integer.numberOfTrailingZeros(present) >>> 2] += add;
            }
        }
    }

    /**
     * @param e an engine
     * @param colour a colour ordinal
     * @return boats on the table for the second tie-break: beaches, masks and (O-STRANDED-COUNT-ON-TABLE)
     *     boats stranded on the last water tile (D-11)
     */
    static int boatsOnTable(Engine e, int colour) {
        return e.table.boatsOnBeaches(colour) + e.table.royalCount(colour)
                + (e.options.strandedCountOnTable() ? e.table.stranded(colour) : 0);
    }

    /** The low bits of a player's key ({@link #standings}): fewer boats, a larger value. */
    private static final int BOATS = (1 << 21) - 1;

    /**
     * @param e an engine
     * @return every player's standing, best first; equal players in seat order from the start player
     */
    public static Standing[] standings(Engine e) {
        int n = e.players;
        long[] all = new long[6];
        pointsAndIslands(e, all);
        // R-SCORE-1 most points; R-SCORE-2 most islands, then fewest boats: one key per player whose order is that
        // order (points, islands and boats in fields of 21 bits, boats inverted), so that every comparison below is
        // one comparison of longs (the standings end every playout of a search).
        int[] colour = new int[n];
        long[] key = new long[n];
        for (int i = 0; i < n; i++) {
            int c = e.seatColour[(e.startSeat + i) % n];
            colour[i] = c;
            key[i] = (all[c] >>> 32) << 42 | (all[c] & 0xFFFF_FFFFL) << 21 | (BOATS - boatsOnTable(e, c));
        }
        // Equal players keep their seat order (a stable insertion sort: six players at most).
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            int k = i;
            while (k > 0 && key[order[k - 1]] < key[i]) {
                order[k] = order[k - 1];
                k--;
            }
            order[k] = i;
        }
        Standing[] out = new Standing[n];
        for (int k = 0; k < n; k++) {
            int i = order[k];
            long mine = key[i];
            int rank = 1;
            boolean sameScore = false;
            boolean sameIslands = false;
            boolean shared = false;
            for (int j = 0; j < n; j++) {
                if (j == i) {
                    continue;
                }
                long other = key[j];
                rank += other > mine ? 1 : 0;
                sameScore |= other >>> 42 == mine >>> 42;
                sameIslands |= other >>> 21 == mine >>> 21;
                shared |= other == mine;
            }
            Standing.TieBreak tb = shared ? Standing.TieBreak.SHARED
                    : sameIslands ? Standing.TieBreak.FEWER_BOATS
                    : sameScore ? Standing.TieBreak.ISLANDS : Standing.TieBreak.SCORE;
            out[k] = new Standing(Colour.of(colour[i]), rank, (int) (mine >>> 42), (int) (mine >>> 21) & BOATS,
                    BOATS - (int) (mine & BOATS), tb);
        }
        return out;
    }
}
