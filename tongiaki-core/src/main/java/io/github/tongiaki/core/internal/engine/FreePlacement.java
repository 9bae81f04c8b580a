package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Lines.Token;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.EndGame;
import io.github.tongiaki.core.rules.Rule;
import java.util.List;

/**
 * Free placement (R-NEW-1, R-LOOP-2, D-9): a tile is drawn and the active player lays it on any empty hex
 * next to a tile on the table, in any rotation; after a water tile he draws on until an island appears
 * (D-1: even after the end was triggered, while the stack holds tiles). For a new settlement the island
 * then gets his boat ({@link PlaceBoats}); after a R-LOOP-2 redraw the emigrations resume. Frame: the
 * purpose (settle or redraw) and the drawn tile (-1 while it is still to be drawn). Option code:
 * {@code packed hex << 3 | rotation}; the options are the frontier hexes in ascending order, six
 * rotations each, and are not stored (an empty table offers the middle).
 */
final class FreePlacement extends Step {

    static final FreePlacement STEP = new FreePlacement();
    static final int PURPOSE = 1;
    static final int DRAWN = 2;

    private FreePlacement() {
    }

    /**
     * Begins the draws of a new settlement or a R-LOOP-2 redraw.
     *
     * @param purpose {@link Engine#P_SETTLE} or {@link Engine#P_REDRAW}
     */
    static void begin(Engine e, int purpose) {
        int f = e.push(Engine.TILE);
        // DRAWN is written by run's draw before anything reads it (the placement's decision, apply, its text).
        e.fr[f + PURPOSE] = purpose;
    }

    /**
     * Waits with a drawn tile (a restored position).
     *
     * @param purpose {@link Engine#P_SETTLE} or {@link Engine#P_REDRAW}
     * @param tile the drawn tile
     */
    static void resume(Engine e, int purpose, int tile) {
        int f = e.push(Engine.TILE);
        e.fr[f + PURPOSE] = purpose;
        e.fr[f + DRAWN] = tile;
    }

    static int purpose(Engine e, int f) {
        return e.fr[f + PURPOSE];
    }

    // Runs only with no tile drawn: a drawn tile waits for its placement, which either draws the next (run) or
    // pops the frame; a restored position with a drawn tile waits at once (State.toEngine).
    @Override
    boolean run(Engine e, int f) {
        if (ChanceDraw.isChance(e)) {
            ChanceDraw.begin(e);
            return false;
        }
        e.fr[f + DRAWN] = ChanceDraw.draw(e, e.fr[f + PURPOSE] == Engine.P_SETTLE ? Rule.R_NEW_1 : Rule.R_LOOP_2);
        return true;
    }

    @Override
    void options(Engine e, int f) {
        // D-9: every empty hex next to a tile on the table (kept up to date by the table), in ascending packed
        // order (by q, then r), each with the six rotations; an empty table offers the middle.
        int hexes = e.table.frontierCount();
        e.lazyTileOptions(hexes == 0 ? 6 : hexes * 6);
    }

    @Override
    void apply(Engine e, int f, int code) {
        int h = code >>> 3;
        int rot = code & 7;
        int t = e.fr[f + DRAWN];
        int purpose = e.fr[f + PURPOSE];
        e.table.putTile(t, h, rot);
        if (e.out != null) {
            e.out.add(new GameEvent.TilePlaced(e.id(t), Hexes.hex(h), Rotation.of(rot), Rule.D_9));
        }
        boolean island = e.tables.island[t];
        if (!island && e.table.stackSize() > 0) {
            // R-NEW-1 / R-LOOP-2: draw on until an island appears (run draws the next tile).
            return;
        }
        e.pop();
        // Only a R-LOOP-2 redraw that began after the end was triggered (D-1, FINISH_TURN) can empty the stack
        // without an island: a new settlement begins before the trigger, so an island of the other kind remains.
        if (purpose == Engine.P_SETTLE) {
            if (!island) {
                throw new IllegalStateException("engine error: a new settlement ran out of tiles before an island");
            }
            // R-NEW-1: one boat on any beach of that island.
            PlaceBoats.begin(e, t, 1, Engine.P_SETTLE);
        } else if (e.endTriggered && e.options.endGame() == EndGame.VOYAGE_ONLY) {
            // D-1: the redraw is finished, then the turn and the game end.
            TurnAction.endNow(e);
        }
        // else D-9: full beaches still waiting are resolved before the turn passes (the emigrations resume).
    }

    @Override
    DecisionKind kind() {
        return DecisionKind.TILE_PLACEMENT;
    }

    @Override
    Decision decision(Engine e, int f, int number, List<Option> options) {
        Rule rule = e.fr[f + PURPOSE] == Engine.P_SETTLE ? Rule.R_NEW_1 : Rule.R_LOOP_2;
        return new Decision.TilePlacement(number, Engine.colour(e.activeColour()), e.id(e.fr[f + DRAWN]), rule, options);
    }

    @Override
    Choice choice(Tables tables, int island, int code) {
        return new Choice.PlaceTile(Placement.of(Hexes.hex(code >>> 3), Rotation.of(code & 7)));
    }

