package io.github.tongiaki.core.tiles;

/**
 * A route (Schaumspur) of a water tile: it joins two tile edges and carries a difficulty, the number
 * of different colours a group needs to cross it (R-VOY-2; 0 = no number printed, always passable).
 *
 * <p>Text form (tiles.md): {@code a-b:d}, e.g. {@code 2-3:2}; the en dash {@code a–b:d} is accepted too.
 * A route is validated when its tile is built, so the message can name the tile; see {@link WaterTile}.
 *
 * @param from one end (tile edge 0..5), the smaller
 * @param to the other end (tile edge 0..5), the larger
 * @param difficulty 0, 2, 3 or 4
 */
public record Route(int from, int to, int difficulty) {

    /**
     * {@return the route}
     *
     * @param from one end
     * @param to the other end
     * @param difficulty 0, 2, 3 or 4
     */
    public static Route of(int from, int to, int difficulty) {
        return new Route(from, to, difficulty);
    }

    /**
     * Parses {@code a-b:d}.
     *
     * @param text the text
     * @return the route (not yet validated against its tile)
     * @throws IllegalArgumentException if the text is malformed
     */
    public static Route parse(CharSequence text) {
        String s = text.toString().trim().replace('\u2013', '-');
        int dash = s.indexOf('-');
        int colon = s.indexOf(':');
        if (dash <= 0 || colon <= dash + 1 || colon == s.length() - 1) {
            throw new IllegalArgumentException("not a route (expected a-b:d): '" + text + "'");
        }
        try {
            return new Route(TileSetFormat.asciiInt(s.substring(0, dash).trim()),
                    TileSetFormat.asciiInt(s.substring(dash + 1, colon).trim()),
                    TileSetFormat.asciiInt(s.substring(colon + 1).trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a route (expected a-b:d with whole numbers): '" + text + "'", e);
        }
    }

    /**
     * {@return whether the route starts or ends at that edge}
     *
     * @param edge a tile edge
     */
    public boolean touches(int edge) {
        return from == edge || to == edge;
    }

    /**
     * {@return the other end}
     *
     * @param edge one end of this route
     * @throws IllegalArgumentException if {@code edge} is not an end of this route
     */
    public int otherEnd(int edge) {
        if (edge == from) {
            return to;
        }
        if (edge == to) {
            return from;
        }
        throw new IllegalArgumentException("edge " + edge + " is not an end of route " + this);
    }

    @Override
    public String toString() {
        return from + "-" + to + ":" + difficulty;
    }
}
