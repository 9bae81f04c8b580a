package io.github.tongiaki.testkit.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * docs/building.md lists what an ordinary build skips ("Skipped tests are named"): every test that a JUnit condition
 * ({@code @EnabledIfSystemProperty}, {@code @EnabledIfEnvironmentVariable}, {@code @DisabledIf…}) leaves out of an
 * ordinary build is named there, as {@code Class.method} or, for a class, {@code Class}.
 */
class SkipListDocsTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern CONDITION = Pattern.compile("^\\s*@(?:org\\.junit\\.jupiter\\.api\\.condition\\.)?(?:EnabledIf|DisabledIf)\\w*", Pattern.MULTILINE);
    private static final Pattern DECLARATION = Pattern.compile("(?:class|record|interface)\\s+(\\w+)|\\bvoid\\s+(\\w+)\\s*\\(");

    @Test
    @DisplayName("every test a JUnit condition skips in an ordinary build is named in docs/building.md's list of skips")
    void everyConditionalTestIsListed() throws IOException {
        String building = Files.readString(ROOT.resolve("docs/building.md"), StandardCharsets.UTF_8);
        List<String> conditional = new ArrayList<>();
        try (Stream<Path> files = Files.walk(ROOT)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/test/java/")
                    && !p.toString().contains("/target/") && !p.toString().contains("/node_modules/")).toList()) {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                String cls = f.getFileName().toString().replace(".java", "");
                if (!(cls.endsWith("Test") || cls.endsWith("Tests") || cls.endsWith("TestCase") || cls.startsWith("Test"))) {
                    continue; // not a test class Surefire runs (ConformanceGenerator runs only when asked by name)
                }
                Matcher m = CONDITION.matcher(text);
                while (m.find()) {
                    // the declaration the annotation stands on: the next class or method after it
                    Matcher d = DECLARATION.matcher(text);
                    if (d.find(m.end())) {
                        conditional.add(d.group(2) != null ? cls + "." + d.group(2) : cls);
                    }
                }
            }
        }
        assertThat(conditional).as("tests under a JUnit condition").contains("ReliabilityTest", "LearningConformanceTest.writeTheFiles");
        for (String name : conditional) {
            assertThat(building).as("docs/building.md names %s among the skips", name).contains("`" + name);
        }
    }
}
