// Loading one of the package's two builds of the engine (the same Java facade, compiled twice by TeaVM):
// engine.wasm, WebAssembly with garbage collection (a 64-bit long is a native i64: about the JVM's speed),
// and engine.js, plain JavaScript (longs as BigInt: slower, but it runs wherever ES modules do). The
// choice is made once, at load: 'auto' takes the WebAssembly build where the runtime validates a
// WebAssembly GC module and the build loads, and the JavaScript build otherwise (Node 20, older browsers);
// where the runtime has WebAssembly GC but the build does not load (engine.wasm missing, say), it says why
// on the console. No Node built-in here: load-node.js passes Node's way of reading engine.wasm.
import { fetchWasmBytes, hasWasmGc, loadWasm } from './wasm-engine.js';

export { hasWasmGc };

function isNode() {
  return typeof process === 'object' && process !== null && typeof process.versions?.node === 'string';
}

/** The engine selected by the environment, if any: TONGIAKI_ENGINE=wasm|js (Node) or globalThis.TONGIAKI_ENGINE. */
function selected() {
  const v = globalThis.TONGIAKI_ENGINE ?? (isNode() ? process.env.TONGIAKI_ENGINE : undefined);
  if (v === undefined || v === '' || v === 'auto') {
    return 'auto';
  }
  if (v !== 'wasm' && v !== 'js') {
    throw new Error("tongiaki: TONGIAKI_ENGINE must be 'wasm', 'js' or 'auto', got '" + v + "'");
  }
  return v;
}

/**
 * Loads an engine: 'wasm', 'js', or 'auto' (the environment's TONGIAKI_ENGINE if set, else the WebAssembly
 * build where it runs, else the JavaScript build).
 * @param {'wasm' | 'js' | 'auto'} which
 * @param {() => Promise<Uint8Array>} readBytes how engine.wasm is read (by fetch unless told)
 * @returns {Promise<{kind: 'wasm' | 'js', engine: object, fallback: string | null}>}
 */
export async function loadEngine(which, readBytes = fetchWasmBytes) {
  const want = which === 'auto' ? selected() : which;
  if (want === 'js') {
    return { kind: 'js', engine: await import('./engine.js'), fallback: null };
  }
  if (want === 'wasm') {
    return { kind: 'wasm', engine: await loadWasm(readBytes), fallback: null };
  }
  if (hasWasmGc()) {
    try {
      return { kind: 'wasm', engine: await loadWasm(readBytes), fallback: null };
    } catch (e) {
      const why = String(e?.message ?? e);
      console.warn(why + '; using the JavaScript engine instead, several times slower (ENGINE.fallback says why)');
      return { kind: 'js', engine: await import('./engine.js'), fallback: why };
    }
  }
  return { kind: 'js', engine: await import('./engine.js'), fallback: 'no WebAssembly GC in this runtime' };
}
