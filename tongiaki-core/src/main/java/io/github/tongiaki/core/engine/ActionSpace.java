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
 */
public final class ActionSpace {

    /** The compiled tile set. */
    final Tables tables;
    /** The largest number of beaches of an island (M). */
    final int maxBeaches;

    private ActionSpace(Tables t) {
        this.tables = t;
        this.maxBeaches = t.maxBeaches;
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
