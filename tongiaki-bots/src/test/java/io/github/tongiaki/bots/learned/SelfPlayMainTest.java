package io.github.tongiaki.bots.learned;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.tongiaki.core.engine.Game;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfPlayMainTest {

    @Test
    void selfPlayWritesTheContractsArrays(@TempDir Path dir) throws Exception {
        Path weights = LearnedBotTest.randomNetwork(dir, 3, 8);
        Path out = dir.resolve("samples.npz");
        String line = runMain(new String[] {"--players", "3", "--games", "2", "--seed", "5", "--weights", weights.toString(),
            "--playouts", "4", "--out", out.toString(), "--threads", "2"});
        assertThat(line).matches("\\{\"games\":2,\"samples\":\\d+,\"seconds\":[0-9.]+}\\s*");
        Map<String, NdArray> m = Npz.read(out, 1L << 30);
        assertThat(m.keySet()).containsExactly("obs", "legal", "policy", "returns", "players", "meta");
        int n = m.get("obs").shape()[0];
        int o = Game.start(3, 0).observationSpec().size();
        assertThat(line).contains("\"samples\":" + n);
        assertThat(m.get("obs").shape()).containsExactly(n, o);
        int l = m.get("legal").shape()[1];
        assertThat(m.get("legal").shape()).containsExactly(n, l);
        assertThat(m.get("policy").shape()).containsExactly(n, l);
        assertThat(m.get("returns").shape()).containsExactly(n, 6);
        assertThat(m.get("players").ints()).hasSize(n).containsOnly(3);
        assertThat(Npz.text(m.get("meta"))).contains("\"format\":\"tongiaki-samples-1\"", "\"players\":3", "\"games\":2",
                "\"seed\":5", "\"playouts\":4");
        int[] legal = m.get("legal").ints();
        float[] policy = m.get("policy").floats();
        float[] returns = m.get("returns").floats();
        boolean widest = false;
        for (int i = 0; i < n; i++) {
            double sum = 0;
            boolean padding = false;
            for (int j = 0; j < l; j++) {
                int id = legal[i * l + j];
                if (id < 0) {
                    padding = true;
                    assertThat(id).isEqualTo(-1);
                    assertThat(policy[i * l + j]).isZero();
                } else {
                    assertThat(padding).as("padding only at the end").isFalse();
                }
                sum += policy[i * l + j];
            }
            widest |= !padding;
            assertThat(sum).isCloseTo(1, within(1e-4));
            assertThat(returns[i * 6] + returns[i * 6 + 1] + returns[i * 6 + 2]).isCloseTo(0f, within(1e-5f));
            assertThat(returns[i * 6 + 3]).isZero();
        }
        assertThat(widest).as("L is the largest count").isTrue();
        // the same arguments on one thread write the same samples
        Path again = dir.resolve("again.npz");
        runMain(new String[] {"--players", "3", "--games", "2", "--seed", "5", "--weights", weights.toString(), "--playouts", "4",
            "--out", again.toString()});
        Map<String, NdArray> m2 = Npz.read(again, 1L << 30);
        for (String k : new String[] {"obs", "legal", "policy", "returns"}) {
            assertThat(m2.get(k)).as(k).isEqualTo(m.get(k));
        }
    }

    @Test
    void evaluateMainPrintsTheScoreAndItsInterval(@TempDir Path dir) throws Exception {
        Path a = LearnedBotTest.randomNetwork(dir, 2, 1);
        Path b = LearnedBotTest.randomNetwork(dir, 2, 2);
        String line = runEvaluate(new String[] {"--players", "2", "--games", "2", "--seed", "3", "--a", a.toString(), "--b",
            b.toString(), "--playouts", "2"});
        assertThat(line).matches("\\{\"score\":[0-9.]+,\"low\":[0-9.]+,\"high\":[0-9.]+,\"games\":2,.*}\\s*");
    }

    private static String runMain(String[] args) throws Exception {
        return capture(() -> SelfPlayMain.main(args));
    }

    private static String runEvaluate(String[] args) throws Exception {
        return capture(() -> EvaluateMain.main(args));
    }

    interface Main {
        void run() throws Exception;
    }

    private static synchronized String capture(Main main) throws Exception {
        PrintStream old = System.out;
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        System.setOut(new PrintStream(b, true, StandardCharsets.UTF_8));
        try {
            main.run();
        } finally {
            System.setOut(old);
        }
        return b.toString(StandardCharsets.UTF_8);
    }
}
