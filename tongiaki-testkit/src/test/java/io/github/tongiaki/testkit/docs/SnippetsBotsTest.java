package io.github.tongiaki.testkit.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.tongiaki.bots.FastBot;
import io.github.tongiaki.bots.GreedyBot;
import io.github.tongiaki.bots.MctsBot;
import io.github.tongiaki.bots.tournament.Contestant;
import io.github.tongiaki.bots.tournament.Tournament;
import io.github.tongiaki.bots.tournament.TournamentResult;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bot snippets of the documents (docs/bots.md), run: tongiaki-bots as a consumer uses it. */
class SnippetsBotsTest {

    @Test
    void aConsumerRunsATournamentBetweenItsBotAndTheShippedOnes() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(buf, true, StandardCharsets.UTF_8);
        // snippet: bots-tournament
        FastBot mine = game -> game.optionCount() - 1;                  // your bot: here, always the last option
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
    }
}
