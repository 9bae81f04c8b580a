// The tongiaki package: the Tongiaki reference rules engine (tongiaki-core and tongiaki-tiles compiled to
// JavaScript with TeaVM) behind a small API of plain objects. The objects are the JSON forms of the
// project's PROTOCOL.md (decisions, options, events, positions, standings); the texts (positions, game
// records, event lines) are those of its CONFORMANCE.md.
import * as engine from './engine.js';

/** The colours in their order (R-COMP-1: 2-6 players). */
export const COLOURS = Object.freeze(['blue', 'red', 'green', 'yellow', 'orange', 'purple']);

/**
 * Calls the engine; any error it throws becomes a plain Error with the engine's message (the same
 * message as on the JVM). A reading error also gets `line`, `column` and `expected`.
 */
function call(f) {
  engine.clearParseError();
  try {
    return f();
  } catch (e) {
    if (!(e instanceof Error)) {
      throw e;
    }
    const err = new Error(e.message);
    const parse = engine.lastParseError();
    if (parse != null) {
      const p = JSON.parse(parse);
      if (p.message === e.message) {
        err.line = p.line;
        err.column = p.column;
        err.expected = p.expected;
      }
    }
    throw err;
  }
}

function seedText(seed) {
  if (typeof seed === 'bigint' || typeof seed === 'string') {
    return String(seed);
  }
  if (typeof seed === 'number' && Number.isSafeInteger(seed)) {
    return String(seed);
  }
  if (seed === undefined || seed === null) {
    return '0';
  }
  throw new Error("seed: a whole number (a 64-bit long), got '" + String(seed) + "'");
}

/**
 * Rule options (PROTOCOL.md 1.7) in their text form: an object of keys and values (strings, booleans or
 * numbers); missing keys take their defaults. Checked as the web API checks them.
 */
function optionsText(options) {
  if (options === undefined || options === null) {
    return '';
  }
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new Error('options must be an object of rule options, e.g. {"endgame":"FINISH_TURN"}');
  }
  let text = '';
  for (const [key, v] of Object.entries(options)) {
    if (v === null || !['string', 'boolean', 'number'].includes(typeof v)) {
      throw new Error("rule option '" + key + "' must be a string, a boolean or a number");
    }
    if (key.trim() === '' || key.includes('=') || key.includes(' ') || String(v).includes(' ')) {
      throw new Error("not a rule option: '" + key + "'");
    }
    text += key + '=' + String(v) + ' ';
  }
  return text;
}

function playersText(players) {
  if (typeof players === 'number' || typeof players === 'string') {
    return String(players);
  }
  if (Array.isArray(players)) {
    return players.map(String).join(' ');
  }
  throw new Error('players: a number 2-6 or colours (e.g. ["blue", "red"]), got ' + String(players));
}

/** A tile set given by name, or by its text (registered by its name). */
function tileSetName(tileSet) {
  if (tileSet === undefined || tileSet === null || tileSet === '') {
    return '';
  }
  if (typeof tileSet !== 'string') {
    throw new Error('tileSet: the name of a known tile set or a tile set text, got ' + String(tileSet));
  }
  return tileSet.includes('\n') ? registerTileSet(tileSet) : tileSet;
}

/**
 * A game of Tongiaki. Start one with Game.start, Game.fromPosition or Game.fromRecord.
 */
export class Game {
  /** @param {*} handle the engine's game (not for users: use the static functions) */
  constructor(handle) {
    this._g = handle;
  }

  /**
   * Starts a game from a set-up.
   * @param {object} [setup] players (2-6 or colours, default 2), startPlayer, seed (number, bigint or
   *   decimal string, default 0), options (rule options), tileSet (a known name or a tile set text),
   *   explicitChance (every draw a CHANCE decision)
   */
  static start(setup = {}) {
    const s = setup ?? {};
    return new Game(call(() => engine.start(playersText(s.players ?? 2), s.startPlayer ?? '', seedText(s.seed),
      optionsText(s.options), tileSetName(s.tileSet), Boolean(s.explicitChance))));
  }

  /** Restores a game from a position text (it names its tile set). */
  static fromPosition(text) {
    return new Game(call(() => engine.fromPosition(String(text))));
  }

  /** Replays a game record; the game goes on recording. */
  static fromRecord(text) {
    return new Game(call(() => engine.fromRecord(String(text))));
  }

  /** The game at the set-up of a game record, without its choices. */
  static recordStart(text) {
    return new Game(call(() => engine.recordStart(String(text))));
  }

  /** The pending decision (PROTOCOL.md 1.3), or null when the game is over. */
  decision() {
    const text = call(() => this._g.decision());
    if (text == null) {
      return null;
    }
    const d = JSON.parse(text);
    for (const o of d.options) {
      Object.defineProperty(o, 'decision', { value: d.number, enumerable: false });
    }
    return d;
  }

