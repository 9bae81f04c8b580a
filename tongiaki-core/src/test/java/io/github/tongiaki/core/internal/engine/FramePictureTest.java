package io.github.tongiaki.core.internal.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Keeps the picture of the frames and steps in "Inside the engine" ({@code docs/internals.md}, "The frames and
 * their steps") true to the code (issue 31): every step of {@code Step}'s registry has its box, under the name
 * of its frame kind's constant in {@link Engine}, and every box names a frame kind whose step it is.
 */
class FramePictureTest {

    private static final Path DOC = Path.of("..", "docs", "internals.md");
    private static final String HEADING = "## The frames and their steps";
    /** A box: {@code KIND["KIND: StepClass"]}. */
    private static final Pattern BOX = Pattern.compile("^\\s*([A-Z]+)\\[\"([A-Z]+): (\\w+)\"\\]\\s*$");
    /** An arrow: {@code A --> B}, or dotted with a label {@code A -. "text" .-> B}. */
    private static final Pattern ARROW = Pattern.compile("^\\s*([A-Z]+)\\s+(?:-->|-\\.\\s*\"[^\"]*\"\\s*\\.->)\\s+([A-Z]+)\\s*$");

    /** The picture's lines: the mermaid block after the heading. */
    private static List<String> picture() throws IOException {
        List<String> lines = Files.readAllLines(DOC);
        int h = lines.indexOf(HEADING);
        assertThat(h).as("%s has the heading '%s'", DOC, HEADING).isNotNegative();
        int open = -1;
        for (int i = h + 1; i < lines.size(); i++) {
            if (lines.get(i).startsWith("## ")) {
                break;
            }
            if (lines.get(i).equals("```mermaid")) {
                open = i;
                break;
            }
        }
        assertThat(open).as("a mermaid block follows '%s' in %s", HEADING, DOC).isNotNegative();
        List<String> block = new ArrayList<>();
        for (int i = open + 1; i < lines.size(); i++) {
            if (lines.get(i).equals("```")) {
                return block;
            }
            block.add(lines.get(i));
        }
        throw new AssertionError("the mermaid block after '" + HEADING + "' is not closed");
    }

    /** The frame kind whose constant in {@link Engine} has that name, or -1 when there is none. */
    private static int frameKind(String name) {
        try {
            Field f = Engine.class.getDeclaredField(name);
            if (f.getType() != int.class || !Modifier.isStatic(f.getModifiers())) {
                return -1;
            }
            return f.getInt(null);
        } catch (NoSuchFieldException | IllegalAccessException e) {
            return -1;
        }
    }

    /** The steps of the registry: frame kind to step class name. */
    private static Map<Integer, String> registry() {
        Map<Integer, String> steps = new LinkedHashMap<>();
        for (int kind = 0; kind <= Byte.MAX_VALUE; kind++) {
            try {
                steps.put(kind, Step.of(kind).getClass().getSimpleName());
            } catch (IllegalStateException noStep) {
                // no step for this frame kind (OVER, or past the registry's end)
            }
        }
        return steps;
    }

    @Test
    @DisplayName("the picture of the frames and steps shows every step of the registry under its frame kind, and nothing else")
    void pictureMatchesTheRegistry() throws IOException {
        List<String> block = picture();
        assertThat(block).as("the picture's first line").isNotEmpty().first().isEqualTo("flowchart BT");
        Map<Integer, String> shown = new LinkedHashMap<>();
        List<String> boxes = new ArrayList<>();
        List<String[]> arrows = new ArrayList<>();
        for (String line : block.subList(1, block.size())) {
            Matcher box = BOX.matcher(line);
            Matcher arrow = ARROW.matcher(line);
            if (box.matches()) {
                String id = box.group(1);
                String kindName = box.group(2);
                String step = box.group(3);
                assertThat(kindName).as("a box's id is its frame kind: %s", line).isEqualTo(id);
                int kind = frameKind(kindName);
                if (kind < 0) {
                    fail("the picture names the frame kind %s, which is no constant of Engine: %s", kindName, line);
                }
                assertThat(registry()).as("the step of frame kind %s (%d)", kindName, kind).containsEntry(kind, step);
                assertThat(shown.put(kind, step)).as("frame kind %s drawn once", kindName).isNull();
                boxes.add(id);
            } else if (arrow.matches()) {
                arrows.add(new String[] {arrow.group(1), arrow.group(2)});
            } else if (!line.isBlank()) {
                fail("a line of the picture is neither a box KIND[\"KIND: Step\"] nor an arrow: '%s'", line);
            }
        }
        assertThat(shown).as("every step of Step's registry, under its frame kind, is drawn in %s", DOC)
                .containsExactlyInAnyOrderEntriesOf(registry());
        for (String[] a : arrows) {
            assertThat(boxes).as("an arrow's ends are boxes: %s -> %s", a[0], a[1]).contains(a[0], a[1]);
        }
        for (String id : boxes) {
            boolean joined = arrows.stream().anyMatch(a -> a[0].equals(id) || a[1].equals(id));
            assertThat(joined).as("%s lies on a frame or carries one", id).isTrue();
        }
    }
}
