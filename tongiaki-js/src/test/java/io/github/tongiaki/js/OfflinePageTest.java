package io.github.tongiaki.js;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The offline page ({@code target/offline}, built in process-classes) opened from disk in the
 * distribution's headless Chromium through its chromedriver (never one Selenium downloads), as the
 * examples' BrowserTest tests the server's page: a person plays a whole game against a random and a
 * greedy bot, by the board and the option buttons, undoes a decision, and downloads the record, which
 * replays to the same end on the JVM and loads into the page again. Without a browser the test is skipped
 * with a WARNING line; with
 * {@code -Dtongiaki.browser.required=true} or {@code TONGIAKI_BROWSER_REQUIRED=1} (as {@code .ci/run} sets
 * it) its absence fails. Screenshots go to {@code target/screenshots-offline}.
 */
class OfflinePageTest {

    static final Path PAGE = Path.of("target", "offline", "index.html");
    static final Path SCREENSHOTS = Path.of("target", "screenshots-offline");

    static HeadlessChromium chromium;
    static WebDriver driver;
    static WebDriverWait wait;

    @BeforeAll
    static void start() throws IOException {
        chromium = HeadlessChromium.startOrSkip();
        assertThat(PAGE).as("the offline page is built in process-classes").exists();
        Files.createDirectories(SCREENSHOTS);
        driver = chromium.driver;
        wait = new WebDriverWait(driver, Duration.ofSeconds(60));
    }

