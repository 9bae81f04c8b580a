/**
 * JMH benchmarks of the Tongiaki engine through its public API: complete random games, copies of a
 * mid-game state, legal option generation and applying options. Run them with
 * {@code java -jar examples/tongiaki-benchmarks/target/benchmarks.jar} (see the README).
 */
package io.github.tongiaki.benchmarks;
