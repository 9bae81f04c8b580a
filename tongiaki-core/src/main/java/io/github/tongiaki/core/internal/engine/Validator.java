package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.RuleOptions;
import java.util.List;

/**
 * The one validator of positions: every way a position is made ({@link Scenario#build()},
 * {@link Position#parse}) fills a {@link State} and passes it here before an engine is built from it
 * ({@link State#toEngine}). It checks what the rules say a position can be (R-COMP-1 15 boats a player,
 * R-ROYAL-1/2 royal islands, R-EMI-1 no full beach between turns, D-1 the end trigger, D-4 records, D-15
 * the stall count …) and derives what follows from the rules (the supplies, the end trigger). A fault
 * names the part of the position it lies in; each front end says where that is in its own terms (a line
 * and column of the text, an argument of the builder).
 */
public final class Validator {

    /** The part of a position a fault lies in; the fault's index says which element. */
    public enum Part {
        /** A tile on the table (index: its place in the order of tiles laid). */
        TILE_HEX,
        /** A royal island (index: the tile). */
        ROYAL_ISLAND,
        /** A royal island's colour (index: the tile). */
        ROYAL_COLOUR,
        /** A removed island (index: the tile). */
        REMOVED,
        /** A tile set aside (index: the tile). */
        ASIDE,
        /** The start island is missing. */
        START_ISLAND,
        /** A beach (index: the global beach). */
        BEACH,
        /** A beach's boats (index: the global beach). */
        BEACH_BOATS,
        /** A beach's boats of one colour (index: beach * 6 + colour). */
        BEACH_COLOUR,
        /** The tile of the stranded boats. */
        STRANDED_TILE,
        /** The stranded boats. */
        STRANDED_BOATS,
        /** A tile of the stack (index: its depth, 0 = top). */
        STACK_TILE,
        /** The stack as a whole: a tile missing. */
        STACK,
        /** The stack against the pending decision: D-1, the end was triggered. */
        END,
        /** The turn number. */
        TURN,
        /** All boats of a colour (index: the colour). */
        BOATS_OF_COLOUR,
        /** A full beach (index: the global beach). */
        FULL_BEACH,
        /** The pending decision. */
        PENDING,
        /** The D-15 count. */
        STALL,
        /** The D-4 records (index: the record, or -1 for the records as a whole). */
        RECORDS,
        /** The island of origin of an emigration of the turn (index: its place in the list). */
        ORIGIN,
        /** A tile's rotation (index: its place in the order of tiles laid). */
        TILE_ROTATION,
        /** A field of the pending decision ({@link Fault#field} names it). */
        PENDING_FIELD
    }

    /** A fault of a position: what was expected in which part. */
    public static final class Fault extends RuntimeException {
        private static final long serialVersionUID = 1L;
        /** The part. */
        public final transient Part part;
        /** The element of the part. */
        public final int index;
        /** What was expected, in words. */
        final String expected;
        /** What was found, or null. */
        final String detail;
        /** The field of the pending decision, for {@link Part#PENDING_FIELD}; else null. */
        final String field;

        Fault(Part part, int index, String expected, String detail) {
            this(part, index, expected, detail, null);
        }

        Fault(Part part, int index, String expected, String detail, String field) {
            super(expected + (detail == null ? "" : ": " + detail), null, false, false);
            this.part = part;
            this.index = index;
            this.expected = expected;
            this.detail = detail;
            this.field = field;
        }
    }

    private final Tables tb;
    private final List<Colour> players;
    private final RuleOptions options;
    private final int startSeat;

    /**
     * @param tb the compiled tile set
     * @param players the players in seat order
     * @param options the rule options
     * @param startSeat the start player's seat
     */
    public Validator(Tables tb, List<Colour> players, RuleOptions options, int startSeat) {
        this.tb = tb;
        this.players = players;
        this.options = options;
        this.startSeat = startSeat;
    }

