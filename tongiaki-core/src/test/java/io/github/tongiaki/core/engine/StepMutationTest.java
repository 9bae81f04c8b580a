package io.github.tongiaki.core.engine;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Behaviour of the engine's steps that the mutation run (PIT, {@code -Pmutation}, issue 16) showed no test
 * would notice if it broke: the pending line of a chance draw in front of a voyage, the options of a
 * finished game, the bots' action-id buffer, the D-4 and R-LOOP-2 redraws, the D-4 records between turns,
 * the beaches of a landing, the R-NOBOAT-1 thresholds, and the position text's checks of a free placement,
 * a set-up step, the stall line and a D-4 record.
 *
 * <p>The custom tile set {@link #LOOPS} is the one of {@code LoopRulesTest}: an island at {@link #X} with a
 * jetty on edge 0 facing {@link #A}; water A (rotation 0) and B (rotation 1, at (4,0)) lead a group from
 * that jetty back to X.
 */
class StepMutationTest {

    private static final TileSet OFFICIAL = TestTiles.official();

    private static final TileSet LOOPS = TileSetFormat.parse(String.join("\n",
            "name   | loops",
            "start  | Home   | 0 | 3@0 3@1 3@2 3@3 3@4 3@5",
            "island | Atoll  | 3 | 2@0",
            "island | Twin   | 4 | 2@0 3@5",
            "island | Ping   | 2 | 2@0",
            "island | Pong   | 2 | 2@0",
            "island | Decoy  | 1 | 2@0",
            "island | Spare  | 5 | 5@0",
            "island | Extra  | 2 | 3@0 3@3",
            "water  | A      | 0-5:0 1-2:0 3-4:0",
            "water  | B      | 0-1:0 2-3:0 4-5:0",
            "water  | C      | 0-1:2 2-3:2 4-5:2",
            "water  | D      | 0-3:0 1-4:0 2-5:0",
            "water  | E      | 0-3:0 1-4:0 2-5:0"));

    /** A start island with two beaches (fewer than Trio's three) and room for exactly two players' set-up. */
    private static final TileSet SMALL = TileSetFormat.parse(String.join("\n",
            "name   | small-start",
            "start  | Home   | 0 | 3@0 3@3",
            "island | Src    | 1 | 2@0",
            "island | Trio   | 3 | 2@0 2@2 2@4",
            "island | Atoll  | 3 | 2@0",
            "water  | A      | 0-5:0 1-2:0 3-4:0",
            "water  | D      | 0-3:0 1-4:0 2-5:0"));

    private static final Hex X = Hex.of(3, 0);
    private static final Hex A = Hex.of(3, 1);

    /** The start of conformance vector pending-tile-redraw: W05 drawn in an R-LOOP-2 redraw, Tonga removed. */
    private static final String REDRAW = String.join("\n",
            "tongiaki-position 2",
            "tileset official",
            "players blue red green",
            "start blue",
            "options endgame=FINISH_TURN loop-colour-aware=false landing-spread-when-short=true mask-counts-on-table=true "
                    + "stranded-count-on-table=true stall-rounds=30",
            "turn 1 blue",
            "decision 2",
            "pending tile tile=W05 purpose=redraw",
            "tile W01 0,1 r0",
            "tile W02 -1,1 r0",
            "tile W03 -1,0 r0",
            "tile W04 0,-1 r0",
            "tile W13 1,-1 r1",
            "tile W14 1,0 r1",
            "removed Tonga",
            "supply blue=15 red=15 green=15",
            "stack Samoa Muroroa Nauru Tubuai Rarotonga \"Rapa Nui\" Tokelau Tuamotu \"Hiva Oa\" Mangareva Oahu Tahiti Tuvalu Fidschi "
                    + "Hawaii W06 W07 W08 W09 W10 W11 W12 W15 W16",
            "stall 0",
            "record 0 Tonga/1=B+R+G Tonga/2=B",
            "");

    private static final String ISLANDS_LEFT = "Samoa Muroroa Nauru Tubuai Rarotonga \"Rapa Nui\" Tokelau Tuamotu \"Hiva Oa\" Mangareva Oahu "
            + "Tahiti Tuvalu Fidschi Hawaii";
    private static final String WATER_LEFT = "W06 W07 W08 W09 W10 W11 W12 W15 W16";

    private static GameSetup setup(int players, TileSource source) {
        return GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(OFFICIAL).tileSource(source).build();
    }

    private static Scenario scenario(TileSet set, RuleOptions options, Colour... players) {
        return Scenario.of(GameSetup.builder().players(players).tileSet(set).options(options).build()).allowDisconnected();
    }

    private static Scenario scenario(TileSet set, Colour... players) {
        return scenario(set, RuleOptions.defaults(), players);
    }

    private static List<Choice> choices(Game g) {
        return g.decision().options().stream().map(Option::choice).toList();
    }

    private static <T extends GameEvent> List<T> of(List<GameEvent> events, Class<T> type) {
        List<T> out = new ArrayList<>();
        for (GameEvent e : events) {
            if (type.isInstance(e)) {
                out.add(type.cast(e));
            }
        }
        return out;
    }

    private static String pendingLine(String text) {
        return text.lines().filter(l -> l.startsWith("pending ")).findFirst().orElseThrow();
    }

    /** A tile id as the position text writes it (quoted when it holds a space). */
    private static String textId(TileId id) {
        return id.value().contains(" ") ? "\"" + id.value() + "\"" : id.value();
    }

    // =====================================================================================
    // ChanceDraw: the pending line of a draw in front of a voyage
    // =====================================================================================

    @Test
    @DisplayName("explicit chance in front of a voyage (R-EMI-3, R-VOY-4): the pending line names the island the group left; read back, the position plays on alike")
    void chanceDrawForAVoyageNamesTheOriginAndReadsBack() {
        SplittableRandom rnd = new SplittableRandom(31);
        Set<TileId> origins = new HashSet<>();
        int checked = 0;
        for (int n = 0; n < 40 && checked < 30; n++) {
            Game g = Game.start(setup(2 + n % 5, TileSource.chance()));
            TileId from = null;
            while (!g.isOver()) {
                if (g.decision() instanceof Decision.Chance c && (c.rule() == Rule.R_EMI_3 || c.rule() == Rule.R_VOY_4)) {
                    String text = Position.of(g).text();
                    assertThat(pendingLine(text)).startsWith("pending chance for=voyage ").endsWith(" origin=" + textId(from));
                    Game back = Position.parse(text, OFFICIAL).toGame();
                    assertThat(back.decision()).isEqualTo(g.decision());
                    assertThat(Position.of(back).text()).isEqualTo(text);
                    int option = rnd.nextInt(g.optionCount());
                    assertThat(back.applyOption(option)).isEqualTo(g.copy().applyOption(option));
                    origins.add(from);
                    checked++;
                }
                for (GameEvent e : g.applyOption(rnd.nextInt(g.optionCount()))) {
                    if (e instanceof GameEvent.EmigrationStarted s) {
                        from = s.beach().island();
                    }
                }
            }
        }
        assertThat(checked).isGreaterThanOrEqualTo(30);
        // the start island is tile 0: origins elsewhere show that the origin is read from the voyage
        assertThat(origins).anyMatch(t -> !t.equals(OFFICIAL.start().id()));
    }

    @Test
    @DisplayName("D-1: a chance draw in front of a voyage is read under either end-game option before the end, and after the end only under FINISH_TURN")
    void chanceDrawForAVoyageAndTheEndGameOption() {
        SplittableRandom rnd = new SplittableRandom(2);
        Game g = Game.start(setup(2, TileSource.chance()));
        while (!(g.decision() instanceof Decision.Chance c && (c.rule() == Rule.R_EMI_3 || c.rule() == Rule.R_VOY_4))) {
            g.applyOption(rnd.nextInt(g.optionCount()));
        }
        String text = Position.of(g).text();
        assertThat(g.position().endTriggered()).isFalse();
        assertThat(text).contains("endgame=FINISH_TURN");
        String voyageOnly = text.replace("endgame=FINISH_TURN", "endgame=VOYAGE_ONLY");
        assertThat(Position.parse(voyageOnly, OFFICIAL).toGame().decision()).isInstanceOf(Decision.Chance.class);
        // the end triggered: no island left to draw (they are set aside)
        String bag = text.lines().filter(l -> l.startsWith("bag ")).findFirst().orElseThrow();
        List<String> water = new ArrayList<>();
        List<String> islands = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"[^\"]*\"|\\S+").matcher(bag.substring("bag ".length()));
        while (m.find()) {
            String token = m.group();
            String id = token.replace("\"", "");
            (OFFICIAL.tile(id) instanceof io.github.tongiaki.core.tiles.IslandTile ? islands : water).add(token);
        }
        assertThat(islands).isNotEmpty();
        String ended = text.replace(bag, "bag " + String.join(" ", water) + "\naside " + String.join(" ", islands));
        Game after = Position.parse(ended, OFFICIAL).toGame();
        assertThat(after.position().endTriggered()).isTrue();
        assertThat(after.decision()).isInstanceOf(Decision.Chance.class);
        assertThatThrownBy(() -> Position.parse(ended.replace("endgame=FINISH_TURN", "endgame=VOYAGE_ONLY"), OFFICIAL))
                .isInstanceOf(ParseException.class).hasMessageContaining("under endgame=VOYAGE_ONLY no tile is drawn for a voyage");
    }

    // =====================================================================================
    // Engine: a finished game has no options; legalActions writes only its options
    // =====================================================================================

    @Test
    @DisplayName("a finished game has no options: optionCount() is 0, legalActions writes none, actionId refuses every id (R-END-1, D-1, D-15)")
    void finishedGameHasNoOptions() {
        SplittableRandom rnd = new SplittableRandom(8);
        for (int n = 0; n < 10; n++) {
            Game g = Game.start(setup(2 + n % 5, n % 2 == 0 ? TileSource.chance() : TileSource.shuffled(n)));
            while (!g.isOver()) {
                if (n % 3 == 0) {
                    g.applyOption(rnd.nextInt(g.optionCount()));
                } else {
                    g.applyOptionQuietly(rnd.nextInt(g.optionCount()));
                }
            }
            assertThat(g.optionCount()).isZero();
            int[] buffer = new int[64];
            Arrays.fill(buffer, -7);
            assertThat(g.legalActions(buffer)).isZero();
            assertThat(buffer).containsOnly(-7);
            assertThatThrownBy(() -> g.actionId(0)).isInstanceOf(IllegalChoiceException.class).hasMessageContaining("got 0");
            assertThat(g.copy().optionCount()).isZero();
        }
    }

    @Test
    @DisplayName("legalActions fills a buffer of exactly optionCount() and writes nothing beyond it, at every kind of decision")
    void legalActionsWritesOnlyTheOptions() {
        SplittableRandom rnd = new SplittableRandom(14);
        Set<DecisionKind> kinds = new HashSet<>();
        for (int n = 0; n < 16; n++) {
            Game g = Game.start(setup(2 + n % 5, n % 2 == 0 ? TileSource.chance() : TileSource.shuffled(n)));
            while (!g.isOver()) {
                int count = g.optionCount();
                int[] exact = new int[count];
                assertThat(g.legalActions(exact)).isEqualTo(count);
                int[] longer = new int[count + 8];
                Arrays.fill(longer, -7);
                assertThat(g.legalActions(longer)).isEqualTo(count);
                for (int i = 0; i < count; i++) {
                    assertThat(exact[i]).isEqualTo(longer[i]).isEqualTo(g.actionId(i));
                }
                for (int i = count; i < longer.length; i++) {
                    assertThat(longer[i]).as("%s: buffer[%d] of %d options", g.decisionKind(), i, count).isEqualTo(-7);
                }
                kinds.add(g.decisionKind());
                g.applyOptionQuietly(rnd.nextInt(count));
            }
        }
        assertThat(kinds).contains(DecisionKind.TURN_ACTION, DecisionKind.LANDING, DecisionKind.TILE_PLACEMENT, DecisionKind.EMIGRATION,
                DecisionKind.CHANCE, DecisionKind.PLACE_BOATS, DecisionKind.SETUP_BERTH);
    }

    // =====================================================================================
    // Emigrations, ClosedIslands: D-4 and R-LOOP-2
    // =====================================================================================

    @Test
    @DisplayName("D-4 then R-LOOP-2: a repeat that removes the islands holding the active player's last boats makes him redraw")
    void d4RepeatTakingTheLastBoatsRedraws() {
        // Ping (3,0) faces south onto Pong (3,1), Pong (rotation 3) faces north onto Ping: blue's two boats
        // go back and forth until the record repeats; blue has no other boat on the table.
        Game g = scenario(LOOPS, BLUE, RED)
                .tile("Ping", X, Rotation.R0)
                .tile("Pong", A, Rotation.R3)
                .boats("Ping", 1, "2B")
                .boats("Home", 2, "R")
                .stackTop("D", "Extra")
                .activePlayer(BLUE).emigrationsPending().build();
        List<GameEvent> ev = g.lastEvents();
        assertThat(ev).containsSubsequence(
                new GameEvent.IslandRemoved(TileId.of("Ping"), X, Boats.parse("2B"), Rule.D_4),
                new GameEvent.IslandRemoved(TileId.of("Pong"), A, Boats.NONE, Rule.D_4),
                new GameEvent.TileDrawn(TileId.of("D"), g.position().stackSize(), Rule.R_LOOP_2));
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.TilePlacement.class, t -> {
            assertThat(t.player()).isEqualTo(BLUE);
            assertThat(t.tile()).isEqualTo(TileId.of("D"));
            assertThat(t.rule()).isEqualTo(Rule.R_LOOP_2);
        });
    }

    @Test
    @DisplayName("D-4 then R-LOOP-2: a repeat that removes the last islands on the table makes the active player redraw, though none of his boats went back")
    void d4RepeatLeavingNoIslandRedraws() {
        // Home has left the game; red's boats go back and forth between Ping and Pong; blue, active, has no boat anywhere
        Game g = scenario(LOOPS, BLUE, RED)
                .noTile("Home")
                .removed("Home")
                .tile("Ping", X, Rotation.R0)
                .tile("Pong", A, Rotation.R3)
                .boats("Ping", 1, "2R")
                .stackTop("D", "Extra")
                .activePlayer(BLUE).emigrationsPending().build();
        List<GameEvent> ev = g.lastEvents();
        assertThat(ev).containsSubsequence(
                new GameEvent.IslandRemoved(TileId.of("Ping"), X, Boats.parse("2R"), Rule.D_4),
                new GameEvent.IslandRemoved(TileId.of("Pong"), A, Boats.NONE, Rule.D_4),
                new GameEvent.TileDrawn(TileId.of("D"), g.position().stackSize(), Rule.R_LOOP_2));
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.TilePlacement.class, t -> {
            assertThat(t.player()).isEqualTo(BLUE);
            assertThat(t.rule()).isEqualTo(Rule.R_LOOP_2);
        });
    }

    @Test
    @DisplayName("D-4: the records of a turn whose only emigration removed a closed island (R-LOOP-1) are gone when the next turn begins")
    void recordsOfATurnWithOnlyAClosedIslandAreCleared() {
        // Atoll at X is closed (its jetty leads over A and B back to it); its full beach is the only one
        Game g = scenario(LOOPS, BLUE, RED)
                .tile("Atoll", X, Rotation.R0)
                .tile("A", A, Rotation.R0)
                .tile("B", Hex.of(4, 0), Rotation.R1)
                .boats("Atoll", 1, "2R")
                .boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(g.lastEvents()).contains(new GameEvent.IslandRemoved(TileId.of("Atoll"), X, Boats.parse("2R"), Rule.R_LOOP_1),
                new GameEvent.TurnEnded(1, BLUE));
        assertThat(g.activePlayer()).isEqualTo(RED);
        assertThat(g.decision()).isInstanceOf(Decision.TurnAction.class);
        String text = Position.of(g).text();
        assertThat(text.lines()).noneMatch(l -> l.startsWith("record ") || l.startsWith("origins"));
        assertThat(Position.of(Position.parse(text, LOOPS).toGame()).text()).isEqualTo(text);
    }

    // =====================================================================================
    // Landing, TurnAction: beaches and thresholds of the island in question
    // =====================================================================================

    @Test
    @DisplayName("R-LAND-1, D-6: a landing offers every free beach of the island landed on, also one with more beaches than the start island")
    void landingOffersEveryBeachOfTheIsland() {
        // Src (5,0) faces south onto Trio (5,1): blue's two boats land on Trio's three free beaches
        Game g = scenario(SMALL, BLUE, RED)
                .tile("Src", X, Rotation.R0)
                .tile("Trio", A, Rotation.R0)
                .boats("Src", 1, "2B")
                .boats("Home", 1, "R")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.Landing.class, l -> assertThat(l.island()).isEqualTo(TileId.of("Trio")));
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.Land(BLUE, BeachRef.of("Trio", 1)), new Choice.Land(BLUE, BeachRef.of("Trio", 2)),
                new Choice.Land(BLUE, BeachRef.of("Trio", 3)));
    }

    @Test
    @DisplayName("R-NOBOAT-1, D-8: exactly two free berths on the start island, or one on another island, are enough")
    void noBoatTurnWithTheLeastRoom() {
        // Home: 2 of its 3 + 3 berths taken (no beach full); Atoll: 1 of its 2 berths taken; blue has no boat on the table
        Game g = scenario(SMALL, BLUE, RED)
                .tile("Atoll", Hex.of(0, 1), Rotation.R0)
                .boats("Home", 1, "2R")
                .boats("Home", 2, "2R")
                .boats("Atoll", 1, "R")
                .activePlayer(BLUE).build();
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.TurnAction.class, t -> assertThat(t.noBoat()).isTrue());
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.NoBoatPlacement(TileId.of("Home")),
                new Choice.NoBoatPlacement(TileId.of("Atoll")), new Choice.NewSettlement());
    }

    // =====================================================================================
    // FreePlacement: the pending tile line and the end of a redraw
    // =====================================================================================

    private static String emptyStack(String text) {
        return text.replace("stack " + ISLANDS_LEFT + " " + WATER_LEFT, "stack\naside " + ISLANDS_LEFT + " " + WATER_LEFT);
    }

    private static String onlyWaterInStack(String text) {
        return text.replace("stack " + ISLANDS_LEFT + " " + WATER_LEFT, "stack " + WATER_LEFT + "\naside " + ISLANDS_LEFT);
    }

    @Test
    @DisplayName("D-1, R-LOOP-2: a redraw begun after the end was triggered (FINISH_TURN) places its last water tile from an empty stack; then the turn and the game end")
    void redrawAfterTheEndPlacesTheLastWaterTile() {
        String text = emptyStack(REDRAW);
        Game g = Position.parse(text, OFFICIAL).toGame();
        assertThat(g.position().endTriggered()).isTrue();
        assertThat(g.position().stackSize()).isZero();
        List<GameEvent> ev = g.applyOption(0);
        assertThat(ev.get(0)).isInstanceOf(GameEvent.TilePlaced.class);
        assertThat(of(ev, GameEvent.TileDrawn.class)).isEmpty();
        assertThat(ev).contains(new GameEvent.TurnEnded(1, BLUE));
        assertThat(g.isOver()).isTrue();

        // with water left (and no island) it draws on until the stack is empty, then ends alike
        Game w = Position.parse(onlyWaterInStack(REDRAW), OFFICIAL).toGame();
        List<GameEvent> first = w.applyOption(0);
        assertThat(of(first, GameEvent.TileDrawn.class)).singleElement().satisfies(d -> assertThat(d.rule()).isEqualTo(Rule.R_LOOP_2));
        assertThat(w.isOver()).isFalse();
    }

    @Test
    @DisplayName("a pending water tile needs an island in the stack, except in an R-LOOP-2 redraw begun after the end under FINISH_TURN (D-1)")
    void pendingWaterTileWithoutIslandsInTheStack() {
        String noIsland = onlyWaterInStack(REDRAW);
        assertThat(Position.parse(noIsland, OFFICIAL).toGame().decision()).isInstanceOf(Decision.TilePlacement.class);
        for (String bad : new String[] {noIsland.replace("endgame=FINISH_TURN", "endgame=VOYAGE_ONLY"),
            noIsland.replace("purpose=redraw", "purpose=settle").replace("record 0 Tonga/1=B+R+G Tonga/2=B\n", "")}) {
            assertThatThrownBy(() -> Position.parse(bad, OFFICIAL)).isInstanceOf(ParseException.class)
                    .hasMessageContaining("an island in the stack: a free placement of a water tile draws on until an island comes");
        }
        // with an island drawn there is nothing to draw on for: no island need be left in the stack
        String islandDrawn = noIsland.replace("tile=W05", "tile=Samoa").replace("aside Samoa ", "aside W05 ")
                .replace("endgame=FINISH_TURN", "endgame=VOYAGE_ONLY");
        assertThat(Position.parse(islandDrawn, OFFICIAL).toGame().decision())
                .isInstanceOfSatisfying(Decision.TilePlacement.class, t -> assertThat(t.tile()).isEqualTo(TileId.of("Samoa")));
    }

    // =====================================================================================
    // SetupBerth, Stall, Repetition: the position text's lines
    // =====================================================================================

    @Test
    @DisplayName("set-up positions (R-SETUP-3): every step 0..2p-1 reads back; step 2p is refused, naming the range")
    void setupStepsReadBack() {
        Game g = Game.start(setup(2, TileSource.shuffled(3)));
        String last = null;
        for (int step = 0; step < 4; step++) {
            String text = Position.of(g).text();
            assertThat(pendingLine(text)).isEqualTo("pending setup step=" + step);
            Game back = Position.parse(text, OFFICIAL).toGame();
            assertThat(back.decision()).isEqualTo(g.decision());
            assertThat(Position.of(back).text()).isEqualTo(text);
            last = text;
            g.applyOption(0);
        }
        String beyond = last.replace("pending setup step=3", "pending setup step=4");
        assertThatThrownBy(() -> Position.parse(beyond, OFFICIAL)).isInstanceOf(ParseException.class)
                .hasMessageContaining("expected a set-up step 0..3");
    }

    @Test
    @DisplayName("the stall line (D-15) has exactly one number")
    void stallLineHasOneNumber() {
        assertThat(Position.parse(REDRAW, OFFICIAL).toGame().position().text()).contains("\nstall 0\n");
        assertThatThrownBy(() -> Position.parse(REDRAW.replace("stall 0\n", "stall 0 0\n"), OFFICIAL)).isInstanceOf(ParseException.class)
                .hasMessageContaining("stall <turns without progress>");
    }

    @Test
    @DisplayName("a D-4 record line needs its count of emigrations; its beaches may be none in the text (an empty list, as on the stack "
            + "line), which D-4 then refuses: a record is taken before an emigration from a full beach")
    void recordLineNeedsItsCountOnly() {
        String empty = REDRAW.replace("record 0 Tonga/1=B+R+G Tonga/2=B", "record 0");
        assertThatThrownBy(() -> Position.parse(empty, OFFICIAL)).isInstanceOf(ParseException.class)
                .hasMessageContaining("line 19, column 1: expected after a record without an emigration since").hasMessageContaining("(D-4)");
        assertThatThrownBy(() -> Position.parse(REDRAW.replace("record 0 Tonga/1=B+R+G Tonga/2=B", "record"), OFFICIAL))
                .isInstanceOf(ParseException.class).hasMessageContaining("expected record <emigrations before it> <beach>=<boats>")
                .hasMessageContaining("too few words");
    }
}
