package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import java.util.Arrays;
import java.util.List;

/**
 * The turn (R-TURN-1) and its action: expand (R-EXP-1, D-7), found a royal island (R-ROYAL-1), place
 * boats with none on the table (R-NOBOAT-1, D-8) or a new settlement (R-NEW-1). The turn's frame is the
 * bottom of the stack for the whole turn: when everything above it is done, it resumes and ends the
 * turn. Frame: the stage (waiting for the action, or acted), and whether R-NOBOAT-1 and R-ALLBOATS-1
 * apply this turn (decided as it began). Option code: {@code kind << 16 | island}.
 */
final class TurnAction extends Step {

    static final TurnAction STEP = new TurnAction();
    private static final int STAGE = 1;
    private static final int NO_BOAT = 2;
    private static final int ALL_BOATS = 3;
    private static final int ACTION = 0;
    private static final int ACTED = 1;

    private TurnAction() {
    }

    /**
     * Begins the active player's turn, unless the stall rule ends the game first (D-15). The turn's frame
     * is the only one on the stack.
     */
    static void begin(Engine e) {
        if (Stall.endsBeforeTurn(e)) {
            return;
        }
        // The counts stop at the largest int (a game without the stall rule can go on for ever, D-15): a position
        // reached in play always carries numbers its text can hold.
        e.stallTurns = Engine.counted(e.stallTurns);
        e.turn = Engine.counted(e.turn);
        e.table.clearHistory();
        int f = e.depth == 0 ? e.push(Engine.TURN) : 0;
        e.depth = 1;
        int c = e.activeColour();
        int on = e.onTable(c);
        e.fr[f + STAGE] = ACTION;
        e.fr[f + NO_BOAT] = on == 0 ? 1 : 0;
        e.fr[f + ALL_BOATS] = on == Table.BOATS_PER_PLAYER ? 1 : 0;
        if (e.out != null) {
            e.out.add(new GameEvent.TurnStarted(e.turn, Engine.colour(c), noBoat(e), allBoats(e)));
        }
    }

    /**
     * Rebuilds the turn's frame of a restored position (no event, no D-15 check). Whether R-NOBOAT-1 and
     * R-ALLBOATS-1 apply is decided from the boats on the table, as when a turn begins: at the turn decision
     * nothing has changed them yet, and once the action is taken only the action used them.
     *
     * @param acted whether the action was taken (something above the turn is in progress)
     */
    static void resume(Engine e, boolean acted) {
        int f = e.push(Engine.TURN);
        int on = e.onTable(e.activeColour());
        e.fr[f + STAGE] = acted ? ACTED : ACTION;
        e.fr[f + NO_BOAT] = on == 0 ? 1 : 0;
        e.fr[f + ALL_BOATS] = on == Table.BOATS_PER_PLAYER ? 1 : 0;
    }

    /** A scenario's turn begins at its emigrations: the action counts as taken. */
    static void acted(Engine e) {
        e.fr[STAGE] = ACTED;
    }

    /**
     * Ends the turn now, whatever is in progress above it (D-1 under VOYAGE_ONLY; a royal island).
     */
    static void endNow(Engine e) {
        e.depth = 1;
        e.fr[STAGE] = ACTED;
    }

    // noBoat and allBoats are asked by this step only (a turn's start, its decision and its action), so the
    // turn's frame is the bottom one (offset 0).

    /** {@return whether R-NOBOAT-1 applies this turn} */
    private static boolean noBoat(Engine e) {
        return e.fr[NO_BOAT] != 0;
    }

    /** {@return whether R-ALLBOATS-1 applies this turn} */
    private static boolean allBoats(Engine e) {
        return e.fr[ALL_BOATS] != 0;
    }

    @Override
    boolean run(Engine e, int f) {
        if (e.fr[f + STAGE] == ACTION) {
            return true;
        }
        // Everything the action set going is done: the turn ends.
        if (e.out != null) {
            e.out.add(new GameEvent.TurnEnded(e.turn, Engine.colour(e.activeColour())));
        }
        if (e.endTriggered) {
            // R-END-1, D-1: the game ends with the turn that triggered the end.
            e.finishGame();
            return false;
        }
        e.activeSeat = (e.activeSeat + 1) % e.players;
        begin(e);
        return false;
    }

    @Override
    void options(Engine e, int f) {
        Table tb = e.table;
        Tables t = e.tables;
        int c = e.activeColour();
        if (noBoat(e)) {
            // R-NOBOAT-1, D-8: two boats on the start island, or one on another non-royal island.
            if (tb.onTable(0) && tb.royalOwner(0) == Table.NONE && tb.freeBerths(0) >= 2 && tb.supply(c) >= 2) {
                e.addOption(Engine.A_NOBOAT << 16);
            }
            for (int i = 1; i < t.tiles; i++) {
                if (t.island[i] && tb.onTable(i) && tb.royalOwner(i) == Table.NONE && tb.freeBerths(i) >= 1 && tb.supply(c) >= 1) {
                    e.addOption((Engine.A_NOBOAT << 16) | i);
                }
            }
        } else {
            // R-EXP-1: any non-royal island with a boat of the player. The table keeps, per colour, the islands
            // with its boats (R-ROYAL-2: never a royal one), so this reads a mask rather than every beach.
            for (int w = 0; w < t.words; w++) {
                for (int bits = tb.islandsWithBoat(c, w); bits != 0; bits &= bits - 1) {
                    e.addOption((Engine.A_EXPAND << 16) | (w << 5) + Integer.numberOfTrailingZeros(bits));
                }
            }
            // R-ROYAL-1: only his boats there, not the start island (tile 0), and fewer than two founded.
            if (tb.royalCount(c) < 2) {
                for (int w = 0; w < t.words; w++) {
                    for (int bits = tb.islandsWithOnlyColour(c, w) & (w == 0 ? ~1 : -1); bits != 0; bits &= bits - 1) {
                        e.addOption((Engine.A_ROYAL << 16) | (w << 5) + Integer.numberOfTrailingZeros(bits));
                    }
                }
            }
        }
        // R-NEW-1 (and D-8): a new settlement is always possible.
        e.addOption(Engine.A_SETTLE << 16);
    }

