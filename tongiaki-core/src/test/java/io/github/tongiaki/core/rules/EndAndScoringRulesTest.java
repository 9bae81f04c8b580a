package io.github.tongiaki.core.rules;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.GREEN;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameOverException;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.engine.TestTiles;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * End of the game and scoring: R-END-1 with D-1 (both O-ENDGAME settings), R-SCORE-1, R-SCORE-2 with
 * D-11 (both O-STRANDED-COUNT-ON-TABLE settings), and an independent recomputation of the final
 * standings over random complete games.
 *
 * <p>End positions use small custom tile sets, so that the stack can be exactly one island and one water
 * tile (or whatever the case needs) without laying the rest of the official set somewhere. The start
 * island "Home" is Tonga's shape: beach k+1 has its jetty on edge k, facing direction k.
 */
class EndAndScoringRulesTest {

    private static final TileSet OFFICIAL = TestTiles.official();
    private static final String HOME = "start  | Home   | 0 | 3@0 3@1 3@2 3@3 3@4 3@5";
    private static final String CALM = "water  | Calm   | 0-3:0 1-4:0 2-5:0";


    private static TileSet set(String... lines) {
        return TileSetFormat.parse("name | ends\n" + HOME + "\n" + String.join("\n", lines));
    }

    private static Scenario scenario(TileSet set, RuleOptions options, Colour... players) {
        return Scenario.of(GameSetup.builder().players(players).tileSet(set).options(options).build()).allowDisconnected();
    }

    private static Scenario official(Colour... players) {
        return scenario(OFFICIAL, RuleOptions.defaults(), players);
    }

    private static TileId id(String s) {
        return TileId.of(s);
    }

