package io.github.tongiaki.testkit;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.GREEN;
import static io.github.tongiaki.core.board.Colour.RED;
import static io.github.tongiaki.core.board.Colour.YELLOW;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThat;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThatEvents;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.events.GameEvent.BoatLanded;
import io.github.tongiaki.core.events.GameEvent.EmigrationStarted;
import io.github.tongiaki.core.events.GameEvent.IslandRemoved;
import io.github.tongiaki.core.events.GameEvent.RouteCrossed;
import io.github.tongiaki.core.geometry.Direction;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.WaterTile;
import io.github.tongiaki.tiles.OfficialTiles;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PositionsTest {

    static final String[] RING = {"W13", "W14", "W01", "W02", "W15", "W16"};

    @Test
    void scenarioWithTheOfficialTilesInOneLine() {
        Game g = Positions.scenario(BLUE, RED).boats("Tonga", 1, "B").build();
        assertThat(g).isWaitingFor(DecisionKind.TURN_ACTION, BLUE).hasTileAt(Hex.ORIGIN, "Tonga", Rotation.R0).hasSupply(BLUE, 14)
                .hasSupply(RED, 15).hasStackSize(31);
        assertThat(g.tileSet()).isEqualTo(OfficialTiles.set());
        assertThat(Positions.scenario(4).boats("Tonga", 2, "G").activePlayer(GREEN).build().players()).containsExactly(BLUE, RED, GREEN, YELLOW);
        assertThatThrownBy(() -> Positions.scenario(7)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2-6 players");
        assertThatThrownBy(() -> Positions.scenario(BLUE, BLUE)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("twice");
    }

    @Test
    void coreScenarioStillRefusesImpossiblePositions() {
        // the testkit adds nothing to core's validation; it is reached through Positions unchanged
        assertThatThrownBy(() -> Positions.scenario(BLUE, RED).boats("Tonga", 1, "4B").build())
                .hasMessageContaining("beach Tonga/1 has 3 berths");
        assertThatThrownBy(() -> Positions.scenario(BLUE, RED).boats("Tonga", 1, "3B").build())
                .hasMessageContaining("full at the start of a turn");
        assertThatThrownBy(() -> Positions.scenario(BLUE, RED).tile("Hawaii", Hex.ORIGIN, Rotation.R0).build())
                .hasMessageContaining("both lie on hex 0,0");
    }

    @Test
    void rotationsJoiningNeighbouringEdges() {
        for (WaterTile w : OfficialTiles.waterTiles()) {
            List<Rotation> r = Positions.rotationsJoining(w, Direction.SOUTH, Direction.SOUTH_WEST);
            int n = Integer.parseInt(w.id().value().substring(1));
            // routes between neighbouring edges: W01-W04 ({0-1, 2-3, 4-5}) and W13-W16 ({0-5, 1-2, 3-4})
            assertThat(r).as(w.id().value()).hasSize(n <= 4 || n >= 13 ? 3 : 0);
        }
        WaterTile w01 = OfficialTiles.water("W01").orElseThrow();
        assertThat(Positions.rotationsJoining(w01, Direction.SOUTH, Direction.SOUTH_WEST)).containsExactly(Rotation.R0, Rotation.R2, Rotation.R4);
        WaterTile w13 = OfficialTiles.water("W13").orElseThrow();
        assertThat(Positions.rotationsJoining(w13, Direction.SOUTH, Direction.SOUTH_WEST)).containsExactly(Rotation.R1, Rotation.R3, Rotation.R5);
        WaterTile w05 = OfficialTiles.water("W05").orElseThrow();
        assertThat(Positions.rotationsJoining(w05, Direction.SOUTH, Direction.NORTH)).containsExactly(Rotation.R0, Rotation.R3);
        assertThat(Positions.rotationsJoining(w05, Direction.SOUTH, Direction.SOUTH)).isEmpty();
        assertThatThrownBy(() -> Positions.loopPair(Positions.scenario(BLUE, RED), Hex.ORIGIN, Direction.SOUTH, "W05", "W13"))
                .hasMessageContaining("W05 has no route between neighbouring edges");
    }

    @Test
    void aLoopPairLeadsTheJettiesBehindItBackToTheIsland() {
        Game g = Positions.loopPair(Positions.scenario(BLUE, RED), Hex.ORIGIN, Direction.SOUTH, "W13", "W14")
                .boats("Tonga", 1, "2B+R").emigrationsPending().build();
        assertThat(Paths.classify(g, TileId.of("Tonga"), 0)).isEqualTo(Paths.End.BACK);
        assertThat(Paths.classify(g, TileId.of("Tonga"), 1)).isEqualTo(Paths.End.BACK);
        assertThat(Paths.classify(g, TileId.of("Tonga"), 2)).isEqualTo(Paths.End.OPEN);
        // Tonga is not closed and no full beach has another way: the looping jetty is an ordinary emigration
        // (the only option, so the engine took it); the group sails the pair and lands back on Tonga (D-3)
        assertThatEvents(g.lastEvents()).containsTypesInOrder(EmigrationStarted.class, RouteCrossed.class, RouteCrossed.class)
                .contains(new EmigrationStarted(BeachRef.of("Tonga", 1), 0, Boats.parse("2B+R"))).hasNo(IslandRemoved.class);
        assertThat(g).isWaitingFor(DecisionKind.LANDING, BLUE).offers("land blue Tonga/2", "land red Tonga/6");
    }

    @Test
    void aLoopingJettyIsNotOfferedWhileAFullBeachOfTheIslandHasAnotherWay() {
        Game g = Positions.loopPair(Positions.scenario(BLUE, RED), Hex.ORIGIN, Direction.SOUTH, "W13", "W14")
                .boats("Tonga", 1, "2B+R").boats("Tonga", 3, "3R").boats("Tonga", 4, "B+2R").emigrationsPending().build();
        assertThat(g).isWaitingFor(DecisionKind.EMIGRATION, BLUE).offersExactly("emigrate Tonga/3 via 2", "emigrate Tonga/4 via 3");
    }

    @Test
    void aClosedRingAroundTongaRemovesTongaAndReturnsItsBoats() {
        Game g = Positions.closedRing(Positions.scenario(BLUE, RED), Hex.ORIGIN, RING)
                .boats("Tonga", 1, "2B+R").boats("Tonga", 4, "3R").boats("Tonga", 5, "B").emigrationsPending().build();
        assertThat(Paths.isClosed(g, TileId.of("Tonga"))).isTrue();
        assertThat(g).isWaitingFor(DecisionKind.EMIGRATION, BLUE).offersExactly("emigrate Tonga/1 closed", "emigrate Tonga/4 closed");
        List<GameEvent> ev = g.apply("emigrate Tonga/4 closed");
        assertThatEvents(ev).contains(new IslandRemoved(TileId.of("Tonga"), Hex.ORIGIN, Boats.parse("3B+4R"), Rule.R_LOOP_1))
                .hasNo(EmigrationStarted.class);
        // R-LOOP-2: no island is left, so blue draws until an island appears
        assertThat(g).hasRemovedIslands("Tonga").hasNoTileAt(Hex.ORIGIN).hasSupply(BLUE, 15).hasSupply(RED, 15)
                .isWaitingFor(DecisionKind.TILE_PLACEMENT, BLUE).keepsItsInvariants();
    }

    @Test
    void aClosedRingAroundAnotherIslandWithOneFullBeachIsRemovedAtOnce() {
        Hex hawaii = Hex.of(0, 2);
        Game g = Positions.closedRing(Positions.scenario(BLUE, RED).tile("Hawaii", hawaii, Rotation.R4), hawaii, RING)
                .boats("Hawaii", 2, "3B+2R").boats("Hawaii", 1, "R").boats("Tonga", 2, "B").emigrationsPending().build();
        // a single legal option is taken by the engine itself
        assertThatEvents(g.lastEvents()).contains(new IslandRemoved(TileId.of("Hawaii"), hawaii, Boats.parse("3B+3R"), Rule.R_LOOP_1));
        assertThat(g).hasRemovedIslands("Hawaii").hasNoTileAt(hawaii).hasSupply(BLUE, 14).hasSupply(RED, 15)
                .isWaitingFor(DecisionKind.TURN_ACTION, RED).keepsItsInvariants();
    }

    @Test
    void aRoyalIslandInTheRingAlsoLeadsBack() {
        Scenario s = Positions.closedRing(Positions.scenario(BLUE, RED), Hex.ORIGIN, RING);
        s.noTile("W15").tile("Samoa", Hex.ORIGIN.neighbour(Direction.NORTH_EAST), Rotation.R2).royal("Samoa", RED);
        Game g = s.boats("Tonga", 1, "2B+R").boats("Tonga", 5, "3B").emigrationsPending().build();
        assertThat(Paths.classify(g, TileId.of("Tonga"), 4)).isEqualTo(Paths.End.BACK); // faces Samoa
        assertThat(Paths.classify(g, TileId.of("Tonga"), 5)).isEqualTo(Paths.End.BACK); // W16, then Samoa
        assertThat(g).offersExactly("emigrate Tonga/1 closed", "emigrate Tonga/5 closed");
    }

    @Test
    void generatedClosedIslandsAreReproducibleAndClosed() {
        assertThat(Positions.closedIsland(5).toString()).isEqualTo(Positions.closedIsland(5).toString())
                .contains("reproduce: Positions.closedIsland(5L)");
        Set<String> islands = new HashSet<>();
        for (long seed = 0; seed < 60; seed++) {
            LoopPosition p = Positions.closedIsland(seed);
            islands.add(p.island().value());
            assertThat(p.closed()).isTrue();
            Game g = p.game();
            if (!g.isOver() && g.decision().kind() == DecisionKind.EMIGRATION
                    && g.decision().options().stream().anyMatch(o -> o.choice() instanceof Choice.EmigrateClosed)) {
                assertThat(Paths.isClosed(g, p.island())).as(p.toString()).isTrue();
                assertThat(choices(g)).as(p.toString()).isEqualTo(p.expectedEmigrations()).isEqualTo(Paths.expectedEmigrations(g));
            } else {
                assertThatEvents(g.lastEvents()).as(p.toString()).contains(IslandRemoved.class, r -> r.island().equals(p.island()), "of the island");
            }
        }
        assertThat(islands).contains("Tonga").hasSizeGreaterThan(8);
    }

    @Test
    void generatedPartiallyLoopingIslandsOfferWhatTheGeneratorExpects() {
        for (long seed = 0; seed < 60; seed++) {
            LoopPosition p = Positions.partiallyLoopingIsland(seed);
            assertThat(p.closed()).isFalse();
            assertThat(p.ends().values()).contains(Paths.End.BACK).containsAnyOf(Paths.End.OPEN, Paths.End.OTHER);
            Game g = p.game();
            assertThat(g).as(p.toString()).isWaitingFor(DecisionKind.EMIGRATION);
            assertThat(choices(g)).as(p.toString()).isEqualTo(p.expectedEmigrations()).isEqualTo(Paths.expectedEmigrations(g));
        }
    }

    static Set<Choice> choices(Game g) {
        Set<Choice> out = new HashSet<>();
        for (Option o : g.decision().options()) {
            out.add(o.choice());
        }
        return out;
    }

    @Test
    void landingBackAfterALoopIsAnOrdinaryLanding() {
        Game g = Positions.loopPair(Positions.scenario(BLUE, RED), Hex.ORIGIN, Direction.SOUTH, "W13", "W14")
                .boats("Tonga", 1, "2B+R").emigrationsPending().build();
        g.apply("land blue Tonga/2");
        assertThatEvents(g.lastEvents()).contains(new BoatLanded(BLUE, BeachRef.of("Tonga", 2)));
    }
}
