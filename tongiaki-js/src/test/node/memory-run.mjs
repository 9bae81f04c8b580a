// The child process of memory.test.mjs (run it by hand too): memory-loop.mjs's typed games and determinizations in one
// synchronous job, printing the heap after a full collection at intervals, one JSON line a sample.
//   node --expose-gc --max-old-space-size=128 memory-run.mjs <games> <determinizations> [samples]
// The package is the one the Maven build assembled (TONGIAKI_NPM_DIR, or target/npm); TONGIAKI_ENGINE=wasm|js picks.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { playForMemory } from './memory-loop.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const npm = process.env.TONGIAKI_NPM_DIR ?? path.resolve(here, '..', '..', '..', 'target', 'npm');
const { Game, ENGINE } = await import(pathToFileURL(path.join(npm, 'index-node.js')).href);

const games = Number(process.argv[2] ?? 2000);
const determinizations = Number(process.argv[3] ?? 2000);
const samples = Number(process.argv[4] ?? 10);
if (typeof globalThis.gc !== 'function') {
  throw new Error('memory-run.mjs needs --expose-gc');
}

console.log(JSON.stringify({ engine: ENGINE.kind, node: process.versions.node, games, determinizations }));
const started = Date.now();
const r = playForMemory(Game, games, determinizations, samples, (phase, done) => {
  globalThis.gc();
  const m = process.memoryUsage();
  console.log(JSON.stringify({ phase, done, heapUsed: m.heapUsed, rss: m.rss }));
});
console.log(JSON.stringify({ end: true, ...r, seconds: (Date.now() - started) / 1000 }));
