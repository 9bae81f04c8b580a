// The WebAssembly GC build of the engine (engine.wasm, TeaVM's loader): a 64-bit long is a native i64 there, about
// the JVM's speed. This file names no Node built-in, so a browser bundle of tongiaki/wasm holds only it, the loader
// and the API; in Node, the package's "node" exports read engine.wasm from disk (wasm-engine-node.js).
import { load } from './wasm-gc-module-runtime.js';

/** The smallest module with a GC type (one empty struct): valid only where WebAssembly GC is. */
const GC_PROBE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x03, 0x01, 0x5f, 0x00]);

/** Where the WebAssembly build is: beside this file (a bundler copies it as an asset; Vite does by itself). */
export const WASM_URL = new URL('./engine.wasm', import.meta.url);

/** Whether this runtime has WebAssembly with garbage collection (the final encoding). */
export function hasWasmGc() {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(GC_PROBE);
  } catch {
    return false;
  }
}

/** engine.wasm's bytes by fetch (a browser, or a Node given an http URL). */
export async function fetchWasmBytes() {
  const response = await fetch(WASM_URL);
  if (!response.ok) {
    throw new Error('HTTP ' + response.status + ' ' + response.statusText + ' for ' + WASM_URL);
  }
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Loads the WebAssembly GC build.
 * @param {() => Promise<Uint8Array>} readBytes how engine.wasm is read (fetchWasmBytes, or from disk in Node)
 * @returns {Promise<object>} the engine's exports
 * @throws {Error} where the runtime has no WebAssembly GC, or engine.wasm cannot be read or loaded: the message says why
 */
export async function loadWasm(readBytes) {
  if (!hasWasmGc()) {
    throw new Error('tongiaki: this runtime has no WebAssembly GC (Node 22 or later, Chromium 119, Firefox 120, '
      + 'Safari 18.2 have it); import the JavaScript build instead: tongiaki/js');
  }
  let bytes;
  try {
    bytes = await readBytes();
  } catch (e) {
    throw new Error('tongiaki: could not read the WebAssembly engine, engine.wasm (' + WASM_URL + '): ' + (e?.message ?? e)
      + ' (a bundler must copy node_modules/tongiaki/engine.wasm beside the bundle: docs/javascript.md, "Bundling")');
  }
  try {
    return (await load(bytes, { nodejs: false })).exports;
  } catch (e) {
    throw new Error('tongiaki: the WebAssembly engine, engine.wasm (' + WASM_URL + '), did not load: ' + (e?.message ?? e));
  }
}
