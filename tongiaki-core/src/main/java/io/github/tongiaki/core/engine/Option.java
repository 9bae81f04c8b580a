package io.github.tongiaki.core.engine;

import java.util.Objects;

/**
 * One legal option of a {@link Decision}, in its three forms: the typed {@link #choice()}, the integer
 * {@link #id()} (its index in {@link Decision#options()}, stable for that decision), and the short
 * {@link #text()}.
 *
 * @param decision the number of the decision it belongs to ({@link Decision#number()}), so that a stale
 *     option from an earlier decision is refused
 * @param id the option's index within its decision
 * @param choice what is chosen
 */
public record Option(int decision, int id, Choice choice) {

    /**
     * Validates the components.
     *
     * @param decision the number of the decision it belongs to ({@link Decision#number()}), so that a stale
     *     option from an earlier decision is refused
     * @param id the option's index within its decision
     * @param choice what is chosen
     * @throws NullPointerException if {@code choice} is null
     */
    public Option {
        Objects.requireNonNull(choice, "choice");
    }

    /** {@return the short text, the same as {@code choice().text()}} */
    public String text() {
        return choice.text();
    }

    @Override
    public String toString() {
        return id + ": " + choice.text();
    }
}
