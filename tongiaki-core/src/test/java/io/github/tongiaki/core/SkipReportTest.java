package io.github.tongiaki.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;

/** {@link SkipReport} names every test that did not run, with its reason, and nothing else. */
class SkipReportTest {

    /** Run only by the launcher below (Surefire skips nested classes). */
    static class Sample {
        @Test
        void runs() {
        }

        @Test
        void needsAFile() {
            Assumptions.assumeTrue(false, "rules.md is not beside the\n repository");
        }

        @Test
        @Disabled("not today")
        void disabled() {
        }
    }

    /** A class whose set-up aborts: its tests are reported once, as the class. */
    static class AbortedClass {
        @BeforeAll
        static void start() {
            Assumptions.assumeTrue(false, "no browser");
        }

        @Test
        void a() {
        }
    }

    @Test
    void namesEachSkippedTestAndWhyOnOneLine() {
        assertThat(run(Sample.class)).containsExactlyInAnyOrder(
                "[SKIPPED] SkipReportTest$Sample.needsAFile: Assumption failed: rules.md is not beside the repository",
                "[SKIPPED] SkipReportTest$Sample.disabled: not today");
    }

    @Test
    void namesAClassWhoseSetUpAborted() {
        assertThat(run(AbortedClass.class)).containsExactly("[SKIPPED] SkipReportTest$AbortedClass: Assumption failed: no browser");
    }

    private static String[] run(Class<?> tests) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        // without the registered SkipReport, which would print these samples' skips into the build's output
        Launcher launcher = LauncherFactory.create(LauncherConfig.builder().enableTestExecutionListenerAutoRegistration(false).build());
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectClass(tests)).build(), new SkipReport(out), summary);
        assertThat(summary.getSummary().getTestsFailedCount()).isZero();
        String text = bytes.toString(StandardCharsets.UTF_8).strip();
        return text.isEmpty() ? new String[0] : text.split("\n");
    }
}
