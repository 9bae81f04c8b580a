// Type tests of index.d.ts under `tsc --strict` (the build runs it): what must compile compiles, and every line
// after `// @ts-expect-error` must NOT compile (tsc fails the build if such a line compiles after all). Nothing
// here runs.
import {
  Game, COLOURS, DECISION_KINDS, ENGINE, STATE_FORMAT, type Decision, type GameEvent, type RuleId, type RuleOptions,
  type RuleOptionKey, type EventType, type DecisionKind, type Choice, type SavedGame, type OptionRef, type PlayerView, playerViewOf,
  positionOneLine, viewOneLine,
} from '../../../target/npm/index.js';
import { Game as WasmGame } from '../../../target/npm/wasm.js';
import { Game as JsGame } from '../../../target/npm/js.js';

declare const e: GameEvent;
declare const d: Decision;
declare const c: Choice;

// events narrow by type
if (e.type === 'TilePlaced') {
  const hex: string = e.fields.hex;
  const rotation: string = e.fields.rotation;
  // @ts-expect-error a TilePlaced event has no colour
  e.fields.colour;
}
if (e.type === 'BoatsPlaced') {
  const n: number = e.fields.count;
  // @ts-expect-error count is a number, not a string
  const s: string = e.fields.count;
}
if (e.type === 'GameOver') {
  const winner = e.fields.standings[0].colour;
}
// @ts-expect-error a misspelled event type
if (e.type === 'TilePlacedd') {
}
// @ts-expect-error events are read-only
e.type = 'TurnEnded';

// decisions narrow by kind
if (d.kind === 'LANDING') {
  const blue: number | undefined = d.fields.group.blue;
  // @ts-expect-error a landing has no tile
  d.fields.tile;
}
if (d.kind === 'TILE_PLACEMENT') {
  const tile: string = d.fields.tile;
}
// @ts-expect-error a misspelled decision kind
if (d.kind === 'TILE_PLACE') {
}
if (c.type === 'PlaceTile') {
  const hex: string = c.placement.hex;
  // @ts-expect-error a PlaceTile choice has no beach
  c.beach;
}

// rule ids and rule options are literal unions
const rule: RuleId = 'R-VOY-2';
// @ts-expect-error not a rule id
const bad: RuleId = 'R-VOY-9';
const options: RuleOptions = { endgame: 'FINISH_TURN', 'stall-rounds': 20, 'loop-colour-aware': true };
// @ts-expect-error a misspelled rule option
const misspelt: RuleOptions = { endgme: 'FINISH_TURN' };
// @ts-expect-error not a value of endgame
const wrongValue: RuleOptions = { endgame: 'SUDDEN_DEATH' };
// @ts-expect-error stall-rounds is a number
Game.start({ options: { 'stall-rounds': 'twenty' } });
const key: RuleOptionKey = 'mask-counts-on-table';
// @ts-expect-error not a rule option key
const badKey: RuleOptionKey = 'mask';
// @ts-expect-error 7 players
Game.start({ players: 7 });
// @ts-expect-error not a colour
Game.start({ players: ['blue', 'pink'] });

const type: EventType = 'RouteCrossed';
const kind: DecisionKind = DECISION_KINDS[0];
const kindName: 'wasm' | 'js' = ENGINE.kind;

// options, state and the fast path
const g = Game.start({ players: 3, seed: 5n, options });
const next = g.decision();
if (next !== null) {
  const ref: OptionRef = structuredClone({ id: next.options[0].id, decision: next.options[0].decision });
  g.apply(ref);
  // @ts-expect-error an option reference needs its decision number
  g.apply({ id: 0 });
}
const saved: SavedGame = g.toJSON();
const fmt: 'tongiaki-game 1' = STATE_FORMAT;
Game.fromJSON(JSON.parse(JSON.stringify(g)) as SavedGame);
// @ts-expect-error not a saved game
Game.fromJSON({ position: 'x' });
const mask: Uint8Array = g.legalActionMask();
const ids: Int32Array = g.legalActions();
const size: number = g.actionSpaceSize;
const action: number = g.actionId(0);
g.applyAction(ids[0]);
const applied: GameEvent[] = g.applyOption(0);
// @ts-expect-error apply takes an option or its text; an option id goes to applyOption, an action id to applyAction
g.apply(0);
const copy: Game = g.determinize(3);
const made: number = copy.playRandomly(1, 100);
const optionsLeft: number = g.applyOptionQuietly(0);
const first: string = COLOURS[0];
// the engine entry points have the same API
const w: WasmGame = WasmGame.start();
const j: JsGame = JsGame.start();
// a hosted game (D-20): take-backs, resumption
const hostedGame: Game = Game.host({ players: 2, seed: 1 });
const isHosted: boolean = hostedGame.hosted;
const toTakeBack: number = hostedGame.decisionsToTakeBack();
const takenBack: string[] = hostedGame.takeBack(1);
const asTheyCome: boolean = hostedGame.drawsWhenDrawn();
const resumed: Game = Game.resume(hostedGame.record());
// undo (issue 46): a history, taken back in place; the one-line form of positions and views
const withHistory: Game = Game.start({ players: 3, seed: 2 }).keepHistory(50);
const canUndo: number = withHistory.undoDepth();
const undone: void = withHistory.undo();
const oneLine: string = withHistory.positionOneLine();
const viewLine: string = withHistory.viewOneLine('red');
const sameLine: string = positionOneLine(withHistory.positionText());
const sameView: string = viewOneLine(withHistory.view('blue'));
// @ts-expect-error a depth is a number
withHistory.keepHistory('10');
// a bot on its view: the view's JSON form, a game made of it (a text or the JSON), and back
const seen: PlayerView = hostedGame.playerView('red');
const stackTiles: readonly string[] = seen.stack;
const seatOf: string = seen.seat;
const worldOfView: Game = Game.fromView(seen, 7n);
const worldOfText: Game = Game.fromView(hostedGame.view('red'), '7');
const again: PlayerView = playerViewOf(seen.text);
// @ts-expect-error a view's stack is read-only
seen.stack.push('W01');
// @ts-expect-error a view's JSON form has no stack order to give, and no position text field named position
seen.position;
// @ts-expect-error fromView takes a view, not a game
Game.fromView(hostedGame, 1);
