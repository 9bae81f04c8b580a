package io.github.tongiaki.python;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;

/**
 * The Python package's fast path across the JPype bridge: each crossing from Python to the JVM costs about a
 * microsecond, more than the engine needs for most decisions, so a Python loop that chooses every action should
 * cross once per decision. The core's fast path ({@link Game#optionCount()}, {@link Game#applyQuietly(int)},
 * {@link Game#applyGlobalAction(int)}) takes two crossings per decision (apply, then ask how many options follow);
 * these helpers fold them into one. They add no rule logic: each is exactly the core calls it names.
 *
 * <p>The buffers are direct buffers over NumPy arrays (JPype's {@code convertToDirectBuffer}): what is written
 * there is in the NumPy array at once, with no copy and no crossing per element.
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

    /** What {@link #advance} reports for "the game is over" (OpenSpiel's {@code kTerminalPlayerId}). */
    public static final int TERMINAL = -4;
    /** What {@link #advance} reports for "chance decides" (OpenSpiel's {@code kChancePlayerId}). */
    public static final int CHANCE = -1;

    /**
     * Applies a global action if {@code globalId >= 0} ({@link Game#applyGlobalAction(int)}), then writes the legal
     * global action ids of the next decision, in option order ({@link Game#legalGlobalActions(int[])}), to
     * {@code ids} from index 0, and tells who decides: an OpenSpiel state's whole step in one crossing.
     *
     * @param game the game
     * @param globalId a global action id of a legal option, or -1 to apply nothing
     * @param scratch at least {@link Game#optionCount()} long after the step (the ids pass through it)
     * @param ids where the ids go (absolute puts from index 0)
     * @return {@code (n << 4) | (who + 4)}: n the number of ids written, who the seat index deciding,
     *     {@link #CHANCE} at an explicit-chance draw or {@link #TERMINAL} once the game is over (then n is 0)
     * @throws io.github.tongiaki.core.engine.IllegalChoiceException if no legal option has that id; nothing changes
     * @throws io.github.tongiaki.core.engine.GameOverException if the game is over; nothing changes
     */
    public static int advance(Game game, int globalId, int[] scratch, IntBuffer ids) {
        if (globalId >= 0) {
            game.applyGlobalAction(globalId);
        }
        if (game.isOver()) {
            return TERMINAL + 4;
        }
        int n = game.legalGlobalActions(scratch);
        ids.put(0, scratch, 0, n);
        int who = game.decisionKind() == DecisionKind.CHANCE ? CHANCE : game.players().indexOf(game.decider());
        return (n << 4) | (who + 4);
    }

    /**
     * Writes a seat's observation ({@link Game#observe(Colour, float[])}) into a buffer.
     *
     * @param game the game
     * @param seat the observing player
     * @param scratch at least {@code game.observationSpec().size()} long
     * @param out where the floats go (absolute puts from index 0)
     */
    public static void observe(Game game, Colour seat, float[] scratch, FloatBuffer out) {
        game.observe(seat, scratch);
        out.put(0, scratch, 0, game.observationSpec().size());
    }

    /**
     * The pending decision in one string, so that building a typed decision in Python takes one crossing instead
     * of several per option. The first line is {@code <number> TAB <player> TAB <kind> TAB <rule id> TAB <chance>}
     * ({@link io.github.tongiaki.core.engine.Decision#number()}, its player's colour, its kind, its rule's id,
     * {@code 1} for a {@link io.github.tongiaki.core.engine.Decision.Chance} else {@code 0}); then one line per option,
     * in option order, {@code <global action id> TAB <choice type> TAB <option text>} ({@link Game#globalActionId(int)},
     * the simple name of the {@link io.github.tongiaki.core.engine.Choice}'s record,
     * {@link io.github.tongiaki.core.engine.Option#text()}). Texts hold no tab and no line break (one-line notation).
     *
     * @param game the game
     * @return the lines, each ended by {@code \n}
     * @throws io.github.tongiaki.core.engine.GameOverException if the game is over
     */
    public static String decision(Game game) {
        io.github.tongiaki.core.engine.Decision d = game.decision();
        java.util.List<io.github.tongiaki.core.engine.Option> options = d.options();
        StringBuilder sb = new StringBuilder(64 + options.size() * 32);
        sb.append(d.number()).append('\t').append(d.player()).append('\t').append(d.kind()).append('\t')
                .append(d.rule().id()).append('\t').append(d instanceof io.github.tongiaki.core.engine.Decision.Chance ? 1 : 0)
                .append('\n');
        for (int i = 0; i < options.size(); i++) {
            io.github.tongiaki.core.engine.Option o = options.get(i);
            sb.append(game.globalActionId(i)).append('\t').append(o.choice().getClass().getSimpleName()).append('\t')
                    .append(o.text()).append('\n');
        }
        return sb.toString();
    }

    /**
     * Events in one string, one line each: {@code <event type> TAB <rule id> TAB <event line>} (the simple name of
     * the {@link io.github.tongiaki.core.events.GameEvent}'s record, its rule's id,
     * {@link io.github.tongiaki.core.notation.EventText#print(io.github.tongiaki.core.events.GameEvent)}).
     *
     * @param events the events (e.g. what {@link Game#apply(int)} returned)
     * @return the lines, each ended by {@code \n}
     */
    public static String events(java.util.List<io.github.tongiaki.core.events.GameEvent> events) {
        StringBuilder sb = new StringBuilder(events.size() * 64);
        for (io.github.tongiaki.core.events.GameEvent e : events) {
            sb.append(e.getClass().getSimpleName()).append('\t').append(e.rule().id()).append('\t')
                    .append(io.github.tongiaki.core.notation.EventText.print(e)).append('\n');
        }
        return sb.toString();
    }
}
