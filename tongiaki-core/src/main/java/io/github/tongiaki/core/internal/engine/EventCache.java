package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.Rule;

/**
 * The most frequent events, made once and handed out again: a turn's start and end, boats placed on a beach and a
 * boat landed are about two events in five of a game, and the typed loop pays for each object made. Events are
 * immutable records whose identity is no promise (equal events are equal, made once or twice), so a shared one is
 * the same event. The caches fill as games ask; any thread may fill them, since a record of final fields is seen
 * whole or not at all, and a thread that sees none makes an equal one.
 */
final class EventCache {

    /** Turns up to this are cached; later ones (long games) are made each time. */
    private static final int TURNS = 128;
    private static final GameEvent.TurnStarted[] STARTED = new GameEvent.TurnStarted[TURNS * 6 * 4];
    private static final GameEvent.TurnEnded[] ENDED = new GameEvent.TurnEnded[TURNS * 6];
    /** The slot of a boat landed among a beach's and colour's {@link Tables#BOAT_EVENT_SLOTS}: after 4 rules × 3 counts. */
    private static final int LANDED = 12;

    private EventCache() {
    }

    static GameEvent.TurnStarted turnStarted(int turn, int c, boolean noBoat, boolean allBoats) {
        if (turn < 0 || turn >= TURNS) {
            return new GameEvent.TurnStarted(turn, Engine.colour(c), noBoat, allBoats);
        }
        int i = ((turn * 6 + c) << 2) + (noBoat ? 2 : 0) + (allBoats ? 1 : 0);
        GameEvent.TurnStarted e = STARTED[i];
        if (e == null) {
            e = new GameEvent.TurnStarted(turn, Engine.colour(c), noBoat, allBoats);
            STARTED[i] = e;
        }
        return e;
    }

    static GameEvent.TurnEnded turnEnded(int turn, int c) {
        if (turn < 0 || turn >= TURNS) {
            return new GameEvent.TurnEnded(turn, Engine.colour(c));
        }
        int i = turn * 6 + c;
        GameEvent.TurnEnded e = ENDED[i];
        if (e == null) {
            e = new GameEvent.TurnEnded(turn, Engine.colour(c));
            ENDED[i] = e;
        }
        return e;
    }

    /**
     * @param tb the tile set's tables
     * @param c a colour ordinal
     * @param b a global beach index
     * @param k the boats placed, 1..3 (more are made each time)
     * @param rule R-SETUP-2, R-EXP-1, R-NOBOAT-1 or R-NEW-1 (another is made each time)
     * @return the event
     */
    static GameEvent.BoatsPlaced boatsPlaced(Tables tb, int c, int b, int k, Rule rule) {
        int r = rule == Rule.R_SETUP_2 ? 0 : rule == Rule.R_EXP_1 ? 1 : rule == Rule.R_NOBOAT_1 ? 2 : rule == Rule.R_NEW_1 ? 3 : -1;
        if (r < 0 || k < 1 || k > 3) {
            return new GameEvent.BoatsPlaced(Engine.colour(c), tb.beachRef[b], k, rule);
        }
        int i = (b * 6 + c) * Tables.BOAT_EVENT_SLOTS + r * 3 + k - 1;
        GameEvent e = tb.boatEvents[i];
        if (e == null) {
            e = new GameEvent.BoatsPlaced(Engine.colour(c), tb.beachRef[b], k, rule);
            tb.boatEvents[i] = e;
        }
        return (GameEvent.BoatsPlaced) e;
    }

    static GameEvent.BoatLanded boatLanded(Tables tb, int c, int b) {
        int i = (b * 6 + c) * Tables.BOAT_EVENT_SLOTS + LANDED;
        GameEvent e = tb.boatEvents[i];
        if (e == null) {
            e = new GameEvent.BoatLanded(Engine.colour(c), tb.beachRef[b]);
            tb.boatEvents[i] = e;
        }
        return (GameEvent.BoatLanded) e;
    }
}
