package io.github.tongiaki.examples;

import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.events.GameEvent;

/** Puts events into words for a log a person can follow. */
public final class EventText {

    private EventText() {
    }

    /**
     * @param e an event
     * @return one line (without indentation), or {@code null} for events not worth a line
     */
    public static String describe(GameEvent e) {
        if (e instanceof GameEvent.TurnStarted t) {
            return "Turn " + t.turn() + ": " + t.player() + (t.noBoat() ? " (no boat on the table, R-NOBOAT-1)" : "") + (t.allBoats() ? " (all 15 boats on the table, R-ALLBOATS-1)" : "");
        } else if (e instanceof GameEvent.TurnEnded t) {
            return null;
        } else if (e instanceof GameEvent.BoatsPlaced p) {
            return p.colour() + " puts " + boats(p.count()) + " on " + p.beach() + " [" + p.rule() + "]";
        } else if (e instanceof GameEvent.BoatTaken b) {
            return b.colour() + " takes a boat off " + b.beach() + " to expand with it [" + b.rule() + "]";
        } else if (e instanceof GameEvent.RoyalIslandFounded r) {
            return r.owner() + " founds the royal island " + r.island() + "; " + r.returned().size() + " boat(s) go back to the supply [" + r.rule() + "]";
        } else if (e instanceof GameEvent.FleetWithdrawn f) {
            return f.colour() + " takes all " + f.beaches().size() + " boats off the beaches for a new settlement [" + f.rule() + "]";
        } else if (e instanceof GameEvent.EmigrationStarted m) {
            return m.beach() + " is full: " + group(m.group()) + " sail out through the jetty on edge " + m.jetty() + " [" + m.rule() + "]";
        } else if (e instanceof GameEvent.TileDrawn d) {
            return "draws " + d.tile() + " (" + d.stackLeft() + " left in the stack) [" + d.rule() + "]";
        } else if (e instanceof GameEvent.TilePlaced p) {
            return "lays " + p.tile() + " at " + p.hex() + " turned " + p.rotation() + " [" + p.rule() + "]";
        } else if (e instanceof GameEvent.RouteCrossed c) {
            return "crosses " + c.tile() + " from edge " + c.fromEdge() + " to edge " + c.toEdge() + (c.difficulty() == 0 ? " (no number)" : " (needs " + c.difficulty() + " colours, has " + c.colours() + ")");
        } else if (e instanceof GameEvent.CrossingFailed c) {
            return "cannot cross " + c.tile() + ": the route needs " + c.difficulty() + " colours, the group has " + c.colours() + " [" + c.rule() + "]";
        } else if (e instanceof GameEvent.BoatsReturned r) {
            return group(r.boats()) + " go back to their owners [" + r.rule() + "]";
        } else if (e instanceof GameEvent.BouncedFromRoyalIsland b) {
            return b.royalIsland() + " is a royal island: the group turns back and lands on " + b.origin() + " [" + b.rule() + "]";
        } else if (e instanceof GameEvent.BoatLanded l) {
            return "a " + l.colour() + " boat lands on " + l.beach();
        } else if (e instanceof GameEvent.GroupStranded s) {
            return group(s.boats()) + " stay on the last water tile " + s.tile() + " [" + s.rule() + "]";
        } else if (e instanceof GameEvent.IslandRemoved r) {
            return r.island() + " leaves the game (endless chain); " + group(r.returned()) + " go back to their owners [" + r.rule() + "]";
        } else if (e instanceof GameEvent.Stalled st) {
            return st.turnsWithoutProgress() + " turns in a row have passed without a tile drawn, an island removed or a royal island "
                    + "founded: the game stalls and ends as it stands, before " + st.player() + "'s turn " + st.turn() + " [" + st.rule() + "]";
        } else if (e instanceof GameEvent.EndTriggered t) {
            return "that was the last tile of its kind (" + t.lastTile() + "): the game ends when this turn is finished [" + t.rule() + "]";
        } else if (e instanceof GameEvent.GameOver o) {
            return "Game over.";
        }
        throw new IllegalArgumentException("unknown event " + e);
    }

    private static String boats(int n) {
        return n == 1 ? "1 boat" : n + " boats";
    }

    private static String group(Boats b) {
        return b.isEmpty() ? "no boats" : "boats " + b;
    }

    /**
     * @param s a standing
     * @return a line of the final table
     */
    public static String standing(Standing s) {
        String why = switch (s.decidedBy()) {
            case SCORE -> "";
            case ISLANDS -> "  (tie on points broken by islands, R-SCORE-2)";
            case FEWER_BOATS -> "  (tie on points and islands broken by fewer boats on the table, R-SCORE-2)";
            case SHARED -> "  (tied on every count: shared place, D-11)";
        };
        return String.format("%d. %-7s %2d points  %d islands  %2d boats on the table%s", s.rank(), s.colour(), s.score(), s.islands(),
                s.boatsOnTable(), why);
    }
}
