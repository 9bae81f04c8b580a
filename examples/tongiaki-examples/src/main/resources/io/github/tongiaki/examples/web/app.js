// Tongiaki in a browser: a thin client of the JSON API in PROTOCOL.md. The game lives on the server;
// this page keeps only the game's id and its seat's token (in the address: #ID for a spectator,
// #ID/TOKEN for a seat, the token never sent anywhere but in the Authorization header), the log it has
// been sent, and the state it last saw, kept up to date by the game's live stream (server-sent events).
'use strict';

const COLOURS = ['blue', 'red', 'green', 'yellow', 'orange', 'purple'];
const $ = (id) => document.getElementById(id);
let meta = null;
let state = null;
let log = [];
let token = null;   // this page's seat, or null for a spectator
let you = null;     // its colour
let live = null;    // the EventSource of the game shown
let watching = null;  // the id of the game whose stream is kept open (reconnected after a failure)
let liveRetries = 0;  // failed connections in a row: the next waits 2^n s, at most 30 s
let liveTimer = null; // the reconnection waiting

async function call(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (token && path.startsWith('/api/games/')) {
    init.headers['Authorization'] = 'Bearer ' + token;
  }
  const response = await fetch(path, init);
  const type = response.headers.get('Content-Type') || '';
  const data = type.startsWith('application/json') ? await response.json() : await response.text();
  if (!response.ok) {
    throw new Error(data && data.error ? data.error : 'HTTP ' + response.status);
  }
  return data;
}

function showError(e) {
  const p = $('error');
  if (e) {
    p.textContent = e.message || String(e);
    p.hidden = false;
  } else {
    p.hidden = true;
  }
}

async function guarded(action) {
  try {
    showError(null);
    await action();
  } catch (e) {
    showError(e);
  }
}

// ---- new game form

function seatRows() {
  const n = Number($('players').value);
  const box = $('seats');
  const old = Array.from(box.querySelectorAll('select')).map((s) => s.value);
  box.innerHTML = '';
  for (let i = 0; i < n; i++) {
    const row = document.createElement('div');
    row.className = 'seat';
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    // the board's own palette (the server's BoardSvg), so that the swatch is the colour of the boats
    swatch.style.background = (meta.colours && meta.colours[COLOURS[i]]) || COLOURS[i];
    const label = document.createElement('label');
    label.textContent = COLOURS[i] + (i === 0 ? ' (starts)' : '');
    const select = document.createElement('select');
    select.id = 'seat-' + i;
    select.setAttribute('aria-label', COLOURS[i] + ' is played by');
    select.add(new Option('a person', 'human'));
    for (const b of meta.bots) {
      select.add(new Option('bot: ' + b, 'bot:' + b));
    }
    select.value = old[i] || (i === 0 ? 'human' : 'bot:greedy');
    row.append(swatch, label, select);
    box.append(row);
  }
}

function ruleOptionInputs() {
  const box = $('rule-options');
  for (const [key, value] of Object.entries(meta.options)) {
    const label = document.createElement('label');
    let input;
    if (typeof value === 'boolean') {
      input = document.createElement('input');
      input.type = 'checkbox';
      input.checked = value;
      label.append(input, ' ' + key);
    } else if (meta.optionChoices && meta.optionChoices[key]) {
      input = document.createElement('select');
      for (const c of meta.optionChoices[key]) {
        input.add(new Option(c, c));
      }
      input.value = value;
      label.append(key + ' ', input);
    } else {
      input = document.createElement('input');
      input.type = typeof value === 'number' ? 'number' : 'text';
      input.value = String(value);
      label.append(key + ' ', input);
    }
    input.id = 'option-' + key;
    input.dataset.key = key;
    box.append(label);
  }
}

function seatsFromForm(count) {
  const seats = [];
  for (let i = 0; i < count; i++) {
    const select = $('seat-' + i);
    const v = select ? select.value : 'human';
    seats.push(v === 'human' ? { type: 'human' } : { type: 'bot', bot: v.substring(4) });
  }
  return seats;
}

