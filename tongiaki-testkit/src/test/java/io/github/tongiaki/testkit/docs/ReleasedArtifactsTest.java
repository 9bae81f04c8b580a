package io.github.tongiaki.testkit.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * One list of released artifacts everywhere: the BOM and the five artifacts it manages. The reactor's modules
 * minus those the release profile leaves out of the Central bundle are exactly that list, and every document
 * that names what will be released names exactly that list: the README's "Using tongiaki", docs/using.md (with
 * a compatibility policy that covers every exported package of every released artifact), the Central bundle
 * of docs/maintainers/releasing.md and the CHANGELOG.
 */
class ReleasedArtifactsTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern ARTIFACT = Pattern.compile("tongiaki-[a-z]+");

    /** {@return the BOM and every artifact it manages} */
    static Set<String> released() throws Exception {
        Set<String> released = new TreeSet<>();
        released.add(text(pom(ROOT.resolve("tongiaki-bom/pom.xml")), "artifactId"));
        Element managed = (Element) pom(ROOT.resolve("tongiaki-bom/pom.xml")).getElementsByTagName("dependencyManagement").item(0);
        NodeList ids = managed.getElementsByTagName("artifactId");
        for (int i = 0; i < ids.getLength(); i++) {
            released.add(ids.item(i).getTextContent().trim());
        }
        return released;
    }

    @Test
    @DisplayName("the BOM manages the five library modules and nothing else: the list is core, tiles, bots, protocol, testkit and the BOM")
    void theList() throws Exception {
        assertThat(released()).containsExactlyInAnyOrder("tongiaki-bom", "tongiaki-core", "tongiaki-tiles", "tongiaki-bots",
                "tongiaki-protocol", "tongiaki-testkit");
    }

    @Test
    @DisplayName("the reactor's modules less those the release profile excludes from the Central bundle are the released list")
    void reactorLessExcludedIsTheList() throws Exception {
        Set<String> reactor = new TreeSet<>();
        modules(ROOT, reactor);
        Set<String> excluded = new TreeSet<>();
        NodeList nodes = pom(ROOT.resolve("pom.xml")).getElementsByTagName("excludeArtifact");
        for (int i = 0; i < nodes.getLength(); i++) {
            excluded.add(nodes.item(i).getTextContent().trim());
        }
        assertThat(excluded).as("excluded artifacts that are modules of the reactor").isSubsetOf(reactor);
        reactor.removeAll(excluded);
        assertThat(reactor).isEqualTo(released());
    }

    @Test
    @DisplayName("README's \"Using tongiaki\", docs/using.md and docs/maintainers/releasing.md's Central bundle name exactly the released list")
    void documentsNameTheList() throws Exception {
        assertThat(artifacts(paragraph("README.md", "The released artifacts will be"))).as("README.md").isEqualTo(released());
        assertThat(artifacts(paragraph("docs/using.md", "The released artifacts will be"))).as("docs/using.md").isEqualTo(released());
        String bundle = paragraph("docs/maintainers/releasing.md", "The bundle holds the released artifacts");
        assertThat(artifacts(bundle.substring(0, bundle.indexOf("(flattened")))).as("docs/maintainers/releasing.md, the bundle").isEqualTo(released());
    }

    @Test
    @DisplayName("the compatibility policy of docs/using.md names every package that a released artifact exports")
    void compatibilityCoversEveryExportedPackage() throws Exception {
        String using = read("docs/using.md");
        String policy = expandBraces(using.substring(using.indexOf("## Compatibility")));
        List<String> exported = new ArrayList<>();
        for (String artifact : released()) {
            Path moduleInfo = ROOT.resolve(artifact).resolve("src/main/java/module-info.java");
            if (Files.exists(moduleInfo)) {
                Matcher m = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*;").matcher(read(ROOT.relativize(moduleInfo).toString()));
                while (m.find()) {
                    exported.add(m.group(1));
                }
            }
        }
        assertThat(exported).hasSizeGreaterThanOrEqualTo(13);
        for (String p : exported) {
            assertThat(policy).as("the compatibility policy names %s", p).containsPattern("(?<![\\w.])" + Pattern.quote(p) + "(?![\\w.])");
        }
    }

    @Test
    @DisplayName("the CHANGELOG's Unreleased section names every released artifact and no example as a library")
    void changelogNamesTheList() throws Exception {
        String changelog = read("CHANGELOG.md");
        int start = changelog.indexOf("## [Unreleased]");
        int end = changelog.indexOf("\n## [", start + 1);
        String unreleased = changelog.substring(start, end < 0 ? changelog.length() : end);
        for (String artifact : released()) {
            assertThat(unreleased).as("the Unreleased section names %s", artifact).contains("`" + artifact + "`");
        }
    }

    private static Set<String> artifacts(String text) {
        Set<String> found = new TreeSet<>();
        Matcher m = ARTIFACT.matcher(text);
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }

    /** {@code a.b.{c, d}} becomes {@code a.b.c a.b.d}. */
    private static String expandBraces(String text) {
        Matcher m = Pattern.compile("([\\w.]+)\\.\\{([^}]*)}").matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            StringBuilder names = new StringBuilder();
            for (String part : m.group(2).split(",")) {
                names.append(m.group(1)).append('.').append(part.strip()).append(' ');
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(names.toString().strip()));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** The paragraph (up to the next blank line) that starts with the given words. */
    private static String paragraph(String document, String start) throws IOException {
        String text = read(document);
        int from = text.indexOf(start);
        assertThat(from).as("%s has a paragraph starting \"%s\"", document, start).isNotNegative();
        int to = text.indexOf("\n\n", from);
        return text.substring(from, to < 0 ? text.length() : to);
    }

    private static void modules(Path dir, Set<String> into) throws Exception {
        Element project = pom(dir.resolve("pom.xml"));
        into.add(text(project, "artifactId"));
        NodeList modules = project.getElementsByTagName("module");
        for (int i = 0; i < modules.getLength(); i++) {
            modules(dir.resolve(modules.item(i).getTextContent().trim()), into);
        }
    }

    /** The text of a direct child element of the project. */
    private static String text(Element project, String child) {
        for (Node n = project.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(child)) {
                return e.getTextContent().trim();
            }
        }
        throw new AssertionError("no <" + child + "> in the project");
    }

    private static Element pom(Path file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile()).getDocumentElement();
    }

    private static String read(String document) throws IOException {
        return Files.readString(ROOT.resolve(document), StandardCharsets.UTF_8);
    }
}
