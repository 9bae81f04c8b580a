package io.github.tongiaki.core.events;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.tiles.TileId;
import java.util.List;

/**
 * Everything that changes the state of a game, as it happens. A frontend that sees only events can
 * mirror the game exactly; every event cites the rule ({@link #rule()}) it carries out.
 *
 * <p>The hierarchy is sealed, so the compiler knows every kind of event. How to tell them apart depends
 * on the Java version: on Java 17 (this library's minimum) pattern matching for {@code switch} is only a
 * preview, so use {@code instanceof} patterns,
 * {@code if (event instanceof TilePlaced placed) { ... } else if (event instanceof BoatLanded landed) { ... }};
 * on Java 21 and later a pattern {@code switch} over a {@code GameEvent} is checked for exhaustiveness by
 * the compiler and needs no {@code default}:
 * {@code switch (event) { case TilePlaced placed -> ...; case BoatLanded landed -> ...; ... }}.
 */
public sealed interface GameEvent {

    /** {@return the rule this event carries out} */
    Rule rule();

    /**
     * A player's turn begins.
     *
     * @param turn the turn number, from 1
     * @param player the active player
     * @param noBoat the player has no boat on the table (R-NOBOAT-1 applies)
     * @param allBoats all 15 of the player's boats are on the table (R-ALLBOATS-1 applies)
     */
    record TurnStarted(int turn, Colour player, boolean noBoat, boolean allBoats) implements GameEvent {
        @Override
        public Rule rule() {
            return Rule.R_TURN_1;
        }
    }

    /**
     * The active player's turn is over.
     *
     * @param turn the turn number
     * @param player the player whose turn ended
     */
    record TurnEnded(int turn, Colour player) implements GameEvent {
        @Override
        public Rule rule() {
            return Rule.R_EXP_2;
        }
    }

    /**
     * Boats from a player's supply were put on a beach.
     *
     * @param colour the boats' colour
     * @param beach the beach
     * @param count how many
     * @param rule why: R-SETUP-2, R-EXP-1, R-NOBOAT-1 or R-NEW-1
     */
    record BoatsPlaced(Colour colour, BeachRef beach, int count, Rule rule) implements GameEvent {
    }

    /**
     * Under R-ALLBOATS-1 a player took one of his boats off a beach into his supply, to expand with it.
     *
     * @param colour the player
     * @param beach where it came from
     */
    record BoatTaken(Colour colour, BeachRef beach) implements GameEvent {
        @Override
        public Rule rule() {
            return Rule.R_ALLBOATS_1;
        }
    }

    /**
     * A royal island was founded: one boat stands on the mask, the others went back to the supply.
     *
     * @param owner the founder
     * @param island the island
     * @param returned the boats that went back to the owner's supply
     */
    record RoyalIslandFounded(Colour owner, TileId island, Boats returned) implements GameEvent {
        @Override
        public Rule rule() {
            return Rule.R_ROYAL_1;
        }
    }

    /**
     * For a new settlement, the player took all his boats off the beaches into his supply (mask boats
     * stay).
     *
     * @param colour the player
     * @param beaches one entry per boat taken, in beach order
     */
    record FleetWithdrawn(Colour colour, List<BeachRef> beaches) implements GameEvent {
        /**
         * Copies the list.
         *
         * @param colour the player
         * @param beaches one entry per boat taken, in beach order
         */
        public FleetWithdrawn {
            beaches = List.copyOf(beaches);
        }

        @Override
        public Rule rule() {
            return Rule.R_NEW_1;
        }
    }

    /**
     * A full beach emigrates: all its boats leave as one group through a jetty.
     *
     * @param beach the beach
     * @param jetty the tile edge of the jetty used
     * @param group the boats of the group
     */
    record EmigrationStarted(BeachRef beach, int jetty, Boats group) implements GameEvent {
        @Override
        public Rule rule() {
            return Rule.R_EMI_1;
        }
    }

    /**
     * The top tile of the stack was drawn.
     *
     * @param tile the tile
     * @param stackLeft tiles left in the stack
     * @param rule why: R-EMI-3, R-VOY-4, R-NEW-1 or R-LOOP-2
     */
    record TileDrawn(TileId tile, int stackLeft, Rule rule) implements GameEvent {
    }

    /**
     * A tile was laid on the table.
     *
     * @param tile the tile
     * @param hex where
     * @param rotation how it is turned
     * @param rule R-EMI-3 or R-VOY-4 (forced placement) or D-9 (free placement)
     */
    record TilePlaced(TileId tile, Hex hex, Rotation rotation, Rule rule) implements GameEvent {
    }

