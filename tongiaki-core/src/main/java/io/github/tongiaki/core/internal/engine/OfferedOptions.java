package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.internal.Tables;
import java.util.AbstractList;
import java.util.Arrays;
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
public final class OfferedOptions extends AbstractList<Option> implements RandomAccess {

    private final int number;
    private final Tables tables;
    private final Step step;
    private final int[] frame;
    /** The options' codes, or for a free tile placement (D-9) the offered hexes, six options each. */
    private final int[] codes;
    private final int size;
    /** Whether {@link #codes} holds hexes: option i is hex {@code codes[i / 6]} in rotation {@code i % 6}. */
    private final boolean hexes;
    /**
     * The first option read (its id is its index): a player usually reads one option, so the array of every built
     * option is made only when a second is read (a free placement offers over a hundred). One reference, an
     * {@link Option} of final fields, so a thread that sees it sees it whole.
     */
    private Option first;
    private Option[] built;

    /**
     * @param number the decision's number
     * @param tables the tile set's tables
     * @param step the waiting step
     * @param frame a copy of its frame
     * @param codes the options' codes, in option order, or the hexes of a free placement (the list keeps the array)
     * @param size the number of options
     * @param hexes whether the codes are the hexes of a free placement
     */
    private OfferedOptions(int number, Tables tables, Step step, int[] frame, int[] codes, int size, boolean hexes) {
        this.number = number;
        this.tables = tables;
        this.step = step;
        this.frame = frame;
        this.codes = codes;
        this.size = size;
        this.hexes = hexes;
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
        boolean hexes = e.tilesPending();
        int[] codes = new int[hexes ? n / 6 : n];
        if (hexes) {
            e.offeredHexes(codes); // a free tile placement's (D-9) are read from the frontier here, once
        } else {
            e.optionCodes(codes);
        }
        int f = e.top();
        return new OfferedOptions(number, e.tables, Step.of(e.fr[f]), Arrays.copyOfRange(e.fr, f, f + Engine.FRAME), codes, n, hexes);
    }

    /** {@return the code of option i, as the step wrote it} */
    private int code(int i) {
        return hexes ? codes[i / 6] << 3 | i % 6 : codes[i];
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
            o = new Option(number, index, step.choice(tables, frame, code(index)));
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
