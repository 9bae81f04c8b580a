package io.github.tongiaki.core.board;

import io.github.tongiaki.core.tiles.TileId;
import java.util.Objects;

/**
 * A beach on the table: an island and the beach's number on it (from 1, tiles.md).
 *
 * <p>Text form: {@code <island>/<number>}, e.g. {@code Rapa Nui/2}.
 *
 * @param island the island tile
 * @param number the beach number, from 1
 */
public record BeachRef(TileId island, int number) implements Comparable<BeachRef> {

    /**
     * Validates the components.
     *
     * @param island the island tile
     * @param number the beach number, from 1
     * @throws IllegalArgumentException if {@code number} is below 1
     */
    public BeachRef {
        Objects.requireNonNull(island, "island");
        if (number < 1) {
            throw new IllegalArgumentException("beach numbers start at 1, got " + number);
        }
    }

    /**
     * {@return the reference}
     *
     * @param island the island's id text
     * @param number the beach number
     */
    public static BeachRef of(String island, int number) {
        return new BeachRef(TileId.of(island), number);
    }

    /**
     * {@return the reference}
     *
     * @param island the island
     * @param number the beach number
     */
    public static BeachRef of(TileId island, int number) {
        return new BeachRef(island, number);
    }

    /**
     * Parses {@code island/number}.
     *
     * @param text the text
     * @return the reference
     * @throws IllegalArgumentException if malformed
     */
    public static BeachRef parse(CharSequence text) {
        String s = text.toString().trim();
        int slash = s.lastIndexOf('/');
        if (slash <= 0) {
            throw new IllegalArgumentException("not a beach (expected island/number): '" + text + "'");
        }
        try {
            return new BeachRef(TileId.of(s.substring(0, slash).trim()), asciiInt(s.substring(slash + 1).trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a beach (expected island/number): '" + text + "'", e);
        }
    }

    @Override
    public int compareTo(BeachRef o) {
        int c = island.compareTo(o.island);
        return c != 0 ? c : Integer.compare(number, o.number);
    }

    @Override
    public String toString() {
        return island + "/" + number;
    }

    /** Integer.parseInt on ASCII digits with an optional sign only (it would also read the digits of other scripts, such as '７'). */
    private static int asciiInt(String s) {
        if (!s.matches("[+-]?[0-9]+")) {
            throw new NumberFormatException("not ASCII digits: '" + s + "'");
        }
        return Integer.parseInt(s);
    }
}
