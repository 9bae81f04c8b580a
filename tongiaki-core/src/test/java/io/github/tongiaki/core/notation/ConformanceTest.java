package io.github.tongiaki.core.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.tongiaki.core.MaintainerFiles;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.PlayerView;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.rules.RuleOption;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the conformance suite ({@code conformance/} at the root of the repository) against this engine,
 * exactly as a port would (CONFORMANCE.md, "Running the suite"): every vector is replayed from its start
 * position, checking every decision's options, every event line and the final position; every perft file
 * is counted. The suite's coverage of the specification's ids and of the rule options is checked too.
 */
class ConformanceTest {

    private static final Path ROOT = NotationTiles.CONFORMANCE;
    private static final Path SPEC = MaintainerFiles.spec();

    /** The suite's tile sets, by name. */
    static TileSet[] tileSets() throws IOException {
        List<TileSet> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(ROOT.resolve("tilesets"))) {
            for (Path p : files.sorted().toList()) {
                if (p.toString().endsWith(".tiles")) {
                    out.add(NotationTiles.load(p));
                }
            }
        }
        return out.toArray(new TileSet[0]);
    }

    static List<Path> files(String dir, String ext) throws IOException {
        try (Stream<Path> files = Files.list(ROOT.resolve(dir))) {
            return files.filter(p -> p.toString().endsWith(ext)).sorted().toList();
        }
    }

    /** The section names of each file kind (a section line is exactly {@code [name]}; {@code divide} takes a depth). */
    static final Set<String> VECTOR_SECTIONS = Set.of("start", "view", "play", "final");
    static final Set<String> PERFT_SECTIONS = Set.of("position", "perft", "divide");
    static final Set<String> RESULT_SECTIONS = Set.of("canonical", "events", "final");
    static final Set<String> ONE_LINE_SECTIONS = Set.of("text", "one-line", "loose");

    /**
     * A file of sections: header lines (before the first section line; blank lines and lines starting with
     * {@code #} left out), then the sections' lines as they are. A section line is exactly {@code [name]}
     * for a name of the file kind (or {@code [divide <depth>]}), so that the lines of a section may
     * themselves be bracketed (a game record's header).
     */
    record Sections(List<String> header, Map<String, List<String>> sections) {
        static Sections read(Path p, Set<String> names) throws IOException {
            List<String> header = new ArrayList<>();
            Map<String, List<String>> sections = new LinkedHashMap<>();
            List<String> current = null;
            for (String line : Files.readAllLines(p)) {
                String name = line.startsWith("[") && line.endsWith("]") ? line.substring(1, line.length() - 1) : null;
                if (name != null && (names.contains(name) || (names.contains("divide") && name.matches("divide [1-9][0-9]*")))) {
                    current = new ArrayList<>();
                    sections.put(name, current);
                } else if (current == null) {
                    if (!line.isBlank() && !line.startsWith("#")) {
                        header.add(line);
                    }
                } else {
                    current.add(line);
                }
            }
            return new Sections(header, sections);
        }

        String value(String key) {
            return optional(key).orElseThrow(() -> new AssertionError("no '" + key + "' header line"));
        }

        java.util.Optional<String> optional(String key) {
            return header.stream().filter(l -> l.startsWith(key + " ")).map(l -> l.substring(key.length() + 1)).findFirst();
        }

        String text(String section) {
            StringBuilder sb = new StringBuilder();
            for (String l : sections.get(section)) {
                sb.append(l).append('\n');
            }
            return sb.toString();
        }
    }

    /** {@return whether a line of {@code [play]} or {@code [events]} is to be skipped: blank, or a comment from its first character} */
    static boolean skipped(String line) {
        return line.isBlank() || line.startsWith("#");
    }

    /** Replays one vector; see CONFORMANCE.md. */
    static void runVector(Path file, TileSet[] sets) throws IOException {
        Sections s = Sections.read(file, VECTOR_SECTIONS);
        assertThat(s.header().get(0)).isEqualTo("tongiaki-vector 1");
        assertThat(s.value("name") + ".vector").as("the name line").isEqualTo(file.getFileName().toString());
        String start = s.text("start");
        Position p = Position.parse(start, sets);
        assertThat(p.text()).as("the start position is canonical").isEqualTo(start);
        java.util.Optional<String> shuffle = s.optional("shuffle");
        if (shuffle.isPresent()) {
            // the start is the set-up of a new game whose stack is the specified shuffle (CONFORMANCE.md, "The stack shuffle")
            String[] f = shuffle.get().split(" ");
            long seed = Long.parseLong(f[0]);
            List<io.github.tongiaki.core.tiles.TileId> top = Arrays.stream(f).skip(1).map(io.github.tongiaki.core.tiles.TileId::of).toList();
            TileSource source = top.isEmpty() ? TileSource.shuffled(seed) : TileSource.ordered(top, seed);
            Game fresh = Game.start(new GameSetup(p.players(), p.startPlayer(), p.tileSet(), source, p.options()));
            assertThat(Position.of(fresh).text()).as("%s: the start is the set-up with the stack of 'shuffle %s'", file.getFileName(),
                    shuffle.get()).isEqualTo(start);
        }
        java.util.Optional<String> seat = s.optional("view");
        assertThat(seat.isPresent()).as("%s: a 'view' header line exactly with a [view] section", file.getFileName())
                .isEqualTo(s.sections().containsKey("view"));
        if (seat.isPresent()) {
            // D-19: the start position as that seat's view (CONFORMANCE.md, "The view text"), and the view read back
            String view = s.text("view");
            PlayerView v = PlayerView.of(p, io.github.tongiaki.core.board.Colour.valueOf(seat.get().toUpperCase(java.util.Locale.ROOT)));
            assertThat(v.text()).as("%s: the view of the start", file.getFileName()).isEqualTo(view);
            assertThat(PlayerView.parse(view, sets)).isEqualTo(v);
            assertThat(PlayerView.parse(view, sets).toGame(0).decision().options()).isEqualTo(p.toGame().decision().options());
        }
        Game g = p.toGame();
        List<String> play = s.sections().get("play");
        int i = 0;
        while (i < play.size()) {
            String line = play.get(i);
            if (skipped(line)) {
                i++;
                continue;
            }
            assertThat(line).as("%s: a decision line", file.getFileName()).startsWith("? ");
            String[] parts = line.substring(2).split(" \\| ", -1);
            Decision d = g.decision();
            assertThat(d.kind() + " " + d.player()).as("%s line %d: the decision", file.getFileName(), i).isEqualTo(parts[0]);
            assertThat(d.options().stream().map(Option::text).toList()).as("%s: the options of decision %d", file.getFileName(), d.number())
                    .containsExactlyElementsOf(Arrays.asList(parts).subList(1, parts.length));
            i++;
            while (skipped(play.get(i))) {
                i++;
            }
            String choice = play.get(i);
            assertThat(choice).startsWith("> ");
            List<GameEvent> events = g.apply(ChoiceText.parse(d, choice.substring(2)));
            i++;
            List<String> expected = new ArrayList<>();
            while (i < play.size() && !play.get(i).startsWith("? ")) {
                if (!skipped(play.get(i))) {
                    expected.add(play.get(i));
                }
                i++;
            }
            List<String> actual = events.stream().map(EventText::print).toList();
            assertThat(actual).as("%s: the events of '%s'", file.getFileName(), choice).containsExactlyElementsOf(expected);
            for (String e : expected) {
                assertThat(EventText.print(EventText.parse(e))).isEqualTo(e);
            }
        }
        assertThat(Position.of(g).text()).as("%s: the final position", file.getFileName()).isEqualTo(s.text("final"));
    }

    /** The message an invalid file expects: its line {@code # expect: <message>}. */
    static String expectedError(String text, Path file) {
        return text.lines().filter(l -> l.startsWith("# expect: ")).map(l -> l.substring("# expect: ".length())).findFirst()
                .orElseThrow(() -> new AssertionError(file.getFileName() + " has no '# expect: ' line"));
    }

    /** Reads one invalid position, or reads and replays one invalid game record: the error must be the expected one. */
    static void runInvalid(Path file, TileSet[] sets) throws IOException {
        String text = Files.readString(file);
        String expected = expectedError(text, file);
        boolean position = file.toString().endsWith(".position");
        assertThatThrownBy(() -> {
            if (position) {
                Position.parse(text, sets);
            } else {
                GameRecord.parse(text, sets).replay();
            }
        }).as("%s", file.getFileName()).isInstanceOf(ParseException.class).hasMessage(expected);
        // the message names the line and column, as ParseException does
        ParseException e = catchThrowableOfType(ParseException.class, () -> {
            if (position) {
                Position.parse(text, sets);
            } else {
                GameRecord.parse(text, sets).replay();
            }
        });
        assertThat(expected).startsWith("line " + e.line() + ", column " + e.column() + ": expected " + e.expected());
    }

    /** Replays one game record file against its {@code .expected} file; see CONFORMANCE.md. */
    static void runRecord(Path file, TileSet[] sets) throws IOException {
        String name = file.getFileName().toString().replaceFirst("\\.tongiaki$", "");
        Sections s = Sections.read(file.resolveSibling(name + ".expected"), RESULT_SECTIONS);
        assertThat(s.header().get(0)).isEqualTo("tongiaki-record-result 1");
        assertThat(s.value("name")).as("the name line").isEqualTo(name);
        GameRecord rec = GameRecord.parse(Files.readString(file), sets);
        assertThat(rec.text()).as("%s: the canonical text", file.getFileName()).isEqualTo(s.text("canonical"));
        assertThat(GameRecord.parse(rec.text(), sets)).isEqualTo(rec);
        Game g = Game.start(rec.setup());
        List<String> actual = new ArrayList<>(g.lastEvents().stream().map(EventText::print).toList());
        for (String c : rec.choices()) {
            Option o = ChoiceText.parse(g.decision(), c);
            actual.add("> " + o.text());
            g.apply(o).forEach(e -> actual.add(EventText.print(e)));
        }
        List<String> expected = s.sections().get("events").stream().filter(l -> !skipped(l)).toList();
        assertThat(actual).as("%s: the choices and their events", file.getFileName()).containsExactlyElementsOf(expected);
        assertThat(Position.of(g).text()).as("%s: the final position", file.getFileName()).isEqualTo(s.text("final"));
        assertThat(Position.of(rec.replay()).text()).as("%s: GameRecord.replay()", file.getFileName()).isEqualTo(s.text("final"));
    }

    /** Counts one perft file; see CONFORMANCE.md. */
    static void runPerft(Path file, TileSet[] sets) throws IOException {
        Sections s = Sections.read(file, PERFT_SECTIONS);
        assertThat(s.header().get(0)).isEqualTo("tongiaki-perft 1");
        assertThat(s.value("name") + ".perft").as("the name line").isEqualTo(file.getFileName().toString());
        Game g = Position.parse(s.text("position"), sets).toGame();
        for (String line : s.sections().get("perft")) {
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split(" ");
            assertThat(Perft.count(g, Integer.parseInt(f[0]))).as("%s: perft %s", file.getFileName(), f[0]).isEqualTo(Long.parseLong(f[1]));
        }
        for (Map.Entry<String, List<String>> e : s.sections().entrySet()) {
            if (e.getKey().startsWith("divide ")) {
                int depth = Integer.parseInt(e.getKey().substring(7));
                Map<String, Long> expected = new LinkedHashMap<>();
                for (String line : e.getValue()) {
                    if (!line.isBlank()) {
                        int sp = line.indexOf(' ');
                        expected.put(line.substring(sp + 1), Long.parseLong(line.substring(0, sp)));
                    }
                }
                assertThat(Perft.divide(g, depth)).as("%s: divide %d", file.getFileName(), depth).containsExactlyEntriesOf(expected);
            }
        }
    }

    @TestFactory
    @DisplayName("every conformance vector replays exactly: options, events, final position")
    Stream<DynamicTest> vectors() throws IOException {
        TileSet[] sets = tileSets();
        return files("vectors", ".vector").stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> runVector(f, sets)));
    }

    @TestFactory
    @DisplayName("every perft file counts exactly, divide included")
    Stream<DynamicTest> perft() throws IOException {
        TileSet[] sets = tileSets();
        return files("perft", ".perft").stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> runPerft(f, sets)));
    }

    @TestFactory
    @DisplayName("every invalid position and game record fails with exactly the error it expects")
    Stream<DynamicTest> invalid() throws IOException {
        TileSet[] sets = tileSets();
        List<Path> all = new ArrayList<>(files("invalid", ".position"));
        all.addAll(files("invalid", ".tongiaki"));
        return all.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> runInvalid(f, sets)));
    }

    /** Checks one one-line file (CONFORMANCE.md, "One-line files"): the text prints as the one line, which reads back, as does the loose one. */
    static void runOneLine(Path file, TileSet[] sets) throws IOException {
        Sections s = Sections.read(file, ONE_LINE_SECTIONS);
        assertThat(s.header().get(0)).isEqualTo("tongiaki-one-line 1");
        assertThat(s.value("name") + ".one-line").as("the name line").isEqualTo(file.getFileName().toString());
        String text = s.text("text");
        List<String> line = s.sections().get("one-line");
        List<String> loose = s.sections().get("loose");
        assertThat(line).as("%s: [one-line] is one line", file.getFileName()).hasSize(1);
        assertThat(loose).as("%s: [loose] is one line", file.getFileName()).hasSize(1);
        if (text.startsWith(PlayerView.FORMAT + " ")) {
            PlayerView v = PlayerView.parse(text, sets);
            assertThat(v.text()).as("%s: the text is canonical", file.getFileName()).isEqualTo(text);
            assertThat(v.oneLine()).as("%s: the one-line form of the view", file.getFileName()).isEqualTo(line.get(0));
            assertThat(PlayerView.parse(line.get(0), sets).text()).as("%s: the one line read", file.getFileName()).isEqualTo(text);
            assertThat(PlayerView.parse(loose.get(0), sets).text()).as("%s: the loose line read", file.getFileName()).isEqualTo(text);
        } else {
            Position p = Position.parse(text, sets);
            assertThat(p.text()).as("%s: the text is canonical", file.getFileName()).isEqualTo(text);
            assertThat(p.oneLine()).as("%s: the one-line form of the position", file.getFileName()).isEqualTo(line.get(0));
            assertThat(Position.parse(line.get(0), sets).text()).as("%s: the one line read", file.getFileName()).isEqualTo(text);
            assertThat(Position.parse(loose.get(0), sets).text()).as("%s: the loose line read", file.getFileName()).isEqualTo(text);
        }
    }

    @TestFactory
    @DisplayName("every one-line file: the text prints as its one line, and the one line and the loose one read back to the text")
    Stream<DynamicTest> oneLines() throws IOException {
        TileSet[] sets = tileSets();
        return files("one-line", ".one-line").stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> runOneLine(f, sets)));
    }

    /** {@return a canonical text on one line as CONFORMANCE.md specifies it, written here without the engine: its lines joined by "; "} */
    static String joined(String text) {
        return String.join("; ", text.lines().toList());
    }

    /** The one-line form of a canonical position or view text round-trips: printed as specified, read back to the same. */
    static void assertOneLineRoundTrip(String text, TileSet[] sets, String where) {
        String line = joined(text);
        assertThat(line).as(where).doesNotContain("\n", "\r", "\t", "#");
        if (text.startsWith(PlayerView.FORMAT + " ")) {
            PlayerView v = PlayerView.parse(text, sets);
            assertThat(v.oneLine()).as("%s: the one-line form", where).isEqualTo(line);
            assertThat(PlayerView.parse(line, sets)).as("%s: parse(one line) equals parse(text)", where).isEqualTo(v);
            assertThat(PlayerView.parse(line, sets).text()).as(where).isEqualTo(text);
        } else {
            Position p = Position.parse(text, sets);
            assertThat(p.oneLine()).as("%s: the one-line form", where).isEqualTo(line);
            assertThat(Position.parse(line, sets)).as("%s: parse(one line) equals parse(text)", where).isEqualTo(p);
            assertThat(Position.parse(line, sets).text()).as(where).isEqualTo(text);
            assertThat(Position.parse(line + "\n", sets)).as("%s: with a final line end", where).isEqualTo(p);
        }
    }

    @Test
    @DisplayName("every position and view of the suite (vectors' start, view and final, perft files, records' final) round-trips through its one line")
    void everyConformancePositionOnOneLine() throws IOException {
        TileSet[] sets = tileSets();
        int n = 0;
        for (Path f : files("vectors", ".vector")) {
            Sections s = Sections.read(f, VECTOR_SECTIONS);
            for (String section : List.of("start", "view", "final")) {
                if (s.sections().containsKey(section)) {
                    assertOneLineRoundTrip(s.text(section), sets, f.getFileName() + " [" + section + "]");
                    n++;
                }
            }
        }
        for (Path f : files("perft", ".perft")) {
            assertOneLineRoundTrip(Sections.read(f, PERFT_SECTIONS).text("position"), sets, f.getFileName().toString());
            n++;
        }
        for (Path f : files("records", ".expected")) {
            assertOneLineRoundTrip(Sections.read(f, RESULT_SECTIONS).text("final"), sets, f.getFileName().toString());
            n++;
        }
        assertThat(n).isGreaterThan(250);
    }

    /**
     * {@return the column of the one line where a fault of the text it stands for (at line l, column c) lies: the offset of
     * that line's first character in the one line plus c, or just after the one line's end for a line after the last}
     *
     * @param lines the text's lines
     * @param separator what joins them on the one line
     */
    static int oneLineColumn(List<String> lines, String separator, int l, int c) {
        if (l > lines.size()) {
            return String.join(separator, lines).length() + 1;
        }
        int offset = 0;
        for (int k = 0; k < l - 1; k++) {
            offset += lines.get(k).length() + separator.length();
        }
        return offset + c;
    }

    @Test
    @DisplayName("every invalid position of the suite, on one line, fails with the same expectation at the column of the one line its fault is at")
    void invalidPositionsOnOneLine() throws IOException {
        TileSet[] sets = tileSets();
        int n = 0;
        for (Path f : files("invalid", ".position")) {
            String whole = Files.readString(f);
            // the text after the file's comment lines; one with a comment or ';' of its own, or a byte order mark, is left out
            List<String> lines = whole.lines().dropWhile(l -> l.startsWith("#")).toList();
            if (whole.startsWith("\uFEFF") || lines.stream().anyMatch(l -> l.contains("#") || l.contains(";"))) {
                continue;
            }
            String text = String.join("\n", lines) + "\n";
            ParseException e = catchThrowableOfType(ParseException.class, () -> Position.parse(text, sets));
            assertThat(e).as("%s is invalid without its comment lines", f.getFileName()).isNotNull();
            for (String separator : List.of("; ", ";", " ;\t")) {
                String line = String.join(separator, lines);
                ParseException one = catchThrowableOfType(ParseException.class, () -> Position.parse(line, sets));
                assertThat(one).as("%s on one line ('%s')", f.getFileName(), separator).isNotNull();
                assertThat(one.getMessage()).as("%s on one line ('%s'), from: %s", f.getFileName(), separator, e.getMessage())
                        .isEqualTo(e.getMessage().replaceFirst("^line [0-9]+, column [0-9]+:",
                                "line 1, column " + oneLineColumn(lines, separator, e.line(), e.column()) + ":"));
            }
            n++;
        }
        assertThat(n).isGreaterThan(50);
    }

    @TestFactory
    @DisplayName("every game record replays exactly: canonical text, choices, events, final position")
    Stream<DynamicTest> records() throws IOException {
        TileSet[] sets = tileSets();
        return files("records", ".tongiaki").stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> runRecord(f, sets)));
    }

    @Test
    @DisplayName("blank lines and comment lines are ignored anywhere in [play]: between steps, after a decision line, among events")
    void blankAndCommentLinesInPlay(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        TileSet[] sets = tileSets();
        Path original = ROOT.resolve("vectors").resolve("exp-fills-beach.vector");
        List<String> out = new ArrayList<>();
        boolean play = false;
        for (String line : Files.readAllLines(original)) {
            if (line.equals("[final]")) {
                play = false;
            }
            out.add(line);
            if (play) {
                out.add(line.startsWith("? ") ? "# the options, then the choice" : "");
                out.add("   ");
            }
            if (line.equals("[play]")) {
                play = true;
            }
        }
        Path copy = dir.resolve("exp-fills-beach.vector");
        Files.write(copy, out);
        assertThat(Files.readString(copy)).contains("\n# the options, then the choice\n").contains("\nBoatLanded colour=red beach=Samoa/2\n\n");
        runVector(copy, sets);
        // an event line that differs still fails
        Files.write(copy, out.stream().map(l -> l.replace("BoatLanded colour=red beach=Samoa/2", "BoatLanded colour=red beach=Samoa/1")).toList());
        assertThatThrownBy(() -> runVector(copy, sets)).isInstanceOf(AssertionError.class);
    }

    @Test
    @DisplayName("an invalid file with another expected column, and a record file with another event, fail their checks")
    void invalidAndRecordChecksCanFail(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        TileSet[] sets = tileSets();
        String invalid = Files.readString(ROOT.resolve("invalid").resolve("beach-over-its-berths.position"));
        Path bad = dir.resolve("beach-over-its-berths.position");
        Files.writeString(bad, invalid.replace(", column 15:", ", column 16:"));
        assertThat(Files.readString(bad)).isNotEqualTo(invalid);
        assertThatThrownBy(() -> runInvalid(bad, sets)).isInstanceOf(AssertionError.class);
        Path valid = dir.resolve("valid.position");
        Files.writeString(valid, invalid.replace("boats Tonga/1 2B+2R", "boats Tonga/1 B+R"));
        assertThatThrownBy(() -> runInvalid(valid, sets)).isInstanceOf(AssertionError.class);

        Path rec = ROOT.resolve("records").resolve("chance-two-players.tongiaki");
        Files.copy(rec, dir.resolve(rec.getFileName()));
        String expected = Files.readString(rec.resolveSibling("chance-two-players.expected"));
        int at = expected.indexOf("\nBoatsPlaced ");
        Files.writeString(dir.resolve("chance-two-players.expected"), expected.substring(0, at) + "\nTurnEnded turn=9 player=red"
                + expected.substring(at));
        runRecordFails(dir.resolve(rec.getFileName()), sets);
    }

    private static void runRecordFails(Path file, TileSet[] sets) {
        assertThatThrownBy(() -> runRecord(file, sets)).isInstanceOf(AssertionError.class).hasMessageContaining("the choices and their events");
    }

    @Test
    @DisplayName("the error messages CONFORMANCE.md shows are those of the suite's invalid files")
    void documentedErrorsAreReal() throws IOException {
        Set<String> expected = new TreeSet<>();
        List<Path> all = new ArrayList<>(files("invalid", ".position"));
        all.addAll(files("invalid", ".tongiaki"));
        for (Path f : all) {
            expected.add(expectedError(Files.readString(f), f));
        }
        List<String> shown = Files.readAllLines(ROOT.resolveSibling("CONFORMANCE.md")).stream().map(l -> l.replaceFirst("^# expect: ", ""))
                .filter(l -> l.matches("line [0-9]+, column [0-9]+: expected .*")).toList();
        assertThat(shown).hasSizeGreaterThanOrEqualTo(2);
        assertThat(expected).containsAll(shown);
    }

    @Test
    @DisplayName("every kind of file is there: invalid positions and records, records with their results, vectors starting at every pending kind")
    void everyKindOfFile() throws IOException {
        assertThat(files("invalid", ".position")).hasSizeGreaterThanOrEqualTo(20);
        assertThat(files("invalid", ".tongiaki")).isNotEmpty();
        assertThat(files("one-line", ".one-line")).isNotEmpty();
        assertThat(files("invalid", ".position")).filteredOn(f -> f.getFileName().toString().startsWith("one-line-")).isNotEmpty();
        for (Path r : files("records", ".tongiaki")) {
            assertThat(r.resolveSibling(r.getFileName().toString().replaceFirst("\\.tongiaki$", ".expected"))).exists();
        }
        assertThat(files("records", ".expected")).hasSameSizeAs(files("records", ".tongiaki")).isNotEmpty();
        Set<String> kinds = new TreeSet<>();
        for (Path f : files("vectors", ".vector")) {
            String start = Sections.read(f, VECTOR_SECTIONS).text("start");
            String pending = start.lines().filter(l -> l.startsWith("pending ")).findFirst().orElseThrow();
            kinds.add(pending.split(" ")[1] + (pending.contains(" for=voyage") ? " voyage" : pending.contains(" for=") ? " placement" : ""));
        }
        assertThat(kinds).contains("setup", "turn", "take", "place", "emigrate", "land", "tile", "chance voyage", "chance placement");
    }

    private static Set<String> covered() throws IOException {
        Set<String> ids = new TreeSet<>();
        for (Path f : files("vectors", ".vector")) {
            ids.addAll(List.of(Sections.read(f, VECTOR_SECTIONS).value("covers").split(" ")));
        }
        return ids;
    }

    @Test
    @DisplayName("at least 60 vectors; together they cover every rule and decision id of Rule, and no other")
    void coverageOfTheRuleIds() throws IOException {
        assertThat(files("vectors", ".vector")).hasSizeGreaterThanOrEqualTo(60);
        assertThat(covered()).containsExactlyInAnyOrderElementsOf(Arrays.stream(Rule.values()).map(Rule::id).toList());
    }

    @Test
    @DisplayName("the vectors cover every id of the maintainers' rules specification, when it is given (-Dtongiaki.spec)")
    void coverageOfTheSpecification() throws IOException {
        MaintainerFiles.assumeSpec();
        Set<String> ids = new TreeSet<>();
        Matcher m = Pattern.compile("(?m)^- \\*\\*([RD]-[A-Z0-9-]+?)[.*\\s]").matcher(Files.readString(SPEC));
        while (m.find()) {
            ids.add(m.group(1));
        }
        assertThat(ids).isNotEmpty();
        assertThat(covered()).containsExactlyInAnyOrderElementsOf(ids);
    }

    @Test
    @DisplayName("the vectors start with every rule option at its non-default setting somewhere")
    void coverageOfTheOptions() throws IOException {
        TileSet[] sets = tileSets();
        // every option away from its default somewhere (O-STALL-ROUNDS: another number than 30)
        java.util.EnumSet<RuleOption> seen = java.util.EnumSet.noneOf(RuleOption.class);
        RuleOptions defaults = RuleOptions.defaults();
        for (Path f : files("vectors", ".vector")) {
            RuleOptions o = Position.parse(Sections.read(f, VECTOR_SECTIONS).text("start"), sets).options();
            for (RuleOption option : RuleOption.values()) {
                if (!option.valueIn(o).equals(option.valueIn(defaults))) {
                    seen.add(option);
                }
            }
        }
        assertThat(seen).containsExactlyInAnyOrder(RuleOption.values());
    }

    @Test
    @DisplayName("the suite's official tile set is the one of tongiaki-tiles")
    void officialTileSetIsTheSame() {
        assertThat(NotationTiles.load(ROOT.resolve("tilesets").resolve("official.tiles"))).isEqualTo(NotationTiles.official());
    }
}
