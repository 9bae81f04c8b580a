package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.internal.Hexes;
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

    private final int tiles;
    private final int beaches;
    private final int maxBeaches;
    private final int startBeaches;

    private ActionSpace(Tables t) {
        this.tiles = t.tiles;
        this.beaches = t.beaches;
        int m = 0;
        for (int i = 0; i < t.tiles; i++) {
            m = Math.max(m, t.beachCount[i]);
        }
        this.maxBeaches = m;
        this.startBeaches = t.beachCount[0];
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
        int r = 2 * tiles + 1;
        return switch (kind) {
            case SETUP_BERTH -> startBeaches;
            case TURN_ACTION -> 3 * tiles + 1;
            case TAKE_BOAT -> beaches + 1;
            case PLACE_BOATS -> 1 << (2 * maxBeaches);
            case EMIGRATION -> beaches * 8;
            case LANDING -> 6 * maxBeaches;
            case TILE_PLACEMENT -> r * r * 6;
            case CHANCE -> tiles;
        };
    }

    /** {@return the largest {@link #size(DecisionKind)} over all kinds} */
    public int maxSize() {
        int m = 0;
        for (DecisionKind k : DecisionKind.values()) {
            m = Math.max(m, size(k));
        }
        return m;
    }

    int encode(int phase, int code) {
        return switch (phase) {
            case Engine.SETUP, Engine.TAKE, Engine.PLACE, Engine.CHANCE -> code;
            case Engine.TURN -> (code >>> 16) * tiles + (code & 0xFFFF);
            case Engine.EMIGRATE -> code;
            case Engine.LAND -> (code >>> 8) * maxBeaches + (code & 0xFF);
            case Engine.TILE -> {
                int h = code >>> 3;
                yield ((Hexes.q(h) + tiles) * (2 * tiles + 1) + (Hexes.r(h) + tiles)) * 6 + (code & 7);
            }
            default -> throw new IllegalStateException("no actions in phase " + phase);
        };
    }
}
