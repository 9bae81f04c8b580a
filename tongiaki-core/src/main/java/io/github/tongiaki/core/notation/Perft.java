package io.github.tongiaki.core.notation;

import io.github.tongiaki.core.engine.Game;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Perft: the number of distinct decision sequences of a given length from a position, the classic
 * move-generator test of chess engines, here for ports of the rules.
 *
 * <p>What is counted: a <em>node</em> is a decision the game shows (two or more options; a single legal
 * option is applied by the engine itself and is no ply). {@code perft(p, 0) = 1};
 * {@code perft(p, d) = sum over the options o of p of perft(p after o, d - 1)}; a game that is over has
 * no options, so it counts 1 at depth 0 and 0 deeper. Chance is <em>fixed</em> by the position's stack
 * order ({@code stack} line): a draw is not a node. With explicit chance ({@code bag} line) every draw
 * with two or more possible tiles is a node like a decision, one option per tile left.
 */
public final class Perft {

    private Perft() {
    }

    /**
     * {@return the number of decision sequences of length {@code depth}}
     *
     * @param game the position (not changed)
     * @param depth 0 or more
     */
    public static long count(Game game, int depth) {
        Objects.requireNonNull(game, "game");
        if (depth < 0) {
            throw new IllegalArgumentException("depth must not be negative, got " + depth);
        }
        return perft(game, depth);
    }

    /**
     * {@return per option of the pending decision (by its text, in option order), the number of decision
     * sequences of length {@code depth} that begin with it; the values add up to
     * {@code count(game, depth)}}
     *
     * @param game the position (not changed)
     * @param depth 1 or more
     */
    public static Map<String, Long> divide(Game game, int depth) {
        Objects.requireNonNull(game, "game");
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs depth 1 or more, got " + depth);
        }
        Map<String, Long> out = new LinkedHashMap<>();
        if (game.isOver()) {
            return out;
        }
        int n = game.optionCount();
        for (int i = 0; i < n; i++) {
            Game g = game.copy();
            String text = game.decision().option(i).text();
            g.applyOptionQuietly(i);
            out.put(text, perft(g, depth - 1));
        }
        return out;
    }

    private static long perft(Game game, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (game.isOver()) {
            return 0;
        }
        int n = game.optionCount();
        if (depth == 1) {
            return n;
        }
        long sum = 0;
        for (int i = 0; i < n; i++) {
            Game g = game.copy();
            g.applyOptionQuietly(i);
            sum += perft(g, depth - 1);
        }
        return sum;
    }
}
