package io.github.tongiaki.core.tiles;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An island tile: its printed name, its points and its beaches (R-COMP-2, tiles.md).
 *
 * <p>Beaches are numbered from 1 in list order, which must be the order of their lowest jetty edge
 * (tiles.md, "Geometry"). The constructor refuses, with an {@link InvalidTileException} naming the
 * tile and the fault: negative points, no beaches, a beach with no berths or no jetty, a jetty edge
 * outside 0..5, an edge with two jetties, beaches out of order.
 *
 * @param id the printed name, e.g. {@code Rapa Nui}
 * @param points the value scored by each player with a boat on it (R-SCORE-1)
 * @param beaches the beaches, numbered from 1
 */
public record IslandTile(TileId id, int points, List<Beach> beaches) implements Tile {

    /**
     * Validates and normalises (each beach's jetties sorted ascending).
     *
     * @param id the printed name, e.g. {@code Rapa Nui}
     * @param points the value scored by each player with a boat on it (R-SCORE-1)
     * @param beaches the beaches, numbered from 1
     * @throws InvalidTileException if the island breaks the tile model
     */
    public IslandTile {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(beaches, "beaches");
        if (points < 0) {
            throw new InvalidTileException("island " + id + ": points must not be negative, got " + points);
        }
        if (beaches.isEmpty()) {
            throw new InvalidTileException("island " + id + ": an island needs at least one beach");
        }
        List<Beach> normal = new ArrayList<>(beaches.size());
        boolean[] used = new boolean[6];
        int lastLowest = -1;
        for (int i = 0; i < beaches.size(); i++) {
            Beach b = Objects.requireNonNull(beaches.get(i), "beach");
            int number = i + 1;
            if (b.berths() < 1) {
                throw new InvalidTileException("island " + id + ", beach " + number + " (" + b + "): a beach needs at least one berth");
            }
            if (b.jetties().isEmpty()) {
                throw new InvalidTileException("island " + id + ", beach " + number + " (" + b + "): a beach needs at least one jetty");
            }
            List<Integer> sorted = new ArrayList<>(b.jetties());
            sorted.sort(null);
            for (int edge : sorted) {
                if (edge < 0 || edge > 5) {
                    throw new InvalidTileException("island " + id + ", beach " + number + " (" + b + "): jetty edge must be 0..5, got " + edge);
                }
                if (used[edge]) {
                    throw new InvalidTileException("island " + id + ", beach " + number + " (" + b + "): edge " + edge + " carries two jetties");
                }
                used[edge] = true;
            }
            if (sorted.get(0) <= lastLowest) {
                throw new InvalidTileException("island " + id + ", beach " + number + " (" + b + "): beaches must be listed in the order of their lowest jetty edge");
            }
            lastLowest = sorted.get(0);
            normal.add(new Beach(b.berths(), sorted));
        }
        beaches = List.copyOf(normal);
    }

    /**
     * {@return the island}
     *
     * @param name the printed name
     * @param points the island's value
     * @param beaches the beaches in order
     * @throws InvalidTileException if the island breaks the tile model
     */
    public static IslandTile of(String name, int points, Beach... beaches) {
        return new IslandTile(TileId.of(name), points, List.of(beaches));
    }

    /** {@return the printed name (the id's text)} */
    public String name() {
        return id.value();
    }

    /**
     * {@return the beach}
     *
     * @param number the beach number, from 1
     * @throws IllegalArgumentException if there is no such beach
     */
    public Beach beach(int number) {
        if (number < 1 || number > beaches.size()) {
            throw new IllegalArgumentException("island " + id + " has beaches 1.." + beaches.size() + ", not " + number);
        }
        return beaches.get(number - 1);
    }

    /**
     * {@return the number (from 1) of the beach with a jetty on that edge, or 0 if the edge has none}
     *
     * @param edge a tile edge 0..5
     */
    public int beachWithJettyOn(int edge) {
        for (int i = 0; i < beaches.size(); i++) {
            if (beaches.get(i).hasJettyOn(edge)) {
                return i + 1;
            }
        }
        return 0;
    }

    /** {@return the total number of berths} */
    public int berths() {
        int n = 0;
        for (Beach b : beaches) {
            n += b.berths();
        }
        return n;
    }

    /** {@return the total number of jetties} */
    public int jetties() {
        int n = 0;
        for (Beach b : beaches) {
            n += b.jetties().size();
        }
        return n;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder().append(id).append(" (").append(points).append(")");
        for (Beach b : beaches) {
            sb.append(' ').append(b);
        }
        return sb.toString();
    }
}
