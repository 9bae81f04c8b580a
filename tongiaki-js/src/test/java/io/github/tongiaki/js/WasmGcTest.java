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
import java.util.Map;
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
 * page opened from disk may not fetch a module); Node 22 runs the same engine in the Node tests. Skipped without
 * Chromium like {@link OfflinePageTest}.
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
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            if (path.equals("/jvm.txt")) {
                send(exchange, 200, "txt", lines);
            } else if (path.equals("/index.html")) {
                send(exchange, 200, "html", Files.readAllBytes(Path.of("src", "test", "wasm", "index.html")));
            } else if (path.matches("/wasm/[\\w.-]+")) {
                file(exchange, WASM.resolve(path.substring("/wasm/".length())));
            } else if (path.matches("/node/[\\w.-]+\\.mjs")) {
                file(exchange, Path.of("src", "test", "node").resolve(path.substring("/node/".length())));
            } else {
                send(exchange, 404, "txt", new byte[0]);
            }
        });
        server.start();
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
