package io.github.tongiaki.core.notation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.rules.RuleOptions;
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
import org.junit.jupiter.api.Assumptions;
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
    private static final Path SPEC = Path.of("..", "..", "shared", "spec", "rules.md");

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

    /** A file of sections: header lines (before the first {@code [section]}), then the sections' lines. */
    record Sections(List<String> header, Map<String, List<String>> sections) {
        static Sections read(Path p) throws IOException {
            List<String> header = new ArrayList<>();
            Map<String, List<String>> sections = new LinkedHashMap<>();
            List<String> current = null;
            for (String line : Files.readAllLines(p)) {
                if (line.startsWith("[") && line.endsWith("]")) {
                    current = new ArrayList<>();
                    sections.put(line.substring(1, line.length() - 1), current);
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
            return header.stream().filter(l -> l.startsWith(key + " ")).map(l -> l.substring(key.length() + 1)).findFirst()
                    .orElseThrow(() -> new AssertionError("no '" + key + "' header line"));
        }

        String text(String section) {
            StringBuilder sb = new StringBuilder();
            for (String l : sections.get(section)) {
                sb.append(l).append('\n');
            }
            return sb.toString();
        }
    }

    /** Replays one vector; see CONFORMANCE.md. */
    static void runVector(Path file, TileSet[] sets) throws IOException {
        Sections s = Sections.read(file);
        assertThat(s.header().get(0)).isEqualTo("tongiaki-vector 1");
        String start = s.text("start");
        Position p = Position.parse(start, sets);
        assertThat(p.text()).as("the start position is canonical").isEqualTo(start);
        Game g = p.toGame();
        List<String> play = s.sections().get("play");
        int i = 0;
        while (i < play.size()) {
            String line = play.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                i++;
                continue;
            }
            assertThat(line).as("%s: a decision line", file.getFileName()).startsWith("? ");
            String[] parts = line.substring(2).split(" \\| ", -1);
            Decision d = g.decision();
            assertThat(d.kind() + " " + d.player()).as("%s line %d: the decision", file.getFileName(), i).isEqualTo(parts[0]);
            assertThat(d.options().stream().map(Option::text).toList()).as("%s: the options of decision %d", file.getFileName(), d.number())
                    .containsExactlyElementsOf(Arrays.asList(parts).subList(1, parts.length));
            String choice = play.get(i + 1);
            assertThat(choice).startsWith("> ");
            List<GameEvent> events = g.apply(ChoiceText.parse(d, choice.substring(2)));
            i += 2;
            List<String> expected = new ArrayList<>();
            while (i < play.size() && !play.get(i).startsWith("? ")) {
                expected.add(play.get(i));
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

    /** Counts one perft file; see CONFORMANCE.md. */
    static void runPerft(Path file, TileSet[] sets) throws IOException {
        Sections s = Sections.read(file);
        assertThat(s.header().get(0)).isEqualTo("tongiaki-perft 1");
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

    private static Set<String> covered() throws IOException {
        Set<String> ids = new TreeSet<>();
        for (Path f : files("vectors", ".vector")) {
            ids.addAll(List.of(Sections.read(f).value("covers").split(" ")));
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
    @DisplayName("the vectors cover every id of the specification (shared/spec/rules.md), when it is beside the repository")
    void coverageOfTheSpecification() throws IOException {
        Assumptions.assumeTrue(Files.exists(SPEC), "shared/spec/rules.md is not beside the repository");
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
        java.util.EnumSet<io.github.tongiaki.core.rules.RuleOption> seen = java.util.EnumSet.noneOf(io.github.tongiaki.core.rules.RuleOption.class);
        RuleOptions defaults = RuleOptions.defaults();
        for (Path f : files("vectors", ".vector")) {
            RuleOptions o = Position.parse(Sections.read(f).text("start"), sets).options();
            for (io.github.tongiaki.core.rules.RuleOption option : io.github.tongiaki.core.rules.RuleOption.values()) {
                if (!option.valueIn(o).equals(option.valueIn(defaults))) {
                    seen.add(option);
                }
            }
        }
        assertThat(seen).containsExactlyInAnyOrder(io.github.tongiaki.core.rules.RuleOption.values());
    }

    @Test
    @DisplayName("the suite's official tile set is the one of tongiaki-tiles")
    void officialTileSetIsTheSame() {
        assertThat(NotationTiles.load(ROOT.resolve("tilesets").resolve("official.tiles"))).isEqualTo(NotationTiles.official());
    }
}
