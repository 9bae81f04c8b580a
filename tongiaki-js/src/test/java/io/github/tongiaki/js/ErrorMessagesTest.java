package io.github.tongiaki.js;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Runs {@link ErrorCases} on the JVM: each fails with the engine's exception and changes nothing. The
 * messages go to {@code target/differential/errors.jsonl} ({@code {"case": ..., "message": ...}} a line), which
 * the Node test expects word for word.
 */
class ErrorMessagesTest {

    static final Path OUT = Path.of("target", "differential", "errors.jsonl");

    private static String line(String name, Throwable t) {
        return new Json().open().field("case", name).field("message", t.getMessage()).close().toString();
    }

    @Test
    @DisplayName("bad input through the facade: an exception with a message, and the game unchanged; the messages are written for the Node test")
    void badInputChangesNothing() throws IOException {
        List<String> lines = new ArrayList<>();
        for (String kind : List.of("mid", "over")) {
            for (Map.Entry<String, ErrorCases.Case> c : ErrorCases.onGame().entrySet()) {
                JsGame g = kind.equals("mid") ? ErrorCases.midGame() : ErrorCases.overGame();
                String position = g.positionText();
                int number = g.decisionNumber();
                String record = g.record();
                Throwable t = catchThrowable(() -> c.getValue().run(g));
                assertThat(t).as("%s (%s game)", c.getKey(), kind).isInstanceOf(RuntimeException.class);
                assertThat(t.getMessage()).as(c.getKey()).isNotBlank();
                assertThat(g.positionText()).as("%s changes nothing", c.getKey()).isEqualTo(position);
                assertThat(g.decisionNumber()).isEqualTo(number);
                assertThat(g.record()).isEqualTo(record);
                lines.add(line(kind + ":" + c.getKey(), t));
            }
        }
        for (Map.Entry<String, Runnable> c : ErrorCases.onTexts().entrySet()) {
            Throwable t = catchThrowable(c.getValue()::run);
            assertThat(t).as(c.getKey()).isInstanceOf(RuntimeException.class);
            assertThat(t.getMessage()).as(c.getKey()).isNotBlank();
            lines.add(line(c.getKey(), t));
        }
        assertThat(lines).anySatisfy(l -> assertThat(l).contains("stale option"));
        assertThat(lines).anySatisfy(l -> assertThat(l).contains("has option ids 0.."));
        assertThat(lines).anySatisfy(l -> assertThat(l).contains("line 3, column "));
        Files.createDirectories(OUT.getParent());
        Files.write(OUT, lines, StandardCharsets.UTF_8);
    }
}
