package io.github.tongiaki.testkit.docs;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.bots.GreedyBot;
import io.github.tongiaki.bots.MctsBot;
import io.github.tongiaki.bots.RandomBot;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import io.github.tongiaki.protocol.EventSentences;
import io.github.tongiaki.protocol.JsonForms;
import io.github.tongiaki.tiles.OfficialTiles;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tours on the Javadoc front pages ({@code src/main/javadoc/overview.html}) of tongiaki-tiles, tongiaki-bots
 * and tongiaki-protocol, run as a consumer of the three artifacts would run them.
 */
class SnippetsFrontPagesTest {

    @Test
    void theTilesFrontPageTour() {
        // snippet: tiles-tour
        TileSet official = TileSet.official();                  // found on the class path through TileSetProvider
        IslandTile tonga = official.start();                    // the start island (R-COMP-2)
        int stack = official.stackTiles().size();               // 15 scoring islands and 16 water tiles
        String text = TileSetFormat.print(official);            // the language-neutral text form...
        TileSet same = TileSetFormat.parse(text);               // ...read back; a custom set is written the same way
        Game game = Game.start(GameSetup.builder().players(BLUE, RED).tileSet(same).seed(7).build());
        // end snippet
        assertThat(tonga.name()).isEqualTo("Tonga");
        assertThat(stack).isEqualTo(31);
        assertThat(same).isEqualTo(official).isEqualTo(OfficialTiles.set());
        assertThat(game.tileSet()).isEqualTo(official);
        assertThat(game.position().stackSize()).isEqualTo(31);
    }

    @Test
    void theBotsFrontPageTour() {
        // snippet: bots-tour
        Game game = Game.start(GameSetup.of(3, 2026));          // 3 players, seed 2026
        List<Bot> seats = List.of(new GreedyBot(1), new RandomBot(2), new MctsBot(20, 3));
        while (!game.isOver()) {
            Bot bot = seats.get(game.players().indexOf(game.decider()));
            game.apply(bot.choose(game));                       // the fast path: game.applyOptionQuietly(bot.chooseId(game))
        }
        List<Standing> standings = game.position().standings(); // best first
        // end snippet
        assertThat(standings).hasSize(3);
        assertThat(standings.get(0).rank()).isEqualTo(1);
    }

    @Test
    void theProtocolFrontPageTour() {
        // snippet: protocol-tour
        Game game = Game.start(GameSetup.of(2, 7));
        ObjectNode decision = JsonForms.decision(game.decision());  // PROTOCOL.md's JSON form, as a bot receives it
        List<String> log = new ArrayList<>();
        for (GameEvent event : game.applyOption(0)) {
            ObjectNode json = JsonForms.event(event);           // its fields, with the sentence as "text"
            String sentence = EventSentences.describe(event);   // a line for people, ending in the rule's tag
            if (sentence != null) {                             // (null: an event not worth a line)
                log.add(sentence);
            }
        }
        // end snippet
        assertThat(decision.get("kind")).isNotNull();
        assertThat(log).isNotEmpty().allSatisfy(line -> assertThat(line).matches(".*\\[[RDO]-[A-Z0-9-]+]$"));
    }
}
