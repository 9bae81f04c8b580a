package io.github.tongiaki.examples.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.ElementClickInterceptedException;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The web front end in a real browser: the distribution's headless Chromium through its chromedriver
 * (never one Selenium downloads). Without them the tests are skipped with a WARNING line; with
 * {@code -Dtongiaki.browser.required=true} or {@code TONGIAKI_BROWSER_REQUIRED=1} (as {@code .ci/run}
 * sets it) their absence fails. Screenshots go to {@code target/screenshots}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BrowserTest {

    /** The browser; {@code -Dtongiaki.chromium=PATH} for another place. */
    static final Path CHROMIUM = executable("tongiaki.chromium", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable");
    /** Its driver; {@code -Dtongiaki.chromedriver=PATH} for another place. */
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
    static final Path SCREENSHOTS = Path.of("target/screenshots");

    static WebServer server;
    static WebDriver driver;
    static WebDriverWait wait;
    static Path profile;

    @BeforeAll
    static void start() throws IOException {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        if (!present) {
            String missing = CHROMIUM + " or " + CHROMEDRIVER + " missing (apt-get install chromium chromium-driver; .ci/run does)";
            if (required()) {
                fail("browser tests cannot run: " + missing + ", and they are required (tongiaki.browser.required / TONGIAKI_BROWSER_REQUIRED)");
            }
            String message = "WARNING: browser tests SKIPPED: " + missing;
            System.out.println(message);
            System.err.println(message);
            absent = message;   // each test then aborts on its own, so Surefire counts it as skipped
            return;
        }
        // Selenium must use these two and never fetch a driver or a browser of its own.
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
        Files.createDirectories(SCREENSHOTS);
        profile = Files.createTempDirectory("tongiaki-chromium");
        server = WebServer.start(0, WebServers.SVG);
        driver = chromium(profile);
        wait = new WebDriverWait(driver, Duration.ofSeconds(60));
    }

    /**
     * A headless Chromium session of its own (its own profile: no storage shared with another session).
     *
     * @param profile an empty directory for its profile
     * @return the driver
     */
    static WebDriver chromium(Path profile) {
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--window-size=1400,1000");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort().build();
        WebDriver d = new ChromeDriver(service, options);
        d.manage().window().setSize(new Dimension(1400, 1000));
        return d;
    }

    /** Whether the browser tests must run here; fails when they must and cannot; false (skip) when they may not. */
    static boolean browsersHere() {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        if (!present && required()) {
            fail("browser tests cannot run: " + CHROMIUM + " or " + CHROMEDRIVER + " missing, and they are required"
                    + " (tongiaki.browser.required / TONGIAKI_BROWSER_REQUIRED)");
        }
        return present;
    }

    /** Why a later test did not run: it continues the game of the first, which failed (its failure is above). */
    private static final String NO_GAME = "continues the game of startAGameAndPlayByClickingTheBoard, which failed:"
            + " fix that test and this one runs";

    /** Why the browser tests cannot run here, or null when they can. */
    static String absent;

    @BeforeEach
    void browserPresent() {
        Assumptions.assumeTrue(absent == null, absent);
    }

    static boolean required() {
        String env = System.getenv("TONGIAKI_BROWSER_REQUIRED");
        return Boolean.getBoolean("tongiaki.browser.required") || "1".equals(env) || "true".equalsIgnoreCase(env);
    }

    @AfterAll
    static void stop() throws IOException {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.close();
        }
        if (profile != null) {
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }

    static String gameId;

    @Test
    @Order(1)
    void startAGameAndPlayByClickingTheBoard() {
        driver.get(server.uri().toString());
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("seat-2")));
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("players"))).selectByVisibleText("3");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("seat-0"))).selectByValue("human");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("seat-1"))).selectByValue("bot:greedy");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("seat-2"))).selectByValue("bot:random");
        driver.findElement(By.id("seed")).sendKeys("7");
        // the swatches are the boats' colours on the board: red is the board's vermilion, not CSS red
        assertThat(driver.findElement(By.cssSelector("#seats .seat:nth-child(2) .swatch")).getCssValue("background-color"))
                .isIn("rgba(213, 94, 0, 1)", "rgb(213, 94, 0)");
        screenshot("01-new-game");
        driver.findElement(By.id("start")).click();
        waitForBoard();
        String fragment = driver.getCurrentUrl().substring(driver.getCurrentUrl().indexOf('#') + 1);
        assertThat(fragment).matches("[A-Za-z0-9_-]{22}/[A-Za-z0-9_-]{32}");   // the game's id, then this seat's token
        gameId = fragment.substring(0, fragment.indexOf('/'));
        waitForMyDecision();
        assertThat(heading()).contains("Set-up");
        // D-19: while the game runs the page shows no seed and offers no record (both tell the stack's order)
        assertThat(driver.findElement(By.id("game-label")).getText()).startsWith("you are blue; blue person").doesNotContain("seed");
        assertThat(driver.findElement(By.id("download")).isDisplayed()).isFalse();
        assertThat(driver.getPageSource()).doesNotContain("tongiaki-position");
        screenshot("02-setup");
        // set-up: a beach of Tonga, clicked on the board
        int setupClicks = 0;
        while (kind().equals("SETUP_BERTH")) {
            int before = decision();
            clickTarget(first(board("[data-beach].target")));
            waitForDecisionAfter(before);
            setupClicks++;
        }
        assertThat(setupClicks).isEqualTo(2);
        screenshot("03-first-turn");
        // turns: click targets on the board (a hex then a rotation for a free placement) until a voyage and a landing
        boolean placed = false;
        for (int i = 0; i < 300 && !(logText().contains("crosses") && logText().contains("lands on")); i++) {
            if (driver.findElements(By.cssSelector("#board svg")).isEmpty() || kind().isEmpty()) {
                break;
            }
            int before = decision();
            if (kind().equals("TILE_PLACEMENT") && !placed) {
                screenshot("04-free-placement");
                placed = true;
            }
            List<WebElement> targets = board(".target");
            if (targets.isEmpty()) {
                // an action with no place on the board (a new settlement): its button
                driver.findElements(By.cssSelector("#choices button, #all-option-buttons button")).get(0).click();
            } else {
                clickTarget(targets.get(i % targets.size()));
                List<WebElement> narrowed = driver.findElements(By.cssSelector("#choices button[data-option]"));
                if (!driver.findElements(By.id("back")).isEmpty()) {
                    narrowed.get(0).click();
                }
            }
            waitForDecisionAfter(before);
        }
        assertThat(logText()).contains("crosses", "lands on");
        screenshot("05-after-a-landing");
    }

    @Test
    @Order(2)
    void undoTakesBackMyDecision() {
        Assumptions.assumeTrue(gameId != null, NO_GAME);
        // Two of my decisions (the bots reply to each), then two undos: each returns to one of my decisions, as in the terminal.
        int before = decision();
        String position = boardDecisionKind();
        decideOnTheBoard();
        int second = decision();
        String secondPosition = boardDecisionKind();
        decideOnTheBoard();
        assertThat(driver.findElement(By.id("undo")).isEnabled()).isTrue();
        driver.findElement(By.id("undo")).click();
        wait.until(d -> decision() == second);
        assertThat(boardDecisionKind()).isEqualTo(secondPosition);
        driver.findElement(By.id("undo")).click();
        wait.until(d -> decision() == before);
        assertThat(boardDecisionKind()).isEqualTo(position);
        screenshot("06-after-undo");
    }

    /** Takes the decision at hand by its first target on the board (and its first option there). */
    static void decideOnTheBoard() {
        int before = decision();
        clickTarget(board(".target").get(0));
        if (!driver.findElements(By.id("back")).isEmpty()) {
            driver.findElements(By.cssSelector("#choices button[data-option]")).get(0).click();
        }
        waitForDecisionAfter(before);
    }

    @Test
    @Order(3)
    void reloadingThePageLosesNothing() {
        Assumptions.assumeTrue(gameId != null, NO_GAME);
        int before = decision();
        String log = logText();
        driver.navigate().refresh();
        waitForBoard();
        assertThat(driver.getCurrentUrl()).contains("#" + gameId + "/");
        assertThat(decision()).isEqualTo(before);
        assertThat(logText()).isEqualTo(log);
    }

    @Test
    @Order(4)
    void botsFinishTheGameAndTheStandingsShow() {
        Assumptions.assumeTrue(gameId != null, NO_GAME);
        driver.findElement(By.id("autoplay")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("standings")));
        List<WebElement> rows = driver.findElements(By.cssSelector("#standings tbody tr"));
        assertThat(rows).hasSize(3);
        assertThat(rows.get(0).getText()).startsWith("1 ");
        assertThat(heading()).isEqualTo("The game is over.");
        assertThat(logText()).contains("Game over.");
        // the game is over: its seed and its record are everyone's
        wait.until(d -> d.findElement(By.id("game-label")).getText().contains("seed 7, "));
        assertThat(driver.findElement(By.id("download")).isDisplayed()).isTrue();
        // the page follows the bots' fast moves within the address's read limit (it once showed "too many reads")
        assertThat(driver.findElement(By.id("error")).isDisplayed()).as(driver.findElement(By.id("error")).getText()).isFalse();
        screenshot("07-final-standings");
    }

    @Test
    @Order(5)
    void aRecordUploadsIntoANewGame() throws IOException {
        Assumptions.assumeTrue(gameId != null, NO_GAME);
        ProtocolClient client = new ProtocolClient(server.uri());
        String record = client.get("/api/games/" + gameId + "/record").raw();
        // only the first 20 choices: the new game continues from there
        List<String> lines = record.lines().toList();
        int header = (int) lines.stream().takeWhile(l -> l.startsWith("[")).count();
        assertThat(driver.findElement(By.id("download")).getAttribute("download")).isEqualTo("tongiaki-" + gameId + ".tongiaki");
        Path file = Files.createTempFile("tongiaki-record", ".tongiaki");
        Files.writeString(file, String.join("\n", lines.subList(0, header + 20)) + "\n");
        driver.get(server.uri().toString());
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("seat-2")));
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("players"))).selectByVisibleText("3");
        driver.findElement(By.id("record-file")).sendKeys(file.toAbsolutePath().toString());
        waitForBoard();
        String fragment = driver.getCurrentUrl().substring(driver.getCurrentUrl().indexOf('#') + 1);
        String id = fragment.substring(0, fragment.indexOf('/'));
        assertThat(id).isNotEqualTo(gameId);
        assertThat(logText()).contains("(record)").doesNotContain("(you)");
        assertThat(new ProtocolClient(server.uri()).get("/api/games/" + id).body().get("steps").asInt()).isGreaterThanOrEqualTo(21);
        screenshot("08-uploaded-record");
        Files.delete(file);
    }

    @Test
    @Order(6)
    void aNewSettlementIsPlacedByClickingAHexThenARotation() {
        driver.get(server.uri().toString());
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("seat-1")));
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("players"))).selectByVisibleText("2");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("seat-0"))).selectByValue("human");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("seat-1"))).selectByValue("bot:greedy");
        driver.findElement(By.id("seed")).sendKeys("11");
        driver.findElement(By.id("start")).click();
        waitForBoard();
        waitForMyDecision();
        while (kind().equals("SETUP_BERTH")) {
            int before = decision();
            clickTarget(first(board("[data-beach].target")));
            waitForDecisionAfter(before);
        }
        assertThat(kind()).isEqualTo("TURN_ACTION");
        // the new settlement: an action drawn on the board
        int before = decision();
        WebElement settle = board("g.action.target").stream().filter(e -> e.getText().contains("new settlement")).findFirst()
                .orElseThrow(() -> new AssertionError("no 'new settlement' action on the board"));
        clickTarget(settle);
        waitForDecisionAfter(before);
        assertThat(kind()).isEqualTo("TILE_PLACEMENT");
        assertThat(heading()).startsWith("You drew ");
        screenshot("04-free-placement");
        List<WebElement> hexes = board("polygon.free-hex.target");
        assertThat(hexes).hasSizeGreaterThan(1);
        before = decision();
        clickTarget(hexes.get(0));
        List<WebElement> rotations = driver.findElements(By.cssSelector("#choices button[data-option]"));
        // each rotation shows the drawn tile lying so on the hex (its routes or jetties), as the terminal lists their ends
        assertThat(rotations).isNotEmpty().allSatisfy(b -> {
            assertThat(b.getText()).contains("rotation r");
            assertThat(b.findElements(By.cssSelector("svg.tile-picture polygon"))).hasSize(1);
            assertThat(b.findElements(By.cssSelector("svg.tile-picture .route, svg.tile-picture .jetty"))).isNotEmpty();
        });
        List<String> pictures = rotations.stream().map(b -> b.findElement(By.cssSelector("svg.tile-picture title")).getAttribute("textContent"))
                .toList();
        assertThat(pictures).doesNotHaveDuplicates().allSatisfy(t -> assertThat(t).contains(" in rotation r"));
        assertThat(driver.findElement(By.id("decision-hint")).getText()).startsWith("Choose for hex ");
        screenshot("04b-rotations-of-a-hex");
        rotations.get(rotations.size() - 1).click();
        waitForDecisionAfter(before);
        assertThat(logText()).contains("lays ");
    }

    @Test
    @Order(10)
    void theLiveStreamReconnectsAfterItIsCutAndRefusedAndCatchesUp() throws InterruptedException {
        // issue 39: a page whose stream was cut, then refused (this address at its streams' cap), recovers on its own
        ProtocolClient c = new ProtocolClient(server.uri());
        com.fasterxml.jackson.databind.JsonNode g = ServerBoundsTest.created(c, ServerBoundsTest.TWO_PEOPLE);
        String id = g.get("id").asText();
        driver.get("about:blank"); // a new page load, not a change of the address's fragment
        driver.get(server.uri() + "#" + id + "/" + ServerBoundsTest.token(g, "red"));
        waitForBoard();
        assertThat(driver.findElement(By.id("game-label")).getText()).contains("you are red");
        // the security policy allows no inline style but the board's own style sheet, by its hash: it applies
        assertThat(((JavascriptExecutor) driver).executeScript(
                "return getComputedStyle(document.querySelector('#board svg rect.sea')).fill")).isEqualTo("rgb(238, 244, 248)");
        wait.until(d -> "live".equals(liveState()));
        int before = decision();
        List<RawClient> hog = new java.util.ArrayList<>();
        try {
            server.endStreams();
            for (int i = 0; i < Limits.defaults().clientWatchers(); i++) {
                hog.add(new RawClient("127.0.0.1", server.port()).head("GET", "/api/games/" + id + "/events", ""));
            }
            new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> "offline".equals(liveState()));
            assertThat(driver.findElement(By.id("live-status")).getText()).contains("reconnecting");
            com.fasterxml.jackson.databind.JsonNode s = c.get("/api/games/" + id).body();
            assertThat(c.post("/api/games/" + id + "/move", ProtocolClient.move(s.at("/decision/number").asInt(), 0),
                    ServerBoundsTest.token(g, "blue")).status()).isEqualTo(200);
            Thread.sleep(500);
            assertThat(decision()).as("no stream: the page has not seen the move yet").isEqualTo(before);
        } finally {
            hog.forEach(RawClient::close);
        }
        // the server notices the closed streams at its next keep-alives (every 5 s); the page's retries are 1, 2, 4, 8, 16 s apart
        try {
            new WebDriverWait(driver, Duration.ofSeconds(75)).until(d -> decision() != before && "live".equals(liveState()));
        } catch (org.openqa.selenium.TimeoutException e) {
            throw new AssertionError("the page did not recover: status '" + driver.findElement(By.id("live-status")).getText()
                    + "', decision " + decision() + " (was " + before + "), error '" + driver.findElement(By.id("error")).getText() + "'", e);
        }
        assertThat(logText()).contains("blue");
        assertThat(driver.findElement(By.id("error")).isDisplayed()).isFalse();
    }

    static String liveState() {
        return driver.findElement(By.id("live-status")).getAttribute("data-state");
    }

    // ---- helpers

    static void waitForBoard() {
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board svg")));
    }

    static int decision() {
        String s = driver.findElement(By.id("board")).getAttribute("data-decision");
        return s == null || s.isEmpty() ? -2 : Integer.parseInt(s);
    }

    static String kind() {
        String k = driver.findElement(By.id("board")).getAttribute("data-kind");
        return k == null ? "" : k;
    }

    static String boardDecisionKind() {
        return kind() + "#" + decision();
    }

    static String heading() {
        return driver.findElement(By.id("decision-heading")).getText();
    }

    static String logText() {
        return driver.findElement(By.id("log")).getAttribute("textContent");
    }

    static List<WebElement> board(String css) {
        return driver.findElements(By.cssSelector("#board svg " + css));
    }

    static WebElement first(List<WebElement> elements) {
        assertThat(elements).as("clickable targets on the board").isNotEmpty();
        return elements.get(0);
    }

    /** Waits until the bots have answered: the decision at hand is this page's seat's, or the game is over. */
    static void waitForDecisionAfter(int before) {
        wait.until(d -> {
            try {
                String error = d.findElement(By.id("error")).getText();
                if (!error.isEmpty()) {
                    throw new AssertionError("the page shows an error: " + error);
                }
                return decision() != before && !d.findElements(By.cssSelector("#board svg")).isEmpty() && (mine() || decision() == -1);
            } catch (StaleElementReferenceException e) {
                return false;
            }
        });
    }

    static void waitForMyDecision() {
        wait.until(d -> mine() || decision() == -1);
    }

    static boolean mine() {
        return "true".equals(driver.findElement(By.id("board")).getAttribute("data-mine"));
    }

    /** Clicks an SVG element as a person would; when another drawing lies on top, clicks it by script. */
    static void clickTarget(WebElement e) {
        try {
            e.click();
        } catch (ElementClickInterceptedException ex) {
            ((JavascriptExecutor) driver).executeScript(
                    "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", e);
        }
    }

    static void screenshot(String name) {
        File f = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
        try {
            Files.copy(f.toPath(), SCREENSHOTS.resolve(name.toLowerCase(Locale.ROOT) + ".png"), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
