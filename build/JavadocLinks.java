import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Checks a library module's generated Javadoc for links that cannot work: every absolute link must go to the
 * JDK's documentation (docs.oracle.com/en/java/javase/) or, in the testkit, to AssertJ's released Javadoc, and every relative link that leaves the module's own
 * pages must go to another module's pages in the layout the Javadoc is published in, one folder per artifact and
 * version side by side ({@code <artifact>/<version>/}, as javadoc.io serves the Javadoc jars), to a page that the
 * reactor built. Run by exec-maven-plugin in the {@code verify} phase of every library module (tongiaki-parent's
 * {@code javadoc-links} execution):
 *
 * <pre>
 * java build/JavadocLinks.java &lt;apidocs folder&gt; &lt;artifactId&gt; &lt;version&gt; &lt;reactor root&gt;
 * </pre>
 *
 * Prints one line with the number of links checked, or every bad link with its page, and exits 1.
 */
public final class JavadocLinks {

    private static final Pattern HREF = Pattern.compile("(?:href|src)=\"([^\"#]*)[^\"]*\"");
    private static final String JDK = "https://docs.oracle.com/en/java/javase/";
    /** AssertJ's released Javadoc, which the testkit's assertions extend (linked when built on Java 18 or later). */
    private static final String ASSERTJ = "https://javadoc.io/doc/org.assertj/assertj-core/";

    private JavadocLinks() {
    }

    /**
     * @param args the apidocs folder, the module's artifactId, its version, the reactor's root folder
     * @throws IOException when a page cannot be read
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            System.out.println("[ERROR] build/JavadocLinks.java: expected <apidocs folder> <artifactId> <version> <reactor root>");
            System.exit(2);
        }
        Path apidocs = Path.of(args[0]);
        String artifact = args[1];
        String version = args[2];
        Path reactor = Path.of(args[3]);
        if (!Files.isDirectory(apidocs)) {
            System.out.println("[ERROR] Javadoc links of " + artifact + ": no Javadoc at " + apidocs);
            System.exit(1);
        }
        // The published layout: <layout>/<artifact>/<version>/ holds this module's pages.
        Path layout = Path.of("/layout");
        Path home = layout.resolve(artifact).resolve(version);
        List<String> bad = new ArrayList<>();
        Set<String> unchecked = new TreeSet<>();
        int checked = 0;
        List<Path> pages;
        try (Stream<Path> files = Files.walk(apidocs)) {
            pages = files.filter(p -> p.toString().endsWith(".html")).toList();
        }
        for (Path page : pages) {
            String html = Files.readString(page, StandardCharsets.UTF_8);
            Path pageDir = home.resolve(apidocs.relativize(page)).getParent();
            Matcher m = HREF.matcher(html);
            while (m.find()) {
                String href = m.group(1);
                if (href.isEmpty() || href.startsWith("javascript:") || href.startsWith("mailto:")) {
                    continue;
                }
                checked++;
                String where = apidocs.relativize(page) + ": " + href;
                if (href.matches("(?i)[a-z][a-z0-9+.-]*:.*")) {
                    if (!href.startsWith(JDK) && !(href.startsWith(ASSERTJ) && !href.contains("SNAPSHOT"))) {
                        bad.add(where + " (an absolute link; only the JDK's documentation, " + JDK + ", and AssertJ's"
                                + " released Javadoc are linked)");
                    }
                    continue;
                }
                Path target = pageDir.resolve(URI.create(href.replace(" ", "%20")).getPath()).normalize();
                if (target.startsWith(home)) {
                    continue;   // this module's own pages: javadoc itself checks those
                }
                if (!target.startsWith(layout) || layout.relativize(target).getNameCount() < 3) {
                    bad.add(where + " (leaves the Javadoc, and the <artifact>/<version>/ layout it is published in)");
                    continue;
                }
                Path rel = layout.relativize(target);
                String other = rel.getName(0).toString();
                if (!rel.getName(1).toString().equals(version)) {
                    bad.add(where + " (links to " + other + " at version " + rel.getName(1) + ", not " + version + ")");
                    continue;
                }
                Path built = reactor.resolve(other).resolve("target/reports/apidocs");
                if (!Files.isDirectory(built)) {
                    unchecked.add(other);
                    continue;
                }
                if (!Files.isRegularFile(built.resolve(rel.subpath(2, rel.getNameCount()).toString()))) {
                    bad.add(where + " (no such page in " + other + "'s Javadoc)");
                }
            }
        }
        if (!bad.isEmpty()) {
            System.out.println("[ERROR] Javadoc links of " + artifact + ": " + bad.size() + " that cannot work:");
            bad.stream().limit(20).forEach(b -> System.out.println("[ERROR]   " + b));
            System.exit(1);
        }
        System.out.println("[INFO] Javadoc links of " + artifact + ": " + checked + " links in " + pages.size()
                + " pages, none to a host but the JDK's documentation"
                + (unchecked.isEmpty() ? "" : "; links into " + String.join(", ", unchecked) + " not checked (its Javadoc is not built here)"));
    }
}