    /**
     * The largest absolute coordinate of a tile whatever the tiles laid: two inside the notation's range,
     * ±{@value Hex#MAX_COORDINATE}, so that every hex the engine looks at (a removal looks two hexes out) can be
     * written down. Only a tile set of more than {@code MAX_COORDINATE - 1} tiles can lay a tile this far out.
     */
    static final int MAX_EXTENT = Hex.MAX_COORDINATE - 2;

    /**
     * How far out the tiles of a position may lie: both coordinates of every tile within ±{@code reach}, where
     * {@code reach = laid + aside}, {@code laid} the tiles laid so far (those on the table and the removed islands)
     * and {@code aside} the tiles set aside. Since every tile of the set is laid, removed, set aside, in the stack or
     * drawn, this says: a tile's larger absolute coordinate plus the tiles still to be laid (those of the stack and a
     * drawn one) is at most {@code T}, the tiles of the set. It is the invariant that makes every successor of an
     * accepted position acceptable and every action id of a tile placement fit the {@link ActionSpace}; by induction
     * over the decisions:
     * <ul>
     *   <li>A game starts with the start island alone at (0, 0): coordinates 0, {@code reach} at least 1.</li>
     *   <li>A tile is laid next to a tile on the table (R-EMI-3, R-VOY-4: at the hex a voyage steps onto, which
     *       neighbours the tile the group is on; D-9: on the frontier of the free placements, the empty hexes next
     *       to the tiles), or at (0, 0) when the table is empty. A step between neighbours changes each coordinate
     *       by at most 1, so the new tile lies within ±({@code reach + 1}), and {@code laid}, hence {@code reach},
     *       grew by one.</li>
     *   <li>A removal (R-LOOP-1) takes an island off the table and counts it as removed: {@code laid} is unchanged
     *       and the tiles left lie where they did. A tile drawn or returned to the stack lays nothing, and
     *       {@code aside} never changes in play.</li>
     * </ul>
     * So the bound holds in every position reached in play from an accepted one: {@link Position#parse} reads each
     * back. A tile is placed only while one is left to lay (the one drawn), so then the tiles lie within
     * ±({@code T - 1}) and the hexes next to them, where the tile may go, within ±{@code T}: inside the tile
     * placements' action ids (±{@code R}, {@code R = T}), so every id {@code legalActions()} returns names an option
     * and {@code applyAction} accepts it. A game's k-th tile lies at most k − 1 hexes out, inside the bound;
     * positions no game reaches are accepted where the bound holds (Atoll five hexes out with six tiles laid). The
     * bound it replaced, ±(T − 1) whatever was laid, accepted Samoa 31 hexes out with two tiles laid: the tile laid
     * next to it was refused when the game's own position was read back, and a free placement's ids past ±T ran into
     * the next row of ids.
     *
     * @param s the state, its tiles, removed islands and tiles set aside read
     * @return the largest absolute coordinate a tile may have
     */
    static int reach(State s) {
        int reach = s.placed.length;
        for (int t = 0; t < s.removed.length; t++) {
            reach += (s.removed[t] ? 1 : 0) + (s.aside[t] ? 1 : 0);
        }
        return reach;
    }

    /** {@return the larger absolute coordinate of a packed hex} */
    static int extent(int packed) {
        return Math.max(Math.abs(Hexes.q(packed)), Math.abs(Hexes.r(packed)));
    }

    private static Fault fault(Part part, int index, String expected, String detail) {
        return new Fault(part, index, expected, detail);
    }

    private boolean playing(int colour) {
        return players.contains(Colour.of(colour));
    }