    /** TILE_PLACEMENT: ((q + R) * (2R + 1) + (r + R)) * 6 + rotation, R = T. */
    @Override
    int actionId(ActionIds a, int code) {
        int r = a.tables.tiles;
        return hexActionId(code >>> 3, r, 2 * r + 1) + (code & 7);
    }

    /** The action id of rotation 0 on a hex: ((q + R) * width + (r + R)) * 6, R = T, width = 2R + 1. */
    private static int hexActionId(int h, int r, int width) {
        return ((Hexes.q(h) + r) * width + (Hexes.r(h) + r)) * 6;
    }

    @Override
    int actionCount(ActionIds a) {
        int r = 2 * a.tables.tiles + 1;
        return r * r * 6;
    }

    @Override
    void printPending(Engine e, int f, StringBuilder sb) {
        sb.append(" tile=").append(PositionText.id(e.tables, e.fr[f + DRAWN])).append(" purpose=")
                .append(PositionText.PURPOSES[e.fr[f + PURPOSE]]);
    }

    @Override
    void readPending(PendingFields p, State s) {
        Token tt = p.field("tile");
        s.drawnTile = p.tile(tt);
        if (s.drawnTile == 0 || p.onTable(s.drawnTile) || s.removed[s.drawnTile] || p.inStack(s.drawnTile) || s.aside[s.drawnTile]) {
            throw p.error(tt, "the drawn tile: neither the start island, on the table, removed nor in the stack");
        }
        Token pu = p.field("purpose");
        s.drawPurpose = p.choose(pu, PositionText.PURPOSES, 4, "a purpose (settle or redraw)");
        if (s.drawPurpose < Engine.P_SETTLE) {
            throw p.error(pu, "a purpose (settle or redraw)");
        }
        // D-1: only an R-LOOP-2 redraw that began after the end was triggered under FINISH_TURN draws on
        // without an island left (until the stack is empty).
        boolean redrawAfterEnd = s.drawPurpose == Engine.P_REDRAW && s.endTriggered && p.options.endGame() == EndGame.FINISH_TURN;
        if (!p.tables.island[s.drawnTile] && p.islandsInStack() == 0 && !redrawAfterEnd) {
            throw p.stackError("an island in the stack: a free placement of a water tile draws on until an island comes (R-NEW-1, R-LOOP-2)");
        }
    }

    /**
     * The action ids of the D-9 options (frontier hex i / 6, rotation i % 6) straight from the table's
     * frontier: a free placement may have hundreds of options, so they are not written as codes first.
     *
     * @param table the table
     * @param a the action space
     * @param hexes the number of frontier hexes offered (1 for the middle of an empty table)
     * @param offset the offset of TILE_PLACEMENT's range in the action space, added to every id
     * @param buffer at least {@code 6 * hexes} long
     * @return the number written
     */
    static int actionIds(Table table, ActionIds a, int hexes, int offset, int[] buffer) {
        int r = a.tables.tiles;
        int width = 2 * r + 1;
        offeredHexes(table, hexes, buffer);
        // from the last hex back: hex k's six ids go to 6k .. 6k + 5, never over a hex not yet read
        for (int k = hexes - 1; k >= 0; k--) {
            int base = hexActionId(buffer[k], r, width) + offset;
            for (int rot = 5; rot >= 0; rot--) {
                buffer[6 * k + rot] = base + rot;
            }
        }
        return 6 * hexes;
    }

    /**
     * The D-9 option with an action id: the id names a hex and a rotation; the hex is offered if it is on the
     * frontier (or the middle of an empty table), as the group of its rank there.
     *
     * @param table the table
     * @param a the action space
     * @param actionId an action id
     * @return the option's index, or -1
     */
    static int optionOfAction(Table table, ActionIds a, int actionId) {
        int r = a.tables.tiles;
        int width = 2 * r + 1;
        if (actionId < 0 || actionId >= width * width * 6) {
            return -1;
        }
        int cell = actionId / 6;
        int h = Hexes.pack(cell / width - r, cell % width - r);
        int k = table.frontierCount() == 0 ? (h == Hexes.pack(0, 0) ? 0 : -1) : table.frontierIndex(h);
        return k < 0 ? -1 : 6 * k + actionId % 6;
    }

    /**
     * Writes the hexes of the D-9 option groups, in option order: the frontier in one pass, or the middle of an
     * empty table.
     *
     * @param table the table
     * @param hexes the number of hexes offered
     * @param buffer at least {@code hexes} long
     */
    static void offeredHexes(Table table, int hexes, int[] buffer) {
        if (table.frontierCount() == 0) {
            buffer[0] = Hexes.pack(0, 0);
        } else {
            table.frontier(buffer);
        }
    }

    /**
     * The hex of the k-th D-9 option group: the k-th empty hex next to a tile on the table, or the middle of an
     * empty table (R-NEW-1 after every island left, R-LOOP-2).
     *
     * @param table the table
     * @param k 0 .. the number of hexes offered - 1
     * @return its packed hex
     */
    static int offeredHex(Table table, int k) {
        return table.frontierCount() == 0 ? Hexes.pack(0, 0) : table.frontier(k);
    }
}
