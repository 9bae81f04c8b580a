package io.github.tongiaki.core.rules;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.GREEN;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.engine.TestTiles;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Endless chains: R-LOOP-1, R-LOOP-2, R-LOOP-3 and the decisions D-2, D-3, D-4, D-10 (with D-9), plus
 * O-LOOP-COLOUR-AWARE.
 *
 * <p>Most positions use a small custom tile set ({@link #LOOPS}). The loop: an island X at (3,0) rotation
 * 0 with a jetty on edge 0 (facing south, hex (3,1)); water A at (3,1) rotation 0 takes a group coming
 * from the north (edge 3) along 3–4 to the north-east, onto (4,0); water B (or C) at (4,0) rotation 1
 * takes it from the south-west (edge 0) along 0–1 to the north-west, back onto X at (3,0) (through X's
 * edge 5). The reverse way (X's edge 5 facing south-east) runs B then A back to X through edge 0. A
 * "decoy" island (-3,0) with a jetty facing an island (Spare, one big beach) provides a second full
 * beach, so that the emigration decision is shown instead of being applied by itself.
 */
class LoopRulesTest {

    private static final TileSet LOOPS = TileSetFormat.parse(String.join("\n",
            "name   | loops",
            "start  | Home   | 0 | 3@0 3@1 3@2 3@3 3@4 3@5",
            "island | Atoll  | 3 | 2@0",
            "island | Twin   | 4 | 2@0 3@5",
            "island | Open   | 3 | 2@0 3@3",
            "island | Tri    | 3 | 2@0 4@3 2@5",
            "island | Ping   | 2 | 2@0",
            "island | Pong   | 2 | 2@0",
            "island | Decoy  | 1 | 2@0",
            "island | Spare  | 5 | 5@0",
            "island | Extra  | 2 | 3@0 3@3",
            "island | Duo    | 3 | 2@0,1",
            "water  | A      | 0-5:0 1-2:0 3-4:0",
            "water  | B      | 0-1:0 2-3:0 4-5:0",
            "water  | C      | 0-1:2 2-3:2 4-5:2",
            "water  | D      | 0-3:0 1-4:0 2-5:0",
            "water  | E      | 0-3:0 1-4:0 2-5:0"));

    private static final TileSet OFFICIAL = TestTiles.official();

    private static final Hex X = Hex.of(3, 0);
    private static final Hex A = Hex.of(3, 1);
    private static final Hex B = Hex.of(4, 0);
    private static final int[] DQ = {0, -1, -1, 0, 1, 1};
    private static final int[] DR = {1, 1, 0, -1, -1, 0};


    private static Scenario loops(RuleOptions options, Colour... players) {
        return Scenario.of(GameSetup.builder().players(players).tileSet(LOOPS).options(options).build()).allowDisconnected();
    }

    private static Scenario loops(Colour... players) {
        return loops(RuleOptions.defaults(), players);
    }

    /** Island at X with the loop A, B (or C instead of B). */
    private static Scenario loop(Scenario s, String island, String second) {
        return s.tile(island, X, Rotation.R0).tile("A", A, Rotation.R0).tile(second, B, Rotation.R1);
    }

    /** Decoy (-3,0) facing Spare (-3,1): a full Decoy beach emigrates onto Spare without drawing. */
    private static Scenario decoy(Scenario s, String boats) {
        return s.tile("Decoy", Hex.of(-3, 0), Rotation.R0).tile("Spare", Hex.of(-3, 1), Rotation.R0).boats("Decoy", 1, boats);
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

    private static int index(List<GameEvent> events, GameEvent e) {
        return events.indexOf(e);
    }

    /** The rotation under which water tile w joins board sides a and b. */
    private static Rotation joining(WaterTile w, int a, int b) {
        for (int r = 0; r < 6; r++) {
            int ea = Math.floorMod(a - r, 6);
            if (w.routeAt(ea).otherEnd(ea) == Math.floorMod(b - r, 6)) {
                return Rotation.of(r);
            }
        }
        throw new IllegalArgumentException(w + " cannot join sides " + a + " and " + b);
    }

    /**
     * Official set: six water tiles around Tonga, in pairs, so that every jetty of Tonga leads over two
     * ring tiles back to Tonga: ring tile d (direction d from Tonga) joins its Tonga side d+3 with the side
     * facing its partner (d+2 for even d, d+4 for odd d).
     */
    private static Scenario ringAroundTonga(Colour... players) {
        Scenario s = Scenario.of(GameSetup.builder().players(players).tileSet(OFFICIAL).build()).allowDisconnected();
        String[] ids = {"W01", "W02", "W03", "W04", "W13", "W14"};
        for (int d = 0; d < 6; d++) {
            WaterTile w = (WaterTile) OFFICIAL.tile(ids[d]);
            int partnerSide = d % 2 == 0 ? d + 2 : d + 4;
            s.tile(ids[d], Hex.of(DQ[d], DR[d]), joining(w, (d + 3) % 6, partnerSide % 6));
        }
        return s;
    }

    // =====================================================================================
    // R-LOOP-1, D-2, D-10
    // =====================================================================================

    @Test
    @DisplayName("R-LOOP-1: a closed island (its only jetty leads over water back to itself) with a full beach: EmigrateClosed removes it")
    void loop1ClosedByWaterLoop() {
        Game g = decoy(loop(loops(BLUE, RED, GREEN), "Atoll", "B"), "2G")
                .boats("Atoll", 1, "B+R")
                .boats("Home", 1, "B")
                .boats("Home", 2, "R")
                .activePlayer(BLUE).emigrationsPending().build();
        int stack = g.position().stackSize();
        int blue = g.position().supply(BLUE);
        int red = g.position().supply(RED);
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.EmigrateClosed(beach("Atoll", 1)), new Choice.Emigrate(beach("Decoy", 1), 0));
        assertThat(g.decision().rule()).isEqualTo(Rule.R_EMI_2);

        List<GameEvent> ev = g.apply(new Choice.EmigrateClosed(beach("Atoll", 1)));

        assertThat(ev.get(0)).isEqualTo(new GameEvent.IslandRemoved(id("Atoll"), X, Boats.parse("B+R"), Rule.R_LOOP_1));
        assertThat(of(ev, GameEvent.EmigrationStarted.class)).extracting(GameEvent.EmigrationStarted::beach)
                .doesNotContain(beach("Atoll", 1));
        assertThat(g.position().removedTiles()).containsExactly(id("Atoll"));
        assertThat(g.position().find(id("Atoll"))).isEmpty();
        assertThat(g.position().tileAt(X)).isEmpty();
        assertThat(g.position().tileAt(A)).isPresent();
        assertThat(g.position().tileAt(B)).isPresent();
        assertThat(g.position().beaches()).doesNotContainKey(beach("Atoll", 1));
        assertThat(g.position().supply(BLUE)).isEqualTo(blue + 1);
        assertThat(g.position().supply(RED)).isEqualTo(red + 1);
        // D-10: removal does not count towards the end; nothing was drawn
        assertThat(g.position().stackSize()).isEqualTo(stack);
        assertThat(g.position().endTriggered()).isFalse();
        assertThat(of(ev, GameEvent.EndTriggered.class)).isEmpty();
        // the decoy still emigrated, then the turn passed
        assertThat(ev).contains(new GameEvent.EmigrationStarted(beach("Decoy", 1), 0, Boats.parse("2G")), new GameEvent.TurnEnded(1, BLUE));
        assertThat(g.isOver()).isFalse();
    }

    @Test
    @DisplayName("R-LOOP-1 D-2: a jetty facing a royal island, or leading over water to one, counts as BACK: the island is closed")
    void d2ClosedByRoyalIslands() {
        // Twin: beach 1's jetty (edge 0) faces the royal island Extra at (3,1); beach 2's jetty (edge 5)
        // leads over B (4,0) to (3,1), Extra again.
        Game g = decoy(loops(BLUE, RED, GREEN), "2G")
                .tile("Twin", X, Rotation.R0)
                .tile("Extra", A, Rotation.R0)
                .royal("Extra", GREEN)
                .tile("B", B, Rotation.R1)
                .boats("Twin", 1, "B+R")
                .boats("Twin", 2, "R")
                .boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.EmigrateClosed(beach("Twin", 1)), new Choice.Emigrate(beach("Decoy", 1), 0));
        List<GameEvent> ev = g.apply(new Choice.EmigrateClosed(beach("Twin", 1)));
        assertThat(ev.get(0)).isEqualTo(new GameEvent.IslandRemoved(id("Twin"), X, Boats.parse("B+2R"), Rule.R_LOOP_1));
        assertThat(of(ev, GameEvent.BouncedFromRoyalIsland.class)).isEmpty();
        assertThat(g.position().royalIslands()).containsEntry(id("Extra"), GREEN);
    }

    @Test
    @DisplayName("D-2: one jetty leading to an empty hex (OPEN) keeps the island open: no EmigrateClosed, the full beach emigrates normally")
    void d2OneOpenJettyIsNotClosed() {
        // Twin with only A on the table: beach 1's jetty leads over A to (4,0), which is empty
        Game g = decoy(loops(BLUE, RED, GREEN), "2G")
                .tile("Twin", X, Rotation.R0)
                .tile("A", A, Rotation.R0)
                .boats("Twin", 1, "B+R")
                .boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.Emigrate(beach("Twin", 1), 0), new Choice.Emigrate(beach("Decoy", 1), 0));
    }

    @Test
    @DisplayName("R-LOOP-1 D-10: all boats of the removed island go back, those of the other beaches too")
    void d10AllBoatsOfTheIslandGoBack() {
        Game g = decoy(loop(loops(BLUE, RED, GREEN), "Twin", "B"), "2R")
                .boats("Twin", 1, "B+R")
                .boats("Twin", 2, "2G")
                .boats("Home", 1, "B")
                .boats("Home", 2, "R")
                .activePlayer(BLUE).emigrationsPending().build();
        int green = g.position().supply(GREEN);
        assertThat(choices(g)).contains(new Choice.EmigrateClosed(beach("Twin", 1)))
                .doesNotContain(new Choice.Emigrate(beach("Twin", 1), 0), new Choice.Emigrate(beach("Twin", 2), 5));
        List<GameEvent> ev = g.apply(new Choice.EmigrateClosed(beach("Twin", 1)));
        assertThat(ev.get(0)).isEqualTo(new GameEvent.IslandRemoved(id("Twin"), X, Boats.parse("B+R+2G"), Rule.R_LOOP_1));
        assertThat(g.position().supply(GREEN)).isEqualTo(green + 2);
        assertThat(g.position().boatsOn(id("Twin"))).isEqualTo(Boats.NONE);
        // GREEN has no boat on the table any more, but he is not the active player: no redraw
        assertThat(of(ev, GameEvent.TileDrawn.class)).isEmpty();
        assertThat(ev).contains(new GameEvent.TurnEnded(1, BLUE));
    }

    @Test
    @DisplayName("R-LOOP-1 D-10: Tonga can be removed; its hex is empty again and a later free placement may use it")
    void d10TongaRemovedAndHexExplorable() {
        Game g = ringAroundTonga(BLUE, RED, GREEN)
                .tile("Hawaii", Hex.of(0, 5), Rotation.R0)
                .boats("Tonga", 1, "B+R+G")
                .boats("Tonga", 4, "3B")
                .boats("Hawaii", 1, "B")
                .boats("Hawaii", 2, "R")
                .stackTop("Samoa")
                .activePlayer(BLUE).emigrationsPending().build();
        int stack = g.position().stackSize();
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.EmigrateClosed(beach("Tonga", 1)), new Choice.EmigrateClosed(beach("Tonga", 4)));
        List<GameEvent> ev = g.apply(new Choice.EmigrateClosed(beach("Tonga", 4)));
        assertThat(ev.get(0)).isEqualTo(new GameEvent.IslandRemoved(id("Tonga"), Hex.ORIGIN, Boats.parse("4B+R+G"), Rule.R_LOOP_1));
        assertThat(ev).contains(new GameEvent.TurnEnded(1, BLUE));
        assertThat(g.position().removedTiles()).containsExactly(id("Tonga"));
        assertThat(g.position().tileAt(Hex.ORIGIN)).isEmpty();
        assertThat(g.position().stackSize()).isEqualTo(stack);
        assertThat(g.position().endTriggered()).isFalse();

        // RED's turn: a new settlement; the drawn island may be placed where Tonga was
        assertThat(g.activePlayer()).isEqualTo(RED);
        g.apply(new Choice.NewSettlement());
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.TilePlacement.class, t -> assertThat(t.tile()).isEqualTo(id("Samoa")));
        Choice here = new Choice.PlaceTile(Placement.of(Hex.ORIGIN, Rotation.R0));
        assertThat(choices(g)).contains(here);
        List<GameEvent> placed = g.apply(here);
        assertThat(placed).contains(new GameEvent.TilePlaced(id("Samoa"), Hex.ORIGIN, Rotation.R0, Rule.D_9));
        assertThat(g.position().tileAt(Hex.ORIGIN)).hasValueSatisfying(p -> assertThat(p.tile().id()).isEqualTo(id("Samoa")));
    }

    // =====================================================================================
    // R-LOOP-2, D-9
    // =====================================================================================

    @Test
    @DisplayName("R-LOOP-2: no island left on the table: the active player draws until an island, places each tile freely, no boat; the turn passes")
    void loop2NoIslandLeft() {
        Game g = ringAroundTonga(BLUE, RED, GREEN)
                .boats("Tonga", 1, "B+R+G")
                .boats("Tonga", 2, "B")
                .stackTop("W05", "Samoa")
                .activePlayer(BLUE).emigrationsPending().build();
        // the only option (EmigrateClosed) was applied by itself
        List<GameEvent> ev = g.lastEvents();
        assertThat(ev).containsSubsequence(
                new GameEvent.IslandRemoved(id("Tonga"), Hex.ORIGIN, Boats.parse("2B+R+G"), Rule.R_LOOP_1),
                new GameEvent.TileDrawn(id("W05"), g.position().stackSize(), Rule.R_LOOP_2));
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.TilePlacement.class, t -> {
            assertThat(t.player()).isEqualTo(BLUE);
            assertThat(t.tile()).isEqualTo(id("W05"));
            assertThat(t.rule()).isEqualTo(Rule.R_LOOP_2);
        });
        List<GameEvent> e1 = g.apply(new Choice.PlaceTile(Placement.of(Hex.ORIGIN, Rotation.R2)));
        assertThat(e1).containsExactly(
                new GameEvent.TilePlaced(id("W05"), Hex.ORIGIN, Rotation.R2, Rule.D_9),
                new GameEvent.TileDrawn(id("Samoa"), g.position().stackSize(), Rule.R_LOOP_2));
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.TilePlacement.class, t -> assertThat(t.tile()).isEqualTo(id("Samoa")));
        List<GameEvent> e2 = g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, 2), Rotation.R0)));
        assertThat(e2.get(0)).isEqualTo(new GameEvent.TilePlaced(id("Samoa"), Hex.of(0, 2), Rotation.R0, Rule.D_9));
        assertThat(of(e2, GameEvent.BoatsPlaced.class)).isEmpty();
        assertThat(e2).contains(new GameEvent.TurnEnded(1, BLUE), new GameEvent.TurnStarted(2, RED, true, false));
        assertThat(g.position().boatsOn(id("Samoa"))).isEqualTo(Boats.NONE);
        assertThat(g.position().endTriggered()).isFalse();
    }

    @Test
    @DisplayName("R-LOOP-2: the active player has no boat left on the table (islands remain): he redraws; with a boat left he does not")
    void loop2ActivePlayerWithoutBoats() {
        Scenario s = loop(loops(BLUE, RED), "Atoll", "B")
                .boats("Atoll", 1, "2B")
                .boats("Home", 1, "R")
                .stackTop("D", "Extra")
                .activePlayer(BLUE).emigrationsPending();
        Game g = s.build();
        assertThat(g.lastEvents()).contains(new GameEvent.IslandRemoved(id("Atoll"), X, Boats.parse("2B"), Rule.R_LOOP_1));
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.TilePlacement.class, t -> {
            assertThat(t.tile()).isEqualTo(id("D"));
            assertThat(t.rule()).isEqualTo(Rule.R_LOOP_2);
        });
        // a mid-redraw position is buildable from its text, and plays on alike
        String text = io.github.tongiaki.core.engine.Position.of(g).text();
        assertThat(text).contains("purpose=redraw");
        Game back = io.github.tongiaki.core.engine.Position.parse(text, g.tileSet()).toGame();
        assertThat(back.decision()).isEqualTo(g.decision());
        assertThat(back.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, 1), Rotation.R0))))
                .isEqualTo(g.copy().apply(new Choice.PlaceTile(Placement.of(Hex.of(0, 1), Rotation.R0))));
        g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, 1), Rotation.R0)));
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.TilePlacement.class, t -> assertThat(t.tile()).isEqualTo(id("Extra")));
        List<GameEvent> ev = g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, 2), Rotation.R0)));
        assertThat(of(ev, GameEvent.BoatsPlaced.class)).isEmpty();
        assertThat(ev).contains(new GameEvent.TurnEnded(1, BLUE));
        assertThat(g.activePlayer()).isEqualTo(RED);

        // BLUE still has a boat on Home: no redraw, the turn simply ends
        Game kept = s.boats("Home", 2, "B").build();
        assertThat(kept.lastEvents()).contains(new GameEvent.IslandRemoved(id("Atoll"), X, Boats.parse("2B"), Rule.R_LOOP_1),
                new GameEvent.TurnEnded(1, BLUE));
        assertThat(of(kept.lastEvents(), GameEvent.TileDrawn.class)).isEmpty();
    }

    @Test
    @DisplayName("R-LOOP-2: the redraw needs the removal to take the active player's last boats; a removal of others' boats gives him nothing back")
    void loop2RedrawOnlyWhenTheRemovalTookTheLastBoats() {
        // blue has no boat on the table at all; the removed all-red Atoll gives him nothing back: no redraw
        Game g = decoy(loop(loops(BLUE, RED), "Atoll", "B"), "2R")
                .boats("Atoll", 1, "2R")
                .boats("Home", 1, "R")
                .stackTop("D", "Extra")
                .activePlayer(BLUE).emigrationsPending().build();
        List<GameEvent> ev = g.apply(new Choice.EmigrateClosed(beach("Atoll", 1)));
        assertThat(ev).containsSubsequence(
                new GameEvent.IslandRemoved(id("Atoll"), X, Boats.parse("2R"), Rule.R_LOOP_1),
                new GameEvent.EmigrationStarted(beach("Decoy", 1), 0, Boats.parse("2R")),
                new GameEvent.TurnEnded(1, BLUE));
        assertThat(of(ev, GameEvent.TileDrawn.class)).isEmpty();
        assertThat(g.activePlayer()).isEqualTo(RED);

        // the same removal with one blue boat among the red ones: it was his last boat on the table, so he redraws
        Game h = decoy(loop(loops(BLUE, RED), "Atoll", "B"), "2R")
                .boats("Atoll", 1, "B+R")
                .boats("Home", 1, "R")
                .stackTop("D", "Extra")
                .activePlayer(BLUE).emigrationsPending().build();
        List<GameEvent> ev2 = h.apply(new Choice.EmigrateClosed(beach("Atoll", 1)));
        assertThat(ev2).contains(new GameEvent.IslandRemoved(id("Atoll"), X, Boats.parse("B+R"), Rule.R_LOOP_1));
        assertThat(of(ev2, GameEvent.TileDrawn.class)).singleElement()
                .satisfies(d -> assertThat(d.tile()).isEqualTo(id("D")), d -> assertThat(d.rule()).isEqualTo(Rule.R_LOOP_2));
        assertThat(h.decision()).isInstanceOfSatisfying(Decision.TilePlacement.class, t -> assertThat(t.rule()).isEqualTo(Rule.R_LOOP_2));
    }

    @Test
    @DisplayName("R-LOOP-2: a player whose own group failed earlier in the turn does not redraw when another player's island is then removed")
    void loop2NoRedrawWhenBoatsWereLostEarlierInTheTurn() {
        // Ping's jetty faces C, whose routes need 2 colours: blue's group (his only boats) fails; then red's closed Atoll is removed
        Scenario s = loop(loops(BLUE, RED), "Atoll", "B")
                .tile("Ping", Hex.of(-6, 0), Rotation.R0)
                .tile("C", Hex.of(-6, 1), Rotation.R0)
                .boats("Ping", 1, "2B")
                .boats("Atoll", 1, "2R")
                .boats("Home", 1, "R")
                .stackTop("D", "Extra")
                .activePlayer(BLUE).emigrationsPending();
        Game g = s.build();
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.Emigrate(beach("Ping", 1), 0), new Choice.EmigrateClosed(beach("Atoll", 1)));
        List<GameEvent> ev = g.apply(new Choice.Emigrate(beach("Ping", 1), 0));
        assertThat(ev).containsSubsequence(
                new GameEvent.BoatsReturned(Boats.parse("2B"), Rule.R_VOY_3),
                new GameEvent.IslandRemoved(id("Atoll"), X, Boats.parse("2R"), Rule.R_LOOP_1),
                new GameEvent.TurnEnded(1, BLUE));
        assertThat(of(ev, GameEvent.TileDrawn.class)).isEmpty();

        // the other order gives the same result: the removal first (blue keeps his Ping boats), then the failure
        Game h = s.build();
        List<GameEvent> ev2 = new ArrayList<>(h.apply(new Choice.EmigrateClosed(beach("Atoll", 1))));
        assertThat(of(ev2, GameEvent.TileDrawn.class)).isEmpty();
        assertThat(ev2).contains(new GameEvent.BoatsReturned(Boats.parse("2B"), Rule.R_VOY_3), new GameEvent.TurnEnded(1, BLUE));
        assertThat(Position.of(h).text().replaceAll("decision \\d+\n", ""))
                .isEqualTo(Position.of(g).text().replaceAll("decision \\d+\n", ""));
    }

    @Test
    @DisplayName("R-LOOP-2 D-1: after the end, with the stack empty, a removal that took the active player's last boats draws nothing; the turn and the game end")
    void loop2NothingToDrawOnceTheStackIsEmpty() {
        Game before = decoy(loop(loops(BLUE, RED), "Atoll", "B"), "2R")
                .boats("Atoll", 1, "2B").boats("Home", 1, "R")
                .activePlayer(BLUE).emigrationsPending().build();
        // the same position with the stack emptied (its tiles set aside): the end has been triggered (FINISH_TURN)
        String text = Position.of(before).text();
        String stackLine = text.lines().filter(l -> l.startsWith("stack ")).findFirst().orElseThrow();
        Game g = Position.parse(text.replace(stackLine, "stack\naside" + stackLine.substring("stack".length())), LOOPS).toGame();
        assertThat(g.position().endTriggered()).isTrue();
        assertThat(g.position().stackSize()).isZero();
        List<GameEvent> ev = g.apply(new Choice.EmigrateClosed(beach("Atoll", 1)));
        assertThat(ev).containsSubsequence(
                new GameEvent.IslandRemoved(id("Atoll"), X, Boats.parse("2B"), Rule.R_LOOP_1),
                new GameEvent.EmigrationStarted(beach("Decoy", 1), 0, Boats.parse("2R")),
                new GameEvent.TurnEnded(1, BLUE));
        assertThat(of(ev, GameEvent.TileDrawn.class)).isEmpty();
        assertThat(g.isOver()).isTrue();
    }

    @Test
    @DisplayName("D-17 R-LOOP-2: O-MASK-COUNTS-ON-TABLE=false: a player left with only a mask boat has no boat on the table, so he redraws")
    void d17MaskCountsForLoop2() {
        Scenario s = loop(loops(RuleOptions.defaults().withMaskCountsOnTable(false), BLUE, RED), "Atoll", "B")
                .tile("Extra", Hex.of(-5, 0), Rotation.R0)
                .royal("Extra", BLUE)
                .boats("Atoll", 1, "2B")
                .boats("Home", 1, "R")
                .stackTop("D", "Duo")
                .activePlayer(BLUE).emigrationsPending();
        Game g = s.build();
        assertThat(g.lastEvents()).contains(new GameEvent.IslandRemoved(id("Atoll"), X, Boats.parse("2B"), Rule.R_LOOP_1));
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.TilePlacement.class, t -> {
            assertThat(t.tile()).isEqualTo(id("D"));
            assertThat(t.rule()).isEqualTo(Rule.R_LOOP_2);
        });
    }

    @Test
    @DisplayName("R-LOOP-2: a mask boat is a boat on the table (O-MASK-COUNTS-ON-TABLE, default): no redraw for a player left with only his mask")
    void loop2MaskBoatIsOnTheTable() {
        Scenario s = loop(loops(BLUE, RED), "Atoll", "B")
                .tile("Extra", Hex.of(-5, 0), Rotation.R0)
                .royal("Extra", BLUE)
                .boats("Atoll", 1, "2B")
                .boats("Home", 1, "R")
                .activePlayer(BLUE).emigrationsPending();
        Game g = s.build();
        assertThat(g.lastEvents()).contains(new GameEvent.IslandRemoved(id("Atoll"), X, Boats.parse("2B"), Rule.R_LOOP_1),
                new GameEvent.TurnEnded(1, BLUE));
        assertThat(of(g.lastEvents(), GameEvent.TileDrawn.class)).isEmpty();
    }

    @Test
    @DisplayName("D-9: after an R-LOOP-2 redraw, full beaches still waiting are resolved, then the turn passes; the removed island's hex can be used")
    void d9WaitingBeachesResolvedAfterRedraw() {
        Game g = decoy(loop(loops(BLUE, RED), "Atoll", "B"), "2R")
                .boats("Atoll", 1, "2B")
                .boats("Home", 1, "R")
                .stackTop("D", "Extra")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.EmigrateClosed(beach("Atoll", 1)), new Choice.Emigrate(beach("Decoy", 1), 0));
        List<GameEvent> all = new ArrayList<>(g.apply(new Choice.EmigrateClosed(beach("Atoll", 1))));
        assertThat(g.decision()).isInstanceOf(Decision.TilePlacement.class);
        // the hex Atoll lay on is free again (D-9, D-10)
        assertThat(choices(g)).contains(new Choice.PlaceTile(Placement.of(X, Rotation.R0)));
        all.addAll(g.apply(new Choice.PlaceTile(Placement.of(X, Rotation.R0))));
        all.addAll(g.apply(new Choice.PlaceTile(Placement.of(Hex.of(5, 0), Rotation.R0))));
        GameEvent lastPlaced = new GameEvent.TilePlaced(id("Extra"), Hex.of(5, 0), Rotation.R0, Rule.D_9);
        GameEvent decoy = new GameEvent.EmigrationStarted(beach("Decoy", 1), 0, Boats.parse("2R"));
        GameEvent end = new GameEvent.TurnEnded(1, BLUE);
        assertThat(all).contains(lastPlaced, decoy, end);
        assertThat(index(all, lastPlaced)).isLessThan(index(all, decoy));
        assertThat(index(all, decoy)).isLessThan(index(all, end));
        assertThat(g.position().boatsOn(beach("Spare", 1))).isEqualTo(Boats.parse("2R"));
        assertThat(g.position().boatsOn(beach("Decoy", 1))).isEqualTo(Boats.NONE);
        assertThat(of(all, GameEvent.BoatsPlaced.class)).isEmpty();
    }

    // =====================================================================================
    // R-LOOP-3, D-3
    // =====================================================================================

    @Test
    @DisplayName("D-16: a full beach of a closed island is offered once (emigrate … closed), not once per jetty; Tri has three jetties")
    void d16ClosedIslandOfferedOnce() {
        // Tri at X with jetties 0, 3 and 5: 0 and 5 lead into the loop, 3 faces the royal island Extra: every jetty is BACK
        Game g = decoy(loop(loops(BLUE, RED), "Tri", "B"), "2R")
                .tile("Extra", Hex.of(3, -1), Rotation.R0)
                .royal("Extra", RED)
                .boats("Tri", 1, "2B")
                .boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.EmigrateClosed(beach("Tri", 1)), new Choice.Emigrate(beach("Decoy", 1), 0));
    }

    @Test
    @DisplayName("R-LOOP-3: a BACK jetty is not offered while a full beach of the same island has another way; afterwards it is")
    void loop3OtherWayFirst() {
        // Open: beach 1 (edge 0) loops back (BACK), beach 2 (edge 3) faces the empty hex (3,-1) (OPEN); both full
        Game g = decoy(loop(loops(BLUE, RED, GREEN), "Open", "B"), "2G")
                .boats("Open", 1, "2B")
                .boats("Open", 2, "3R")
                .boats("Home", 1, "B")
                .stackTop("Extra")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.Emigrate(beach("Open", 2), 3), new Choice.Emigrate(beach("Decoy", 1), 0));
        // Open/2 sails north and lands on the drawn island Extra
        g.apply(new Choice.Emigrate(beach("Open", 2), 3));
        while (g.decision() instanceof Decision.Landing) {
            g.applyOption(0);
        }
        assertThat(g.position().boatsOn(id("Extra"))).isEqualTo(Boats.parse("3R"));
        // now no full beach of Open has another way: the BACK jetty is offered (the island is not closed)
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.Emigrate(beach("Open", 1), 0), new Choice.Emigrate(beach("Decoy", 1), 0));
    }

    @Test
    @DisplayName("R-LOOP-3: a full beach with a BACK jetty and an open jetty may only leave through the open one; with both BACK the island is closed")
    void loop3SameBeachOtherJetty() {
        // Duo: one beach, jetties on edge 0 (the loop over A and B: BACK) and edge 1 (facing the empty hex (2,1): OPEN)
        Game g = decoy(loop(loops(BLUE, RED, GREEN), "Duo", "B"), "2G")
                .boats("Duo", 1, "2B")
                .boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.Emigrate(beach("Duo", 1), 1), new Choice.Emigrate(beach("Decoy", 1), 0));

        // a royal island on (2,1): edge 1 is BACK too, so Duo is closed
        Game closed = decoy(loop(loops(BLUE, RED, GREEN), "Duo", "B"), "2G")
                .tile("Extra", Hex.of(2, 1), Rotation.R0)
                .royal("Extra", GREEN)
                .boats("Duo", 1, "2B")
                .boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(choices(closed)).containsExactlyInAnyOrder(new Choice.EmigrateClosed(beach("Duo", 1)),
                new Choice.Emigrate(beach("Decoy", 1), 0));
    }

    @Test
    @DisplayName("D-3: a BACK jetty on an island that is not closed is an ordinary emigration: it crosses the water and lands back on the island")
    void d3BackJettyIsOrdinaryEmigration() {
        Game g = decoy(loop(loops(BLUE, RED, GREEN), "Open", "B"), "2G")
                .boats("Open", 1, "2B")
                .boats("Open", 2, "R")
                .boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        int stack = g.position().stackSize();
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.Emigrate(beach("Open", 1), 0), new Choice.Emigrate(beach("Decoy", 1), 0));
        List<GameEvent> ev = g.apply(new Choice.Emigrate(beach("Open", 1), 0));
        assertThat(ev).containsExactly(
                new GameEvent.EmigrationStarted(beach("Open", 1), 0, Boats.parse("2B")),
                new GameEvent.RouteCrossed(id("A"), A, 3, 4, 0, 1),
                new GameEvent.RouteCrossed(id("B"), B, 0, 1, 0, 1));
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.Landing.class, l -> assertThat(l.island()).isEqualTo(id("Open")));
        g.apply(new Choice.Land(BLUE, beach("Open", 2)));
        assertThat(g.position().boatsOn(beach("Open", 1))).isEqualTo(Boats.parse("B"));
        assertThat(g.position().boatsOn(beach("Open", 2))).isEqualTo(Boats.parse("B+R"));
        assertThat(g.position().removedTiles()).isEmpty();
        assertThat(g.position().stackSize()).isEqualTo(stack);
    }

    @Test
    @DisplayName("D-3: a BACK jetty on an island that is not closed checks colours: too few colours fail the route, the boats go back, the island stays")
    void d3BackJettyChecksColours() {
        Game g = decoy(loop(loops(BLUE, RED, GREEN), "Open", "C"), "2G")
                .boats("Open", 1, "2B")
                .boats("Open", 2, "R")
                .boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        int blue = g.position().supply(BLUE);
        List<GameEvent> ev = g.apply(new Choice.Emigrate(beach("Open", 1), 0));
        assertThat(ev).containsSubsequence(
                new GameEvent.EmigrationStarted(beach("Open", 1), 0, Boats.parse("2B")),
                new GameEvent.RouteCrossed(id("A"), A, 3, 4, 0, 1),
                new GameEvent.CrossingFailed(id("C"), B, 0, 1, 2, 1),
                new GameEvent.BoatsReturned(Boats.parse("2B"), Rule.R_VOY_3));
        assertThat(g.position().supply(BLUE)).isEqualTo(blue + 2);
        assertThat(g.position().find(id("Open"))).isPresent();
        assertThat(g.position().removedTiles()).isEmpty();
    }

    // =====================================================================================
    // D-4
    // =====================================================================================

    @Test
    @DisplayName("D-4: a two-island ping-pong repeats the beach record: both islands the chain started from are removed")
    void d4PingPong() {
        // Ping (3,0) faces south onto Pong (3,1); Pong (rotation 3) faces north onto Ping
        Game g = loops(BLUE, RED)
                .tile("Ping", X, Rotation.R0)
                .tile("Pong", A, Rotation.R3)
                .boats("Ping", 1, "2B")
                .boats("Home", 1, "B")
                .boats("Home", 2, "R")
                .activePlayer(BLUE).emigrationsPending().build();
        List<GameEvent> ev = g.lastEvents();
        assertThat(ev).containsSubsequence(
                new GameEvent.EmigrationStarted(beach("Ping", 1), 0, Boats.parse("2B")),
                new GameEvent.BoatLanded(BLUE, beach("Pong", 1)),
                new GameEvent.EmigrationStarted(beach("Pong", 1), 0, Boats.parse("2B")),
                new GameEvent.BoatLanded(BLUE, beach("Ping", 1)),
                new GameEvent.IslandRemoved(id("Ping"), X, Boats.parse("2B"), Rule.D_4),
                new GameEvent.IslandRemoved(id("Pong"), A, Boats.NONE, Rule.D_4),
                new GameEvent.TurnEnded(1, BLUE));
        assertThat(of(ev, GameEvent.EmigrationStarted.class)).hasSize(2);
        assertThat(g.position().removedTiles()).containsExactlyInAnyOrder(id("Ping"), id("Pong"));
        assertThat(g.position().supply(BLUE)).isEqualTo(14);
        assertThat(g.activePlayer()).isEqualTo(RED);
    }

    @Test
    @DisplayName("D-4: a self-loop through water that refills the same beach repeats the record: the island is removed")
    void d4SelfLoopRefillsBeach() {
        // Tri: beach 1 (edge 0) and beach 3 (edge 5) loop back over A and B; beach 2 (edge 3) is open
        Game g = loop(loops(BLUE, RED), "Tri", "B")
                .boats("Tri", 1, "2B")
                .boats("Tri", 2, "R")
                .boats("Tri", 3, "B")
                .boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        // Tri/1's BACK jetty was the only option; the group is back on Tri, 2 boats for 3 free beaches (D-6 spread)
        assertThat(g.lastEvents()).contains(new GameEvent.EmigrationStarted(beach("Tri", 1), 0, Boats.parse("2B")));
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.Landing.class, l -> assertThat(l.island()).isEqualTo(id("Tri")));
        g.apply(new Choice.Land(BLUE, beach("Tri", 1)));
        List<GameEvent> ev = new ArrayList<>(g.apply(new Choice.Land(BLUE, beach("Tri", 3))));
        // Tri/3 is full now and emigrates (its only, BACK, jetty) round the loop the other way
        assertThat(ev).contains(new GameEvent.EmigrationStarted(beach("Tri", 3), 5, Boats.parse("2B")));
        assertThat(g.position().removedTiles()).isEmpty();
        ev.addAll(g.apply(new Choice.Land(BLUE, beach("Tri", 1))));
        ev.addAll(g.apply(new Choice.Land(BLUE, beach("Tri", 3))));
        // the beaches are as before the first emigration: endless, the island goes
        assertThat(ev).containsSubsequence(
                new GameEvent.IslandRemoved(id("Tri"), X, Boats.parse("3B+R"), Rule.D_4),
                new GameEvent.TurnEnded(1, BLUE));
        assertThat(g.position().removedTiles()).containsExactly(id("Tri"));
        assertThat(g.position().tileAt(X)).isEmpty();
    }

    @Test
    @DisplayName("D-4: the same loop without a repeat (other landing choices) ends normally, nothing is removed")
    void d4NoRepeatNoRemoval() {
        Game g = loop(loops(BLUE, RED), "Tri", "B")
                .boats("Tri", 1, "2B")
                .boats("Tri", 2, "R")
                .boats("Tri", 3, "B")
                .boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        g.apply(new Choice.Land(BLUE, beach("Tri", 1)));
        List<GameEvent> ev = g.apply(new Choice.Land(BLUE, beach("Tri", 2)));
        assertThat(of(ev, GameEvent.IslandRemoved.class)).isEmpty();
        assertThat(ev).contains(new GameEvent.TurnEnded(1, BLUE));
        assertThat(g.position().boatsOn(id("Tri"))).isEqualTo(Boats.parse("3B+R"));
    }

    // =====================================================================================
    // O-LOOP-COLOUR-AWARE
    // =====================================================================================

    @Test
    @DisplayName("D-2 O-LOOP-COLOUR-AWARE=true: a loop over a route the group cannot cross is not BACK; the emigration fails normally")
    void d2ColourAwareLoopIsNotBack() {
        RuleOptions aware = RuleOptions.defaults().withLoopColourAware(true);
        // C's route 0-1 has difficulty 2; the group "2B" has one colour
        Game byDefault = decoy(loop(loops(BLUE, RED), "Atoll", "C"), "2R")
                .boats("Atoll", 1, "2B").boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(choices(byDefault)).containsExactlyInAnyOrder(new Choice.EmigrateClosed(beach("Atoll", 1)),
                new Choice.Emigrate(beach("Decoy", 1), 0));

        Game g = decoy(loop(loops(aware, BLUE, RED), "Atoll", "C"), "2R")
                .boats("Atoll", 1, "2B").boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.Emigrate(beach("Atoll", 1), 0),
                new Choice.Emigrate(beach("Decoy", 1), 0));
        List<GameEvent> ev = g.apply(new Choice.Emigrate(beach("Atoll", 1), 0));
        assertThat(ev).containsSubsequence(
                new GameEvent.EmigrationStarted(beach("Atoll", 1), 0, Boats.parse("2B")),
                new GameEvent.RouteCrossed(id("A"), A, 3, 4, 0, 1),
                new GameEvent.CrossingFailed(id("C"), B, 0, 1, 2, 1),
                new GameEvent.BoatsReturned(Boats.parse("2B"), Rule.R_VOY_3));
        assertThat(of(ev, GameEvent.IslandRemoved.class)).isEmpty();
        assertThat(g.position().find(id("Atoll"))).isPresent();
    }

    @Test
    @DisplayName("D-2 O-LOOP-COLOUR-AWARE=true: with enough colours for every route the loop is BACK again: closed")
    void d2ColourAwareEnoughColours() {
        RuleOptions aware = RuleOptions.defaults().withLoopColourAware(true);
        Game g = decoy(loop(loops(aware, BLUE, RED, GREEN), "Atoll", "C"), "2G")
                .boats("Atoll", 1, "B+R").boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(choices(g)).containsExactlyInAnyOrder(new Choice.EmigrateClosed(beach("Atoll", 1)),
                new Choice.Emigrate(beach("Decoy", 1), 0));
        List<GameEvent> ev = g.apply(new Choice.EmigrateClosed(beach("Atoll", 1)));
        assertThat(ev.get(0)).isEqualTo(new GameEvent.IslandRemoved(id("Atoll"), X, Boats.parse("B+R"), Rule.R_LOOP_1));
    }

    @Test
    @DisplayName("D-2 O-LOOP-COLOUR-AWARE=true: a beach's colours are counted over all six colours, purple and orange too")
    void d2ColourAwareCountsEveryColour() {
        RuleOptions aware = RuleOptions.defaults().withLoopColourAware(true);
        Colour[] six = Colour.values();
        // C's routes need 2 colours: blue with purple (or orange with purple) are two colours, so the loop is BACK: closed
        for (String group : new String[] {"B+P", "O+P", "Y+O"}) {
            Game g = decoy(loop(loops(aware, six), "Atoll", "C"), "2G")
                    .boats("Atoll", 1, group).boats("Home", 1, "B")
                    .activePlayer(BLUE).emigrationsPending().build();
            assertThat(choices(g)).as(group).containsExactlyInAnyOrder(new Choice.EmigrateClosed(beach("Atoll", 1)),
                    new Choice.Emigrate(beach("Decoy", 1), 0));
        }
        // two purple boats are one colour: the route is too hard, the emigration is offered (and will fail)
        Game one = decoy(loop(loops(aware, six), "Atoll", "C"), "2G")
                .boats("Atoll", 1, "2P").boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(choices(one)).containsExactlyInAnyOrder(new Choice.Emigrate(beach("Atoll", 1), 0),
                new Choice.Emigrate(beach("Decoy", 1), 0));
    }

    @Test
    @DisplayName("D-10: removing an island does not count towards the end, even with one island tile left in the stack")
    void d10RemovalDoesNotTriggerEnd() {
        // stack: only Extra (island) and E (water) left
        Game g = decoy(loop(loops(BLUE, RED), "Atoll", "B"), "2R")
                .tile("Twin", Hex.of(-6, 0), Rotation.R0)
                .tile("Open", Hex.of(-6, 3), Rotation.R0)
                .tile("Tri", Hex.of(-6, 6), Rotation.R0)
                .tile("Ping", Hex.of(-9, 0), Rotation.R0)
                .tile("Pong", Hex.of(-9, 3), Rotation.R0)
                .tile("C", Hex.of(-9, 6), Rotation.R0)
                .tile("D", Hex.of(-12, 0), Rotation.R0)
                .tile("Duo", Hex.of(-12, 3), Rotation.R0)
                .boats("Atoll", 1, "2B").boats("Home", 1, "B")
                .activePlayer(BLUE).emigrationsPending().build();
        assertThat(g.position().remainingIslands()).isEqualTo(1);
        assertThat(g.position().remainingWaterTiles()).isEqualTo(1);
        List<GameEvent> ev = g.apply(new Choice.EmigrateClosed(beach("Atoll", 1)));
        assertThat(ev).contains(new GameEvent.IslandRemoved(id("Atoll"), X, Boats.parse("2B"), Rule.R_LOOP_1));
        assertThat(of(ev, GameEvent.EndTriggered.class)).isEmpty();
        assertThat(g.position().endTriggered()).isFalse();
        assertThat(g.isOver()).isFalse();
        assertThat(g.position().remainingIslands()).isEqualTo(1);
        assertThat(g.activePlayer()).isEqualTo(RED);
    }
}
