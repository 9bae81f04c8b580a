package io.github.tongiaki.core.engine;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.Position;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** D-4 at game level: no sequence of choices makes a game run forever. */
class GameLevelRepetitionTest {

    /** Both players have all 15 boats on the table and no beach is full. */
    private static Scenario allBoatsOnTable() {
        return Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(TestTiles.official()).build()).allowDisconnected()
                .tile("Fidschi", Hex.of(0, 3), Rotation.R0)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .boats("Tonga", 1, "B+R").boats("Tonga", 2, "B+R").boats("Tonga", 3, "B+R")
                .boats("Tonga", 4, "B+R").boats("Tonga", 5, "B+R").boats("Tonga", 6, "B+R")
                .boats("Fidschi", 1, "2B+2R").boats("Fidschi", 2, "2B+R").boats("Fidschi", 3, "B+2R")
                .boats("Samoa", 1, "B+R").boats("Samoa", 2, "2B+R").boats("Samoa", 3, "B+2R");
    }

    @Test
    @DisplayName("D-4 (game level): when every player passes (D-7), the repeated turn-start position ends the game")
    void everyonePassingEndsTheGame() {
        Game game = allBoatsOnTable().build();
        assertThat(game.decision()).isInstanceOfSatisfying(Decision.TurnAction.class, d -> assertThat(d.allBoats()).isTrue());
        game.apply("expand Tonga");
        game.apply("take none");
        assertThat(game.isOver()).isFalse();
        assertThat(game.activePlayer()).isEqualTo(RED);
        game.apply("expand Tonga");
        List<GameEvent> events = game.apply("take none");
        assertThat(game.isOver()).isTrue();
        assertThat(events).anySatisfy(e -> assertThat(e).isInstanceOfSatisfying(GameEvent.PositionRepeated.class,
                r -> assertThat(r.player()).isEqualTo(BLUE)));
        assertThat(events.get(events.size() - 1)).isInstanceOf(GameEvent.GameOver.class);
    }

    @Test
    @DisplayName("D-4 (game level): a pass by one player only does not end the game")
    void onePassDoesNotEndTheGame() {
        Game game = allBoatsOnTable().build();
        game.apply("expand Tonga");
        game.apply("take none");
        game.apply("expand Tonga");
        game.apply("take Samoa/1"); // red moves a boat: the position changes
        while (!(game.decision() instanceof Decision.TurnAction)) {
            game.apply(0);
        }
        assertThat(game.isOver()).isFalse();
        assertThat(game.activePlayer()).isEqualTo(BLUE);
    }

    @Test
    @DisplayName("D-4 (game level): ten full rounds without a change of the table end the game (NoProgress)")
    void tenRoundsWithoutProgressEndTheGame() {
        Game game = allBoatsOnTable().build();
        // The position of a game that has begun 20 turns (all in different positions, blue's current one
        // included) since the table last changed: ten rounds of 2 players; red's turn would be the 21st.
        StringBuilder text = new StringBuilder(Position.of(game).text());
        for (int i = 1; i <= 19; i++) {
            text.append("turnstart ").append(i % 2 == 0 ? "blue" : "red").append(" Tonga/1=").append(i % 2 == 0 ? "B" : "R")
                    .append(" Fidschi/1=").append(1 + i % 5).append("B Fidschi/2=").append(1 + i / 5).append("R\n");
        }
        Game g = Position.parse(text.toString(), TestTiles.official()).toGame();
        g.apply("expand Tonga");
        List<GameEvent> events = g.apply("take none");
        assertThat(g.isOver()).isTrue();
        assertThat(events).anySatisfy(e -> assertThat(e).isInstanceOfSatisfying(GameEvent.NoProgress.class,
                n -> assertThat(n.turns()).isEqualTo(20)));
        assertThat(events).noneMatch(e -> e instanceof GameEvent.PositionRepeated);
    }

    @Test
    @DisplayName("D-4 (game level): nineteen turns without a change of the table do not end a 2-player game")
    void nineteenTurnsAreNotEnough() {
        Game game = allBoatsOnTable().build();
        // 19 turns begun: red's becomes the 20th and is played.
        StringBuilder text = new StringBuilder(Position.of(game).text());
        for (int i = 1; i <= 18; i++) {
            text.append("turnstart ").append(i % 2 == 0 ? "blue" : "red").append(" Tonga/1=").append(i % 2 == 0 ? "B" : "R")
                    .append(" Fidschi/1=").append(1 + i % 5).append("B Fidschi/2=").append(1 + i / 5).append("R\n");
        }
        Game g = Position.parse(text.toString(), TestTiles.official()).toGame();
        g.apply("expand Tonga");
        g.apply("take none");
        assertThat(g.isOver()).isFalse();
    }
}
