package io.github.tongiaki.core.notation;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.internal.Lines;
import io.github.tongiaki.core.internal.Lines.Token;
import io.github.tongiaki.core.internal.Read;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileId;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The text form of events, one line each: the event's name, then its fields as {@code key=value} in a
 * fixed order, e.g. {@code TileDrawn tile=W07 left=12 rule=R-EMI-3}. The conformance vectors compare
 * event streams in this form. Tile ids with a space are written in double quotes
 * ({@code tile="Rapa Nui"}, {@code beach="Rapa Nui"/2}); boats are written compactly ({@code 2B+R},
 * {@code -} for none). Every form is listed in {@code CONFORMANCE.md}.
 *
 * <p>{@code parse(print(e)).equals(e)} for every event, and {@code print(parse(s))} is {@code s} for every
 * canonical line.
 */
public final class EventText {

    private EventText() {
    }

    private static String id(TileId id) {
        return Lines.quote(id.value());
    }

    private static String beach(BeachRef b) {
        return id(b.island()) + "/" + b.number();
    }

    private static String boats(Boats b) {
        return Read.boats(b.toCounts());
    }

    /**
     * {@return the canonical line of an event}
     *
     * @param event an event
     */
    public static String print(GameEvent event) {
        Objects.requireNonNull(event, "event");
        if (event instanceof GameEvent.TurnStarted e) {
            return "TurnStarted turn=" + e.turn() + " player=" + e.player() + " noboat=" + e.noBoat() + " allboats=" + e.allBoats();
        } else if (event instanceof GameEvent.TurnEnded e) {
            return "TurnEnded turn=" + e.turn() + " player=" + e.player();
        } else if (event instanceof GameEvent.BoatsPlaced e) {
            return "BoatsPlaced colour=" + e.colour() + " beach=" + beach(e.beach()) + " count=" + e.count() + " rule=" + e.rule();
        } else if (event instanceof GameEvent.BoatTaken e) {
            return "BoatTaken colour=" + e.colour() + " beach=" + beach(e.beach());
        } else if (event instanceof GameEvent.RoyalIslandFounded e) {
            return "RoyalIslandFounded owner=" + e.owner() + " island=" + id(e.island()) + " returned=" + boats(e.returned());
        } else if (event instanceof GameEvent.FleetWithdrawn e) {
            StringBuilder sb = new StringBuilder("FleetWithdrawn colour=").append(e.colour());
            for (BeachRef b : e.beaches()) {
                sb.append(" beach=").append(beach(b));
            }
            return sb.toString();
        } else if (event instanceof GameEvent.EmigrationStarted e) {
            return "EmigrationStarted beach=" + beach(e.beach()) + " jetty=" + e.jetty() + " group=" + boats(e.group());
        } else if (event instanceof GameEvent.TileDrawn e) {
            return "TileDrawn tile=" + id(e.tile()) + " left=" + e.stackLeft() + " rule=" + e.rule();
        } else if (event instanceof GameEvent.TilePlaced e) {
            return "TilePlaced tile=" + id(e.tile()) + " hex=" + e.hex() + " rotation=" + e.rotation() + " rule=" + e.rule();
        } else if (event instanceof GameEvent.RouteCrossed e) {
            return "RouteCrossed tile=" + id(e.tile()) + " hex=" + e.hex() + " from=" + e.fromEdge() + " to=" + e.toEdge() + " difficulty="
                    + e.difficulty() + " colours=" + e.colours();
        } else if (event instanceof GameEvent.CrossingFailed e) {
            return "CrossingFailed tile=" + id(e.tile()) + " hex=" + e.hex() + " from=" + e.fromEdge() + " to=" + e.toEdge() + " difficulty="
                    + e.difficulty() + " colours=" + e.colours();
        } else if (event instanceof GameEvent.BoatsReturned e) {
            return "BoatsReturned boats=" + boats(e.boats()) + " rule=" + e.rule();
        } else if (event instanceof GameEvent.BouncedFromRoyalIsland e) {
            return "BouncedFromRoyalIsland royal=" + id(e.royalIsland()) + " origin=" + id(e.origin());
        } else if (event instanceof GameEvent.BoatLanded e) {
            return "BoatLanded colour=" + e.colour() + " beach=" + beach(e.beach());
        } else if (event instanceof GameEvent.GroupStranded e) {
            return "GroupStranded tile=" + id(e.tile()) + " hex=" + e.hex() + " boats=" + boats(e.boats());
        } else if (event instanceof GameEvent.IslandRemoved e) {
            return "IslandRemoved island=" + id(e.island()) + " hex=" + e.hex() + " returned=" + boats(e.returned()) + " rule=" + e.rule();
        } else if (event instanceof GameEvent.Stalled e) {
            return "Stalled turn=" + e.turn() + " player=" + e.player() + " turns=" + e.turnsWithoutProgress();
        } else if (event instanceof GameEvent.EndTriggered e) {
            return "EndTriggered tile=" + id(e.lastTile());
        } else if (event instanceof GameEvent.GameOver e) {
            StringBuilder sb = new StringBuilder("GameOver");
            for (Standing s : e.standings()) {
                sb.append(" standing=").append(s.rank()).append(':').append(s.colour()).append(':').append(s.score()).append(':')
                        .append(s.islands()).append(':').append(s.boatsOnTable()).append(':').append(s.decidedBy());
            }
            return sb.toString();
        }
        throw new IllegalArgumentException("unknown event " + event);
    }

