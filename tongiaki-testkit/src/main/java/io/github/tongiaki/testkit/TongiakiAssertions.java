package io.github.tongiaki.testkit;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.events.GameEvent;
import java.util.List;

/**
 * The entry point of the testkit's AssertJ assertions: {@link #assertThat(Game)},
 * {@link #assertThat(Decision)} and {@link #assertThatEvents(List)}. Import them statically next to
 * AssertJ's own {@code Assertions.assertThat}: the two {@code assertThat} overloads here take types
 * AssertJ has no overload for, so they are the more specific ones and win, and the events have their
 * own name, so {@code assertThat(aList)} stays AssertJ's.
 *
 * <pre>{@code
 * import static io.github.tongiaki.testkit.TongiakiAssertions.assertThat;
 * import static io.github.tongiaki.testkit.TongiakiAssertions.assertThatEvents;
 * import static org.assertj.core.api.Assertions.assertThat;
 *
 * Game game = Positions.scenario(BLUE, RED).boats("Tonga", 1, "B").build();
 * assertThat(game).isWaitingFor(DecisionKind.TURN_ACTION, BLUE).offersExactly("expand Tonga", "settle");
 * game.apply("expand Tonga");
 * assertThatEvents(game.apply("beaches Tonga/2")).containsTypesInOrder(BoatsPlaced.class, TurnEnded.class).hasSize(3);
 * assertThat(game).hasBoatsOn("Tonga/2", "B").hasSupply(BLUE, 13);
 * assertThat(game.position().tiles()).hasSize(1);                       // AssertJ's own
 * }</pre>
 */
public final class TongiakiAssertions {

    private TongiakiAssertions() {
    }

    /**
     * {@return assertions on it}
     *
     * @param game a game
     */
    public static GameAssert assertThat(Game game) {
        return new GameAssert(game);
    }

    /**
     * {@return assertions on it}
     *
     * @param decision a decision
     */
    public static DecisionAssert assertThat(Decision decision) {
        return new DecisionAssert(decision);
    }

    /**
     * {@return AssertJ list assertions on them, with assertions by event type and content added}
     *
     * @param events events, e.g. the result of {@code Game.apply} or {@code Game.lastEvents()}
     */
    public static EventsAssert assertThatEvents(List<? extends GameEvent> events) {
        return new EventsAssert(events);
    }
}
