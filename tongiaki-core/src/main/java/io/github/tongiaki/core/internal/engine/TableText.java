package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Lines;
import io.github.tongiaki.core.internal.Lines.Line;
import io.github.tongiaki.core.internal.Read;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.text.ParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The table's lines of the position text (see {@code CONFORMANCE.md}): {@code tile}, {@code royal},
 * {@code removed}, {@code aside}, {@code boats}, {@code stranded}, {@code supply} and {@code stack} (or
 * {@code bag} under explicit chance), in that order: written from a {@link Table}, read into a
 * {@link State} (the {@link Validator} checks what was read; the {@code supply} line is checked against
 * what it derives, by the parser).
 */
final class TableText {

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
    static String beach(Tables tables, int b) {
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
    static void print(StringBuilder sb, Table table, List<Colour> players, boolean bag) {
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
            for (int t : table.stackSorted()) {
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
    static void occupancy(StringBuilder sb, Tables tables, int[] occ) {
        for (int b = 0; b < tables.beaches; b++) {
            if (Arrays.stream(occ, b * 6, b * 6 + 6).anyMatch(n -> n > 0)) {
                sb.append(' ').append(beach(tables, b)).append('=');
                Read.boats(sb, occ, b * 6);
            }
        }
    }

    /**
     * Reads the table's lines into a state (their words: tiles, hexes, rotations, colours, boats; what they
     * say about each other is the validator's to check). Remembers where each part was written, for the
     * parser's messages.
     *
     * @param p the parser
     * @param s the state
     */
    static void read(PositionParser p, State s) {
        int n = p.tb.tiles;
        List<Integer> placed = new ArrayList<>();
        List<Integer> hexes = new ArrayList<>();
        List<Integer> rots = new ArrayList<>();
        int[] tileHex = new int[n];
        Arrays.fill(tileHex, -1);
        for (Line l : p.many("tile")) {
            p.arity(l, 4, 4, "tile <id> <q,r> <rotation>");
            int t = Read.tile(l.number(), l.token(1), p.tb);
            Hex h = Read.hex(l.number(), l.token(2));
            int rot = Read.rotation(l.number(), l.token(3)).steps();
            if (tileHex[t] >= 0) {
                throw Read.error(l.number(), l.token(1), "a tile not laid before");
            }
            tileHex[t] = Hexes.pack(h.q(), h.r());
            placed.add(t);
            hexes.add(tileHex[t]);
            rots.add(rot);
        }
        s.placed = placed.stream().mapToInt(Integer::intValue).toArray();
        s.placedHex = hexes.stream().mapToInt(Integer::intValue).toArray();
        s.placedRot = rots.stream().mapToInt(Integer::intValue).toArray();
        s.royalOwner = new int[n];
        Arrays.fill(s.royalOwner, -1);
        for (Line l : p.many("royal")) {
            p.arity(l, 3, 3, "royal <island> <colour>");
            int t = Read.island(l.number(), l.token(1), p.tb);
            Colour c = Read.colour(l.number(), l.token(2));
            if (s.royalOwner[t] >= 0) {
                throw Read.error(l.number(), l.token(1), "an island not made royal before");
            }
            s.royalOwner[t] = c.ordinal();
            p.royalLine[t] = l;
        }
        s.removed = new boolean[n];
        for (Line l : p.many("removed")) {
            p.arity(l, 2, 2, "removed <island>");
            int t = Read.island(l.number(), l.token(1), p.tb);
            if (s.removed[t]) {
                throw Read.error(l.number(), l.token(1), "an island not removed before");
            }
            s.removed[t] = true;
            p.removedLine[t] = l;
        }
        // tiles set aside by a scenario: neither on the table, removed nor in the stack, never drawn
        s.aside = new boolean[n];
        Line as = p.one("aside");
        if (as != null) {
            for (int i = 1; i < as.size(); i++) {
                int t = Read.tile(as.number(), as.token(i), p.tb);
                if (s.aside[t]) {
                    throw Read.error(as.number(), as.token(i), "a tile other than the start island, neither on the table, removed nor "
                            + "set aside before");
                }
                s.aside[t] = true;
                p.asideToken[t] = as.token(i);
            }
        }
        s.occ = new int[p.tb.beaches * 6];
        for (Line l : p.many("boats")) {
            if (l.size() < 3) {
                throw new ParseException(l.number(), l.end(), "boats <island/number> <boats>", "too few words");
            }
            int b = Read.beach(l.number(), l.token(1), p.tb);
            if (p.boatsLine[b] != null) {
                throw Read.error(l.number(), l.token(1), "a beach not given before");
            }
            p.boatsLine[b] = l;
            for (int i = 2; i < l.size(); i++) {
                int[] c = Read.boats(l.number(), l.token(i));
                for (int k = 0; k < 6; k++) {
                    if (c[k] > 0 && p.colourToken[b * 6 + k] == null) {
                        p.colourToken[b * 6 + k] = l.token(i);
                    }
                    s.occ[b * 6 + k] += c[k];
                }
            }
        }
        s.stranded = new int[6];
        s.strandedTile = -1;
        for (Line l : p.many("stranded")) {
            p.arity(l, 3, 3, "stranded <water tile> <boats>");
            s.strandedTile = Read.tile(l.number(), l.token(1), p.tb);
            s.stranded = Read.boats(l.number(), l.token(2));
            p.strandedLine = l;
        }
        // the stack
        Line sk = p.one("stack");
        Line bag = p.one("bag");
        if (sk != null && bag != null) {
            throw Read.error(bag.number(), bag.token(0), "either a 'stack' or a 'bag' line, not both");
        }
        if (sk == null && bag == null) {
            throw p.missing("a 'stack <tile> …' line (top first) or a 'bag <tile> …' line (explicit chance)");
        }
        p.stackLine = sk != null ? sk : bag;
        s.chanceMode = bag != null;
        s.stack = new int[p.stackLine.size() - 1];
        for (int i = 1; i < p.stackLine.size(); i++) {
            s.stack[i - 1] = Read.tile(p.stackLine.number(), p.stackLine.token(i), p.tb);
        }
    }
}