function optionsFromForm() {
  const options = {};
  for (const input of $('rule-options').querySelectorAll('input, select')) {
    const original = meta.options[input.dataset.key];
    if (input.type === 'checkbox') {
      options[input.dataset.key] = input.checked;
    } else if (typeof original === 'number') {
      options[input.dataset.key] = Number(input.value);
    } else {
      options[input.dataset.key] = input.value.trim();
    }
  }
  return options;
}

async function newGame(event) {
  event.preventDefault();
  const body = { seats: seatsFromForm(Number($('players').value)), options: optionsFromForm() };
  const seed = $('seed').value.trim();
  if (seed !== '') {
    body.seed = Number(seed);
  }
  await guarded(async () => opened(await call('POST', '/api/games', body)));
}

/** A new game: keep its invites (this browser only), take the first person's seat, watch it live. */
function opened(s) {
  localStorage.setItem('tongiaki-invites-' + s.id, JSON.stringify({ invites: s.invites, spectate: s.spectate }));
  token = s.invites.length > 0 ? s.invites[0].token : null;
  you = s.invites.length > 0 ? s.invites[0].colour : null;
  history.replaceState(null, '', '#' + s.id + (token ? '/' + token : ''));
  state = null;
  log = [];
  watch(s.id);
  return show(s);
}

/**
 * Watches a game's live stream, and keeps watching: when the stream fails (the server restarted, a proxy cut it,
 * the server had no stream to spare) the page says so and reconnects after 1, 2, 4 ... up to 30 s (with jitter),
 * asking only for what it has not seen (?after= the mark of the state it holds, as Last-Event-ID would).
 */
function watch(id) {
  unwatch();
  watching = id;
  liveRetries = 0;
  connect(id);
}

function unwatch() {
  if (live) {
    live.close();
    live = null;
  }
  clearTimeout(liveTimer);
  liveTimer = null;
  watching = null;
  liveStatus('', '');
}

function connect(id) {
  const mark = state && state.id === id ? state.mark : null;
  const source = new EventSource('/api/games/' + encodeURIComponent(id) + '/events' + (mark ? '?after=' + encodeURIComponent(mark) : ''));
  live = source;
  liveStatus('connecting', 'connecting…');
  const current = () => live === source && watching === id;
  source.addEventListener('open', () => {
    if (current()) {
      liveStatus('live', 'live');
    }
  });
  source.addEventListener('state', (e) => {
    if (!current()) {
      return;
    }
    liveRetries = 0;
    liveStatus('live', 'live');
    guarded(async () => show(JSON.parse(e.data)));
  });
  source.addEventListener('gone', (e) => {
    source.close();
    if (current()) {
      live = null;
      watching = null;
      liveStatus('gone', 'game deleted');
    }
    showError(new Error(JSON.parse(e.data).error));
  });
  source.onerror = () => {
    if (!current()) {
      return;
    }
    // Our own retries rather than the browser's: it gives up for good on a refusal (503, 429).
    source.close();
    live = null;
    const delay = Math.round(Math.min(30000, 1000 * 2 ** liveRetries) * (0.75 + Math.random() / 4));
    liveRetries++;
    liveStatus('offline', 'offline: reconnecting in ' + Math.ceil(delay / 1000) + ' s');
    liveTimer = setTimeout(() => {
      liveTimer = null;
      if (watching === id) {
        connect(id);
      }
    }, delay);
  };
}

/** Shows the live stream's state in the header: live, connecting, offline (reconnecting) or nothing. */
function liveStatus(kind, text) {
  const el = $('live-status');
  el.textContent = text;
  el.dataset.state = kind;
  el.hidden = !text;
}

