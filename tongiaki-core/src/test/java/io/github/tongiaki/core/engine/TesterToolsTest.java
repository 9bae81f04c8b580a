package io.github.tongiaki.core.engine;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Direction;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.notation.EventText;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.Route;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What a tester needs to build positions and look at them: event log, lookups that throw, geometry. */
class TesterToolsTest {

    private static GameSetup setup(long seed) {
        return GameSetup.builder().players(BLUE, RED).tileSet(TestTiles.official()).seed(seed).build();
    }

    @Test
    @DisplayName("an option of another game is reported as such, an earlier one of this game as stale")
    void optionOfAnotherGame() {
        Game g = Game.start(setup(1));
        Game other = Scenario.of(setup(2)).build();       // decision #0 is a turn action there, a set-up berth here
        Option earlier = g.decision().options().get(0);
        for (int i = 0; i < 3; i++) {
            g.applyOption(0);
        }
        Option foreign = other.decision().options().get(0);
        String before = g.decision().toString();
        assertThatThrownBy(() -> g.apply(foreign))
                .isInstanceOf(IllegalChoiceException.class)
                .hasMessageStartingWith("option '" + foreign.text() + "' of decision #0 belongs to another game (or a copy of this one): "
                        + "this game never offered it; it waits for decision #3");
        assertThatThrownBy(() -> g.apply(earlier))
                .isInstanceOf(IllegalChoiceException.class)
                .hasMessageStartingWith("stale option '" + earlier.text() + "' of decision #0; the game waits for decision #3");
        Game ahead = g.copy();
        ahead.applyOption(0);
        Option future = ahead.decision().options().get(0);
        assertThatThrownBy(() -> g.apply(future)).hasMessageContaining("belongs to another game (or a copy of this one)");
        assertThat(g.decision().toString()).isEqualTo(before);
    }

    @Test
    @DisplayName("Decision.option(text) finds an offered option and, on a typo, throws listing the options offered")
    void optionByTextThrows() {
        Game g = Game.start(setup(1));
        Decision d = g.decision();
        Option first = d.options().get(0);
        assertThat(d.option(" " + first.text() + " ")).isEqualTo(first);
        StringBuilder offered = new StringBuilder();
        for (Option o : d.options()) {
            offered.append(offered.length() == 0 ? "" : ", ").append('\'').append(o.text()).append('\'');
        }
        assertThatThrownBy(() -> d.option("berth Tonga/9"))
                .isInstanceOf(IllegalChoiceException.class)
                .hasMessage("'berth Tonga/9' is not offered by decision #0 (" + d.kind() + " for " + d.player() + "), which offers " + offered);
    }

    @Test
    @DisplayName("eventCount/eventsSince/eventLog: every step with events is logged; copies share the log; the fast path logs nothing")
    void eventLog() {
        Game g = Game.start(setup(3));
        assertThat(g.eventLog()).isEqualTo(g.lastEvents());
        int mark = g.eventCount();
        List<GameEvent> expected = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            expected.addAll(g.applyOption(g.decision().options().size() - 1));
        }
        assertThat(g.eventsSince(mark)).isEqualTo(expected);
        assertThat(g.eventCount()).isEqualTo(mark + expected.size());
        assertThat(g.eventLog()).hasSize(g.eventCount()).endsWith(expected.toArray(GameEvent[]::new));
        // a mark inside a step
        assertThat(g.eventsSince(g.eventCount() - 1)).containsExactly(expected.get(expected.size() - 1));
        assertThat(g.eventsSince(g.eventCount())).isEmpty();

        Game copy = g.copy();
        int shared = g.eventCount();
        List<GameEvent> more = copy.applyOption(0);
        assertThat(copy.eventsSince(shared)).isEqualTo(more);
        assertThat(g.eventCount()).isEqualTo(shared);
        assertThat(copy.eventLog().subList(0, shared)).isEqualTo(g.eventLog());

        copy.applyOptionQuietly(0);
        assertThat(copy.eventCount()).isEqualTo(shared + more.size());

