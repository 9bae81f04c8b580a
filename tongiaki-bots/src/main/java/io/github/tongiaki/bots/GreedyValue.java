package io.github.tongiaki.bots;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Position;

/**
 * The greedy heuristic's value of a game for a player: what {@link GreedyBot} maximises over its options and
 * what {@link GuidedMctsBot} takes as the prior of its root options; also the JavaScript build's greedy bot.
 * A class of its own, with nothing but this function, so that a build that compiles it (TeaVM) needs nothing
 * else of the bots.
 */
public final class GreedyValue {

    private GreedyValue() {
    }

    /**
     * @param g a game
     * @param me a player
     * @return own score minus the best other score, plus 0.01 per boat of the player's on the table (boats
     *     the player is about to place count as on the table)
     */
    public static double of(Game g, Colour me) {
        Position p = g.position();
        int mine = p.score(me);
        int other = 0;
        for (Colour c : g.players()) {
            if (c != me) {
                other = Math.max(other, p.score(c));
            }
        }
        int supply = p.supply(me);
        // A boat taken under R-ALLBOATS-1 waits in the supply for its placement: counting it there would make
        // "take none" always look best, and greedy players with all boats on the table would pass forever.
        if (!g.isOver() && g.decisionKind() == DecisionKind.PLACE_BOATS && g.decider() == me) {
            supply -= ((Decision.PlaceBoats) g.decision()).count();
        }
        return mine - other + 0.01 * (15 - supply);
    }
}
