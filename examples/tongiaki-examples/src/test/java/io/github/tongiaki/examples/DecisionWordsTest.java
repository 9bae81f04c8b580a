package io.github.tongiaki.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code help} in the terminal: the rule and what to do, each said once. */
class DecisionWordsTest {

    @Test
    @DisplayName("help at every kind of decision and rule says nothing twice: no run of seven words comes back")
    void helpSaysEachThingOnce() {
        Set<String> seen = new HashSet<>();
        for (long seed = 0; seed < 60; seed++) {
            Game g = Game.start(GameSetup.of(2 + (int) (seed % 5), seed));
            SplittableRandom r = new SplittableRandom(seed);
            while (!g.isOver()) {
                Decision d = g.decision();
                if (seen.add(d.kind() + " " + d.rule().id())) {
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    Game now = g;
                    new DecisionWords(new PrintStream(bytes, true, StandardCharsets.UTF_8), () -> now).help(d);
                    String help = bytes.toString(StandardCharsets.UTF_8);
                    assertThat(repeatedRun(help, 7)).as("help at %s (%s):%n%s", d.kind(), d.rule().id(), help).isNull();
                }
                g.applyOptionQuietly(r.nextInt(g.optionCount()));
            }
        }
        assertThat(seen).hasSizeGreaterThanOrEqualTo(8);
    }

    /** {@return the first run of {@code n} words that comes twice in the text (case and punctuation aside), or null} */
    static String repeatedRun(String text, int n) {
        List<String> words = new ArrayList<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^a-z0-9-]+")) {
            if (!w.isEmpty()) {
                words.add(w);
            }
        }
        Set<String> runs = new HashSet<>();
        for (int i = 0; i + n <= words.size(); i++) {
            String run = String.join(" ", words.subList(i, i + n));
            if (!runs.add(run)) {
                return run;
            }
        }
        return null;
    }
}
