// The package's API: set-ups, the JSON forms of PROTOCOL.md, applying by option, id and text, records,
// copies, the SVG board, explicit chance and tile sets given as text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { CONFORMANCE, EXPECTED_ENGINE, tongiaki } from './paths.mjs';

const { Game, COLOURS, ENGINE, STATE_FORMAT, tileSetNames, tileSetText, readRecord, viewOfPosition, playerViewOf, canonicalView } = tongiaki;

test('the package picked the engine this runtime should get (' + EXPECTED_ENGINE + ')', () => {
  assert.equal(ENGINE.kind, EXPECTED_ENGINE, 'ENGINE: ' + JSON.stringify(ENGINE));
  console.log('engine: ' + JSON.stringify(ENGINE) + ' under Node ' + process.versions.node);
});

test('a set-up gives the first decision in its JSON form (PROTOCOL.md 1.3): R-SETUP-2 berths on Tonga', () => {
  const g = Game.start({ players: 3, seed: 42 });
  const d = g.decision();
  assert.equal(d.number, 0);
  assert.equal(d.kind, 'SETUP_BERTH');
  assert.equal(d.player, 'blue');
  assert.equal(d.rule, 'R-SETUP-2');
  assert.deepEqual(d.fields, { round: 1 });
  assert.deepEqual(JSON.parse(JSON.stringify(d.options[0])),
    { id: 0, decision: 0, text: 'berth Tonga/1', choice: { type: 'Berth', beach: 'Tonga/1' } });
  assert.equal(d.options[0].text, 'berth Tonga/1');
  assert.deepEqual(d.options[0].choice, { type: 'Berth', beach: 'Tonga/1' });
  assert.deepEqual(Object.keys(d.options[0]), ['id', 'decision', 'lineOfPlay'],
    'an option carries its id, its decision\'s number and its game\'s line-of-play token as data');
  assert.equal(typeof d.options[0].lineOfPlay, 'number');
  assert.equal(d.options[0].decision, 0);
  assert.deepEqual(g.position().players.map((p) => p.colour), COLOURS.slice(0, 3));
});