function renderInvites() {
  const box = $('invites');
  const saved = JSON.parse(localStorage.getItem('tongiaki-invites-' + state.id) || 'null');
  const list = $('invite-links');
  list.innerHTML = '';
  box.hidden = !saved;
  if (!saved) {
    return;
  }
  const add = (label, href, cls) => {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = new URL(href, location.href).href;
    a.textContent = a.href;
    a.className = cls;
    li.append(label + ': ', a);
    list.append(li);
  };
  for (const i of saved.invites) {
    if (i.colour !== you) {
      add(i.colour, i.link, 'invite invite-' + i.colour);
    }
  }
  add('spectators', saved.spectate, 'spectate');
}

async function uploadRecord() {
  const file = $('record-file').files[0];
  if (!file) {
    return;
  }
  const text = await file.text();
  const players = (text.match(/^\[players ([^\]]*)\]/m) || [null, ''])[1].trim().split(/\s+/).filter((s) => s).length;
  await guarded(async () => opened(await call('POST', '/api/records', { record: text, seats: seatsFromForm(players) })));
  $('record-file').value = '';
}

// ---- the game

function newer(s) {
  if (!state || state.id !== s.id) {
    return true;
  }
  const [g0, n0] = state.mark.split('.').map(Number);
  const [g1, n1] = s.mark.split('.').map(Number);
  return g1 > g0 || (g1 === g0 && n1 >= n0);
}

function show(s) {
  if (!newer(s)) {
    return Promise.resolve(); // a move's answer that the live stream has already overtaken
  }
  if (s.logFrom > log.length && state && state.id === s.id) {
    // a gap in the log: fetch it whole
    return call('GET', '/api/games/' + s.id).then((full) => show(full));
  }
  // A state's log starts at step logFrom: everything before is what we already have.
  log = s.logFrom === 0 ? s.log : log.slice(0, s.logFrom).concat(s.log);
  if (s.you) {
    you = s.you;
  }
  state = s;
  $('setup').hidden = true;
  $('game').hidden = false;
  $('new-game-button').hidden = false;
  // The seed tells the stack's order (D-19): the server sends it, and the record, only when the game is over.
  $('game-label').textContent = (you ? 'you are ' + you + '; ' : 'watching; ') +
      (s.seed === undefined ? '' : 'seed ' + s.seed + ', ') +
      s.seats.map((x) => x.colour + ' ' + (x.type === 'human' ? 'person' : x.bot)).join(', ');
  $('download').href = '/api/games/' + s.id + '/record';
  $('download').setAttribute('download', 'tongiaki-' + s.id + '.tongiaki');
  $('download').hidden = !s.over;
  const people = s.seats.filter((x) => x.type === 'human').length;
  $('undo').disabled = !s.undoable || !you;
  $('autoplay').disabled = s.over || !you || people > 1 || !mine();
  $('undo').hidden = !you;
  $('autoplay').hidden = !you || people > 1;
  $('delete').hidden = !you;
  renderInvites();
  renderDecision();
  renderLog();
  renderStandings();
  return renderBoard();
}

// The board is fetched at most once at a time and about ten times a second: bots on autoplay send states much
// faster than a person can follow, and every board is a read against the address's limit (50 in any second,
// PROTOCOL.md 2.11). The latest state wins; the last one is always drawn.
const BOARD_INTERVAL_MS = 100;
let boardBusy = false;
let boardAgain = false;
let boardTimer = null;
let boardAt = 0;
/** What the board on the page shows: the game, the state's mark and whether it is the person's decision. */
let boardShows = null;

function boardKey() {
  return state ? state.id + '@' + state.mark + '@' + mine() : null;
}

function renderBoard() {
  if (!boardBusy && boardKey() === boardShows) {
    return Promise.resolve(); // drawn already: drawing it again would only replace what a person may be clicking
  }
  if (boardBusy || boardTimer) {
    boardAgain = true;
    return Promise.resolve();
  }
  const wait = boardAt + BOARD_INTERVAL_MS - Date.now();
  if (wait > 0) {
    boardTimer = setTimeout(() => {
      boardTimer = null;
      renderBoard().catch(showError);
    }, wait);
    return Promise.resolve();
  }
  boardBusy = true;
  boardAgain = false;
  boardAt = Date.now();
  return fetchBoard().finally(() => {
    boardBusy = false;
    if (boardAgain) {
      boardAgain = false;
      renderBoard().catch(showError);
    }
  });
}

