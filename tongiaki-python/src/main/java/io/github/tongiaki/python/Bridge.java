package io.github.tongiaki.python;

import io.github.tongiaki.core.engine.Game;

/**
 * The Python package's fast path across the JPype bridge: each crossing from Python to the JVM costs about a
 * microsecond, more than the engine needs for most decisions, so a Python loop that chooses every action should
 * cross once per decision. The core's fast path ({@link Game#optionCount()}, {@link Game#applyQuietly(int)},
 * {@link Game#applyGlobalAction(int)}) takes two crossings per decision (apply, then ask how many options follow);
 * these helpers fold them into one. They add no rule logic: each is exactly the core calls it names.
 */
public final class Bridge {

    private Bridge() {
    }

    /**
     * Applies an option by id on the core's fast path and tells how many options the next decision has.
     *
     * @param game the game
     * @param optionId an option of the pending decision ({@link Game#applyQuietly(int)})
     * @return {@link Game#optionCount()} afterwards: 0 once the game is over
     * @throws io.github.tongiaki.core.engine.IllegalChoiceException if there is no such option; the game is unchanged
     * @throws io.github.tongiaki.core.engine.GameOverException if the game is over; the game is unchanged
     */
    public static int step(Game game, int optionId) {
        game.applyQuietly(optionId);
        return game.optionCount();
    }

    /**
     * Applies a global action ({@link Game#applyGlobalAction(int)}) and writes the next decision's legal-action mask
     * ({@link Game#legalActionMask(boolean[])}): a learning loop's step in one crossing.
     *
     * @param game the game
     * @param globalId a global action id of a legal option
     * @param mask at least {@code game.actionSpace().globalSize()} long; all false once the game is over
     * @return the number of legal actions afterwards (0 once the game is over)
     * @throws io.github.tongiaki.core.engine.IllegalChoiceException if no legal option has that id; nothing changes
     * @throws io.github.tongiaki.core.engine.GameOverException if the game is over; nothing changes
     * @throws IllegalArgumentException if the mask is too short; nothing changes
     */
    public static int stepGlobal(Game game, int globalId, boolean[] mask) {
        int size = game.actionSpace().globalSize();
        if (mask.length < size) {
            throw new IllegalArgumentException("a mask of the global action space needs " + size + " booleans, got " + mask.length);
        }
        game.applyGlobalAction(globalId);
        return game.legalActionMask(mask);
    }
}
