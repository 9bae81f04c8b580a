package io.github.tongiaki.testkit.docs;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static io.github.tongiaki.core.board.Colour.YELLOW;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThat;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThatEvents;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.PlayerView;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.events.GameEvent.CrossingFailed;
import io.github.tongiaki.core.events.GameEvent.EmigrationStarted;
import io.github.tongiaki.core.events.GameEvent.IslandRemoved;
import io.github.tongiaki.core.events.GameEvent.TileDrawn;
import io.github.tongiaki.core.events.GameEvent.TilePlaced;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.notation.EventText;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.notation.Perft;
import io.github.tongiaki.core.render.BoardSvg;
import io.github.tongiaki.core.render.Overlay;
import io.github.tongiaki.core.render.SvgOptions;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.testkit.IllegalChoice;
import io.github.tongiaki.testkit.LoopPosition;
import io.github.tongiaki.testkit.Playthrough;
import io.github.tongiaki.testkit.Positions;
import io.github.tongiaki.testkit.RandomGame;
import io.github.tongiaki.testkit.RandomPlay;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** The Java snippets of README.md and docs/*.md, run (see {@link DocSnippetsTest} for how they are kept equal). */
class SnippetsDocsTest {

    @Test
    void tour() {
        // snippet: tour
        Game game = Game.start(GameSetup.of(4, 42));      // 4 players, official tiles, stack shuffled with seed 42
        while (!game.isOver()) {
            Decision d = game.decision();                  // exactly one pending decision, by one player
            Option o = d.options().get(0);                 // legal options: typed choice, integer id, short text
            List<GameEvent> events = game.apply(o);        // everything that happened, up to the next decision
        }
        game.position().standings();                       // ranking with the tie-break that decided it
        // end snippet
        assertThat(game.isOver()).isTrue();
        assertThat(game.position().standings()).hasSize(4);
    }

    @Test
    void botsFastPath() {
        // snippet: bots-fast-path
        Game root = Game.start(GameSetup.of(4, 7));
        Random random = new Random(1);
        Game playout = root.determinize(random.nextLong());      // a copy, the hidden stack re-shuffled
        while (!playout.isOver()) {
            int options = playout.optionCount();                 // no Decision object is built
            playout.applyOptionQuietly(random.nextInt(options)); // by option id, no events either
        }
        Game another = root.determinize(random.nextLong());
        another.playRandomly(random.nextLong(), Integer.MAX_VALUE); // the same kind of playout in one call
        int[] actions = new int[root.optionCount()];
        int n = root.legalActions(actions);                      // action ids, stable across positions
        DecisionKind kind = root.decisionKind();                 // and who decides: root.decider()
        root.applyAction(actions[n - 1]);                        // the same as applyOptionQuietly(n - 1)
        // end snippet
        assertThat(playout.isOver()).isTrue();
        assertThat(playout.lastEvents()).isEmpty();
        assertThat(another.isOver()).isTrue();
        assertThat(kind).isEqualTo(DecisionKind.SETUP_BERTH);
        assertThat(root.decisionNumber()).isEqualTo(1);
        Game byOptionId = Game.start(GameSetup.of(4, 7));
        byOptionId.applyOptionQuietly(n - 1);
        assertThat(Position.of(root).text()).isEqualTo(Position.of(byOptionId).text());
        Game untouched = Game.start(GameSetup.of(4, 7));
        untouched.determinize(1L);
        assertThat(untouched.decisionNumber()).isZero();
    }

    @Test
    void botsPlayerView() {
        Game game = Game.start(GameSetup.of(3, 11));
        game.applyOption(0);
        long seed = 5;
        // snippet: bots-player-view
        PlayerView view = game.view(RED);                        // everything but the stack's order (D-19)
        String text = view.text();                               // what a remote player is sent: 'stack-tiles …'
        PlayerView back = PlayerView.parse(text);                 // equal to view
        List<Tile> left = view.stackComposition();               // the tiles left, in tile-set order
        Game sample = view.toGame(seed);                         // a game to search on: the stack in a sampled order
        Game same = game.determinize(seed);                      // the same order, from the real game
        // end snippet
        assertThat(back).isEqualTo(view);
        assertThat(text).contains("\nseat red\n").contains("\nstack-tiles ").doesNotContain("\nstack ");
        assertThat(left).hasSize(game.position().stackSize());
        assertThat(sample.position().text()).isEqualTo(same.position().text());
        assertThat(sample.decision().options()).isEqualTo(game.decision().options());
        assertThat(same.setup()).isNotEqualTo(game.setup());
    }

