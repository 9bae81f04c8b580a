package io.github.tongiaki.testkit;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MonitorSmokeTest {

    @Test
    void randomGamesKeepEveryInvariant() {
        SplittableRandom rnd = new SplittableRandom(5);
        for (int g = 0; g < ScaledTries.scaled(300); g++) {
            int players = 2 + g % 5;
            GameMonitor m = new GameMonitor(Game.start(GameSetup.of(players, rnd.nextLong())), g % 10 == 0);
            while (!m.game().isOver()) {
                m.applyOption(rnd.nextInt(m.game().decision().options().size()));
            }
            if (g % 25 == 0) {
                m.replay();
            }
        }
    }
}
