package io.github.tongiaki.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.MaintainerFiles;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * RULES.md, the project's rules reference, against the code: a section for every {@link Rule} id in order,
 * its statement equal to {@link Rule#text()}, a table row naming tests that exist, the rule options table
 * equal to {@link RuleOptions}. The checks against the specification and the German rulebook run only with
 * those files, which the maintainers keep outside the repository ({@link MaintainerFiles}); without them the
 * build still passes.
 *
 * <p>How a section is read: it starts at a line {@code ### <id> <Summary>} and runs to the next heading.
 * Its first paragraph (lines up to the first blank line, joined by single spaces) is the statement; the
 * second paragraph starts with {@code Rulebook:} and quotes the rulebook in „…“; the section holds the
 * id's table row {@code | <id> | implemented in | tests |}.
 */
class RulesDocumentTest {

    private static final Path RULES_MD = Path.of("..", "RULES.md");
    private static final Path SPEC = MaintainerFiles.spec();
    private static final Path GERMAN_RULEBOOK = MaintainerFiles.germanRulebook();
    private static final String[] TEST_PACKAGES = {"io.github.tongiaki.core.rules.", "io.github.tongiaki.core.engine.",
        "io.github.tongiaki.core.geometry.", "io.github.tongiaki.core.tiles.", "io.github.tongiaki.core.internal.",
        "io.github.tongiaki.core.internal.engine."};
    private static final Pattern HEADING = Pattern.compile("^### ([RD]-[A-Z0-9-]+) (.+)$");
    private static final Pattern OPTION_ROW = Pattern.compile(
            "^\\| `(O-[A-Z-]+)` \\(([^)]*)\\) \\| `([^`]+)` \\| `(\\w+)` \\| `([a-z-]+)=` \\|.*\\|\\s*$");
    private static final Pattern OPTION_ID = Pattern.compile("\\bO-[A-Z]+(?:-[A-Z]+)*");
    private static final Pattern QUOTE = Pattern.compile("„([^“]*)“");

    private static List<String> lines() throws IOException {
        return Files.readAllLines(RULES_MD, StandardCharsets.UTF_8);
    }

    private static Map<String, List<String>> table() throws IOException {
        Map<String, List<String>> rows = new LinkedHashMap<>();
        Pattern row = Pattern.compile("^\\| ([RD]-[A-Z0-9-]+) \\|.*\\|(.*)\\|\\s*$");
        Pattern test = Pattern.compile("`(\\w+)#(\\w+)`");
        for (String line : lines()) {
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

    /** A {@code ### id Summary} section of RULES.md. */
    private record Section(String id, String title, List<List<String>> paragraphs, List<String> lines) {

        String paragraph(int i) {
            return i < paragraphs.size() ? String.join(" ", paragraphs.get(i)) : "";
        }
    }

    private static List<Section> sections() throws IOException {
        List<Section> sections = new ArrayList<>();
        List<String> all = lines();
        for (int i = 0; i < all.size(); i++) {
            Matcher h = HEADING.matcher(all.get(i));
            if (!h.matches()) {
                continue;
            }
            List<String> body = new ArrayList<>();
            int j = i + 1;
            while (j < all.size() && !all.get(j).startsWith("#")) {
                body.add(all.get(j));
                j++;
            }
            List<List<String>> paragraphs = new ArrayList<>();
            List<String> current = new ArrayList<>();
            for (String line : body) {
                if (line.isBlank()) {
                    if (!current.isEmpty()) {
                        paragraphs.add(current);
                        current = new ArrayList<>();
                    }
                } else {
                    current.add(line.strip());
                }
            }
            if (!current.isEmpty()) {
                paragraphs.add(current);
            }
            sections.add(new Section(h.group(1), h.group(2), paragraphs, body));
        }
        return sections;
    }

    private static String normalised(String s) {
        return s.replaceAll("\\s+", " ").strip();
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
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : table().entrySet()) {
            for (String ref : e.getValue()) {
                String cls = ref.substring(0, ref.indexOf('#'));
                String method = ref.substring(ref.indexOf('#') + 1);
                Class<?> c = find(cls);
                if (c == null || Arrays.stream(c.getDeclaredMethods()).map(Method::getName).noneMatch(method::equals)) {
                    missing.add(e.getKey() + ": " + ref);
                }
            }
        }
        assertThat(missing).as("tests named in RULES.md that do not exist").isEmpty();
    }

    @Test
    void everyRuleHasAPlainStatementOfOneToFourSentences() {
        for (Rule r : Rule.values()) {
            String text = r.text();
            assertThat(text).as("text of %s", r).isNotBlank().isEqualTo(normalised(text)).endsWith(".");
            // Plain text: a frontend shows it as it is, so no Markdown or HTML.
            assertThat(text).as("text of %s", r).doesNotContainPattern("[`*#|<>\\[\\]\\\\]");
            int sentences = text.split("(?<=[.!?])\\s+(?=[A-Z(])").length;
            assertThat(sentences).as("sentences in the text of %s", r).isBetween(1, 4);
            assertThat(r.summary()).as("summary of %s", r).isNotBlank().doesNotEndWith(".");
        }
    }

    @Test
    void everyRuleHasASectionStatingRuleText() throws IOException {
        List<Section> sections = sections();
        assertThat(sections.stream().map(Section::id)).as("### sections of RULES.md")
                .containsExactlyElementsOf(Arrays.stream(Rule.values()).map(Rule::id).toList());
        for (Section s : sections) {
            Rule r = Rule.of(s.id());
            String summary = r.summary();
            assertThat(s.title()).as("heading of %s", r).isEqualTo(Character.toUpperCase(summary.charAt(0)) + summary.substring(1));
            assertThat(s.paragraph(0)).as("statement of %s in RULES.md (Rule.text())", r).isEqualTo(r.text());
            assertThat(s.paragraph(1)).as("second paragraph of %s", r).startsWith("Rulebook: ");
            assertThat(QUOTE.matcher(s.paragraph(1)).find()).as("a quotation of the rulebook for %s", r).isTrue();
            assertThat(s.lines()).as("table row of %s inside its section", r).anyMatch(l -> l.startsWith("| " + r.id() + " |"));
        }
    }

    @Test
    void optionsTableListsEveryOptionKey() throws IOException {
        Set<String> keys = new LinkedHashSet<>();
        for (String line : lines()) {
            Matcher m = OPTION_ROW.matcher(line);
            if (m.matches()) {
                keys.add(m.group(5));
            }
        }
        assertThat(keys).as("text-form keys in the rule options table of RULES.md").containsAll(optionDefaults().keySet());
    }

    @Test
    void optionsSectionMatchesRuleOptions() throws IOException {
        Map<String, String> defaults = optionDefaults();
        Set<String> components = new LinkedHashSet<>();
        for (Method accessor : RuleOptions.class.getMethods()) {
            if (accessor.getParameterCount() == 0) {
                components.add(accessor.getName());
            }
        }
        List<String> keys = new ArrayList<>();
        List<String> all = lines();
        for (String line : all) {
            Matcher m = OPTION_ROW.matcher(line);
            if (m.matches()) {
                String key = m.group(5);
                keys.add(key);
                assertThat(defaults).as("RuleOptions key %s (RULES.md row %s)", key, m.group(1)).containsKey(key);
                assertThat(m.group(3)).as("default of %s in RULES.md", key).isEqualTo(defaults.get(key));
                assertThat(components).as("RuleOptions accessor for %s", key).contains(m.group(4));
            }
        }
        assertThat(keys).as("rows of the rule options table, in the order of the text form")
                .containsExactlyElementsOf(defaults.keySet());
        // The text form shown in the section is that of the defaults.
        assertThat(all).as("the text form of the defaults in RULES.md").contains(RuleOptions.defaults().toString());
    }

    @Test
    void ruleIdsAreThoseOfTheSpecification() throws IOException {
        MaintainerFiles.assumeSpec();
        List<String> ids = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^- \\*\\*([RD]-[A-Z0-9-]+?)[.*\\s]").matcher(Files.readString(SPEC));
        while (m.find()) {
            ids.add(m.group(1));
        }
        assertThat(ids).containsExactlyElementsOf(Arrays.stream(Rule.values()).map(Rule::id).toList());
    }

    @Test
    void optionIdsAreThoseOfTheSpecification() throws IOException {
        MaintainerFiles.assumeSpec();
        Set<String> inSpec = new LinkedHashSet<>();
        Matcher m = OPTION_ID.matcher(Files.readString(SPEC));
        while (m.find()) {
            inSpec.add(m.group());
        }
        Set<String> inTable = new LinkedHashSet<>();
        for (String line : lines()) {
            Matcher row = OPTION_ROW.matcher(line);
            if (row.matches()) {
                inTable.add(row.group(1));
            }
        }
        assertThat(inTable).containsExactlyInAnyOrderElementsOf(inSpec);
    }

    @Test
    void rulebookQuotationsAreInTheGermanRulebook() throws IOException {
        MaintainerFiles.assumeGermanRulebook();
        String rulebook = normalised(Files.readString(GERMAN_RULEBOOK, StandardCharsets.UTF_8));
        int quotes = 0;
        List<String> notInRulebook = new ArrayList<>();
        for (Section s : sections()) {
            Matcher q = QUOTE.matcher(s.paragraph(1));
            while (q.find()) {
                String quote = normalised(q.group(1));
                if (!rulebook.contains(quote)) {
                    notInRulebook.add(s.id() + ": " + quote);
                }
                assertThat(quote.split(" ")).as("words quoted for %s: %s", s.id(), quote).hasSizeBetween(3, 10);
                quotes++;
            }
        }
        assertThat(notInRulebook).as("quotations not found in the German rulebook").isEmpty();
        assertThat(quotes).isGreaterThanOrEqualTo(Rule.values().length);
    }

    /** The keys of the text form with their default values, in the order {@code toString} prints them. */
    private static Map<String, String> optionDefaults() {
        Map<String, String> defaults = new LinkedHashMap<>();
        for (String part : RuleOptions.defaults().toString().split(" ")) {
            int eq = part.indexOf('=');
            defaults.put(part.substring(0, eq), part.substring(eq + 1));
        }
        return defaults;
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
