// tongiaki/wasm in Node (package.json's "node" condition): wasm.js, engine.wasm read from disk. The API is api.js's.
import { createApi } from './api.js';
import { loadWasm } from './wasm-engine.js';
import { readWasmBytes } from './wasm-engine-node.js';

const api = createApi({ kind: 'wasm', engine: await loadWasm(readWasmBytes), fallback: null });

export const {
  ENGINE, COLOURS, STATE_FORMAT, DECISION_KINDS, Game, registerTileSet, tileSetNames, tileSetText, canonicalPosition,
  viewOfPosition, playerViewOf, canonicalView, readRecord, newGamePosition, positionOneLine, viewOneLine,
} = api;
