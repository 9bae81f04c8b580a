// The package in a browser bundle, with no flags beyond the bundler's usual ones: the tarball installed in a fresh
// project, three small apps (tongiaki, tongiaki/wasm, tongiaki/js) bundled by esbuild (--bundle --format=esm: the package
// is ES modules with a top-level await) and by Vite (vite build, no config), the pinned build tools of target/tools. A
// browser bundler must never meet a Node built-in (the package's "node" exports keep them), tongiaki/wasm must carry no
// JavaScript engine and tongiaki/js no WebAssembly; the sizes are printed (docs/javascript.md, "Bundling"). Then each
// bundle, served over loopback HTTP, plays a game in the distribution's headless Chromium on the engine it should (esbuild's
// with engine.wasm copied beside it, as the docs say; skipped without /usr/bin/chromium unless TONGIAKI_BROWSER_REQUIRED=1).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { NPM, TARGET } from './paths.mjs';

const TOOLS = path.join(TARGET, 'tools', 'node_modules');
const PROJECT = path.join(TARGET, 'bundle-project');
/** A message only the Java facade has (Tongiaki.registerTileSet): in engine.js, not in the WebAssembly loader or api.js. */
const JS_ENGINE_MARK = "is the official set's name: give the set another name";
/** A name only TeaVM's WebAssembly loader has. */
const WASM_LOADER_MARK = 'teavm.jso.createWrapper';
const APPS = {
  auto: 'tongiaki',
  wasm: 'tongiaki/wasm',
  js: 'tongiaki/js',
};

function app(specifier) {
  return `import { Game, ENGINE } from '${specifier}';

const game = Game.start({ players: 3, seed: 42 });
while (!game.over) game.applyOptionQuietly(0);
document.body.dataset.engine = ENGINE.kind;
document.body.textContent = ENGINE.kind + ' ' + game.standings().map((s) => s.colour).join(' ');
fetch('/result?' + new URLSearchParams({ text: document.body.textContent }));
`;
}

/** The project: the tarball installed (no registry: the package has no dependencies), the apps and their pages. */
function project() {
  const version = JSON.parse(fs.readFileSync(path.join(NPM, 'package.json'), 'utf8')).version;
  const tarball = path.join(TARGET, 'tongiaki-' + version + '.tgz');
  assert.ok(fs.existsSync(tarball), tarball + ' is missing: the build packs it (npm pack, in the package phase) before the tests');
  fs.rmSync(PROJECT, { recursive: true, force: true });
  fs.mkdirSync(PROJECT, { recursive: true });
  fs.writeFileSync(path.join(PROJECT, 'package.json'), JSON.stringify({ name: 'bundle-project', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', tarball], { cwd: PROJECT, stdio: 'pipe' });
  for (const [name, specifier] of Object.entries(APPS)) {
    const dir = path.join(PROJECT, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'main.js'), app(specifier));
    // (a page that fails says so to the test's server too)
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>\n<meta charset="utf-8">\n<title>' + name
      + '</title>\n<body>loading</body>\n<script>\nconst report = (e) => fetch(\'/result?\' + new URLSearchParams({ error: String(e) }));\n'
      + "addEventListener('error', (e) => report(e.message));\naddEventListener('unhandledrejection', (e) => report(e.reason));\n"
      + '</script>\n<script type="module" src="./main.js"></script>\n');
  }
}

function tool(...parts) {
  const file = path.join(TOOLS, ...parts);
  assert.ok(fs.existsSync(file), file + ' is missing: the build installs its tools into target/tools (npm install, pre-integration-test)');
  return file;
}

const kb = (n) => (n / 1024).toFixed(0) + ' KB';
const gz = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;

/** What a bundle's JavaScript files hold, and their sizes. */
function read(dir) {
  const files = fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(dir, f)).isFile());
  const js = files.filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(dir, f)));
  const text = js.map((b) => b.toString('utf8')).join('\n');
  return {
    files,
    text,
    jsBytes: js.reduce((n, b) => n + b.length, 0),
    jsGzipped: js.reduce((n, b) => n + gz(b), 0),
  };
}

