package io.github.tongiaki.core.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Keeps the committed conformance suite generated: {@link ConformanceGenerator} runs into memory and every
 * file it would write must be committed exactly so, and no other file may lie in the directories it
 * writes. A change of the engine that changes a vector fails here (and in {@link ConformanceTest}) until
 * the suite is regenerated and the difference reviewed.
 */
class ConformanceGeneratorTest {

    static final String REGENERATE = "./mvnw -pl tongiaki-core -am test -Dtest=ConformanceGenerator -Dtongiaki.conformance.write=true "
            + "-Dsurefire.failIfNoSpecifiedTests=false";

    /** {@return the first difference of two texts, by line (numbered from 1), or null when they are equal} */
    static String firstDifference(String committed, String generated) {
        if (committed.equals(generated)) {
            return null;
        }
        List<String> a = committed.lines().toList();
        List<String> b = generated.lines().toList();
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            String x = i < a.size() ? a.get(i) : "<no line>";
            String y = i < b.size() ? b.get(i) : "<no line>";
            if (!x.equals(y)) {
                return "line " + (i + 1) + ": committed '" + x + "', generated '" + y + "'";
            }
        }
        return "the line endings differ (the generator writes '\\n' after every line)";
    }

    /** {@return every difference between the generated files and those committed under {@code root}, one line each} */
    static List<String> differences(Path root, Map<String, String> generated) throws IOException {
        List<String> out = new ArrayList<>();
        TreeSet<String> committed = new TreeSet<>();
        for (String dir : ConformanceGenerator.DIRS) {
            Path d = root.resolve(dir);
            if (Files.isDirectory(d)) {
                try (Stream<Path> files = Files.list(d)) {
                    files.forEach(f -> committed.add(dir + "/" + f.getFileName()));
                }
            }
        }
        for (Map.Entry<String, String> e : generated.entrySet()) {
            Path f = root.resolve(e.getKey());
            if (!committed.contains(e.getKey())) {
                out.add("conformance/" + e.getKey() + ": missing (the generator writes it)");
                continue;
            }
            String diff = firstDifference(Files.readString(f), e.getValue());
            if (diff != null) {
                out.add("conformance/" + e.getKey() + ": differs from what the generator writes, first at " + diff);
            }
        }
        for (String c : committed) {
            if (!generated.containsKey(c)) {
                out.add("conformance/" + c + ": not written by the generator (stale, or added by hand)");
            }
        }
        return out;
    }

    @Test
    @DisplayName("the committed vectors, perft files, invalid texts and records are exactly what ConformanceGenerator writes")
    void committedSuiteIsGenerated() throws IOException {
        List<String> diffs = differences(NotationTiles.CONFORMANCE, ConformanceGenerator.files());
        assertThat(diffs).as("the conformance suite is out of date; after a deliberate change of the rules regenerate it with%n  %s%n"
                + "and review the difference", REGENERATE).isEmpty();
    }

    @Test
    @DisplayName("a difference names the file and its first differing line; missing and stale files are named too")
    void differencesAreNamed(@org.junit.jupiter.api.io.TempDir Path root) throws IOException {
        Files.createDirectories(root.resolve("vectors"));
        Files.writeString(root.resolve("vectors/a.vector"), "one\ntwo\nthree\n");
        Files.writeString(root.resolve("vectors/stale.vector"), "x\n");
        Map<String, String> generated = new java.util.LinkedHashMap<>();
        generated.put("vectors/a.vector", "one\nTWO\nthree\n");
        generated.put("perft/b.perft", "p\n");
        assertThat(differences(root, generated)).containsExactly(
                "conformance/vectors/a.vector: differs from what the generator writes, first at line 2: committed 'two', generated 'TWO'",
                "conformance/perft/b.perft: missing (the generator writes it)",
                "conformance/vectors/stale.vector: not written by the generator (stale, or added by hand)");
        assertThat(firstDifference("a\nb\n", "a\n")).isEqualTo("line 2: committed 'b', generated '<no line>'");
        assertThat(firstDifference("a\n", "a\n")).isNull();
    }
}