    @AfterAll
    static void stop() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
    }

    static void screenshot(String name) throws IOException {
        Files.write(SCREENSHOTS.resolve(name + ".png"), ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
    }

    static Object js(String script) {
        return ((JavascriptExecutor) driver).executeScript(script);
    }

    static boolean over() {
        return driver.findElement(By.id("standings")).isDisplayed();
    }

    /** The number of the person's open decision, or -1 when none is open (a bot thinks, or the game is over). */
    static int humanDecision() {
        Object n = js("const d = document.getElementById('decision');"
                + "return d.dataset.human === 'true' && document.querySelectorAll('#choices button').length > 0"
                + " && document.getElementById('standings').hidden ? Number(d.dataset.number) : -1;");
        return ((Number) n).intValue();
    }

    /** Waits until the game is over or the person has a decision after {@code after}. */
    static void waitForTurnAfter(int after) {
        wait.until(d -> over() || humanDecision() > after);
    }

    @Test
    @DisplayName("opened from disk with ?engine=js: the JavaScript engine, and two bots play a whole game on it")
    void theJavaScriptEngineOnRequest() throws IOException {
        driver.get(PAGE.toAbsolutePath().toUri() + "?fast&engine=js");
        wait.until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
        assertThat(driver.findElement(By.tagName("body")).getAttribute("data-engine")).isEqualTo("js");
        assertThat(driver.findElement(By.id("engine")).getText()).isEqualTo("JavaScript");
        new Select(driver.findElement(By.id("players"))).selectByVisibleText("2");
        new Select(driver.findElement(By.id("seat-0"))).selectByValue("random");
        new Select(driver.findElement(By.id("seat-1"))).selectByValue("greedy");
        driver.findElement(By.id("start")).click();
        wait.until(d -> over());
        assertThat(driver.findElement(By.id("standings")).getText()).contains("Final standings");
    }

    /**
     * Everything of the page a player can read without a debugger: the title, the whole DOM (text, attributes,
     * the board's SVG), the storages, and the window's own properties that are not functions.
     */
    static String readable() {
        return (String) js("const out = [document.title, document.documentElement.outerHTML,"
                + " JSON.stringify(Object.entries(localStorage)), JSON.stringify(Object.entries(sessionStorage))];"
                + "for (const k of Object.getOwnPropertyNames(window)) {"
                + "  try { const v = window[k]; if (v !== null && typeof v !== 'function' && typeof v !== 'object') out.push(k + '=' + v); }"
                + "  catch (e) { /* a property that refuses to be read */ } }"
                + "return out.join('\\n');");
    }

    @Test
    @DisplayName("D-19: a seed the page picked is shown nowhere during play (header, DOM, record), and shown at the end")
    void aPickedSeedIsHiddenUntilTheEnd() throws IOException {
        driver.get(PAGE.toAbsolutePath().toUri() + "?fast");
        wait.until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
        new Select(driver.findElement(By.id("players"))).selectByVisibleText("2");
        new Select(driver.findElement(By.id("seat-0"))).selectByValue("human");
        new Select(driver.findElement(By.id("seat-1"))).selectByValue("greedy");
        assertThat(driver.findElement(By.id("seed")).getAttribute("value")).isEmpty();
        driver.findElement(By.id("start")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board svg")));

        // the person plays until a tile was drawn (6 decisions at least); what the page shows is kept at each
        List<String> during = new java.util.ArrayList<>();
        int n = -1;
        for (int i = 0; i < 60 && !over() && (i < 6 || !driver.findElement(By.id("log")).getText().contains("left in the stack")); i++) {
            waitForTurnAfter(n);
            if (over()) {
                break;
            }
            n = humanDecision();
            during.add(readable());
            if (i == 0) {
                screenshot("10-picked-seed-hidden");
            }
            assertThat(driver.findElement(By.id("download")).isDisplayed()).as("no record to save during play").isFalse();
            assertThat(driver.findElement(By.id("download")).getAttribute("data-record")).isNull();
            assertThat(driver.findElement(By.id("download-later")).isDisplayed()).isTrue();
            assertThat(driver.findElement(By.id("game-label")).getText()).startsWith("random seed");
            driver.findElement(By.cssSelector("#choices button")).click();
        }
        assertThat(during).hasSizeGreaterThan(5);
        assertThat(driver.findElement(By.id("log")).getText()).as("a tile was drawn").contains("left in the stack");

        // the bots finish: the seed is shown, and the record holds it
        driver.findElement(By.id("autoplay")).click();
        wait.until(d -> over());
        screenshot("11-picked-seed-shown");
        String record = driver.findElement(By.id("download")).getAttribute("data-record");
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[seed (\\d+)]").matcher(record);
        assertThat(m.find()).as(record).isTrue();
        String seed = m.group(1);
        assertThat(driver.findElement(By.id("game-label")).getText()).startsWith("seed " + seed + " ");
        assertThat(driver.findElement(By.id("download")).isDisplayed()).isTrue();
        assertThat(driver.findElement(By.id("undo")).isEnabled()).as("no going back into a game whose order is known").isFalse();
        assertThat(Tongiaki.fromRecord(record).isOver()).isTrue();
        for (String page : during) {
            assertThat(page).as("what the page showed during play").doesNotContain(seed);
        }
        // 63 random bits, too many to try every seed against the tiles drawn (one seed in 2^23 is below 2^40)
        assertThat(new java.math.BigInteger(seed)).isGreaterThan(java.math.BigInteger.TWO.pow(40));
    }

    @Test
    @DisplayName("opened from disk: a person plays a whole game against a random and a greedy bot, undoes, downloads the record")
    void aWholeGameAgainstTheBots() throws IOException {
        driver.get(PAGE.toAbsolutePath().toUri() + "?fast");
        wait.until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
        assertThat(driver.findElement(By.tagName("body")).getAttribute("data-engine"))
                .as("the WebAssembly GC engine where the browser has it (issue 38)").isEqualTo("wasm");
        new Select(driver.findElement(By.id("players"))).selectByVisibleText("3");
        new Select(driver.findElement(By.id("seat-0"))).selectByValue("human");
        new Select(driver.findElement(By.id("seat-1"))).selectByValue("random");
        new Select(driver.findElement(By.id("seat-2"))).selectByValue("greedy");
        driver.findElement(By.id("seed")).sendKeys("7");
        new Select(driver.findElement(By.id("opt-endgame"))).selectByValue("VOYAGE_ONLY");
        screenshot("01-new-game");
        driver.findElement(By.id("start")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board svg")));
        waitForTurnAfter(-1);
        assertThat(humanDecision()).isZero();
        assertThat(driver.findElement(By.id("decision-heading")).getText()).contains("Set-up");
        // a seed typed in is the person's own: shown, and the record can be saved, during play
        assertThat(driver.findElement(By.id("game-label")).getText()).startsWith("seed 7 ");
        assertThat(driver.findElement(By.id("download")).getAttribute("data-record")).contains("[seed 7]");
        assertThat(driver.findElement(By.id("download-later")).isDisplayed()).isFalse();
        screenshot("02-set-up");

        // R-SETUP-2: a beach of Tonga clicked on the board; then taken back
        List<WebElement> targets = driver.findElements(By.cssSelector("#board [data-options].target"));
        assertThat(targets).isNotEmpty();
        int logBefore = driver.findElements(By.cssSelector("#log li")).size();
        js("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}));".replace("arguments[0]",
                "document.querySelector('#board [data-options].target')"));
        waitForTurnAfter(0);
        int afterFirst = humanDecision();
        assertThat(driver.findElements(By.cssSelector("#log li")).size()).isGreaterThan(logBefore);
        assertThat(driver.findElement(By.id("undo")).isEnabled()).isTrue();
        driver.findElement(By.id("undo")).click();
        wait.until(d -> humanDecision() == 0);
        assertThat(driver.findElements(By.cssSelector("#log li"))).hasSize(logBefore);
        assertThat(afterFirst).isPositive();

        // the whole game: the person takes the first option each time, the bots answer
        int decisions = 0;
        while (!over()) {
            int n = humanDecision();
            if (n < 0) {
                waitForTurnAfter(-1);
                continue;
            }
            driver.findElement(By.cssSelector("#choices button")).click();
            waitForTurnAfter(n);
            decisions++;
            if (decisions == 10) {
                screenshot("03-playing");
            }
            assertThat(decisions).as("a game ends").isLessThan(2000);
        }
        screenshot("04-standings");
        assertThat(driver.findElement(By.id("error")).isDisplayed()).as(driver.findElement(By.id("error")).getText()).isFalse();
        assertThat(driver.findElements(By.cssSelector("#standings tbody tr"))).hasSize(3);
        assertThat(driver.findElement(By.id("log")).getText()).contains("Game over.");
        assertThat(driver.findElement(By.id("decision-heading")).getText()).isEqualTo("The game is over");

        // the record: a blob to download, which replays to the same end on the JVM
        WebElement download = driver.findElement(By.id("download"));
        assertThat(download.getAttribute("href")).startsWith("blob:");
        assertThat(download.getAttribute("download")).as("a game record's file name ends in .tongiaki, as everywhere (docs/cli.md)")
                .isEqualTo("tongiaki-record.tongiaki");
        assertThat(driver.findElement(By.id("record-file")).getAttribute("accept")).startsWith(".tongiaki,");
        String record = download.getAttribute("data-record");
        assertThat(record).startsWith("[format tongiaki-record 2]").contains("[options endgame=VOYAGE_ONLY");
        Object fetched = ((JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1]; fetch(document.getElementById('download').href).then(r => r.text()).then(done);");
        assertThat(fetched).isEqualTo(record);
        JsGame replayed = Tongiaki.fromRecord(record);
        assertThat(replayed.isOver()).isTrue();
        List<String> standings = driver.findElements(By.cssSelector("#standings tbody tr td:nth-child(2)")).stream().map(WebElement::getText).toList();
        assertThat(standings).containsExactlyElementsOf(replayed.game().position().standings().stream().map(s -> s.colour().toString()).toList());

        // the record loaded again: the same game, over, with the same standings
        Path file = Files.createTempFile(chromium.profile, "record", ".tongiaki");
        Files.writeString(file, record);
        driver.findElement(By.id("new-game-button")).click();
        driver.findElement(By.id("record-file")).sendKeys(file.toAbsolutePath().toString());
        wait.until(d -> d.findElement(By.id("game-label")).getText().startsWith("record "));
        wait.until(d -> over());
        assertThat(driver.findElements(By.cssSelector("#standings tbody tr td:nth-child(2)")).stream().map(WebElement::getText).toList())
                .isEqualTo(standings);
        // resumed (D-20): the same past, its draws explicit, none of them still to come taken from the seed
        assertThat(driver.findElement(By.id("download")).getAttribute("data-record"))
                .isEqualTo(io.github.tongiaki.core.notation.GameRecord.parse(record, io.github.tongiaki.core.tiles.TileSet.official())
                        .withExplicitDraws().text());
    }

    /** How many draw-undo trials {@link #undoDrawsAnew()} makes: {@code -Dtongiaki.undoTrials=N} for a larger run. */
    static final int UNDO_TRIALS = Integer.getInteger("tongiaki.undoTrials", 30);
    /** How many times {@link #undoDrawsAnew()} loads a record that stops before a draw. */
    static final int LOADS = Integer.getInteger("tongiaki.recordLoads", 8);

    static final java.util.regex.Pattern DRAW = java.util.regex.Pattern.compile("draws (.+?) \\((\\d+) left in the stack\\)");

    /** The texts of the log's entries. */
    static List<String> logTexts() {
        @SuppressWarnings("unchecked")
        List<String> texts = (List<String>) js("return [...document.querySelectorAll('#log li')].map(li => li.textContent);");
        return texts;
    }

    /** The first tile drawn in the log from entry {@code from} on, with the number left after it, or null. */
    static String[] drawnSince(int from) {
        List<String> texts = logTexts();
        for (int i = from; i < texts.size(); i++) {
            java.util.regex.Matcher m = DRAW.matcher(texts.get(i));
            if (m.find()) {
                return new String[] {m.group(1), m.group(2)};
            }
        }
        return null;
    }

    /** Clicks the first option of the person's open decision; returns the tile it drew, with the number left, or null. */
    static String[] firstOption() {
        int n = humanDecision();
        assertThat(n).as("the person decides").isNotNegative();
        int from = logTexts().size();
        driver.findElement(By.cssSelector("#choices button")).click();
        wait.until(d -> over() || humanDecision() != n);
        return drawnSince(from);
    }

    /** The highest number of repeats chance allows: mean + 6 sqrt(mean) + 3. */
    static double bound(double mean) {
        return mean + 6 * Math.sqrt(mean) + 3;
    }

    @Test
    @DisplayName("D-20: draw, undo, draw again draws anew; a loaded record draws anew; the record after undo replays exactly")
    void undoDrawsAnew() throws IOException {
        driver.get(PAGE.toAbsolutePath().toUri() + "?fast");
        wait.until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
        new Select(driver.findElement(By.id("players"))).selectByVisibleText("2");
        new Select(driver.findElement(By.id("seat-0"))).selectByValue("human");
        new Select(driver.findElement(By.id("seat-1"))).selectByValue("human");
        driver.findElement(By.id("seed")).sendKeys("11");
        driver.findElement(By.id("start")).click();
        wait.until(d -> humanDecision() >= 0);

        // the people play the first option until one draws a tile; the record before it is kept
        String recordBefore = null;
        String[] first = null;
        for (int i = 0; i < 300 && first == null; i++) {
            recordBefore = driver.findElement(By.id("download")).getAttribute("data-record");
            first = firstOption();
        }
        assertThat(first).as("a tile is drawn").isNotNull();
        assertThat(recordBefore).contains("[seed 11]");
        int left = Integer.parseInt(first[1]) + 1; // the tiles in the stack before the draw
        screenshot("20-drawn");

        // undo and draw again, again and again: each draw after an undo is as good as fresh (one in `left` repeats the last)
        String previous = first[0];
        int repeats = 0;
        java.util.Set<String> seen = new java.util.HashSet<>(List.of(previous));
        for (int t = 0; t < UNDO_TRIALS; t++) {
            driver.findElement(By.id("undo")).click();
            wait.until(d -> humanDecision() >= 0);
            String[] again = firstOption();
            assertThat(again).as("the same option draws again: %s, error %s", logTexts().subList(Math.max(0, logTexts().size() - 8), logTexts().size()),
                    driver.findElement(By.id("error")).getText()).isNotNull();
            assertThat(Integer.parseInt(again[1]) + 1).isEqualTo(left);
            repeats += again[0].equals(previous) ? 1 : 0;
            previous = again[0];
            seen.add(again[0]);
        }
        double mean = (double) UNDO_TRIALS / left;
        assertThat(repeats).as("the tile after an undo equals the one before in %d of %d trials, %d tiles left", repeats, UNDO_TRIALS, left)
                .isLessThanOrEqualTo((int) bound(mean));
        assertThat(seen).as("different tiles are drawn").hasSizeGreaterThan(1);
        assertThat(driver.findElement(By.id("game-label")).getText()).startsWith("seed 11, tiles drawn as they come");

        // the record offered now has the draws explicit; the game finished by the bots replays on the JVM event by event
        assertThat(driver.findElement(By.id("download")).getAttribute("data-record")).startsWith("[format tongiaki-record 2]")
                .contains("[chance]").contains("\ndraw ").doesNotContain("[seed");
        driver.findElement(By.id("autoplay")).click();
        wait.until(d -> over());
        screenshot("21-over-after-undo");
        assertThat(driver.findElement(By.id("error")).isDisplayed()).as(driver.findElement(By.id("error")).getText()).isFalse();
        String record = driver.findElement(By.id("download")).getAttribute("data-record");
        JsGame replayed = Tongiaki.fromRecord(record);
        assertThat(replayed.isOver()).isTrue();
        List<String> pageEvents = driver.findElements(By.cssSelector("#log li.event")).stream().map(WebElement::getText).toList();
        List<String> jvmEvents = replayed.game().eventLog().stream().map(io.github.tongiaki.protocol.EventSentences::describe)
                .filter(x -> x != null && !x.isEmpty()).toList();
        assertThat(pageEvents).as("the page's log is the replay's events").isEqualTo(jvmEvents);
        List<String> standings = driver.findElements(By.cssSelector("#standings tbody tr")).stream().map(WebElement::getText).toList();
        assertThat(standings).isEqualTo(replayed.game().position().standings().stream()
                .map(s -> s.rank() + " " + s.colour() + " " + s.score() + " " + s.islands() + " " + s.boatsOnTable()).toList());
        assertThat(driver.findElement(By.id("undo")).isEnabled()).as("a typed seed: undo after the end").isTrue();

        // the record that stops before the draw, loaded again and again: its next draw is made anew each time (D-20),
        // not the seed's, which whoever has the record knows
        int sameAsSeed = 0;
        int sameAsLast = 0;
        String last = null;
        for (int k = 0; k < LOADS; k++) {
            Path file = Files.createTempFile(chromium.profile, "before-draw-" + k + "-", ".tongiaki");
            Files.writeString(file, recordBefore);
            driver.findElement(By.id("new-game-button")).click();
            driver.findElement(By.id("record-file")).sendKeys(file.toAbsolutePath().toString());
            wait.until(d -> d.findElement(By.id("game-label")).getText().startsWith("record " + file.getFileName()));
            wait.until(d -> humanDecision() >= 0); // the decision that drew: the record stops before it
            assertThat(driver.findElement(By.id("download")).getAttribute("data-record")).contains("[chance]");
            String[] drawn = firstOption();
            assertThat(drawn).as("load %d: %s, error %s", k, logTexts().subList(Math.max(0, logTexts().size() - 6), logTexts().size()),
                    driver.findElement(By.id("error")).getText()).isNotNull();
            sameAsSeed += drawn[0].equals(first[0]) ? 1 : 0;
            sameAsLast += drawn[0].equals(last) ? 1 : 0;
            last = drawn[0];
        }
        double loadMean = (double) LOADS / left;
        assertThat(sameAsSeed).as("a loaded record drew the seed's tile %d times in %d loads", sameAsSeed, LOADS)
                .isLessThanOrEqualTo((int) bound(loadMean));
        assertThat(sameAsLast).as("a loaded record drew the last load's tile %d times in %d loads", sameAsLast, LOADS)
                .isLessThanOrEqualTo((int) bound(loadMean));
    }

    @Test
    @DisplayName("D-20: a picked seed no longer deals the game after a draw is taken back: never shown, the record offered, undo on at the end")
    void aPickedSeedAfterATakeBack() throws IOException {
        driver.get(PAGE.toAbsolutePath().toUri() + "?fast");
        wait.until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
        new Select(driver.findElement(By.id("players"))).selectByVisibleText("2");
        new Select(driver.findElement(By.id("seat-0"))).selectByValue("human");
        new Select(driver.findElement(By.id("seat-1"))).selectByValue("human");
        driver.findElement(By.id("start")).click();
        wait.until(d -> humanDecision() >= 0);
        String[] drawn = null;
        for (int i = 0; i < 300 && drawn == null; i++) {
            assertThat(driver.findElement(By.id("download")).getAttribute("data-record")).isNull();
            drawn = firstOption();
        }
        assertThat(drawn).isNotNull();
        assertThat(driver.findElement(By.id("game-label")).getText()).startsWith("random seed (shown at the end)");
        driver.findElement(By.id("undo")).click();
        wait.until(d -> humanDecision() >= 0);
        assertThat(driver.findElement(By.id("game-label")).getText()).startsWith("random seed, tiles drawn as they come");
        String record = driver.findElement(By.id("download")).getAttribute("data-record");
        assertThat(record).as("the record tells only what was drawn").contains("[chance]").doesNotContain("[seed");
        driver.findElement(By.id("autoplay")).click();
        wait.until(d -> over());
        assertThat(driver.findElement(By.id("game-label")).getText()).startsWith("random seed, tiles drawn as they come");
        assertThat(driver.findElement(By.id("download")).getAttribute("data-record")).doesNotContain("[seed");
        assertThat(readable()).doesNotContain("[seed");
        assertThat(driver.findElement(By.id("undo")).isEnabled()).as("the seed deals nothing any more: undo after the end").isTrue();
        driver.findElement(By.id("undo")).click();
        wait.until(d -> humanDecision() >= 0);
        assertThat(Tongiaki.fromRecord(driver.findElement(By.id("download")).getAttribute("data-record")).isOver()).isFalse();
    }
}
