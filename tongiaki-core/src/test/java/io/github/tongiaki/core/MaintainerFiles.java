package io.github.tongiaki.core;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * Two files that the project's maintainers keep outside the repository and do not publish: the rules
 * specification that RULES.md implements (its ids R-…, D-…, O-… are the ones the code uses) and the German
 * rulebook of the published game (copyrighted text, which RULES.md quotes a few words at a time). A few
 * tests compare the repository with them; without them those tests are skipped with a console line that says
 * what they need and how to run them ({@code -Dtongiaki.spec=<rules.md>}, {@code -Dtongiaki.rulebook=<file>}),
 * and the build passes: everything else is checked against the repository's own documents.
 */
public final class MaintainerFiles {

    private MaintainerFiles() {
    }

    /** {@return the rules specification: {@code -Dtongiaki.spec}, by default where the maintainers keep it} */
    public static Path spec() {
        return Path.of(System.getProperty("tongiaki.spec", "../../shared/spec/rules.md"));
    }

    /** {@return the German rulebook's text: {@code -Dtongiaki.rulebook}, by default where the maintainers keep it} */
    public static Path germanRulebook() {
        return Path.of(System.getProperty("tongiaki.rulebook", "../../shared/rulebooks/004_c7e653d45453629c.txt"));
    }

    /** Skips the calling test, saying why and how to run it, unless the rules specification is there. */
    public static void assumeSpec() {
        Assumptions.assumeTrue(Files.isRegularFile(spec()), "needs the maintainers' rules specification (rules.md, the"
                + " source of the rule ids; not in the repository): run with -Dtongiaki.spec=<path to rules.md>"
                + " (looked for at " + spec().toAbsolutePath().normalize() + ")");
    }

    /** Skips the calling test, saying why and how to run it, unless the German rulebook's text is there. */
    public static void assumeGermanRulebook() {
        Assumptions.assumeTrue(Files.isRegularFile(germanRulebook()), "needs the text of the German rulebook"
                + " (copyrighted, kept by the maintainers; not in the repository): run with -Dtongiaki.rulebook=<text file>"
                + " (looked for at " + germanRulebook().toAbsolutePath().normalize() + ")");
    }
}
