package io.github.tongiaki.testkit;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.tiles.TileId;
import java.util.List;
import java.util.Map;

/**
 * Short, readable descriptions of the parts of a position, for failure messages.
 */
public final class Describe {

    private Describe() {
    }

    /**
     * {@return the whole position in a few lines}
     *
     * @param game a game
     */
    public static String position(Game game) {
        StringBuilder sb = new StringBuilder();
        sb.append("turn ").append(game.turn()).append(", ").append(game.isOver() ? "game over" : decision(game.decision())).append('\n');
        sb.append("tiles: ");
        for (PlacedTile t : game.position().tiles()) {
            sb.append(t.tile().id()).append('@').append(t.hex()).append(' ').append(t.rotation()).append("; ");
        }
        sb.append('\n').append("boats: ");
        for (Map.Entry<BeachRef, Boats> e : game.position().beaches().entrySet()) {
            if (!e.getValue().isEmpty()) {
                sb.append(e.getKey()).append('=').append(e.getValue()).append("; ");
            }
        }
        sb.append('\n').append("supplies: ");
        for (Colour c : game.players()) {
            sb.append(c).append('=').append(game.position().supply(c)).append(' ');
        }
        sb.append("| royal: ").append(game.position().royalIslands()).append(" | removed: ").append(game.position().removedTiles())
                .append(" | stack: ").append(game.position().stackSize()).append(" (").append(game.position().remainingIslands()).append(" islands)");
        if (!game.position().strandedBoats().isEmpty()) {
            sb.append(" | stranded: ").append(game.position().strandedBoats());
        }
        return sb.toString();
    }

    /** The line before the position text that a failing assertion prints after its message. */
    static final String POSITION_HEADING = "position (Position.parse reads it back):";

    /**
     * The complete position text of a game ({@link Position#of(Game)}), after a heading line, for the end of
     * a failure message: a user pastes it into {@link Position#parse} and has the game as it was.
     *
     * @param game a game
     * @return a blank line, the heading, and the position text
     */
    static String pasteable(Game game) {
        String text;
        try {
            text = Position.of(game).text();
        } catch (RuntimeException e) {
            // A game an assertion fails on may be broken (that may be why it fails): the message still counts.
            return "\n\n(no position text: " + e + ")";
        }
        return "\n\n" + POSITION_HEADING + "\n" + text;
    }

    /**
     * {@return kind, player, rule and options}
     *
     * @param d a decision
     */
    public static String decision(Decision d) {
        StringBuilder sb = new StringBuilder().append("decision #").append(d.number()).append(' ').append(d.kind()).append(" for ")
                .append(d.player()).append(" (").append(d.rule()).append(") options ").append(options(d.options()));
        return sb.toString();
    }

    /**
     * {@return their texts}
     *
     * @param options options
     */
    public static String options(List<Option> options) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < options.size(); i++) {
            if (i == 12) {
                sb.append(", … ").append(options.size() - 12).append(" more");
                break;
            }
            sb.append(i == 0 ? "" : ", ").append(options.get(i).text());
        }
        return sb.append(']').toString();
    }

    /**
     * {@return its beaches with their boats}
     *
     * @param game a game
     * @param island an island
     */
    public static String island(Game game, TileId island) {
        StringBuilder sb = new StringBuilder(island.value()).append(": ");
        for (Map.Entry<BeachRef, Boats> e : game.position().beaches().entrySet()) {
            if (e.getKey().island().equals(island)) {
                sb.append(e.getKey()).append('=').append(e.getValue()).append("; ");
            }
        }
        if (game.position().royalIslands().containsKey(island)) {
            sb.append("royal island of ").append(game.position().royalIslands().get(island));
        }
        if (game.position().find(island).isEmpty()) {
            sb.append("not on the table");
        }
        return sb.toString();
    }
}
