package io.github.tongiaki.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.PlayerView;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.rules.RuleOption;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Route;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.WaterTile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;

import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The JSON forms of PROTOCOL.md: a player's view and a position, a decision with its options, events, standings, rule
 * options and a game record. Values are written in their text forms (a colour {@code "blue"}, a tile
 * {@code "Tonga"}, a beach {@code "Tonga/1"}, a hex {@code "0,1"}, a rotation {@code "r3"}, a rule
 * {@code "R-LAND-1"}), boats as an object of counts per colour ({@code {"blue":2,"red":1}}).
 *
 * <p>Choices, decisions and events are records; their fields are written by their record components, so
 * a new kind of event appears in the protocol with its fields without a change here.
 */
public final class JsonForms {

    /** The mapper every part of the protocol reads and writes with. */
    public static final ObjectMapper MAPPER = new ObjectMapper();

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** Decision components written by the decision form itself, not among its fields. */
    private static final Set<String> DECISION_OWN = Set.of("number", "player", "rule", "options");

    private JsonForms() {
    }

    /**
     * {@return a value in its JSON form}
     *
     * @param value a field value of a choice, decision or event
     */
    public static JsonNode value(Object value) {
        if (value == null) {
            return NODES.nullNode();
        } else if (value instanceof Integer i) {
            return NODES.numberNode(i);
        } else if (value instanceof Long l) {
            return NODES.numberNode(l);
        } else if (value instanceof Boolean b) {
            return NODES.booleanNode(b);
        } else if (value instanceof Boats b) {
            return boats(b);
        } else if (value instanceof Placement p) {
            ObjectNode o = NODES.objectNode();
            o.put("hex", p.hex().toString());
            o.put("rotation", p.rotation().toString());
            return o;
        } else if (value instanceof Standing s) {
            return standing(s);
        } else if (value instanceof Rule r) {
            return NODES.textNode(r.id());
        } else if (value instanceof Collection<?> c) {
            ArrayNode a = NODES.arrayNode();
            for (Object x : c) {
                a.add(value(x));
            }
            return a;
        } else if (value instanceof Colour || value instanceof TileId || value instanceof BeachRef || value instanceof Hex
                || value instanceof Rotation || value instanceof Enum<?> || value instanceof String) {
            return NODES.textNode(value.toString());
        }
        throw new IllegalArgumentException("no JSON form for " + value.getClass().getName());
    }

    /**
     * {@return the boats as counts per colour, colours without boats left out}
     *
     * @param boats boats
     */
    public static ObjectNode boats(Boats boats) {
        ObjectNode o = NODES.objectNode();
        for (Colour c : Colour.values()) {
            if (boats.count(c) > 0) {
                o.put(c.toString(), boats.count(c));
            }
        }
        return o;
    }

    /** Writes a record's components (except {@code skip}) as fields of {@code into}. */
    private static void components(Record r, ObjectNode into, Set<String> skip) {
        for (RecordComponent rc : r.getClass().getRecordComponents()) {
            if (skip.contains(rc.getName())) {
                continue;
            }
            try {
                into.set(rc.getName(), value(rc.getAccessor().invoke(r)));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot read " + rc, e);
            }
        }
    }

    /**
     * {@return {@code {"type":"Land","colour":"red","beach":"Hawaii/2"}}: the choice's type and fields}
     *
     * @param choice a choice
     */
    public static ObjectNode choice(Choice choice) {
        ObjectNode o = NODES.objectNode();
        o.put("type", choice.getClass().getSimpleName());
        components((Record) choice, o, Set.of());
        return o;
    }

    /**
     * {@return {@code {"id":0,"text":"berth Tonga/1","choice":{…}}}}
     *
     * @param option an option
     */
    public static ObjectNode option(Option option) {
        ObjectNode o = NODES.objectNode();
        o.put("id", option.id());
        o.put("text", option.text());
        o.set("choice", choice(option.choice()));
        return o;
    }

