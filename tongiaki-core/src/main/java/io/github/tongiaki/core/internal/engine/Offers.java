package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Option;
import java.util.List;

/**
 * What a game has offered: the options of every decision it (or the game it was copied from) has built,
 * latest first, so that {@link Game#apply(Option)} reports an option it offered earlier as stale and one
 * it never offered as another game's. Shared by copies; only {@link Game#decision()} adds to it, never the bots'
 * fast path. Each decision's options ({@link OfferedOptions}) are themselves the latest node, linked to the
 * decisions before: a decision costs no node of its own, since the typed loop pays for every object made. Also
 * builds a decision and describes it for those messages.
 */
sealed interface Offers permits OfferedOptions, Offers.None {

    /** Nothing offered yet. */
    Offers NONE = new None();

    /** The end of every game's offers. */
    final class None implements Offers {
        private None() {
        }
    }

    /**
     * @param engine an engine waiting for a decision
     * @param number the decision's number
     * @return the decision, every option with its typed choice
     */
    static Decision build(Engine engine, int number) {
        // The choices are built when read (OfferedOptions): a player usually reads one option of many.
        return engine.decision(number, OfferedOptions.of(engine, number));
    }

    /**
     * @param decision a decision just built ({@link #build}) and not yet added
     * @return these offers and the decision's options
     */
    default Offers add(Decision decision) {
        OfferedOptions latest = (OfferedOptions) decision.options();
        latest.follow(this);
        return latest;
    }

    /**
     * @param option an option
     * @return whether the options of its decision were offered and include it
     */
    default boolean offered(Option option) {
        for (Offers o = this; o instanceof OfferedOptions options; o = options.earlier()) {
            if (options.number() == option.decision()) {
                return options.holds(option);
            }
        }
        return false;
    }

    /**
     * @param d a decision
     * @return its kind, its player and its first eight options, for an error message
     */
    static String describe(Decision d) {
        StringBuilder sb = new StringBuilder().append(d.kind()).append(" for ").append(d.player()).append(", offering ");
        List<Option> o = d.options();
        for (int i = 0; i < Math.min(o.size(), 8); i++) {
            sb.append(i == 0 ? "" : ", ").append('\'').append(o.get(i).text()).append('\'');
        }
        if (o.size() > 8) {
            sb.append(" and ").append(o.size() - 8).append(" more");
        }
        return sb.toString();
    }
}
