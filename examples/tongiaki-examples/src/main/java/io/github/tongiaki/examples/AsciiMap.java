package io.github.tongiaki.examples;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Route;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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
 * hex edges and lists each route's difficulty ({@code a4 b0 c2}; 0: no number). Where a jetty and a
 * route end meet on a shared edge, the jetty is shown.
 */
public final class AsciiMap {

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
    /** Marker position (line, column) for each board direction 0 S, 1 SW, 2 NW, 3 N, 4 NE, 5 SE. */
    private static final int[][] MARK = {{8, 9}, {6, 1}, {2, 2}, {0, 9}, {2, 16}, {6, 17}};

    private AsciiMap() {
    }

    /**
     * @param game a game
     * @return the map, lines separated by {@code \n}, followed by a line per player and the stack
     */
    public static String render(Game game) {
        List<PlacedTile> tiles = game.tiles();
        StringBuilder sb = new StringBuilder();
        if (!tiles.isEmpty()) {
            sb.append(drawTiles(game, tiles));
        } else {
            sb.append("(no tiles on the table)\n");
        }
        sb.append(summary(game));
        return sb.toString();
    }

    private static String drawTiles(Game game, List<PlacedTile> tiles) {
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (PlacedTile p : tiles) {
            int x = x(p.hex());
            int y = y(p.hex());
            minX = Math.min(minX, x);
            minY = Math.min(minY, y);
            maxX = Math.max(maxX, x + TEMPLATE[0].length());
            maxY = Math.max(maxY, y + TEMPLATE.length);
        }
        char[][] grid = new char[maxY - minY][maxX - minX];
        for (char[] row : grid) {
            java.util.Arrays.fill(row, ' ');
        }
        // Outlines first, then the contents and edge marks, so a shared edge never hides a mark.
        for (PlacedTile p : tiles) {
            int x0 = x(p.hex()) - minX;
            int y0 = y(p.hex()) - minY;
            for (int l = 0; l < TEMPLATE.length; l++) {
                for (int c = 0; c < TEMPLATE[l].length(); c++) {
                    char ch = TEMPLATE[l].charAt(c);
                    if (ch != ' ') {
                        grid[y0 + l][x0 + c] = ch;
                    }
                }
            }
        }
        // Water tiles before islands: an island's jetty wins over a route end on a shared edge.
        for (int pass = 0; pass < 2; pass++) {
            for (PlacedTile p : tiles) {
                boolean island = p.tile() instanceof IslandTile;
                if (island == (pass == 1)) {
                    draw(game, p, grid, x(p.hex()) - minX, y(p.hex()) - minY);
                }
            }
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

    private static void draw(Game game, PlacedTile p, char[][] grid, int x0, int y0) {
        List<String> lines = new ArrayList<>();
        int rot = p.rotation().ordinal();
        String name = p.tile().id().toString();
        lines.add(name);
        if (p.tile() instanceof IslandTile island) {
            lines.add("(" + p.hex() + ") " + island.points() + "p");
            Colour royal = game.royalIslands().get(island.id());
            List<String> beaches = new ArrayList<>();
            if (royal != null) {
                beaches.add("royal:" + royal.letter());
            } else {
                for (int k = 1; k <= island.beaches().size(); k++) {
                    beaches.add(k + ":" + berths(game.boatsOn(new BeachRef(island.id(), k)), island.beach(k).berths()));
                }
            }
            pack(beaches, lines);
            for (int k = 1; k <= island.beaches().size(); k++) {
                Beach b = island.beach(k);
                for (int e : b.jetties()) {
                    mark(grid, x0, y0, (e + rot) % 6, Character.forDigit(k % 36, 36));
                }
            }
        } else if (p.tile() instanceof WaterTile water) {
            lines.add("(" + p.hex() + ")");
            StringBuilder routes = new StringBuilder();
            char letter = 'a';
            for (Route r : water.routes()) {
                routes.append(routes.length() == 0 ? "" : " ").append(letter).append(r.difficulty());
                mark(grid, x0, y0, (r.from() + rot) % 6, letter);
                mark(grid, x0, y0, (r.to() + rot) % 6, letter);
                letter++;
            }
            lines.add(routes.toString());
            TileId on = game.strandedOn().orElse(null);
            if (water.id().equals(on)) {
                lines.add("stay:" + letters(game.strandedBoats()));
            }
        }
        for (int i = 0; i < lines.size() && i < TEXT.length; i++) {
            int[] t = TEXT[i];
            String s = lines.get(i);
            if (s.length() > t[2]) {
                s = s.substring(0, t[2]);
            }
            for (int c = 0; c < s.length(); c++) {
                grid[y0 + t[0]][x0 + t[1] + c] = s.charAt(c);
            }
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
        StringBuilder sb = new StringBuilder();
        for (Colour c : game.players()) {
            sb.append(String.format(Locale.ROOT, "%c %-6s %2d points, %2d boats in supply%s%n", c.letter(), c, game.score(c),
                    game.supply(c), game.royalIslandsFounded(c) > 0 ? ", " + game.royalIslandsFounded(c) + " royal" : ""));
        }
        sb.append("Stack: ").append(game.stackSize()).append(" tiles (").append(game.remainingIslands()).append(" islands, ")
                .append(game.remainingWaterTiles()).append(" water)");
        if (game.endTriggered()) {
            sb.append("; the end has been triggered");
        }
        if (!game.removedTiles().isEmpty()) {
            sb.append("; removed: ").append(game.removedTiles());
        }
        Map<TileId, Colour> royal = game.royalIslands();
        if (!royal.isEmpty()) {
            sb.append("; royal: ").append(royal);
        }
        return sb.append('\n').toString();
    }
}
