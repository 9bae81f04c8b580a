package io.github.tongiaki.testkit;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThat;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThatEvents;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent.BoatLanded;
import io.github.tongiaki.core.events.GameEvent.BoatsPlaced;
import io.github.tongiaki.core.events.GameEvent.EmigrationStarted;
import io.github.tongiaki.core.events.GameEvent.IslandRemoved;
import io.github.tongiaki.core.events.GameEvent.TileDrawn;
import io.github.tongiaki.core.events.GameEvent.TilePlaced;
import io.github.tongiaki.core.events.GameEvent.TurnStarted;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The code of the testkit's Javadoc overview ({@code src/main/javadoc/overview.html}), compiled and run.
 * Each example sits between {@code // snippet: <name>} and {@code // end snippet}; {@link
 * #theOverviewShowsExactlyTheseSnippets()} checks that every {@code <pre>{@code …}</pre>} block of the
 * overview is one of them, verbatim but for indentation, and that every snippet is shown.
 */
class OverviewSnippetsTest {

    @Test
    void assertions() {
        // snippet: assertions
        Game game = Positions.scenario(BLUE, RED).boats("Tonga", 1, "B").build();
        assertThat(game).isWaitingFor(DecisionKind.TURN_ACTION, BLUE)
                .offersExactly("expand Tonga", "settle")
                .hasBoatsOn("Tonga/1", "B").hasSupply(BLUE, 14);
        game.apply("expand Tonga");
        assertThatEvents(game.apply("beaches Tonga/2"))
                .containsTypesInOrder(BoatsPlaced.class, TurnStarted.class)
                .hasNo(EmigrationStarted.class)
                .hasSize(3);                                    // AssertJ's list assertions work too
        assertThat(game.decision()).isWaitingFor(DecisionKind.TURN_ACTION, RED);
        assertThat(game.position().tiles()).hasSize(1);         // AssertJ's own assertThat
        // end snippet
    }

    @Test
    void positions() {
        // snippet: positions
        Game g = Positions.scenario(BLUE, RED)                  // official tiles, Tonga at (0, 0), blue to move
                .tile("Hawaii", Hex.of(0, 1), Rotation.R3)
                .boats("Tonga", 1, "3B").boats("Tonga", 4, "3R")
                .emigrationsPending()                           // the turn is at its emigrations
                .build();
        assertThat(g).isWaitingFor(DecisionKind.EMIGRATION, BLUE)
                .offersExactly("emigrate Tonga/1 via 0", "emigrate Tonga/4 via 3");
        // end snippet
        assertThatEvents(g.apply("emigrate Tonga/1 via 0")).first().isInstanceOf(EmigrationStarted.class);
    }

    @Test
    void closedRingsAndGeneratedIslands() {
        // snippet: closed-islands
        // Tonga in a ring of water tiles whose routes all lead back to it: a closed island (D-2)
        Game closed = Positions.closedRing(Positions.scenario(BLUE, RED), Hex.ORIGIN,
                        "W13", "W14", "W01", "W02", "W15", "W16")
                .boats("Tonga", 1, "3B").boats("Tonga", 4, "3R").emigrationsPending().build();
        assertThatEvents(closed.apply("emigrate Tonga/1 closed")).has(1, IslandRemoved.class);  // R-LOOP-1
        assertThat(closed).hasRemovedIslands("Tonga")
                .isWaitingFor(DecisionKind.TILE_PLACEMENT, BLUE);               // R-LOOP-2: blue redraws

        LoopPosition random = Positions.closedIsland(42L);      // a random closed island, with what to expect
        assertThat(random.closed()).isTrue();
        // end snippet
    }

    /** Every tile of the official set but Tonga and Hawaii, in tile-set order: the stack of the text positions. */
    static final String STACK = "Samoa Muroroa \"Hiva Oa\" Tahiti Mangareva Tuamotu Tubuai Tuvalu Fidschi \"Rapa Nui\" Tokelau"
            + " Oahu Nauru Rarotonga W01 W02 W03 W04 W05 W06 W07 W08 W09 W10 W11 W12 W13 W14 W15 W16";

    @Test
    void midLanding() {
        // snippet: mid-landing
        // Blue's group B+R sailed from Tonga to Hawaii, and blue's first boat landed on Hawaii/1 (R-LAND-1, D-6)
        Game game = Position.parse("""
                tongiaki-position 2
                tileset official
                players blue red
                turn 3 blue
                pending land island=Hawaii group=B+R origin=Tonga free=1,2,3 received=1 mode=first
                tile Tonga 0,0 r0
                tile Hawaii 0,1 r3
                boats Tonga/4 R
                boats Hawaii/1 B
                stack Samoa Muroroa "Hiva Oa" Tahiti Mangareva Tuamotu Tubuai Tuvalu Fidschi "Rapa Nui" Tokelau Oahu Nauru Rarotonga W01 W02 W03 W04 W05 W06 W07 W08 W09 W10 W11 W12 W13 W14 W15 W16
                origins Tonga
                """).toGame();
        assertThat(game).isWaitingFor(DecisionKind.LANDING, BLUE)  // beaches 2 and 3 first: the group spreads
                .offersExactly("land blue Hawaii/2", "land blue Hawaii/3", "land red Hawaii/2", "land red Hawaii/3")
                .hasSupply(BLUE, 13).hasSupply(RED, 13);
        game.apply("land blue Hawaii/2");                     // red's boat has one beach left: the engine lands it
        assertThat(game).hasBoatsOn("Hawaii/2", "B").hasBoatsOn("Hawaii/3", "R").isWaitingFor(DecisionKind.TURN_ACTION, RED);
        // end snippet
        assertThat(game).keepsItsInvariants();
        assertThatEvents(game.lastEvents()).has(2, BoatLanded.class).has(1, TurnStarted.class);
    }

    @Test
    void midRedraw() {
        // snippet: mid-redraw
        // Hawaii, where all of blue's boats were, left the game (R-LOOP-1): blue redraws (R-LOOP-2) and has
        // drawn W03; Samoa is next on the stack
        Game game = Position.parse("""
                tongiaki-position 2
                tileset official
                players blue red
                turn 4 blue
                pending tile tile=W03 purpose=redraw
                tile Tonga 0,0 r0
                tile W01 0,1 r0
                removed Hawaii
                boats Tonga/1 R
                stack Samoa Muroroa "Hiva Oa" Tahiti Mangareva Tuamotu Tubuai Tuvalu Fidschi "Rapa Nui" Tokelau Oahu Nauru Rarotonga W02 W04 W05 W06 W07 W08 W09 W10 W11 W12 W13 W14 W15 W16
                """).toGame();
        assertThat(game).isWaitingFor(DecisionKind.TILE_PLACEMENT, BLUE).offers("place 0,-1 r0", "place 0,2 r5")
                .hasSupply(BLUE, 15);
        assertThatEvents(game.apply("place 0,-1 r0"))           // a water tile: blue draws again
                .containsTypesInOrder(TilePlaced.class, TileDrawn.class);
        game.apply("place 1,-1 r0");                            // an island: the redraw is over, red's turn
        assertThat(game).hasTileAt(Hex.of(1, -1), "Samoa", Rotation.R0).isWaitingFor(DecisionKind.TURN_ACTION, RED);
        // end snippet
        assertThat(game).keepsItsInvariants().hasRemovedIslands("Hawaii").hasSupply(BLUE, 15);
    }

    @Test
    void midSettlement() {
        // snippet: mid-settlement
        // Blue took his boats off the beaches for a new settlement (R-NEW-1) and has drawn Samoa
        Game game = Position.parse("""
                tongiaki-position 2
                tileset official
                players blue red
                turn 5 blue
                pending tile tile=Samoa purpose=settle
                tile Tonga 0,0 r0
                tile Hawaii 0,1 r3
                boats Tonga/4 2R
                boats Hawaii/2 R
                stack Muroroa "Hiva Oa" Tahiti Mangareva Tuamotu Tubuai Tuvalu Fidschi "Rapa Nui" Tokelau Oahu Nauru Rarotonga W01 W02 W03 W04 W05 W06 W07 W08 W09 W10 W11 W12 W13 W14 W15 W16
                """).toGame();
        game.apply("place 0,-1 r0");
        assertThat(game).isWaitingFor(DecisionKind.PLACE_BOATS, BLUE)  // the settlement's boat (R-NEW-1)
                .offersExactly("beaches Samoa/1", "beaches Samoa/2", "beaches Samoa/3");
        // The same moment as text: a pending 'place … purpose=settle'
        Game same = Position.parse(Position.of(game).text()).toGame();
        assertThat(Position.of(same).text()).contains("pending place island=Samoa count=1 purpose=settle");
        assertThatEvents(same.apply("beaches Samoa/3")).containsTypesInOrder(BoatsPlaced.class, TurnStarted.class);
        assertThat(same).hasBoatsOn("Samoa/3", "B").hasSupply(BLUE, 14).isWaitingFor(DecisionKind.TURN_ACTION, RED);
        // end snippet
        assertThat(same).keepsItsInvariants();
    }

    @Test
    void aSettlementThatDrawsWaterFirst() {
        // Not in the overview: a water tile drawn for a settlement is placed, then the next tile is drawn.
        Game game = Position.parse("""
                tongiaki-position 2
                tileset official
                players blue red
                turn 5 blue
                pending tile tile=W05 purpose=settle
                tile Tonga 0,0 r0
                tile Hawaii 0,1 r3
                boats Tonga/4 2R
                stack Samoa Muroroa "Hiva Oa" Tahiti Mangareva Tuamotu Tubuai Tuvalu Fidschi "Rapa Nui" Tokelau Oahu Nauru Rarotonga W01 W02 W03 W04 W06 W07 W08 W09 W10 W11 W12 W13 W14 W15 W16
                """).toGame();
        assertThat(game).isWaitingFor(DecisionKind.TILE_PLACEMENT, BLUE).keepsItsInvariants();
        assertThatEvents(game.apply("place 0,-1 r0")).containsTypesInOrder(TilePlaced.class, TileDrawn.class);
        assertThat(game).isWaitingFor(DecisionKind.TILE_PLACEMENT, BLUE).hasTileAt(Hex.of(0, -1), "W05", Rotation.R0);
        assertThat(Position.of(game).text()).contains("pending tile tile=Samoa purpose=settle");
    }

    @Test
    void textPositionsRoundTrip() {
        // Each text above is read, printed and read again to the same position (CONFORMANCE.md, Positions).
        for (String pending : List.of(
                "pending land island=Hawaii group=B+R origin=Tonga free=1,2,3 received=1 mode=first\ntile Hawaii 0,1 r3\n"
                        + "boats Hawaii/1 B\norigins Tonga\nstack " + STACK,
                "pending tile tile=Samoa purpose=settle\ntile Hawaii 0,1 r3\nstack " + STACK.replace("Samoa ", ""))) {
            Position p = Position.parse("tongiaki-position 2\ntileset official\nplayers blue red\nturn 3 blue\n"
                    + "tile Tonga 0,0 r0\nboats Tonga/4 R\n" + pending + "\n");
            assertThat(Position.parse(p.text())).isEqualTo(p);
            assertThat(Position.of(p.toGame())).isEqualTo(p);
        }
    }

    @Test
    void invariantsAndMonitor() {
        // snippet: invariants
        Game game = Game.start(GameSetup.of(3, 42L));
        Invariants.assertHold(game);                            // or Invariants.check(game): the violations
        GameMonitor monitor = new GameMonitor(game, true);      // true: also fork a copy at every step
        for (int step = 0; step < 60 && !monitor.game().isOver(); step++) {
            monitor.applyOption(0);                             // the invariants, checked after each step
        }
        monitor.replay();                                       // the same choices give the same events
        // end snippet
        assertThat(monitor.choices()).isNotEmpty();
    }

    @Test
    void randomPlay() {
        // snippet: random-play
        Playthrough p = RandomPlay.midGame(5, 42L, 40);         // 5 players, after 40 random decisions
        Game game = p.game();                                   // replays it
        String code = p.reproduce();                            // Java code that rebuilds it
        for (IllegalChoice c : RandomPlay.illegalChoices(p, 7L)) {
            c.assertRejectedBy(p.game());                       // refused, and the game is unchanged
        }
        // end snippet
        assertThat(game.decisionNumber()).isEqualTo(40);
        assertThat(code).startsWith("new Playthrough(");
    }

    // snippet: jqwik
    @Property(tries = 20)
    void anyGameAfterForty(@ForAll @RandomGame(players = 5, decisions = 40) Playthrough p) {
        assertThat(p.game()).keepsItsInvariants();
    }

    @Property(tries = 20)
    void closedIslandsKeepTheInvariants(@ForAll("closedIslands") LoopPosition p) {
        assertThat(p.game()).keepsItsInvariants();
    }

    @Provide
    Arbitrary<LoopPosition> closedIslands() {
        return TongiakiArbitraries.closedIslands();
    }
    // end snippet

    // ---------------------------------------------------------------------------------------------
    // the overview shows these snippets, and only these
    // ---------------------------------------------------------------------------------------------

    private static final Path OVERVIEW = Path.of("src/main/javadoc/overview.html");
    private static final Path SOURCE = Path.of("src/test/java/io/github/tongiaki/testkit/OverviewSnippetsTest.java");

    @Test
    void theOverviewShowsExactlyTheseSnippets() throws IOException {
        Map<String, String> snippets = snippets(Files.readString(SOURCE, StandardCharsets.UTF_8));
        List<String> shown = codeBlocks(Files.readString(OVERVIEW, StandardCharsets.UTF_8));
        assertThat(snippets).containsKeys("assertions", "positions", "closed-islands", "mid-landing", "mid-redraw",
                "mid-settlement", "invariants", "random-play", "jqwik");
        assertThat(shown).as("the code blocks of %s, each one of the snippets of %s", OVERVIEW, SOURCE)
                .containsExactlyInAnyOrderElementsOf(snippets.values());
    }

    /** The snippets of a Java source, by name, without their common indentation. */
    static Map<String, String> snippets(String source) {
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = Pattern.compile("(?m)^[ \\t]*// snippet: (\\S+)\\n(.*?)^[ \\t]*// end snippet$", Pattern.DOTALL).matcher(source);
        while (m.find()) {
            out.put(m.group(1), m.group(2).stripTrailing().stripIndent().strip());
        }
        return out;
    }

    /** The contents of the {@code <pre>{@code …}</pre>} blocks of an HTML page, without common indentation. */
    static List<String> codeBlocks(String html) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<pre>\\{@code\\n(.*?)\\n}</pre>", Pattern.DOTALL).matcher(html);
        while (m.find()) {
            out.add(m.group(1).stripTrailing().stripIndent().strip());
        }
        return out;
    }
}
