package io.github.tongiaki.core.tiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayName("R-COMP-2: the text form of a tile set")
class TileSetFormatTest {

    /** A small home-made variant, written as a translator would write it. */
    static final String VARIANT_TEXT = """
            # a home-made variant: one start island, three islands, three water tiles
            name   | variant

            start  | Home      | 0 | 3@0 3@1,2 3@3,4,5
            island | Atoll     | 2 | 2@1,2 3@4,5     # two beaches
            island | Coral Reef| 4 | 4@1 2@2,3,4,5
            water  | C1        | 0-1:0 2-3:0 4-5:0
            island | Tōnga Iti | 1 | 1@5
            water  | R1        | 0–3:4 1–5:3 2–4:2
            water  | X9        | 5-0:2 2-1:3 4-3:4
            """;

    static TileSet variantInJava() {
        return TileSet.of("variant",
                IslandTile.of("Home", 0, Beach.of(3, 0), Beach.of(3, 1, 2), Beach.of(3, 3, 4, 5)),
                List.of(
                        IslandTile.of("Atoll", 2, Beach.of(2, 1, 2), Beach.of(3, 4, 5)),
                        IslandTile.of("Coral Reef", 4, Beach.of(4, 1), Beach.of(2, 2, 3, 4, 5)),
                        WaterTile.of("C1", Route.of(0, 1, 0), Route.of(2, 3, 0), Route.of(4, 5, 0)),
                        IslandTile.of("Tōnga Iti", 1, Beach.of(1, 5)),
                        WaterTile.of("R1", Route.of(0, 3, 4), Route.of(1, 5, 3), Route.of(2, 4, 2)),
                        WaterTile.of("X9", Route.of(0, 5, 2), Route.of(1, 2, 3), Route.of(3, 4, 4))));
    }

    @Test
    void aVariantBuiltInJavaEqualsTheSameVariantReadFromText() {
        TileSet fromText = TileSetFormat.parse(VARIANT_TEXT);
        assertThat(fromText).isEqualTo(variantInJava());
        assertThat(fromText.all()).containsExactlyElementsOf(variantInJava().all());
        assertThat(fromText.islands()).extracting(IslandTile::name).containsExactly("Atoll", "Coral Reef", "Tōnga Iti");
        assertThat(fromText.waterTiles()).extracting(w -> w.id().value()).containsExactly("C1", "R1", "X9");
    }

    @Test
    void printThenParseGivesTheSameSet() {
        TileSet set = variantInJava();
        String text = TileSetFormat.print(set);
        assertThat(TileSetFormat.parse(text)).isEqualTo(set);
        assertThat(set.toText()).isEqualTo(text);
    }

    @Test
    void printingIsStableAcrossARoundTrip() {
        String once = TileSetFormat.print(TileSetFormat.parse(VARIANT_TEXT));
        String twice = TileSetFormat.print(TileSetFormat.parse(once));
        assertThat(twice).isEqualTo(once);
    }

    @Test
    void printWritesOneTileALineInTheDocumentedForm() {
        assertThat(TileSetFormat.print(variantInJava())).isEqualTo("""
                name | variant
                start | Home | 0 | 3@0 3@1,2 3@3,4,5
                island | Atoll | 2 | 2@1,2 3@4,5
                island | Coral Reef | 4 | 4@1 2@2,3,4,5
                water | C1 | 0-1:0 2-3:0 4-5:0
                island | Tōnga Iti | 1 | 1@5
                water | R1 | 0-3:4 1-5:3 2-4:2
                water | X9 | 0-5:2 1-2:3 3-4:4
                """);
    }

    @Test
    void readFromAnInputStreamIsUtf8AndEqualsParse() {
        byte[] bytes = VARIANT_TEXT.getBytes(StandardCharsets.UTF_8);
        assertThat(TileSetFormat.read(new ByteArrayInputStream(bytes))).isEqualTo(TileSetFormat.parse(VARIANT_TEXT));
    }

    @Test
    void readFromAReaderAndCrLfLineEndsWork() {
        String crlf = VARIANT_TEXT.replace("\n", "\r\n");
        assertThat(TileSetFormat.read(new StringReader(crlf))).isEqualTo(variantInJava());
        assertThat(TileSetFormat.parse(crlf)).isEqualTo(variantInJava());
    }

    @Test
    void aFailingReaderGivesUncheckedIoException() {
        Reader broken = new Reader() {
            @Override
            public int read(char[] buf, int off, int len) throws IOException {
                throw new IOException("disk on fire");
            }

            @Override
            public void close() {
            }
        };
        assertThatThrownBy(() -> TileSetFormat.read(broken))
                .isInstanceOf(UncheckedIOException.class)
                .hasRootCauseMessage("disk on fire");
    }

    private static final String HEAD = "name | t\nstart | Home | 0 | 3@0\n";