    /**
     * {@return the canonical lines of events, one each, each ending in a line feed}
     *
     * @param events events
     */
    public static String print(List<GameEvent> events) {
        StringBuilder sb = new StringBuilder();
        for (GameEvent e : events) {
            sb.append(print(e)).append('\n');
        }
        return sb.toString();
    }

    /**
     * Reads one event line. The fields must come in the canonical order.
     *
     * @param line the line
     * @return the event
     * @throws ParseException (line 1) naming the column and what was expected there
     */
    public static GameEvent parse(String line) {
        return parse(line, 1);
    }

    /**
     * Reads one event line that stands at a line of a larger text.
     *
     * @param text the line
     * @param lineNumber its number, for errors
     * @return the event
     * @throws ParseException naming the line, the column and what was expected there
     */
    public static GameEvent parse(String text, int lineNumber) {
        Objects.requireNonNull(text, "text");
        if (text.indexOf('\n') >= 0) {
            throw new ParseException(lineNumber, text.indexOf('\n') + 1, "one line", "found a line feed");
        }
        List<Token> t = Lines.tokens(lineNumber, text);
        if (t.isEmpty()) {
            throw new ParseException(lineNumber, 1, "an event name", "the line is empty");
        }
        return new Fields(lineNumber, t).event();
    }

    /** Reads the fields of one line in order. */
    private static final class Fields {
        private final int line;
        private final List<Token> tokens;
        private int next = 1;

        Fields(int line, List<Token> tokens) {
            this.line = line;
            this.tokens = tokens;
        }

        private Token field(String key) {
            if (next >= tokens.size()) {
                throw new ParseException(line, tokens.get(tokens.size() - 1).end(), "'" + key + "=…'", "found the end of the line");
            }
            Token t = tokens.get(next++);
            Read.keyed(line, t, key);
            return Read.value(t, key);
        }

        private boolean has(String key) {
            return next < tokens.size() && tokens.get(next).text().startsWith(key + "=");
        }

        private void end() {
            if (next < tokens.size()) {
                throw Read.error(line, tokens.get(next), "the end of the line");
            }
        }

        private int integer(String key, int min, int max) {
            return Read.integer(line, field(key), min, max, "'" + key + "='");   // Read adds "(a whole number min..max)"
        }

        private Colour colour(String key) {
            return Read.colour(line, field(key));
        }

        private TileId tile(String key) {
            return Read.tileId(line, field(key));
        }

        private Hex hex(String key) {
            return Read.hex(line, field(key));
        }

        private BeachRef beach(String key) {
            return beach(field(key));
        }

        private BeachRef beach(Token t) {
            String s = t.text();
            int slash = s.lastIndexOf('/');
            if (slash <= 0) {
                throw Read.error(line, t, "a beach 'island/number'");
            }
            TileId island = Read.tileId(line, new Token(s.substring(0, slash), t.column(), t.end()));
            int k = Read.integer(line, new Token(s.substring(slash + 1), t.column(), t.end()), 1, 99, "a beach number");
            return new BeachRef(island, k);
        }

        private Boats boats(String key) {
            return Boats.ofCounts(Read.boats(line, field(key)));
        }

        private io.github.tongiaki.core.rules.Rule rule() {
            return Read.rule(line, field("rule"));
        }

        private boolean bool(String key) {
            return Read.bool(line, field(key), "'" + key + "='");
        }

