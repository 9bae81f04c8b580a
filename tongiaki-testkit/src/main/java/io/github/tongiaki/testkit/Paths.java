package io.github.tongiaki.testkit;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.geometry.Direction;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where the path from a jetty leads over the tiles on the table (D-2), computed from the public queries
 * of a {@link Game} only, independently of the engine. Tests use it to recompute which emigrations a
 * decision must offer (D-3) and bots use it to prefer (or avoid) looping jetties.
 *
 * <p>Route difficulties are ignored, as in the default {@code O-LOOP-COLOUR-AWARE = false}.
 */
public final class Paths {

    /** Where a path from a jetty ends (D-2). */
    public enum End {
        /** At an empty hex: a tile would be drawn. */
        OPEN,
        /** At another island that is not royal. */
        OTHER,
        /** Back at the island it started from, or at a royal island (the group would bounce back). */
        BACK
    }

    private Paths() {
    }

    /**
     * Follows the path from a jetty of an island on the table (D-2).
     *
     * @param game a game
     * @param island an island on the table
     * @param jettyEdge the tile edge of one of its jetties
     * @return where the path ends
     * @throws IllegalArgumentException if the island is not on the table
     */
    public static End classify(Game game, TileId island, int jettyEdge) {
        PlacedTile start = game.position().find(island).orElseThrow(() -> new IllegalArgumentException(island + " is not on the table"));
        Hex h = start.hex();
        Direction dir = start.rotation().facing(jettyEdge);
        // A path never cycles among water tiles (D-12); the bound only guards against a broken table.
        for (int guard = 0; guard <= 6 * game.tileSet().size(); guard++) {
            Hex next = h.neighbour(dir);
            Optional<PlacedTile> there = game.position().tileAt(next);
            if (there.isEmpty()) {
                return End.OPEN;
            }
            PlacedTile t = there.get();
            if (t.tile() instanceof IslandTile) {
                return t.tile().id().equals(island) || game.position().royalIslands().containsKey(t.tile().id()) ? End.BACK : End.OTHER;
            }
            WaterTile w = (WaterTile) t.tile();
            int entry = t.rotation().edgeFacing(dir.opposite());
            int exit = w.routeAt(entry).otherEnd(entry);
            dir = t.rotation().facing(exit);
            h = next;
        }
        throw new IllegalStateException("the path from " + island + " edge " + jettyEdge + " does not end (D-12 broken)");
    }

    /**
     * Classifies every jetty of every beach of an island.
     *
     * @param game a game
     * @param island an island on the table
     * @return per beach, per jetty edge (ascending), where its path ends
     */
    public static Map<BeachRef, Map<Integer, End>> jetties(Game game, TileId island) {
        IslandTile tile = game.position().island(island);
        Map<BeachRef, Map<Integer, End>> out = new LinkedHashMap<>();
        for (int k = 1; k <= tile.beaches().size(); k++) {
            Beach b = tile.beach(k);
            Map<Integer, End> m = new LinkedHashMap<>();
            for (int e : b.jetties()) {
                m.put(e, classify(game, island, e));
            }
            out.put(new BeachRef(island, k), m);
        }
        return out;
    }

    /**
     * {@return whether every jetty of every beach of the island leads back (a closed island, D-2)}
     *
     * @param game a game
     * @param island an island on the table
     */
    public static boolean isClosed(Game game, TileId island) {
        for (Map<Integer, End> m : jetties(game, island).values()) {
            for (End e : m.values()) {
                if (e != End.BACK) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Recomputes, from the position alone, the emigrations the pending decision must offer under D-2 and
     * D-3 (with the default {@code O-LOOP-COLOUR-AWARE = false}): for each island with a full beach, an
     * {@link Choice.EmigrateClosed} per full beach if the island is closed; otherwise every jetty of every
     * full beach, leaving out the jetties that lead back when some full beach of that island has a jetty
     * that does not.
     *
     * @param game a game whose turn is at its emigrations
     * @return the expected choices, in no particular order
     */
    public static Set<Choice> expectedEmigrations(Game game) {
        Set<Choice> out = new LinkedHashSet<>();
        Set<TileId> seen = new HashSet<>();
        for (BeachRef beach : game.position().beaches().keySet()) {
            TileId island = beach.island();
            if (!seen.add(island)) {
                continue;
            }
            IslandTile tile = game.position().island(island);
            Map<BeachRef, Map<Integer, End>> cls = jetties(game, island);
            boolean anyFull = false;
            boolean closed = true;
            boolean fullHasOtherWay = false;
            for (Map.Entry<BeachRef, Map<Integer, End>> b : cls.entrySet()) {
                boolean full = isFull(game, tile, b.getKey());
                anyFull |= full;
                for (End end : b.getValue().values()) {
                    if (end != End.BACK) {
                        closed = false;
                        fullHasOtherWay |= full;
                    }
                }
            }
            if (!anyFull) {
                continue;
            }
            for (Map.Entry<BeachRef, Map<Integer, End>> b : cls.entrySet()) {
                if (!isFull(game, tile, b.getKey())) {
                    continue;
                }
                if (closed) {
                    out.add(new Choice.EmigrateClosed(b.getKey()));
                    continue;
                }
                for (Map.Entry<Integer, End> j : b.getValue().entrySet()) {
                    if (j.getValue() == End.BACK && fullHasOtherWay) {
                        continue;
                    }
                    out.add(new Choice.Emigrate(b.getKey(), j.getKey()));
                }
            }
        }
        return out;
    }

    private static boolean isFull(Game game, IslandTile tile, BeachRef beach) {
        int n = game.position().boatsOn(beach).size();
        return n > 0 && n == tile.beach(beach.number()).berths();
    }
}
