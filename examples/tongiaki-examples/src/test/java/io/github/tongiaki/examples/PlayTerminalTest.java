package io.github.tongiaki.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PlayTerminalTest {

    private static final List<Tournament.Entry> BOTS = List.of(Tournament.Entry.parse("greedy", 1, 0), Tournament.Entry.parse("random", 1, 0));

    private record Run(Optional<List<Standing>> standings, String screen) {
    }

    private static Run play(String input, int players, int seat, long seed) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        Optional<List<Standing>> s = PlayTerminal.play(players, seat, BOTS, seed, new BufferedReader(new StringReader(input)),
                new PrintStream(buf, true, StandardCharsets.UTF_8));
        return new Run(s, buf.toString(StandardCharsets.UTF_8));
    }

    @Test
    void pipedInputWithBadLinesPlaysACompleteGame() {
        String input = "hello\n0\n\n99\nhelp\nmap\n" + "1\n".repeat(1000);
        Run run = play(input, 3, 0, 5);
        assertThat(run.standings()).isPresent();
        assertThat(run.standings().get()).hasSize(3);
        assertThat(run.screen())
                .contains("'hello' is neither an option's number (1-6) nor the text of an option")
                .contains("There is no option 0: choose a number from 1 to 6.")
                .contains("Please type a number from 1 to 6")
                .contains("There is no option 99")
                .contains("Type the number of an option")
                .contains("  1) berth Tonga/1")
                .contains("    > you choose: berth Tonga/1")
                .contains("Your turn 1: choose your action")
                .contains("Game over.", "Final standings", "<- you");
    }

    @Test
    void optionsCanBeChosenByTextAndTheMapIsDrawnEachTurn() {
        Run run = play("berth Tonga/3\nberth Tonga/3\n" + "2\n".repeat(1000), 2, 1, 8);
        assertThat(run.screen()).contains("    > you choose: berth Tonga/3");
        assertThat(run.standings()).isPresent();
        // The map heads every turn of the person: Tonga's tile with its hex.
        assertThat(run.screen().split("Tonga     ", -1).length).isGreaterThan(5);
    }

    @Test
    void quitAndEndOfInputAbandonTheGame() {
        assertThat(play("quit\n", 2, 0, 1).standings()).isEmpty();
        Run eof = play("1\n1\n", 2, 0, 1);
        assertThat(eof.standings()).isEmpty();
        assertThat(eof.screen()).contains("End of input.", "Game abandoned.");
    }

    @Test
    void theMapRendersTilesBeachesBoatsAndJetties() {
        Game game = Game.start(GameSetup.of(3, 2004));
        String start = AsciiMap.render(game);
        assertThat(start).contains("Tonga", "(0,0) 0p", "1:... 2:...", "_____4_____", "_____1_____", "Stack: 31 tiles");
        SplittableRandom r = new SplittableRandom(1);
        while (game.tiles().size() < 6 && !game.isOver()) {
            game.applyQuietly(r.nextInt(game.optionCount()));
        }
        String later = AsciiMap.render(game);
        for (var t : game.tiles()) {
            assertThat(later).contains(t.tile().id().toString().substring(0, Math.min(9, t.tile().id().toString().length())));
            assertThat(later).contains("(" + t.hex() + ")");
        }
        assertThat(later).containsPattern("[a-c][0234] [a-c][0234] [a-c][0234]");
        assertThat(later).containsPattern("\\d:[BRG]");
        // Every line is drawn from the same grid: no tab, no trailing blanks.
        for (String line : later.split("\n")) {
            assertThat(line).doesNotEndWith(" ").doesNotContain("\t");
        }
    }
}