function checkBundle(label, name, b) {
  assert.doesNotMatch(b.text, /["'`]node:/, label + ': the browser bundle names no Node built-in');
  assert.doesNotMatch(b.text, /\bfrom\s*["'](fs|url|path)["']/, label + ': nor a Node module by its bare name');
  if (name === 'wasm') {
    assert.ok(!b.text.includes(JS_ENGINE_MARK), label + ': tongiaki/wasm carries no JavaScript engine');
    assert.ok(b.text.includes(WASM_LOADER_MARK), label + ': tongiaki/wasm carries the WebAssembly loader');
  } else if (name === 'js') {
    assert.ok(!b.text.includes(WASM_LOADER_MARK) && !b.text.includes('engine.wasm'), label + ': tongiaki/js carries no WebAssembly loader');
    assert.ok(b.text.includes(JS_ENGINE_MARK), label + ': tongiaki/js carries the JavaScript engine');
  } else {
    assert.ok(b.text.includes(JS_ENGINE_MARK) && b.text.includes(WASM_LOADER_MARK), label + ': tongiaki carries both engines');
  }
}

const CHROMIUM = process.env.TONGIAKI_CHROMIUM ?? '/usr/bin/chromium';
const TYPES = { html: 'text/html; charset=utf-8', js: 'text/javascript', wasm: 'application/wasm' };

/**
 * Serves a directory over loopback HTTP, opens its index.html in headless Chromium and gives what the page reported to
 * /result when it had played (its text, or its error); then ends that Chromium.
 */
async function runInChromium(dir) {
  let reported;
  const result = new Promise((resolve) => { reported = resolve; });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname === '/result') {
      reported(Object.fromEntries(url.searchParams));
      res.writeHead(204);
      res.end();
      return;
    }
    const file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream' });
    res.end(fs.readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const profile = fs.mkdtempSync(path.join(TARGET, 'chromium-'));
  const chromium = spawn(CHROMIUM, ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage',
    '--user-data-dir=' + profile, 'http://127.0.0.1:' + server.address().port + '/index.html'], { stdio: 'ignore' });
  let timer;
  try {
    return await Promise.race([result, new Promise((resolve) => {
      timer = setTimeout(() => resolve({ error: 'no result from the page in 120 s' }), 120000);
    })]);
  } finally {
    clearTimeout(timer);
    chromium.kill();
    await new Promise((resolve) => (chromium.exitCode !== null ? resolve() : chromium.once('exit', resolve)));
    server.close();
    // Chromium's helper processes may still write into the profile for a moment after the browser exits: retry, and
    // leave a profile that will not go in target/ rather than fail a test that passed
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (e) {
      console.log(`# the Chromium profile ${profile} was left in target/: ${e.message}`);
    }
  }
}

test('esbuild and Vite bundle tongiaki, tongiaki/wasm and tongiaki/js for a browser with no flags; each subpath carries only its engine', async () => {
  project();
  const esbuild = tool('esbuild', 'bin', 'esbuild');
  const vite = tool('vite', 'bin', 'vite.js');
  const wasmBytes = fs.statSync(path.join(NPM, 'engine.wasm')).size;
  const sizes = [];
  const pages = [];
  for (const name of Object.keys(APPS)) {
    const dir = path.join(PROJECT, name);
    // esbuild: the browser is its platform when it bundles; ESM, since the package has a top-level await.
    for (const minify of [false, true]) {
      const out = path.join(dir, minify ? 'esbuild-min' : 'esbuild');
      execFileSync(esbuild, ['main.js', '--bundle', '--format=esm', '--outdir=' + out, ...(minify ? ['--minify'] : []), '--log-level=warning'],
        { cwd: dir, stdio: 'pipe' });
      const b = read(out);
      checkBundle('esbuild ' + name + (minify ? ' (minified)' : ''), name, b);
      if (!minify) {
        // as the docs say: the page, and engine.wasm copied beside the bundle
        fs.copyFileSync(path.join(dir, 'index.html'), path.join(out, 'index.html'));
        if (name !== 'js') {
          fs.copyFileSync(path.join(PROJECT, 'node_modules', 'tongiaki', 'engine.wasm'), path.join(out, 'engine.wasm'));
        }
        pages.push(['esbuild ' + name, name, out]);
      }
      if (minify) {
        sizes.push('esbuild --minify ' + APPS[name] + ': ' + kb(b.jsBytes) + ' (' + kb(b.jsGzipped) + ' gzipped)'
          + (name === 'js' ? '' : ' + engine.wasm ' + kb(wasmBytes) + ' (' + kb(gz(fs.readFileSync(path.join(NPM, 'engine.wasm')))) + ')'));
      }
    }
    // Vite: vite build, no configuration; it copies engine.wasm as an asset by itself (new URL(..., import.meta.url)).
    const r = execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    assert.doesNotMatch(r, /error/i, 'vite build ' + name + ': ' + r);
    const dist = path.join(dir, 'dist');
    const b = read(dist);
    checkBundle('vite ' + name, name, b);
    const wasm = b.files.filter((f) => f.endsWith('.wasm'));
    assert.equal(wasm.length, name === 'js' ? 0 : 1, 'vite ' + name + ': engine.wasm as an asset (' + b.files.join(', ') + ')');
    sizes.push('vite build ' + APPS[name] + ': ' + kb(b.jsBytes) + ' of JavaScript (' + kb(b.jsGzipped) + ' gzipped)'
      + (wasm.length ? ', ' + wasm[0] : ''));
    pages.push(['vite ' + name, name, dist]);
  }
  console.log(sizes.join('\n'));
  if (!fs.existsSync(CHROMIUM)) {
    const msg = CHROMIUM + ' is missing: the bundles were built but not run in a browser';
    assert.ok(!['1', 'true'].includes(process.env.TONGIAKI_BROWSER_REQUIRED ?? ''), msg + ', and TONGIAKI_BROWSER_REQUIRED is set');
    console.log('WARNING: SKIPPED ' + msg);
    return;
  }
  for (const [label, name, dir] of pages) {
    const r = await runInChromium(dir);
    const engine = name === 'js' ? 'js' : 'wasm';
    assert.match(r.text ?? '', new RegExp('^' + engine + ' (blue|red|green) (blue|red|green) (blue|red|green)$'),
      label + ' plays a game in Chromium on the ' + engine + ' engine: ' + JSON.stringify(r));
  }
  console.log('each of the ' + pages.length + ' bundles played a game in Chromium on its engine');
});
