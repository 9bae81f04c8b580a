package io.github.tongiaki.core.tiles;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * A complete set of tiles to play with: the start island and the tiles of the draw stack
 * (R-COMP-2, R-SETUP-1). The official set lives in {@code tongiaki-tiles}; a custom set (a variant, a
 * home-made expansion) is built with {@link #of(String, IslandTile, List)} or read from text with
 * {@link TileSetFormat}.
 *
 * <p>Tiles keep the order they were given in; {@link #all()} lists the start island first. The
 * index of a tile in {@link #all()} is its <em>tile index</em>, used by compact encodings.
 */
public final class TileSet {

    private final String name;
    private final IslandTile start;
    private final List<Tile> all;
    private final List<Tile> stackTiles;
    private final Map<TileId, Integer> index;

    private TileSet(String name, IslandTile start, List<Tile> stackTiles) {
        this.name = name;
        this.start = start;
        List<Tile> a = new ArrayList<>(stackTiles.size() + 1);
        a.add(start);
        a.addAll(stackTiles);
        this.all = Collections.unmodifiableList(a);
        this.stackTiles = List.copyOf(stackTiles);
        Map<TileId, Integer> idx = new LinkedHashMap<>();
        for (int i = 0; i < a.size(); i++) {
            idx.put(a.get(i).id(), i);
        }
        this.index = Collections.unmodifiableMap(idx);
    }

    /**
     * Builds a tile set.
     *
     * @param name a short name for the set, e.g. {@code official} (a {@link TileId}-safe text)
     * @param start the start island, laid at (0, 0) before the game
     * @param stackTiles the tiles shuffled into the draw stack: at least one island and one water tile
     * @return the tile set
     * @throws InvalidTileException if two tiles share an id, or the stack lacks islands or water tiles
     */
    public static TileSet of(String name, IslandTile start, List<? extends Tile> stackTiles) {
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(stackTiles, "stackTiles");
        TileId.of(name);
        Map<TileId, Tile> seen = new LinkedHashMap<>();
        seen.put(start.id(), start);
        int islands = 0;
        int water = 0;
        for (Tile t : stackTiles) {
            Objects.requireNonNull(t, "tile");
            if (seen.putIfAbsent(t.id(), t) != null) {
                throw new InvalidTileException("tile set " + name + ": tile id " + t.id() + " is used twice");
            }
            if (t.isIsland()) {
                islands++;
            } else {
                water++;
            }
        }
        if (islands == 0 || water == 0) {
            throw new InvalidTileException("tile set " + name + ": the stack needs at least one island and one water tile (has "
                    + islands + " islands, " + water + " water tiles)");
        }
        return new TileSet(name, start, new ArrayList<>(stackTiles));
    }

    /**
     * Loads a tile set published by a {@link TileSetProvider} on the class or module path, for example
     * {@code "official"} from {@code tongiaki-tiles}.
     *
     * @param name the provider's name
     * @return the tile set
     * @throws IllegalStateException if no provider of that name is present
     */
    public static TileSet named(String name) {
        List<String> found = new ArrayList<>();
        // This module's loader first (module path and plain class path), then the thread's context loader.
        for (ClassLoader loader : new ClassLoader[] {TileSet.class.getClassLoader(), Thread.currentThread().getContextClassLoader()}) {
            for (TileSetProvider p : ServiceLoader.load(TileSetProvider.class, loader)) {
                if (p.name().equals(name)) {
                    return p.tileSet();
                }
                if (!found.contains(p.name())) {
                    found.add(p.name());
                }
            }
        }
        throw new IllegalStateException("no tile set named '" + name + "' is on the class path (found: " + found
                + "); the official set is in the artifact io.github.tongiaki:tongiaki-tiles");
    }

    /**
     * The official tile set, from {@code tongiaki-tiles} on the class or module path. It is looked up
     * once and kept: every call returns the same instance. Thread-safe.
     *
     * @return the official tile set
     * @throws IllegalStateException if {@code tongiaki-tiles} is missing
     */
    public static TileSet official() {
        // Scanning with ServiceLoader costs a class-path search each time: the set is found once and kept
        // (a benign race: two threads may both load it, and both get equal sets). Not found: not kept,
        // so the message names what is on the class path now.
        TileSet set = official;
        if (set == null) {
            set = named("official");
            official = set;
        }
        return set;
    }

    /** The official set once {@link #official()} has found it. */
    private static volatile TileSet official;

    /** {@return the set's name} */
    public String name() {
        return name;
    }

    /** {@return the start island (Tonga in the official set)} */
    public IslandTile start() {
        return start;
    }

    /** {@return every tile, the start island first, then the stack tiles in the order given} */
    public List<Tile> all() {
        return all;
    }

    /** {@return the tiles of the draw stack (all but the start island)} */
    public List<Tile> stackTiles() {
        return stackTiles;
    }

    /** {@return the island tiles of the stack (the scoring islands), in order} */
    public List<IslandTile> islands() {
        List<IslandTile> out = new ArrayList<>();
        for (Tile t : stackTiles) {
            if (t instanceof IslandTile i) {
                out.add(i);
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** {@return the water tiles, in order} */
    public List<WaterTile> waterTiles() {
        List<WaterTile> out = new ArrayList<>();
        for (Tile t : stackTiles) {
            if (t instanceof WaterTile w) {
                out.add(w);
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** {@return the number of tiles including the start island} */
    public int size() {
        return all.size();
    }

    /**
     * {@return the tile, if the set has it}
     *
     * @param id a tile id
     */
    public Optional<Tile> find(TileId id) {
        Integer i = index.get(id);
        return i == null ? Optional.empty() : Optional.of(all.get(i));
    }

    /**
     * {@return the tile}
     *
     * @param id a tile id
     * @throws IllegalArgumentException if the set has no tile with that id
     */
    public Tile tile(TileId id) {
        Integer i = index.get(id);
        if (i == null) {
            throw new IllegalArgumentException("tile set " + name + " has no tile '" + id + "'");
        }
        return all.get(i);
    }

    /**
     * {@return the tile}
     *
     * @param id a tile id text, e.g. {@code "Hawaii"} or {@code "W07"}
     * @throws IllegalArgumentException if the set has no tile with that id
     */
    public Tile tile(String id) {
        return tile(TileId.of(id));
    }

    /**
     * {@return the tile's index in {@link #all()}, or -1 if absent}
     *
     * @param id a tile id
     */
    public int indexOf(TileId id) {
        Integer i = index.get(id);
        return i == null ? -1 : i;
    }

    /** {@return the set in the text form of {@link TileSetFormat}} */
    public String toText() {
        return TileSetFormat.print(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TileSet t && t.name.equals(name) && t.all.equals(all);
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + all.hashCode();
    }

    @Override
    public String toString() {
        return "TileSet[" + name + ": " + (all.size()) + " tiles, " + islands().size() + " islands + start, "
                + waterTiles().size() + " water]";
    }
}
