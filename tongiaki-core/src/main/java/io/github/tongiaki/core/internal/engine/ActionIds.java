package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.ActionSpace;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.internal.Tables;

/**
 * The arithmetic of the {@link ActionSpace} of one tile set: every kind's offset and size, and the dispatch from an
 * engine phase and an option code to its action id, each step encoding its own. {@link ActionSpace} is its public
 * face; the engine and the steps read this.
 */
public final class ActionIds {

    /** The compiled tile set. */
    final Tables tables;
    /** The largest number of beaches of an island (M). */
    final int maxBeaches;

    /** Per decision kind (ordinal) its global offset, then the global size. */
    private final int[] offsets;
    /** Per engine phase (a waiting frame kind) its kind's global offset; 0 for the phases without decisions. */
    private final int[] phaseOffsets;

    /**
     * The action ids of a tile set.
     *
     * @param t the compiled tile set
     */
    public ActionIds(Tables t) {
        this.tables = t;
        this.maxBeaches = t.maxBeaches;
        DecisionKind[] kinds = DecisionKind.values();
        this.offsets = new int[kinds.length + 1];
        for (int k = 0; k < kinds.length; k++) {
            offsets[k + 1] = offsets[k] + size(kinds[k]);
        }
        this.phaseOffsets = new int[Engine.VOYAGE + 1];
        for (int phase = 0; phase < phaseOffsets.length; phase++) {
            if (phase != Engine.OVER && phase != Engine.VOYAGE) {
                phaseOffsets[phase] = offsets[Step.kindOf(phase).ordinal()];
            }
        }
    }

    /** {@return the tile set's tables} */
    public Tables tables() {
        return tables;
    }

    /** {@return the size of a kind's range (see {@link ActionSpace#size(DecisionKind)})} */
    public int size(DecisionKind kind) {
        return Step.of(kind).actionCount(this);
    }

    /** {@return the first action id of a kind's range} */
    public int globalOffset(DecisionKind kind) {
        return offsets[kind.ordinal()];
    }

    /** {@return the size of the action space} */
    public int globalSize() {
        return offsets[offsets.length - 1];
    }

    /** {@return the kind whose range holds an action id of the space} */
    public DecisionKind kindOf(int actionId) {
        if (actionId < 0 || actionId >= globalSize()) {
            throw new IllegalArgumentException("an action id is 0.." + (globalSize() - 1) + ", got " + actionId);
        }
        DecisionKind[] kinds = DecisionKind.values();
        for (int k = kinds.length - 1; ; k--) {
            if (actionId >= offsets[k]) {
                return kinds[k];
            }
        }
    }

    /** The offset of a phase's kind ({@link Engine#phase()}, a waiting step's frame kind). */
    int phaseOffset(int phase) {
        return phaseOffsets[phase];
    }

    /** The index within its kind's range of an option code of the decision of that phase: each step encodes its own. */
    int encode(int phase, int code) {
        return Step.of(phase).actionId(this, code);
    }

    /**
     * The action ids of option codes of the decision of that phase, in place, each its index within the kind's range
     * plus {@code offset}: the bots' hot path, so the dispatch is a switch to the two steps whose codes differ from
     * their indexes ({@link #encodesCodes(int)}). The other steps' codes are their indexes (the engine copies them
     * with the offset added), except a free placement's, whose ids the engine writes straight from the frontier
     * ({@link FreePlacement#actionIds(io.github.tongiaki.core.internal.Table, ActionIds, int, int, int[])}).
     */
    void encodeAll(int phase, int[] codes, int n, int offset) {
        switch (phase) {
            case Engine.TURN -> TurnAction.STEP.actionIds(this, codes, n, offset);
            case Engine.LAND -> Landing.STEP.actionIds(this, codes, n, offset);
            default -> {
                for (int i = 0; i < n; i++) {
                    codes[i] += offset;
                }
            }
        }
    }

    /** {@return whether the option codes of that phase's decision differ from their indexes within the kind's range} */
    boolean encodesCodes(int phase) {
        return phase == Engine.TURN || phase == Engine.LAND;
    }

    /**
     * Writes the action ids of an engine's options into a buffer (the bots' {@code legalActions}): each option's index
     * within its kind's range plus the kind's offset in the action space, written in one pass.
     *
     * @param e the engine
     * @param buffer at least {@link Engine#optionCount()} long
     * @return the number written
     */
    int legalActions(Engine e, int[] buffer) {
        int phase = e.phase();
        int offset = phaseOffset(phase);
        if (e.tilesPending()) {
            // D-9: straight from the frontier, one pass, without writing codes first.
            return FreePlacement.actionIds(e.table, this, e.optionCount() / 6, offset, buffer);
        }
        int n = e.optionCount();
        if (encodesCodes(phase)) {
            e.optionCodes(buffer);
            encodeAll(phase, buffer, n, offset);
        } else {
            // the codes are the indexes within the kind's range: copied with the kind's offset added, in one pass
            e.optionCodes(buffer, offset);
        }
        return n;
    }

    /**
     * The option of an engine with an action id, or -1: a free placement's (D-9) found from the id's hex and rotation,
     * the others by comparing each option's id.
     *
     * @param e the engine
     * @param actionId an action id
     * @return its option index, or -1 if no option has that id
     */
    int optionOfAction(Engine e, int actionId) {
        if (e.tilesPending()) {
            return FreePlacement.optionOfAction(e.table, this, actionId);
        }
        Step step = Step.of(e.phase());
        for (int i = 0, n = e.optionCount(); i < n; i++) {
            if (step.actionId(this, e.optionCode(i)) == actionId) {
                return i;
            }
        }
        return -1;
    }
}
