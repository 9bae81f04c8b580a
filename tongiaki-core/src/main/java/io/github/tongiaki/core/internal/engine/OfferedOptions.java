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
 * choice up front cost more than the rest of a typed game. The list holds the waiting step's island and a copy of
 * the codes, nothing of the engine, so it never changes when the game moves on.
 *
 * <p>Immutable, as {@link java.util.List#copyOf} lists are (every mutator throws
 * {@link UnsupportedOperationException}); threads may read it at once: a choice built twice in a race is built
 * equal, and {@link Option} is a record of final fields.
 */
public final class OfferedOptions extends AbstractList<Option> implements RandomAccess, Offers {

    private final int number;
    private final Tables tables;
    /** The waiting step's frame kind (low four bits) and its island ({@link Step#ISLAND}, the bits above). */
    private final int step;
    private final int size;
    /**
     * The options' codes as the step wrote them, in option order; null for a free tile placement (D-9), whose options
     * are read from {@link #frontier}.
     */
    private final int[] codes;
    /**
     * A free tile placement's (D-9) offered hexes, six options each: option i is hex {@code i / 6} of the frontier
     * in rotation {@code i % 6}, or the middle of an empty table; null for other decisions. A copy of the frontier's
     * bits ({@link Frontier}), so the decision copies a few words, not every hex (a placement offers twenty or more).
     */
    private final long[] frontier;
    /**
     * The options read so far: null, the first one read (a player usually reads one option, and its id is its index),
     * or from the second read on an array of every option built (a free placement offers over a hundred). One
     * reference to an {@link Option} of final fields or to an array that only gains entries, so a thread sees an
     * option whole or not at all; a race may lose one, which is then built again, equal.
     */
    private Object read;
    /**
     * The offers before this decision's ({@link Offers}); set once, by the game that built the decision, before the
     * decision is handed out.
     */
    private Offers earlier;

    /**
     * @param number the decision's number
     * @param tables the tile set's tables
     * @param step the waiting step's frame kind | its island ({@link Step#ISLAND}) &lt;&lt; 4
     * @param codes the options' codes in option order, or null for a free placement
     * @param size the number of options
     * @param frontier a free placement's frontier, or null (also for a free placement on an empty table)
     */
    private OfferedOptions(int number, Tables tables, int step, int[] codes, int size, long[] frontier) {
        this.number = number;
        this.tables = tables;
        this.step = step;
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
        int[] codes = null;
        long[] frontier = null;
        if (!e.tilesPending()) {
            codes = new int[n];
            e.optionCodesAt(codes, 0);
        } else if (e.table.frontierCount() > 0) {
            frontier = e.table.frontierCopy(); // D-9: the hexes are read from it when an option is
        }
        return new OfferedOptions(number, e.tables, e.fr[f] | e.fr[f + Step.ISLAND] << 4, codes, n, frontier);
    }

    /** {@return the code of option i, as the step wrote it} */
    private int code(int i) {
        if (codes != null) {
            return codes[i];
        }
        // a free placement (D-9): the frontier's hex i / 6, or the middle of an empty table (R-NEW-1, R-LOOP-2)
        int hex = frontier == null ? Hexes.pack(0, 0) : Frontier.hex(frontier, i / 6);
        return hex << 3 | i % 6;
    }

    @Override
    public Option get(int index) {
        java.util.Objects.checkIndex(index, size);
        Object r = read;
        if (r instanceof Option f && f.id() == index) {
            return f;
        }
        Option[] b = r instanceof Option[] all ? all : null;
        Option o = b == null ? null : b[index];
        if (o == null) {
            o = new Option(number, index, Step.choice(step & 15, tables, step >>> 4, code(index)));
            if (r == null) {
                read = o;
            } else {
                if (b == null) {
                    b = new Option[size];
                    Option f = (Option) r;
                    b[f.id()] = f;
                }
                b[index] = o;
                read = b;
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
