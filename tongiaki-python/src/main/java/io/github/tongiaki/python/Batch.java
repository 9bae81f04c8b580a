package io.github.tongiaki.python;

import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.TileSource;
import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Objects;

/**
 * Games stepped together across the JPype bridge: one crossing applies an action in each game and writes, for each,
 * the legal action mask, the legal action ids, the deciding seat and that seat's observation straight into NumPy
 * arrays' memory (direct buffers over them), with no events built and no object per step. The Python package's
 * {@code tongiaki.batch.GameBatch} and its PettingZoo environment read those arrays in place.
 *
 * <p>Lane {@code i} of the buffers is game {@code i}: its mask is bytes {@code i * A .. i * A + A - 1} ({@code A}
 * the action space's {@link io.github.tongiaki.core.engine.ActionSpace#globalSize() global size}; 1 for a legal
 * action id, else 0), its legal ids ints {@code i * A ..} (the first {@code counts[i]}, in option order), its
 * observation floats {@code i * O .. i * O + O - 1} ({@code O} the {@link io.github.tongiaki.core.engine.ObservationSpec}'s
 * size, the deciding seat's view, D-19), its returns doubles {@code i * P .. i * P + P - 1} ({@code P} the players).
 * The mask is kept up to date by clearing the previous decision's ids and setting the new ones, so a step writes
 * as many mask bytes as there are legal actions, not {@code A}: the caller reads the mask and never writes it.
 *
 * <p>With auto-reset, a game that ends in a step has its returns written, its done flag set, and is replaced in the
 * same step by a new game of the same set-up shuffled from the next seed; the lane's mask, ids and observation are
 * then the new game's. Without it a finished game stays finished (count 0, seat {@link Stepper#TERMINAL}, mask all 0).
 * It adds no rule logic: each step is {@link Game#applyAction(int)}, {@link Game#legalActions(int[])},
 * {@link Game#observe(io.github.tongiaki.core.board.Colour, float[])} and {@link Game#returns(double[])}.
 */
public final class Batch {

    private final GameSetup template;
    private final Game[] games;
    private final boolean autoReset;
    private final int size;
    private final int obsSize;
    private final int players;
    private final ByteBuffer masks;
    private final IntBuffer ids;
    private final FloatBuffer observations;
    private final IntBuffer counts;
    private final IntBuffer seats;
    private final ByteBuffer dones;
    private final DoubleBuffer returns;
    private final IntBuffer actions;
    private final int[][] legal;
    private final int[] scratch;
    private final float[] floats;
    private final double[] doubles;
    private long nextSeed;
    private long finished;

