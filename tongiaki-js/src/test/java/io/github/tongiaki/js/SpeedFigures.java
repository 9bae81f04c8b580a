package io.github.tongiaki.js;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;

/**
 * The JVM's figures of the functions {@code src/test/node/figures.mjs} times in Node (docs/maintainers/javascript.md):
 * the same facade code, the same games. Not a test: after a build,
 * <pre>
 * java -cp tongiaki-js/target/test-classes:tongiaki-js/target/classes:tongiaki-core/target/classes:tongiaki-tiles/target/classes \
 *     io.github.tongiaki.js.SpeedFigures [seconds]
 * </pre>
 */
public final class SpeedFigures {

    private SpeedFigures() {
    }

    /**
     * Prints the figures.
     *
     * @param args the seconds of each measurement (default 10)
     */
    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 10;
        long t = System.nanoTime();
        Game.start(GameSetup.of(4, 1));
        System.out.printf("first Game.start: %.1f ms%n", (System.nanoTime() - t) / 1e6);
        for (int i = 0; i < 20_000; i++) {
            Game.start(GameSetup.of(4, i));
        }
        int starts = 100_000;
        t = System.nanoTime();
        for (int i = 0; i < starts; i++) {
            Game.start(GameSetup.of(4, i));
        }
        System.out.printf("Game.start, warm: %.1f µs a game%n", (System.nanoTime() - t) / 1e3 / starts);
        Tongiaki.randomGames(4, 0, 20_000); // warm-up
        long games = 0;
        long decisions = 0;
        long begin = System.nanoTime();
        while (System.nanoTime() - begin < seconds * 1e9) {
            decisions += Tongiaki.randomGames(4, (int) games + 1000, 1000);
            games += 1000;
        }
        double s = (System.nanoTime() - begin) / 1e9;
        System.out.printf("random 4-player games, engine only (randomGames: Game.start, applyOptionQuietly): %.0f games/s (%.1f decisions a game, %d games)%n",
                games / s, (double) decisions / games, games);
    }
}