    private static BeachRef beach(String island, int n) {
        return BeachRef.of(island, n);
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

    private static Standing standing(Game g, Colour c) {
        return g.position().standings().stream().filter(s -> s.colour() == c).findFirst().orElseThrow();
    }

    /** Applies option 0 while the decision is a landing; returns all events. */
    private static List<GameEvent> landAll(Game g) {
        List<GameEvent> ev = new ArrayList<>();
        while (!g.isOver() && g.decision() instanceof Decision.Landing) {
            ev.addAll(g.applyOption(0));
        }
        return ev;
    }

    // =====================================================================================
    // R-END-1, D-1
    // =====================================================================================

    /** Home/1 (south) and Home/4 (north) full; the stack is Last (the last island) and Calm. */
    private static Scenario lastIsland(RuleOptions options) {
        return scenario(set("island | Last | 4 | 2@0 2@3", CALM), options, BLUE, RED)
                .boats("Home", 1, "2B+R")
                .boats("Home", 4, "3R")
                .stack("Last", "Calm")
                .activePlayer(BLUE).emigrationsPending();
    }

    @Test
    @DisplayName("R-END-1 O-ENDGAME=VOYAGE_ONLY: drawing the last island: the landing on it still happens, then the game is over; full beaches stay full")
    void end1LastIslandLandingThenOver() {
        Game g = lastIsland(RuleOptions.defaults().withEndGame(EndGame.VOYAGE_ONLY)).build();
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.Emigrate(beach("Home", 1), 0), new Choice.Emigrate(beach("Home", 4), 3));
        List<GameEvent> ev = new ArrayList<>(g.apply(new Choice.Emigrate(beach("Home", 1), 0)));
        assertThat(ev).containsExactly(
                new GameEvent.EmigrationStarted(beach("Home", 1), 0, Boats.parse("2B+R")),
                new GameEvent.TileDrawn(id("Last"), 1, Rule.R_EMI_3),
                new GameEvent.EndTriggered(id("Last")),
                new GameEvent.TilePlaced(id("Last"), Hex.of(0, 1), Rotation.R3, Rule.R_EMI_3));
        assertThat(g.position().endTriggered()).isTrue();
        assertThat(g.isOver()).isFalse();
        // the landing: three boats, two free beaches
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.Landing.class, l -> assertThat(l.island()).isEqualTo(id("Last")));
        g.apply(new Choice.Land(BLUE, beach("Last", 1)));
        g.apply(new Choice.Land(RED, beach("Last", 2)));
        List<GameEvent> last = g.apply(new Choice.Land(BLUE, beach("Last", 1)));
        ev.addAll(last);
        // Last/1 is now full and Home/4 was full: neither emigrates
        assertThat(g.isOver()).isTrue();
        assertThat(last.get(last.size() - 1)).isInstanceOf(GameEvent.GameOver.class);
        assertThat(of(ev, GameEvent.EmigrationStarted.class)).hasSize(1);
        assertThat(g.position().boatsOn(beach("Last", 1))).isEqualTo(Boats.parse("2B"));
        assertThat(g.position().boatsOn(beach("Last", 2))).isEqualTo(Boats.parse("R"));
        assertThat(g.position().boatsOn(beach("Home", 4))).isEqualTo(Boats.parse("3R"));
        assertThat(g.position().stackSize()).isEqualTo(1);
        assertThatThrownBy(g::decision).isInstanceOf(GameOverException.class);
        assertThatThrownBy(() -> g.applyOption(0)).isInstanceOf(GameOverException.class);
        // final standings: Last (4) for both
        assertThat(g.position().standings()).isEqualTo(((GameEvent.GameOver) last.get(last.size() - 1)).standings());
        assertThat(standing(g, BLUE).score()).isEqualTo(4);
        assertThat(standing(g, RED).score()).isEqualTo(4);
    }

    /** The default (FINISH_TURN) game of {@link #lastIsland} after the landing on Last: Home/4 and Last/1 are full. */
    private static Game afterLastIslandLanding(List<GameEvent> ev) {
        Game g = lastIsland(RuleOptions.defaults()).build();
        ev.addAll(g.apply(new Choice.Emigrate(beach("Home", 1), 0)));
        ev.addAll(g.apply(new Choice.Land(BLUE, beach("Last", 1))));
        ev.addAll(g.apply(new Choice.Land(RED, beach("Last", 2))));
        ev.addAll(g.apply(new Choice.Land(BLUE, beach("Last", 1))));
        return g;
    }

    @Test
    @DisplayName("D-1 O-ENDGAME=FINISH_TURN (default): after the last island the turn goes on; a full beach emigrates and draws from the rest of the stack")
    void d1FinishTurnDrawsFromTheRestOfTheStack() {
        List<GameEvent> ev = new ArrayList<>();
        Game g = afterLastIslandLanding(ev);
        assertThat(g.position().endTriggered()).isTrue();
        assertThat(g.isOver()).isFalse();
        // Home/4 (north, an empty hex: needs a draw) and Last/1 (its jetty faces Home) are full
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.Emigrate(beach("Home", 4), 3), new Choice.Emigrate(beach("Last", 1), 0));
        List<GameEvent> north = g.apply(new Choice.Emigrate(beach("Home", 4), 3));
        assertThat(north).startsWith(
                new GameEvent.EmigrationStarted(beach("Home", 4), 3, Boats.parse("3R")),
                new GameEvent.TileDrawn(id("Calm"), 0, Rule.R_EMI_3),
                new GameEvent.TilePlaced(id("Calm"), Hex.of(0, -1), Rotation.R0, Rule.R_EMI_3),
                new GameEvent.RouteCrossed(id("Calm"), Hex.of(0, -1), 0, 3, 0, 1));
        ev.addAll(north);
        ev.addAll(landAll(g));
        assertThat(g.isOver()).isTrue();
        assertThat(of(ev, GameEvent.TileDrawn.class)).extracting(GameEvent.TileDrawn::tile).containsExactly(id("Last"), id("Calm"));
        assertThat(g.position().stackSize()).isZero();
        assertThat(g.position().find(id("Calm"))).isPresent();
        // Last/1 emigrated too: its group landed on Home; the turn ends, then the game
        assertThat(of(ev, GameEvent.EmigrationStarted.class)).extracting(GameEvent.EmigrationStarted::beach)
                .containsExactly(beach("Home", 1), beach("Home", 4), beach("Last", 1));
        assertThat(ev.subList(ev.size() - 2, ev.size())).first().isEqualTo(new GameEvent.TurnEnded(1, BLUE));
        assertThat(ev.get(ev.size() - 1)).isInstanceOf(GameEvent.GameOver.class);
    }

    @Test
    @DisplayName("D-1 O-ENDGAME=FINISH_TURN: when a draw is needed and the stack is empty, that group goes back (BoatsReturned, D-1); the turn goes on")
    void d1FinishTurnEmptyStackReturnsTheGroup() {
        Game g = afterLastIslandLanding(new ArrayList<>());
        List<GameEvent> north = g.apply(new Choice.Emigrate(beach("Home", 4), 3));
        // beyond Calm (0,-2) is empty and the stack is empty: the group goes back to red's supply
        assertThat(north).containsSubsequence(
                new GameEvent.RouteCrossed(id("Calm"), Hex.of(0, -1), 0, 3, 0, 1),
                new GameEvent.BoatsReturned(Boats.parse("3R"), Rule.D_1),
                new GameEvent.EmigrationStarted(beach("Last", 1), 0, Boats.parse("2B")));
        assertThat(g.position().stackSize()).isZero();
        assertThat(g.position().boatsOn(beach("Home", 4))).isEqualTo(Boats.NONE);
        assertThat(g.position().supply(RED)).isEqualTo(14);
        // the group at sea now is Last/1's, on its way to Home
        assertThat(g.position().groupAtSea()).isEqualTo(Boats.parse("2B"));
    }

    @Test
    @DisplayName("D-1: the end triggers once: drawing the last tile of the other kind later in the turn triggers nothing and strands nothing")
    void d1TriggersOnce() {
        List<GameEvent> ev = new ArrayList<>();
        Game g = afterLastIslandLanding(ev);
        ev.addAll(g.apply(new Choice.Emigrate(beach("Home", 4), 3)));
        ev.addAll(landAll(g));
        assertThat(g.position().remainingWaterTiles()).isZero();
        assertThat(g.position().remainingIslands()).isZero();
        assertThat(of(ev, GameEvent.EndTriggered.class)).containsExactly(new GameEvent.EndTriggered(id("Last")));
        assertThat(of(ev, GameEvent.GameOver.class)).hasSize(1);
    }

    @Test
    @DisplayName("D-1 R-END-1: only the tile that triggered the end strands a group; the last tile of the other kind drawn later is an ordinary draw")
    void d1LastTileOfTheOtherKindIsAnOrdinaryDraw() {
        // after the last island, the last water tile Calm is crossed, not stranded on
        List<GameEvent> ev = new ArrayList<>();
        Game g = afterLastIslandLanding(ev);
        ev.addAll(g.apply(new Choice.Emigrate(beach("Home", 4), 3)));
        assertThat(of(ev, GameEvent.GroupStranded.class)).isEmpty();
        assertThat(g.position().strandedBoats()).isEqualTo(Boats.NONE);
        // after the last water tile (a stranding), the last island is drawn for Home/4 and the group lands on it
        Game w = lastWater(CALM, RuleOptions.defaults()).boats("Home", 4, "3R").build();
        List<GameEvent> ev2 = new ArrayList<>(w.apply(new Choice.Emigrate(beach("Mid", 1), 0)));
        assertThat(ev2).containsSubsequence(
                new GameEvent.GroupStranded(id("Calm"), Hex.of(3, 1), Boats.parse("B+2R")),
                new GameEvent.EmigrationStarted(beach("Home", 4), 3, Boats.parse("3R")),
                new GameEvent.TileDrawn(id("Last"), 0, Rule.R_EMI_3));
        ev2.addAll(landAll(w));
        assertThat(of(ev2, GameEvent.EndTriggered.class)).hasSize(1);
        assertThat(of(ev2, GameEvent.BoatLanded.class)).filteredOn(l -> l.beach().island().equals(id("Last"))).hasSize(3);
        assertThat(of(ev2, GameEvent.BoatsReturned.class)).filteredOn(r -> r.rule() == Rule.D_1).isEmpty();
        assertThat(w.isOver()).isTrue();
    }

    @Test
    @DisplayName("D-1 O-ENDGAME=VOYAGE_ONLY: only the voyage that drew the last tile is finished; full beaches stay full, nothing more is drawn")
    void d1VoyageOnlyOption() {
        Game v = lastWater(CALM, RuleOptions.defaults().withEndGame(EndGame.VOYAGE_ONLY)).boats("Home", 4, "3R").build();
        List<GameEvent> ev = v.apply(new Choice.Emigrate(beach("Mid", 1), 0));
        assertThat(v.isOver()).isTrue();
        assertThat(of(ev, GameEvent.EmigrationStarted.class)).hasSize(1);
        assertThat(v.position().boatsOn(beach("Home", 4))).isEqualTo(Boats.parse("3R"));
        assertThat(v.position().stackSize()).isEqualTo(1);
        assertThat(ev.subList(ev.size() - 2, ev.size())).first().isEqualTo(new GameEvent.TurnEnded(1, BLUE));
        // the same position under the default goes on with Home/4 (it draws the island left)
        Game f = lastWater(CALM, RuleOptions.defaults()).boats("Home", 4, "3R").build();
        f.apply(new Choice.Emigrate(beach("Mid", 1), 0));
        assertThat(f.isOver()).isFalse();
        assertThat(f.position().stackSize()).isZero();
    }

    /** Mid (3 points) at (3,0) facing south; Far (2 points) at (3,2); the stack is the last water tile, then Last. */
    private static Scenario lastWater(String water, RuleOptions options) {
        return scenario(set("island | Mid | 3 | 3@0", "island | Far | 2 | 4@0", "island | Last | 4 | 2@0 2@3", water), options, BLUE, RED)
                .tile("Mid", Hex.of(3, 0), Rotation.R0)
                .tile("Far", Hex.of(3, 2), Rotation.R0)
                .boats("Mid", 1, "B+2R")
                .boats("Far", 1, "R")
                .boats("Home", 1, "B")
                .stack(water.split("\\|")[1].strip(), "Last")
                .activePlayer(BLUE).emigrationsPending();
    }

    @Test
    @DisplayName("R-END-1: drawing the last water tile: the group sails onto it and stays there although it could cross")
    void end1LastWaterStranded() {
        Game g = lastWater(CALM, RuleOptions.defaults()).build();
        List<GameEvent> ev = g.lastEvents();
        assertThat(ev).containsSubsequence(
                new GameEvent.EmigrationStarted(beach("Mid", 1), 0, Boats.parse("B+2R")),
                new GameEvent.TileDrawn(id("Calm"), 1, Rule.R_EMI_3),
                new GameEvent.EndTriggered(id("Calm")),
                new GameEvent.TilePlaced(id("Calm"), Hex.of(3, 1), Rotation.R3, Rule.R_EMI_3),
                new GameEvent.GroupStranded(id("Calm"), Hex.of(3, 1), Boats.parse("B+2R")));
        assertThat(ev.get(ev.size() - 1)).isInstanceOf(GameEvent.GameOver.class);
        assertThat(of(ev, GameEvent.RouteCrossed.class)).isEmpty();
        assertThat(of(ev, GameEvent.BoatLanded.class)).isEmpty();
        assertThat(g.isOver()).isTrue();
        assertThat(g.position().strandedBoats()).isEqualTo(Boats.parse("B+2R"));
        assertThat(g.position().strandedOn()).contains(id("Calm"));
        assertThat(g.position().boatsOn(id("Far"))).isEqualTo(Boats.parse("R"));
        assertThat(g.position().supply(BLUE)).isEqualTo(13);
        assertThat(g.position().supply(RED)).isEqualTo(12);
        assertThat(g.position().remainingIslands()).isEqualTo(1);
    }

    @Test
    @DisplayName("R-END-1: on the last water tile a group that fails the route goes back as usual; nothing is stranded")
    void end1LastWaterFailedGoesBack() {
        Game g = lastWater("water  | Hard   | 0-3:4 1-4:4 2-5:4", RuleOptions.defaults()).build();
        List<GameEvent> ev = g.lastEvents();
        assertThat(ev).containsSubsequence(
                new GameEvent.EndTriggered(id("Hard")),
                new GameEvent.CrossingFailed(id("Hard"), Hex.of(3, 1), 0, 3, 4, 2),
                new GameEvent.BoatsReturned(Boats.parse("B+2R"), Rule.R_VOY_3));
        assertThat(of(ev, GameEvent.GroupStranded.class)).isEmpty();
        assertThat(g.isOver()).isTrue();
        assertThat(g.position().strandedBoats()).isEqualTo(Boats.NONE);
        assertThat(g.position().strandedOn()).isEmpty();
        assertThat(g.position().supply(BLUE)).isEqualTo(14);
        assertThat(g.position().supply(RED)).isEqualTo(14);
    }

    @Test
    @DisplayName("D-1: the end triggered inside a new settlement (last island drawn): the island is placed, the boat placed, then game over")
    void d1TriggerInNewSettlementByIsland() {
        Game g = scenario(set("island | Isle | 3 | 2@0 2@3", CALM, "water | Calm2 | 0-3:0 1-4:0 2-5:0"), RuleOptions.defaults(), BLUE, RED)
                .boats("Home", 1, "B").boats("Home", 2, "R")
                .stack("Calm", "Isle", "Calm2")
                .activePlayer(BLUE).build();
        List<GameEvent> ev = new ArrayList<>(g.apply(new Choice.NewSettlement()));
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.TilePlacement.class, t -> assertThat(t.tile()).isEqualTo(id("Calm")));
        ev.addAll(g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, -1), Rotation.R0))));
        assertThat(ev).contains(new GameEvent.EndTriggered(id("Isle")));
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.TilePlacement.class, t -> assertThat(t.tile()).isEqualTo(id("Isle")));
        ev.addAll(g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, -2), Rotation.R0))));
        assertThat(g.isOver()).isFalse();
        assertThat(g.decision()).isInstanceOf(Decision.PlaceBoats.class);
        List<GameEvent> last = g.apply(new Choice.Beaches(id("Isle"), List.of(2)));
        assertThat(last).containsExactly(
                new GameEvent.BoatsPlaced(BLUE, beach("Isle", 2), 1, Rule.R_NEW_1),
                new GameEvent.TurnEnded(1, BLUE),
                last.get(2));
        assertThat(last.get(2)).isInstanceOf(GameEvent.GameOver.class);
        assertThat(g.isOver()).isTrue();
        assertThat(g.position().stackSize()).isEqualTo(1);
        assertThat(standing(g, BLUE).score()).isEqualTo(3);
    }

    @Test
    @DisplayName("D-1: the end triggered inside a new settlement by the last water tile: drawing goes on until the island, the boat is placed, then game over")
    void d1TriggerInNewSettlementByWater() {
        Game g = scenario(set("island | Isle | 3 | 2@0 2@3", CALM, "water | Calm2 | 0-3:0 1-4:0 2-5:0", "island | More | 1 | 3@0"),
                RuleOptions.defaults(), BLUE, RED)
                .tile("Calm2", Hex.of(0, 1), Rotation.R0)
                .boats("Home", 1, "B").boats("Home", 2, "R")
                .stack("Calm", "Isle", "More")
                .activePlayer(BLUE).build();
        List<GameEvent> ev = new ArrayList<>(g.apply(new Choice.NewSettlement()));
        assertThat(ev).contains(new GameEvent.TileDrawn(id("Calm"), 2, Rule.R_NEW_1), new GameEvent.EndTriggered(id("Calm")));
        ev.addAll(g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, -1), Rotation.R0))));
        assertThat(ev).contains(new GameEvent.TileDrawn(id("Isle"), 1, Rule.R_NEW_1));
        ev.addAll(g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, -2), Rotation.R0))));
        ev.addAll(g.apply(new Choice.Beaches(id("Isle"), List.of(1))));
        assertThat(g.isOver()).isTrue();
        assertThat(of(ev, GameEvent.EndTriggered.class)).hasSize(1);
        assertThat(g.position().boatsOn(beach("Isle", 1))).isEqualTo(Boats.parse("B"));
        assertThat(g.position().stackSize()).isEqualTo(1);
    }

    /**
     * Atoll (5,0) closed by the loop A (5,1), B (6,0); Atoll/1 holds Blue's only boats; Decoy (-3,0) full,
     * facing Spare (-3,1). The stack is Calm (last water), then Isle (last island).
     */
    private static Scenario redraw(RuleOptions options) {
        TileSet s = set("island | Atoll | 3 | 2@0", "island | Decoy | 1 | 2@0", "island | Spare | 5 | 5@0", "island | Isle | 3 | 2@0 2@3",
                "water | A | 0-5:0 1-2:0 3-4:0", "water | B | 0-1:0 2-3:0 4-5:0", CALM);
        return scenario(s, options, BLUE, RED)
                .tile("Atoll", Hex.of(5, 0), Rotation.R0)
                .tile("A", Hex.of(5, 1), Rotation.R0)
                .tile("B", Hex.of(6, 0), Rotation.R1)
                .tile("Decoy", Hex.of(-3, 0), Rotation.R0)
                .tile("Spare", Hex.of(-3, 1), Rotation.R0)
                .boats("Atoll", 1, "2B")
                .boats("Decoy", 1, "2R")
                .boats("Home", 1, "R")
                .stack("Calm", "Isle")
                .activePlayer(BLUE).emigrationsPending();
    }

    @Test
    @DisplayName("D-1 O-ENDGAME=VOYAGE_ONLY: the end triggered inside an R-LOOP-2 redraw: the redraw is finished (island placed), then game over; waiting beaches stay")
    void d1TriggerInRedraw() {
        Game g = redraw(RuleOptions.defaults().withEndGame(EndGame.VOYAGE_ONLY)).build();
        List<GameEvent> ev = new ArrayList<>(g.apply(new Choice.EmigrateClosed(beach("Atoll", 1))));
        assertThat(ev).containsSubsequence(
                new GameEvent.IslandRemoved(id("Atoll"), Hex.of(5, 0), Boats.parse("2B"), Rule.R_LOOP_1),
                new GameEvent.TileDrawn(id("Calm"), 1, Rule.R_LOOP_2),
                new GameEvent.EndTriggered(id("Calm")));
        ev.addAll(g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, 1), Rotation.R0))));
        assertThat(g.isOver()).isFalse();
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.TilePlacement.class, t -> assertThat(t.tile()).isEqualTo(id("Isle")));
        List<GameEvent> last = g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, 2), Rotation.R0)));
        assertThat(last.get(0)).isEqualTo(new GameEvent.TilePlaced(id("Isle"), Hex.of(0, 2), Rotation.R0, Rule.D_9));
        assertThat(last.get(last.size() - 1)).isInstanceOf(GameEvent.GameOver.class);
        assertThat(g.isOver()).isTrue();
        assertThat(of(last, GameEvent.BoatsPlaced.class)).isEmpty();
        assertThat(of(last, GameEvent.EmigrationStarted.class)).isEmpty();
        assertThat(g.position().boatsOn(beach("Decoy", 1))).isEqualTo(Boats.parse("2R"));
        assertThat(g.position().find(id("Isle"))).isPresent();
    }

    @Test
    @DisplayName("D-1 O-ENDGAME=FINISH_TURN (default): the end triggered inside an R-LOOP-2 redraw: waiting beaches are resolved, then game over")
    void d1TriggerInRedrawFinishTurn() {
        Game g = redraw(RuleOptions.defaults()).build();
        g.apply(new Choice.EmigrateClosed(beach("Atoll", 1)));
        g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, 1), Rotation.R0)));
        List<GameEvent> last = g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, 2), Rotation.R0)));
        assertThat(last).containsSubsequence(
                new GameEvent.TilePlaced(id("Isle"), Hex.of(0, 2), Rotation.R0, Rule.D_9),
                new GameEvent.EmigrationStarted(beach("Decoy", 1), 0, Boats.parse("2R")),
                new GameEvent.TurnEnded(1, BLUE));
        assertThat(last.get(last.size() - 1)).isInstanceOf(GameEvent.GameOver.class);
        assertThat(g.isOver()).isTrue();
        assertThat(g.position().boatsOn(beach("Spare", 1))).isEqualTo(Boats.parse("2R"));
    }

    @Test
    @DisplayName("D-1: the end triggers when the stack holds no more islands, not by counting the table (a removed island, water left in the stack)")
    void d1TriggerByStackNotTable() {
        Game g = scenario(set("island | Isle | 3 | 2@0 2@3", "island | Gone | 2 | 3@0", CALM, "water | Calm2 | 0-3:0 1-4:0 2-5:0"),
                RuleOptions.defaults().withEndGame(EndGame.VOYAGE_ONLY), BLUE, RED)
                .removed("Gone")
                .boats("Home", 1, "2B+R")
                .stack("Isle", "Calm", "Calm2")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(g.lastEvents()).contains(new GameEvent.EndTriggered(id("Isle")));
        assertThat(g.position().endTriggered()).isTrue();
        landAll(g);
        assertThat(g.isOver()).isTrue();
        assertThat(g.position().stackSize()).isEqualTo(2);
        assertThat(g.position().remainingWaterTiles()).isEqualTo(2);
        assertThat(g.position().boatsOn(id("Isle")).size()).isEqualTo(3);

        // with an island still in the stack, the same draw of a water tile does not trigger the end
        Game h = scenario(set("island | Isle | 3 | 2@0 2@3", "island | Gone | 2 | 3@0", CALM, "water | Calm2 | 0-3:0 1-4:0 2-5:0"),
                RuleOptions.defaults(), BLUE, RED)
                .removed("Gone")
                .boats("Home", 1, "2B+R")
                .stack("Calm", "Isle", "Calm2")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(h.lastEvents()).contains(new GameEvent.TileDrawn(id("Calm"), 2, Rule.R_EMI_3));
        assertThat(of(h.lastEvents(), GameEvent.EndTriggered.class).stream().map(GameEvent.EndTriggered::lastTile).toList())
                .doesNotContain(id("Calm"));
    }

    // =====================================================================================
    // R-SCORE-1
    // =====================================================================================

    @Test
    @DisplayName("R-SCORE-1: a player scores each island with at least one of his boats once, whatever the number of boats")
    void score1IslandsWithABoat() {
        Game g = official(BLUE, RED, GREEN)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .tile("Muroroa", Hex.of(-3, 0), Rotation.R0)
                .tile("Tubuai", Hex.of(-3, 3), Rotation.R0)
                .royal("Tubuai", GREEN)
                .boats("Hawaii", 1, "2B")
                .boats("Hawaii", 2, "B")
                .boats("Hawaii", 3, "R")
                .boats("Samoa", 1, "B")
                .boats("Tonga", 1, "B")
                .boats("Tonga", 2, "R")
                .activePlayer(BLUE).build();
        assertThat(g.position().score(BLUE)).isEqualTo(10);
        assertThat(g.position().score(RED)).isEqualTo(5);
        assertThat(g.position().score(GREEN)).isEqualTo(2);
        assertThat(standing(g, BLUE)).isEqualTo(new Standing(BLUE, 1, 10, 3, 5, Standing.TieBreak.SCORE));
        assertThat(standing(g, RED)).isEqualTo(new Standing(RED, 2, 5, 2, 2, Standing.TieBreak.SCORE));
        assertThat(standing(g, GREEN)).isEqualTo(new Standing(GREEN, 3, 2, 1, 1, Standing.TieBreak.SCORE));
    }

    @Test
    @DisplayName("R-SCORE-1: boats stranded on the last water tile score nothing (nor does the island they left)")
    void score1StrandedScoreNothing() {
        Game g = lastWater(CALM, RuleOptions.defaults()).build();
        assertThat(g.isOver()).isTrue();
        // Blue: Home only (0); Mid, left by the stranded group, is empty. Red: Far (2).
        assertThat(g.position().score(BLUE)).isZero();
        assertThat(g.position().score(RED)).isEqualTo(2);
        assertThat(standing(g, RED).rank()).isEqualTo(1);
        assertThat(standing(g, BLUE)).isEqualTo(new Standing(BLUE, 2, 0, 1, 2, Standing.TieBreak.SCORE));
    }

    @Test
    @DisplayName("R-SCORE-1: a removed island scores nothing any more")
    void score1RemovedIslandScoresNothing() {
        Game g = redraw(RuleOptions.defaults()).boats("Home", 2, "B").boats("Atoll", 1, "B+R").build();
        assertThat(g.position().score(BLUE)).isEqualTo(3);
        assertThat(g.position().score(RED)).isEqualTo(4);
        g.apply(new Choice.EmigrateClosed(beach("Atoll", 1)));
        assertThat(g.position().removedTiles()).containsExactly(id("Atoll"));
        assertThat(g.position().score(BLUE)).isZero();
        // Red: Decoy emigrated onto Spare (5)
        assertThat(g.position().score(RED)).isEqualTo(5);
        assertThat(standing(g, BLUE).islands()).isEqualTo(1);
    }

    // =====================================================================================
    // R-SCORE-2, D-11
    // =====================================================================================

    @Test
    @DisplayName("R-SCORE-2: a tie on points is broken by most islands; Tonga counts as an island")
    void score2IslandsTongaCounts() {
        Game g = official(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .boats("Hawaii", 1, "2B")
                .boats("Tonga", 1, "B")
                .boats("Samoa", 1, "R")
                .activePlayer(BLUE).build();
        // Blue 5 points on 2 islands with 3 boats; Red 5 points on 1 island with 1 boat
        assertThat(g.position().standings()).containsExactly(
                new Standing(BLUE, 1, 5, 2, 3, Standing.TieBreak.ISLANDS),
                new Standing(RED, 2, 5, 1, 1, Standing.TieBreak.ISLANDS));
    }

    @Test
    @DisplayName("D-11: a royal island counts as an island for the tie-break and its mask boat scores it")
    void d11RoyalIslandCounts() {
        Game g = official(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .tile("Muroroa", Hex.of(0, -3), Rotation.R0)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .tile("Tubuai", Hex.of(-3, 0), Rotation.R0)
                .royal("Hawaii", BLUE)
                .boats("Muroroa", 3, "2B")
                .boats("Tonga", 1, "2B")
                .boats("Samoa", 1, "R")
                .boats("Tubuai", 1, "R")
                .activePlayer(BLUE).build();
        // Blue: Hawaii (mask, 5) + Muroroa (2) + Tonga (0) = 7 on 3 islands, 5 boats; Red: 7 on 2 islands, 2 boats
        assertThat(g.position().standings()).containsExactly(
                new Standing(BLUE, 1, 7, 3, 5, Standing.TieBreak.ISLANDS),
                new Standing(RED, 2, 7, 2, 2, Standing.TieBreak.ISLANDS));
    }

    @Test
    @DisplayName("R-SCORE-2: same points and islands: fewest boats on the table wins (beaches and masks count)")
    void score2FewestBoats() {
        Game g = official(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .boats("Hawaii", 1, "B")
                .boats("Samoa", 1, "2R")
                .activePlayer(BLUE).build();
        assertThat(g.position().standings()).containsExactly(
                new Standing(BLUE, 1, 5, 1, 1, Standing.TieBreak.FEWER_BOATS),
                new Standing(RED, 2, 5, 1, 2, Standing.TieBreak.FEWER_BOATS));

        // a mask boat is a boat on the table: a royal island with its one mask boat against one boat on a beach
        Game m2 = official(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .royal("Hawaii", BLUE)
                .boats("Samoa", 1, "R")
                .activePlayer(BLUE).build();
        assertThat(m2.position().standings()).containsExactly(
                new Standing(BLUE, 1, 5, 1, 1, Standing.TieBreak.SHARED),
                new Standing(RED, 1, 5, 1, 1, Standing.TieBreak.SHARED));
    }

    @Test
    @DisplayName("D-17 D-11: the second tie-break counts mask boats whatever O-MASK-COUNTS-ON-TABLE says; the option does not change scoring")
    void d17TieBreakCountsMasksWhateverTheOption() {
        for (boolean maskCounts : new boolean[] {true, false}) {
            Game g = Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(TestTiles.official())
                            .options(RuleOptions.defaults().withMaskCountsOnTable(maskCounts)).build()).allowDisconnected()
                    .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                    .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                    .royal("Hawaii", BLUE)
                    .boats("Tonga", 1, "B")
                    .boats("Samoa", 1, "R")
                    .boats("Tonga", 2, "R")
                    .activePlayer(BLUE).build();
            // both: 5 points, 2 islands; blue has a mask and a beach boat (2), red two beach boats (2): shared either way
            assertThat(g.position().standings()).as("mask-counts-on-table=%s", maskCounts).containsExactly(
                    new Standing(BLUE, 1, 5, 2, 2, Standing.TieBreak.SHARED),
                    new Standing(RED, 1, 5, 2, 2, Standing.TieBreak.SHARED));
        }
    }

    @Test
    @DisplayName("D-11: tied on points, islands and boats: a shared rank (TieBreak.SHARED); the next player's rank counts both")
    void d11SharedRank() {
        Game g = official(BLUE, RED, GREEN)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .tile("Muroroa", Hex.of(-3, 0), Rotation.R0)
                .boats("Hawaii", 1, "B")
                .boats("Samoa", 1, "R")
                .boats("Muroroa", 1, "G")
                .activePlayer(BLUE).build();
        assertThat(g.position().standings()).containsExactly(
                new Standing(BLUE, 1, 5, 1, 1, Standing.TieBreak.SHARED),
                new Standing(RED, 1, 5, 1, 1, Standing.TieBreak.SHARED),
                new Standing(GREEN, 3, 2, 1, 1, Standing.TieBreak.SCORE));
    }

    /** Home/1 "3B" strands on Calm; Mid (3) holds B 2R: Blue and Red tie on points and islands. */
    private static Game strandedTie(RuleOptions options) {
        return scenario(set("island | Mid | 3 | 4@0", "island | Last | 4 | 2@0 2@3", CALM), options, BLUE, RED)
                .tile("Mid", Hex.of(2, 0), Rotation.R0)
                .boats("Mid", 1, "B+2R")
                .boats("Home", 1, "3B")
                .stack("Calm", "Last")
                .activePlayer(BLUE).emigrationsPending().build();
    }

    @Test
    @DisplayName("D-11: stranded boats count as boats on the table for the tie-break by default")
    void d11StrandedCountByDefault() {
        Game g = strandedTie(RuleOptions.defaults());
        assertThat(g.isOver()).isTrue();
        assertThat(g.position().strandedBoats()).isEqualTo(Boats.parse("3B"));
        assertThat(g.position().standings()).containsExactly(
                new Standing(RED, 1, 3, 1, 2, Standing.TieBreak.FEWER_BOATS),
                new Standing(BLUE, 2, 3, 1, 4, Standing.TieBreak.FEWER_BOATS));
    }

    @Test
    @DisplayName("D-11 O-STRANDED-COUNT-ON-TABLE=false: stranded boats do not count for the tie-break")
    void d11StrandedNotCounted() {
        Game g = strandedTie(RuleOptions.defaults().withStrandedCountOnTable(false));
        assertThat(g.isOver()).isTrue();
        assertThat(g.position().standings()).containsExactly(
                new Standing(BLUE, 1, 3, 1, 1, Standing.TieBreak.FEWER_BOATS),
                new Standing(RED, 2, 3, 1, 2, Standing.TieBreak.FEWER_BOATS));
        List<GameEvent> ev = g.lastEvents();
        assertThat(((GameEvent.GameOver) ev.get(ev.size() - 1)).standings()).isEqualTo(g.position().standings());
    }

    // =====================================================================================
    // independent recomputation over random games
    // =====================================================================================

    private record Row(Colour colour, int seat, int score, int islands, int boats) {
    }

    /** The final standings recomputed from the final position only (R-SCORE-1, R-SCORE-2, D-11). */
    private static List<Standing> recompute(Game g) {
        RuleOptions o = g.setup().options();
        Map<BeachRef, Boats> beaches = g.position().beaches();
        Map<TileId, Colour> royal = g.position().royalIslands();
        List<Colour> players = g.players();
        int start = players.indexOf(g.setup().startPlayer());
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            Colour c = players.get((start + i) % players.size());
            int score = 0;
            int islands = 0;
            int boats = o.strandedCountOnTable() ? g.position().strandedBoats().count(c) : 0;
            for (PlacedTile p : g.position().tiles()) {
                if (!(p.tile() instanceof IslandTile island)) {
                    continue;
                }
                boolean has = royal.get(island.id()) == c;
                if (has) {
                    boats++;
                }
                for (int k = 1; k <= island.beaches().size(); k++) {
                    int n = beaches.get(BeachRef.of(island.id(), k)).count(c);
                    boats += n;
                    has |= n > 0;
                }
                if (has) {
                    score += island.points();
                    islands++;
                }
            }
            rows.add(new Row(c, i, score, islands, boats));
        }
        Comparator<Row> better = Comparator.comparingInt((Row r) -> -r.score()).thenComparingInt(r -> -r.islands())
                .thenComparingInt(Row::boats);
        List<Row> sorted = new ArrayList<>(rows);
        sorted.sort(better.thenComparingInt(Row::seat));
        List<Standing> out = new ArrayList<>();
        for (Row r : sorted) {
            int rank = 1;
            boolean sameScore = false;
            boolean sameIslands = false;
            boolean shared = false;
            for (Row q : rows) {
                if (q == r) {
                    continue;
                }
                if (better.compare(q, r) < 0) {
                    rank++;
                }
                if (q.score() == r.score()) {
                    sameScore = true;
                    if (q.islands() == r.islands()) {
                        sameIslands = true;
                        shared |= q.boats() == r.boats();
                    }
                }
            }
            Standing.TieBreak tb = shared ? Standing.TieBreak.SHARED : sameIslands ? Standing.TieBreak.FEWER_BOATS
                    : sameScore ? Standing.TieBreak.ISLANDS : Standing.TieBreak.SCORE;
            out.add(new Standing(r.colour(), rank, r.score(), r.islands(), r.boats(), tb));
        }
        return out;
    }

    @Test
    @DisplayName("R-SCORE-1 R-SCORE-2 D-11: over 200 random complete games the final standings equal an independent recomputation from the final position")
    void score2RandomGamesRecomputed() {
        SplittableRandom rnd = new SplittableRandom(20_240_611L);
        int stranded = 0;
        int ties = 0;
        for (int n = 0; n < 200; n++) {
            int players = 2 + rnd.nextInt(5);
            RuleOptions o = RuleOptions.defaults()
                    .withEndGame(rnd.nextBoolean() ? EndGame.VOYAGE_ONLY : EndGame.FINISH_TURN)
                    .withStrandedCountOnTable(rnd.nextInt(4) != 0)
                    .withLoopColourAware(rnd.nextInt(4) == 0);
            Game g = Game.start(GameSetup.builder()
                    .players(Arrays.copyOf(Colour.values(), players))
                    .startPlayer(Colour.values()[rnd.nextInt(players)])
                    .tileSet(OFFICIAL).options(o).seed(rnd.nextLong()).build());
            int steps = 0;
            while (!g.isOver()) {
                g.applyOption(rnd.nextInt(g.decision().options().size()));
                assertThat(++steps).isLessThan(100_000);
            }
            List<GameEvent> last = g.lastEvents();
            assertThat(last.get(last.size() - 1)).isInstanceOf(GameEvent.GameOver.class);
            List<Standing> expected = recompute(g);
            assertThat(g.position().standings()).as("game %d", n).isEqualTo(expected);
            assertThat(((GameEvent.GameOver) last.get(last.size() - 1)).standings()).isEqualTo(expected);
            for (Standing s : expected) {
                assertThat(g.position().score(s.colour())).isEqualTo(s.score());
            }
            // the end triggers by the stack only (D-1)
            assertThat(g.position().remainingIslands() == 0 || g.position().remainingWaterTiles() == 0).as("game %d ended with islands and water left", n).isTrue();
            // every boat is somewhere: supply, beaches, masks or stranded
            for (Colour c : g.players()) {
                int total = g.position().supply(c) + g.position().strandedBoats().count(c) + (int) g.position().royalIslands().values().stream().filter(c::equals).count()
                        + g.position().beaches().values().stream().mapToInt(b -> b.count(c)).sum();
                assertThat(total).as("boats of %s in game %d", c, n).isEqualTo(15);
            }
            if (!g.position().strandedBoats().isEmpty()) {
                stranded++;
            }
            if (expected.stream().anyMatch(s -> s.decidedBy() != Standing.TieBreak.SCORE)) {
                ties++;
            }
        }
        // the sample exercises the interesting cases
        assertThat(stranded).isPositive();
        assertThat(ties).isPositive();
    }
}
