// Type declarations of the tongiaki package: exact, and kept true by the build (TypesTest holds the unions of
// events, choices, decisions, rule ids and rule options against the Java sources; src/test/ts holds the
// narrowing with `tsc --strict`). The object shapes are the JSON forms of the project's PROTOCOL.md
// (section 1); the texts are those of its CONFORMANCE.md.

/**
 * The Tongiaki rules engine for JavaScript and TypeScript: the project's Java reference engine compiled twice by
 * TeaVM, to WebAssembly with garbage collection (about the JVM's speed; Node 22+, current browsers) and to
 * plain JavaScript (the fallback where WebAssembly GC is missing: Node 20). `tongiaki` picks one at load;
 * `tongiaki/wasm` and `tongiaki/js` force one. Same API, same results on both.
 *
 * @example
 * ```ts
 * import { Game } from 'tongiaki';
 * const game = Game.start({ players: 3, seed: 42 });
 * for (let d = game.decision(); d !== null; d = game.decision()) {
 *   game.apply(d.options[0]);
 * }
 * console.log(game.standings()[0].text);
 * ```
 * @packageDocumentation
 */

/** The colours of the players, in colour order (R-COMP-1: 2 to 6 players). */
export type Colour = 'blue' | 'red' | 'green' | 'yellow' | 'orange' | 'purple';

/** A rule of the specification: R-… for the rules of the game, D-… for the project's decisions on open points. */
export type RuleId =
  | 'R-COMP-1'
  | 'R-COMP-2'
  | 'R-SETUP-1'
  | 'R-SETUP-2'
  | 'R-SETUP-3'
  | 'R-TURN-1'
  | 'R-EXP-1'
  | 'R-EXP-2'
  | 'R-EMI-1'
  | 'R-EMI-2'
  | 'R-EMI-3'
  | 'R-VOY-1'
  | 'R-VOY-2'
  | 'R-VOY-3'
  | 'R-VOY-4'
  | 'R-LAND-1'
  | 'R-LAND-2'
  | 'R-CHAIN-1'
  | 'R-ROYAL-1'
  | 'R-ROYAL-2'
  | 'R-ROYAL-3'
  | 'R-NEW-1'
  | 'R-NOBOAT-1'
  | 'R-ALLBOATS-1'
  | 'R-FEW-1'
  | 'R-LOOP-1'
  | 'R-LOOP-2'
  | 'R-LOOP-3'
  | 'R-END-1'
  | 'R-SCORE-1'
  | 'R-SCORE-2'
  | 'D-1'
  | 'D-2'
  | 'D-3'
  | 'D-4'
  | 'D-5'
  | 'D-6'
  | 'D-7'
  | 'D-8'
  | 'D-9'
  | 'D-10'
  | 'D-11'
  | 'D-12'
  | 'D-13'
  | 'D-14'
  | 'D-15'
  | 'D-16'
  | 'D-17'
  | 'D-18'
  | 'D-19'
  | 'D-20';

/** The kinds of decision, in the engine's order (DecisionKind). */
export type DecisionKind =
  | 'SETUP_BERTH'
  | 'TURN_ACTION'
  | 'TAKE_BOAT'
  | 'PLACE_BOATS'
  | 'EMIGRATION'
  | 'LANDING'
  | 'TILE_PLACEMENT'
  | 'CHANCE';

/** Boats counted per colour; colours without boats are left out. */
export type Boats = { readonly [C in Colour]?: number };

/** Where and how a tile lies: a hex and a rotation. */
export interface Placement {
  /** The hex, e.g. `0,-1`. */
  readonly hex: string;
  /** The rotation, e.g. `R2`. */
  readonly rotation: string;
}

/** The choice to berth a boat on a beach in the set-up (R-SETUP-2). */
export interface BerthChoice { readonly type: 'Berth'; readonly beach: string }

/** The choice to expand onto an island (R-EXP-1). */
export interface ExpandChoice { readonly type: 'Expand'; readonly island: string }

/** The choice to found a royal island (R-ROYAL-1). */
export interface FoundRoyalIslandChoice { readonly type: 'FoundRoyalIsland'; readonly island: string }

/** The choice to start a new settlement (R-NEW-1). */
export interface NewSettlementChoice { readonly type: 'NewSettlement' }

/** The choice to place a boat without one on the table (R-NOBOAT-1). */
export interface NoBoatPlacementChoice { readonly type: 'NoBoatPlacement'; readonly island: string }

/** The choice to take a boat from a beach. */
export interface TakeBoatFromChoice { readonly type: 'TakeBoatFrom'; readonly beach: string }

/** The choice to take no boat. */
export interface TakeNoBoatChoice { readonly type: 'TakeNoBoat' }

/** The choice to the beaches of an island to put boats on. */
export interface BeachesChoice { readonly type: 'Beaches'; readonly island: string; readonly beaches: number[] }

/** The choice to emigrate from a beach by a jetty (R-EMI-1). */
export interface EmigrateChoice { readonly type: 'Emigrate'; readonly beach: string; readonly jetty: number }

/** The choice to emigrate from a closed beach. */
export interface EmigrateClosedChoice { readonly type: 'EmigrateClosed'; readonly beach: string }

/** The choice to land a boat on a beach (R-LAND-1). */
export interface LandChoice { readonly type: 'Land'; readonly colour: Colour; readonly beach: string }

/** The choice to which tile the draw gives (explicit chance). */
export interface DrawChoice { readonly type: 'Draw'; readonly tile: string }

/** The choice to where and how to place the drawn tile. */
export interface PlaceTileChoice { readonly type: 'PlaceTile'; readonly placement: Placement }

/** A choice (PROTOCOL.md 1.2): `type` narrows its fields. */
export type Choice =
  | BerthChoice
  | ExpandChoice
  | FoundRoyalIslandChoice
  | NewSettlementChoice
  | NoBoatPlacementChoice
  | TakeBoatFromChoice
  | TakeNoBoatChoice
  | BeachesChoice
  | EmigrateChoice
  | EmigrateClosedChoice
  | LandChoice
  | DrawChoice
  | PlaceTileChoice;

/** The type of a choice. */
export type ChoiceType = Choice['type'];

/**
 * An option of a decision (PROTOCOL.md 1.2). `id` and `decision` (its decision's number) are plain data: an option
 * copied with `structuredClone` or through JSON still applies, and only to its own decision (an option of an older
 * decision is refused as stale). `text` and `choice` are read from the engine when first read.
 */
