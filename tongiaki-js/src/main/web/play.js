// The offline page: a person plays Tongiaki against random and greedy bots, entirely in the browser.
// The project's rules engine compiled by TeaVM, loaded before this script twice: engine-wasm.js, the
// WebAssembly GC build (TongiakiWasm.load()), used where the browser has WebAssembly GC, and engine.js, the
// JavaScript build, whose functions are globals (host, resume, ...), used otherwise (or with ?engine=js).
// Its values are the JSON forms of PROTOCOL.md as text. The game is a hosted one (D-20): undo takes decisions
// back through the engine, which puts a drawn tile back and draws what comes from fresh randomness.
(function () {
  'use strict';
  const COLOURS = ['blue', 'red', 'green', 'yellow', 'orange', 'purple'];
  const FAST = new URLSearchParams(location.search).has('fast');
  const BOT_DELAY = FAST ? 0 : 250;
  const $ = (id) => document.getElementById(id);

  /**
   * The page's state: the game (hosted: JsGame.takeBack), the seats, the log, the undo stack (for each decision of
   * the person: how many decisions the game could take back before it, and the log's length).
   */
  let game = null;
  let seats = [];
  let log = [];
  let history = [];
  let botTimer = null;
  let downloadUrl = null;
  /** The header's text for the game: 'seed N' (a seed typed in) or 'record <file>'. */
  let label = '';
  /**
   * The seed the page picked when none was typed in, or null. It tells the stack's order, which nobody may
   * know during play (D-19): it is shown (header, record) only once the game is over, for a replay.
   */
  let pickedSeed = null;
  /** The engine's functions (host, resume), of the WebAssembly GC build or the JavaScript build. */
  let E = null;

  /** The smallest module with a GC type: valid only where the browser has WebAssembly GC. */
  const GC_PROBE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x03, 0x01, 0x5f, 0x00]);

  /** Picks the engine: the WebAssembly GC build where it loads, else the JavaScript build. */
  async function loadEngine() {
    let kind = 'js';
    let gc = false;
    try {
      gc = typeof WebAssembly === 'object' && WebAssembly.validate(GC_PROBE);
    } catch (e) {
      gc = false;
    }
    if (gc && new URLSearchParams(location.search).get('engine') !== 'js' && globalThis.TongiakiWasm) {
      try {
        E = await globalThis.TongiakiWasm.load();
        kind = 'wasm';
      } catch (e) {
        console.warn('the WebAssembly GC engine did not load; the JavaScript engine plays', e);
      }
    }
    if (kind === 'js') {
      E = { host: globalThis.host, resume: globalThis.resume };
    }
    document.body.dataset.engine = kind;
    $('engine').textContent = kind === 'wasm' ? 'WebAssembly GC' : 'JavaScript';
  }

  function showError(e) {
    const p = $('error');
    p.textContent = e ? (e.message || String(e)) : '';
    p.hidden = !e;
  }

  /** Calls the engine; its errors keep their message. */
  function call(f) {
    try {
      return f();
    } catch (e) {
      throw new Error(e && e.message ? e.message : String(e));
    }
  }

  const decision = () => {
    const text = call(() => game.decision());
    return text == null ? null : JSON.parse(text);
  };
  const seatOf = (colour) => seats.find((s) => s.colour === colour);

  // ---- set-up ---------------------------------------------------------------------------------------

  function renderSeats() {
    const n = Number($('players').value);
    const div = $('seats');
    const old = [...div.querySelectorAll('select')].map((s) => s.value);
    div.innerHTML = '';
    for (let i = 0; i < n; i++) {
      const row = document.createElement('div');
      row.className = 'seat';
      const sw = document.createElement('span');
      sw.className = 'swatch';
      sw.style.background = COLOURS[i];
      const label = document.createElement('label');
      label.textContent = COLOURS[i] + ' ';
      const sel = document.createElement('select');
      sel.id = 'seat-' + i;
      for (const [value, text] of [['human', 'person'], ['random', 'random bot'], ['greedy', 'greedy bot']]) {
        const o = document.createElement('option');
        o.value = value;
        o.textContent = text;
        sel.appendChild(o);
      }
      sel.value = old[i] || (i === 0 ? 'human' : 'greedy');
      label.appendChild(sel);
      row.append(sw, label);
      div.appendChild(row);
    }
  }

  function ruleOptions() {
    const parts = ['endgame=' + $('opt-endgame').value];
    for (const key of ['loop-colour-aware', 'landing-spread-when-short', 'mask-counts-on-table', 'stranded-count-on-table']) {
      parts.push(key + '=' + $('opt-' + key).checked);
    }
    parts.push('stall-rounds=' + $('opt-stall-rounds').value);
    return parts.join(' ');
  }

  function readSeats(n) {
    return Array.from({ length: n }, (_, i) => ({ colour: COLOURS[i], type: $('seat-' + i).value }));
  }

  function begin(g, newSeats, gameLabel, picked) {
    game = g;
    seats = newSeats;
    label = gameLabel;
    pickedSeed = picked;
    history = [];
    log = [];
    addEvents(null, JSON.parse(call(() => game.eventLog())));
    $('setup').hidden = true;
    $('game').hidden = false;
    $('new-game-button').hidden = false;
    render();
  }

  /** A seed for the shuffle, when none was typed in: 63 random bits (too many to try every seed against the draws). */
  function randomSeed() {
    const words = new Uint32Array(2);
    crypto.getRandomValues(words);
    return String((BigInt(words[0] & 0x7fffffff) << 32n) | BigInt(words[1]));
  }

  function newGame(ev) {
    ev.preventDefault();
    showError(null);
    try {
      const n = Number($('players').value);
      const seedText = $('seed').value.trim();
      const seed = seedText === '' ? randomSeed() : seedText;
      const g = call(() => E.host(String(n), '', seed, ruleOptions(), '', false));
      begin(g, readSeats(n), seedText === '' ? '' : 'seed ' + seed, seedText === '' ? seed : null);
    } catch (e) {
      showError(e);
    }
  }

  function loadRecord() {
    const file = $('record-file').files[0];
    if (!file) {
      return;
    }
    file.text().then((text) => {
      showError(null);
      try {
        // resumed (D-20): the record's past as recorded, its draws still to come made as they come, not from its seed
        const g = call(() => E.resume(text));
        const players = JSON.parse(call(() => g.position())).players.map((p) => p.colour);
        const chosen = readSeats(Number($('players').value));
        begin(g, players.map((c, i) => ({ colour: c, type: chosen[i] ? chosen[i].type : 'greedy' })), 'record ' + file.name, null);
      } catch (e) {
        showError(e);
      }
    });
  }

  // ---- playing ----------------------------------------------------------------------------------------

  function addEvents(choice, events) {
    if (choice) {
      log.push({ kind: 'choice', text: choice });
    }
    for (const e of events) {
      if (e.text) {
        log.push({ kind: 'event', text: e.text });
      }
    }
  }

  /** Applies option id of the pending decision for whoever decides. */
  function move(id, by) {
    const d = decision();
    if (!d) {
      return;
    }
    if (by === 'human') {
      history.push({ taken: call(() => game.decisionsToTakeBack()), logLength: log.length });
    }
    try {
      const events = JSON.parse(call(() => game.applyOption(d.number, id)));
      addEvents(d.player + ' (' + by + '): ' + d.options[id].text, events);
      showError(null);
    } catch (e) {
      if (by === 'human') {
        history.pop();
      }
      showError(e);
    }
    render();
  }

  /** A random int of the page's own: the greedy bot's determinization seed and tie-break. */
  function randomInt() {
    const word = new Int32Array(1);
    crypto.getRandomValues(word);
    return word[0];
  }

  function botChoice(seat, d) {
    if (seat.type === 'greedy') {
      // decided on a determinization (the stack re-shuffled from the page's own seed), never the real stack (D-19)
      return call(() => game.greedyOption(randomInt()));
    }
    return Math.floor(Math.random() * d.options.length);
  }

  function scheduleBot() {
    clearTimeout(botTimer);
    const d = decision();
    if (!d) {
      return;
    }
    const seat = seatOf(d.player);
    if (seat && seat.type !== 'human') {
      botTimer = setTimeout(() => {
        const now = decision();
        if (now && now.number === d.number) {
          move(botChoice(seat, now), seat.type);
        }
      }, BOT_DELAY);
    }
  }

  function autoplay() {
    clearTimeout(botTimer);
    let d = decision();
    while (d) {
      const seat = seatOf(d.player);
      const id = botChoice(seat && seat.type !== 'human' ? seat : { type: 'greedy' }, d);
      const events = JSON.parse(call(() => game.applyOption(d.number, id)));
      addEvents(d.player + ' (auto): ' + d.options[id].text, events);
      d = decision();
    }
    render();
  }

  /** Whether undo is off: the game is over and the seed the page picked, shown now, still decides the draws to come. */
  const undoLocked = (d) => pickedSeed !== null && d === null && !call(() => game.drawsWhenDrawn());

  /**
   * Takes back the person's last decision and the bots' after it (D-20): if they drew a tile, the engine puts it
   * back and draws every tile from then on as it comes, from fresh randomness, so nothing seen tells what comes.
   */
  function undo() {
    if (undoLocked(decision())) {
      return; // the picked seed is shown: no going back into a game it still deals (render)
    }
    const last = history.pop();
    if (!last) {
      return;
    }
    clearTimeout(botTimer);
    try {
      const count = call(() => game.decisionsToTakeBack()) - last.taken;
      if (count > 0) {
        call(() => game.takeBack(count));
      }
    } catch (e) {
      showError(e);
      render();
      return;
    }
    log = log.slice(0, last.logLength);
    showError(null);
    render();
  }

  // ---- drawing -------------------------------------------------------------------------------------

  const HEADINGS = {
    SETUP_BERTH: (d) => 'Set-up, round ' + d.fields.round + ': put a boat on a beach of Tonga',
    TURN_ACTION: () => 'Your turn: choose your action',
    TAKE_BOAT: (d) => 'Take one of your boats to expand with on ' + d.fields.island + '?',
    PLACE_BOATS: (d) => 'Put ' + d.fields.count + (d.fields.count === 1 ? ' boat' : ' boats') + ' on beaches of ' + d.fields.island,
    EMIGRATION: () => 'A beach is full: which beach emigrates, through which jetty?',
    LANDING: (d) => 'Your group lands on ' + d.fields.island + ': where does the next boat go?',
    TILE_PLACEMENT: (d) => 'You drew ' + d.fields.tile + ': place it',
    CHANCE: () => 'Chance: which tile is drawn',
  };

  function optionButton(o) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = o.text;
    b.dataset.option = String(o.id);
    b.addEventListener('click', () => move(o.id, 'human'));
    return b;
  }

  function renderDecision(d) {
    const choices = $('choices');
    choices.innerHTML = '';
    if (!d) {
      $('decision-heading').textContent = 'The game is over';
      $('decision-hint').textContent = '';
      return;
    }
    const seat = seatOf(d.player);
    const human = seat && seat.type === 'human';
    $('decision').dataset.number = String(d.number);
    $('decision').dataset.human = String(human);
    if (!human) {
      $('decision-heading').textContent = d.player + ' (' + seat.type + ' bot) is thinking…';
      $('decision-hint').textContent = '';
      return;
    }
    $('decision-heading').textContent = d.player + ': ' + (HEADINGS[d.kind] ? HEADINGS[d.kind](d) : d.kind);
    $('decision-hint').textContent = 'Click a marked place on the board, or an option (rule ' + d.rule + ').';
    for (const o of d.options) {
      choices.appendChild(optionButton(o));
    }
  }

  function renderBoard(d) {
    const board = $('board');
    board.innerHTML = call(() => game.svg(900));
    board.dataset.decision = d ? String(d.number) : '-1';
    const seat = d ? seatOf(d.player) : null;
    if (!d || !seat || seat.type !== 'human') {
      return;
    }
    for (const el of board.querySelectorAll('[data-options]')) {
      const ids = el.getAttribute('data-options').trim().split(/[\s,]+/).filter((x) => x !== '').map(Number);
      if (ids.length === 0) {
        continue;
      }
      el.classList.add('target');
      el.addEventListener('click', (e) => {
        e.stopPropagation();
        if (ids.length === 1) {
          move(ids[0], 'human');
        } else {
          // several options here (rotations, colours): offer only those
          const choices = $('choices');
          choices.innerHTML = '';
          for (const id of ids) {
            choices.appendChild(optionButton(d.options[id]));
          }
        }
      });
    }
  }

  function renderLog() {
    const ol = $('log');
    ol.innerHTML = '';
    for (const entry of log) {
      const li = document.createElement('li');
      li.className = entry.kind;
      li.textContent = entry.text;
      ol.appendChild(li);
    }
    ol.scrollTop = ol.scrollHeight;
  }

  function renderStandings(d) {
    const div = $('standings');
    div.hidden = d !== null;
    if (d !== null) {
      return;
    }
    const tbody = div.querySelector('tbody');
    tbody.innerHTML = '';
    for (const s of JSON.parse(call(() => game.standings()))) {
      const tr = document.createElement('tr');
      for (const v of [s.rank, s.colour, s.score, s.islands, s.boatsOnTable]) {
        const td = document.createElement('td');
        td.textContent = String(v);
        tr.appendChild(td);
      }
      tbody.appendChild(tr);
    }
  }

  /**
   * Whether the seed the page picked must stay hidden: the game is in progress and the seed still deals it (D-19).
   * Once a take-back returned a drawn tile, the draws are made as they come (D-20) and the record has them
   * explicit, without the seed, which is then never shown: it no longer describes the game.
   */
  const seedHidden = (d) => pickedSeed !== null && d !== null && !call(() => game.drawsWhenDrawn());

  function renderLabel(d) {
    const asTheyCome = call(() => game.drawsWhenDrawn());
    const base = seedHidden(d) ? 'random seed (shown at the end)' : pickedSeed === null ? label : asTheyCome ? 'random seed' : 'seed ' + pickedSeed;
    const text = asTheyCome ? base + ', tiles drawn as they come' : base;
    $('game-label').textContent = text + ' · ' + seats.map((s) => s.colour + ' ' + (s.type === 'human' ? 'person' : s.type + ' bot')).join(', ');
  }

  /** The record to download; while the picked seed is hidden, none (its [seed N] line would tell the stack's order). */
  function renderDownload(d) {
    if (downloadUrl) {
      URL.revokeObjectURL(downloadUrl);
      downloadUrl = null;
    }
    const a = $('download');
    const hidden = seedHidden(d);
    a.hidden = hidden;
    $('download-later').hidden = !hidden;
    if (hidden) {
      a.removeAttribute('href');
      delete a.dataset.record;
      return;
    }
    const text = call(() => game.record());
    downloadUrl = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    a.href = downloadUrl;
    a.dataset.record = text;
  }

  function render() {
    const d = decision();
    renderDecision(d);
    renderBoard(d);
    renderLog();
    renderStandings(d);
    renderLabel(d);
    renderDownload(d);
    // once a picked seed is shown, undo would let the person play on knowing the stack's order, unless the seed no
    // longer deals the game (a take-back returned a drawn tile: the draws are made as they come)
    $('undo').disabled = history.length === 0 || undoLocked(d);
    $('autoplay').disabled = d === null;
    scheduleBot();
  }

  $('players').addEventListener('change', renderSeats);
  $('new-game').addEventListener('submit', newGame);
  $('record-file').addEventListener('change', loadRecord);
  $('undo').addEventListener('click', undo);
  $('autoplay').addEventListener('click', autoplay);
  $('new-game-button').addEventListener('click', () => {
    clearTimeout(botTimer);
    $('setup').hidden = false;
    $('game').hidden = true;
    $('new-game-button').hidden = true;
  });
  loadEngine().then(() => {
    renderSeats();
    document.body.dataset.ready = 'true';
  }, showError);
})();
