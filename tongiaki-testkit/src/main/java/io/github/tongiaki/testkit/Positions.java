package io.github.tongiaki.testkit;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.geometry.Direction;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.tiles.OfficialTiles;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Conveniences on top of core's {@link Scenario} (which builds and validates any position): a scenario
 * with the official tiles in one line, the rotations that make a water tile lead back to an island, and
 * seeded generators of closed and partially looping islands (R-LOOP-1, D-2, D-3).
 *
 * <pre>{@code
 * Game g = Positions.scenario(BLUE, RED)
 *         .tile("Hawaii", Hex.of(0, 1), Rotation.R3)
 *         .boats("Tonga", 1, "B+R")
 *         .build();
 *
 * // Tonga surrounded by water tiles whose routes all lead back to it: a closed island (D-2)
 * Game closed = Positions.closedRing(Positions.scenario(BLUE, RED), Hex.ORIGIN, "W01", "W02", "W03", "W04", "W13", "W14")
 *         .boats("Tonga", 1, "2B+R").emigrationsPending().build();
 * }</pre>
 *
 * <h2>How a ring leads back</h2>
 * Around an island at hex {@code c}, call the neighbour in direction {@code d} ring position {@code d}.
 * A <em>loop pair</em> at positions {@code d} and {@code d+1} is two water tiles: the one at {@code d}
 * has a route joining its edge facing the island (direction {@code d+3}) to its edge facing position
 * {@code d+1} (direction {@code d+2}); the one at {@code d+1} a route joining its edge facing position
 * {@code d} (direction {@code d+5}) to its edge facing the island (direction {@code d+4}). A group leaving
 * the island towards {@code d} or {@code d+1} sails through both tiles and comes back. Routes between
 * neighbouring edges exist on W01–W04 and W13–W16 of the official set. Three pairs close the ring.
 */
public final class Positions {

    private static final String START = "Tonga";

    private Positions() {
    }

    /**
     * The set-up for a scenario: these players in seat order, the first starting, the official tile set,
     * default rules.
     *
     * @param players 2–6 distinct colours, clockwise
     * @return the set-up
     * @throws IllegalArgumentException if the players are not 2–6 distinct colours
     */
    public static GameSetup setup(Colour... players) {
        return GameSetup.builder().players(players).tileSet(OfficialTiles.set()).build();
    }

    /**
     * A scenario with the official tiles: Tonga at (0, 0), no boats, the first player to move at the
     * start of turn 1.
     *
     * @param players 2–6 distinct colours, clockwise; the first one starts
     * @return the scenario, to be completed with core's {@link Scenario} methods
     */
    public static Scenario scenario(Colour... players) {
        return Scenario.of(setup(players));
    }

    /**
     * A scenario with the official tiles and the first {@code players} colours (blue, red, green, …).
     *
     * @param players 2–6
     * @return the scenario
     * @throws IllegalArgumentException if {@code players} is not 2–6
     */
    public static Scenario scenario(int players) {
        if (players < 2 || players > 6) {
            throw new IllegalArgumentException("Tongiaki is for 2-6 players (R-COMP-1), got " + players);
        }
        return scenario(Arrays.copyOf(Colour.values(), players));
    }

    /**
     * The rotations under which a water tile has a route joining the edge facing direction {@code a} to
     * the edge facing direction {@code b}; the same as core's {@link WaterTile#rotationsJoining}.
     *
     * @param tile a water tile
     * @param a a board direction
     * @param b another board direction
     * @return the rotations, ascending (empty if none)
     */
    public static List<Rotation> rotationsJoining(WaterTile tile, Direction a, Direction b) {
        return tile.rotationsJoining(a, b);
    }

    /**
     * Lays a loop pair of official water tiles at ring positions {@code d} and {@code d+1} around the
     * hex {@code centre} (see the class comment): jetties of the island at {@code centre} that face
     * {@code d} or {@code d+1} then lead back to it (D-2).
     *
     * @param scenario the scenario
     * @param centre the island's hex
     * @param d the first ring position
     * @param first the water tile for position {@code d}: one of W01–W04, W13–W16
     * @param second the water tile for position {@code d+1}: one of W01–W04, W13–W16
     * @return the scenario
     * @throws IllegalArgumentException if a tile is not an official water tile with a route between
     *     neighbouring edges
     */
    public static Scenario loopPair(Scenario scenario, Hex centre, Direction d, String first, String second) {
        Direction next = Direction.of((d.index() + 1) % 6);
        scenario.tile(first, centre.neighbour(d), firstRotation(water(first), d).get(0));
        scenario.tile(second, centre.neighbour(next), secondRotation(water(second), next).get(0));
        return scenario;
    }

