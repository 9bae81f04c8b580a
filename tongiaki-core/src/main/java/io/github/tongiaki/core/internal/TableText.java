package io.github.tongiaki.core.internal;

import io.github.tongiaki.core.board.Colour;
import java.util.Arrays;
import java.util.List;

/**
 * The table's lines of the position text (see {@code CONFORMANCE.md}): {@code tile}, {@code royal},
 * {@code removed}, {@code aside}, {@code boats}, {@code stranded}, {@code supply} and {@code stack} (or
 * {@code bag} under explicit chance), in that order.
 */
public final class TableText {

    private TableText() {
    }

    private static String id(Tables tables, int t) {
        return Lines.quote(tables.tile[t].id().value());
    }

    /**
     * @param tables the compiled tile set
     * @param b a global beach index
     * @return the beach as the text writes it, e.g. {@code "Rapa Nui"/2}
     */
    public static String beach(Tables tables, int b) {
        return Lines.quote(tables.beachRef[b].island().value()) + "/" + tables.beachRef[b].number();
    }

    /**
     * Appends the table's lines.
     *
     * @param sb the text
     * @param table the table
     * @param players the players in seat order (the order of the supply line)
     * @param bag whether the stack is a bag (explicit chance: its order means nothing and is not written)
     */
    public static void print(StringBuilder sb, Table table, List<Colour> players, boolean bag) {
        Tables tables = table.tables;
        for (int i = 0; i < table.placedCount(); i++) {
            int t = table.placedTile(i);
            sb.append("tile ").append(id(tables, t)).append(' ').append(Hexes.hex(table.tileHex(t))).append(" r")
                    .append(table.tileRotation(t)).append('\n');
        }
        for (int t = 0; t < tables.tiles; t++) {
            if (table.royalOwner(t) >= 0) {
                sb.append("royal ").append(id(tables, t)).append(' ').append(Colour.of(table.royalOwner(t))).append('\n');
            }
        }
        for (int t = 0; t < tables.tiles; t++) {
            if (table.removed(t)) {
                sb.append("removed ").append(id(tables, t)).append('\n');
            }
        }
        StringBuilder aside = new StringBuilder();
        for (int t = 0; t < tables.tiles; t++) {
            if (table.aside(t)) {
                aside.append(' ').append(id(tables, t));
            }
        }
        if (aside.length() > 0) {
            sb.append("aside").append(aside).append('\n');
        }
        int[] counts = new int[6];
        for (int b = 0; b < tables.beaches; b++) {
            if (table.beachTotal(b) > 0) {
                for (int c = 0; c < 6; c++) {
                    counts[c] = table.boats(b, c);
                }
                sb.append("boats ").append(beach(tables, b)).append(' ');
                Read.boats(sb, counts, 0);
                sb.append('\n');
            }
        }
        if (table.strandedTile() >= 0) {
            for (int c = 0; c < 6; c++) {
                counts[c] = table.stranded(c);
            }
            sb.append("stranded ").append(id(tables, table.strandedTile())).append(' ').append(Read.boats(counts)).append('\n');
        }
        sb.append("supply");
        for (Colour c : players) {
            sb.append(' ').append(c).append('=').append(table.supply(c.ordinal()));
        }
        sb.append('\n');
        if (bag) {
            sb.append("bag");
            for (int t : table.stack().sorted()) {
                sb.append(' ').append(id(tables, t));
            }
        } else {
            sb.append("stack");
            for (int i = 0; i < table.stackSize(); i++) {
                sb.append(' ').append(id(tables, table.stackTile(i)));
            }
        }
        sb.append('\n');
    }

    /**
     * Appends every beach with boats as {@code  <beach>=<boats>} (a D-4 record).
     *
     * @param sb the text
     * @param tables the compiled tile set
     * @param occ boats per beach * 6 + colour
     */
    public static void occupancy(StringBuilder sb, Tables tables, int[] occ) {
        for (int b = 0; b < tables.beaches; b++) {
            if (Arrays.stream(occ, b * 6, b * 6 + 6).anyMatch(n -> n > 0)) {
                sb.append(' ').append(beach(tables, b)).append('=');
                Read.boats(sb, occ, b * 6);
            }
        }
    }
}