export interface Option {
  /** The option's id: its index in its decision's options. */
  readonly id: number;
  /** The number of the decision it belongs to. */
  readonly decision: number;
  /**
   * Its game's line-of-play token (plain data, kept by `structuredClone`, not in the JSON form): new after every
   * move, shared by a `copy()` until either goes on, so an option of another game or of a copy that went another
   * way is refused even at the same decision number.
   */
  readonly lineOfPlay: number;
  /** The option's text in the notation, e.g. `berth Tonga/1`. */
  readonly text: string;
  /** The option's choice. */
  readonly choice: Choice;
  /**
   * The plain form: `{id, decision, text, choice}`.
   * @returns a JSON-safe copy
   */
  toJSON(): OptionJSON;
}

/** An option as plain data (what `JSON.stringify` writes). */
export interface OptionJSON {
  /** The option's id. */
  readonly id: number;
  /** Its decision's number. */
  readonly decision: number;
  /** Its text. */
  readonly text: string;
  /** Its choice. */
  readonly choice: Choice;
}

/**
 * What `apply()` takes as an option: its id and its decision's number (an Option, or a copy of one). With
 * `lineOfPlay` it must be this game's token; without it but with `text` (a JSON copy), the text must be this game's.
 */
export interface OptionRef {
  /** The option's id. */
  readonly id: number;
  /** The number of its decision. */
  readonly decision: number;
  /** Its game's line-of-play token (see {@link Option.lineOfPlay}). */
  readonly lineOfPlay?: number;
  /** Its text, checked against this game's option with that id when there is no token. */
  readonly text?: string;
}

/** What every decision has; `kind` narrows `fields` (see {@link Decision}). */
export interface DecisionBase<K extends DecisionKind, F> {
  /** The decision's number, counting from 0. */
  readonly number: number;
  /** Its kind. */
  readonly kind: K;
  /** The player who decides. */
  readonly player: Colour;
  /** The rule behind it. */
  readonly rule: RuleId;
  /** The kind's fields. */
  readonly fields: F;
  /** The options, in id order (built when first read). */
  readonly options: readonly Option[];
  /**
   * The plain form of PROTOCOL.md 1.3.
   * @returns a JSON-safe copy
   */
  toJSON(): { number: number; kind: K; player: Colour; rule: RuleId; fields: F; options: OptionJSON[] };
}

/** The decision where to berth a boat in the set-up (R-SETUP-2). */
export interface SetupBerthDecision extends DecisionBase<'SETUP_BERTH', { readonly round: number }> {}

/** The decision the turn's action (R-TURN-1). */
export interface TurnActionDecision extends DecisionBase<'TURN_ACTION', { readonly noBoat: boolean; readonly allBoats: boolean }> {}

/** The decision which boat to take back. */
export interface TakeBoatDecision extends DecisionBase<'TAKE_BOAT', { readonly island: string }> {}

/** The decision on which beaches of an island to put boats. */
export interface PlaceBoatsDecision extends DecisionBase<'PLACE_BOATS', { readonly island: string; readonly count: number }> {}

/** The decision which group emigrates, by which jetty (R-EMI-1). */
export interface EmigrationDecision extends DecisionBase<'EMIGRATION', {}> {}

/** The decision where the boats of a group land (R-LAND-1). */
export interface LandingDecision extends DecisionBase<'LANDING', { readonly island: string; readonly group: Boats }> {}

/** The decision where to place a drawn tile. */
export interface TilePlacementDecision extends DecisionBase<'TILE_PLACEMENT', { readonly tile: string }> {}

/** The decision which tile is drawn (explicit chance: a CHANCE decision). */
export interface ChanceDecision extends DecisionBase<'CHANCE', {}> {}

/** A decision (PROTOCOL.md 1.3): `kind` narrows `fields`. */
export type Decision =
  | SetupBerthDecision
  | TurnActionDecision
  | TakeBoatDecision
  | PlaceBoatsDecision
  | EmigrationDecision
  | LandingDecision
  | TilePlacementDecision
  | ChanceDecision;

/** What every event has; `type` narrows `fields` (see {@link GameEvent}). */
export interface EventBase<T extends string, F> {
  /** The event's type. */
  readonly type: T;
  /** The rule behind it. */
  readonly rule: RuleId;
  /** The type's fields. */
  readonly fields: F;
  /** What happened, in words with the rule id, or null for an event not told. */
  readonly text: string | null;
  /** Its canonical event line (CONFORMANCE.md, "Events"). */
  readonly line: string;
}

/** The event: a turn begins (R-TURN-1): the player may be without a boat on the table (R-NOBOAT-1) or have all of them there (R-ALLBOATS-1). */
export interface TurnStartedEvent extends EventBase<'TurnStarted', { readonly turn: number; readonly player: Colour; readonly noBoat: boolean; readonly allBoats: boolean }> {}

/** The event: a turn ends. */
export interface TurnEndedEvent extends EventBase<'TurnEnded', { readonly turn: number; readonly player: Colour }> {}

/** The event: boats put on a beach (set-up R-SETUP-2, expansion R-EXP-1). */
export interface BoatsPlacedEvent extends EventBase<'BoatsPlaced', { readonly colour: Colour; readonly beach: string; readonly count: number }> {}

/** The event: under R-ALLBOATS-1 a player took one of their boats off a beach into their supply, to expand with it. */
export interface BoatTakenEvent extends EventBase<'BoatTaken', { readonly colour: Colour; readonly beach: string }> {}

/** The event: a royal island founded (R-ROYAL-1); the boats of the others go back. */
export interface RoyalIslandFoundedEvent extends EventBase<'RoyalIslandFounded', { readonly owner: Colour; readonly island: string; readonly returned: Boats }> {}

/** The event: for a new settlement (R-NEW-1), a player took all their boats off the beaches into their supply (mask boats stay). */
export interface FleetWithdrawnEvent extends EventBase<'FleetWithdrawn', { readonly colour: Colour; readonly beaches: string[] }> {}

/** The event: a group leaves a beach by a jetty (R-EMI-1). */
export interface EmigrationStartedEvent extends EventBase<'EmigrationStarted', { readonly beach: string; readonly jetty: number; readonly group: Boats }> {}

/** The event: a tile drawn from the stack. */
export interface TileDrawnEvent extends EventBase<'TileDrawn', { readonly tile: string; readonly stackLeft: number }> {}

