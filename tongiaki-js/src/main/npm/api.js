// The package's API over one engine build (load.js): the same functions and classes on the WebAssembly and
// the JavaScript build. Only numbers cross the bridge on the hot path: a decision is read as its number,
// kind, player and option count, its options as ids; its JSON form (PROTOCOL.md 1.3), the options' texts
// and the events' JSON forms (1.4) are read from the engine only when a field that needs them is first read.

/** The colours in their order (R-COMP-1: 2-6 players). */
export const COLOURS = Object.freeze(['blue', 'red', 'green', 'yellow', 'orange', 'purple']);

/** The format tag of a game's saved state (Game#toJSON). */
export const STATE_FORMAT = 'tongiaki-game 1';

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** The last line-of-play token handed out: each game's pending decision has one (see Game#apply). */
let lastLineOfPlay = 0;

/** A value as an error message shows it: a string in quotes, a BigInt with its n. */
function show(v) {
  if (typeof v === 'string') {
    return JSON.stringify(v);
  }
  if (typeof v === 'bigint') {
    return v + 'n';
  }
  if (v !== null && typeof v === 'object') {
    try {
      return JSON.stringify(v);
    } catch {
      return String(v);
    }
  }
  return String(v);
}

/**
 * A whole number argument, a Java int: anything else (0.5, NaN, Infinity, '3', null, a BigInt, 2 ** 32) is refused
 * here, before the bridge would round or wrap it into another number.
 */
function intArg(fn, what, accepted, v) {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < INT_MIN || v > INT_MAX) {
    throw new Error(fn + ': ' + what + ' is a whole number ' + (typeof accepted === 'function' ? accepted() : accepted)
      + ', got ' + show(v));
  }
  return v;
}

/**
 * @param {{kind: string, engine: object, fallback: string | null}} loaded
 */
