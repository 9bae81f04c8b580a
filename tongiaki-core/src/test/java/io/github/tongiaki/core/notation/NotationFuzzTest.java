package io.github.tongiaki.core.notation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.text.ParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Fuzzing the parsers: arbitrary text, text made of the notation's own words, and valid texts mutated at
 * random never produce any exception but {@link ParseException}; what parses is canonical after one
 * print, and a parsed position is a game that can be asked for its decision.
 */
class NotationFuzzTest {

    /** Valid texts to mutate, from a few random games: positions, records, event lines, choices. */
    private static final Corpus CORPUS = new Corpus();

    private static final class Corpus {
        final List<String> positions = new ArrayList<>();
        final List<String> records = new ArrayList<>();
        final List<String> events = new ArrayList<>();
        final List<Game> decisions = new ArrayList<>();

        Corpus() {
            SplittableRandom rnd = new SplittableRandom(99);
            for (int i = 0; i < 12; i++) {
                GameSetup setup = NotationRoundTripTest.randomSetup(rnd);
                Game g = Game.start(setup);
                List<String> choices = new ArrayList<>();
                while (!g.isOver()) {
                    if (rnd.nextInt(8) == 0) {
                        positions.add(Position.of(g).text());
                        decisions.add(g.copy());
                    }
                    Option o = g.decision().option(rnd.nextInt(g.optionCount()));
                    choices.add(o.text());
                    for (GameEvent e : g.apply(o)) {
                        if (rnd.nextInt(20) == 0) {
                            events.add(EventText.print(e));
                        }
                    }
                }
                positions.add(Position.of(g).text());
                records.add(GameRecord.of(setup, choices).text());
            }
        }
    }

    /** Runs a parser; anything but a ParseException fails. */
    private static <T> T attempt(Supplier<T> parser, String input) {
        try {
            return parser.get();
        } catch (ParseException e) {
            assertThat(e.line()).isPositive();
            assertThat(e.column()).isPositive();
            assertThat(e.expected()).isNotBlank();
            return null;
        } catch (RuntimeException e) {
            throw new AssertionError("not a ParseException for input:\n" + input, e);
        }
    }

    private static void everyParser(String s) {
        Position p = attempt(() -> Position.parse(s, NotationTiles.official()), s);
        if (p != null) {
            assertThat(Position.parse(p.text(), NotationTiles.official()).text()).isEqualTo(p.text());
            Game g = p.toGame();
            if (!g.isOver()) {
                assertThat(g.decision().options()).hasSizeGreaterThanOrEqualTo(2);
            }
        }
        GameRecord r = attempt(() -> GameRecord.parse(s, NotationTiles.official()), s);
        if (r != null) {
            assertThat(GameRecord.parse(r.text(), NotationTiles.official()).text()).isEqualTo(r.text());
            attempt(r::replay, s);
        }
        for (String line : s.split("\n", -1)) {
            GameEvent e = attempt(() -> EventText.parse(line), line);
            if (e != null) {
                assertThat(EventText.parse(EventText.print(e))).isEqualTo(e);
            }
        }
        Game g = CORPUS.decisions.get(Math.floorMod(s.hashCode(), CORPUS.decisions.size()));
        Decision d = g.decision();
        Option o = attempt(() -> ChoiceText.parse(d, s), s);
        if (o != null) {
            assertThat(ChoiceText.parse(d, o.text())).isEqualTo(o);
        }
    }

    @Property(tries = 1000)
    @Label("arbitrary strings: nothing but ParseException")
    void arbitraryStrings(@ForAll String s) {
        everyParser(s);
    }

