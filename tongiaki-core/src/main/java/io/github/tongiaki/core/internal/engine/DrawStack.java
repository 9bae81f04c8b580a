package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.internal.Shuffle;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;

/** The draw stack's order at the start of a game, from the set-up's {@link TileSource} (R-SETUP-1). */
final class DrawStack {

    private DrawStack() {
    }

    /**
     * @param setup the set-up
     * @param tables its compiled tile set
     * @return tile indices, top first: a permutation of 1..tiles-1
     */
    static int[] order(GameSetup setup, Tables tables) {
        TileSet set = setup.tileSet();
        int n = set.stackTiles().size();
        int[] stack = new int[n];
        if (setup.tileSource() instanceof TileSource.Chance) {
            // Explicit chance: the order is never used; each draw is decided by a chance decision.
            for (int i = 0; i < n; i++) {
                stack[i] = i + 1;
            }
        } else if (setup.tileSource() instanceof TileSource.Shuffled s) {
            for (int i = 0; i < n; i++) {
                stack[i] = i + 1;
            }
            new Shuffle(s.seed()).shuffle(stack, 0, n);
        } else if (setup.tileSource() instanceof TileSource.Stacked s) {
            boolean[] used = new boolean[tables.tiles];
            int k = 0;
            for (TileId id : s.top()) {
                int t = set.indexOf(id);
                used[t] = true;
                stack[k++] = t;
            }
            int top = k;
            for (int t = 1; t < tables.tiles; t++) {
                if (!used[t]) {
                    stack[k++] = t;
                }
            }
            new Shuffle(s.seed()).shuffle(stack, top, n);
        }
        return stack;
    }
}
