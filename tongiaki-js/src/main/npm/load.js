// Loading one of the package's two builds of the engine (the same Java facade, compiled twice by TeaVM):
// engine.wasm, WebAssembly with garbage collection (a 64-bit long is a native i64: about the JVM's speed),
// and engine.js, plain JavaScript (longs as BigInt: slower, but it runs wherever ES modules do). The
// choice is made once, at load: 'auto' takes the WebAssembly build where the runtime validates a
// WebAssembly GC module and the build loads, and the JavaScript build otherwise (Node 20, older browsers).
import { load } from './wasm-gc-module-runtime.js';

/** The smallest module with a GC type (one empty struct): valid only where WebAssembly GC is. */
const GC_PROBE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x03, 0x01, 0x5f, 0x00]);

/** Whether this runtime has WebAssembly with garbage collection (the final encoding). */
export function hasWasmGc() {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(GC_PROBE);
  } catch {
    return false;
  }
}

function isNode() {
  return typeof process === 'object' && process !== null && typeof process.versions?.node === 'string';
}

async function wasmBytes() {
  const url = new URL('./engine.wasm', import.meta.url);
  if (isNode() && url.protocol === 'file:') {
    const fs = await import('node:fs/promises');
    const { fileURLToPath } = await import('node:url');
    return new Uint8Array(await fs.readFile(fileURLToPath(url)));
  }
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error('tongiaki: could not fetch ' + url + ': HTTP ' + response.status);
  }
  return new Uint8Array(await response.arrayBuffer());
}

async function loadWasm() {
  if (!hasWasmGc()) {
    throw new Error('tongiaki: this runtime has no WebAssembly GC (Node 22 or later, Chromium 119, Firefox 120, '
      + 'Safari 18.2 have it); import the JavaScript build instead: tongiaki/js');
  }
  const teavm = await load(await wasmBytes(), { nodejs: isNode() });
  return teavm.exports;
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
 * @returns {Promise<{kind: 'wasm' | 'js', engine: object, fallback: string | null}>}
 */
export async function loadEngine(which) {
  const want = which === 'auto' ? selected() : which;
  if (want === 'js') {
    return { kind: 'js', engine: await import('./engine.js'), fallback: null };
  }
  if (want === 'wasm') {
    return { kind: 'wasm', engine: await loadWasm(), fallback: null };
  }
  if (hasWasmGc()) {
    try {
      return { kind: 'wasm', engine: await loadWasm(), fallback: null };
    } catch (e) {
      return { kind: 'js', engine: await import('./engine.js'), fallback: String(e?.message ?? e) };
    }
  }
  return { kind: 'js', engine: await import('./engine.js'), fallback: 'no WebAssembly GC in this runtime' };
}