    /**
     * Surrounds the hex {@code centre} with three loop pairs of official water tiles, at positions
     * S+SW, NW+N and NE+SE: every jetty of the island there leads back, so the island is closed (D-2).
     *
     * @param scenario the scenario
     * @param centre the island's hex
     * @param waterTiles six of W01–W04, W13–W16, for the positions S, SW, NW, N, NE, SE in that order
     * @return the scenario
     * @throws IllegalArgumentException if not six suitable tiles are given
     */
    public static Scenario closedRing(Scenario scenario, Hex centre, String... waterTiles) {
        if (waterTiles.length != 6) {
            throw new IllegalArgumentException("a closed ring needs six water tiles, got " + waterTiles.length);
        }
        for (int k = 0; k < 6; k += 2) {
            loopPair(scenario, centre, Direction.of(k), waterTiles[k], waterTiles[k + 1]);
        }
        return scenario;
    }

    /** Rotations for the tile at ring position d of a pair: island edge (d+3) joined to (d+2). */
    private static List<Rotation> firstRotation(WaterTile w, Direction d) {
        return check(w, rotationsJoining(w, d.opposite(), Direction.of((d.index() + 2) % 6)));
    }

    /** Rotations for the tile at ring position d of a pair's second half: island edge (d+3) joined to (d+4). */
    private static List<Rotation> secondRotation(WaterTile w, Direction d) {
        return check(w, rotationsJoining(w, d.opposite(), Direction.of((d.index() + 4) % 6)));
    }

    private static List<Rotation> check(WaterTile w, List<Rotation> r) {
        if (r.isEmpty()) {
            throw new IllegalArgumentException(w.id() + " has no route between neighbouring edges (use W01-W04 or W13-W16)");
        }
        return r;
    }

    private static WaterTile water(String id) {
        Tile t = OfficialTiles.set().tile(id);
        if (t instanceof WaterTile w) {
            return w;
        }
        throw new IllegalArgumentException(id + " is not a water tile");
    }

    // =====================================================================================
    // generators
    // =====================================================================================

    /**
     * A random position, at the emigrations of a turn, with a closed island (D-2): an island (Tonga, or
     * another island two hexes from Tonga) ringed by three loop pairs of random water tiles in random
     * rotations, one ring tile sometimes replaced by a royal island; random boats on the island with at
     * least one full beach; 2–6 players in random seats. Choosing a full beach of it must remove the
     * island and return its boats (R-LOOP-1, D-3, D-10).
     *
     * @param seed the seed; the same seed gives the same position
     * @return the position
     */
    public static LoopPosition closedIsland(long seed) {
        return generate(seed, true);
    }

    /**
     * A random position, at the emigrations of a turn, with a partially looping island: one or two loop
     * pairs around it, the other ring positions empty, another island or a royal island; random boats
     * with at least one full beach, and at least two legal emigrations. Some of its jetties lead back
     * and some do not, so D-3 decides which are offered.
     *
     * @param seed the seed; the same seed gives the same position
     * @return the position
     */
    public static LoopPosition partiallyLoopingIsland(long seed) {
        return generate(seed, false);
    }

