package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.Rule;

/**
 * Closed islands and removals: whether a jetty's path leads back (D-2) over the tiles on the table,
 * R-LOOP-1 / D-10 (an island leaves the game and its boats go back) and R-LOOP-2 (a removal that left no
 * island, or took the active player's last boats on the table, makes him draw until an island appears).
 * Used by {@link Emigrations} (D-2, D-3, D-4).
 */
final class ClosedIslands {

    private ClosedIslands() {
    }

    /**
     * D-2: follows the path from a jetty over the tiles on the table without drawing, and says whether it
     * leads back: to the island itself or to a royal island. A path leads elsewhere when it ends at an
     * empty hex (a tile would be drawn), at another island, or, with {@code colours >= 0}
     * (O-LOOP-COLOUR-AWARE), at a route the group could not cross. D-2 and D-3 ask only "back or not", so
     * those three ends are one answer.
     *
     * @param t the island
     * @param edge the jetty's edge (unrotated)
     * @param colours the colours of the group, or -1 to ignore difficulties
     * @return true if the path leads back
     */
    static boolean leadsBack(Engine e, int t, int edge, int colours) {
        Table table = e.table;
        int end = table.followPath(t, Tables.ADD6[edge + table.tileRotation(t)]);
        int u = (end & 0xFFFF) - 1;
        // A route the group could not cross (O-LOOP-COLOUR-AWARE) ends the path there, wherever it would lead.
        if (u == Table.NONE || colours >= 0 && end >>> 16 > colours) {
            return false;
        }
        return u == t || table.royalOwner(u) != Table.NONE;
    }

    /**
     * R-LOOP-1, D-10: the island leaves the game; its boats go back.
     *
     * @param t the island
     * @param rule R-LOOP-1 or D-4
     * @return the active player's boats among those that went back
     */
    static int remove(Engine e, int t, Rule rule) {
        int[] back = new int[6];
        int h = e.table.tileHex(t);
        e.table.removeIsland(t, back);
        Stall.progress(e); // D-15: an island removed is progress
        if (e.out != null) {
            e.out.add(new GameEvent.IslandRemoved(e.id(t), Hexes.hex(h), Boats.ofCounts(back), rule));
        }
        return back[e.activeColour()];
    }

    /**
     * R-LOOP-2 after an island left the game: if no island is left, or the removal itself gave the active
     * player back his last boats on the table (he had boats on the removed island and now has none; D-17
     * says what counts as on the table), he draws until an island appears. A player who had no boat on the
     * table before the removal (say, his group failed earlier in the turn) does not redraw. After the end
     * was triggered the redraw draws from what is left of the stack (D-1, FINISH_TURN); with an empty stack
     * there is nothing to draw.
     *
     * @param ownBack the active player's boats that the removal gave back
     * @return whether a redraw began (a free placement is on the stack)
     */
    static boolean afterRemoval(Engine e, int ownBack) {
        boolean anyIsland = e.table.anyIsland();
        boolean lostLastBoats = ownBack > 0 && e.onTable(e.activeColour()) == 0;
        if ((!anyIsland || lostLastBoats) && e.table.stackSize() > 0) {
            FreePlacement.begin(e, Engine.P_REDRAW);
            return true;
        }
        return false;
    }
}
