package io.github.tongiaki.benchmarks;

import io.github.tongiaki.core.engine.ActionSpace;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Complete "peer-like" 4-player games per second: random players that, like people, never found a
 * royal island (R-ROYAL-1) or a new settlement (R-NEW-1) while anything else is offered. Uniformly random
 * players choose both often, and the new settlement ends their turns early with a free tile placement;
 * peer-like games are longer (about 56 turns and 240 decisions against about 30 turns) and spend their
 * time in voyages, emigrations and landings.
 *
 * <p>The players stay on the fast path: the turn action's kind is read from its action id
 * ({@link ActionSpace}: from the kind's offset, expand {@code t}, royal {@code T + t}, no-boat placement
 * {@code 2T + t}, new settlement {@code 3T}), with {@link Game#decisionKind()} and {@link Game#legalActions}; no typed
 * decision or option is built.
 */
@State(Scope.Thread)
@Fork(jvmArgsAppend = {JvmArgs.XMS, JvmArgs.XMX, JvmArgs.PRE_TOUCH})
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PeerLikeBenchmark {

    private Game start;
    private SplittableRandom random;
    private PeerLikePlayer player;

    /** Starts the game every run copies. */
    @Setup
    public void setUp() {
        start = Game.start(GameSetup.of(4, 2004));
        random = new SplittableRandom(42);
        player = new PeerLikePlayer(start.actionSpace());
    }

    /**
     * Plays one complete peer-like game on a {@link Game#determinize} of the started game.
     *
     * @return the number of decisions taken (so nothing is optimised away)
     */
    @Benchmark
    public int peerLikeGame() {
        return player.play(start.determinize(random.nextLong()), random);
    }

    /**
     * The peer-like random player on the fast path: uniformly random among the options, except that a
     * turn action founding a royal island or a new settlement is only chosen when every option is one.
     */
    public static final class PeerLikePlayer {

        private final int royalFrom;
        private final int royalTo;
        private final int newSettlement;
        private int[] actions = new int[256];

        /**
         * @param space the action space of the games' tile set
         */
        public PeerLikePlayer(ActionSpace space) {
            // TURN_ACTION ids, from the kind's offset: expand t, royal T + t, no-boat placement 2T + t, new settlement 3T.
            int offset = space.globalOffset(DecisionKind.TURN_ACTION);
            int tiles = (space.size(DecisionKind.TURN_ACTION) - 1) / 3;
            this.royalFrom = offset + tiles;
            this.royalTo = offset + 2 * tiles;
            this.newSettlement = offset + 3 * tiles;
        }

        /**
         * {@return whether a turn action's id founds a royal island or a new settlement}
         *
         * @param actionId the action id of a TURN_ACTION option
         */
        public boolean avoided(int actionId) {
            return actionId == newSettlement || (actionId >= royalFrom && actionId < royalTo);
        }

        /**
         * The option id the player chooses.
         *
         * @param g a game waiting for a decision
         * @param random the choices
         * @return an option id of the pending decision
         */
        public int choose(Game g, SplittableRandom random) {
            int count = g.optionCount();
            if (g.decisionKind() != DecisionKind.TURN_ACTION) {
                return random.nextInt(count);
            }
            if (actions.length < count) {
                actions = new int[count];
            }
            g.legalActions(actions);
            int others = 0;
            for (int i = 0; i < count; i++) {
                if (!avoided(actions[i])) {
                    others++;
                }
            }
            if (others == 0) {
                return random.nextInt(count);
            }
            int k = random.nextInt(others);
            for (int i = 0; ; i++) {
                if (!avoided(actions[i]) && k-- == 0) {
                    return i;
                }
            }
        }

        /**
         * Plays a game to its end.
         *
         * @param g a game
         * @param random the choices
         * @return the number of decisions taken
         */
        public int play(Game g, SplittableRandom random) {
            int n = 0;
            while (!g.isOver()) {
                g.applyOptionQuietly(choose(g, random));
                n++;
            }
            return n;
        }
    }
}
