package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.internal.Lines;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.tiles.TileSet;

/**
 * The position text (see {@link Position} and {@code CONFORMANCE.md}): printing and parsing. Each part of
 * the state writes and reads its own lines: the header here, the table's lines in {@link TableText}, the
 * pending decision's line in its step ({@link Step#printPending}, {@link Step#readPending}), the D-4
 * records in {@link Repetition}, the D-15 count in {@link Stall}.
 */
public final class PositionText {

    static final int BOATS = 15;
    /** The names of the pending decisions, by frame kind ("over" when no frame is left). */
    static final String[] PHASES = {"setup", "turn", "take", "place", "emigrate", "land", "tile", "over", "chance"};
    /** The purposes of placements and free placements, by {@link Engine#P_EXPAND} … {@link Engine#P_REDRAW}. */
    static final String[] PURPOSES = {"expand", "noboat", "settle", "redraw"};

    private PositionText() {
    }

    /** {@return the canonical text of a position} */
    public static String print(PositionData p) {
        Engine e = p.engine;
        Tables tables = p.tables;
        StringBuilder sb = new StringBuilder();
        sb.append(Position.FORMAT).append(' ').append(Position.VERSION).append('\n');
        sb.append("tileset ").append(Lines.quote(tables.set.name())).append('\n');
        sb.append("players");
        for (Colour c : p.players) {
            sb.append(' ').append(c);
        }
        sb.append('\n');
        sb.append("start ").append(p.startPlayer).append('\n');
        sb.append("options ").append(p.options).append('\n');
        sb.append("turn ").append(e.turn).append(' ').append(p.players.get(e.activeSeat)).append('\n');
        sb.append("decision ").append(p.decisionNumber).append('\n');
        sb.append("pending ").append(PHASES[e.phase()]);
        if (e.depth > 0) {
            int f = e.top();
            Step.of(e.fr[f]).printPending(e, f, sb);
        }
        sb.append('\n');
        TableText.print(sb, e.table, p.players, e.chanceMode);
        if (e.phase() != Engine.OVER) {
            Stall.print(e, sb);
            Repetition.print(e.table, sb);
        }
        return sb.toString();
    }

    /** {@return a tile's id as the text writes it} */
    static String id(Tables tables, int t) {
        return Lines.quote(tables.tile[t].id().value());
    }

    /** {@return the local beaches of a mask as "1,3", or "-"} */
    static String beachList(Tables tables, int mask, int island) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < tables.beachCount[island]; i++) {
            if ((mask & (1 << i)) != 0) {
                sb.append(sb.length() == 0 ? "" : ",").append(i + 1);
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    public static PositionData parse(String text, TileSet[] known) {
        return new PositionParser(text, known).parse();
    }
}