    /**
     * The table: tiles, royal and removed islands, tiles set aside, boats, stranded boats and the stack.
     * Sets {@link State#endTriggered} (D-1: the stack holds no island or no water tile).
     *
     * @param s the state
     * @throws Fault for the first fault found
     */
    public void table(State s) {
        int n = tb.tiles;
        String endTriggeredBy = null;
        int[] tileHex = new int[n];
        java.util.Arrays.fill(tileHex, Table.NONE);
        int reach = reach(s);
        for (int i = 0; i < s.placed.length; i++) {
            if (extent(s.placedHex[i]) > Math.min(reach, MAX_EXTENT)) {
                throw fault(Part.TILE_HEX, i, reach <= MAX_EXTENT ? "a hex with coordinates within -" + reach + ".." + reach
                        + " (the " + tb.tiles + " tiles of the set less the " + (tb.tiles - reach) + " still to lay, each of which "
                        + "can take the board one hex further out: the tile placements reach -" + tb.tiles + ".." + tb.tiles + ")"
                        : "a hex with coordinates within -" + MAX_EXTENT + ".." + MAX_EXTENT + " (two inside the notation's range: "
                        + "the engine looks two hexes past a tile)", null);
            }
            if (s.placed[i] == 0 && s.placedHex[i] != Hexes.pack(0, 0)) {
                throw fault(Part.TILE_HEX, i, "0,0 for the start island " + tb.tile[0].id() + " (the tile set puts it there)", null);
            }
            if (s.placed[i] == 0 && s.placedRot[i] != 0) {
                throw fault(Part.TILE_ROTATION, i, "r0 for the start island " + tb.tile[0].id() + " (the tile set puts it so)", null);
            }
            for (int j = 0; j < i; j++) {
                if (s.placedHex[j] == s.placedHex[i]) {
                    throw fault(Part.TILE_HEX, i, "a hex without a tile (" + tb.tile[s.placed[j]].id() + " lies there)", null);
                }
            }
            tileHex[s.placed[i]] = s.placedHex[i];
        }
        int[] royalCount = new int[6];
        for (int t = 0; t < n; t++) {
            int c = s.royalOwner[t];
            if (c < 0) {
                continue;
            }
            if (!tb.island[t]) {
                throw fault(Part.ROYAL_ISLAND, t, "an island", tb.tile[t].id() + " is a water tile");
            }
            if (!playing(c)) {
                throw fault(Part.ROYAL_COLOUR, t, "a colour of the players " + players, null);
            }
            if (t == 0) {
                throw fault(Part.ROYAL_ISLAND, t, "an island other than the start island (R-ROYAL-1)", null);
            }
            if (tileHex[t] < 0) {
                throw fault(Part.ROYAL_ISLAND, t, "an island on the table", null);
            }
            if (++royalCount[c] > 2) {
                throw fault(Part.ROYAL_COLOUR, t, "a player with at most two royal islands (R-ROYAL-1)", null);
            }
        }
        for (int t = 0; t < n; t++) {
            if (s.removed[t] && !tb.island[t]) {
                throw fault(Part.REMOVED, t, "an island (only islands leave the game, R-LOOP-1)", tb.tile[t].id() + " is a water tile");
            }
            if (s.removed[t] && tileHex[t] >= 0) {
                throw fault(Part.REMOVED, t, "an island not on the table", null);
            }
        }
        for (int t = 0; t < n; t++) {
            if (s.aside[t] && (t == 0 || tileHex[t] >= 0 || s.removed[t])) {
                throw fault(Part.ASIDE, t, "a tile other than the start island, neither on the table, removed nor set aside before", null);
            }
        }
        if (tileHex[0] < 0 && !s.removed[0]) {
            throw fault(Part.START_ISLAND, 0, "the start island " + tb.tile[0].id() + " on the table ('tile') or removed ('removed')", null);
        }
        for (int b = 0; b < tb.beaches; b++) {
            int total = StepInvariants.total(s.occ, b);
            if (total == 0) {
                continue;
            }
            beach(s, b);
            for (int c = 0; c < 6; c++) {
                if (s.occ[b * 6 + c] > 0 && !playing(c)) {
                    throw fault(Part.BEACH_COLOUR, b * 6 + c, "boats of the players " + players + " only", null);
                }
            }
            if (total > tb.berths[b]) {
                throw fault(Part.BEACH_BOATS, b, "at most " + tb.berths[b] + " boats on beach " + tb.beachRef[b], null);
            }
        }
        if (s.strandedTile >= 0) {
            int t = s.strandedTile;
            if (tb.island[t] || tileHex[t] < 0) {
                throw fault(Part.STRANDED_TILE, t, "a water tile on the table", null);
            }
            int sum = 0;
            for (int c = 0; c < 6; c++) {
                sum += s.stranded[c];
            }
            if (sum == 0) {
                throw fault(Part.STRANDED_BOATS, t, "at least one boat", null);
            }
            endTriggeredBy = "stranded boats";
            for (int c = 0; c < 6; c++) {
                if (s.stranded[c] > 0 && !playing(c)) {
                    throw fault(Part.STRANDED_BOATS, t, "boats of the players " + players + " only", null);
                }
            }
        }
        boolean[] inStack = new boolean[n];
        int islands = 0;
        for (int i = 0; i < s.stack.length; i++) {
            int t = s.stack[i];
            if (t == 0) {
                throw fault(Part.STACK_TILE, i, "a tile other than the start island", null);
            }
            if (tileHex[t] >= 0 || s.removed[t] || s.aside[t]) {
                throw fault(Part.STACK_TILE, i, "a tile neither on the table, removed nor set aside", null);
            }
            if (inStack[t]) {
                throw fault(Part.STACK_TILE, i, "a tile not in the stack before", null);
            }
            inStack[t] = true;
            if (tb.island[t]) {
                islands++;
            }
        }
        s.endTriggered = EndOfGame.triggered(islands, s.stack.length - islands);
        if (endTriggeredBy != null && s.stack.length - islands > 0) {
            // R-END-1, D-1: boats are stranded on the last water tile, whose draw triggered the end.
            throw fault(Part.STRANDED_TILE, s.strandedTile, "stranded boats only once no water tile is left in the stack (R-END-1: "
                    + "they stay on the last water tile)", null);
        }
    }