async function fetchBoard() {
  if (!state) {
    return;
  }
  const id = state.id;
  const decision = state.decision ? state.decision.number : -1;
  const key = boardKey();
  const svg = await call('GET', '/api/games/' + id + '/board.svg');
  if (!state || state.id !== id || (state.decision ? state.decision.number : -1) !== decision) {
    return; // a newer state arrived meanwhile
  }
  const board = $('board');
  board.innerHTML = svg;
  boardShows = key;
  board.dataset.decision = String(decision);
  board.dataset.kind = state.decision ? state.decision.kind : '';
  board.dataset.mine = String(mine());
  board.dataset.steps = String(state.steps);
  if (!mine()) {
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
      board.querySelectorAll('.selected').forEach((x) => x.classList.remove('selected'));
      if (ids.length === 1) {
        move(ids[0]);
      } else {
        el.classList.add('selected');
        narrow(ids, el);
      }
    });
  }
}

const HEADINGS = {
  SETUP_BERTH: (d) => 'Set-up, round ' + d.fields.round + ': put a boat on a beach of Tonga',
  TURN_ACTION: (d) => 'Your turn: choose your action',
  TAKE_BOAT: (d) => 'Take one of your boats to expand with on ' + d.fields.island + '?',
  PLACE_BOATS: (d) => 'Put ' + d.fields.count + (d.fields.count === 1 ? ' boat' : ' boats') + ' on beaches of ' + d.fields.island,
  EMIGRATION: (d) => 'A beach is full: which beach emigrates, through which jetty?',
  LANDING: (d) => 'Your group lands on ' + d.fields.island + ': where does the next boat go?',
  TILE_PLACEMENT: (d) => 'You drew ' + d.fields.tile + ': place it',
  CHANCE: (d) => 'Chance: which tile is drawn',
};

const HINTS = {
  SETUP_BERTH: 'Click a beach on the board, or a button.',
  PLACE_BOATS: 'Click a beach on the board, or a button.',
  LANDING: 'Click a beach on the board, or a button.',
  TILE_PLACEMENT: 'Click a marked hex on the board, then choose the rotation.',
  EMIGRATION: 'Click a full beach on the board, or a button.',
};

function optionButton(o) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = o.text;
  b.dataset.option = String(o.id);
  b.addEventListener('click', () => move(o.id));
  return b;
}

/** Whether the decision at hand is this page's seat's. */
function mine() {
  return !!(state && state.decision && state.decision.human && you && state.decision.player === you);
}

function renderDecision() {
  const d = state.decision;
  const choices = $('choices');
  const all = $('all-option-buttons');
  choices.innerHTML = '';
  all.innerHTML = '';
  $('all-options').hidden = true;
  if (!d) {
    $('decision-heading').textContent = 'The game is over.';
    $('decision-hint').textContent = '';
    return;
  }
  if (!mine()) {
    const seat = state.seats.find((x) => x.colour === d.player);
    $('decision-heading').textContent = state.botFailure ? state.botFailure : state.storageFailure ? state.storageFailure
        : 'Waiting for ' + d.player + (seat && seat.type === 'bot' && d.kind !== 'CHANCE' ? ' (bot: ' + seat.bot + ')' : '') + ' [' + d.rule + ']';
    $('decision-hint').textContent = you ? 'The board follows each move as it is made.' : 'You are watching this game.';
    return;
  }
  const who = state.seats.filter((x) => x.type === 'human').length > 1 ? ' (' + d.player + ')' : '';
  $('decision-heading').textContent = (HEADINGS[d.kind] ? HEADINGS[d.kind](d) : d.kind) + who + ' [' + d.rule + ']';
  $('decision-hint').textContent = HINTS[d.kind] || '';
  if (d.options.length > 24) {
    // many options (a free placement): the board is the way in; the full list stays at hand
    $('all-options').hidden = false;
    for (const o of d.options) {
      all.append(optionButton(o));
    }
  } else {
    for (const o of d.options) {
      choices.append(optionButton(o));
    }
  }
}

