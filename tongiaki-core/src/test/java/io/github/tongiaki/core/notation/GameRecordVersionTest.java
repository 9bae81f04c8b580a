package io.github.tongiaki.core.notation;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.Version;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Records name the engine that wrote them and the rules revision ({@code [engine]}, {@code [rules]}; issue 46). */
class GameRecordVersionTest {

    private static final TileSet OFFICIAL = NotationTiles.official();

    private static final GameSetup SETUP = GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).seed(17).build();

    /** The first {@code n} choices of a seeded random game. */
    private static List<String> choices(int n) {
        Game g = Game.start(SETUP);
        SplittableRandom rnd = new SplittableRandom(3);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n && !g.isOver(); i++) {
            Option o = g.decision().option(rnd.nextInt(g.optionCount()));
            out.add(o.text());
            g.apply(o);
        }
        return out;
    }

    @Test
    @DisplayName("Version: the project version the build filled in, and the rules revision RULES.md states")
    void versionIsTheBuiltOne() throws Exception {
        assertThat(Version.engine()).matches("[0-9]+\\.[0-9]+\\.[0-9]+([-.][0-9A-Za-z.-]+)?").doesNotContain("${");
        assertThat(Version.writer()).isEqualTo("tongiaki " + Version.engine());
        // the revision is the one the specification says it is at
        assertThat(Files.readString(Path.of("..", "RULES.md"))).contains("rules specification (revision " + Version.rulesRevision() + ")");
    }

    @Test
    @DisplayName("a record written now names this engine's version and rules revision, and round-trips through text and parse")
    void aRecordNamesItsWriter() {
        GameRecord r = GameRecord.of(SETUP, choices(30));
        assertThat(r.writtenBy()).contains("tongiaki " + Version.engine());
        assertThat(r.rulesRevision()).contains(Version.rulesRevision());
        assertThat(r.versionMismatch()).isEmpty();
        assertThat(r.text()).startsWith("[format tongiaki-record 2]\n[engine tongiaki " + Version.engine() + "]\n[rules "
                + Version.rulesRevision() + "]\n[tileset official]\n");
        GameRecord read = GameRecord.parse(r.text(), OFFICIAL);
        assertThat(read).isEqualTo(r);
        assertThat(read.text()).isEqualTo(r.text());
        assertThat(read.writtenBy()).isEqualTo(r.writtenBy());
        assertThat(read.rulesRevision()).isEqualTo(r.rulesRevision());
        // appending keeps the writer; a host's explicit-draw record is written by this engine
        assertThat(read.withWriter("tongiaki-rs 0.3.0", "2.3").plus("settle").writtenBy()).contains("tongiaki-rs 0.3.0");
        assertThat(read.withWriter("tongiaki-rs 0.3.0", "2.2").withExplicitDraws().writtenBy()).contains(Version.writer());
    }

    @Test
    @DisplayName("a port writes its own name and version; either line can be left out; loose spacing and quotes read")
    void withWriterAndLooseLines() {
        GameRecord r = GameRecord.of(SETUP, choices(4));
        GameRecord port = r.withWriter("tongiaki-rs 0.3.0", "2.3");
        assertThat(port.text()).contains("[engine tongiaki-rs 0.3.0]\n[rules 2.3]\n");
        assertThat(GameRecord.parse(port.text(), OFFICIAL)).isEqualTo(port);
        GameRecord none = r.withWriter(null, null);
        assertThat(none.text()).startsWith("[format tongiaki-record 2]\n[tileset official]\n").doesNotContain("[engine", "[rules");
        assertThat(none.writtenBy()).isEmpty();
        assertThat(r.withWriter(null, "2.3").text()).doesNotContain("[engine").contains("[format tongiaki-record 2]\n[rules 2.3]\n");
        GameRecord loose = GameRecord.parse(none.text().replace("[tileset official]", "[ rules\t2.3 ]\n[engine  \"tongiaki-rs\"\t0.3.0]  # a port\n"
                + "[tileset official]"), OFFICIAL);
        assertThat(loose).isEqualTo(port);
        for (String bad : List.of("tongiaki", "tongiaki 0.1 x", "tongiaki  0.1", "tongiaki [0.1]", "tongiaki 0#1", "tongiaki\t0.1", "")) {
            assertThatThrownBy(() -> r.withWriter(bad, null)).as(bad).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[engine]");
        }
        assertThatThrownBy(() -> r.withWriter(null, "2 3")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[rules]");
        // a quoted value with a space could not be printed back as one value
        ParseException e = parseError(() -> GameRecord.parse(none.text().replace("[tileset official]", "[engine \"tongiaki rs\" 1]\n"
                + "[tileset official]"), OFFICIAL));
        assertThat(e.getMessage()).startsWith("line 2, column 9: expected a name or version without spaces");
        assertThat(parseError(() -> GameRecord.parse(none.text().replace("[tileset official]", "[rules]\n[tileset official]"), OFFICIAL))
                .getMessage()).isEqualTo("line 2, column 2: expected [rules <revision>]");
    }

    @Test
    @DisplayName("records without [engine] and [rules] still read and replay, and name no mismatch")
    void recordsWithoutTheLinesRead() {
        List<String> cs = choices(30);
        String old = GameRecord.of(SETUP, cs).text().replaceAll("\\[engine [^\\]]*\\]\n|\\[rules [^\\]]*\\]\n", "");
        assertThat(old).doesNotContain("[engine", "[rules");
        GameRecord r = GameRecord.parse(old, OFFICIAL);
        assertThat(r.writtenBy()).isEmpty();
        assertThat(r.rulesRevision()).isEmpty();
        assertThat(r.versionMismatch()).isEmpty();
        assertThat(r.text()).isEqualTo(old);
        assertThat(Position.of(r.replay())).isEqualTo(Position.of(GameRecord.of(SETUP, cs).replay()));
    }

    @Test
    @DisplayName("a record naming another engine version or rules revision replays, and the mismatch is reported")
    void anotherVersionReplaysWithTheMismatchReported() {
        List<String> cs = choices(30);
        GameRecord r = GameRecord.parse(GameRecord.of(SETUP, cs).text().replace("[engine tongiaki " + Version.engine() + "]",
                "[engine tongiaki 0.0.9]").replace("[rules " + Version.rulesRevision() + "]", "[rules 2.2]"), OFFICIAL);
        assertThat(r.writtenBy()).contains("tongiaki 0.0.9");
        assertThat(r.rulesRevision()).contains("2.2");
        assertThat(r.versionMismatch()).contains("the record was written by tongiaki 0.0.9 under spec revision 2.2; this is tongiaki "
                + Version.engine() + " under " + Version.rulesRevision());
        assertThat(Position.of(r.replay())).isEqualTo(Position.of(GameRecord.of(SETUP, cs).replay()));
        // one line is enough to differ; the other, missing, differs from nothing
        assertThat(r.withWriter(null, "2.2").versionMismatch()).contains("the record was written by an engine it does not name under "
                + "spec revision 2.2; this is " + Version.writer() + " under " + Version.rulesRevision());
        assertThat(r.withWriter("tongiaki-rs 0.3.0", null).versionMismatch()).contains("the record was written by tongiaki-rs 0.3.0; "
                + "this is " + Version.writer() + " under " + Version.rulesRevision());
        assertThat(r.withWriter(Version.writer(), null).versionMismatch()).isEmpty();
    }

    @Test
    @DisplayName("a record whose choice fails to replay and that names another version says so in the error")
    void aFailingChoiceNamesTheMismatch() {
        GameRecord same = GameRecord.of(SETUP, choices(2)).plus("berth Tonga/7");
        ParseException plain = parseError(same::replay);
        assertThat(plain.getMessage()).startsWith("line 11, column 7: expected 'Tonga/1'").doesNotContain("written by");
        GameRecord other = GameRecord.parse(same.withWriter("tongiaki 0.0.9", "2.2").text(), OFFICIAL);
        ParseException e = parseError(other::replay);
        assertThat(e.line()).isEqualTo(plain.line());
        assertThat(e.column()).isEqualTo(plain.column());
        assertThat(e.expected()).isEqualTo(plain.expected());
        assertThat(e.getCause()).isInstanceOf(ParseException.class);
        assertThat(e.getMessage()).startsWith(plain.getMessage())
                .endsWith("; likely because the record was written by tongiaki 0.0.9 under spec revision 2.2; this is tongiaki "
                        + Version.engine() + " under " + Version.rulesRevision());
        // a choice after the end, too
        Game g = GameRecord.of(SETUP, choices(100_000)).replay();
        assertThat(g.isOver()).isTrue();
        ParseException end = parseError(() -> GameRecord.of(SETUP, choices(100_000)).withWriter("tongiaki 0.0.9", null).plus("settle").replay());
        assertThat(end.getMessage()).contains("expected the end of the record: the game is over before this choice; likely because the "
                + "record was written by tongiaki 0.0.9; this is");
    }

    private static ParseException parseError(Runnable r) {
        try {
            r.run();
        } catch (ParseException e) {
            return e;
        }
        throw new AssertionError("no ParseException");
    }
}
