package io.github.tongiaki.testkit;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static io.github.tongiaki.testkit.TongiakiAssertions.*;
import static org.assertj.core.api.Assertions.*;

import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.events.GameEvent.TurnStarted;
import java.util.List;
import org.junit.jupiter.api.Test;

/** As {@link StaticImportsTest}, with both entry points imported on demand ({@code .*}). */
class WildcardImportsTest {

    @Test
    void bothOnDemandImportsCompileAndResolve() {
        Game game = Positions.scenario(BLUE, RED).boats("Tonga", 1, "B+R").build();
        assertThat(game).isWaitingFor(DecisionKind.TURN_ACTION, BLUE);
        assertThat(game.decision()).offersExactly("expand Tonga", "settle");
        game.apply("expand Tonga");
        List<GameEvent> events = game.apply("beaches Tonga/2");
        assertThatEvents(events).hasSize(3).has(1, TurnStarted.class);
        assertThat(events).hasSize(3);
        assertThat(game.position().tiles()).hasSize(1);
    }
}
