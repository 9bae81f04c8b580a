// The differential games' rules on the JavaScript side (DifferentialGames on the JVM): the set-up of game i,
// the hash of each decision's event lines and the chooser. Shared by differential.test.mjs (Node, the
// JavaScript build) and src/test/wasm/index.html (Chromium, the WebAssembly GC build): pass the engine.

export const OPTIONS = [
  '',
  'endgame=VOYAGE_ONLY loop-colour-aware=true',
  'landing-spread-when-short=false mask-counts-on-table=false stall-rounds=5',
  'stranded-count-on-table=false endgame=FINISH_TURN',
];

/** FNV-1a, 32 bits, over UTF-16 code units; 8 hex digits. */
export function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** xorshift32 (13, 17, 5); the option among n is the unsigned state mod n (Chooser on the JVM). */
export function chooser(seed) {
  let x = seed === 0 ? 0x2545f491 : seed | 0;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** Plays differential game i on an engine (the facade's exports). */
export function play(engine, i) {
  const g = engine.start(String(2 + (i % 5)), '', String(i), OPTIONS[i % 4], '', i % 7 === 3);
  const next = chooser(i);
  const hashes = [hash(g.lastEventLines())];
  let decisions = 0;
  while (!g.isOver()) {
    hashes.push(hash(g.applyForLines(next(g.optionCount()))));
    decisions++;
  }
  return { decisions, position: hash(g.positionText()), hashes };
}
