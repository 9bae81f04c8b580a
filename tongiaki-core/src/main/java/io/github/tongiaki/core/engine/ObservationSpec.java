package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.Objects;

/**
 * The layout of an observation ({@link Game#observe}): what a seat may know of a position (D-19: everything but the
 * order of the stack) as a fixed-length {@code float[]}, the same length for every position of games with the same
 * tile set and player count. Immutable.
 *
 * <p>With {@code T} tiles (tile index {@code t} in {@code TileSet.all()} order, the start island 0), {@code B}
 * beaches (global index in tile-set order, then beach number) and {@code P} players, seats are <b>relative</b>:
 * relative seat 0 is the observer, 1 the next clockwise, … {@code P − 1}. The vector is four blocks:
 * <ol>
 *   <li>per tile, {@link #tileStride()} = {@code 16 + P} floats from {@code t × tileStride()}: {@link #TILE_ON_TABLE}
 *       1 if on the table; {@link #TILE_Q}, {@link #TILE_R} its hex's q and r divided by {@code T} (0 off the table);
 *       {@link #TILE_ROTATION} + r: 1 for its rotation r (six floats, all 0 off the table); {@link #TILE_REMOVED} 1 if
 *       it left the game; {@link #TILE_IN_STACK} 1 if it is in the stack (the composition, public; never its
 *       place in the order); {@link #TILE_DRAWN} 1 if it is the drawn tile waiting for placement (a {@code tile}
 *       decision); {@link #TILE_PENDING_ISLAND} 1 if it is the island of the pending {@code take}, {@code place} or
 *       {@code land} decision; {@link #TILE_ORIGIN} 1 if it is the island the group at sea emigrated from (a
 *       landing's or a voyage's waiting for a draw); {@link #TILE_STRANDED} 1 if the stranded group stands on it;
 *       {@link #TILE_EMIGRATIONS} the number of emigrations started from it this turn (D-4 origins; 0 once the game is
 *       over, when there is no turn and the position text has no {@code origins} line);
 *       {@link #TILE_ROYAL} + s: 1 if its mask boat is relative seat s's;</li>
 *   <li>per beach, {@link #beachStride()} = {@code P + 2} floats from {@link #beachOffset()} + {@code b × beachStride()}:
 *       + s the boats of relative seat s on it; + {@code P} 1 if it is in the pending landing's {@code free} set;
 *       + {@code P + 1} 1 if it is in its {@code received} set;</li>
 *   <li>per relative seat, {@link #SEAT_STRIDE} floats from {@link #seatOffset()} + {@code s × SEAT_STRIDE}: its supply,
 *       its score now (R-SCORE-1: the points of the islands on the table with its boat or mask boat), the royal
 *       islands it founded, its boats on beaches, its boats in the group at sea, its stranded boats, and 1 if it
 *       decides now;</li>
 *   <li>the global block of {@link #GLOBAL_SIZE} floats from {@link #globalOffset()}: {@link #G_KIND} + k: 1 for the
 *       pending decision's kind (k the {@link DecisionKind} ordinal, 8 when the game is over); {@link #G_STALL} the
 *       D-15 count divided by its limit ({@code stall-rounds × P}; 0 when the option is off or the game over);
 *       {@link #G_END_TRIGGERED} 1 once D-1 triggered; {@link #G_STACK_ISLANDS}, {@link #G_STACK_WATER} the island and
 *       water tiles left in the stack; {@link #G_SETUP_STEP} a {@code setup} decision's step; {@link #G_COUNT} a
 *       {@code place} decision's count; {@link #G_PURPOSE} + p: 1 for the purpose of a {@code place}, {@code tile}
 *       or free-placement {@code chance} decision (p: expand 0, noboat 1, settle 2, redraw 3);
 *       {@link #G_LANDING_MODE} + m: a landing's mode (first 0, spread 1, anywhere 2); {@link #G_VOYAGE_Q},
 *       {@link #G_VOYAGE_R} a voyage {@code chance} decision's hex, divided by {@code T}; {@link #G_VOYAGE_DIR} + d:
 *       1 for its direction; {@link #G_VOYAGE_FIRST} 1 if it has crossed nothing yet; {@link #G_RECORDS} the D-4
 *       records of the turn (0 once the game is over); {@link #G_TURN} the turn number.</li>
 * </ol>
 * Every other float is 0. Counts are the plain numbers (exact in a float); the two quotients are computed in
 * binary32 from the two whole numbers. The turn's D-4 records themselves (their occupancies) are not in the vector:
 * the information-state string ({@code PlayerView.text()}) carries them.
 */
public final class ObservationSpec {

