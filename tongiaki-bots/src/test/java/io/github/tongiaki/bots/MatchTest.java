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
            assertThat(r.failure()).isSameAs(boom);
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
        assertThat(r.failure()).hasMessageContaining("chose option id").hasMessageContaining("which has option ids 0..");
        Bot foreign = game -> Game.start(GameSetup.of(2, 99)).copy().decision().options().get(0);
        Match.Result typed = Match.play(GameSetup.of(2, 1), List.of(new RandomBot(1), foreign), 0, Match.Path.TYPED, null);
        assertThat(typed.failure()).hasMessageContaining("no option of decision");
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
    void badArgumentsAreRefused() {
        assertThatThrownBy(() -> Match.play(GameSetup.of(3, 1), List.of(FIRST, FIRST), 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("3 seats need 3 bots, got 2");
        assertThatThrownBy(() -> Match.play(GameSetup.of(2, 1), List.of(FIRST, FIRST), 0, null, null))
                .isInstanceOf(NullPointerException.class);
    }
}