test('an option applies by object, id (applyOption) or text; events carry type, rule, fields, words and their canonical line', () => {
  const g = Game.start({ players: ['red', 'green'], startPlayer: 'green', seed: 7n });
  let d = g.decision();
  assert.equal(d.player, 'green');
  const events = g.apply(d.options[2]);
  assert.deepEqual(JSON.parse(JSON.stringify(events[0])), {
    type: 'BoatsPlaced', rule: 'R-SETUP-2', fields: { colour: 'green', beach: 'Tonga/3', count: 1 },
    text: 'green puts 1 boat on Tonga/3 [R-SETUP-2]', line: 'BoatsPlaced colour=green beach=Tonga/3 count=1 rule=R-SETUP-2',
  });
  d = g.decision();
  g.applyOption(1);
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
    g.applyOption(0);
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

test('the fast path: ids, action ids, the legal-action mask, quiet applies, copies and random playouts', () => {
  const g = Game.start({ players: 4, seed: 9 });
  const size = g.actionSpaceSize;
  assert.ok(size > 100);
  let steps = 0;
  while (!g.over && steps < 60) {
    const n = g.optionCount();
    const ids = g.legalActions();
    assert.equal(ids.length, n);
    const mask = g.legalActionMask();
    assert.equal(mask.length, size);
    assert.equal(mask.reduce((a, b) => a + b, 0), new Set(ids).size);
    for (let i = 0; i < n; i++) {
      assert.equal(ids[i], g.actionId(i));
      assert.equal(mask[ids[i]], 1);
    }
    if (steps % 2 === 0) {
      const next = g.applyOptionQuietly(steps % n);
      assert.equal(next, g.optionCount(), 'applyOptionQuietly gives the next decision\'s option count');
    } else {
      g.applyAction(ids[steps % n]);
    }
    steps++;
  }
  // the record notes quiet applies: it replays to the same position
  assert.equal(Game.fromRecord(g.record()).positionText(), g.positionText());
  const c = g.copy();
  const made = c.playRandomly(77);
  assert.ok(c.over && made > 0);
  assert.equal(Game.fromRecord(c.record()).positionText(), c.positionText(), 'a random playout is recorded');
  // the same draws as on a game without a record (the engine's own playRandomly)
  const p = Game.fromPosition(g.positionText());
  assert.equal(p.playRandomly(77), made);
  assert.equal(p.positionText(), c.positionText());
  assert.ok(!g.over, 'the copy went its own way');
  assert.throws(() => g.applyOptionQuietly(9999), /option ids/);
  assert.throws(() => g.applyAction(-5), Error);
});

test('one action space: option ids and action ids have methods of their own; one is never taken for the other', () => {
  // The API-freeze issue's example: 3 players, seed 7, the second set-up round (R-SETUP-2).
  const g = Game.start({ players: 3, seed: 7 });
  for (let i = 0; i < 3; i++) g.applyOption(0);
  const d = g.decision();
  assert.equal(d.number, 3);
  assert.equal(d.options[2].text, 'berth Tonga/4');
  assert.equal(d.options[3].text, 'berth Tonga/5');
  assert.equal(g.actionId(2), 3);
  const byText = g.copy();
  byText.apply('berth Tonga/4');
  const byOption = g.copy();
  byOption.applyOption(2);
  const byAction = g.copy();
  byAction.applyAction(3);
  assert.equal(byOption.positionText(), byText.positionText());
  assert.equal(byAction.positionText(), byText.positionText(), 'action id 3 is berth Tonga/4, never option 3');
  const before = [g.positionText(), g.decisionNumber, g.record()];
  assert.throws(() => g.apply(3), /^Error: apply: an option of decision\(\) or an option text, got the number 3: apply an option id with applyOption\(id\), an action id with applyAction\(id\)$/);
  assert.throws(() => g.applyAction(0), /action 0 is not legal in decision #3 \(SETUP_BERTH\)/, 'option id 0 as an action id: Tonga/1 is taken');
  assert.throws(() => g.applyOption(5), /has option ids 0\.\.4, got 5/, 'action id 5 as an option id');
  assert.deepEqual([g.positionText(), g.decisionNumber, g.record()], before);
  // At every decision of a game: an option id given as an action id is refused unless it is a legal action id, and
  // then it plays the option whose action id it is.
  const h = Game.start({ players: 4, seed: 3 });
  let refused = 0;
  for (let steps = 0; !h.over && steps < 80; steps++) {
    const ids = h.legalActions();
    for (let i = 0; i < Math.min(ids.length, 6); i++) {
      const c = h.copy();
      const k = ids.indexOf(i);
      if (k < 0) {
        assert.throws(() => c.applyAction(i), /is not legal in decision/);
        assert.equal(c.decisionNumber, h.decisionNumber);
        refused++;
      } else {
        c.applyAction(i);
        const same = h.copy();
        same.applyOptionQuietly(k);
        assert.equal(c.positionText(), same.positionText());
      }
    }
    h.applyAction(ids[steps % ids.length]);
  }
  assert.ok(refused > 0);
});

test('determinize(seed): the same public position, the stack re-shuffled (D-19), no record', () => {
  const g = Game.start({ players: 3, seed: 4 });
  g.playRandomly(1, 30);
  const d1 = g.determinize(123);
  const d2 = g.determinize(123n);
  assert.equal(d1.positionText(), d2.positionText(), 'a seed as number or bigint');
  assert.equal(d1.view('blue'), g.view('blue'), 'what blue may know is the same');
  assert.throws(() => d1.record(), /no record/);
  assert.deepEqual(d1.toJSON(), { format: STATE_FORMAT, position: d1.positionText(), record: null });
});

test('state: a game saves to a JSON-safe value and back exactly; the view of a seat (D-19)', () => {
  const g = Game.start({ players: 3, seed: 8, options: { endgame: 'FINISH_TURN' } });
  for (let i = 0; i < 25; i++) {
    g.apply(g.decision().options[i % g.decision().options.length]);
  }
  const saved = JSON.parse(JSON.stringify(g));
  assert.deepEqual(structuredClone(g.toJSON()), saved);
  const back = Game.fromJSON(saved);
  assert.equal(back.positionText(), g.positionText());
  assert.equal(back.record(), g.record());
  assert.equal(back.decisionNumber, g.decisionNumber);
  const fromPosition = Game.fromJSON(Game.fromPosition(g.positionText()).toJSON());
  assert.equal(fromPosition.positionText(), g.positionText());
  assert.throws(() => Game.fromJSON({ format: STATE_FORMAT, position: 'x' }), /a saved game is/);
  const other = Game.start({ players: 3, seed: 9 }).toJSON();
  assert.throws(() => Game.fromJSON({ ...saved, record: other.record }), /does not lead to its position/);
  assert.equal(g.view('red'), viewOfPosition(g.positionText(), 'red'));
  assert.ok(g.view('red').startsWith('tongiaki-view 1'));
});

test('a bot on its view: Game.fromView(view, seed) is the JVM\'s PlayerView.toGame, the view\'s JSON form and back', () => {
  const g = Game.start({ players: 3, seed: 11 });
  for (let k = 0; k < 60; k++) {
    g.applyOptionQuietly(k % g.optionCount());
  }
  const seat = g.decision().player;
  const text = g.view(seat);
  const json = g.playerView(seat);
  // the JSON form (PROTOCOL.md 1.5): the text, the seat, the stack as the tiles left in tile-set order
  assert.equal(json.text, text);
  assert.equal(json.seat, seat);
  assert.equal(json.stack.length, json.stackSize);
  assert.deepEqual(Object.keys(json), ['text', 'seat', 'turn', 'activePlayer', 'over', 'players', 'tiles', 'beaches', 'royalIslands',
    'removedTiles', 'stackSize', 'remainingIslands', 'remainingWaterTiles', 'endTriggered', 'groupAtSea', 'strandedBoats', 'strandedOn', 'stack']);
  const { stack: _s, seat: _seat, text: _t, ...publicFields } = json;
  const { text: _pt, ...positionFields } = g.position();
  assert.deepEqual(publicFields, positionFields, 'the view has the position\'s fields but its text');
  // and back: the text reads to the same JSON, the JSON survives JSON.stringify, a structuredClone makes a game too
  assert.deepEqual(playerViewOf(text), json);
  assert.deepEqual(JSON.parse(JSON.stringify(json)), json);
  assert.equal(canonicalView(json.text), text);
  // a game of the view: the determinization of the same seed (the JVM's toGame), no record, the same view
  for (const seed of [0, 1, 42, -5n, '9007199254740993']) {
    const fromText = Game.fromView(text, seed);
    const fromJson = Game.fromView(structuredClone(json), seed);
    assert.equal(fromText.positionText(), g.determinize(seed).positionText(), 'seed ' + seed);
    assert.equal(fromJson.positionText(), fromText.positionText());
    assert.equal(fromText.view(seat), text);
    assert.equal(fromText.toJSON().record, null);
    assert.equal(fromText.decision().number, g.decision().number);
  }
  assert.notEqual(Game.fromView(text, 1).positionText(), Game.fromView(text, 2).positionText(), 'the seed orders the stack');
  assert.equal(Game.fromView(text).positionText(), Game.fromView(text, 0).positionText());
  // a search from the view alone
  let wins = 0;
  for (let k = 0; k < 20; k++) {
    const world = Game.fromView(json, k);
    world.playRandomly(k);
    assert.ok(world.over);
    wins += world.standings()[0].colour === seat ? 1 : 0;
  }
  assert.ok(wins >= 0 && wins <= 20);
  // bad input: not a view, a position text, a bad seed
  assert.throws(() => Game.fromView(42, 1), /fromView: a view text .* or a view's JSON form .*got 42/);
  assert.throws(() => Game.fromView({ seat: 'red' }, 1), /fromView: a view text/);
  assert.throws(() => Game.fromView(g.positionText(), 1), (e) => e instanceof Error && typeof e.line === 'number');
  assert.throws(() => Game.fromView(text, 0.5), /seed: a whole number/);
  assert.throws(() => playerViewOf('tongiaki-view 1\nseat'), (e) => e instanceof Error && typeof e.line === 'number');
  assert.throws(() => g.playerView('purple'), Error);
});

test('an option survives structuredClone and JSON with its decision number; a stale copy is refused', () => {
  const g = Game.start({ players: 2, seed: 3 });
  const d = g.decision();
  const cloned = structuredClone(d.options[1]);
  const parsed = JSON.parse(JSON.stringify(d.options[1]));
  assert.deepEqual(cloned, { id: 1, decision: d.number, lineOfPlay: d.options[1].lineOfPlay });
  g.apply(cloned);
  assert.equal(g.decisionNumber, d.number + 1);
  const before = g.positionText();
  assert.throws(() => g.apply(parsed), /stale option 'berth Tonga\/2' of decision #0/);
  assert.throws(() => g.apply({ id: 0 }), /without its decision number/);
  assert.equal(g.positionText(), before);
  assert.equal(d.options[1].text, 'berth Tonga/2', 'a decided decision still reads its texts');
});

test('an event\'s type and rule, read as numbers while its step is the last, read after later steps and a copy\'s, are its JSON form\'s', () => {
  for (const start of [Game.start, Game.host]) {
    const g = start({ players: 3, seed: 5 });
    const now = [];
    const later = [];
    for (let i = 0; g.decision() !== null && i < 400; i++) {
      const options = g.decision().options;
      const events = g.apply(options[(i * 7) % options.length]);
      if (i % 2 === 0) {
        now.push(events.map((e) => [e.type, e.rule])); // read while its step is the game's last
        now.push(events.map((e) => [e.toJSON().type, e.toJSON().rule]));
      } else {
        later.push(events); // read after later steps
      }
      if (i % 5 === 0) {
        g.copy().applyOption(0); // a copy's step is not this game's
      }
    }
    for (let i = 0; i < now.length; i += 2) {
      assert.deepEqual(now[i], now[i + 1]);
    }
    for (const events of later) {
      assert.deepEqual(events.map((e) => [e.type, e.rule]), events.map((e) => [e.toJSON().type, e.toJSON().rule]));
    }
    assert.ok(later.flat().some((e) => e.type === 'RouteCrossed') && now.flat().some(([t]) => t === 'TurnStarted'));
    const h = start({ players: 3, seed: 5 });
    for (let i = 0; i < 40; i++) {
      const events = h.apply(h.decision().options[0]);
      const fields = events.map((e) => e.fields); // the JSON read first, then the type and the rule from it
      assert.deepEqual(events.map((e) => [e.type, e.rule, e.fields]), events.map((e, i) => [e.toJSON().type, e.toJSON().rule, fields[i]]));
    }
  }
});

/** Applies option 0 and returns the tile it drew, or null. */
function firstDraw(g) {
  const drawn = g.applyOption(0).find((e) => e.type === 'TileDrawn');
  return drawn === undefined ? null : drawn.fields;
}

test('D-20: a hosted game takes decisions back; a take-back that returns a drawn tile makes the draws anew', () => {
  const g = Game.host({ players: 2, seed: 11 });
  assert.equal(g.hosted, true);
  assert.equal(Game.start({ players: 2 }).hosted, false);
  assert.equal(g.decisionsToTakeBack(), 0);
  assert.throws(() => g.takeBack(), /nothing to take back/);
  g.applyOption(0);
  assert.deepEqual(g.takeBack(), ['berth Tonga/1']);
  assert.equal(g.decisionNumber, 0);
  let before = null;
  for (let i = 0; i < 300 && before === null; i++) {
    before = firstDraw(g);
  }
  assert.ok(before !== null, 'a tile is drawn');
  assert.equal(g.drawsWhenDrawn(), false);
  assert.ok(g.record().includes('[seed 11]'));
  const left = before.stackLeft + 1;
  const trials = 200;
  let repeats = 0;
  for (let t = 0; t < trials; t++) {
    assert.equal(g.takeBack(1).length, 1);
    assert.equal(g.drawsWhenDrawn(), true);
    const again = firstDraw(g);
    assert.equal(again.stackLeft + 1, left);
    repeats += again.tile === before.tile ? 1 : 0;
    before = again;
  }
  const mean = trials / left;
  assert.ok(repeats <= mean + 6 * Math.sqrt(mean) + 3, repeats + ' repeats in ' + trials + ' trials, ' + left + ' tiles left');
  assert.ok(g.record().includes('[chance]') && g.record().includes('\ndraw '), 'the record has its draws explicit');
  g.playRandomly(3);
  assert.equal(g.decision(), null);
  const replayed = Game.fromRecord(g.record());
  assert.equal(replayed.positionText(), g.positionText());
  assert.throws(() => Game.start({ players: 2 }).takeBack(), /hosted/);
  assert.throws(() => g.takeBack(1.5), /a whole number/);
});

test('D-20: a record resumed twice draws anew each time, not from its seed', () => {
  const g = Game.start({ players: 2, seed: 5 });
  let record = null;
  let seeds = null;
  for (let i = 0; i < 300 && seeds === null; i++) {
    record = g.record();
    seeds = firstDraw(g);
  }
  const left = seeds.stackLeft + 1;
  const loads = 100;
  let same = 0;
  for (let k = 0; k < loads; k++) {
    const r = Game.resume(record);
    assert.equal(r.drawsWhenDrawn(), true);
    assert.equal(r.decisionsToTakeBack(), 0);
    same += firstDraw(r).tile === seeds.tile ? 1 : 0;
  }
  const mean = loads / left;
  assert.ok(same <= mean + 6 * Math.sqrt(mean) + 3, same + ' of ' + loads + ' resumptions drew the seed\'s tile');
});
