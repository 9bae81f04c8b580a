package io.github.tongiaki.js;

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
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.notation.EventText;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import java.util.List;
import java.util.Map;

/**
 * The JSON forms of PROTOCOL.md (section 1), written as text: what the facade hands to JavaScript, which
 * parses it into plain objects. The same forms as the web API's (examples' {@code JsonForms}, which reads
 * the records' components by reflection; TeaVM's class library has no record reflection, so each kind is
 * written here by name: {@code JsonTest} holds the two to the same JSON for every kind in real games).
 * An event also gets {@code line}, its canonical event line (CONFORMANCE.md, "Events").
 */
final class Json {

    private final StringBuilder sb = new StringBuilder();
    /** Whether the next value of the open object or array needs a comma first. */
    private boolean comma;

    Json() {
    }

    @Override
    public String toString() {
        return sb.toString();
    }

    Json open() {
        sep();
        sb.append('{');
        comma = false;
        return this;
    }

    Json close() {
        sb.append('}');
        comma = true;
        return this;
    }

    Json openArray() {
        sep();
        sb.append('[');
        comma = false;
        return this;
    }

    Json closeArray() {
        sb.append(']');
        comma = true;
        return this;
    }

    Json key(String key) {
        sep();
        string(key);
        sb.append(':');
        comma = false;
        return this;
    }

    private void sep() {
        if (comma) {
            sb.append(',');
        }
        comma = true;
    }

    /** A string value (null gives {@code null}). */
    Json str(String value) {
        sep();
        if (value == null) {
            sb.append("null");
        } else {
            string(value);
        }
        return this;
    }

    /** A number: an int (TeaVM makes a long a BigInt, slow to print). */
    Json num(int value) {
        sep();
        sb.append(value);
        return this;
    }

    Json bool(boolean value) {
        sep();
        sb.append(value);
        return this;
    }

    Json field(String key, String value) {
        return key(key).str(value);
    }

    Json field(String key, int value) {
        return key(key).num(value);
    }

    Json field(String key, boolean value) {
        return key(key).bool(value);
    }

