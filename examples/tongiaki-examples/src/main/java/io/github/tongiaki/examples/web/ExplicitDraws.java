package io.github.tongiaki.examples.web;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.ChoiceText;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.examples.web.Step.By;
import java.util.ArrayList;
import java.util.List;

/**
 * A game's past with its draws written out, for an undo that takes back a draw (D-20): the steps of its
 * {@linkplain GameRecord#withExplicitDraws() explicit-draws form}, each tile drawn a {@code draw} step by
 * {@link By#CHANCE} and each player's step by whoever took it, with the game after them. {@link GameSession#undo}
 * stores and uses it; the server then draws every later tile from fresh entropy.
 *
 * @param game the game after the steps
 * @param steps the steps from the start (the start's own step first)
 */
record ExplicitDraws(Game game, List<Step> steps) {

    /**
     * {@return whether a step from {@code k} on drew a tile}
     *
     * @param steps a game's steps
     * @param k the first step taken back
     */
    static boolean drawnFrom(List<Step> steps, int k) {
        for (int i = k; i < steps.size(); i++) {
            for (GameEvent e : steps.get(i).events()) {
                if (e instanceof GameEvent.TileDrawn) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The steps of the explicit-draws form of a game's steps before {@code k}.
     *
     * @param id the game, for the error message
     * @param steps the game's steps now
     * @param k the first step taken back
     * @param explicit the record of the steps before {@code k} with its draws explicit
     * @return the steps and the game after them
     * @throws IllegalStateException if the form has not as many players' steps as the game (an engine error)
     */
    static ExplicitDraws of(String id, List<Step> steps, int k, GameRecord explicit) {
        Game g = Game.start(explicit.setup());
        List<Step> past = new ArrayList<>();
        past.add(new Step(-1, null, By.START, null, g.lastEvents()));
        int old = 1;
        for (String c : explicit.choices()) {
            Decision d = g.decision();
            By by;
            if (d.kind() == DecisionKind.CHANCE) {
                by = By.CHANCE;
            } else {
                by = steps.get(old++).by(); // the steps of the players, in their order
            }
            Option o = ChoiceText.parse(d, c);
            past.add(new Step(d.number(), d.player(), by, o.text(), g.apply(o)));
        }
        if (old != k) {
            throw new IllegalStateException("engine error: the explicit-draws form of game " + id + " has " + (old - 1)
                    + " players' choices, the game " + (k - 1));
        }
        return new ExplicitDraws(g, past);
    }

    /** {@return the steps as the store keeps them: who took each and its choice, without the start's} */
    List<GameStore.Step> stored() {
        List<GameStore.Step> out = new ArrayList<>();
        for (int i = 1; i < steps.size(); i++) {
            out.add(new GameStore.Step(steps.get(i).by().name(), steps.get(i).choice()));
        }
        return out;
    }
}
