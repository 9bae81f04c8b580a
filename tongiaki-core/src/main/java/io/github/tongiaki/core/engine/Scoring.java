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
        return (int) (pointsAndIslands(e, colour) >>> 32);
    }

    /**
     * One pass over the islands on the table (R-SCORE-1, D-11): the points of those with a boat (beach or
     * mask) of the colour in the high 32 bits, their number in the low 32 bits.
     */
    private static long pointsAndIslands(Engine e, int colour) {
        Tables tb = e.tables;
        long points = 0;
        long islands = 0;
        for (int t = 0; t < tb.tiles; t++) {
            if (!tb.island[t] || e.table.tileHex(t) < 0) {
                continue;
            }
            boolean has = e.table.royalOwner(t) == colour;
            for (int b = tb.beachBase[t], end = b + tb.beachCount[t]; b < end && !has; b++) {
                has = e.table.boats(b, colour) > 0;
            }
            if (has) {
                points += tb.points[t];
                islands++;
            }
        }
        return points << 32 | islands;
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
        for (int i = 0; i < n; i++) {
            int c = e.seatColour[(e.startSeat + i) % n];
            colour[i] = c;
            long pi = pointsAndIslands(e, c);
            score[i] = (int) (pi >>> 32);
            islands[i] = (int) pi;
            boats[i] = boatsOnTable(e, c);
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        // Stable sort: R-SCORE-1 most points; R-SCORE-2 most islands, then fewest boats.
        java.util.Arrays.sort(order, (a, b) -> compare(score, islands, boats, a, b));
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
