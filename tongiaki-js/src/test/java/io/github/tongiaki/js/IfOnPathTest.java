package io.github.tongiaki.js;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code build/IfOnPath.java}, through which this module's build runs node and npm: a machine with only a JDK
 * builds the module and is told, one line per step, what it left out; CI ({@code TONGIAKI_NODE_REQUIRED=1})
 * fails instead. Runs the program as the build does, with a {@code PATH} that lacks the programs.
 */
class IfOnPathTest {

    private static final Path PROGRAM = Path.of("..", "build", "IfOnPath.java");
    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");

    @Test
    @DisplayName("without node or npm on the PATH a step is skipped with one WARNING line naming it, and the build goes on")
    void skipsWithOneLine(@TempDir Path empty) throws Exception {
        Result r = run(Map.of("PATH", empty.toString()), "node,npm", "the npm package (npm pack)", "npm", "pack");
        assertThat(r.exit).isZero();
        assertThat(r.output.strip()).isEqualTo("[WARNING] SKIPPED the npm package (npm pack): node is not on the PATH"
                + " (install node and npm to build it; TONGIAKI_NODE_REQUIRED=1 makes this an error)");
    }

    @Test
    @DisplayName("with TONGIAKI_NODE_REQUIRED=1 (as .ci/run sets it) a missing program fails the step")
    void requiredFails(@TempDir Path empty) throws Exception {
        Result r = run(Map.of("PATH", empty.toString(), "TONGIAKI_NODE_REQUIRED", "1"), "node,npm", "the Node tests", "node", "--test");
        assertThat(r.exit).isEqualTo(1);
        assertThat(r.output.strip()).isEqualTo("[ERROR] the Node tests cannot run: node is not on the PATH, and"
                + " TONGIAKI_NODE_REQUIRED=1 requires it");
    }

    @Test
    @DisplayName("with the programs on the PATH the command runs, with their output and exit code")
    void runsTheCommand(@TempDir Path dir) throws Exception {
        Path tool = dir.resolve("tool");
        Files.writeString(tool, "#!/bin/sh\necho ran \"$@\"\nexit 3\n");
        assertThat(tool.toFile().setExecutable(true)).isTrue();
        Result r = run(Map.of("PATH", dir.toString()), "tool", "a step", "tool", "a", "b");
        assertThat(r.output.strip()).isEqualTo("ran a b");
        assertThat(r.exit).isEqualTo(3);
    }

    @Test
    @DisplayName("every step of this module's build that runs node or npm goes through build/IfOnPath.java")
    void everyNodeStepGoesThroughIt() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"), StandardCharsets.UTF_8);
        assertThat(pom).doesNotContain("<executable>node</executable>", "<executable>npm</executable>");
        int steps = pom.split("<argument>\\$\\{tongiaki.ifOnPath}</argument>", -1).length - 1;
        int execs = pom.split("<goal>exec</goal>", -1).length - 1;
        // every exec step but the two of the JDK only: the offline page's WebAssembly engine (src/build/OfflineWasm.java)
        // and the change to TeaVM's loader (src/build/WasmRuntimePatch.java)
        assertThat(pom).contains("<argument>${project.basedir}/src/build/OfflineWasm.java</argument>",
                "<argument>${project.basedir}/src/build/WasmRuntimePatch.java</argument>");
        assertThat(steps).as("steps through IfOnPath: the pack, the tools, tsc, the package checks, the Node tests").isEqualTo(5)
                .isEqualTo(execs - 2);
        assertThat(pom.split("<argument>TONGIAKI_NODE_REQUIRED</argument>", -1).length - 1).isEqualTo(5);
    }

    private record Result(int exit, String output) {
    }

    private static Result run(Map<String, String> env, String needs, String step, String... command) throws Exception {
        List<String> args = new ArrayList<>(List.of(JAVA.toString(), PROGRAM.toString(), "--needs", needs,
                "--required-by", "TONGIAKI_NODE_REQUIRED", "--step", step, "--"));
        args.addAll(List.of(command));
        ProcessBuilder pb = new ProcessBuilder(args).redirectErrorStream(true);
        pb.environment().remove("TONGIAKI_NODE_REQUIRED");
        pb.environment().putAll(env);
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Result(p.waitFor(), output);
    }
}
