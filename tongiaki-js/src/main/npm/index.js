// The tongiaki package: the WebAssembly GC build where the runtime has it, else the JavaScript build (load.js). The API is
// api.js's. This is the browser's (and every bundler's) entry; Node's is index-node.js (package.json's "node" condition).
import { createApi } from './api.js';
import { loadEngine } from './load.js';

const api = createApi(await loadEngine('auto'));

export const {
  ENGINE, COLOURS, STATE_FORMAT, DECISION_KINDS, Game, registerTileSet, tileSetNames, tileSetText, canonicalPosition,
  viewOfPosition, playerViewOf, canonicalView, readRecord, newGamePosition, positionOneLine, viewOneLine,
} = api;
