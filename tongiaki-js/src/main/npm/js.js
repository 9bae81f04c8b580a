// The tongiaki package on the JavaScript build, wherever ES modules run. The API is api.js's.
import { createApi } from './api.js';
import { loadEngine } from './load.js';

const api = createApi(await loadEngine('js'));

export const {
  ENGINE, COLOURS, STATE_FORMAT, DECISION_KINDS, Game, registerTileSet, tileSetNames, tileSetText, canonicalPosition,
  viewOfPosition, canonicalView, readRecord, newGamePosition,
} = api;
