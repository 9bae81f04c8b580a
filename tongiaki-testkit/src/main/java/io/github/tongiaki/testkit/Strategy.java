package io.github.tongiaki.testkit;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.tiles.IslandTile;
import java.util.List;
import java.util.SplittableRandom;

/**
 * How a generator picks among the options of a decision. A strategy must be a pure function of the
 * game and the random numbers it draws, so that a seed reproduces a game.
 */
@FunctionalInterface
public interface Strategy {

    /**
     * {@return the id of the option to apply}
     *
     * @param game a game waiting for a decision
     * @param random the source of randomness
     */
    int choose(Game game, SplittableRandom random);

    /** {@return every option equally likely} */
    static Strategy uniform() {
        return (game, random) -> random.nextInt(game.decision().options().size());
    }

    /**
     * An adversarial player that keeps the game from progressing (D-15): at each decision it tries every
     * option on a copy of the game and takes the first (from a random start) whose step draws no tile,
     * removes no island and founds no royal island; a pass under D-7 ({@code take none}) is such an
     * option. Only when every option progresses does it take the first. Against it, only the stall rule
     * ({@code O-STALL-ROUNDS}) ends some games. Stronger than {@link #passing(double)}, which judges by the
     * kind of choice and cannot see that a chosen emigration will draw.
     *
     * @return the strategy
     */
    static Strategy stalling() {
        return (game, random) -> {
            int n = game.optionCount();
            int start = random.nextInt(n);
            for (int k = 0; k < n; k++) {
                int id = (start + k) % n;
                Game copy = game.copy();
                boolean progress = false;
                for (GameEvent e : copy.applyOption(id)) {
                    progress |= e instanceof GameEvent.TileDrawn
                            || e instanceof GameEvent.IslandRemoved
                            || e instanceof GameEvent.RoyalIslandFounded;
                }
                if (!progress) {
                    return id;
                }
            }
            return start;
        };
    }

    /**
     * An adversarial player that always tries to make turns run forever: it prefers emigrations whose path
     * leads back to their island ({@link Paths.End#BACK}), then to other islands, and a closed island's
     * removal last; it lands and places boats where they fill a beach again; it expands rather than
     * settling. It is deterministic (ties go to the lowest option id), so a chain that repeats a position
     * would repeat for ever but for D-4: every turn, and every game, must still end.
     *
     * @return the strategy
     */
    static Strategy looping() {
        return looping(0);
    }

    /**
     * The adversary of {@link #looping()}, which takes a share of its decisions uniformly at random, so that
     * its games differ more (and it sometimes settles, drawing tiles).
     *
     * @param randomShare the share of decisions taken at random, 0 to 1
     * @return the strategy
     */
    static Strategy looping(double randomShare) {
        return (game, random) -> {
            Decision d = game.decision();
            List<Option> options = d.options();
            if (randomShare > 0 && random.nextDouble() < randomShare) {
                return random.nextInt(options.size());
            }
            int best = Integer.MIN_VALUE;
            int pick = 0;
            for (Option o : options) {
                int s = loopingScore(game, o.choice());
                if (s > best) {
                    best = s;
                    pick = o.id();
                }
            }
            return pick;
        };
    }

    /**
     * An adversarial player that keeps the game from progressing: whenever it may, it passes (D-7: takes
     * no boat when all its boats are on the table), and it never founds a new settlement or a royal
     * island when anything else is offered, so that no tile is drawn on its account; otherwise it chooses
     * at random. Games of such players must still end (D-4 within a turn, the D-15 stall rule for the
     * game).
     *
     * @param randomShare the share of decisions taken uniformly at random, 0 to 1
     * @return the strategy
     */
    static Strategy passing(double randomShare) {
        return (game, random) -> {
            List<Option> options = game.decision().options();
            if (randomShare > 0 && random.nextDouble() < randomShare) {
                return random.nextInt(options.size());
            }
            int calm = 0;
            for (Option o : options) {
                if (o.choice() instanceof Choice.TakeNoBoat) {
                    return o.id();
                }
                if (!(o.choice() instanceof Choice.NewSettlement) && !(o.choice() instanceof Choice.FoundRoyalIsland)) {
                    calm++;
                }
            }
            if (calm == 0) {
                return random.nextInt(options.size());
            }
            int k = random.nextInt(calm);
            for (Option o : options) {
                if (!(o.choice() instanceof Choice.NewSettlement) && !(o.choice() instanceof Choice.FoundRoyalIsland) && k-- == 0) {
                    return o.id();
                }
            }
            throw new IllegalStateException("unreachable: " + calm + " calm options counted");
        };
    }

    private static int loopingScore(Game game, Choice c) {
        if (c instanceof Choice.Emigrate e) {
            return switch (Paths.classify(game, e.beach().island(), e.jetty())) {
                case BACK -> 3;
                case OTHER -> 2;
                case OPEN -> 1;
            };
        }
        if (c instanceof Choice.EmigrateClosed) {
            return 0;
        }
        if (c instanceof Choice.Land l) {
            int free = free(game, l.beach());
            return free == 1 ? 10 : -free;
        }
        if (c instanceof Choice.Beaches b) {
            int filled = 0;
            int[] placed = new int[8];
            for (int k : b.beaches()) {
                placed[k]++;
            }
            for (int k = 1; k < placed.length; k++) {
                if (placed[k] > 0 && placed[k] == free(game, new BeachRef(b.island(), k))) {
                    filled++;
                }
            }
            return filled;
        }
        if (c instanceof Choice.Expand x) {
            int nearlyFull = 0;
            IslandTile t = game.position().island(x.island());
            for (int k = 1; k <= t.beaches().size(); k++) {
                if (free(game, new BeachRef(x.island(), k)) == 1) {
                    nearlyFull++;
                }
            }
            return 10 + nearlyFull;
        }
        if (c instanceof Choice.NoBoatPlacement) {
            return 5;
        }
        return 0;
    }

    private static int free(Game game, BeachRef beach) {
        return game.position().island(beach.island()).beach(beach.number()).berths() - game.position().boatsOn(beach).size();
    }
}
