// Type declarations of the tongiaki package. The object shapes are the JSON forms of the project's
// PROTOCOL.md (section 1); the texts those of its CONFORMANCE.md.

/** A colour (PROTOCOL.md 1.1). */
export type Colour = 'blue' | 'red' | 'green' | 'yellow' | 'orange' | 'purple';

/** The colours in their order. */
export declare const COLOURS: readonly Colour[];

/** Boats: counts per colour, colours without boats left out. */
export type Boats = Partial<Record<Colour, number>>;

/** A placement of a tile: hex "q,r" and rotation "r0".."r5". */
export interface Placement {
  hex: string;
  rotation: string;
}

/** The typed value of an option (PROTOCOL.md 1.2). */
export type Choice =
  | { type: 'Berth'; beach: string }
  | { type: 'Expand'; island: string }
  | { type: 'FoundRoyalIsland'; island: string }
  | { type: 'NewSettlement' }
  | { type: 'NoBoatPlacement'; island: string }
  | { type: 'TakeBoatFrom'; beach: string }
  | { type: 'TakeNoBoat' }
  | { type: 'Beaches'; island: string; beaches: number[] }
  | { type: 'Emigrate'; beach: string; jetty: number }
  | { type: 'EmigrateClosed'; beach: string }
  | { type: 'Land'; colour: Colour; beach: string }
  | { type: 'Draw'; tile: string }
  | { type: 'PlaceTile'; placement: Placement };

/** One legal option of a decision (PROTOCOL.md 1.2). */
export interface Option {
  /** Its index in the decision's options. */
  id: number;
  /** Its short text, the form game records use. */
  text: string;
  choice: Choice;
  /** The number of the decision it belongs to (not enumerable: not part of the JSON form). */
  readonly decision?: number;
}

/** The kinds of decision. */
export type DecisionKind =
  | 'SETUP_BERTH' | 'TURN_ACTION' | 'TAKE_BOAT' | 'PLACE_BOATS' | 'EMIGRATION' | 'LANDING' | 'TILE_PLACEMENT' | 'CHANCE';

/** What the game waits for (PROTOCOL.md 1.3). */
export interface Decision {
  number: number;
  kind: DecisionKind;
  player: Colour;
  /** The rule the decision carries out, e.g. "R-LAND-1". */
  rule: string;
  /** What the kind carries: round; noBoat, allBoats; island; count; group; tile. */
  fields: {
    round?: number;
    noBoat?: boolean;
    allBoats?: boolean;
    island?: string;
    count?: number;
    group?: Boats;
    tile?: string;
  };
  /** At least two options. */
  options: Option[];
}

/** What happened (PROTOCOL.md 1.4), with its canonical event line (CONFORMANCE.md, "Events"). */
export interface GameEvent {
  /** TurnStarted, BoatsPlaced, TileDrawn, TilePlaced, RouteCrossed, BoatLanded, GameOver, ... */
  type: string;
  rule: string;
  fields: Record<string, unknown>;
  /** The event in words for a log, or null for events not worth a line (TurnEnded). */
  text: string | null;
  /** The canonical event line, e.g. "BoatLanded colour=red beach=Samoa/2". */
  line: string;
}

/** A line of the standings (PROTOCOL.md 1.6). */
export interface Standing {
  colour: Colour;
  rank: number;
  score: number;
  islands: number;
  boatsOnTable: number;
  decidedBy: 'SCORE' | 'ISLANDS' | 'FEWER_BOATS' | 'SHARED';
  text: string;
}

/** The position (PROTOCOL.md 1.5). */
export interface Position {
  /** The position text: it restores the game exactly (and shows the hidden stack order). */
  text: string;
  turn: number;
  activePlayer: Colour;
  over: boolean;
  players: { colour: Colour; score: number; supply: number; royalIslands: number }[];
  tiles: { tile: string; kind: 'island' | 'water'; hex: string; rotation: string; points?: number }[];
  beaches: { beach: string; berths: number; boats: Boats }[];
  royalIslands: Record<string, Colour>;
  removedTiles: string[];
  stackSize: number;
  remainingIslands: number;
  remainingWaterTiles: number;
  endTriggered: boolean;
  groupAtSea: Boats;
  strandedBoats: Boats;
  strandedOn: string | null;
}

/** Rule options (PROTOCOL.md 1.7): any subset, the others at their defaults. */
export interface RuleOptions {
  endgame?: 'VOYAGE_ONLY' | 'FINISH_TURN';
  'loop-colour-aware'?: boolean;
  'landing-spread-when-short'?: boolean;
  'mask-counts-on-table'?: boolean;
  'stranded-count-on-table'?: boolean;
  'stall-rounds'?: number;
  [key: string]: string | boolean | number | undefined;
}

/** A game's set-up. */
export interface Setup {
  /** 2-6 (the first colours in order) or the colours in seat order; default 2. */
  players?: number | string | Colour[];
  /** Who starts; default the first player. */
  startPlayer?: Colour;
  /** The shuffle's seed, a 64-bit whole number; default 0. */
  seed?: number | bigint | string;
  options?: RuleOptions;
  /** A known tile set's name (default "official") or a tile set's text. */
  tileSet?: string;
  /** Every draw a CHANCE decision instead of a seeded shuffle. */
  explicitChance?: boolean;
}

/** An Error of the engine; a reading error also says where. */
export interface TongiakiError extends Error {
  line?: number;
  column?: number;
  expected?: string;
}

/** A game of Tongiaki. */
export declare class Game {
  private constructor(handle: unknown);
  /** Starts a game. */
  static start(setup?: Setup): Game;
  /** Restores a game from a position text. */
  static fromPosition(text: string): Game;
  /** Replays a game record; the game goes on recording. */
  static fromRecord(text: string): Game;
  /** The game at a record's set-up, without its choices. */
  static recordStart(text: string): Game;
  /** The pending decision, or null when the game is over. */
  decision(): Decision | null;
  readonly decisionNumber: number;
  readonly over: boolean;
  /** Applies an option of decision(), an option id of the pending decision, or an option's text. */
  apply(option: Option | { id: number; decision?: number } | number | string): GameEvent[];
  /** Applies a choice written in the notation. */
  applyNotation(text: string): GameEvent[];
  events(): GameEvent[];
  lastEvents(): GameEvent[];
  positionText(): string;
  position(): Position;
  standings(): Standing[];
  /** The game record so far (not for a game restored from a position). */
  record(): string;
  /** The board as an SVG document; the options are elements with data-options. */
  svg(size?: number): string;
  copy(): Game;
  /** The greedy bot's choice: an option id of the pending decision. */
  greedyOption(tieBreak?: number): number;
  perft(depth: number): bigint;
  divide(depth: number): Map<string, bigint>;
}

/** Reads a tile set's text and makes it known by its name; returns the name. */
export declare function registerTileSet(text: string): string;
/** The names of the known tile sets, "official" first. */
export declare function tileSetNames(): string[];
/** The text of a known tile set. */
export declare function tileSetText(name: string): string;
/** The canonical text of a position text. */
export declare function canonicalPosition(text: string): string;
/** The view of a position for one seat (D-19): everything but the stack's order; `seat` a colour name or letter. */
export declare function viewOfPosition(positionText: string, seat: string): string;
/** The canonical text of a view text (`tongiaki-view 1`). */
export declare function canonicalView(text: string): string;
/** A game record's canonical text and its choices. */
export declare function readRecord(text: string): { text: string; choices: string[] };
/** The position text of a new game like a position's, with a seeded stack (these tiles on top). */
export declare function newGamePosition(positionText: string, seed: number | bigint | string, top?: string[]): string;
