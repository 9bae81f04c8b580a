package io.github.tongiaki.core.tiles;

import java.util.List;

/**
 * A beach of an island tile, as printed: its number of berths and the tile edges of its jetties.
 *
 * <p>Text form (tiles.md): {@code berths@jetties}, e.g. {@code 3@4,5}. A beach is validated when its
 * island is built, so the message can name the tile; see {@link IslandTile}.
 *
 * @param berths the number of berths (at least 1)
 * @param jetties the tile edges (0..5) of its jetties, ascending, at least one
 */
public record Beach(int berths, List<Integer> jetties) {

    /**
     * Copies the jetty list; checks nothing else (the island checks the beach, naming itself).
     *
     * @param berths the number of berths (at least 1)
     * @param jetties the tile edges (0..5) of its jetties, ascending, at least one
     */
    public Beach {
        jetties = List.copyOf(jetties);
    }

    /**
     * {@return the beach}
     *
     * @param berths number of berths
     * @param jetties tile edges of the jetties
     */
    public static Beach of(int berths, Integer... jetties) {
        return new Beach(berths, List.of(jetties));
    }

    /**
     * Parses {@code berths@e,e,…}.
     *
     * @param text the text
     * @return the beach (not yet validated against its island)
     * @throws IllegalArgumentException if the text is malformed
     */
    public static Beach parse(CharSequence text) {
        String s = text.toString().trim();
        int at = s.indexOf('@');
        if (at <= 0 || at == s.length() - 1) {
            throw new IllegalArgumentException("not a beach (expected berths@edge,edge…): '" + text + "'");
        }
        try {
            int berths = TileSetFormat.asciiInt(s.substring(0, at).trim());
            String[] parts = s.substring(at + 1).split(",", -1);
            Integer[] edges = new Integer[parts.length];
            for (int i = 0; i < parts.length; i++) {
                edges[i] = TileSetFormat.asciiInt(parts[i].trim());
            }
            return new Beach(berths, List.of(edges));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a beach (expected berths@edge,edge… with whole numbers): '" + text + "'", e);
        }
    }

    /**
     * {@return whether this beach has a jetty on that edge}
     *
     * @param edge a tile edge
     */
    public boolean hasJettyOn(int edge) {
        return jetties.contains(edge);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder().append(berths).append('@');
        for (int i = 0; i < jetties.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(jetties.get(i));
        }
        return sb.toString();
    }
}
