// The npm package's checks (issue 38), run by the Maven build in integration-test after `npm pack`, with the tools
// src/build/tools pins (installed in target/tools):
//   1. TypeDoc over index.d.ts into target/api-docs, every warning an error (a missing comment, a broken link);
//   2. every exported function and method documents each @param, its @returns (unless void), a @throws (unless
//      it cannot throw) and an @example (read from TypeDoc's JSON);
//   3. publint (strict) over the package directory;
//   4. @arethetypeswrong/cli over the tarball: the ESM-only profile (the package is ES modules with a top-level
//      await: `require()` cannot load it, which engines and the README say);
//   5. npm publish --dry-run (never a real publish).
// By hand: node tongiaki-js/src/build/check-package.mjs (after the build's package phase and its tools install).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const module = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const target = path.join(module, 'target');
const npm = path.join(target, 'npm');
const tools = path.join(target, 'tools', 'node_modules');
const version = JSON.parse(fs.readFileSync(path.join(npm, 'package.json'), 'utf8')).version;
const tarball = path.join(target, 'tongiaki-' + version + '.tgz');

for (const [file, what] of [[path.join(tools, 'typedoc'), 'the build tools (target/tools: npm install, pre-integration-test)'],
  [tarball, 'the tarball (npm pack, package phase)']]) {
  if (!fs.existsSync(file)) {
    console.error('[ERROR] the package checks need ' + what + ': ' + file + ' is missing. Run ./mvnw -pl tongiaki-js -am verify.');
    process.exit(1);
  }
}

function run(label, command, args, cwd = module) {
  console.log('== ' + label);
  const r = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('[ERROR] package check failed: ' + label);
    process.exit(r.status ?? 1);
  }
}

const docs = path.join(target, 'api-docs');
const json = path.join(target, 'api-docs.json');
run('TypeDoc (warnings are errors)', process.execPath, [path.join(tools, 'typedoc', 'bin', 'typedoc'),
  '--options', path.join(module, 'src', 'build', 'typedoc.json'), '--out', docs, '--json', json]);

const problems = [];
const api = JSON.parse(fs.readFileSync(json, 'utf8'));
function tags(comment) {
  return new Set((comment?.blockTags ?? []).map((t) => t.tag));
}
function check(name, signature) {
  const t = tags(signature.comment);
  for (const p of signature.parameters ?? []) {
    const documented = (signature.comment?.blockTags ?? []).some((b) => b.tag === '@param' && b.name === p.name)
      || (p.comment?.summary ?? []).length > 0;
    if (!documented) {
      problems.push(name + ': no @param ' + p.name);
    }
  }
  const returnsVoid = signature.type?.type === 'intrinsic' && signature.type.name === 'void';
  if (!returnsVoid && !t.has('@returns')) {
    problems.push(name + ': no @returns');
  }
  if (!t.has('@example')) {
    problems.push(name + ': no @example');
  }
  const pure = ['tileSetNames', 'Game.decision', 'Game.copy', 'Game.optionCount', 'Game.legalActions', 'Game.events',
    'Game.lastEvents', 'Game.positionText', 'Game.position', 'Game.standings', 'Game.toJSON', 'Game.svg',
    'Game.decisionsToTakeBack', 'Game.drawsWhenDrawn', 'Game.undoDepth', 'Game.positionOneLine'];
  if (!t.has('@throws') && !pure.includes(name)) {
    problems.push(name + ': no @throws');
  }
}
for (const child of api.children ?? []) {
  if (child.kind === 64) { // function
    child.signatures.forEach((s) => check(child.name, s));
  }
  if (child.kind === 128) { // class
    for (const m of child.children ?? []) {
      if (m.kind === 2048 && !m.flags?.isPrivate) { // method
        m.signatures.forEach((s) => check(child.name + '.' + m.name, s));
      }
    }
  }
  if (child.kind === 32 && !(child.comment?.blockTags ?? []).some((b) => b.tag === '@example')) { // variable
    problems.push(child.name + ': no @example');
  }
}
if (problems.length > 0) {
  console.error('[ERROR] the declarations lack tags:\n  ' + problems.join('\n  '));
  process.exit(1);
}
console.log('every exported function and method has its @param, @returns, @throws and @example');

run('publint (strict)', process.execPath, [path.join(tools, 'publint', 'src', 'cli.js'), '--strict', npm]);
run('@arethetypeswrong/cli (ESM only)', process.execPath, [path.join(tools, '@arethetypeswrong', 'cli', 'dist', 'index.js'),
  '--profile', 'esm-only', tarball]);
run('npm publish --dry-run (never published)', 'npm', ['publish', '--dry-run', '--tag', 'snapshot'], npm);
