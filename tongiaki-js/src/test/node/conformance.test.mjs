// The conformance suite (CONFORMANCE.md, "Running the suite in a port") against the JavaScript build: every
// vector, perft file, invalid file (with its line and column), game record and one-line file of conformance/, checked as
// tongiaki-core's ConformanceTest checks them on the JVM.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { CONFORMANCE, TARGET, tongiaki } from './paths.mjs';

const { Game, registerTileSet, canonicalPosition, canonicalView, viewOfPosition, readRecord, newGamePosition } = tongiaki;

function files(dir, ext) {
  return fs.readdirSync(path.join(CONFORMANCE, dir)).filter((f) => f.endsWith(ext)).sort()
    .map((f) => path.join(CONFORMANCE, dir, f));
}

/** Java's String.lines()/Files.readAllLines: split at \n, \r\n or \r; no last empty line after a final break. */
function lines(text) {
  const out = text.split(/\r\n|\r|\n/);
  if (out.length > 0 && out[out.length - 1] === '') {
    out.pop();
  }
  return out;
}

/** A file of sections, as ConformanceTest.Sections reads it. */
function sections(file, names) {
  const header = [];
  const secs = new Map();
  let current = null;
  for (const line of lines(fs.readFileSync(file, 'utf8'))) {
    const name = line.startsWith('[') && line.endsWith(']') ? line.slice(1, -1) : null;
    if (name !== null && (names.includes(name) || (names.includes('divide') && /^divide [1-9][0-9]*$/.test(name)))) {
      current = [];
      secs.set(name, current);
    } else if (current === null) {
      if (line.trim() !== '' && !line.startsWith('#')) {
        header.push(line);
      }
    } else {
      current.push(line);
    }
  }
  return {
    header,
    sections: secs,
    optional(key) {
      const l = header.find((h) => h.startsWith(key + ' '));
      return l === undefined ? undefined : l.slice(key.length + 1);
    },
    value(key) {
      const v = this.optional(key);
      assert.notEqual(v, undefined, "no '" + key + "' header line");
      return v;
    },
    text(section) {
      return secs.get(section).map((l) => l + '\n').join('');
    },
  };
}

const skipped = (line) => line.trim() === '' || line.startsWith('#');
const base = (file) => path.basename(file);

// 1. Every tile set of the suite (the official one is the package's own: registering it is checked to agree).
for (const f of files('tilesets', '.tiles')) {
  registerTileSet(fs.readFileSync(f, 'utf8'));
}

function runVector(file) {
  const s = sections(file, ['start', 'view', 'play', 'final']);
  assert.equal(s.header[0], 'tongiaki-vector 1');
  assert.equal(s.value('name') + '.vector', base(file), 'the name line');
  const start = s.text('start');
  assert.equal(canonicalPosition(start), start, 'the start position is canonical');
  const shuffle = s.optional('shuffle');
  if (shuffle !== undefined) {
    const [seed, ...top] = shuffle.split(' ');
    assert.equal(newGamePosition(start, seed, top), start, "the start is the set-up with the stack of 'shuffle " + shuffle + "'");
  }
  const seat = s.optional('view');
  if (seat !== undefined) {
    // D-19: the start position as that seat sees it, and the view text reads back
    const view = s.text('view');
    assert.equal(viewOfPosition(start, seat), view, base(file) + ': the view of ' + seat);
    assert.equal(canonicalView(view), view, base(file) + ': the view reads back');
  }
  const g = Game.fromPosition(start);
  const play = s.sections.get('play');
  let i = 0;
  while (i < play.length) {
    const line = play[i];
    if (skipped(line)) {
      i++;
      continue;
    }
    assert.ok(line.startsWith('? '), base(file) + ': a decision line: ' + line);
    const parts = line.slice(2).split(' | ');
    const d = g.decision();
    assert.equal(d.kind + ' ' + d.player, parts[0], base(file) + ' line ' + i + ': the decision');
    assert.deepEqual(d.options.map((o) => o.text), parts.slice(1), base(file) + ': the options of decision ' + d.number);
    i++;
    while (skipped(play[i])) {
      i++;
    }
    const choice = play[i];
    assert.ok(choice.startsWith('> '), choice);
    const events = g.applyNotation(choice.slice(2));
    i++;
    const expected = [];
    while (i < play.length && !play[i].startsWith('? ')) {
      if (!skipped(play[i])) {
        expected.push(play[i]);
      }
      i++;
    }
    assert.deepEqual(events.map((e) => e.line), expected, base(file) + ": the events of '" + choice + "'");
  }
  assert.equal(g.positionText(), s.text('final'), base(file) + ': the final position');
}

function expectedError(text, file) {
  const l = lines(text).find((x) => x.startsWith('# expect: '));
  assert.notEqual(l, undefined, base(file) + " has no '# expect: ' line");
  return l.slice('# expect: '.length);
}

function runInvalid(file) {
  const text = fs.readFileSync(file, 'utf8');
  const expected = expectedError(text, file);
  const position = file.endsWith('.position');
  let error;
  try {
    if (position) {
      Game.fromPosition(text);
    } else {
      Game.fromRecord(text);
    }
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof Error, base(file) + ': reading must fail');
  assert.equal(error.message, expected, base(file));
  // the error names its line and column, as ParseException does
  assert.ok(Number.isInteger(error.line) && Number.isInteger(error.column), base(file) + ': line and column');
  assert.ok(expected.startsWith('line ' + error.line + ', column ' + error.column + ': expected ' + error.expected), base(file));
}

