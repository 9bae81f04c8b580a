package io.github.tongiaki.js;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.IllegalChoiceException;
import java.util.HashMap;
import java.util.Map;

/**
 * The decisions a {@link JsGame} handed out, by number: the package reads a decision's texts lazily, perhaps after
 * it was decided, and an option of an older decision is refused as stale with the engine's message. The last
 * {@link #REMEMBERED} are kept.
 */
final class ServedDecisions {

    /** How many decisions back the texts of a decision handed out can be read, and a stale option named. */
    static final int REMEMBERED = 16;

    private final Map<Integer, Decision> byNumber = new HashMap<>();

    /** Remembers a decision handed out, forgetting those more than {@link #REMEMBERED} decisions older. */
    void remember(Decision d) {
        byNumber.put(d.number(), d);
        byNumber.remove(d.number() - REMEMBERED);
    }

    /** {@return the decision handed out with this number, or null} */
    Decision get(int number) {
        return byNumber.get(number);
    }

    /**
     * {@return a decision, pending or recently decided, remembering the pending one when it was not handed out yet}
     *
     * @param game the game
     * @param number the decision's number
     * @throws IllegalStateException if the decision was decided more than {@link #REMEMBERED} decisions ago, or never handed out
     */
    Decision recent(Game game, int number) {
        Decision d = game.decisionNumber() - number > REMEMBERED ? null : byNumber.get(number);
        if (d == null) {
            if (game.isOver() || number != game.decisionNumber()) {
                throw new IllegalStateException("decision #" + number + " was decided more than " + REMEMBERED
                        + " decisions ago before its fields were read: read them (or the decision's toJSON()) sooner");
            }
            d = game.decision();
            remember(d);
        }
        return d;
    }

    /**
     * Refuses an option of a decision other than the pending one, as stale: with the engine's message when the
     * decision is one of the last {@link #REMEMBERED} handed out. The game is unchanged.
     *
     * @param game the game, not over
     * @param decisionNumber the decision the option was read from, not the pending one
     * @param optionId the option's id
     * @return the refusal to throw, when the engine did not refuse the option itself
     * @throws IllegalChoiceException the engine's refusal of an option of a decision handed out
     */
    IllegalChoiceException refuseStale(Game game, int decisionNumber, int optionId) {
        Decision old = byNumber.get(decisionNumber);
        if (old != null && optionId >= 0 && optionId < old.options().size()) {
            game.apply(old.options().get(optionId)); // the engine refuses it as stale, and changes nothing
        }
        return new IllegalChoiceException("decision #" + decisionNumber + " is not this game's pending decision: it waits for decision #"
                + game.decisionNumber());
    }

    /** Forgets the decisions numbered above this one: after an undo they were another line of play's. */
    void forgetAfter(int number) {
        byNumber.keySet().removeIf(k -> k > number);
    }

    /** Forgets every decision (a take-back: those handed out since are no longer this game's). */
    void clear() {
        byNumber.clear();
    }

    /** Hands the pending decision, if handed out, to a copy's decisions, so its options apply to either game. */
    void copyPending(Game game, ServedDecisions to) {
        if (!game.isOver()) {
            Decision d = byNumber.get(game.decisionNumber());
            if (d != null) {
                to.byNumber.put(d.number(), d);
            }
        }
    }
}
