package io.github.tongiaki.bots;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import java.time.Duration;

/**
 * A player that chooses among the options of a game's pending decision.
 *
 * <p><b>Two ways of playing, one of them implemented.</b> The typed way, {@link #choose(Game)}, reads the
 * {@link Game#decision() decision} and returns one of its {@link Option}s: the way for bots that look at
 * what the options mean (an external program, a bot written against {@link Decision}). The fast way,
 * {@link #chooseId(Game)}, returns only the option's id, for {@link Game#applyOptionQuietly(int)}: a search bot
 * that never looks at typed decisions builds none. A bot implements exactly one of them:
 *
 * <ul>
 *   <li>a typed bot implements {@code Bot} and its abstract {@link #choose(Game)}; the default
 *       {@link #chooseId(Game)} returns the id of the option it chose;</li>
 *   <li>a fast bot implements {@link FastBot}, which makes {@link #chooseId(Game)} abstract and gives
 *       {@link #choose(Game)} a default that looks the id up among the options.</li>
 * </ul>
 *
 * <p>So exactly one of the two methods is abstract in every bot type, and the default of the other calls
 * it: there is no pair of defaults that could call each other forever. A game runner that plays on the
 * fast path calls {@link #chooseId(Game)} on every bot and pays for a typed decision only where a typed
 * bot asks for one.
 *
 * <p><b>Chance.</b> Under explicit chance ({@link DecisionKind#CHANCE}) a draw is a decision too. A game
 * runner draws it at random for every bot whose {@link #decidesChance()} is false (the default), and asks
 * only a bot that says it decides the draws itself (a test bot, a port under test).
 *
 * <p><b>What a bot is given (D-19).</b> The {@link Game} a bot receives is its player's view, not the game
 * being played: {@link Match} hands every bot, at every decision, a copy whose face-down stack is in a
 * freshly sampled order ({@link Game#determinize(long)}). A bot may copy it, play it forward or change it as
 * it likes; it learns no future draw and cannot change the real game. Its typed answer is an option of the
 * copy's decision, which the match maps to the real decision's option of the same number and id.
 *
 * <p><b>Clocks.</b> Under a {@link TimeControl} a bot is told its time before each of its decisions through
 * {@link #clock(Duration, Duration)} (a default method that ignores it: a bot need not care) and is asked on
 * a worker thread (a daemon thread); when the move's time is out the match stops waiting and interrupts that
 * thread. A search that runs on time should read the clock ({@link MctsBot} does); a bot that ignores the
 * interrupt cannot be stopped from outside (the JVM has no way to), keeps its thread busy until it returns and
 * is reported ({@link Match.Result#stragglers()}).
 *
 * <p><b>Failures.</b> Whatever a bot throws, errors included ({@link StackOverflowError}, {@link AssertionError}),
 * ends its game as its failure ({@link BotFailedException}), never the match or the tournament; only the JVM's
 * fatal errors ({@link OutOfMemoryError}, {@link InternalError}) are thrown on ({@link Match}).
 *
 * <p><b>Seeds.</b> A bot made for a tournament or a game of the command-line tool is handed a seed of its own,
 * derived one way from the game's seed, which only the host holds while the game runs: it leads to no stack
 * (D-19), unless the person running the games gave a seed the bot can guess.
 *
 * <p><b>Resources.</b> A bot that holds resources (an external program, a thread pool) also implements
 * {@link AutoCloseable}; whoever creates a bot for a game closes it when the game ends or fails
 * ({@link Bots#closeQuietly}). The shipped bots hold none. A bot is used by one thread at a time: a
 * tournament creates fresh bots for every game.
 */
@FunctionalInterface
public interface Bot {

    /**
     * Chooses an option of the pending decision (the typed way).
     *
     * @param game the game as this bot's player sees it (a copy with the stack in a sampled order), waiting for its decision
     * @return one of {@code game.decision().options()}
     */
    Option choose(Game game);

    /**
     * Chooses an option of the pending decision by its id (the fast way). The default returns the id of
     * the option {@link #choose(Game)} returns, after checking that it is an option of this game's pending
     * decision; a {@link FastBot} implements this instead.
     *
     * @param game the game as this bot's player sees it (a copy with the stack in a sampled order), waiting for its decision
     * @return an option id, {@code 0 <= id < game.optionCount()}
     * @throws IllegalStateException if {@link #choose(Game)} answers null or an option of another decision or game
     */
    default int chooseId(Game game) {
        Option o = choose(game);
        if (o == null || o.decision() != game.decisionNumber() || o.id() < 0 || o.id() >= game.optionCount()
                || !game.decision().options().get(o.id()).equals(o)) {
            throw new IllegalStateException("the bot answered " + o + (o != null && o.decision() != game.decisionNumber() ? " of decision #"
                    + o.decision() : "") + ", which is no option of decision #" + game.decisionNumber());
        }
        return o.id();
    }

    /**
     * Hears the bot's time before a decision of a game under a {@link TimeControl} (not called in untimed
     * games). Called on the thread that then asks the bot, just before it. The default ignores it.
     *
     * @param moveLeft how long this move may take: the smaller of the move limit and the game time left
     *     ({@link TimeControl#UNLIMITED} if neither is set)
     * @param gameLeft the bot's game time left ({@link TimeControl#UNLIMITED} without a game clock)
     */
    default void clock(Duration moveLeft, Duration gameLeft) {
    }

    /**
     * Whether this bot is asked the draws of explicit chance ({@link DecisionKind#CHANCE}) of its seat;
     * false (the default): a game runner draws them at random from its own seeded generator.
     *
     * @return whether to ask this bot the draws
     */
    default boolean decidesChance() {
        return false;
    }
}