    /**
     * {@return the decision: number, kind, player, rule, the kind's own fields, and the options}
     *
     * @param decision a decision
     */
    public static ObjectNode decision(Decision decision) {
        ObjectNode o = NODES.objectNode();
        o.put("number", decision.number());
        o.put("kind", decision.kind().name());
        o.put("player", decision.player().toString());
        o.put("rule", decision.rule().id());
        ObjectNode fields = o.putObject("fields");
        components((Record) decision, fields, DECISION_OWN);
        ArrayNode options = o.putArray("options");
        for (Option op : decision.options()) {
            options.add(option(op));
        }
        return o;
    }

    /**
     * {@return the event: type, rule, fields and a sentence in words (null for events not worth a line)}
     *
     * @param event an event
     */
    public static ObjectNode event(GameEvent event) {
        ObjectNode o = NODES.objectNode();
        o.put("type", event.getClass().getSimpleName());
        o.put("rule", event.rule().id());
        ObjectNode fields = o.putObject("fields");
        components((Record) event, fields, Set.of("rule"));
        o.put("text", EventSentences.describe(event));
        return o;
    }

    /**
     * {@return the events, in order}
     *
     * @param events events
     */
    public static ArrayNode events(List<GameEvent> events) {
        ArrayNode a = NODES.arrayNode();
        for (GameEvent e : events) {
            a.add(event(e));
        }
        return a;
    }

    /**
     * {@return a line of the standings}
     *
     * @param s a standing
     */
    public static ObjectNode standing(Standing s) {
        ObjectNode o = NODES.objectNode();
        o.put("colour", s.colour().toString());
        o.put("rank", s.rank());
        o.put("score", s.score());
        o.put("islands", s.islands());
        o.put("boatsOnTable", s.boatsOnTable());
        o.put("decidedBy", s.decidedBy().name());
        o.put("text", EventSentences.standing(s));
        return o;
    }

    /**
     * {@return the rule options as an object of their text form's keys and values}
     *
     * @param options rule options
     */
    public static ObjectNode ruleOptions(RuleOptions options) {
        ObjectNode o = NODES.objectNode();
        for (String part : options.toString().trim().split("\\s+")) {
            int eq = part.indexOf('=');
            String v = part.substring(eq + 1);
            if (v.equals("true") || v.equals("false")) {
                o.put(part.substring(0, eq), Boolean.parseBoolean(v));
            } else if (v.chars().allMatch(Character::isDigit)) {
                o.put(part.substring(0, eq), Integer.parseInt(v));
            } else {
                o.put(part.substring(0, eq), v);
            }
        }
        return o;
    }

