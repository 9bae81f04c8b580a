// engine.wasm's bytes in Node: read from disk (fetch cannot read a file: URL there). Only the package's "node"
// exports import this file, so a browser bundler never sees the Node built-ins.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { WASM_URL, fetchWasmBytes } from './wasm-engine.js';

/** engine.wasm's bytes, from disk (or by fetch where the package is not on disk). */
export async function readWasmBytes() {
  if (WASM_URL.protocol !== 'file:') {
    return fetchWasmBytes();
  }
  return new Uint8Array(await readFile(fileURLToPath(WASM_URL)));
}
