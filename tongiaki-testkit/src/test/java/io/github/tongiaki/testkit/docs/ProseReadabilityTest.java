package io.github.tongiaki.testkit.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The user guides stay skimmable: one thing a sentence. For the README and every guide in {@code docs/} (not the
 * maintainers' folder), the mean sentence of prose is under {@value #MEAN} words and no sentence is over
 * {@value #LONGEST}. Code blocks, tables, headings and inline code are not prose; a list item or a table-free
 * paragraph line break ends nothing; a full stop, question mark or exclamation mark before a capital, a list item, or a
 * blank line does.
 *
 * <p>Run it alone to see each document's figures:
 * {@code ./mvnw -B -pl tongiaki-testkit -am test -Dtest=ProseReadabilityTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class ProseReadabilityTest {

    static final double MEAN = 20.0;
    static final int LONGEST = 45;

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern FENCE = Pattern.compile("(?ms)^\\s*```.*?^\\s*```[^\\n]*$");
    private static final Pattern COMMENT = Pattern.compile("(?s)<!--.*?-->");
    private static final Pattern INLINE_CODE = Pattern.compile("`[^`\\n]+`");
    private static final Pattern LINK = Pattern.compile("!?\\[([^\\]]*)\\]\\([^)]*\\)");
    private static final Pattern END = Pattern.compile("(?<=[.!?])\\s+(?=[\\p{Lu}(\\[*\"'0-9`])|(?<=[.!?])\\s*$");

    static Stream<Path> guides() throws IOException {
        List<Path> out = new ArrayList<>();
        out.add(ROOT.resolve("README.md"));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(out::add);
        }
        return out.stream();
    }

    /** The sentences of a Markdown text's prose, each as its words. */
    static List<List<String>> sentences(String markdown) {
        String text = COMMENT.matcher(FENCE.matcher(markdown).replaceAll("\n")).replaceAll(" ");
        text = LINK.matcher(text).replaceAll("$1");
        text = INLINE_CODE.matcher(text).replaceAll("CODE");
        List<List<String>> out = new ArrayList<>();
        StringBuilder paragraph = new StringBuilder();
        for (String raw : (text + "\n\n").split("\n", -1)) {
            String line = raw.strip();
            boolean structural = line.isEmpty() || line.startsWith("#") || line.startsWith("|") || line.startsWith(">")
                    || line.matches("^([-*+]|\\d+[.)])\\s.*") || line.startsWith("<") || line.matches("^[-=*_]{3,}$");
            if (structural && paragraph.length() > 0) {
                split(paragraph.toString(), out);
                paragraph.setLength(0);
            }
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("|") || line.startsWith("<") || line.matches("^[-=*_]{3,}$")) {
                continue;
            }
            String body = line.replaceFirst("^(>\\s*)+", "").replaceFirst("^([-*+]|\\d+[.)])\\s+", "");
            paragraph.append(body).append(' ');
        }
        return out;
    }

    private static void split(String paragraph, List<List<String>> out) {
        for (String s : END.split(paragraph)) {
            List<String> words = new ArrayList<>();
            for (String w : s.strip().split("\\s+")) {
                if (w.chars().anyMatch(Character::isLetterOrDigit)) {
                    words.add(w);
                }
            }
            if (!words.isEmpty()) {
                out.add(words);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("guides")
    @DisplayName("a user guide's sentences are short: a mean under 20 words, none over 45")
    void sentencesAreShort(Path guide) throws IOException {
        List<List<String>> sentences = sentences(Files.readString(guide, StandardCharsets.UTF_8));
        double mean = sentences.stream().mapToInt(List::size).average().orElse(0);
        List<String> longest = sentences.stream().filter(s -> s.size() > LONGEST)
                .sorted(Comparator.comparingInt(s -> -s.size()))
                .map(s -> s.size() + " words: " + String.join(" ", s)).toList();
        String name = ROOT.relativize(guide).toString();
        System.out.printf("[prose] %-22s %4d sentences, mean %.1f words, %d over %d%n", name, sentences.size(), mean, longest.size(), LONGEST);
        assertThat(mean).as("%s: mean sentence length (aim: one thing a sentence)", name).isLessThan(MEAN);
        assertThat(longest).as("%s: sentences over %d words", name, LONGEST).isEmpty();
    }
}