/** The event: a tile placed on the table. */
export interface TilePlacedEvent extends EventBase<'TilePlaced', { readonly tile: string; readonly hex: string; readonly rotation: string }> {}

/** The event: a group crosses a water tile (R-VOY-2). */
export interface RouteCrossedEvent extends EventBase<'RouteCrossed', { readonly tile: string; readonly hex: string; readonly fromEdge: number; readonly toEdge: number; readonly difficulty: number; readonly colours: number }> {}

/** The event: a group fails to cross a water tile (R-VOY-3). */
export interface CrossingFailedEvent extends EventBase<'CrossingFailed', { readonly tile: string; readonly hex: string; readonly fromEdge: number; readonly toEdge: number; readonly difficulty: number; readonly colours: number }> {}

/** The event: boats go back to their owners' supplies. */
export interface BoatsReturnedEvent extends EventBase<'BoatsReturned', { readonly boats: Boats }> {}

/** The event: the group reached a royal island and turns back to the island it came from (R-ROYAL-3, D-5). */
export interface BouncedFromRoyalIslandEvent extends EventBase<'BouncedFromRoyalIsland', { readonly royalIsland: string; readonly origin: string }> {}

/** The event: a boat lands on a beach (R-LAND-1). */
export interface BoatLandedEvent extends EventBase<'BoatLanded', { readonly colour: Colour; readonly beach: string }> {}

/** The event: the group sailed onto the last water tile and stays there (R-END-1, D-1). */
export interface GroupStrandedEvent extends EventBase<'GroupStranded', { readonly tile: string; readonly hex: string; readonly boats: Boats }> {}

/** The event: an island left the game, all its boats going back to their owners (R-LOOP-1, D-10). */
export interface IslandRemovedEvent extends EventBase<'IslandRemoved', { readonly island: string; readonly hex: string; readonly returned: Boats }> {}

/** The event: the stall rule (D-15, O-STALL-ROUNDS) ends the game: that many full rounds began since the last progress. */
export interface StalledEvent extends EventBase<'Stalled', { readonly turn: number; readonly player: Colour; readonly turnsWithoutProgress: number }> {}

/** The event: the game's end is triggered (R-END-1). */
export interface EndTriggeredEvent extends EventBase<'EndTriggered', { readonly lastTile: string }> {}

/** The event: the game is over: the final standings (R-SCORE-1, R-SCORE-2). */
export interface GameOverEvent extends EventBase<'GameOver', { readonly standings: Standing[] }> {}

/** An event (PROTOCOL.md 1.4): `type` narrows `fields`. */
export type GameEvent =
  | TurnStartedEvent
  | TurnEndedEvent
  | BoatsPlacedEvent
  | BoatTakenEvent
  | RoyalIslandFoundedEvent
  | FleetWithdrawnEvent
  | EmigrationStartedEvent
  | TileDrawnEvent
  | TilePlacedEvent
  | RouteCrossedEvent
  | CrossingFailedEvent
  | BoatsReturnedEvent
  | BouncedFromRoyalIslandEvent
  | BoatLandedEvent
  | GroupStrandedEvent
  | IslandRemovedEvent
  | StalledEvent
  | EndTriggeredEvent
  | GameOverEvent;

/** The type of an event. */
export type EventType = GameEvent['type'];
/** A line of the standings (PROTOCOL.md 1.6): final when the game is over (R-SCORE-1, R-SCORE-2). */
export interface Standing {
  /** The player. */
  readonly colour: Colour;
  /** Their place, from 1 (shared places have the same rank). */
  readonly rank: number;
  /** Their points. */
  readonly score: number;
  /** How many islands they hold. */
  readonly islands: number;
  /** How many of their boats are on the table. */
  readonly boatsOnTable: number;
  /** Which count decided their place against the next. */
  readonly decidedBy: 'SCORE' | 'ISLANDS' | 'FEWER_BOATS' | 'SHARED';
  /** The line in words. */
  readonly text: string;
}

/** The position's JSON form (PROTOCOL.md 1.5): what a table shows. */
export interface Position {
  /** The position text (CONFORMANCE.md, "Positions"): it restores the game exactly. */
  readonly text: string;
  /** The turn, from 1. */
  readonly turn: number;
  /** The player whose turn it is. */
  readonly activePlayer: Colour;
  /** Whether the game is over. */
  readonly over: boolean;
  /** The players in seat order. */
  readonly players: readonly { readonly colour: Colour; readonly score: number; readonly supply: number; readonly royalIslands: number }[];
  /** The tiles on the table. */
  readonly tiles: readonly { readonly tile: string; readonly kind: 'island' | 'water'; readonly hex: string; readonly rotation: string; readonly points?: number }[];
  /** The beaches and the boats on them. */
  readonly beaches: readonly { readonly beach: string; readonly berths: number; readonly boats: Boats }[];
  /** The royal islands and their owners. */
  readonly royalIslands: { readonly [island: string]: Colour };
  /** The islands removed from the game. */
  readonly removedTiles: readonly string[];
  /** How many tiles are left in the stack. */
  readonly stackSize: number;
  /** How many islands are left in the stack. */
  readonly remainingIslands: number;
  /** How many water tiles are left in the stack. */
  readonly remainingWaterTiles: number;
  /** Whether the end is triggered (R-END-1). */
  readonly endTriggered: boolean;
  /** The group at sea. */
  readonly groupAtSea: Boats;
  /** The boats stranded on the last water tile. */
  readonly strandedBoats: Boats;
  /** Where they are stranded, or null. */
  readonly strandedOn: string | null;
}

/**
 * A player's view in its JSON form (PROTOCOL.md 1.5): what one seat may know (D-19), the position's fields but the stack's
 * order. Its `text` is the view text, which {@link Game.fromView} makes a game of and {@link playerViewOf} reads back.
 */
