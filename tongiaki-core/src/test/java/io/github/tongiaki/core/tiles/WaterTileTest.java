package io.github.tongiaki.core.tiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("R-COMP-2: water tiles")
class WaterTileTest {

    @Test
    void aWellFormedWaterTileKeepsItsRoutes() {
        WaterTile w = WaterTile.of("W09", Route.of(0, 4, 0), Route.of(1, 3, 4), Route.of(2, 5, 2));
        assertThat(w.id()).isEqualTo(TileId.of("W09"));
        assertThat(w.routes()).containsExactly(Route.of(0, 4, 0), Route.of(1, 3, 4), Route.of(2, 5, 2));
        assertThat(w.isWater()).isTrue();
        assertThat(w.isIsland()).isFalse();
        assertThat(w).hasToString("W09 0-4:0 1-3:4 2-5:2");
    }

    @Test
    void routesAreNormalisedToFromLessThanToAndSortedByFrom() {
        WaterTile w = WaterTile.of("W05", Route.of(4, 2, 0), Route.of(5, 1, 3), Route.of(3, 0, 4));
        assertThat(w.routes()).containsExactly(Route.of(0, 3, 4), Route.of(1, 5, 3), Route.of(2, 4, 0));
        assertThat(w).isEqualTo(WaterTile.of("W05", Route.of(0, 3, 4), Route.of(1, 5, 3), Route.of(2, 4, 0)));
    }

    @Test
    void routeAtFindsTheRouteTouchingEachEdge() {
        WaterTile w = WaterTile.of("W13", Route.of(0, 5, 0), Route.of(1, 2, 0), Route.of(3, 4, 0));
        assertThat(w.routeAt(0)).isEqualTo(Route.of(0, 5, 0));
        assertThat(w.routeAt(5)).isEqualTo(Route.of(0, 5, 0));
        assertThat(w.routeAt(1)).isEqualTo(Route.of(1, 2, 0));
        assertThat(w.routeAt(2)).isEqualTo(Route.of(1, 2, 0));
        assertThat(w.routeAt(3)).isEqualTo(Route.of(3, 4, 0));
        assertThat(w.routeAt(4).otherEnd(4)).isEqualTo(3);
        assertThatThrownBy(() -> w.routeAt(6)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("6");
    }

    @Test
    void theRouteListIsUnmodifiable() {
        WaterTile w = WaterTile.of("W01", Route.of(0, 1, 0), Route.of(2, 3, 2), Route.of(4, 5, 0));
        assertThatThrownBy(() -> w.routes().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void aDuplicateEdgeIsRefusedNamingTileAndEdge() {
        assertThatThrownBy(() -> WaterTile.of("W02", Route.of(0, 1, 2), Route.of(1, 2, 0), Route.of(4, 5, 2)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("W02")
                .hasMessageContaining("edge 1 is used by two routes")
                .hasMessageContaining("all six edges exactly once");
    }

    @Test
    void theSameRouteTwiceIsRefused() {
        assertThatThrownBy(() -> WaterTile.of("W03", Route.of(0, 1, 3), Route.of(1, 0, 3), Route.of(4, 5, 4)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("W03")
                .hasMessageContaining("used by two routes");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 4})
    void aWrongNumberOfRoutesIsRefused(int count) {
        List<Route> all = List.of(Route.of(0, 1, 0), Route.of(2, 3, 0), Route.of(4, 5, 0), Route.of(0, 3, 0));
        List<Route> routes = all.subList(0, count);
        assertThatThrownBy(() -> new WaterTile(TileId.of("W04"), routes))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("W04")
                .hasMessageContaining("exactly 3 routes")
                .hasMessageContaining("got " + count);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 3, 5})
    void aSelfLoopIsRefused(int edge) {
        assertThatThrownBy(() -> WaterTile.of("W06", Route.of(edge, edge, 3), Route.of(1, 2, 3), Route.of(4, 0, 3)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("W06")
                .hasMessageContaining("two different edges");
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 5, -1, 6, 99})
    void aDifficultyOutsideZeroTwoThreeFourIsRefused(int difficulty) {
        assertThatThrownBy(() -> WaterTile.of("W07", Route.of(0, 3, 4), Route.of(1, 5, difficulty), Route.of(2, 4, 4)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("W07")
                .hasMessageContaining("difficulty must be 0, 2, 3 or 4")
                .hasMessageContaining("got " + difficulty);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 2, 3, 4})
    void everyAllowedDifficultyIsAccepted(int difficulty) {
        WaterTile w = WaterTile.of("W08", Route.of(0, 3, difficulty), Route.of(1, 5, 2), Route.of(2, 4, 0));
        assertThat(w.routeAt(0).difficulty()).isEqualTo(difficulty);
    }

    @ParameterizedTest
    @ValueSource(ints = {6, -1})
    void anEdgeOutsideZeroToFiveIsRefused(int edge) {
        assertThatThrownBy(() -> WaterTile.of("W10", Route.of(0, 4, 2), Route.of(1, 3, 3), Route.of(2, edge, 4)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("W10")
                .hasMessageContaining("edge must be 0..5")
                .hasMessageContaining("got " + edge);
    }
}
