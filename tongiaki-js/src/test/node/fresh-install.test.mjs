// The npm tarball in a fresh directory, as docs/javascript.md ("Using the package") says to install it: its
// install line run as written (with TONGIAKI_HOME, the clone, set), then its examples run there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MODULE, NPM, TARGET } from './paths.mjs';

const HOME = path.resolve(MODULE, '..');
const DOC = fs.readFileSync(path.join(HOME, 'docs', 'javascript.md'), 'utf8');

/** The fenced blocks of a section of docs/javascript.md, by its heading. */
function blocks(heading) {
  const start = DOC.indexOf('\n' + heading + '\n');
  assert.ok(start >= 0, 'docs/javascript.md has a section ' + heading);
  const end = DOC.indexOf('\n## ', start + heading.length + 2);
  const section = DOC.slice(start, end < 0 ? DOC.length : end);
  return [...section.matchAll(/```(\w*)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1], code: m[2] }));
}

test('the tarball holds the package\'s files, its LICENSE and README, and nothing else', () => {
  const version = JSON.parse(fs.readFileSync(path.join(NPM, 'package.json'), 'utf8')).version;
  const tarball = path.join(TARGET, 'tongiaki-' + version + '.tgz');
  assert.ok(fs.existsSync(tarball), tarball + ' is missing: the build packs it (npm pack, in the package phase) before the tests');
  const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter((l) => l !== '').sort();
  assert.deepEqual(listing, ['LICENSE', 'README.md', 'api.js', 'engine.js', 'engine.wasm', 'index-node.js', 'index.d.ts', 'index.js',
    'js.d.ts', 'js.js', 'load-node.js', 'load.js', 'package.json', 'wasm-engine-node.js', 'wasm-engine.js', 'wasm-gc-module-runtime.js',
    'wasm-node.js', 'wasm.d.ts', 'wasm.js'].map((f) => 'package/' + f));
});

test('the docs\' install line works from a fresh directory as written, and their examples run there', () => {
  const version = JSON.parse(fs.readFileSync(path.join(NPM, 'package.json'), 'utf8')).version;
  const [install, ...examples] = blocks('## Using the package');
  assert.ok(install.code.includes('tongiaki-' + version + '.tgz'), 'the install line names this version\'s tarball: ' + install.code);
  const project = path.join(TARGET, 'fresh-project');
  fs.rmSync(project, { recursive: true, force: true });
  fs.mkdirSync(project, { recursive: true });
  execFileSync('bash', ['-euc', install.code], { cwd: project, stdio: 'pipe', env: { ...process.env, TONGIAKI_HOME: HOME } });
  const dir = fs.readdirSync(project).length === 1 && !fs.existsSync(path.join(project, 'node_modules'))
    ? path.join(project, fs.readdirSync(project)[0]) : project;
  assert.ok(fs.existsSync(path.join(dir, 'node_modules', 'tongiaki', 'engine.wasm')), 'installed in ' + dir);
  const js = examples.filter((b) => b.lang === 'js');
  assert.ok(js.length >= 2, 'the section has its examples');
  // saved as .js, as the docs say (index.js in the project the install line made: "type": "module"), and as .mjs
  assert.equal(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).type, 'module',
    'the install line makes an ES module project, where an example saved as index.js runs');
  js.forEach((b, i) => {
    for (const file of [i === 0 ? 'index.js' : 'example' + i + '.js', 'example' + i + '.mjs']) {
      fs.writeFileSync(path.join(dir, file), b.code);
      const out = execFileSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
      assert.ok(out.length > 0, 'example ' + i + ' saved as ' + file + ' prints something');
    }
  });
});