const FACING = ['south', 'south-west', 'north-west', 'north', 'north-east', 'south-east'];
const SVG_NS = 'http://www.w3.org/2000/svg';

function svgElement(name, attributes) {
  const el = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attributes)) {
    el.setAttribute(k, String(v));
  }
  return el;
}

/**
 * The drawn tile as it would lie in rotation r (a flat-topped hex, as on the board): a water tile's
 * routes between the edges they join, with their numbers; an island's jetties, with their beaches'
 * numbers. Edge e of the tile faces direction (e + r) mod 6: 0 south, 1 south-west, … 5 south-east,
 * as the terminal lists the route ends (D-9).
 */
function tilePicture(tile, rotation) {
  const size = 28;
  const svg = svgElement('svg', { viewBox: '-32 -30 64 60', width: 88, height: 82, class: 'tile-picture', role: 'img' });
  const corners = [];
  for (let k = 0; k < 6; k++) {
    const a = Math.PI / 3 * k;
    corners.push((size * Math.cos(a)).toFixed(1) + ',' + (size * Math.sin(a)).toFixed(1));
  }
  svg.append(svgElement('polygon', { points: corners.join(' '), class: tile.kind === 'water' ? 'water' : 'island' }));
  const edge = (e, f) => {
    const a = Math.PI / 180 * (90 + 60 * ((e + rotation) % 6));
    const d = size * Math.cos(Math.PI / 6) * f;
    return [d * Math.cos(a), d * Math.sin(a)];
  };
  const label = (x, y, text, cls) => {
    const t = svgElement('text', { x: x.toFixed(1), y: (y + 3).toFixed(1), class: cls });
    t.textContent = text;
    svg.append(t);
  };
  const words = [];
  if (tile.kind === 'water') {
    for (const r of tile.routes) {
      const [x1, y1] = edge(r.from, 1);
      const [x2, y2] = edge(r.to, 1);
      svg.append(svgElement('path', { d: 'M' + x1.toFixed(1) + ',' + y1.toFixed(1) + ' Q0,0 ' + x2.toFixed(1) + ',' + y2.toFixed(1), class: 'route' }));
      if (r.difficulty > 0) {
        label((x1 + x2) / 4, (y1 + y2) / 4, String(r.difficulty), 'difficulty');
      }
      words.push('route ' + FACING[(r.from + rotation) % 6] + ' to ' + FACING[(r.to + rotation) % 6] + (r.difficulty > 0 ? ' (' + r.difficulty + ')' : ''));
    }
  } else {
    for (const b of tile.beaches) {
      for (const j of b.jetties) {
        const [x1, y1] = edge(j, 1);
        const [x2, y2] = edge(j, 0.62);
        svg.append(svgElement('line', { x1: x1.toFixed(1), y1: y1.toFixed(1), x2: x2.toFixed(1), y2: y2.toFixed(1), class: 'jetty' }));
        const [x3, y3] = edge(j, 0.4);
        label(x3, y3, String(b.number), 'beach-number');
        words.push('beach ' + b.number + ' jetty ' + FACING[(j + rotation) % 6]);
      }
    }
  }
  const title = svgElement('title', {});
  title.textContent = tile.tile + ' in rotation r' + rotation + ': ' + words.join(', ');
  svg.prepend(title);
  return svg;
}

