package io.github.tongiaki.core.engine;

import java.util.List;
import io.github.tongiaki.core.rules.Rule;

/**
 * Explicit chance: a tile is about to be drawn and which one is a chance decision (every tile left in the
 * stack, in tile-set order, each with probability 1 / stack size). The chosen tile goes on top of the
 * stack and the step below (a {@link Voyage} or a {@link FreePlacement}) resumes and draws it. Frame:
 * none (what the draw is for is the frame below). Option code: the tile.
 */
final class ChanceDraw extends Step {

    static final ChanceDraw STEP = new ChanceDraw();

    private ChanceDraw() {
    }

    static void begin(Engine e) {
        e.push(Engine.CHANCE);
    }

    /** {@return the rule of the draw that the chance decision at frame f is for} */
    static Rule rule(Engine e, int f) {
        int below = f - Engine.FRAME;
        if (e.fr[below] == Engine.VOYAGE) {
            return e.fr[below + Voyage.FIRST] != 0 ? Rule.R_EMI_3 : Rule.R_VOY_4;
        }
        return FreePlacement.purpose(e, below) == Engine.P_SETTLE ? Rule.R_NEW_1 : Rule.R_LOOP_2;
    }

    @Override
    boolean run(Engine e, int f) {
        return true;
    }

    @Override
    void options(Engine e, int f) {
        for (int t : e.table.stackSorted()) {
            e.addOption(t);
        }
    }

    @Override
    void apply(Engine e, int f, int t) {
        // Put the chosen tile on top of the stack; the pending draw takes it.
        e.table.toTop(t);
        e.chanceResolved = true;
        e.pop();
    }

    @Override
    DecisionKind kind() {
        return DecisionKind.CHANCE;
    }

    @Override
    Decision decision(Engine e, int f, int number, List<Option> options) {
        return new Decision.Chance(number, Engine.colour(e.activeColour()), rule(e, f), options);
    }

    @Override
    Choice choice(Engine e, int f, int t) {
        return new Choice.Draw(e.id(t));
    }

    /** CHANCE: the drawn tile's index. */
    @Override
    int actionId(ActionSpace a, int t) {
        return t;
    }

    @Override
    int actionCount(ActionSpace a) {
        return a.tables.tiles;
    }
}
