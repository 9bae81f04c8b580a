package io.github.tongiaki.core.tiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("R-COMP-2: island tiles")
class IslandTileTest {

    @Test
    void aWellFormedIslandKeepsItsData() {
        IslandTile island = IslandTile.of("Rapa Nui", 3, Beach.of(5, 1, 2), Beach.of(3, 3, 4, 5));
        assertThat(island.id()).isEqualTo(TileId.of("Rapa Nui"));
        assertThat(island.name()).isEqualTo("Rapa Nui");
        assertThat(island.points()).isEqualTo(3);
        assertThat(island.beaches()).containsExactly(Beach.of(5, 1, 2), Beach.of(3, 3, 4, 5));
        assertThat(island.beach(1)).isEqualTo(Beach.of(5, 1, 2));
        assertThat(island.beach(2)).isEqualTo(Beach.of(3, 3, 4, 5));
        assertThat(island.berths()).isEqualTo(8);
        assertThat(island.jetties()).isEqualTo(5);
        assertThat(island.isIsland()).isTrue();
        assertThat(island.isWater()).isFalse();
        assertThat(island).hasToString("Rapa Nui (3) 5@1,2 3@3,4,5");
    }

    @Test
    void beachWithJettyOnGivesTheBeachNumberOrZero() {
        IslandTile island = IslandTile.of("Muroroa", 2, Beach.of(2, 1), Beach.of(2, 2), Beach.of(3, 4, 5));
        assertThat(island.beachWithJettyOn(0)).isZero();
        assertThat(island.beachWithJettyOn(1)).isEqualTo(1);
        assertThat(island.beachWithJettyOn(2)).isEqualTo(2);
        assertThat(island.beachWithJettyOn(3)).isZero();
        assertThat(island.beachWithJettyOn(4)).isEqualTo(3);
        assertThat(island.beachWithJettyOn(5)).isEqualTo(3);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 4, -1})
    void beachNumbersOutsideOneToCountAreRefused(int number) {
        IslandTile island = IslandTile.of("Tubuai", 2, Beach.of(3, 1, 2), Beach.of(3, 4, 5));
        assertThatThrownBy(() -> island.beach(number))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Tubuai")
                .hasMessageContaining(String.valueOf(number));
    }

    @Test
    void jettiesOfABeachAreSortedAscending() {
        IslandTile island = IslandTile.of("Samoa", 5, Beach.of(3, 2, 1), Beach.of(4, 4, 3), Beach.of(5, 5));
        assertThat(island.beach(1).jetties()).containsExactly(1, 2);
        assertThat(island.beach(2).jetties()).containsExactly(3, 4);
        assertThat(island).isEqualTo(IslandTile.of("Samoa", 5, Beach.of(3, 1, 2), Beach.of(4, 3, 4), Beach.of(5, 5)));
    }

    @Test
    void theBeachListIsCopiedAndUnmodifiable() {
        List<Beach> beaches = new ArrayList<>(List.of(Beach.of(3, 1)));
        IslandTile island = new IslandTile(TileId.of("Oahu"), 4, beaches);
        beaches.add(Beach.of(2, 2));
        assertThat(island.beaches()).hasSize(1);
        assertThatThrownBy(() -> island.beaches().add(Beach.of(2, 2))).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> island.beach(1).jetties().add(3)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void zeroPointsAreAllowedForAStartIsland() {
        assertThat(IslandTile.of("Tonga", 0, Beach.of(3, 0)).points()).isZero();
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, -5})
    void negativePointsAreRefusedNamingTheIsland(int points) {
        assertThatThrownBy(() -> IslandTile.of("Nauru", points, Beach.of(2, 1, 2)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("Nauru")
                .hasMessageContaining("points must not be negative")
                .hasMessageContaining(String.valueOf(points));
    }

    @Test
    void anIslandWithoutBeachesIsRefused() {
        assertThatThrownBy(() -> IslandTile.of("Hawaii", 5))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("Hawaii")
                .hasMessageContaining("at least one beach");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1})
    void aBeachWithNoBerthsIsRefusedNamingIslandAndBeach(int berths) {
        assertThatThrownBy(() -> IslandTile.of("Tokelau", 3, Beach.of(4, 1), Beach.of(berths, 2, 3), Beach.of(2, 4, 5)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("Tokelau")
                .hasMessageContaining("beach 2")
                .hasMessageContaining("at least one berth");
    }

    @Test
    void aBeachWithNoJettyIsRefusedNamingIslandAndBeach() {
        assertThatThrownBy(() -> IslandTile.of("Tuvalu", 4, Beach.of(2, 1, 2), Beach.of(4)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("Tuvalu")
                .hasMessageContaining("beach 2")
                .hasMessageContaining("at least one jetty");
    }

    @ParameterizedTest
    @ValueSource(ints = {6, -1, 7, 100})
    void aJettyEdgeOutsideZeroToFiveIsRefused(int edge) {
        assertThatThrownBy(() -> IslandTile.of("Oahu", 4, Beach.of(3, 1, 2), Beach.of(5, edge)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("Oahu")
                .hasMessageContaining("jetty edge must be 0..5")
                .hasMessageContaining("got " + edge);
    }

    @Test
    void anEdgeWithTwoJettiesOnDifferentBeachesIsRefused() {
        assertThatThrownBy(() -> IslandTile.of("Hiva Oa", 4, Beach.of(2, 1, 2), Beach.of(2, 2, 3), Beach.of(5, 4, 5)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("Hiva Oa")
                .hasMessageContaining("beach 2")
                .hasMessageContaining("edge 2 carries two jetties");
    }

    @Test
    void anEdgeWithTwoJettiesOnOneBeachIsRefused() {
        assertThatThrownBy(() -> IslandTile.of("Fidschi", 5, Beach.of(5, 1, 1)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("Fidschi")
                .hasMessageContaining("edge 1 carries two jetties");
    }

    @Test
    void beachesOutOfTheOrderOfTheirLowestJettyEdgeAreRefused() {
        assertThatThrownBy(() -> IslandTile.of("Mangareva", 4, Beach.of(3, 3, 4), Beach.of(2, 1, 2), Beach.of(4, 5)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("Mangareva")
                .hasMessageContaining("beach 2")
                .hasMessageContaining("order");
    }

    @Test
    void beachOrderIsJudgedByTheLowestJettyEdgeNotTheFirstListed() {
        // beach 1 has jetties 2,1 (lowest 1), beach 2 has jetty 3: in order
        assertThat(IslandTile.of("Tahiti", 4, Beach.of(2, 2, 1), Beach.of(3, 3)).beach(1).jetties()).containsExactly(1, 2);
        // beach 1 lowest 1, beach 2 has jetties 5,0 (lowest 0): out of order
        assertThatThrownBy(() -> IslandTile.of("Tahiti", 4, Beach.of(2, 1), Beach.of(3, 5, 0)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("Tahiti")
                .hasMessageContaining("order");
    }

    @Test
    void invalidTileExceptionIsAnIllegalArgumentException() {
        assertThat(new InvalidTileException("x")).isInstanceOf(IllegalArgumentException.class);
        Throwable cause = new RuntimeException();
        assertThat(new InvalidTileException("x", cause)).hasCause(cause).hasMessage("x");
    }
}
