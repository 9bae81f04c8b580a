package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.Rule;
import java.util.List;

/**
 * Set-up (R-SETUP-2, R-SETUP-3): in seat order from the start player, twice round, each player puts one
 * boat on a beach of the start island; every beach keeps at least one free berth. Frame: the number of
 * set-up boats placed so far. Option code: the global beach.
 */
final class SetupBerth extends Step {

    static final SetupBerth STEP = new SetupBerth();
    static final int PLACED = 1;

    private SetupBerth() {
    }

    /** Begins the set-up: the start player places first. */
    static void begin(Engine e) {
        e.push(Engine.SETUP);
    }

    /**
     * Begins the set-up at a later boat (a restored position).
     *
     * @param placed set-up boats placed so far
     */
    static void resume(Engine e, int placed) {
        e.fr[e.push(Engine.SETUP) + PLACED] = placed;
    }

    @Override
    boolean run(Engine e, int f) {
        return true;
    }

    @Override
    void options(Engine e, int f) {
        Table tb = e.table;
        Tables t = e.tables;
        for (int b = t.beachBase[0], end = b + t.beachCount[0]; b < end; b++) {
            // R-SETUP-3: every beach of the start island keeps at least one free berth.
            if (tb.beachTotal(b) < t.berths[b] - 1) {
                e.addOption(b);
            }
        }
    }

    @Override
    void apply(Engine e, int f, int beach) {
        int c = e.activeColour();
        e.table.addBoats(beach, c, 1);
        if (e.out != null) {
            e.out.add(new GameEvent.BoatsPlaced(Engine.colour(c), e.tables.beachRef[beach], 1, Rule.R_SETUP_2));
        }
        int placed = ++e.fr[f + PLACED];
        if (placed == 2 * e.players) {
            // R-SETUP-3: the start player takes the first turn.
            e.pop();
            e.activeSeat = e.startSeat;
            TurnAction.begin(e);
        } else {
            e.activeSeat = (e.startSeat + placed) % e.players;
        }
    }

    @Override
    DecisionKind kind() {
        return DecisionKind.SETUP_BERTH;
    }

    @Override
    Decision decision(Engine e, int f, int number, List<Option> options) {
        return new Decision.SetupBerth(number, Engine.colour(e.activeColour()), e.fr[f + PLACED] / e.players + 1, options);
    }

    @Override
    Choice choice(Tables tables, int island, int beach) {
        return new Choice.Berth(tables.beachRef[beach]);
    }

    /** SETUP_BERTH: beach number - 1 of the start island (its global index: the start island's beaches come first). */
    @Override
    int actionId(ActionIds a, int beach) {
        return beach;
    }

    @Override
    int actionCount(ActionIds a) {
        return a.tables.beachCount[0];
    }

    @Override
    void printPending(Engine e, int f, StringBuilder sb) {
        sb.append(" step=").append(e.fr[f + PLACED]);
    }

    @Override
    void readPending(PendingFields p, State s) {
        s.setupStep = p.integer("step", 0, 2 * p.players - 1, "a set-up step 0.." + (2 * p.players - 1));
        int expectSeat = (p.startSeat + s.setupStep) % p.players;
        if (s.turn != 0 || s.activeSeat != expectSeat) {
            throw p.turnError("'turn 0 " + p.player(expectSeat) + "' during set-up step " + s.setupStep);
        }
    }

}
