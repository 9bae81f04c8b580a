package io.github.tongiaki.python;

import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Objects;

/**
 * A game with the buffers its Python wrapper reads, so that the fast path's calls take one argument: across the
 * JPype bridge each argument costs about as much as the call itself (a call with an int costs about 1.3 µs, one
 * with a game, an int, an array and a buffer about 5 µs on the machine of docs/maintainers/python.md). The buffers are the
 * Python thread's (a direct buffer over a NumPy array, a scratch array): a stepper is used by one thread at a time,
 * as a {@link Game} is. It adds no rule logic: each method is exactly the core calls it names.
 */
public final class Stepper {

    /** What {@link #advance(int)} reports for "the game is over" (OpenSpiel's {@code kTerminalPlayerId}). */
    public static final int TERMINAL = -4;
    /** What {@link #advance(int)} reports for "chance decides" (OpenSpiel's {@code kChancePlayerId}). */
    public static final int CHANCE = -1;

    private final Game game;
    private final int[] scratch;
    private final IntBuffer ids;
    private final float[] floats;
    private final FloatBuffer observation;

    /**
     * A stepper of a game.
     *
     * @param game the game
     * @param scratch at least {@code game.actionSpace().globalSize()} long (the legal ids pass through it)
     * @param ids where {@link #advance(int)} writes the legal ids, as long as {@code scratch}
     * @param floats at least {@code game.observationSpec().size()} long (the observation passes through it)
     * @param observation where {@link #observe(int)} writes, as long as {@code floats}
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if a buffer is too short
     */
    public Stepper(Game game, int[] scratch, IntBuffer ids, float[] floats, FloatBuffer observation) {
        this.game = Objects.requireNonNull(game, "game");
        this.scratch = Objects.requireNonNull(scratch, "scratch");
        this.ids = Objects.requireNonNull(ids, "ids");
        this.floats = Objects.requireNonNull(floats, "floats");
        this.observation = Objects.requireNonNull(observation, "observation");
        int size = game.actionSpace().globalSize();
        if (scratch.length < size || ids.capacity() < size) {
            throw new IllegalArgumentException("the buffers need " + size + " ints (the action space), got "
                    + scratch.length + " and " + ids.capacity());
        }
        int obs = game.observationSpec().size();
        if (floats.length < obs || observation.capacity() < obs) {
            throw new IllegalArgumentException("the observation buffers need " + obs + " floats, got " + floats.length
                    + " and " + observation.capacity());
        }
    }

    /** {@return the game} */
    public Game game() {
        return game;
    }

    /**
     * A stepper of a copy of the game ({@link Game#copy()}), with the same buffers.
     *
     * @return the copy
     */
    public Stepper copy() {
        return new Stepper(game.copy(), scratch, ids, floats, observation);
    }

    /**
     * A stepper of a determinization of the game ({@link Game#determinize(long)}, D-19), with the same buffers.
     *
     * @param seed the seed of the re-shuffle
     * @return the determinization
     */
    public Stepper determinize(long seed) {
        return new Stepper(game.determinize(seed), scratch, ids, floats, observation);
    }

    /**
     * Writes a seat's observation ({@link Game#observe(io.github.tongiaki.core.board.Colour, float[])}, D-19) to the
     * observation buffer from index 0.
     *
     * @param seat the observer's seat index in {@link Game#players()}
     * @throws IndexOutOfBoundsException if there is no such seat
     */
    public void observe(int seat) {
        game.observe(game.players().get(seat), floats);
        observation.put(0, floats, 0, game.observationSpec().size());
    }

    /**
     * Applies an option by id on the core's fast path ({@link Game#applyOptionQuietly(int)}) and tells how many options the
     * next decision has.
     *
     * @param optionId an option of the pending decision
     * @return {@link Game#optionCount()} afterwards: 0 once the game is over
     * @throws io.github.tongiaki.core.engine.IllegalChoiceException if there is no such option; the game is unchanged
     * @throws io.github.tongiaki.core.engine.GameOverException if the game is over; the game is unchanged
     */
    public int applyOptionQuietly(int optionId) {
        game.applyOptionQuietly(optionId);
        return game.optionCount();
    }

    /**
     * Applies an action unless {@code actionId} is -1 ({@link Game#applyAction(int)}, which refuses every other
     * negative id and every id not legal now), then writes the legal action ids of the next decision, in option
     * order ({@link Game#legalActions(int[])}), to the ids buffer from index 0, and tells who decides: an OpenSpiel
     * state's whole step in one crossing.
     *
     * @param actionId an action id of a legal option, or -1 to apply nothing
     * @return {@code (n << 4) | (who + 4)}: n the number of ids written, who the seat index deciding,
     *     {@link #CHANCE} at an explicit-chance draw or {@link #TERMINAL} once the game is over (then n is 0)
     * @throws io.github.tongiaki.core.engine.IllegalChoiceException if no legal option has that id (-2 and below
     *     included); nothing changes
     * @throws io.github.tongiaki.core.engine.GameOverException if the game is over; nothing changes
     */
    public int advance(int actionId) {
        if (actionId != -1) {
            game.applyAction(actionId);
        }
        if (game.isOver()) {
            return TERMINAL + 4;
        }
        int n = game.legalActions(scratch);
        ids.put(0, scratch, 0, n);
        int who = game.decisionKind() == DecisionKind.CHANCE ? CHANCE : game.players().indexOf(game.decider());
        return (n << 4) | (who + 4);
    }
}
