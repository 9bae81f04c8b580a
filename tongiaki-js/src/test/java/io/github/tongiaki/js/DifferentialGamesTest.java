package io.github.tongiaki.js;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Plays the differential games ({@link DifferentialGames}) on the JVM and writes their lines to
 * {@code target/differential/jvm.txt}, which the Node test compares with the JavaScript build's, game by
 * game and decision by decision. {@code -Dtongiaki.js.games=N} for another number (default 1,000).
 */
class DifferentialGamesTest {

    static final Path OUT = Path.of("target", "differential", "jvm.txt");

    @Test
    @DisplayName("the differential games run to their end on the JVM; their lines are written for the Node test")
    void writeTheJvmSide() throws IOException {
        int games = Integer.getInteger("tongiaki.js.games", 1000);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            lines.add(DifferentialGames.play(i));
        }
        assertThat(lines).hasSize(games);
        // every game ended, after some decisions, and the games differ from one another
        assertThat(lines).allSatisfy(l -> assertThat(Integer.parseInt(l.split(" ")[1])).isPositive());
        assertThat(lines.stream().map(l -> l.split(" ")[2]).distinct().count()).isGreaterThan(games * 9L / 10);
        // the same game played twice gives the same line (determinism, R-SETUP-1's seeded shuffle)
        assertThat(DifferentialGames.play(7)).isEqualTo(lines.get(7 % games));
        Files.createDirectories(OUT.getParent());
        Files.write(OUT, lines, StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("the hash is FNV-1a over UTF-16 code units, and the chooser is xorshift32, as the Node side computes them")
    void hashAndChooser() {
        assertThat(DifferentialGames.hash("")).isEqualTo("811c9dc5");
        assertThat(DifferentialGames.hash("a")).isEqualTo("e40c292c");
        Chooser c = new Chooser(1);
        // xorshift32(13, 17, 5) from 1: 270369, 67634689, 2647435461
        assertThat(c.next(1_000_000)).isEqualTo(270369);
        assertThat(c.next(1_000_000_000)).isEqualTo(67634689);
        assertThat(c.next(Integer.MAX_VALUE)).isEqualTo((int) (2647435461L % Integer.MAX_VALUE));
    }
}