    @Provide
    Arbitrary<String> notationWords() {
        Arbitrary<String> word = Arbitraries.of("tongiaki-position", "1", "0", "2", "-1", "tileset", "official", "players", "blue", "red",
                "green", "start", "options", "endgame=FINISH_TURN", "turn", "decision", "pending", "setup", "step=1", "land", "tile", "Tonga",
                "\"Rapa Nui\"", "Rapa", "Nui/2", "0,0", "r0", "r7", "boats", "Tonga/1", "2B+R", "-", "stack", "bag", "W07", "Samoa",
                "supply", "blue=13", "turnstart", "record", "origins", "royal", "removed", "stranded", "island=Samoa", "group=B",
                "[format", "tongiaki-record", "1]", "[seed", "42]", "[chance]", "expand", "berth", "emigrate", "via", "closed",
                "TileDrawn", "tile=W07", "left=3", "rule=R-EMI-3", "GameOver", "standing=1:blue:3:1:2:SCORE", "#", "\"", "=", "/", "+", ",");
        Arbitrary<String> sep = Arbitraries.of(" ", " ", " ", "\n", "\t", "");
        return Arbitraries.lazy(() -> word.list().ofMaxSize(60)).flatMap(ws -> sep.list().ofSize(ws.size()).map(ss -> {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < ws.size(); i++) {
                sb.append(ws.get(i)).append(ss.get(i));
            }
            return sb.toString();
        }));
    }

    @Property(tries = 1000)
    @Label("strings of the notation's own words: nothing but ParseException")
    void notationStrings(@ForAll("notationWords") String s) {
        everyParser(s);
    }

    /** Mutates a text: deletes, inserts, replaces or swaps characters, tokens or lines. */
    static String mutate(String text, SplittableRandom rnd) {
        String s = text;
        int n = 1 + rnd.nextInt(4);
        String alphabet = " \n\t\"#=/+,-0123456789rBRGYOPabcdefghijklmnopqrstuvwxyzTW";
        for (int k = 0; k < n; k++) {
            List<String> lines = new ArrayList<>(List.of(s.split("\n", -1)));
            switch (rnd.nextInt(9)) {
                case 0 -> { // delete a character
                    if (!s.isEmpty()) {
                        int i = rnd.nextInt(s.length());
                        s = s.substring(0, i) + s.substring(i + 1);
                    }
                }
                case 1 -> { // insert a character
                    int i = rnd.nextInt(s.length() + 1);
                    s = s.substring(0, i) + alphabet.charAt(rnd.nextInt(alphabet.length())) + s.substring(i);
                }
                case 2 -> { // replace a digit
                    int i = rnd.nextInt(Math.max(1, s.length()));
                    for (int j = 0; j < s.length(); j++) {
                        int at = (i + j) % s.length();
                        if (Character.isDigit(s.charAt(at))) {
                            s = s.substring(0, at) + (char) ('0' + rnd.nextInt(10)) + s.substring(at + 1);
                            break;
                        }
                    }
                }
                case 3 -> { // delete a line
                    lines.remove(rnd.nextInt(lines.size()));
                    s = String.join("\n", lines);
                }
                case 4 -> { // duplicate a line
                    int i = rnd.nextInt(lines.size());
                    lines.add(rnd.nextInt(lines.size() + 1), lines.get(i));
                    s = String.join("\n", lines);
                }
                case 5 -> { // swap two lines
                    int i = rnd.nextInt(lines.size());
                    int j = rnd.nextInt(lines.size());
                    String a = lines.get(i);
                    lines.set(i, lines.get(j));
                    lines.set(j, a);
                    s = String.join("\n", lines);
                }
                case 6 -> { // swap two words of a line
                    int i = rnd.nextInt(lines.size());
                    List<String> w = new ArrayList<>(List.of(lines.get(i).split(" ", -1)));
                    int a = rnd.nextInt(w.size());
                    int b = rnd.nextInt(w.size());
                    String x = w.get(a);
                    w.set(a, w.get(b));
                    w.set(b, x);
                    lines.set(i, String.join(" ", w));
                    s = String.join("\n", lines);
                }
                case 7 -> { // a word from another text of the corpus
                    String other = CORPUS.positions.get(rnd.nextInt(CORPUS.positions.size()));
                    String[] ws = other.split("[ \n]");
                    int i = rnd.nextInt(lines.size());
                    List<String> w = new ArrayList<>(List.of(lines.get(i).split(" ", -1)));
                    w.set(rnd.nextInt(w.size()), ws[rnd.nextInt(ws.length)]);
                    lines.set(i, String.join(" ", w));
                    s = String.join("\n", lines);
                }
                default -> { // a line from another text of the corpus
                    String other = CORPUS.positions.get(rnd.nextInt(CORPUS.positions.size()));
                    String[] ls = other.split("\n");
                    lines.add(rnd.nextInt(lines.size() + 1), ls[rnd.nextInt(ls.length)]);
                    s = String.join("\n", lines);
                }
            }
        }
        return s;
    }

    @Property(tries = 3000)
    @Label("mutated valid positions, records and events: nothing but ParseException; what parses is canonical")
    void mutatedValidTexts(@ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        String base = switch (rnd.nextInt(4)) {
            case 0, 1 -> CORPUS.positions.get(rnd.nextInt(CORPUS.positions.size()));
            case 2 -> CORPUS.records.get(rnd.nextInt(CORPUS.records.size()));
            default -> CORPUS.events.get(rnd.nextInt(CORPUS.events.size()));
        };
        String s = mutate(base, rnd);
        everyParser(s);
        // a position that still parses plays on without any exception but the game's own refusals
        Position p = attempt(() -> Position.parse(s, NotationTiles.official()), s);
        if (p != null) {
            Game g = p.toGame();
            for (int i = 0; i < 30 && !g.isOver(); i++) {
                try {
                    g.applyOption(rnd.nextInt(g.optionCount()));
                } catch (RuntimeException e) {
                    throw new AssertionError("a parsed position failed in play:\n" + p.text(), e);
                }
            }
        }
    }
}
