package io.github.tongiaki.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Clocks for every bot: small durations, so the class takes a few seconds. */
class TimeControlTest {

    /** Answers the first option, after sleeping at its n-th decision. */
    private static FastBot sleepingAt(int n, long millis) {
        int[] asked = {0};
        return new FastBot() {
            @Override
            public int chooseId(Game game) {
                if (++asked[0] == n) {
                    try {
                        Thread.sleep(millis);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return 0;
            }

            @Override
            public String toString() {
                return "sleepy";
            }
        };
    }

    @Test
    void textAndParseRoundTrip() {
        TimeControl c = TimeControl.perGame(Duration.ofSeconds(5)).withPerMove(Duration.ofMillis(250)).withIncrement(Duration.ofMillis(20))
                .withOnTimeout(TimeControl.OnTimeout.FAIL);
        assertThat(c.text()).isEqualTo("move=250ms,game=5000ms,increment=20ms,on-timeout=fail");
        assertThat(TimeControl.parse(c.text())).isEqualTo(c);
        assertThat(TimeControl.parse(" on-timeout=loss , move=100ms")).isEqualTo(TimeControl.perMove(Duration.ofMillis(100)));
        assertThat(TimeControl.parse("none")).isEqualTo(TimeControl.NONE);
        assertThat(TimeControl.NONE.text()).isEqualTo("none");
        assertThat(TimeControl.NONE.isSet()).isFalse();
        assertThat(TimeControl.perMove(Duration.ofMillis(1)).isSet()).isTrue();
        assertThat(TimeControl.of(Duration.ZERO, Duration.ofMillis(9), Duration.ZERO, TimeControl.OnTimeout.LOSS))
                .isEqualTo(TimeControl.perGame(Duration.ofMillis(9)));
    }

    @Test
    void badTimeControlsAreRefusedWithWhatWasWrong() {
        assertThatThrownBy(() -> TimeControl.parse("move=100")).hasMessage("move needs a duration in milliseconds such as 100ms, got '100' in"
                + " 'move=100'");
        assertThatThrownBy(() -> TimeControl.parse("move=0ms")).hasMessage("move needs at least 1ms, got '0ms' in 'move=0ms'");
        assertThatThrownBy(() -> TimeControl.parse("move=1ms,move=2ms")).hasMessage("move given twice in the time control 'move=1ms,move=2ms'");
        assertThatThrownBy(() -> TimeControl.parse("move=1ms,on-timeout=draw")).hasMessageStartingWith("on-timeout is loss or fail, got 'draw'");
        assertThatThrownBy(() -> TimeControl.parse("on-timeout=loss")).hasMessageStartingWith("a time control sets move=Nms or game=Nms");
        assertThatThrownBy(() -> TimeControl.parse("hour=1ms")).hasMessageStartingWith("not a part of a time control: 'hour=1ms'");
        assertThatThrownBy(() -> TimeControl.perMove(Duration.ZERO)).hasMessage("a time per move must be positive, got PT0S");
        assertThatThrownBy(() -> TimeControl.perMove(Duration.ofMillis(5)).withIncrement(Duration.ofMillis(1)))
                .hasMessageStartingWith("an increment is added to a game clock");
        assertThatThrownBy(() -> TimeControl.perMove(Duration.ofMillis(-5))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aBotThatSleepsPastItsMoveLosesTheGameRankedLastAndTheRecordIsKept() throws Exception {
        GameSetup setup = GameSetup.of(3, 4);
        TimeControl clocks = TimeControl.perMove(Duration.ofMillis(60));
        Match.Result r = Match.play(setup, List.of(new RandomBot(1), sleepingAt(3, 2_000), new RandomBot(2)), 5, Match.Path.FAST, null, clocks);
        assertThat(r.lostOnTime()).isTrue();
        assertThat(r.failed()).isFalse();
        assertThat(r.failedSeat()).isOne();
        Colour loser = setup.players().get(1);
        assertThat(r.standings()).hasSize(3);
        assertThat(r.standings().get(2).colour()).isEqualTo(loser);
        assertThat(r.standings().get(2).rank()).isEqualTo(3);
        assertThat(r.failure()).isInstanceOfSatisfying(BotFailedException.class, f -> {
            assertThat(f.reason()).isEqualTo(BotFailedException.Reason.TIMED_OUT);
            assertThat(f.allowed()).isEqualTo(Duration.ofMillis(60));
            assertThat(f.elapsed()).isGreaterThanOrEqualTo(Duration.ofMillis(60)).isLessThan(Duration.ofMillis(1_500));
            assertThat(f.getMessage()).startsWith("bot sleepy in seat 1 (" + loser + ") ran out of time at decision #" + r.decisions() + " (")
                    .contains("of 60.0 ms it had");
        });
        Game replayed = r.record().replay();
        assertThat(replayed.decider()).isEqualTo(loser);
        assertThat(replayed.isOver()).isFalse();
    }

    @Test
    void underOnTimeoutFailTheGameFailsWithoutStandings() {
        TimeControl clocks = TimeControl.perMove(Duration.ofMillis(40)).withOnTimeout(TimeControl.OnTimeout.FAIL);
        Match.Result r = Match.play(GameSetup.of(2, 4), List.of(sleepingAt(2, 2_000), new RandomBot(2)), 5, Match.Path.TYPED, null, clocks);
        assertThat(r.failed()).isTrue();
        assertThat(r.lostOnTime()).isFalse();
        assertThat(r.standings()).isEmpty();
        assertThat(((BotFailedException) r.failure()).reason()).isEqualTo(BotFailedException.Reason.TIMED_OUT);
        assertThat(r.record().choices()).hasSize(r.decisions());
    }

    @Test
    void aBotThatSpinsAndIgnoresTheInterruptIsNotWaitedFor() {
        long[] spun = {0};
        FastBot spinner = game -> {
            long end = System.nanoTime() + 1_500_000_000L;
            while (System.nanoTime() < end) {
                spun[0]++;
            }
            return 0;
        };
        long t0 = System.nanoTime();
        Match.Result r = Match.play(GameSetup.of(2, 9), List.of(spinner, new RandomBot(1)), 0, Match.Path.FAST, null,
                TimeControl.perMove(Duration.ofMillis(50)));
        long took = (System.nanoTime() - t0) / 1_000_000;
        assertThat(r.lostOnTime()).isTrue();
        assertThat(r.decisions()).isZero();
        assertThat(took).as("ms until the match gave up").isLessThan(1_000);
    }

    @Test
    void everyBotIsToldItsTimeBeforeEachDecisionAndTheGameClockRunsWithItsIncrement() {
        List<Duration[]> heard = new ArrayList<>();
        FastBot listening = new FastBot() {
            @Override
            public int chooseId(Game game) {
                return 0;
            }

            @Override
            public void clock(Duration moveLeft, Duration gameLeft) {
                heard.add(new Duration[] {moveLeft, gameLeft});
            }
        };
        TimeControl clocks = TimeControl.perGame(Duration.ofSeconds(2)).withPerMove(Duration.ofMillis(500)).withIncrement(Duration.ofMillis(1));
        Match.Result r = Match.play(GameSetup.of(2, 3), List.of(listening, new RandomBot(4)), 0, Match.Path.FAST, null, clocks);
        assertThat(r.failure()).isNull();
        assertThat(heard).hasSizeGreaterThan(10);
        assertThat(heard.get(0)[1]).isEqualTo(Duration.ofSeconds(2));
        assertThat(heard.get(0)[0]).isEqualTo(Duration.ofMillis(500));
        for (Duration[] h : heard) {
            assertThat(h[0]).isEqualTo(h[1].compareTo(Duration.ofMillis(500)) < 0 ? h[1] : Duration.ofMillis(500));
            // Quick answers earn more increment than they use.
            assertThat(h[1]).isGreaterThan(Duration.ofMillis(1_900));
        }
        assertThat(heard.get(heard.size() - 1)[1]).isNotEqualTo(heard.get(0)[1]);
        // Without clocks the bot is not told anything, and the game is the same.
        heard.clear();
        Match.Result untimed = Match.play(GameSetup.of(2, 3), List.of(listening, new RandomBot(4)), 0);
        assertThat(heard).isEmpty();
        assertThat(untimed).isEqualTo(r);
    }

    @Test
    void mctsOnTimeKeepsWithinTheMoveItIsGiven() {
        MctsBot mcts = new MctsBot(MctsBot.Settings.timeBudget(Duration.ofSeconds(20)), 3);
        Game game = Game.start(GameSetup.of(2, 7));
        while (game.decisionKind() != io.github.tongiaki.core.engine.DecisionKind.TURN_ACTION && !game.isOver()) {
            game.applyOptionQuietly(0);
        }
        mcts.clock(Duration.ofMillis(150), TimeControl.UNLIMITED);
        long t0 = System.nanoTime();
        mcts.chooseId(game);
        // It plans to stop at 120 ms; a cold JIT or a busy machine may add a little, never the 20 s of its budget.
        assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(1_000);
        assertThat(mcts.lastPlayouts()).isPositive();
        // With a game clock only, a move spends at most an eighth of the game time left (here 50 ms of 400 ms).
        mcts.clock(Duration.ofMillis(400), Duration.ofMillis(400));
        t0 = System.nanoTime();
        mcts.chooseId(game);
        assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(400);
        // So a game clock with an increment lasts the whole game (the increment generous for a busy machine).
        MctsBot onTime = new MctsBot(MctsBot.Settings.timeBudget(Duration.ofSeconds(20)), 5);
        Match.Result r = Match.play(GameSetup.of(2, 7), List.of(onTime, new RandomBot(1)), 1, Match.Path.FAST, null,
                TimeControl.perGame(Duration.ofMillis(1_500)).withIncrement(Duration.ofMillis(80)));
        assertThat(r.failure()).as("%s", r).isNull();
        assertThat(r.standings()).hasSize(2);
    }

    @Test
    void aSearchUsesTheMoveLessAFifthAndAtMostAnEighthOfTheGameLeft() {
        Duration none = TimeControl.UNLIMITED;
        assertThat(TimeControl.searchNanos(none, none)).isEqualTo(Long.MAX_VALUE);
        assertThat(TimeControl.searchNanos(Duration.ofMillis(100), none)).isEqualTo(80_000_000L);
        assertThat(TimeControl.searchNanos(Duration.ofMillis(10), none)).as("a margin of 5 ms at least").isEqualTo(5_000_000L);
        assertThat(TimeControl.searchNanos(Duration.ofMillis(3), none)).as("never negative").isZero();
        assertThat(TimeControl.searchNanos(none, Duration.ofSeconds(8))).isEqualTo(1_000_000_000L);
        assertThat(TimeControl.searchNanos(Duration.ofMillis(100), Duration.ofMillis(400))).as("the smaller bound").isEqualTo(50_000_000L);
    }
}
