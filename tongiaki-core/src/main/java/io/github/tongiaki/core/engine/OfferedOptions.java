package io.github.tongiaki.core.engine;

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
final class OfferedOptions extends AbstractList<Option> implements RandomAccess {

    private final int number;
    private final Tables tables;
    private final Step step;
    private final int[] frame;
    private final int[] codes;
    private final Option[] built;

    /**
     * @param number the decision's number
     * @param tables the tile set's tables
     * @param step the waiting step
     * @param frame a copy of its frame
     * @param codes the options' codes, in option order (the list keeps the array)
     */
    OfferedOptions(int number, Tables tables, Step step, int[] frame, int[] codes) {
        this.number = number;
        this.tables = tables;
        this.step = step;
        this.frame = frame;
        this.codes = codes;
        this.built = new Option[codes.length];
    }

    /**
     * The options of an engine's pending decision.
     *
     * @param e an engine waiting for a decision
     * @param number the decision's number
     * @return its options
     */
    static OfferedOptions of(Engine e, int number) {
        int[] codes = new int[e.optionCount()];
        e.optionCodes(codes); // a free tile placement's (D-9) are computed from the frontier here
        int f = e.top();
        return new OfferedOptions(number, e.tables, Step.of(e.fr[f]), Arrays.copyOfRange(e.fr, f, f + Engine.FRAME), codes);
    }

    @Override
    public Option get(int index) {
        Option o = built[index]; // an index out of range throws here, as List.get must
        if (o == null) {
            o = new Option(number, index, step.choice(tables, frame, codes[index]));
            built[index] = o;
        }
        return o;
    }

    @Override
    public int size() {
        return codes.length;
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
        return i >= 0 && i < codes.length && get(i).equals(option);
    }
}
