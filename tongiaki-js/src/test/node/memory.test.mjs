// Memory over a long run: a Node process under --max-old-space-size=128 plays typed games and a bot's
// determinizations in one synchronous job (memory-run.mjs), and the heap after a full collection must stay flat.
// The WebAssembly engine used to keep every game handed to JavaScript until the job ended (TeaVM's loader wrapped
// each in a WeakRef: src/build/WasmRuntimePatch.java): 2,000 typed games then took about 360 MB.
// TONGIAKI_MEMORY_GAMES=100000 runs the long version (10^5 games and 10^5 determinizations, minutes).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPECTED_ENGINE } from './paths.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const N = Number(process.env.TONGIAKI_MEMORY_GAMES ?? 2000);
/** How far the heap may grow from its sample after the first tenth of each phase to any later sample. */
const BOUND = 2 * 1024 * 1024;

test('the heap stays flat over ' + N + ' typed games and ' + N + ' determinizations in one job, under --max-old-space-size=128 ('
  + EXPECTED_ENGINE + ' engine)', () => {
  const r = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=128', path.join(here, 'memory-run.mjs'),
    String(N), String(N), '10'], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const lines = r.stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
  const mb = (b) => (b / 1048576).toFixed(1) + ' MB';
  const samples = lines.filter((l) => l.phase !== undefined);
  const shown = samples.map((s) => s.phase + ' ' + s.done + ': ' + mb(s.heapUsed)).join(', ');
  assert.equal(r.status, 0, 'the run ended (exit ' + r.status + ', signal ' + r.signal + ') after ' + shown + '\n'
    + r.stderr.split('\n').slice(0, 20).join('\n'));
  assert.equal(lines[0].engine, EXPECTED_ENGINE, 'the child process ran the engine expected here');
  const end = lines.find((l) => l.end);
  assert.ok(end && end.decisions > 50 * N, 'it played every game: ' + JSON.stringify(end));
  for (const phase of ['typed', 'determinize']) {
    const ps = samples.filter((s) => s.phase === phase);
    assert.equal(ps.length, 11, phase + ': a sample at the start and after each tenth');
    const base = ps[1].heapUsed; // after a tenth: the engine's caches and the JIT's code are made
    const top = Math.max(...ps.slice(1).map((s) => s.heapUsed));
    assert.ok(top - base < BOUND, phase + ': the heap grew by ' + mb(top - base) + ' after the first tenth (at most '
      + mb(BOUND) + '): ' + shown);
  }
  console.log(lines[0].engine + ' engine, Node ' + lines[0].node + ', ' + end.seconds + ' s: ' + shown);
});
