package io.github.tongiaki.core.rules;

/**
 * What is still played once the end of the game has been triggered ({@code O-ENDGAME}, D-1). In both
 * settings the voyage that drew the last tile is finished first (the landing on the last island, or the
 * group staying on the last water tile, R-END-1), and the end triggers only once.
 */
public enum EndGame {
    /**
     * Only the voyage that drew the last tile is finished; then the turn and the game end. Full beaches
     * stay as they are. (The default of development snapshots before rules revision 2; nothing had been released.)
     */
    VOYAGE_ONLY,
    /**
     * Default, the literal reading of every translation ("Der Zug des aktiven Spielers wird noch
     * ausgeführt"): the rest of the active player's turn is played under the usual rules. Remaining full
     * beaches emigrate (R-CHAIN-1) and tiles are drawn from what is left of the stack; only when a draw is
     * needed and the stack is empty do that group's boats go back to their owners. Then the game ends.
     */
    FINISH_TURN
}
