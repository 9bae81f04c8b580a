package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.internal.engine.Engine;
import io.github.tongiaki.core.internal.engine.Play;
import io.github.tongiaki.core.internal.engine.State;
import io.github.tongiaki.core.internal.engine.Validator;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Builds a game at any legal position directly, without playing to it: tiles at hexes with rotations,
 * boats on beaches, royal islands, removed islands, the stack order, whose turn it is and what is
 * pending (the start of a turn, or the emigrations of a turn with full beaches waiting). Supplies are
 * what is not on the table.
 *
 * <pre>{@code
 * Game g = Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(set).build())
 *         .tile("Hawaii", Hex.of(0, 1), Rotation.R3)
 *         .boats("Tonga", 1, "2B+R")
 *         .activePlayer(BLUE)
 *         .stack("W07", "Samoa")
 *         .build();
 * }</pre>
 *
 * <p>{@link #build()} refuses an impossible position with an {@link IllegalArgumentException} naming
 * the fault: more than 15 boats of a colour, a beach over capacity, boats of a colour not playing, a
 * tile used twice, two tiles on one hex, boats on an island not on the table, a royal island on the
 * start island or with boats on its beaches, more than two royal islands for a player, a full beach at
 * the start of a turn, emigrations pending without a full beach, a stack that is not exactly the tiles
 * neither on the table nor removed, or a stack without island or water tiles (the game would be over).
 */
public final class Scenario {

    private final GameSetup setup;
    private final TileSet set;
    private final Map<TileId, Object[]> tiles = new LinkedHashMap<>();
    private boolean startAtDefault = true;
    private final Map<BeachRef, Boats> boats = new LinkedHashMap<>();
    private final Map<TileId, Colour> royal = new LinkedHashMap<>();
    private final List<TileId> removed = new ArrayList<>();
    private List<TileId> stack;
    private boolean stackOnly;
    private Colour active;
    private int turn = 1;
    private boolean emigration;
    private boolean disconnected;

    private Scenario(GameSetup setup) {
        this.setup = setup;
        this.set = setup.tileSet();
        tiles.put(set.start().id(), new Object[] {Hex.ORIGIN, Rotation.R0});
        this.active = setup.startPlayer();
    }

    /**
     * Starts a scenario with the players, tile set and rule options of a set-up (its tile source is not
     * used). The start island lies at (0, 0); nothing else is on the table; no boats.
     *
     * @param setup the set-up
     * @return the scenario
     */
    public static Scenario of(GameSetup setup) {
        return new Scenario(Objects.requireNonNull(setup, "setup"));
    }

    /**
     * Lays a tile. Each tile is laid once; to move one, take it off with {@link #noTile(String)} first. The
     * start island lies at (0, 0) with rotation 0 from the start, where the tile set puts it: {@link #build()}
     * refuses it anywhere else (take it off and mark it {@link #removed(String)} for a table without it). Both
     * coordinates of every tile lie within ±(tiles laid + tiles set aside), removed islands counted as laid: the tiles
     * of the set less those still to lay, each of which can take the board one hex further out (CONFORMANCE.md,
     * "Ranges").
     *
     * @param id the tile's id
     * @param hex where
     * @param rotation how it is turned
     * @return this
     * @throws IllegalArgumentException if the tile set has no such tile, or the tile is already laid
     */
    public Scenario tile(String id, Hex hex, Rotation rotation) {
        TileId t = known(id);
        Object[] there = tiles.get(t);
        if (there != null && !(t.equals(set.start().id()) && startAtDefault)) {
            throw new IllegalArgumentException("tile " + t + " is already on the table at " + there[0] + " " + there[1]
                    + "; a tile is used once (noTile(\"" + t + "\") first to move it)");
        }
        if (t.equals(set.start().id())) {
            startAtDefault = false;
        }
        tiles.put(t, new Object[] {Objects.requireNonNull(hex), Objects.requireNonNull(rotation)});
        return this;
    }

    /**
     * Lays a tile in front of an edge of a tile already laid, as the game lays a tile drawn there (R-EMI-3,
     * R-VOY-4): in the hex that edge faces, edge 0 facing back ({@link PlacedTile#inFrontOf(int)}). For
     * example {@code tileInFrontOf("W07", "Tonga", 0)} lays W07 where a group leaving Tonga by its jetty on
     * edge 0 arrives.
     *
     * @param id the tile to lay
     * @param neighbour a tile already laid in this scenario
     * @param edge the neighbour's tile edge 0–5 (a jetty's or a route end's)
     * @return this
     * @throws IllegalArgumentException if a tile is unknown, the neighbour is not laid, the edge is not 0–5,
     *     or the tile is already laid
     */
    public Scenario tileInFrontOf(String id, String neighbour, int edge) {
        TileId n = known(neighbour);
        Object[] there = tiles.get(n);
        if (there == null) {
            throw new IllegalArgumentException("tile " + n + " is not on the table: lay it before laying a tile in front of it");
        }
        Placement p = new PlacedTile((Hex) there[0], set.find(n).orElseThrow(), (Rotation) there[1]).inFrontOf(edge);
        return tile(id, p.hex(), p.rotation());
    }

    /**
     * Takes a tile off the table (for example the start island, to lay it elsewhere or remove it).
     *
     * @param id the tile's id
     * @return this
     */
    public Scenario noTile(String id) {
        TileId t = known(id);
        tiles.remove(t);
        if (t.equals(set.start().id())) {
            startAtDefault = false;
        }
        return this;
    }

    /**
     * Puts boats on a beach (replacing what was there).
     *
     * @param island the island's id
     * @param beach the beach number, from 1
     * @param boatsText the boats, e.g. {@code "2B+R"} (see {@link Boats#parse(CharSequence)})
     * @return this
     */
    public Scenario boats(String island, int beach, String boatsText) {
        boats.put(new BeachRef(known(island), beach), Boats.parse(boatsText));
        return this;
    }

    /**
     * Makes an island royal, with the owner's boat on its mask.
     *
     * @param island the island's id
     * @param owner the owner
     * @return this
     * @throws IllegalArgumentException if the island is already royal for another colour (a royal island
     *     has one colour)
     */
    public Scenario royal(String island, Colour owner) {
        TileId t = known(island);
        Colour before = royal.get(t);
        if (before != null && before != owner) {
            throw new IllegalArgumentException("royal island " + t + " already has the mask boat of " + before + ", not also " + owner
                    + "; a royal island has one colour (R-ROYAL-1)");
        }
        royal.put(t, Objects.requireNonNull(owner));
        return this;
    }

    /**
     * Marks an island as having left the game (R-LOOP-1).
     *
     * @param island the island's id
     * @return this
     */
    public Scenario removed(String island) {
        removed.add(known(island));
        return this;
    }

    /**
     * Sets the stack, top first. Default: every tile neither on the table nor removed, in tile-set
     * order.
     *
     * @param ids the tile ids, the first is drawn first
     * @return this
     */
    public Scenario stack(String... ids) {
        List<TileId> s = new ArrayList<>();
        for (String id : ids) {
            s.add(known(id));
        }
        this.stack = s;
        this.stackOnly = false;
        return this;
    }

    /**
     * Sets the stack's contents directly, top first: the stack holds exactly these tiles, and every other
     * tile neither on the table nor removed is <em>set aside</em> — out of the game, never drawn, scoring
     * nothing (like a tile left in the box). The end of the game (R-END-1, D-1) depends on what the stack
     * holds, not on where the rest lies, so a last-tile position needs no fifteen water tiles laid
     * somewhere: {@code stackOnly("Samoa", "W16")}. The position text lists the set-aside tiles on an
     * {@code aside} line ({@link Position#setAsideTiles()}).
     *
     * @param ids the tile ids, the first is drawn first; at least one island and one water tile (else the
     *     game would be over, D-1)
     * @return this
     */
    public Scenario stackOnly(String... ids) {
        stack(ids);
        this.stackOnly = true;
        return this;
    }

    /**
     * Puts the given tiles on top of the stack, the rest following in tile-set order.
     *
     * @param ids the tile ids, the first is drawn first
     * @return this
     */
    public Scenario stackTop(String... ids) {
        List<TileId> s = new ArrayList<>();
        for (String id : ids) {
            s.add(known(id));
        }
        for (TileId id : rest()) {
            if (!s.contains(id)) {
                s.add(id);
            }
        }
        this.stack = s;
        this.stackOnly = false;
        return this;
    }

    /**
     * {@return this}
     *
     * @param colour the active player (default: the start player)
     */
    public Scenario activePlayer(Colour colour) {
        this.active = Objects.requireNonNull(colour);
        return this;
    }

    /**
     * {@return this}
     *
     * @param number the turn number (default 1)
     */
    public Scenario turn(int number) {
        if (number < 1) {
            throw new IllegalArgumentException("turn numbers start at 1, got " + number);
        }
        this.turn = number;
        return this;
    }

    /**
     * The active player's turn is at its emigrations: the full beaches must emigrate next (R-EMI-1).
     * Default: the start of the turn.
     *
     * @return this
     */
    public Scenario emigrationsPending() {
        this.emigration = true;
        return this;
    }

    /**
     * Lets {@link #build()} accept tiles that no chain of neighbouring tiles connects to the start
     * island. Refused by default, because every tile is laid next to the table; but after an island left
     * the game (R-LOOP-1) the table may fall apart, and a test may want such a table.
     *
     * @return this
     */
    public Scenario allowDisconnected() {
        this.disconnected = true;
        return this;
    }

    private TileId known(String id) {
        TileId t = TileId.of(id);
        if (set.find(t).isEmpty()) {
            throw new IllegalArgumentException("tile set " + set.name() + " has no tile '" + id + "'");
        }
        return t;
    }

    private List<TileId> rest() {
        List<TileId> out = new ArrayList<>();
        for (var t : set.stackTiles()) {
            if (!tiles.containsKey(t.id()) && !removed.contains(t.id())) {
                out.add(t.id());
            }
        }
        return out;
    }

    /**
     * Builds the game. Its {@link Game#lastEvents()} (and {@link Game#eventLog()}) hold what happened on the
     * way to the first decision: the turn's start and every option the engine applied by itself because it
     * was the only legal one (D-16), with their events; so a test sees them although no decision offered
     * them.
     *
     * @return the game, waiting for its first decision at this position
     * @throws IllegalArgumentException naming the fault, if the position is impossible
     */
    public Game build() {
        Tables tb = Tables.of(set);
        int n = tb.tiles;
        List<Colour> players = setup.players();
        if (!players.contains(active)) {
            throw new IllegalArgumentException("active player " + active + " is not playing " + players);
        }
        // The position as plain data; the validator checks it (the same checks as for a position text).
        State s = new State();
        s.placed = new int[tiles.size()];
        s.placedHex = new int[tiles.size()];
        s.placedRot = new int[tiles.size()];
        Map<Hex, TileId> occupied = new LinkedHashMap<>();
        int k = 0;
        for (Map.Entry<TileId, Object[]> e : tiles.entrySet()) {
            Hex h = (Hex) e.getValue()[0];
            occupied.putIfAbsent(h, e.getKey());
            s.placed[k] = set.indexOf(e.getKey());
            s.placedHex[k] = Hexes.pack(h.q(), h.r());
            s.placedRot[k] = ((Rotation) e.getValue()[1]).steps();
            k++;
        }
        s.removed = new boolean[n];
        for (TileId id : removed) {
            s.removed[set.indexOf(id)] = true;
        }
        s.occ = new int[tb.beaches * 6];
        for (Map.Entry<BeachRef, Boats> e : boats.entrySet()) {
            // a beach the tile set does not have cannot be written down as a beach index: refused here
            BeachRef ref = e.getKey();
            int t = set.indexOf(ref.island());
            if (!tb.island[t]) {
                throw new IllegalArgumentException("boats on " + ref + ": " + ref.island() + " is a water tile");
            }
            if (ref.number() > tb.beachCount[t]) {
                throw new IllegalArgumentException("boats on " + ref + ": " + ref.island() + " has beaches 1.." + tb.beachCount[t]);
            }
            int b = tb.beachBase[t] + ref.number() - 1;
            for (Colour c : Colour.values()) {
                s.occ[b * 6 + c.ordinal()] = e.getValue().count(c);
            }
        }
        s.royalOwner = new int[n];
        java.util.Arrays.fill(s.royalOwner, -1);
        for (Map.Entry<TileId, Colour> e : royal.entrySet()) {
            s.royalOwner[set.indexOf(e.getKey())] = e.getValue().ordinal();
        }
        // the stack
        List<TileId> st = stack == null ? rest() : stack;
        List<TileId> expected = rest();
        s.aside = new boolean[n];
        if (stackOnly) {
            // stackOnly: the tiles of the stack must be among those neither on the table nor removed; the others are set aside
            List<TileId> extra = new ArrayList<>(st);
            extra.removeAll(expected);
            if (!extra.isEmpty() || new java.util.HashSet<>(st).size() != st.size()) {
                throw new IllegalArgumentException("the stack may hold only tiles neither on the table nor removed, each once; not allowed or "
                        + "repeated " + (extra.isEmpty() ? duplicates(st) : extra));
            }
            for (TileId id : expected) {
                if (!st.contains(id)) {
                    s.aside[set.indexOf(id)] = true;
                }
            }
        }
        s.stack = new int[st.size()];
        for (int i = 0; i < st.size(); i++) {
            s.stack[i] = set.indexOf(st.get(i));
        }
        s.chanceMode = setup.tileSource() instanceof TileSource.Chance;
        s.phase = emigration ? Engine.EMIGRATE : Engine.TURN;
        s.turn = turn;
        s.activeSeat = players.indexOf(active);
        Validator validator = new Validator(tb, players, setup.options(), players.indexOf(setup.startPlayer()));
        try {
            validator.table(s);
            if (!disconnected) {
                connected(occupied);
            }
            validator.turn(s);
        } catch (Validator.Fault f) {
            throw new IllegalArgumentException(message(f, s, tb, players, st, expected), f);
        }
        int[] seats = new int[players.size()];
        for (int i = 0; i < seats.length; i++) {
            seats[i] = players.get(i).ordinal();
        }
        List<GameEvent> events = new ArrayList<>();
        Engine e = s.beginTurn(tb, setup.options(), seats, players.indexOf(setup.startPlayer()), events);
        return Game.of(Play.started(setup, tb, e, Collections.unmodifiableList(events)));
    }

    /** A fault of the validator in the builder's terms: which tile, beach or player and what is wrong with it. */
    private String message(Validator.Fault f, State s, Tables tb, List<Colour> players, List<TileId> st, List<TileId> expected) {
        int i = f.index;
        return switch (f.part) {
            case TILE_HEX -> {
                TileId other = null;
                for (int j = 0; j < i && other == null; j++) {
                    if (s.placedHex[j] == s.placedHex[i]) {
                        other = tb.tile[s.placed[j]].id();
                    }
                }
                yield other == null ? "tile " + tb.tile[s.placed[i]].id() + " at " + Hexes.hex(s.placedHex[i]) + ": expected " + f.getMessage()
                        : "tiles " + other + " and " + tb.tile[s.placed[i]].id() + " both lie on hex " + Hexes.hex(s.placedHex[i]);
            }
            case ROYAL_ISLAND -> i == 0 ? "the start island " + tb.tile[0].id() + " cannot be a royal island (R-ROYAL-1)"
                    : !tb.island[i] ? tb.tile[i].id() + " is a water tile, not an island"
                    : "royal island " + tb.tile[i].id() + " is not on the table";
            case ROYAL_COLOUR -> players.contains(Colour.of(s.royalOwner[i]))
                    ? Colour.of(s.royalOwner[i]) + " has more than two royal islands (R-ROYAL-1)"
                    : "royal island " + tb.tile[i].id() + ": " + Colour.of(s.royalOwner[i]) + " is not playing " + players;
            case REMOVED -> !tb.island[i] ? "only islands leave the game (R-LOOP-1), not water tile " + tb.tile[i].id()
                    : "tile " + tb.tile[i].id() + " is on the table and removed at once";
            case TILE_ROTATION -> "tile " + tb.tile[s.placed[i]].id() + ": expected " + f.getMessage();
            case START_ISLAND -> "the start island " + tb.tile[0].id() + " is neither on the table nor removed";
            case BEACH -> {
                int t = tb.beachTile[i];
                yield s.royalOwner[t] >= 0
                        ? "royal island " + tb.tile[t].id() + " has boats on beach " + tb.beachRef[i]
                                + "; a royal island's beaches are empty (R-ROYAL-1, R-ROYAL-2)"
                        : "boats on " + tb.beachRef[i] + ": " + tb.tile[t].id() + " is not on the table";
            }
            case BEACH_COLOUR -> "boats on " + tb.beachRef[i / 6] + ": " + Colour.of(i % 6) + " is not playing " + players;
            case BEACH_BOATS -> "beach " + tb.beachRef[i] + " has " + tb.berths[i] + " berths, not room for " + boatsOn(s, i).size()
                    + " boats (" + boatsOn(s, i) + ")";
            case BOATS_OF_COLOUR -> Colour.of(i) + " has " + onTable(s, tb, i) + " boats on the table; a player has 15 (R-COMP-1)";
            case FULL_BEACH -> "beach " + tb.beachRef[i] + " is full at the start of a turn; full beaches emigrate within a turn "
                    + "(R-EMI-1): use emigrationsPending()";
            case PENDING -> "emigrations pending, but no beach is full";
            case STACK, STACK_TILE -> stackMessage(st, expected);
            case END -> {
                // The validator's table check passed: the stack holds no tile on the table or removed (none is set
                // aside without stackOnly) and none twice, so it is a part of `expected`, and all of it unless a tile is missing.
                if (!stackOnly && !st.containsAll(expected)) {
                    // the stack is also not the rest of the tiles: say that first, it is why the end looks triggered
                    yield stackMessage(st, expected);
                }
                int islands = 0;
                for (int t : s.stack) {
                    islands += tb.island[t] ? 1 : 0;
                }
                yield "the stack holds " + islands + " island and " + (s.stack.length - islands)
                        + " water tiles; with either at 0 the game is over (D-1)";
            }
            // the parts a scenario cannot get wrong (stranded boats, set-aside tiles, the turn, D-15, D-4): the fault's own words
            default -> f.getMessage();
        };
    }

    private static String stackMessage(List<TileId> st, List<TileId> expected) {
        List<TileId> missing = new ArrayList<>(expected);
        missing.removeAll(st);
        List<TileId> extra = new ArrayList<>(st);
        extra.removeAll(expected);
        return "the stack must hold exactly the tiles neither on the table nor removed; missing " + missing + ", not allowed or repeated "
                + (extra.isEmpty() ? duplicates(st) : extra);
    }

    private static int onTable(State s, Tables tb, int colour) {
        int n = 0;
        for (int b = 0; b < tb.beaches; b++) {
            n += s.occ[b * 6 + colour];
        }
        for (int owner : s.royalOwner) {
            n += owner == colour ? 1 : 0;
        }
        return n;
    }

    private static Boats boatsOn(State s, int b) {
        int[] c = new int[6];
        System.arraycopy(s.occ, b * 6, c, 0, 6);
        return Boats.ofCounts(c);
    }

    /** Refuses a table whose tiles are not all reached from the start island through neighbouring tiles. */
    private void connected(Map<Hex, TileId> occupied) {
        if (occupied.isEmpty()) {
            return;
        }
        Hex from = occupied.keySet().iterator().next();   // the start island's hex, if it is on the table
        for (Map.Entry<Hex, TileId> e : occupied.entrySet()) {
            if (e.getValue().equals(set.start().id())) {
                from = e.getKey();
            }
        }
        java.util.Set<Hex> reached = new java.util.HashSet<>(List.of(from));
        java.util.ArrayDeque<Hex> todo = new java.util.ArrayDeque<>(List.of(from));
        while (!todo.isEmpty()) {
            Hex h = todo.poll();
            for (io.github.tongiaki.core.geometry.Direction d : io.github.tongiaki.core.geometry.Direction.values()) {
                Hex next = new Hex(h.q() + d.dq(), h.r() + d.dr());
                if (occupied.containsKey(next) && reached.add(next)) {
                    todo.add(next);
                }
            }
        }
        for (Map.Entry<Hex, TileId> e : occupied.entrySet()) {
            if (!reached.contains(e.getKey())) {
                throw new IllegalArgumentException("tile " + e.getValue() + " at " + e.getKey() + " is not connected to the archipelago around "
                        + occupied.get(from) + " at " + from + " (every tile is laid next to the table); allowDisconnected() builds it "
                        + "anyway, e.g. after an island left the game (R-LOOP-1)");
            }
        }
    }

    private static List<TileId> duplicates(List<TileId> list) {
        List<TileId> seen = new ArrayList<>();
        List<TileId> dup = new ArrayList<>();
        for (TileId t : list) {
            if (seen.contains(t)) {
                dup.add(t);
            }
            seen.add(t);
        }
        return dup;
    }
}
