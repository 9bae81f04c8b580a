import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Two changes to TeaVM's WebAssembly GC loader ({@code wasm-gc-module-runtime.js}, TeaVM 0.16.0), made by the Maven build
 * (process-classes) on the loader maven-dependency-plugin unpacked, before the offline page's {@code OfflineWasm} bundles it:
 *
 * <ol>
 * <li><b>It lets go of the Java objects it hands to JavaScript.</b> Its {@code javaObjectToJS} kept each Java object's
 * JavaScript wrapper in a {@code WeakMap} (the Java object to the wrapper) through a {@code WeakRef}; but a {@code WeakRef}
 * keeps its target alive until the current job ends (ECMAScript's KeepDuringJob: in Node until the macrotask is over, in a
 * browser until the microtask checkpoint), so every game a synchronous loop made was kept, with everything it held, until
 * the loop returned: 10,000 typed games dropped at once grew Node's heap to 1.2 GB, and a bot's search of 10^5
 * determinizations in one call would keep them all. The {@code WeakMap} alone is weak enough: an entry keeps its wrapper
 * only while the Java object lives, and the wrapper's own reference to the Java object does not keep the entry (an
 * ephemeron), so the wrapper goes in the map itself, without the {@code WeakRef}. A Java object handed out twice still
 * gets the same wrapper. {@code memory.test.mjs} and {@code WasmGcTest} check that the heap stays flat.</li>
 * <li><b>It names no Node built-in.</b> Its {@code importNodeFs} imported {@code node:fs/promises} to read a module, a
 * debug file or an Emscripten module by path; the package always hands it {@code engine.wasm}'s bytes (read by
 * {@code wasm-engine-node.js} in Node), so the import goes, and a browser bundler no longer meets a Node built-in
 * ({@code bundle.test.mjs}).</li>
 * </ol>
 *
 * <p>Run as a single-file Java program; it rewrites the file in place, and fails when the loader does not have exactly the
 * code it replaces (another TeaVM version: look again):
 *
 * <pre>
 * java tongiaki-js/src/build/WasmRuntimePatch.java target/npm/wasm-gc-module-runtime.js
 * </pre>
 */
public final class WasmRuntimePatch {

    /** The line that says a loader was patched. */
    static final String MARK = "// tongiaki: javaObjectToJS keeps its wrappers in the WeakMap itself, not through WeakRefs, and no Node built-in is "
            + "imported (src/build/WasmRuntimePatch.java)";

    /** What TeaVM 0.16.0's javaObjectToJS does, and what it does instead. */
    private static final String[][] REPLACEMENTS = {
        {"const result = existing.deref();", "const result = existing;"},
        {"jsWrappers.set(instance, new WeakRef(obj));", "jsWrappers.set(instance, obj);"},
    };

    /** TeaVM 0.16.0's import of Node's file system (never reached: the package hands the loader bytes), and what it is instead. */
    private static final String[] NODE_FS = {"nodeFsImportObject = import(\"node:fs/promises\");",
        "nodeFsImportObject = Promise.reject(new Error(\"tongiaki: TeaVM's loader is given engine.wasm's bytes, never a path to read\"));"};

    private WasmRuntimePatch() {
    }

    /**
     * @param args the loader
     * @throws IOException if it cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: WasmRuntimePatch <wasm-gc-module-runtime.js>, got " + args.length + " arguments");
        }
        Path file = Path.of(args[0]);
        String runtime = Files.readString(file, StandardCharsets.UTF_8);
        if (runtime.contains(MARK)) {
            System.out.printf("[INFO] %s: already patched%n", file);
            return;
        }
        int javaObjectToJs = runtime.indexOf("javaObjectToJS(instance, cls) {");
        int end = javaObjectToJs < 0 ? -1 : runtime.indexOf("unwrapJavaObject(", javaObjectToJs);
        if (end < 0) {
            throw new IllegalStateException(file + ": expected TeaVM 0.16.0's loader with javaObjectToJS(instance, cls) followed by "
                    + "unwrapJavaObject; another TeaVM? Check how it keeps the wrappers of Java objects (WasmRuntimePatch)");
        }
        String body = runtime.substring(javaObjectToJs, end);
        for (String[] r : REPLACEMENTS) {
            int at = body.indexOf(r[0]);
            if (at < 0 || body.indexOf(r[0], at + 1) >= 0) {
                throw new IllegalStateException(file + ": javaObjectToJS does not have '" + r[0] + "' exactly once; another TeaVM? "
                        + "Check how it keeps the wrappers of Java objects (WasmRuntimePatch)");
            }
            body = body.replace(r[0], r[1]);
        }
        if (body.contains("WeakRef")) {
            throw new IllegalStateException(file + ": javaObjectToJS still makes a WeakRef after the patch; another TeaVM?");
        }
        String patched = runtime.substring(0, javaObjectToJs) + body + runtime.substring(end);
        int fs = patched.indexOf(NODE_FS[0]);
        if (fs < 0 || patched.indexOf(NODE_FS[0], fs + 1) >= 0) {
            throw new IllegalStateException(file + ": the loader does not have '" + NODE_FS[0] + "' exactly once; another TeaVM? "
                    + "Check which Node built-ins it imports (WasmRuntimePatch)");
        }
        patched = MARK + "\n" + patched.replace(NODE_FS[0], NODE_FS[1]);
        if (patched.contains("\"node:") || patched.contains("'node:")) {
            throw new IllegalStateException(file + ": the loader still names a Node built-in after the patch; another TeaVM?");
        }
        Files.writeString(file, patched, StandardCharsets.UTF_8);
        System.out.printf("[INFO] %s: javaObjectToJS keeps its wrappers without WeakRefs (a synchronous loop no longer keeps every game), "
                + "and no Node built-in is imported%n", file);
    }
}
