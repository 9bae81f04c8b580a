package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Lines.Line;
import io.github.tongiaki.core.internal.Read;

/**
 * D-15, O-STALL-ROUNDS: when that many full rounds of turns have begun since the turn of the last
 * progress (a tile drawn, an island removed, a royal island founded), the next turn does not begin; the
 * game ends and is scored as it stands. (Players can keep a game from ever drawing its last tile, e.g.
 * all passing under D-7; a repeated position alone never ends it.) The count is {@link Engine#stallTurns}.
 */
final class Stall {

    private Stall() {
    }

    /** D-15: progress was made; the count starts again. */
    static void progress(Engine e) {
        e.stallTurns = 0;
    }

    /**
     * Before a turn begins: ends the game if the stall rule says so.
     *
     * @return whether the game ended
     */
    static boolean endsBeforeTurn(Engine e) {
        int rounds = e.options.stallRounds();
        if (rounds > 0 && e.stallTurns >= rounds * e.players) {
            if (e.out != null) {
                e.out.add(new GameEvent.Stalled(Engine.counted(e.turn), Engine.colour(e.activeColour()), e.stallTurns));
            }
            e.finishGame();
            return true;
        }
        return false;
    }

    /** The position text's line: {@code stall <turns without progress>}. */
    static void print(Engine e, StringBuilder sb) {
        sb.append("stall ").append(e.stallTurns).append('\n');
    }

    /** Reads the position text's {@code stall} line (0 when there is none). */
    static void read(PositionParser p, State s, Validator v) {
        Line sl = p.one("stall");
        if (sl != null) {
            p.arity(sl, 2, 2, "stall <turns without progress>");
            s.stallTurns = Read.integer(sl.number(), sl.token(1), 0, v.maxStall(s.turn), "a count of turns without progress (D-15)");
        }
    }
}
