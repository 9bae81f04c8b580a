/**
 * The game: {@link io.github.tongiaki.core.engine.Game} started from a
 * {@link io.github.tongiaki.core.engine.GameSetup}, waiting for one
 * {@link io.github.tongiaki.core.engine.Decision} at a time, each offering legal
 * {@link io.github.tongiaki.core.engine.Option}s.
 *
 * <h2>The API and its machinery</h2>
 * This package is the engine's API: the public types below, which users import, and nothing else. The turn
 * machinery behind them lies in {@code io.github.tongiaki.core.internal.engine}, which the module does not export
 * (issue 46), as the JDK keeps {@code java.lang.classfile} apart from {@code jdk.internal.classfile.impl}; its
 * package Javadoc maps its files by role ("Inside the engine", {@code docs/internals.md}, explains the design;
 * {@code ArchitectureTest} holds the boundaries).
 * <dl>
 *   <dt>The public API (14 types)</dt>
 *   <dd>{@link io.github.tongiaki.core.engine.Game} (a game in progress and the bots' fast path: a facade over
 *       the machinery),
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
 * </dl>
 *
 * <p>No public signature of these types names a machinery type; the API reaches the machinery through
 * package-private fields and constructors ({@code Game}'s {@code Play}, {@code ActionSpace}'s {@code ActionIds},
 * {@code Position}'s {@code PositionData}), and the machinery builds the API's decisions, choices and options
 * through their public constructors: no access bridge and no reflection is needed.
 */
package io.github.tongiaki.core.engine;