    /**
     * The group crossed a water tile along a route.
     *
     * @param tile the water tile
     * @param hex its hex
     * @param fromEdge the tile edge the group entered by
     * @param toEdge the tile edge it left by
     * @param difficulty the route's difficulty
     * @param colours the number of colours in the group
     */
    record RouteCrossed(TileId tile, Hex hex, int fromEdge, int toEdge, int difficulty, int colours) implements GameEvent {
        @Override
        public Rule rule() {
            return Rule.R_VOY_2;
        }
    }

    /**
     * The group has too few colours for the route; the crossing fails (the boats go back next).
     *
     * @param tile the water tile
     * @param hex its hex
     * @param fromEdge the tile edge the group entered by
     * @param toEdge the other end of the route
     * @param difficulty the route's difficulty
     * @param colours the number of colours in the group
     */
    record CrossingFailed(TileId tile, Hex hex, int fromEdge, int toEdge, int difficulty, int colours) implements GameEvent {
        @Override
        public Rule rule() {
            return Rule.R_VOY_3;
        }
    }

    /**
     * Boats of the group at sea went back to their owners' supplies.
     *
     * @param boats the boats
     * @param rule why: R-VOY-3 (failed crossing), R-LAND-2 (no berth left) or D-1 (no tile may be drawn
     *     after the end of the game was triggered)
     */
    record BoatsReturned(Boats boats, Rule rule) implements GameEvent {
    }

    /**
     * The group reached a royal island and turns back to the island it came from (R-ROYAL-3, D-5).
     *
     * @param royalIsland the royal island
     * @param origin the island the group emigrated from, where it lands now
     */
    record BouncedFromRoyalIsland(TileId royalIsland, TileId origin) implements GameEvent {
        @Override
        public Rule rule() {
            return Rule.R_ROYAL_3;
        }
    }

    /**
     * One boat of the group landed on a beach.
     *
     * @param colour the boat's colour
     * @param beach the beach
     */
    record BoatLanded(Colour colour, BeachRef beach) implements GameEvent {
        @Override
        public Rule rule() {
            return Rule.R_LAND_1;
        }
    }

    /**
     * The group sailed onto the last water tile and stays there (R-END-1, D-1).
     *
     * @param tile the water tile
     * @param hex its hex
     * @param boats the stranded boats
     */
    record GroupStranded(TileId tile, Hex hex, Boats boats) implements GameEvent {
        @Override
        public Rule rule() {
            return Rule.R_END_1;
        }
    }

    /**
     * An island left the game with all its boats going back to their owners (R-LOOP-1, D-10).
     *
     * @param island the island
     * @param hex the hex it lay on, empty again
     * @param returned the boats that went back
     * @param rule R-LOOP-1 (a closed island was chosen, D-2/D-3) or D-4 (a beach record repeated within the turn)
     */
    record IslandRemoved(TileId island, Hex hex, Boats returned, Rule rule) implements GameEvent {
    }

    /**
     * The stall rule (D-15, {@code O-STALL-ROUNDS}) ends the game: {@code O-STALL-ROUNDS} full rounds of
     * turns have begun since the last progress (a tile drawn, an island removed, a royal island founded),
     * so the next turn does not begin and the game is scored as it stands ({@link GameOver} follows).
     *
     * @param turn the number the turn that does not begin would have had
     * @param player the player whose turn does not begin
     * @param turnsWithoutProgress the turns begun after the turn of the last progress (rounds × players)
     */
    record Stalled(int turn, Colour player, int turnsWithoutProgress) implements GameEvent {
        @Override
        public Rule rule() {
            return Rule.D_15;
        }
    }

    /**
     * The stack holds no more island tiles or no more water tiles: the game ends after what D-1 says
     * is still to be finished.
     *
     * @param lastTile the tile whose draw triggered the end
     */
    record EndTriggered(TileId lastTile) implements GameEvent {
        @Override
        public Rule rule() {
            return Rule.D_1;
        }
    }

    /**
     * The game is over.
     *
     * @param standings every player's result, best first (ties in seat order from the start player)
     */
    record GameOver(List<Standing> standings) implements GameEvent {
        /**
         * Copies the list.
         *
         * @param standings every player's result, best first (ties in seat order from the start player)
         */
        public GameOver {
            standings = List.copyOf(standings);
        }

        @Override
        public Rule rule() {
            return Rule.R_SCORE_2;
        }
    }
}
