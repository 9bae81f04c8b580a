package io.github.tongiaki.bots.learned;

import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Self-play: one game played by {@link LearnedBot}'s search at every seat, with exploration, and the samples of its
 * players' decisions (docs/learning.md, "Samples").
 *
 * <p>At every decision of a player the search starts from the game (it re-shuffles the stack per iteration, so it
 * never reads the real order), with Dirichlet noise mixed into the root's prior. For the first
 * {@link Settings#temperatureMoves()} decisions the move is drawn in proportion to the root's visits, then it is the
 * most visited. A sample is the observation of the player to move, the legal action ids, the visit distribution over
 * them and, once the game ends, the returns relative to the player to move. Draws are no samples.
 *
 * @param network the network of every seat
 * @param settings the settings
 */
public record SelfPlay(Network network, Settings settings) {

    /**
     * The settings of self-play.
     *
     * @param playouts evaluations per decision after the root's (at least 1)
     * @param exploration the PUCT constant
     * @param noiseAlpha the Dirichlet concentration of the root noise
     * @param noiseWeight the weight of the noise in the root prior (0 for none)
     * @param temperatureMoves the decisions of a game whose move is drawn by the visits
     * @param rolloutMix the weight of a random playout in a leaf's value ({@link LearnedBot.Settings#rolloutMix()})
     */
    public record Settings(int playouts, double exploration, double noiseAlpha, double noiseWeight, int temperatureMoves,
            double rolloutMix) {

        /**
         * Checks the settings.
         *
         * @param playouts at least 1
         * @param exploration not negative
         * @param noiseAlpha positive
         * @param noiseWeight 0..1
         * @param temperatureMoves not negative
         * @param rolloutMix 0..1
         */
        public Settings {
            if (playouts < 1 || !(exploration >= 0) || !(noiseAlpha > 0) || !(noiseWeight >= 0 && noiseWeight <= 1)
                    || temperatureMoves < 0 || !(rolloutMix >= 0 && rolloutMix <= 1)) {
                throw new IllegalArgumentException("self-play settings out of range: " + playouts + " playouts, exploration "
                        + exploration + ", noise " + noiseAlpha + "/" + noiseWeight + ", " + temperatureMoves + " temperature moves, rollout mix " + rolloutMix);
            }
        }

        /**
         * {@return the defaults for a playout count: exploration 1.5, noise Dir(0.3) at weight 0.25, 30 decisions drawn,
         * {@link LearnedBot.Settings#DEFAULT_ROLLOUT_MIX}}
         *
         * @param playouts evaluations per decision
         */
        public static Settings of(int playouts) {
            return new Settings(playouts, LearnedBot.Settings.DEFAULT_EXPLORATION, 0.3, 0.25, 30,
                    LearnedBot.Settings.DEFAULT_ROLLOUT_MIX);
        }
    }

    /**
     * The samples of one game.
     *
     * @param players the player count
     * @param obs per sample the observation
     * @param legal per sample the legal action ids
     * @param policy per sample the visit distribution over them
     * @param returns per sample the final returns relative to the player to move (6 long, zeros beyond the players)
     * @param decisions the game's decisions (players' and draws)
     */
    public record Played(int players, List<float[]> obs, List<int[]> legal, List<float[]> policy, List<float[]> returns,
            int decisions) {
    }

    /**
     * Checks the arguments.
     *
     * @param network the network
     * @param settings the settings
     */
    public SelfPlay {
        Objects.requireNonNull(network, "network");
        Objects.requireNonNull(settings, "settings");
    }

    /**
     * Plays one game.
     *
     * @param players the player count
     * @param seed the game's seed (its stack, and the search's generator)
     * @return its samples
     */
    public Played play(int players, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Game game = Game.start(GameSetup.of(players, random.nextLong()));
        Puct puct = new Puct(game, network, settings.exploration(), random);
        puct.rolloutMix = network.isZero() ? 1 : settings.rolloutMix();
        puct.noiseAlpha = settings.noiseAlpha();
        puct.noiseWeight = settings.noiseWeight();
        int inputs = game.observationSpec().size();
        List<float[]> obs = new ArrayList<>();
        List<int[]> legal = new ArrayList<>();
        List<float[]> policy = new ArrayList<>();
        List<Integer> movers = new ArrayList<>();
        int decisions = 0;
        int playerDecisions = 0;
        int[] visits = new int[64];
        while (!game.isOver()) {
            decisions++;
            int count = game.optionCount();
            if (game.decisionKind() == DecisionKind.CHANCE) {
                game.applyOptionQuietly(random.nextInt(count));
                continue;
            }
            int me = game.players().indexOf(game.decider());
            int[] ids = new int[count];
            game.legalActions(ids);
            float[] x = new float[inputs];
            game.observe(game.decider(), x);
            float[] pi = new float[count];
            int pick;
            if (count == 1) {
                pi[0] = 1;
                pick = 0;
            } else {
                PuctNode root = puct.search(game, settings.playouts(), Long.MAX_VALUE);
                if (visits.length < count) {
                    visits = new int[Math.max(count, visits.length * 2)];
                }
                puct.rootVisits(game, root, visits);
                long total = 0;
                for (int i = 0; i < count; i++) {
                    total += visits[i];
                }
                for (int i = 0; i < count; i++) {
                    pi[i] = total == 0 ? 1f / count : (float) visits[i] / total;
                }
                if (playerDecisions < settings.temperatureMoves() && total > 0) {
                    long r = random.nextLong(total);
                    pick = 0;
                    while (r >= visits[pick]) {
                        r -= visits[pick];
                        pick++;
                    }
                } else {
                    pick = puct.mostVisited(game, root);
                }
            }
            obs.add(x);
            legal.add(ids);
            policy.add(pi);
            movers.add(me);
            playerDecisions++;
            game.applyOptionQuietly(pick);
        }
        double[] ret = new double[players];
        game.returns(ret);
        List<float[]> returns = new ArrayList<>();
        for (int me : movers) {
            float[] r = new float[Network.VALUE_WIDTH];
            for (int i = 0; i < players; i++) {
                r[i] = (float) ret[(me + i) % players];
            }
            returns.add(r);
        }
        return new Played(players, obs, legal, policy, returns, decisions);
    }
}
