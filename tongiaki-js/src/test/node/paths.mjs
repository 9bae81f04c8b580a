// Where the Node tests find what the Maven build made: the npm package directory (target/npm) and the
// JVM side's files (target/differential), and the repository's conformance suite.
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
/** tongiaki-js/ */
export const MODULE = path.resolve(here, '..', '..', '..');
export const TARGET = path.join(MODULE, 'target');
export const NPM = process.env.TONGIAKI_NPM_DIR ?? path.join(TARGET, 'npm');
export const DIFFERENTIAL = path.join(TARGET, 'differential');
export const CONFORMANCE = path.resolve(MODULE, '..', 'conformance');

/** The package, as a consumer imports it. */
export const tongiaki = await import(pathToFileURL(path.join(NPM, 'index.js')).href);
/** The compiled engine itself (the facade's exports), for the light paths. */
export const engine = await import(pathToFileURL(path.join(NPM, 'engine.js')).href);