        GameEvent event() {
            Token name = tokens.get(0);
            GameEvent e = switch (name.text()) {
                case "TurnStarted" -> new GameEvent.TurnStarted(integer("turn", 0, Integer.MAX_VALUE), colour("player"), bool("noboat"),
                        bool("allboats"));
                case "TurnEnded" -> new GameEvent.TurnEnded(integer("turn", 0, Integer.MAX_VALUE), colour("player"));
                case "BoatsPlaced" -> new GameEvent.BoatsPlaced(colour("colour"), beach("beach"), integer("count", 0, 99), rule());
                case "BoatTaken" -> new GameEvent.BoatTaken(colour("colour"), beach("beach"));
                case "RoyalIslandFounded" -> new GameEvent.RoyalIslandFounded(colour("owner"), tile("island"), boats("returned"));
                case "FleetWithdrawn" -> {
                    Colour c = colour("colour");
                    List<BeachRef> from = new ArrayList<>();
                    while (has("beach")) {
                        from.add(beach("beach"));
                    }
                    yield new GameEvent.FleetWithdrawn(c, from);
                }
                case "EmigrationStarted" -> new GameEvent.EmigrationStarted(beach("beach"), integer("jetty", 0, 7), boats("group"));
                case "TileDrawn" -> new GameEvent.TileDrawn(tile("tile"), integer("left", 0, 1_000_000), rule());
                case "TilePlaced" -> new GameEvent.TilePlaced(tile("tile"), hex("hex"), Read.rotation(line, field("rotation")), rule());
                case "RouteCrossed" -> new GameEvent.RouteCrossed(tile("tile"), hex("hex"), integer("from", 0, 5), integer("to", 0, 5),
                        integer("difficulty", 0, 99), integer("colours", 0, 6));
                case "CrossingFailed" -> new GameEvent.CrossingFailed(tile("tile"), hex("hex"), integer("from", 0, 5), integer("to", 0, 5),
                        integer("difficulty", 0, 99), integer("colours", 0, 6));
                case "BoatsReturned" -> new GameEvent.BoatsReturned(boats("boats"), rule());
                case "BouncedFromRoyalIsland" -> new GameEvent.BouncedFromRoyalIsland(tile("royal"), tile("origin"));
                case "BoatLanded" -> new GameEvent.BoatLanded(colour("colour"), beach("beach"));
                case "GroupStranded" -> new GameEvent.GroupStranded(tile("tile"), hex("hex"), boats("boats"));
                case "IslandRemoved" -> new GameEvent.IslandRemoved(tile("island"), hex("hex"), boats("returned"), rule());
                case "Stalled" -> new GameEvent.Stalled(integer("turn", 0, Integer.MAX_VALUE), colour("player"),
                        integer("turns", 0, Integer.MAX_VALUE));
                case "EndTriggered" -> new GameEvent.EndTriggered(tile("tile"));
                case "GameOver" -> {
                    List<Standing> standings = new ArrayList<>();
                    while (next < tokens.size()) {
                        standings.add(standing(field("standing")));
                    }
                    yield new GameEvent.GameOver(standings);
                }
                default -> throw Read.error(line, name, "an event name (TurnStarted, TurnEnded, BoatsPlaced, BoatTaken, RoyalIslandFounded, "
                        + "FleetWithdrawn, EmigrationStarted, TileDrawn, TilePlaced, RouteCrossed, CrossingFailed, BoatsReturned, "
                        + "BouncedFromRoyalIsland, BoatLanded, GroupStranded, IslandRemoved, Stalled, EndTriggered, GameOver)");
            };
            end();
            return e;
        }

        private Standing standing(Token t) {
            String[] f = t.text().split(":", -1);
            String expected = "a standing 'rank:colour:score:islands:boats:tie-break' (tie-break SCORE, ISLANDS, FEWER_BOATS or SHARED)";
            if (f.length != 6) {
                throw Read.error(line, t, expected);
            }
            int rank = Read.integer(line, new Token(f[0], t.column(), t.end()), 1, 6, "a rank 1..6");
            Colour c = Read.colour(line, new Token(f[1], t.column(), t.end()));
            int score = Read.integer(line, new Token(f[2], t.column(), t.end()), 0, 1_000_000, "a score");
            int islands = Read.integer(line, new Token(f[3], t.column(), t.end()), 0, 1_000, "a number of islands");
            int boats = Read.integer(line, new Token(f[4], t.column(), t.end()), 0, 1_000, "a number of boats");
            Standing.TieBreak by;
            try {
                by = Standing.TieBreak.valueOf(f[5]);
            } catch (IllegalArgumentException e) {
                throw Read.error(line, t, expected);
            }
            return new Standing(c, rank, score, islands, boats, by);
        }
    }
}
