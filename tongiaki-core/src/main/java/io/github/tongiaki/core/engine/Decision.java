package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.internal.engine.OfferedOptions;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.tiles.TileId;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What the game waits for: one player's choice among legal options. The hierarchy is sealed; each kind
 * carries what a frontend needs to show the choice.
 *
 * <p>To act on the kind of decision on Java 17 (the minimum), switch over {@link #kind()}, a
 * {@link DecisionKind} enum: {@code switch (d.kind()) { case LANDING -> ...; ... }} (exhaustive as a
 * switch expression), then cast or use an {@code instanceof} pattern
 * ({@code if (d instanceof Decision.Landing landing) ...}) for the fields of that kind. Pattern matching
 * for {@code switch} is a preview on Java 17; on Java 21 and later
 * {@code switch (d) { case Decision.Landing landing -> ...; ... }} over the sealed hierarchy is checked for
 * exhaustiveness by the compiler and needs no {@code default}.
 *
 * <p>A decision with a single legal option is never shown: the engine applies it by itself and reports
 * its consequences as events. So every decision offers at least two options.
 */
public sealed interface Decision {

    /** {@return the decision's number within the game: 0 for the first, then counting up} */
    int number();

    /** {@return who decides (D-13)} */
    Colour player();

    /** {@return the kind of choice} */
    DecisionKind kind();

    /** {@return the rule the decision implements} */
    Rule rule();

    /** {@return the legal options, in a fixed order; option {@code i} has id {@code i}} */
    List<Option> options();

    /**
     * The options a decision keeps: an engine's own list as it is (immutable, its choices built when read), any
     * other list copied ({@link List#copyOf}: immutable, no null).
     */
    private static List<Option> immutable(List<Option> options) {
        return options instanceof OfferedOptions ? options : List.copyOf(options);
    }

    /**
     * {@return the option}
     *
     * @param id an option id
     * @throws IllegalChoiceException if there is no option with that id
     */
    default Option option(int id) {
        List<Option> o = options();
        if (id < 0 || id >= o.size()) {
            throw new IllegalChoiceException("decision #" + number() + " (" + kind() + " for " + player() + ") has option ids 0.."
                    + (o.size() - 1) + ", got " + id);
        }
        return o.get(id);
    }

    /**
     * The option with that text, for a caller who knows it is offered: unlike {@link #find(String)}, a typo
     * is an error that lists what is offered.
     *
     * @param text an option's text (white space at the ends ignored)
     * @return the option
     * @throws IllegalChoiceException if no option has that text, listing the options offered
     */
    default Option option(String text) {
        return find(text).orElseThrow(() -> {
            StringBuilder offered = new StringBuilder();
            for (Option o : options()) {
                offered.append(offered.length() == 0 ? "" : ", ").append('\'').append(o.text()).append('\'');
            }
            return new IllegalChoiceException("'" + text.strip() + "' is not offered by decision #" + number() + " (" + kind() + " for "
                    + player() + "), which offers " + offered);
        });
    }

    /**
     * {@return the option with that text, if offered}
     *
     * @param text an option's text (white space at the ends ignored)
     * @throws NullPointerException if the text is null
     */
    default Optional<Option> find(String text) {
        String t = Objects.requireNonNull(text, "text").strip();
        for (Option o : options()) {
            if (o.text().equals(t)) {
                return Optional.of(o);
            }
        }
        return Optional.empty();
    }

    /**
     * {@return the option with that choice, if offered}
     *
     * @param choice a choice
     * @throws NullPointerException if the choice is null
     */
    default Optional<Option> find(Choice choice) {
        Objects.requireNonNull(choice, "choice");
        for (Option o : options()) {
            if (o.choice().equals(choice)) {
                return Optional.of(o);
            }
        }
        return Optional.empty();
    }

    /**
     * Set-up: where the next boat goes on the start island (R-SETUP-2, R-SETUP-3).
     *
     * @param number the decision number
     * @param player who places
     * @param round 1 or 2
     * @param options the beaches with room
     */
    record SetupBerth(int number, Colour player, int round, List<Option> options) implements Decision {
        /**
         * Copies the list.
         *
         * @param number the decision number
         * @param player who places
         * @param round 1 or 2
         * @param options the beaches with room
         */
        public SetupBerth {
            Objects.requireNonNull(player, "player");
            options = immutable(options);
        }

        @Override
        public DecisionKind kind() {
            return DecisionKind.SETUP_BERTH;
        }

        @Override
        public Rule rule() {
            return Rule.R_SETUP_2;
        }
    }

    /**
     * The turn action: expand on an island, found a royal island, a new settlement, or the placements
     * of R-NOBOAT-1 (R-TURN-1).
     *
     * @param number the decision number
     * @param player the active player
     * @param noBoat R-NOBOAT-1 applies this turn
     * @param allBoats R-ALLBOATS-1 applies this turn
     * @param options the legal actions
     */
    record TurnAction(int number, Colour player, boolean noBoat, boolean allBoats, List<Option> options) implements Decision {
        /**
         * Copies the list.
         *
         * @param number the decision number
         * @param player the active player
         * @param noBoat R-NOBOAT-1 applies this turn
         * @param allBoats R-ALLBOATS-1 applies this turn
         * @param options the legal actions
         */
        public TurnAction {
            Objects.requireNonNull(player, "player");
            options = immutable(options);
        }

        @Override
        public DecisionKind kind() {
            return DecisionKind.TURN_ACTION;
        }

        @Override
        public Rule rule() {
            return Rule.R_TURN_1;
        }
    }

    /**
     * R-ALLBOATS-1: take one of your boats to expand with, or none (D-7).
     *
     * @param number the decision number
     * @param player the active player
     * @param island the island being expanded on
     * @param options "take none" and every beach with a boat of the player on a non-royal island
     */
    record TakeBoat(int number, Colour player, TileId island, List<Option> options) implements Decision {
        /**
         * Copies the list.
         *
         * @param number the decision number
         * @param player the active player
         * @param island the island being expanded on
         * @param options "take none" and every beach with a boat of the player on a non-royal island
         */
        public TakeBoat {
            Objects.requireNonNull(player, "player");
            Objects.requireNonNull(island, "island");
            options = immutable(options);
        }

        @Override
        public DecisionKind kind() {
            return DecisionKind.TAKE_BOAT;
        }

        @Override
        public Rule rule() {
            return Rule.R_ALLBOATS_1;
        }
    }

    /**
     * Beaches for boats from the supply.
     *
     * @param number the decision number
     * @param player the active player
     * @param island the island
     * @param count how many boats are placed
     * @param rule R-EXP-1 (expansion: distinct beaches), R-NOBOAT-1 or R-NEW-1
     * @param options the legal sets of beaches
     */
    record PlaceBoats(int number, Colour player, TileId island, int count, Rule rule, List<Option> options) implements Decision {
        /**
         * Copies the list.
         *
         * @param number the decision number
         * @param player the active player
         * @param island the island
         * @param count how many boats are placed
         * @param rule R-EXP-1 (expansion: distinct beaches), R-NOBOAT-1 or R-NEW-1
         * @param options the legal sets of beaches
         */
        public PlaceBoats {
            Objects.requireNonNull(player, "player");
            Objects.requireNonNull(island, "island");
            Objects.requireNonNull(rule, "rule");
            options = immutable(options);
        }

        @Override
        public DecisionKind kind() {
            return DecisionKind.PLACE_BOATS;
        }
    }

    /**
     * Which full beach emigrates next, and through which jetty (R-EMI-2, R-CHAIN-1; what is offered
     * follows D-2 and D-3).
     *
     * @param number the decision number
     * @param player the active player
     * @param options the legal emigrations
     */
    record Emigration(int number, Colour player, List<Option> options) implements Decision {
        /**
         * Copies the list.
         *
         * @param number the decision number
         * @param player the active player
         * @param options the legal emigrations
         */
        public Emigration {
            Objects.requireNonNull(player, "player");
            options = immutable(options);
        }

        @Override
        public DecisionKind kind() {
            return DecisionKind.EMIGRATION;
        }

        @Override
        public Rule rule() {
            return Rule.R_EMI_2;
        }
    }

    /**
     * Landing, one boat at a time: which colour goes to which beach (R-LAND-1, R-LAND-2, D-6).
     *
     * @param number the decision number
     * @param player the active player
     * @param island the island the group lands on
     * @param group the boats of the group still to land
     * @param options the legal (colour, beach) pairs
     */
    record Landing(int number, Colour player, TileId island, Boats group, List<Option> options) implements Decision {
        /**
         * Copies the list.
         *
         * @param number the decision number
         * @param player the active player
         * @param island the island the group lands on
         * @param group the boats of the group still to land
         * @param options the legal (colour, beach) pairs
         */
        public Landing {
            Objects.requireNonNull(player, "player");
            Objects.requireNonNull(island, "island");
            Objects.requireNonNull(group, "group");
            options = immutable(options);
        }

        @Override
        public DecisionKind kind() {
            return DecisionKind.LANDING;
        }

        @Override
        public Rule rule() {
            return Rule.R_LAND_1;
        }
    }

    /**
     * Explicit chance ({@link TileSource#chance()}): which tile is drawn. Every outcome, a tile left in
     * the stack, has probability {@code 1 / options().size()}. Nobody chooses; {@link #player()} is the
     * active player, who draws.
     *
     * @param number the decision number
     * @param player the active player
     * @param rule why a tile is drawn (R-EMI-3, R-VOY-4, R-NEW-1 or R-LOOP-2)
     * @param options the tiles that may come
     */
    record Chance(int number, Colour player, Rule rule, List<Option> options) implements Decision {
        /**
         * Copies the list.
         *
         * @param number the decision number
         * @param player the active player
         * @param rule why a tile is drawn (R-EMI-3, R-VOY-4, R-NEW-1 or R-LOOP-2)
         * @param options the tiles that may come
         */
        public Chance {
            Objects.requireNonNull(player, "player");
            Objects.requireNonNull(rule, "rule");
            options = immutable(options);
        }

        /**
         * {@return its probability: every tile left is equally likely}
         *
         * @param optionId an option id
         */
        public double probability(int optionId) {
            option(optionId);
            return 1.0 / options.size();
        }

        @Override
        public DecisionKind kind() {
            return DecisionKind.CHANCE;
        }
    }

    /**
     * Free placement of a drawn tile: any empty hex next to a tile on the table, any rotation (D-9).
     *
     * @param number the decision number
     * @param player the active player
     * @param tile the drawn tile
     * @param rule R-NEW-1 or R-LOOP-2
     * @param options the legal placements
     */
    record TilePlacement(int number, Colour player, TileId tile, Rule rule, List<Option> options) implements Decision {
        /**
         * Copies the list.
         *
         * @param number the decision number
         * @param player the active player
         * @param tile the drawn tile
         * @param rule R-NEW-1 or R-LOOP-2
         * @param options the legal placements
         */
        public TilePlacement {
            Objects.requireNonNull(player, "player");
            Objects.requireNonNull(tile, "tile");
            Objects.requireNonNull(rule, "rule");
            options = immutable(options);
        }

        @Override
        public DecisionKind kind() {
            return DecisionKind.TILE_PLACEMENT;
        }
    }
}
