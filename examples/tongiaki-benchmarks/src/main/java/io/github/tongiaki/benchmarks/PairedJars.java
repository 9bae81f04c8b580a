package io.github.tongiaki.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.IntSupplier;

/**
 * A paired comparison of two builds in one process, for a machine whose speed drifts between forks: each jar (two
 * benchmark jars, or any jars with tongiaki-core, -tiles and -bots) gets its own class loader, the same
 * {@link PairedWorkloads} runs on both, and short batches alternate A, B, B, A, … so that both see the machine
 * as it is at that moment. Reports per workload each jar's rate, B / A with a bootstrap 95 % interval over the
 * pairs of batches, and the median pair. Not JMH: one process, one JIT history per jar, no forks; it answers "is B
 * faster than A here and now", which a noisy machine's forks answer badly.
 *
 * <pre>{@code java -cp benchmarks.jar io.github.tongiaki.benchmarks.PairedJars A.jar B.jar [pairs, default 40] [workloads]}</pre>
 */
public final class PairedJars {

    private static final String WORKLOADS = PairedWorkloads.class.getName();

    private PairedJars() {
    }

    /**
     * @param args two jars, then optionally the pairs of batches per workload and the workloads (comma-separated;
     *     default {@code mcts,random4,copy,decision,start})
     * @throws Exception if a jar cannot be read or a workload fails
     */
    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: PairedJars A.jar B.jar [pairs] [mcts,random4,copy,decision,start]");
            System.exit(2);
        }
        int pairs = args.length > 2 ? Integer.parseInt(args[2]) : 40;
        String[] workloads = (args.length > 3 ? args[3] : "mcts,random4,copy,decision,start").split(",");
        ClassLoader a = loader(Path.of(args[0]));
        ClassLoader b = loader(Path.of(args[1]));
        System.out.println("| workload | A (ops/s) | B (ops/s) | B / A (95 %) | median pair |");
        System.out.println("|---|---|---|---|---|");
        for (String w : workloads) {
            Side sa = new Side(a, w);
            Side sb = new Side(b, w);
            int batch = sa.calibrate(); // operations in about 0.1 s on A, the same count on B
            // Warm-up, 5 s a side: an MCTS search's JIT needs seconds to settle (a first pair of timings after ten
            // batches was 0.3 below the ratio found after more).
            for (long end = System.nanoTime() + 10_000_000_000L; System.nanoTime() < end; ) {
                sa.time(batch);
                sb.time(batch);
            }
            double[] ta = new double[pairs];
            double[] tb = new double[pairs];
            for (int p = 0; p < pairs; p++) {
                if ((p & 1) == 0) {
                    ta[p] = sa.time(batch);
                    tb[p] = sb.time(batch);
                } else {
                    tb[p] = sb.time(batch);
                    ta[p] = sa.time(batch);
                }
            }
            double ratio = sum(ta) / sum(tb);
            SplittableRandom r = new SplittableRandom(31);
            double[] boot = new double[10_000];
            for (int k = 0; k < boot.length; k++) {
                double x = 0;
                double y = 0;
                for (int i = 0; i < pairs; i++) {
                    int j = r.nextInt(pairs);
                    x += ta[j];
                    y += tb[j];
                }
                boot[k] = x / y;
            }
            Arrays.sort(boot);
            double[] each = new double[pairs];
            for (int i = 0; i < pairs; i++) {
                each[i] = ta[i] / tb[i];
            }
            Arrays.sort(each);
            System.out.printf(Locale.ROOT, "| %s | %,.0f | %,.0f | %.2f (%.2f – %.2f) | %.2f |%n", w, pairs * batch / sum(ta),
                    pairs * batch / sum(tb), ratio, boot[250], boot[9749], each[pairs / 2]);
        }
    }

    private static double sum(double[] x) {
        double s = 0;
        for (double v : x) {
            s += v;
        }
        return s;
    }

    /** A jar's loader, with {@link PairedWorkloads} defined in it from this jar's bytes. */
    private static ClassLoader loader(Path jar) throws IOException {
        if (!Files.isRegularFile(jar)) {
            throw new IOException("no such jar: " + jar);
        }
        URLClassLoader engine = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        byte[] bytes;
        try (InputStream in = PairedJars.class.getResourceAsStream("/" + WORKLOADS.replace('.', '/') + ".class")) {
            bytes = in.readAllBytes();
        }
        return new ClassLoader(engine) {
            private Class<?> defined;

            @Override
            protected synchronized Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                if (name.equals(WORKLOADS)) {
                    if (defined == null) {
                        defined = defineClass(name, bytes, 0, bytes.length);
                    }
                    return defined;
                }
                return super.loadClass(name, resolve);
            }
        };
    }

    /** One jar's side of a workload. */
    private static final class Side {
        private final ClassLoader loader;
        private final IntSupplier op;
        private long sink;

        Side(ClassLoader loader, String workload) throws ReflectiveOperationException {
            this.loader = loader;
            Thread.currentThread().setContextClassLoader(loader); // the tile set is found through it
            this.op = (IntSupplier) loader.loadClass(WORKLOADS).getMethod("create", String.class).invoke(null, workload);
        }

        int calibrate() {
            int n = 1;
            while (time(n) < 0.1 && n < 1 << 24) {
                n *= 2;
            }
            return n;
        }

        /** Seconds for n operations. */
        double time(int n) {
            Thread.currentThread().setContextClassLoader(loader);
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                sink += op.getAsInt();
            }
            double s = (System.nanoTime() - t0) / 1e9;
            if (sink == 42) {
                System.out.print("");
            }
            return s;
        }
    }
}
