package io.github.tongiaki.testkit;

/**
 * A broken invariant.
 *
 * @param invariant the invariant's name, e.g. {@code boat-conservation}
 * @param detail what is wrong
 * @param position the position where it was found (see {@link Describe#position})
 */
public record Violation(String invariant, String detail, String position) {

    @Override
    public String toString() {
        return invariant + ": " + detail + "\n" + position;
    }
}
