package io.github.tongiaki.bots.learned;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Java forward pass against NumPy's (tongiaki-bots/src/test/python/make_fixtures.py), and the action heads. */
class NetworkTest {

    @Test
    void theJavaForwardPassEqualsNumPysOnThreeInputs() throws IOException {
        Network net = Network.read(new ByteArrayInputStream(NpzTest.resource("tiny-net.npz")));
        Map<String, NdArray> expected = NpzTest.read(NpzTest.resource("tiny-forward.npz"));
        int o = net.inputs();
        assertThat(o).isEqualTo(12);
        assertThat(net.players()).isEqualTo(2);
        assertThat(net.meta()).contains("\"made_by\"");
        float[] x = expected.get("x").floats();
        float[] logits = expected.get("logits").floats();
        float[] value = expected.get("value").floats();
        int a = net.policyWidth();
        Network.Scratch s = net.scratch();
        for (int row = 0; row < 3; row++) {
            net.forward(Arrays.copyOfRange(x, row * o, row * o + o), s);
            for (int j = 0; j < a; j++) {
                assertThat(s.logits[j]).as("row %d logit %d", row, j).isCloseTo(logits[row * a + j], within(1e-4f));
            }
            for (int j = 0; j < 6; j++) {
                assertThat(s.value[j]).as("row %d value %d", row, j).isCloseTo(value[row * 6 + j], within(1e-4f));
            }
        }
    }

    @Test
    void theForwardPassEqualsAPlainDenseOneForAnyCountOfNonzeroInputs() {
        // rows are summed four at a time, then one by one: every count of nonzeros, and sizes not a multiple of four
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(49);
        int o = 29;
        int h1 = 13;
        int h2 = 11;
        int p = 154;
        Map<String, NdArray> m = new LinkedHashMap<>();
        m.put("w0", NdArray.of(randoms(rnd, o * h1), o, h1));
        m.put("b0", NdArray.of(randoms(rnd, h1), h1));
        m.put("w1", NdArray.of(randoms(rnd, h1 * h2), h1, h2));
        m.put("b1", NdArray.of(randoms(rnd, h2), h2));
        m.put("wp", NdArray.of(randoms(rnd, h2 * p), h2, p));
        m.put("bp", NdArray.of(randoms(rnd, p), p));
        m.put("wv", NdArray.of(randoms(rnd, h2 * 6), h2, 6));
        m.put("bv", NdArray.of(randoms(rnd, 6), 6));
        m.put("meta", Npz.utf8("{\"format\":\"tongiaki-net-1\",\"players\":2,\"obs_size\":" + o + "}"));
        Network net = Network.of(m);
        Network.Scratch s = net.scratch();
        for (int nonzeros = 0; nonzeros <= o; nonzeros++) {
            float[] x = new float[o];
            for (int k = 0; k < nonzeros; k++) {
                x[rnd.nextInt(o)] = rnd.nextInt(3) == 0 ? 1f : (float) rnd.nextDouble(-2, 2);
            }
            float[] a = dense(x, m.get("w0").floats(), m.get("b0").floats(), o, h1, true);
            float[] b = dense(a, m.get("w1").floats(), m.get("b1").floats(), h1, h2, true);
            float[] logits = dense(b, m.get("wp").floats(), m.get("bp").floats(), h2, p, false);
            float[] value = dense(b, m.get("wv").floats(), m.get("bv").floats(), h2, 6, false);
            net.forward(x, s);
            for (int j = 0; j < p; j++) {
                assertThat(s.logits[j]).as("%d nonzeros, logit %d", nonzeros, j).isCloseTo(logits[j], within(1e-4f));
            }
            for (int j = 0; j < 6; j++) {
                assertThat(s.value[j]).as("%d nonzeros, value %d", nonzeros, j).isCloseTo(value[j], within(1e-4f));
            }
        }
    }

    private static float[] randoms(java.util.SplittableRandom rnd, int n) {
        float[] a = new float[n];
        for (int i = 0; i < n; i++) {
            a[i] = (float) rnd.nextDouble(-0.5, 0.5);
        }
        return a;
    }

