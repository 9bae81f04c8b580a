package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.internal.Group;

import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.rules.RuleOptions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The complete mutable state of an engine as plain data, for the positions of the notation package:
 * {@link #of(Engine)} exports it and {@link #toEngine} builds an engine waiting at its decision. The
 * fixed data (tile set, rule options, seats) is not part of it. Tile, beach, colour and hex numbers are
 * the engine's; the frames of the steps in progress are given as the pending decision ({@link #phase})
 * and its fields, from which the frames below it follow (a landing's frame lies on the emigrations',
 * which lies on the turn's).
 */
final class State {
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
    public int chanceFor = -1;
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
    public int actionTile = -1;
    /** Boats the pending placement puts. */
    public int placeCount;
    /** The purpose of the pending placement. */
    public int placePurpose;
    /** The tile waiting for free placement, or -1. */
    public int drawnTile = -1;
    /** The purpose of the free placements. */
    public int drawPurpose;
    /** The group's hex during a voyage. */
    public int voyHex;
    /** The direction the group moves on in. */
    public int voyDir;
    /** No tile crossed yet. */
    public boolean voyFirst;
    /** Per colour: boats of the group at sea. */
    public int[] group = new int[6];
    /** The island the group emigrated from, or -1. */
    public int originTile = -1;
    /** The island of the landing, or -1. */
    public int landTile = -1;
    /** Local beaches free when the landing began (bit mask). */
    public int landFree0;
    /** Local beaches that received a boat in this landing (bit mask). */
    public int landReceived;
    /** The landing mode: 0 one per beach first, 1 spread, 2 anywhere. */
    public int landMode;
    /** D-4: the occupancy records of this turn, oldest first (each beaches * 6 long). */
    public List<int[]> history = new ArrayList<>();
    /** D-4: for each record of {@link #history}, the number of emigrations started before it. */
    public int[] historyOrigins = new int[0];
    /** D-4: the island of each emigration started this turn, in order. */
    public int[] origins = new int[0];
    /** D-15: the turns begun after the turn of the last progress. */
    public int stallTurns;

    /**
     * {@return the complete state of an engine as plain data (copies)}
     *
     * @param e the engine
     */
    public static State of(Engine e) {
        State s = new State();
        Table tb = e.table;
        Tables t = e.tables;
        int n = tb.placedCount();
        s.placed = new int[n];
        s.placedHex = new int[n];
        s.placedRot = new int[n];
        for (int i = 0; i < n; i++) {
            s.placed[i] = tb.placedTile(i);
            s.placedHex[i] = tb.tileHex(s.placed[i]);
            s.placedRot[i] = tb.tileRotation(s.placed[i]);
        }
        s.royalOwner = new int[t.tiles];
        s.removed = new boolean[t.tiles];
        s.aside = new boolean[t.tiles];
        for (int i = 0; i < t.tiles; i++) {
            s.royalOwner[i] = tb.royalOwner(i);
            s.removed[i] = tb.removed(i);
            s.aside[i] = tb.aside(i);
        }
        s.occ = new int[t.beaches * 6];
        for (int b = 0; b < t.beaches; b++) {
            for (int c = 0; c < 6; c++) {
                s.occ[b * 6 + c] = tb.boats(b, c);
            }
        }
        s.supply = new int[6];
        s.royalCount = new int[6];
        s.stranded = new int[6];
        for (int c = 0; c < 6; c++) {
            s.supply[c] = tb.supply(c);
            s.royalCount[c] = tb.royalCount(c);
            s.stranded[c] = tb.stranded(c);
        }
        s.strandedTile = tb.strandedTile();
        s.stack = new int[tb.stackSize()];
        for (int i = 0; i < s.stack.length; i++) {
            s.stack[i] = tb.stackTile(i);
        }
        s.chanceMode = e.chanceMode;
        s.chanceResolved = e.chanceResolved;
        s.phase = e.phase();
        s.activeSeat = e.activeSeat;
        s.turn = e.turn;
        s.setupStep = SetupBerth.step(e);
        s.endTriggered = e.endTriggered;
        s.noBoatTurn = TurnAction.noBoat(e);
        s.allBoatsTurn = TurnAction.allBoats(e);
        for (int d = 0; d < e.depth; d++) {
            int f = d * Engine.FRAME;
            switch (e.fr[f]) {
                case Engine.TAKE -> s.actionTile = e.fr[f + TakeBoat.ISLAND];
                case Engine.PLACE -> {
                    s.actionTile = e.fr[f + 1];
                    s.placeCount = PlaceBoats.count(e, f);
                    s.placePurpose = PlaceBoats.purpose(e, f);
                }
                case Engine.TILE -> {
                    s.drawnTile = FreePlacement.drawnTile(e, f);
                    s.drawPurpose = FreePlacement.purpose(e, f);
                }
                case Engine.VOYAGE -> {
                    s.voyHex = e.fr[f + Voyage.HEX];
                    s.voyDir = e.fr[f + Voyage.DIR];
                    s.voyFirst = e.fr[f + Voyage.FIRST] != 0;
                    s.originTile = e.fr[f + Voyage.ORIGIN];
                    s.group = Group.counts(e.fr[f + Voyage.GROUP]);
                }
                case Engine.LAND -> {
                    s.landTile = e.fr[f + Landing.ISLAND];
                    s.originTile = e.fr[f + Landing.ORIGIN];
                    s.landFree0 = e.fr[f + Landing.FREE];
                    s.landReceived = e.fr[f + Landing.RECEIVED];
                    s.landMode = e.fr[f + Landing.MODE];
                    s.group = Group.counts(e.fr[f + Landing.GROUP]);
                }
                case Engine.CHANCE -> {
                    int below = f - Engine.FRAME;
                    s.chanceFor = e.fr[below] == Engine.VOYAGE ? -1 : FreePlacement.purpose(e, below);
                }
                default -> {
                }
            }
        }
        Repetition r = e.repetition;
        for (int k = 0; k < r.recordCount(); k++) {
            s.history.add(r.record(k));
        }
        s.historyOrigins = new int[r.recordCount()];
        for (int k = 0; k < s.historyOrigins.length; k++) {
            s.historyOrigins[k] = r.originsAt(k);
        }
        s.origins = new int[r.originCount()];
        for (int i = 0; i < s.origins.length; i++) {
            s.origins[i] = r.origin(i);
        }
        s.stallTurns = e.stallTurns;
        return s;
    }

    /**
     * Builds an engine at this state, waiting at its pending decision (nothing is applied, no event is
     * made). The caller has validated the state; a state without a legal option fails.
     *
     * @param tables the compiled tile set
     * @param options the rule options
     * @param seatColour colour ordinal per seat
     * @param startSeat the start player's seat
     * @return the engine
     * @throws IllegalStateException if the pending decision has no legal option
     */
    public Engine toEngine(Tables tables, RuleOptions options, int[] seatColour, int startSeat) {
        Table table = new Table(tables, seatColour, stack, aside == null ? new boolean[tables.tiles] : aside);
        for (int i = 0; i < placed.length; i++) {
            table.putTile(placed[i], placedHex[i], placedRot[i]);
        }
        table.setIslands(royalOwner, removed);
        for (int b = 0; b < tables.beaches; b++) {
            for (int c = 0; c < 6; c++) {
                if (occ[b * 6 + c] > 0) {
                    table.landBoats(b, c, occ[b * 6 + c]);
                }
            }
        }
        table.setSupply(supply);
        table.setStranded(strandedTile, stranded);
        Engine e = new Engine(tables, options, seatColour, startSeat, table, chanceMode, null);
        e.chanceResolved = chanceResolved;
        e.activeSeat = activeSeat;
        e.turn = turn;
        e.endTriggered = endTriggered;
        e.stallTurns = stallTurns;
        e.repetition.restore(origins, historyOrigins, history);
        switch (phase) {
            case Engine.OVER -> {
                e.finishGame();
                return e;
            }
            case Engine.SETUP -> SetupBerth.resume(e, setupStep);
            case Engine.TURN -> TurnAction.resume(e, false, noBoatTurn, allBoatsTurn);
            default -> {
                TurnAction.resume(e, true, noBoatTurn, allBoatsTurn);
                frames(e);
            }
        }
        e.waitHere();
        e.computeOptions();
        return e;
    }

    /** The frames above the turn's for the pending decision. */
    private void frames(Engine e) {
        int g = Group.of(group);
        switch (phase) {
            case Engine.TAKE -> TakeBoat.begin(e, actionTile);
            case Engine.PLACE -> {
                int f = e.push(Engine.PLACE);
                e.fr[f + 1] = actionTile;
                e.fr[f + 2] = placeCount;
                e.fr[f + 3] = placePurpose;
            }
            case Engine.EMIGRATE -> Emigrations.begin(e);
            case Engine.LAND -> {
                Emigrations.begin(e);
                int f = e.push(Engine.LAND);
                e.fr[f + Landing.ISLAND] = landTile;
                e.fr[f + Landing.ORIGIN] = originTile;
                e.fr[f + Landing.FREE] = landFree0;
                e.fr[f + Landing.RECEIVED] = landReceived;
                e.fr[f + Landing.MODE] = landMode;
                e.fr[f + Landing.GROUP] = g;
            }
            case Engine.TILE -> {
                if (drawPurpose == Engine.P_REDRAW) {
                    Emigrations.begin(e);
                }
                FreePlacement.resume(e, drawPurpose, drawnTile);
            }
            case Engine.CHANCE -> {
                if (chanceFor < 0) {
                    Emigrations.begin(e);
                    Voyage.begin(e, voyHex, voyDir, originTile, g);
                    e.fr[e.top() + Voyage.FIRST] = voyFirst ? 1 : 0;
                } else {
                    if (chanceFor == Engine.P_REDRAW) {
                        Emigrations.begin(e);
                    }
                    FreePlacement.begin(e, chanceFor);
                }
                ChanceDraw.begin(e);
            }
            default -> throw new IllegalStateException("no decision kind " + phase);
        }
    }

    /**
     * Builds a position directly (scenarios): the active player's turn begins (its {@code TurnStarted}
     * event is made), then, if asked, its emigrations; the engine advances to the next decision. The
     * caller has validated everything; supplies are what is not on the table.
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
     * @return the engine at its next decision
     */
    public static Engine scenario(Tables tables, RuleOptions options, int[] seatColour, int startSeat, int activeSeat, int turn,
            int[] order, int[] hexes, int[] rotations, int[] occupancy, int[] royal, boolean[] removedTiles,
            boolean[] asideTiles, int[] stackOrder, boolean emigration, boolean chance, List<GameEvent> out) {
        Table table = new Table(tables, seatColour, stackOrder, asideTiles);
        for (int i = 0; i < order.length; i++) {
            table.putTile(order[i], hexes[i], rotations[i]);
        }
        table.setIslands(royal, removedTiles);
        for (int b = 0; b < tables.beaches; b++) {
            for (int c = 0; c < 6; c++) {
                if (occupancy[b * 6 + c] > 0) {
                    table.addBoats(b, c, occupancy[b * 6 + c]);
                }
            }
        }
        for (int t = 0; t < tables.tiles; t++) {
            if (royal[t] != Table.NONE) {
                table.addSupply(royal[t], -1);
            }
        }
        Engine e = new Engine(tables, options, seatColour, startSeat, table, chance, out);
        e.activeSeat = activeSeat;
        e.turn = turn - 1;
        TurnAction.begin(e);
        if (emigration) {
            TurnAction.acted(e);
            Emigrations.begin(e);
        }
        e.advance();
        return e;
    }

    /** {@return a deep copy} */
    public State copy() {
        State c = new State();
        c.placed = placed.clone();
        c.placedHex = placedHex.clone();
        c.placedRot = placedRot.clone();
        c.royalOwner = royalOwner.clone();
        c.removed = removed.clone();
        c.aside = aside == null ? null : aside.clone();
        c.occ = occ.clone();
        c.supply = supply.clone();
        c.royalCount = royalCount.clone();
        c.stranded = stranded.clone();
        c.strandedTile = strandedTile;
        c.stack = stack.clone();
        c.chanceMode = chanceMode;
        c.chanceResolved = chanceResolved;
        c.chanceFor = chanceFor;
        c.phase = phase;
        c.activeSeat = activeSeat;
        c.turn = turn;
        c.setupStep = setupStep;
        c.endTriggered = endTriggered;
        c.noBoatTurn = noBoatTurn;
        c.allBoatsTurn = allBoatsTurn;
        c.actionTile = actionTile;
        c.placeCount = placeCount;
        c.placePurpose = placePurpose;
        c.drawnTile = drawnTile;
        c.drawPurpose = drawPurpose;
        c.voyHex = voyHex;
        c.voyDir = voyDir;
        c.voyFirst = voyFirst;
        c.group = group.clone();
        c.originTile = originTile;
        c.landTile = landTile;
        c.landFree0 = landFree0;
        c.landReceived = landReceived;
        c.landMode = landMode;
        c.history = new ArrayList<>();
        for (int[] r : history) {
            c.history.add(r.clone());
        }
        c.historyOrigins = historyOrigins.clone();
        c.origins = origins.clone();
        c.stallTurns = stallTurns;
        return c;
    }

    @Override
    public String toString() {
        return "State[phase " + phase + ", turn " + turn + ", stack " + Arrays.toString(stack) + "]";
    }
}
