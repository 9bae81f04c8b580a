package io.github.tongiaki.core.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.PlayerView;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The one-line form of positions and views (CONFORMANCE.md, "The one-line form") over random games, scaled with
 * {@code -Dtongiaki.tries=N} (the reliability pass checks 100,000 positions): every position and view round-trips
 * through its one line, and a text with a fault fails on one line with the same expectation at the column of the one
 * line where the fault is.
 */
class OneLineTest {

    static final int GAMES = 60 * Integer.getInteger("tongiaki.tries", 1);
    private static final TileSet[] OFFICIAL = {NotationTiles.official()};

    @Test
    @DisplayName("random positions and views: the one line is the text's lines joined by '; ', and reads back to the same")
    void randomPositionsRoundTrip() {
        SplittableRandom rnd = new SplittableRandom(46);
        long checked = 0;
        for (int game = 0; game < GAMES; game++) {
            NotationRoundTripTest.Played p = NotationRoundTripTest.play(NotationRoundTripTest.randomSetup(rnd), rnd.split(), 0.1);
            for (String text : p.positions().values()) {
                ConformanceTest.assertOneLineRoundTrip(text, OFFICIAL, "game " + game);
                Position pos = Position.parse(text, OFFICIAL);
                Colour seat = pos.players().get(rnd.nextInt(pos.players().size()));
                ConformanceTest.assertOneLineRoundTrip(PlayerView.of(pos, seat).text(), OFFICIAL, "game " + game + ", view of " + seat);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(GAMES * 3L);
    }

    /** Junk words a mutant puts in place of a word. */
    private static final String[] JUNK = {"x", "0", "-1,5", "r9", "Tonga/9", "\"Rapa", "B+99R", "pending", "99999999999"};

    /** A text with one change: a line left out or repeated, a word replaced or left out. */
    static List<String> mutant(String text, SplittableRandom rnd) {
        List<String> lines = new ArrayList<>(text.lines().toList());
        int i = rnd.nextInt(lines.size());
        switch (rnd.nextInt(4)) {
            case 0 -> lines.remove(i);
            case 1 -> lines.add(i, lines.get(i));
            default -> {
                List<String> words = new ArrayList<>(List.of(lines.get(i).split(" ")));
                int w = rnd.nextInt(words.size());
                if (rnd.nextBoolean() && words.size() > 1) {
                    words.remove(w);
                } else {
                    words.set(w, JUNK[rnd.nextInt(JUNK.length)]);
                }
                lines.set(i, String.join(" ", words));
            }
        }
        return lines;
    }

    @Test
    @DisplayName("mutants of random positions and views: on one line, read the same, or refused with the same expectation at the one line's column")
    void mutantsFailAtTheOneLinesColumn() {
        SplittableRandom rnd = new SplittableRandom(4646);
        int refused = 0;
        int accepted = 0;
        for (int game = 0; game < GAMES; game++) {
            NotationRoundTripTest.Played p = NotationRoundTripTest.play(NotationRoundTripTest.randomSetup(rnd), rnd.split(), 0.1);
            for (String text : p.positions().values()) {
                boolean view = rnd.nextBoolean();
                String base = view ? PlayerView.of(Position.parse(text, OFFICIAL), Position.parse(text, OFFICIAL).players().get(0)).text() : text;
                List<String> lines = mutant(base, rnd);
                if (lines.isEmpty()) {
                    continue;
                }
                String mutated = String.join("\n", lines) + "\n";
                String separator = List.of("; ", ";", " ;\t").get(rnd.nextInt(3));
                String line = String.join(separator, lines);
                ParseException e = catchThrowableOfType(ParseException.class, () -> read(mutated, view));
                if (e == null) {
                    assertThat(read(line, view)).as("accepted as text, so on one line: %s", line).isEqualTo(read(mutated, view));
                    accepted++;
                    continue;
                }
                int column = ConformanceTest.oneLineColumn(lines, separator, e.line(), e.column());
                assertThatThrownBy(() -> read(line, view)).as("%s%nfails as text with %s", line, e.getMessage())
                        .isInstanceOf(ParseException.class)
                        .hasMessage(e.getMessage().replaceFirst("^line [0-9]+, column [0-9]+:", "line 1, column " + column + ":"));
                refused++;
            }
        }
        assertThat(refused).isGreaterThan(GAMES);
        assertThat(accepted).isGreaterThan(0);
    }

    private static Object read(String text, boolean view) {
        return view ? PlayerView.parse(text, OFFICIAL) : Position.parse(text, OFFICIAL);
    }

    @Test
    @DisplayName("CONFORMANCE.md's example of the one-line form is the one line of the base position of the invalid files")
    void documentedExample() throws java.io.IOException {
        List<String> doc = java.nio.file.Files.readAllLines(NotationTiles.CONFORMANCE.resolveSibling("CONFORMANCE.md"));
        int section = doc.indexOf("## The one-line form");
        String example = doc.subList(section, doc.size()).stream().filter(l -> l.startsWith("tongiaki-position 2; ")).findFirst().orElseThrow();
        Position p = Position.parse(example, OFFICIAL);
        assertThat(p.oneLine()).isEqualTo(example);
        assertThat(String.join(" ", doc.subList(section, section + 6))).contains("the text of " + p.text().lines().count()
                + " lines, on one line of " + example.length() + " characters");
        // the same position as the invalid file beach-over-its-berths holds, but for its fault
        String invalid = java.nio.file.Files.readString(NotationTiles.CONFORMANCE.resolve("invalid/one-line-beach-over-its-berths.position"));
        assertThat(invalid).contains(example.replace("boats Tonga/1 B+R", "boats Tonga/1 2B+2R"));
    }

    @Test
    @DisplayName("the one-line form is told apart by a ';' before the comment of the first line that is not blank or a comment")
    void detection() {
        Game g = Game.start(NotationRoundTripTest.randomSetup(new SplittableRandom(1)));
        Position p = Position.of(g);
        String line = p.oneLine();
        // comment lines and blank lines around it, a comment after it with a ';' of its own
        assertThat(Position.parse("# a bug report; from a user\n\n" + line + "  # seen in a log; twice\n\n", OFFICIAL)).isEqualTo(p);
        // a ';' in a comment of the first line of a text does not make it one line
        assertThat(Position.parse(p.text().replaceFirst("\n", " # saved; by hand\n"), OFFICIAL)).isEqualTo(p);
        // a line with a word after the one line is refused at that word
        assertThatThrownBy(() -> Position.parse(line + "\n  stall 0\n", OFFICIAL)).isInstanceOf(ParseException.class)
                .hasMessageStartingWith("line 2, column 3: expected the end of the text");
        // a CRLF line end after the one line
        assertThat(Position.parse(line + "\r\n", OFFICIAL)).isEqualTo(p);
        // the view's one line
        PlayerView v = g.view(p.players().get(1));
        assertThat(PlayerView.parse("# view\n" + v.oneLine() + "\n", OFFICIAL)).isEqualTo(v);
        // a position's one line read as a view: refused at its first word, as the text is
        assertThatThrownBy(() -> PlayerView.parse(line, OFFICIAL)).isInstanceOf(ParseException.class)
                .hasMessageStartingWith("line 1, column 1: expected 'tongiaki-view 1' on the first line");
    }
}
