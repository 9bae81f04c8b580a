package io.github.tongiaki.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.board.Standing.TieBreak;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.render.BoardSvg;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import io.github.tongiaki.protocol.EventSentences;

class PlayGameTest {

    @Test
    @DisplayName("the README's picture is the Quick start's game: docs/images/board-game-2004.svg is what the first command writes")
    void theReadmePictureIsTheQuickStartsGame(@TempDir Path dir) throws IOException {
        PlayGame.play(4, 2004, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), dir);
        String written = Files.readString(dir.resolve("game-2004.svg"), StandardCharsets.UTF_8);
        Path committed = Path.of("../../docs/images/board-game-2004.svg");
        assertThat(Files.readString(committed, StandardCharsets.UTF_8)).as("docs/images/board-game-2004.svg is the picture of"
                + " `./mvnw -q -pl examples/tongiaki-examples -am compile exec:java` (its target/game-2004.svg): copy that file there after"
                + " a change of the game or of BoardSvg").isEqualTo(written);
    }

    @ParameterizedTest(name = "the main job plays a complete {0}-player game and prints the final standings")
    @ValueSource(ints = {2, 4, 6})
    void playsACompleteGame(int players) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        List<Standing> standings = PlayGame.play(players, 7, new PrintStream(buf, true, StandardCharsets.UTF_8));
        String log = buf.toString(StandardCharsets.UTF_8);
        assertThat(standings).hasSize(players);
        assertThat(standings.get(0).rank()).isEqualTo(1);
        assertThat(log).contains("== Turn 1:", "Game over.", "The game is over:", "The final map:", "Final standings");
        assertThat(log).doesNotContain("The board as a picture");
    }

    @ParameterizedTest(name = "the log has no Java collection output and counts in words ({0} players)")
    @ValueSource(ints = {2, 3, 4, 5, 6})
    void readableLog(int players) {
        String full = log(players, 2004 + players);
        // The map's own legend (AsciiMap) is not this log's wording; everything around it is checked.
        int map = full.indexOf("The final map:");
        Matcher after = Pattern.compile("\n\\d+ tiles? on the table;").matcher(full);
        assertThat(after.find(map)).isTrue();
        String log = full.substring(0, map) + full.substring(after.start());
        assertThat(log).doesNotContain("[]", "{}", "[blue", "(s)");
        // every count of boats, tiles, options, points, islands, colours and turns agrees with its noun
        Matcher m = Pattern.compile("\\b(\\d+) (boat|tile|option|point|island|colour|turn|choice)(s?)\\b").matcher(log);
        int counts = 0;
        while (m.find()) {
            counts++;
            assertThat(m.group(3)).as("plural of '" + m.group() + "'").isEqualTo(m.group(1).equals("1") ? "" : "s");
        }
        assertThat(counts).isGreaterThan(20);
    }

    @Test
    @DisplayName("every line of the game's events ends in the rule it applies, and the decision lines name theirs")
    void ruleTags() {
        String log = log(4, 2004);
        String events = log.substring(0, log.indexOf("The game is over:"));
        for (String line : events.split("\n")) {
            if (line.isBlank() || line.startsWith("Tongiaki: ")) {
                continue;
            }
            assertThat(line).as("line without a rule tag").matches(".*\\[(R|D)-[A-Z0-9-]+\\]$");
        }
    }

    @Test
    @DisplayName("the winner is announced in words, a shared first place too")
    void winnerInWords() {
        assertThat(PlayGame.winner(List.of(new Standing(Colour.RED, 1, 12, 3, 9, TieBreak.SCORE),
                new Standing(Colour.BLUE, 2, 10, 3, 9, TieBreak.SCORE)))).isEqualTo("Red wins with 12 points.");
        assertThat(PlayGame.winner(List.of(new Standing(Colour.RED, 1, 12, 4, 9, TieBreak.ISLANDS),
                new Standing(Colour.BLUE, 2, 12, 3, 9, TieBreak.ISLANDS)))).isEqualTo(
                        "Red wins with 12 points, ahead on the tie-break: more islands. [R-SCORE-2]");
        assertThat(PlayGame.winner(List.of(new Standing(Colour.GREEN, 1, 1, 1, 2, TieBreak.SHARED),
                new Standing(Colour.YELLOW, 1, 1, 1, 2, TieBreak.SHARED), new Standing(Colour.RED, 3, 0, 1, 2, TieBreak.SCORE))))
                .isEqualTo("Green and yellow share the win with 1 point each, tied on every count. [D-11]");
        String log = log(3, 11);
        assertThat(log).containsPattern("\n(Blue|Red|Green) (wins with \\d+ points|and .* share the win)");
    }

    @Test
    @DisplayName("writes the game's SVG and its record, says where, and the record replays to the same end")
    void writesPictureAndRecord(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        List<Standing> standings = PlayGame.play(3, 5, new PrintStream(buf, true, StandardCharsets.UTF_8), dir.resolve("target"));
        String log = buf.toString(StandardCharsets.UTF_8);
        Path svg = dir.resolve("target").resolve("game-5.svg");
        Path rec = dir.resolve("target").resolve("game-5.tongiaki");
        assertThat(log).contains("The board as a picture: " + svg.toAbsolutePath().normalize(),
                "The game record (", rec.toAbsolutePath().normalize().toString());
        Game replayed = GameRecord.parse(Files.readString(rec)).replay();
        assertThat(replayed.isOver()).isTrue();
        assertThat(replayed.position().standings()).isEqualTo(standings);
        assertThat(Files.readString(svg)).isEqualTo(BoardSvg.render(replayed)).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"");
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

    @Test
    @DisplayName("D-15: a game ended by the stall rule says so in words a player understands")
    void stallEndInWords() {
        Game game = Game.start(2, 3L);
        String text = PlayGame.ending(game, List.of(new io.github.tongiaki.core.events.GameEvent.Stalled(61, Colour.BLUE, 60)));
        assertThat(text).isEqualTo("The game is over: for 30 full rounds nobody drew a tile, removed an island or founded a royal"
                + " island, so by the stall rule the game ends as it stands and blue's turn 61 is not played. [D-15]");
        assertThat(EventSentences.describe(new io.github.tongiaki.core.events.GameEvent.Stalled(61, Colour.BLUE, 60)))
                .contains("60 turns in a row").contains("the game stalls");
    }
}