export interface PlayerView {
  /** The view text (`tongiaki-view 1`): the position text with a `seat` line and the stack as the tiles it holds. */
  readonly text: string;
  /** Whose view it is. */
  readonly seat: Colour;
  /** The turn, from 1. */
  readonly turn: number;
  /** The player whose turn it is. */
  readonly activePlayer: Colour;
  /** Whether the game is over. */
  readonly over: boolean;
  /** The players in seat order. */
  readonly players: readonly { readonly colour: Colour; readonly score: number; readonly supply: number; readonly royalIslands: number }[];
  /** The tiles on the table. */
  readonly tiles: readonly { readonly tile: string; readonly kind: 'island' | 'water'; readonly hex: string; readonly rotation: string; readonly points?: number }[];
  /** The beaches and the boats on them. */
  readonly beaches: readonly { readonly beach: string; readonly berths: number; readonly boats: Boats }[];
  /** The royal islands and their owners. */
  readonly royalIslands: { readonly [island: string]: Colour };
  /** The islands removed from the game. */
  readonly removedTiles: readonly string[];
  /** How many tiles are left in the stack. */
  readonly stackSize: number;
  /** How many islands are left in the stack. */
  readonly remainingIslands: number;
  /** How many water tiles are left in the stack. */
  readonly remainingWaterTiles: number;
  /** Whether the end is triggered (R-END-1). */
  readonly endTriggered: boolean;
  /** The group at sea. */
  readonly groupAtSea: Boats;
  /** The boats stranded on the last water tile. */
  readonly strandedBoats: Boats;
  /** Where they are stranded, or null. */
  readonly strandedOn: string | null;
  /** The tiles still in the stack, in the tile set's order: never the order they are drawn in, which nobody knows. */
  readonly stack: readonly string[];
}

/** The rule options (PROTOCOL.md 1.7, the O-… options of the specification); a missing key takes its default. */
export interface RuleOptions {
  /** O-ENDGAME (D-1): the game ends after the voyage, or at the end of the turn. */
  readonly endgame?: 'VOYAGE_ONLY' | 'FINISH_TURN';
  /** O-LOOP-COLOUR-AWARE (D-2). */
  readonly 'loop-colour-aware'?: boolean;
  /** O-LANDING-SPREAD-WHEN-SHORT (D-6). */
  readonly 'landing-spread-when-short'?: boolean;
  /** O-MASK-COUNTS-ON-TABLE (D-17). */
  readonly 'mask-counts-on-table'?: boolean;
  /** O-STRANDED-COUNT-ON-TABLE (D-11). */
  readonly 'stranded-count-on-table'?: boolean;
  /** O-STALL-ROUNDS (D-15): full rounds without progress that end the game, 0 for never. */
  readonly 'stall-rounds'?: number;
}

/** The key of a rule option. */
export type RuleOptionKey = keyof RuleOptions;

/** A set-up for {@link Game.start}. */
export interface Setup {
  /** 2 to 6 (the first colours), or the colours in seat order; default 2. */
  readonly players?: 2 | 3 | 4 | 5 | 6 | readonly Colour[];
  /** The colour that starts; default the first player. */
  readonly startPlayer?: Colour;
  /** The shuffle's seed, a 64-bit integer (a safe integer, a bigint or a decimal string); default 0. */
  readonly seed?: number | bigint | string;
  /** The rule options. */
  readonly options?: RuleOptions;
  /** A known tile set's name, or a tile set's text (registered by its name); default the official set. */
  readonly tileSet?: string;
  /** Whether every draw is a `CHANCE` decision instead of a seeded shuffle. */
  readonly explicitChance?: boolean;
}

/** The error the engine throws: a plain `Error` with the engine's message; a reading error says where. */
export interface TongiakiError extends Error {
  /** The line of a reading error, from 1. */
  line?: number;
  /** The column of a reading error, from 1. */
  column?: number;
  /** What the reader expected there. */
  expected?: string;
}

/** A game's saved state ({@link Game.toJSON}): JSON-safe, and {@link Game.fromJSON} restores the game exactly. */
export interface SavedGame {
  /** The format tag, {@link STATE_FORMAT}. */
  readonly format: 'tongiaki-game 1';
  /** The position text: it restores the game's state. */
  readonly position: string;
  /** The game record (it restores the game with its record), or null for a game without one. */
  readonly record: string | null;
}

/** Which engine the package loaded. */
export interface EngineInfo {
  /** `wasm`: the WebAssembly GC build; `js`: the JavaScript build. */
  readonly kind: 'wasm' | 'js';
  /** Why the automatic choice fell back to the JavaScript build, or null. */
  readonly fallback: string | null;
}

/**
 * The engine this module loaded: the WebAssembly GC build where the runtime has WebAssembly GC (Node 22 and later,
 * Chromium 119, Firefox 120, Safari 18.2), else the JavaScript build; `TONGIAKI_ENGINE=wasm|js` in the environment
 * (or `globalThis.TONGIAKI_ENGINE`) or the entry points `tongiaki/wasm` and `tongiaki/js` choose one.
 *
 * @example
 * ```ts
 * import { ENGINE } from 'tongiaki';
 * console.log(ENGINE.kind); // 'wasm' under Node 22, 'js' under Node 20
 * ```
 */
export declare const ENGINE: EngineInfo;

/**
 * The colours in colour order (R-COMP-1).
 *
 * @example
 * ```ts
 * import { COLOURS } from 'tongiaki';
 * COLOURS.slice(0, 3); // ['blue', 'red', 'green']
 * ```
 */
export declare const COLOURS: readonly Colour[];

/**
 * The decision kinds in the engine's order: the action space holds their ranges of action ids in this order.
 *
 * @example
 * ```ts
 * import { DECISION_KINDS } from 'tongiaki';
 * DECISION_KINDS[0]; // 'SETUP_BERTH'
 * ```
 */
export declare const DECISION_KINDS: readonly DecisionKind[];

/**
 * The format tag of a saved game.
 *
 * @example
 * ```ts
 * import { Game, STATE_FORMAT } from 'tongiaki';
 * Game.start().toJSON().format === STATE_FORMAT; // true
 * ```
 */
export declare const STATE_FORMAT: 'tongiaki-game 1';

/**
 * A game of Tongiaki. Start one with {@link Game.start}, {@link Game.fromPosition}, {@link Game.fromRecord} or
 * {@link Game.fromJSON}.
 *
 * Two ways to play. The typed API: {@link Game.decision} and {@link Game.apply}, whose decisions, options and
 * events read their fields from the engine when first read. The fast path for bots and search: option ids
 * ({@link Game.optionCount}, {@link Game.applyOption}, {@link Game.applyOptionQuietly}), action ids
 * ({@link Game.actionId}, {@link Game.legalActions}, {@link Game.applyAction}) and the legal-action mask,
 * {@link Game.copy}, {@link Game.determinize} and {@link Game.playRandomly}: numbers only, no events.
 *
 * @example
 * ```ts
 * import { Game } from 'tongiaki';
 * const game = Game.start({ players: 4, seed: 7n, options: { endgame: 'FINISH_TURN' } });
 * for (let d = game.decision(); d !== null; d = game.decision()) {
 *   if (d.kind === 'TILE_PLACEMENT') console.log('placing', d.fields.tile);
 *   for (const e of game.apply(d.options[0])) {
 *     if (e.type === 'TilePlaced') console.log(e.fields.hex);
 *   }
 * }
 * ```
 */
