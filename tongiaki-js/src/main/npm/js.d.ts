// The declarations of tongiaki/js: the same API as the package's main entry point.
export * from './index.js';