    @Test
    void testkitPositionsAndAssertions() {
        // snippet: testkit-positions
        Game g = Positions.scenario(BLUE, RED)                         // official tiles, Tonga at (0, 0)
                .tile("Hawaii", Hex.of(0, 1), Rotation.R3)
                .boats("Tonga", 1, "2B+R").boats("Tonga", 4, "3R")
                .emigrationsPending()                                  // the turn is at its emigrations
                .build();
        Game closed = Positions.closedRing(Positions.scenario(BLUE, RED), Hex.ORIGIN, "W13", "W14", "W01", "W02", "W15", "W16")
                .boats("Tonga", 1, "2B+R").boats("Tonga", 4, "3R").emigrationsPending().build();
        LoopPosition p = Positions.closedIsland(42L);                  // random closed island, with what to expect
        // end snippet
        assertThat(p.closed()).isTrue();

        // snippet: testkit-assertions
        assertThat(g).isWaitingFor(DecisionKind.EMIGRATION, BLUE)
                .offersExactly("emigrate Tonga/1 via 0", "emigrate Tonga/4 via 3")
                .hasBoatsOn("Tonga/1", "2B+R").hasSupply(BLUE, 13).hasTileAt(Hex.of(0, 1), "Hawaii", Rotation.R3);
        assertThatEvents(g.apply("emigrate Tonga/4 via 3"))
                .containsTypesInOrder(EmigrationStarted.class, TileDrawn.class, TilePlaced.class)
                .hasNo(CrossingFailed.class);
        assertThatEvents(closed.apply("emigrate Tonga/1 closed")).has(1, IslandRemoved.class).isNotEmpty();
        Game finished = RandomPlay.game(2, 1L).game();                 // a whole random game (see below)
        assertThat(finished).isOver().hasScore(YELLOW, 8).hasRanking(YELLOW, BLUE).keepsItsInvariants();
        // end snippet
    }

    @Test
    void testkitRandomPlay() {
        // snippet: testkit-random-play
        Playthrough p = RandomPlay.midGame(5, 42L, 40);      // 5 players, after 40 random decisions
        Game game = p.game();                                // replays it
        System.out.println(p.reproduce());                   // Java code that rebuilds it
        for (IllegalChoice c : RandomPlay.illegalChoices(p, 7L)) {
            c.assertRejectedBy(p.game());                    // refused, and the game is unchanged
        }
        // end snippet
        assertThat(game.decisionNumber()).isEqualTo(40);
        assertThat(p.reproduce()).startsWith("new Playthrough(GameSetup.builder().players(");
    }

    // snippet: testkit-jqwik
    @Property(tries = 100)
    void anyGameAfterForty(@ForAll @RandomGame(players = 5, decisions = 40) Playthrough p) {
        assertThat(p.game()).keepsItsInvariants();
    }
    // end snippet

    @Test
    void notation() {
        GameSetup setup = GameSetup.of(3, 7);
        Game game = Game.start(setup);
        List<String> choices = new ArrayList<>();
        List<GameEvent> all = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            choices.add(game.decision().options().get(0).text());
            all.addAll(game.apply(choices.get(i)));
        }
        GameEvent event = all.get(all.size() - 1);
        // snippet: notation
        String fen = Position.of(game).text();               // the complete state, the hidden stack order included
        Game again = Position.parse(fen).toGame();            // plays on exactly like the original
        GameRecord record = GameRecord.of(setup, choices);    // header + one choice a line; record.replay()
        String line = EventText.print(event);                 // TileDrawn tile=W07 left=12 rule=R-EMI-3
        long nodes = Perft.count(game, 4);                    // distinct decision sequences of length 4
        // end snippet
        assertThat(again.decision()).isEqualTo(game.decision());
        assertThat(Position.of(record.replay()).text()).isEqualTo(fen);
        assertThat(EventText.parse(line)).isEqualTo(event);
        assertThat(nodes).isPositive();
    }

    @Test
    void ruleText() {
        // a tile drawn in an R-LOOP-2 redraw cites that rule
        GameEvent event = new GameEvent.TileDrawn(io.github.tongiaki.core.tiles.TileId.of("Samoa"), 12, Rule.R_LOOP_2);
        // snippet: rule-text
        Rule rule = event.rule();                        // e.g. R-LOOP-2
        String why = rule.id() + ": " + rule.text();     // "R-LOOP-2: If a removal under R-LOOP-1 leaves no island ..."
        // end snippet
        org.assertj.core.api.Assertions.assertThat(why).startsWith("R-LOOP-2: ").isEqualTo("R-LOOP-2: " + rule.text());
    }

    @Test
    void boardSvg() throws java.io.IOException {
        String text = io.github.tongiaki.core.engine.Position.of(io.github.tongiaki.core.engine.Game.start(
                io.github.tongiaki.core.engine.GameSetup.of(3, 7))).text();
        // snippet: board-svg
        Game game = Game.start(GameSetup.of(4, 2004));
        String svg = BoardSvg.render(game);                                    // 800 px wide, every overlay
        String big = BoardSvg.render(game, SvgOptions.defaults().withSize(1600).without(Overlay.EMBLEMS));
        String fromText = BoardSvg.render(Position.parse(text).toGame());      // a position in the notation
        Files.writeString(Path.of("board.svg"), svg);
        // end snippet
        org.assertj.core.api.Assertions.assertThat(svg).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"");
        org.assertj.core.api.Assertions.assertThat(big).contains("<svg").isNotEqualTo(svg);
        org.assertj.core.api.Assertions.assertThat(fromText).contains("<svg");
        org.assertj.core.api.Assertions.assertThat(Path.of("board.svg")).exists();
        Files.delete(Path.of("board.svg"));
    }
}
