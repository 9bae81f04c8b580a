// The declarations of tongiaki/wasm: the same API as the package's main entry point.
export * from './index.js';