    private void string(String s) {
        sb.append('"');
        int plain = 0;
        while (plain < s.length() && s.charAt(plain) >= 0x20 && s.charAt(plain) != '"' && s.charAt(plain) != '\\') {
            plain++;
        }
        if (plain == s.length()) {
            // nothing to escape (most texts): appended at once, which TeaVM's StringBuilder does much faster
            sb.append(s).append('"');
            return;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append("\\u00");
                        sb.append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 15, 16));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }

    // ---- the forms of PROTOCOL.md -------------------------------------------------------------------

    /** 1.1: boats as counts per colour, colours without boats left out. */
    Json boats(Boats boats) {
        open();
        for (Colour c : Colour.values()) {
            if (boats.count(c) > 0) {
                field(c.toString(), boats.count(c));
            }
        }
        return close();
    }

    /** 1.1: a placement. */
    Json placement(Placement p) {
        return open().field("hex", p.hex().toString()).field("rotation", p.rotation().toString()).close();
    }

    /** 1.2: the choice's type and fields. */
    Json choice(Choice choice) {
        open();
        field("type", choice.getClass().getSimpleName());
        if (choice instanceof Choice.Berth c) {
            field("beach", c.beach().toString());
        } else if (choice instanceof Choice.Expand c) {
            field("island", c.island().toString());
        } else if (choice instanceof Choice.FoundRoyalIsland c) {
            field("island", c.island().toString());
        } else if (choice instanceof Choice.NoBoatPlacement c) {
            field("island", c.island().toString());
        } else if (choice instanceof Choice.TakeBoatFrom c) {
            field("beach", c.beach().toString());
        } else if (choice instanceof Choice.Beaches c) {
            field("island", c.island().toString());
            key("beaches").openArray();
            for (int b : c.beaches()) {
                num(b);
            }
            closeArray();
        } else if (choice instanceof Choice.Emigrate c) {
            field("beach", c.beach().toString()).field("jetty", c.jetty());
        } else if (choice instanceof Choice.EmigrateClosed c) {
            field("beach", c.beach().toString());
        } else if (choice instanceof Choice.Land c) {
            field("colour", c.colour().toString()).field("beach", c.beach().toString());
        } else if (choice instanceof Choice.Draw c) {
            field("tile", c.tile().toString());
        } else if (choice instanceof Choice.PlaceTile c) {
            key("placement").placement(c.placement());
        } else if (!(choice instanceof Choice.NewSettlement) && !(choice instanceof Choice.TakeNoBoat)) {
            throw new IllegalStateException("no JSON form for the choice " + choice);
        }
        return close();
    }

    /** 1.2: an option. */
    Json option(Option option) {
        open().field("id", option.id()).field("text", option.text());
        key("choice").choice(option.choice());
        return close();
    }

    /** 1.3: the decision with its kind's fields and its options. */
    Json decision(Decision d) {
        open().field("number", d.number()).field("kind", d.kind().name()).field("player", d.player().toString())
                .field("rule", d.rule().id());
        key("fields").open();
        if (d instanceof Decision.SetupBerth s) {
            field("round", s.round());
        } else if (d instanceof Decision.TurnAction t) {
            field("noBoat", t.noBoat()).field("allBoats", t.allBoats());
        } else if (d instanceof Decision.TakeBoat t) {
            field("island", t.island().toString());
        } else if (d instanceof Decision.PlaceBoats p) {
            field("island", p.island().toString()).field("count", p.count());
        } else if (d instanceof Decision.Landing l) {
            field("island", l.island().toString());
            key("group").boats(l.group());
        } else if (d instanceof Decision.TilePlacement t) {
            field("tile", t.tile().toString());
        } else if (!(d instanceof Decision.Emigration) && !(d instanceof Decision.Chance)) {
            throw new IllegalStateException("no JSON form for the decision " + d);
        }
        close();
        key("options").openArray();
        for (Option o : d.options()) {
            option(o);
        }
        closeArray();
        return close();
    }

    private Json ids(List<?> values) {
        openArray();
        for (Object v : values) {
            str(v.toString());
        }
        return closeArray();
    }

    /** 1.4: an event, with its words (tongiaki-protocol's {@link io.github.tongiaki.protocol.EventSentences}) and its canonical line. */
    Json event(GameEvent e) {
        open().field("type", e.getClass().getSimpleName()).field("rule", e.rule().id());
        key("fields").open();
        if (e instanceof GameEvent.TurnStarted t) {
            field("turn", t.turn()).field("player", t.player().toString()).field("noBoat", t.noBoat()).field("allBoats", t.allBoats());
        } else if (e instanceof GameEvent.TurnEnded t) {
            field("turn", t.turn()).field("player", t.player().toString());
        } else if (e instanceof GameEvent.BoatsPlaced p) {
            field("colour", p.colour().toString()).field("beach", p.beach().toString()).field("count", p.count());
        } else if (e instanceof GameEvent.BoatTaken b) {
            field("colour", b.colour().toString()).field("beach", b.beach().toString());
        } else if (e instanceof GameEvent.RoyalIslandFounded r) {
            field("owner", r.owner().toString()).field("island", r.island().toString());
            key("returned").boats(r.returned());
        } else if (e instanceof GameEvent.FleetWithdrawn f) {
            field("colour", f.colour().toString());
            key("beaches").ids(f.beaches());
        } else if (e instanceof GameEvent.EmigrationStarted m) {
            field("beach", m.beach().toString()).field("jetty", m.jetty());
            key("group").boats(m.group());
        } else if (e instanceof GameEvent.TileDrawn d) {
            field("tile", d.tile().toString()).field("stackLeft", d.stackLeft());
        } else if (e instanceof GameEvent.TilePlaced p) {
            field("tile", p.tile().toString()).field("hex", p.hex().toString()).field("rotation", p.rotation().toString());
        } else if (e instanceof GameEvent.RouteCrossed c) {
            field("tile", c.tile().toString()).field("hex", c.hex().toString()).field("fromEdge", c.fromEdge()).field("toEdge", c.toEdge())
                    .field("difficulty", c.difficulty()).field("colours", c.colours());
        } else if (e instanceof GameEvent.CrossingFailed c) {
            field("tile", c.tile().toString()).field("hex", c.hex().toString()).field("fromEdge", c.fromEdge()).field("toEdge", c.toEdge())
                    .field("difficulty", c.difficulty()).field("colours", c.colours());
        } else if (e instanceof GameEvent.BoatsReturned r) {
            key("boats").boats(r.boats());
        } else if (e instanceof GameEvent.BouncedFromRoyalIsland b) {
            field("royalIsland", b.royalIsland().toString()).field("origin", b.origin().toString());
        } else if (e instanceof GameEvent.BoatLanded l) {
            field("colour", l.colour().toString()).field("beach", l.beach().toString());
        } else if (e instanceof GameEvent.GroupStranded s) {
            field("tile", s.tile().toString()).field("hex", s.hex().toString());
            key("boats").boats(s.boats());
        } else if (e instanceof GameEvent.IslandRemoved r) {
            field("island", r.island().toString()).field("hex", r.hex().toString());
            key("returned").boats(r.returned());
        } else if (e instanceof GameEvent.Stalled s) {
            field("turn", s.turn()).field("player", s.player().toString()).field("turnsWithoutProgress", s.turnsWithoutProgress());
        } else if (e instanceof GameEvent.EndTriggered t) {
            field("lastTile", t.lastTile().toString());
        } else if (e instanceof GameEvent.GameOver g) {
            key("standings").standings(g.standings());
        } else {
            throw new IllegalStateException("no JSON form for the event " + e);
        }
        close();
        field("text", io.github.tongiaki.protocol.EventSentences.describe(e));
        field("line", EventText.print(e));
        return close();
    }

    Json events(List<GameEvent> events) {
        openArray();
        for (GameEvent e : events) {
            event(e);
        }
        return closeArray();
    }

    /** An object of counts by key, each a decimal string (a {@code long} does not fit a JavaScript number): perft's divide. */
    Json counts(Map<String, Long> counts) {
        open();
        for (Map.Entry<String, Long> e : counts.entrySet()) {
            field(e.getKey(), Long.toString(e.getValue()));
        }
        return close();
    }

    /** 1.6: a line of the standings. */
    Json standing(Standing s) {
        return open().field("colour", s.colour().toString()).field("rank", s.rank()).field("score", s.score())
                .field("islands", s.islands()).field("boatsOnTable", s.boatsOnTable()).field("decidedBy", s.decidedBy().name())
                .field("text", io.github.tongiaki.protocol.EventSentences.standing(s)).close();
    }

    Json standings(List<Standing> standings) {
        openArray();
        for (Standing s : standings) {
            standing(s);
        }
        return closeArray();
    }

    /** 1.5: the position's text and what a frontend asks most. */
    Json position(Game game) {
        Position position = game.position();
        open().field("text", position.text()).field("turn", game.turn()).field("activePlayer", game.activePlayer().toString())
                .field("over", game.isOver());
        key("players").openArray();
        for (Colour c : game.players()) {
            open().field("colour", c.toString()).field("score", position.score(c)).field("supply", position.supply(c))
                    .field("royalIslands", position.royalIslandsFounded(c)).close();
        }
        closeArray();
        key("tiles").openArray();
        for (PlacedTile t : position.tiles()) {
            open().field("tile", t.tile().id().toString()).field("kind", t.tile() instanceof IslandTile ? "island" : "water")
                    .field("hex", t.hex().toString()).field("rotation", t.rotation().toString());
            if (t.tile() instanceof IslandTile i) {
                field("points", i.points());
            }
            close();
        }
        closeArray();
        key("beaches").openArray();
        for (Map.Entry<BeachRef, Boats> e : position.beaches().entrySet()) {
            open().field("beach", e.getKey().toString())
                    .field("berths", position.island(e.getKey().island()).beach(e.getKey().number()).berths());
            key("boats").boats(e.getValue());
            close();
        }
        closeArray();
        key("royalIslands").open();
        for (Map.Entry<TileId, Colour> e : position.royalIslands().entrySet()) {
            field(e.getKey().toString(), e.getValue().toString());
        }
        close();
        key("removedTiles").ids(position.removedTiles());
        field("stackSize", position.stackSize()).field("remainingIslands", position.remainingIslands())
                .field("remainingWaterTiles", position.remainingWaterTiles()).field("endTriggered", position.endTriggered());
        key("groupAtSea").boats(position.groupAtSea());
        key("strandedBoats").boats(position.strandedBoats());
        field("strandedOn", position.strandedOn().map(TileId::toString).orElse(null));
        return close();
    }

    /**
     * 1.5: a player's view (D-19), as tongiaki-protocol's {@code JsonForms.view}: its text, its seat, the position's fields
     * but its text, and the stack as the tiles it holds, in the tile set's order. Made from the view alone.
     */
    Json view(PlayerView view) {
        open().field("text", view.text()).field("seat", view.seat().toString()).field("turn", view.turn())
                .field("activePlayer", view.activePlayer().toString()).field("over", view.isOver());
        key("players").openArray();
        for (Colour c : view.players()) {
            open().field("colour", c.toString()).field("score", view.score(c)).field("supply", view.supply(c))
                    .field("royalIslands", view.royalIslandsFounded(c)).close();
        }
        closeArray();
        key("tiles").openArray();
        for (PlacedTile t : view.tiles()) {
            open().field("tile", t.tile().id().toString()).field("kind", t.tile() instanceof IslandTile ? "island" : "water")
                    .field("hex", t.hex().toString()).field("rotation", t.rotation().toString());
            if (t.tile() instanceof IslandTile i) {
                field("points", i.points());
            }
            close();
        }
        closeArray();
        key("beaches").openArray();
        for (Map.Entry<BeachRef, Boats> e : view.beaches().entrySet()) {
            open().field("beach", e.getKey().toString())
                    .field("berths", view.island(e.getKey().island()).beach(e.getKey().number()).berths());
            key("boats").boats(e.getValue());
            close();
        }
        closeArray();
        key("royalIslands").open();
        for (Map.Entry<TileId, Colour> e : view.royalIslands().entrySet()) {
            field(e.getKey().toString(), e.getValue().toString());
        }
        close();
        key("removedTiles").ids(view.removedTiles());
        field("stackSize", view.stackSize()).field("remainingIslands", view.remainingIslands())
                .field("remainingWaterTiles", view.remainingWaterTiles()).field("endTriggered", view.endTriggered());
        key("groupAtSea").boats(view.groupAtSea());
        key("strandedBoats").boats(view.strandedBoats());
        field("strandedOn", view.strandedOn().map(TileId::toString).orElse(null));
        key("stack").openArray();
        for (Tile t : view.stackComposition()) {
            str(t.id().toString());
        }
        closeArray();
        return close();
    }
}
