package io.github.tongiaki.testkit;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThat;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThatEvents;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.events.GameEvent.BoatsPlaced;
import io.github.tongiaki.core.events.GameEvent.TurnEnded;
import io.github.tongiaki.core.events.GameEvent.TurnStarted;
import java.util.List;
import org.assertj.core.api.ListAssert;
import org.junit.jupiter.api.Test;

/**
 * The testkit's entry points and AssertJ's, both imported statically by name: this class compiling is
 * the test that they do not clash (issue 15), and each call must reach the intended assertion.
 */
class StaticImportsTest {

    private static Game expanded() {
        Game game = Positions.scenario(BLUE, RED).boats("Tonga", 1, "B+R").build();
        game.apply("expand Tonga");
        return game;
    }

    @Test
    void everyEntryPointResolvesNextToAssertJs() {
        Game game = expanded();
        Decision decision = game.decision();
        List<GameEvent> events = game.apply("beaches Tonga/2");

        GameAssert gameAssert = assertThat(game);
        DecisionAssert decisionAssert = assertThat(decision);
        EventsAssert eventsAssert = assertThatEvents(events);
        ListAssert<GameEvent> plainList = assertThat(events);        // AssertJ's, not shadowed
        gameAssert.hasBoatsOn("Tonga/2", "B").hasSupply(BLUE, 13);
        decisionAssert.isWaitingFor(DecisionKind.PLACE_BOATS, BLUE).hasOptionCount(6);
        eventsAssert.containsExactlyTypes(BoatsPlaced.class, TurnEnded.class, TurnStarted.class);
        plainList.hasSize(3);
        assertThat("AssertJ's String assertions").startsWith("AssertJ");
        assertThat(3).isPositive();
    }

    @Test
    void theExampleOfTongiakiAssertions() {
        // as in the class comment of TongiakiAssertions
        Game game = Positions.scenario(BLUE, RED).boats("Tonga", 1, "B").build();
        assertThat(game).isWaitingFor(DecisionKind.TURN_ACTION, BLUE).offersExactly("expand Tonga", "settle");
        game.apply("expand Tonga");
        assertThatEvents(game.apply("beaches Tonga/2")).containsTypesInOrder(BoatsPlaced.class, TurnEnded.class).hasSize(3);
        assertThat(game).hasBoatsOn("Tonga/2", "B").hasSupply(BLUE, 13);
        assertThat(game.position().tiles()).hasSize(1);                       // AssertJ's own
    }

    @Test
    void eventsAreAnAssertJListAssertion() {
        List<GameEvent> events = expanded().apply("beaches Tonga/2");
        assertThatEvents(events)
                .hasSize(3)
                .isNotEmpty()
                .doesNotContainNull()
                .hasOnlyElementsOfTypes(BoatsPlaced.class, TurnEnded.class, TurnStarted.class)
                .has(1, TurnStarted.class)                          // the testkit's, on the same chain
                .first().isInstanceOf(BoatsPlaced.class);
        // AssertJ's navigation and filters keep the testkit's assertions
        assertThatEvents(events).filteredOn(TurnStarted.class::isInstance).hasSize(1).containsExactlyTypes(TurnStarted.class);
        assertThatEvents(events).element(1).isEqualTo(events.get(1));
        assertThatEvents(events).extracting(e -> e.getClass().getSimpleName())
                .containsExactly("BoatsPlaced", "TurnEnded", "TurnStarted");
        assertThatThrownBy(() -> assertThatEvents(events).hasSize(2))
                .isInstanceOf(AssertionError.class).hasMessageContaining("Expected size: 2 but was: 3");
        assertThatThrownBy(() -> assertThatEvents(List.<GameEvent>of()).isNotEmpty())
                .isInstanceOf(AssertionError.class).hasMessageContaining("Expecting actual not to be empty");
    }

    @Test
    void lastEventsIsTheSameListAssertion() {
        Game game = expanded();
        game.apply("beaches Tonga/2");
        assertThat(game).lastEvents().hasSize(3).last().isInstanceOf(TurnStarted.class);
    }

    @Test
    void theEventsOfASubtypeToo() {
        List<GameEvent> events = expanded().apply("beaches Tonga/2");
        List<TurnStarted> started = events.stream().filter(TurnStarted.class::isInstance).map(TurnStarted.class::cast).toList();
        assertThatEvents(started).hasSize(1).has(1, TurnStarted.class).contains(started.get(0));
    }
}
