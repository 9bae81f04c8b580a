// The loop of the memory tests, shared by memory-run.mjs (Node) and src/test/wasm/memory.html (Chromium): typed games
// and a bot's determinizations, all in one synchronous job, as a search or a long session runs them, each game
// dropped when done; sample(phase, done) is called (to collect garbage and read the heap) at the start of each
// phase and after each of its `samples` parts.
import { chooser } from './differential-play.mjs';

/**
 * @param {*} Game the package's Game
 * @param {number} games typed games to play
 * @param {number} determinizations determinizations to play out
 * @param {number} samples samples a phase, after its start
 * @param {(phase: string, done: number) => void} sample
 * @returns {{decisions: number, eventsRead: number, wins: number}}
 */
export function playForMemory(Game, games, determinizations, samples, sample) {
  let decisions = 0;
  let eventsRead = 0;
  sample('typed', 0);
  // Typed games: every decision through decision() and apply(option), one event's type read a step, the standings
  // at the end (what a page or a bot that plays does).
  const every = (n) => Math.max(1, Math.floor(n / samples));
  for (let i = 1; i <= games; i++) {
    const g = Game.start({ players: 2 + (i % 5), seed: i });
    const next = chooser(i);
    for (let d = g.decision(); d !== null; d = g.decision()) {
      const events = g.apply(d.options[next(d.options.length)]);
      if (events.length > 0 && typeof events[0].type === 'string') {
        eventsRead++;
      }
      decisions++;
    }
    if (g.standings().length < 2) {
      throw new Error('no standings');
    }
    if (i % every(games) === 0) {
      sample('typed', i);
    }
  }
  // A bot's search from one position: a determinization a playout, played to the end by the fast path, its
  // standings read; each dropped.
  const root = Game.start({ players: 4, seed: 7 });
  for (let k = 0; k < 40; k++) {
    root.applyOptionQuietly(k % root.optionCount());
  }
  sample('determinize', 0);
  let wins = 0;
  for (let k = 1; k <= determinizations; k++) {
    const world = root.determinize(k);
    world.playRandomly(k);
    if (world.standings()[0].colour === 'blue') {
      wins++;
    }
    if (k % every(determinizations) === 0) {
      sample('determinize', k);
    }
  }
  return { decisions, eventsRead, wins };
}
