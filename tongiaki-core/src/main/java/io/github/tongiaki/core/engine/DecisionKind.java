package io.github.tongiaki.core.engine;

/** The kinds of {@link Decision}. */
public enum DecisionKind {
    /** A set-up boat on the start island (R-SETUP-2, R-SETUP-3). */
    SETUP_BERTH,
    /** The turn action (R-TURN-1, R-EXP-1, R-ROYAL-1, R-NEW-1, R-NOBOAT-1). */
    TURN_ACTION,
    /** Whether and where to take a boat under R-ALLBOATS-1 (D-7). */
    TAKE_BOAT,
    /** Beaches for boats from the supply (R-EXP-1, R-NOBOAT-1, R-NEW-1). */
    PLACE_BOATS,
    /** The next emigration: beach and jetty (R-EMI-2, R-CHAIN-1, D-2, D-3). */
    EMIGRATION,
    /** One boat of a landing group (R-LAND-1, R-LAND-2, D-6). */
    LANDING,
    /** Free placement of a drawn tile (D-9). */
    TILE_PLACEMENT,
    /** Explicit chance: which tile is drawn (only with {@link TileSource#chance()}). */
    CHANCE
}
