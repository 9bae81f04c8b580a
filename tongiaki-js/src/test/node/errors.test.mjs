// Bad input through the package (issue 30): the cases of ErrorCases (tongiaki-js/src/test/java), done
// through the package's API. Each throws a JavaScript Error with the message the JVM gave
// (ErrorMessagesTest wrote them to target/differential/errors.jsonl) and changes nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DIFFERENTIAL, tongiaki } from './paths.mjs';

const { Game, registerTileSet } = tongiaki;

/** ErrorCases.midGame: 3 players, seed 5, the first option of ten decisions; also gives decision 9's options. */
function midGame() {
  const g = Game.start({ players: 3, seed: 5 });
  let last;
  for (let i = 0; i < 10; i++) {
    last = g.decision();
    g.apply(last.options[0]);
  }
  return { g, stale: last.options[0] };
}

/** ErrorCases.overGame: 2 players, seed 11, always the last option. */
function overGame() {
  const g = Game.start({ players: 2, seed: 11 });
  while (!g.over) {
    const d = g.decision();
    g.apply(d.options[d.options.length - 1]);
  }
  return { g, stale: { id: 0, decision: g.decisionNumber - 1 } };
}

const onGame = {
  'unknown-option-id': (g) => g.apply(99),
  'negative-option-id': (g) => g.apply(-1),
  'stale-option': (g, stale) => g.apply(stale),
  'unknown-option-text': (g) => g.apply('expand Atlantis'),
  'bad-notation': (g) => g.applyNotation('land purple Tonga/9'),
};

const onTexts = {
  'malformed-position': () => Game.fromPosition('tongiaki-position 2\ntileset official\nplayers blue\n'),
  'position-unknown-tile-set': () => Game.fromPosition('tongiaki-position 2\ntileset nowhere\n'),
  'malformed-record': () => Game.fromRecord('[format tongiaki-record 2]\n[tileset official]\n[players blue red]\nbogus choice\n'),
  'bad-seed': () => Game.start({ players: 2, seed: '12x' }),
  'too-many-players': () => Game.start({ players: 7, seed: 1 }),
  'unknown-colour': () => Game.start({ players: ['blue', 'pink'], seed: 1 }),
  'bad-rule-option': () => Game.start({ players: 2, seed: 1, options: { endgame: 'NEVER' } }),
  'unknown-tile-set': () => Game.start({ players: 2, seed: 1, tileSet: 'nowhere' }),
  'malformed-tile-set': () => registerTileSet('tileset broken\nnot a tile line\n'),
};

const jvm = new Map(fs.readFileSync(path.join(DIFFERENTIAL, 'errors.jsonl'), 'utf8').split('\n').filter((l) => l !== '')
  .map((l) => JSON.parse(l)).map((o) => [o.case, o.message]));

test('every case of the JVM is done here', () => {
  const here = [...['mid', 'over'].flatMap((k) => Object.keys(onGame).map((c) => k + ':' + c)), ...Object.keys(onTexts)];
  assert.deepEqual(here, [...jvm.keys()]);
});

for (const [kind, make] of [['mid', midGame], ['over', overGame]]) {
  for (const [name, run] of Object.entries(onGame)) {
    test(kind + ' game: ' + name + ': an Error with the JVM\'s message, and the game unchanged', () => {
      const { g, stale } = make();
      const position = g.positionText();
      const number = g.decisionNumber;
      const record = g.record();
      const decision = JSON.stringify(g.decision());
      assert.throws(() => run(g, stale), (e) => {
        assert.equal(Object.getPrototypeOf(e), Error.prototype, 'a plain Error');
        assert.equal(e.message, jvm.get(kind + ':' + name));
        return true;
      });
      assert.equal(g.positionText(), position);
      assert.equal(g.decisionNumber, number);
      assert.equal(g.record(), record);
      assert.equal(JSON.stringify(g.decision()), decision);
    });
  }
}

for (const [name, run] of Object.entries(onTexts)) {
  test(name + ': an Error with the JVM\'s message', () => {
    assert.throws(run, (e) => {
      assert.ok(e instanceof Error);
      assert.equal(e.message, jvm.get(name));
      return true;
    });
  });
}

test('a reading error carries its line and column', () => {
  assert.throws(() => Game.fromPosition('tongiaki-position 2\ntileset official\nplayers blue\n'), (e) => {
    assert.equal(e.line, 3);
    assert.equal(e.column, 13);
    assert.ok(e.message.startsWith('line 3, column 13: expected ' + e.expected));
    return true;
  });
});
