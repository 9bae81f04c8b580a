package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Group;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.RuleOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * A position as plain data, before it is checked: what the position parser reads and what a scenario
 * builds. The {@link Validator} checks it; then {@link #toEngine} builds an engine waiting at its decision
 * (a position) or {@link #beginTurn} one whose turn begins (a scenario). This is the one way from plain
 * data to an engine (like shakmaty's {@code Setup} and {@code Position}). The fixed data (tile set, rule
 * options, seats) is not part of it. Tile, beach, colour and hex numbers are the engine's; the frames of
 * the steps in progress are given as the pending decision ({@link #phase}) and its fields, from which the
 * frames below it follow (a landing's frame lies on the emigrations', which lies on the turn's).
 */
public final class State {
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
    int[] supply;
    /** Per colour: boats stranded on the last water tile. */
    int[] stranded = new int[6];
    /** The tile of the stranded boats, or -1. */
    int strandedTile = -1;
    /** The tiles left in the stack, top first. */
    public int[] stack;
    /** Whether every draw is a chance decision. */
    public boolean chanceMode;
    /** Whether the next draw takes the tile just chosen by chance. */
    boolean chanceResolved;
    /** What waits for a pending chance draw: a placement purpose, or -1 for the voyage. */
    int chanceFor = -1;
    /** The pending phase. */
    public int phase;
    /** The active seat. */
    public int activeSeat;
    /** The turn number. */
    public int turn;
    /** Set-up boats placed so far. */
    int setupStep;
    /** The end was triggered (D-1). */
    boolean endTriggered;
    /** The island of the expansion or placement, or -1. */
    int actionTile = -1;
    /** Boats the pending placement puts. */
    int placeCount;
    /** The purpose of the pending placement. */
    int placePurpose;
    /** The tile waiting for free placement, or -1. */
    int drawnTile = -1;
    /** The purpose of the free placements. */
    int drawPurpose;
    /** The group's hex during a voyage. */
    int voyHex;
    /** The direction the group moves on in. */
    int voyDir;
    /** No tile crossed yet. */
    boolean voyFirst;
    /** Per colour: boats of the group at sea. */
    int[] group = new int[6];
    /** The island the group emigrated from, or -1. */
    int originTile = -1;
    /** The island of the landing, or -1. */
    int landTile = -1;
    /** Local beaches free when the landing began (bit mask). */
    int landFree0;
    /** Local beaches that received a boat in this landing (bit mask). */
    int landReceived;
    /** The landing mode: 0 one per beach first, 1 spread, 2 anywhere. */
    int landMode;
    /** D-4: the occupancy records of this turn, oldest first (each beaches * 6 long). */
    List<int[]> history = new ArrayList<>();
    /** D-4: for each record of {@link #history}, the number of emigrations started before it. */
    int[] historyOrigins = new int[0];
    /** D-4: the island of each emigration started this turn, in order. */
    int[] origins = new int[0];
    /** D-15: the turns begun after the turn of the last progress. */
    int stallTurns;

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
    Engine toEngine(Tables tables, RuleOptions options, int[] seatColour, int startSeat) {
        Engine e = engine(tables, options, seatColour, startSeat, null);
        e.turn = turn;
        switch (phase) {
            case Engine.OVER -> {
                e.finishGame();
                return e;
            }
            case Engine.SETUP -> SetupBerth.resume(e, setupStep);
            case Engine.TURN -> TurnAction.resume(e, false);
            default -> {
                TurnAction.resume(e, true);
                frames(e);
            }
        }
        e.waitHere();
        e.computeOptions();
        return e;
    }

    /**
     * Builds an engine at this state where the active player's turn {@link #turn} begins (a scenario): the
     * turn's start is played (its events are made), then, at {@link Engine#EMIGRATE}, its emigrations; the
     * engine advances to the next decision. The caller has validated the state (phase TURN or EMIGRATE).
     *
     * @param tables the compiled tile set
     * @param options the rule options
     * @param seatColour colour ordinal per seat
     * @param startSeat the start player's seat
     * @param out where the events go
     * @return the engine at its next decision
     */
    public Engine beginTurn(Tables tables, RuleOptions options, int[] seatColour, int startSeat, List<GameEvent> out) {
        Engine e = engine(tables, options, seatColour, startSeat, out);
        e.turn = turn - 1;
        TurnAction.begin(e);
        if (phase == Engine.EMIGRATE) {
            TurnAction.acted(e);
            Emigrations.begin(e);
        }
        e.advance();
        // The sink was for the build's events only: later steps choose their own (none on the bots' fast path).
        e.out = null;
        return e;
    }

    private Engine engine(Tables tables, RuleOptions options, int[] seatColour, int startSeat, List<GameEvent> out) {
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
        Engine e = new Engine(tables, options, seatColour, startSeat, table, chanceMode, out);
        e.chanceResolved = chanceResolved;
        e.activeSeat = activeSeat;
        e.endTriggered = endTriggered;
        e.stallTurns = stallTurns;
        Repetition.restore(table, origins, historyOrigins, history);
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
}