    /**
     * A batch of games of one set-up, each started from its own seed.
     *
     * @param template the set-up of every game; its tile source is replaced by a shuffle from each game's seed
     * @param n the number of games, at least 1
     * @param seed the first game's seed; game {@code i} starts from {@code seed + i}, the games started later by
     *     auto-reset from {@code seed + n}, {@code seed + n + 1} … in the order they end (lanes in order within a step)
     * @param autoReset whether a finished game is replaced by a new one in the same step
     * @param masks {@code n * A} bytes
     * @param ids {@code n * A} ints
     * @param observations {@code n * O} floats
     * @param counts {@code n} ints: the number of legal ids of each lane
     * @param seats {@code n} ints: the seat index deciding, {@link Stepper#CHANCE} or {@link Stepper#TERMINAL}
     * @param dones {@code n} bytes: 1 for a game that ended in the last step
     * @param returns {@code n * P} doubles: the returns of a game that ended in the last step, else 0
     * @param actions {@code n} ints: where the caller puts each lane's action id before {@link #step()}
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code n} is below 1 or a buffer is too short
     */
    public Batch(GameSetup template, int n, long seed, boolean autoReset, ByteBuffer masks, IntBuffer ids,
            FloatBuffer observations, IntBuffer counts, IntBuffer seats, ByteBuffer dones, DoubleBuffer returns,
            IntBuffer actions) {
        this.template = Objects.requireNonNull(template, "template");
        if (n < 1) {
            throw new IllegalArgumentException("a batch has at least 1 game, got " + n);
        }
        this.games = new Game[n];
        this.autoReset = autoReset;
        this.nextSeed = seed;
        for (int i = 0; i < n; i++) {
            games[i] = start();
        }
        this.size = games[0].actionSpace().globalSize();
        this.obsSize = games[0].observationSpec().size();
        this.players = template.players().size();
        this.masks = need(masks, (long) n * size, "masks");
        this.ids = need(ids, (long) n * size, "ids");
        this.observations = need(observations, (long) n * obsSize, "observations");
        this.counts = need(counts, n, "counts");
        this.seats = need(seats, n, "seats");
        this.dones = need(dones, n, "dones");
        this.returns = need(returns, (long) n * players, "returns");
        this.actions = need(actions, n, "actions");
        this.legal = new int[n][];
        this.scratch = new int[size];
        this.floats = new float[obsSize];
        this.doubles = new double[players];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < size; k++) {
                masks.put(i * size + k, (byte) 0);
            }
            legal[i] = new int[0];
            write(i);
            dones.put(i, (byte) 0);
            clearReturns(i);
        }
    }

    private static <B extends java.nio.Buffer> B need(B buffer, long length, String name) {
        Objects.requireNonNull(buffer, name);
        if (buffer.capacity() < length) {
            throw new IllegalArgumentException(name + " needs " + length + " entries, got " + buffer.capacity());
        }
        return buffer;
    }

    private Game start() {
        return start(nextSeed++);
    }

    /** A new game of the batch's set-up, its stack shuffled from {@code seed}: what {@code GameSetup.Builder.seed} gives. */
    private Game start(long seed) {
        return Game.start(new GameSetup(template.players(), template.startPlayer(), template.tileSet(),
                TileSource.shuffled(seed), template.options()));
    }

    /** {@return the number of games} */
    public int size() {
        return games.length;
    }

    /**
     * {@return game {@code i} itself (not a copy): what it does is the lane's; change it only through the batch}
     *
     * @param i a lane
     */
    public Game game(int i) {
        return games[i];
    }

    /** {@return the games that have ended so far, in every lane} */
    public long finished() {
        return finished;
    }

    /**
     * Puts a game in lane {@code i} (the PettingZoo environment's reset) and writes its lane.
     *
     * @param i a lane
     * @param game a game with the batch's action space and observation sizes
     * @throws IllegalArgumentException if its sizes differ
     */
    public void set(int i, Game game) {
        if (game.actionSpace().globalSize() != size || game.observationSpec().size() != obsSize
                || game.players().size() != players) {
            throw new IllegalArgumentException("the game's sizes differ from the batch's");
        }
        games[i] = game;
        dones.put(i, (byte) 0);
        clearReturns(i);
        write(i);
    }

    /**
     * Writes lane {@code i} again from its game as it is now (after the game was played outside the batch, e.g.
     * with events): mask, ids, count, seat, observation.
     *
     * @param i a lane
     * @return {@code (count << 4) | (seat + 4)}, as {@link Stepper#advance(int)}
     */
    public int refresh(int i) {
        return write(i);
    }

    /**
     * Starts a new game of the batch's set-up in lane {@code i}, its stack shuffled from {@code seed} (not from the
     * batch's seeds), and writes the lane: the PettingZoo environment's reset in one crossing. The game is the one
     * {@code Game.start} gives for the same set-up built with {@code GameSetup.Builder.seed(seed)}.
     *
     * @param i a lane
     * @param seed the stack shuffle's seed
     * @return {@code (count << 4) | (seat + 4)}, as {@link Stepper#advance(int)}
     */
    public int start(int i, long seed) {
        games[i] = start(seed);
        dones.put(i, (byte) 0);
        clearReturns(i);
        return write(i);
    }

    /**
     * Applies an action in lane {@code i} alone and writes the lane (no auto-reset: a finished game stays finished):
     * the PettingZoo environment's step in one crossing. A game that ends has its returns written and its done flag
     * set, as in {@link #step()}.
     *
     * @param i a lane
     * @param actionId a legal action id of the lane's game
     * @return {@code (count << 4) | (seat + 4)}, as {@link Stepper#advance(int)}
     * @throws io.github.tongiaki.core.engine.IllegalChoiceException if the action is not legal; nothing changes
     * @throws io.github.tongiaki.core.engine.GameOverException if the game is over; nothing changes
     */
    public int act(int i, int actionId) {
        Game g = games[i];
        g.applyAction(actionId);
        if (g.isOver()) {
            finished++;
            g.returns(doubles);
            for (int p = 0; p < players; p++) {
                returns.put(i * players + p, doubles[p]);
            }
            dones.put(i, (byte) 1);
        }
        return write(i);
    }

    /**
     * Applies the action in {@code actions[i]} in every game, then writes every lane; a game that ends has its
     * returns written and its done flag set, and with auto-reset is replaced by a new game.
     *
     * @return the number of games that ended in this step
     * @throws IllegalArgumentException if an action is not legal in its lane (the message names the lane), or a
     *     lane's game is over (without auto-reset); checked for every lane before any is played, so nothing changes
     */
    public int step() {
        int n = games.length;
        for (int i = 0; i < n; i++) {
            int a = actions.get(i);
            if (a < 0 || a >= size || masks.get(i * size + a) == 0) {
                throw new IllegalArgumentException("game " + i + ": action " + a + " is not legal"
                        + (games[i].isOver() ? " (the game is over)" : ""));
            }
        }
        int ended = 0;
        for (int i = 0; i < n; i++) {
            Game g = games[i];
            g.applyAction(actions.get(i));
            if (g.isOver()) {
                ended++;
                finished++;
                g.returns(doubles);
                for (int p = 0; p < players; p++) {
                    returns.put(i * players + p, doubles[p]);
                }
                dones.put(i, (byte) 1);
                if (autoReset) {
                    games[i] = start();
                }
            } else if (dones.get(i) != 0) {
                dones.put(i, (byte) 0);
                clearReturns(i);
            }
            write(i);
        }
        return ended;
    }

    private void clearReturns(int i) {
        for (int p = 0; p < players; p++) {
            returns.put(i * players + p, 0.0);
        }
    }

    /** Writes lane i: clears the previous legal ids from the mask, sets the new ones, the ids, count, seat, observation. */
    private int write(int i) {
        Game g = games[i];
        int base = i * size;
        int[] old = legal[i];
        for (int k = 0; k < old.length; k++) {
            masks.put(base + old[k], (byte) 0);
        }
        int who;
        int count;
        if (g.isOver()) {
            count = 0;
            who = Stepper.TERMINAL;
            legal[i] = new int[0];
        } else {
            count = g.legalActions(scratch);
            for (int k = 0; k < count; k++) {
                masks.put(base + scratch[k], (byte) 1);
            }
            ids.put(base, scratch, 0, count);
            if (old.length != count) {
                legal[i] = new int[count];
            }
            System.arraycopy(scratch, 0, legal[i], 0, count);
            if (g.decisionKind() == DecisionKind.CHANCE) {
                who = Stepper.CHANCE;
            } else {
                who = g.players().indexOf(g.decider());
                g.observe(g.decider(), floats);
                observations.put(i * obsSize, floats, 0, obsSize);
            }
        }
        counts.put(i, count);
        seats.put(i, who);
        return (count << 4) | (who + 4);
    }
}
