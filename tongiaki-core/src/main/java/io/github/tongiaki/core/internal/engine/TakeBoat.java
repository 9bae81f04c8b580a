package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import java.util.List;

/**
 * R-ALLBOATS-1, D-7: a player with all 15 boats on the table who expands first decides whether to take
 * one of his boats back from a beach of a non-royal island; the expansion is then exactly that boat (or
 * nothing). Frame: the island of the expansion. Option code: 0 for no boat, else the global beach + 1.
 */
final class TakeBoat extends Step {

    static final TakeBoat STEP = new TakeBoat();
    /** Frame field: the island of the expansion. */
    static final int ISLAND = 1;

    private TakeBoat() {
    }

    /**
     * @param island the island of the expansion
     */
    static void begin(Engine e, int island) {
        e.fr[e.push(Engine.TAKE) + ISLAND] = island;
    }

    @Override
    boolean run(Engine e, int f) {
        return true;
    }

    @Override
    void options(Engine e, int f) {
        int c = e.activeColour();
        e.addOption(0); // take none
        for (int b = 0; b < e.tables.beaches; b++) {
            if (e.table.boats(b, c) > 0 && e.table.royalOwner(e.tables.beachTile[b]) == Table.NONE) {
                e.addOption(b + 1);
            }
        }
    }

    @Override
    void apply(Engine e, int f, int code) {
        int island = e.fr[f + ISLAND];
        e.pop();
        if (code == 0) {
            // D-7: no boat taken, so the expansion places nothing and the turn ends (R-EXP-2; see PlaceBoats.begin).
            return;
        }
        int c = e.activeColour();
        int b = code - 1;
        e.table.takeBoat(b, c);
        if (e.out != null) {
            e.out.add(new GameEvent.BoatTaken(Engine.colour(c), e.tables.beachRef[b]));
        }
        // D-7: the expansion is then exactly that one boat.
        PlaceBoats.begin(e, island, 1, Engine.P_EXPAND);
    }

    @Override
    DecisionKind kind() {
        return DecisionKind.TAKE_BOAT;
    }

    @Override
    Decision decision(Engine e, int f, int number, List<Option> options) {
        return new Decision.TakeBoat(number, Engine.colour(e.activeColour()), e.id(e.fr[f + ISLAND]), options);
    }

    @Override
    Choice choice(Tables tables, int island, int code) {
        return code == 0 ? new Choice.TakeNoBoat() : new Choice.TakeBoatFrom(tables.beachRef[code - 1]);
    }

    /** TAKE_BOAT: 0 for none, else 1 + the global beach. */
    @Override
    int actionId(ActionIds a, int code) {
        return code;
    }

    @Override
    int actionCount(ActionIds a) {
        return a.tables.beaches + 1;
    }

    @Override
    void printPending(Engine e, int f, StringBuilder sb) {
        sb.append(" island=").append(PositionText.id(e.tables, e.fr[f + ISLAND]));
    }

    @Override
    void readPending(PendingFields p, State s) {
        s.actionTile = p.openIsland("island");
    }

}
