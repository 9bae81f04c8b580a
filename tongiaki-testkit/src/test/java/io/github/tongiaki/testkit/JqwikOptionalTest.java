package io.github.tongiaki.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.tiles.OfficialTiles;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * jqwik is optional (issue 15): a project that uses only the assertions, positions and random play
 * compiles and runs with the testkit, core, tiles and AssertJ, and without jqwik, on the class path and
 * on the module path. Each run is a consumer compiled here and started in a child JVM whose paths hold
 * exactly what Maven gives such a project (the testkit's optional jqwik dependency is not passed on).
 */
class JqwikOptionalTest {

    /** A consumer's test code, run as a program: testkit assertions, a failing one, random play. */
    private static final String CONSUMER = """
            package consumer;

            import static io.github.tongiaki.core.board.Colour.BLUE;
            import static io.github.tongiaki.core.board.Colour.RED;
            import static io.github.tongiaki.testkit.TongiakiAssertions.assertThat;
            import static io.github.tongiaki.testkit.TongiakiAssertions.assertThatEvents;

            import io.github.tongiaki.core.engine.DecisionKind;
            import io.github.tongiaki.core.engine.Game;
            import io.github.tongiaki.core.events.GameEvent.TurnStarted;
            import io.github.tongiaki.testkit.Positions;
            import io.github.tongiaki.testkit.RandomPlay;

            public class Main {
                public static void main(String[] args) {
                    try {
                        Class.forName("net.jqwik.api.Arbitrary");
                        throw new IllegalStateException("jqwik is on the path");
                    } catch (ClassNotFoundException expected) {
                        // the point of the test
                    }
                    Game game = Positions.scenario(BLUE, RED).boats("Tonga", 1, "B+R").build();
                    assertThat(game).isWaitingFor(DecisionKind.TURN_ACTION, BLUE).keepsItsInvariants();
                    game.apply("expand Tonga");
                    assertThatEvents(game.apply("beaches Tonga/2")).hasSize(3).has(1, TurnStarted.class);
                    assertThat(RandomPlay.game(3, 7L).game()).isOver().keepsItsInvariants();
                    try {
                        assertThat(game).hasSupply(BLUE, 15);
                        throw new IllegalStateException("a wrong assertion passed");
                    } catch (AssertionError expected) {
                        System.out.println("failed as it should: " + expected.getMessage().lines().findFirst().orElse(""));
                    }
                    System.out.println("testkit assertions ran without jqwik");
                }
            }
            """;

    private static List<Path> paths;

    @BeforeAll
    static void consumerPaths() throws URISyntaxException {
        // What a project depending on tongiaki-testkit gets from Maven: the testkit, core, tiles,
        // AssertJ and AssertJ's own dependency, Byte Buddy. Taken from where this JVM loaded them.
        paths = new ArrayList<>();
        for (Class<?> c : List.of(EventsAssert.class, Game.class, OfficialTiles.class, Assertions.class)) {
            paths.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()));
        }
        assertThat(paths).noneMatch(p -> p.toString().contains("jqwik"));
    }

    @Test
    void theTestkitPomMarksJqwikOptional() throws IOException {
        // Surefire runs in the module's directory: this is the POM the testkit is published with.
        String pom = Files.readString(Path.of("pom.xml"), StandardCharsets.UTF_8).replaceAll("(?s)<!--.*?-->", "");
        Matcher dependency = Pattern.compile("(?s)<dependency>(.*?)</dependency>").matcher(pom);
        List<String> jqwik = new ArrayList<>();
        while (dependency.find()) {
            String d = dependency.group(1).replaceAll("\\s+", "");
            if (d.contains("<groupId>net.jqwik</groupId>")) {
                jqwik.add(d);
            }
        }
        assertThat(jqwik).singleElement().asString()
                .contains("<artifactId>jqwik</artifactId>", "<optional>true</optional>").doesNotContain("<scope>");
    }

    @Test
    void assertionsRunWithoutJqwikOnTheClassPath(@TempDir Path dir) throws Exception {
        Path src = write(dir.resolve("src/consumer/Main.java"), CONSUMER);
        Path out = dir.resolve("classes");
        compile("-classpath", join(paths), "-d", out.toString(), src.toString());
        List<String> cp = new ArrayList<>(List.of(out.toString()));
        cp.add(join(withByteBuddy(paths)));
        String output = run(List.of("-cp", String.join(File.pathSeparator, cp), "consumer.Main"));
        assertThat(output).contains("failed as it should: ", "testkit assertions ran without jqwik");
    }

    @Test
    void assertionsRunWithoutJqwikOnTheModulePath(@TempDir Path dir) throws Exception {
        Path src = write(dir.resolve("src/consumer/Main.java"), CONSUMER.replace(
                "System.out.println(\"testkit assertions ran",
                "if (ModuleLayer.boot().findModule(\"net.jqwik.api\").isPresent()) {\n"
                        + "                        throw new IllegalStateException(\"jqwik is a module\");\n"
                        + "                    }\n"
                        + "                    System.out.println(\"testkit assertions ran"));
        Path info = write(dir.resolve("src/module-info.java"), "module consumer { requires io.github.tongiaki.testkit; }\n");
        Path out = dir.resolve("mods/consumer");
        compile("--module-path", join(paths), "-d", out.toString(), info.toString(), src.toString());
        List<Path> modulePath = new ArrayList<>(paths);
        modulePath.add(out);
        String output = run(List.of("--module-path", join(modulePath), "--module", "consumer/consumer.Main"));
        assertThat(output).contains("failed as it should: ", "testkit assertions ran without jqwik");
    }

    private static Path write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private static String join(List<Path> list) {
        List<String> s = new ArrayList<>();
        list.forEach(p -> s.add(p.toString()));
        return String.join(File.pathSeparator, s);
    }

    /** On the class path AssertJ uses Byte Buddy for some features; Maven gives it to the consumer too. */
    private static List<Path> withByteBuddy(List<Path> list) throws URISyntaxException {
        List<Path> out = new ArrayList<>(list);
        try {
            Class<?> bb = Class.forName("net.bytebuddy.ByteBuddy");
            out.add(Path.of(bb.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (ClassNotFoundException e) {
            // not there, not needed
        }
        return out;
    }

    /** Compiles with the JDK's javac in a child process (the test runs patched into the testkit's module). */
    private static void compile(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(tool("javac"), "--release", "17", "-proc:none"));
        command.addAll(List.of(args));
        execute(command);
    }

    private static String run(List<String> args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(tool("java")));
        command.addAll(args);
        return execute(command);
    }

    private static String tool(String name) {
        return Path.of(System.getProperty("java.home"), "bin", name).toString();
    }

    private static String execute(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output;
        try (InputStream in = p.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).as("%s finished", command.get(0)).isTrue();
        assertThat(p.exitValue()).as("%s%n%s", command, output).isZero();
        return output;
    }
}
