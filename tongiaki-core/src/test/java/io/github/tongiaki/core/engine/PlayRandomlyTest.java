package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.internal.Shuffle;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link Game#playRandomly}: a random playout in one call, with the draws its Javadoc specifies. */
class PlayRandomlyTest {

    private static GameSetup setup(int players, long seed) {
        return GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(TestTiles.official())
                .tileSource(TileSource.shuffled(seed)).build();
    }

    @Test
    @DisplayName("playRandomly is applyOptionQuietly of the specified draws (SplitMix64, Lemire's method), decision by decision")
    void playsTheSpecifiedDraws() {
        for (long seed = 0; seed < 200; seed++) {
            Game start = Game.start(setup(2 + (int) (seed % 5), seed));
            Game a = start.copy();
            Game b = start.copy();
            int made = a.playRandomly(seed * 31, Integer.MAX_VALUE);
            // the specification, spelled out: SplitMix64's next output, its high 32 bits times n, Lemire's rejection
            Shuffle g = new Shuffle(seed * 31);
            int count = 0;
            while (!b.isOver()) {
                long n = b.optionCount();
                long m;
                do {
                    m = (g.next() >>> 32) * n;
                } while ((m & 0xFFFF_FFFFL) < (0x1_0000_0000L - n) % n);
                b.applyOptionQuietly((int) (m >>> 32));
                count++;
            }
            assertThat(made).isEqualTo(count);
            assertThat(a.isOver()).isTrue();
            assertThat(a.decisionNumber()).isEqualTo(b.decisionNumber());
            assertThat(a.position().text()).isEqualTo(b.position().text());
            assertThat(a.lastEvents()).isEmpty();
        }
    }

    @Test
    @DisplayName("playRandomly stops after the decisions asked for, and the game goes on from there")
    void stopsAfterTheLimit() {
        Game game = Game.start(setup(4, 2004));
        Game copy = game.copy();
        assertThat(game.playRandomly(5, 0)).isZero();
        assertThat(game.position().text()).isEqualTo(copy.position().text());
        assertThat(game.playRandomly(5, 17)).isEqualTo(17);
        assertThat(game.decisionNumber()).isEqualTo(copy.decisionNumber() + 17);
        assertThat(game.decision().options()).isNotEmpty();
        int rest = game.playRandomly(6, Integer.MAX_VALUE);
        assertThat(game.isOver()).isTrue();
        assertThat(game.playRandomly(7, 10)).as("a finished game makes no decision").isZero();
        assertThat(rest).isPositive();
    }

    @Test
    @DisplayName("playRandomly refuses a negative number of decisions and leaves the game as it was")
    void refusesANegativeLimit() {
        Game game = Game.start(setup(3, 1));
        String before = game.position().text();
        assertThatThrownBy(() -> game.playRandomly(1, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-1");
        assertThat(game.position().text()).isEqualTo(before);
    }
}
