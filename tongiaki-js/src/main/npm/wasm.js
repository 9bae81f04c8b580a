// The tongiaki package on the WebAssembly GC build (an error where the runtime lacks WebAssembly GC or engine.wasm does not
// load), and only it: a bundle of tongiaki/wasm holds no JavaScript engine. Node's entry is wasm-node.js. The API is api.js's.
import { createApi } from './api.js';
import { fetchWasmBytes, loadWasm } from './wasm-engine.js';

const api = createApi({ kind: 'wasm', engine: await loadWasm(fetchWasmBytes), fallback: null });

export const {
  ENGINE, COLOURS, STATE_FORMAT, DECISION_KINDS, Game, registerTileSet, tileSetNames, tileSetText, canonicalPosition,
  viewOfPosition, playerViewOf, canonicalView, readRecord, newGamePosition, positionOneLine, viewOneLine,
} = api;
