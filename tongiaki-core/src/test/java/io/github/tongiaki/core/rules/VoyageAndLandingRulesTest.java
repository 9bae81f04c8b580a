package io.github.tongiaki.core.rules;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.GREEN;
import static io.github.tongiaki.core.board.Colour.ORANGE;
import static io.github.tongiaki.core.board.Colour.RED;
import static io.github.tongiaki.core.board.Colour.YELLOW;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.engine.TestTiles;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Direction;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Rules of emigration, voyage and landing: R-EMI, R-VOY, R-LAND, R-CHAIN and the decisions D-6 and
 * D-12 (shared/spec/rules.md). Geometry: Tonga at (0,0) r0, beach k+1 with its jetty on edge k facing
 * direction k; a tile drawn in direction d from hex h lies at h+delta(d) with rotation (d+3) mod 6.
 */
class VoyageAndLandingRulesTest {

    // =====================================================================================
    // helpers
    // =====================================================================================

    private static final TileSet OFFICIAL = TestTiles.official();


    private static Scenario scenario(RuleOptions options, Colour... players) {
        return Scenario.of(GameSetup.builder().players(players).tileSet(OFFICIAL).options(options).build()).allowDisconnected();
    }

    private static Scenario scenario(Colour... players) {
        return scenario(RuleOptions.defaults(), players);
    }

    private static Set<String> texts(Decision d) {
        return d.options().stream().map(Option::text).collect(Collectors.toCollection(LinkedHashSet::new));
    }