    @ParameterizedTest(name = "[{index}] {2}")
    @DisplayName("parse errors name the line")
    @CsvSource(delimiter = '~', quoteCharacter = '"', textBlock = """
            3 ~ island | Bad | 2 | 0@1                         ~ at least one berth
            3 ~ island | Bad | 2 | 2@6                         ~ jetty edge must be 0..5
            3 ~ island | Bad | 2 | 2@1 2@1                     ~ edge 1 carries two jetties
            3 ~ island | Bad | 2 | 2@4 2@1                     ~ order
            3 ~ island | Bad | -1 | 2@1                        ~ points must not be negative
            3 ~ island | Bad | two | 2@1                       ~ points must be a whole number
            3 ~ island | Bad | 2 | 2@x                         ~ not a beach
            3 ~ island | Bad | 2 | 2                           ~ not a beach
            3 ~ island | Bad | 2 |                             ~ at least one beach
            3 ~ island | Bad | 2                               ~ expected 4 fields
            3 ~ island | Bad | 2 | 2@1 | extra                 ~ expected 4 fields
            3 ~ island | B|d | 2 | 2@1                         ~ expected 4 fields
            3 ~ island |     | 2 | 2@1                         ~ blank
            3 ~ water | W | 0-1:0 2-3:0                        ~ exactly 3 routes
            3 ~ water | W | 0-1:0 1-2:0 4-5:0                  ~ used by two routes
            3 ~ water | W | 0-0:0 2-3:0 4-5:0                  ~ two different edges
            3 ~ water | W | 0-1:1 2-3:0 4-5:0                  ~ difficulty must be 0, 2, 3 or 4
            3 ~ water | W | 0-1:0 2-3:0 4-5:5                  ~ difficulty must be 0, 2, 3 or 4
            3 ~ water | W | 0-1:0 2-3 4-5:0                    ~ not a route
            3 ~ water | W                                      ~ expected 3 fields
            3 ~ lagoon | L | 0-1:0                             ~ unknown record 'lagoon'
            3 ~ start | Other | 0 | 3@0                        ~ a second start island
            3 ~ name | again                                   ~ given twice
            """)
    void parseErrorsCarryTheLineNumberAndTheFault(int line, String badLine, String fault) {
        String text = HEAD + badLine + "\nisland | Good | 2 | 2@1\nwater | W0 | 0-1:0 2-3:0 4-5:0\n";
        assertThatThrownBy(() -> TileSetFormat.parse(text))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageStartingWith("line " + line + ": ")
                .hasMessageContaining(fault);
    }

    @Test
    void lineNumbersCountCommentsAndBlankLines() {
        String text = "# header\n\nname | t\n   \n# more\nstart | Home | 0 | 3@0\nisland | Fine | 2 | 2@1\n\nwater | W | 0-1:0 2-3:0 4-5:1\n";
        assertThatThrownBy(() -> TileSetFormat.parse(text))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageStartingWith("line 9: ")
                .hasMessageContaining("W")
                .hasMessageContaining("difficulty");
    }

    @Test
    void theFaultyTileIsNamedAfterTheLineNumber() {
        String text = HEAD + "island | Atoll | 2 | 2@1 0@2\n";
        assertThatThrownBy(() -> TileSetFormat.parse(text))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageStartingWith("line 3: ")
                .hasMessageContaining("Atoll")
                .hasMessageContaining("beach 2");
    }

    @Test
    void theNameLineMustComeBeforeTheTiles() {
        String text = "start | Home | 0 | 3@0\nname | late\n";
        assertThatThrownBy(() -> TileSetFormat.parse(text))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageStartingWith("line 2: ")
                .hasMessageContaining("before the tiles");
    }

    @Test
    void aSetWithoutANameLineIsRefused() {
        assertThatThrownBy(() -> TileSetFormat.parse("start | Home | 0 | 3@0\nisland | A | 2 | 2@1\nwater | W | 0-1:0 2-3:0 4-5:0\n"))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("no 'name");
    }

    @Test
    void aSetWithoutAStartLineIsRefused() {
        assertThatThrownBy(() -> TileSetFormat.parse("name | t\nisland | A | 2 | 2@1\nwater | W | 0-1:0 2-3:0 4-5:0\n"))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("tile set t has no 'start");
    }

    @Test
    void anEmptyTextIsRefused() {
        assertThatThrownBy(() -> TileSetFormat.parse("# nothing\n\n"))
                .isInstanceOf(InvalidTileException.class);
    }

    @Test
    void duplicateIdsAndStacksWithoutIslandsOrWaterAreRefusedByTheFormatToo() {
        assertThatThrownBy(() -> TileSetFormat.parse(HEAD + "island | A | 2 | 2@1\nwater | A | 0-1:0 2-3:0 4-5:0\n"))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("A")
                .hasMessageContaining("used twice");
        assertThatThrownBy(() -> TileSetFormat.parse(HEAD + "water | W | 0-1:0 2-3:0 4-5:0\n"))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("0 islands");
        assertThatThrownBy(() -> TileSetFormat.parse(HEAD + "island | A | 2 | 2@1\n"))
                .isInstanceOf(InvalidTileException.class)
                .hasMessageContaining("0 water tiles");
    }
}
