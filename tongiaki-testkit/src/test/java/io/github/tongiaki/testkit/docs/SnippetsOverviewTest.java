package io.github.tongiaki.testkit.docs;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import org.junit.jupiter.api.Test;

/** The Java snippets of core's Javadoc overview that README.md does not show too, run (see {@link DocSnippetsTest}). */
class SnippetsOverviewTest {

    @Test
    void scenario() {
        GameSetup setup = GameSetup.builder().players(BLUE, RED).build();
        // snippet: overview-scenario
        Game g = Scenario.of(setup)
                .tile("Hawaii", Hex.of(0, 1), Rotation.R3)
                .boats("Tonga", 1, "B+R")                  // Tonga/1 has three berths: a full beach must emigrate first
                .stackTop("W07")
                .build();
        // end snippet
        assertThat(g.position().boatsOn(BeachRef.parse("Tonga/1"))).isEqualTo(Boats.parse("B+R"));
        assertThat(g.decisionKind()).isEqualTo(DecisionKind.TURN_ACTION);
        assertThat(g.position().tileAt(Hex.of(0, 1))).isPresent();
    }
}
