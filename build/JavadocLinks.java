import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Lays a library module's generated Javadoc into the API site of the build and checks every link of its pages
 * there. The site ({@code target/apidocs-site/} of the reactor's root) holds each released module's Javadoc in
 * the layout it is published in, one folder per artifact and version side by side ({@code <artifact>/<version>/},
 * as javadoc.io serves the Javadoc jars), so the relative links from one module's pages to another's, which lead
 * nowhere in a lone {@code target/reports/apidocs} or {@code -javadoc} jar, resolve there; its {@code index.html}
 * links the modules of the version. Run by exec-maven-plugin in the {@code verify} phase of every library module
 * (tongiaki-parent's {@code javadoc-links} execution):
 *
 * <pre>
 * java build/JavadocLinks.java &lt;apidocs folder&gt; &lt;artifactId&gt; &lt;version&gt; &lt;site folder&gt;
 * </pre>
 *
 * <ol>
 *   <li>replaces {@code <site>/<artifactId>/<version>/} with a copy of the apidocs folder;</li>
 *   <li>writes {@code <site>/index.html}, which links every module of the version in the site;</li>
 *   <li>checks every {@code href} and {@code src} of the module's pages in the site, and of the index: an absolute
 *       link must go to the JDK's documentation (docs.oracle.com/en/java/javase/) or, in the testkit, to AssertJ's
 *       released Javadoc; a relative link must stay in the site, in this module's folder or another module's of the
 *       same version, and name a file that exists there, and an anchor ({@code #...}) that the page has. A link into
 *       a module whose Javadoc is not in the site (a build of some modules only) is counted as not checked: a
 *       module's pages link only to the modules it depends on, which the reactor builds first.</li>
 * </ol>
 *
 * Prints one line with the number of links checked, or every bad link with its page, and exits 1.
 */
public final class JavadocLinks {

    private static final Pattern HREF = Pattern.compile("\\s(?:href|src)=\"([^\"]*)\"");
    private static final Pattern ID = Pattern.compile("\\s(?:id|name)=\"([^\"]*)\"");
    private static final String JDK = "https://docs.oracle.com/en/java/javase/";
    /** AssertJ's released Javadoc, which the testkit's assertions extend (linked when built on Java 18 or later). */
    private static final String ASSERTJ = "https://javadoc.io/doc/org.assertj/assertj-core/";

    private JavadocLinks() {
    }

    /**
     * @param args the apidocs folder, the module's artifactId, its version, the site's folder
     * @throws IOException when a page cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            System.out.println("[ERROR] build/JavadocLinks.java: expected <apidocs folder> <artifactId> <version> <site folder>");
            System.exit(2);
        }
        Path apidocs = Path.of(args[0]);
        String artifact = args[1];
        String version = args[2];
        Path site = Path.of(args[3]).toAbsolutePath().normalize();
        if (!Files.isDirectory(apidocs)) {
            System.out.println("[ERROR] Javadoc links of " + artifact + ": no Javadoc at " + apidocs);
            System.exit(1);
        }
        Path home = site.resolve(artifact).resolve(version);
        replace(apidocs, home);
        Path index = site.resolve("index.html");
        writeIndex(site, version, index);

        List<Path> pages;
        try (Stream<Path> files = Files.walk(home)) {
            pages = new ArrayList<>(files.filter(p -> p.toString().endsWith(".html")).sorted().toList());
        }
        pages.add(index);
        List<String> bad = new ArrayList<>();
        Set<String> unchecked = new TreeSet<>();
        Map<Path, Set<String>> anchors = new HashMap<>();
        int checked = 0;
        int across = 0;
        int forgotten = 0;
        int absolute = 0;
        int resolved = 0;
        for (Path page : pages) {
            String html = Files.readString(page, StandardCharsets.UTF_8);
            Matcher m = HREF.matcher(html);
            while (m.find()) {
                String href = unescape(m.group(1));
                if (href.isEmpty() || href.startsWith("javascript:") || href.startsWith("mailto:")) {
                    continue;
                }
                checked++;
                String where = site.relativize(page) + ": " + href;
                if (href.matches("(?i)[a-z][a-z0-9+.-]*:.*")) {
                    absolute++;
                    if (!href.startsWith(JDK) && !(href.startsWith(ASSERTJ) && !href.contains("SNAPSHOT"))) {
                        bad.add(where + " (an absolute link; only the JDK's documentation, " + JDK + ", and AssertJ's"
                                + " released Javadoc are linked)");
                    }
                    continue;
                }
                URI uri;
                try {
                    uri = new URI(href.replace(" ", "%20"));
                } catch (URISyntaxException e) {
                    bad.add(where + " (not a valid link: " + e.getMessage() + ")");
                    continue;
                }
                String path = uri.getPath() == null ? "" : uri.getPath();
                Path target = path.isEmpty() ? page : page.getParent().resolve(path).normalize();
                if (!target.startsWith(site)) {
                    bad.add(where + " (leaves the site, and the <artifact>/<version>/ layout it is published in)");
                    continue;
                }
                if (!target.startsWith(home) && !target.equals(index)) {
                    Path rel = site.relativize(target);
                    if (rel.getNameCount() < 3) {
                        bad.add(where + " (leaves the module's pages, but not for another module's <artifact>/<version>/)");
                        continue;
                    }
                    String other = rel.getName(0).toString();
                    if (!rel.getName(1).toString().equals(version)) {
                        bad.add(where + " (links to " + other + " at version " + rel.getName(1) + ", not " + version + ")");
                        continue;
                    }
                    if (!Files.isRegularFile(site.resolve(other).resolve(version).resolve("element-list"))) {
                        unchecked.add(other);
                        continue;
                    }
                    if (!page.equals(index)) {
                        across++;
                    }
                }
                if (!Files.isRegularFile(target)) {
                    bad.add(where + " (no such file in the site)");
                    continue;
                }
                String fragment = uri.getFragment();
                if (fragment != null && !fragment.isEmpty() && target.toString().endsWith(".html")
                        && !anchors.computeIfAbsent(target, JavadocLinks::anchors).contains(fragment)) {
                    if (target.getFileName().toString().equals("constant-values.html")
                            && Files.readString(target, StandardCharsets.UTF_8).contains("<h2 title=\"" + fragment + "\">")) {
                        forgotten++;    // javadoc before 19 gives the contents' package groups no id (JDK-8288058)
                        continue;
                    }
                    bad.add(where + " (no anchor " + fragment + " in " + site.relativize(target) + ")");
                    continue;
                }
                resolved++;
            }
        }
        Path root = site.getParent() == null ? null : site.getParent().getParent();
        Path shown = root == null ? home : root.relativize(home);
        if (!bad.isEmpty()) {
            System.out.println("[ERROR] Javadoc links of " + artifact + " in the API site (" + shown + "): " + bad.size()
                    + " dead or not allowed:");
            bad.stream().limit(20).forEach(b -> System.out.println("[ERROR]   " + b));
            System.exit(1);
        }
        System.out.println("[INFO] Javadoc links of " + artifact + " in the API site (" + shown + "): " + checked
                + " links checked in " + pages.size() + " pages (the site's index included): " + resolved
                + " relative ones resolve in the site, " + across + " of them into other modules' pages; " + absolute
                + " absolute ones, none to a host but the JDK's documentation"
                + (forgotten == 0 ? "" : "; " + forgotten + " to a heading of constant-values.html that javadoc gives no"
                        + " anchor before Java 19 (JDK-8288058) leads to its page")
                + (unchecked.isEmpty() ? "" : "; links into " + String.join(", ", unchecked)
                        + " not checked (its Javadoc is not in the site: build it with this module)"));
    }

    /** Replaces the folder {@code to} with a copy of the folder {@code from}. */
    private static void replace(Path from, Path to) throws IOException {
        if (Files.exists(to)) {
            try (Stream<Path> old = Files.walk(to)) {
                for (Path p : old.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : files.toList()) {
                Path copy = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(p, copy, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    /**
     * Writes the site's front page: every module of the version that is in the site, by artifact, with its JPMS
     * module and the first sentence of the module's description, taken from the module's own Javadoc.
     */
    private static void writeIndex(Path site, String version, Path index) throws IOException {
        Pattern module = Pattern.compile("all-modules-table[^\"]*\"><a href=\"([^\"]*/module-summary\\.html)\">([^<]*)</a>.*?<div class=\"block\">(.*?)</div>",
                Pattern.DOTALL);
        StringBuilder items = new StringBuilder();
        try (Stream<Path> folders = Files.list(site)) {
            for (Path folder : folders.sorted().toList()) {
                Path front = folder.resolve(version).resolve("index.html");
                if (!Files.isRegularFile(folder.resolve(version).resolve("element-list")) || !Files.isRegularFile(front)) {
                    continue;
                }
                String artifact = folder.getFileName().toString();
                String base = artifact + "/" + version + "/";
                items.append("<dt><a href=\"").append(base).append("index.html\">").append(artifact).append("</a>");
                Matcher m = module.matcher(Files.readString(front, StandardCharsets.UTF_8));
                if (m.find()) {
                    items.append(" (module <a href=\"").append(base).append(m.group(1)).append("\">").append(m.group(2))
                            .append("</a>)</dt>\n<dd>").append(escape(unescape(m.group(3).replaceAll("<[^>]*>", ""))
                                    .replaceAll("\\s+", " ").strip())).append("</dd>\n");
                } else {
                    items.append("</dt>\n");
                }
            }
        }
        String html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<title>Tongiaki " + escape(version) + " API</title>\n"
                + "<style>body{font-family:sans-serif;max-width:52em;margin:2em auto;padding:0 1em;line-height:1.5}"
                + "dt{margin-top:1em;font-weight:bold}dd{margin-left:1.5em}</style>\n"
                + "</head>\n<body>\n<h1>Tongiaki " + escape(version) + " API</h1>\n"
                + "<p>The Javadoc of the released modules, side by side as <code>&lt;artifact&gt;/&lt;version&gt;/</code>"
                + " (the layout javadoc.io serves): a link from one module's pages to another's works here. Start with"
                + " tongiaki-core, the engine; tongiaki-bom (no code) keeps the artifacts' versions in step.</p>\n"
                + "<dl>\n" + items + "</dl>\n</body>\n</html>\n";
        Files.createDirectories(site);
        Path temp = Files.createTempFile(site, "index", ".tmp");
        Files.writeString(temp, html, StandardCharsets.UTF_8);
        Files.move(temp, index, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The anchors of a page: its {@code id} and {@code name} attributes. */
    private static Set<String> anchors(Path page) {
        Set<String> ids = new HashSet<>();
        try {
            Matcher m = ID.matcher(Files.readString(page, StandardCharsets.UTF_8));
            while (m.find()) {
                ids.add(unescape(m.group(1)));
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return ids;
    }

    /** Decodes the character references that Javadoc writes in attributes. */
    private static String unescape(String s) {
        if (s.indexOf('&') < 0) {
            return s;
        }
        Matcher m = Pattern.compile("&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);").matcher(s);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String e = m.group(1);
            String c = switch (e) {
                case "lt" -> "<";
                case "gt" -> ">";
                case "amp" -> "&";
                case "quot" -> "\"";
                case "apos" -> "'";
                default -> Character.toString(e.startsWith("#x") ? Integer.parseInt(e.substring(2), 16)
                        : Integer.parseInt(e.substring(1)));
            };
            m.appendReplacement(out, Matcher.quoteReplacement(c));
        }
        return m.appendTail(out).toString();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
