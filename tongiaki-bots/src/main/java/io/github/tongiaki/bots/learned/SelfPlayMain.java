package io.github.tongiaki.bots.learned;

import io.github.tongiaki.bots.learned.NdArray.Dtype;
import io.github.tongiaki.core.engine.Game;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Self-play from the command line: plays games with {@link SelfPlay} and writes their samples to an {@code .npz} file
 * (docs/learning.md, "Samples").
 *
 * <pre>
 * java -cp tongiaki-core.jar:tongiaki-tiles.jar:tongiaki-bots.jar io.github.tongiaki.bots.learned.SelfPlayMain \
 *     --players 4 --games 100 --seed 1 [--weights w.npz] --playouts 64 --out samples.npz \
 *     [--threads 1] [--temperature-moves 30] [--noise-alpha 0.3] [--noise-weight 0.25] [--exploration 1.5] [--rollout-mix 0]
 * </pre>
 *
 * <p>Game {@code g} has the seed {@code seed + g × 0x9E3779B97F4A7C15}: the same file for the same arguments, whatever
 * the thread count. Prints one JSON line: {@code {"games":N,"samples":M,"seconds":T}}.
 */
public final class SelfPlayMain {

    private SelfPlayMain() {
    }

    /**
     * Runs self-play.
     *
     * @param args the arguments (see the class comment)
     * @throws Exception if writing fails
     */
    public static void main(String[] args) throws Exception {
        Args.run("SelfPlayMain", args, SelfPlayMain::run);
    }

    private static void run(Args a) throws Exception {
        int players = a.integer("players", null);
        int games = a.integer("games", null);
        long seed = a.longValue("seed", null);
        String weights = a.string("weights", null);
        int playouts = a.integer("playouts", null);
        Path out = Path.of(a.string("out", null));
        int threads = a.integer("threads", 1);
        SelfPlay.Settings defaults = SelfPlay.Settings.of(playouts);
        SelfPlay.Settings settings = new SelfPlay.Settings(playouts, a.doubleValue("exploration", defaults.exploration()),
                a.doubleValue("noise-alpha", defaults.noiseAlpha()), a.doubleValue("noise-weight", defaults.noiseWeight()),
                a.integer("temperature-moves", defaults.temperatureMoves()), a.doubleValue("rollout-mix", defaults.rolloutMix()));
        a.done();
        if (players < 2 || players > 6 || games < 1 || threads < 1) {
            throw new IllegalArgumentException("--players is 2..6, --games and --threads at least 1");
        }
        long start = System.nanoTime();
        Network net = weights == null ? uniform(players) : Network.read(Path.of(weights));
        Summary s = run(new SelfPlay(net, settings), players, games, seed, threads, out,
                "{\"format\":\"tongiaki-samples-1\",\"players\":" + players + ",\"games\":" + games + ",\"seed\":" + seed
                        + ",\"weights\":" + Json.quote(weights == null ? "none" : weights) + ",\"playouts\":" + playouts + "}");
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.println(String.format(Locale.ROOT, "{\"games\":%d,\"samples\":%d,\"seconds\":%.3f}", games, s.samples, seconds));
    }

    /** The all-zero network of a player count (official tile set). */
    static Network uniform(int players) {
        Game g = Game.start(players, 0);
        return Network.uniform(players, g.observationSpec().size(), ActionHeads.of(g.actionSpace()).width());
    }

    /** What a run wrote. */
    record Summary(int samples, int width) {
    }

    /**
     * Plays the games and writes the samples file.
     *
     * @return the sample count and the padded width L
     */
    static Summary run(SelfPlay play, int players, int games, long seed, int threads, Path out, String meta)
            throws IOException, InterruptedException, ExecutionException {
        int inputs = play.network().inputs();
        Path parent = out.toAbsolutePath().getParent();
        Path obsFile = Files.createTempFile(parent, "obs", ".tmp");
        List<int[]> legal = new ArrayList<>();
        List<float[]> policy = new ArrayList<>();
        List<float[]> returns = new ArrayList<>();
        List<Integer> moverCounts = new ArrayList<>();
        int width = 1;
        ExecutorService pool = threads > 1 ? Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "self-play");
            t.setDaemon(true);
            return t;
        }) : null;
        try (OutputStream obs = new BufferedOutputStream(Files.newOutputStream(obsFile), 1 << 16)) {
            // At most a few games per thread ahead of the one written next, so that memory stays bounded.
            List<Future<SelfPlay.Played>> futures = new ArrayList<>();
            int submitted = 0;
            for (int g = 0; g < games; g++) {
                SelfPlay.Played p;
                if (pool == null) {
                    p = play.play(players, seed + g * 0x9E3779B97F4A7C15L);
                } else {
                    while (submitted < games && submitted < g + 4 * threads) {
                        long gameSeed = seed + submitted * 0x9E3779B97F4A7C15L;
                        futures.add(pool.submit(() -> play.play(players, gameSeed)));
                        submitted++;
                    }
                    p = futures.get(g).get();
                    futures.set(g, null);
                }
                for (int i = 0; i < p.obs().size(); i++) {
                    Npy.writeData(obs, Dtype.FLOAT32, p.obs().get(i), 0, inputs);
                    legal.add(p.legal().get(i));
                    policy.add(p.policy().get(i));
                    returns.add(p.returns().get(i));
                    width = Math.max(width, p.legal().get(i).length);
                }
                moverCounts.add(p.obs().size());
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
        int n = legal.size();
        int l = width;
        try {
            List<Npz.Entry> entries = List.of(
                    new Npz.Entry("obs", Dtype.FLOAT32, new int[] {n, inputs}, os -> {
                        try (InputStream in = Files.newInputStream(obsFile)) {
                            in.transferTo(os);
                        }
                    }),
                    new Npz.Entry("legal", Dtype.INT32, new int[] {n, l}, os -> {
                        int[] row = new int[l];
                        for (int[] ids : legal) {
                            java.util.Arrays.fill(row, -1);
                            System.arraycopy(ids, 0, row, 0, ids.length);
                            Npy.writeData(os, Dtype.INT32, row, 0, l);
                        }
                    }),
                    new Npz.Entry("policy", Dtype.FLOAT32, new int[] {n, l}, os -> {
                        float[] row = new float[l];
                        for (float[] pi : policy) {
                            java.util.Arrays.fill(row, 0f);
                            System.arraycopy(pi, 0, row, 0, pi.length);
                            Npy.writeData(os, Dtype.FLOAT32, row, 0, l);
                        }
                    }),
                    new Npz.Entry("returns", Dtype.FLOAT32, new int[] {n, Network.VALUE_WIDTH}, os -> {
                        for (float[] r : returns) {
                            Npy.writeData(os, Dtype.FLOAT32, r, 0, Network.VALUE_WIDTH);
                        }
                    }),
                    new Npz.Entry("players", Dtype.INT32, new int[] {n}, os -> {
                        int[] p = new int[n];
                        java.util.Arrays.fill(p, players);
                        Npy.writeData(os, Dtype.INT32, p, 0, n);
                    }),
                    Npz.Entry.of("meta", Npz.utf8(meta)));
            Npz.write(out, entries);
        } finally {
            Files.deleteIfExists(obsFile);
        }
        return new Summary(n, l);
    }
}
