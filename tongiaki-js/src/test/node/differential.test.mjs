// The differential games (issue 30): the games the JVM played in this build (DifferentialGamesTest wrote
// target/differential/jvm.txt) played again on the JavaScript build, with the same set-ups and choices;
// every decision's events must print the same lines, and every final position the same text. The rules
// of the games are DifferentialGames' (tongiaki-js/src/test/java): repeated here in JavaScript.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DIFFERENTIAL, engine } from './paths.mjs';
import { chooser, hash, play } from './differential-play.mjs';

test('the hash and the chooser are the JVM side\'s (DifferentialGamesTest.hashAndChooser)', () => {
  assert.equal(hash(''), '811c9dc5');
  assert.equal(hash('a'), 'e40c292c');
  const next = chooser(1);
  assert.equal(next(1_000_000), 270369);
  assert.equal(next(1_000_000_000), 67634689);
  assert.equal(next(2147483647), 2647435461 % 2147483647);
  // and the compiled Chooser draws the same numbers
  const compiled = new engine.Chooser(12345);
  const mine = chooser(12345);
  for (let k = 1; k < 1000; k++) {
    assert.equal(compiled.next(k), mine(k));
  }
});

test('every differential game gives the JVM\'s event lines, decision by decision, and its final position', () => {
  const file = path.join(DIFFERENTIAL, 'jvm.txt');
  assert.ok(fs.existsSync(file), file + ' is missing: the JVM side (DifferentialGamesTest) writes it in the Maven build');
  const jvm = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l !== '');
  assert.ok(jvm.length >= 1000 || process.env.TONGIAKI_JS_GAMES !== undefined, 'at least 1,000 games, got ' + jvm.length);
  let decisions = 0;
  for (const line of jvm) {
    const [i, n, position, list] = line.split(' ');
    const expected = list.split(',');
    const got = play(engine, Number(i));
    const first = expected.findIndex((h, k) => got.hashes[k] !== h);
    assert.equal(first, -1, 'game ' + i + ': the events of decision ' + first + ' differ (0 is the start)');
    assert.equal(got.hashes.length, expected.length, 'game ' + i + ': the number of decisions');
    assert.equal(String(got.decisions), n);
    assert.equal(got.position, position, 'game ' + i + ': the final position text');
    decisions += got.decisions;
  }
  console.log('differential: ' + jvm.length + ' games, ' + decisions + ' decisions, the same on the JVM and in Node');
});
