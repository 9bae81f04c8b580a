package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Group;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.Rule;
import java.util.List;

/**
 * Emigrations (R-EMI-1, R-EMI-2, R-CHAIN-1, R-LOOP-3, D-3, D-14): while a beach is full, the active player
 * chooses a full beach and one of its jetties; all its boats leave as one group on a {@link Voyage}.
 * When the voyage is done this step resumes (R-CHAIN-1: any full beach emigrates next); without a full
 * beach it is done and the turn ends. Before each emigration the D-4 record is taken ({@link Table#recordOrFind()}).
 * A full beach of a closed island (D-2) is offered once; choosing it removes the island (R-LOOP-1,
 * {@link ClosedIslands}). Frame: none. Option code: {@code global beach << 3 | jetty}, jetty
 * {@link Engine#CLOSED} for a closed island.
 */
final class Emigrations extends Step {

    static final Emigrations STEP = new Emigrations();

    private Emigrations() {
    }

    /** Begins the emigrations of a turn (or finds none and lets the turn end). */
    static void begin(Engine e) {
        e.push(Engine.EMIGRATE);
    }

    @Override
    boolean run(Engine e, int f) {
        while (true) {
            if (!e.table.anyFullBeach()) {
                e.pop();
                return false;
            }
            // D-4: the occupancy of every beach (which fixes the set of full beaches) before each emigration.
            int repeat = e.table.recordOrFind();
            if (repeat < 0) {
                return true;
            }
            // D-4: the chain is endless: R-LOOP-1 for every island an emigration started from since then.
            boolean any = false;
            int ownBack = 0;
            for (int t : e.table.originsSince(repeat)) {
                if (!e.table.removed(t)) {
                    ownBack += ClosedIslands.remove(e, t, Rule.D_4);
                    any = true;
                }
            }
            if (!any) {
                throw new IllegalStateException("engine error: D-4 repeat without an island to remove");
            }
            // R-LOOP-2: the islands removed together are "the removal".
            if (ClosedIslands.afterRemoval(e, ownBack)) {
                return false;
            }
        }
    }

    @Override
    void options(Engine e, int f) {
        Tables tb = e.tables;
        Table table = e.table;
        boolean colourAware = e.options.loopColourAware();
        // R-EMI-1: the islands on the table with a full beach, in tile order (the options' order).
        for (int t = table.nextIslandWithFullBeach(0); t != Table.NONE; t = table.nextIslandWithFullBeach(t + 1)) {
            int base = tb.beachBase[t];
            int n = tb.beachCount[t];
            // D-2: which jetties of the full beaches lead back (that decides D-3 as well).
            int full = 0; // the full beaches, by local number
            long back = 0; // bit (local beach * 6 + jetty) of the full beaches' jetties whose paths lead back
            boolean fullNonBack = false; // a full beach has a jetty whose path leads elsewhere
            for (int i = 0; i < n; i++) {
                int b = base + i;
                if (!table.full(b)) {
                    continue;
                }
                full |= 1 << i;
                int colours = colourAware ? table.coloursOn(b) : -1;
                for (int m = tb.jettyMask[b]; m != 0; m &= m - 1) {
                    int j = Integer.numberOfTrailingZeros(m);
                    if (ClosedIslands.leadsBack(e, t, j, colours)) {
                        back |= 1L << (i * 6 + j);
                    } else {
                        fullNonBack = true;
                    }
                }
            }
            // D-2: the island is closed when every jetty leads back; the other beaches' jetties matter only while
            // every full beach's does.
            boolean closed = !fullNonBack;
            for (int i = 0; i < n && closed; i++) {
                if ((full & 1 << i) != 0) {
                    continue;
                }
                for (int m = tb.jettyMask[base + i]; m != 0 && closed; m &= m - 1) {
                    closed = ClosedIslands.leadsBack(e, t, Integer.numberOfTrailingZeros(m), -1);
                }
            }
            for (int fm = full; fm != 0; fm &= fm - 1) {
                int i = Integer.numberOfTrailingZeros(fm);
                int b = base + i;
                if (closed) {
                    // D-3: choosing a full beach of a closed island applies R-LOOP-1; D-16: offered once, not once
                    // per jetty (every jetty leads to the same removal).
                    e.addOption((b << 3) | Engine.CLOSED);
                    continue;
                }
                for (int m = tb.jettyMask[b]; m != 0; m &= m - 1) {
                    int j = Integer.numberOfTrailingZeros(m);
                    // D-3, R-LOOP-3: a jetty leading back only when no full beach of the island has another way.
                    if ((back & 1L << (i * 6 + j)) == 0 || !fullNonBack) {
                        e.addOption((b << 3) | j);
                    }
                }
            }
        }
    }

    @Override
    void apply(Engine e, int f, int code) {
        int b = code >>> 3;
        int jetty = code & 7;
        int t = e.tables.beachTile[b];
        if (jetty == Engine.CLOSED) {
            // R-LOOP-1: every boat of the island goes back, the island leaves the game (D-10). Then, unless a
            // R-LOOP-2 redraw begins, the next emigration (run resumes).
            ClosedIslands.afterRemoval(e, ClosedIslands.remove(e, t, Rule.R_LOOP_1));
            return;
        }
        e.table.addOrigin(t);
        // R-EMI-1: all boats of the beach leave together as one group.
        int group = e.table.takeGroup(b);
        if (e.out != null) {
            e.out.add(new GameEvent.EmigrationStarted(e.tables.beachRef[b], jetty, Group.boats(group)));
        }
        Voyage.begin(e, e.table.tileHex(t), Tables.ADD6[jetty + e.table.tileRotation(t)], t, group);
    }

    @Override
    DecisionKind kind() {
        return DecisionKind.EMIGRATION;
    }

    @Override
    Decision decision(Engine e, int f, int number, List<Option> options) {
        return new Decision.Emigration(number, Engine.colour(e.activeColour()), options);
    }

    @Override
    Choice choice(Tables tables, int island, int code) {
        return (code & 7) == Engine.CLOSED
                ? new Choice.EmigrateClosed(tables.beachRef[code >>> 3])
                : new Choice.Emigrate(tables.beachRef[code >>> 3], code & 7);
    }

    /** EMIGRATION: global beach * 8 + jetty edge, or + 7 for a closed island. */
    @Override
    int actionId(ActionIds a, int code) {
        return code;
    }

    @Override
    int actionCount(ActionIds a) {
        return a.tables.beaches * 8;
    }

}
