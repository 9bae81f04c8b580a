package io.github.tongiaki.bots.tournament;

import io.github.tongiaki.bots.Bot;
import java.util.Objects;
import java.util.function.LongFunction;

/**
 * An entry of a tournament: a name for the tables, and a factory that makes a fresh bot for every game and
 * seat from the seat's seed ({@link Tournament#botSeed}).
 *
 * @param name the name in the results (not blank)
 * @param factory makes a bot from a seed; called on the tournament's worker threads, once per game and seat
 */
public record Contestant(String name, LongFunction<? extends Bot> factory) {

    /**
     * Checks the entry.
     *
     * @param name the name
     * @param factory the factory
     * @throws IllegalArgumentException if the name is blank
     * @throws NullPointerException if an argument is null
     */
    public Contestant {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(factory, "factory");
        if (name.isBlank()) {
            throw new IllegalArgumentException("a contestant needs a name");
        }
    }

    /** @return the name */
    @Override
    public String toString() {
        return name;
    }
}
