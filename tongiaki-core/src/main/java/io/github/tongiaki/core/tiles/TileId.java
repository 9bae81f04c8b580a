package io.github.tongiaki.core.tiles;

import java.util.Objects;

/**
 * The identity of a tile within a tile set: an island's printed name ({@code "Rapa Nui"}) or a water
 * tile's id ({@code "W07"}).
 *
 * <p>An id is non-blank, has no leading or trailing space, and contains none of the characters
 * {@code | # ; " \} nor line breaks, so it can stand in every text notation unquoted.
 *
 * @param value the id text
 */
public record TileId(String value) implements Comparable<TileId> {

    /**
     * Validates the components.
     *
     * @param value the id text
     * @throws IllegalArgumentException if the text is not a valid id
     */
    public TileId {
        Objects.requireNonNull(value, "value");
        if (value.isBlank()) {
            throw new IllegalArgumentException("tile id must not be blank");
        }
        if (!value.equals(value.strip())) {
            throw new IllegalArgumentException("tile id must not start or end with a space: '" + value + "'");
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '|' || c == '#' || c == ';' || c == '"' || c == '\\' || c == '\n' || c == '\r' || Character.isISOControl(c)) {
                throw new IllegalArgumentException("tile id must not contain '" + (Character.isISOControl(c) ? "\\u" + Integer.toHexString(c) : String.valueOf(c)) + "': '" + value + "'");
            }
        }
    }

    /**
     * {@return the id}
     *
     * @param value the id text
     * @throws IllegalArgumentException if the text is not a valid id
     */
    public static TileId of(String value) {
        return new TileId(value);
    }

    /**
     * Same as {@link #of(String)}; the text form of an id is the id itself.
     *
     * @param text the id text
     * @return the id
     */
    public static TileId parse(CharSequence text) {
        return new TileId(text.toString());
    }

    @Override
    public int compareTo(TileId o) {
        return value.compareTo(o.value);
    }

    @Override
    public String toString() {
        return value;
    }
}
