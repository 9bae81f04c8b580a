package io.github.tongiaki.js;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.rules.RuleOption;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The npm package's type declarations ({@code src/main/npm/index.d.ts}) held against the Java sources (issue 38), so
 * they cannot drift: the discriminated unions of events, choices and decisions name every permitted type of the
 * sealed interfaces with exactly their fields (the records' components that the JSON forms write), the rule ids
 * are {@code Rule}'s, the rule options {@code RuleOption}'s; and the JSON of real games has exactly the declared
 * fields. The narrowing itself is checked by {@code tsc --strict} over {@code src/test/ts} in the build.
 */
class TypesTest {

    static final Path DTS = Path.of("src", "main", "npm", "index.d.ts");

    private static String dts() throws IOException {
        return Files.readString(DTS);
    }

    /** Field names of a declared object type: {@code { readonly a: x; readonly b: y }}. */
    private static Set<String> fieldNames(String body) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = Pattern.compile("readonly '?([\\w-]+)'?\\??:").matcher(body);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static Map<String, Set<String>> declared(String text, String regex) {
        Map<String, Set<String>> out = new LinkedHashMap<>();
        Matcher m = Pattern.compile(regex, Pattern.MULTILINE).matcher(text);
        while (m.find()) {
            out.put(m.group(1), fieldNames(m.group(2)));
        }
        return out;
    }

    /** A record's component names, without those the JSON forms carry elsewhere. */
    private static Set<String> components(Class<?> type, String... without) {
        Set<String> out = new LinkedHashSet<>();
        for (RecordComponent c : type.getRecordComponents()) {
            out.add(c.getName());
        }
        out.removeAll(List.of(without));
        return out;
    }

    private static Set<String> union(String text, String name) {
        Matcher m = Pattern.compile("export type " + name + " =\\n((?:  \\| [^\\n]+\\n)+)").matcher(text);
        assertThat(m.find()).as("index.d.ts declares the union " + name).isTrue();
        Set<String> out = new LinkedHashSet<>();
        for (String line : m.group(1).split("\\n")) {
            out.add(line.replaceFirst("^  \\| ", "").replaceAll("[';]", "").strip());
        }
        return out;
    }

    @Test
    @DisplayName("every event type of GameEvent, with exactly its fields, is in the GameEvent union")
    void events() throws IOException {
        String text = dts();
        Map<String, Set<String>> decl = declared(text, "^export interface \\w+Event extends EventBase<'(\\w+)', (\\{[^\\n]*\\})> \\{\\}$");
        Map<String, Set<String>> fromJava = new LinkedHashMap<>();
        for (Class<?> c : GameEvent.class.getPermittedSubclasses()) {
            fromJava.put(c.getSimpleName(), components(c, "rule"));
        }
        assertThat(decl).isEqualTo(fromJava);
        assertThat(union(text, "GameEvent")).containsExactlyElementsOf(fromJava.keySet().stream().map(n -> n + "Event").toList());
    }

    @Test
    @DisplayName("every choice type of Choice, with exactly its fields, is in the Choice union")
    void choices() throws IOException {
        String text = dts();
        Map<String, Set<String>> decl = new LinkedHashMap<>();
        for (Map.Entry<String, Set<String>> e : declared(text, "^export interface (\\w+)Choice (\\{[^\\n]*\\})$").entrySet()) {
            Set<String> fields = new LinkedHashSet<>(e.getValue());
            fields.remove("type");
            decl.put(e.getKey(), fields);
        }
        Map<String, Set<String>> fromJava = new LinkedHashMap<>();
        for (Class<?> c : Choice.class.getPermittedSubclasses()) {
            fromJava.put(c.getSimpleName(), components(c));
        }
        assertThat(decl).isEqualTo(fromJava);
    }

    @Test
    @DisplayName("every decision kind, with exactly its fields, is in the Decision union; the kinds in DecisionKind order")
    void decisions() throws IOException {
        String text = dts();
        Map<String, Set<String>> decl = declared(text, "^export interface \\w+Decision extends DecisionBase<'(\\w+)', (\\{[^\\n]*\\})> \\{\\}$");
        Map<String, Set<String>> fromJava = new LinkedHashMap<>();
        for (Class<?> c : Decision.class.getPermittedSubclasses()) {
            String kind = c.getSimpleName().replaceAll("([a-z])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
            fromJava.put(kind, components(c, "number", "player", "options", "rule"));
        }
        assertThat(decl).isEqualTo(fromJava);
        assertThat(union(text, "DecisionKind")).containsExactlyElementsOf(Arrays.stream(DecisionKind.values()).map(Enum::name).toList());
    }

    @Test
    @DisplayName("the rule ids are Rule's, the rule options RuleOption's keys")
    void rulesAndOptions() throws IOException {
        String text = dts();
        assertThat(union(text, "RuleId")).containsExactlyElementsOf(Arrays.stream(Rule.values()).map(Rule::id).toList());
        Matcher m = Pattern.compile("export interface RuleOptions \\{\\n([\\s\\S]*?)\\n\\}").matcher(text);
        assertThat(m.find()).isTrue();
        assertThat(fieldNames(m.group(1))).containsExactlyElementsOf(Arrays.stream(RuleOption.values()).map(RuleOption::key).toList());
    }

    @Test
    @DisplayName("the JSON of 40 games (events, decisions, choices) has exactly the declared fields")
    void jsonHasTheDeclaredFields() throws IOException {
        String text = dts();
        Map<String, Set<String>> events = declared(text, "^export interface \\w+Event extends EventBase<'(\\w+)', (\\{[^\\n]*\\})> \\{\\}$");
        Map<String, Set<String>> decisions = declared(text, "^export interface \\w+Decision extends DecisionBase<'(\\w+)', (\\{[^\\n]*\\})> \\{\\}$");
        Map<String, Set<String>> choices = declared(text, "^export interface (\\w+)Choice (\\{[^\\n]*\\})$");
        ObjectMapper mapper = new ObjectMapper();
        Set<String> seen = new LinkedHashSet<>();
        for (int i = 0; i < 40; i++) {
            JsGame g = Tongiaki.start(String.valueOf(2 + i % 5), "", String.valueOf(i), i % 2 == 0 ? "" : "endgame=FINISH_TURN stall-rounds=3", "",
                    i % 7 == 3);
            Chooser c = new Chooser(i);
            while (!g.isOver()) {
                JsonNode d = mapper.readTree(g.decision());
                assertThat(names(d.get("fields"))).as(d.get("kind").asText()).isEqualTo(decisions.get(d.get("kind").asText()));
                for (JsonNode o : d.get("options")) {
                    Set<String> fields = names(o.get("choice"));
                    String type = o.get("choice").get("type").asText();
                    assertThat(fields).as(type).isEqualTo(choices.get(type));
                }
                for (JsonNode e : mapper.readTree(g.applyOption(g.decisionNumber(), c.next(g.optionCount())))) {
                    String type = e.get("type").asText();
                    seen.add(type);
                    assertThat(names(e.get("fields"))).as(type).isEqualTo(events.get(type));
                }
            }
        }
        assertThat(seen).as("most event types occur").hasSizeGreaterThan(12);
    }

    private static Set<String> names(JsonNode object) {
        Set<String> out = new LinkedHashSet<>();
        for (Iterator<String> it = object.fieldNames(); it.hasNext(); ) {
            out.add(it.next());
        }
        return out;
    }
}
