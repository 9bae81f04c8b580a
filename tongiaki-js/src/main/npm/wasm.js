// The tongiaki package on the WebAssembly GC build (an error where the runtime lacks WebAssembly GC). The API is api.js's.
import { createApi } from './api.js';
import { loadEngine } from './load.js';

const api = createApi(await loadEngine('wasm'));

export const {
  ENGINE, COLOURS, STATE_FORMAT, DECISION_KINDS, Game, registerTileSet, tileSetNames, tileSetText, canonicalPosition,
  viewOfPosition, canonicalView, readRecord, newGamePosition,
} = api;
