package io.github.tongiaki.core.tiles;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The language-neutral text form of a tile set, one tile a line; a translator can read it without
 * Java. Example:
 *
 * <pre>
 * # comments start with '#'; blank lines are ignored
 * name   | official
 * start  | Tonga   | 0 | 3@0 3@1 3@2 3@3 3@4 3@5
 * island | Muroroa | 2 | 2@1 2@2 3@4,5
 * water  | W01     | 0-1:0 2-3:2 4-5:0
 * </pre>
 *
 * <ul>
 *   <li>{@code name | <name>}: the set's name, once, first.</li>
 *   <li>{@code start | <name> | <points> | <beaches>}: the start island, exactly once.</li>
 *   <li>{@code island | <name> | <points> | <beaches>}: a scoring island; beaches are
 *       {@code berths@jetty,jetty} separated by spaces, numbered from 1 in the order given.</li>
 *   <li>{@code water | <id> | <routes>}: a water tile; routes are {@code a-b:difficulty}.</li>
 * </ul>
 *
 * Errors are {@link InvalidTileException}s; those tied to one line begin with {@code line N:}, those about
 * the set as a whole (no name or start line, an id used twice, a stack without islands or water) name the
 * set.
 */
public final class TileSetFormat {

    private TileSetFormat() {
    }

    /**
     * Parses a tile set.
     *
     * @param text the text
     * @return the tile set
     * @throws InvalidTileException naming the line and the fault
     */
    public static TileSet parse(String text) {
        if (!text.isEmpty() && text.charAt(0) == '\uFEFF') {
            // as the notation (CONFORMANCE.md, "Lexical rules"): the mark would be the invisible start of the first word
            throw new InvalidTileException("line 1: the text begins with a byte order mark (U+FEFF); save the file as UTF-8 without one");
        }
        String name = null;
        IslandTile start = null;
        List<Tile> tiles = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            if (line.isBlank()) {
                continue;
            }
            String where = "line " + (n + 1) + ": ";
            String[] f = line.split("\\|", -1);
            for (int i = 0; i < f.length; i++) {
                f[i] = f[i].strip();
            }
            try {
                switch (f[0]) {
                    case "name" -> {
                        expectFields(f, 2, "name | <name>");
                        if (name != null) {
                            throw new InvalidTileException("the set's name is given twice");
                        }
                        if (start != null || !tiles.isEmpty()) {
                            throw new InvalidTileException("the name line must come before the tiles");
                        }
                        name = TileId.of(f[1]).value();
                    }
                    case "start", "island" -> {
                        expectFields(f, 4, f[0] + " | <name> | <points> | <beaches>");
                        IslandTile island = new IslandTile(TileId.of(f[1]), parsePoints(f[1], f[2]), parseBeaches(f[1], f[3]));
                        if (f[0].equals("start")) {
                            if (start != null) {
                                throw new InvalidTileException("a second start island (" + island.id() + "); the first was " + start.id());
                            }
                            start = island;
                        } else {
                            tiles.add(island);
                        }
                    }
                    case "water" -> {
                        expectFields(f, 3, "water | <id> | <routes>");
                        List<Route> routes = new ArrayList<>();
                        for (String r : f[2].split("\\s+")) {
                            if (!r.isEmpty()) {
                                try {
                                    routes.add(Route.parse(r));
                                } catch (InvalidTileException e) {
                                    throw e;
                                } catch (IllegalArgumentException e) {
                                    throw new InvalidTileException("water tile " + f[1] + ": " + e.getMessage(), e);
                                }
                            }
                        }
                        tiles.add(new WaterTile(TileId.of(f[1]), routes));
                    }
                    default -> throw new InvalidTileException("unknown record '" + f[0] + "' (expected name, start, island or water)");
                }
            } catch (InvalidTileException e) {
                throw new InvalidTileException(where + e.getMessage(), e);
            } catch (IllegalArgumentException e) {
                throw new InvalidTileException(where + e.getMessage(), e);
            }
        }
        if (name == null) {
            throw new InvalidTileException("the tile set has no 'name | …' line");
        }
        if (start == null) {
            throw new InvalidTileException("tile set " + name + " has no 'start | …' line");
        }
        return TileSet.of(name, start, tiles);
    }

    /**
     * Reads a tile set from UTF-8 text.
     *
     * @param in the text; not closed
     * @return the tile set
     * @throws InvalidTileException naming the line and the fault
     * @throws UncheckedIOException if reading fails
     */
    public static TileSet read(InputStream in) {
        return read(new InputStreamReader(in, StandardCharsets.UTF_8));
    }

    /**
     * Reads a tile set.
     *
     * @param reader the text; not closed
     * @return the tile set
     * @throws InvalidTileException naming the line and the fault
     * @throws UncheckedIOException if reading fails
     */
    public static TileSet read(Reader reader) {
        StringBuilder sb = new StringBuilder();
        try {
            BufferedReader br = new BufferedReader(reader);
            String line;
            while ((line = br.readLine()) != null) {
                sb.append(line).append('\n');
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return parse(sb.toString());
    }

    /**
     * Writes a tile set in this format; {@code parse(print(set))} equals {@code set}.
     *
     * @param set the tile set
     * @return the text
     */
    public static String print(TileSet set) {
        StringBuilder sb = new StringBuilder();
        sb.append("name | ").append(set.name()).append('\n');
        appendIsland(sb, "start", set.start());
        for (Tile t : set.stackTiles()) {
            if (t instanceof IslandTile i) {
                appendIsland(sb, "island", i);
            } else if (t instanceof WaterTile w) {
                sb.append("water | ").append(w.id()).append(" |");
                for (Route r : w.routes()) {
                    sb.append(' ').append(r);
                }
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    private static void appendIsland(StringBuilder sb, String kind, IslandTile i) {
        sb.append(kind).append(" | ").append(i.id()).append(" | ").append(i.points()).append(" |");
        for (Beach b : i.beaches()) {
            sb.append(' ').append(b);
        }
        sb.append('\n');
    }

    private static void expectFields(String[] f, int n, String form) {
        if (f.length != n) {
            throw new InvalidTileException("expected " + n + " fields '" + form + "', got " + f.length);
        }
    }

    private static int parsePoints(String island, String text) {
        try {
            return asciiInt(text);
        } catch (NumberFormatException e) {
            throw new InvalidTileException("island " + island + ": points must be a whole number, got '" + text + "'", e);
        }
    }

    private static List<Beach> parseBeaches(String island, String text) {
        List<Beach> out = new ArrayList<>();
        for (String b : text.split("\\s+")) {
            if (!b.isEmpty()) {
                try {
                    out.add(Beach.parse(b));
                } catch (IllegalArgumentException e) {
                    throw new InvalidTileException("island " + island + ": " + e.getMessage(), e);
                }
            }
        }
        return out;
    }

    /**
     * Integer.parseInt on ASCII digits with an optional '-' only (it would also read a '+' and the digits of other scripts, such as '７'), for
     * every number of a tile set: points, berths, edges, routes.
     */
    static int asciiInt(String s) {
        if (!s.matches("-?[0-9]+")) {
            throw new NumberFormatException("not ASCII digits: '" + s + "'");
        }
        return Integer.parseInt(s);
    }
}
