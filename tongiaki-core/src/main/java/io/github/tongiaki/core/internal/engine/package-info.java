/**
 * The engine's machinery (issue 46): not exported, not API; may change in any release. The API is
 * {@code io.github.tongiaki.core.engine}, whose types delegate here, as the JDK's {@code java.lang.classfile}
 * delegates to {@code jdk.internal.classfile.impl}. Only the engine's API and this package use it
 * ({@code ArchitectureTest}); the classes the API needs are public (the package is not exported), the steps
 * stay package-private. "Inside the engine", {@code docs/internals.md}, explains the design.
 *
 * <h2>The files by role</h2>
 * <dl>
 *   <dt>Behind the API's types</dt>
 *   <dd>{@code Play} (a game's bookkeeping behind {@code Game}: the pending decision and its number, the
 *       checks and messages of every way to apply a choice, the event log, the bots' fast path, the action ids,
 *       observations and returns), {@code History} (the undo history), {@code ActionIds} (the action space's
 *       offsets and encodings behind {@code ActionSpace}), {@code PositionData} (what a {@code Position}
 *       holds).</dd>
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
 * <p>The API and the machinery use each other (the API delegates to the machinery; the machinery builds the
 * API's decisions, choices and options), so {@code ArchitectureTest} counts them as one slice and one layer.
 * The machinery needs nothing package-private of the API: the API hands it what it holds ({@code Play},
 * {@code ActionIds}, {@code PositionData}) and builds its own values from them, so no access bridge is needed.
 */
package io.github.tongiaki.core.internal.engine;