    /** A tile's float: on the table. */
    public static final int TILE_ON_TABLE = 0;
    /** A tile's float: q / T. */
    public static final int TILE_Q = 1;
    /** A tile's float: r / T. */
    public static final int TILE_R = 2;
    /** A tile's six floats: the rotation, one-hot. */
    public static final int TILE_ROTATION = 3;
    /** A tile's float: left the game. */
    public static final int TILE_REMOVED = 9;
    /** A tile's float: in the stack. */
    public static final int TILE_IN_STACK = 10;
    /** A tile's float: the drawn tile of a {@code tile} decision. */
    public static final int TILE_DRAWN = 11;
    /** A tile's float: the island of the pending {@code take}, {@code place} or {@code land} decision. */
    public static final int TILE_PENDING_ISLAND = 12;
    /** A tile's float: the origin of the group at sea. */
    public static final int TILE_ORIGIN = 13;
    /** A tile's float: the stranded group's water tile. */
    public static final int TILE_STRANDED = 14;
    /** A tile's float: emigrations started from it this turn. */
    public static final int TILE_EMIGRATIONS = 15;
    /** A tile's P floats: its mask boat's relative seat, one-hot. */
    public static final int TILE_ROYAL = 16;

    /** Floats per relative seat. */
    public static final int SEAT_STRIDE = 7;
    /** A seat's float: supply. */
    public static final int SEAT_SUPPLY = 0;
    /** A seat's float: score now. */
    public static final int SEAT_SCORE = 1;
    /** A seat's float: royal islands founded. */
    public static final int SEAT_ROYALS = 2;
    /** A seat's float: boats on beaches. */
    public static final int SEAT_ON_BEACHES = 3;
    /** A seat's float: boats in the group at sea. */
    public static final int SEAT_AT_SEA = 4;
    /** A seat's float: stranded boats. */
    public static final int SEAT_STRANDED = 5;
    /** A seat's float: decides now. */
    public static final int SEAT_TO_MOVE = 6;

    /** The global block's nine floats: the pending decision's kind, one-hot (8: over). */
    public static final int G_KIND = 0;
    /** The global block's float: the D-15 count over its limit. */
    public static final int G_STALL = 9;
    /** The global block's float: D-1 triggered. */
    public static final int G_END_TRIGGERED = 10;
    /** The global block's float: island tiles in the stack. */
    public static final int G_STACK_ISLANDS = 11;
    /** The global block's float: water tiles in the stack. */
    public static final int G_STACK_WATER = 12;
    /** The global block's float: a set-up decision's step. */
    public static final int G_SETUP_STEP = 13;
    /** The global block's float: a place decision's count. */
    public static final int G_COUNT = 14;
    /** The global block's four floats: the purpose, one-hot. */
    public static final int G_PURPOSE = 15;
    /** The global block's three floats: the landing mode, one-hot. */
    public static final int G_LANDING_MODE = 19;
    /** The global block's float: a voyage draw's q / T. */
    public static final int G_VOYAGE_Q = 22;
    /** The global block's float: a voyage draw's r / T. */
    public static final int G_VOYAGE_R = 23;
    /** The global block's six floats: a voyage draw's direction, one-hot. */
    public static final int G_VOYAGE_DIR = 24;
    /** The global block's float: a voyage draw before any crossing. */
    public static final int G_VOYAGE_FIRST = 30;
    /** The global block's float: D-4 records this turn. */
    public static final int G_RECORDS = 31;
    /** The global block's float: the turn number. */
    public static final int G_TURN = 32;
    /** Floats of the global block. */
    public static final int GLOBAL_SIZE = 33;

    private static final String[] TILE_FIELDS = {"onTable", "q", "r", "rotation0", "rotation1", "rotation2", "rotation3",
        "rotation4", "rotation5", "removed", "inStack", "drawn", "pendingIsland", "origin", "stranded", "emigrations"};
    private static final String[] SEAT_FIELDS = {"supply", "score", "royals", "onBeaches", "atSea", "stranded", "toMove"};
    private static final String[] GLOBAL_FIELDS = {"kind.SETUP_BERTH", "kind.TURN_ACTION", "kind.TAKE_BOAT", "kind.PLACE_BOATS",
        "kind.EMIGRATION", "kind.LANDING", "kind.TILE_PLACEMENT", "kind.CHANCE", "kind.OVER", "stall", "endTriggered",
        "stackIslands", "stackWater", "setupStep", "count", "purpose.expand", "purpose.noboat", "purpose.settle",
        "purpose.redraw", "mode.first", "mode.spread", "mode.anywhere", "voyageQ", "voyageR", "voyageDir0", "voyageDir1",
        "voyageDir2", "voyageDir3", "voyageDir4", "voyageDir5", "voyageFirst", "records", "turn"};