    private static LoopPosition generate(long seed, boolean closed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int attempt = 0; ; attempt++) {
            LoopPosition p = attempt(seed, rnd, closed);
            if (p != null) {
                return p;
            }
        }
    }

    private static LoopPosition attempt(long seed, SplittableRandom rnd, boolean closed) {
        TileSet set = OfficialTiles.set();
        List<Colour> colours = new ArrayList<>(List.of(Colour.values()));
        shuffle(colours, rnd);
        List<Colour> players = new ArrayList<>(colours.subList(0, 2 + rnd.nextInt(5)));
        Colour startPlayer = players.get(rnd.nextInt(players.size()));
        Colour active = players.get(rnd.nextInt(players.size()));
        Scenario s = Scenario.of(GameSetup.builder().players(players).startPlayer(startPlayer).tileSet(set).seed(seed).build())
                .activePlayer(active).turn(1 + rnd.nextInt(40)).emigrationsPending()
                // the island and its (possibly partial) ring may lie apart from the start island
                .allowDisconnected();
        List<String> islands = new ArrayList<>();
        for (IslandTile i : set.islands()) {
            if (!i.id().equals(set.start().id())) {
                islands.add(i.name());
            }
        }
        shuffle(islands, rnd);
        List<WaterTile> loopers = new ArrayList<>();
        for (WaterTile w : set.waterTiles()) {
            if (!rotationsJoining(w, Direction.SOUTH, Direction.SOUTH_WEST).isEmpty()) {
                loopers.add(w);
            }
        }
        shuffle(loopers, rnd);
        Set<String> used = new HashSet<>();
        // the island: Tonga, or another island two hexes away from Tonga (so its ring never covers Tonga)
        String island;
        Hex centre;
        Rotation rot;
        if (rnd.nextInt(4) == 0) {
            island = START;
            centre = Hex.ORIGIN;
            rot = Rotation.R0;
        } else {
            island = islands.remove(0);
            Direction d = Direction.of(rnd.nextInt(6));
            centre = rnd.nextBoolean() ? Hex.ORIGIN.neighbour(d).neighbour(d)
                    : Hex.ORIGIN.neighbour(d).neighbour(Direction.of((d.index() + 1) % 6));
            rot = Rotation.of(rnd.nextInt(6));
            s.tile(island, centre, rot);
        }
        used.add(island);
        IslandTile tile = (IslandTile) set.tile(island);
        // the ring: loop pairs first
        Map<Direction, Paths.End> ends = new EnumMap<>(Direction.class);
        Map<Direction, String> ring = new EnumMap<>(Direction.class);
        int offset = rnd.nextInt(2);
        List<Integer> pairs = new ArrayList<>(List.of(offset, offset + 2, offset + 4));
        shuffle(pairs, rnd);
        int covered = closed ? 3 : 1 + rnd.nextInt(2);
        for (int k = 0; k < covered; k++) {
            Direction d = Direction.of(pairs.get(k) % 6);
            Direction next = Direction.of((d.index() + 1) % 6);
            WaterTile a = loopers.remove(0);
            WaterTile b = loopers.remove(0);
            List<Rotation> ra = firstRotation(a, d);
            List<Rotation> rb = secondRotation(b, next);
            Rotation rotA = ra.get(rnd.nextInt(ra.size()));
            Rotation rotB = rb.get(rnd.nextInt(rb.size()));
            s.tile(a.id().value(), centre.neighbour(d), rotA);
            s.tile(b.id().value(), centre.neighbour(next), rotB);
            ring.put(d, a.id() + " " + rotA);
            ring.put(next, b.id() + " " + rotB);
            used.add(a.id().value());
            used.add(b.id().value());
            ends.put(d, Paths.End.BACK);
            ends.put(next, Paths.End.BACK);
        }
        String royal = null;
        Colour royalOwner = null;
        if (closed && rnd.nextInt(3) == 0) {
            // a royal island in place of one ring tile: the jetty facing it, and the pair leading to it, bounce back
            Direction d = Direction.of(rnd.nextInt(6));
            String replaced = ring.get(d).split(" ")[0];
            s.noTile(replaced);
            used.remove(replaced);
            royal = islands.remove(0);
            royalOwner = players.get(rnd.nextInt(players.size()));
            Rotation r = Rotation.of(rnd.nextInt(6));
            s.tile(royal, centre.neighbour(d), r).royal(royal, royalOwner);
            ring.put(d, royal + " " + r + " (royal island of " + royalOwner + ")");
            used.add(royal);
        }
        if (!closed) {
            for (Direction d : Direction.values()) {
                if (ends.containsKey(d)) {
                    continue;
                }
                int kind = rnd.nextInt(4);
                if (kind == 3 && royal != null) {
                    kind = 2;
                }
                Rotation r = Rotation.of(rnd.nextInt(6));
                if (kind == 2) {
                    String other = islands.remove(0);
                    s.tile(other, centre.neighbour(d), r);
                    ring.put(d, other + " " + r + " (another island)");
                    used.add(other);
                    ends.put(d, Paths.End.OTHER);
                } else if (kind == 3) {
                    royal = islands.remove(0);
                    royalOwner = players.get(rnd.nextInt(players.size()));
                    s.tile(royal, centre.neighbour(d), r).royal(royal, royalOwner);
                    ring.put(d, royal + " " + r + " (royal island of " + royalOwner + ")");
                    used.add(royal);
                    ends.put(d, Paths.End.BACK);
                } else {
                    ring.put(d, "empty");
                    ends.put(d, Paths.End.OPEN);
                }
            }
        }
        // which jetty leads where
        List<Map<Integer, Paths.End>> beachEnds = new ArrayList<>();
        boolean allBack = true;
        boolean someBack = false;
        for (Beach b : tile.beaches()) {
            Map<Integer, Paths.End> m = new LinkedHashMap<>();
            for (int e : b.jetties()) {
                Paths.End end = ends.get(rot.facing(e));
                m.put(e, end);
                allBack &= end == Paths.End.BACK;
                someBack |= end == Paths.End.BACK;
            }
            beachEnds.add(m);
        }
        if (allBack != closed || !someBack) {
            return null;
        }
        // boats: at least one full beach on the island
        int[] room = new int[6];
        for (Colour c : players) {
            room[c.ordinal()] = 15 - (c == royalOwner ? 1 : 0);
        }
        Map<BeachRef, Boats> boats = new LinkedHashMap<>();
        boolean anyFull = false;
        for (int k = 1; k <= tile.beaches().size(); k++) {
            int berths = tile.beach(k).berths();
            int n = rnd.nextInt(5) < 2 ? berths : rnd.nextInt(berths);
            Boats here = randomBoats(n, players, room, rnd);
            anyFull |= here.size() == berths;
            boats.put(new BeachRef(TileId.of(island), k), here);
        }
        if (!anyFull) {
            return null;
        }
        StringBuilder layout = new StringBuilder().append(island).append(" @ ").append(centre).append(' ').append(rot).append("; ring");
        for (Map.Entry<Direction, String> e : ring.entrySet()) {
            layout.append(' ').append(e.getKey()).append('=').append(e.getValue()).append(',');
        }
        layout.setLength(layout.length() - 1);
        layout.append("; boats");
        for (Map.Entry<BeachRef, Boats> e : boats.entrySet()) {
            s.boats(island, e.getKey().number(), e.getValue().toString());
            layout.append(' ').append(e.getKey()).append('=').append(e.getValue());
        }
        if (!island.equals(START) && rnd.nextBoolean()) {
            // some boats on Tonga too, none of its beaches full
            for (int k = 1; k <= set.start().beaches().size(); k++) {
                Boats here = randomBoats(rnd.nextInt(3), players, room, rnd);
                if (!here.isEmpty()) {
                    s.boats(START, k, here.toString());
                    layout.append(' ').append(START).append('/').append(k).append('=').append(here);
                }
            }
        }
        layout.append("; active ").append(active).append(" of ").append(players);
        LoopPosition p = new LoopPosition(seed, closed, TileId.of(island), centre, ends, beachEnds, boats, layout.toString(), s);
        if (!closed && p.expectedEmigrations().size() < 2) {
            return null;
        }
        // a shuffled stack of the rest
        List<String> rest = new ArrayList<>();
        for (Tile t : set.stackTiles()) {
            if (!used.contains(t.id().value())) {
                rest.add(t.id().value());
            }
        }
        shuffle(rest, rnd);
        s.stack(rest.toArray(new String[0]));
        return p;
    }

    private static Boats randomBoats(int n, List<Colour> players, int[] room, SplittableRandom rnd) {
        int[] c = new int[6];
        for (int i = 0; i < n; i++) {
            Colour col = players.get(rnd.nextInt(players.size()));
            for (int tries = 0; room[col.ordinal()] == 0 && tries < 12; tries++) {
                col = players.get(rnd.nextInt(players.size()));
            }
            if (room[col.ordinal()] == 0) {
                break;
            }
            room[col.ordinal()]--;
            c[col.ordinal()]++;
        }
        return Boats.ofCounts(c);
    }

    private static <T> void shuffle(List<T> list, SplittableRandom rnd) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

}
