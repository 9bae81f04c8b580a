package io.github.tongiaki.testkit;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.events.GameEvent.CrossingFailed;
import io.github.tongiaki.core.events.GameEvent.EmigrationStarted;
import io.github.tongiaki.core.events.GameEvent.IslandRemoved;
import io.github.tongiaki.core.events.GameEvent.TileDrawn;
import io.github.tongiaki.core.events.GameEvent.TilePlaced;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** The examples of the README's Testkit section, so that they keep working. */
class ReadmeExamplesTest {

    @Test
    void positionsAndAssertions() {
        Game g = Positions.scenario(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 1), Rotation.R3)
                .boats("Tonga", 1, "2B+R").boats("Tonga", 4, "3R")
                .emigrationsPending()
                .build();
        Game closed = Positions.closedRing(Positions.scenario(BLUE, RED), Hex.ORIGIN, "W13", "W14", "W01", "W02", "W15", "W16")
                .boats("Tonga", 1, "2B+R").boats("Tonga", 4, "3R").emigrationsPending().build();
        LoopPosition p = Positions.closedIsland(42L);
        assertThat(p.closed()).isTrue();

        assertThat(g).isWaitingFor(DecisionKind.EMIGRATION, BLUE)
                .offersExactly("emigrate Tonga/1 via 0", "emigrate Tonga/4 via 3")
                .hasBoatsOn("Tonga/1", "2B+R").hasSupply(BLUE, 13).hasTileAt(Hex.of(0, 1), "Hawaii", Rotation.R3);
        assertThat(g.apply("emigrate Tonga/4 via 3"))
                .containsTypesInOrder(EmigrationStarted.class, TileDrawn.class, TilePlaced.class)
                .hasNo(CrossingFailed.class);
        assertThat(closed.apply("emigrate Tonga/1 closed")).has(1, IslandRemoved.class);
    }

    @Test
    void randomPlay() {
        Playthrough p = RandomPlay.midGame(5, 42L, 40);
        Game game = p.game();
        assertThat(game.decisionNumber()).isEqualTo(40);
        assertThat(p.reproduce()).startsWith("new Playthrough(GameSetup.builder().players(");
        for (IllegalChoice c : RandomPlay.illegalChoices(p, 7L)) {
            c.assertRejectedBy(p.game());
        }
    }

    @Property(tries = 10)
    void anyGameAfterForty(@ForAll @RandomGame(players = 5, decisions = 40) Playthrough p) {
        assertThat(p.game()).keepsItsInvariants();
    }
}
