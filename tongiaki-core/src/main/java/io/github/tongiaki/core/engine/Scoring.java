package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.internal.Tables;

/**
 * Scoring and ranking (R-SCORE-1, R-SCORE-2, D-11).
 */
final class Scoring {

    private Scoring() {
    }

    /**
     * @param e an engine
     * @param colour a colour ordinal
     * @return the points of every island on the table with a boat of that colour, a mask boat included
     */
    static int score(Engine e, int colour) {
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
            // the colours with a boat on its beaches (a nibble each), and the mask boat's
            int word = e.table.islandWord(t) & 0xFF_FFFF;
            int royal = e.table.royalOwner(t);
            long add = (long) tb.points[t] << 32 | 1;
            for (int c = 0; c < 6; c++) {
                if ((word >>> 4 * c & 15) != 0 || royal == c) {
                    all[c] += add;
                }
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

    /**
     * @param e an engine
     * @return every player's standing, best first; equal players in seat order from the start player
     */
    static Standing[] standings(Engine e) {
        int n = e.players;
        int[] colour = new int[n];
        int[] score = new int[n];
        int[] islands = new int[n];
        int[] boats = new int[n];
        long[] all = new long[6];
        pointsAndIslands(e, all);
        for (int i = 0; i < n; i++) {
            int c = e.seatColour[(e.startSeat + i) % n];
            colour[i] = c;
            score[i] = (int) (all[c] >>> 32);
            islands[i] = (int) all[c];
            boats[i] = boatsOnTable(e, c);
        }
        // R-SCORE-1 most points; R-SCORE-2 most islands, then fewest boats; equal players keep their seat order (a
        // stable insertion sort: six players at most).
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            int k = i;
            while (k > 0 && compare(score, islands, boats, order[k - 1], i) > 0) {
                order[k] = order[k - 1];
                k--;
            }
            order[k] = i;
        }
        Standing[] out = new Standing[n];
        for (int k = 0; k < n; k++) {
            int i = order[k];
            int rank = 1;
            boolean sameScore = false;
            boolean sameIslands = false;
            boolean shared = false;
            for (int j = 0; j < n; j++) {
                if (j == i) {
                    continue;
                }
                if (compare(score, islands, boats, j, i) < 0) {
                    rank++;
                }
                if (score[j] == score[i]) {
                    sameScore = true;
                    if (islands[j] == islands[i]) {
                        sameIslands = true;
                        if (boats[j] == boats[i]) {
                            shared = true;
                        }
                    }
                }
            }
            Standing.TieBreak tb = shared ? Standing.TieBreak.SHARED
                    : sameIslands ? Standing.TieBreak.FEWER_BOATS
                    : sameScore ? Standing.TieBreak.ISLANDS : Standing.TieBreak.SCORE;
            out[k] = new Standing(Colour.of(colour[i]), rank, score[i], islands[i], boats[i], tb);
        }
        return out;
    }

    private static int compare(int[] score, int[] islands, int[] boats, int a, int b) {
        if (score[a] != score[b]) {
            return Integer.compare(score[b], score[a]);
        }
        if (islands[a] != islands[b]) {
            return Integer.compare(islands[b], islands[a]);
        }
        return Integer.compare(boats[a], boats[b]);
    }
}