export declare class Game {
  private constructor(handle: unknown);

  /**
   * Starts a game from a set-up.
   *
   * @param setup the players, start player, seed, rule options, tile set and explicit chance
   * @returns the game at its first decision
   * @throws {@link TongiakiError} for a bad set-up (player count, colour, seed, rule option, tile set), with the engine's message
   * @example
   * ```ts
   * const game = Game.start({ players: ['red', 'green'], startPlayer: 'green', seed: 42 });
   * ```
   */
  static start(setup?: Setup): Game;

  /**
   * Starts a hosted game (D-20): a game for people who may take decisions back ({@link Game.takeBack}) without
   * anyone learning the stack's order by it. It deals as its set-up says until a take-back returns a drawn tile;
   * from then on every draw is made when it happens, from fresh randomness (`crypto.getRandomValues`), and the
   * record has its draws explicit (`[chance]`, a `draw <tile>` line after each choice that drew). Chance is never a
   * decision of a hosted game: the host draws, also under `explicitChance`, where it draws so from the start.
   *
   * @param setup the players, start player, seed, rule options, tile set and explicit chance
   * @returns the game at its first decision
   * @throws {@link TongiakiError} for a bad set-up, with the engine's message
   * @example
   * ```ts
   * const game = Game.host({ players: 3, seed: 42 });
   * game.applyOption(0);
   * game.takeBack(); // back before that decision
   * ```
   */
  static host(setup?: Setup): Game;

  /**
   * Resumes a game from a record as a hosted game (D-20): its past as recorded, its draws still to come made when
   * they happen from fresh randomness, not from the record's seed or stack (whoever has the record knows them).
   * Its record has the past's draws explicit. The record's own decisions cannot be taken back, only those made
   * since.
   *
   * @param text a record's text
   * @returns the game after the record's last choice
   * @throws {@link TongiakiError} for a malformed record or a choice not offered, with `line`, `column` and `expected`
   * @example
   * ```ts
   * const resumed = Game.resume(savedRecord);
   * ```
   */
  static resume(text: string): Game;

  /**
   * Restores a game from a position text (CONFORMANCE.md, "Positions"); it has no record.
   *
   * @param text a position text, naming a known tile set, or its one-line form ({@link Game.positionOneLine})
   * @returns the game at the position's decision
   * @throws {@link TongiakiError} for a malformed position, with `line`, `column` and `expected`
   * @example
   * ```ts
   * const same = Game.fromPosition(game.positionText());
   * ```
   */
  static fromPosition(text: string): Game;

  /**
   * A game at a view's position for a search to play on (the JVM's `PlayerView.toGame(seed)`): the stack, which the view
   * holds only as the tiles left, in an order drawn from the seed; everything else as the view says. It has no record.
   * A bot that sees only its view determinizes with it: `Game.fromView(game.view(seat), s)` has the stack order of
   * `game.determinize(s)`.
   *
   * @param view a view text (`tongiaki-view 1`, {@link Game.view}, or its one-line form) or a view's JSON form ({@link Game.playerView})
   * @param seed the shuffle's seed (a 64-bit long as a number, bigint or decimal string); 0 if omitted
   * @returns the game at the view's decision
   * @throws {@link TongiakiError} for a malformed view (with `line`, `column` and `expected`) or a bad seed
   * @example
   * ```ts
   * const world = Game.fromView(game.view('red'), 7);
   * world.playRandomly(7);
   * ```
   */
  static fromView(view: string | PlayerView, seed?: number | bigint | string): Game;

  /**
   * Replays a game record (CONFORMANCE.md, "Game records"); the game goes on recording.
   *
   * @param text a record's text
   * @returns the game after its last choice
   * @throws {@link TongiakiError} for a malformed record or a choice not offered, with `line`, `column` and `expected`
   * @example
   * ```ts
   * const replayed = Game.fromRecord(game.record());
   * ```
   */
  static fromRecord(text: string): Game;

  /**
   * The game at the set-up of a game record, without its choices.
   *
   * @param text a record's text
   * @returns the game at its first decision
   * @throws {@link TongiakiError} for a malformed record
   * @example
   * ```ts
   * const start = Game.recordStart(game.record());
   * ```
   */
  static recordStart(text: string): Game;

  /**
   * Restores a saved game ({@link Game.toJSON}) exactly: from its record when it has one (checked against its
   * position), else from its position.
   *
   * @param state a saved game, e.g. read back with `JSON.parse`
   * @returns the game
   * @throws {@link TongiakiError} if it is not a saved game, or its record does not lead to its position
   * @example
   * ```ts
   * const back = Game.fromJSON(JSON.parse(JSON.stringify(game)));
   * ```
   */
  static fromJSON(state: SavedGame): Game;

  /**
   * The pending decision: its number, kind, player and options at once (as numbers from the engine); its rule,
   * fields and the options' texts and choices are read from the engine when first read, for up to 16 decisions
   * after it was decided.
   *
   * @returns the decision, or null when the game is over
   * @example
   * ```ts
   * const d = game.decision();
   * if (d !== null && d.kind === 'LANDING') console.log(d.fields.group);
   * ```
   */
  decision(): Decision | null;

  /** The number of the pending decision (the number the next one would get when the game is over). */
  readonly decisionNumber: number;

  /** Whether the game is over. */
  readonly over: boolean;

  /**
   * Applies an option: an option of {@link Game.decision} (or a copy of one: only its `id` and `decision` are
   * read), or an option's text. A number is refused: an option id is applied by {@link Game.applyOption}, an
   * action id by {@link Game.applyAction}.
   *
   * @param option the option
   * @returns the events it caused (PROTOCOL.md 1.4), read from the engine when a field of one is first read
   * @throws {@link TongiakiError} for an option of an older decision (stale), of another game or of a copy that went
   *   another way, an unknown text, an option object whose id is not a whole number in the int range (0.5, NaN,
   *   2 ** 32: never rounded into another option) or without its decision number, a number, or a game that is over;
   *   the game is unchanged
   * @example
   * ```ts
   * const d = game.decision()!;
   * for (const e of game.apply(d.options[0])) console.log(e.line);
   * ```
   */
  apply(option: OptionRef | string): GameEvent[];

