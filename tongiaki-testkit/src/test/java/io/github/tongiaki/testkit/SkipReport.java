package io.github.tongiaki.testkit;

import java.io.PrintStream;
import java.util.Optional;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * Says on the console what did not run and why (the same listener as tongiaki-core's tests use): one line for every test or test class that a JUnit
 * assumption aborted (for example a check that needs files outside the repository) or that was disabled.
 * Surefire counts those as skipped, but shows their reasons only in its report files; with this line
 * {@code ./mvnw verify} tells a reader in its own output which tests it did not run. Registered for this
 * module's tests through {@code META-INF/services/org.junit.platform.launcher.TestExecutionListener}.
 */
public final class SkipReport implements TestExecutionListener {

    private final PrintStream out;

    /** A report on standard output, where Surefire shows the tests' output. */
    public SkipReport() {
        this(System.out);
    }

    SkipReport(PrintStream out) {
        this.out = out;
    }

    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        out.println(line(test, reason));
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
            String reason = result.getThrowable().map(Throwable::getMessage).filter(m -> !m.isBlank())
                    .orElse("an assumption did not hold");
            out.println(line(test, reason));
        }
    }

    /** {@return the console line for a test that did not run} */
    static String line(TestIdentifier test, String reason) {
        return "[SKIPPED] " + name(test) + ": " + reason.strip().replaceAll("\\s*\\R\\s*", " ");
    }

    private static String name(TestIdentifier test) {
        Optional<String> where = test.getSource().flatMap(s -> {
            if (s instanceof MethodSource m) {
                return Optional.of(simple(m.getClassName()) + "." + m.getMethodName());
            }
            if (s instanceof ClassSource c) {
                return Optional.of(simple(c.getClassName()));
            }
            return Optional.empty();
        });
        return where.orElse(test.getDisplayName());
    }

    private static String simple(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
