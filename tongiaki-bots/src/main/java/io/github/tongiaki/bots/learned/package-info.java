/**
 * A bot that learned to play by self-play: {@link io.github.tongiaki.bots.learned.LearnedBot}, its network
 * ({@link io.github.tongiaki.bots.learned.Network}, evaluated in plain Java), the factored action heads of its policy,
 * NumPy's {@code .npy}/{@code .npz} formats, and the command-line mains of the training pipeline
 * ({@link io.github.tongiaki.bots.learned.SelfPlayMain}, {@link io.github.tongiaki.bots.learned.EvaluateMain}). JDK
 * only; the formats are in docs/learning.md.
 */
package io.github.tongiaki.bots.learned;
