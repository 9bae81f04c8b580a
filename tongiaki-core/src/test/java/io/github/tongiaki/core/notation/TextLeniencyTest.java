package io.github.tongiaki.core.notation;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.RuleOption;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.Route;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * No text means two things (issue 26, CONFORMANCE.md "Lexical rules" and "Values"): a number is ASCII digits
 * only, a rule option's value smuggles in no second option, a byte order mark and an old record version are
 * named in the error.
 */
class TextLeniencyTest {

    private static final TileSet OFFICIAL = NotationTiles.official();

    /** Full-width seven, Arabic-Indic seven, Devanagari seven: digits to {@link Character#isDigit}, not to the notation. */
    private static final List<String> OTHER_SEVENS = List.of("\uFF17", "\u0667", "\u096D");

    private static ParseException parseError(Runnable r) {
        return catchThrowableOfType(ParseException.class, r::run);
    }

    private static String record(String seed) {
        return "[format tongiaki-record 2]\n[tileset official]\n[players blue red]\n[seed " + seed + "]\nberth Tonga/1\n";
    }

    private static String position() {
        return Position.of(Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).build()).allowDisconnected()
                .tile("Samoa", Hex.of(0, 1), Rotation.of(3)).boats("Tonga", 1, "B+R").boats("Samoa", 2, "B").build()).text();
    }

    @Test
    @DisplayName("a seed is ASCII digits with an optional '-': no digits of other scripts, no '+', nothing beyond 64 bits")
    void seedIsAsciiDigitsOnly() {
        assertThat(GameRecord.parse(record("7"), OFFICIAL).text()).contains("[seed 7]");
        assertThat(GameRecord.parse(record("-7"), OFFICIAL).text()).contains("[seed -7]");
        assertThat(GameRecord.parse(record("9223372036854775807"), OFFICIAL).text()).contains("[seed 9223372036854775807]");
        assertThat(GameRecord.parse(record("-9223372036854775808"), OFFICIAL).text()).contains("[seed -9223372036854775808]");
        for (String bad : List.of(OTHER_SEVENS.get(0), OTHER_SEVENS.get(1), OTHER_SEVENS.get(2), "1" + OTHER_SEVENS.get(0), "+7", "-",
                "9223372036854775808", "-9223372036854775809", "123456789012345678901", "7x", "--7")) {
            ParseException e = parseError(() -> GameRecord.parse(record(bad), OFFICIAL));
            assertThat(e).as(bad).isNotNull();
            assertThat(e.line()).isEqualTo(4);
            assertThat(e.column()).isEqualTo(7);
            assertThat(e.expected()).isEqualTo("a seed (a whole number of 64 bits, ASCII digits with an optional '-')");
        }
    }

    @Test
    @DisplayName("every number of a position is ASCII digits: turn, decision, hex, beach, stall, supply, a rule option")
    void positionNumbersAreAsciiDigitsOnly() {
        String text = position();
        Position.parse(text, OFFICIAL);
        for (String seven : OTHER_SEVENS) {
            for (String[] change : new String[][] {{"turn 1 blue", "turn " + seven + " blue"}, {"decision 0", "decision " + seven},
                    {"tile Samoa 0,1 r3", "tile Samoa 0," + seven + " r3"}, {"boats Samoa/2 B", "boats Samoa/" + seven + " B"},
                    {"boats Samoa/2 B", "boats Samoa/2 " + seven + "B"}, {"stall 1", "stall " + seven},
                    {"supply blue=13", "supply blue=1" + seven}, {"stall-rounds=30", "stall-rounds=3" + seven}}) {
                assertThat(text).contains(change[0]);
                assertThatThrownBy(() -> Position.parse(text.replace(change[0], change[1]), OFFICIAL)).as(change[1])
                        .isInstanceOf(ParseException.class);
            }
        }
    }

    @Test
    @DisplayName("the public parsers of hexes, beaches, routes and tile sets read ASCII digits only")
    void valueParsersReadAsciiDigitsOnly() {
        // the value parsers of the API take an optional sign (as HexTest has it); the tile set format does not
        assertThat(Hex.parse("-3,+4")).isEqualTo(Hex.of(-3, 4));
        assertThat(BeachRef.parse("Tonga/+2").number()).isEqualTo(2);
        assertThatThrownBy(() -> Route.parse("0-1:+2")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a route");
        assertThatThrownBy(() -> Beach.parse("+3@1")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a beach");
        assertThat(BeachRef.parse("Tonga/2").number()).isEqualTo(2);
        assertThat(Route.parse("0-1:2").difficulty()).isEqualTo(2);
        assertThat(Beach.parse("3@1,2").berths()).isEqualTo(3);
        for (String seven : OTHER_SEVENS) {
            assertThatThrownBy(() -> Hex.parse("0," + seven)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a hex");
            assertThatThrownBy(() -> Hex.parse(seven + ",0")).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> BeachRef.parse("Tonga/" + seven)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("not a beach");
            assertThatThrownBy(() -> Route.parse("0-1:" + seven)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("not a route");
            assertThatThrownBy(() -> Beach.parse(seven + "@1")).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("not a beach");
            assertThatThrownBy(() -> Beach.parse("3@" + seven)).isInstanceOf(IllegalArgumentException.class);
            String set = "name | digits\nstart | S | 0 | 3@0\nisland | I | " + seven + " | 3@0\nwater | W | 0-1:0 2-3:0 4-5:0\n";
            assertThatThrownBy(() -> TileSetFormat.parse(set)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("points must be a whole number");
        }
        assertThat(TileSetFormat.parse("name | digits\nstart | S | 0 | 3@0\nisland | I | 7 | 3@0\nwater | W | 0-1:0 2-3:0 4-5:0\n")
                .tile("I")).isNotNull();
    }

    @Test
    @DisplayName("a tab inside a quoted rule option value is part of the value, which is then refused: no second option, D-15 stays")
    void ruleOptionValueHoldsNoSecondOption() {
        String text = position();
        ParseException e = parseError(() -> Position.parse(text.replaceFirst("(?m)^options .*$",
                "options \"endgame=FINISH_TURN\tstall-rounds=0\""), OFFICIAL));
        assertThat(e.line()).isEqualTo(5);
        assertThat(e.column()).isEqualTo(9);
        // the tab shows as '?' and the message stays one line without control characters
        assertThat(e.getMessage()).endsWith("endgame must be VOYAGE_ONLY or FINISH_TURN, got 'FINISH_TURN?stall-rounds=0'")
                .doesNotContain("\t");
        e = parseError(() -> GameRecord.parse(record("1").replace("[seed 1]", "[options \"stall-rounds=30\tendgame=VOYAGE_ONLY\"]"),
                OFFICIAL));
        assertThat(e.line()).isEqualTo(4);
        assertThat(e.getMessage()).endsWith("stall-rounds must be 0..10000, got '30?endgame=VOYAGE_ONLY'");
        assertThatThrownBy(() -> RuleOption.ENDGAME.setIn(RuleOptions.defaults(), "FINISH_TURN\tstall-rounds=0"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("endgame must be VOYAGE_ONLY or FINISH_TURN, got 'FINISH_TURN?stall-rounds=0'");
        // in the text form of RuleOptions a tab separates, as a space does: two options, each once
        assertThat(RuleOptions.parse("endgame=FINISH_TURN\tstall-rounds=0")).isEqualTo(RuleOptions.defaults().withStallRounds(0));
    }

    @Test
    @DisplayName("a byte order mark at the start of a position or a record is named, at line 1, column 1")
    void byteOrderMarkIsNamed() {
        for (Runnable r : List.<Runnable>of(() -> Position.parse("\uFEFF" + position(), OFFICIAL),
                () -> GameRecord.parse("\uFEFF" + record("1"), OFFICIAL))) {
            ParseException e = parseError(r);
            assertThat(e.line()).isEqualTo(1);
            assertThat(e.column()).isEqualTo(1);
            assertThat(e.getMessage()).isEqualTo("line 1, column 1: expected a text without a byte order mark: found a byte order mark "
                    + "(U+FEFF) at the start of the text; save the file as UTF-8 without one");
        }
        // elsewhere a format character is shown as '?' in a found text, never invisibly
        ParseException e = parseError(() -> Position.parse(position().replace("turn 1 blue", "turn 1 \u200Bblue"), OFFICIAL));
        assertThat(e.getMessage()).endsWith("found '?blue'");
        e = parseError(() -> GameRecord.parse(record("1").replace("berth", "\uFEFFberth"), OFFICIAL).replay());
        assertThat(e.line()).isEqualTo(5);
        assertThat(e.getMessage()).endsWith("found '?berth Tonga/1'");
    }

    @Test
    @DisplayName("a tile set that begins with a byte order mark is refused with a message that names it")
    void tileSetByteOrderMarkIsNamed() {
        String set = "# a custom set\nname | mark\nstart | S | 0 | 3@0\nisland | I | 2 | 3@0\nwater | W | 0-1:0 2-3:0 4-5:0\n";
        assertThat(TileSetFormat.parse(set).name()).isEqualTo("mark");
        assertThatThrownBy(() -> TileSetFormat.parse("\uFEFF" + set)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("line 1: the text begins with a byte order mark (U+FEFF); save the file as UTF-8 without one");
    }

    @Test
    @DisplayName("[format tongiaki-record 1] names the version it does not read, at the version's column")
    void recordVersionIsNamed() {
        ParseException e = parseError(() -> GameRecord.parse(record("1").replace("record 2]", "record 1]"), OFFICIAL));
        assertThat(e.line()).isEqualTo(1);
        assertThat(e.column()).isEqualTo(25);
        assertThat(e.getMessage()).isEqualTo("line 1, column 25: expected version 2 of tongiaki-record: unsupported version 1; this library "
                + "reads version 2");
        e = parseError(() -> GameRecord.parse(record("1").replace("record 2]", "record \uFF12]"), OFFICIAL));
        assertThat(e.getMessage()).isEqualTo("line 1, column 25: expected version 2 of tongiaki-record: found '\uFF12'");
        // another format, or a missing version: the whole form is expected
        e = parseError(() -> GameRecord.parse(record("1").replace("tongiaki-record 2]", "tongiaki-position 2]"), OFFICIAL));
        assertThat(e.column()).isEqualTo(9);
        assertThat(e.expected()).isEqualTo("'[format tongiaki-record 2]'");
        e = parseError(() -> GameRecord.parse(record("1").replace("tongiaki-record 2]", "tongiaki-record]"), OFFICIAL));
        assertThat(e.column()).isEqualTo(9);
        e = parseError(() -> GameRecord.parse(record("1").replace("tongiaki-record 2]", "tongiaki-record 2 2]"), OFFICIAL));
        assertThat(e.column()).isEqualTo(9);
    }
}
