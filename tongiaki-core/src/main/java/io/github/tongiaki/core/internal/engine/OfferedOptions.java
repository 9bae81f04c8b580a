package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.internal.Frontier;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Tables;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * The options of a decision the engine built ({@link Game#decision()}): option i has id i and the code the
 * step wrote, and its typed {@link Choice} is built when the option is first read. A free tile placement
 * offers well over a hundred options (D-9) and a tournament's player reads one of them, so building every
 * choice up front cost more than the rest of a typed game. The list holds a copy of the waiting step's frame
 * and the codes, nothing of the engine, so it never changes when the game moves on.
 *
 * <p>Immutable, as {@link java.util.List#copyOf} lists are (every mutator throws
 * {@link UnsupportedOperationException}); threads may read it at once: a choice built twice in a race is built
 * equal, and {@link Option} is a record of final fields.
 */
public final class OfferedOptions extends AbstractList<Option> implements RandomAccess, Offers {

    private final int number;
    private final Tables tables;
    private final int kind;
    private final int[] frame;
    /**
     * Whether the options' codes follow the frame in {@link #frame}; not for a free tile placement (D-9), whose options
     * are read from {@link #frontier}.
     */
    private final boolean codes;
    private final int size;
    /**
     * A free tile placement's (D-9) offered hexes, six options each: option i is hex {@code i / 6} of the frontier
     * in rotation {@code i % 6}, or the middle of an empty table; null for other decisions. A copy of the frontier's
     * bits, so the decision copies a few words, not every hex (a placement offers twenty or more).
     */
    private final Frontier frontier;
    /**
     * The first option read (its id is its index): a player usually reads one option, so the array of every built
     * option is made only when a second is read (a free placement offers over a hundred). One reference, an
     * {@link Option} of final fields, so a thread that sees it sees it whole.
     */
    private Option first;
    /**
     * The offers before this decision's ({@link Offers}); set once, by the game that built the decision, before the
     * decision is handed out.
     */
    private Offers earlier;
    private Option[] built;

    /**
     * @param number the decision's number
     * @param tables the tile set's tables
     * @param kind the waiting step's frame kind
     * @param frame a copy of its frame
     * @param codes whether the options' codes follow the frame in it, in option order (not for a free placement)
     * @param size the number of options
     * @param frontier a free placement's frontier, or null (also for a free placement on an empty table)
     */
    private OfferedOptions(int number, Tables tables, int kind, int[] frame, boolean codes, int size, Frontier frontier) {
        this.number = number;
        this.tables = tables;
        this.kind = kind;
        this.frame = frame;
        this.codes = codes;
        this.size = size;
        this.frontier = frontier;
    }

    /**
     * The options of an engine's pending decision.
     *
     * @param e an engine waiting for a decision
     * @param number the decision's number
     * @return its options
     */
    static OfferedOptions of(Engine e, int number) {
        int n = e.optionCount();
        int f = e.top();
        boolean tiles = e.tilesPending();
        // one array: the waiting step's frame, then the options' codes (none for a free placement)
        int[] frame = new int[Engine.FRAME + (tiles ? 0 : n)];
        System.arraycopy(e.fr, f, frame, 0, Engine.FRAME);
        Frontier frontier = null;
        if (!tiles) {
            e.optionCodesAt(frame, Engine.FRAME);
        } else if (e.table.frontierCount() > 0) {
            frontier = e.table.frontierCopy(); // D-9: the hexes are read from it when an option is
        }
        return new OfferedOptions(number, e.tables, e.fr[f], frame, !tiles, n, frontier);
    }

    /** {@return the code of option i, as the step wrote it} */
    private int code(int i) {
        if (codes) {
            return frame[Engine.FRAME + i];
        }
        // a free placement (D-9): the frontier's hex i / 6, or the middle of an empty table (R-NEW-1, R-LOOP-2)
        int hex = frontier == null ? Hexes.pack(0, 0) : frontier.hex(i / 6);
        return hex << 3 | i % 6;
    }

    @Override
    public Option get(int index) {
        java.util.Objects.checkIndex(index, size);
        Option f = first;
        if (f != null && f.id() == index) {
            return f;
        }
        Option[] b = built;
        Option o = b == null ? null : b[index];
        if (o == null) {
            o = new Option(number, index, Step.choice(kind, tables, frame, code(index)));
            if (f == null) {
                first = o;
            } else {
                if (b == null) {
                    b = new Option[size];
                    built = b;
                }
                b[index] = o;
            }
        }
        return o;
    }

    @Override
    public int size() {
        return size;
    }

    /**
     * Links these options after the offers before them ({@link Offers#add}).
     *
     * @param before the game's offers before this decision
     * @throws IllegalStateException if they were linked already (a decision is added once)
     */
    void follow(Offers before) {
        if (earlier != null) {
            throw new IllegalStateException("the options of decision #" + number + " were added to a game's offers already");
        }
        earlier = before;
    }

    /** {@return the offers before this decision's, or {@link Offers#NONE}} */
    Offers earlier() {
        return earlier == null ? Offers.NONE : earlier;
    }

    /** {@return the number of the decision these are the options of} */
    int number() {
        return number;
    }

    /**
     * Whether an option of this decision (its number is this list's) is one of these: option i is at index i,
     * so one comparison answers.
     *
     * @param option an option with this decision's number
     * @return whether the list holds an equal option
     */
    boolean holds(Option option) {
        int i = option.id();
        return i >= 0 && i < size && get(i).equals(option);
    }
}
