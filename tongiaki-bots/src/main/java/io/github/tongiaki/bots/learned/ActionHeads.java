package io.github.tongiaki.bots.learned;

import io.github.tongiaki.core.engine.ActionSpace;
import io.github.tongiaki.core.engine.DecisionKind;
import java.util.Arrays;

/**
 * The factored action space of a tile set: an action id split into four heads, {@code kind}, {@code first},
 * {@code second} and {@code third}, as {@code tongiaki.heads.ActionHeads} in tongiaki-python splits it (the same
 * radices, the same widths: 8, 65, 65 and 16 with the official tile set). Within a kind's range an id's index is
 * {@code (first × radix₂ + second) × radix₃ + third}; the radices per kind are read off the
 * {@link ActionSpace}'s sizes (docs/python.md, "A factored action space").
 *
 * <p>A policy network has one logit per head value: {@link #width()} logits, the four heads one after another. The
 * log-prior of an action id is the sum of its four heads' logits ({@link #logit}). Immutable.
 */
public final class ActionHeads {

    private static final int KINDS = 8;

    private final int[] offsets = new int[KINDS];
    private final int[] sizes = new int[KINDS];
    /** Per kind: the radices of first, second, third. */
    private final int[][] radices = new int[KINDS][];
    private final int[] widths = new int[4];
    private final int globalSize;

    private ActionHeads(ActionSpace space) {
        DecisionKind[] kinds = DecisionKind.values();
        if (kinds.length != KINDS || kinds[0] != DecisionKind.SETUP_BERTH || kinds[7] != DecisionKind.CHANCE) {
            throw new IllegalStateException("the engine's decision kinds " + Arrays.toString(kinds)
                    + " are not those this class knows");
        }
        for (int k = 0; k < KINDS; k++) {
            offsets[k] = space.globalOffset(kinds[k]);
            sizes[k] = space.size(kinds[k]);
        }
        globalSize = space.globalSize();
        int t = sizes[7];
        int b = sizes[2] - 1;
        int m = sizes[5] / 6;
        int side = 2 * t + 1;
        int[] groups = new int[3];
        for (int i = 0; i < 3; i++) {
            groups[i] = m / 3 + (i < m % 3 ? 1 : 0);
        }
        radices[0] = new int[] {sizes[0], 1, 1};
        radices[1] = new int[] {4, t, 1};
        radices[2] = new int[] {b + 1, 1, 1};
        radices[3] = new int[] {1 << (2 * groups[0]), 1 << (2 * groups[1]), 1 << (2 * groups[2])};
        radices[4] = new int[] {b, 8, 1};
        radices[5] = new int[] {6, m, 1};
        radices[6] = new int[] {side, side, 6};
        radices[7] = new int[] {t, 1, 1};
        int[] expected = {sizes[0], 3 * t + 1, b + 1, 1 << (2 * m), 8 * b, 6 * m, 6 * side * side, t};
        for (int k = 0; k < KINDS; k++) {
            if (expected[k] != sizes[k]) {
                throw new IllegalStateException(kinds[k] + " has " + sizes[k] + " ids, the encoding this class knows gives "
                        + expected[k]);
            }
        }
        widths[0] = KINDS;
        for (int h = 0; h < 3; h++) {
            for (int k = 0; k < KINDS; k++) {
                widths[h + 1] = Math.max(widths[h + 1], radices[k][h]);
            }
        }
    }

    /**
     * {@return the heads of an action space}
     *
     * @param space a game's action space ({@code game.actionSpace()})
     */
    public static ActionHeads of(ActionSpace space) {
        return new ActionHeads(space);
    }

    /** {@return the widths of the four heads (8, 65, 65, 16 with the official tile set)} */
    public int[] widths() {
        return widths.clone();
    }

    /** {@return the number of logits of a policy: the four widths added up} */
    public int width() {
        return widths[0] + widths[1] + widths[2] + widths[3];
    }

    /**
     * Splits an action id into its heads.
     *
     * @param actionId an action id of the space
     * @param out at least four long: kind, first, second, third
     * @throws IllegalArgumentException if the id is outside the space
     */
    public void split(int actionId, int[] out) {
        int k = kind(actionId);
        int local = actionId - offsets[k];
        int[] r = radices[k];
        out[0] = k;
        out[3] = local % r[2];
        int rest = local / r[2];
        out[2] = rest % r[1];
        out[1] = rest / r[1];
    }

    /**
     * {@return the action id of four head values: the inverse of {@link #split}}
     *
     * @param kind the kind's ordinal
     * @param first the first head's value
     * @param second the second head's value
     * @param third the third head's value
     * @throws IllegalArgumentException if a value is outside its radix or names no id
     */
    public int join(int kind, int first, int second, int third) {
        if (kind < 0 || kind >= KINDS) {
            throw new IllegalArgumentException("a kind is 0.." + (KINDS - 1) + ", got " + kind);
        }
        int[] r = radices[kind];
        if (first < 0 || first >= r[0] || second < 0 || second >= r[1] || third < 0 || third >= r[2]) {
            throw new IllegalArgumentException("a head value outside its kind's radix: " + first + ", " + second + ", " + third);
        }
        int local = (first * r[1] + second) * r[2] + third;
        if (local >= sizes[kind]) {
            throw new IllegalArgumentException("the heads name no action id of kind " + kind);
        }
        return offsets[kind] + local;
    }

    /**
     * {@return the unnormalised log-prior of an action id: the sum of its four heads' logits}
     *
     * @param logits the policy's {@link #width()} logits, the heads one after another
     * @param actionId an action id of the space
     */
    public float logit(float[] logits, int actionId) {
        int k = kind(actionId);
        int local = actionId - offsets[k];
        int[] r = radices[k];
        int third = local % r[2];
        int rest = local / r[2];
        int second = rest % r[1];
        int first = rest / r[1];
        return logits[k] + logits[widths[0] + first] + logits[widths[0] + widths[1] + second]
                + logits[widths[0] + widths[1] + widths[2] + third];
    }

    private int kind(int actionId) {
        if (actionId < 0 || actionId >= globalSize) {
            throw new IllegalArgumentException("an action id is 0.." + (globalSize - 1) + ", got " + actionId);
        }
        for (int k = KINDS - 1; ; k--) {
            if (actionId >= offsets[k]) {
                return k;
            }
        }
    }

    @Override
    public String toString() {
        return "action heads " + Arrays.toString(widths) + " over " + globalSize + " action ids";
    }
}