    /**
     * Reads rule options from their JSON form: an object of keys and values (strings, booleans or
     * numbers), missing keys taking their defaults; {@code null} gives the defaults.
     *
     * @param node the object, or null
     * @return the options
     * @throws IllegalArgumentException naming what is wrong
     */
    public static RuleOptions ruleOptions(JsonNode node) {
        if (node == null || node.isNull()) {
            return RuleOptions.defaults();
        }
        if (!node.isObject()) {
            throw new IllegalArgumentException("options must be an object of rule options, e.g. {\"endgame\":\"FINISH_TURN\"}");
        }
        // Each value is set on its own option: joined into the text form, a value holding a separator (a tab, a
        // line break) would smuggle in a second option ("FINISH_TURN\tstall-rounds=0" would switch D-15 off).
        RuleOptions options = RuleOptions.defaults();
        java.util.EnumSet<RuleOption> seen = java.util.EnumSet.noneOf(RuleOption.class);
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            JsonNode v = e.getValue();
            if (!v.isValueNode() || v.isNull()) {
                throw new IllegalArgumentException("rule option '" + e.getKey() + "' must be a string, a boolean or a number");
            }
            RuleOption option = RuleOption.ofKey(e.getKey()); // "unknown rule option '…' (known: …)"
            if (!seen.add(option)) {
                throw new IllegalArgumentException("rule option '" + option.key() + "' given twice");
            }
            options = option.setIn(options, v.asText());
        }
        return options;
    }

    /**
     * {@return the full position: its text form ({@link Position}, which lists the stack in its order) and what a
     * frontend asks most} Only for whoever may know the stack's order: the host, or everyone once the game is
     * over (D-19); a player gets {@link #view(Game, Colour)}.
     *
     * @param game a game
     */
    public static ObjectNode position(Game game) {
        ObjectNode o = NODES.objectNode();
        o.put("text", game.position().text());
        summary(game, o);
        return o;
    }

    /**
     * {@return what the player in a seat knows of the game (D-19), as {@link #view(PlayerView)}}
     *
     * @param game a game
     * @param seat the player whose view it is
     * @throws IllegalArgumentException if the seat is not a player of the game
     */
    public static ObjectNode view(Game game, Colour seat) {
        return view(game.view(seat));
    }

    /**
     * {@return a player's view (D-19): its text ({@link PlayerView#text()}: the stack as the tiles it holds, not their
     * order), its {@code seat}, the same fields as {@link #position(Game)} but its text, and {@code stack}: the ids
     * of the tiles still in the stack, in the tile set's order, not the order they are drawn in} Made from the view
     * alone, so it cannot tell more than the view holds.
     *
     * @param view a player's view
     */
    public static ObjectNode view(PlayerView view) {
        ObjectNode o = NODES.objectNode();
        o.put("text", view.text());
        o.put("seat", view.seat().toString());
        o.put("turn", view.turn());
        o.put("activePlayer", view.activePlayer().toString());
        o.put("over", view.isOver());
        ArrayNode players = o.putArray("players");
        for (Colour c : view.players()) {
            ObjectNode p = players.addObject();
            p.put("colour", c.toString());
            p.put("score", view.score(c));
            p.put("supply", view.supply(c));
            p.put("royalIslands", view.royalIslandsFounded(c));
        }
        tiles(view.tiles(), o.putArray("tiles"));
        ArrayNode beaches = o.putArray("beaches");
        for (Map.Entry<BeachRef, Boats> e : view.beaches().entrySet()) {
            ObjectNode b = beaches.addObject();
            b.put("beach", e.getKey().toString());
            b.put("berths", view.island(e.getKey().island()).beach(e.getKey().number()).berths());
            b.set("boats", boats(e.getValue()));
        }
        ObjectNode royal = o.putObject("royalIslands");
        view.royalIslands().forEach((id, c) -> royal.put(id.toString(), c.toString()));
        o.set("removedTiles", value(view.removedTiles()));
        o.put("stackSize", view.stackSize());
        o.put("remainingIslands", view.remainingIslands());
        o.put("remainingWaterTiles", view.remainingWaterTiles());
        o.put("endTriggered", view.endTriggered());
        o.set("groupAtSea", boats(view.groupAtSea()));
        o.set("strandedBoats", boats(view.strandedBoats()));
        o.put("strandedOn", view.strandedOn().map(TileId::toString).orElse(null));
        ArrayNode stack = o.putArray("stack");
        for (Tile t : view.stackComposition()) { // in the tile set's order: the view holds no other (D-19)
            stack.add(t.id().toString());
        }
        return o;
    }

    /** The tiles on the table, in the order they were laid. */
    private static void tiles(List<PlacedTile> placed, ArrayNode tiles) {
        for (PlacedTile t : placed) {
            ObjectNode n = tiles.addObject();
            n.put("tile", t.tile().id().toString());
            n.put("kind", t.tile() instanceof IslandTile ? "island" : "water");
            n.put("hex", t.hex().toString());
            n.put("rotation", t.rotation().toString());
            if (t.tile() instanceof IslandTile i) {
                n.put("points", i.points());
            }
        }
    }

    /** The position's fields but its text (the view's, but {@code seat} and {@code stack}). */
    private static void summary(Game game, ObjectNode o) {
        Position position = game.position();
        o.put("turn", game.turn());
        o.put("activePlayer", game.activePlayer().toString());
        o.put("over", game.isOver());
        ArrayNode players = o.putArray("players");
        for (Colour c : game.players()) {
            ObjectNode p = players.addObject();
            p.put("colour", c.toString());
            p.put("score", position.score(c));
            p.put("supply", position.supply(c));
            p.put("royalIslands", position.royalIslandsFounded(c));
        }
        tiles(position.tiles(), o.putArray("tiles"));
        ArrayNode beaches = o.putArray("beaches");
        for (Map.Entry<BeachRef, Boats> e : position.beaches().entrySet()) {
            ObjectNode b = beaches.addObject();
            b.put("beach", e.getKey().toString());
            b.put("berths", position.island(e.getKey().island()).beach(e.getKey().number()).berths());
            b.set("boats", boats(e.getValue()));
        }
        ObjectNode royal = o.putObject("royalIslands");
        position.royalIslands().forEach((id, c) -> royal.put(id.toString(), c.toString()));
        o.set("removedTiles", value(position.removedTiles()));
        o.put("stackSize", position.stackSize());
        o.put("remainingIslands", position.remainingIslands());
        o.put("remainingWaterTiles", position.remainingWaterTiles());
        o.put("endTriggered", position.endTriggered());
        o.set("groupAtSea", boats(position.groupAtSea()));
        o.set("strandedBoats", boats(position.strandedBoats()));
        o.put("strandedOn", position.strandedOn().map(TileId::toString).orElse(null));
    }

    /**
     * {@return a tile's shape: its id, kind, and its routes (a water tile: {@code from}, {@code to} edges and
     * {@code difficulty}) or its points and beaches (an island: {@code number}, {@code berths} and the
     * {@code jetties}' edges), edges in the tile's own numbering (rotation r0)}
     *
     * @param tile a tile
     */
    public static ObjectNode tile(Tile tile) {
        ObjectNode o = NODES.objectNode();
        o.put("tile", tile.id().toString());
        if (tile instanceof WaterTile w) {
            o.put("kind", "water");
            ArrayNode routes = o.putArray("routes");
            for (Route r : w.routes()) {
                ObjectNode n = routes.addObject();
                n.put("from", r.from());
                n.put("to", r.to());
                n.put("difficulty", r.difficulty());
            }
        } else if (tile instanceof IslandTile i) {
            o.put("kind", "island");
            o.put("points", i.points());
            ArrayNode beaches = o.putArray("beaches");
            for (int k = 1; k <= i.beaches().size(); k++) {
                Beach b = i.beach(k);
                ObjectNode n = beaches.addObject();
                n.put("number", k);
                n.put("berths", b.berths());
                n.set("jetties", value(b.jetties()));
            }
        }
        return o;
    }

    /**
     * {@return the tile set: its {@code name}, the {@code start} island's id, the {@code stack}'s composition
     * (the ids of the tiles shuffled into the draw stack, in the tile set's order, not the order they are
     * drawn in) and every tile's shape ({@code tiles}, the start island first, each as {@link #tile(Tile)})}
     *
     * @param tileSet a tile set
     */
    public static ObjectNode tileSet(TileSet tileSet) {
        ObjectNode o = NODES.objectNode();
        o.put("name", tileSet.name());
        o.put("start", tileSet.start().id().toString());
        ArrayNode stack = o.putArray("stack");
        for (Tile t : tileSet.stackTiles()) {
            stack.add(t.id().toString());
        }
        ArrayNode tiles = o.putArray("tiles");
        for (Tile t : tileSet.all()) {
            tiles.add(tile(t));
        }
        return o;
    }

    /**
     * {@return {@code {"text": "..."}}: a game record in its text form}
     *
     * @param record a record
     */
    public static ObjectNode record(GameRecord record) {
        ObjectNode o = NODES.objectNode();
        o.put("text", record.text());
        return o;
    }
}
