package io.github.tongiaki.examples;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * For tests that start an external bot written in Python ({@code cmd:python3 …}): a machine with only a JDK has
 * no {@code python3}, and there such a test is skipped with one console line that says why and what makes it
 * run, instead of failing. {@code TONGIAKI_PYTHON_REQUIRED=1} (as {@code .ci/run} sets it) or
 * {@code -Dtongiaki.python.required=true} makes a missing {@code python3} a failure.
 */
public final class Python3 implements BeforeEachCallback {

    @Override
    public void beforeEach(ExtensionContext context) {
        if (onPath()) {
            return;
        }
        String why = "python3 is not on the PATH, and this test starts an external bot written in Python: install"
                + " Python 3 to run it (TONGIAKI_PYTHON_REQUIRED=1 makes a missing python3 an error)";
        String env = System.getenv("TONGIAKI_PYTHON_REQUIRED");
        if (Boolean.getBoolean("tongiaki.python.required") || "1".equals(env) || "true".equalsIgnoreCase(env)) {
            fail(why);
        }
        System.out.println("[SKIPPED] " + context.getRequiredTestClass().getSimpleName() + "."
                + context.getRequiredTestMethod().getName() + ": " + why);
        Assumptions.abort(why);
    }

    /** {@return whether an executable {@code python3} is in a folder of the PATH} */
    static boolean onPath() {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "python3"))) {
                return true;
            }
        }
        return false;
    }
}
