package io.github.tongiaki.benchmarks;

import io.github.tongiaki.bots.MctsBot;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.util.SplittableRandom;
import java.util.function.IntSupplier;

/**
 * The work {@link PairedJars} times, written against the public API only: {@link PairedJars} defines this class
 * anew in each jar's class loader, so the same code runs on either jar's engine. Lambdas only (an inner class would
 * be another class file to define).
 */
public final class PairedWorkloads {

    private PairedWorkloads() {
    }

    /**
     * One operation of a workload.
     *
     * @param name {@code mcts} (one {@code MctsBot} search of 1,000 playouts at the first decision of a 4-player game,
     *     as {@link MctsBenchmark#search()}), {@code random4} (a random 4-player game on the fast path, as
     *     {@link RandomGameBenchmark}), {@code copy} (a copy of a 4-player game at turn 12), {@code decision} (the
     *     typed decision of such a copy, its options counted) or {@code start}
     *     ({@code Game.start} of a 4-player game, a new seed each time)
     * @return the operation; its result only feeds a sink
     * @throws IllegalArgumentException for another name
     */
    public static IntSupplier create(String name) {
        switch (name) {
            case "mcts": {
                Game start = Game.start(GameSetup.of(4, 2004));
                MctsBot bot = new MctsBot(1000, 42);
                return () -> bot.chooseId(start);
            }
            case "random4": {
                Game start = Game.start(GameSetup.of(4, 2004));
                SplittableRandom random = new SplittableRandom(42);
                return () -> {
                    Game g = start.determinize(random.nextLong());
                    while (!g.isOver()) {
                        g.applyOptionQuietly(random.nextInt(g.optionCount()));
                    }
                    return g.decisionNumber();
                };
            }
            case "copy": {
                Game mid = midGame();
                return () -> mid.copy().decisionNumber();
            }
            case "decision": {
                Game mid = midGame();
                return () -> mid.copy().decision().options().size();
            }
            case "start": {
                long[] seed = {1};
                return () -> Game.start(GameSetup.of(4, seed[0]++)).decisionNumber();
            }
            default:
                throw new IllegalArgumentException("no workload " + name + " (mcts, random4, copy, decision, start)");
        }
    }

    /** A 4-player game at turn 12, played at random. */
    private static Game midGame() {
        Game mid = Game.start(GameSetup.of(4, 2004));
        SplittableRandom random = new SplittableRandom(12);
        while (mid.turn() < 12 && !mid.isOver()) {
            mid.applyOptionQuietly(random.nextInt(mid.optionCount()));
        }
        return mid;
    }
}