    private static <T extends GameEvent> List<T> only(List<GameEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    private static BeachRef beach(String island, int n) {
        return BeachRef.of(island, n);
    }

    private static Boats boats(String text) {
        return Boats.parse(text);
    }

    private static TileId id(String id) {
        return TileId.of(id);
    }

    private static Decision.Landing landing(Game g) {
        assertThat(g.decision()).isInstanceOf(Decision.Landing.class);
        return (Decision.Landing) g.decision();
    }

    private static Set<String> landOptions(Colour[] colours, String island, int... beaches) {
        Set<String> out = new LinkedHashSet<>();
        for (Colour c : colours) {
            for (int b : beaches) {
                out.add("land " + c + " " + island + "/" + b);
            }
        }
        return out;
    }

    private static boolean isFull(Game g, BeachRef ref, Boats b) {
        IslandTile island = g.position().island(ref.island());
        return b.size() == island.beach(ref.number()).berths();
    }

    private static List<BeachRef> fullBeaches(Game g) {
        return g.position().beaches().entrySet().stream().filter(e -> isFull(g, e.getKey(), e.getValue())).map(Map.Entry::getKey).toList();
    }

    // =====================================================================================
    // R-EMI-1
    // =====================================================================================

    @Test
    @DisplayName("R-EMI-1: a beach filled by the expansion emigrates: all its boats leave together as one group through its jetty")
    void rEmi1FullBeachEmigratesAsOneGroup() {
        Game g = scenario(BLUE, RED).boats("Tonga", 1, "B+R").boats("Tonga", 3, "R").stackTop("Samoa").build();
        g.apply("expand Tonga");
        List<GameEvent> ev = g.apply("beaches Tonga/1");
        assertThat(ev).containsExactly(
                new GameEvent.BoatsPlaced(BLUE, beach("Tonga", 1), 1, Rule.R_EXP_1),
                new GameEvent.EmigrationStarted(beach("Tonga", 1), 0, boats("2B+R")),
                new GameEvent.TileDrawn(id("Samoa"), 30, Rule.R_EMI_3),
                new GameEvent.TilePlaced(id("Samoa"), Hex.of(0, 1), Rotation.R3, Rule.R_EMI_3));
        assertThat(g.position().boatsOn(beach("Tonga", 1))).isEqualTo(Boats.NONE);
        assertThat(g.position().boatsOn(beach("Tonga", 3))).isEqualTo(boats("R"));
        Decision.Landing l = landing(g);
        assertThat(l.group()).isEqualTo(boats("2B+R"));
        assertThat(l.island()).isEqualTo(id("Samoa"));
    }

    @Test
    @DisplayName("R-EMI-1: the group is every boat of the beach, of every colour")
    void rEmi1GroupIsTheWholeBeach() {
        Game g = scenario(BLUE, RED, GREEN, YELLOW, ORANGE)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .boats("Fidschi", 1, "B+R+G+Y+O")
                .boats("Fidschi", 2, "2B")
                .stackTop("Samoa")
                .emigrationsPending()
                .build();
        assertThat(only(g.lastEvents(), GameEvent.EmigrationStarted.class))
                .containsExactly(new GameEvent.EmigrationStarted(beach("Fidschi", 1), 1, boats("B+R+G+Y+O")));
        assertThat(g.position().boatsOn(beach("Fidschi", 1))).isEqualTo(Boats.NONE);
        assertThat(g.position().boatsOn(beach("Fidschi", 2))).isEqualTo(boats("2B"));
        assertThat(landing(g).group()).isEqualTo(boats("B+R+G+Y+O"));
    }

    // =====================================================================================
    // R-EMI-2
    // =====================================================================================

    /** Tubuai/1 (two jetties, edges 1 and 2) and Tonga/4 are full. */
    private static Game twoFullBeachesThreeJetties() {
        return scenario(BLUE, RED)
                .tile("Tubuai", Hex.of(0, 1), Rotation.R3)
                .boats("Tubuai", 1, "2B+R")
                .boats("Tonga", 4, "B+2R")
                .stackTop("Samoa")
                .emigrationsPending()
                .build();
    }

    @Test
    @DisplayName("R-EMI-2: with several full beaches and several jetties the active player chooses beach and jetty before any draw")
    void rEmi2ChooseBeachAndJetty() {
        Game g = twoFullBeachesThreeJetties();
        Decision d = g.decision();
        assertThat(d).isInstanceOf(Decision.Emigration.class);
        assertThat(d.player()).isEqualTo(BLUE);
        assertThat(texts(d)).containsExactlyInAnyOrder("emigrate Tubuai/1 via 1", "emigrate Tubuai/1 via 2", "emigrate Tonga/4 via 3");
        assertThat(only(g.lastEvents(), GameEvent.TileDrawn.class)).isEmpty();
        assertThat(only(g.lastEvents(), GameEvent.EmigrationStarted.class)).isEmpty();
        assertThat(g.position().stackSize()).isEqualTo(30);
    }

    @Test
    @DisplayName("R-EMI-2: the chosen jetty decides where the tile is drawn; one emigration at a time")
    void rEmi2JettyDecidesDirection() {
        Game base = twoFullBeachesThreeJetties();

        Game g = base.copy();
        List<GameEvent> ev = g.apply("emigrate Tubuai/1 via 2");
        assertThat(ev).containsExactly(new GameEvent.EmigrationStarted(beach("Tubuai", 1), 2, boats("2B+R")),
                new GameEvent.TileDrawn(id("Samoa"), 29, Rule.R_EMI_3),
                new GameEvent.TilePlaced(id("Samoa"), Hex.of(1, 1), Rotation.R2, Rule.R_EMI_3));
        assertThat(g.position().boatsOn(beach("Tonga", 4))).isEqualTo(boats("B+2R")); // still waiting

        g = base.copy();
        ev = g.apply("emigrate Tubuai/1 via 1");
        assertThat(ev).contains(new GameEvent.TilePlaced(id("Samoa"), Hex.of(1, 0), Rotation.R1, Rule.R_EMI_3));
        assertThat(only(ev, GameEvent.EmigrationStarted.class)).hasSize(1);

        g = base.copy();
        ev = g.apply("emigrate Tonga/4 via 3");
        assertThat(ev).containsExactly(new GameEvent.EmigrationStarted(beach("Tonga", 4), 3, boats("B+2R")),
                new GameEvent.TileDrawn(id("Samoa"), 29, Rule.R_EMI_3),
                new GameEvent.TilePlaced(id("Samoa"), Hex.of(0, -1), Rotation.R0, Rule.R_EMI_3));
        assertThat(g.position().boatsOn(beach("Tubuai", 1))).isEqualTo(boats("2B+R"));
    }

    // =====================================================================================
    // R-EMI-3
    // =====================================================================================

    @ParameterizedTest(name = "Tonga/{0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    @DisplayName("R-EMI-3: with no tile in front of the jetty the top tile is drawn and placed in front, emblem facing the jetty")
    void rEmi3DrawnTileForcedPlacement(int tongaBeach) {
        int k = tongaBeach - 1;
        Game g = scenario(BLUE, RED, GREEN).boats("Tonga", tongaBeach, "B+R+G").stackTop("Samoa", "Oahu").emigrationsPending().build();
        Hex expectedHex = Hex.ORIGIN.neighbour(Direction.of(k));
        Rotation expectedRot = Rotation.of((k + 3) % 6);
        assertThat(g.lastEvents()).containsSubsequence(
                new GameEvent.EmigrationStarted(beach("Tonga", tongaBeach), k, boats("B+R+G")),
                new GameEvent.TileDrawn(id("Samoa"), 30, Rule.R_EMI_3),
                new GameEvent.TilePlaced(id("Samoa"), expectedHex, expectedRot, Rule.R_EMI_3));
        PlacedTile samoa = g.position().find(id("Samoa")).orElseThrow();
        assertThat(samoa.hex()).isEqualTo(expectedHex);
        // its emblem edge (edge 0) faces back to the jetty
        assertThat(samoa.rotation().facing(0)).isEqualTo(Direction.of(k).opposite());
        assertThat(landing(g).island()).isEqualTo(id("Samoa"));
    }

    @Test
    @DisplayName("R-EMI-3: a water tile already in front of the jetty is used: no tile is drawn for the jetty")
    void rEmi3WaterTileInFrontNoDraw() {
        Game g = scenario(BLUE, RED, GREEN)
                .tile("W13", Hex.of(0, 1), Rotation.R3)
                .boats("Tonga", 1, "B+R+G")
                .stackTop("Samoa")
                .emigrationsPending()
                .build();
        List<GameEvent> ev = g.lastEvents();
        int start = ev.indexOf(new GameEvent.EmigrationStarted(beach("Tonga", 1), 0, boats("B+R+G")));
        assertThat(start).isNotNegative();
        assertThat(ev.get(start + 1)).isEqualTo(new GameEvent.RouteCrossed(id("W13"), Hex.of(0, 1), 0, 5, 0, 3));
        assertThat(only(ev, GameEvent.TileDrawn.class)).extracting(GameEvent.TileDrawn::rule).containsExactly(Rule.R_VOY_4);
        assertThat(g.position().find(id("W13"))).contains(new PlacedTile(Hex.of(0, 1), OFFICIAL.tile("W13"), Rotation.R3));
    }

    @Test
    @DisplayName("R-EMI-3: an island already in front of the jetty is landed on directly: nothing is drawn")
    void rEmi3IslandInFrontNoDraw() {
        Game g = scenario(BLUE, RED, GREEN)
                .tile("Samoa", Hex.of(0, 1), Rotation.R3)
                .boats("Tonga", 1, "B+R+G")
                .emigrationsPending()
                .build();
        int stack = g.position().stackSize();
        assertThat(only(g.lastEvents(), GameEvent.TileDrawn.class)).isEmpty();
        assertThat(g.position().stackSize()).isEqualTo(stack).isEqualTo(30);
        assertThat(landing(g).island()).isEqualTo(id("Samoa"));
    }

    // =====================================================================================
    // R-VOY-1
    // =====================================================================================

    static Stream<Arguments> routesFromEdgeZero() {
        // water tile at (0,1) r3, entered by edge 0 from Tonga/1; route 0-x leaves towards (x+3) mod 6
        return Stream.of(
                Arguments.of("W01", 1, Hex.of(1, 0), Rotation.R1),   // 0-1: leaves NE
                Arguments.of("W09", 4, Hex.of(-1, 2), Rotation.R4),  // 0-4: leaves SW
                Arguments.of("W13", 5, Hex.of(-1, 1), Rotation.R5),  // 0-5: leaves NW
                Arguments.of("W08", 3, Hex.of(0, 2), Rotation.R3));  // 0-3: leaves S (difficulty 3)
    }

    @ParameterizedTest(name = "{0}: edge 0 to edge {1}, on to {2}")
    @MethodSource("routesFromEdgeZero")
    @DisplayName("R-VOY-1: the group follows the route from the edge it entered by to that route's other end, without turning")
    void rVoy1FollowTheRoute(String water, int exitEdge, Hex next, Rotation nextRot) {
        Game g = scenario(BLUE, RED, GREEN)
                .tile(water, Hex.of(0, 1), Rotation.R3)
                .boats("Tonga", 1, "B+R+G")
                .stackTop("Samoa")
                .emigrationsPending()
                .build();
        List<GameEvent.RouteCrossed> crossed = only(g.lastEvents(), GameEvent.RouteCrossed.class);
        assertThat(crossed).hasSize(1);
        assertThat(crossed.get(0).tile()).isEqualTo(id(water));
        assertThat(crossed.get(0).fromEdge()).isZero();
        assertThat(crossed.get(0).toEdge()).isEqualTo(exitEdge);
        assertThat(g.lastEvents()).contains(new GameEvent.TilePlaced(id("Samoa"), next, nextRot, Rule.R_VOY_4));
        assertThat(landing(g).island()).isEqualTo(id("Samoa"));
    }

    @Test
    @DisplayName("R-VOY-1: with islands on several sides, the route alone decides which one is reached")
    void rVoy1RouteDecidesDestination() {
        Game g = scenario(BLUE, RED, GREEN)
                .tile("W01", Hex.of(0, 1), Rotation.R3)      // route 0-1: leaves towards (1,0)
                .tile("Samoa", Hex.of(1, 0), Rotation.R1)
                .tile("Fidschi", Hex.of(0, 2), Rotation.R3)  // straight on: not reached
                .tile("Oahu", Hex.of(-1, 1), Rotation.R5)
                .boats("Tonga", 1, "B+R+G")
                .emigrationsPending()
                .build();
        assertThat(only(g.lastEvents(), GameEvent.RouteCrossed.class))
                .containsExactly(new GameEvent.RouteCrossed(id("W01"), Hex.of(0, 1), 0, 1, 0, 3));
        assertThat(landing(g).island()).isEqualTo(id("Samoa"));
    }

    // =====================================================================================
    // R-VOY-2
    // =====================================================================================

    static Stream<Arguments> difficultiesAndColours() {
        List<Arguments> out = new ArrayList<>();
        String[][] tiles = {{"W01", "0", "1"}, {"W02", "2", "1"}, {"W03", "3", "1"}, {"W05", "4", "3"}};
        for (String[] t : tiles) {
            for (int colours = 1; colours <= 5; colours++) {
                out.add(Arguments.of(t[0], Integer.parseInt(t[1]), Integer.parseInt(t[2]), colours));
            }
        }
        return out.stream();
    }

    private static final String[] FIVE_BOATS = {"", "5B", "4B+R", "3B+R+G", "2B+R+G+Y", "B+R+G+Y+O"};

    @ParameterizedTest(name = "{0}: difficulty {1}, {3} colours")
    @MethodSource("difficultiesAndColours")
    @DisplayName("R-VOY-2: a route can be crossed only by a group with at least as many colours as its difficulty")
    void rVoy2ColoursVersusDifficulty(String water, int difficulty, int exitEdge, int colours) {
        Game g = scenario(BLUE, RED, GREEN, YELLOW, ORANGE)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)       // Fidschi/1 (5 berths): jetty edge 1 faces NE, (1,0)
                .boats("Fidschi", 1, FIVE_BOATS[colours])
                .stackTop(water, "Samoa")
                .emigrationsPending()
                .build();
        List<GameEvent> ev = g.lastEvents();
        assertThat(ev).containsSubsequence(
                new GameEvent.EmigrationStarted(beach("Fidschi", 1), 1, boats(FIVE_BOATS[colours])),
                new GameEvent.TilePlaced(id(water), Hex.of(1, 0), Rotation.R1, Rule.R_EMI_3));
        if (colours >= difficulty) {
            assertThat(ev).contains(new GameEvent.RouteCrossed(id(water), Hex.of(1, 0), 0, exitEdge, difficulty, colours));
            assertThat(only(ev, GameEvent.CrossingFailed.class)).isEmpty();
            assertThat(only(ev, GameEvent.BoatsReturned.class)).isEmpty();
        } else {
            assertThat(ev).containsSubsequence(
                    new GameEvent.CrossingFailed(id(water), Hex.of(1, 0), 0, exitEdge, difficulty, colours),
                    new GameEvent.BoatsReturned(boats(FIVE_BOATS[colours]), Rule.R_VOY_3));
            assertThat(only(ev, GameEvent.RouteCrossed.class)).isEmpty();
        }
    }

    @Test
    @DisplayName("R-VOY-2: the check applies to a water tile already on the table: two colours fail a 3, three colours pass")
    void rVoy2CheckedOnTilesAlreadyOnTheTable() {
        Game fail = scenario(BLUE, RED, GREEN)
                .tile("W03", Hex.of(0, 1), Rotation.R3)
                .boats("Tonga", 1, "2B+R")
                .stackTop("Samoa")
                .emigrationsPending()
                .build();
        assertThat(fail.lastEvents()).containsSubsequence(
                new GameEvent.EmigrationStarted(beach("Tonga", 1), 0, boats("2B+R")),
                new GameEvent.CrossingFailed(id("W03"), Hex.of(0, 1), 0, 1, 3, 2),
                new GameEvent.BoatsReturned(boats("2B+R"), Rule.R_VOY_3));
        assertThat(only(fail.lastEvents(), GameEvent.TileDrawn.class)).isEmpty();

        Game pass = scenario(BLUE, RED, GREEN)
                .tile("W03", Hex.of(0, 1), Rotation.R3)
                .boats("Tonga", 1, "B+R+G")
                .stackTop("Samoa")
                .emigrationsPending()
                .build();
        assertThat(pass.lastEvents()).containsSubsequence(
                new GameEvent.RouteCrossed(id("W03"), Hex.of(0, 1), 0, 1, 3, 3),
                new GameEvent.TilePlaced(id("Samoa"), Hex.of(1, 0), Rotation.R1, Rule.R_VOY_4));
    }

    @Test
    @DisplayName("R-VOY-2: every water tile crossed is checked: the group crosses a 2 and then fails a 3 further on")
    void rVoy2CheckedOnEveryTile() {
        Game g = scenario(BLUE, RED)
                .tile("W02", Hex.of(0, 1), Rotation.R3)   // 0-1:2, leaves towards (1,0)
                .tile("W06", Hex.of(1, 0), Rotation.R1)   // entered by edge 0: 0-3:3
                .boats("Tonga", 1, "2B+R")
                .stackTop("Samoa")
                .emigrationsPending()
                .build();
        assertThat(g.lastEvents()).containsSubsequence(
                new GameEvent.RouteCrossed(id("W02"), Hex.of(0, 1), 0, 1, 2, 2),
                new GameEvent.CrossingFailed(id("W06"), Hex.of(1, 0), 0, 3, 3, 2),
                new GameEvent.BoatsReturned(boats("2B+R"), Rule.R_VOY_3));
        assertThat(only(g.lastEvents(), GameEvent.TileDrawn.class)).isEmpty();
    }

    // =====================================================================================
    // R-VOY-3
    // =====================================================================================

    @Test
    @DisplayName("R-VOY-3: a failed crossing sends the boats to their owners, the tile stays, the turn goes on with the other full beach")
    void rVoy3FailedCrossing() {
        Game g = scenario(BLUE, RED)
                .boats("Tonga", 1, "2B+R")
                .boats("Tonga", 4, "B+2R")
                .stackTop("W05", "Samoa")
                .emigrationsPending()
                .build();
        assertThat(g.position().supply(BLUE)).isEqualTo(12);
        assertThat(g.position().supply(RED)).isEqualTo(12);
        List<GameEvent> ev = g.apply("emigrate Tonga/1 via 0");
        assertThat(ev).containsExactly(
                new GameEvent.EmigrationStarted(beach("Tonga", 1), 0, boats("2B+R")),
                new GameEvent.TileDrawn(id("W05"), 30, Rule.R_EMI_3),
                new GameEvent.TilePlaced(id("W05"), Hex.of(0, 1), Rotation.R3, Rule.R_EMI_3),
                new GameEvent.CrossingFailed(id("W05"), Hex.of(0, 1), 0, 3, 4, 2),
                new GameEvent.BoatsReturned(boats("2B+R"), Rule.R_VOY_3),
                new GameEvent.EmigrationStarted(beach("Tonga", 4), 3, boats("B+2R")),
                new GameEvent.TileDrawn(id("Samoa"), 29, Rule.R_EMI_3),
                new GameEvent.TilePlaced(id("Samoa"), Hex.of(0, -1), Rotation.R0, Rule.R_EMI_3));
        // the failed group is back in the supplies (the second group is at sea, landing)
        assertThat(g.position().supply(BLUE)).isEqualTo(14);
        assertThat(g.position().supply(RED)).isEqualTo(13);
        assertThat(g.position().boatsOn(beach("Tonga", 1))).isEqualTo(Boats.NONE);
        assertThat(g.position().find(id("W05"))).contains(new PlacedTile(Hex.of(0, 1), OFFICIAL.tile("W05"), Rotation.R3));
        assertThat(landing(g).group()).isEqualTo(boats("B+2R"));
    }

    @Test
    @DisplayName("R-VOY-3: with no other full beach the failed emigration ends the turn")
    void rVoy3FailureEndsTurnWhenNothingElseIsFull() {
        Game g = scenario(BLUE, RED)
                .boats("Tonga", 1, "2B+R")
                .boats("Tonga", 2, "R")
                .stackTop("W07")
                .emigrationsPending()
                .build();
        assertThat(g.lastEvents()).containsSubsequence(
                new GameEvent.CrossingFailed(id("W07"), Hex.of(0, 1), 0, 3, 4, 2),
                new GameEvent.BoatsReturned(boats("2B+R"), Rule.R_VOY_3),
                new GameEvent.TurnEnded(1, BLUE),
                new GameEvent.TurnStarted(2, RED, false, false));
        assertThat(g.position().find(id("W07"))).isPresent();
        assertThat(g.position().supply(BLUE)).isEqualTo(15);
        assertThat(g.position().supply(RED)).isEqualTo(14);
    }

    // =====================================================================================
    // R-VOY-4
    // =====================================================================================

    @Test
    @DisplayName("R-VOY-4: after crossing, the group moves onto a tile already beyond the route's end (nothing drawn)")
    void rVoy4ExistingTileBeyond() {
        Game g = scenario(BLUE, RED, GREEN)
                .tile("W13", Hex.of(0, 1), Rotation.R3)    // 0-5: leaves NW towards (-1,1)
                .tile("Samoa", Hex.of(-1, 1), Rotation.R5)
                .boats("Tonga", 1, "B+R+G")
                .emigrationsPending()
                .build();
        assertThat(g.lastEvents()).containsSubsequence(
                new GameEvent.EmigrationStarted(beach("Tonga", 1), 0, boats("B+R+G")),
                new GameEvent.RouteCrossed(id("W13"), Hex.of(0, 1), 0, 5, 0, 3));
        assertThat(only(g.lastEvents(), GameEvent.TileDrawn.class)).isEmpty();
        assertThat(g.position().stackSize()).isEqualTo(29);
        assertThat(landing(g).island()).isEqualTo(id("Samoa"));
    }

    @Test
    @DisplayName("R-VOY-4: otherwise new tiles are drawn at each route end, emblem facing the route's end, until an island")
    void rVoy4DrawAtRouteEnd() {
        Game g = scenario(BLUE, RED, GREEN)
                .boats("Tonga", 1, "B+R+G")
                .stackTop("W01", "W13", "Samoa")
                .emigrationsPending()
                .build();
        List<GameEvent> ev = g.lastEvents();
        assertThat(ev.subList(ev.indexOf(new GameEvent.EmigrationStarted(beach("Tonga", 1), 0, boats("B+R+G"))), ev.size()))
                .containsExactly(
                        new GameEvent.EmigrationStarted(beach("Tonga", 1), 0, boats("B+R+G")),
                        new GameEvent.TileDrawn(id("W01"), 30, Rule.R_EMI_3),
                        new GameEvent.TilePlaced(id("W01"), Hex.of(0, 1), Rotation.R3, Rule.R_EMI_3),
                        new GameEvent.RouteCrossed(id("W01"), Hex.of(0, 1), 0, 1, 0, 3),
                        new GameEvent.TileDrawn(id("W13"), 29, Rule.R_VOY_4),
                        new GameEvent.TilePlaced(id("W13"), Hex.of(1, 0), Rotation.R1, Rule.R_VOY_4),
                        new GameEvent.RouteCrossed(id("W13"), Hex.of(1, 0), 0, 5, 0, 3),
                        new GameEvent.TileDrawn(id("Samoa"), 28, Rule.R_VOY_4),
                        new GameEvent.TilePlaced(id("Samoa"), Hex.of(1, 1), Rotation.R3, Rule.R_VOY_4));
        // each drawn tile's emblem faces the route end it was drawn at
        assertThat(g.position().find(id("W13")).orElseThrow().rotation().facing(0)).isEqualTo(Direction.SOUTH_WEST);
        assertThat(g.position().find(id("Samoa")).orElseThrow().rotation().facing(0)).isEqualTo(Direction.of(3));
        assertThat(landing(g).island()).isEqualTo(id("Samoa"));
    }

    // =====================================================================================
    // R-LAND-1
    // =====================================================================================

    @Test
    @DisplayName("R-LAND-1: with enough boats, first one boat on each free beach, then the rest anywhere")
    void rLand1OnePerBeachFirstThenAnywhere() {
        Colour[] br = {BLUE, RED};
        Game g = scenario(BLUE, RED)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .boats("Fidschi", 1, "3B+2R")
                .stackTop("Samoa")
                .emigrationsPending()
                .build();
        assertThat(g.lastEvents()).contains(new GameEvent.TilePlaced(id("Samoa"), Hex.of(1, 0), Rotation.R1, Rule.R_EMI_3));
        Decision.Landing l = landing(g);
        assertThat(l.island()).isEqualTo(id("Samoa"));
        assertThat(l.group()).isEqualTo(boats("3B+2R"));
        assertThat(l.rule()).isEqualTo(Rule.R_LAND_1);
        assertThat(texts(l)).isEqualTo(landOptions(br, "Samoa", 1, 2, 3));
        assertThat(g.apply("land blue Samoa/1")).containsExactly(new GameEvent.BoatLanded(BLUE, beach("Samoa", 1)));
        assertThat(texts(g.decision())).isEqualTo(landOptions(br, "Samoa", 2, 3));
        g.apply("land red Samoa/2");
        assertThat(texts(g.decision())).isEqualTo(landOptions(br, "Samoa", 3));
        g.apply("land blue Samoa/3");
        // every free beach has a boat: the rest anywhere
        assertThat(landing(g).group()).isEqualTo(boats("B+R"));
        assertThat(texts(g.decision())).isEqualTo(landOptions(br, "Samoa", 1, 2, 3));
        g.apply("land red Samoa/3");
        assertThat(texts(g.decision())).isEqualTo(landOptions(new Colour[] {BLUE}, "Samoa", 1, 2, 3));
        List<GameEvent> ev = g.apply("land blue Samoa/3");
        assertThat(ev).startsWith(new GameEvent.BoatLanded(BLUE, beach("Samoa", 3)), new GameEvent.TurnEnded(1, BLUE));
        assertThat(g.position().boatsOn(beach("Samoa", 1))).isEqualTo(boats("B"));
        assertThat(g.position().boatsOn(beach("Samoa", 2))).isEqualTo(boats("R"));
        assertThat(g.position().boatsOn(beach("Samoa", 3))).isEqualTo(boats("2B+R"));
        assertThat(g.position().boatsOn(beach("Fidschi", 1))).isEqualTo(Boats.NONE);
    }

    @Test
    @DisplayName("R-LAND-1: an island already on the table is landed on through any edge, here its emblem edge without a jetty")
    void rLand1ExistingIslandAnyEdge() {
        Game g = scenario(BLUE, RED)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .tile("Samoa", Hex.of(1, 0), Rotation.R1)   // its edge 0 (no jetty) faces Fidschi's jetty
                .boats("Fidschi", 1, "3B+2R")
                .boats("Samoa", 2, "R")
                .emigrationsPending()
                .build();
        assertThat(g.position().find(id("Samoa")).orElseThrow().rotation().facing(0)).isEqualTo(Direction.SOUTH_WEST);
        assertThat(OFFICIAL.tile("Samoa")).isInstanceOfSatisfying(IslandTile.class,
                s -> assertThat(s.beachWithJettyOn(0)).isNotPositive());
        assertThat(only(g.lastEvents(), GameEvent.TileDrawn.class)).isEmpty();
        Decision.Landing l = landing(g);
        assertThat(l.island()).isEqualTo(id("Samoa"));
        // colours already on a beach do not matter: Samoa/2 (one red boat) is free like the others
        assertThat(texts(l)).isEqualTo(landOptions(new Colour[] {BLUE, RED}, "Samoa", 1, 2, 3));
    }

    // =====================================================================================
    // R-LAND-2
    // =====================================================================================

    /** Fidschi/1 "3B+2G" lands on Muroroa with one free berth on each of its three beaches. */
    private static Game threeBerthsForFiveBoats() {
        return scenario(BLUE, RED, GREEN)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .tile("Muroroa", Hex.of(1, 0), Rotation.R1)
                .boats("Fidschi", 1, "3B+2G")
                .boats("Muroroa", 1, "R")
                .boats("Muroroa", 2, "R")
                .boats("Muroroa", 3, "2R")
                .emigrationsPending()
                .build();
    }

    @Test
    @DisplayName("R-LAND-2: without enough berths the boats left over go back; the active player chooses which land (greens here)")
    void rLand2ChooseWhichLandGreen() {
        Game g = threeBerthsForFiveBoats();
        assertThat(g.position().supply(BLUE)).isEqualTo(12);
        assertThat(g.position().supply(GREEN)).isEqualTo(13);
        assertThat(texts(landing(g))).isEqualTo(landOptions(new Colour[] {BLUE, GREEN}, "Muroroa", 1, 2, 3));
        g.apply("land green Muroroa/1");
        List<GameEvent> ev = g.apply("land green Muroroa/2");
        assertThat(ev).startsWith(
                new GameEvent.BoatLanded(GREEN, beach("Muroroa", 2)),
                new GameEvent.BoatLanded(BLUE, beach("Muroroa", 3)),
                new GameEvent.BoatsReturned(boats("2B"), Rule.R_LAND_2));
        assertThat(g.position().supply(BLUE)).isEqualTo(14);
        assertThat(g.position().supply(GREEN)).isEqualTo(13);
        assertThat(g.position().boatsOn(id("Muroroa"))).isEqualTo(boats("B+4R+2G"));
    }

    @Test
    @DisplayName("R-LAND-2: the same landing with blues chosen sends the greens back instead")
    void rLand2ChooseWhichLandBlue() {
        Game g = threeBerthsForFiveBoats();
        g.apply("land blue Muroroa/1");
        g.apply("land blue Muroroa/2");
        assertThat(texts(g.decision())).isEqualTo(landOptions(new Colour[] {BLUE, GREEN}, "Muroroa", 3));
        List<GameEvent> ev = g.apply("land blue Muroroa/3");
        assertThat(ev).startsWith(new GameEvent.BoatLanded(BLUE, beach("Muroroa", 3)),
                new GameEvent.BoatsReturned(boats("2G"), Rule.R_LAND_2));
        assertThat(g.position().supply(BLUE)).isEqualTo(12);
        assertThat(g.position().supply(GREEN)).isEqualTo(15);
        assertThat(g.position().boatsOn(id("Muroroa"))).isEqualTo(boats("3B+4R"));
    }

    // =====================================================================================
    // D-6
    // =====================================================================================

    @ParameterizedTest(name = "O-LANDING-SPREAD-WHEN-SHORT={0}")
    @ValueSource(booleans = {true, false})
    @DisplayName("D-6: a full beach waiting to emigrate is not free: two boats, two free beaches, one each")
    void d6FullBeachIsNotFree(boolean spread) {
        Game g = scenario(RuleOptions.defaults().withLandingSpreadWhenShort(spread), BLUE, RED)
                .tile("Muroroa", Hex.of(0, 1), Rotation.R3)   // Muroroa/1: jetty edge 1 faces (1,0)
                .tile("Samoa", Hex.of(1, 0), Rotation.R1)
                .boats("Muroroa", 1, "B+R")
                .boats("Samoa", 1, "3R")
                .emigrationsPending()
                .build();
        assertThat(texts(g.decision())).contains("emigrate Muroroa/1 via 1", "emigrate Samoa/1 via 1", "emigrate Samoa/1 via 2");
        g.apply("emigrate Muroroa/1 via 1");
        Decision.Landing l = landing(g);
        assertThat(l.island()).isEqualTo(id("Samoa"));
        assertThat(texts(l)).isEqualTo(landOptions(new Colour[] {BLUE, RED}, "Samoa", 2, 3));
        List<GameEvent> ev = g.apply("land blue Samoa/2");
        // the second boat must take the other free beach (the only option, applied at once)
        assertThat(ev).startsWith(new GameEvent.BoatLanded(BLUE, beach("Samoa", 2)), new GameEvent.BoatLanded(RED, beach("Samoa", 3)));
        assertThat(g.position().boatsOn(beach("Samoa", 1))).isEqualTo(boats("3R"));
        // the waiting beach emigrates next (R-CHAIN-1)
        assertThat(g.decision()).isInstanceOf(Decision.Emigration.class);
        assertThat(texts(g.decision())).allMatch(t -> t.startsWith("emigrate Samoa/1"));
    }

    /** Muroroa/1 "B+R" (two boats) emigrates onto an empty Samoa (three beaches). */
    private static Game twoBoatsThreeBeaches(boolean spread) {
        return scenario(RuleOptions.defaults().withLandingSpreadWhenShort(spread), BLUE, RED)
                .tile("Muroroa", Hex.of(0, 1), Rotation.R3)
                .boats("Muroroa", 1, "B+R")
                .stackTop("Samoa")
                .emigrationsPending()
                .build();
    }

    @Test
    @DisplayName("D-6: with fewer boats than free beaches each boat goes to a different beach (O-LANDING-SPREAD-WHEN-SHORT default true)")
    void d6SpreadWhenShortDefault() {
        Game g = twoBoatsThreeBeaches(true);
        assertThat(texts(landing(g))).isEqualTo(landOptions(new Colour[] {BLUE, RED}, "Samoa", 1, 2, 3));
        g.apply("land blue Samoa/1");
        assertThat(texts(landing(g))).isEqualTo(landOptions(new Colour[] {RED}, "Samoa", 2, 3));
    }

    @Test
    @DisplayName("D-6: O-LANDING-SPREAD-WHEN-SHORT=false lets the boats of a short group share a beach")
    void d6NoSpreadAllowsSameBeach() {
        Game g = twoBoatsThreeBeaches(false);
        g.apply("land blue Samoa/1");
        assertThat(texts(landing(g))).isEqualTo(landOptions(new Colour[] {RED}, "Samoa", 1, 2, 3));
        List<GameEvent> ev = g.apply("land red Samoa/1");
        assertThat(ev).startsWith(new GameEvent.BoatLanded(RED, beach("Samoa", 1)));
        assertThat(g.position().boatsOn(beach("Samoa", 1))).isEqualTo(boats("B+R"));
        assertThat(only(ev, GameEvent.BoatsReturned.class)).isEmpty();
    }

    @Test
    @DisplayName("D-6: boats go back only when every free berth of the island is taken (4 of 5 land, not 3)")
    void d6BackOnlyWhenEveryBerthTaken() {
        Game g = scenario(BLUE, RED, GREEN)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .tile("Muroroa", Hex.of(1, 0), Rotation.R1)
                .boats("Fidschi", 1, "3B+2G")
                .boats("Muroroa", 1, "R")      // 1 free
                .boats("Muroroa", 3, "2R")     // 1 free; Muroroa/2 empty: 2 free
                .emigrationsPending()
                .build();
        List<GameEvent> ev = new ArrayList<>();
        ev.addAll(g.apply("land blue Muroroa/1"));
        ev.addAll(g.apply("land blue Muroroa/2"));
        ev.addAll(g.apply("land blue Muroroa/3"));
        assertThat(ev).containsSubsequence(
                new GameEvent.BoatLanded(BLUE, beach("Muroroa", 3)),
                new GameEvent.BoatLanded(GREEN, beach("Muroroa", 2)),
                new GameEvent.BoatsReturned(boats("G"), Rule.R_LAND_2));
        assertThat(only(ev, GameEvent.BoatLanded.class)).hasSize(4);
        assertThat(g.position().boatsOn(beach("Muroroa", 2))).isEqualTo(boats("B+G"));
    }

    @Test
    @DisplayName("D-6: with berths for all, no boat goes back even when the group outnumbers the beaches")
    void d6NoReturnWhenBerthsSuffice() {
        Game g = scenario(BLUE, RED)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .tile("Muroroa", Hex.of(1, 0), Rotation.R1)
                .boats("Fidschi", 1, "3B+2R")
                .emigrationsPending()
                .build();
        List<GameEvent> ev = new ArrayList<>(g.lastEvents());
        while (g.decision() instanceof Decision.Landing l && l.island().equals(id("Muroroa"))) {
            ev.addAll(g.applyOption(0));
        }
        assertThat(only(ev, GameEvent.BoatLanded.class)).hasSize(5);
        assertThat(only(ev, GameEvent.BoatsReturned.class)).isEmpty();
        assertThat(g.position().boatsOn(id("Muroroa"))).isEqualTo(boats("3B+2R"));
    }

    // =====================================================================================
    // R-CHAIN-1
    // =====================================================================================

    @Test
    @DisplayName("R-CHAIN-1: landings that fill beaches make them emigrate; the player orders all full beaches of all islands; the turn ends when none is full")
    void rChain1ChainEmigrations() {
        Game g = scenario(BLUE, RED, GREEN)
                .tile("Muroroa", Hex.of(0, 1), Rotation.R3)   // in front of Tonga/1
                .boats("Muroroa", 1, "R")
                .boats("Muroroa", 2, "R")
                .boats("Muroroa", 3, "2R")
                .boats("Tonga", 1, "B+R+G")
                .boats("Tonga", 4, "G+2R")
                .boats("Tonga", 5, "B")
                .boats("Tonga", 2, "R")
                .stackTop("W07", "W06", "W05", "W11")
                .emigrationsPending()
                .build();
        assertThat(texts(g.decision())).containsExactlyInAnyOrder("emigrate Tonga/1 via 0", "emigrate Tonga/4 via 3");
        g.apply("emigrate Tonga/1 via 0");
        assertThat(landing(g).island()).isEqualTo(id("Muroroa"));
        g.apply("land blue Muroroa/1");
        List<GameEvent> ev = g.apply("land red Muroroa/2");
        assertThat(ev).containsExactly(new GameEvent.BoatLanded(RED, beach("Muroroa", 2)), new GameEvent.BoatLanded(GREEN, beach("Muroroa", 3)));
        // all full beaches of all islands, in the active player's order
        assertThat(g.decision()).isInstanceOf(Decision.Emigration.class);
        assertThat(g.decision().player()).isEqualTo(BLUE);
        assertThat(texts(g.decision())).containsExactlyInAnyOrder("emigrate Tonga/4 via 3", "emigrate Muroroa/1 via 1",
                "emigrate Muroroa/2 via 2", "emigrate Muroroa/3 via 4", "emigrate Muroroa/3 via 5");
        assertThat(fullBeaches(g)).containsExactlyInAnyOrder(beach("Tonga", 4), beach("Muroroa", 1), beach("Muroroa", 2), beach("Muroroa", 3));

        ev = g.apply("emigrate Muroroa/3 via 5");
        assertThat(ev).containsExactly(
                new GameEvent.EmigrationStarted(beach("Muroroa", 3), 5, boats("2R+G")),
                new GameEvent.TileDrawn(id("W07"), 29, Rule.R_EMI_3),
                new GameEvent.TilePlaced(id("W07"), Hex.of(-1, 1), Rotation.R5, Rule.R_EMI_3),
                new GameEvent.CrossingFailed(id("W07"), Hex.of(-1, 1), 0, 3, 4, 2),
                new GameEvent.BoatsReturned(boats("2R+G"), Rule.R_VOY_3));
        assertThat(texts(g.decision())).containsExactlyInAnyOrder("emigrate Tonga/4 via 3", "emigrate Muroroa/1 via 1",
                "emigrate Muroroa/2 via 2");
        ev = g.apply("emigrate Tonga/4 via 3");
        assertThat(ev).contains(new GameEvent.CrossingFailed(id("W06"), Hex.of(0, -1), 0, 3, 3, 2));
        assertThat(only(ev, GameEvent.TurnEnded.class)).isEmpty();
        ev = g.apply("emigrate Muroroa/1 via 1");
        // Muroroa/2 is the last full beach: it emigrates by itself, then the turn ends
        assertThat(ev).containsSubsequence(
                new GameEvent.EmigrationStarted(beach("Muroroa", 1), 1, boats("B+R")),
                new GameEvent.CrossingFailed(id("W05"), Hex.of(1, 0), 0, 3, 4, 2),
                new GameEvent.EmigrationStarted(beach("Muroroa", 2), 2, boats("2R")),
                new GameEvent.CrossingFailed(id("W11"), Hex.of(1, 1), 0, 4, 4, 1),
                new GameEvent.TurnEnded(1, BLUE),
                new GameEvent.TurnStarted(2, RED, false, false));
        assertThat(fullBeaches(g)).isEmpty();
    }

    @Test
    @DisplayName("R-CHAIN-1: in random games no beach is ever full when a turn begins or ends")
    void rChain1NoFullBeachBetweenTurns() {
        SplittableRandom rnd = new SplittableRandom(31);
        for (int game = 0; game < 60; game++) {
            int n = 2 + game % 5;
            Game g = Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), n)).tileSet(OFFICIAL).seed(rnd.nextLong()).build());
            while (!g.isOver()) {
                Decision d = g.decision();
                if (d instanceof Decision.TurnAction) {
                    assertThat(fullBeaches(g)).as("full beaches at a turn action in game %d", game).isEmpty();
                }
                List<GameEvent> ev = g.applyOption(rnd.nextInt(d.options().size()));
                if (!g.isOver() && ev.stream().anyMatch(e -> e instanceof GameEvent.TurnEnded)) {
                    assertThat(fullBeaches(g)).as("full beaches after a turn ended in game %d", game).isEmpty();
                }
            }
        }
    }

    // =====================================================================================
    // D-12
    // =====================================================================================

    /**
     * A loop of three water tiles: W08 (r1) at (0,1), W02 (r0) at (1,1), W01 (r0) at (1,0). From Tonga/1
     * the group crosses W08 by 2-4 (difficulty 0), W02 by 2-3 (0), W01 by 0-1 (0), and W08 again by 3-0
     * (difficulty 3), leaving towards (-1,2).
     */
    private static Game loopThroughW08(String group) {
        return scenario(BLUE, RED, GREEN)
                .tile("W08", Hex.of(0, 1), Rotation.R1)
                .tile("W02", Hex.of(1, 1), Rotation.R0)
                .tile("W01", Hex.of(1, 0), Rotation.R0)
                .boats("Tonga", 1, group)
                .stackTop("Samoa")
                .emigrationsPending()
                .build();
    }

    @Test
    @DisplayName("D-12: a voyage may cross the same water tile again on another route")
    void d12CrossSameTileTwice() {
        Game g = loopThroughW08("B+R+G");
        List<GameEvent> ev = g.lastEvents();
        assertThat(ev.subList(ev.indexOf(new GameEvent.EmigrationStarted(beach("Tonga", 1), 0, boats("B+R+G"))), ev.size()))
                .containsExactly(
                        new GameEvent.EmigrationStarted(beach("Tonga", 1), 0, boats("B+R+G")),
                        new GameEvent.RouteCrossed(id("W08"), Hex.of(0, 1), 2, 4, 0, 3),
                        new GameEvent.RouteCrossed(id("W02"), Hex.of(1, 1), 2, 3, 0, 3),
                        new GameEvent.RouteCrossed(id("W01"), Hex.of(1, 0), 0, 1, 0, 3),
                        new GameEvent.RouteCrossed(id("W08"), Hex.of(0, 1), 3, 0, 3, 3),
                        new GameEvent.TileDrawn(id("Samoa"), 27, Rule.R_VOY_4),
                        new GameEvent.TilePlaced(id("Samoa"), Hex.of(-1, 2), Rotation.R4, Rule.R_VOY_4));
        assertThat(landing(g).island()).isEqualTo(id("Samoa"));
    }

    @Test
    @DisplayName("D-12: the second crossing of the same tile is checked again: two colours pass its 0 route, then fail its 3 route")
    void d12SecondCrossingCheckedAgain() {
        Game g = loopThroughW08("2B+R");
        assertThat(g.lastEvents()).containsSubsequence(
                new GameEvent.RouteCrossed(id("W08"), Hex.of(0, 1), 2, 4, 0, 2),
                new GameEvent.RouteCrossed(id("W02"), Hex.of(1, 1), 2, 3, 0, 2),
                new GameEvent.RouteCrossed(id("W01"), Hex.of(1, 0), 0, 1, 0, 2),
                new GameEvent.CrossingFailed(id("W08"), Hex.of(0, 1), 3, 0, 3, 2),
                new GameEvent.BoatsReturned(boats("2B+R"), Rule.R_VOY_3),
                new GameEvent.TurnEnded(1, BLUE));
        assertThat(only(g.lastEvents(), GameEvent.TileDrawn.class)).isEmpty();
    }
}
