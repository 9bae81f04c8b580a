package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.ActionSpace;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.tiles.TileId;
import java.util.List;

/**
 * One step of a turn in progress (set-up berth, turn action, take a boat, place boats, emigrations,
 * voyage, landing, free placement, chance draw). A step holds no state: what it is doing is its frame,
 * a few ints on the engine's frame stack ({@link Engine#fr}); the step code reads and
 * writes them. "What comes next" is whatever frame lies below: a step that is done pops its frame and
 * the one below resumes (R-CHAIN-1 needs no code: the emigrations step is below every voyage).
 *
 * <p>Steps are stateless singletons, so frames are plain data and a copy of a game is a copy of arrays.
 */
abstract class Step {

    /**
     * The frame field of a placement of boats' and a landing's island: their options' codes name beaches of it, so a
     * decision's options keep it to build their choices ({@link #choice(Tables, int, int)}).
     */
    static final int ISLAND = 1;

    /**
     * The steps by frame kind ({@link Engine#SETUP} … {@link Engine#VOYAGE}; none for {@link Engine#OVER}).
     * A new decision kind is a new step and its registration here.
     */
    private static final class Registry {
        // A holder class: initialised at the first lookup, after the steps' classes (which extend Step, so a
        // field of Step itself would be built while the first step's class is still being initialised).
        static final Step[] STEPS = {SetupBerth.STEP, TurnAction.STEP, TakeBoat.STEP, PlaceBoats.STEP, Emigrations.STEP,
            Landing.STEP, FreePlacement.STEP, null, ChanceDraw.STEP, Voyage.STEP};
        /** Per frame kind: the kind of decision its step makes (bots ask at every decision). */
        static final DecisionKind[] KINDS = new DecisionKind[STEPS.length];

        static {
            for (int k = 0; k < STEPS.length; k++) {
                KINDS[k] = STEPS[k] == null ? null : STEPS[k].kind();
            }
        }
    }

    /**
     * @param phase a frame kind
     * @return its step
     */
    static Step of(int phase) {
        Step[] steps = Registry.STEPS;
        if (phase < 0 || phase >= steps.length || steps[phase] == null) {
            throw new IllegalStateException("no decision in phase " + phase);
        }
        return steps[phase];
    }

    // ---- the engine's three calls at every step, dispatched by a switch to the final step classes ----
    // Through Step.of they would be one call site with nine receivers, which the JIT cannot inline; a switch
    // gives each step its own call site (docs/internals.md). A new step is added here too.

    /** Runs the step of the frame at {@code f} ({@link #run(Engine, int)}). */
    static boolean run(int kind, Engine e, int f) {
        return switch (kind) {
            case Engine.SETUP -> SetupBerth.STEP.run(e, f);
            case Engine.TURN -> TurnAction.STEP.run(e, f);
            case Engine.TAKE -> TakeBoat.STEP.run(e, f);
            case Engine.PLACE -> PlaceBoats.STEP.run(e, f);
            case Engine.EMIGRATE -> Emigrations.STEP.run(e, f);
            case Engine.LAND -> Landing.STEP.run(e, f);
            case Engine.TILE -> FreePlacement.STEP.run(e, f);
            case Engine.CHANCE -> ChanceDraw.STEP.run(e, f);
            case Engine.VOYAGE -> Voyage.STEP.run(e, f);
            default -> of(kind).run(e, f);
        };
    }

    /** Writes the options of the waiting step of the frame at {@code f} ({@link #options(Engine, int)}). */
    static void options(int kind, Engine e, int f) {
        switch (kind) {
            case Engine.SETUP -> SetupBerth.STEP.options(e, f);
            case Engine.TURN -> TurnAction.STEP.options(e, f);
            case Engine.TAKE -> TakeBoat.STEP.options(e, f);
            case Engine.PLACE -> PlaceBoats.STEP.options(e, f);
            case Engine.EMIGRATE -> Emigrations.STEP.options(e, f);
            case Engine.LAND -> Landing.STEP.options(e, f);
            case Engine.TILE -> FreePlacement.STEP.options(e, f);
            case Engine.CHANCE -> ChanceDraw.STEP.options(e, f);
            // The voyage (the only other step) never waits for a decision.
            default -> throw new IllegalStateException("no decision in phase " + kind);
        }
    }

    /** Applies an option of the waiting step of the frame at {@code f} ({@link #apply(Engine, int, int)}). */
    static void apply(int kind, Engine e, int f, int code) {
        switch (kind) {
            case Engine.SETUP -> SetupBerth.STEP.apply(e, f, code);
            case Engine.TURN -> TurnAction.STEP.apply(e, f, code);
            case Engine.TAKE -> TakeBoat.STEP.apply(e, f, code);
            case Engine.PLACE -> PlaceBoats.STEP.apply(e, f, code);
            case Engine.EMIGRATE -> Emigrations.STEP.apply(e, f, code);
            case Engine.LAND -> Landing.STEP.apply(e, f, code);
            case Engine.TILE -> FreePlacement.STEP.apply(e, f, code);
            case Engine.CHANCE -> ChanceDraw.STEP.apply(e, f, code);
            // The voyage (the only other step) never waits for a decision.
            default -> throw new IllegalStateException("no decision in phase " + kind);
        }
    }

