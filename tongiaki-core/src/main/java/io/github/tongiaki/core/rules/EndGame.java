package io.github.tongiaki.core.rules;

/**
 * What is still played once the end of the game has been triggered ({@code O-ENDGAME}, D-1).
 */
public enum EndGame {
    /**
     * Default: only the voyage that drew the last tile is finished (the landing on the last island, or
     * the group staying on the last water tile); then the game ends. Full beaches stay as they are.
     */
    VOYAGE_ONLY,
    /**
     * The active player's turn is finished: further full beaches still emigrate over the tiles on the
     * table, but no tile is drawn any more; a group that would need a new tile goes back to its owners.
     */
    FINISH_TURN
}