  /**
   * Applies the option with this id of the pending decision (its index in {@link Decision.options}), with events.
   * An option id is not an action id ({@link Game.actionId}, applied by {@link Game.applyAction}).
   *
   * @param optionId an option id of the pending decision, 0 to {@link Game.optionCount} - 1
   * @returns the events it caused (PROTOCOL.md 1.4), read from the engine when a field of one is first read
   * @throws {@link TongiakiError} for an unknown id, an id that is not a whole number in the int range (0.5, NaN,
   *   2 ** 32: never rounded into another option), or a game that is over; the game is unchanged
   * @example
   * ```ts
   * for (const e of game.applyOption(0)) console.log(e.line);
   * ```
   */
  applyOption(optionId: number): GameEvent[];

  /**
   * Applies a choice written in the notation, in any form it accepts (CONFORMANCE.md, "Choices").
   *
   * @param text a choice in notation
   * @returns the events it caused
   * @throws {@link TongiakiError} for a choice in bad notation or not offered; the game is unchanged
   * @example
   * ```ts
   * game.applyNotation('berth Tonga/2');
   * ```
   */
  applyNotation(text: string): GameEvent[];

  /**
   * Every event logged since the set-up (the fast path logs none).
   *
   * @returns the events
   * @example
   * ```ts
   * const over = game.events().some((e) => e.type === 'GameOver');
   * ```
   */
  events(): GameEvent[];

  /**
   * The events of the last step (the start, or the last option applied with events).
   *
   * @returns the events
   * @example
   * ```ts
   * game.lastEvents().map((e) => e.line);
   * ```
   */
  lastEvents(): GameEvent[];

  /**
   * The position text: it restores this game exactly ({@link Game.fromPosition}).
   *
   * @returns the text
   * @example
   * ```ts
   * localStorage.setItem('position', game.positionText());
   * ```
   */
  positionText(): string;

  /**
   * The position's JSON form (PROTOCOL.md 1.5).
   *
   * @returns the position
   * @example
   * ```ts
   * game.position().players.map((p) => p.score);
   * ```
   */
  position(): Position;

  /**
   * What one seat may know of the game now (D-19): the view text, everything but the stack's order (the stack as
   * the tiles left in tile-set order). The text to show a player or send a bot.
   *
   * @param seat the seat's colour
   * @returns the view text (`tongiaki-view 1`)
   * @throws {@link TongiakiError} if the colour does not play
   * @example
   * ```ts
   * const view = game.view('red');
   * ```
   */
  view(seat: Colour): string;

  /**
   * What one seat may know of the game now (D-19), in its JSON form (PROTOCOL.md 1.5): the view text, the seat, the
   * position's fields and the stack as the tiles left, in tile-set order.
   *
   * @param seat the seat's colour
   * @returns the view
   * @throws {@link TongiakiError} if the colour does not play
   * @example
   * ```ts
   * const view = game.playerView('red');
   * const world = Game.fromView(view, 1);
   * ```
   */
  playerView(seat: Colour): PlayerView;

  /**
   * The standings (PROTOCOL.md 1.6): final when the game is over.
   *
   * @returns the standings, best first
   * @example
   * ```ts
   * console.log(game.standings()[0].text);
   * ```
   */
  standings(): Standing[];

  /**
   * The game record so far (CONFORMANCE.md, "Game records"), the fast path's choices included.
   *
   * @returns the record's text
   * @throws {@link TongiakiError} for a game without a record (restored from a position, or a determinization)
   * @example
   * ```ts
   * const replayed = Game.fromRecord(game.record());
   * ```
   */
  record(): string;

  /**
   * The game's state as a JSON-safe value: `JSON.stringify(game)` writes it, {@link Game.fromJSON} restores it.
   *
   * @returns the saved game
   * @example
   * ```ts
   * const saved = JSON.stringify(game);
   * const back = Game.fromJSON(JSON.parse(saved));
   * ```
   */
  toJSON(): SavedGame;

  /**
   * The board as an SVG document, the pending decision's options as targets (`data-options`).
   *
   * @param size the width in pixels (default 900)
   * @returns the SVG text
   * @example
   * ```ts
   * document.body.innerHTML = game.svg(600);
   * ```
   */
  svg(size?: number): string;

  /**
   * An independent copy (undo: keep a copy, go on with the original; search: try options on copies). The copy of a
   * hosted game is not hosted and holds the real stack: for the host's own search, never for a player (D-19); a
   * program that lets people take decisions back uses {@link Game.host} and {@link Game.takeBack} instead (D-20).
   *
   * @returns the copy
   * @example
   * ```ts
   * const before = game.copy();
   * ```
   */
  copy(): Game;

  /**
   * Keeps (or stops keeping) the history that {@link Game.undo} goes back through, at most `depth` decisions (the JVM's
   * `Game.keepHistory`). A game keeps none until asked; a copy or a determinization starts without. Every decision then
   * copies the game's state (about 1.4 KB for four players), so bound it for long runs.
   *
   * @param depth the most decisions undo may take back (2147483647: no bound); 0 stops keeping history and drops it
   * @returns this game
   * @throws {@link TongiakiError} if the depth is negative or not a whole number, or the game is hosted (it takes
   *   decisions back with {@link Game.takeBack}, D-20); nothing changes
   * @example
   * ```ts
   * const game = Game.start({ players: 3, seed: 7 }).keepHistory(100);
   * ```
   */
  keepHistory(depth: number): Game;

  /**
   * How many decisions {@link Game.undo} can take back now (the JVM's `Game.undoDepth`).
   *
   * @returns 0 while no history is kept, or at its start; at most the depth it was bounded to
   * @example
   * ```ts
   * while (game.undoDepth() > 0) game.undo(); // back to where the history starts
   * ```
   */
  undoDepth(): number;

