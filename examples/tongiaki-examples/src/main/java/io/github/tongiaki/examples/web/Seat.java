package io.github.tongiaki.examples.web;

import java.util.Objects;

/**
 * Who plays a seat of a web game: a person ({@code bot} is null) or a bot by its name.
 *
 * @param bot the bot's name ({@code random}, {@code greedy}, {@code mcts}, {@code mcts:K}, {@code guided}, {@code guided:K}, {@code learned}, {@code learned:K}), or null for a person
 */
record Seat(String bot) {

    static final Seat HUMAN = new Seat(null);

    boolean human() {
        return bot == null;
    }

    static Seat bot(String name) {
        return new Seat(Objects.requireNonNull(name, "name"));
    }
}
