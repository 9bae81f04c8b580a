// The tongiaki package on the JavaScript build, wherever ES modules run, and only it: a bundle of tongiaki/js holds no
// WebAssembly. The API is api.js's.
import { createApi } from './api.js';
import * as engine from './engine.js';

const api = createApi({ kind: 'js', engine, fallback: null });

export const {
  ENGINE, COLOURS, STATE_FORMAT, DECISION_KINDS, Game, registerTileSet, tileSetNames, tileSetText, canonicalPosition,
  viewOfPosition, playerViewOf, canonicalView, readRecord, newGamePosition, positionOneLine, viewOneLine,
} = api;
