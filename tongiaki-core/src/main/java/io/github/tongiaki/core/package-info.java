/**
 * The Tongiaki rules engine: {@link io.github.tongiaki.core.Version} names this engine and the rules revision it
 * plays; the game itself is in {@link io.github.tongiaki.core.engine}, its texts in
 * {@link io.github.tongiaki.core.notation}.
 */
package io.github.tongiaki.core;
