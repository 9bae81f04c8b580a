package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.events.GameEvent;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Plays many complete games with uniformly random legal choices (issue: smoke test). */
class RandomGamesSmokeTest {

    static final int GAMES = Integer.getInteger("tongiaki.smoke.games", 1000) * Integer.getInteger("tongiaki.tries", 1);

    @ParameterizedTest(name = "{0} players: {1} random games end without an exception")
    @ValueSource(ints = {2, 3, 4, 5, 6})
    void randomGamesEnd(int players) {
        SplittableRandom rnd = new SplittableRandom(players * 7919L);
        int decisions = 0;
        for (int g = 0; g < GAMES; g++) {
            GameSetup setup = GameSetup.builder()
                    .players(Arrays.copyOf(Colour.values(), players))
                    .tileSet(TestTiles.official())
                    .seed(rnd.nextLong())
                    .build();
            Game game = Game.start(setup);
            int steps = 0;
            while (!game.isOver()) {
                Decision d = game.decision();
                assertThat(d.options()).hasSizeGreaterThanOrEqualTo(2);
                game.applyOption(rnd.nextInt(d.options().size()));
                steps++;
                assertThat(steps).as("decisions in game %d", g).isLessThan(100_000);
            }
            decisions += steps;
            assertThat(game.lastEvents()).last().isInstanceOf(GameEvent.GameOver.class);
        }
        assertThat(decisions).isPositive();
    }
}
