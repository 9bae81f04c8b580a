package io.github.tongiaki.testkit;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.geometry.Direction;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.tiles.OfficialTiles;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A generated position around a closed or partially looping island (see
 * {@link Positions#closedIsland(long)} and {@link Positions#partiallyLoopingIsland(long)}), with what the
 * generator knows by construction: where the path from each direction around the island ends.
 *
 * @param seed the seed it was generated from
 * @param closed whether every jetty of the island leads back (D-2)
 * @param island the island
 * @param hex the island's hex
 * @param ends per board direction around the island, where a path leaving the island that way ends
 * @param jetties per beach (index 0 = beach 1), per jetty edge, where its path ends
 * @param boats the boats on the island's beaches
 * @param layout a one-line description of the ring and the boats
 * @param scenario the scenario that builds the position (building does not change it)
 */
public record LoopPosition(long seed, boolean closed, TileId island, Hex hex, Map<Direction, Paths.End> ends,
        List<Map<Integer, Paths.End>> jetties, Map<BeachRef, Boats> boats, String layout, Scenario scenario) {

    /**
     * Copies the collections.
     *
     * @param seed the seed it was generated from
     * @param closed whether every jetty of the island leads back
     * @param island the island
     * @param hex the island's hex
     * @param ends per board direction around the island, where a path leaving that way ends
     * @param jetties per beach, per jetty edge, where its path ends
     * @param boats the boats on the island's beaches
     * @param layout a one-line description
     * @param scenario the scenario that builds the position
     */
    public LoopPosition {
        ends = Map.copyOf(ends);
        jetties = List.copyOf(jetties);
        boats = Map.copyOf(boats);
    }

    /** {@return a new game at this position: at the emigrations of a turn (or past them, if only one was legal)} */
    public Game game() {
        return scenario.build();
    }

    /**
     * The emigrations the position must offer, from the generator's own knowledge of the ring (D-2, D-3):
     * a closed island offers {@link Choice.EmigrateClosed} for each full beach; a partially looping island
     * offers the jetties of its full beaches, without those leading back if some full beach has one
     * that does not.
     *
     * @return the expected choices
     */
    public Set<Choice> expectedEmigrations() {
        boolean otherWay = false;
        for (int k = 0; k < jetties.size(); k++) {
            if (isFull(k) && (jetties.get(k).containsValue(Paths.End.OPEN) || jetties.get(k).containsValue(Paths.End.OTHER))) {
                otherWay = true;
            }
        }
        Set<Choice> out = new LinkedHashSet<>();
        for (int k = 0; k < jetties.size(); k++) {
            if (!isFull(k)) {
                continue;
            }
            BeachRef ref = new BeachRef(island, k + 1);
            if (closed) {
                out.add(new Choice.EmigrateClosed(ref));
                continue;
            }
            for (Map.Entry<Integer, Paths.End> j : jetties.get(k).entrySet()) {
                if (j.getValue() != Paths.End.BACK || !otherWay) {
                    out.add(new Choice.Emigrate(ref, j.getKey()));
                }
            }
        }
        return out;
    }

    /** {@return the boats on the island's beaches, all together} */
    public Boats islandBoats() {
        Boats all = Boats.NONE;
        for (Boats b : boats.values()) {
            all = all.plus(b);
        }
        return all;
    }

    private boolean isFull(int beachIndex) {
        BeachRef ref = new BeachRef(island, beachIndex + 1);
        Boats b = boats.getOrDefault(ref, Boats.NONE);
        return !b.isEmpty() && b.size() == scenarioBerths(beachIndex);
    }

    private int scenarioBerths(int beachIndex) {
        return OfficialTiles.set().tile(island.value()) instanceof IslandTile t ? t.beach(beachIndex + 1).berths() : 0;
    }

    @Override
    public String toString() {
        return (closed ? "closed" : "partially looping") + " island, seed " + seed + ": " + layout + " (reproduce: Positions."
                + (closed ? "closedIsland" : "partiallyLoopingIsland") + "(" + seed + "L))";
    }
}
