package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.internal.Tables;

/**
 * Fixed-size integer action ids for bots and learning, as in OpenSpiel: every option has an action id
 * that names the same choice in every position of games with the same tile set, and is below
 * {@link #size(DecisionKind)} for its decision kind. Option ids ({@link Option#id()}) are indices into
 * one decision's options; action ids are stable across decisions.
 *
 * <p>Encodings ({@code T} tiles including the start island, {@code B} beaches of all islands in tile-set
 * order, {@code M} the largest number of beaches of an island, {@code R = T}):
 * <ul>
 *   <li>SETUP_BERTH: beach number − 1 of the start island;</li>
 *   <li>TURN_ACTION: expand {@code t}, royal {@code T + t}, no-boat placement {@code 2T + t}, new
 *       settlement {@code 3T} ({@code t} the island's tile index in {@code TileSet.all()});</li>
 *   <li>TAKE_BOAT: 0 for none, else 1 + the global beach index;</li>
 *   <li>PLACE_BOATS: Σ boats on beach i × 4^(i) (beach numbers i + 1);</li>
 *   <li>EMIGRATION: global beach index × 8 + jetty edge, or × 8 + 7 for a closed island;</li>
 *   <li>LANDING: colour ordinal × M + beach number − 1;</li>
 *   <li>TILE_PLACEMENT: ((q + R) × (2R + 1) + (r + R)) × 6 + rotation;</li>
 *   <li>CHANCE: the drawn tile's tile index.</li>
 * </ul>
 *
 * <p><b>The global action space</b> (for learning frameworks, which want one fixed set of actions and a mask of
 * the legal ones): every kind's action ids lie one after another, in the order of {@link DecisionKind}, each at
 * its {@link #globalOffset(DecisionKind) offset}: {@code globalOffset(SETUP_BERTH) = 0} and
 * {@code globalOffset(k + 1) = globalOffset(k) + size(k)}; {@link #globalSize()} is the sum of all the sizes.
 * The global id of an option is its kind's offset plus its action id above. The size depends on the tile set
 * alone (not on the players: a landing's ids cover all six colours), so one network fits every player count of
 * a tile set. For the official tile set (T = 32 tiles, B beaches, M beaches at most): SETUP_BERTH, TURN_ACTION
 * ({@code 3T + 1}), TAKE_BOAT ({@code B + 1}), PLACE_BOATS ({@code 4^M}), EMIGRATION ({@code 8B}), LANDING
 * ({@code 6M}), TILE_PLACEMENT ({@code 6(2T + 1)^2}) and CHANCE ({@code T}).
 *
 * <p><b>Chance in the space.</b> With explicit chance ({@link TileSource#chance()}) a draw is a decision of
 * kind CHANCE whose options are the tiles left in the stack; their global ids are
 * {@code globalOffset(CHANCE) + tile index}, as OpenSpiel's chance outcomes are actions of the chance player.
 * Each is equally likely (one tile of the bag each). Without explicit chance no decision has that kind and those
 * ids are never legal.
 */
public final class ActionSpace {

    /** The compiled tile set. */
    final Tables tables;
    /** The largest number of beaches of an island (M). */
    final int maxBeaches;

    /** Per decision kind (ordinal) its global offset, then the global size. */
    private final int[] offsets;
    /** Per engine phase (a waiting frame kind) its kind's global offset; 0 for the phases without decisions. */
    private final int[] phaseOffsets;

    private ActionSpace(Tables t) {
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

    static ActionSpace of(Tables t) {
        return new ActionSpace(t);
    }

    /**
     * {@return one more than the largest action id of that kind}
     *
     * @param kind a decision kind
     */
    public int size(DecisionKind kind) {
        return Step.of(kind).actionCount(this);
    }

    /** {@return the largest {@link #size(DecisionKind)} over all kinds} */
    public int maxSize() {
        int m = 0;
        for (DecisionKind k : DecisionKind.values()) {
            m = Math.max(m, size(k));
        }
        return m;
    }

    /**
     * {@return the offset of a kind's action ids in the global action space (see the class comment)}
     *
     * @param kind a decision kind
     * @throws NullPointerException if the kind is null
     */
    public int globalOffset(DecisionKind kind) {
        return offsets[kind.ordinal()];
    }

    /** {@return the size of the global action space: every kind's {@link #size(DecisionKind)} added up} */
    public int globalSize() {
        return offsets[offsets.length - 1];
    }

    /**
     * {@return the decision kind whose range of the global action space holds a global id}
     *
     * @param globalId an id, 0 .. {@link #globalSize()} − 1
     * @throws IllegalArgumentException if the id is outside the space
     */
    public DecisionKind kindOf(int globalId) {
        if (globalId < 0 || globalId >= globalSize()) {
            throw new IllegalArgumentException("a global action id is 0.." + (globalSize() - 1) + ", got " + globalId);
        }
        DecisionKind[] kinds = DecisionKind.values();
        for (int k = kinds.length - 1; ; k--) {
            if (globalId >= offsets[k]) {
                return kinds[k];
            }
        }
    }

    /** The offset of a phase's kind ({@link Engine#phase()}, a waiting step's frame kind). */
    int phaseOffset(int phase) {
        return phaseOffsets[phase];
    }

    /** The action id of an option code of the decision of that phase: each step encodes its own. */
    int encode(int phase, int code) {
        return Step.of(phase).actionId(this, code);
    }

    /**
     * The action ids of option codes of the decision of that phase, in place: the bots' hot path, so the
     * dispatch is a switch to the two steps whose codes differ from their action ids. The other steps'
     * codes are their action ids, except a free placement's, whose ids the engine writes straight from the
     * frontier ({@link FreePlacement#actionIds(io.github.tongiaki.core.internal.Table, ActionSpace, int, int[])}).
     */
    void encodeAll(int phase, int[] codes, int n) {
        switch (phase) {
            case Engine.TURN -> TurnAction.STEP.actionIds(this, codes, n);
            case Engine.LAND -> Landing.STEP.actionIds(this, codes, n);
            default -> {
            }
        }
    }
}
