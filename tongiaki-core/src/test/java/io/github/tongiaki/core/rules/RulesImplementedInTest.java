package io.github.tongiaki.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * RULES.md's "implemented in" column against the code (issue 11: each rule id's code is found from RULES.md
 * in one step). Every code span of the column names code, by the convention RULES.md states:
 *
 * <ul>
 *   <li>{@code Class}: a class of tongiaki-core's main sources, in any package, by its simple name (the file
 *       {@code <Class>.java}; the name must be unique among them);
 *   <li>{@code Class.method}: such a class and a method declared in it, of any visibility (found by
 *       reflection: {@link Class#forName} loads the package-private steps of the engine from a test as well);
 *   <li>{@code Class.Class}: a constructor of the class (Javadoc's way of naming a constructor);
 *   <li>{@code name.ext} (lower case, e.g. {@code official.tiles}): a resource of tongiaki-tiles' main sources.
 * </ul>
 *
 * A span of any other form fails the test: the column names code only in backticks, and explains in plain
 * words.
 */
class RulesImplementedInTest {

    private static final Path RULES_MD = Path.of("..", "RULES.md");
    private static final Path CORE_MAIN = Path.of("src", "main", "java");
    private static final Path TILES_RESOURCES = Path.of("..", "tongiaki-tiles", "src", "main", "resources");
    private static final Pattern ROW = Pattern.compile("^\\| ([RD]-[A-Z0-9-]+) \\| (.*?) \\| `\\w+#.*\\|\\s*$");
    private static final Pattern SPAN = Pattern.compile("`([^`]*)`");
    private static final Pattern CLASS_OR_MEMBER = Pattern.compile("([A-Z]\\w*)(?:\\.(\\w+))?");
    private static final Pattern RESOURCE = Pattern.compile("[a-z][\\w-]*\\.[a-z]+");

    /** The "implemented in" cell of each id's row, in document order. */
    private static Map<String, String> column() throws IOException {
        Map<String, String> cells = new LinkedHashMap<>();
        for (String line : Files.readAllLines(RULES_MD, StandardCharsets.UTF_8)) {
            Matcher m = ROW.matcher(line);
            if (m.matches()) {
                cells.put(m.group(1), m.group(2));
            }
        }
        return cells;
    }

    /** Simple name to fully qualified names of every class in tongiaki-core's main sources. */
    private static Map<String, List<String>> coreClasses() {
        Map<String, List<String>> classes = new TreeMap<>();
        try (Stream<Path> files = Files.walk(CORE_MAIN)) {
            files.filter(p -> p.getFileName().toString().endsWith(".java"))
                    .filter(p -> !p.getFileName().toString().contains("-info"))
                    .forEach(p -> {
                        String relative = CORE_MAIN.relativize(p).toString().replace(p.getFileSystem().getSeparator(), ".");
                        String fqn = relative.substring(0, relative.length() - ".java".length());
                        String simple = fqn.substring(fqn.lastIndexOf('.') + 1);
                        classes.computeIfAbsent(simple, k -> new ArrayList<>()).add(fqn);
                    });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return classes;
    }

    /**
     * Checks one code span of the column.
     *
     * @return null if it names existing code, else what is wrong
     */
    static String problem(String span, Map<String, List<String>> classes) {
        if (RESOURCE.matcher(span).matches()) {
            try (Stream<Path> files = Files.walk(TILES_RESOURCES)) {
                return files.anyMatch(p -> p.getFileName().toString().equals(span)) ? null
                        : "no resource " + span + " in tongiaki-tiles";
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        Matcher m = CLASS_OR_MEMBER.matcher(span);
        if (!m.matches()) {
            return "not Class, Class.method or a tongiaki-tiles resource: " + span;
        }
        List<String> fqns = classes.getOrDefault(m.group(1), List.of());
        if (fqns.size() != 1) {
            return fqns.isEmpty() ? "no class " + m.group(1) + " in tongiaki-core" : "class " + m.group(1) + " is ambiguous: " + fqns;
        }
        Class<?> c;
        try {
            c = Class.forName(fqns.get(0), false, RulesImplementedInTest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            return "class " + fqns.get(0) + " not compiled";
        }
        String member = m.group(2);
        if (member == null) {
            return null;
        }
        if (member.equals(c.getSimpleName())) {
            Constructor<?>[] constructors = c.getDeclaredConstructors();
            return constructors.length > 0 ? null : "no constructor in " + c.getName();
        }
        boolean declared = Arrays.stream(c.getDeclaredMethods()).map(Method::getName).anyMatch(member::equals);
        return declared ? null : "no method " + member + " declared in " + c.getName();
    }

    @Test
    void everyNameInTheImplementedInColumnExists() throws IOException {
        Map<String, String> column = column();
        assertThat(column.keySet()).as("ids with an \"implemented in\" cell")
                .containsExactlyElementsOf(Arrays.stream(Rule.values()).map(Rule::id).toList());
        Map<String, List<String>> classes = coreClasses();
        List<String> problems = new ArrayList<>();
        int names = 0;
        for (Map.Entry<String, String> cell : column.entrySet()) {
            Matcher span = SPAN.matcher(cell.getValue());
            int inCell = 0;
            while (span.find()) {
                inCell++;
                String p = problem(span.group(1), classes);
                if (p != null) {
                    problems.add(cell.getKey() + ": " + p);
                }
            }
            if (inCell == 0) {
                problems.add(cell.getKey() + ": names no code");
            }
            names += inCell;
        }
        assertThat(problems).as("names in RULES.md's \"implemented in\" column that do not exist").isEmpty();
        assertThat(names).isGreaterThanOrEqualTo(Rule.values().length);
    }

    @Test
    void everyRuleNamesAMethod() throws IOException {
        // Each id's code in one step: a class alone is not enough, at least one Class.method (or resource).
        List<String> classOnly = new ArrayList<>();
        for (Map.Entry<String, String> cell : column().entrySet()) {
            if (!Pattern.compile("`[A-Z]\\w*\\.\\w+`").matcher(cell.getValue()).find()) {
                classOnly.add(cell.getKey());
            }
        }
        assertThat(classOnly).as("ids whose \"implemented in\" cell names no Class.method").isEmpty();
    }

    @Test
    void wrongNamesAreFound() {
        // The check itself can fail: a wrong class, method, constructor form or resource is reported.
        Map<String, List<String>> classes = coreClasses();
        assertThat(problem("Voyage.run", classes)).isNull();
        assertThat(problem("Landing.beachMask", classes)).as("a private method").isNull();
        assertThat(problem("Table.Table", classes)).as("a constructor").isNull();
        assertThat(problem("RuleOptions.endGame", classes)).as("a record accessor").isNull();
        assertThat(problem("TileSet", classes)).as("a class alone").isNull();
        assertThat(problem("official.tiles", classes)).as("a tongiaki-tiles resource").isNull();
        assertThat(problem("Voyage.sail", classes)).contains("no method sail");
        assertThat(problem("Engine.setupOptions", classes)).contains("no method setupOptions");
        assertThat(problem("NoSuchStep.run", classes)).contains("no class NoSuchStep");
        assertThat(problem("internal.Tables", classes)).as("a package-qualified name").contains("not Class, Class.method");
        assertThat(problem("Engine.applyTurn(int)", classes)).contains("not Class, Class.method");
        assertThat(problem("unofficial.tiles", classes)).contains("no resource unofficial.tiles");
    }
}