  /**
   * Takes back the latest decision, in place (the JVM's `Game.undo`): the game is exactly as before it. The position
   * text, the decision number, the pending decision with its option ids, the event log and the stack's
   * order are restored; the record forgets the choice. The same choices then give the same events again. The options
   * of the decision it goes back to, read before, apply again. For people taking back a draw, use a hosted game's
   * {@link Game.takeBack} instead (D-20).
   *
   * @throws {@link TongiakiError} with the JVM's message when there is nothing to take back ({@link Game.undoDepth}
   *   is 0: no history kept, or at its start or its bound); the game is unchanged
   * @example
   * ```ts
   * game.keepHistory(10);
   * const before = game.positionText();
   * game.applyOption(0);
   * game.undo();
   * game.positionText() === before; // true
   * ```
   */
  undo(): void;

  /**
   * The position's one-line form (CONFORMANCE.md, "The one-line form"): the lines of {@link Game.positionText} joined
   * by `"; "`, for a URL, a CSV cell, a log line or a bug title. {@link Game.fromPosition} reads it.
   *
   * @returns the text on one line, without a line end
   * @example
   * ```ts
   * const same = Game.fromPosition(game.positionOneLine());
   * ```
   */
  positionOneLine(): string;

  /**
   * The one-line form of {@link Game.view}: what one seat may know, on one line. {@link Game.fromView} reads it.
   *
   * @param seat the seat's colour
   * @returns the view text on one line
   * @throws {@link TongiakiError} if the colour does not play
   * @example
   * ```ts
   * const world = Game.fromView(game.viewOneLine('red'), 1);
   * ```
   */
  viewOneLine(seat: Colour): string;

  /**
   * Whether the game is hosted ({@link Game.host}, {@link Game.resume}): its decisions can be taken back.
   */
  readonly hosted: boolean;

  /**
   * How many players' decisions a hosted game can take back (since its start or its resumption).
   *
   * @returns the number; 0 for a game that is not hosted
   * @example
   * ```ts
   * const mark = game.decisionsToTakeBack(); // before a person's decision
   * // ... the person and the bots decide ...
   * game.takeBack(game.decisionsToTakeBack() - mark);
   * ```
   */
  decisionsToTakeBack(): number;

  /**
   * Takes back the last players' decisions of a hosted game, with the draws they made (D-20). When they drew a
   * tile, it goes back into the stack and every later draw is made when it happens, from fresh randomness: what was
   * drawn before tells nothing of what comes. A game that is not hosted goes back by a {@link Game.copy} kept before.
   *
   * @param count how many, 1 (the default) to {@link Game.decisionsToTakeBack}
   * @returns the choices taken back, as their texts, in the order they were made
   * @throws {@link TongiakiError} if the game is not hosted, or the count is out of range; nothing changes
   * @example
   * ```ts
   * game.takeBack(2); // a person's decision and the bot's after it
   * ```
   */
  takeBack(count?: number): string[];

  /**
   * Whether a hosted game's draws still to come are made when they happen (after a take-back that returned a
   * drawn tile, after a resumption, or under explicit chance), not fixed by its set-up's seed or stack. While they
   * are fixed, the seed and the record tell the stack's order: show them to players only after the game.
   *
   * @returns whether; false for a game that is not hosted
   * @example
   * ```ts
   * const label = game.drawsWhenDrawn() ? 'tiles drawn as they come' : 'seed hidden until the end';
   * ```
   */
  drawsWhenDrawn(): boolean;

  /**
   * The greedy bot's choice: the option after which the decider's score minus the best other score (plus 0.01 a
   * boat on the table) is highest, each option tried on a determinization ({@link Game.determinize}, seeded by the
   * tie-break): the choice never depends on the real stack's order (D-19).
   *
   * @param tieBreak any integer, the determinization's seed and to choose among equal options (default 0)
   * @returns the option's id
   * @throws {@link TongiakiError} if the game is over
   * @example
   * ```ts
   * game.applyOption(game.greedyOption(Math.random() * 2 ** 31));
   * ```
   */
  greedyOption(tieBreak?: number): number;

  /**
   * Perft: the number of decision sequences of this depth from here.
   *
   * @param depth the depth
   * @returns the count
   * @throws {@link TongiakiError} for a negative depth
   * @example
   * ```ts
   * game.perft(2); // e.g. 30n
   * ```
   */
  perft(depth: number): bigint;

  /**
   * Perft divided by the pending decision's options.
   *
   * @param depth the depth
   * @returns option text to count
   * @throws {@link TongiakiError} for a negative depth
   * @example
   * ```ts
   * for (const [option, n] of game.divide(2)) console.log(option, n);
   * ```
   */
  divide(depth: number): Map<string, bigint>;

  /**
   * The fast path: the number of options of the pending decision (their ids are 0 to n - 1).
   *
   * @returns the count, 0 when the game is over
   * @example
   * ```ts
   * game.applyOptionQuietly(Math.floor(Math.random() * game.optionCount()));
   * ```
   */
  optionCount(): number;

  /**
   * The fast path: applies an option by id without events (the record still notes it), and says how many options
   * the next decision has, so that a playout loop crosses into the engine once a decision.
   *
   * @param optionId an option id of the pending decision
   * @returns the option count of the next decision, 0 when the game is over
   * @throws {@link TongiakiError} for an unknown id, or a game that is over; the game is unchanged
   * @example
   * ```ts
   * for (let n = game.optionCount(); n > 0; n = game.applyOptionQuietly(Math.floor(Math.random() * n))) {}
   * ```
   */
  applyOptionQuietly(optionId: number): number;

  /**
   * The action id of an option: the same number for the same choice in every position, below
   * {@link Game.actionSpaceSize}: one number space for every decision (a policy's output), each decision kind in a
   * range of its own.
   *
   * @param optionId an option id of the pending decision
   * @returns its action id
   * @throws {@link TongiakiError} for an unknown option id
   * @example
   * ```ts
   * const a = game.actionId(0);
   * ```
   */
  actionId(optionId: number): number;

  /** The size of the action space of this game's tile set: every action id is below it. */
  readonly actionSpaceSize: number;

  /**
   * The pending decision's action ids, option by option (option id i at index i).
   *
   * @param out an array to fill, if long enough (its first n entries are written and a view of them returned)
   * @returns the ids
   * @example
   * ```ts
   * const ids = game.legalActions();
   * ```
   */
  legalActions(out?: Int32Array): Int32Array;

