// Speed and size figures of the JavaScript build (docs/javascript.md). Not a test: run by hand after a
// build, beside the JVM's figures of the same functions (SpeedFigures in src/test/java):
//   node tongiaki-js/src/test/node/figures.mjs [seconds]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

// not paths.mjs: it imports the package, and the import is timed here
const NPM = process.env.TONGIAKI_NPM_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'target', 'npm');

const seconds = Number(process.argv[2] ?? 10);
const file = path.join(NPM, 'engine.js');
const bytes = fs.readFileSync(file);
console.log('engine.js: ' + bytes.length + ' bytes, ' + zlib.gzipSync(bytes, { level: 9 }).length + ' gzipped (level 9)');

let t = performance.now();
const { Game } = await import(pathToFileURL(path.join(NPM, 'index.js')).href);
const engine = await import(pathToFileURL(file).href);
console.log('module import: ' + (performance.now() - t).toFixed(1) + ' ms');
t = performance.now();
Game.start({ players: 4, seed: 1 });
console.log('first Game.start (official tile set read, classes initialised): ' + (performance.now() - t).toFixed(1) + ' ms');
for (let i = 0; i < 200; i++) {
  Game.start({ players: 4, seed: i });
}
t = performance.now();
const starts = 1000;
for (let i = 0; i < starts; i++) {
  Game.start({ players: 4, seed: i });
}
console.log('Game.start, warm: ' + ((performance.now() - t) * 1000 / starts).toFixed(1) + ' µs a game');

function rate(label, batch, run) {
  run(0, batch); // warm-up
  let games = 0;
  let decisions = 0;
  const begin = performance.now();
  while (performance.now() - begin < seconds * 1000) {
    decisions += run(games + 1000, batch);
    games += batch;
  }
  const s = (performance.now() - begin) / 1000;
  console.log(label + ': ' + (games / s).toFixed(0) + ' games/s (' + (decisions / games).toFixed(1) + ' decisions a game, ' + games + ' games)');
}

rate('random 4-player games, engine only (randomGames: Game.start, applyQuietly)', 200, (seed, n) => engine.randomGames(4, seed, n));
rate('random 4-player games through the package API (decision() and apply(option), JSON)', 5, (seed, n) => {
  let decisions = 0;
  for (let i = 0; i < n; i++) {
    const g = Game.start({ players: 4, seed: seed + i });
    let x = seed + i + 1;
    for (let d = g.decision(); d !== null; d = g.decision()) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      g.apply(d.options[x % d.options.length]);
      decisions++;
    }
  }
  return decisions;
});
