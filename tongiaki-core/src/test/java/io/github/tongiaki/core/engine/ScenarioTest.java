package io.github.tongiaki.core.engine;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
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
    void theStartIslandMayBeLaidElsewhereOnceOtherTilesOnlyOnce() {
        assertThat(scenario().tile("Tonga", Hex.of(5, 5), Rotation.R2).build().position().find(io.github.tongiaki.core.tiles.TileId.of("Tonga")))
                .hasValueSatisfying(p -> assertThat(p.hex()).isEqualTo(Hex.of(5, 5)));
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
            g.apply(0);
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
}
