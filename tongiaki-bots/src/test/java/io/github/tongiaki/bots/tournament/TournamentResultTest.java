package io.github.tongiaki.bots.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.tongiaki.bots.GreedyBot;
import io.github.tongiaki.bots.RandomBot;
import java.util.List;
import org.junit.jupiter.api.Test;

class TournamentResultTest {

    @Test
    void wilsonIntervalOfKnownValues() {
        // Known values (Newcombe 1998, table I): 81 of 263 and 15 of 148.
        double[] a = TournamentResult.wilson(81.0 / 263, 263);
        assertThat(a[0]).isCloseTo(0.2553, within(5e-4));
        assertThat(a[1]).isCloseTo(0.3662, within(5e-4));
        double[] b = TournamentResult.wilson(15.0 / 148, 148);
        assertThat(b[0]).isCloseTo(0.0624, within(5e-4));
        assertThat(b[1]).isCloseTo(0.1605, within(5e-4));
        assertThat(TournamentResult.wilson(0, 10)[0]).isZero();
        assertThat(TournamentResult.wilson(0, 10)[1]).isCloseTo(0.2775, within(5e-4));
        assertThat(TournamentResult.wilson(1, 10)[1]).isEqualTo(1);
        assertThatThrownBy(() -> TournamentResult.wilson(0.5, 0)).hasMessage("a Wilson interval needs at least one trial, got 0");
        assertThatThrownBy(() -> TournamentResult.wilson(1.5, 10)).hasMessage("a proportion is between 0 and 1, got 1.5");
        assertThatThrownBy(() -> TournamentResult.wilson(Double.NaN, 10)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void bradleyTerryOfKnownPairs() {
        // Even results: equal strengths.
        double[] even = TournamentResult.bradleyTerry(new double[][] {{0, 10}, {10, 0}});
        assertThat(even[0]).isCloseTo(0, within(1e-9));
        assertThat(even[1]).isCloseTo(0, within(1e-9));
        // 74.5 : 24.5 after the virtual draw (74 : 24 observed) is odds of 74.5/24.5 ≈ 3.04: 400 log10 3.04 ≈ 193 Elo apart.
        double[] two = TournamentResult.bradleyTerry(new double[][] {{0, 74}, {24, 0}});
        assertThat(two[0] - two[1]).isCloseTo(400 * Math.log10(74.5 / 24.5), within(1e-6));
        assertThat(two[0] + two[1]).isCloseTo(0, within(1e-9));
        // One that never loses keeps a finite rating.
        double[] sweep = TournamentResult.bradleyTerry(new double[][] {{0, 20, 20}, {0, 0, 10}, {0, 10, 0}});
        assertThat(sweep[0]).isFinite().isGreaterThan(sweep[1]);
        assertThat(sweep[1]).isCloseTo(sweep[2], within(1e-6));
    }

    @Test
    void csvAndJsonSummariesHoldEveryContestant() {
        TournamentResult r = Tournament.of(List.of(new Contestant("greedy, \"the\" bot", GreedyBot::new),
                new Contestant("random", RandomBot::new))).games(4).seed(3).run();
        String[] lines = r.csv().split("\r\n");
        assertThat(lines).hasSize(3);
        assertThat(lines[0]).isEqualTo("name,games,seats,win_share,win_low,win_high,mean_score,mean_score_low,mean_score_high,mean_rank,"
                + "rating,rating_low,rating_high,rating_estimable");
        assertThat(lines[1]).startsWith("\"greedy, \"\"the\"\" bot\",4,1,");
        assertThat(lines[2]).startsWith("random,4,1,");
        assertThat(lines[1].split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)")).hasSize(14);
        TournamentResult.Stats g = r.stats().get(0);
        assertThat(r.json()).startsWith("{\"players\":2,\"games\":4,\"failed\":0,\"lost_on_time\":0,\"seed\":3,\"contestants\":[{\"name\":\"greedy, \\\"the\\\" bot\","
                + "\"games\":4,\"seats\":1,\"win_share\":" + TournamentResult.number(g.winShare(), "null")).endsWith("}],\"seed_given\":true,\"stragglers\":0}");
        assertThat(TournamentResult.jsonString("a\nb\u0001\\")).isEqualTo("\"a\\nb\\u0001\\\\\"");
        assertThat(TournamentResult.number(Double.NaN, "null")).isEqualTo("null");
        assertThat(TournamentResult.number(3.0, "")).isEqualTo("3");
        assertThat(TournamentResult.number(0.25, "")).isEqualTo("0.25");
    }

    @Test
    void stronglyConnectedWinGraphsAreTheEstimableOnes() {
        assertThat(TournamentResult.stronglyConnected(new boolean[][] {{false, true}, {true, false}})).isTrue();
        assertThat(TournamentResult.stronglyConnected(new boolean[][] {{false, true}, {false, false}})).as("a sweep").isFalse();
        // A beats B, B beats C, C beats A: a cycle, estimable.
        assertThat(TournamentResult.stronglyConnected(new boolean[][] {{false, true, false}, {false, false, true}, {true, false, false}})).isTrue();
        // A beats everyone, B and C beat each other: A's strength is infinite.
        assertThat(TournamentResult.stronglyConnected(new boolean[][] {{false, true, true}, {false, false, true}, {false, true, false}})).isFalse();
    }

    @Test
    void aSweepIsReportedAsNotEstimableNotAsAnIntervalOfZeroWidth() {
        List<Contestant> lineup = List.of(new Contestant("a", RandomBot::new), new Contestant("b", RandomBot::new));
        List<GameResult> games = new java.util.ArrayList<>();
        for (int g = 0; g < 6; g++) {
            io.github.tongiaki.core.engine.GameSetup setup = io.github.tongiaki.core.engine.GameSetup.of(2, g);
            int[] seating = g % 2 == 0 ? new int[] {0, 1} : new int[] {1, 0};
            // Contestant a always first.
            io.github.tongiaki.core.board.Colour first = setup.players().get(g % 2 == 0 ? 0 : 1);
            io.github.tongiaki.core.board.Colour second = setup.players().get(g % 2 == 0 ? 1 : 0);
            List<io.github.tongiaki.core.board.Standing> st = List.of(
                    new io.github.tongiaki.core.board.Standing(first, 1, 10, 3, 2, io.github.tongiaki.core.board.Standing.TieBreak.SCORE),
                    new io.github.tongiaki.core.board.Standing(second, 2, 4, 1, 2, io.github.tongiaki.core.board.Standing.TieBreak.SCORE));
            games.add(new GameResult(g, g / 2, g % 2, g, seating, new io.github.tongiaki.bots.Match.Result(setup, new int[0], st, null, -1), null));
        }
        TournamentResult r = new TournamentResult(lineup, 2, 1, true, games);
        assertThat(r.stats().get(0).winShare()).isEqualTo(1);
        assertThat(r.stats()).allSatisfy(s -> assertThat(s.ratingEstimable()).isFalse());
        assertThat(r.table()).contains("not estimable (sweep)").doesNotContain("NaN");
        assertThat(r.csv().split("\r\n")[1]).endsWith(",,,,false");
        // One game the other way round makes the ratings estimable again.
        List<GameResult> mixed = new java.util.ArrayList<>(games);
        GameResult last = games.get(5);
        List<io.github.tongiaki.core.board.Standing> flipped = List.of(
                new io.github.tongiaki.core.board.Standing(last.match().standings().get(1).colour(), 1, 10, 3, 2,
                        io.github.tongiaki.core.board.Standing.TieBreak.SCORE),
                new io.github.tongiaki.core.board.Standing(last.match().standings().get(0).colour(), 2, 4, 1, 2,
                        io.github.tongiaki.core.board.Standing.TieBreak.SCORE));
        mixed.set(5, new GameResult(5, 2, 1, 5, last.seating(), new io.github.tongiaki.bots.Match.Result(last.match().setup(), new int[0], flipped,
                null, -1), null));
        TournamentResult m = new TournamentResult(lineup, 2, 1, true, mixed);
        assertThat(m.stats()).allSatisfy(s -> assertThat(s.ratingEstimable()).isTrue());
        assertThat(m.stats().get(0).ratingLow()).isLessThan(m.stats().get(0).ratingHigh());
        assertThat(m.markdown()).startsWith("| bot | games |").contains("| a | 6 | 0.833 [");
    }

    @Test
    void theRatingIntervalIsABootstrapOverDealsAndDeterministic() {
        List<Contestant> lineup = List.of(new Contestant("greedy", GreedyBot::new), new Contestant("random", RandomBot::new));
        TournamentResult a = Tournament.of(lineup).games(20).seed(6).threads(2).run();
        TournamentResult b = Tournament.of(lineup).games(20).seed(6).threads(1).run();
        assertThat(a.stats()).isEqualTo(b.stats());
        TournamentResult.Stats greedy = a.stats().get(0);
        assertThat(greedy.rating()).isBetween(greedy.ratingLow(), greedy.ratingHigh());
        assertThat(greedy.ratingLow()).isLessThan(greedy.ratingHigh());
        assertThat(greedy.rating() + a.stats().get(1).rating()).isCloseTo(0, within(1e-6));
    }
}