    /** {@code x · w + b}, then ReLU if asked: the layer as written in docs/learning.md, every term, in double. */
    private static float[] dense(float[] x, float[] w, float[] b, int in, int out, boolean relu) {
        float[] y = new float[out];
        for (int j = 0; j < out; j++) {
            double sum = b[j];
            for (int i = 0; i < in; i++) {
                sum += (double) x[i] * w[i * out + j];
            }
            y[j] = relu && sum < 0 ? 0f : (float) sum;
        }
        return y;
    }

    @Test
    void theDeflatedFileGivesTheSameNetwork() throws IOException {
        Network a = Network.read(new ByteArrayInputStream(NpzTest.resource("tiny-net.npz")));
        Network b = Network.read(new ByteArrayInputStream(NpzTest.resource("tiny-net-deflated.npz")));
        assertThat(b.arrays()).isEqualTo(a.arrays());
    }

    @Test
    void aNetworkWithMismatchedArraysIsAClearError() throws IOException {
        Map<String, NdArray> arrays = new LinkedHashMap<>(NpzTest.read(NpzTest.resource("tiny-net.npz")));
        arrays.put("b1", NdArray.of(new float[5], 5));
        assertThatThrownBy(() -> Network.of(arrays)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'b1'");
        arrays.remove("b1");
        assertThatThrownBy(() -> Network.of(arrays)).hasMessageContaining("needs the array 'b1'");
        Map<String, NdArray> ints = new LinkedHashMap<>(NpzTest.read(NpzTest.resource("tiny-net.npz")));
        ints.put("bv", NdArray.of(new int[6], 6));
        assertThatThrownBy(() -> Network.of(ints)).hasMessageContaining("float32");
        Map<String, NdArray> noMeta = new LinkedHashMap<>(NpzTest.read(NpzTest.resource("tiny-net.npz")));
        noMeta.put("meta", Npz.utf8("{\"format\":\"other\"}"));
        assertThatThrownBy(() -> Network.of(noMeta)).hasMessageContaining("tongiaki-net-1");
    }

    @Test
    void theAllZeroNetworkAnswersUniformLogitsAndValueZero() {
        Network z = Network.uniform(3, 10, 154);
        assertThat(z.isZero()).isTrue();
        Network.Scratch s = z.scratch();
        float[] x = new float[10];
        Arrays.fill(x, 1);
        z.forward(x, s);
        assertThat(s.logits).containsOnly(0f);
        assertThat(s.value).containsOnly(0f);
        assertThat(Network.of(z.arrays()).isZero()).isTrue();
    }

    @Test
    void theHeadsSplitEveryActionIdAsPythonDoesAndJoinItBack() {
        Game g = Game.start(4, 1);
        ActionHeads h = ActionHeads.of(g.actionSpace());
        assertThat(h.widths()).containsExactly(8, 65, 65, 16);
        assertThat(h.width()).isEqualTo(154);
        int[] out = new int[4];
        int size = g.actionSpace().globalSize();
        for (int id = 0; id < size; id++) {
            h.split(id, out);
            assertThat(out[0]).isEqualTo(g.actionSpace().kindOf(id).ordinal());
            assertThat(h.join(out[0], out[1], out[2], out[3])).isEqualTo(id);
        }
        // a tile placement: ((q + R) × (2R + 1) + (r + R)) × 6 + rotation, R = 32 tiles
        int off = g.actionSpace().globalOffset(DecisionKind.TILE_PLACEMENT);
        h.split(off + ((1 + 32) * 65 + (-2 + 32)) * 6 + 5, out);
        assertThat(out).containsExactly(6, 33, 30, 5);
        float[] logits = new float[154];
        for (int j = 0; j < logits.length; j++) {
            logits[j] = j;
        }
        assertThat(h.logit(logits, off + ((1 + 32) * 65 + (-2 + 32)) * 6 + 5)).isEqualTo(6 + (8 + 33) + (8 + 65 + 30) + (8 + 65 + 65 + 5));
        assertThatThrownBy(() -> h.split(size, out)).isInstanceOf(IllegalArgumentException.class);
    }
}