/** A board target stands for several options (a hex: its rotations): offer just those. */
function narrow(ids, el) {
  const d = state.decision;
  const choices = $('choices');
  choices.innerHTML = '';
  const what = el.getAttribute('data-hex') ? 'hex ' + el.getAttribute('data-hex')
      : el.getAttribute('data-beach') ? el.getAttribute('data-beach') : 'this';
  $('decision-hint').textContent = 'Choose for ' + what + ':';
  for (const id of ids) {
    const o = d.options[id];
    const b = optionButton(o);
    if (o.choice.type === 'PlaceTile') {
      // rK: the tile's edge e faces direction e + K (D-9); the button shows the tile lying so
      const r = o.choice.placement.rotation;
      b.textContent = '';
      b.classList.add('rotation');
      if (d.drawnTile) {
        b.append(tilePicture(d.drawnTile, Number(r.substring(1))));
      }
      const caption = document.createElement('span');
      caption.textContent = 'rotation ' + r;
      b.append(caption);
      b.title = o.text;
    }
    choices.append(b);
  }
  const back = document.createElement('button');
  back.type = 'button';
  back.textContent = 'back';
  back.id = 'back';
  back.addEventListener('click', () => { renderDecision(); $('board').querySelectorAll('.selected').forEach((x) => x.classList.remove('selected')); });
  choices.append(back);
}

async function move(optionId) {
  await guarded(async () => show(await call('POST', '/api/games/' + state.id + '/move',
      { decision: state.decision.number, option: optionId })));
}

const BY = { bot: ' (bot)', auto: ' (bot, autoplay)', record: ' (record)', chance: ' (chance)' };

function renderLog() {
  const ol = $('log');
  ol.innerHTML = '';
  for (const step of log) {
    if (step.choice !== null) {
      const li = document.createElement('li');
      li.className = 'choice';
      const by = step.by === 'human' ? (step.player === you ? ' (you)' : ' (person)') : (BY[step.by] || '');
      li.textContent = step.player + by + ': ' + step.choice;
      ol.append(li);
    }
    for (const e of step.events) {
      if (e.text) {
        const li = document.createElement('li');
        li.className = 'event ' + e.type;
        li.textContent = e.text;
        ol.append(li);
      }
    }
  }
  ol.scrollTop = ol.scrollHeight;
}

function renderStandings() {
  const box = $('standings');
  box.hidden = !state.over;
  const body = box.querySelector('tbody');
  body.innerHTML = '';
  if (!state.over) {
    return;
  }
  for (const s of state.standings) {
    const tr = document.createElement('tr');
    for (const v of [s.rank, s.colour, s.score, s.islands, s.boatsOnTable]) {
      const td = document.createElement('td');
      td.textContent = String(v);
      tr.append(td);
    }
    body.append(tr);
  }
}

async function load() {
  await guarded(async () => {
    meta = await call('GET', '/api/meta');
    seatRows();
    ruleOptionInputs();
    // #ID (a spectator) or #ID/TOKEN (a seat)
    const [id, seat] = location.hash.substring(1).split('/');
    if (id) {
      token = seat || null;
      watch(id);
      await show(await call('GET', '/api/games/' + encodeURIComponent(id)));
    }
  });
}

$('players').addEventListener('change', seatRows);
$('new-game').addEventListener('submit', newGame);
$('record-file').addEventListener('change', uploadRecord);
$('undo').addEventListener('click', () => guarded(async () => show(await call('POST', '/api/games/' + state.id + '/undo', {}))));
$('autoplay').addEventListener('click', () => guarded(async () => show(await call('POST', '/api/games/' + state.id + '/autoplay', { bot: 'greedy' }))));
$('delete').addEventListener('click', () => guarded(async () => {
  if (confirm('Delete this game for every player?')) {
    await call('DELETE', '/api/games/' + state.id);
    $('new-game-button').click();
  }
}));
$('new-game-button').addEventListener('click', () => {
  history.replaceState(null, '', location.pathname);
  unwatch();
  state = null;
  token = null;
  you = null;
  log = [];
  $('game').hidden = true;
  $('setup').hidden = false;
  $('new-game-button').hidden = true;
  $('game-label').textContent = '';
});
load();
