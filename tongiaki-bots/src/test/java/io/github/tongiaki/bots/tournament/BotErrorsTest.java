package io.github.tongiaki.bots.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.bots.BotFailedException;
import io.github.tongiaki.bots.FastBot;
import io.github.tongiaki.bots.RandomBot;
import io.github.tongiaki.bots.Straggler;
import io.github.tongiaki.bots.TimeControl;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Finding 4 of issue 45: whatever a bot throws, errors included, is the bot's failure, with and without clocks; a
 * tournament under {@link Tournament.OnFailure#CONTINUE} goes on; a bot that ignores the interrupt is reported, on a
 * daemon thread; ratings of a tournament whose every game failed say they cannot be estimated.
 */
class BotErrorsTest {

    /** An error of the bot's own. */
    static final class BotsOwnError extends Error {
        private static final long serialVersionUID = 1L;

        BotsOwnError() {
            super("the bot's own error");
        }
    }

    private static int deep(int n) {
        return deep(n + 1) + 1;
    }

    /** A bot that plays at random and throws at its third decision. */
    private static FastBot throwing(long seed, Supplier<Throwable> what) {
        RandomBot inner = new RandomBot(seed);
        int[] asked = {0};
        return game -> {
            if (++asked[0] == 3) {
                Throwable t = what.get();
                if (t instanceof Error e) {
                    throw e;
                }
                throw (RuntimeException) t;
            }
            return inner.chooseId(game);
        };
    }

    static Stream<Arguments> errors() {
        Supplier<Throwable> overflow = () -> {
            deep(0); // a real overflow, out of the bot's own call
            throw new IllegalStateException("no overflow");
        };
        Supplier<Throwable> assertion = () -> new AssertionError("a broken invariant of the bot's");
        Supplier<Throwable> own = BotsOwnError::new;
        Stream.Builder<Arguments> out = Stream.builder();
        for (TimeControl clocks : List.of(TimeControl.NONE, TimeControl.perMove(Duration.ofSeconds(20)))) {
            out.add(Arguments.of(StackOverflowError.class, overflow, clocks));
            out.add(Arguments.of(AssertionError.class, assertion, clocks));
            out.add(Arguments.of(BotsOwnError.class, own, clocks));
        }
        return out.build();
    }

    @ParameterizedTest(name = "{0}, clocks {2}")
    @MethodSource("errors")
    void anErrorABotThrowsIsItsFailureAndTheTournamentGoesOn(Class<? extends Throwable> type, Supplier<Throwable> what,
            TimeControl clocks) {
        List<Contestant> lineup = List.of(new Contestant("random", RandomBot::new), new Contestant("broken", s -> throwing(s, what)));
        TournamentResult r = Tournament.of(lineup).games(4).seed(3).threads(2).timeControl(clocks)
                .onFailure(Tournament.OnFailure.CONTINUE).run();
        assertThat(r.games()).hasSize(4);
        assertThat(r.failures()).hasSize(4).allSatisfy(g -> {
            assertThat(g.match().failure()).isInstanceOfSatisfying(BotFailedException.class, f -> {
                assertThat(f.reason()).isEqualTo(BotFailedException.Reason.THREW);
                assertThat(f.getCause()).isInstanceOf(type);
                assertThat(r.contestants().get(g.seating()[f.seat()]).name()).isEqualTo("broken");
            });
            assertThat(g.record()).isNotNull();
            assertThat(g.record().choices()).hasSize(g.match().decisions()).isNotEmpty();
        });
        assertThat(r.table()).doesNotContain("NaN").contains("failed: 4 games of 4");
    }

    @Test
    void theRatingsOfATournamentWhoseEveryGameFailedAreNotEstimable() {
        List<Contestant> lineup = List.of(new Contestant("random", RandomBot::new),
                new Contestant("broken", s -> throwing(s, () -> new IllegalStateException("no"))));
        TournamentResult r = Tournament.of(lineup).games(2).seed(1).onFailure(Tournament.OnFailure.CONTINUE).run();
        assertThat(r.stats()).allSatisfy(s -> {
            assertThat(s.ratingEstimable()).isFalse();
            assertThat(s.ratingText()).isEqualTo(TournamentResult.NO_GAME_ENDED).isEqualTo("not estimable (no game ended)");
        });
        assertThat(r.table()).contains("not estimable (no game ended)").doesNotContain("NaN");
        assertThat(r.markdown()).contains("not estimable (no game ended)").doesNotContain("NaN");
        assertThat(r.json()).doesNotContain("NaN").contains("\"rating_estimable\":false");
    }

    @Test
    void theThreadsOfAnUntimedTournamentAreDaemons() {
        ConcurrentLinkedQueue<Boolean> daemon = new ConcurrentLinkedQueue<>();
        Tournament.of(List.of(new Contestant("random", RandomBot::new), new Contestant("looking", s -> {
            RandomBot inner = new RandomBot(s);
            return (FastBot) game -> {
                daemon.add(Thread.currentThread().isDaemon());
                return inner.chooseId(game);
            };
        }))).games(2).seed(1).threads(2).run();
        assertThat(daemon).isNotEmpty().containsOnly(true);
    }

    @Test
    void aBotThatIgnoresTheInterruptIsReportedOnADaemonThread() throws Exception {
        ConcurrentLinkedQueue<Thread> threads = new ConcurrentLinkedQueue<>();
        CountDownLatch stopped = new CountDownLatch(2);
        List<Contestant> lineup = List.of(new Contestant("random", RandomBot::new), new Contestant("deaf", s -> new FastBot() {
            @Override
            public int chooseId(io.github.tongiaki.core.engine.Game game) {
                threads.add(Thread.currentThread());
                long until = System.nanoTime() + Duration.ofMillis(700).toNanos();
                while (System.nanoTime() < until) {
                    Thread.interrupted(); // deaf to the interrupt
                }
                stopped.countDown();
                return 0;
            }

            @Override
            public String toString() {
                return "deaf";
            }
        }));
        TournamentResult r = Tournament.of(lineup).games(2).seed(1).threads(2)
                .timeControl(TimeControl.perMove(Duration.ofMillis(50))).onFailure(Tournament.OnFailure.CONTINUE).run();
        assertThat(r.timeLosses()).hasSize(2);
        List<Straggler> late = r.stragglers();
        assertThat(late).hasSize(2).allSatisfy(s -> {
            assertThat(s.bot()).isEqualTo("deaf");
            assertThat(s.overrun()).isGreaterThanOrEqualTo(Duration.ofMillis(100));
        });
        assertThat(threads).hasSize(2).allSatisfy(t -> assertThat(t.isDaemon()).isTrue());
        assertThat(r.table()).contains("still running: game 0, deaf: bot deaf in seat ", "ignored the interrupt and kept running");
        assertThat(stopped.await(10, TimeUnit.SECONDS)).isTrue();
        Thread.sleep(20);
        assertThat(late).allSatisfy(s -> {
            assertThat(s.running()).isFalse();
            assertThat(s.overrun()).isBetween(Duration.ofMillis(300), Duration.ofSeconds(5));
        });
    }

    /** A hostile bot: its toString, its throwable's getMessage and its close all throw, errors at that. */
    static final class Hostile implements FastBot, AutoCloseable {
        @Override
        public int chooseId(io.github.tongiaki.core.engine.Game game) {
            throw new Error() {
                private static final long serialVersionUID = 1L;

                @Override
                public String getMessage() {
                    throw new AssertionError("no message for you");
                }
            };
        }

        @Override
        public void close() {
            throw new AssertionError("no close either");
        }

        @Override
        public String toString() {
            throw new StackOverflowError();
        }
    }

    @Test
    void aHostileBotWhoseNameMessageAndCloseThrowStillOnlyFailsItsGames() {
        TournamentResult r = Tournament.of(List.of(new Contestant("random", RandomBot::new), new Contestant("hostile", s -> new Hostile())))
                .games(2).seed(1).onFailure(Tournament.OnFailure.CONTINUE).run();
        assertThat(r.failures()).hasSize(2).allSatisfy(g -> assertThat(g.match().failure()).isInstanceOfSatisfying(BotFailedException.class,
                f -> assertThat(f.bot()).isEqualTo(Hostile.class.getName())));
    }
}
