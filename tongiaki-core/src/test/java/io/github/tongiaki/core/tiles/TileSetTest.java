package io.github.tongiaki.core.tiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("R-COMP-2: tile sets")
class TileSetTest {

    static final IslandTile START = IslandTile.of("Home", 0, Beach.of(3, 0), Beach.of(3, 1, 2), Beach.of(3, 3, 4, 5));
    static final IslandTile ATOLL = IslandTile.of("Atoll", 2, Beach.of(2, 1, 2), Beach.of(3, 4, 5));
    static final IslandTile REEF = IslandTile.of("Coral Reef", 4, Beach.of(4, 1), Beach.of(2, 2, 3, 4, 5));
    static final WaterTile CALM = WaterTile.of("C1", Route.of(0, 1, 0), Route.of(2, 3, 0), Route.of(4, 5, 0));
    static final WaterTile ROUGH = WaterTile.of("R1", Route.of(0, 3, 4), Route.of(1, 5, 3), Route.of(2, 4, 2));

    static TileSet variant() {
        return TileSet.of("variant", START, List.of(ATOLL, CALM, REEF, ROUGH));
    }

    @Test
    void aSetKeepsItsNameStartAndTilesInOrder() {
        TileSet set = variant();
        assertThat(set.name()).isEqualTo("variant");
        assertThat(set.start()).isEqualTo(START);
        assertThat(set.all()).containsExactly(START, ATOLL, CALM, REEF, ROUGH);
        assertThat(set.stackTiles()).containsExactly(ATOLL, CALM, REEF, ROUGH);
        assertThat(set.islands()).containsExactly(ATOLL, REEF);
        assertThat(set.waterTiles()).containsExactly(CALM, ROUGH);
        assertThat(set.size()).isEqualTo(5);
        assertThat(set).hasToString("TileSet[variant: 5 tiles, 2 islands + start, 2 water]");
    }

    @Test
    void tilesAreFoundByIdAndIndexedWithTheStartFirst() {
        TileSet set = variant();
        assertThat(set.tile("Coral Reef")).isEqualTo(REEF);
        assertThat(set.tile(TileId.of("C1"))).isEqualTo(CALM);
        assertThat(set.find(TileId.of("Home"))).contains(START);
        assertThat(set.find(TileId.of("Nowhere"))).isEmpty();
        assertThat(set.indexOf(TileId.of("Home"))).isZero();
        assertThat(set.indexOf(TileId.of("R1"))).isEqualTo(4);
        assertThat(set.indexOf(TileId.of("Nowhere"))).isEqualTo(-1);
        for (int i = 0; i < set.size(); i++) {
            assertThat(set.indexOf(set.all().get(i).id())).isEqualTo(i);
        }
        assertThatThrownBy(() -> set.tile("Nowhere"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("variant")
                .hasMessageContaining("Nowhere");
    }

    @Test
    void theListsAreUnmodifiableAndTheInputIsCopied() {
        List<Tile> stack = new ArrayList<>(List.of(ATOLL, CALM));
        TileSet set = TileSet.of("copy", START, stack);
        stack.add(ROUGH);
        assertThat(set.stackTiles()).containsExactly(ATOLL, CALM);
        assertThatThrownBy(() -> set.all().add(ROUGH)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> set.stackTiles().add(ROUGH)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> set.islands().add(REEF)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> set.waterTiles().add(ROUGH)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void equalSetsAreEqualAndHashAlike() {
        assertThat(variant()).isEqualTo(variant()).hasSameHashCodeAs(variant());
        assertThat(TileSet.of("other", START, List.of(ATOLL, CALM, REEF, ROUGH))).isNotEqualTo(variant());
        assertThat(TileSet.of("variant", START, List.of(CALM, ATOLL, REEF, ROUGH))).isNotEqualTo(variant());
    }

    @Test
    void aDuplicateIdInTheStackIsRefused() {
        WaterTile sameId = WaterTile.of("C1", Route.of(0, 5, 2), Route.of(1, 2, 2), Route.of(3, 4, 2));
        assertThatThrownBy(() -> TileSet.of("dup", START, List.of(ATOLL, CALM, sameId)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("dup")
                .hasMessageContaining("C1")
                .hasMessageContaining("used twice");
    }

    @Test
    void aStackTileWithTheStartIslandsIdIsRefused() {
        IslandTile secondHome = IslandTile.of("Home", 3, Beach.of(2, 1));
        assertThatThrownBy(() -> TileSet.of("dup", START, List.of(secondHome, CALM)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("Home")
                .hasMessageContaining("used twice");
    }

    @Test
    void anIslandAndAWaterTileSharingAnIdAreRefused() {
        IslandTile island = IslandTile.of("C1", 3, Beach.of(2, 1));
        assertThatThrownBy(() -> TileSet.of("dup", START, List.of(island, CALM)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("C1")
                .hasMessageContaining("used twice");
    }

    @Test
    void aStackWithoutIslandsIsRefused() {
        assertThatThrownBy(() -> TileSet.of("wet", START, List.of(CALM, ROUGH)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("wet")
                .hasMessageContaining("at least one island and one water tile")
                .hasMessageContaining("0 islands");
    }

    @Test
    void aStackWithoutWaterIsRefused() {
        assertThatThrownBy(() -> TileSet.of("dry", START, List.of(ATOLL, REEF)))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("dry")
                .hasMessageContaining("at least one island and one water tile")
                .hasMessageContaining("0 water tiles");
    }

    @Test
    void anEmptyStackIsRefused() {
        assertThatThrownBy(() -> TileSet.of("empty", START, List.of()))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("empty");
    }

    @Test
    void anInvalidSetNameIsRefused() {
        assertThatThrownBy(() -> TileSet.of("a|b", START, List.of(ATOLL, CALM)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a|b");
        assertThatThrownBy(() -> TileSet.of(" ", START, List.of(ATOLL, CALM)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void nullsAreRefused() {
        assertThatThrownBy(() -> TileSet.of("n", null, List.of(ATOLL, CALM))).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> TileSet.of("n", START, null)).isInstanceOf(NullPointerException.class);
        List<Tile> withNull = new ArrayList<>();
        withNull.add(ATOLL);
        withNull.add(null);
        assertThatThrownBy(() -> TileSet.of("n", START, withNull)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void namedReportsAMissingProviderByName() {
        assertThatThrownBy(() -> TileSet.named("no-such-set"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no-such-set");
    }

    @Test
    void withoutTongiakiTilesOnTheClassPathOfficialExplainsWhereTheSetIs() {
        // tongiaki-core's tests do not see tongiaki-tiles
        assertThatThrownBy(TileSet::official)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("official")
                .hasMessageContaining("tongiaki-tiles");
    }
}