  /**
   * The legal-action mask: 1 at every legal action id, 0 elsewhere.
   *
   * @param out an array of at least {@link Game.actionSpaceSize} entries to fill (else a new one)
   * @returns the mask
   * @throws {@link TongiakiError} if `out` is too short
   * @example
   * ```ts
   * const mask = game.legalActionMask();
   * const legal = mask.reduce((n, b) => n + b, 0);
   * ```
   */
  legalActionMask(out?: Uint8Array): Uint8Array;

  /**
   * The fast path: applies the option with this action id, without events. An option id is not an action id: it
   * is refused unless it happens to be the action id of a legal option, and then that option is played.
   *
   * @param actionId a legal action id
   * @throws {@link TongiakiError} if it is not legal now, or not a whole number in the int range; the game is
   *   unchanged
   * @example
   * ```ts
   * game.applyAction(game.legalActions()[0]);
   * ```
   */
  applyAction(actionId: number): void;

  /**
   * The fast path: plays uniformly random options without events until the game is over or `maxDecisions`
   * decisions were made; the draws those of the JVM's `Game.playRandomly` (SplitMix64 from the seed), so a seed
   * plays the same playout everywhere.
   *
   * @param seed the seed, a 64-bit integer
   * @param maxDecisions the most decisions to make (default: to the end)
   * @returns the decisions made
   * @throws {@link TongiakiError} for a bad seed or a negative `maxDecisions`
   * @example
   * ```ts
   * const playout = game.copy();
   * playout.playRandomly(42);
   * ```
   */
  playRandomly(seed: number | bigint | string, maxDecisions?: number): number;

  /**
   * A determinization: a copy whose hidden stack order is re-shuffled from the seed, consistent with everything
   * public (D-19): for search over hidden information. It has no record.
   *
   * @param seed the seed, a 64-bit integer
   * @returns the copy
   * @throws {@link TongiakiError} for a bad seed
   * @example
   * ```ts
   * const world = game.determinize(7);
   * world.playRandomly(7);
   * ```
   */
  determinize(seed: number | bigint | string): Game;
}

/**
 * Reads a tile set text (TileSetFormat) and makes it known by its name.
 *
 * @param text the tile set's text
 * @returns its name
 * @throws {@link TongiakiError} for a malformed tile set, or the official set's name on another set
 * @example
 * ```ts
 * const name = registerTileSet(text);
 * Game.start({ tileSet: name });
 * ```
 */
export declare function registerTileSet(text: string): string;

/**
 * The names of the known tile sets, 'official' first.
 *
 * @returns the names
 * @example
 * ```ts
 * tileSetNames(); // ['official']
 * ```
 */
export declare function tileSetNames(): string[];

/**
 * The text of a known tile set.
 *
 * @param name its name
 * @returns its text
 * @throws {@link TongiakiError} for an unknown name
 * @example
 * ```ts
 * tileSetText('official');
 * ```
 */
export declare function tileSetText(name: string): string;

/**
 * The canonical text of a position text.
 *
 * @param text a position text
 * @returns the canonical text (it restores the same game)
 * @throws {@link TongiakiError} for a malformed position
 * @example
 * ```ts
 * canonicalPosition(game.positionText()) === game.positionText(); // true
 * ```
 */
export declare function canonicalPosition(text: string): string;

/**
 * The view of a position for one seat (D-19): the position text without the stack's order, the stack as the tiles
 * left in tile-set order, with a `seat` line; what a player or bot may be shown.
 *
 * @param positionText a position text
 * @param seat the seat's colour (`red` or `R`)
 * @returns the view text
 * @throws {@link TongiakiError} for a malformed position, or a colour that does not play
 * @example
 * ```ts
 * viewOfPosition(game.positionText(), 'red');
 * ```
 */
export declare function viewOfPosition(positionText: string, seat: string): string;

/**
 * A view text's JSON form (PROTOCOL.md 1.5), as {@link Game.playerView} gives it: the view as JSON, whose `text` is the
 * view text again.
 *
 * @param text a view text (`tongiaki-view 1`)
 * @returns the view
 * @throws {@link TongiakiError} for a malformed view, with `line`, `column` and `expected`
 * @example
 * ```ts
 * playerViewOf(game.view('blue')).stack;
 * ```
 */
export declare function playerViewOf(text: string): PlayerView;

/**
 * The canonical text of a view text (`tongiaki-view 1`).
 *
 * @param text a view text
 * @returns its canonical text
 * @throws {@link TongiakiError} for a malformed view
 * @example
 * ```ts
 * canonicalView(game.view('blue'));
 * ```
 */
export declare function canonicalView(text: string): string;

/**
 * The canonical one-line form of a position text given in either form (CONFORMANCE.md, "The one-line form").
 *
 * @param text a position text, or its one-line form
 * @returns the lines of its canonical text joined by `"; "`
 * @throws {@link TongiakiError} for a malformed position, with `line`, `column` and `expected`
 * @example
 * ```ts
 * positionOneLine(game.positionText()) === game.positionOneLine(); // true
 * ```
 */
export declare function positionOneLine(text: string): string;

/**
 * The canonical one-line form of a view text given in either form (CONFORMANCE.md, "The one-line form").
 *
 * @param text a view text (`tongiaki-view 1`), or its one-line form
 * @returns the lines of its canonical text joined by `"; "`
 * @throws {@link TongiakiError} for a malformed view, with `line`, `column` and `expected`
 * @example
 * ```ts
 * viewOneLine(game.view('blue')) === game.viewOneLine('blue'); // true
 * ```
 */
export declare function viewOneLine(text: string): string;

/**
 * A game record's canonical text and choices.
 *
 * @param text a record's text
 * @returns its canonical text and its choices
 * @throws {@link TongiakiError} for a malformed record
 * @example
 * ```ts
 * readRecord(game.record()).choices.length;
 * ```
 */
export declare function readRecord(text: string): { text: string; choices: string[] };

/**
 * The position text of a new game with the players, start player, tile set and rule options of a position, its
 * stack shuffled with the seed and these tiles on top (a conformance vector's `shuffle` line).
 *
 * @param positionText a position text
 * @param seed the shuffle's seed, a 64-bit integer
 * @param top tile ids drawn first
 * @returns the new game's position text
 * @throws {@link TongiakiError} for a malformed position, a bad seed or an unknown tile
 * @example
 * ```ts
 * newGamePosition(game.positionText(), 5n, ['W01']);
 * ```
 */
export declare function newGamePosition(positionText: string, seed: number | bigint | string, top?: readonly string[]): string;
