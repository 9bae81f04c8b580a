// Loading the engine, when it goes wrong: a copy of the package without engine.wasm, or with a broken one. Where the
// runtime has WebAssembly GC, tongiaki falls back to the JavaScript engine with a console warning saying why (and
// ENGINE.fallback), tongiaki/wasm throws saying why; where it has none (Node 20), tongiaki takes the JavaScript engine
// without a warning and tongiaki/wasm throws naming the runtimes that have it. The build runs this under both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { NPM } from './paths.mjs';

const { hasWasmGc } = await import(pathToFileURL(path.join(NPM, 'load-node.js')).href);
const GC = hasWasmGc();

/** A copy of the package whose engine.wasm is missing (null) or these bytes. */
function packageWith(wasm) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongiaki-loading-'));
  for (const f of fs.readdirSync(NPM)) {
    if (f !== 'engine.wasm') {
      fs.copyFileSync(path.join(NPM, f), path.join(dir, f));
    }
  }
  if (wasm !== null) {
    fs.writeFileSync(path.join(dir, 'engine.wasm'), wasm);
  }
  return dir;
}

/** Imports an entry of a package directory in a fresh Node; its ENGINE or its error, and what it wrote on stderr. */
function load(dir, entry) {
  const env = { ...process.env };
  delete env.TONGIAKI_ENGINE;
  const script = 'import(' + JSON.stringify(pathToFileURL(path.join(dir, entry)).href) + ').then('
    + '(m) => console.log(JSON.stringify({ engine: m.ENGINE })), (e) => console.log(JSON.stringify({ error: e.message })))';
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env });
  assert.equal(r.status, 0, r.stderr);
  return { ...JSON.parse(r.stdout.trim().split('\n').pop()), stderr: r.stderr };
}

test('the whole package loads its engine without a word on the console (' + (GC ? 'WebAssembly GC' : 'no WebAssembly GC') + ')', () => {
  const r = load(NPM, 'index-node.js');
  assert.deepEqual(r.engine, GC ? { kind: 'wasm', fallback: null } : { kind: 'js', fallback: 'no WebAssembly GC in this runtime' });
  assert.equal(r.stderr, '');
});

for (const [what, wasm] of [['missing', null], ['broken', Buffer.from('not a WebAssembly module')]]) {
  test('engine.wasm ' + what + ': tongiaki ' + (GC ? 'warns why and falls back' : 'takes the JavaScript engine')
    + ', tongiaki/wasm throws saying why', () => {
    const dir = packageWith(wasm);
    try {
      const auto = load(dir, 'index-node.js');
      const wasmOnly = load(dir, 'wasm-node.js');
      const browser = load(dir, 'index.js'); // the browser's entry, by fetch (which cannot read a file: URL in Node)
      assert.equal(auto.engine.kind, 'js');
      if (GC) {
        const why = what === 'missing' ? /tongiaki: could not read the WebAssembly engine, engine\.wasm \(file:.*engine\.wasm\): ENOENT/
          : /tongiaki: the WebAssembly engine, engine\.wasm \(file:.*\), did not load: /;
        assert.match(auto.engine.fallback, why);
        assert.match(auto.stderr, why, 'a console warning');
        assert.match(auto.stderr, /using the JavaScript engine instead/);
        assert.match(wasmOnly.error, why);
        assert.equal(browser.engine.kind, 'js');
        assert.match(browser.stderr, /tongiaki: could not read the WebAssembly engine/, 'the browser entry warns too');
      } else {
        assert.equal(auto.engine.fallback, 'no WebAssembly GC in this runtime');
        assert.equal(auto.stderr, '', 'no warning where the runtime has no WebAssembly GC: the JavaScript engine is the one to take');
        assert.match(wasmOnly.error, /tongiaki: this runtime has no WebAssembly GC .*tongiaki\/js/);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
