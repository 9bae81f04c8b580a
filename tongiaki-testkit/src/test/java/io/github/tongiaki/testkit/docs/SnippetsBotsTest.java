package io.github.tongiaki.testkit.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.tongiaki.bots.FastBot;
import io.github.tongiaki.bots.GreedyBot;
import io.github.tongiaki.bots.MctsBot;
import io.github.tongiaki.bots.tournament.Contestant;
import io.github.tongiaki.bots.tournament.Tournament;
import io.github.tongiaki.bots.tournament.TournamentResult;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The bot snippets of the documents (docs/bots.md), run: tongiaki-bots as a consumer uses it. */
class SnippetsBotsTest {

    @Test
    void aConsumerRunsATournamentBetweenItsBotAndTheShippedOnes() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(buf, true, StandardCharsets.UTF_8);
        // snippet: bots-tournament
        FastBot mine = game -> game.optionCount() / 2;                  // your bot: here, always the middle option
        TournamentResult result = Tournament.of(List.of(
                        new Contestant("mine", seed -> mine),           // a name and a seed -> bot factory
                        new Contestant("greedy", GreedyBot::new),
                        new Contestant("mcts", seed -> new MctsBot(50, seed))))
                .players(3).games(30).seed(2026)                        // 10 deals x 3 seatings, on all cores
                .run();
        out.print(result.table());                                      // win shares with 95 % Wilson intervals, ratings
        String csv = result.csv();                                      // also result.json() and every game's record
        // end snippet
        assertThat(result.games()).hasSize(30);
        assertThat(result.stats()).extracting(TournamentResult.Stats::name).containsExactly("mine", "greedy", "mcts");
        assertThat(result.stats().stream().mapToDouble(TournamentResult.Stats::winShare).sum()).isCloseTo(1, within(1e-9));
        assertThat(buf.toString(StandardCharsets.UTF_8)).contains("win share [95% CI]", "mine", "greedy", "mcts");
        assertThat(csv.lines()).hasSize(4);
        // the example shows ratings, not "not estimable": nobody sweeps
        assertThat(result.stats()).allMatch(TournamentResult.Stats::ratingEstimable);
    }

    @Test
    void aLearningLoopUsesTheGlobalActionsObservationsReturnsAndTheHash() {
        java.util.Set<Long> keys = new java.util.HashSet<>();
        // snippet: bots-learning-surface
        Game game = Game.start(GameSetup.of(4, 7));
        int size = game.actionSpace().globalSize();               // one fixed action space per tile set
        boolean[] mask = new boolean[size];
        int[] legal = new int[size];
        float[] observation = new float[game.observationSpec().size()];
        double[] returns = new double[game.players().size()];
        Random random = new Random(1);
        while (!game.isOver()) {
            game.observe(game.decider(), observation);            // what the player to move may know (D-19)
            game.legalActionMask(mask);                           // the policy's mask: no objects made per call
            int n = game.legalActions(legal);                     // the same actions as a list of ids
            keys.add(game.positionHash());                        // a transposition table's key
            game.applyAction(legal[random.nextInt(n)]);
        }
        game.returns(returns);                                    // +1 first ... -1 last, ties share; sums to 0
        // end snippet
        assertThat(java.util.Arrays.stream(returns).sum()).isCloseTo(0, within(1e-9));
        assertThat(java.util.Arrays.stream(returns).max().orElseThrow()).isEqualTo(1.0);
        assertThat(keys).hasSizeGreaterThan(10);
    }
}