function runRecord(file) {
  const name = base(file).replace(/\.tongiaki$/, '');
  const s = sections(path.join(path.dirname(file), name + '.expected'), ['canonical', 'events', 'final']);
  assert.equal(s.header[0], 'tongiaki-record-result 1');
  assert.equal(s.value('name'), name, 'the name line');
  const text = fs.readFileSync(file, 'utf8');
  const rec = readRecord(text);
  assert.equal(rec.text, s.text('canonical'), name + ': the canonical text');
  assert.deepEqual(readRecord(rec.text), rec);
  const g = Game.recordStart(text);
  const actual = g.lastEvents().map((e) => e.line);
  for (const c of rec.choices) {
    const events = g.applyNotation(c);
    // the choice in canonical form: the option text the game recorded
    const recorded = lines(g.record());
    actual.push('> ' + recorded[recorded.length - 1]);
    for (const e of events) {
      actual.push(e.line);
    }
  }
  const expected = s.sections.get('events').filter((l) => !skipped(l));
  assert.deepEqual(actual, expected, name + ': the choices and their events');
  assert.equal(g.positionText(), s.text('final'), name + ': the final position');
  assert.equal(Game.fromRecord(text).positionText(), s.text('final'), name + ': replayed');
}

function runPerft(file) {
  const s = sections(file, ['position', 'perft', 'divide']);
  assert.equal(s.header[0], 'tongiaki-perft 1');
  assert.equal(s.value('name') + '.perft', base(file), 'the name line');
  const g = Game.fromPosition(s.text('position'));
  for (const line of s.sections.get('perft')) {
    if (line.trim() === '') {
      continue;
    }
    const [depth, count] = line.split(' ');
    assert.equal(g.perft(Number(depth)), BigInt(count), base(file) + ': perft ' + depth);
  }
  for (const [key, body] of s.sections) {
    if (key.startsWith('divide ')) {
      const depth = Number(key.slice(7));
      const expected = new Map();
      for (const line of body) {
        if (line.trim() !== '') {
          const sp = line.indexOf(' ');
          expected.set(line.slice(sp + 1), BigInt(line.slice(0, sp)));
        }
      }
      assert.deepEqual([...g.divide(depth)], [...expected], base(file) + ': divide ' + depth);
    }
  }
}

/**
 * One one-line file (CONFORMANCE.md, "One-line files"): [one-line] is the text's lines joined by '; ', and it and
 * [loose] read back to the canonical [text] (a view through canonicalView).
 */
function runOneLine(file) {
  const s = sections(file, ['text', 'one-line', 'loose']);
  assert.equal(s.header[0], 'tongiaki-one-line 1');
  assert.equal(s.value('name') + '.one-line', base(file), 'the name line');
  const text = s.text('text');
  const line = s.sections.get('one-line');
  const loose = s.sections.get('loose');
  assert.equal(line.length, 1, base(file) + ': [one-line] is one line');
  assert.equal(loose.length, 1, base(file) + ': [loose] is one line');
  assert.equal(line[0], lines(text).join('; '), base(file) + ': the lines joined by "; "');
  const canonical = text.startsWith('tongiaki-view ') ? canonicalView : canonicalPosition;
  assert.equal(canonical(text), text, base(file) + ': the text is canonical');
  assert.equal(canonical(line[0]), text, base(file) + ': the one line read');
  assert.equal(canonical(loose[0]), text, base(file) + ': the loose line read');
}

const counted = { vectors: 0, perft: 0, invalid: 0, records: 0, oneLine: 0 };

describe('conformance vectors', () => {
  for (const f of files('vectors', '.vector')) {
    test(base(f), () => {
      runVector(f);
      counted.vectors++;
    });
  }
});

describe('conformance perft', () => {
  for (const f of files('perft', '.perft')) {
    test(base(f), () => {
      runPerft(f);
      counted.perft++;
    });
  }
});

describe('conformance invalid files', () => {
  for (const f of [...files('invalid', '.position'), ...files('invalid', '.tongiaki')]) {
    test(base(f), () => {
      runInvalid(f);
      counted.invalid++;
    });
  }
});

describe('conformance game records', () => {
  for (const f of files('records', '.tongiaki')) {
    test(base(f), () => {
      runRecord(f);
      counted.records++;
    });
  }
});

describe('conformance one-line files', () => {
  for (const f of files('one-line', '.one-line')) {
    test(base(f), () => {
      runOneLine(f);
      counted.oneLine++;
    });
  }
});

test('the whole suite ran: every file of every kind', () => {
  assert.equal(counted.vectors, files('vectors', '.vector').length);
  assert.ok(counted.vectors >= 60);
  assert.equal(counted.perft, files('perft', '.perft').length);
  assert.equal(counted.invalid, files('invalid', '.position').length + files('invalid', '.tongiaki').length);
  assert.equal(counted.records, files('records', '.tongiaki').length);
  assert.equal(counted.oneLine, files('one-line', '.one-line').length);
  assert.ok(counted.oneLine > 0);
  assert.ok(counted.records > 0 && counted.perft > 0 && counted.invalid >= 20);
});

test('a vector whose event differs fails the runner (the runner can fail)', () => {
  const original = path.join(CONFORMANCE, 'vectors', 'exp-fills-beach.vector');
  const text = fs.readFileSync(original, 'utf8');
  assert.ok(text.includes('BoatLanded colour=red beach=Samoa/2'));
  const dir = fs.mkdtempSync(path.join(TARGET, 'vector-'));
  const copy = path.join(dir, 'exp-fills-beach.vector');
  fs.writeFileSync(copy, text.replace('BoatLanded colour=red beach=Samoa/2', 'BoatLanded colour=red beach=Samoa/1'));
  assert.throws(() => runVector(copy), assert.AssertionError);
  fs.writeFileSync(copy, text);
  runVector(copy);
});
