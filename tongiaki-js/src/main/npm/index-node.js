// The tongiaki package in Node (package.json's "node" condition): index.js, engine.wasm read from disk. The API is api.js's.
import { createApi } from './api.js';
import { loadEngine } from './load-node.js';

const api = createApi(await loadEngine('auto'));

export const {
  ENGINE, COLOURS, STATE_FORMAT, DECISION_KINDS, Game, registerTileSet, tileSetNames, tileSetText, canonicalPosition,
  viewOfPosition, playerViewOf, canonicalView, readRecord, newGamePosition, positionOneLine, viewOneLine,
} = api;