        assertThatThrownBy(() -> g.eventsSince(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("mark -1 is not an event count of this game: 0.." + shared);
        assertThatThrownBy(() -> g.eventsSince(shared + 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("Scenario.build(): the options the engine applies by itself (D-16) are in lastEvents() and the log")
    void scenarioBuildShowsForcedOptions() {
        // Only Tonga/1 is full: its single emigration is applied by the engine while building.
        Game g = Scenario.of(setup(1)).boats("Tonga", 1, "2B+R").emigrationsPending().stackTop("W07").build();
        assertThat(g.lastEvents()).first().isInstanceOf(GameEvent.TurnStarted.class);
        assertThat(g.lastEvents()).anySatisfy(e -> assertThat(e).isInstanceOf(GameEvent.EmigrationStarted.class));
        assertThat(g.lastEvents()).anySatisfy(e -> assertThat(e).isInstanceOfSatisfying(GameEvent.TileDrawn.class,
                drawn -> assertThat(drawn.tile()).isEqualTo(TileId.of("W07"))));
        assertThat(g.eventLog()).isEqualTo(g.lastEvents());
    }

    @Test
    @DisplayName("geometry: the hex and direction an edge faces, the placement in front of it")
    void placedTileGeometry() {
        Tile tonga = TestTiles.official().start();
        PlacedTile t = new PlacedTile(Hex.of(1, -1), tonga, Rotation.R2);
        for (int edge = 0; edge < 6; edge++) {
            Direction d = Direction.of((edge + 2) % 6);
            assertThat(t.facing(edge)).isEqualTo(d);
            assertThat(t.hexFacing(edge)).isEqualTo(Hex.of(1 + d.dq(), -1 + d.dr()));
            assertThat(t.inFrontOf(edge)).isEqualTo(Placement.of(t.hexFacing(edge), Rotation.of((d.index() + 3) % 6)));
        }
        assertThatThrownBy(() -> t.facing(6)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("WaterTile.rotationsJoining: exactly the rotations under which a route joins the two directions")
    void rotationsJoining() {
        for (Tile tile : TestTiles.official().stackTiles()) {
            if (tile instanceof WaterTile w) {
                for (Direction a : Direction.values()) {
                    for (Direction b : Direction.values()) {
                        List<Rotation> expected = new ArrayList<>();
                        for (Rotation r : Rotation.values()) {
                            for (Route route : w.routes()) {
                                Direction x = r.facing(route.from());
                                Direction y = r.facing(route.to());
                                if ((x == a && y == b) || (x == b && y == a)) {
                                    expected.add(r);
                                }
                            }
                        }
                        assertThat(w.rotationsJoining(a, b)).as(w.id() + " " + a + " " + b).isEqualTo(expected);
                    }
                }
            }
        }
    }

    @Test
    @DisplayName("Scenario.tileInFrontOf lays a tile where the game would lay one drawn at that edge")
    void tileInFrontOf() {
        Game g = Scenario.of(setup(1)).tileInFrontOf("W07", "Tonga", 0).build();
        assertThat(g.position().find(TileId.of("W07")).orElseThrow().hex()).isEqualTo(Hex.ORIGIN.neighbour(Direction.SOUTH));
        assertThat(g.position().find(TileId.of("W07")).orElseThrow().rotation()).isEqualTo(Rotation.R3);
        assertThatThrownBy(() -> Scenario.of(setup(1)).tileInFrontOf("W07", "Samoa", 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tile Samoa is not on the table: lay it before laying a tile in front of it");
    }

    @Test
    @DisplayName("EventText names a bad number once: expected 'left=' (a whole number 0..…)")
    void eventTextNumberMessage() {
        assertThatThrownBy(() -> EventText.parse("TileDrawn tile=W07 left=x rule=R-EMI-3"))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("'left=' (a whole number 0..")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("a whole number (a whole number"));
    }

    @Test
    @DisplayName("Scenario refuses a tile not connected to the archipelago unless allowDisconnected()")
    void disconnectedTiles() {
        Scenario s = Scenario.of(setup(1)).tile("W07", Hex.of(0, 1), Rotation.R0).tile("Hawaii", Hex.of(0, 3), Rotation.R0);
        assertThatThrownBy(s::build)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tile Hawaii at 0,3 is not connected to the archipelago around Tonga at 0,0 (every tile is laid next to the "
                        + "table); allowDisconnected() builds it anyway, e.g. after an island left the game (R-LOOP-1)");
        assertThat(s.allowDisconnected().build().position().tileAt(Hex.of(0, 3))).isPresent();
        assertThat(Scenario.of(setup(1)).tile("W07", Hex.of(0, 1), Rotation.R0).tile("Hawaii", Hex.of(0, 2), Rotation.R0).build()
                .position().tileAt(Hex.of(0, 2))).isPresent();
    }
}
