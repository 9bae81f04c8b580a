package io.github.tongiaki.bots;

import io.github.tongiaki.core.engine.Game;
import java.time.Duration;
import java.util.Objects;

/**
 * {@link MctsBot}'s search guided at the root by the greedy heuristic: the stronger bot at equal time.
 *
 * <p>At a short time per move (a few milliseconds, a few hundred playouts) the plain search spreads its
 * playouts over every root option first (a free tile placement offers well over a hundred) and then
 * chooses nearly at random. This bot, before searching:
 *
 * <ul>
 *   <li>scores every root option with {@link GreedyBot}'s one-ply value (own score minus the best other
 *       score after the option, a copy of the game per option), scaled to 0..1 over the options;</li>
 *   <li>expands the root's options in that order, and only {@code 1 + 2 sqrt(n)} of them after {@code n}
 *       root visits (progressive widening), so the playouts go to the promising options;</li>
 *   <li>adds {@code greedyBias * prior / (visits + 1)} to each root option's UCT value (progressive bias):
 *       the heuristic steers while an option has few visits and fades as they grow.</li>
 * </ul>
 *
 * <p>Below the root the search is {@link MctsBot}'s (ISMCTS with determinizations, max<sup>n</sup> over
 * rank rewards, random playouts on the fast path), with a smaller exploration constant
 * ({@value #DEFAULT_EXPLORATION}: the prior does part of the exploring) and playouts cut after
 * {@value #DEFAULT_PLAYOUT_DEPTH} decisions beyond the tree, scored by the standings as they are then (the
 * score so far: islands with the player's boats), so that a short time budget buys more, less noisy
 * playouts. The measured strength against {@link MctsBot} at the same time per move is in docs/bots.md. Deterministic for a seed with a playout count and no time budget,
 * on one thread. With {@link MctsBot.Settings#threads()} above 1 it searches that many trees at once (root
 * parallelism) and holds threads until {@link #close()}.
 */
public final class GuidedMctsBot implements FastBot, AutoCloseable {

    /** The default weight of the greedy prior at the root. */
    public static final double DEFAULT_GREEDY_BIAS = 1.0;

    /** The default UCT exploration constant (below {@link MctsBot.Settings#DEFAULT_EXPLORATION}: the prior explores). */
    public static final double DEFAULT_EXPLORATION = 0.4;

    /** The default playout depth: decisions played beyond the tree before the standings score the playout. */
    public static final int DEFAULT_PLAYOUT_DEPTH = 40;

    private final MctsBot search;

    /**
     * @param settings the search's settings; a greedy bias of 0 is replaced by {@link #DEFAULT_GREEDY_BIAS}
     * @param seed the seed of determinizations, playouts and tie-breaks
     */
    public GuidedMctsBot(MctsBot.Settings settings, long seed) {
        Objects.requireNonNull(settings, "settings");
        this.search = new MctsBot(settings.greedyBias() > 0 ? settings : settings.withGreedyBias(DEFAULT_GREEDY_BIAS), seed);
    }

    /**
     * @param timePerMove the time per move (positive)
     * @param seed the seed
     */
    public GuidedMctsBot(Duration timePerMove, long seed) {
        this(settings().withTimeBudget(timePerMove).withPlayouts(0), seed);
    }

    /**
     * {@return the default settings of the guided search: 200 playouts per move, no time budget,
     * exploration {@value #DEFAULT_EXPLORATION}, rank reward, greedy bias {@value #DEFAULT_GREEDY_BIAS},
     * playouts cut after {@value #DEFAULT_PLAYOUT_DEPTH} decisions, one thread}
     */
    public static MctsBot.Settings settings() {
        return MctsBot.Settings.playouts(200).withGreedyBias(DEFAULT_GREEDY_BIAS).withExploration(DEFAULT_EXPLORATION)
                .withPlayoutDepth(DEFAULT_PLAYOUT_DEPTH);
    }

    /** {@return the search's settings} */
    public MctsBot.Settings searchSettings() {
        return search.settings();
    }

    /** {@return the number of playouts of the last search} */
    public long lastPlayouts() {
        return search.lastPlayouts();
    }

    @Override
    public int chooseId(Game game) {
        return search.chooseId(game);
    }

    /** Bounds the next search by the move's time, as {@link MctsBot#clock} does. */
    @Override
    public void clock(Duration moveLeft, Duration gameLeft) {
        search.clock(moveLeft, gameLeft);
    }

    /** Ends the threads of root parallelism, if any. */
    @Override
    public void close() {
        search.close();
    }

    @Override
    public String toString() {
        return "guided " + search;
    }
}
