package io.github.tongiaki.bots.learned;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;

/**
 * The policy and value network of {@link LearnedBot}: a multi-layer perceptron evaluated in plain Java.
 *
 * <p>{@code x → relu(x·w0 + b0) → relu(·w1 + b1)}, then two linear heads: the policy logits ({@code wp}, {@code bp};
 * the four action heads one after another, {@link ActionHeads}) and the value ({@code wv}, {@code bv}: six outputs, the
 * predicted final return of each seat relative to the player to move, index 0 the player to move, 1 the next seat
 * clockwise, …). The input is the player to move's observation ({@code Game.observe}).
 *
 * <p><b>The file</b> is an {@code .npz} archive ({@link Npz}) of float32 arrays {@code w0} [O, H1], {@code b0} [H1],
 * {@code w1} [H1, H2], {@code b1} [H2], {@code wp} [H2, A], {@code bp} [A], {@code wv} [H2, 6], {@code bv} [6] and
 * {@code meta}, a uint8 array of UTF-8 JSON: {@code {"format":"tongiaki-net-1","players":P,"obs_size":O,
 * "heads":[8,65,65,16],"tile_set":"official","made_by":{...}}} (docs/learning.md).
 *
 * <p>The weights are immutable and shared; {@link #forward} writes into a {@link Scratch} the caller owns (one per
 * thread), so an evaluation allocates nothing. The first layer skips the observation's zeros (most of it), the second
 * the hidden units that relu cut to zero. An all-zero network is recognised and answers uniform logits and value 0
 * without computing.
 */
public final class Network {

    /** The most bytes a weights file's arrays may hold together (a few MB are expected). */
    public static final long MAX_BYTES = 256L << 20;

    /** The number of value outputs (seats relative to the player to move; only the first P are used). */
    public static final int VALUE_WIDTH = 6;

    private final int inputs;
    private final int h1;
    private final int h2;
    private final int policy;
    private final float[] w0;
    private final float[] b0;
    private final float[] w1;
    private final float[] b1;
    private final float[] wp;
    private final float[] bp;
    private final float[] wv;
    private final float[] bv;
    private final boolean zero;
    private final int players;
    private final String meta;

    /** The buffers of one evaluation: the hidden layers and the outputs, reused from call to call. */
    public static final class Scratch {
        final float[] hidden1;
        final float[] hidden2;
        /** The indices of a layer's nonzero inputs (most of an observation is zeros, and ReLU zeros about half a layer). */
        final int[] nonzero;
        /** The policy logits of the last {@link #forward}. */
        public final float[] logits;
        /** The value outputs of the last {@link #forward}. */
        public final float[] value = new float[VALUE_WIDTH];

        Scratch(Network n) {
            hidden1 = new float[n.h1];
            hidden2 = new float[n.h2];
            nonzero = new int[Math.max(n.inputs, Math.max(n.h1, n.h2))];
            logits = new float[n.policy];
        }
    }

    private Network(int players, int inputs, int h1, int h2, int policy, float[] w0, float[] b0, float[] w1, float[] b1,
            float[] wp, float[] bp, float[] wv, float[] bv, String meta) {
        this.players = players;
        this.inputs = inputs;
        this.h1 = h1;
        this.h2 = h2;
        this.policy = policy;
        this.w0 = w0;
        this.b0 = b0;
        this.w1 = w1;
        this.b1 = b1;
        this.wp = wp;
        this.bp = bp;
        this.wv = wv;
        this.bv = bv;
        this.meta = meta;
        this.zero = allZero(w0) && allZero(b0) && allZero(w1) && allZero(b1) && allZero(wp) && allZero(bp) && allZero(wv)
                && allZero(bv);
    }

    /**
     * {@return the all-zero network: a uniform prior and value 0, no weights file}
     *
     * @param players the player count
     * @param inputs the observation's length
     * @param policyWidth the number of policy logits
     */
    public static Network uniform(int players, int inputs, int policyWidth) {
        return new Network(players, inputs, 1, 1, policyWidth, new float[inputs], new float[1], new float[1], new float[1],
                new float[policyWidth], new float[policyWidth], new float[VALUE_WIDTH], new float[VALUE_WIDTH],
                "{\"format\":\"tongiaki-net-1\",\"players\":" + players + ",\"obs_size\":" + inputs + ",\"uniform\":true}");
    }

