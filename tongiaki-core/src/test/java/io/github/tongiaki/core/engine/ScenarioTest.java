package io.github.tongiaki.core.engine;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scenario builds legal positions and refuses impossible ones with a message naming the fault. */
class ScenarioTest {

    private static Scenario scenario() {
        return Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(TestTiles.official()).build()).allowDisconnected();
    }

    @Test
    void buildsThePositionAsWritten() {
        Game g = scenario().tile("Hawaii", Hex.of(0, 1), Rotation.R3).boats("Tonga", 1, "B+R").boats("Hawaii", 2, "R")
                .royal("Samoa", BLUE).tile("Samoa", Hex.of(2, 0), Rotation.R0).activePlayer(RED).turn(7).stackTop("W07").build();
        assertThat(g.position().boatsOn(BeachRef.of("Tonga", 1))).isEqualTo(Boats.parse("B+R"));
        assertThat(g.position().supply(BLUE)).isEqualTo(15 - 1 - 1);
        assertThat(g.position().supply(RED)).isEqualTo(13);
        assertThat(g.position().royalIslands()).containsEntry(io.github.tongiaki.core.tiles.TileId.of("Samoa"), BLUE);
        assertThat(g.activePlayer()).isEqualTo(RED);
        assertThat(g.turn()).isEqualTo(7);
        assertThat(g.position().remainingTiles().size()).isEqualTo(29);
    }

    @Test
    @org.junit.jupiter.api.DisplayName("the start island lies where the tile set puts it, (0, 0) rotation 0; other tiles are laid once")
    void theStartIslandLiesAtTheOriginOtherTilesOnlyOnce() {
        assertThatThrownBy(() -> scenario().tile("Tonga", Hex.of(1, 0), Rotation.R0).tile("Hawaii", Hex.ORIGIN, Rotation.R0).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tile Tonga at 1,0: expected 0,0 for the start island Tonga (the tile set puts it there)");
        // alone on the table, the start island lies within ±1: one tile laid, 31 to lay
        assertThatThrownBy(() -> scenario().tile("Tonga", Hex.of(5, 5), Rotation.R0).build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("tile Tonga at 5,5: expected a hex with coordinates within -1..1 (the 32 tiles of the set less the 31 "
                        + "still to lay");
        assertThatThrownBy(() -> scenario().tile("Tonga", Hex.ORIGIN, Rotation.R2).build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tile Tonga: expected r0 for the start island Tonga (the tile set puts it so)");
        assertThat(scenario().tile("Tonga", Hex.ORIGIN, Rotation.R0).build().position().find(io.github.tongiaki.core.tiles.TileId.of("Tonga")))
                .hasValueSatisfying(p -> assertThat(p.hex()).isEqualTo(Hex.ORIGIN));
        assertThatThrownBy(() -> scenario().tile("Hawaii", Hex.of(0, 1), Rotation.R0).tile("Hawaii", Hex.of(0, 2), Rotation.R0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("tile Hawaii is already on the table at 0,1");
        assertThat(scenario().tile("Hawaii", Hex.of(0, 1), Rotation.R0).noTile("Hawaii").tile("Hawaii", Hex.of(0, 2), Rotation.R0)
                .build().position().tileAt(Hex.of(0, 2))).isPresent();
    }

    @Test
    void refusesImpossiblePositions() {
        assertThatThrownBy(() -> scenario().tile("Samoa", Hex.of(1, 0), Rotation.R0).royal("Samoa", BLUE).royal("Samoa", RED))
                .hasMessageContaining("royal island Samoa already has the mask boat of blue");
        assertThatThrownBy(() -> scenario().boats("Tonga", 1, "4B").build()).hasMessageContaining("has 3 berths");
        assertThatThrownBy(() -> scenario().tile("Hawaii", Hex.of(0, 0), Rotation.R0).build()).hasMessageContaining("both lie on hex 0,0");
        assertThatThrownBy(() -> scenario().boats("Tonga", 1, "2B+R").build()).hasMessageContaining("is full at the start of a turn");
        assertThatThrownBy(() -> scenario().boats("Tonga", 1, "B").emigrationsPending().build())
                .hasMessageContaining("no beach is full");
        Scenario many = scenario().tile("Fidschi", Hex.of(0, 2), Rotation.R0).tile("Samoa", Hex.of(2, 0), Rotation.R0);
        many.boats("Tonga", 1, "2B").boats("Tonga", 2, "2B").boats("Tonga", 3, "2B").boats("Tonga", 4, "2B").boats("Tonga", 5, "2B")
                .boats("Tonga", 6, "2B").boats("Fidschi", 1, "4B");
        assertThatThrownBy(many::build).hasMessageContaining("blue has 16 boats on the table");
        assertThatThrownBy(() -> scenario().boats("Tonga", 1, "G").build()).hasMessageContaining("green is not playing");
        assertThatThrownBy(() -> scenario().royal("Tonga", BLUE).build()).hasMessageContaining("cannot be a royal island");
        assertThatThrownBy(() -> scenario().tile("Samoa", Hex.of(1, 0), Rotation.R0).royal("Samoa", BLUE).boats("Samoa", 1, "R").build())
                .hasMessageContaining("royal island Samoa has boats on beach Samoa/1");
        assertThatThrownBy(() -> scenario().stack("W01").build()).hasMessageContaining("the stack must hold exactly the tiles");
    }

    @Test
    @org.junit.jupiter.api.DisplayName("D-1 R-END-1: stackOnly sets the stack's contents directly; the other tiles are set aside, never drawn, and the position text keeps them")
    void stackOnlySetsTheRestAside() {
        Scenario s = Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(TestTiles.official()).build())
                .boats("Tonga", 1, "2B+R").boats("Tonga", 4, "R")
                .stackOnly("Samoa", "W16")
                .emigrationsPending();
        Game g = s.build();
        // Tonga/1 emigrates (both jetties of beach 1 lead to empty hexes, so it is a decision or applied at once)
        while (!g.isOver() && !g.position().endTriggered()) {
            g.applyOption(0);
        }
        assertThat(g.position().setAsideTiles()).hasSize(29).doesNotContain(io.github.tongiaki.core.tiles.TileId.of("Samoa"),
                io.github.tongiaki.core.tiles.TileId.of("W16"));
        // Samoa, the only island of the stack, was drawn: the end is triggered with one water tile left
        assertThat(g.position().endTriggered()).isTrue();
        assertThat(g.position().remainingTiles()).extracting(t -> t.id().value()).containsExactly("W16");
        // the position text lists the set-aside tiles and reads back to the same position
        String text = io.github.tongiaki.core.engine.Position.of(g).text();
        assertThat(text).contains("\naside ").contains(" W15\n");
        assertThat(io.github.tongiaki.core.engine.Position.parse(text, TestTiles.official()).text()).isEqualTo(text);
        // a set-aside tile cannot also be in the stack, and stackOnly takes no tile from the table
        assertThatThrownBy(() -> io.github.tongiaki.core.engine.Position.parse(text.replace("stack W16", "stack W16 W15"), TestTiles.official()))
                .isInstanceOf(io.github.tongiaki.core.text.ParseException.class).hasMessageContaining("set aside");
        assertThatThrownBy(() -> Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(TestTiles.official()).build())
                .tile("Samoa", Hex.of(0, 1), Rotation.R3).stackOnly("Samoa", "W16").build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[Samoa]");
        assertThatThrownBy(() -> Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(TestTiles.official()).build())
                .stackOnly("W15", "W16").build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("with either at 0 the game is over");
        // a game started from a set-up sets nothing aside
        assertThat(Game.start(GameSetup.builder().players(BLUE, RED).tileSet(TestTiles.official()).seed(1).build()).position().setAsideTiles()).isEmpty();
    }

    @Test
    @org.junit.jupiter.api.DisplayName("the start island may be laid again once even after other tiles were laid or taken off, but is never laid twice")
    void theStartIslandMovesOnceWhateverElseWasLaid() {
        assertThat(scenario().tile("Hawaii", Hex.of(0, 1), Rotation.R0).tile("Tonga", Hex.ORIGIN, Rotation.R0).build()
                .position().find(io.github.tongiaki.core.tiles.TileId.of("Tonga"))).hasValueSatisfying(p -> assertThat(p.hex()).isEqualTo(Hex.ORIGIN));
        assertThat(scenario().noTile("Hawaii").tile("Tonga", Hex.ORIGIN, Rotation.R0).build()
                .position().find(io.github.tongiaki.core.tiles.TileId.of("Tonga"))).hasValueSatisfying(p -> assertThat(p.hex()).isEqualTo(Hex.ORIGIN));
        assertThatThrownBy(() -> scenario().tile("Tonga", Hex.of(4, 0), Rotation.R1).tile("Tonga", Hex.of(6, 0), Rotation.R1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("tile Tonga is already on the table at 4,0");
    }

    @Test
    @org.junit.jupiter.api.DisplayName("turn numbers start at 1")
    void turnNumbersStartAtOne() {
        assertThat(scenario().turn(1).build().turn()).isEqualTo(1);
        assertThatThrownBy(() -> scenario().turn(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("turn numbers start at 1, got 0");
    }

    @Test
    @org.junit.jupiter.api.DisplayName("an island off the table may be given no boats ('-'), but not boats")
    void noBoatsOnAnIslandOffTheTable() {
        assertThat(scenario().boats("Samoa", 1, "-").build().position().boatsOn(BeachRef.of("Samoa", 1))).isEqualTo(Boats.NONE);
        assertThatThrownBy(() -> scenario().boats("Samoa", 1, "B").build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("boats on Samoa/1: Samoa is not on the table");
    }

    @Test
    @org.junit.jupiter.api.DisplayName("R-COMP-1 R-ROYAL-1: a mask boat is one of the player's 15 boats")
    void maskBoatsCountTowardsFifteen() {
        Scenario s = scenario().tile("Fidschi", Hex.of(0, 2), Rotation.R0).tile("Samoa", Hex.of(2, 0), Rotation.R0)
                .tile("Hawaii", Hex.of(-2, 0), Rotation.R0);
        for (int b = 1; b <= 6; b++) {
            s.boats("Tonga", b, "2B");
        }
        s.boats("Fidschi", 1, "2B").royal("Samoa", BLUE);
        assertThat(s.build().position().supply(BLUE)).isZero();
        s.royal("Hawaii", BLUE);
        assertThatThrownBy(s::build).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("blue has 16 boats on the table");
    }

    @Test
    @org.junit.jupiter.api.DisplayName("D-1: a stack of only islands or only water tiles is refused, the message counting both")
    void stackWithoutIslandsOrWater() {
        assertThatThrownBy(() -> scenario().stackOnly("Samoa", "Hawaii", "Fidschi").build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the stack holds 3 island and 0 water tiles");
        assertThatThrownBy(() -> scenario().stackOnly("W01", "W02").build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the stack holds 0 island and 2 water tiles");
    }

    @Test
    @org.junit.jupiter.api.DisplayName("a tile given twice in the stack is named as repeated")
    void repeatedStackTilesAreNamed() {
        assertThatThrownBy(() -> scenario().stackOnly("Samoa", "W01", "Samoa").build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageEndingWith("not allowed or repeated [Samoa]");
        Scenario all = scenario();
        List<String> ids = new ArrayList<>();
        for (io.github.tongiaki.core.tiles.Tile t : TestTiles.official().stackTiles()) {
            ids.add(t.id().value());
        }
        ids.add("W01");
        assertThatThrownBy(() -> all.stack(ids.toArray(String[]::new)).build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageEndingWith("missing [], not allowed or repeated [W01]");
    }
}
