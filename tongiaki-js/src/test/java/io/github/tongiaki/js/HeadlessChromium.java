package io.github.tongiaki.js;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The distribution's headless Chromium through its chromedriver (never one Selenium downloads), for this
 * module's browser tests. Without them a test is skipped with a WARNING line; with
 * {@code -Dtongiaki.browser.required=true} or {@code TONGIAKI_BROWSER_REQUIRED=1} (as {@code .ci/run} sets it)
 * their absence fails.
 */
final class HeadlessChromium implements AutoCloseable {

    static final Path CHROMIUM = executable("tongiaki.chromium", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable");
    static final Path CHROMEDRIVER = executable("tongiaki.chromedriver", "chromedriver");

    /**
     * {@return a program: the path the system property gives, else the first of the names found on the {@code PATH}, as a shell
     * finds it, else the first name under /usr/bin (where the distribution's package puts it; missing there, the tests skip)}
     */
    static Path executable(String property, String... names) {
        String given = System.getProperty(property);
        if (given != null && !given.isBlank()) {
            return Path.of(given);
        }
        for (String name : names) {
            for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
                Path p = dir.isEmpty() ? null : Path.of(dir, name);
                if (p != null && Files.isExecutable(p) && !Files.isDirectory(p)) {
                    return p;
                }
            }
        }
        return Path.of("/usr/bin", names[0]);
    }

    final WebDriver driver;
    /** The browser's own profile directory, deleted on close (a test may put its files there). */
    final Path profile;

    private HeadlessChromium(WebDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /**
     * Starts the browser, or skips (fails, when required) the calling test class if it is missing.
     *
     * @return the browser; close it after the tests
     */
    static HeadlessChromium startOrSkip() throws IOException {
        return startOrSkip(new String[0]);
    }

    /**
     * Starts the browser with more command-line arguments, or skips (fails, when required) the calling test if it is missing.
     *
     * @param extraArguments Chromium's arguments beyond the usual ones (e.g. {@code --js-flags=--expose-gc})
     * @return the browser; close it after the tests
     */
    static HeadlessChromium startOrSkip(String... extraArguments) throws IOException {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        if (!present) {
            String missing = CHROMIUM + " or " + CHROMEDRIVER + " missing (apt-get install chromium chromium-driver; .ci/run does)";
            if (required()) {
                fail("browser tests cannot run: " + missing + ", and they are required (tongiaki.browser.required / TONGIAKI_BROWSER_REQUIRED)");
            }
            String message = "WARNING: browser tests SKIPPED: " + missing;
            System.out.println(message);
            System.err.println(message);
            Assumptions.assumeTrue(false, message);
        }
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
        Path profile = Files.createTempDirectory("tongiaki-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage", "--user-data-dir=" + profile,
                "--window-size=1400,1000");
        options.addArguments(extraArguments);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        return new HeadlessChromium(new ChromeDriver(service, options), profile);
    }

    static boolean required() {
        String env = System.getenv("TONGIAKI_BROWSER_REQUIRED");
        return Boolean.getBoolean("tongiaki.browser.required") || "1".equals(env) || "true".equalsIgnoreCase(env);
    }

    @Override
    public void close() throws IOException {
        driver.quit();
        try (var files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }
}
