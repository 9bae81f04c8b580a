package io.github.tongiaki.core.internal;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.EndGame;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.tiles.TileId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The rules engine: the complete, mutable state of a game and the rules that advance it.
 *
 * <p>Everything is plain data in arrays, so a copy is a handful of array clones and a game can stop at
 * any decision. What is in progress (turn → emigrations → voyage → landing, or a run of free
 * placements) is held in a few fields: {@link #phase} says which decision is pending, and the fields of
 * that step say where to resume. After every change the engine advances by itself until a player must
 * choose among two or more options (a single legal option is applied at once) or the game is over.
 *
 * <p>Options are ints ("codes") per phase; the public API turns them into typed options. Events go to
 * {@link #out} when it is non-null (bots may run without events).
 *
 * <p>Not part of the API: the package is not exported.
 */
public final class Engine {

    // ---- phases: which decision is pending ----
    /** Set-up boat on the start island. */
    public static final int SETUP = 0;
    /** Turn action. */
    public static final int TURN = 1;
    /** R-ALLBOATS-1 take a boat. */
    public static final int TAKE = 2;
    /** Beaches for boats from the supply. */
    public static final int PLACE = 3;
    /** Next emigration. */
    public static final int EMIGRATE = 4;
    /** Landing, one boat at a time. */
    public static final int LAND = 5;
    /** Free placement of a drawn tile. */
    public static final int TILE = 6;
    /** Game over. */
    public static final int OVER = 7;
    /** Explicit chance: which tile is drawn next (only with a chance tile source). */
    public static final int CHANCE = 8;

    // ---- turn-action codes: kind << 16 | tile ----
    /** Expand on tile. */
    public static final int A_EXPAND = 0;
    /** Found a royal island. */
    public static final int A_ROYAL = 1;
    /** No-boat placement on tile. */
    public static final int A_NOBOAT = 2;
    /** New settlement. */
    public static final int A_SETTLE = 3;

    // ---- purposes of a placement of boats / a free tile placement ----
    /** Expansion (R-EXP-1). */
    public static final int P_EXPAND = 0;
    /** R-NOBOAT-1. */
    public static final int P_NOBOAT = 1;
    /** New settlement's boat / tiles (R-NEW-1). */
    public static final int P_SETTLE = 2;
    /** R-LOOP-2 redraw. */
    public static final int P_REDRAW = 3;

    /** Jetty code of an emigration from a closed island (R-LOOP-1). */
    public static final int CLOSED = 7;

    private static final int OFF = 2048;
    private static final int NONE = -1;
    private static final int[] DQ = {0, -1, -1, 0, 1, 1};
    private static final int[] DR = {1, 1, 0, -1, -1, 0};
    private static final int BOATS_PER_PLAYER = 15;

    // ---- path classes (D-2) ----
    private static final int OPEN = 0;
    private static final int OTHER = 1;
    private static final int BACK = 2;
    private static final int FAIL = 3;

    // ---- fixed for the game (shared by copies) ----
    /** The compiled tile set. */
    public final Tables tables;
    /** The rule options. */
    public final RuleOptions options;
    /** Colour ordinal of each seat. */
    public final int[] seatColour;
    /** Number of players. */
    public final int players;
    /** Seat of the start player. */
    public final int startSeat;

    // ---- the table ----
    private int[] tileHex;      // per tile: packed hex, or NONE if not on the table
    private byte[] tileRot;     // per tile: rotation 0..5
    private int[] placed;       // tile indices on the table, in placement order
    private int placedCount;
    private int[] hexSlots;     // hex -> tile index: open addressing on the packed hex, slot = tile + 1 (0 empty)
    private int[] frontier = new int[16]; // the empty hexes next to a tile on the table, ascending (D-9 candidates)
    private int frontierCount;
    // Copy-on-write: the arrays of the table (tileHex … removed) and the stack change seldom (a tile laid, an
    // island founded or removed, a re-shuffle), so a copy shares them and whichever side writes first clones
    // them (ownTable / ownStack). This keeps copy() cheap for search.
    private boolean tableShared;
    private boolean stackShared;
    private int[] royalOwner;   // per tile: colour ordinal of the mask boat, or NONE
    private boolean[] removed;  // per tile: left the game (R-LOOP-1)
    // per tile: set aside by a scenario (neither on the table nor in the stack, never drawn); fixed for the game,
    // so copies share it
    private boolean[] aside;
    private byte[] occ;         // per beach * 6 + colour: boats (at most 15, so bytes: a copy moves less)
    private byte[] beachTotal;  // per beach: boats (at most 6 * 15)
    private int[] supply;       // per colour
    private int[] royalCount;   // per colour: royal islands founded
    private int[] stranded;     // per colour: boats stranded on the last water tile
    private int strandedTile = NONE;

    // ---- the stack ----
    private int[] stack;
    private int stackPos;
    private int stackIslands;
    private int stackWater;

    // ---- flow ----
    private int phase;
    private int activeSeat;
    private int turn;
    private int setupStep;
    private boolean endTriggered;
    private boolean noBoatTurn;
    private boolean allBoatsTurn;
    private int actionTile = NONE;   // island of the expansion / placement
    private int placeCount;
    private int placePurpose;
    private int drawnTile = NONE;
    private int drawPurpose;

    // ---- explicit chance ----
    private boolean chanceMode;      // every draw is a chance decision
    private boolean chanceResolved;  // the next draw takes the tile just chosen by chance
    private int chanceFor;           // what waits for the draw: P_REDRAW/P_SETTLE (placement) or -1 (voyage)

    // ---- voyage and landing ----
    private int voyHex;          // the group's hex (the tile it is on, or its island)
    private int voyDir;          // the direction it moves on in
    private boolean voyFirst;    // no tile crossed yet: a draw now is at the jetty (R-EMI-3)
    private final int[] group = new int[6];
    private int originTile = NONE;
    private int landTile = NONE;
    private int landFree0;       // bit mask of local beaches free when the landing began
    private int landReceived;    // bit mask of local beaches that received a boat in this landing
    private int landMode;        // 0 phase-1 rule, 1 spread (each boat a different beach), 2 anywhere

    // ---- D-4: records of this turn ----
    private ArrayList<byte[]> history = new ArrayList<>();
    private int[] historyOrigins = new int[8];   // origins.size at the time of record k
    private int[] origins = new int[8];          // island of each emigration started this turn
    private int originCount;

    // ---- D-15: turns begun after the turn of the last progress (a tile drawn, an island removed, a royal
    // island founded) ----
    private int stallTurns;

    // ---- the pending decision's options ----
    private int[] opts = new int[64];
    private int optCount;
    private boolean tileCodesPending; // D-9 options counted but their codes not yet written to opts (tileOptions)

    private Standing[] standings;

    /** Where events go; null to run without events. */
    public List<GameEvent> out;

    // =====================================================================================
    // construction and copy
    // =====================================================================================

    /**
     * Starts a game: lays the start island, builds the stack and advances to the first decision.
     *
     * @param tables the compiled tile set
     * @param options the rule options
     * @param seatColour colour ordinal per seat
     * @param startSeat the start player's seat
     * @param stack tile indices, top first: a permutation of 1..tiles-1
     * @param chance whether every draw is a chance decision (explicit chance)
     * @param out where the events go, or null
     */
    public Engine(Tables tables, RuleOptions options, int[] seatColour, int startSeat, int[] stack, boolean chance,
            List<GameEvent> out) {
        this.tables = tables;
        this.options = options;
        this.seatColour = seatColour.clone();
        this.players = seatColour.length;
        this.startSeat = startSeat;
        int n = tables.tiles;
        tileHex = new int[n];
        Arrays.fill(tileHex, NONE);
        tileRot = new byte[n];
        placed = new int[n];
        hexSlots = new int[hexCapacity(n)];
        royalOwner = new int[n];
        Arrays.fill(royalOwner, NONE);
        removed = new boolean[n];
        aside = new boolean[n];
        occ = new byte[tables.beaches * 6];
        beachTotal = new byte[tables.beaches];
        supply = new int[6];
        for (int s = 0; s < players; s++) {
            supply[seatColour[s]] = BOATS_PER_PLAYER;
        }
        royalCount = new int[6];
        stranded = new int[6];
        this.stack = stack.clone();
        for (int t : stack) {
            if (tables.island[t]) {
                stackIslands++;
            } else {
                stackWater++;
            }
        }
        // R-SETUP-1: the start island lies alone in the middle, at (0,0) rotation 0.
        putTile(0, pack(0, 0), 0);
        this.chanceMode = chance;
        this.out = out;
        phase = SETUP;
        activeSeat = startSeat;
        setupStep = 0;
        advance();
    }

    /**
     * Builds a position directly (scenarios, tests, notation). The caller has validated everything;
     * supplies are what is not on the table.
     *
     * @param tables the compiled tile set
     * @param options the rule options
     * @param seatColour colour ordinal per seat
     * @param startSeat the start player's seat
     * @param activeSeat the active player's seat
     * @param turn the turn number (at least 1)
     * @param order tile indices on the table, in placement order
     * @param hexes packed hex of each tile in {@code order}
     * @param rotations rotation of each tile in {@code order}
     * @param occupancy boats per global beach * 6 + colour
     * @param royal per tile: colour ordinal of the mask boat or -1
     * @param removedTiles per tile: left the game
     * @param asideTiles per tile: set aside (neither on the table nor in the stack)
     * @param stackOrder the stack, top first
     * @param emigration true: the turn is at its emigrations (full beaches waiting); false: at its start
     * @param chance whether every draw is a chance decision (explicit chance)
     * @param out where the events go, or null
     */
    public Engine(Tables tables, RuleOptions options, int[] seatColour, int startSeat, int activeSeat, int turn,
            int[] order, int[] hexes, int[] rotations, int[] occupancy, int[] royal, boolean[] removedTiles,
            boolean[] asideTiles, int[] stackOrder, boolean emigration, boolean chance, List<GameEvent> out) {
        this.tables = tables;
        this.options = options;
        this.seatColour = seatColour.clone();
        this.players = seatColour.length;
        this.startSeat = startSeat;
        int n = tables.tiles;
        tileHex = new int[n];
        Arrays.fill(tileHex, NONE);
        tileRot = new byte[n];
        placed = new int[n];
        hexSlots = new int[hexCapacity(n)];
        for (int i = 0; i < order.length; i++) {
            putTile(order[i], hexes[i], rotations[i]);
        }
        royalOwner = royal.clone();
        removed = removedTiles.clone();
        aside = asideTiles.clone();
        occ = new byte[occupancy.length];
        for (int i = 0; i < occupancy.length; i++) {
            occ[i] = (byte) occupancy[i];
        }
        beachTotal = new byte[tables.beaches];
        supply = new int[6];
        royalCount = new int[6];
        stranded = new int[6];
        for (int s = 0; s < players; s++) {
            supply[seatColour[s]] = BOATS_PER_PLAYER;
        }
        for (int b = 0; b < tables.beaches; b++) {
            for (int c = 0; c < 6; c++) {
                beachTotal[b] += occ[b * 6 + c];
                supply[c] -= occ[b * 6 + c];
            }
        }
        for (int t = 0; t < n; t++) {
            if (royalOwner[t] != NONE) {
                royalCount[royalOwner[t]]++;
                supply[royalOwner[t]]--;
            }
        }
        this.stack = stackOrder.clone();
        for (int t : stack) {
            if (tables.island[t]) {
                stackIslands++;
            } else {
                stackWater++;
            }
        }
        this.chanceMode = chance;
        this.out = out;
        this.activeSeat = activeSeat;
        this.turn = turn - 1;
        setupStep = 2 * players;
        beginTurn();
        if (emigration) {
            enterEmigration();
        }
        advance();
    }

    private Engine(Engine o) {
        tables = o.tables;
        options = o.options;
        seatColour = o.seatColour;
        players = o.players;
        startSeat = o.startSeat;
        tileHex = o.tileHex;
        tileRot = o.tileRot;
        placed = o.placed;
        placedCount = o.placedCount;
        hexSlots = o.hexSlots;
        frontier = o.frontier;
        frontierCount = o.frontierCount;
        royalOwner = o.royalOwner;
        removed = o.removed;
        aside = o.aside;
        tableShared = true;
        o.tableShared = true;
        occ = o.occ.clone();
        beachTotal = o.beachTotal.clone();
        supply = o.supply.clone();
        royalCount = o.royalCount.clone();
        stranded = o.stranded.clone();
        strandedTile = o.strandedTile;
        stack = o.stack;
        stackShared = true;
        o.stackShared = true;
        stackPos = o.stackPos;
        stackIslands = o.stackIslands;
        stackWater = o.stackWater;
        phase = o.phase;
        activeSeat = o.activeSeat;
        turn = o.turn;
        setupStep = o.setupStep;
        endTriggered = o.endTriggered;
        noBoatTurn = o.noBoatTurn;
        allBoatsTurn = o.allBoatsTurn;
        actionTile = o.actionTile;
        placeCount = o.placeCount;
        placePurpose = o.placePurpose;
        drawnTile = o.drawnTile;
        drawPurpose = o.drawPurpose;
        chanceMode = o.chanceMode;
        chanceResolved = o.chanceResolved;
        chanceFor = o.chanceFor;
        voyHex = o.voyHex;
        voyDir = o.voyDir;
        voyFirst = o.voyFirst;
        System.arraycopy(o.group, 0, group, 0, 6);
        originTile = o.originTile;
        landTile = o.landTile;
        landFree0 = o.landFree0;
        landReceived = o.landReceived;
        landMode = o.landMode;
        // The records themselves are never written after being taken, so the lists share them.
        history = o.history.isEmpty() ? new ArrayList<>() : new ArrayList<>(o.history);
        stallTurns = o.stallTurns;
        historyOrigins = o.historyOrigins.clone();
        origins = o.origins.clone();
        originCount = o.originCount;
        opts = Arrays.copyOf(o.opts, Math.max(o.phase == TILE ? 0 : o.optCount, 16));
        tileCodesPending = o.phase == TILE; // D-9 codes are written again when asked for
        optCount = o.optCount;
        standings = o.standings;
        out = null;
    }

    /**
     * An independent copy (its event sink is null). The arrays of the table and the stack are shared
     * copy-on-write: this engine and the copy each clone them before their first change.
     *
     * @return the copy
     */
    public Engine copy() {
        return new Engine(this);
    }

    /** Before a change of the table: clones the table's arrays if a copy shares them. */
    private void ownTable() {
        if (tableShared) {
            tileHex = tileHex.clone();
            tileRot = tileRot.clone();
            placed = placed.clone();
            hexSlots = hexSlots.clone();
            frontier = frontier.clone();
            royalOwner = royalOwner.clone();
            removed = removed.clone();
            tableShared = false;
        }
    }

    /** Before a change of the stack's order: clones it if a copy shares it. */
    private void ownStack() {
        if (stackShared) {
            stack = stack.clone();
            stackShared = false;
        }
    }

    // =====================================================================================
    // queries
    // =====================================================================================

    /** @return the pending phase, {@link #OVER} when the game is over */
    public int phase() {
        return phase;
    }

    /** @return the number of legal options of the pending decision */
    public int optionCount() {
        return optCount;
    }

    /**
     * @param i an option index
     * @return its code
     */
    public int optionCode(int i) {
        if (tileCodesPending) {
            writeTileCodes();
        }
        return opts[i];
    }

    private void writeTileCodes() {
        if (opts.length < optCount) {
            opts = new int[optCount];
        }
        for (int i = 0; i < optCount; i++) {
            opts[i] = tileCode(i);
        }
        tileCodesPending = false;
    }

    /** D-9 options are not stored: option i is frontier hex i / 6 with rotation i % 6 (see tileOptions). */
    private int tileCode(int i) {
        int h = frontierCount == 0 ? pack(0, 0) : frontier[i / 6];
        return (h << 3) | (i % 6);
    }

    /**
     * Copies the option codes into a buffer.
     *
     * @param buffer at least {@link #optionCount()} long
     * @return the number written
     */
    public int optionCodes(int[] buffer) {
        if (tileCodesPending) {
            int n = 0;
            for (int k = 0, hexes = optCount / 6; k < hexes; k++) {
                int base = (frontierCount == 0 ? pack(0, 0) : frontier[k]) << 3;
                for (int rot = 0; rot < 6; rot++) {
                    buffer[n++] = base | rot;
                }
            }
        } else {
            System.arraycopy(opts, 0, buffer, 0, optCount);
        }
        return optCount;
    }

    /** @return the colour ordinal of the player who decides now (the active player; D-13) */
    public int decider() {
        return seatColour[activeSeat];
    }

    /** @return the turn number (0 during set-up) */
    public int turn() {
        return turn;
    }

    /** @return the set-up round (1 or 2) during set-up */
    public int setupRound() {
        return setupStep / players + 1;
    }

    /** @return whether R-NOBOAT-1 applies this turn */
    public boolean noBoatTurn() {
        return noBoatTurn;
    }

    /** @return whether R-ALLBOATS-1 applies this turn */
    public boolean allBoatsTurn() {
        return allBoatsTurn;
    }

    /** @return the island of the pending placement / take decision */
    public int actionTile() {
        return actionTile;
    }

    /** @return how many boats the pending placement puts */
    public int placeCount() {
        return placeCount;
    }

    /** @return the purpose of the pending placement or free tile placement */
    public int placePurpose() {
        return phase == TILE ? drawPurpose : placePurpose;
    }

    /** @return the tile waiting for free placement */
    public int drawnTile() {
        return drawnTile;
    }

    /** @return the island of the pending landing */
    public int landTile() {
        return landTile;
    }

    /**
     * @param colour a colour ordinal
     * @return boats of that colour still in the landing group
     */
    public int groupCount(int colour) {
        return group[colour];
    }

    /** @return whether the end of the game has been triggered (D-1) */
    public boolean endTriggered() {
        return endTriggered;
    }

    /**
     * @param t a tile index
     * @return its packed hex, or -1 if not on the table
     */
    public int tileHex(int t) {
        return tileHex[t];
    }

    /**
     * @param t a tile index
     * @return its rotation
     */
    public int tileRotation(int t) {
        return tileRot[t];
    }

    /** @return the number of tiles on the table */
    public int placedCount() {
        return placedCount;
    }

    /**
     * @param i 0..placedCount-1
     * @return the tile index placed i-th (among those still on the table)
     */
    public int placedTile(int i) {
        return placed[i];
    }

    /**
     * @param t a tile index
     * @return the colour ordinal of its mask boat, or -1
     */
    public int royalOwner(int t) {
        return royalOwner[t];
    }

    /**
     * @param t a tile index
     * @return whether the tile left the game
     */
    public boolean removed(int t) {
        return removed[t];
    }

    /**
     * @param t a tile index
     * @return whether the tile was set aside by a scenario (never drawn)
     */
    public boolean aside(int t) {
        return aside[t];
    }

    /**
     * @param beach a global beach index
     * @param colour a colour ordinal
     * @return boats of that colour on it
     */
    public int boats(int beach, int colour) {
        return occ[beach * 6 + colour];
    }

    /**
     * @param colour a colour ordinal
     * @return boats in that player's supply
     */
    public int supply(int colour) {
        return supply[colour];
    }

    /**
     * @param colour a colour ordinal
     * @return royal islands founded by that player
     */
    public int royalCount(int colour) {
        return royalCount[colour];
    }

    /**
     * @param colour a colour ordinal
     * @return that player's boats stranded on the last water tile
     */
    public int stranded(int colour) {
        return stranded[colour];
    }

    /** @return the water tile the stranded group stands on, or -1 */
    public int strandedTile() {
        return strandedTile;
    }

    /** @return tiles left in the stack */
    public int stackSize() {
        return stack.length - stackPos;
    }

    /** @return island tiles left in the stack */
    public int stackIslands() {
        return stackIslands;
    }

    /** @return water tiles left in the stack */
    public int stackWater() {
        return stackWater;
    }

    /**
     * @param i 0 = top
     * @return the tile index at that depth of the stack (hidden information: not for players)
     */
    public int stackTile(int i) {
        return stack[stackPos + i];
    }

    /** @return the final standings, or null while the game runs */
    public Standing[] standings() {
        return standings;
    }

    /**
     * @param packed a packed hex
     * @return the tile on it, or -1
     */
    public int tileAt(int packed) {
        int mask = hexSlots.length - 1;
        for (int i = hexSlot(packed, mask); ; i = (i + 1) & mask) {
            int s = hexSlots[i];
            if (s == 0) {
                return NONE;
            }
            if (tileHex[s - 1] == packed) {
                return s - 1;
            }
        }
    }

    /** @return a power of two at least twice the number of tiles: the hex index stays at most half full */
    private static int hexCapacity(int tiles) {
        return Integer.highestOneBit(Math.max(2, tiles) * 2 - 1) << 1;
    }

    private static int hexSlot(int packed, int mask) {
        return (packed * 0x9E3779B9 >>> 16) & mask;
    }

    private void indexHex(int t) {
        int mask = hexSlots.length - 1;
        int i = hexSlot(tileHex[t], mask);
        while (hexSlots[i] != 0) {
            i = (i + 1) & mask;
        }
        hexSlots[i] = t + 1;
    }

    /**
     * @param q axial q
     * @param r axial r
     * @return the packed hex
     */
    public static int pack(int q, int r) {
        return ((q + OFF) << 12) | (r + OFF);
    }

    /**
     * @param packed a packed hex
     * @return its q
     */
    public static int q(int packed) {
        return (packed >> 12) - OFF;
    }

    /**
     * @param packed a packed hex
     * @return its r
     */
    public static int r(int packed) {
        return (packed & 0xFFF) - OFF;
    }

    /**
     * @param packed a packed hex
     * @return it as a {@link Hex}
     */
    public static Hex hex(int packed) {
        return Hex.of(q(packed), r(packed));
    }

    private static int step(int packed, int dir) {
        return packed + (DQ[dir] << 12) + DR[dir];
    }

    /**
     * @param colour a colour ordinal
     * @return that player's boats on beaches
     */
    public int boatsOnBeaches(int colour) {
        int n = 0;
        for (int b = 0; b < tables.beaches; b++) {
            n += occ[b * 6 + colour];
        }
        return n;
    }

    /**
     * Boats on the table as R-NOBOAT-1, R-ALLBOATS-1 and R-LOOP-2 count them (D-17): beaches, plus masks
     * when O-MASK-COUNTS-ON-TABLE (D-8). Scoring's tie-break counts masks whatever the option (D-11).
     *
     * @param colour a colour ordinal
     * @return the count
     */
    public int onTable(int colour) {
        return boatsOnBeaches(colour) + (options.maskCountsOnTable() ? royalCount[colour] : 0);
    }

    private boolean full(int b) {
        return beachTotal[b] == tables.berths[b];
    }

    private boolean onTableTile(int t) {
        return tileHex[t] != NONE;
    }

    private int ownBoatsOn(int t, int colour) {
        int n = 0;
        for (int b = tables.beachBase[t], end = b + tables.beachCount[t]; b < end; b++) {
            n += occ[b * 6 + colour];
        }
        return n;
    }

    private int freeBeachMask(int t) {
        int m = 0;
        int base = tables.beachBase[t];
        for (int i = 0; i < tables.beachCount[t]; i++) {
            if (beachTotal[base + i] < tables.berths[base + i]) {
                m |= 1 << i;
            }
        }
        return m;
    }

    private int freeBerths(int t) {
        int n = 0;
        for (int b = tables.beachBase[t], end = b + tables.beachCount[t]; b < end; b++) {
            n += tables.berths[b] - beachTotal[b];
        }
        return n;
    }

    private TileId id(int t) {
        return tables.tile[t].id();
    }

    private Colour colour(int c) {
        return Colour.of(c);
    }

    private Boats groupBoats() {
        return Boats.ofCounts(group);
    }

    // =====================================================================================
    // applying an option
    // =====================================================================================

    /**
     * Applies option {@code index} of the pending decision and advances to the next decision.
     *
     * @param index 0..optionCount-1 (the caller has checked it)
     */
    public void apply(int index) {
        if (phase == OVER) {
            throw new IllegalStateException("no decision pending");
        }
        applyCode(phase == TILE ? tileCode(index) : opts[index]);
        advance();
    }

    /** D-16: applies single options by themselves until a real decision (two or more options) or the end. */
    private void advance() {
        while (true) {
            computeOptions();
            if (phase == OVER || optCount != 1) {
                return;
            }
            applyCode(phase == TILE ? tileCode(0) : opts[0]);
        }
    }

    /** Carries out one option (as its code) of the pending decision. */
    private void applyCode(int code) {
        switch (phase) {
            case SETUP -> applySetup(code);
            case TURN -> applyTurn(code);
            case TAKE -> applyTake(code);
            case PLACE -> applyPlace(code);
            case EMIGRATE -> applyEmigrate(code);
            case LAND -> applyLand(code);
            case TILE -> applyTile(code);
            case CHANCE -> applyChance(code);
            default -> throw new IllegalStateException("no decision pending in phase " + phase);
        }
    }

    private void addOpt(int code) {
        if (optCount == opts.length) {
            opts = Arrays.copyOf(opts, optCount * 2);
        }
        opts[optCount++] = code;
    }

    private void computeOptions() {
        optCount = 0;
        tileCodesPending = false;
        switch (phase) {
            case SETUP -> setupOptions();
            case TURN -> turnOptions();
            case TAKE -> takeOptions();
            case PLACE -> placeOptions();
            case EMIGRATE -> emigrationOptions();
            case LAND -> landOptions();
            case TILE -> tileOptions();
            case CHANCE -> chanceOptions();
            default -> {
            }
        }
        if (phase != OVER && optCount == 0) {
            throw new IllegalStateException("engine error: no legal option in phase " + phase);
        }
    }

    // ---- set-up (R-SETUP-2, R-SETUP-3) ----

    private void setupOptions() {
        for (int b = tables.beachBase[0], end = b + tables.beachCount[0]; b < end; b++) {
            // R-SETUP-3: every beach of the start island keeps at least one free berth.
            if (beachTotal[b] < tables.berths[b] - 1) {
                addOpt(b);
            }
        }
    }

    private void applySetup(int beach) {
        int c = seatColour[activeSeat];
        addBoats(beach, c, 1);
        if (out != null) {
            out.add(new GameEvent.BoatsPlaced(colour(c), tables.beachRef[beach], 1, Rule.R_SETUP_2));
        }
        setupStep++;
        if (setupStep == 2 * players) {
            // R-SETUP-3: the start player takes the first turn.
            activeSeat = startSeat;
            beginTurn();
        } else {
            activeSeat = (startSeat + setupStep) % players;
        }
    }

    private void addBoats(int beach, int c, int n) {
        supply[c] -= n;
        occ[beach * 6 + c] += n;
        beachTotal[beach] += n;
    }

    // ---- the turn (R-TURN-1) ----

    private void beginTurn() {
        // D-15: when O-STALL-ROUNDS full rounds of turns have begun since the turn of the last progress, the
        // next turn does not begin; the game ends and is scored as it stands. (Players can keep a game from
        // ever drawing its last tile, e.g. all passing under D-7; a repeated position alone never ends it.)
        int stallRounds = options.stallRounds();
        if (stallRounds > 0 && stallTurns >= stallRounds * players) {
            if (out != null) {
                out.add(new GameEvent.Stalled(turn + 1, colour(seatColour[activeSeat]), stallTurns));
            }
            finishGame();
            return;
        }
        stallTurns++;
        turn++;
        phase = TURN;
        history.clear();
        originCount = 0;
        int c = seatColour[activeSeat];
        int on = onTable(c);
        noBoatTurn = on == 0;
        allBoatsTurn = on == BOATS_PER_PLAYER;
        actionTile = NONE;
        if (out != null) {
            out.add(new GameEvent.TurnStarted(turn, colour(c), noBoatTurn, allBoatsTurn));
        }
    }

    private void turnOptions() {
        int c = seatColour[activeSeat];
        if (noBoatTurn) {
            // R-NOBOAT-1, D-8: two boats on the start island, or one on another non-royal island.
            if (onTableTile(0) && royalOwner[0] == NONE && freeBerths(0) >= 2 && supply[c] >= 2) {
                addOpt(A_NOBOAT << 16);
            }
            for (int t = 1; t < tables.tiles; t++) {
                if (tables.island[t] && onTableTile(t) && royalOwner[t] == NONE && freeBerths(t) >= 1 && supply[c] >= 1) {
                    addOpt((A_NOBOAT << 16) | t);
                }
            }
        } else {
            // R-EXP-1: any non-royal island with a boat of the player. One pass over the beaches counts his
            // boats per island (cheaper than asking every island).
            int[] own = new int[tables.tiles];
            int[] all = new int[tables.tiles];
            byte[] oc = occ;
            int[] beachTile = tables.beachTile;
            for (int b = 0, i = c; b < beachTile.length; b++, i += 6) {
                if (beachTotal[b] != 0) {
                    own[beachTile[b]] += oc[i];
                    all[beachTile[b]] += beachTotal[b];
                }
            }
            boolean anyRoyal = false;
            for (int t = 0; t < own.length; t++) {
                if (own[t] > 0 && tileHex[t] != NONE && tables.island[t] && royalOwner[t] == NONE) {
                    addOpt((A_EXPAND << 16) | t);
                    // R-ROYAL-1: only his boats, not the start island.
                    anyRoyal |= t > 0 && own[t] == all[t];
                } else {
                    own[t] = 0;
                }
            }
            // R-ROYAL-1: ... and fewer than two founded.
            if (anyRoyal && royalCount[c] < 2) {
                for (int t = 1; t < tables.tiles; t++) {
                    if (own[t] > 0 && own[t] == all[t]) {
                        addOpt((A_ROYAL << 16) | t);
                    }
                }
            }
        }
        // R-NEW-1 (and D-8): a new settlement is always possible.
        addOpt(A_SETTLE << 16);
    }

    private void applyTurn(int code) {
        int kind = code >>> 16;
        int t = code & 0xFFFF;
        int c = seatColour[activeSeat];
        switch (kind) {
            case A_EXPAND -> {
                actionTile = t;
                if (allBoatsTurn) {
                    // R-ALLBOATS-1, D-7: first decide whether to take a boat.
                    phase = TAKE;
                } else {
                    // D-7: min(own boats there, beaches, beaches with a free berth, supply) (R-EXP-1, R-FEW-1).
                    int k = Math.min(Math.min(ownBoatsOn(t, c), tables.beachCount[t]),
                            Math.min(Integer.bitCount(freeBeachMask(t)), supply[c]));
                    startPlacement(t, k, P_EXPAND);
                }
            }
            case A_ROYAL -> foundRoyal(t, c);
            case A_NOBOAT -> startPlacement(t, t == 0 ? 2 : 1, P_NOBOAT);
            case A_SETTLE -> {
                withdrawFleet(c);
                drawPurpose = P_SETTLE;
                drawForPlacement();
            }
            default -> throw new IllegalStateException("turn code " + code);
        }
    }

    private void startPlacement(int t, int count, int purpose) {
        actionTile = t;
        placeCount = count;
        placePurpose = purpose;
        if (count == 0) {
            // D-7: an expansion of nothing is a legal pass; R-EXP-2 decides what follows.
            afterPlacement();
        } else {
            phase = PLACE;
        }
    }

    private void foundRoyal(int t, int c) {
        int own = ownBoatsOn(t, c);
        for (int b = tables.beachBase[t], end = b + tables.beachCount[t]; b < end; b++) {
            occ[b * 6 + c] = 0;
            beachTotal[b] = 0;
        }
        // R-ROYAL-1: one boat on the mask, the others back to the supply.
        ownTable();
        royalOwner[t] = c;
        royalCount[c]++;
        stallTurns = 0; // D-15: a royal island founded is progress
        supply[c] += own - 1;
        if (out != null) {
            out.add(new GameEvent.RoyalIslandFounded(colour(c), id(t), Boats.of(colour(c), own - 1)));
        }
        endTurn();
    }

    private void withdrawFleet(int c) {
        List<BeachRef> from = out == null ? null : new ArrayList<>();
        for (int b = 0; b < tables.beaches; b++) {
            int n = occ[b * 6 + c];
            if (n > 0) {
                occ[b * 6 + c] = 0;
                beachTotal[b] -= n;
                supply[c] += n;
                if (from != null) {
                    for (int i = 0; i < n; i++) {
                        from.add(tables.beachRef[b]);
                    }
                }
            }
        }
        if (out != null) {
            out.add(new GameEvent.FleetWithdrawn(colour(c), from));
        }
    }

    // ---- R-ALLBOATS-1 ----

    private void takeOptions() {
        int c = seatColour[activeSeat];
        addOpt(0); // take none
        for (int b = 0; b < tables.beaches; b++) {
            int t = tables.beachTile[b];
            if (occ[b * 6 + c] > 0 && royalOwner[t] == NONE) {
                addOpt(b + 1);
            }
        }
    }

    private void applyTake(int code) {
        int c = seatColour[activeSeat];
        if (code == 0) {
            startPlacement(actionTile, 0, P_EXPAND);
        } else {
            int b = code - 1;
            occ[b * 6 + c]--;
            beachTotal[b]--;
            supply[c]++;
            if (out != null) {
                out.add(new GameEvent.BoatTaken(colour(c), tables.beachRef[b]));
            }
            // D-7: the expansion is then exactly that one boat.
            startPlacement(actionTile, 1, P_EXPAND);
        }
    }

    // ---- placing boats from the supply ----

    private void placeOptions() {
        int t = actionTile;
        int base = tables.beachBase[t];
        int n = tables.beachCount[t];
        int[] room = new int[n];
        for (int i = 0; i < n; i++) {
            room[i] = tables.berths[base + i] - beachTotal[base + i];
        }
        // Expansion: at most one boat a beach (R-EXP-1); R-NOBOAT-1 on the start island: same beach allowed (D-8).
        boolean distinct = placePurpose != P_NOBOAT;
        enumerate(room, distinct, 0, placeCount, 0);
    }

    /** Codes: base-4 digits, digit i = boats on local beach i; generated in lexicographic order. */
    private void enumerate(int[] room, boolean distinct, int from, int left, int code) {
        if (left == 0) {
            addOpt(code);
            return;
        }
        for (int i = from; i < room.length; i++) {
            if (room[i] > 0) {
                room[i]--;
                enumerate(room, distinct, distinct ? i + 1 : i, left - 1, code + (1 << (2 * i)));
                room[i]++;
            }
        }
    }

    private void applyPlace(int code) {
        int t = actionTile;
        int c = seatColour[activeSeat];
        Rule rule = placePurpose == P_EXPAND ? Rule.R_EXP_1 : placePurpose == P_NOBOAT ? Rule.R_NOBOAT_1 : Rule.R_NEW_1;
        for (int i = 0; i < tables.beachCount[t]; i++) {
            int k = (code >>> (2 * i)) & 3;
            if (k > 0) {
                int b = tables.beachBase[t] + i;
                addBoats(b, c, k);
                if (out != null) {
                    out.add(new GameEvent.BoatsPlaced(colour(c), tables.beachRef[b], k, rule));
                }
            }
        }
        if (placePurpose == P_SETTLE) {
            // R-NEW-1: after the settlement's boat the turn ends. R-EMI-1, D-18: a beach the boat filled (a
            // one-berth beach of a custom tile set) emigrates first; with no full beach enterEmigration() ends
            // the turn. D-1: under VOYAGE_ONLY the turn ends at once if the end was triggered.
            if (endTriggered && options.endGame() == EndGame.VOYAGE_ONLY) {
                endTurn();
            } else {
                enterEmigration();
            }
        } else {
            afterPlacement();
        }
    }

    private void afterPlacement() {
        // R-EXP-2: without a full beach the turn ends; else R-EMI-1.
        enterEmigration();
    }

    // ---- emigration (R-EMI, R-LOOP, D-2, D-3, D-4) ----

    private boolean anyFullBeach() {
        for (int b = 0; b < tables.beaches; b++) {
            if (full(b)) {
                return true;
            }
        }
        return false;
    }

    /** Before each emigration: the turn ends without a full beach; D-4 checks for a repeated record. */
    private void enterEmigration() {
        while (true) {
            if (!anyFullBeach()) {
                endTurn();
                return;
            }
            // D-4: the occupancy of every beach (which fixes the set of full beaches) before each emigration.
            int repeat = NONE;
            for (int k = 0; k < history.size(); k++) {
                if (Arrays.equals(history.get(k), occ)) {
                    repeat = k;
                    break;
                }
            }
            if (repeat == NONE) {
                if (history.size() == historyOrigins.length) {
                    historyOrigins = Arrays.copyOf(historyOrigins, history.size() * 2);
                }
                historyOrigins[history.size()] = originCount;
                history.add(occ.clone());
                phase = EMIGRATE;
                return;
            }
            // D-4: the chain is endless: R-LOOP-1 for every island an emigration started from since then.
            boolean any = false;
            int ownBack = 0;
            for (int i = historyOrigins[repeat]; i < originCount; i++) {
                int t = origins[i];
                if (!removed[t]) {
                    ownBack += removeIsland(t, Rule.D_4);
                    any = true;
                }
            }
            if (!any) {
                throw new IllegalStateException("engine error: D-4 repeat without an island to remove");
            }
            // R-LOOP-2: the islands removed together are "the removal".
            if (afterRemoval(ownBack)) {
                return;
            }
        }
    }

    /**
     * R-LOOP-2 after an island left the game: if no island is left, or the removal itself gave the active
     * player back his last boats on the table (he had boats on the removed island and now has none; D-17
     * says what counts as on the table), he draws until an island appears. A player who had no boat on the
     * table before the removal (say, his group failed earlier in the turn) does not redraw. After the end
     * was triggered the redraw draws from what is left of the stack (D-1, FINISH_TURN); with an empty stack
     * there is nothing to draw. Returns true if a redraw began (the caller stops).
     *
     * @param ownBack the active player's boats that the removal gave back
     */
    private boolean afterRemoval(int ownBack) {
        boolean anyIsland = false;
        for (int i = 0; i < placedCount; i++) {
            if (tables.island[placed[i]]) {
                anyIsland = true;
                break;
            }
        }
        boolean lostLastBoats = ownBack > 0 && onTable(seatColour[activeSeat]) == 0;
        if ((!anyIsland || lostLastBoats) && stackSize() > 0) {
            drawPurpose = P_REDRAW;
            drawForPlacement();
            return true;
        }
        return false;
    }

    private void emigrationOptions() {
        for (int t = 0; t < tables.tiles; t++) {
            if (!tables.island[t] || !onTableTile(t)) {
                continue;
            }
            int base = tables.beachBase[t];
            int n = tables.beachCount[t];
            boolean hasFull = false;
            for (int b = base; b < base + n; b++) {
                if (full(b)) {
                    hasFull = true;
                    break;
                }
            }
            if (!hasFull) {
                continue;
            }
            // D-2: classify the jetties of the full beaches (their classes decide D-3 as well).
            boolean closed = true;
            boolean fullNonBack = false;
            int[] cls = new int[n * 6];
            for (int b = base; b < base + n; b++) {
                if (!full(b)) {
                    continue;
                }
                int colours = options.loopColourAware() ? coloursOn(b) : -1;
                for (int e = 0; e < 6; e++) {
                    if ((tables.jettyMask[b] & (1 << e)) != 0) {
                        int k = classify(t, e, colours);
                        cls[(b - base) * 6 + e] = k;
                        if (k != BACK) {
                            closed = false;
                            fullNonBack = true;
                        }
                    }
                }
            }
            // D-2: the jetties of the other beaches matter only while the island may still be closed.
            for (int b = base; b < base + n && closed; b++) {
                if (full(b)) {
                    continue;
                }
                for (int e = 0; e < 6 && closed; e++) {
                    if ((tables.jettyMask[b] & (1 << e)) != 0 && classify(t, e, -1) != BACK) {
                        closed = false;
                    }
                }
            }
            for (int b = base; b < base + n; b++) {
                if (!full(b)) {
                    continue;
                }
                if (closed) {
                    // D-3: choosing a full beach of a closed island applies R-LOOP-1; D-16: offered once, not once
                    // per jetty (every jetty leads to the same removal).
                    addOpt((b << 3) | CLOSED);
                    continue;
                }
                for (int e = 0; e < 6; e++) {
                    if ((tables.jettyMask[b] & (1 << e)) != 0) {
                        // D-3, R-LOOP-3: a BACK jetty only when no full beach of the island has another way.
                        if (cls[(b - base) * 6 + e] == BACK && fullNonBack) {
                            continue;
                        }
                        addOpt((b << 3) | e);
                    }
                }
            }
        }
    }

    private int coloursOn(int b) {
        int n = 0;
        for (int c = 0; c < 6; c++) {
            if (occ[b * 6 + c] > 0) {
                n++;
            }
        }
        return n;
    }

    /**
     * D-2: follows the path from a jetty over the tiles on the table without drawing. With
     * {@code colours >= 0} (O-LOOP-COLOUR-AWARE) a route the group could not cross ends the path as FAIL.
     */
    private int classify(int t, int edge, int colours) {
        int h = tileHex[t];
        int dir = (edge + tileRot[t]) % 6;
        for (int guard = 0; guard <= 6 * tables.tiles; guard++) {
            int nh = step(h, dir);
            int u = tileAt(nh);
            if (u == NONE) {
                return OPEN;
            }
            if (tables.island[u]) {
                return u == t || royalOwner[u] != NONE ? BACK : OTHER;
            }
            int entry = ((dir + 3) - tileRot[u] + 12) % 6;
            if (colours >= 0 && tables.difficulty[u * 6 + entry] > colours) {
                return FAIL;
            }
            int exit = tables.partner[u * 6 + entry];
            dir = (exit + tileRot[u]) % 6;
            h = nh;
        }
        throw new IllegalStateException("engine error: a path does not end (D-12)");
    }

    private void applyEmigrate(int code) {
        int b = code >>> 3;
        int jetty = code & 7;
        int t = tables.beachTile[b];
        if (jetty == CLOSED) {
            // R-LOOP-1: every boat of the island goes back, the island leaves the game (D-10).
            int ownBack = removeIsland(t, Rule.R_LOOP_1);
            if (!afterRemoval(ownBack)) {
                enterEmigration();
            }
            return;
        }
        if (originCount == origins.length) {
            origins = Arrays.copyOf(origins, originCount * 2);
        }
        origins[originCount++] = t;
        // R-EMI-1: all boats of the beach leave together as one group.
        for (int c = 0; c < 6; c++) {
            group[c] = occ[b * 6 + c];
            occ[b * 6 + c] = 0;
        }
        beachTotal[b] = 0;
        originTile = t;
        if (out != null) {
            out.add(new GameEvent.EmigrationStarted(tables.beachRef[b], jetty, groupBoats()));
        }
        sail(tileHex[t], (jetty + tileRot[t]) % 6);
    }

    private int groupColours() {
        int n = 0;
        for (int c = 0; c < 6; c++) {
            if (group[c] > 0) {
                n++;
            }
        }
        return n;
    }

    private int groupSize() {
        int n = 0;
        for (int c = 0; c < 6; c++) {
            n += group[c];
        }
        return n;
    }

    /** The voyage (R-EMI-3, R-VOY-1…4, R-END-1, D-1, D-12): runs until a landing, a failure or the end. */
    private void sail(int h, int dir) {
        voyHex = h;
        voyDir = dir;
        voyFirst = true;
        voyage();
    }

    /** Runs the voyage from {@link #voyHex} in {@link #voyDir}; stops for a chance decision when a tile must be drawn. */
    private void voyage() {
        for (int guard = 0; guard <= 6 * tables.tiles + 2; guard++) {
            int dir = voyDir;
            int nh = step(voyHex, dir);
            int u = tileAt(nh);
            boolean lastWater = false;
            if (u == NONE) {
                if (stackSize() == 0) {
                    // D-1 (O-ENDGAME = FINISH_TURN): a draw is needed and the stack is empty: the group goes back.
                    returnGroup(Rule.D_1);
                    afterVoyage();
                    return;
                }
                if (chanceMode && !chanceResolved) {
                    // Explicit chance: the draw is a chance decision; the voyage resumes after it.
                    chanceFor = NONE;
                    phase = CHANCE;
                    return;
                }
                // R-EMI-3 / R-VOY-4: draw and place with the emblem edge facing back.
                boolean first = voyFirst;
                boolean triggeredBefore = endTriggered;
                u = draw(first ? Rule.R_EMI_3 : Rule.R_VOY_4);
                putTile(u, nh, (dir + 3) % 6);
                if (out != null) {
                    out.add(new GameEvent.TilePlaced(id(u), hex(nh), Rotation.of((dir + 3) % 6), first ? Rule.R_EMI_3 : Rule.R_VOY_4));
                }
                // R-END-1, D-1: the stranding applies only to the water tile whose draw triggered the end; a
                // later draw of the last tile of the other kind (FINISH_TURN) is an ordinary draw.
                lastWater = !triggeredBefore && endTriggered && !tables.island[u];
            }
            voyFirst = false;
            if (tables.island[u]) {
                if (royalOwner[u] != NONE) {
                    // R-ROYAL-3, D-5: turn back the same way and land on the island of origin.
                    if (out != null) {
                        out.add(new GameEvent.BouncedFromRoyalIsland(id(u), id(originTile)));
                    }
                    beginLanding(originTile);
                } else {
                    beginLanding(u);
                }
                return;
            }
            int entry = ((dir + 3) - tileRot[u] + 12) % 6;
            int exit = tables.partner[u * 6 + entry];
            int d = tables.difficulty[u * 6 + entry];
            int colours = groupColours();
            if (d > colours) {
                // R-VOY-2, R-VOY-3: too few colours; the boats go back, the tile stays.
                if (out != null) {
                    out.add(new GameEvent.CrossingFailed(id(u), hex(nh), entry, exit, d, colours));
                }
                returnGroup(Rule.R_VOY_3);
                afterVoyage();
                return;
            }
            if (lastWater) {
                // R-END-1, D-1: on the last water tile the group stays, even though it could cross.
                for (int c = 0; c < 6; c++) {
                    stranded[c] += group[c];
                }
                strandedTile = u;
                if (out != null) {
                    out.add(new GameEvent.GroupStranded(id(u), hex(nh), groupBoats()));
                }
                Arrays.fill(group, 0);
                afterVoyage();
                return;
            }
            if (out != null) {
                out.add(new GameEvent.RouteCrossed(id(u), hex(nh), entry, exit, d, colours));
            }
            voyDir = (exit + tileRot[u]) % 6;
            voyHex = nh;
        }
        throw new IllegalStateException("engine error: a voyage does not end (D-12)");
    }

    private void returnGroup(Rule rule) {
        if (groupSize() == 0) {
            return;
        }
        if (out != null) {
            out.add(new GameEvent.BoatsReturned(groupBoats(), rule));
        }
        for (int c = 0; c < 6; c++) {
            supply[c] += group[c];
            group[c] = 0;
        }
    }

    private int draw(Rule rule) {
        chanceResolved = false;
        stallTurns = 0; // D-15: a tile drawn is progress
        int t = stack[stackPos++];
        if (tables.island[t]) {
            stackIslands--;
        } else {
            stackWater--;
        }
        if (out != null) {
            out.add(new GameEvent.TileDrawn(id(t), stackSize(), rule));
        }
        // D-1: the end triggers when the stack holds no more island tiles or no more water tiles.
        if (!endTriggered && (stackIslands == 0 || stackWater == 0)) {
            endTriggered = true;
            if (out != null) {
                out.add(new GameEvent.EndTriggered(id(t)));
            }
        }
        return t;
    }

    private void putTile(int t, int packed, int rot) {
        ownTable();
        tileHex[t] = packed;
        tileRot[t] = (byte) rot;
        placed[placedCount++] = t;
        indexHex(t);
        removeFrontier(packed);
        for (int d = 0; d < 6; d++) {
            int nh = step(packed, d);
            if (tileAt(nh) == NONE) {
                addFrontier(nh);
            }
        }
    }

    private void addFrontier(int h) {
        int i = Arrays.binarySearch(frontier, 0, frontierCount, h);
        if (i >= 0) {
            return;
        }
        i = -i - 1;
        if (frontierCount == frontier.length) {
            frontier = Arrays.copyOf(frontier, frontierCount * 2);
        }
        System.arraycopy(frontier, i, frontier, i + 1, frontierCount - i);
        frontier[i] = h;
        frontierCount++;
    }

    private void removeFrontier(int h) {
        int i = Arrays.binarySearch(frontier, 0, frontierCount, h);
        if (i >= 0) {
            System.arraycopy(frontier, i + 1, frontier, i, frontierCount - i - 1);
            frontierCount--;
        }
    }

    /** R-LOOP-1, D-10: the island leaves the game; its boats go back. Returns the active player's boats among them. */
    private int removeIsland(int t, Rule rule) {
        int[] back = new int[6];
        for (int b = tables.beachBase[t], end = b + tables.beachCount[t]; b < end; b++) {
            for (int c = 0; c < 6; c++) {
                back[c] += occ[b * 6 + c];
                supply[c] += occ[b * 6 + c];
                occ[b * 6 + c] = 0;
            }
            beachTotal[b] = 0;
        }
        int h = tileHex[t];
        ownTable();
        tileHex[t] = NONE;
        removed[t] = true;
        stallTurns = 0; // D-15: an island removed is progress
        int j = 0;
        for (int i = 0; i < placedCount; i++) {
            if (placed[i] != t) {
                placed[j++] = placed[i];
            }
        }
        placedCount = j;
        Arrays.fill(hexSlots, 0);
        for (int i = 0; i < placedCount; i++) {
            indexHex(placed[i]);
        }
        frontierCount = 0;
        for (int i = 0; i < placedCount; i++) {
            for (int d = 0; d < 6; d++) {
                int nh = step(tileHex[placed[i]], d);
                if (tileAt(nh) == NONE) {
                    addFrontier(nh);
                }
            }
        }
        if (out != null) {
            out.add(new GameEvent.IslandRemoved(id(t), hex(h), Boats.ofCounts(back), rule));
        }
        return back[seatColour[activeSeat]];
    }

    // ---- landing (R-LAND-1, R-LAND-2, D-6) ----

    private void beginLanding(int t) {
        landTile = t;
        landFree0 = freeBeachMask(t);
        landReceived = 0;
        int n0 = groupSize();
        int free = Integer.bitCount(landFree0);
        // R-LAND-1: with enough boats, first one boat on each free beach; D-6: with fewer, spread them.
        landMode = n0 >= free ? 0 : options.landingSpreadWhenShort() ? 1 : 2;
        phase = LAND;
        settleLanding();
    }

    /** Ends the landing when the group is empty or no berth is left (R-LAND-2). */
    private void settleLanding() {
        if (groupSize() == 0) {
            afterVoyage();
            return;
        }
        if (freeBerths(landTile) == 0) {
            returnGroup(Rule.R_LAND_2);
            afterVoyage();
        }
    }

    private int landBeachMask() {
        int pending = landFree0 & ~landReceived;
        return switch (landMode) {
            case 0 -> pending != 0 ? pending : freeBeachMask(landTile);
            case 1 -> pending;
            default -> freeBeachMask(landTile);
        };
    }

    private void landOptions() {
        int mask = landBeachMask();
        for (int c = 0; c < 6; c++) {
            if (group[c] > 0) {
                for (int i = 0; i < tables.beachCount[landTile]; i++) {
                    if ((mask & (1 << i)) != 0) {
                        addOpt((c << 8) | i);
                    }
                }
            }
        }
    }

    private void applyLand(int code) {
        int c = code >>> 8;
        int i = code & 0xFF;
        int b = tables.beachBase[landTile] + i;
        group[c]--;
        occ[b * 6 + c]++;
        beachTotal[b]++;
        landReceived |= 1 << i;
        if (out != null) {
            out.add(new GameEvent.BoatLanded(colour(c), tables.beachRef[b]));
        }
        settleLanding();
    }

    private void afterVoyage() {
        originTile = NONE;
        landTile = NONE;
        if (endTriggered && options.endGame() == EndGame.VOYAGE_ONLY) {
            // D-1: only the voyage that drew the last tile is finished; then the turn and the game end.
            endTurn();
            return;
        }
        // R-CHAIN-1: any full beach emigrates next.
        enterEmigration();
    }

    // ---- free placement (R-NEW-1, R-LOOP-2, D-9) ----

    private void drawForPlacement() {
        if (chanceMode && !chanceResolved) {
            chanceFor = drawPurpose;
            phase = CHANCE;
            return;
        }
        drawnTile = draw(drawPurpose == P_SETTLE ? Rule.R_NEW_1 : Rule.R_LOOP_2);
        phase = TILE;
    }

    // ---- explicit chance ----

    /** Outcomes: every tile left in the stack, in tile-set order, each with probability 1 / stack size. */
    private void chanceOptions() {
        int n = stack.length - stackPos;
        int[] left = Arrays.copyOfRange(stack, stackPos, stack.length);
        Arrays.sort(left);
        for (int i = 0; i < n; i++) {
            addOpt(left[i]);
        }
    }

    private void applyChance(int t) {
        // Put the chosen tile on top of the stack; the pending draw takes it.
        ownStack();
        for (int i = stackPos; i < stack.length; i++) {
            if (stack[i] == t) {
                stack[i] = stack[stackPos];
                stack[stackPos] = t;
                break;
            }
        }
        chanceResolved = true;
        if (chanceFor == NONE) {
            voyage();
        } else {
            drawForPlacement();
        }
    }

    /** @return the rule of the draw a pending chance decision is for */
    public Rule drawRule() {
        if (chanceFor == NONE) {
            return voyFirst ? Rule.R_EMI_3 : Rule.R_VOY_4;
        }
        return chanceFor == P_SETTLE ? Rule.R_NEW_1 : Rule.R_LOOP_2;
    }

    /**
     * Re-shuffles the hidden order of the stack (determinization), keeping which tiles are in it.
     *
     * @param seed the shuffle's seed
     */
    public void reshuffleStack(long seed) {
        ownStack();
        new Shuffle(seed).shuffle(stack, stackPos, stack.length);
    }

    private void tileOptions() {
        // D-9: every empty hex next to a tile on the table (kept up to date by putTile and removeIsland), in
        // ascending packed order (by q, then r), each with the six rotations; an empty table offers the middle.
        // The codes are written only when asked for (optionCode): applying one computes it by tileCode.
        optCount = frontierCount == 0 ? 6 : frontierCount * 6;
        tileCodesPending = true;
    }

    private void applyTile(int code) {
        int h = code >>> 3;
        int rot = code & 7;
        int t = drawnTile;
        putTile(t, h, rot);
        drawnTile = NONE;
        if (out != null) {
            out.add(new GameEvent.TilePlaced(id(t), hex(h), Rotation.of(rot), Rule.D_9));
        }
        if (!tables.island[t] && stackSize() > 0) {
            // R-NEW-1 / R-LOOP-2: draw on until an island appears (D-1: even after the end was triggered).
            drawForPlacement();
            return;
        }
        // Only a R-LOOP-2 redraw that began after the end was triggered (D-1, FINISH_TURN) can empty the stack
        // without an island: a new settlement begins before the trigger, so an island of the other kind remains.
        if (drawPurpose == P_SETTLE) {
            if (!tables.island[t]) {
                throw new IllegalStateException("engine error: a new settlement ran out of tiles before an island");
            }
            // R-NEW-1: one boat on any beach of that island.
            startPlacement(t, 1, P_SETTLE);
        } else if (endTriggered && options.endGame() == EndGame.VOYAGE_ONLY) {
            // D-1: the redraw is finished, then the turn and the game end.
            endTurn();
        } else {
            // D-9: full beaches still waiting are resolved before the turn passes.
            enterEmigration();
        }
    }

    // ---- end of turn and game ----

    private void endTurn() {
        if (out != null) {
            out.add(new GameEvent.TurnEnded(turn, colour(seatColour[activeSeat])));
        }
        if (endTriggered) {
            finishGame();
            return;
        }
        activeSeat = (activeSeat + 1) % players;
        beginTurn();
    }

    private void finishGame() {
        phase = OVER;
        optCount = 0;
        standings = Scoring.standings(this);
        if (out != null) {
            out.add(new GameEvent.GameOver(List.of(standings)));
        }
    }

    // =====================================================================================
    // the complete state as plain data (positions of the notation package)
    // =====================================================================================

    /**
     * The complete mutable state of an engine as plain data: what {@link #exportState()} returns and
     * {@link #restore} builds an engine from, for the positions of the notation package. The fixed data
     * (tile set, rule options, seats) is not part of it. Each field means what the engine's field of the
     * same name means (tile, beach, colour and hex numbers as everywhere in the engine); what the engine
     * derives (beach totals, stack counts, the hex index, the frontier, the options, the standings) is
     * recomputed by {@link #restore}.
     */
    public static final class State {
        /** Tile indices on the table, in placement order. */
        public int[] placed;
        /** The packed hex of each tile of {@link #placed}. */
        public int[] placedHex;
        /** The rotation of each tile of {@link #placed}. */
        public int[] placedRot;
        /** Per tile: the colour of its mask boat, or -1. */
        public int[] royalOwner;
        /** Per tile: it left the game (R-LOOP-1). */
        public boolean[] removed;
        /** Per tile: set aside by a scenario (neither on the table nor in the stack, never drawn); null for none. */
        public boolean[] aside;
        /** Boats per beach * 6 + colour. */
        public int[] occ;
        /** Per colour: boats in the supply. */
        public int[] supply;
        /** Per colour: royal islands founded. */
        public int[] royalCount;
        /** Per colour: boats stranded on the last water tile. */
        public int[] stranded;
        /** The tile of the stranded boats, or -1. */
        public int strandedTile;
        /** The tiles left in the stack, top first. */
        public int[] stack;
        /** Whether every draw is a chance decision. */
        public boolean chanceMode;
        /** Whether the next draw takes the tile just chosen by chance. */
        public boolean chanceResolved;
        /** What waits for a pending chance draw: a placement purpose, or -1 for the voyage. */
        public int chanceFor;
        /** The pending phase. */
        public int phase;
        /** The active seat. */
        public int activeSeat;
        /** The turn number. */
        public int turn;
        /** Set-up boats placed so far. */
        public int setupStep;
        /** The end was triggered (D-1). */
        public boolean endTriggered;
        /** R-NOBOAT-1 applies this turn. */
        public boolean noBoatTurn;
        /** R-ALLBOATS-1 applies this turn. */
        public boolean allBoatsTurn;
        /** The island of the expansion or placement, or -1. */
        public int actionTile;
        /** Boats the pending placement puts. */
        public int placeCount;
        /** The purpose of the pending placement. */
        public int placePurpose;
        /** The tile waiting for free placement, or -1. */
        public int drawnTile;
        /** The purpose of the free placements. */
        public int drawPurpose;
        /** The group's hex during a voyage. */
        public int voyHex;
        /** The direction the group moves on in. */
        public int voyDir;
        /** No tile crossed yet. */
        public boolean voyFirst;
        /** Per colour: boats of the group at sea. */
        public int[] group;
        /** The island the group emigrated from, or -1. */
        public int originTile;
        /** The island of the landing, or -1. */
        public int landTile;
        /** Local beaches free when the landing began (bit mask). */
        public int landFree0;
        /** Local beaches that received a boat in this landing (bit mask). */
        public int landReceived;
        /** The landing mode: 0 one per beach first, 1 spread, 2 anywhere. */
        public int landMode;
        /** D-4: the occupancy records of this turn, oldest first (each beaches * 6 long). */
        public List<int[]> history;
        /** D-4: for each record of {@link #history}, the number of emigrations started before it. */
        public int[] historyOrigins;
        /** D-4: the island of each emigration started this turn, in order. */
        public int[] origins;
        /** D-15: the turns begun after the turn of the last progress. */
        public int stallTurns;
    }

    /**
     * {@return the complete state as plain data (copies)}
     */
    public State exportState() {
        State s = new State();
        s.placed = Arrays.copyOf(placed, placedCount);
        s.placedHex = new int[placedCount];
        s.placedRot = new int[placedCount];
        for (int i = 0; i < placedCount; i++) {
            s.placedHex[i] = tileHex[placed[i]];
            s.placedRot[i] = tileRot[placed[i]];
        }
        s.royalOwner = royalOwner.clone();
        s.removed = removed.clone();
        s.aside = aside.clone();
        s.occ = new int[occ.length];
        for (int i = 0; i < occ.length; i++) {
            s.occ[i] = occ[i];
        }
        s.supply = supply.clone();
        s.royalCount = royalCount.clone();
        s.stranded = stranded.clone();
        s.strandedTile = strandedTile;
        s.stack = Arrays.copyOfRange(stack, stackPos, stack.length);
        s.chanceMode = chanceMode;
        s.chanceResolved = chanceResolved;
        s.chanceFor = chanceFor;
        s.phase = phase;
        s.activeSeat = activeSeat;
        s.turn = turn;
        s.setupStep = setupStep;
        s.endTriggered = endTriggered;
        s.noBoatTurn = noBoatTurn;
        s.allBoatsTurn = allBoatsTurn;
        s.actionTile = actionTile;
        s.placeCount = placeCount;
        s.placePurpose = placePurpose;
        s.drawnTile = drawnTile;
        s.drawPurpose = drawPurpose;
        s.voyHex = voyHex;
        s.voyDir = voyDir;
        s.voyFirst = voyFirst;
        s.group = group.clone();
        s.originTile = originTile;
        s.landTile = landTile;
        s.landFree0 = landFree0;
        s.landReceived = landReceived;
        s.landMode = landMode;
        s.history = new ArrayList<>();
        for (byte[] r : history) {
            s.history.add(ints(r));
        }
        s.historyOrigins = Arrays.copyOf(historyOrigins, history.size());
        s.origins = Arrays.copyOf(origins, originCount);
        s.stallTurns = stallTurns;
        return s;
    }

    private static int[] ints(byte[] b) {
        int[] a = new int[b.length];
        for (int i = 0; i < b.length; i++) {
            a[i] = b[i];
        }
        return a;
    }

    private static byte[] bytes(int[] a) {
        byte[] b = new byte[a.length];
        for (int i = 0; i < a.length; i++) {
            b[i] = (byte) a[i];
        }
        return b;
    }

    /**
     * Builds an engine at an exported state, waiting at its pending decision (nothing is applied, no
     * event is made). The caller has validated the state; a state without a legal option fails.
     *
     * @param tables the compiled tile set
     * @param options the rule options
     * @param seatColour colour ordinal per seat
     * @param startSeat the start player's seat
     * @param s the state
     * @return the engine
     * @throws IllegalStateException if the pending decision has no legal option
     */
    public static Engine restore(Tables tables, RuleOptions options, int[] seatColour, int startSeat, State s) {
        return new Engine(tables, options, seatColour, startSeat, s);
    }

    private Engine(Tables tables, RuleOptions options, int[] seatColour, int startSeat, State s) {
        this.tables = tables;
        this.options = options;
        this.seatColour = seatColour.clone();
        this.players = seatColour.length;
        this.startSeat = startSeat;
        int n = tables.tiles;
        tileHex = new int[n];
        Arrays.fill(tileHex, NONE);
        tileRot = new byte[n];
        placed = new int[n];
        hexSlots = new int[hexCapacity(n)];
        royalOwner = s.royalOwner.clone();
        removed = s.removed.clone();
        aside = s.aside == null ? new boolean[n] : s.aside.clone();
        for (int i = 0; i < s.placed.length; i++) {
            putTile(s.placed[i], s.placedHex[i], s.placedRot[i]);
        }
        occ = bytes(s.occ);
        beachTotal = new byte[tables.beaches];
        for (int b = 0; b < tables.beaches; b++) {
            for (int c = 0; c < 6; c++) {
                beachTotal[b] += occ[b * 6 + c];
            }
        }
        supply = s.supply.clone();
        royalCount = s.royalCount.clone();
        stranded = s.stranded.clone();
        strandedTile = s.strandedTile;
        stack = s.stack.clone();
        for (int t : stack) {
            if (tables.island[t]) {
                stackIslands++;
            } else {
                stackWater++;
            }
        }
        chanceMode = s.chanceMode;
        chanceResolved = s.chanceResolved;
        chanceFor = s.chanceFor;
        phase = s.phase;
        activeSeat = s.activeSeat;
        turn = s.turn;
        setupStep = s.setupStep;
        endTriggered = s.endTriggered;
        noBoatTurn = s.noBoatTurn;
        allBoatsTurn = s.allBoatsTurn;
        actionTile = s.actionTile;
        placeCount = s.placeCount;
        placePurpose = s.placePurpose;
        drawnTile = s.drawnTile;
        drawPurpose = s.drawPurpose;
        voyHex = s.voyHex;
        voyDir = s.voyDir;
        voyFirst = s.voyFirst;
        System.arraycopy(s.group, 0, group, 0, 6);
        originTile = s.originTile;
        landTile = s.landTile;
        landFree0 = s.landFree0;
        landReceived = s.landReceived;
        landMode = s.landMode;
        for (int[] r : s.history) {
            history.add(bytes(r));
        }
        historyOrigins = Arrays.copyOf(s.historyOrigins, Math.max(8, s.historyOrigins.length));
        origins = Arrays.copyOf(s.origins, Math.max(8, s.origins.length));
        originCount = s.origins.length;
        stallTurns = s.stallTurns;
        if (phase == OVER) {
            optCount = 0;
            standings = Scoring.standings(this);
        } else {
            computeOptions();
        }
    }

    /**
     * How the notation package reaches the engine of a game and builds a game around a restored engine,
     * without adding to the public API. {@code Game} registers it when its class is initialised.
     */
    public interface GameAccess {
        /**
         * @param game a game
         * @return its engine
         */
        Engine engineOf(io.github.tongiaki.core.engine.Game game);

        /**
         * @param setup the set-up the game reports
         * @param engine a restored engine
         * @param decisionNumber the number of its pending decision
         * @return a game around the engine
         */
        io.github.tongiaki.core.engine.Game gameOf(io.github.tongiaki.core.engine.GameSetup setup, Engine engine, int decisionNumber);
    }

    private static volatile GameAccess gameAccess;

    /**
     * Registers the bridge (once; later calls are ignored).
     *
     * @param access the bridge
     */
    public static void registerGameAccess(GameAccess access) {
        if (gameAccess == null) {
            gameAccess = access;
        }
    }

    /** @return the bridge registered by {@code Game} (initialising that class if need be) */
    public static GameAccess gameAccess() {
        if (gameAccess == null) {
            try {
                Class.forName("io.github.tongiaki.core.engine.Game", true, Engine.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
        return gameAccess;
    }
}
