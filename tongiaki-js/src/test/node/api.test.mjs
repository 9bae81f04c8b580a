// The package's API: set-ups, the JSON forms of PROTOCOL.md, applying by option, id and text, records,
// copies, the SVG board, explicit chance and tile sets given as text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { CONFORMANCE, tongiaki } from './paths.mjs';

const { Game, COLOURS, tileSetNames, tileSetText, readRecord } = tongiaki;

test('a set-up gives the first decision in its JSON form (PROTOCOL.md 1.3): R-SETUP-2 berths on Tonga', () => {
  const g = Game.start({ players: 3, seed: 42 });
  const d = g.decision();
  assert.equal(d.number, 0);
  assert.equal(d.kind, 'SETUP_BERTH');
  assert.equal(d.player, 'blue');
  assert.equal(d.rule, 'R-SETUP-2');
  assert.deepEqual(d.fields, { round: 1 });
  assert.deepEqual(d.options[0], { id: 0, text: 'berth Tonga/1', choice: { type: 'Berth', beach: 'Tonga/1' } });
  assert.deepEqual(Object.keys(d.options[0]), ['id', 'text', 'choice'], 'the decision number of an option is not enumerable');
  assert.equal(d.options[0].decision, 0);
  assert.deepEqual(g.position().players.map((p) => p.colour), COLOURS.slice(0, 3));
});

test('an option applies by object, id or text; events carry type, rule, fields, words and their canonical line', () => {
  const g = Game.start({ players: ['red', 'green'], startPlayer: 'green', seed: 7n });
  let d = g.decision();
  assert.equal(d.player, 'green');
  const events = g.apply(d.options[2]);
  assert.deepEqual(events[0], {
    type: 'BoatsPlaced', rule: 'R-SETUP-2', fields: { colour: 'green', beach: 'Tonga/3', count: 1 },
    text: 'green puts 1 boat on Tonga/3 [R-SETUP-2]', line: 'BoatsPlaced colour=green beach=Tonga/3 count=1 rule=R-SETUP-2',
  });
  d = g.decision();
  g.apply(1);
  d = g.decision();
  g.apply(d.options[3].text);
  assert.equal(g.decisionNumber, 3);
  const rec = g.record();
  assert.deepEqual(readRecord(rec).choices, ['berth Tonga/3', 'berth Tonga/2', 'berth Tonga/4']);
  assert.equal(Game.fromRecord(rec).positionText(), g.positionText());
  assert.equal(Game.fromPosition(g.positionText()).positionText(), g.positionText());
});

test('a whole game: standings at the end, the record replays it, a copy goes its own way', () => {
  const g = Game.start({ players: 4, seed: 2004, options: { endgame: 'VOYAGE_ONLY', 'stall-rounds': 10 } });
  let copy = null;
  let n = 0;
  while (!g.over) {
    const d = g.decision();
    if (n === 20) {
      copy = g.copy();
    }
    g.apply(d.options[n % d.options.length]);
    n++;
  }
  assert.equal(g.decision(), null);
  const standings = g.standings();
  assert.equal(standings.length, 4);
  assert.equal(standings[0].rank, 1);
  assert.ok(['SCORE', 'ISLANDS', 'FEWER_BOATS', 'SHARED'].includes(standings[0].decidedBy));
  assert.ok(g.events().some((e) => e.type === 'GameOver'));
  assert.ok(g.record().includes('[options endgame=VOYAGE_ONLY'));
  assert.equal(Game.fromRecord(g.record()).positionText(), g.positionText());
  assert.equal(copy.decisionNumber, 20);
  assert.ok(!copy.over);
  const p = g.position();
  assert.equal(p.over, true);
  assert.equal(p.text, g.positionText());
  assert.ok(p.tiles.length > 1 && p.beaches.length > 0);
});

test('the SVG board marks the options as targets', () => {
  const g = Game.start({ players: 2, seed: 1 });
  const svg = g.svg(600);
  assert.ok(svg.startsWith('<svg') || svg.startsWith('<?xml'));
  assert.ok(svg.includes('data-options'));
});

test('explicit chance: draws are CHANCE decisions', () => {
  const g = Game.start({ players: 2, seed: 0, explicitChance: true });
  let n = 0;
  while (!g.over && g.decision().kind !== 'CHANCE' && n < 200) {
    g.apply(0);
    n++;
  }
  assert.equal(g.decision().kind, 'CHANCE');
  assert.equal(g.decision().options[0].choice.type, 'Draw');
});

test('a tile set given as text is known by its name', () => {
  const text = fs.readFileSync(path.join(CONFORMANCE, 'tilesets', 'loops.tiles'), 'utf8');
  const g = Game.start({ players: 2, seed: 3, tileSet: text });
  assert.ok(tileSetNames().includes('loops'));
  assert.ok(g.positionText().includes('\ntileset loops\n'));
  assert.ok(tileSetText('official').length > 100);
});

test('options that are not rule options are refused before the engine sees them', () => {
  assert.throws(() => Game.start({ options: 'endgame' }), /options must be an object/);
  assert.throws(() => Game.start({ options: { endgame: null } }), /must be a string, a boolean or a number/);
  assert.throws(() => Game.start({ options: { 'a b': 1 } }), /not a rule option/);
  assert.throws(() => Game.start({ seed: 1.5 }), /seed/);
});
