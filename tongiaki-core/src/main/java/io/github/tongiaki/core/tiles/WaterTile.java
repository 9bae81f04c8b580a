package io.github.tongiaki.core.tiles;

import io.github.tongiaki.core.geometry.Direction;
import io.github.tongiaki.core.geometry.Rotation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * A water tile: three routes that together use each of the six edges exactly once (R-COMP-2,
 * tiles.md). Routes that cross on the printed tile do not join (R-VOY-1).
 *
 * <p>The constructor refuses, with an {@link InvalidTileException} naming the tile and the fault: not
 * exactly three routes, an edge outside 0..5, a route joining an edge to itself, an edge used twice or
 * not at all, a difficulty other than 0, 2, 3 or 4.
 *
 * @param id the tile's id, e.g. {@code W01}
 * @param routes the routes, normalised to {@code from < to} and sorted by {@code from}
 */
public record WaterTile(TileId id, List<Route> routes) implements Tile {

    /**
     * Validates and normalises.
     *
     * @param id the tile's id, e.g. {@code W01}
     * @param routes the routes, normalised to {@code from < to} and sorted by {@code from}
     * @throws InvalidTileException if the tile breaks the tile model
     */
    public WaterTile {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(routes, "routes");
        if (routes.size() != 3) {
            throw new InvalidTileException("water tile " + id + ": needs exactly 3 routes, got " + routes.size());
        }
        boolean[] used = new boolean[6];
        List<Route> normal = new ArrayList<>(3);
        for (Route route : routes) {
            Objects.requireNonNull(route, "route");
            for (int edge : new int[] {route.from(), route.to()}) {
                if (edge < 0 || edge > 5) {
                    throw new InvalidTileException("water tile " + id + ", route " + route + ": edge must be 0..5, got " + edge);
                }
            }
            if (route.from() == route.to()) {
                throw new InvalidTileException("water tile " + id + ", route " + route + ": a route must join two different edges");
            }
            int d = route.difficulty();
            if (d != 0 && d != 2 && d != 3 && d != 4) {
                throw new InvalidTileException("water tile " + id + ", route " + route + ": difficulty must be 0, 2, 3 or 4, got " + d);
            }
            for (int edge : new int[] {route.from(), route.to()}) {
                if (used[edge]) {
                    throw new InvalidTileException("water tile " + id + ", route " + route + ": edge " + edge + " is used by two routes; the routes must use all six edges exactly once");
                }
                used[edge] = true;
            }
            normal.add(new Route(Math.min(route.from(), route.to()), Math.max(route.from(), route.to()), d));
        }
        normal.sort(Comparator.comparingInt(Route::from));
        routes = List.copyOf(normal);
    }

    /**
     * {@return the tile}
     *
     * @param id the tile's id
     * @param routes three routes
     * @throws InvalidTileException if the tile breaks the tile model
     */
    public static WaterTile of(String id, Route... routes) {
        return new WaterTile(TileId.of(id), List.of(routes));
    }

    /**
     * {@return the route starting or ending at that edge}
     *
     * @param edge a tile edge 0..5
     * @throws IllegalArgumentException if {@code edge} is not 0..5
     */
    public Route routeAt(int edge) {
        for (Route r : routes) {
            if (r.touches(edge)) {
                return r;
            }
        }
        throw new IllegalArgumentException("tile edge must be 0..5, got " + edge);
    }

    /**
     * The rotations under which this tile has a route joining the edge that faces direction {@code a} to
     * the edge that faces direction {@code b} (a tile edge {@code e} under rotation {@code r} faces
     * {@code (e + r) mod 6}): how to lay it so that a route leads from one neighbour to another.
     *
     * @param a a board direction
     * @param b another board direction
     * @return the rotations, ascending (empty if none, or if {@code a == b})
     */
    public List<Rotation> rotationsJoining(Direction a, Direction b) {
        List<Rotation> out = new ArrayList<>();
        for (Rotation r : Rotation.values()) {
            int ea = r.edgeFacing(a);
            if (a != b && routeAt(ea).otherEnd(ea) == r.edgeFacing(b)) {
                out.add(r);
            }
        }
        return List.copyOf(out);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder().append(id);
        for (Route r : routes) {
            sb.append(' ').append(r);
        }
        return sb.toString();
    }
}
