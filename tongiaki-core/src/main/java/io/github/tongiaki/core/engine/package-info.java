/**
 * The game: {@link io.github.tongiaki.core.engine.Game} started from a
 * {@link io.github.tongiaki.core.engine.GameSetup}, waiting for one
 * {@link io.github.tongiaki.core.engine.Decision} at a time, each offering legal
 * {@link io.github.tongiaki.core.engine.Option}s.
 *
 * <h2>The files by role</h2>
 * The public types are the API; every other file of the package is package-private machinery, named here
 * so that a reader opening the folder can tell the roles apart ("Inside the engine", {@code docs/internals.md},
 * explains the design; {@code ArchitectureTest} holds the roles' boundaries).
 * <dl>
 *   <dt>The public API (13 types)</dt>
 *   <dd>{@link io.github.tongiaki.core.engine.Game} (a game in progress and the bots' fast path),
 *       {@link io.github.tongiaki.core.engine.GameSetup} and {@link io.github.tongiaki.core.engine.TileSource}
 *       (how a game starts), {@link io.github.tongiaki.core.engine.Scenario} (a game from a described
 *       position), {@link io.github.tongiaki.core.engine.Position} (the immutable position value and its
 *       text), {@link io.github.tongiaki.core.engine.PlayerView} (what a seat may know of it: everything but the
 *       stack's order, D-19), {@link io.github.tongiaki.core.engine.Decision}, {@link io.github.tongiaki.core.engine.DecisionKind},
 *       {@link io.github.tongiaki.core.engine.Option} and {@link io.github.tongiaki.core.engine.Choice} (what is
 *       asked and what may be answered), {@link io.github.tongiaki.core.engine.ActionSpace} (fixed-size
 *       action ids of one action space, for bots and learning frameworks),
 *       {@link io.github.tongiaki.core.engine.ObservationSpec} (the layout of a seat's observation, D-19), {@link io.github.tongiaki.core.engine.GameOverException} and
 *       {@link io.github.tongiaki.core.engine.IllegalChoiceException}.</dd>
 *   <dt>The engine and its frames</dt>
 *   <dd>{@code Engine} (the frame stack, the options being written, advancing to the next decision),
 *       {@code DrawStack} (the stack's order at the start, R-SETUP-1), {@code EventLog} (the events of
 *       a game, shared by copies).</dd>
 *   <dt>The steps: one per frame kind, in the rulebook's words</dt>
 *   <dd>{@code Step} (their common shape, the registry and the dispatch switches), {@code SetupBerth},
 *       {@code TurnAction}, {@code TakeBoat}, {@code PlaceBoats}, {@code Emigrations}, {@code Voyage},
 *       {@code Landing}, {@code FreePlacement}, {@code ChanceDraw}. A step reads and writes the position
 *       text only through its own {@code pending} line ({@code Step.printPending},
 *       {@code Step.readPending}).</dd>
 *   <dt>The rules that cut across steps, one home each</dt>
 *   <dd>{@code EndOfGame} (R-END-1, D-1), {@code ClosedIslands} (D-2, R-LOOP-1, R-LOOP-2, D-10),
 *       {@code Repetition} (D-4's records, and their lines of the position text), {@code Stall} (D-15),
 *       {@code Scoring} (R-SCORE, D-11), {@code Learning} (what the learning surface reads of an engine: a
 *       seat's observation, the returns, the position hash).</dd>
 *   <dt>The offers: what a game has offered and how it is read</dt>
 *   <dd>{@code Offers} (every decision's options a game has offered, to tell a stale option from another
 *       game's) and {@code OfferedOptions} (a decision's options, their choices built when first read).</dd>
 *   <dt>The position as plain data, its text and its validator</dt>
 *   <dd>{@code State} (a position before it is checked, the one way from plain data to an engine),
 *       {@code Validator} (the one validator of positions) and {@code StepInvariants} (its part that checks
 *       what the pending step relies on, and the D-4 records), {@code PositionText} (printing and parsing
 *       the text: the header), {@code PositionParser} (reading one text, saying where a fault lies),
 *       {@code TableText} (the table's lines), {@code PendingFields} (the fields of a {@code pending} line,
 *       handed to the step that reads them).</dd>
 * </dl>
 *
 * <p>The machinery stays in this package on purpose. Moving the steps (or the position text) into a
 * package of their own would need the engine's frames, {@code State} and the decisions' builders to be
 * public (types a classpath user could mistake for API), and the engine would still name the steps (its
 * registry and dispatch) while the steps name the engine: a package cycle, which only reflection or an
 * access bridge could break. So the package is one, and this map shows its roles.
 */
package io.github.tongiaki.core.engine;