    @Override
    void apply(Engine e, int f, int code) {
        int kind = code >>> 16;
        int t = code & 0xFFFF;
        int c = e.activeColour();
        e.fr[f + STAGE] = ACTED;
        switch (kind) {
            case Engine.A_EXPAND -> {
                if (allBoats(e)) {
                    // R-ALLBOATS-1, D-7: first decide whether to take a boat.
                    TakeBoat.begin(e, t);
                } else {
                    // D-7: min(own boats there, beaches, beaches with a free berth, supply) (R-EXP-1, R-FEW-1).
                    Table tb = e.table;
                    int k = Math.min(Math.min(tb.ownBoatsOn(t, c), e.tables.beachCount[t]),
                            Math.min(Integer.bitCount(tb.freeBeachMask(t)), tb.supply(c)));
                    PlaceBoats.begin(e, t, k, Engine.P_EXPAND);
                }
            }
            case Engine.A_ROYAL -> foundRoyal(e, t, c);
            case Engine.A_NOBOAT -> PlaceBoats.begin(e, t, t == 0 ? 2 : 1, Engine.P_NOBOAT);
            case Engine.A_SETTLE -> {
                withdrawFleet(e, c);
                FreePlacement.begin(e, Engine.P_SETTLE);
            }
            default -> throw new IllegalStateException("turn code " + code);
        }
    }

    /** R-ROYAL-1: one boat on the mask, the others back to the supply; the turn ends. */
    private static void foundRoyal(Engine e, int t, int c) {
        int own = e.table.ownBoatsOn(t, c);
        e.table.makeRoyal(t, c);
        Stall.progress(e); // D-15: a royal island founded is progress
        e.table.addSupply(c, own - 1);
        if (e.out != null) {
            e.out.add(new GameEvent.RoyalIslandFounded(Engine.colour(c), e.id(t), Boats.of(Engine.colour(c), own - 1)));
        }
    }

    /**
     * R-NEW-1: the player takes all his boats from the table back into his supply: from the islands where the
     * table marks his boats (in tile order, so the beaches come in global order), not from every beach.
     */
    private static void withdrawFleet(Engine e, int c) {
        // the event's list: one entry per boat taken, at most the player's boats on the table; built as an exact-size
        // List.of, which the event keeps as it is (List.copyOf copies no List.of)
        BeachRef[] from = e.out == null ? null : new BeachRef[e.table.boatsOnBeaches(c)];
        int n = 0;
        Table table = e.table;
        Tables tb = e.tables;
        for (int t = table.nextIslandWithBoat(c, 0); t != Table.NONE; t = table.nextIslandWithBoat(c, t + 1)) {
            if (from != null) {
                for (int b = tb.beachBase[t], end = b + tb.beachCount[t]; b < end; b++) {
                    for (int i = table.boats(b, c); i > 0; i--) {
                        if (n == from.length) {
                            from = Arrays.copyOf(from, n + 8); // not expected: the count above is every boat on a beach
                        }
                        from[n++] = tb.beachRef[b];
                    }
                }
            }
            table.withdrawIsland(t, c);
        }
        if (e.out != null) {
            e.out.add(new GameEvent.FleetWithdrawn(Engine.colour(c), List.of(n == from.length ? from : Arrays.copyOf(from, n))));
        }
    }

    @Override
    DecisionKind kind() {
        return DecisionKind.TURN_ACTION;
    }

    @Override
    Decision decision(Engine e, int f, int number, List<Option> options) {
        return new Decision.TurnAction(number, Engine.colour(e.activeColour()), noBoat(e), allBoats(e), options);
    }

    @Override
    Choice choice(Tables tables, int island, int code) {
        int t = code & 0xFFFF;
        return switch (code >>> 16) {
            case Engine.A_EXPAND -> new Choice.Expand(id(tables, t));
            case Engine.A_ROYAL -> new Choice.FoundRoyalIsland(id(tables, t));
            case Engine.A_NOBOAT -> new Choice.NoBoatPlacement(id(tables, t));
            default -> new Choice.NewSettlement();
        };
    }

    /** TURN_ACTION: expand t, royal T + t, no-boat placement 2T + t, new settlement 3T. */
    @Override
    int actionId(ActionIds a, int code) {
        return (code >>> 16) * a.tables.tiles + (code & 0xFFFF);
    }

    @Override
    int actionCount(ActionIds a) {
        return 3 * a.tables.tiles + 1;
    }

    /**
     * Turns option codes into action ids in place (the bots' {@code legalActions}; see
     * {@link ActionIds#encodeAll}).
     *
     * @param a the action space
     * @param codes the codes; the action ids afterwards
     * @param n how many
     * @param offset the offset of the kind's range in the action space, added to every id
     */
    void actionIds(ActionIds a, int[] codes, int n, int offset) {
        for (int i = 0; i < n; i++) {
            codes[i] = actionId(a, codes[i]) + offset;
        }
    }
}
