// Issue 46: the JVM's undo history (Game.keepHistory, undoDepth, undo) and the one-line form of positions and views,
// under the same names in the package, on whichever engine runs the tests (run.mjs runs them on both).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tongiaki } from './paths.mjs';

const { Game, ENGINE, positionOneLine, viewOneLine, canonicalPosition, canonicalView } = tongiaki;

const INT_MAX = 2147483647;
const GAMES = Number(process.env.TONGIAKI_UNDO_GAMES ?? 200);

/** A small deterministic generator (mulberry32): the tests' choices, the same on every engine. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What undo must restore: the position text, the decision number, the pending decision with its option ids, the last events. */
function snapshot(g) {
  const d = g.decision();
  return {
    position: g.positionText(),
    number: g.decisionNumber,
    over: g.over,
    decision: d === null ? null : JSON.parse(JSON.stringify(d.toJSON())),
    last: JSON.parse(JSON.stringify(g.lastEvents())),
  };
}

function plain(events) {
  return JSON.parse(JSON.stringify(events));
}

test('undo after every decision of ' + GAMES + ' random games restores the position, the decision, its option ids and the events', () => {
  let decisions = 0;
  for (let k = 0; k < GAMES; k++) {
    const players = 2 + (k % 5);
    const g = Game.start({ players, seed: 1000 + k, explicitChance: k % 7 === 3 }).keepHistory(INT_MAX);
    const rnd = random(k);
    const start = plain(g.events());
    const seen = [];
    while (!g.over) {
      const before = snapshot(g);
      const n = g.optionCount();
      const id = Math.floor(rnd() * n);
      const first = plain(g.applyOption(id));
      const logged = before.number % 16 === 0; // the whole log is read at some decisions only (it costs its length)
      const count = logged ? g.events().length : -1;
      assert.equal(g.undoDepth(), seen.length + 1);
      g.undo();
      assert.deepEqual(snapshot(g), before, 'game ' + k + ', decision #' + before.number + ': undo restores it');
      assert.equal(g.undoDepth(), seen.length);
      // the random state too: the same choice draws the same tile again
      assert.deepEqual(plain(g.applyOption(id)), first, 'game ' + k + ', decision #' + before.number + ': the same events again');
      if (logged) {
        assert.equal(g.events().length, count);
      }
      seen.push({ before, count: logged ? count - first.length : -1 });
      decisions++;
    }
    // back to the start, one decision at a time, through every decision taken
    const end = g.positionText();
    while (g.undoDepth() > 0) {
      g.undo();
      const s = seen.pop();
      assert.equal(g.positionText(), s.before.position); // the decision was checked on the way forward
      assert.equal(g.decisionNumber, s.before.number);
      if (s.count >= 0) {
        assert.equal(g.events().length, s.count);
      }
    }
    assert.equal(seen.length, 0);
    assert.deepEqual(plain(g.events()), start, 'game ' + k + ': the event log of the start again');
    assert.throws(() => g.undo(), (e) => e instanceof Error && /^nothing to undo: decision #0 is the earliest/.test(e.message));
    // and forward again on the fast path: the same game
    assert.ok(g.playRandomly(k) > 0);
    assert.ok(typeof end === 'string');
  }
  console.log(GAMES + ' games, ' + decisions + ' decisions undone and taken again, on the ' + ENGINE.kind + ' engine');
});

test('undo goes back through the fast path, playRandomly and applyAction; the record forgets the choices taken back', () => {
  const g = Game.start({ players: 3, seed: 5 }).keepHistory(INT_MAX);
  const start = g.positionText();
  const record = g.record();
  const made = g.playRandomly(99, 40);
  assert.equal(made, 40);
  assert.equal(g.undoDepth(), 40);
  const mid = g.positionText();
  g.applyOptionQuietly(0);
  const actions = g.legalActions();
  g.applyAction(actions[actions.length - 1]);
  assert.equal(g.undoDepth(), 42);
  g.undo();
  g.undo();
  assert.equal(g.positionText(), mid);
  for (let i = 0; i < 40; i++) {
    g.undo();
  }
  assert.equal(g.positionText(), start);
  assert.equal(g.decisionNumber, 0);
  assert.equal(g.record(), record, 'the record holds no choice taken back');
  // the same seed plays the same game again: the draws were restored with the stack
  g.playRandomly(99, 40);
  assert.equal(g.positionText(), mid);
  assert.equal(Game.fromRecord(g.record()).positionText(), mid, 'the record replays to the position');
});

test('an option read before a decision applies again after undo; one of the decision taken back is refused', () => {
  const g = Game.start({ players: 2, seed: 3 }).keepHistory(8);
  const d = g.decision();
  g.apply(d.options[0]);
  const next = g.decision();
  g.undo();
  assert.equal(g.decision().options[1].text, d.options[1].text);
  g.apply(d.options[1]); // the same decision as it was read: its options apply again
  assert.throws(() => g.apply(next.options[0]), Error, 'an option of the decision reached by the line taken back');
  g.undo();
  g.apply(d.options[0]);
  assert.equal(g.decisionNumber, 1);
});

test('keepHistory bounds the history; 0 drops it; a copy keeps none; errors are the JVM\'s', () => {
  const g = Game.start({ players: 4, seed: 8 });
  assert.equal(g.undoDepth(), 0);
  assert.throws(() => g.undo(), (e) => e instanceof Error
    && e.message === 'nothing to undo: this game keeps no history (see Game.keepHistory)');
  assert.equal(g.keepHistory(3), g, 'keepHistory returns the game');
  g.playRandomly(1, 10);
  assert.equal(g.undoDepth(), 3);
  g.undo();
  g.undo();
  g.undo();
  assert.equal(g.decisionNumber, 7);
  assert.throws(() => g.undo(), (e) => e instanceof Error
    && e.message === 'nothing to undo: decision #7 is the earliest this game\'s history holds');
  g.playRandomly(2, 2);
  assert.equal(g.copy().undoDepth(), 0, 'a copy starts without history');
  assert.equal(g.determinize(4).undoDepth(), 0, 'a determinization too');
  assert.throws(() => g.keepHistory(-1), (e) => e instanceof Error && e.message === 'a history depth is not negative, got -1');
  assert.equal(g.undoDepth(), 2, 'a refused depth changes nothing');
  assert.throws(() => g.keepHistory(1.5), /keepHistory: a depth is a whole number/);
  g.keepHistory(0);
  assert.equal(g.undoDepth(), 0);
  assert.throws(() => g.undo(), /this game keeps no history/);
  const hosted = Game.host({ players: 2, seed: 1 });
  assert.throws(() => hosted.keepHistory(5), /a hosted game keeps no undo history: its players take decisions back with takeBack/);
  assert.throws(() => hosted.undo(), /nothing to undo/);
});

test('the one-line form: positions and views round-trip, and every reader of a position or view text reads it', () => {
  for (let k = 0; k < 40; k++) {
    const g = Game.start({ players: 2 + (k % 5), seed: k, explicitChance: k % 4 === 1 });
    g.playRandomly(k, k * 5);
    const line = g.positionOneLine();
    assert.ok(!/[\n\r\t]/.test(line), 'one line');
    assert.equal(line, g.positionText().replace(/\n$/, '').split('\n').join('; '));
    assert.equal(positionOneLine(g.positionText()), line);
    assert.equal(positionOneLine(line), line);
    assert.equal(canonicalPosition(line), g.positionText());
    const back = Game.fromPosition(line);
    assert.equal(back.positionText(), g.positionText());
    assert.deepEqual(back.decision()?.toJSON() ?? null, g.decision()?.toJSON() ?? null);
    const seat = g.position().players[k % 2].colour;
    const view = g.viewOneLine(seat);
    assert.ok(!/[\n\r\t]/.test(view));
    assert.equal(viewOneLine(g.view(seat)), view);
    assert.equal(viewOneLine(view), view);
    assert.equal(canonicalView(view), g.view(seat));
    assert.equal(Game.fromView(view, 7).positionText(), Game.fromView(g.view(seat), 7).positionText());
    assert.equal(Game.fromJSON({ format: 'tongiaki-game 1', position: line, record: null }).positionText(), g.positionText());
  }
  // a fault of a one-line text is reported on line 1, at its column in the one line
  const line = Game.start({ players: 2, seed: 1 }).positionOneLine();
  const bad = line.replace('players blue red', 'players blue rouge');
  assert.throws(() => Game.fromPosition(bad), (e) => e instanceof Error && e.line === 1 && e.column === bad.indexOf('rouge') + 1);
  assert.throws(() => positionOneLine('tongiaki-position 2; nonsense'), (e) => e instanceof Error && e.line === 1);
  assert.throws(() => Game.start({ players: 2 }).viewOneLine('green'), Error);
});
