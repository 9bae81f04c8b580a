package io.github.tongiaki.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** RULES.md names every rule id with the tests that hold it; the ids match the specification. */
class RulesDocumentTest {

    private static final Path RULES_MD = Path.of("..", "RULES.md");
    private static final Path SPEC = Path.of("..", "..", "shared", "spec", "rules.md");
    private static final String[] TEST_PACKAGES = {"io.github.tongiaki.core.rules.", "io.github.tongiaki.core.engine.",
        "io.github.tongiaki.core.geometry.", "io.github.tongiaki.core.tiles."};

    private static Map<String, List<String>> table() throws IOException {
        Map<String, List<String>> rows = new LinkedHashMap<>();
        Pattern row = Pattern.compile("^\\| ([RD]-[A-Z0-9-]+) \\|.*\\|(.*)\\|\\s*$");
        Pattern test = Pattern.compile("`(\\w+)#(\\w+)`");
        for (String line : Files.readAllLines(RULES_MD)) {
            Matcher m = row.matcher(line);
            if (m.matches()) {
                List<String> tests = new ArrayList<>();
                Matcher t = test.matcher(m.group(2));
                while (t.find()) {
                    tests.add(t.group(1) + "#" + t.group(2));
                }
                rows.put(m.group(1), tests);
            }
        }
        return rows;
    }

    @Test
    void everyRuleIdHasARowWithTests() throws IOException {
        Map<String, List<String>> rows = table();
        for (Rule r : Rule.values()) {
            assertThat(rows).as("RULES.md row for %s", r.id()).containsKey(r.id());
            assertThat(rows.get(r.id())).as("tests named for %s", r.id()).isNotEmpty();
        }
        assertThat(rows.keySet()).containsExactlyElementsOf(Arrays.stream(Rule.values()).map(Rule::id).toList());
    }

    @Test
    void everyTestNamedInRulesMdExists() throws IOException {
        for (Map.Entry<String, List<String>> e : table().entrySet()) {
            for (String ref : e.getValue()) {
                String cls = ref.substring(0, ref.indexOf('#'));
                String method = ref.substring(ref.indexOf('#') + 1);
                Class<?> c = find(cls);
                assertThat(c).as("test class %s named for %s", cls, e.getKey()).isNotNull();
                assertThat(Arrays.stream(c.getDeclaredMethods()).map(Method::getName)).as("%s in %s", method, cls).contains(method);
            }
        }
    }

    @Test
    void ruleIdsAreThoseOfTheSpecification() throws IOException {
        Assumptions.assumeTrue(Files.exists(SPEC), "shared/spec/rules.md is not beside the repository");
        List<String> ids = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^- \\*\\*([RD]-[A-Z0-9-]+?)[.*\\s]").matcher(Files.readString(SPEC));
        while (m.find()) {
            ids.add(m.group(1));
        }
        assertThat(ids).containsExactlyElementsOf(Arrays.stream(Rule.values()).map(Rule::id).toList());
    }

    private static Class<?> find(String simpleName) {
        for (String p : TEST_PACKAGES) {
            try {
                return Class.forName(p + simpleName);
            } catch (ClassNotFoundException e) {
                // try the next package
            }
        }
        return null;
    }
}
