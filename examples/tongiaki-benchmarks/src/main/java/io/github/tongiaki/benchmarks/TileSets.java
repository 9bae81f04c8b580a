package io.github.tongiaki.benchmarks;

import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.ArrayList;
import java.util.List;

/** Custom tile sets for the scaling benchmark. */
public final class TileSets {

    private TileSets() {
    }

    /**
     * A set with every stack tile of another set {@code k} times (the start island once). The first copy
     * keeps the tiles' ids; copy {@code c ≥ 2} appends {@code " c"} ({@code "Hawaii 2"}, {@code "W07 2"}),
     * since the ids of a set are unique. Named {@code <name>-x<k>}.
     *
     * @param set a tile set
     * @param k how many copies, at least 1
     * @return the set
     * @throws IllegalArgumentException if {@code k < 1}
     */
    public static TileSet times(TileSet set, int k) {
        if (k < 1) {
            throw new IllegalArgumentException("at least one copy of the tiles, got " + k);
        }
        List<Tile> stack = new ArrayList<>(set.stackTiles().size() * k);
        for (int c = 1; c <= k; c++) {
            for (Tile t : set.stackTiles()) {
                TileId id = c == 1 ? t.id() : TileId.of(t.id().value() + " " + c);
                stack.add(t instanceof IslandTile i ? new IslandTile(id, i.points(), i.beaches())
                        : new WaterTile(id, ((WaterTile) t).routes()));
            }
        }
        return TileSet.of(set.name() + "-x" + k, set.start(), stack);
    }
}
