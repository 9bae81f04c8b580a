// Where the Node tests find what the Maven build made: the npm package directory (target/npm) and the
// JVM side's files (target/differential), and the repository's conformance suite.
import { fileURLToPath, pathToFileURL } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
/** tongiaki-js/ */
export const MODULE = path.resolve(here, '..', '..', '..');
export const TARGET = path.join(MODULE, 'target');
export const NPM = process.env.TONGIAKI_NPM_DIR ?? path.join(TARGET, 'npm');
export const DIFFERENTIAL = path.join(TARGET, 'differential');
export const CONFORMANCE = path.resolve(MODULE, '..', 'conformance');

/** The package's files are there (the Maven build assembles them in process-classes). */
if (!fs.existsSync(path.join(NPM, 'index.js')) || !fs.existsSync(path.join(NPM, 'engine.wasm'))) {
  throw new Error('the Node tests need the npm package the Maven build assembles in ' + NPM + ' and the JVM side\'s files '
    + 'of ' + DIFFERENTIAL + ': run ./mvnw -pl tongiaki-js -am verify first (or set TONGIAKI_NPM_DIR)');
}

/** The package, as a consumer imports it (the engine it picks: TONGIAKI_ENGINE=wasm|js selects one). */
export const tongiaki = await import(pathToFileURL(path.join(NPM, 'index-node.js')).href);
/** The compiled engine the package picked, itself (the facade's exports), for the light paths. */
export const engine = (await (await import(pathToFileURL(path.join(NPM, 'load-node.js')).href)).loadEngine('auto')).engine;

/**
 * The engine these tests must find: TONGIAKI_EXPECT_ENGINE=wasm|js (the build runs the tests once under a Node
 * with WebAssembly GC, expecting wasm, and once under Node 20, expecting js); unset, whatever was picked.
 */
export const EXPECTED_ENGINE = process.env.TONGIAKI_EXPECT_ENGINE ?? tongiaki.ENGINE.kind;
