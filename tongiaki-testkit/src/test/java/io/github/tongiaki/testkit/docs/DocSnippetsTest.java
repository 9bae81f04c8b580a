package io.github.tongiaki.testkit.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every code snippet of the documentation is compiled and run: this test holds the documents to the code.
 *
 * <h2>The mechanism (for whoever adds Java code to a document)</h2>
 *
 * <ul>
 *   <li>In {@code README.md} and in every Markdown file under {@code docs/} (any depth), every
 *       {@code ```java} block is preceded, on the line just before it, by a marker
 *       {@code <!-- snippet: NAME -->}.</li>
 *   <li>In the Javadoc front pages ({@code src/main/javadoc/overview.html}) of tongiaki-core, tongiaki-tiles,
 *       tongiaki-bots and tongiaki-protocol, and in every {@code package-info.java} of
 *       the library modules, every {@code <pre>{@code ...}</pre>} block is preceded by the same marker (in
 *       a {@code package-info.java}, on the doc comment's line before it, after the {@code *}).</li>
 *   <li>The block's text equals, modulo a common indentation and trailing spaces, a region of a test
 *       source in this package ({@code Snippets*Test.java}, run by Surefire) that starts with the line
 *       {@code // snippet: NAME} and ends with {@code // end snippet}. Code before and after the region
 *       sets up what the snippet uses and checks what it claims. Several blocks may show the same
 *       region.</li>
 *   <li>The region lies in a method annotated {@code @Test} or {@code @Property} (or is itself such a method),
 *       so Surefire runs it: a region in a helper that no test calls would compile but prove nothing.</li>
 * </ul>
 *
 * <p>This test fails for a Java block without a marker, a marker without a region, a block that
 * differs from its region (showing both), a region outside a test method, and a region that no document
 * shows. So: write the snippet
 * in a {@code Snippets*Test}, make it run and assert, then paste it into the document under its marker.
 */
class DocSnippetsTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path REGIONS = Path.of("src/test/java/io/github/tongiaki/testkit/docs");
    private static final Pattern MARKER = Pattern.compile("^<!-- snippet: ([a-z0-9-]+) -->$");
    private static final Pattern REGION = Pattern.compile("^// snippet: ([a-z0-9-]+)$");
    /** A method declaration of a test class, at the class's indentation (four spaces). */
    private static final Pattern METHOD = Pattern.compile("^    [A-Za-z].*\\)\\s*(throws [\\w.]+(,\\s*[\\w.]+)*\\s*)?\\{$");

    /** A code block of a document: where it is, its marker's name (null if none), its text. */
    record Block(String where, String name, String text) {}

    @Test
    void everyDocumentedSnippetIsARegionOfATestThatRuns() throws IOException {
        Map<String, String> regions = regions();
        List<Block> blocks = new ArrayList<>();
        for (Path doc : markdownDocuments()) {
            blocks.addAll(markdown(doc));
        }
        for (String module : List.of("tongiaki-core", "tongiaki-tiles", "tongiaki-bots", "tongiaki-protocol")) {
            blocks.addAll(html(ROOT.resolve(module).resolve("src/main/javadoc/overview.html"), false));
        }
        for (String module : List.of("tongiaki-core", "tongiaki-tiles", "tongiaki-testkit")) {
            try (Stream<Path> files = Files.walk(ROOT.resolve(module).resolve("src/main/java"))) {
                for (Path p : files.filter(f -> f.getFileName().toString().equals("package-info.java")).sorted().toList()) {
                    blocks.addAll(html(p, true));
                }
            }
        }
        assertThat(blocks).as("documented Java blocks").isNotEmpty();
        List<String> problems = new ArrayList<>();
        TreeSet<String> shown = new TreeSet<>();
        for (Block b : blocks) {
            if (b.name() == null) {
                problems.add(b.where() + ": a Java block without a '<!-- snippet: NAME -->' marker on the line before it");
            } else if (!regions.containsKey(b.name())) {
                problems.add(b.where() + ": snippet '" + b.name() + "' has no '// snippet: " + b.name() + "' region in " + REGIONS);
            } else {
                shown.add(b.name());
                String expected = regions.get(b.name());
                if (!normalise(b.text()).equals(expected)) {
                    problems.add(b.where() + ": snippet '" + b.name() + "' differs from its region.\n--- document:\n"
                            + normalise(b.text()) + "\n--- region:\n" + expected);
                }
            }
        }
        for (String name : regions.keySet()) {
            if (!shown.contains(name)) {
                problems.add("region '" + name + "' is shown by no document");
            }
        }
        assertThat(problems).as("documentation snippets").isEmpty();
    }

    @Test
    void theDocumentsScannedAreTheReadmeAndEveryMarkdownFileUnderDocs() throws IOException {
        List<String> docs = markdownDocuments().stream().map(p -> ROOT.relativize(p).toString().replace('\\', '/')).toList();
        assertThat(docs).first().isEqualTo("README.md");
        assertThat(docs).contains("docs/frontend.md", "docs/bots.md", "docs/testing.md", "docs/porting.md");
        try (Stream<Path> all = Files.walk(ROOT.resolve("docs"))) {
            assertThat(docs).hasSize(1 + (int) all.filter(p -> p.toString().endsWith(".md")).count());
        }
    }

    @Test
    void everyRegionLiesInATestMethod() throws IOException {
        List<String> problems = new ArrayList<>();
        try (Stream<Path> files = Files.list(REGIONS)) {
            for (Path p : files.sorted().toList()) {
                String file = p.getFileName().toString();
                if (file.startsWith("Snippets") && file.endsWith("Test.java")) {
                    problems.addAll(regionsOutsideTests(Files.readString(p), file));
                }
            }
        }
        assertThat(problems).as("snippet regions that no test runs").isEmpty();
    }

    @Test
    void theCheckerFindsRegionsOutsideTests() {
        String source = """
                class S {
                    @Test
                    void a() {
                        // snippet: in-test
                        f();
                        // end snippet
                    }

                    // snippet: a-property
                    @Property(tries = 10)
                    void p(@ForAll int i) {
                    }
                    // end snippet

                    private static void helper() throws IOException {
                        // snippet: in-helper
                        g();
                        // end snippet
                    }
                }
                """;
        assertThat(regionsOutsideTests(source, "S.java")).containsExactly("S.java:16: region 'in-helper' is not inside a @Test or @Property method");
    }

    @Test
    void theCheckerFindsUnmarkedAndDifferingBlocks() {
        List<Block> md = markdown("intro\n```java\nint a = 1;\n```\n<!-- snippet: x -->\n```java\n  int b = 2;\n```\n```sh\nls\n```\n", "T.md");
        assertThat(md).containsExactly(new Block("T.md:2", null, "int a = 1;"), new Block("T.md:6", "x", "  int b = 2;"));
        List<Block> javadoc = html(" * <!-- snippet: y -->\n * <pre>{@code\n *     go();\n * }</pre>\n * <pre>{@code\n * z();\n * }</pre>\n",
                "P.java", true);
        assertThat(javadoc).containsExactly(new Block("P.java:2", "y", "    go();"), new Block("P.java:5", null, "z();"));
        assertThat(normalise("\n    a(\n        b);  \n")).isEqualTo("a(\n    b);");
        assertThat(regions("x\n    // snippet: one\n    f();\n    // end snippet\n", "S.java", new LinkedHashMap<>()))
                .containsEntry("one", "f();");
    }

    /** README.md first, then every Markdown file under docs/, sorted. */
    static List<Path> markdownDocuments() throws IOException {
        List<Path> out = new ArrayList<>();
        out.add(ROOT.resolve("README.md"));
        try (Stream<Path> files = Files.walk(ROOT.resolve("docs"))) {
            out.addAll(files.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().toList());
        }
        return out;
    }

    /** The regions of a test source that do not lie in (or consist of) a method annotated @Test or @Property. */
    static List<String> regionsOutsideTests(String source, String file) {
        String[] lines = source.split("\n", -1);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            Matcher m = REGION.matcher(lines[i].strip());
            if (!m.matches()) {
                continue;
            }
            boolean run = i + 1 < lines.length && isTestAnnotation(lines[i + 1]);
            if (!run) {
                int j = i - 1;
                while (j >= 0 && !METHOD.matcher(lines[j]).matches()) {
                    j--;
                }
                for (int k = j - 1; k >= 0 && lines[k].strip().startsWith("@"); k--) {
                    run |= isTestAnnotation(lines[k]);
                }
            }
            if (!run) {
                out.add(file + ":" + (i + 1) + ": region '" + m.group(1) + "' is not inside a @Test or @Property method");
            }
        }
        return out;
    }

    private static boolean isTestAnnotation(String line) {
        String l = line.strip();
        return l.equals("@Test") || l.startsWith("@Property");
    }

    private static Map<String, String> regions() throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        try (Stream<Path> files = Files.list(REGIONS)) {
            for (Path p : files.sorted().toList()) {
                String file = p.getFileName().toString();
                if (file.startsWith("Snippets") && file.endsWith("Test.java")) {
                    regions(Files.readString(p), file, out);
                }
            }
        }
        return out;
    }

    private static Map<String, String> regions(String source, String file, Map<String, String> out) {
        String[] lines = source.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = REGION.matcher(lines[i].strip());
            if (m.matches()) {
                StringBuilder sb = new StringBuilder();
                int j = i + 1;
                while (j < lines.length && !lines[j].strip().equals("// end snippet")) {
                    sb.append(lines[j]).append('\n');
                    j++;
                }
                if (j == lines.length) {
                    throw new IllegalStateException(file + ":" + (i + 1) + ": region '" + m.group(1) + "' has no '// end snippet'");
                }
                if (out.put(m.group(1), normalise(sb.toString())) != null) {
                    throw new IllegalStateException(file + ":" + (i + 1) + ": region '" + m.group(1) + "' is defined twice");
                }
                i = j;
            }
        }
        return out;
    }

    private static List<Block> markdown(Path file) {
        return markdown(read(file), ROOT.relativize(file).toString());
    }

    static List<Block> markdown(String text, String where) {
        String[] lines = text.split("\n", -1);
        List<Block> out = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].strip().equals("```java")) {
                Matcher m = i > 0 ? MARKER.matcher(lines[i - 1].strip()) : null;
                StringBuilder sb = new StringBuilder();
                int j = i + 1;
                while (j < lines.length && !lines[j].strip().equals("```")) {
                    sb.append(lines[j]).append('\n');
                    j++;
                }
                out.add(new Block(where + ":" + (i + 1), m != null && m.matches() ? m.group(1) : null, trimEnd(sb)));
                i = j;
            }
        }
        return out;
    }

    private static List<Block> html(Path file, boolean docComment) {
        return html(read(file), ROOT.relativize(file).toString(), docComment);
    }

    /** {@code <pre>{@code ...}</pre>} blocks of an HTML page or (docComment) of a Java file's doc comments. */
    static List<Block> html(String text, String where, boolean docComment) {
        String[] lines = text.split("\n", -1);
        if (docComment) {
            for (int i = 0; i < lines.length; i++) {
                lines[i] = lines[i].replaceFirst("^\\s*\\* ?", "");
            }
        }
        List<Block> out = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].strip().startsWith("<pre>{@code")) {
                Matcher m = i > 0 ? MARKER.matcher(lines[i - 1].strip()) : null;
                StringBuilder sb = new StringBuilder();
                int j = i + 1;
                while (j < lines.length && !lines[j].strip().startsWith("}</pre>")) {
                    sb.append(lines[j]).append('\n');
                    j++;
                }
                out.add(new Block(where + ":" + (i + 1), m != null && m.matches() ? m.group(1) : null, trimEnd(sb)));
                i = j;
            }
        }
        return out;
    }

    private static String trimEnd(StringBuilder sb) {
        return sb.toString().stripTrailing();
    }

    /** Without the common indentation, trailing spaces and blank lines at either end. */
    static String normalise(String text) {
        List<String> lines = new ArrayList<>();
        for (String l : text.split("\n", -1)) {
            lines.add(l.stripTrailing());
        }
        while (!lines.isEmpty() && lines.get(0).isEmpty()) {
            lines.remove(0);
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        int indent = Integer.MAX_VALUE;
        for (String l : lines) {
            if (!l.isEmpty()) {
                indent = Math.min(indent, l.length() - l.stripLeading().length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String l : lines) {
            sb.append(l.isEmpty() ? l : l.substring(indent)).append('\n');
        }
        return sb.toString().stripTrailing();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
