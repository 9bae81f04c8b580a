package io.github.tongiaki.js;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The WebAssembly GC build ({@code target/npm/engine.wasm}, the npm package's build of the facade compiled by TeaVM for its
 * WebAssembly GC target, where a {@code long} is a native 64-bit integer) in the distribution's headless
 * Chromium: {@code src/test/wasm/index.html} plays the differential games ({@link DifferentialGames}, the
 * JVM's lines computed here) on it and compares every decision's events and every final position; then imports
 * the npm package itself, which must pick the WebAssembly GC engine and play a game whose record replays (issue
 * 38); then times random 4-player games for {@code -Dtongiaki.js.wasmSeconds=S} seconds each (the engine alone,
 * the package's typed API, its fast path) and prints the figures (never asserted). Served over loopback HTTP (a
 * page opened from disk may not fetch a module); Node 22 runs the same engine in the Node tests. A second test plays
 * the Node memory test's loop there ({@link #theHeapStaysFlatOverALongRunInChromium()}). Skipped without Chromium like
 * {@link OfflinePageTest}.
 */
class WasmGcTest {

    static final Path WASM = Path.of("target", "npm");
    static final Map<String, String> TYPES = Map.of("html", "text/html; charset=utf-8", "js", "text/javascript", "mjs",
            "text/javascript", "wasm", "application/wasm", "txt", "text/plain; charset=utf-8");

    @Test
    void theDifferentialGamesAgreeOnTheWebAssemblyGcBuildInChromium() throws IOException {
        assertThat(WASM.resolve("engine.wasm")).as("built in process-classes").exists();
        assertThat(WASM.resolve("wasm-gc-module-runtime.js")).as("copied in process-classes").exists();
        int games = Integer.getInteger("tongiaki.js.games", 1000);
        int seconds = Integer.getInteger("tongiaki.js.wasmSeconds", 3);
        StringBuilder jvm = new StringBuilder();
        for (int i = 0; i < games; i++) {
            jvm.append(DifferentialGames.play(i)).append('\n');
        }
        byte[] lines = jvm.toString().getBytes(StandardCharsets.UTF_8);
        HttpServer server = serve("index.html", lines);
        try (HeadlessChromium chromium = HeadlessChromium.startOrSkip()) {
            chromium.driver.get("http://127.0.0.1:" + server.getAddress().getPort() + "/index.html?seconds=" + seconds);
            new WebDriverWait(chromium.driver, Duration.ofSeconds(300 + seconds))
                    .until(d -> "true".equals(d.findElement(By.id("result")).getAttribute("data-done")));
            String result = chromium.driver.findElement(By.id("result")).getText();
            assertThat(result).doesNotContain("\"error\"").contains("\"firstDifference\":null")
                    .contains("\"games\":" + games + ",").contains("\"packageEngine\":\"wasm\"").contains("\"replayed\":true");
            long size = Files.size(WASM.resolve("engine.wasm"));
            System.out.printf("wasm-gc: %d differential games agree with the JVM; engine.wasm %,d bytes, %,d gzipped (level 9); %s%n",
                    games, size, gzipped(Files.readAllBytes(WASM.resolve("engine.wasm"))), result);
        } finally {
            server.stop(0);
        }
    }

    /**
     * The heap in Chromium stays flat over 2,000 typed games and 2,000 determinizations played in one synchronous task on the
     * WebAssembly GC engine ({@code src/test/wasm/memory.html}, the Node test's loop, {@code src/test/node/memory-loop.mjs}):
     * TeaVM's loader kept every game handed to JavaScript until the task ended (src/build/WasmRuntimePatch.java), 3 MB to
     * 113 MB over 300 games. {@code -Dtongiaki.js.memoryGames=N} (or {@code TONGIAKI_MEMORY_GAMES}) plays N of each.
     */
    @Test
    void theHeapStaysFlatOverALongRunInChromium() throws IOException {
        assertThat(WASM.resolve("engine.wasm")).as("built in process-classes").exists();
        String env = System.getenv("TONGIAKI_MEMORY_GAMES");
        int games = Integer.getInteger("tongiaki.js.memoryGames", env == null || env.isBlank() ? 2000 : Integer.parseInt(env.strip()));
        HttpServer server = serve("memory.html", new byte[0]);
        try (HeadlessChromium chromium = HeadlessChromium.startOrSkip("--js-flags=--expose-gc", "--enable-precise-memory-info")) {
            chromium.driver.get("http://127.0.0.1:" + server.getAddress().getPort() + "/index.html?engine=wasm&games=" + games
                    + "&determinizations=" + games);
            new WebDriverWait(chromium.driver, Duration.ofSeconds(300 + games / 10))
                    .until(d -> "true".equals(d.findElement(By.id("result")).getAttribute("data-done")));
            String result = chromium.driver.findElement(By.id("result")).getText();
            assertThat(result).doesNotContain("\"error\"").contains("\"engine\":\"wasm\"");
            StringBuilder shown = new StringBuilder();
            for (String phase : List.of("typed", "determinize")) {
                Matcher m = Pattern.compile("\"phase\":\"" + phase + "\",\"done\":(\\d+),\"heapUsed\":(\\d+)").matcher(result);
                List<Long> heap = new ArrayList<>();
                while (m.find()) {
                    heap.add(Long.parseLong(m.group(2)));
                    shown.append(phase).append(' ').append(m.group(1)).append(": ")
                            .append(String.format("%.1f MB, ", Long.parseLong(m.group(2)) / 1048576.0));
                }
                assertThat(heap).as(phase + ": a sample at the start and after each tenth").hasSize(11);
                long base = heap.get(1); // after a tenth: the engine's caches and the JIT's code are made
                long top = heap.subList(1, heap.size()).stream().mapToLong(Long::longValue).max().orElseThrow();
                assertThat(top - base).as(phase + ": the heap's growth after the first tenth (at most 2 MB): " + shown)
                        .isLessThan(2L * 1024 * 1024);
            }
            System.out.printf("wasm-gc memory in Chromium: %d typed games and %d determinizations in one task: %s%s%n", games, games,
                    shown, result.replaceAll(".*(\"seconds\":[\\d.]+).*", "$1"));
        } finally {
            server.stop(0);
        }
    }

    /**
     * Serves a test page of {@code src/test/wasm} as {@code /index.html}, {@code target/npm} as {@code /wasm/},
     * {@code src/test/node}'s modules as {@code /node/} and {@code jvm.txt} (the JVM's lines of the differential games).
     */
    private static HttpServer serve(String page, byte[] lines) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            if (path.equals("/jvm.txt")) {
                send(exchange, 200, "txt", lines);
            } else if (path.equals("/index.html")) {
                send(exchange, 200, "html", Files.readAllBytes(Path.of("src", "test", "wasm", page)));
            } else if (path.matches("/wasm/[\\w.-]+")) {
                file(exchange, WASM.resolve(path.substring("/wasm/".length())));
            } else if (path.matches("/node/[\\w.-]+\\.mjs")) {
                file(exchange, Path.of("src", "test", "node").resolve(path.substring("/node/".length())));
            } else {
                send(exchange, 404, "txt", new byte[0]);
            }
        });
        server.start();
        return server;
    }

    private static void file(HttpExchange exchange, Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            send(exchange, 404, "txt", new byte[0]);
            return;
        }
        String name = file.getFileName().toString();
        send(exchange, 200, name.substring(name.lastIndexOf('.') + 1), Files.readAllBytes(file));
    }

    private static void send(HttpExchange exchange, int status, String extension, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", TYPES.getOrDefault(extension, "application/octet-stream"));
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private static int gzipped(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out) {
            {
                def.setLevel(Deflater.BEST_COMPRESSION);
            }
        }) {
            gz.write(bytes);
        }
        return out.size();
    }
}
