package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Everything needed to start a game: the players in seat order (clockwise), the start player, the tile
 * set, where the stack order comes from, and the rule options.
 *
 * <p>Validated on construction; see {@link #GameSetup}. Use {@link #of(int, long)} for the common case
 * or {@link #builder()}.
 *
 * @param players 2–6 distinct colours in seat order, clockwise (R-COMP-1)
 * @param startPlayer one of the players; sets up first and takes the first turn (R-SETUP-2)
 * @param tileSet the tiles (R-COMP-2)
 * @param tileSource the stack order (R-SETUP-1)
 * @param options the rule options
 */
public record GameSetup(List<Colour> players, Colour startPlayer, TileSet tileSet, TileSource tileSource, RuleOptions options) {

    /**
     * Validates.
     *
     * @param players 2–6 distinct colours in seat order, clockwise (R-COMP-1)
     * @param startPlayer one of the players; sets up first and takes the first turn (R-SETUP-2)
     * @param tileSet the tiles (R-COMP-2)
     * @param tileSource the stack order (R-SETUP-1)
     * @param options the rule options
     * @throws IllegalArgumentException naming the fault: a player count outside 2–6, a colour twice, a
     *     start player who is not playing, a start island too small for the set-up, a stack order naming
     *     an unknown tile, the start island or a tile twice
     */
    public GameSetup {
        Objects.requireNonNull(players, "players");
        Objects.requireNonNull(startPlayer, "startPlayer");
        Objects.requireNonNull(tileSet, "tileSet");
        Objects.requireNonNull(tileSource, "tileSource");
        Objects.requireNonNull(options, "options");
        players = List.copyOf(players);
        if (players.size() < 2 || players.size() > 6) {
            throw new IllegalArgumentException("Tongiaki is for 2-6 players (R-COMP-1), got " + players.size());
        }
        Set<Colour> seen = EnumSet.noneOf(Colour.class);
        for (Colour c : players) {
            if (!seen.add(c)) {
                throw new IllegalArgumentException("colour " + c + " is given twice: " + players);
            }
        }
        if (!seen.contains(startPlayer)) {
            throw new IllegalArgumentException("start player " + startPlayer + " is not among the players " + players);
        }
        int room = 0;
        for (Beach b : tileSet.start().beaches()) {
            room += Math.max(0, b.berths() - 1);
        }
        if (room < 2 * players.size()) {
            throw new IllegalArgumentException("start island " + tileSet.start().id() + " has room for " + room
                    + " set-up boats (R-SETUP-3), " + players.size() + " players need " + 2 * players.size());
        }
        if (tileSource instanceof TileSource.Stacked s) {
            Set<TileId> used = new HashSet<>();
            for (TileId id : s.top()) {
                if (tileSet.find(id).isEmpty()) {
                    throw new IllegalArgumentException("stack order names tile '" + id + "', which is not in tile set " + tileSet.name());
                }
                if (id.equals(tileSet.start().id())) {
                    throw new IllegalArgumentException("stack order names the start island " + id + ", which is never in the stack");
                }
                if (!used.add(id)) {
                    throw new IllegalArgumentException("stack order names tile " + id + " twice");
                }
            }
        }
    }

    /**
     * The usual set-up: the first {@code players} colours in {@link Colour} order, the first of them
     * starting, the official tile set (needs {@code tongiaki-tiles}), a seeded shuffle, default rules.
     *
     * @param players 2–6
     * @param seed the shuffle's seed
     * @return the set-up
     * @throws IllegalArgumentException if {@code players} is not 2–6
     * @throws IllegalStateException if the official tile set is not on the class path
     */
    public static GameSetup of(int players, long seed) {
        if (players < 2 || players > 6) {
            throw new IllegalArgumentException("Tongiaki is for 2-6 players (R-COMP-1), got " + players);
        }
        return builder().players(Arrays.copyOf(Colour.values(), players)).seed(seed).build();
    }

    /** {@return a builder with the defaults: official tile set, shuffle with seed 0, default rules} */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * {@return the colour in that seat}
     *
     * @param seat a seat, 0 = first in {@link #players()}
     */
    public Colour player(int seat) {
        return players.get(seat);
    }

    /** Builds a {@link GameSetup}. */
    public static final class Builder {
        private List<Colour> players;
        private Colour startPlayer;
        private TileSet tileSet;
        private TileSource tileSource = TileSource.shuffled(0L);
        private RuleOptions options = RuleOptions.defaults();

        private Builder() {
        }

        /**
         * {@return this}
         *
         * @param colours the players in seat order, clockwise
         */
        public Builder players(Colour... colours) {
            this.players = List.of(colours);
            return this;
        }

        /**
         * {@return this}
         *
         * @param colours the players in seat order, clockwise
         */
        public Builder players(List<Colour> colours) {
            this.players = List.copyOf(colours);
            return this;
        }

        /**
         * {@return this}
         *
         * @param colour the start player (default: the first player)
         */
        public Builder startPlayer(Colour colour) {
            this.startPlayer = colour;
            return this;
        }

        /**
         * {@return this}
         *
         * @param set the tile set (default: {@link TileSet#official()})
         */
        public Builder tileSet(TileSet set) {
            this.tileSet = set;
            return this;
        }

        /**
         * {@return this}
         *
         * @param source the stack order (default: {@code TileSource.shuffled(0)})
         */
        public Builder tileSource(TileSource source) {
            this.tileSource = source;
            return this;
        }

        /**
         * Shorthand for {@code tileSource(TileSource.shuffled(seed))}.
         *
         * @param seed the seed
         * @return this
         */
        public Builder seed(long seed) {
            this.tileSource = TileSource.shuffled(seed);
            return this;
        }

        /**
         * {@return this}
         *
         * @param ruleOptions the rule options (default: {@link RuleOptions#defaults()})
         */
        public Builder options(RuleOptions ruleOptions) {
            this.options = ruleOptions;
            return this;
        }

        /**
         * {@return the set-up}
         *
         * @throws IllegalArgumentException if it is invalid (see {@link GameSetup})
         * @throws IllegalStateException if no players were given, or no tile set was given and the
         *     official one is not on the class path
         */
        public GameSetup build() {
            if (players == null) {
                throw new IllegalStateException("no players given");
            }
            return new GameSetup(players, startPlayer == null && !players.isEmpty() ? players.get(0) : startPlayer,
                    tileSet == null ? TileSet.official() : tileSet, tileSource, options);
        }
    }
}
