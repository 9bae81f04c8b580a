package io.github.tongiaki.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.GameRecord;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MatchTest {

    /** A typed bot (only {@code choose}): the first option. */
    private static final Bot FIRST = game -> game.decision().options().get(0);

    @Test
    void theTypedAndTheFastPathPlayTheSameGame() {
        GameSetup setup = GameSetup.of(3, 21);
        Match.Result fast = Match.play(setup, List.of(new GreedyBot(1), new RandomBot(2), new MctsBot(5, 3)), 9, Match.Path.FAST, null);
        Match.Result typed = Match.play(setup, List.of(new GreedyBot(1), new RandomBot(2), new MctsBot(5, 3)), 9, Match.Path.TYPED, null);
        assertThat(fast.failed()).isFalse();
        assertThat(typed).isEqualTo(fast);
        assertThat(fast.standings()).hasSize(3);
        assertThat(fast.decisions()).isGreaterThan(20);
    }

    @Test
    void theRecordReplaysToTheSameEnd() throws Exception {
        GameSetup setup = GameSetup.of(2, 4);
        Match.Result r = Match.play(setup, List.of(new RandomBot(1), FIRST), 0);
        GameRecord record = r.record();
        assertThat(record.choices()).hasSize(r.decisions());
        Game replayed = record.replay();
        assertThat(replayed.isOver()).isTrue();
        assertThat(replayed.position().standings()).isEqualTo(r.standings());
    }

    @Test
    void aBotThatThrowsEndsTheGameAndTheRecordUpToItIsKept() throws Exception {
        RuntimeException boom = new IllegalStateException("boom");
        int[] asked = {0};
        Bot failing = game -> {
            if (++asked[0] == 4) {
                throw boom;
            }
            return game.decision().options().get(0);
        };
        GameSetup setup = GameSetup.of(2, 8);
        for (Match.Path path : Match.Path.values()) {
            asked[0] = 0;
            Match.Result r = Match.play(setup, List.of(new RandomBot(5), failing), 0, path, null);
            assertThat(r.failed()).isTrue();
            assertThat(r.lostOnTime()).isFalse();
            assertThat(r.failure()).isInstanceOfSatisfying(BotFailedException.class, f -> {
                assertThat(f.getCause()).isSameAs(boom);
                assertThat(f.reason()).isEqualTo(BotFailedException.Reason.THREW);
                assertThat(f.seat()).isEqualTo(1);
                assertThat(f.colour()).isEqualTo(Colour.RED);
                assertThat(f.decision()).isEqualTo(r.decisions());
                assertThat(f.getMessage()).isEqualTo("bot " + failing + " in seat 1 (" + Colour.RED + ") threw at decision #" + r.decisions()
                        + " (" + f.kind() + "): boom");
            });
            assertThat(r.failedSeat()).isEqualTo(1);
            assertThat(r.standings()).isEmpty();
            // Seat 1 answered three times; the game stopped at its fourth decision.
            Game replayed = r.record().replay();
            assertThat(replayed.isOver()).isFalse();
            assertThat(replayed.decider()).isEqualTo(Colour.RED);
            assertThat(r.record().choices()).hasSize(r.decisions());
        }
    }

    @Test
    void anIdThatIsNoOptionIsTheBotsFailure() {
        FastBot wrong = game -> game.optionCount();
        Match.Result r = Match.play(GameSetup.of(2, 1), List.of(wrong, new RandomBot(1)), 0);
        assertThat(r.failed()).isTrue();
        assertThat(r.failedSeat()).isZero();
        assertThat(r.decisions()).isZero();
        assertThat(r.failure()).hasMessageStartingWith("bot " + wrong + " in seat 0 (").hasMessageContaining("answered no option at decision #0")
                .hasMessageContaining("chose option id").hasMessageContaining("which has option ids 0..");
        assertThat(((BotFailedException) r.failure()).reason()).isEqualTo(BotFailedException.Reason.NO_OPTION);
        assertThat(r.record().choices()).isEmpty();
        Bot foreign = game -> Game.start(GameSetup.of(2, 99)).copy().decision().options().get(0);
        for (Match.Path path : Match.Path.values()) {
            Match.Result typed = Match.play(GameSetup.of(2, 1), List.of(new RandomBot(1), foreign), 0, path, null);
            assertThat(typed.failed()).isTrue();
            assertThat(typed.failedSeat()).isOne();
            assertThat(typed.failure()).as(path.name()).hasMessageContaining("no option of");
            assertThat(typed.record().choices()).hasSize(typed.decisions());
        }
    }

    @Test
    void anOptionOfAnEarlierDecisionIsNoOptionEvenWithAValidId() {
        Option[] first = {null};
        Bot stale = game -> {
            if (first[0] == null) {
                first[0] = game.decision().options().get(0);
            }
            return first[0];
        };
        for (Match.Path path : Match.Path.values()) {
            first[0] = null;
            Match.Result r = Match.play(GameSetup.of(2, 5), List.of(stale, new RandomBot(2)), 0, path, null);
            assertThat(r.failed()).isTrue();
            assertThat(r.failedSeat()).isZero();
            assertThat(r.failure()).hasMessageContaining("no option of").hasMessageContaining("#" + first[0].decision());
            assertThat(r.record().choices()).hasSize(r.decisions());
        }
    }

    @Test
    void d19BotsAreHandedACopyWithAResampledStackNeverTheGameItself() {
        // Each bot decision gets a fresh copy: never the real game, never the same copy twice.
        List<Game> given = new ArrayList<>();
        List<Game> real = new ArrayList<>();
        FastBot keeper = game -> {
            given.add(game);
            return 0;
        };
        Match.play(GameSetup.of(2, 6), List.of(keeper, new RandomBot(3)), 1, Match.Path.FAST, new Match.Listener() {
            @Override
            public void started(Game game) {
                real.add(game);
                real.add(game.copy());
            }

            @Override
            public void chosen(Decision decision, Option option, boolean drawn, List<GameEvent> events, Game game) {
            }
        });
        assertThat(given).hasSizeGreaterThan(10).doesNotContain(real.get(0));
        // The first view is the real start determinized with the match's view seed of decision #0 (Match.viewSeed), as other
        // game runners (the web server, the terminal game) reproduce it: the same choices give the same events.
        Game firstView = given.get(0).copy();
        Game again = real.get(1).determinize(Match.viewSeed(1, 0));
        assertThat(given.get(0).decisionNumber()).isZero();
        for (int i = 0; i < 40 && !firstView.isOver(); i++) {
            assertThat(again.apply(again.decision().options().get(0))).isEqualTo(firstView.apply(firstView.decision().options().get(0)));
        }
        assertThat(new java.util.IdentityHashMap<Game, Boolean>() {
            {
                given.forEach(g -> put(g, true));
            }
        }).hasSize(given.size());
        // Playing the copy forward does not foretell the real draws: from the start, the same choices give other games.
        int differ = 0;
        for (long seed = 0; seed < 6; seed++) {
            Game[] view = {null};
            Game[] start = {null};
            FastBot peek = game -> {
                if (view[0] == null) {
                    view[0] = game.copy();
                }
                return 0;
            };
            Match.play(GameSetup.of(2, seed), List.of(peek, peek), 0, Match.Path.FAST, new Match.Listener() {
                @Override
                public void started(Game game) {
                    start[0] = game.copy();
                }

                @Override
                public void chosen(Decision decision, Option option, boolean drawn, List<GameEvent> events, Game game) {
                }
            });
            Game a = view[0];
            Game b = start[0];
            StringBuilder ta = new StringBuilder();
            StringBuilder tb = new StringBuilder();
            for (int i = 0; i < 60 && !a.isOver() && !b.isOver(); i++) {
                ta.append(a.apply(a.decision().options().get(0)));
                tb.append(b.apply(b.decision().options().get(0)));
            }
            differ += ta.toString().equals(tb.toString()) ? 0 : 1;
        }
        assertThat(differ).as("games whose copy drew the real tiles").isGreaterThanOrEqualTo(5);
    }

    /** A bot that answers as the inner bot, then plays with the game it was given: applies options, copies, determinizes. */
    private static final class Meddler implements Bot {
        private final Bot inner;
        private final java.util.SplittableRandom random;

        Meddler(Bot inner, long seed) {
            this.inner = inner;
            this.random = new java.util.SplittableRandom(seed);
        }

        @Override
        public Option choose(Game game) {
            Option o = inner.choose(game);
            meddle(game);
            return o;
        }

        @Override
        public int chooseId(Game game) {
            int id = inner.chooseId(game);
            meddle(game);
            return id;
        }

        private void meddle(Game game) {
            game.copy().applyOptionQuietly(random.nextInt(game.optionCount()));
            game.determinize(random.nextLong()).applyOptionQuietly(0);
            for (int i = random.nextInt(8); i > 0 && !game.isOver(); i--) {
                if (random.nextBoolean()) {
                    game.applyOptionQuietly(random.nextInt(game.optionCount()));
                } else {
                    game.apply(game.decision().options().get(random.nextInt(game.optionCount())));
                }
            }
        }

        @Override
        public String toString() {
            return "meddling " + inner;
        }
    }

    @Test
    void d19ABotThatChangesTheGameItIsGivenChangesNothingOfTheMatch() {
        // A property over random games and bots; -Dtongiaki.tries=N plays N times as many.
        int tries = 12 * Math.max(1, Integer.getInteger("tongiaki.tries", 1));
        java.util.SplittableRandom random = new java.util.SplittableRandom(2026);
        for (int t = 0; t < tries; t++) {
            int players = 2 + random.nextInt(3);
            long seed = random.nextLong();
            Match.Path path = random.nextBoolean() ? Match.Path.FAST : Match.Path.TYPED;
            int[] kinds = new int[players];
            boolean[] meddles = new boolean[players];
            for (int s = 0; s < players; s++) {
                kinds[s] = random.nextInt(3);
                meddles[s] = random.nextBoolean();
            }
            meddles[random.nextInt(players)] = true;
            List<Bot> plain = new ArrayList<>();
            List<Bot> meddling = new ArrayList<>();
            for (int s = 0; s < players; s++) {
                plain.add(bot(kinds[s], seed + s));
                meddling.add(meddles[s] ? new Meddler(bot(kinds[s], seed + s), seed ^ s) : bot(kinds[s], seed + s));
            }
            GameSetup setup = GameSetup.of(players, seed);
            Match.Result expected = Match.play(setup, plain, seed, path, null);
            Match.Result got = Match.play(setup, meddling, seed, path, null);
            assertThat(got).as("try %d: %d players, seed %d, %s", t, players, seed, path).isEqualTo(expected);
            assertThat(got.failed()).isFalse();
            assertThat(got.record().choices()).hasSize(got.decisions());
        }
    }

    private static Bot bot(int kind, long seed) {
        return switch (kind) {
            case 0 -> new RandomBot(seed);
            case 1 -> new GreedyBot(seed);
            default -> FIRST;
        };
    }

    @Test
    void theListenerSeesEveryChoiceWithItsEventsAndChanceIsDrawnForBotsThatDoNotDecideIt() {
        GameSetup setup = GameSetup.builder().players(Colour.BLUE, Colour.RED).seed(3).tileSource(TileSource.chance()).build();
        List<String> seen = new ArrayList<>();
        int[] draws = {0};
        int[] events = {0};
        Match.Result r = Match.play(setup, List.of(new RandomBot(1), new GreedyBot(2)), 7, Match.Path.FAST, new Match.Listener() {
            @Override
            public void chosen(Decision decision, Option option, boolean drawn, List<GameEvent> happened, Game game) {
                seen.add(option.text());
                assertThat(drawn).isEqualTo(decision.kind() == DecisionKind.CHANCE);
                draws[0] += drawn ? 1 : 0;
                events[0] += happened.size();
            }
        });
        assertThat(seen).isEqualTo(r.record().choices());
        assertThat(draws[0]).isPositive();
        assertThat(events[0]).isGreaterThan(seen.size());
        // The same seed draws the same tiles.
        assertThat(Match.play(setup, List.of(new RandomBot(1), new GreedyBot(2)), 7)).isEqualTo(r);
    }

    @Test
    void aBotThatDecidesChanceIsAskedTheDraws() {
        GameSetup setup = GameSetup.builder().players(Colour.BLUE, Colour.RED).seed(3).tileSource(TileSource.chance()).build();
        int[] asked = {0};
        java.util.SplittableRandom random = new java.util.SplittableRandom(4);
        Bot chooser = new Bot() {
            @Override
            public Option choose(Game game) {
                asked[0] += game.decisionKind() == DecisionKind.CHANCE ? 1 : 0;
                List<Option> options = game.decision().options();
                return options.get(random.nextInt(options.size()));
            }

            @Override
            public boolean decidesChance() {
                return true;
            }
        };
        Match.Result r = Match.play(setup, List.of(chooser, chooser), 0);
        assertThat(r.failed()).isFalse();
        assertThat(asked[0]).isPositive();
    }

    @Test
    void aLossOnTimeStandingsPutTheLoserLastAndRankTheOthersAmongThemselves() {
        List<io.github.tongiaki.core.board.Standing> now = List.of(
                new io.github.tongiaki.core.board.Standing(Colour.RED, 1, 9, 3, 2, io.github.tongiaki.core.board.Standing.TieBreak.SCORE),
                new io.github.tongiaki.core.board.Standing(Colour.BLUE, 2, 5, 2, 2, io.github.tongiaki.core.board.Standing.TieBreak.SHARED),
                new io.github.tongiaki.core.board.Standing(Colour.GREEN, 2, 5, 2, 2, io.github.tongiaki.core.board.Standing.TieBreak.SHARED));
        List<io.github.tongiaki.core.board.Standing> after = Match.lastPlaced(now, Colour.RED);
        assertThat(after).extracting(io.github.tongiaki.core.board.Standing::colour).containsExactly(Colour.BLUE, Colour.GREEN, Colour.RED);
        assertThat(after).extracting(io.github.tongiaki.core.board.Standing::rank).containsExactly(1, 1, 3);
        assertThat(after.get(2).score()).isEqualTo(9);
    }

    @Test
    void badArgumentsAreRefused() {
        assertThatThrownBy(() -> Match.play(GameSetup.of(3, 1), List.of(FIRST, FIRST), 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("3 seats need 3 bots, got 2");
        assertThatThrownBy(() -> Match.play(GameSetup.of(2, 1), List.of(FIRST, FIRST), 0, null, null))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Match.play(GameSetup.of(2, 1), List.of(FIRST, FIRST), 0, Match.Path.FAST, null, null))
                .isInstanceOf(NullPointerException.class).hasMessage("clocks");
    }
}