  /** The number of the pending decision. */
  get decisionNumber() {
    return this._g.decisionNumber();
  }

  /** Whether the game is over. */
  get over() {
    return this._g.isOver();
  }

  /**
   * Applies an option: an option object of decision() (an option of an older decision is refused as
   * stale), an option id of the pending decision, or an option's text.
   * @returns {object[]} the events it caused (PROTOCOL.md 1.4), each with its canonical `line`
   */
  apply(option) {
    let json;
    if (typeof option === 'number') {
      json = call(() => this._g.apply(this._g.decisionNumber(), option));
    } else if (typeof option === 'string') {
      json = call(() => this._g.applyText(option));
    } else if (option !== null && typeof option === 'object' && Number.isInteger(option.id)) {
      const number = Number.isInteger(option.decision) ? option.decision : this._g.decisionNumber();
      json = call(() => this._g.apply(number, option.id));
    } else {
      throw new Error('apply: an option of decision(), an option id or an option text, got ' + String(option));
    }
    return JSON.parse(json);
  }

  /** Applies a choice written in the notation, in any form it accepts (CONFORMANCE.md, "Choices"). */
  applyNotation(text) {
    return JSON.parse(call(() => this._g.applyNotation(String(text))));
  }

  /** Every event since the set-up. */
  events() {
    return JSON.parse(call(() => this._g.eventLog()));
  }

  /** The events of the last step (the start, or the last option applied). */
  lastEvents() {
    return JSON.parse(call(() => this._g.lastEvents()));
  }

  /** The position text: it restores this game exactly (Game.fromPosition). */
  positionText() {
    return call(() => this._g.positionText());
  }

  /** The position's JSON form (PROTOCOL.md 1.5). */
  position() {
    return JSON.parse(call(() => this._g.position()));
  }

  /** The standings (PROTOCOL.md 1.6): final when the game is over. */
  standings() {
    return JSON.parse(call(() => this._g.standings()));
  }

  /** The game record so far (not for a game restored from a position). */
  record() {
    return call(() => this._g.record());
  }

  /** The board as an SVG document, the pending decision's options as targets (data-options). */
  svg(size = 900) {
    return call(() => this._g.svg(size));
  }

  /** An independent copy (undo: keep a copy, go on with the original). */
  copy() {
    return new Game(call(() => this._g.copy()));
  }

  /**
   * The greedy bot's choice for the pending decision: the option after which the decider's score minus the
   * best other score (plus 0.01 a boat on the table) is highest, ties broken by tieBreak (any integer).
   */
  greedyOption(tieBreak = 0) {
    return call(() => this._g.greedyOption(tieBreak | 0));
  }

  /** Perft: the number of decision sequences of this depth from here. */
  perft(depth) {
    return BigInt(call(() => this._g.perft(depth)));
  }

  /** Perft divided by the pending decision's options: option text to count. */
  divide(depth) {
    const o = JSON.parse(call(() => this._g.divide(depth)));
    return new Map(Object.entries(o).map(([k, v]) => [k, BigInt(v)]));
  }
}

/** Reads a tile set text (TileSetFormat) and makes it known by its name; returns the name. */
export function registerTileSet(text) {
  return call(() => engine.registerTileSet(String(text)));
}

/** The names of the known tile sets, 'official' first. */
export function tileSetNames() {
  return JSON.parse(engine.tileSetNames());
}

/** The text of a known tile set. */
export function tileSetText(name) {
  return call(() => engine.tileSetText(String(name)));
}

/** The canonical text of a position text. */
export function canonicalPosition(text) {
  return call(() => engine.canonicalPosition(String(text)));
}

/**
 * The view of a position for one seat (D-19): the position text without the stack's order, the stack as
 * the tiles left in tile-set order (`stack-tiles`), with a `seat` line; what a player or bot may be shown.
 */
export function viewOfPosition(positionText, seat) {
  return call(() => engine.viewOfPosition(String(positionText), String(seat)));
}

/** The canonical text of a view text (`tongiaki-view 1`). */
export function canonicalView(text) {
  return call(() => engine.canonicalView(String(text)));
}

/** A game record's canonical text and choices: {text, choices}. */
export function readRecord(text) {
  return JSON.parse(call(() => engine.readRecord(String(text))));
}

/**
 * The position text of a new game with the players, start player, tile set and rule options of a
 * position, its stack shuffled with the seed and these tiles on top (a conformance vector's shuffle line).
 */
export function newGamePosition(positionText, seed, top = []) {
  return call(() => engine.newGamePosition(String(positionText), seedText(seed), top.join('|')));
}