    static {
        if (TILE_FIELDS.length != TILE_ROYAL || SEAT_FIELDS.length != SEAT_STRIDE || GLOBAL_FIELDS.length != GLOBAL_SIZE) {
            throw new AssertionError("the field names do not match the layout");
        }
    }

    final Tables tables;
    final int players;
    private final int tileStride;
    private final int beachOffset;
    private final int beachStride;
    private final int seatOffset;
    private final int globalOffset;
    private final int size;

    private ObservationSpec(Tables tables, int players) {
        this.tables = tables;
        this.players = players;
        this.tileStride = TILE_ROYAL + players;
        this.beachOffset = tables.tiles * tileStride;
        this.beachStride = players + 2;
        this.seatOffset = beachOffset + tables.beaches * beachStride;
        this.globalOffset = seatOffset + players * SEAT_STRIDE;
        this.size = globalOffset + GLOBAL_SIZE;
    }

    /**
     * The layout for a tile set and a player count.
     *
     * @param tileSet the tile set
     * @param players 2–6
     * @return the layout
     * @throws NullPointerException if the tile set is null
     * @throws IllegalArgumentException if the player count is not 2–6
     */
    public static ObservationSpec of(TileSet tileSet, int players) {
        Objects.requireNonNull(tileSet, "tileSet");
        if (players < 2 || players > 6) {
            throw new IllegalArgumentException("a game has 2-6 players, got " + players);
        }
        return new ObservationSpec(Tables.of(tileSet), players);
    }

    /** {@return the number of floats of an observation} */
    public int size() {
        return size;
    }

    /** {@return the number of players} */
    public int players() {
        return players;
    }

    /** {@return the tile set} */
    public TileSet tileSet() {
        return tables.set;
    }

    /** {@return the floats per tile: {@code 16 + P}} */
    public int tileStride() {
        return tileStride;
    }

    /** {@return where the beaches' block begins: {@code T × tileStride()}} */
    public int beachOffset() {
        return beachOffset;
    }

    /** {@return the floats per beach: {@code P + 2}} */
    public int beachStride() {
        return beachStride;
    }

    /** {@return where the seats' block begins: {@code beachOffset() + B × beachStride()}} */
    public int seatOffset() {
        return seatOffset;
    }

    /** {@return where the global block begins: {@code seatOffset() + P × SEAT_STRIDE}} */
    public int globalOffset() {
        return globalOffset;
    }

    /**
     * The name of the float at an index, for debugging and documentation: {@code tile[Tonga].onTable},
     * {@code tile[Tonga].royal[+1]}, {@code beach[Tonga/1].boats[+0]}, {@code beach[Tonga/1].free},
     * {@code seat[+2].supply}, {@code global.kind.LANDING}, … ({@code +s} a relative seat).
     *
     * @param index 0 .. {@link #size()} − 1
     * @return its name
     * @throws IndexOutOfBoundsException if the index is outside the vector
     */
    public String field(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("an observation's index is 0.." + (size - 1) + ", got " + index);
        }
        if (index < beachOffset) {
            int t = index / tileStride;
            int k = index % tileStride;
            String tile = "tile[" + tables.tile[t].id().value() + "].";
            return tile + (k < TILE_ROYAL ? TILE_FIELDS[k] : "royal[+" + (k - TILE_ROYAL) + "]");
        }
        if (index < seatOffset) {
            int b = (index - beachOffset) / beachStride;
            int k = (index - beachOffset) % beachStride;
            String beach = "beach[" + tables.beachRef[b] + "].";
            return beach + (k < players ? "boats[+" + k + "]" : k == players ? "free" : "received");
        }
        if (index < globalOffset) {
            int s = (index - seatOffset) / SEAT_STRIDE;
            return "seat[+" + s + "]." + SEAT_FIELDS[(index - seatOffset) % SEAT_STRIDE];
        }
        return "global." + GLOBAL_FIELDS[index - globalOffset];
    }

    /** {@return the layout in words: the tile set, the player count and the size} */
    @Override
    public String toString() {
        return "ObservationSpec[" + tables.set.name() + ", " + players + " players, " + size + " floats]";
    }

    /** {@return whether the other is a layout of an equal tile set and the same player count (the same layout)} */
    @Override
    public boolean equals(Object o) {
        return o instanceof ObservationSpec other && other.tables.set.equals(tables.set) && other.players == players;
    }

    /** {@return a hash code consistent with {@link #equals(Object)}} */
    @Override
    public int hashCode() {
        return tables.set.hashCode() * 31 + players;
    }
}
