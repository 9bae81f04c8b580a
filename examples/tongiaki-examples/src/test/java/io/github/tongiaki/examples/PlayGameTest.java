package io.github.tongiaki.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Standing;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PlayGameTest {

    @ParameterizedTest(name = "the main job plays a complete {0}-player game and prints the final standings")
    @ValueSource(ints = {2, 4, 6})
    void playsACompleteGame(int players) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        List<Standing> standings = PlayGame.play(players, 7, new PrintStream(buf, true, StandardCharsets.UTF_8));
        String log = buf.toString(StandardCharsets.UTF_8);
        assertThat(standings).hasSize(players);
        assertThat(standings.get(0).rank()).isEqualTo(1);
        assertThat(log).contains("== Turn 1:", "Game over.", "Final standings");
    }

    @ParameterizedTest(name = "the same seed gives the same log ({0} players)")
    @ValueSource(ints = {3, 5})
    void sameSeedSameLog(int players) {
        assertThat(log(players, 11)).isEqualTo(log(players, 11));
    }

    private static String log(int players, long seed) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PlayGame.play(players, seed, new PrintStream(buf, true, StandardCharsets.UTF_8));
        return buf.toString(StandardCharsets.UTF_8);
    }
}