export function createApi(loaded) {
  const engine = loaded.engine;
  const KINDS = Object.freeze(JSON.parse(engine.decisionKinds()));
  /** The event types by their index, the rules' ids by ordinal: an event's type and rule as the engine codes them. */
  const EVENT_TYPES = JSON.parse(engine.eventTypes());
  const RULE_IDS = JSON.parse(engine.ruleIds());

  /**
   * Calls the engine; any error it throws becomes a plain Error with the engine's message (the same
   * message as on the JVM). A reading error also gets `line`, `column` and `expected`.
   */
  function call(f) {
    try {
      return f();
    } catch (e) {
      throw plain(e);
    }
  }

  /** The engine's exception as a plain Error with its message (and where a reading error was). */
  function plain(e) {
    if (!(e instanceof Error)) {
      return e;
    }
    const err = new Error(e.message);
    const parse = engine.lastParseError();
    engine.clearParseError();
    if (parse != null) {
      const p = JSON.parse(parse);
      if (p.message === e.message) {
        err.line = p.line;
        err.column = p.column;
        err.expected = p.expected;
      }
    }
    return err;
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

  function isIntSeed(seed) {
    return typeof seed === 'number' && Number.isInteger(seed) && seed >= INT_MIN && seed <= INT_MAX;
  }

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

  function tileSetName(tileSet) {
    if (tileSet === undefined || tileSet === null || tileSet === '') {
      return '';
    }
    if (typeof tileSet !== 'string') {
      throw new Error('tileSet: the name of a known tile set or a tile set text, got ' + String(tileSet));
    }
    return tileSet.includes('\n') ? registerTileSet(tileSet) : tileSet;
  }

  /** The JSON of a decision, read once from the engine when a lazy field needs it. */
  class DecisionSource {
    constructor(handle, number, lineOfPlay) {
      this.handle = handle;
      this.number = number;
      this.lineOfPlay = lineOfPlay;
      this.json = null;
    }

    read() {
      if (this.json === null) {
        this.json = JSON.parse(call(() => this.handle.servedDecision(this.number)));
      }
      return this.json;
    }
  }

  /**
   * An option of a decision: its id, its decision's number and its game's line-of-play token as data (they
   * survive structuredClone), its text and choice read lazily.
   */
  class Option {
    #source;

    constructor(source, id) {
      this.id = id;
      this.decision = source.number;
      this.lineOfPlay = source.lineOfPlay;
      this.#source = source;
    }

    get text() {
      return this.#source.read().options[this.id].text;
    }

    get choice() {
      return this.#source.read().options[this.id].choice;
    }

    toJSON() {
      const o = this.#source.read().options[this.id];
      return { id: this.id, decision: this.decision, text: o.text, choice: o.choice };
    }
  }

  /** The pending decision: number, kind, player and options at once; rule and fields read lazily. */
  class Decision {
    #source;
    #count;
    #options = null;

    /** @param code the engine's serveCode(): option count * 256 + kind index * 16 + player index */
    constructor(handle, code, lineOfPlay) {
      const number = handle.decisionNumber();
      this.number = number;
      this.kind = KINDS[(code >> 4) & 15];
      this.player = COLOURS[code & 15];
      this.#source = new DecisionSource(handle, number, lineOfPlay);
      this.#count = code >> 8;
    }

    get rule() {
      return this.#source.read().rule;
    }

    get fields() {
      return this.#source.read().fields;
    }

    get options() {
      if (this.#options === null) {
        const options = new Array(this.#count);
        for (let i = 0; i < this.#count; i++) {
          options[i] = new Option(this.#source, i);
        }
        this.#options = options;
      }
      return this.#options;
    }

    toJSON() {
      const d = this.#source.read();
      return { number: this.number, kind: this.kind, player: this.player, rule: d.rule, fields: d.fields,
        options: this.options.map((o) => o.toJSON()) };
    }
  }

  /**
   * The events of one step, in the game's log. Their types and rules are read as numbers (the engine's stepEventCode),
   * all at once when the first is read, while the step is still the last one its game's engine made (`live`); the rest
   * of their JSON is read from the engine once, when another field of one is first read (or a type or a rule after a
   * later step).
   */
  class StepSource {
    constructor(handle, mark, count) {
      this.handle = handle;
      this.mark = mark;
      this.count = count;
      this.live = true;
      this.codes = null;
      this.events = null;
    }

    /** The event's type index times 256 plus its rule's ordinal, or -1 once a later step was made or the JSON was read. */
    code(index) {
      let codes = this.codes;
      if (codes === null) {
        if (!this.live || this.events !== null) {
          return -1; // the JSON has them (and the handle is let go once it was read)
        }
        const handle = this.handle;
        const count = this.count;
        codes = this.codes = new Array(count);
        for (let i = 0; i < count; i++) {
          codes[i] = handle.stepEventCode(i);
        }
      }
      return codes[index];
    }

    settle() {
      if (this.events === null) {
        this.events = JSON.parse(call(() => this.handle.eventsJson(this.mark, this.count)));
        this.handle = null;
      }
    }
  }

  function eventsOf(source) {
    const count = source.count;
    const out = new Array(count);
    for (let i = 0; i < count; i++) {
      out[i] = new GameEvent(source, i);
    }
    return out;
  }

  /**
   * An event (PROTOCOL.md 1.4) as apply() hands it out: its fields are read from the engine on first use
   * (toJSON() gives the plain form).
   */
  class GameEvent {
    #source;
    #index;

    constructor(source, index) {
      this.#source = source;
      this.#index = index;
    }

    #data() {
      this.#source.settle();
      return this.#source.events[this.#index];
    }

    get type() {
      const code = this.#source.code(this.#index);
      return code >= 0 ? EVENT_TYPES[code >> 8] : this.#data().type;
    }

    get rule() {
      const code = this.#source.code(this.#index);
      return code >= 0 ? RULE_IDS[code & 255] : this.#data().rule;
    }

    get fields() { return this.#data().fields; }

    get text() { return this.#data().text; }

    get line() { return this.#data().line; }

    toJSON() {
      const e = this.#data();
      return { type: e.type, rule: e.rule, fields: e.fields, text: e.text, line: e.line };
    }
  }

  /**
   * A game of Tongiaki. Start one with Game.start, Game.fromPosition, Game.fromRecord or Game.fromJSON.
   */
  class Game {
    /** The engine's game. */
    #g;

    /**
     * The pending decision's line-of-play token, which its options carry: a new one after every change, shared
     * by a copy until either goes on, so an option of another game or of a copy that went another way is refused.
     */
    #line = ++lastLineOfPlay;

    /**
     * While history is kept (keepHistory), the line-of-play token of each decision on the way to the pending one, by
     * number: undo() gives the decision it goes back to its token again, so its options held from before apply.
     * Null while no history is kept.
     */
    #lines = null;

    /** The events of the engine's last step (#step), whose types and rules it reads by number while no later step was made. */
    #lastStep = null;

    /** The depth of the history kept (keepHistory), 0 while none is kept. */
    #depth = 0;

    /** @param {*} handle the engine's game (not for users: use the static functions) */
    constructor(handle) {
      this.#g = handle;
    }

    /** The game changed: its options so far belong to another line of play. */
    #moved() {
      this.#line = ++lastLineOfPlay;
      const lines = this.#lines;
      if (lines !== null) {
        // no token is kept above the pending decision (undo drops them), so only older ones go, those beyond the depth
        const now = this.#g.decisionNumber();
        lines.set(now, this.#line);
        if (lines.size > 2 * Math.min(this.#depth, 1 << 16) + 16) {
          for (const n of lines.keys()) {
            if (n < now - this.#depth) {
              lines.delete(n);
            }
          }
        }
      }
    }

    /** What an option id may be now, for an error message. */
    #optionRange() {
      const n = this.#g.optionCount();
      return n > 0 ? 'from 0 to ' + (n - 1) + ' (an option of the pending decision #' + this.#g.decisionNumber() + ')'
        : '(an option of the pending decision: this game is over)';
    }

    /**
     * Refuses an option object of the pending decision's number that is not this game's on this line of play: one
     * with another line-of-play token, or (a JSON copy without one) with another text than this game's option.
     */
    #checkOwn(option, number, id) {
      if (option.lineOfPlay === this.#line) {
        return; // an option of this game's decision on this line of play (the engine refuses it if stale or over)
      }
      const g = this.#g;
      if (g.isOver() || number !== g.decisionNumber() || id < 0 || id >= g.optionCount()) {
        return; // the engine refuses it (over, stale, no such option) with its own message
      }
      if (option.lineOfPlay !== undefined) {
        if (option.lineOfPlay !== this.#line) {
          throw new Error('apply: option ' + id + ' of decision #' + number + ' is an option of another game, or of a copy of this '
            + 'game that went another way: pass an option of this game\'s decision() or an option text (or an option id to applyOption)');
        }
      } else if (typeof option.text === 'string') {
        const text = JSON.parse(call(() => g.servedDecision(number))).options[id].text;
        if (option.text !== text) {
          throw new Error('apply: option ' + id + ' of decision #' + number + " reads '" + option.text + "', this game's reads '"
            + text + "': an option of another game, or of a copy of this game that went another way");
        }
      }
    }

    static start(setup = {}) {
      const s = setup ?? {};
      return new Game(call(() => engine.start(playersText(s.players ?? 2), s.startPlayer ?? '', seedText(s.seed),
        optionsText(s.options), tileSetName(s.tileSet), Boolean(s.explicitChance))));
    }

    static host(setup = {}) {
      const s = setup ?? {};
      return new Game(call(() => engine.host(playersText(s.players ?? 2), s.startPlayer ?? '', seedText(s.seed),
        optionsText(s.options), tileSetName(s.tileSet), Boolean(s.explicitChance))));
    }

    static resume(text) {
      return new Game(call(() => engine.resume(String(text))));
    }

    static fromPosition(text) {
      return new Game(call(() => engine.fromPosition(String(text))));
    }

    static fromView(view, seed = 0) {
      const text = typeof view === 'string' ? view
        : view !== null && typeof view === 'object' && typeof view.text === 'string' ? view.text : null;
      if (text === null) {
        throw new Error("fromView: a view text ('tongiaki-view 1 ...', game.view(seat)) or a view's JSON form (game.playerView(seat)), got "
          + show(view));
      }
      return new Game(call(() => engine.fromView(text, seedText(seed))));
    }

    static fromRecord(text) {
      return new Game(call(() => engine.fromRecord(String(text))));
    }

    static recordStart(text) {
      return new Game(call(() => engine.recordStart(String(text))));
    }

    static fromJSON(state) {
      if (state === null || typeof state !== 'object' || state.format !== STATE_FORMAT || typeof state.position !== 'string'
        || !(state.record === null || typeof state.record === 'string')) {
        throw new Error("a saved game is {format: '" + STATE_FORMAT + "', position: string, record: string | null}, got "
          + JSON.stringify(state));
      }
      if (state.record === null) {
        return Game.fromPosition(state.position);
      }
      const g = Game.fromRecord(state.record);
      if (g.positionText() !== call(() => engine.canonicalPosition(state.position))) {
        throw new Error('a saved game whose record does not lead to its position: the record replays to another position');
      }
      return g;
    }

    decision() {
      const code = this.#g.serveCode();
      return code < 0 ? null : new Decision(this.#g, code, this.#line);
    }

    get decisionNumber() {
      return this.#g.decisionNumber();
    }

    get over() {
      return this.#g.isOver();
    }

    apply(option) {
      const g = this.#g;
      let number;
      let id;
      if (typeof option === 'number' || typeof option === 'bigint') {
        throw new Error('apply: an option of decision() or an option text, got the number ' + show(option)
          + ': apply an option id with applyOption(id), an action id with applyAction(id)');
      } else if (typeof option === 'string') {
        const events = JSON.parse(call(() => g.applyText(option)));
        this.#moved();
        return events;
      } else if (option !== null && typeof option === 'object' && option.id !== undefined) {
        id = intArg('apply', "an option's id", () => this.#optionRange(), option.id);
        if (!Number.isInteger(option.decision)) {
          throw new Error('apply: an option object without its decision number (' + JSON.stringify(option)
            + '): pass an option of decision() or an option text (or an option id to applyOption)');
        }
        number = intArg('apply', "an option's decision", '(the number of the decision it belongs to)', option.decision);
        this.#checkOwn(option, number, id);
      } else {
        throw new Error('apply: an option of decision() or an option text, got ' + show(option));
      }
      return this.#step(number, id);
    }

    applyOption(optionId) {
      const number = this.#g.decisionNumber();
      return this.#step(number, intArg('applyOption', 'an option id', () => this.#optionRange(), optionId));
    }

    /** Applies option `id` of decision `number` and hands out its events. */
    #step(number, id) {
      const g = this.#g;
      let count;
      try {
        count = g.step(number, id);
      } catch (e) {
        throw plain(e);
      }
      this.#moved();
      const last = this.#lastStep;
      if (last !== null) {
        last.live = false; // the engine's last step is this one now
      }
      const source = this.#lastStep = new StepSource(g, g.eventCount() - count, count);
      return eventsOf(source);
    }

    applyNotation(text) {
      const events = JSON.parse(call(() => this.#g.applyNotation(String(text))));
      this.#moved();
      return events;
    }

    events() {
      return JSON.parse(call(() => this.#g.eventLog()));
    }

    lastEvents() {
      return JSON.parse(call(() => this.#g.lastEvents()));
    }

    positionText() {
      return call(() => this.#g.positionText());
    }

    position() {
      return JSON.parse(call(() => this.#g.position()));
    }

    view(seat) {
      return viewOfPosition(this.positionText(), seat);
    }

    playerView(seat) {
      return JSON.parse(call(() => this.#g.viewJson(String(seat))));
    }

    standings() {
      return JSON.parse(call(() => this.#g.standings()));
    }

    record() {
      return call(() => this.#g.record());
    }

    toJSON() {
      return { format: STATE_FORMAT, position: this.positionText(), record: this.#g.hasRecord() ? this.record() : null };
    }

    svg(size = 900) {
      return call(() => this.#g.svg(intArg('svg', 'a size', '(pixels)', size)));
    }

    copy() {
      const c = new Game(this.#g.copy());
      c.#line = this.#line; // the same pending decision: its options apply to either, until either goes on
      return c;
    }

    get hosted() {
      return this.#g.isHosted();
    }

    decisionsToTakeBack() {
      return this.#g.decisionsToTakeBack();
    }

    takeBack(count = 1) {
      intArg('takeBack', 'a number of decisions', () => 'from 1 to decisionsToTakeBack() (' + this.#g.decisionsToTakeBack() + ')', count);
      const taken = JSON.parse(call(() => this.#g.takeBack(count)));
      this.#moved();
      return taken;
    }

    drawsWhenDrawn() {
      return this.#g.drawsWhenDrawn();
    }

    keepHistory(depth) {
      call(() => this.#g.keepHistory(intArg('keepHistory', 'a depth', '(a number of decisions, 0 to stop keeping history)', depth)));
      this.#depth = depth;
      if (depth === 0) {
        this.#lines = null;
      } else if (this.#lines === null) {
        this.#lines = new Map([[this.#g.decisionNumber(), this.#line]]);
      }
      return this;
    }

    undoDepth() {
      return this.#g.undoDepth();
    }

    undo() {
      call(() => this.#g.undo());
      const lines = this.#lines;
      const now = this.#g.decisionNumber();
      const token = lines?.get(now);
      if (lines !== null) {
        for (const n of lines.keys()) {
          if (n > now) {
            lines.delete(n); // the decisions taken back: a line of play left
          }
        }
      }
      if (token === undefined) {
        this.#moved(); // a decision passed without a token (several at once): none of its options was handed out
      } else {
        this.#line = token; // the same decision as before: its options apply again
      }
    }

    positionOneLine() {
      return call(() => this.#g.positionOneLine());
    }

    viewOneLine(seat) {
      return viewOneLine(this.view(seat));
    }

    greedyOption(tieBreak = 0) {
      return call(() => this.#g.greedyOption(intArg('greedyOption', 'a tie-break', '(any int)', tieBreak)));
    }

    perft(depth) {
      return BigInt(call(() => this.#g.perft(intArg('perft', 'a depth', '(a number of decisions)', depth))));
    }

    divide(depth) {
      const o = JSON.parse(call(() => this.#g.divide(intArg('divide', 'a depth', '(a number of decisions)', depth))));
      return new Map(Object.entries(o).map(([k, v]) => [k, BigInt(v)]));
    }

    // ---- the fast path ----

    optionCount() {
      return this.#g.optionCount();
    }

    applyOptionQuietly(optionId) {
      intArg('applyOptionQuietly', 'an option id', () => this.#optionRange(), optionId);
      let count;
      try {
        count = this.#g.applyOptionQuietlyThenCount(optionId);
      } catch (e) {
        throw plain(e);
      }
      this.#moved();
      return count;
    }

    actionId(optionId) {
      return call(() => this.#g.actionId(intArg('actionId', 'an option id', () => this.#optionRange(), optionId)));
    }

    get actionSpaceSize() {
      return this.#g.actionSpaceSize();
    }

    legalActions(out) {
      const g = this.#g;
      const n = g.legalActions();
      const ids = out !== undefined && out.length >= n ? out : new Int32Array(n);
      for (let i = 0; i < n; i++) {
        ids[i] = g.legalAction(i);
      }
      return out !== undefined && ids === out ? ids.subarray(0, n) : ids;
    }

    legalActionMask(out) {
      const g = this.#g;
      const size = g.actionSpaceSize();
      if (out !== undefined && out.length < size) {
        throw new Error('legalActionMask: the array has ' + out.length + ' entries, the action space ' + size);
      }
      const mask = out ?? new Uint8Array(size);
      mask.fill(0);
      const n = g.legalActions();
      for (let i = 0; i < n; i++) {
        mask[g.legalAction(i)] = 1;
      }
      return mask;
    }

    applyAction(actionId) {
      const g = this.#g;
      intArg('applyAction', 'an action id', () => 'from 0 to ' + (g.actionSpaceSize() - 1)
        + ' (one of legalActions())', actionId);
      call(() => g.applyAction(actionId));
      this.#moved();
    }

    playRandomly(seed, maxDecisions = INT_MAX) {
      const max = Math.min(INT_MAX, Math.max(0, Math.floor(maxDecisions)));
      if (Number.isNaN(max) || maxDecisions < 0) {
        throw new Error('playRandomly: maxDecisions is a number of decisions, not negative, got ' + String(maxDecisions));
      }
      const made = isIntSeed(seed) ? call(() => this.#g.playRandomlyInt(seed, max))
        : call(() => this.#g.playRandomly(seedText(seed), max));
      if (made > 0) {
        this.#moved();
      }
      return made;
    }

    determinize(seed) {
      return new Game(isIntSeed(seed) ? call(() => this.#g.determinizeInt(seed)) : call(() => this.#g.determinize(seedText(seed))));
    }
  }

  function registerTileSet(text) {
    return call(() => engine.registerTileSet(String(text)));
  }

  function tileSetNames() {
    return JSON.parse(engine.tileSetNames());
  }

  function tileSetText(name) {
    return call(() => engine.tileSetText(String(name)));
  }

  function canonicalPosition(text) {
    return call(() => engine.canonicalPosition(String(text)));
  }

  function viewOfPosition(positionText, seat) {
    return call(() => engine.viewOfPosition(String(positionText), String(seat)));
  }

  function positionOneLine(text) {
    return call(() => engine.positionOneLine(String(text)));
  }

  function viewOneLine(text) {
    return call(() => engine.viewOneLine(String(text)));
  }

  function playerViewOf(text) {
    return JSON.parse(call(() => engine.viewJson(String(text))));
  }

  function canonicalView(text) {
    return call(() => engine.canonicalView(String(text)));
  }

  function readRecord(text) {
    return JSON.parse(call(() => engine.readRecord(String(text))));
  }

  function newGamePosition(positionText, seed, top = []) {
    return call(() => engine.newGamePosition(String(positionText), seedText(seed), top.join('|')));
  }

  const ENGINE = Object.freeze({ kind: loaded.kind, fallback: loaded.fallback });

  return {
    ENGINE, COLOURS, STATE_FORMAT, DECISION_KINDS: KINDS, Game, registerTileSet, tileSetNames, tileSetText,
    canonicalPosition, viewOfPosition, playerViewOf, canonicalView, readRecord, newGamePosition, positionOneLine, viewOneLine,
  };
}