    /** The typed decision of the waiting step of the frame at {@code f} ({@link #decision(Engine, int, int, List)}). */
    static Decision decision(int kind, Engine e, int f, int number, List<Option> options) {
        // the typed API's call at every decision: a switch for the same reason as the three above
        return switch (kind) {
            case Engine.SETUP -> SetupBerth.STEP.decision(e, f, number, options);
            case Engine.TURN -> TurnAction.STEP.decision(e, f, number, options);
            case Engine.TAKE -> TakeBoat.STEP.decision(e, f, number, options);
            case Engine.PLACE -> PlaceBoats.STEP.decision(e, f, number, options);
            case Engine.EMIGRATE -> Emigrations.STEP.decision(e, f, number, options);
            case Engine.LAND -> Landing.STEP.decision(e, f, number, options);
            case Engine.TILE -> FreePlacement.STEP.decision(e, f, number, options);
            case Engine.CHANCE -> ChanceDraw.STEP.decision(e, f, number, options);
            default -> of(kind).decision(e, f, number, options);
        };
    }

    /** The typed choice of an option code of a step of this kind ({@link #choice(Tables, int, int)}). */
    static Choice choice(int kind, Tables tables, int island, int code) {
        return switch (kind) {
            case Engine.SETUP -> SetupBerth.STEP.choice(tables, island, code);
            case Engine.TURN -> TurnAction.STEP.choice(tables, island, code);
            case Engine.TAKE -> TakeBoat.STEP.choice(tables, island, code);
            case Engine.PLACE -> PlaceBoats.STEP.choice(tables, island, code);
            case Engine.EMIGRATE -> Emigrations.STEP.choice(tables, island, code);
            case Engine.LAND -> Landing.STEP.choice(tables, island, code);
            case Engine.TILE -> FreePlacement.STEP.choice(tables, island, code);
            case Engine.CHANCE -> ChanceDraw.STEP.choice(tables, island, code);
            default -> of(kind).choice(tables, island, code);
        };
    }

    /**
     * @param phase the kind of a waiting frame
     * @return the kind of decision it waits for
     */
    static DecisionKind kindOf(int phase) {
        return Registry.KINDS[phase];
    }

    /**
     * @param kind a decision kind
     * @return the step that makes decisions of that kind
     */
    static Step of(DecisionKind kind) {
        for (Step s : Registry.STEPS) {
            if (s != null && s.kind() == kind) {
                return s;
            }
        }
        throw new IllegalArgumentException("no step makes " + kind + " decisions");
    }

    /**
     * Runs the step whose frame is on top: on entry, or when a frame above it was popped. It either waits
     * for a decision (returns true), or changes the stack (pushes a frame, pops its own, ends the turn or
     * the game) and returns false.
     *
     * @param e the engine
     * @param f the frame's offset
     * @return whether the step now waits for its decision
     */
    abstract boolean run(Engine e, int f);

    /**
     * Writes the legal options of the waiting decision ({@link Engine#addOption(int)}).
     *
     * @param e the engine
     * @param f the frame's offset
     */
    abstract void options(Engine e, int f);

    /**
     * Carries out one option of the waiting decision.
     *
     * @param e the engine
     * @param f the frame's offset
     * @param code the option's code
     */
    abstract void apply(Engine e, int f, int code);

    /** {@return the kind of the step's decision, or null for a step that never waits (the voyage)} */
    abstract DecisionKind kind();

    /**
     * The typed decision the step waits for.
     *
     * @param e the engine
     * @param f the frame's offset
     * @param number the decision's number
     * @param options its options, in option order
     * @return the decision
     */
    abstract Decision decision(Engine e, int f, int number, List<Option> options);

    /**
     * The typed choice of an option. It reads only the tile set, the step's island and the code, so that a
     * decision's options build their choices when read, after the game may have moved on ({@link OfferedOptions}).
     *
     * @param tables the tile set's tables
     * @param island the waiting step's island (field {@link #ISLAND} of its frame) for a placement of boats or a
     *     landing, whose codes name beaches of that island; a value the other steps ignore
     * @param code the option's code
     * @return its choice
     */
    abstract Choice choice(Tables tables, int island, int code);

    /**
     * @param tables the tile set's tables
     * @param t a tile index
     * @return its id
     */
    static TileId id(Tables tables, int t) {
        return tables.tile[t].id();
    }

    /**
     * The action id of an option (see {@link ActionSpace}).
     *
     * @param a the action space
     * @param code the option's code
     * @return its action id
     */
    abstract int actionId(ActionIds a, int code);

    /**
     * {@return one more than the largest action id of the step's decisions}
     *
     * @param a the action space
     */
    abstract int actionCount(ActionIds a);

    /**
     * Appends the fields of the step's {@code pending} line in the position text (none by default).
     *
     * @param e the engine
     * @param f the frame's offset
     * @param sb the text
     */
    void printPending(Engine e, int f, StringBuilder sb) {
    }

    /**
     * Reads the fields of the step's {@code pending} line into the state being parsed (none by default).
     *
     * @param p the line's fields
     * @param s the state
     */
    void readPending(PendingFields p, State s) {
    }
}
