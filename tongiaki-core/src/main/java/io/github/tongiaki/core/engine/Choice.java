package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.tiles.TileId;
import java.util.List;
import java.util.Objects;

/**
 * The typed value of an {@link Option}: what a player chooses. The hierarchy is sealed: on Java 17 (the
 * minimum) tell the choices apart with {@code instanceof} patterns
 * ({@code if (choice instanceof Choice.Expand e) ...}) or by the decision's {@link Decision#kind()}, an
 * enum that a plain {@code switch} covers; on Java 21 and later a pattern {@code switch} over a
 * {@code Choice} is checked for exhaustiveness by the compiler (pattern {@code switch} is only a preview
 * on Java 17). Each choice has a short text form ({@link #text()}), the same text
 * the decision shows, which {@link Game#apply(String)} accepts.
 */
public sealed interface Choice {

    /** {@return the short text form, e.g. {@code expand Hawaii} or {@code land blue Rapa Nui/2}} */
    String text();

    /**
     * Set-up: a boat on this beach of the start island (R-SETUP-2).
     *
     * @param beach the beach
     */
    record Berth(BeachRef beach) implements Choice {
        /**
         * Checks for null.
         *
         * @param beach the beach
         */
        public Berth {
            Objects.requireNonNull(beach, "beach");
        }

        @Override
        public String text() {
            return "berth " + beach;
        }
    }

    /**
     * Turn action: a normal turn, expanding on this island (R-EXP-1).
     *
     * @param island the island
     */
    record Expand(TileId island) implements Choice {
        /**
         * Checks for null.
         *
         * @param island the island
         */
        public Expand {
            Objects.requireNonNull(island, "island");
        }

        @Override
        public String text() {
            return "expand " + island;
        }
    }

    /**
     * Turn action: found a royal island here (R-ROYAL-1).
     *
     * @param island the island
     */
    record FoundRoyalIsland(TileId island) implements Choice {
        /**
         * Checks for null.
         *
         * @param island the island
         */
        public FoundRoyalIsland {
            Objects.requireNonNull(island, "island");
        }

        @Override
        public String text() {
            return "royal " + island;
        }
    }

    /** Turn action: a new settlement (R-NEW-1). */
    record NewSettlement() implements Choice {
        @Override
        public String text() {
            return "settle";
        }
    }

    /**
     * Turn action of a player with no boat on the table (R-NOBOAT-1, D-8): two boats on the start
     * island, or one boat on another island.
     *
     * @param island the island (the start island means two boats)
     */
    record NoBoatPlacement(TileId island) implements Choice {
        /**
         * Checks for null.
         *
         * @param island the island (the start island means two boats)
         */
        public NoBoatPlacement {
            Objects.requireNonNull(island, "island");
        }

        @Override
        public String text() {
            return "noboat " + island;
        }
    }

    /**
     * R-ALLBOATS-1: take this boat of yours off the beach and expand with it (D-7).
     *
     * @param beach where the boat is taken from
     */
    record TakeBoatFrom(BeachRef beach) implements Choice {
        /**
         * Checks for null.
         *
         * @param beach where the boat is taken from
         */
        public TakeBoatFrom {
            Objects.requireNonNull(beach, "beach");
        }

        @Override
        public String text() {
            return "take " + beach;
        }
    }

    /** R-ALLBOATS-1: take no boat; the expansion then places nothing (D-7). */
    record TakeNoBoat() implements Choice {
        @Override
        public String text() {
            return "take none";
        }
    }

    /**
     * Put boats from the supply on these beaches of an island (expansion, R-NOBOAT-1, the new
     * settlement's boat).
     *
     * @param island the island
     * @param beaches the beach numbers, ascending, one entry per boat
     */
    record Beaches(TileId island, List<Integer> beaches) implements Choice {
        /**
         * Copies the list.
         *
         * @param island the island
         * @param beaches the beach numbers, ascending, one entry per boat
         */
        public Beaches {
            Objects.requireNonNull(island, "island");
            beaches = List.copyOf(beaches);
        }

        @Override
        public String text() {
            StringBuilder sb = new StringBuilder("beaches ").append(island).append('/');
            for (int i = 0; i < beaches.size(); i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(beaches.get(i));
            }
            return sb.toString();
        }
    }

    /**
     * The next emigration: this full beach, through the jetty on this tile edge (R-EMI-2, D-3).
     *
     * @param beach the full beach
     * @param jetty the jetty's tile edge
     */
    record Emigrate(BeachRef beach, int jetty) implements Choice {
        /**
         * Checks for null.
         *
         * @param beach the full beach
         * @param jetty the jetty's tile edge
         */
        public Emigrate {
            Objects.requireNonNull(beach, "beach");
        }

        @Override
        public String text() {
            return "emigrate " + beach + " via " + jetty;
        }
    }

    /**
     * The next emigration from a full beach of a closed island: the chain would be endless, so the
     * island leaves the game (R-LOOP-1, D-2, D-3).
     *
     * @param beach the full beach
     */
    record EmigrateClosed(BeachRef beach) implements Choice {
        /**
         * Checks for null.
         *
         * @param beach the full beach
         */
        public EmigrateClosed {
            Objects.requireNonNull(beach, "beach");
        }

        @Override
        public String text() {
            return "emigrate " + beach + " closed";
        }
    }

    /**
     * Landing: a boat of this colour from the group goes onto this beach (R-LAND-1, D-6).
     *
     * @param colour the boat's colour
     * @param beach the beach
     */
    record Land(Colour colour, BeachRef beach) implements Choice {
        /**
         * Checks for null.
         *
         * @param colour the boat's colour
         * @param beach the beach
         */
        public Land {
            Objects.requireNonNull(colour, "colour");
            Objects.requireNonNull(beach, "beach");
        }

        @Override
        public String text() {
            return "land " + colour + " " + beach;
        }
    }

    /**
     * Explicit chance: this tile is the one drawn.
     *
     * @param tile the tile
     */
    record Draw(TileId tile) implements Choice {
        /**
         * Checks for null.
         *
         * @param tile the tile
         */
        public Draw {
            Objects.requireNonNull(tile, "tile");
        }

        @Override
        public String text() {
            return "draw " + tile;
        }
    }

    /**
     * Free placement of the drawn tile (D-9).
     *
     * @param placement hex and rotation
     */
    record PlaceTile(Placement placement) implements Choice {
        /**
         * Checks for null.
         *
         * @param placement hex and rotation
         */
        public PlaceTile {
            Objects.requireNonNull(placement, "placement");
        }

        @Override
        public String text() {
            return "place " + placement;
        }
    }
}
