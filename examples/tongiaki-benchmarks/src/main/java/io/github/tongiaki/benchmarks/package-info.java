/**
 * JMH benchmarks of the Tongiaki engine through its public API: complete random games, peer-like games,
 * games with a larger tile set, starting a game, games on the typed API, MCTS playouts of the examples'
 * bot, copies of a mid-game state, legal option generation and applying options. Run them with
 * {@code java -jar examples/tongiaki-benchmarks/target/benchmarks.jar} (see docs/performance.md).
 */
package io.github.tongiaki.benchmarks;
