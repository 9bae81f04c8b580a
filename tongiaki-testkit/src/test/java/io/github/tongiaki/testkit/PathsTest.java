package io.github.tongiaki.testkit;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.TileId;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PathsTest {

    static final TileId TONGA = TileId.of("Tonga");

    @Test
    void nothingAroundMeansOpen() {
        Game g = Positions.scenario(BLUE, RED).boats("Tonga", 1, "B").build();
        for (int e = 0; e < 6; e++) {
            assertThat(Paths.classify(g, TONGA, e)).isEqualTo(Paths.End.OPEN);
        }
        assertThat(Paths.isClosed(g, TONGA)).isFalse();
    }

    @Test
    void anotherIslandIsOtherAndARoyalIslandIsBack() {
        Game g = Positions.scenario(BLUE, RED).tile("Hawaii", Hex.of(0, 1), Rotation.R3).tile("Samoa", Hex.of(0, -1), Rotation.R0)
                .royal("Samoa", RED).boats("Tonga", 1, "B").build();
        assertThat(Paths.classify(g, TONGA, 0)).isEqualTo(Paths.End.OTHER);
        assertThat(Paths.classify(g, TONGA, 3)).isEqualTo(Paths.End.BACK);
        // from Hawaii (rotation 3: its edge 3 faces south... and its edge 0 faces Tonga to the north)
        assertThat(Paths.classify(g, TileId.of("Hawaii"), 3)).isEqualTo(Paths.End.OPEN);
        Map<BeachRef, Map<Integer, Paths.End>> all = Paths.jetties(g, TONGA);
        assertThat(all).hasSize(6);
        assertThat(all.get(BeachRef.of("Tonga", 1))).containsEntry(0, Paths.End.OTHER);
        assertThat(all.get(BeachRef.of("Tonga", 4))).containsEntry(3, Paths.End.BACK);
        assertThatThrownBy(() -> Paths.classify(g, TileId.of("Tahiti"), 1)).hasMessageContaining("Tahiti is not on the table");
    }

    @Test
    void aRouteIsFollowedToItsOtherEnd() {
        // W05 north of Tonga, turned 0: a group going north enters by edge 0 and leaves by edge 3 (route 0-3), north again
        Game g = Positions.scenario(BLUE, RED).tile("W05", Hex.of(0, -1), Rotation.R0).tile("Hawaii", Hex.of(0, -2), Rotation.R0)
                .boats("Tonga", 4, "B").build();
        assertThat(Paths.classify(g, TONGA, 3)).isEqualTo(Paths.End.OTHER);
        Game turned = Positions.scenario(BLUE, RED).tile("W05", Hex.of(0, -1), Rotation.R1).tile("Hawaii", Hex.of(0, -2), Rotation.R0)
                .boats("Tonga", 4, "B").build();
        // turned one step, the group enters by edge 5 and leaves by edge 1, towards the north-west: empty
        assertThat(Paths.classify(turned, TONGA, 3)).isEqualTo(Paths.End.OPEN);
    }

    @Test
    void expectedEmigrationsMatchAnOrdinaryDecision() {
        Game g = TongiakiAssertionsTest.emigrations();
        assertThat(Paths.expectedEmigrations(g)).containsExactlyInAnyOrder(new Choice.Emigrate(BeachRef.of("Tonga", 1), 0),
                new Choice.Emigrate(BeachRef.of("Tonga", 4), 3));
    }
}
