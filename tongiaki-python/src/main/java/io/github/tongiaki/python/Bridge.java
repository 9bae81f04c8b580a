package io.github.tongiaki.python;

import io.github.tongiaki.core.engine.Game;

/**
 * The Python package's fast path across the JPype bridge: each crossing from Python to the JVM costs about a
 * microsecond, more than the engine needs for most decisions, so a Python loop that chooses every action should
 * cross once per decision. The core's fast path ({@link Game#optionCount()}, {@link Game#applyOptionQuietly(int)},
 * {@link Game#applyAction(int)}) takes two crossings per decision (apply, then ask how many options follow);
 * these helpers (and {@link Stepper}) fold them into one. They add no rule logic: each is exactly the core calls
 * it names.
 *
 * <p>The buffers of {@link Stepper} are direct buffers over NumPy arrays (JPype's {@code convertToDirectBuffer}):
 * what is written there is in the NumPy array at once, with no copy and no crossing per element.
 */
public final class Bridge {

    private Bridge() {
    }

    /**
     * The sizes a Python wrapper allocates its buffers by, in one crossing.
     *
     * @param game the game
     * @return {@code (actionSpaceSize << 32) | observationSize}: {@link io.github.tongiaki.core.engine.ActionSpace#globalSize()}
     *     and {@link io.github.tongiaki.core.engine.ObservationSpec#size()}
     */
    public static long sizes(Game game) {
        return ((long) game.actionSpace().globalSize() << 32) | game.observationSpec().size();
    }

    /**
     * The pending decision in one string, so that building a typed decision in Python takes one crossing instead
     * of several per option. The first line is {@code <number> TAB <player> TAB <kind> TAB <rule id> TAB <chance>}
     * ({@link io.github.tongiaki.core.engine.Decision#number()}, its player's colour, its kind, its rule's id,
     * {@code 1} for a {@link io.github.tongiaki.core.engine.Decision.Chance} else {@code 0}); then one line per option,
     * in option order, {@code <action id> TAB <choice type> TAB <option text>} ({@link Game#actionId(int)},
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
            sb.append(game.actionId(i)).append('\t').append(o.choice().getClass().getSimpleName()).append('\t')
                    .append(o.text()).append('\n');
        }
        return sb.toString();
    }

    /**
     * Events in one string, one line each: {@code <event type> TAB <rule id> TAB <event line>} (the simple name of
     * the {@link io.github.tongiaki.core.events.GameEvent}'s record, its rule's id,
     * {@link io.github.tongiaki.core.notation.EventText#print(io.github.tongiaki.core.events.GameEvent)}).
     *
     * @param events the events (e.g. what {@link Game#applyOption(int)} returned)
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

    /**
     * Applies an option by id ({@link Game#applyOption(int)}) and gives its events as {@link #events(java.util.List)} writes
     * them: a typed step in one crossing.
     *
     * @param game the game
     * @param optionId an option of the pending decision
     * @return the events' lines
     * @throws io.github.tongiaki.core.engine.IllegalChoiceException if there is no such option; the game is unchanged
     * @throws io.github.tongiaki.core.engine.GameOverException if the game is over; the game is unchanged
     */
    public static String applyOption(Game game, int optionId) {
        return events(game.applyOption(optionId));
    }
}
