/**
 * Bots that play Tongiaki through the public API of {@code tongiaki-core}: {@link io.github.tongiaki.bots.Bot}
 * and the shipped players {@link io.github.tongiaki.bots.RandomBot}, {@link io.github.tongiaki.bots.GreedyBot}
 * and {@link io.github.tongiaki.bots.MctsBot}.
 */
package io.github.tongiaki.bots;
