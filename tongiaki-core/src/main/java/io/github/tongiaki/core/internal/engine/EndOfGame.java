package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Group;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.rules.EndGame;

/**
 * The end of the game (R-END-1, D-1): it is triggered when the stack holds no more island tiles or no
 * more water tiles; the turn that triggered it is finished (O-ENDGAME: the rest of the turn under
 * FINISH_TURN, only the voyage or redraw under way under VOYAGE_ONLY) and then the game ends. A group
 * on the water tile whose draw triggered the end stays there, stranded.
 */
final class EndOfGame {

    private EndOfGame() {
    }

    /** D-1: after a draw, the end triggers once the stack holds no more tiles of one kind. */
    static void afterDraw(Engine e, int t) {
        Table table = e.table;
        if (!e.endTriggered && triggered(table.stackIslands(), table.stackWater())) {
            e.endTriggered = true;
            if (e.out != null) {
                e.out.add(new GameEvent.EndTriggered(e.id(t)));
            }
        }
    }

    /**
     * D-1: the end is triggered when the stack holds no more island tiles or no more water tiles.
     *
     * @param islands island tiles in the stack
     * @param water water tiles in the stack
     * @return whether the end is triggered
     */
    static boolean triggered(int islands, int water) {
        return islands == 0 || water == 0;
    }

    /**
     * R-END-1, D-1: the stranding applies only to the water tile whose draw triggered the end; a later draw
     * of the last tile of the other kind (FINISH_TURN) is an ordinary draw.
     *
     * @param t the tile just drawn and laid by a voyage
     * @param triggeredBefore whether the end was triggered before that draw
     * @return whether a group on it stays there
     */
    static boolean strandsOn(Engine e, int t, boolean triggeredBefore) {
        return !triggeredBefore && e.endTriggered && !e.tables.island[t];
    }

    /** R-END-1: the group stays on the last water tile. */
    static void strand(Engine e, int t, int hex, int group) {
        e.table.strand(t, group);
        if (e.out != null) {
            e.out.add(new GameEvent.GroupStranded(e.id(t), Hexes.hex(hex), Group.boats(group)));
        }
    }

    /**
     * A voyage (or its landing) is done: its frame goes. D-1: under VOYAGE_ONLY, once the end was triggered
     * the turn ends now; otherwise the emigrations below resume (R-CHAIN-1).
     */
    static void afterVoyage(Engine e) {
        e.pop();
        if (e.endTriggered && e.options.endGame() == EndGame.VOYAGE_ONLY) {
            TurnAction.endNow(e);
        }
    }
}
