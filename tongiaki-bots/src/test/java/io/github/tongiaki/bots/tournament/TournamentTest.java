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
import java.util.HashSet;
import java.util.Set;
import java.time.Duration;
import io.github.tongiaki.bots.FastBot;
import io.github.tongiaki.bots.TimeControl;
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
                    assertThat(e.getMessage()).startsWith("game 0 (seed " + Tournament.dealSeed(1, 0) + ", seats random,tired): contestant tired"
                            + " failed after ").contains(" in seat 1 (").contains(") threw at decision #").endsWith("tired after 4 decisions");
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
    void eachDistinctSeatingOfADealIsPlayedOnce() {
        // Two contestants in four seats: rotations 0 and 2 (1 and 3) seat the same contestants, so two games per deal.
        Tournament t = Tournament.of(THREE.subList(1, 3)).players(4).games(8).seed(5).threads(2);
        assertThat(t.seatings()).containsExactly(0, 1);
        assertThat(t.gamesPerDeal()).isEqualTo(2);
        assertThat(t.deals()).isEqualTo(4);
        TournamentResult r = t.run();
        assertThat(r.games()).hasSize(8);
        Set<String> distinct = new HashSet<>();
        for (GameResult g : r.games()) {
            assertThat(distinct.add(g.seed() + Arrays.toString(g.seating()))).as("game %d is a repeat", g.index()).isTrue();
        }
        assertThat(Tournament.distinctRotations(4, 2)).containsExactly(0, 1);
        assertThat(Tournament.distinctRotations(4, 3)).containsExactly(0, 1, 2, 3);
        assertThat(Tournament.distinctRotations(6, 2)).containsExactly(0, 1);
        assertThat(Tournament.distinctRotations(6, 3)).containsExactly(0, 1, 2);
        assertThat(Tournament.distinctRotations(3, 2)).containsExactly(0, 1, 2);
        assertThat(Tournament.distinctRotations(4, 1)).containsExactly(0);
        assertThat(Tournament.of(THREE.subList(1, 3)).players(4).games(3).games()).isEqualTo(4);
        assertThatThrownBy(() -> Tournament.distinctRotations(2, 3)).hasMessage("a line-up needs 1 to 2 contestants in 2 seats, got 3");
    }

    @Test
    void d19BotSeedsAreOneWayDeterministicAndDifferPerSeat() {
        long deal = Tournament.dealSeed(2026, 0);
        assertThat(Tournament.botSeed(deal, 0)).isEqualTo(Tournament.botSeed(deal, 0));
        Set<Long> seeds = new HashSet<>();
        for (int seat = 0; seat < 6; seat++) {
            seeds.add(Tournament.botSeed(deal, seat));
        }
        assertThat(seeds).hasSize(6).doesNotContain(deal);
        // Neither the old invertible mix nor a simple offset of the deal seed.
        assertThat(Tournament.botSeed(deal, 1)).isNotEqualTo(deal * 31 + 1);
        assertThat(Tournament.botSeed(deal, 1) - Tournament.botSeed(deal, 0)).isNotEqualTo(Tournament.botSeed(deal + 1, 1)
                - Tournament.botSeed(deal + 1, 0));
        // SHA-256 of the deal seed's 8 bytes and the seat's 4 bytes, first 8 bytes big-endian: a fixed known value.
        assertThat(Tournament.botSeed(0, 0)).isEqualTo(sha256Head(new byte[12]));
    }

    private static long sha256Head(byte[] bytes) {
        try {
            byte[] d = java.security.MessageDigest.getInstance("SHA-256").digest(bytes);
            long v = 0;
            for (int i = 0; i < 8; i++) {
                v = v << 8 | (d[i] & 0xFF);
            }
            return v;
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aBotOutOfTimeLosesItsGamesWhichCountRankedLast() {
        FastBot slow = game -> {
            try {
                Thread.sleep(1_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return 0;
        };
        List<Contestant> lineup = List.of(new Contestant("random", RandomBot::new), new Contestant("slow", s -> slow));
        TournamentResult r = Tournament.of(lineup).games(4).seed(3).threads(2).timeControl(TimeControl.perMove(Duration.ofMillis(30))).run();
        assertThat(r.failures()).isEmpty();
        assertThat(r.timeLosses()).hasSize(4);
        assertThat(r.stats()).extracting(TournamentResult.Stats::games).containsOnly(4);
        assertThat(r.stats().get(1).winShare()).isZero();
        assertThat(r.stats().get(1).meanRank()).isEqualTo(2);
        // A sweep: the ratings cannot be estimated, and the tables say so.
        assertThat(r.stats()).allSatisfy(s -> {
            assertThat(s.ratingEstimable()).isFalse();
            assertThat(s.rating()).isNaN();
        });
        assertThat(r.table()).contains(TournamentResult.NOT_ESTIMABLE).contains("lost on time: game 0, seat ").contains("slow) after ");
        assertThat(r.markdown()).contains("| " + TournamentResult.NOT_ESTIMABLE + " |");
        assertThat(r.json()).contains("\"lost_on_time\":4").contains("\"rating\":null").contains("\"rating_estimable\":false");
        // Under FAIL the same games fail, and the tournament stops (or continues without them).
        assertThatThrownBy(() -> Tournament.of(lineup).games(2).seed(3).threads(1)
                .timeControl(TimeControl.perMove(Duration.ofMillis(30)).withOnTimeout(TimeControl.OnTimeout.FAIL)).run())
                .isInstanceOf(GameFailedException.class).hasMessageContaining("ran out of time");
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
