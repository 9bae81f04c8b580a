package io.github.tongiaki.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.Collection;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/** Runs every benchmark once: a sanity check of the harness, not a measurement. */
class BenchmarksSanityTest {

    @Test
    void everyBenchmarkMethodRunsOnce() {
        for (int players = 2; players <= 6; players += 2) {
            RandomGameBenchmark r = new RandomGameBenchmark();
            r.players = players;
            r.setUp();
            assertThat(r.randomGame()).isPositive();
        }
        StateBenchmark s = new StateBenchmark();
        s.setUp();
        assertThat(s.copy().decisionNumber()).isPositive();
        assertThat(s.legalActions()).isGreaterThanOrEqualTo(2);
        assertThat(s.decision().options()).hasSizeGreaterThanOrEqualTo(2);
        assertThat(s.applyQuietly().decisionNumber()).isPositive();
        assertThat(s.applyWithEvents()).isNotNull();
        LearningBenchmark learning = new LearningBenchmark();
        learning.setUp();
        learning.observe();
        assertThat(learning.maskBits()).isGreaterThanOrEqualTo(2);
        assertThat(learning.maskBooleans()).isGreaterThanOrEqualTo(2);
        assertThat(learning.legalGlobalActions()).isGreaterThanOrEqualTo(2);
        assertThat(learning.positionHash()).isNotZero();
        PeerLikeBenchmark peer = new PeerLikeBenchmark();
        peer.setUp();
        assertThat(peer.peerLikeGame()).isPositive();
        for (String copies : new String[] {"1", "4"}) {
            TileSetScalingBenchmark t = new TileSetScalingBenchmark();
            t.copies = Integer.parseInt(copies);
            t.setUp();
            TileSetScalingBenchmark.Laid laid = new TileSetScalingBenchmark.Laid();
            laid.clear();
            assertThat(t.randomGame(laid)).isPositive();
            assertThat(laid.tiles).isPositive();
        }
        Game started = new StartBenchmark().start();
        assertThat(started.decisionNumber()).isZero();
        assertThat(started.isOver()).isFalse();
        TypedGameBenchmark typed = new TypedGameBenchmark();
        typed.setUp();
        assertThat(typed.typedGame()).isPositive();
        MctsBenchmark mcts = new MctsBenchmark();
        mcts.setUp();
        assertThat(mcts.search()).isBetween(0, mcts.start().optionCount() - 1);
        assertThat(mcts.bot().lastPlayouts()).isEqualTo(MctsBenchmark.PLAYOUTS);
        assertThat(mcts.guidedSearch()).isBetween(0, mcts.start().optionCount() - 1);
        assertThat(mcts.guided().lastPlayouts()).isEqualTo(MctsBenchmark.PLAYOUTS);
        RootParallelBenchmark.Searches searches = new RootParallelBenchmark.Searches();
        searches.setUp();
        RootParallelBenchmark.Counter counter = new RootParallelBenchmark.Counter();
        RootParallelBenchmark root = new RootParallelBenchmark();
        root.oneTree(searches, counter);
        long one = counter.playouts;
        assertThat(one).isPositive();
        root.rootParallelTwoTrees(searches, counter);
        assertThat(counter.playouts).isGreaterThan(one);
        searches.tearDown();
        for (String path : new String[] {"FAST", "TYPED"}) {
            TournamentBenchmark t = new TournamentBenchmark();
            t.path = path;
            t.setUp();
            assertThat(t.tournament().games()).hasSize(TournamentBenchmark.GAMES);
        }
    }

    @Test
    void thePeerLikePlayerAvoidsRoyalIslandsAndNewSettlementsWhileAnythingElseIsOffered() {
        SplittableRandom random = new SplittableRandom(5);
        long decisions = 0;
        long turns = 0;
        int games = 20;
        int avoidedOffered = 0;
        for (int game = 0; game < games; game++) {
            Game g = Game.start(GameSetup.of(4, game));
            PeerLikeBenchmark.PeerLikePlayer player = new PeerLikeBenchmark.PeerLikePlayer(g.actionSpace());
            while (!g.isOver()) {
                int pick = player.choose(g, random);
                if (g.decisionKind() == DecisionKind.TURN_ACTION) {
                    // The action-id reading agrees with the typed options.
                    List<Option> options = g.decision().options();
                    boolean onlyAvoided = true;
                    for (Option o : options) {
                        boolean avoid = o.choice() instanceof Choice.FoundRoyalIsland || o.choice() instanceof Choice.NewSettlement;
                        assertThat(player.avoided(g.actionId(o.id()))).as("%s", o).isEqualTo(avoid);
                        onlyAvoided &= avoid;
                        avoidedOffered += avoid ? 1 : 0;
                    }
                    if (player.avoided(g.actionId(pick))) {
                        assertThat(onlyAvoided).as("chose %s among %s", options.get(pick), options).isTrue();
                    }
                }
                g.applyOptionQuietly(pick);
                decisions++;
            }
            turns += g.turn();
        }
        assertThat(avoidedOffered).as("royal islands and new settlements were offered").isGreaterThan(games);
        // Like people's games (issue 12: about 56 turns and 241 decisions), far longer than uniformly
        // random ones (about 30 turns).
        assertThat(turns / (double) games).isBetween(40.0, 75.0);
        assertThat(decisions / (double) games).isBetween(170.0, 320.0);
    }

    @Test
    void theScaledTileSetHoldsEveryTileKTimesUnderUniqueIds() {
        TileSet official = TileSet.official();
        TileSet one = TileSets.times(official, 1);
        assertThat(one.stackTiles()).isEqualTo(official.stackTiles());
        assertThat(one.name()).isEqualTo("official-x1");
        TileSet four = TileSets.times(official, 4);
        assertThat(four.stackTiles()).hasSize(4 * official.stackTiles().size());
        assertThat(four.start()).isEqualTo(official.start());
        assertThat(four.islands()).hasSize(4 * official.islands().size());
        assertThat(four.tile("Hawaii 4")).isInstanceOf(IslandTile.class);
        assertThat(((IslandTile) four.tile("Hawaii 4")).beaches()).isEqualTo(((IslandTile) official.tile("Hawaii")).beaches());
        assertThat(four.tile("W07 3")).isInstanceOf(WaterTile.class);
        assertThatThrownBy(() -> TileSets.times(official, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("at least one copy of the tiles, got 0");
    }

    @Test
    void midGamePositionIsMidGame() {
        Game g = Positions.midGame(4, 2004, 12);
        assertThat(g.isOver()).isFalse();
        assertThat(g.turn()).isGreaterThanOrEqualTo(12);
        assertThat(g.position().tiles().size()).isGreaterThan(3);
    }

    @Test
    void theJmhHarnessRunsEveryBenchmark() throws RunnerException {
        Options opt = new OptionsBuilder()
                .include("io\\.github\\.tongiaki\\.benchmarks\\..*")
                .param("players", "4")
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(20))
                .shouldFailOnError(true)
                .output("target/jmh-sanity.log")
                .build();
        Collection<RunResult> results = new Runner(opt).run();
        // 6 of RandomGameBenchmark (players 4) and StateBenchmark, peer-like, tile sets x1 and x4, start, typed, MCTS plain and
        // guided, root parallelism's three, tournaments fast and typed, and LearningBenchmark's five
        assertThat(results).hasSize(23);
        for (RunResult r : results) {
            assertThat(r.getPrimaryResult().getScore()).as(r.getParams().getBenchmark()).isPositive();
        }
    }
}
