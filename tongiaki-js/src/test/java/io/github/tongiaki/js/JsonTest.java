package io.github.tongiaki.js;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.EventText;
import io.github.tongiaki.protocol.JsonForms;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The facade's JSON ({@link Json}, written kind by kind) is the web API's ({@code JsonForms}, which reads
 * the records by reflection): decisions with their options, events (the facade adds {@code line}),
 * positions and standings, over whole games with every kind of decision and event, explicit chance
 * included.
 */
class JsonTest {

    private static JsonNode parse(String json) throws Exception {
        return JsonForms.MAPPER.readTree(json);
    }

    @Test
    @DisplayName("decisions, options, events, positions and standings: the same JSON as the web API's, in 60 games")
    void sameJsonAsTheWebApi() throws Exception {
        Set<String> decisionKinds = new HashSet<>();
        Set<String> eventTypes = new HashSet<>();
        Set<String> choiceTypes = new HashSet<>();
        for (int i = 0; i < 60; i++) {
            JsGame js = Tongiaki.start(Integer.toString(2 + i % 5), "", Integer.toString(i), DifferentialGames.OPTIONS[i % 4], "", i % 5 == 2);
            Game g = js.game();
            Chooser c = new Chooser(i + 1);
            int n = 0;
            while (!g.isOver()) {
                JsonNode d = parse(js.decision());
                assertThat(d).isEqualTo(JsonForms.decision(g.decision()));
                decisionKinds.add(d.get("kind").asText());
                d.get("options").forEach(o -> choiceTypes.add(o.get("choice").get("type").asText()));
                int id = c.next(g.optionCount());
                List<GameEvent> before = List.copyOf(g.eventLog());
                JsonNode events = parse(js.applyOption(g.decisionNumber(), id));
                List<GameEvent> caused = g.eventLog().subList(before.size(), g.eventLog().size());
                ArrayNode expected = JsonForms.events(caused);
                assertThat(events).hasSize(expected.size());
                for (int k = 0; k < expected.size(); k++) {
                    ObjectNode e = ((ObjectNode) events.get(k)).deepCopy();
                    assertThat(e.remove("line").asText()).isEqualTo(EventText.print(caused.get(k)));
                    assertThat((JsonNode) e).isEqualTo(expected.get(k));
                    eventTypes.add(e.get("type").asText());
                }
                if (n++ % 25 == 0) {
                    assertThat(parse(js.position())).isEqualTo(JsonForms.position(g));
                }
            }
            assertThat(parse(js.position())).isEqualTo(JsonForms.position(g));
            ArrayNode standings = JsonForms.MAPPER.createArrayNode();
            g.position().standings().forEach(s -> standings.add(JsonForms.standing(s)));
            assertThat(parse(js.standings())).isEqualTo(standings);
        }
        assertThat(decisionKinds).contains("SETUP_BERTH", "TURN_ACTION", "PLACE_BOATS", "LANDING", "CHANCE", "EMIGRATION");
        assertThat(eventTypes).contains("TurnStarted", "TurnEnded", "BoatsPlaced", "TileDrawn", "TilePlaced", "RouteCrossed",
                "BoatLanded", "GameOver");
        assertThat(choiceTypes).contains("Berth", "Expand", "NewSettlement", "Beaches", "Land", "Draw");
    }

    @Test
    @DisplayName("a view's JSON is the web API's (PROTOCOL.md 1.5) for every seat, from the game and from its text; a game made of "
            + "a view with seed s is the game's determinization s")
    void viewsAsJsonAndAsGames() throws Exception {
        int views = 0;
        for (int i = 0; i < 30; i++) {
            JsGame js = Tongiaki.start(Integer.toString(2 + i % 5), "", Integer.toString(i), DifferentialGames.OPTIONS[i % 4], "", false);
            Game g = js.game();
            Chooser c = new Chooser(i + 7);
            int n = 0;
            while (true) {
                if (n++ % 20 == 0 || g.isOver()) {
                    for (io.github.tongiaki.core.board.Colour seat : g.players()) {
                        JsonNode expected = JsonForms.view(g, seat);
                        assertThat(parse(js.viewJson(seat.toString()))).isEqualTo(expected);
                        String text = g.view(seat).text();
                        assertThat(parse(Tongiaki.viewJson(text))).isEqualTo(expected);
                        JsGame world = Tongiaki.fromView(text, Integer.toString(n));
                        assertThat(world.positionText()).isEqualTo(js.determinize(Integer.toString(n)).positionText());
                        assertThat(world.hasRecord()).isFalse();
                        assertThat(world.game().view(seat).text()).isEqualTo(text);
                        views++;
                    }
                }
                if (g.isOver()) {
                    break;
                }
                js.applyOptionQuietlyThenCount(c.next(g.optionCount()));
            }
        }
        assertThat(views).isGreaterThan(300);
    }

    @Test
    @DisplayName("a string with quotes, backslashes and control characters is escaped as JSON")
    void escaping() throws Exception {
        String s = "a\"b\\c\nd\re\tf\u0001g";
        assertThat(parse(new Json().str(s).toString()).asText()).isEqualTo(s);
    }
}
