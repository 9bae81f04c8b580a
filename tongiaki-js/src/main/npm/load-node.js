// load.js in Node: engine.wasm read from disk. The package's "node" exports use it; a browser bundle never does.
import { loadEngine as load, hasWasmGc } from './load.js';
import { readWasmBytes } from './wasm-engine-node.js';

export { hasWasmGc };

/**
 * Loads an engine as load.js does, engine.wasm read from disk.
 * @param {'wasm' | 'js' | 'auto'} which
 * @returns {Promise<{kind: 'wasm' | 'js', engine: object, fallback: string | null}>}
 */
export function loadEngine(which) {
  return load(which, readWasmBytes);
}
