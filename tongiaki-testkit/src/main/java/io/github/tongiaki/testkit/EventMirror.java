package io.github.tongiaki.testkit;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.TileId;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A model of the table kept up to date from events alone, as a frontend would. {@link #differences(Game)}
 * compares it with the game's own state: an empty list means the event stream is complete.
 *
 * <p>Start it from the game right after {@code Game.start} or {@code Scenario.build()} (it copies the
 * state then, and the events of {@link Game#lastEvents()} are taken as already applied), then feed it the
 * events of every {@code apply}.
 */
public final class EventMirror {

    /** Each hex's tile and rotation, as {@code id r<steps>}: a tile turned otherwise is another table. */
    private final Map<Hex, String> tiles = new TreeMap<>();
    private final Map<BeachRef, int[]> beaches = new TreeMap<>();
    private final Map<Colour, Integer> supply = new EnumMap<>(Colour.class);
    private final Map<TileId, Colour> royal = new TreeMap<>();
    private final List<TileId> removed = new ArrayList<>();
    private final int[] group = new int[6];
    private final int[] stranded = new int[6];
    private int stack;

    /**
     * Starts a mirror from the current state of a game.
     *
     * @param game the game at the moment the mirror starts
     */
    public EventMirror(Game game) {
        for (PlacedTile t : game.position().tiles()) {
            tiles.put(t.hex(), laid(t.tile().id(), t.rotation()));
        }
        for (Map.Entry<BeachRef, Boats> e : game.position().beaches().entrySet()) {
            beaches.put(e.getKey(), e.getValue().toCounts());
        }
        for (Colour c : game.players()) {
            supply.put(c, game.position().supply(c));
        }
        royal.putAll(game.position().royalIslands());
        removed.addAll(game.position().removedTiles());
        stack = game.position().stackSize();
        int[] s = game.position().strandedBoats().toCounts();
        System.arraycopy(s, 0, stranded, 0, 6);
        System.arraycopy(game.position().groupAtSea().toCounts(), 0, group, 0, 6);
    }

    /**
     * Applies events in order.
     *
     * @param events events from {@code Game.apply}
     * @throws IllegalStateException if an event contradicts the mirror (e.g. boats leaving an empty beach)
     */
    public void accept(List<GameEvent> events) {
        for (GameEvent e : events) {
            accept(e);
        }
    }

    /**
     * Applies one event.
     *
     * @param e the event
     * @throws IllegalStateException if it contradicts the mirror
     */
    public void accept(GameEvent e) {
        if (e instanceof GameEvent.BoatsPlaced p) {
            addSupply(p.colour(), -p.count());
            beach(p.beach())[p.colour().ordinal()] += p.count();
        } else if (e instanceof GameEvent.BoatTaken t) {
            take(t.beach(), t.colour());
            addSupply(t.colour(), 1);
        } else if (e instanceof GameEvent.RoyalIslandFounded r) {
            int own = 0;
            for (Map.Entry<BeachRef, int[]> b : beaches.entrySet()) {
                if (b.getKey().island().equals(r.island())) {
                    for (int c = 0; c < 6; c++) {
                        if (b.getValue()[c] > 0 && c != r.owner().ordinal()) {
                            throw new IllegalStateException("royal island " + r.island() + " founded with " + Colour.of(c) + " boats on it");
                        }
                    }
                    own += b.getValue()[r.owner().ordinal()];
                    b.getValue()[r.owner().ordinal()] = 0;
                }
            }
            if (own != r.returned().size() + 1) {
                throw new IllegalStateException("royal island " + r.island() + ": " + own + " boats on it, event returns " + r.returned());
            }
            royal.put(r.island(), r.owner());
            addSupply(r.owner(), r.returned().size());
        } else if (e instanceof GameEvent.FleetWithdrawn f) {
            for (BeachRef b : f.beaches()) {
                take(b, f.colour());
                addSupply(f.colour(), 1);
            }
        } else if (e instanceof GameEvent.EmigrationStarted m) {
            int[] b = beach(m.beach());
            if (!Boats.ofCounts(b).equals(m.group())) {
                throw new IllegalStateException("emigration from " + m.beach() + " of " + m.group() + " but the beach holds " + Boats.ofCounts(b));
            }
            for (int c = 0; c < 6; c++) {
                group[c] += b[c];
                b[c] = 0;
            }
        } else if (e instanceof GameEvent.TileDrawn) {
            stack--;
        } else if (e instanceof GameEvent.TilePlaced p) {
            if (tiles.put(p.hex(), laid(p.tile(), p.rotation())) != null) {
                throw new IllegalStateException("tile " + p.tile() + " placed on occupied hex " + p.hex());
            }
        } else if (e instanceof GameEvent.BoatsReturned r) {
            for (Colour c : Colour.values()) {
                int n = r.boats().count(c);
                if (n > group[c.ordinal()]) {
                    throw new IllegalStateException(r.boats() + " returned, but the group holds " + Boats.ofCounts(group));
                }
                group[c.ordinal()] -= n;
                if (n > 0) {
                    addSupply(c, n);
                }
            }
        } else if (e instanceof GameEvent.BoatLanded l) {
            if (group[l.colour().ordinal()] == 0) {
                throw new IllegalStateException("a " + l.colour() + " boat landed, but the group holds " + Boats.ofCounts(group));
            }
            group[l.colour().ordinal()]--;
            beach(l.beach())[l.colour().ordinal()]++;
        } else if (e instanceof GameEvent.GroupStranded s) {
            for (int c = 0; c < 6; c++) {
                stranded[c] += group[c];
                group[c] = 0;
            }
        } else if (e instanceof GameEvent.IslandRemoved r) {
            int[] back = new int[6];
            beaches.entrySet().removeIf(b -> {
                if (b.getKey().island().equals(r.island())) {
                    for (int c = 0; c < 6; c++) {
                        back[c] += b.getValue()[c];
                    }
                    return true;
                }
                return false;
            });
            if (!Boats.ofCounts(back).equals(r.returned())) {
                throw new IllegalStateException(r.island() + " removed returning " + r.returned() + " but held " + Boats.ofCounts(back));
            }
            for (int c = 0; c < 6; c++) {
                if (back[c] > 0) {
                    addSupply(Colour.of(c), back[c]);
                }
            }
            if (!r.island().equals(tileOn(r.hex()))) {
                throw new IllegalStateException(r.island() + " removed from " + r.hex() + ", where the mirror has " + tiles.get(r.hex()));
            }
            tiles.remove(r.hex());
            removed.add(r.island());
        }
        // TurnStarted, TurnEnded, RouteCrossed, CrossingFailed, BouncedFromRoyalIsland, EndTriggered, GameOver: no state.
    }

    private static String laid(TileId tile, Rotation rotation) {
        return tile.value() + " " + rotation;
    }

    private TileId tileOn(Hex hex) {
        String t = tiles.get(hex);
        return t == null ? null : TileId.of(t.substring(0, t.lastIndexOf(' ')));
    }

    private void addSupply(Colour c, int n) {
        supply.merge(c, n, Integer::sum);
    }

    private int[] beach(BeachRef ref) {
        return beaches.computeIfAbsent(ref, k -> new int[6]);
    }

    private void take(BeachRef ref, Colour c) {
        int[] b = beach(ref);
        if (b[c.ordinal()] == 0) {
            throw new IllegalStateException("a " + c + " boat left " + ref + ", which holds none");
        }
        b[c.ordinal()]--;
    }

    /**
     * Compares the mirror with the game.
     *
     * @param game the game
     * @return one line per difference; empty if the mirror equals the game's state
     */
    public List<String> differences(Game game) {
        List<String> out = new ArrayList<>();
        Map<Hex, String> gameTiles = new TreeMap<>();
        for (PlacedTile t : game.position().tiles()) {
            gameTiles.put(t.hex(), laid(t.tile().id(), t.rotation()));
        }
        if (!gameTiles.equals(tiles)) {
            out.add("tiles: game " + gameTiles + ", mirror " + tiles);
        }
        Map<BeachRef, Boats> mine = new LinkedHashMap<>();
        for (Map.Entry<BeachRef, int[]> e : beaches.entrySet()) {
            Boats b = Boats.ofCounts(e.getValue());
            if (!b.isEmpty()) {
                mine.put(e.getKey(), b);
            }
        }
        Map<BeachRef, Boats> theirs = new LinkedHashMap<>();
        for (Map.Entry<BeachRef, Boats> e : new TreeMap<>(game.position().beaches()).entrySet()) {
            if (!e.getValue().isEmpty()) {
                theirs.put(e.getKey(), e.getValue());
            }
        }
        if (!mine.equals(theirs)) {
            out.add("beaches: game " + theirs + ", mirror " + mine);
        }
        for (Colour c : game.players()) {
            if (game.position().supply(c) != supply.getOrDefault(c, 0)) {
                out.add("supply of " + c + ": game " + game.position().supply(c) + ", mirror " + supply.get(c));
            }
        }
        if (!new TreeMap<>(game.position().royalIslands()).equals(royal)) {
            out.add("royal islands: game " + game.position().royalIslands() + ", mirror " + royal);
        }
        if (!new java.util.TreeSet<>(game.position().removedTiles()).equals(new java.util.TreeSet<>(removed))) {
            out.add("removed: game " + game.position().removedTiles() + ", mirror " + removed);
        }
        if (game.position().stackSize() != stack) {
            out.add("stack size: game " + game.position().stackSize() + ", mirror " + stack);
        }
        if (!game.position().strandedBoats().equals(Boats.ofCounts(stranded))) {
            out.add("stranded: game " + game.position().strandedBoats() + ", mirror " + Boats.ofCounts(stranded));
        }
        Boats pendingGroup = game.position().groupAtSea();
        if (!pendingGroup.equals(Boats.ofCounts(group))) {
            out.add("group at sea: game " + pendingGroup + ", mirror " + Boats.ofCounts(group));
        }
        return out;
    }
}
