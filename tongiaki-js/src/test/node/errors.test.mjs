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
  'unknown-option-id': (g) => g.applyOption(99),
  'negative-option-id': (g) => g.applyOption(-1),
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

// Issue 46: an id that is not a Java int is refused before the bridge would round or wrap it into another
// option (apply(0.5) played option 0, applyGlobalAction(id + 2 ** 32) played id), and an option object is bound
// to its game and line of play, not only to its decision number. apply takes no number at all: an option id is
// applyOption's, an action id applyAction's.
const badIds = [0.5, NaN, Infinity, -Infinity, '3', null, undefined, 3n, 2 ** 32, -(2 ** 31) - 1, 2 ** 31];
const idEntries = {
  apply: (g, v) => g.apply(v),
  'apply({id})': (g, v) => g.apply({ id: v, decision: g.decisionNumber }),
  applyOption: (g, v) => g.applyOption(v),
  applyOptionQuietly: (g, v) => g.applyOptionQuietly(v),
  actionId: (g, v) => g.actionId(v),
};

for (const [name, run] of Object.entries(idEntries)) {
  for (const v of badIds) {
    if (name === 'apply' && typeof v === 'string') {
      continue; // apply('3') is an option text (tested below)
    }
    test('issue 46: ' + name + '(' + (typeof v === 'bigint' ? v + 'n' : typeof v === 'string' ? "'" + v + "'" : String(v))
      + ') is refused with what was given and what is accepted; the game unchanged', () => {
      const { g } = midGame();
      const before = [g.positionText(), g.decisionNumber, g.record(), JSON.stringify(g.decision())];
      const n = g.optionCount();
      assert.throws(() => run(g, v), (e) => {
        assert.equal(Object.getPrototypeOf(e), Error.prototype, 'a plain Error');
        const fn = name.replace(/\(.*/, '');
        if (name === 'apply' || (name === 'apply({id})' && v === undefined)) {
          assert.match(e.message, /^apply: an option of decision\(\) or an option text, got /);
          return true;
        }
        assert.match(e.message, new RegExp('^' + fn + ': an option(\'s)? id is a whole number from 0 to ' + (n - 1)
          + ' \\(an option of the pending decision #10\\), got '));
        assert.ok(e.message.endsWith(', got ' + (typeof v === 'bigint' ? v + 'n' : typeof v === 'string' ? '"' + v + '"' : String(v))),
          e.message);
        return true;
      });
      assert.deepEqual([g.positionText(), g.decisionNumber, g.record(), JSON.stringify(g.decision())], before);
    });
  }
}

test("issue 46: apply('3') is an option text, refused as one", () => {
  const { g } = midGame();
  const position = g.positionText();
  assert.throws(() => g.apply('3'), /'3' is not offered by decision #10/);
  assert.equal(g.positionText(), position);
});

for (const v of [...badIds, 'x']) {
  test('issue 46: applyAction(' + String(v) + ') and a legal id + 2 ** 32 are refused; the game unchanged', () => {
    const { g } = midGame();
    const legal = g.legalActions()[0];
    const before = [g.positionText(), g.decisionNumber, g.record()];
    for (const bad of [v, legal + 2 ** 32, legal + 0.5]) {
      assert.throws(() => g.applyAction(bad), (e) => {
        assert.equal(Object.getPrototypeOf(e), Error.prototype, 'a plain Error');
        assert.match(e.message, new RegExp('^applyAction: an action id is a whole number from 0 to '
          + (g.actionSpaceSize - 1) + ' \\(one of legalActions\\(\\)\\), got '));
        return true;
      });
      assert.deepEqual([g.positionText(), g.decisionNumber, g.record()], before);
    }
  });
}

/** Two games at decision 10 whose decision 10 differs: the same set-up, another option at decision 9. */
function diverged() {
  const g = Game.start({ players: 3, seed: 5 });
  for (let i = 0; i < 9; i++) {
    g.apply(g.decision().options[0]);
  }
  const c = g.copy();
  const shared = g.decision().options[0];
  g.apply(g.decision().options[0]);
  const other = c.decision().options.find((o) => o.text !== shared.text) ?? c.decision().options[1];
  c.apply(other);
  assert.equal(g.decisionNumber, c.decisionNumber);
  return { g, c };
}

const foreign = {
  'an option of a copy that went another way': ({ g, c }) => [g, c.decision().options[0]],
  'the same after structuredClone': ({ g, c }) => [g, structuredClone(c.decision().options[0])],
  'an option of another game started alike': ({ g }) => {
    const h = Game.fromPosition(g.positionText());
    return [g, h.decision().options[0]];
  },
  'an option of another game (another seed) through JSON': ({ g }) => {
    const h = Game.start({ players: 3, seed: 6 });
    while (h.decisionNumber < g.decisionNumber) {
      h.apply(h.decision().options[h.decision().options.length - 1]);
    }
    const o = JSON.parse(JSON.stringify(h.decision().options.find((x) => x.text !== g.decision().options[x.id]?.text)));
    return [g, o];
  },
};

for (const [name, make] of Object.entries(foreign)) {
  test('issue 46: ' + name + ', at the same decision number, is refused; the game unchanged', () => {
    const [g, option] = make(diverged());
    assert.equal(option.decision, g.decisionNumber, 'the same decision number');
    const before = [g.positionText(), g.decisionNumber, g.record(), JSON.stringify(g.decision())];
    assert.throws(() => g.apply(option), (e) => {
      assert.equal(Object.getPrototypeOf(e), Error.prototype, 'a plain Error');
      assert.match(e.message, new RegExp('^apply: option ' + option.id + ' of decision #' + option.decision
        + ' (is an option of another game|reads \')'));
      assert.match(e.message, /another game, or of a copy of this game that went another way/);
      return true;
    });
    assert.deepEqual([g.positionText(), g.decisionNumber, g.record(), JSON.stringify(g.decision())], before);
  });
}

test('issue 46: an option of the pending decision still applies after structuredClone or a JSON round trip, and on a copy not yet gone on', () => {
  const { g } = midGame();
  const o = g.decision().options[1];
  const text = o.text;
  const viaJson = JSON.parse(JSON.stringify(o));
  const viaClone = structuredClone(o);
  const a = g.copy();
  const b = g.copy();
  const c = g.copy();
  g.apply(viaJson);
  a.apply(viaClone);
  b.apply(o);
  c.apply(text);
  for (const x of [a, b]) {
    assert.equal(x.positionText(), c.positionText());
  }
  assert.equal(g.positionText(), c.positionText());
  assert.throws(() => a.apply(viaJson), /not this game's pending decision|stale/, 'then stale');
});
