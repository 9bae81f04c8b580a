// The npm tarball in a fresh Node project: `npm install ./tongiaki-<version>.tgz` (the build's `npm pack`
// made it in target/), then a short script plays a whole game through the installed package.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NPM, TARGET } from './paths.mjs';

test('the tarball installs in a fresh project and plays a game there', () => {
  const version = JSON.parse(fs.readFileSync(path.join(NPM, 'package.json'), 'utf8')).version;
  const tarball = path.join(TARGET, 'tongiaki-' + version + '.tgz');
  assert.ok(fs.existsSync(tarball), tarball + ' is missing: the build packs it (npm pack) before the tests');
  const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter((l) => l !== '').sort();
  assert.deepEqual(listing, ['package/README.md', 'package/engine.js', 'package/index.d.ts', 'package/index.js', 'package/package.json']);

  const project = path.join(TARGET, 'fresh-project');
  fs.rmSync(project, { recursive: true, force: true });
  fs.mkdirSync(project, { recursive: true });
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'fresh', version: '1.0.0', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', tarball], { cwd: project, stdio: 'pipe' });
  assert.ok(fs.existsSync(path.join(project, 'node_modules', 'tongiaki', 'engine.js')));
  fs.writeFileSync(path.join(project, 'play.mjs'), [
    "import { Game } from 'tongiaki';",
    'const game = Game.start({ players: 3, seed: 42 });',
    'let decisions = 0;',
    'for (let d = game.decision(); d !== null; d = game.decision()) {',
    '  game.apply(d.options[decisions % d.options.length]);',
    '  decisions++;',
    '}',
    "console.log(JSON.stringify({ decisions, winner: game.standings()[0].colour, record: game.record().split('\\n').length }));",
    '',
  ].join('\n'));
  const out = JSON.parse(execFileSync('node', ['play.mjs'], { cwd: project, encoding: 'utf8' }));
  assert.ok(out.decisions > 20, 'a whole game: ' + out.decisions + ' decisions');
  assert.ok(['blue', 'red', 'green'].includes(out.winner));
  assert.ok(out.record > out.decisions);
});