    /**
     * A beach given boats (even none, as a text may): its island is on the table and not royal (R-ROYAL-2).
     *
     * @param s the state
     * @param b the global beach
     * @throws Fault if not
     */
    void beach(State s, int b) {
        int t = tb.beachTile[b];
        boolean onTable = false;
        for (int placed : s.placed) {
            onTable |= placed == t;
        }
        if (!onTable) {
            throw fault(Part.BEACH, b, "a beach of an island on the table", null);
        }
        if (s.royalOwner[t] >= 0) {
            throw fault(Part.BEACH, b, "a beach of an island that is not royal (R-ROYAL-2)", null);
        }
    }

    /**
     * The turn in progress, once the pending decision's fields are known: D-1 against the pending
     * decision, the turn number, every tile accounted for, R-COMP-1 (sets the supplies), R-EMI-1 full
     * beaches, the D-15 count, then the D-4 records and what the pending step relies on ({@link StepInvariants}).
     *
     * @param s the state
     * @throws Fault for the first fault found
     */
    public void turn(State s) {
        String phase = PositionText.PHASES[s.phase];
        if (s.endTriggered && (s.phase == Engine.SETUP || s.phase == Engine.TURN || s.phase == Engine.TAKE
                || (s.phase == Engine.PLACE && s.placePurpose != Engine.P_SETTLE))) {
            throw fault(Part.END, 0, "island and water tiles in the stack: the end was triggered (D-1), so no turn can be at " + phase,
                    null);
        }
        if (s.phase != Engine.SETUP && s.phase != Engine.OVER && s.turn < 1) {
            throw fault(Part.TURN, 0, "a turn number of at least 1 after the set-up", null);
        }
        boolean[] accounted = new boolean[tb.tiles];
        for (int t : s.placed) {
            accounted[t] = true;
        }
        for (int t : s.stack) {
            accounted[t] = true;
        }
        for (int t = 1; t < tb.tiles; t++) {
            if (!accounted[t] && !s.removed[t] && !s.aside[t] && t != s.drawnTile) {
                throw fault(Part.STACK, 0, "every tile neither on the table, removed nor set aside in the stack, but " + tb.tile[t].id()
                        + " is missing", null);
            }
        }
        // R-COMP-1: 15 boats a player, on beaches, on masks, at sea and stranded; the rest is his supply.
        int[] used = new int[6];
        for (int b = 0; b < tb.beaches; b++) {
            for (int c = 0; c < 6; c++) {
                used[c] += s.occ[b * 6 + c];
            }
        }
        for (int t = 0; t < tb.tiles; t++) {
            if (s.royalOwner[t] >= 0) {
                used[s.royalOwner[t]]++;
            }
        }
        for (int c = 0; c < 6; c++) {
            used[c] += s.stranded[c] + s.group[c];
        }
        s.supply = new int[6];
        for (Colour c : players) {
            int left = Table.BOATS_PER_PLAYER - used[c.ordinal()];
            if (left < 0) {
                throw fault(Part.BOATS_OF_COLOUR, c.ordinal(), "at most " + Table.BOATS_PER_PLAYER + " boats of " + c
                        + " on the table and at sea (R-COMP-1)", "there are " + used[c.ordinal()]);
            }
            s.supply[c.ordinal()] = left;
        }
        boolean anyFull = false;
        for (int b = 0; b < tb.beaches; b++) {
            if (StepInvariants.total(s.occ, b) == tb.berths[b]) {
                if (beforeEmigrations(s)) {
                    // R-EMI-1, D-9: a full beach emigrates before the turn passes, and nothing fills one between
                    // the turn's start and its action's last decision (a boat taken, boats placed, a new settlement's
                    // tiles laid: the beaches fill only as the action's boats are placed).
                    throw fault(Part.FULL_BEACH, b, "no full beach at the " + phase + " decision (R-EMI-1: a full beach emigrates before "
                            + "the turn passes)", null);
                }
                anyFull = true;
            }
        }
        if (s.phase == Engine.EMIGRATE && !anyFull) {
            throw fault(Part.PENDING, 0, "a full beach at the emigrate decision (R-EMI-1)", "no beach is full");
        }
        // D-15: turns begun after the turn of the last progress; at most every turn played, and no more than the
        // stall rule lets begin.
        if (s.stallTurns < 0 || s.stallTurns > maxStall(s.turn)) {
            throw fault(Part.STALL, 0, "a count of turns without progress (D-15) 0.." + maxStall(s.turn), "got " + s.stallTurns);
        }
        if ((s.phase == Engine.SETUP || beforeEmigrations(s)) && (!s.history.isEmpty() || s.origins.length > 0)) {
            throw fault(Part.RECORDS, 0, "no emigration records at the " + phase + " decision (they begin with the turn's emigrations)",
                    null);
        }
        StepInvariants steps = new StepInvariants(tb, players, options, startSeat);
        steps.records(s);
        steps.pending(s);
    }

    /**
     * @param s the state
     * @return whether the pending decision comes before the turn's emigrations: the turn action, a boat taken,
     *     boats placed, or a new settlement's tiles (drawn or laid)
     */
    static boolean beforeEmigrations(State s) {
        return s.phase == Engine.TURN || s.phase == Engine.TAKE || s.phase == Engine.PLACE
                || (s.phase == Engine.TILE && s.drawPurpose == Engine.P_SETTLE) || (s.phase == Engine.CHANCE && s.chanceFor == Engine.P_SETTLE);
    }

    /** {@return the largest D-15 count a position at that turn can have} */
    int maxStall(int turn) {
        return Math.min(turn, options.stallRounds() == 0 ? turn : options.stallRounds() * players.size());
    }
}
