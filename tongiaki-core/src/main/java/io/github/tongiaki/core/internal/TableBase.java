package io.github.tongiaki.core.internal;

/**
 * The owner of {@link Table}'s arrays, the first of its layers (issue 31: the table split by concern, each
 * concern a class between this one and {@code Table}): {@link TableTape} (the turn's D-4 tape),
 * {@link TableCounts} (the counts per colour), {@link TableBoats} (the beaches' boats and the marks kept per
 * move), {@link TableStack} (the stack), {@link TableWindow} (the tiles laid, the window of hexes and the D-9
 * frontier). One object holds every array, so a {@link Table#copy()} still clones a few arrays and writes
 * nothing to the table it copies, and a call is a plain call on the table: no concern is reached through
 * another object.
 *
 * <p>Not API: the package is not exported, and only {@code Table} extends the layers (their constructors are
 * package-private).
 */
public abstract class TableBase {

    /** No tile, no hex, no colour. */
    public static final int NONE = -1;
    /** Boats each player has (R-COMP-1). */
    public static final int BOATS_PER_PLAYER = 15;
    /**
     * Ints at the front of {@link #state()} that belong to the engine: its frame stack and its options (one
     * array, so a copy of a game clones one array for both).
     */
    public static final int ENGINE_INTS = 44;

    /** The compiled tile set. */
    public final Tables tables;
    /** The state array: the engine's ints, then the regions {@link Tables} lays out ({@link #state()}). */
    final int[] s;
    /** Per tile: set aside by a scenario (neither on the table nor in the stack, never drawn); never written. */
    final boolean[] aside;

    TableBase(Tables tables, boolean[] aside) {
        this.tables = tables;
        this.s = new int[tables.stateInts];
        this.aside = aside;
    }

    /** A copy: the state array cloned, the rest shared (never written). */
    TableBase(TableBase o) {
        tables = o.tables;
        s = o.s.clone();
        aside = o.aside;
    }

    /**
     * The state array: the engine's {@link #ENGINE_INTS} ints, then the table's regions. The engine keeps its
     * frames and options there; nothing else may write to it.
     *
     * @return the array (the table's own, not a copy)
     */
    public int[] state() {
        return s;
    }
}
