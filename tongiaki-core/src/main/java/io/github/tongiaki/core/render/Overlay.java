package io.github.tongiaki.core.render;

/**
 * What {@link BoardSvg} draws on top of the bare board (tiles, beaches, berths, boats, jetties, routes,
 * royal islands, stranded boats and the group at sea are always drawn). Chosen with
 * {@link SvgOptions#withOverlays(java.util.Set)}; all are on by default.
 */
public enum Overlay {
    /** Each route's difficulty, at both of its ends, as printed on the tile (tiles.md). */
    DIFFICULTIES,
    /** The red emblem just inside edge 0 of every tile but the start island (tiles.md, "Geometry"). */
    EMBLEMS,
    /** Text: island names and points, beach numbers, water tile ids, and the side panel's words. */
    LABELS,
    /** The hexes a pending free placement may use (D-9), and the drawn tile beside the board. */
    FREE_HEXES,
    /** The path of the last step's voyages and the tiles it laid, from {@code Game.lastEvents()}. */
    LAST_VOYAGE,
    /**
     * The {@code data-options} attributes and the {@code target} class on every element that stands for
     * options of the pending decision (see the package documentation).
     */
    TARGETS
}
