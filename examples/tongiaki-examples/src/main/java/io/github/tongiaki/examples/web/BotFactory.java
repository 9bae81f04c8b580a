package io.github.tongiaki.examples.web;

import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.examples.BotSpec;
import java.util.Locale;

/**
 * Every bot of the web server is made here, after the server's caps on bots are applied: a web page
 * may seat {@code random}, {@code greedy}, {@code mcts}, {@code mcts:K}, {@code guided}, {@code guided:K}, {@code learned} and
 * {@code learned:K} with K up to {@link Limits#maxPlayouts()}, every searching move on at most {@link Limits#botMillis()} of time; never an
 * external program ({@code cmd:}) and never a weights file ({@code learned@FILE}): a page does not choose what the server runs or reads.
 */
final class BotFactory {

    /** MCTS playouts per move when {@code mcts} names none. */
    static final int DEFAULT_PLAYOUTS = 200;

    private final Limits limits;

    BotFactory(Limits limits) {
        this.limits = limits;
    }

    /**
     * Checks a bot's name against what HTTP may seat and the caps.
     *
     * @param spec the bot's name
     * @return the name, stripped
     * @throws ApiException 400 for an unknown bot or an external command, 422 for playouts over the cap
     */
    String check(String spec) {
        if (spec.strip().toLowerCase(Locale.ROOT).startsWith("cmd:")) {
            throw new ApiException(400, "external command bots cannot be seated over HTTP: '" + spec + "'");
        }
        BotSpec entry;
        try {
            entry = BotSpec.parse(spec, DEFAULT_PLAYOUTS, limits.botMillis());
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, e.getMessage());
        }
        if (entry.weights() != null) {
            // parsing read nothing; a page must not make the server read a file of its choosing
            throw new ApiException(400, "a weights file cannot be named over HTTP: '" + spec.strip() + "' (the server's learned bot plays its shipped weights)");
        }
        if (entry.playouts() > limits.maxPlayouts()) {
            throw new ApiException(422, "bot '" + spec.strip() + "': over HTTP an MCTS bot has at most " + limits.maxPlayouts()
                    + " playouts per move");
        }
        return spec.strip();
    }

    /**
     * {@return whether a bot searches (MCTS: {@code mcts}, {@code guided}; the learned bot's search, {@code learned}), taking up to the time cap per move, as
     * opposed to the quick bots ({@code greedy}, {@code random}) that answer at once}
     *
     * @param spec a name {@link #check} accepted, or null (a person)
     */
    static boolean searches(String spec) {
        if (spec == null) {
            return false;
        }
        String s = spec.strip().toLowerCase(Locale.ROOT);
        return !s.equals("greedy") && !s.equals("random");
    }

    /**
     * Makes a bot (the one place the server creates bots).
     *
     * @param spec a name {@link #check} accepted
     * @param seed its seed
     * @return a new bot, its MCTS budget capped in playouts and in time per move
     */
    Bot create(String spec, long seed) {
        return BotSpec.parse(check(spec), DEFAULT_PLAYOUTS, limits.botMillis()).create(seed);
    }
}
