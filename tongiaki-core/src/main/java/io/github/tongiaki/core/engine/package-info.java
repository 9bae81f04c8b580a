/**
 * The game: {@link io.github.tongiaki.core.engine.Game} started from a
 * {@link io.github.tongiaki.core.engine.GameSetup}, waiting for one
 * {@link io.github.tongiaki.core.engine.Decision} at a time, each offering legal
 * {@link io.github.tongiaki.core.engine.Option}s.
 */
package io.github.tongiaki.core.engine;
