import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;

/**
 * Makes the offline page's WebAssembly GC engine (issue 38): a page opened from disk may load neither an ES module
 * nor a file by fetch, so TeaVM's loader (an ES module) and {@code engine.wasm} go into one classic script,
 * {@code engine-wasm.js}: the loader's code with its {@code export} statement dropped, the module's bytes in base
 * 64, and one global, {@code TongiakiWasm.load()}, a promise of the engine's exports. The page uses it where the
 * browser has WebAssembly GC and the classic {@code engine.js} otherwise. Run by the Maven build (process-classes)
 * as a single-file Java program:
 *
 * <pre>
 * java tongiaki-js/src/build/OfflineWasm.java target/npm/wasm-gc-module-runtime.js target/npm/engine.wasm target/offline/engine-wasm.js
 * </pre>
 */
public final class OfflineWasm {

    private OfflineWasm() {
    }

    /**
     * @param args the loader, the module, the script to write
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            throw new IllegalArgumentException("usage: OfflineWasm <wasm-gc-module-runtime.js> <engine.wasm> <engine-wasm.js>, got "
                    + args.length + " arguments");
        }
        String runtime = Files.readString(Path.of(args[0]), StandardCharsets.UTF_8);
        int export = runtime.lastIndexOf("\nexport {");
        if (export < 0 || !runtime.substring(export).contains("load")) {
            throw new IllegalStateException(args[0] + ": expected TeaVM's loader, an ES module ending in an export of load");
        }
        byte[] wasm = Files.readAllBytes(Path.of(args[1]));
        String script = "// The offline page's WebAssembly GC engine: TeaVM's loader (its export dropped) and engine.wasm in base 64,\n"
                + "// made by the build (src/build/OfflineWasm.java). TongiakiWasm.load() resolves to the engine's exports.\n"
                + "(function () {\n'use strict';\n"
                + runtime.substring(0, export)
                + "\nconst WASM = '" + Base64.getEncoder().encodeToString(wasm) + "';\n"
                + "globalThis.TongiakiWasm = {\n"
                + "  load: async () => (await load(Uint8Array.from(atob(WASM), (c) => c.charCodeAt(0)), { nodejs: false })).exports,\n"
                + "};\n})();\n";
        Path out = Path.of(args[2]);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, script, StandardCharsets.UTF_8);
        System.out.printf("[INFO] %s: the offline page's WebAssembly GC engine, %,d bytes%n", out, Files.size(out));
    }
}
