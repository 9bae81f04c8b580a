package io.github.tongiaki.benchmarks;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A rough cross-check of the JMH figures on a busy machine: the same work as {@link RandomGameBenchmark}
 * and {@link StateBenchmark#copy()}, timed by the thread's CPU time rather than the wall clock, so time
 * the thread spends waiting for a core does not count. Not a replacement for JMH (no forks, no
 * statistics); {@code java -cp examples/tongiaki-benchmarks/target/benchmarks.jar
 * io.github.tongiaki.benchmarks.CpuTime [seconds per measurement, default 5]}.
 */
public final class CpuTime {

    private CpuTime() {
    }

    /**
     * @param args seconds per measurement (optional)
     */
    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (int players : new int[] {2, 4, 6}) {
            Game start = Game.start(GameSetup.of(players, 2004));
            SplittableRandom random = new SplittableRandom(42);
            measure(mx, seconds / 2, () -> RandomGameBenchmark.play(start.determinize(random.nextLong()), random)); // warm-up
            double perSecond = measure(mx, seconds, () -> RandomGameBenchmark.play(start.determinize(random.nextLong()), random));
            System.out.printf(Locale.ROOT, "random %d-player games: %,.0f games per CPU second%n", players, perSecond);
        }
        Game mid = Positions.midGame(4, 2004, 12);
        measure(mx, seconds / 2, () -> mid.copy().decisionNumber());
        double copies = measure(mx, seconds, () -> mid.copy().decisionNumber());
        System.out.printf(Locale.ROOT, "copy of a mid-game state: %.0f ns of CPU time%n", 1e9 / copies);
    }

    /** Runs the task repeatedly for about the given CPU time; returns runs per CPU second. */
    private static double measure(ThreadMXBean mx, double seconds, java.util.function.IntSupplier task) {
        long budget = (long) (seconds * 1e9);
        long c0 = mx.getCurrentThreadCpuTime();
        long runs = 0;
        long sink = 0;
        long used;
        do {
            for (int i = 0; i < 100; i++) {
                sink += task.getAsInt();
            }
            runs += 100;
            used = mx.getCurrentThreadCpuTime() - c0;
        } while (used < budget);
        if (sink == 42) {
            System.out.print("");
        }
        return runs / (used / 1e9);
    }
}
