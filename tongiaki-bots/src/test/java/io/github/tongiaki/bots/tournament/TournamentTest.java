package io.github.tongiaki.bots.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.bots.GreedyBot;
import io.github.tongiaki.bots.Match;
import io.github.tongiaki.bots.MctsBot;
import io.github.tongiaki.bots.RandomBot;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.TileSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class TournamentTest {

    private static final List<Contestant> THREE = List.of(new Contestant("mcts:5", s -> new MctsBot(5, s)),
            new Contestant("greedy", GreedyBot::new), new Contestant("random", RandomBot::new));

    private static List<String> described(TournamentResult r) {
        List<String> out = new ArrayList<>();
        for (GameResult g : r.games()) {
            out.add(g.index() + " " + g.deal() + " " + g.rotation() + " " + g.seed() + " " + Arrays.toString(g.seating()) + " "
                    + g.match().standings() + " " + g.match().decisions());
        }
        return out;
    }

    @Test
    void everyContestantPlaysEverySeatOfEveryDeal() {
        TournamentResult r = Tournament.of(THREE).players(3).games(6).seed(11).threads(1).run();
        assertThat(r.games()).hasSize(6);
        for (int deal = 0; deal < 2; deal++) {
            int d = deal;
            List<GameResult> games = r.games().stream().filter(g -> g.deal() == d).toList();
            assertThat(games).hasSize(3).extracting(GameResult::seed).containsOnly(Tournament.dealSeed(11, deal));
            for (int seat = 0; seat < 3; seat++) {
                int s = seat;
                assertThat(games.stream().map(g -> g.seating()[s]).toList()).containsExactlyInAnyOrder(0, 1, 2);
            }
        }
        assertThat(Tournament.seating(0, 3, 3)).containsExactly(0, 1, 2);
        assertThat(Tournament.seating(1, 3, 3)).containsExactly(1, 2, 0);
        assertThat(Tournament.seating(2, 3, 3)).containsExactly(2, 0, 1);
        assertThat(Tournament.seating(0, 4, 2)).containsExactly(0, 1, 0, 1);
        assertThat(Tournament.seating(1, 4, 2)).containsExactly(1, 0, 1, 0);
    }

    @Test
    void aGameCountThatIsNoMultipleOfTheSeatsIsRoundedUpToWholeDeals() {
        Tournament t = Tournament.of(THREE).players(3).games(7);
        assertThat(t.deals()).isEqualTo(3);
        assertThat(t.games()).isEqualTo(9);
        assertThat(Tournament.of(THREE).players(3).games(9).games()).isEqualTo(9);
        assertThat(Tournament.of(THREE.subList(1, 3)).games(1).games()).isEqualTo(2);
    }

    @Test
    void theStatisticsAddUpAndAreSane() {
        TournamentResult r = Tournament.of(THREE).players(3).games(9).seed(3).threads(2).run();
        List<TournamentResult.Stats> stats = r.stats();
        assertThat(stats).extracting(TournamentResult.Stats::name).containsExactly("mcts:5", "greedy", "random");
        assertThat(stats.stream().mapToDouble(TournamentResult.Stats::winShare).sum()).isCloseTo(1, within(1e-9));
        for (TournamentResult.Stats s : stats) {
            assertThat(s.games()).isEqualTo(9);
            assertThat(s.seats()).isEqualTo(1);
            assertThat(s.winLow()).isLessThanOrEqualTo(s.winShare());
            assertThat(s.winHigh()).isGreaterThanOrEqualTo(s.winShare());
            assertThat(s.meanRank()).isBetween(1.0, 3.0);
            assertThat(s.ratingLow()).isLessThanOrEqualTo(s.ratingHigh());
        }
        // Ratings are centred: their mean is 0.
        assertThat(stats.stream().mapToDouble(TournamentResult.Stats::rating).sum()).isCloseTo(0, within(1e-6));
        assertThat(r.table()).contains("win share [95% CI]", "rating [95% CI]", "mcts:5", "greedy", "random");
    }

    @Test
    void twoContestantsInFourSeatsSitTwiceAndTheirSharesAreOfTheGames() {
        TournamentResult r = Tournament.of(THREE.subList(1, 3)).players(4).games(4).seed(5).run();
        assertThat(r.stats()).extracting(TournamentResult.Stats::seats).containsExactly(2, 2);
        assertThat(r.stats().get(0).winShare() + r.stats().get(1).winShare()).isCloseTo(1, within(1e-9));
        assertThat(r.stats().get(0).games()).isEqualTo(4);
    }

    @Test
    void resultsDoNotDependOnTheNumberOfThreads() {
        List<String> one = described(Tournament.of(THREE).players(3).games(6).seed(3).threads(1).run());
        assertThat(described(Tournament.of(THREE).players(3).games(6).seed(3).threads(2).run())).isEqualTo(one);
        assertThat(described(Tournament.of(THREE).players(3).games(6).seed(3).threads(16).run())).as("more threads than games")
                .isEqualTo(one);
        assertThat(described(Tournament.of(THREE).players(3).games(6).seed(3).threads(2).path(Match.Path.TYPED).run()))
                .as("the typed path plays the same games").isEqualTo(one);
        assertThat(described(Tournament.of(THREE).players(3).games(6).seed(4).threads(1).run())).isNotEqualTo(one);
    }

    @Test
    void aGameIsTheSameAsASingleMatchWithTheSameSeeds() {
        TournamentResult r = Tournament.of(THREE).players(3).games(3).seed(8).records(true).threads(1).run();
        GameResult g = r.games().get(2);
        List<Bot> bots = new ArrayList<>();
        for (int seat = 0; seat < 3; seat++) {
            bots.add(THREE.get(g.seating()[seat]).factory().apply(Tournament.botSeed(g.seed(), seat)));
        }
        assertThat(Match.play(GameSetup.of(3, g.seed()), bots, g.seed())).isEqualTo(g.match());
        assertThat(g.record()).isEqualTo(g.match().record());
    }

    @Test
    void recordsAreKeptOnRequestAndReplayToTheStandings() throws Exception {
        TournamentResult without = Tournament.of(THREE.subList(1, 3)).games(2).seed(2).run();
        assertThat(without.games()).allSatisfy(g -> assertThat(g.record()).isNull());
        TournamentResult with = Tournament.of(THREE.subList(1, 3)).games(2).seed(2).records(true).run();
        for (GameResult g : with.games()) {
            Game replayed = g.record().replay();
            assertThat(replayed.position().standings()).isEqualTo(g.match().standings());
        }
    }

    /** Fails at its n-th decision. */
    private static Bot failingAt(int n, long seed) {
        RandomBot inner = new RandomBot(seed);
        int[] asked = {0};
        return (io.github.tongiaki.bots.FastBot) game -> {
            if (++asked[0] == n) {
                throw new IllegalStateException("tired after " + (n - 1) + " decisions");
            }
            return inner.chooseId(game);
        };
    }

    @Test
    void aFailingBotStopsTheTournamentWithTheGameAndItsRecordUpToTheFailure() throws Exception {
        List<Contestant> lineup = List.of(new Contestant("random", RandomBot::new), new Contestant("tired", s -> failingAt(5, s)));
        assertThatThrownBy(() -> Tournament.of(lineup).games(4).seed(1).threads(1).run()).isInstanceOfSatisfying(GameFailedException.class,
                e -> {
                    assertThat(e.getMessage()).startsWith("game 0 (seed " + Tournament.dealSeed(1, 0) + ", seats random,tired): seat 1 (tired)"
                            + " failed after ").endsWith("tired after 4 decisions");
                    assertThat(e.game().failed()).isTrue();
                    assertThat(e.getCause()).isSameAs(e.game().match().failure());
                    assertThat(e.game().record().choices()).hasSize(e.game().match().decisions());
                    try {
                        assertThat(e.game().record().replay().isOver()).isFalse();
                    } catch (Exception x) {
                        throw new AssertionError(x);
                    }
                });
    }

    @Test
    void aTournamentThatContinuesKeepsTheFailedGamesOutOfTheStatistics() {
        List<Contestant> lineup = List.of(new Contestant("random", RandomBot::new), new Contestant("tired", s -> failingAt(30, s)));
        TournamentResult r = Tournament.of(lineup).games(6).seed(1).onFailure(Tournament.OnFailure.CONTINUE).run();
        assertThat(r.games()).hasSize(6);
        assertThat(r.failures()).isNotEmpty().allSatisfy(g -> assertThat(g.record()).isNotNull());
        int ended = r.games().size() - r.failures().size();
        assertThat(r.stats()).allSatisfy(s -> assertThat(s.games()).isEqualTo(ended));
        assertThat(r.json()).contains("\"failed\":" + r.failures().size());
    }

    @Test
    void progressHearsOfEveryGameOnceAndOfTheEnd() {
        AtomicInteger finished = new AtomicInteger();
        List<Integer> done = Collections.synchronizedList(new ArrayList<>());
        Progress p = new Progress() {
            @Override
            public void gameEnded(int d, int total, GameResult game) {
                assertThat(total).isEqualTo(6);
                done.add(d);
            }

            @Override
            public void finished() {
                finished.incrementAndGet();
            }
        };
        Tournament.of(THREE.subList(1, 3)).games(6).threads(3).progress(p).run();
        assertThat(done).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(finished).hasValue(1);
    }

    @Test
    void setUpsOfTheirOwnArePlayedAndMustFitTheSeats() {
        TournamentResult r = Tournament.of(THREE.subList(1, 3)).games(2)
                .setups(s -> GameSetup.builder().players(Colour.BLUE, Colour.RED).seed(s).tileSource(TileSource.chance()).build()).run();
        assertThat(r.failures()).isEmpty();
        assertThatThrownBy(() -> Tournament.of(THREE.subList(1, 3)).games(2).setups(s -> GameSetup.of(3, s)).run())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("has 3 players, the tournament 2 seats");
    }

    @Test
    void badSettingsAreRefused() {
        assertThatThrownBy(() -> Tournament.of(List.of())).hasMessage("a tournament needs 1 to 6 contestants, got 0");
        assertThatThrownBy(() -> Tournament.of(THREE).players(2)).hasMessage("3 contestants need at least 3 seats, got 2");
        assertThatThrownBy(() -> Tournament.of(THREE).players(7)).hasMessage("Tongiaki is for 2-6 players, got 7");
        assertThatThrownBy(() -> Tournament.of(THREE).games(0)).hasMessage("a tournament needs at least one game, got 0");
        assertThatThrownBy(() -> Tournament.of(THREE).threads(0)).hasMessage("a tournament needs at least one thread, got 0");
        assertThatThrownBy(() -> Tournament.of(THREE).games(3).playGame(3)).hasMessage("the tournament has games 0..2, got 3");
        assertThatThrownBy(() -> new Contestant(" ", RandomBot::new)).hasMessage("a contestant needs a name");
        assertThat(Tournament.defaultThreads()).isEqualTo(Runtime.getRuntime().availableProcessors());
    }
}
