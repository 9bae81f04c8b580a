package io.github.tongiaki.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.EndGame;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.bots.RandomBot;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class JsonFormsTest {

    @Test
    void valuesTakeTheirTextForms() {
        assertThat(JsonForms.value(Colour.RED).asText()).isEqualTo("red");
        assertThat(JsonForms.value(Hex.of(-1, 2)).asText()).isEqualTo("-1,2");
        assertThat(JsonForms.value(Rotation.R3).asText()).isEqualTo("r3");
        assertThat(JsonForms.value(Placement.of(Hex.of(1, 0), Rotation.R2)).toString()).isEqualTo("{\"hex\":\"1,0\",\"rotation\":\"r2\"}");
        assertThat(JsonForms.boats(Boats.parse("2B+R")).toString()).isEqualTo("{\"blue\":2,\"red\":1}");
        assertThat(JsonForms.boats(Boats.NONE).toString()).isEqualTo("{}");
        assertThat(JsonForms.choice(new Choice.Beaches(io.github.tongiaki.core.tiles.TileId.of("Hawaii"), List.of(1, 1, 3))).toString())
                .isEqualTo("{\"type\":\"Beaches\",\"island\":\"Hawaii\",\"beaches\":[1,1,3]}");
        assertThatThrownBy(() -> JsonForms.value(new Object())).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no JSON form");
    }

    @Test
    void ruleOptionsGoBothWays() {
        RuleOptions o = RuleOptions.defaults().withEndGame(EndGame.FINISH_TURN).withLoopColourAware(true);
        ObjectNode json = JsonForms.ruleOptions(o);
        assertThat(json.get("endgame").asText()).isEqualTo("FINISH_TURN");
        assertThat(json.get("loop-colour-aware").asBoolean()).isTrue();
        assertThat(JsonForms.ruleOptions((JsonNode) json)).isEqualTo(o);
        assertThat(JsonForms.ruleOptions((JsonNode) null)).isEqualTo(RuleOptions.defaults());
        assertThatThrownBy(() -> JsonForms.ruleOptions(JsonForms.MAPPER.readTree("[1]"))).hasMessageContaining("must be an object");
        assertThatThrownBy(() -> JsonForms.ruleOptions(JsonForms.MAPPER.readTree("{\"endgame\":{}}"))).hasMessageContaining("must be a string");
        assertThatThrownBy(() -> JsonForms.ruleOptions(JsonForms.MAPPER.readTree("{\"endgame\":\"A B\"}")))
                .hasMessageContaining("endgame must be VOYAGE_ONLY or FINISH_TURN, got 'A B'");
        assertThatThrownBy(() -> JsonForms.ruleOptions(JsonForms.MAPPER.readTree("{\"end game\":\"FINISH_TURN\"}")))
                .hasMessageContaining("unknown rule option 'end game'");
    }

    @Test
    @DisplayName("a value holding a tab or a line break smuggles in no second option: D-15 stays on")
    void ruleOptionValueCannotSmuggleASecondOption() throws Exception {
        for (String sep : new String[] {"\\t", "\\n", "\\r", "\\f", "\\u000b", " "}) {
            String json = "{\"endgame\":\"FINISH_TURN" + sep + "stall-rounds=0\"}";
            assertThatThrownBy(() -> JsonForms.ruleOptions(JsonForms.MAPPER.readTree(json))).as(json)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("endgame must be VOYAGE_ONLY or FINISH_TURN");
        }
        // each key once, also when it is written in another case
        assertThatThrownBy(() -> JsonForms.ruleOptions(JsonForms.MAPPER.readTree("{\"endgame\":\"FINISH_TURN\",\"ENDGAME\":\"VOYAGE_ONLY\"}")))
                .hasMessageContaining("given twice");
        assertThat(JsonForms.ruleOptions(JsonForms.MAPPER.readTree("{\"stall-rounds\":0,\"endgame\":\"voyage_only\"}")))
                .isEqualTo(RuleOptions.defaults().withStallRounds(0).withEndGame(EndGame.VOYAGE_ONLY));
    }

    @Test
    void everyDecisionAndEventOfWholeGamesHasAJsonForm() {
        Set<String> kinds = new HashSet<>();
        Set<String> events = new HashSet<>();
        for (long seed = 1; seed <= 6; seed++) {
            GameSetup setup = seed % 2 == 0 ? GameSetup.of((int) (2 + seed % 5), seed)
                    : GameSetup.builder().players(Colour.BLUE, Colour.RED, Colour.GREEN).tileSource(TileSource.chance()).build();
            Game game = Game.start(setup);
            RandomBot bot = new RandomBot(seed);
            while (!game.isOver()) {
                Decision d = game.decision();
                ObjectNode json = JsonForms.decision(d);
                kinds.add(json.get("kind").asText());
                assertThat(json.get("options")).hasSize(d.options().size());
                for (Option o : d.options()) {
                    assertThat(json.at("/options/" + o.id() + "/text").asText()).isEqualTo(o.text());
                }
                for (GameEvent e : game.apply(bot.choose(game))) {
                    ObjectNode ej = JsonForms.event(e);
                    events.add(ej.get("type").asText());
                    assertThat(ej.get("rule").asText()).isEqualTo(e.rule().id());
                }
            }
            JsonNode position = JsonForms.position(game);
            assertThat(position.get("text").asText()).isEqualTo(Position.of(game).text());
            assertThat(position.get("over").asBoolean()).isTrue();
            assertThat(position.get("tiles").size()).isEqualTo(game.position().tiles().size());
        }
        assertThat(kinds).contains("SETUP_BERTH", "TURN_ACTION", "PLACE_BOATS", "LANDING", "TILE_PLACEMENT", "CHANCE");
        assertThat(events).contains("BoatsPlaced", "TileDrawn", "TilePlaced", "RouteCrossed", "BoatLanded", "GameOver");
    }

    /**
     * D-19, PROTOCOL.md 1.5: a view has the seat's view text, its {@code seat}, the fields of the position but its
     * text (none of which tells the stack's order), and the stack's tiles in the tile set's order.
     */
    @Test
    void d19AViewIsThePositionWithoutTheStacksOrder() {
        Game game = Game.start(GameSetup.of(3, 8675309123L));
        RandomBot bot = new RandomBot(3);
        for (int i = 0; i < 40 && !game.isOver(); i++) {
            game.apply(bot.choose(game));
        }
        ObjectNode view = JsonForms.view(game, Colour.GREEN);
        ObjectNode position = JsonForms.position(game);
        assertThat(view.get("text").asText()).isEqualTo(game.view(Colour.GREEN).text()).startsWith("tongiaki-view 1");
        assertThat(view.get("seat").asText()).isEqualTo("green");
        List<String> fields = new java.util.ArrayList<>();
        position.fieldNames().forEachRemaining(fields::add);
        assertThat(fields).startsWith("text", "turn", "activePlayer", "over", "players", "tiles", "beaches");
        for (String f : fields.subList(1, fields.size())) {
            assertThat(view.get(f)).as(f).isEqualTo(position.get(f));
        }
        List<String> stack = new java.util.ArrayList<>();
        view.get("stack").forEach(t -> stack.add(t.asText()));
        List<String> inTileSetOrder = new java.util.ArrayList<>();
        for (io.github.tongiaki.core.tiles.Tile t : game.tileSet().all()) {
            if (stack.contains(t.id().toString())) {
                inTileSetOrder.add(t.id().toString());
            }
        }
        assertThat(stack).hasSize(game.position().stackSize()).isEqualTo(inTileSetOrder);
        String order = Position.of(game).text().lines().filter(l -> l.startsWith("stack ")).findFirst().orElseThrow();
        assertThat(view.toString()).doesNotContain(order.substring("stack ".length())).doesNotContain("tongiaki-position")
                .doesNotContain("8675309123");
        assertThat(stack).as("the stack in order is not the sorted stack").isNotEqualTo(ExternalBotTest.stackOrder(game))
                .containsExactlyInAnyOrderElementsOf(ExternalBotTest.stackOrder(game));
    }

    /** PROTOCOL.md's table of event fields: type -> field names, in order. */
    private static java.util.Map<String, List<String>> documentedEventFields() throws java.io.IOException {
        String doc = java.nio.file.Files.readString(java.nio.file.Path.of("../PROTOCOL.md"));
        String table = doc.substring(doc.indexOf("<!-- event-fields:begin"), doc.indexOf("<!-- event-fields:end"));
        java.util.Map<String, List<String>> fields = new java.util.LinkedHashMap<>();
        java.util.regex.Matcher row = java.util.regex.Pattern.compile("(?m)^\\| `(\\w+)` \\| ([^|]*) \\|").matcher(table);
        while (row.find()) {
            List<String> names = new java.util.ArrayList<>();
            java.util.regex.Matcher name = java.util.regex.Pattern.compile("`(\\w+)`").matcher(row.group(2));
            while (name.find()) {
                names.add(name.group(1));
            }
            if (!row.group(1).equals("type")) { // the header row
                fields.put(row.group(1), names);
            }
        }
        return fields;
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new java.util.ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void everyEventsJsonFieldsAreTheDocumentedOnes() throws java.io.IOException {
        java.util.Map<String, List<String>> documented = documentedEventFields();
        // Every event type is in the table with its fields (the JSON form writes the record's components, rule apart).
        Set<String> types = new HashSet<>();
        for (Class<?> type : GameEvent.class.getPermittedSubclasses()) {
            types.add(type.getSimpleName());
            List<String> components = java.util.Arrays.stream(type.getRecordComponents()).map(java.lang.reflect.RecordComponent::getName)
                    .filter(n -> !n.equals("rule")).toList();
            assertThat(documented.get(type.getSimpleName())).as("PROTOCOL.md 1.4, %s", type.getSimpleName()).isEqualTo(components);
        }
        assertThat(documented.keySet()).isEqualTo(types);
        // And the JSON the protocol sends: every event of some whole games, field by field.
        Set<String> seen = new HashSet<>();
        for (long seed = 1; seed <= 6; seed++) {
            Game g = Game.start(GameSetup.of(3, seed));
            RandomBot bot = new RandomBot(seed);
            List<GameEvent> events = new java.util.ArrayList<>(g.lastEvents());
            while (!g.isOver()) {
                events.addAll(g.apply(bot.choose(g)));
            }
            for (GameEvent e : events) {
                ObjectNode json = JsonForms.event(e);
                String type = json.get("type").asText();
                seen.add(type);
                assertThat(names(json.get("fields"))).as(type).isEqualTo(documented.get(type));
            }
        }
        assertThat(seen).contains("TurnStarted", "FleetWithdrawn", "TileDrawn", "RouteCrossed", "EndTriggered", "GameOver");
    }

    /** PROTOCOL.md 1.9: the tile set a look-ahead bot needs, every tile's routes, beaches and jetties. */
    @Test
    void theTileSetFormHasTheStackAndEveryTilesShape() {
        io.github.tongiaki.core.tiles.TileSet set = Game.start(2, 1).tileSet();
        ObjectNode json = JsonForms.tileSet(set);
        assertThat(names(json)).containsExactly("name", "start", "stack", "tiles");
        assertThat(json.get("name").asText()).isEqualTo(set.name());
        assertThat(json.get("start").asText()).isEqualTo("Tonga");
        assertThat(json.get("stack")).hasSize(set.stackTiles().size());
        assertThat(json.get("stack").get(0).asText()).isEqualTo(set.stackTiles().get(0).id().toString());
        JsonNode tiles = json.get("tiles");
        assertThat(tiles).hasSize(set.size());
        assertThat(tiles.get(0).get("tile").asText()).isEqualTo("Tonga");
        int islands = 0;
        int water = 0;
        for (JsonNode t : tiles) {
            assertThat(t).isEqualTo(JsonForms.tile(set.tile(t.get("tile").asText())));
            if (t.get("kind").asText().equals("island")) {
                islands++;
                assertThat(t.get("beaches")).isNotEmpty().allSatisfy(b -> {
                    assertThat(b.get("berths").asInt()).isPositive();
                    assertThat(b.get("jetties")).isNotEmpty().allSatisfy(j -> assertThat(j.asInt()).isBetween(0, 5));
                });
            } else {
                water++;
                assertThat(t.get("routes")).isNotEmpty().allSatisfy(r -> {
                    assertThat(r.get("from").asInt()).isBetween(0, 5);
                    assertThat(r.get("to").asInt()).isBetween(0, 5);
                    assertThat(r.get("difficulty").asInt()).isIn(0, 2, 3, 4);
                });
            }
        }
        assertThat(islands).isEqualTo(set.islands().size() + 1); // the start island is not in the stack
        assertThat(water).isEqualTo(set.waterTiles().size());
    }
}
