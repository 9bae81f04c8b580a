package io.github.tongiaki.core.board;

import java.util.Objects;

/**
 * One player's result at the end of the game (R-SCORE-1, R-SCORE-2, D-11).
 *
 * @param colour the player
 * @param rank 1 for the winner(s); players tied on every criterion share a rank (D-11)
 * @param score the value of every island on which the player has a boat, a mask boat included
 * @param islands the number of islands with at least one of the player's boats (Tonga and royal
 *     islands included; first tie-break)
 * @param boatsOnTable the player's boats on beaches and masks, plus boats stranded on the last water
 *     tile when {@code O-STRANDED-COUNT-ON-TABLE} is on (fewer wins the second tie-break)
 * @param decidedBy the deepest criterion needed to order this player against everyone with the same score
 */
public record Standing(Colour colour, int rank, int score, int islands, int boatsOnTable, TieBreak decidedBy) {

    /**
     * Validates the components.
     *
     * @param colour the player
     * @param rank 1 for the winner(s); players tied on every criterion share a rank (D-11)
     * @param score the value of every island on which the player has a boat, a mask boat included
     * @param islands the number of islands with at least one of the player's boats (Tonga and royal
     *     islands included; first tie-break)
     * @param boatsOnTable the player's boats on beaches and masks, plus boats stranded on the last water
     *     tile when {@code O-STRANDED-COUNT-ON-TABLE} is on (fewer wins the second tie-break)
     * @param decidedBy the deepest criterion needed to order this player against everyone with the same score
     * @throws NullPointerException if an argument is null
     */
    public Standing {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(decidedBy, "decidedBy");
    }

    /** What separated a player from those with the same score. */
    public enum TieBreak {
        /** Nobody else has the same score (R-SCORE-1). */
        SCORE,
        /** Same score as someone, separated by the number of islands (R-SCORE-2). */
        ISLANDS,
        /** Same score and islands as someone, separated by fewer boats on the table (R-SCORE-2). */
        FEWER_BOATS,
        /** Tied on every criterion with someone: a shared place (D-11). */
        SHARED
    }

    /** {@return the standing in words, e.g. {@code 1. red 20 points, 6 islands, 8 boats}, with the tie-break if one decided} */
    @Override
    public String toString() {
        String why = switch (decidedBy) {
            case SCORE -> "";
            case ISLANDS -> " (tie on points broken by islands)";
            case FEWER_BOATS -> " (tie on points and islands broken by fewer boats)";
            case SHARED -> " (tied on every count: a shared place)";
        };
        return rank + ". " + colour + " " + count(score, "point") + ", " + count(islands, "island") + ", " + count(boatsOnTable, "boat")
                + why;
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
