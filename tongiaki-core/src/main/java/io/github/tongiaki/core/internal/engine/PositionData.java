package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.RuleOptions;
import java.util.List;

/**
 * What a {@link Position} holds, as the machinery reads and writes it: an engine that is never advanced (a copy of a
 * game's, or built by the parser) and the set-up the position text prints. {@link PositionParser} makes one from a
 * text, {@link PositionText} prints one; the API's {@link Position} wraps it.
 */
public final class PositionData {

    /** The compiled tile set. */
    public final Tables tables;
    /** The players in seat order. */
    public final List<Colour> players;
    /** The start player. */
    public final Colour startPlayer;
    /** The rule options. */
    public final RuleOptions options;
    /** The number of the pending decision. */
    public final int decisionNumber;
    /** The state: an engine that is never advanced. */
    public final Engine engine;

    /**
     * The data of a position.
     *
     * @param tables the compiled tile set
     * @param players the players in seat order (copied)
     * @param startPlayer the start player
     * @param options the rule options
     * @param decisionNumber the number of the pending decision
     * @param engine an engine that is never advanced
     */
    public PositionData(Tables tables, List<Colour> players, Colour startPlayer, RuleOptions options, int decisionNumber,
            Engine engine) {
        this.tables = tables;
        this.players = List.copyOf(players);
        this.startPlayer = startPlayer;
        this.options = options;
        this.decisionNumber = decisionNumber;
        this.engine = engine;
    }
}
