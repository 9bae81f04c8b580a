package io.github.tongiaki.core.internal;

/** Stacks for the table's tests. */
final class TestStacks {

    private TestStacks() {
    }

    /**
     * @param tb a compiled tile set
     * @return a new game's stack in tile order: every tile but the start island
     */
    static int[] allButTheStart(Tables tb) {
        int[] stack = new int[tb.tiles - 1];
        for (int i = 0; i < stack.length; i++) {
            stack[i] = i + 1;
        }
        return stack;
    }
}
