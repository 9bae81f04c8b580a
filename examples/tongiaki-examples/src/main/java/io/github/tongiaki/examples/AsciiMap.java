package io.github.tongiaki.examples;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Route;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Draws the archipelago as ASCII art: flat-top hexes in axial coordinates, north up.
 *
 * <pre>
 *     _____3_____
 *    / Samoa     \
 *   2 (1,-1) 5p   4
 *  / 1:B.. 2:R... \
 * /  3:.....       \
 * \                 /
 *  1               /
 *   \             /
 *    \___________/
 * </pre>
 *
 * <p>Each tile shows its name and hex {@code (q,r)}. An island lists its beaches as
 * {@code number:boats}, a boat as its colour's letter ({@code B R G Y O P}), a free berth as {@code .};
 * a jetty is drawn on the hex edge it faces as the number of its beach; a royal island shows the colour
 * of its mask boat. A water tile marks the two ends of each route with one letter ({@code a b c}) on the
 * hex edges and lists each route's difficulty ({@code a4 b0 c2}; 0: no number). Each tile puts its
 * marks on the first half of each of its edges, going clockwise round it, so the two tiles on a shared
 * edge never hide each other's marks. Free hexes a drawn tile may be laid on can be marked with a
 * letter. The map is at most {@value #MAX_WIDTH} columns wide: a wider archipelago is drawn in parts,
 * west to east.
 */
public final class AsciiMap {

    /** The widest map, in columns. */
    public static final int MAX_WIDTH = 100;
    private static final int COL = 15;
    private static final int HALF = 4;
    private static final String[] TEMPLATE = {
        "    ___________    ",
        "   /           \\   ",
        "  /             \\  ",
        " /               \\ ",
        "/                 \\",
        "\\                 /",
        " \\               / ",
        "  \\             /  ",
        "   \\___________/   ",
    };
    /** Interior: line, first column and width of each text line (one blank from the edges). */
    private static final int[][] TEXT = {{1, 5, 9}, {2, 4, 11}, {3, 3, 13}, {4, 2, 15}, {5, 2, 15}, {6, 3, 13}, {7, 4, 11}};
    /**
     * Marker position (line, column) for each board direction 0 S, 1 SW, 2 NW, 3 N, 4 NE, 5 SE: on the
     * first half of the edge going clockwise, so a neighbour's mark on the same edge is on the other half.
     */
    private static final int[][] MARK = {{8, 11}, {7, 2}, {3, 1}, {0, 7}, {2, 16}, {6, 17}};
    /** Hex columns in one part of a wide map: 15 * 5 + 19 = 94 columns. */
    private static final int BAND = (MAX_WIDTH - TEMPLATE[0].length()) / COL + 1;
    /** Short names of the board directions 0..5. */
    static final String[] COMPASS = {"S", "SW", "NW", "N", "NE", "SE"};

    private AsciiMap() {
    }

    /**
     * @param game a game
     * @return the map, lines separated by {@code \n}, followed by a line per player and the stack
     */
    public static String render(Game game) {
        return render(game, Map.of());
    }

    /**
     * @param game a game
     * @param free empty hexes to mark, each with its label (a letter or two)
     * @return the map with the free hexes outlined and labelled, followed by a line per player and the stack
     */
    public static String render(Game game, Map<Hex, String> free) {
        List<PlacedTile> tiles = game.position().tiles();
        StringBuilder sb = new StringBuilder();
        if (tiles.isEmpty() && free.isEmpty()) {
            sb.append("(no tiles on the table)\n");
        } else {
            int minQ = Integer.MAX_VALUE;
            int maxQ = Integer.MIN_VALUE;
            for (PlacedTile p : tiles) {
                minQ = Math.min(minQ, p.hex().q());
                maxQ = Math.max(maxQ, p.hex().q());
            }
            for (Hex h : free.keySet()) {
                minQ = Math.min(minQ, h.q());
                maxQ = Math.max(maxQ, h.q());
            }
            int parts = (maxQ - minQ) / BAND + 1;
            for (int part = 0; part < parts; part++) {
                int from = minQ + part * BAND;
                int to = Math.min(maxQ, from + BAND - 1);
                List<PlacedTile> inBand = tiles.stream().filter(p -> p.hex().q() >= from && p.hex().q() <= to).toList();
                Map<Hex, String> freeInBand = new TreeMap<>();
                free.forEach((h, l) -> {
                    if (h.q() >= from && h.q() <= to) {
                        freeInBand.put(h, l);
                    }
                });
                if (parts > 1) {
                    sb.append("Map part ").append(part + 1).append(" of ").append(parts).append(" (west to east): hexes with q from ")
                            .append(from).append(" to ").append(to).append('\n');
                }
                if (!inBand.isEmpty() || !freeInBand.isEmpty()) {
                    sb.append(drawTiles(game, inBand, freeInBand));
                }
            }
        }
        sb.append(summary(game));
        return sb.toString();
    }

    /**
     * Draws one tile on its own, as it would lie with that rotation (for a drawn tile before it is laid).
     *
     * @param tile a tile
     * @param rotation its rotation
     * @return the hex, lines separated by {@code \n}
     */
    public static String tile(Tile tile, Rotation rotation) {
        char[][] grid = new char[TEMPLATE.length][TEMPLATE[0].length()];
        for (int l = 0; l < TEMPLATE.length; l++) {
            grid[l] = TEMPLATE[l].toCharArray();
        }
        draw(null, tile, null, rotation.ordinal(), grid, 0, 0);
        StringBuilder sb = new StringBuilder();
        for (char[] row : grid) {
            sb.append(new String(row).stripTrailing()).append('\n');
        }
        return sb.toString();
    }

    private static String drawTiles(Game game, List<PlacedTile> tiles, Map<Hex, String> free) {
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int maxY = Integer.MIN_VALUE;
        List<Hex> all = new ArrayList<>(free.keySet());
        tiles.forEach(p -> all.add(p.hex()));
        for (Hex h : all) {
            int x = x(h);
            int y = y(h);
            minX = Math.min(minX, x);
            minY = Math.min(minY, y);
            maxX = Math.max(maxX, x + TEMPLATE[0].length());
            maxY = Math.max(maxY, y + TEMPLATE.length);
        }
        char[][] grid = new char[maxY - minY][maxX - minX];
        for (char[] row : grid) {
            java.util.Arrays.fill(row, ' ');
        }
        // Outlines first (free hexes, then tiles), then the contents and edge marks.
        for (Hex h : all) {
            int x0 = x(h) - minX;
            int y0 = y(h) - minY;
            for (int l = 0; l < TEMPLATE.length; l++) {
                for (int c = 0; c < TEMPLATE[l].length(); c++) {
                    char ch = TEMPLATE[l].charAt(c);
                    if (ch != ' ') {
                        grid[y0 + l][x0 + c] = ch;
                    }
                }
            }
        }
        for (Map.Entry<Hex, String> f : free.entrySet()) {
            Hex h = f.getKey();
            put(grid, x(h) - minX, y(h) - minY, 3, "free: " + f.getValue());
            put(grid, x(h) - minX, y(h) - minY, 4, "(" + h + ")");
        }
        for (PlacedTile p : tiles) {
            draw(game, p.tile(), p.hex(), p.rotation().ordinal(), grid, x(p.hex()) - minX, y(p.hex()) - minY);
        }
        StringBuilder sb = new StringBuilder();
        for (char[] row : grid) {
            sb.append(new String(row).stripTrailing()).append('\n');
        }
        return sb.toString();
    }

    private static int x(Hex h) {
        return COL * h.q();
    }

    private static int y(Hex h) {
        return HALF * (2 * h.r() + h.q());
    }

    /** Draws a tile's text and edge marks; {@code game} and {@code hex} are null for a tile not on the table. */
    private static void draw(Game game, Tile tile, Hex hex, int rot, char[][] grid, int x0, int y0) {
        List<String> lines = new ArrayList<>();
        String name = tile.id().toString();
        lines.add(name);
        String where = hex == null ? "" : "(" + hex + ") ";
        if (tile instanceof IslandTile island) {
            lines.add(where + island.points() + "p");
            Colour royal = game == null ? null : game.position().royalIslands().get(island.id());
            List<String> beaches = new ArrayList<>();
            if (royal != null) {
                beaches.add("royal:" + royal.letter());
            } else {
                for (int k = 1; k <= island.beaches().size(); k++) {
                    Boats boats = game == null ? Boats.NONE : game.position().boatsOn(new BeachRef(island.id(), k));
                    beaches.add(k + ":" + berths(boats, island.beach(k).berths()));
                }
            }
            pack(beaches, lines);
            for (int k = 1; k <= island.beaches().size(); k++) {
                Beach b = island.beach(k);
                for (int e : b.jetties()) {
                    mark(grid, x0, y0, (e + rot) % 6, Character.forDigit(k % 36, 36));
                }
            }
        } else if (tile instanceof WaterTile water) {
            if (hex != null) {
                lines.add("(" + hex + ")");
            }
            StringBuilder routes = new StringBuilder();
            char letter = 'a';
            for (Route r : water.routes()) {
                routes.append(routes.length() == 0 ? "" : " ").append(letter).append(r.difficulty());
                mark(grid, x0, y0, (r.from() + rot) % 6, letter);
                mark(grid, x0, y0, (r.to() + rot) % 6, letter);
                letter++;
            }
            lines.add(routes.toString());
            TileId on = game == null ? null : game.position().strandedOn().orElse(null);
            if (water.id().equals(on)) {
                lines.add("stay:" + letters(game.position().strandedBoats()));
            }
        }
        for (int i = 0; i < lines.size() && i < TEXT.length; i++) {
            put(grid, x0, y0, i, lines.get(i));
        }
    }

    /** Writes text on interior line {@code i} of the hex at {@code (x0, y0)}, cut to the line's width. */
    private static void put(char[][] grid, int x0, int y0, int i, String text) {
        int[] t = TEXT[i];
        String s = text.length() > t[2] ? text.substring(0, t[2]) : text;
        for (int c = 0; c < s.length(); c++) {
            grid[y0 + t[0]][x0 + t[1] + c] = s.charAt(c);
        }
    }
    /** Packs beach texts into the remaining text lines, as many to a line as fit. */
    private static void pack(List<String> beaches, List<String> lines) {
        StringBuilder line = new StringBuilder();
        for (String b : beaches) {
            int width = lines.size() < TEXT.length ? TEXT[lines.size()][2] : 13;
            if (line.length() > 0 && line.length() + 1 + b.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : " ").append(b);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
    }

    private static void mark(char[][] grid, int x0, int y0, int dir, char ch) {
        grid[y0 + MARK[dir][0]][x0 + MARK[dir][1]] = ch;
    }

    private static String berths(Boats boats, int berths) {
        String s = letters(boats);
        return s + ".".repeat(Math.max(0, berths - s.length()));
    }

    private static String letters(Boats boats) {
        StringBuilder sb = new StringBuilder();
        for (Colour c : Colour.values()) {
            sb.append(String.valueOf(c.letter()).repeat(boats.count(c)));
        }
        return sb.toString();
    }

    private static String summary(Game game) {
        Position position = game.position();
        StringBuilder sb = new StringBuilder();
        for (Colour c : game.players()) {
            sb.append(String.format(Locale.ROOT, "%c %-6s %2d points, %2d boats in supply%s%n", c.letter(), c, position.score(c),
                    position.supply(c), position.royalIslandsFounded(c) > 0 ? ", " + position.royalIslandsFounded(c) + " royal" : ""));
        }
        int left = position.stackSize();
        sb.append("Stack: ").append(left).append(left == 1 ? " tile (" : " tiles (").append(position.remainingIslands())
                .append(position.remainingIslands() == 1 ? " island, " : " islands, ").append(position.remainingWaterTiles()).append(" water)");
        if (position.endTriggered()) {
            sb.append("; the end has been triggered");
        }
        sb.append('\n');
        if (!position.removedTiles().isEmpty()) {
            List<String> removed = new ArrayList<>();
            for (TileId t : position.removedTiles()) {
                removed.add(t.toString());
            }
            wrap(sb, "Out of the game (R-LOOP-1): ", removed);
        }
        Map<TileId, Colour> royal = position.royalIslands();
        if (!royal.isEmpty()) {
            List<String> r = new ArrayList<>();
            royal.forEach((t, c) -> r.add(t + " (" + c + ")"));
            wrap(sb, "Royal islands: ", r);
        }
        return sb.toString();
    }

    /** Appends a heading and a comma-separated list, wrapped to {@link #MAX_WIDTH} columns. */
    private static void wrap(StringBuilder sb, String heading, List<String> items) {
        StringBuilder line = new StringBuilder(heading);
        for (int i = 0; i < items.size(); i++) {
            String item = items.get(i) + (i < items.size() - 1 ? "," : "");
            if (line.length() + 1 + item.length() > MAX_WIDTH && line.length() > heading.length()) {
                sb.append(line.toString().stripTrailing()).append('\n');
                line.setLength(0);
                line.append("  ");
            } else if (line.length() > heading.length()) {
                line.append(' ');
            }
            line.append(item);
        }
        sb.append(line).append('\n');
    }
}
