import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Writes the git commit the build runs from into a properties file, for {@code tongiaki --version}: {@code
 * commit=<40 hex digits>}, or {@code commit=unknown} when git is not on the PATH, the folder is no git work tree,
 * or git fails. Never fails the build. Started by exec-maven-plugin as a single-file Java program (see
 * examples/tongiaki-examples/pom.xml):
 *
 * <pre>
 * java build/GitCommit.java &lt;the work tree&gt; &lt;the properties file to write&gt;
 * </pre>
 *
 * The file is rewritten only when its content changes, so that an unchanged build stays up to date.
 */
public final class GitCommit {

    private GitCommit() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java build/GitCommit.java <work tree> <properties file>");
            System.exit(2);
        }
        String commit = commit(Path.of(args[0]));
        Path out = Path.of(args[1]);
        String text = "# Written by build/GitCommit.java: the commit this was built from, for tongiaki --version.\ncommit=" + commit + "\n";
        if (Files.exists(out) && Files.readString(out, StandardCharsets.UTF_8).equals(text)) {
            return;
        }
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, text, StandardCharsets.UTF_8);
    }

    /** The commit of HEAD, or "unknown". */
    private static String commit(Path tree) {
        try {
            Process p = new ProcessBuilder("git", "rev-parse", "HEAD").directory(tree.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).strip();
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "unknown";
            }
            return p.exitValue() == 0 && out.matches("[0-9a-f]{40}|[0-9a-f]{64}") ? out : "unknown";
        } catch (IOException e) {
            return "unknown"; // no git on the PATH
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }
}