    /**
     * Reads a weights file.
     *
     * @param file the {@code .npz} file
     * @return the network
     * @throws IOException if the file cannot be read or is no such network (the message says what is wrong)
     */
    public static Network read(Path file) throws IOException {
        try {
            return of(Npz.read(file, MAX_BYTES));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads a weights archive from a stream.
     *
     * @param in the archive (closed by the caller)
     * @return the network
     * @throws IOException if it cannot be read or is no such network
     */
    public static Network read(InputStream in) throws IOException {
        try {
            return of(Npz.read(in, MAX_BYTES));
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /**
     * {@return the network of the arrays of a weights file}
     *
     * @param arrays the arrays by name
     * @throws IllegalArgumentException if an array is missing, not float32, or of a shape that does not fit the others
     */
    public static Network of(Map<String, NdArray> arrays) {
        NdArray metaArray = arrays.get("meta");
        if (metaArray == null) {
            throw new IllegalArgumentException("a network file needs the array 'meta' (UTF-8 JSON); it has " + arrays.keySet());
        }
        String meta = Npz.text(metaArray);
        if (!"tongiaki-net-1".equals(Json.string(meta, "format"))) {
            throw new IllegalArgumentException("a network's meta has \"format\":\"tongiaki-net-1\", got " + meta);
        }
        int players = Json.integer(meta, "players");
        float[] w0 = floats(arrays, "w0", 2);
        int inputs = arrays.get("w0").shape()[0];
        int h1 = arrays.get("w0").shape()[1];
        float[] b0 = floats(arrays, "b0", 1);
        float[] w1 = floats(arrays, "w1", 2);
        int h2 = arrays.get("w1").shape()[1];
        float[] b1 = floats(arrays, "b1", 1);
        float[] wp = floats(arrays, "wp", 2);
        int policy = arrays.get("wp").shape()[1];
        float[] bp = floats(arrays, "bp", 1);
        float[] wv = floats(arrays, "wv", 2);
        float[] bv = floats(arrays, "bv", 1);
        shape(arrays, "b0", h1);
        shape(arrays, "w1", h1, h2);
        shape(arrays, "b1", h2);
        shape(arrays, "wp", h2, policy);
        shape(arrays, "bp", policy);
        shape(arrays, "wv", h2, VALUE_WIDTH);
        shape(arrays, "bv", VALUE_WIDTH);
        Integer obs = Json.integerOrNull(meta, "obs_size");
        if (obs != null && obs != inputs) {
            throw new IllegalArgumentException("the meta's obs_size " + obs + " is not w0's " + inputs + " rows");
        }
        return new Network(players, inputs, h1, h2, policy, w0, b0, w1, b1, wp, bp, wv, bv, meta);
    }

    private static float[] floats(Map<String, NdArray> arrays, String name, int dims) {
        NdArray a = arrays.get(name);
        if (a == null) {
            throw new IllegalArgumentException("a network file needs the array '" + name + "'; it has " + arrays.keySet());
        }
        if (a.dtype() != NdArray.Dtype.FLOAT32) {
            throw new IllegalArgumentException("the array '" + name + "' is " + a.dtype() + ", a network's weights are float32");
        }
        if (a.shape().length != dims) {
            throw new IllegalArgumentException("the array '" + name + "' has shape " + Arrays.toString(a.shape()) + ", expected "
                    + dims + " dimensions");
        }
        return a.floats();
    }

    private static void shape(Map<String, NdArray> arrays, String name, int... shape) {
        if (!Arrays.equals(arrays.get(name).shape(), shape)) {
            throw new IllegalArgumentException("the array '" + name + "' has shape " + Arrays.toString(arrays.get(name).shape())
                    + ", the other arrays give " + Arrays.toString(shape));
        }
    }

    /** {@return new buffers for {@link #forward}} */
    public Scratch scratch() {
        return new Scratch(this);
    }

    /**
     * Evaluates the network: {@code s.logits} and {@code s.value} hold the outputs afterwards. Allocates nothing.
     *
     * @param x the observation, at least {@link #inputs()} long (only the first {@code inputs()} are read)
     * @param s this network's scratch
     */
    public void forward(float[] x, Scratch s) {
        float[] logits = s.logits;
        float[] value = s.value;
        if (zero) {
            Arrays.fill(logits, 0f);
            Arrays.fill(value, 0f);
            return;
        }
        float[] a = s.hidden1;
        int[] nz = s.nonzero;
        System.arraycopy(b0, 0, a, 0, h1);
        accumulate(x, nz, nonzero(x, inputs, nz), w0, h1, a);
        relu(a);
        float[] b = s.hidden2;
        System.arraycopy(b1, 0, b, 0, h2);
        accumulate(a, nz, nonzero(a, h1, nz), w1, h2, b);
        relu(b);
        System.arraycopy(bp, 0, logits, 0, policy);
        System.arraycopy(bv, 0, value, 0, VALUE_WIDTH);
        int k = nonzero(b, h2, nz);
        accumulate(b, nz, k, wp, policy, logits);
        for (int r = 0; r < k; r++) {
            int i = nz[r];
            float bi = b[i];
            int vrow = i * VALUE_WIDTH;
            for (int j = 0; j < VALUE_WIDTH; j++) {
                value[j] += bi * wv[vrow + j];
            }
        }
    }

    /** Writes the indices of the nonzero entries of {@code v[0..n)} to {@code into}, ascending; returns how many. */
    private static int nonzero(float[] v, int n, int[] into) {
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (v[i] != 0f) {
                into[k++] = i;
            }
        }
        return k;
    }

    /**
     * {@code y[0..n) += Σ x[i] · w[i·n .. i·n + n)} over the rows {@code i} listed in {@code rows[0..k)}. Four rows a pass:
     * {@code y} is read and written once for four rows of weights, not once for each, which about halves the memory
     * traffic of a layer (the JIT compiles the inner loop to vector instructions).
     */
    private static void accumulate(float[] x, int[] rows, int k, float[] w, int n, float[] y) {
        int r = 0;
        for (; r + 4 <= k; r += 4) {
            int i0 = rows[r];
            int i1 = rows[r + 1];
            int i2 = rows[r + 2];
            int i3 = rows[r + 3];
            float a0 = x[i0];
            float a1 = x[i1];
            float a2 = x[i2];
            float a3 = x[i3];
            int o0 = i0 * n;
            int o1 = i1 * n;
            int o2 = i2 * n;
            int o3 = i3 * n;
            for (int j = 0; j < n; j++) {
                y[j] += a0 * w[o0 + j] + a1 * w[o1 + j] + a2 * w[o2 + j] + a3 * w[o3 + j];
            }
        }
        for (; r < k; r++) {
            axpy(x[rows[r]], w, rows[r] * n, y, n);
        }
    }

    /** {@code y[0..n) += a · w[off..off + n)}: one simple loop, which the JIT compiles to vector instructions. */
    private static void axpy(float a, float[] w, int off, float[] y, int n) {
        for (int j = 0; j < n; j++) {
            y[j] += a * w[off + j];
        }
    }

    private static void relu(float[] v) {
        for (int j = 0; j < v.length; j++) {
            if (v[j] < 0f) {
                v[j] = 0f;
            }
        }
    }

    private static boolean allZero(float[] a) {
        for (float f : a) {
            if (f != 0f) {
                return false;
            }
        }
        return true;
    }

    /** {@return the player count the network was trained for} */
    public int players() {
        return players;
    }

    /** {@return the observation's length} */
    public int inputs() {
        return inputs;
    }

    /** {@return the number of policy logits} */
    public int policyWidth() {
        return policy;
    }

    /** {@return the hidden layers' widths} */
    public int[] hidden() {
        return new int[] {h1, h2};
    }

    /** {@return whether every weight is zero (a uniform prior and value 0)} */
    public boolean isZero() {
        return zero;
    }

    /** {@return the meta JSON (its {@code made_by} says which command, seed and commit made the weights)} */
    public String meta() {
        return meta;
    }

    /**
     * {@return the arrays of the network, as a weights file holds them}
     */
    public Map<String, NdArray> arrays() {
        Map<String, NdArray> m = new java.util.LinkedHashMap<>();
        m.put("w0", NdArray.of(w0, inputs, h1));
        m.put("b0", NdArray.of(b0, h1));
        m.put("w1", NdArray.of(w1, h1, h2));
        m.put("b1", NdArray.of(b1, h2));
        m.put("wp", NdArray.of(wp, h2, policy));
        m.put("bp", NdArray.of(bp, policy));
        m.put("wv", NdArray.of(wv, h2, VALUE_WIDTH));
        m.put("bv", NdArray.of(bv, VALUE_WIDTH));
        m.put("meta", Npz.utf8(meta));
        return m;
    }

    @Override
    public String toString() {
        return zero ? "uniform network (" + players + " players)" : "network " + inputs + "-" + h1 + "-" + h2 + "-" + policy + "+"
                + VALUE_WIDTH + " (" + players + " players)";
    }

    static Network requireFits(Network n, int players, int inputs, int policyWidth) {
        Objects.requireNonNull(n, "network");
        if (n.players != players || n.inputs != inputs || n.policy != policyWidth) {
            throw new IllegalArgumentException("the network is for " + n.players + " players, " + n.inputs + " inputs and "
                    + n.policy + " policy logits; this game has " + players + " players, observations of " + inputs
                    + " floats and " + policyWidth + " logits");
        }
        return n;
    }
}
