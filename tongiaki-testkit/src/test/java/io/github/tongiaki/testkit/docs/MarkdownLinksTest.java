package io.github.tongiaki.testkit.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The links of the project's Markdown documents lead somewhere: every relative link (and every link to a file of
 * this repository on GitHub, as the npm package's README has them) names a file or folder of the repository, and
 * every {@code #anchor} into a Markdown document names one of its headings, by GitHub's rule for heading anchors.
 * Links to other hosts are not followed (the build runs without a network).
 */
class MarkdownLinksTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    /** The repository's own files as the documents link them on GitHub. */
    private static final String OWN = "https://github.com/tongiaki/tongiaki/blob/main/";
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6}\\s+(.+?)\\s*#*\\s*$");
    private static final Pattern FENCE = Pattern.compile("(?ms)^```.*?^```");
    private static final Pattern CODE = Pattern.compile("`[^`\\n]*`");

    private final Map<Path, Set<String>> anchors = new HashMap<>();

    /**
     * {@return the Markdown documents of the repository: those whose snippets are run
     * ({@link DocSnippetsTest#markdownDocuments()}: README.md and docs/), the other top-level documents and each
     * module's README}
     */
    static List<Path> documents() throws IOException {
        List<Path> docs = new ArrayList<>(DocSnippetsTest.markdownDocuments());
        try (Stream<Path> top = Files.list(ROOT)) {
            top.filter(p -> p.toString().endsWith(".md") && !docs.contains(p)).forEach(docs::add);
        }
        for (String readme : List.of("tongiaki-js/src/main/npm/README.md", "tongiaki-python/README.md")) {
            docs.add(ROOT.resolve(readme));
        }
        return docs;
    }

    @Test
    @DisplayName("every relative link of the Markdown documents names a file of the repository, and every anchor a heading")
    void everyLinkLeadsSomewhere() throws IOException {
        List<Path> docs = documents();
        assertThat(docs).as("the documents").contains(ROOT.resolve("README.md"), ROOT.resolve("docs/using.md"));
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path doc : docs) {
            Matcher m = LINK.matcher(prose(read(doc)));
            while (m.find()) {
                String target = m.group(1);
                Path base = doc.getParent();
                if (target.startsWith(OWN)) {
                    target = target.substring(OWN.length());
                    base = ROOT;
                } else if (target.matches("[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
                    continue; // another host, or mailto:
                }
                checked++;
                String where = ROOT.relativize(doc) + ": (" + m.group(1) + ")";
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                Path resolved = file.isEmpty() ? doc : base.resolve(file).normalize();
                if (!resolved.startsWith(ROOT) || !Files.exists(resolved)) {
                    broken.add(where + " names no file of the repository");
                } else if (hash >= 0 && resolved.toString().endsWith(".md")
                        && !anchorsOf(resolved).contains(target.substring(hash + 1))) {
                    broken.add(where + " names no heading of " + ROOT.relativize(resolved));
                }
            }
        }
        assertThat(broken).as("broken links").isEmpty();
        assertThat(checked).as("relative links checked").isGreaterThan(100);
    }

    @Test
    @DisplayName("the anchors are GitHub's: lower case, punctuation dropped, spaces as hyphens, repeats numbered")
    void anchorsAsGitHubMakesThem() {
        assertThat(anchors("# Quick start\n## The sitting of 2026-11-29, 10:55\n## Why? `code` & more\n## Quick start\n"))
                .containsExactlyInAnyOrder("quick-start", "the-sitting-of-2026-11-29-1055", "why-code--more", "quick-start-1");
        assertThat(prose("a [x](y.md)\n```\n[z](w.md)\n```\nand `[q](r.md)`")).contains("(y.md)").doesNotContain("w.md", "r.md");
    }

    private Set<String> anchorsOf(Path doc) {
        return anchors.computeIfAbsent(doc, d -> anchors(read(d)));
    }

    /** {@return the anchors GitHub gives the headings of a Markdown text} */
    static Set<String> anchors(String markdown) {
        Set<String> found = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        Matcher m = HEADING.matcher(FENCE.matcher(markdown).replaceAll(""));
        while (m.find()) {
            String slug = m.group(1).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}_\\- ]", "").replace(' ', '-');
            int n = seen.merge(slug, 1, Integer::sum) - 1;
            found.add(n == 0 ? slug : slug + "-" + n);
        }
        return found;
    }

    /** {@return the text without its fenced code blocks and inline code, where brackets are not links} */
    static String prose(String markdown) {
        return CODE.matcher(FENCE.matcher(markdown).replaceAll("")).replaceAll("");
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
