package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.internal.engine.ActionIds;

/**
 * Fixed-size integer action ids for bots and learning, as in OpenSpiel: one space of {@link #globalSize()} ids for
 * every decision, in which every option has an action id that names the same choice in every position of games with
 * the same tile set. Option ids ({@link Option#id()}) are indices into one decision's options; action ids are stable
 * across decisions ({@link Game#actionId(int)}, {@link Game#legalActions(int[])}, {@link Game#applyAction(int)}).
 *
 * <p><b>The space.</b> Learning frameworks want one fixed set of actions and a mask of the legal ones, and a search
 * tree wants ids that never name two choices: every decision kind has a range of its own, one after another in the
 * order of {@link DecisionKind}, each at its {@link #globalOffset(DecisionKind) offset}:
 * {@code globalOffset(SETUP_BERTH) = 0} and {@code globalOffset(k + 1) = globalOffset(k) + size(k)};
 * {@link #globalSize()} is the sum of all the sizes, and {@link #kindOf(int)} the kind of an id. The size depends on
 * the tile set alone (not on the players: a landing's ids cover all six colours), so one network fits every player
 * count of a tile set.
 *
 * <p><b>Encodings.</b> An option's action id is its kind's offset plus its index within the kind's range, a value
 * derived from the id ({@code id - globalOffset(kindOf(id))}) that no method takes or gives. Within the range
 * ({@code T} tiles including the start island, {@code B} beaches of all islands in tile-set order, {@code M} the
 * largest number of beaches of an island, {@code R = T}):
 * <ul>
 *   <li>SETUP_BERTH: beach number − 1 of the start island;</li>
 *   <li>TURN_ACTION ({@code 3T + 1}): expand {@code t}, royal {@code T + t}, no-boat placement {@code 2T + t}, new
 *       settlement {@code 3T} ({@code t} the island's tile index in {@code TileSet.all()});</li>
 *   <li>TAKE_BOAT ({@code B + 1}): 0 for none, else 1 + the global beach index;</li>
 *   <li>PLACE_BOATS ({@code 4^M}): Σ boats on beach i × 4^(i) (beach numbers i + 1);</li>
 *   <li>EMIGRATION ({@code 8B}): global beach index × 8 + jetty edge, or × 8 + 7 for a closed island;</li>
 *   <li>LANDING ({@code 6M}): colour ordinal × M + beach number − 1;</li>
 *   <li>TILE_PLACEMENT ({@code 6(2T + 1)^2}): ((q + R) × (2R + 1) + (r + R)) × 6 + rotation;</li>
 *   <li>CHANCE ({@code T}): the drawn tile's tile index.</li>
 * </ul>
 *
 * <p><b>Chance in the space.</b> With explicit chance ({@link TileSource#chance()}) a draw is a decision of
 * kind CHANCE whose options are the tiles left in the stack; their action ids are
 * {@code globalOffset(CHANCE) + tile index}, as OpenSpiel's chance outcomes are actions of the chance player.
 * Each is equally likely (one tile of the bag each). Without explicit chance no decision has that kind and those
 * ids are never legal.
 */
public final class ActionSpace {

    /** The offsets and encodings, the machinery's. */
    final ActionIds ids;

    ActionSpace(ActionIds ids) {
        this.ids = ids;
    }

    /**
     * {@return the number of ids in that kind's range of the space: its action ids are {@code globalOffset(kind)} ..
     * {@code globalOffset(kind) + size(kind) - 1}}
     *
     * @param kind a decision kind
     */
    public int size(DecisionKind kind) {
        return ids.size(kind);
    }

    /**
     * {@return the first action id of a kind's range (see the class comment)}
     *
     * @param kind a decision kind
     * @throws NullPointerException if the kind is null
     */
    public int globalOffset(DecisionKind kind) {
        return ids.globalOffset(kind);
    }

    /** {@return the size of the action space: every kind's {@link #size(DecisionKind)} added up} */
    public int globalSize() {
        return ids.globalSize();
    }

    /**
     * {@return the decision kind whose range of the action space holds an action id}
     *
     * @param actionId an action id, 0 .. {@link #globalSize()} − 1
     * @throws IllegalArgumentException if the id is outside the space
     */
    public DecisionKind kindOf(int actionId) {
        return ids.kindOf(actionId);
    }
}
