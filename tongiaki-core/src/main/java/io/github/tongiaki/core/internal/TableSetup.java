package io.github.tongiaki.core.internal;

/**
 * The making of a table, over {@link Table}'s fields: an empty one (the supplies full, the stack laid out, the first
 * window), and an independent copy of one. {@link Table}'s constructors set its final fields and call these for the
 * rest.
 *
 * <p>Static methods only: {@link Table} owns every field and array and calls these from its constructors. Nothing
 * outside {@link Table} calls this class.
 */
final class TableSetup {

    private TableSetup() {
    }

    /** {@link Table}'s new, empty table: every player's boats in his supply, the stack, the first window. */
    static void empty(Table t, int[] seatColour, int[] stack, int islandsInStack) {
        Tables tables = t.tables;
        int[] s = t.s;
        for (int c : seatColour) {
            s[tables.offCounts + c] = Table.BOATS_PER_PLAYER; // the supply is a colour's low byte
        }
        System.arraycopy(stack, 0, s, tables.offStack, stack.length);
        t.stackEnd = stack.length;
        t.stackIslands = islandsInStack;
        t.stackWater = stack.length - islandsInStack;
        TableWindow.setWindow(t, tables.firstRadius);
    }

    /**
     * {@link Table#copy()}: copies o's fields but its final ones (which the constructor has set) into t, cloning the
     * arrays it writes; reads o and writes nothing to it, so several threads may copy one table at once. The tape is
     * copied only while a turn's emigrations are under way.
     */
    static void copy(Table o, Table t) {
        t.w = o.w.clone();
        t.radius = o.radius;
        t.width = o.width;
        t.neighbours = o.neighbours;
        t.gridWords = o.gridWords;
        t.occupied = o.occupied;
        t.neighbourPattern = o.neighbourPattern;
        t.frontierCount = o.frontierCount;
        t.frontierLow = o.frontierLow;
        t.frontierHigh = o.frontierHigh;
        t.placedCount = o.placedCount;
        t.islandsOnTable = o.islandsOnTable;
        t.stackTop = o.stackTop;
        t.stackEnd = o.stackEnd;
        t.stackIslands = o.stackIslands;
        t.stackWater = o.stackWater;
        t.strandedTile = o.strandedTile;
        t.zobristA = o.zobristA;
        t.zobristB = o.zobristB;
        t.zobristKept = o.zobristKept;
        if (o.tapeLength > 0) {
            t.tape = o.tape.clone();
            t.tapeLength = o.tapeLength;
            t.tapeRecords = o.tapeRecords;
            t.lastRecord = o.lastRecord;
            t.hash = o.hash;
        }
    }
}
