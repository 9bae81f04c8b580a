package io.github.tongiaki.bots.learned;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.bots.Match;
import io.github.tongiaki.bots.TimeControl;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LearnedBotTest {

    /** A random network of the right shape for a player count (small hidden layers), written to a file. */
    static Path randomNetwork(Path dir, int players, long seed) throws IOException {
        Game g = Game.start(players, 0);
        int o = g.observationSpec().size();
        int h1 = 16;
        int h2 = 8;
        SplittableRandom r = new SplittableRandom(seed);
        Map<String, NdArray> m = new LinkedHashMap<>();
        m.put("w0", NdArray.of(random(r, o * h1, 0.3), o, h1));
        m.put("b0", NdArray.of(random(r, h1, 0.1), h1));
        m.put("w1", NdArray.of(random(r, h1 * h2, 0.3), h1, h2));
        m.put("b1", NdArray.of(random(r, h2, 0.1), h2));
        m.put("wp", NdArray.of(random(r, h2 * 154, 0.5), h2, 154));
        m.put("bp", NdArray.of(random(r, 154, 0.1), 154));
        m.put("wv", NdArray.of(random(r, h2 * 6, 0.3), h2, 6));
        m.put("bv", NdArray.of(new float[6], 6));
        m.put("meta", Npz.utf8("{\"format\":\"tongiaki-net-1\",\"players\":" + players + ",\"obs_size\":" + o
                + ",\"heads\":[8,65,65,16],\"tile_set\":\"official\",\"made_by\":{\"command\":\"test\",\"seed\":" + seed + "}}"));
        Path file = dir.resolve("net" + players + "-" + seed + ".npz");
        Npz.write(file, m);
        return file;
    }

    private static float[] random(SplittableRandom r, int n, double scale) {
        float[] f = new float[n];
        for (int i = 0; i < n; i++) {
            f[i] = (float) ((r.nextDouble() * 2 - 1) * scale);
        }
        return f;
    }

    private static Match.Result play(GameSetup setup, LongFunction<Bot> bots, TimeControl clocks) {
        List<Bot> seats = new ArrayList<>();
        for (int s = 0; s < setup.players().size(); s++) {
            seats.add(bots.apply(100 + s));
        }
        return Match.play(setup, seats, 7, Match.Path.FAST, null, clocks);
    }

    @Test
    void itPlaysOnlyLegalMovesFromItsViewAndIsDeterministicForASeed(@TempDir Path dir) throws IOException {
        for (int players : new int[] {2, 4}) {
            Network net = Network.read(randomNetwork(dir, players, players));
            LongFunction<Bot> bots = seed -> new LearnedBot(net, LearnedBot.Settings.playouts(8), seed);
            GameSetup setup = GameSetup.of(players, 11);
            Match.Result a = play(setup, bots, TimeControl.NONE);
            assertThat(a.failed()).as("%s", a.failure()).isFalse();
            assertThat(a.standings()).hasSize(players);
            Match.Result b = play(setup, bots, TimeControl.NONE);
            assertThat(b.optionIds()).containsExactly(a.optionIds());
        }
    }

    @Test
    void withoutShippedWeightsItFallsBackToTheUniformNetwork() {
        Game g = Game.start(5, 3);
        LearnedBot bot = new LearnedBot(LearnedBot.Settings.playouts(4), 1);
        if (LearnedBot.shippedNetwork(5) == null) {
            assertThat(bot.network(g).isZero()).isTrue();
        }
        int id = bot.chooseId(g);
        assertThat(id).isBetween(0, g.optionCount() - 1);
    }

    @Test
    void theShippedWeightsFitTheirPlayerCountAndSayWhoMadeThem() {
        for (int players = 2; players <= 6; players++) {
            Network n = LearnedBot.shippedNetwork(players);
            if (n == null) {
                continue;
            }
            Game g = Game.start(players, 1);
            assertThat(n.players()).isEqualTo(players);
            assertThat(n.inputs()).isEqualTo(g.observationSpec().size());
            assertThat(n.policyWidth()).isEqualTo(ActionHeads.of(g.actionSpace()).width());
            assertThat(n.meta()).contains("\"made_by\"", "\"command\"", "\"seed\"", "\"commit\"");
            int id = new LearnedBot(LearnedBot.Settings.playouts(4), 1).chooseId(g);
            assertThat(id).isBetween(0, g.optionCount() - 1);
        }
    }

    @Test
    void itStaysWithinItsTimeBudgetAndTheClock(@TempDir Path dir) throws IOException {
        Network net = Network.read(randomNetwork(dir, 2, 5));
        // a time budget only: the search must stop by itself (a generous per-move clock: no loss on time)
        Match.Result r = play(GameSetup.of(2, 4), seed -> new LearnedBot(net, LearnedBot.Settings.timeBudget(Duration.ofMillis(3)),
                seed), TimeControl.perMove(Duration.ofSeconds(5)));
        assertThat(r.failed()).as("%s", r.failure()).isFalse();
        assertThat(r.lostOnTime()).isFalse();
        // the clock bounds a search that has no budget of its own
        LearnedBot unbounded = new LearnedBot(net, new LearnedBot.Settings(0, Duration.ofMinutes(10)), 1);
        Game g = Game.start(2, 9);
        long start = System.nanoTime();
        unbounded.clock(Duration.ofMillis(40), TimeControl.UNLIMITED);
        unbounded.chooseId(g);
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(5_000);
        assertThat(unbounded.lastEvaluations()).isPositive();
    }

    @Test
    void aNetworkOfAnotherPlayerCountIsAClearError(@TempDir Path dir) throws IOException {
        LearnedBot bot = LearnedBot.fromFile(randomNetwork(dir, 2, 1), LearnedBot.Settings.playouts(2), 1);
        assertThatThrownBy(() -> bot.chooseId(Game.start(3, 1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the network is for 2 players");
        Path broken = dir.resolve("broken.npz");
        Files.write(broken, Arrays.copyOf(Files.readAllBytes(randomNetwork(dir, 2, 2)), 500));
        assertThatThrownBy(() -> LearnedBot.fromFile(broken, LearnedBot.Settings.playouts(2), 1)).isInstanceOf(IOException.class)
                .hasMessageContaining("broken.npz");
    }

    @Test
    void settingsNeedAPlayoutCountOrATimeBudget() {
        assertThatThrownBy(() -> new LearnedBot.Settings(0, Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> LearnedBot.Settings.playouts(0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(new LearnedBot(LearnedBot.Settings.playouts(3), 1)).hasToString("learned(3 playouts)");
    }
}
