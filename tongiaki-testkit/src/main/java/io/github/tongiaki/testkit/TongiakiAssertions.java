package io.github.tongiaki.testkit;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.events.GameEvent;
import java.util.List;

/**
 * The entry point of the testkit's AssertJ assertions. Import it statically next to AssertJ's own
 * {@code Assertions.assertThat}: the overloads here are more specific and win.
 *
 * <pre>{@code
 * import static io.github.tongiaki.testkit.TongiakiAssertions.assertThat;
 *
 * Game game = Positions.scenario(BLUE, RED).boats("Tonga", 1, "B+R").build();
 * assertThat(game).isWaitingFor(DecisionKind.TURN_ACTION, BLUE).offersExactly("expand Tonga", "settle");
 * assertThat(game.apply("expand Tonga")).containsTypesInOrder(BoatsPlaced.class, EmigrationStarted.class);
 * assertThat(game).hasBoatsOn("Tonga/1", "-").hasSupply(BLUE, 14);
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
     * {@return assertions on them}
     *
     * @param events the events of a step, e.g. the result of {@code Game.apply}
     */
    public static EventsAssert assertThat(List<GameEvent> events) {
        return new EventsAssert(events);
    }

    /**
     * The same as {@link #assertThat(List)}, for lists of a subtype of {@link GameEvent}.
     *
     * @param events events
     * @return assertions on them
     */
    public static EventsAssert assertThatEvents(List<? extends GameEvent> events) {
        return new EventsAssert(events);
    }
}
