package io.github.tongiaki.protocol;

import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.events.GameEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Puts events into words for a log a person can follow: whole sentences, correct plurals, no Java
 * collection syntax, and the rule each event carries out as a tag at the end of its line ({@code [R-…]}).
 * The {@code text} of PROTOCOL.md's event and standing forms, on the JVM and in the JavaScript build, which
 * compiles this class (it uses nothing but the core). Sentences for people, not the canonical one-line form
 * a program reads back: that is the core's {@link io.github.tongiaki.core.notation.EventText}.
 */
public final class EventSentences {

    private EventSentences() {
    }

    /**
     * @param e an event
     * @return one line (without indentation) ending in the event's rule tag, or {@code null} for events
     *     not worth a line
     */
    public static String describe(GameEvent e) {
        String text = words(e);
        return text == null ? null : text + " " + tag(e);
    }

    /** {@return the rule tag of an event, e.g. {@code [R-VOY-2]}} */
    static String tag(GameEvent e) {
        return "[" + e.rule().id() + "]";
    }

    private static String words(GameEvent e) {
        if (e instanceof GameEvent.TurnStarted t) {
            return "Turn " + t.turn() + ": " + t.player() + (t.noBoat() ? " (no boat on the table)" : "")
                    + (t.allBoats() ? " (all 15 boats on the table)" : "");
        } else if (e instanceof GameEvent.TurnEnded) {
            return null;
        } else if (e instanceof GameEvent.BoatsPlaced p) {
            return p.colour() + " puts " + count(p.count(), "boat") + " on " + p.beach();
        } else if (e instanceof GameEvent.BoatTaken b) {
            return b.colour() + " takes a boat off " + b.beach() + " to expand with it";
        } else if (e instanceof GameEvent.RoyalIslandFounded r) {
            int n = r.returned().size();
            return r.owner() + " founds the royal island " + r.island()
                    + (n == 0 ? "" : "; " + boats(r.returned()) + (n == 1 ? " goes" : " go") + " back to the supply");
        } else if (e instanceof GameEvent.FleetWithdrawn f) {
            int n = f.beaches().size();
            return f.colour() + " takes " + (n == 1 ? "its only boat" : "all " + n + " of its boats") + " off the beaches for a new settlement";
        } else if (e instanceof GameEvent.EmigrationStarted m) {
            return m.beach() + " is full: " + boats(m.group()) + " sail out through the jetty on edge " + m.jetty();
        } else if (e instanceof GameEvent.TileDrawn d) {
            return "draws " + d.tile() + " (" + d.stackLeft() + " left in the stack)";
        } else if (e instanceof GameEvent.TilePlaced p) {
            return "lays " + p.tile() + " at " + p.hex() + " turned " + p.rotation();
        } else if (e instanceof GameEvent.RouteCrossed c) {
            return "crosses " + c.tile() + " from edge " + c.fromEdge() + " to edge " + c.toEdge()
                    + (c.difficulty() == 0 ? " (a route without a number)"
                            : " (needs " + count(c.difficulty(), "colour") + ", has " + c.colours() + ")");
        } else if (e instanceof GameEvent.CrossingFailed c) {
            return "cannot cross " + c.tile() + ": the route needs " + count(c.difficulty(), "colour") + ", the group has " + c.colours();
        } else if (e instanceof GameEvent.BoatsReturned r) {
            return boats(r.boats()) + (r.boats().size() == 1 ? " goes" : " go") + " back to the supply";
        } else if (e instanceof GameEvent.BouncedFromRoyalIsland b) {
            return b.royalIsland() + " is a royal island: the group turns back and lands on " + b.origin();
        } else if (e instanceof GameEvent.BoatLanded l) {
            return "a " + l.colour() + " boat lands on " + l.beach();
        } else if (e instanceof GameEvent.GroupStranded s) {
            return boats(s.boats()) + (s.boats().size() == 1 ? " stays" : " stay") + " on the last water tile " + s.tile();
        } else if (e instanceof GameEvent.IslandRemoved r) {
            return r.island() + " leaves the game (an endless chain)"
                    + (r.returned().isEmpty() ? "" : "; " + boats(r.returned()) + (r.returned().size() == 1 ? " goes" : " go")
                            + " back to the supply");
        } else if (e instanceof GameEvent.Stalled st) {
            return count(st.turnsWithoutProgress(), "turn") + " in a row have passed without a tile drawn, an island removed or a "
                    + "royal island founded: the game stalls and ends as it stands, before " + st.player() + "'s turn " + st.turn();
        } else if (e instanceof GameEvent.EndTriggered t) {
            return "that was the last tile of its kind (" + t.lastTile() + "): the game ends with this turn";
        } else if (e instanceof GameEvent.GameOver) {
            return "Game over.";
        }
        throw new IllegalArgumentException("unknown event " + e);
    }

    /**
     * @param n a count
     * @param noun a countable noun in the singular ({@code boat})
     * @return {@code 1 boat}, {@code 2 boats}, {@code 0 boats}
     */
    public static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /**
     * Boats in words: {@code 1 blue boat}, {@code 3 boats (2 blue, 1 red)}, {@code no boats}.
     *
     * @param b boats
     * @return the words
     */
    public static String boats(Boats b) {
        if (b.isEmpty()) {
            return "no boats";
        }
        List<String> parts = new ArrayList<>();
        for (Colour c : Colour.values()) {
            if (b.count(c) > 0) {
                parts.add(b.count(c) + " " + c);
            }
        }
        if (parts.size() == 1) {
            return b.size() + " " + parts.get(0).substring(parts.get(0).indexOf(' ') + 1) + (b.size() == 1 ? " boat" : " boats");
        }
        return count(b.size(), "boat") + " (" + String.join(", ", parts) + ")";
    }

    /**
     * A list in words: {@code blue}, {@code blue and red}, {@code blue, red and green}.
     *
     * @param items the items
     * @return the words
     */
    public static String and(List<?> items) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                sb.append(i == items.size() - 1 ? " and " : ", ");
            }
            sb.append(items.get(i));
        }
        return sb.toString();
    }

    /**
     * @param s a standing
     * @return a line of the final table
     */
    public static String standing(Standing s) {
        String why = switch (s.decidedBy()) {
            case SCORE -> "";
            case ISLANDS -> "  (tie on points broken by islands) [R-SCORE-2]";
            case FEWER_BOATS -> "  (tie on points and islands broken by fewer boats on the table) [R-SCORE-2]";
            case SHARED -> "  (tied on every count: a shared place) [D-11]";
        };
        // No String.format: the JavaScript build (tongiaki-js) compiles this class with TeaVM.
        String colour = s.colour().toString();
        return s.rank() + ". " + colour + " ".repeat(Math.max(0, 7 - colour.length())) + " " + pad(count(s.score(), "point"), 9) + "  "
                + pad(count(s.islands(), "island"), 10) + "  " + pad(count(s.boatsOnTable(), "boat"), 8) + " on the table" + why;
    }

    private static String pad(String s, int width) {
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }
}
