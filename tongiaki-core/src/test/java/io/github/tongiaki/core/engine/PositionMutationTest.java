package io.github.tongiaki.core.engine;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetProvider;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What mutation testing (PIT, {@code -Pmutation}) showed no test would notice in the position text, its
 * parser, the {@link Validator}, {@link State} and the {@link Scenario} builder's messages: each test
 * fails with one or more of the mutants listed in docs/maintainers/mutation-testing.md and passes without.
 */
class PositionMutationTest {

    private static final String STACK = "Nauru Tubuai Rarotonga \"Rapa Nui\" Tokelau Tuamotu \"Hiva Oa\" Mangareva Oahu Tahiti Tuvalu "
            + "Fidschi Hawaii Samoa W01 W02 W03 W04 W05 W06 W07 W08 W09 W10 W11 W12 W13 W14 W15 W16";

    /** A turn decision of blue's first turn: Tonga with one blue and one red boat, every other tile in the stack. */
    private static final String BASE = """
            tongiaki-position 2
            tileset official
            players blue red
            turn 1 blue
            pending turn
            tile Tonga 0,0 r0
            boats Tonga/1 B
            boats Tonga/2 R
            stack Muroroa\s""" + STACK + "\n";

    /** {@link #BASE} with Muroroa laid at (0,1) instead of in the stack. */
    private static final String MUROROA = BASE.replace("stack Muroroa ", "stack ") + "tile Muroroa 0,1 r3\n";

    /** A landing on Samoa (from the conformance vector pending-land-anywhere). */
    private static final String LAND = """
            tongiaki-position 2
            tileset official
            players blue red
            turn 1 blue
            decision 3
            pending land island=Samoa group=R origin=Muroroa free=1,2,3 received=1 mode=spread
            tile Tonga 0,0 r0
            tile Muroroa 0,1 r3
            tile Samoa 1,0 r1
            boats Muroroa/2 B
            boats Samoa/1 B
            stack\s""" + STACK.replace(" Samoa", "") + """

            origins Muroroa
            record 0 Muroroa/1=B+R Muroroa/2=B
            """;

    /** A voyage's chance draw (from the conformance vector pending-chance-voyage-jetty). */
    private static final String CHANCE_VOYAGE = """
            tongiaki-position 2
            tileset official
            players blue red
            turn 1 blue
            decision 1
            pending chance for=voyage hex=0,0 dir=0 first=true group=2B+R origin=Tonga
            tile Tonga 0,0 r0
            boats Tonga/4 B+2R
            bag Muroroa\s""" + STACK + """

            origins Tonga
            record 0 Tonga/1=2B+R Tonga/4=B+2R
            """;

    /** A free placement of W05 drawn in an R-LOOP-2 redraw (from the conformance vector pending-tile-redraw). */
    private static final String TILE_REDRAW = """
            tongiaki-position 2
            tileset official
            players blue red green
            turn 1 blue
            decision 2
            pending tile tile=W05 purpose=redraw
            tile W01 0,1 r0
            tile W02 -1,1 r0
            tile W03 -1,0 r0
            tile W04 0,-1 r0
            tile W13 1,-1 r1
            tile W14 1,0 r1
            removed Tonga
            stack Samoa Muroroa Nauru Tubuai Rarotonga "Rapa Nui" Tokelau Tuamotu "Hiva Oa" Mangareva Oahu Tahiti Tuvalu Fidschi Hawaii W06 W07 W08 W09 W10 W11 W12 W15 W16
            record 0 Tonga/1=B+R+G Tonga/2=B
            """;

    /** The redraw's chance draw (from the conformance vector pending-chance-redraw). */
    private static final String CHANCE_REDRAW = """
            tongiaki-position 2
            tileset official
            players blue red green
            turn 1 blue
            decision 2
            pending chance for=redraw
            tile W01 0,1 r0
            tile W02 -1,1 r0
            tile W03 -1,0 r0
            tile W04 0,-1 r0
            tile W13 1,-1 r1
            tile W14 1,0 r1
            removed Tonga
            bag Muroroa Nauru Tubuai Rarotonga "Rapa Nui" Tokelau Tuamotu "Hiva Oa" Mangareva Oahu Tahiti Tuvalu Fidschi Hawaii Samoa W05 W06 W07 W08 W09 W10 W11 W12 W15 W16
            record 0 Tonga/1=B+R+G Tonga/2=B
            """;

    /** A placement for settling on Oahu (from the conformance vector pending-place-settle). */
    private static final String PLACE = """
            tongiaki-position 2
            tileset official
            players blue red
            turn 1 blue
            decision 3
            pending place island=Oahu count=1 purpose=settle
            tile Tonga 0,0 r0
            tile W07 0,-1 r2
            tile Oahu -1,-1 r4
            boats Tonga/1 R
            stack Muroroa Nauru Tubuai Rarotonga "Rapa Nui" Tokelau Tuamotu "Hiva Oa" Mangareva Tahiti Tuvalu Fidschi Hawaii Samoa W01 W02 W03 W04 W05 W06 W08 W09 W10 W11 W12 W13 W14 W15 W16
            """;

    private static Position parse(String text) {
        return Position.parse(text, TestTiles.official());
    }

    /** Asserts that the text is refused with that expectation, at that line (and column, if not 0). */
    private static void refused(String text, int line, int column, String expected) {
        assertThatThrownBy(() -> parse(text)).isInstanceOfSatisfying(ParseException.class, e -> {
            assertThat(e.expected()).as(e.getMessage()).isEqualTo(expected);
            assertThat(e.line()).as(e.getMessage()).isEqualTo(line);
            if (column != 0) {
                assertThat(e.column()).as(e.getMessage()).isEqualTo(column);
            }
        });
    }

    private static int lineOf(String text, String start) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith(start)) {
                return i + 1;
            }
        }
        throw new AssertionError("no line " + start);
    }

    @Test
    @DisplayName("a tile's coordinates lie within ±(tiles laid + set aside): the bound itself is accepted on every side, one past it is refused, "
            + "and a removed island and a tile set aside each widen it by one")
    void theBoundOnATilesCoordinates() {
        String two = BASE.replace("stack Muroroa ", "stack ");
        String expected = "a hex with coordinates within -2..2 (the 32 tiles of the set less the 30 still to lay, each of which can take the "
                + "board one hex further out: the tile placements reach -32..32)";
        for (String hex : List.of("2,0", "-2,0", "0,2", "0,-2", "2,-2", "-2,2", "2,2", "-2,-2")) {
            assertThat(parse(two + "tile Muroroa " + hex + " r3\n").text()).contains("tile Muroroa " + hex + " r3");
            String past = two + "tile Muroroa " + hex.replace("2", "3") + " r3\n";
            refused(past, lineOf(past, "tile Muroroa"), 14, expected);
        }
        // a tile set aside is one fewer to lay, a removed island one more laid
        String aside = two.replace(" W16\n", "\n") + "aside W16\ntile Muroroa 3,-3 r3\n";
        assertThat(parse(aside).text()).contains("tile Muroroa 3,-3 r3");
        refused(aside.replace("3,-3", "4,0"), lineOf(aside, "tile Muroroa"), 14, "a hex with coordinates within -3..3 (the 32 tiles of the set "
                + "less the 29 still to lay, each of which can take the board one hex further out: the tile placements reach -32..32)");
        String removed = two.replace(" Nauru ", " ") + "removed Nauru\ntile Muroroa -3,0 r3\n";
        assertThat(parse(removed).text()).contains("removed Nauru");
        refused(removed.replace("-3,0", "0,-4"), lineOf(removed, "tile Muroroa"), 14, "a hex with coordinates within -3..3 (the 32 tiles of "
                + "the set less the 29 still to lay, each of which can take the board one hex further out: the tile placements reach -32..32)");
    }

    @Test
    @DisplayName("the test positions are valid")
    void basesParse() {
        for (String text : List.of(BASE, MUROROA, LAND, CHANCE_VOYAGE, TILE_REDRAW, CHANCE_REDRAW, PLACE)) {
            assertThat(parse(text).text()).isEqualTo(parse(parse(text).text()).text());
        }
    }

    // ---- the lexical layer (Lines) and the values (Read) ----

    @Test
    @DisplayName("a text with CR LF line ends reads as with LF")
    void crLfLineEnds() {
        assertThat(parse(BASE.replace("\n", "\r\n"))).isEqualTo(parse(BASE));
    }

    @Test
    @DisplayName("a message shows at most 40 characters of what it found, and '…' only when it cut")
    void foundIsCutAfterFortyCharacters() {
        String forty = "x".repeat(40);
        assertThatThrownBy(() -> parse(BASE + forty + "\n")).hasMessageEndingWith("found '" + forty + "'");
        assertThatThrownBy(() -> parse(BASE + forty + "yyyyy\n")).hasMessageEndingWith("found '" + forty + "…'");
    }

    @Test
    @DisplayName("a number of ten digits is read (eleven are refused)")
    void tenDigitNumber() {
        assertThat(parse(BASE.replace("turn 1 blue\n", "turn 1 blue\ndecision 1000000000\n")).decisionNumber()).isEqualTo(1_000_000_000);
    }

    @Test
    @DisplayName("a position at the largest decision and turn numbers plays on and every position reached reads back: "
            + "the decision number goes on at 0, the turn number and the D-15 count stop at 2,147,483,647")
    void countersAtTheLargestIntReadBack() {
        String max = String.valueOf(Integer.MAX_VALUE);
        // without the stall rule (O-STALL-ROUNDS = 0) the D-15 count may be as large as the turn number
        String text = BASE.replace("turn 1 blue\n", "options stall-rounds=0\nturn " + max + " blue\ndecision " + max + "\nstall " + max + "\n");
        Game g = parse(text).toGame();
        assertThat(g.decisionNumber()).isEqualTo(Integer.MAX_VALUE);
        assertThat(g.turn()).isEqualTo(Integer.MAX_VALUE);
        for (int n = 0; n < 40 && !g.isOver(); n++) {
            g.apply(g.decision().option(n % g.optionCount()));
            assertThat(g.decisionNumber()).isEqualTo(n);
            assertThat(g.turn()).isEqualTo(Integer.MAX_VALUE);
            String printed = Position.of(g).text();
            assertThat(parse(printed).text()).isEqualTo(printed);
        }
        assertThat(g.decisionNumber()).isPositive();
    }

    @Test
    @DisplayName("decision and turn numbers past the largest int are refused")
    void countersPastTheLargestIntAreRefused() {
        assertThatThrownBy(() -> parse(BASE.replace("turn 1 blue\n", "turn 1 blue\ndecision 2147483648\n")))
                .isInstanceOf(ParseException.class).hasMessageContaining("a decision number");
        assertThatThrownBy(() -> parse(BASE.replace("turn 1 blue\n", "turn 2147483648 blue\n")))
                .isInstanceOf(ParseException.class).hasMessageContaining("a turn number");
    }

    @Test
    @DisplayName("a hex without q: the empty q is what the message shows")
    void hexWithoutQ() {
        String text = MUROROA.replace("tile Muroroa 0,1 r3", "tile Muroroa ,1 r3");
        assertThatThrownBy(() -> parse(text)).isInstanceOf(ParseException.class).hasMessageEndingWith("found ''");
    }

    @Test
    @DisplayName("a beach without its island is refused as a beach")
    void beachWithoutIsland() {
        refused(BASE + "boats /1 B\n", 10, 7, "a beach 'island/number'");
    }

    /** A tile-set provider for {@link #tileSetByName}: the official tiles under another name. */
    public static final class RenamedOfficial implements TileSetProvider {
        static final String NAME = "position-mutation-test";

        /** For the service loader. */
        public RenamedOfficial() {
        }

        @Override
        public String name() {
            return NAME;
        }

        @Override
        public TileSet tileSet() {
            TileSet o = TestTiles.official();
            return TileSet.of(NAME, o.start(), o.stackTiles());
        }
    }

    @Test
    @DisplayName("a tile set given by name only is found through its provider (the context class loader's)")
    void tileSetByName(@TempDir Path dir) throws IOException {
        Path services = dir.resolve("META-INF/services");
        Files.createDirectories(services);
        Files.writeString(services.resolve(TileSetProvider.class.getName()), RenamedOfficial.class.getName() + "\n");
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            thread.setContextClassLoader(loader);
            Position p = Position.parse(BASE.replace("tileset official", "tileset " + RenamedOfficial.NAME));
            assertThat(p.tileSet().name()).isEqualTo(RenamedOfficial.NAME);
            assertThat(p.text()).isEqualTo(parse(BASE).text().replace("tileset official", "tileset " + RenamedOfficial.NAME));
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    // ---- the parser: each line's number of words ----

    @Test
    @DisplayName("a word too many on the tileset, start, turn and decision lines")
    void headerLinesTakeNoExtraWord() {
        refused(BASE.replace("tileset official", "tileset official more"), 2, 18, "the end of the line (tileset <name>)");
        refused(BASE.replace("players blue red\n", "players blue red\nstart blue more\n"), 4, 12, "the end of the line (start <colour>)");
        refused(BASE.replace("turn 1 blue", "turn 1 blue more"), 4, 13, "the end of the line (turn <number> <colour>)");
        refused(BASE.replace("turn 1 blue\n", "turn 1 blue\ndecision 0 more\n"), 5, 12, "the end of the line (decision <number>)");
    }

    @Test
    @DisplayName("a word too many on the tile, royal, removed and stranded lines")
    void tableLinesTakeNoExtraWord() {
        refused(MUROROA.replace("tile Muroroa 0,1 r3", "tile Muroroa 0,1 r3 more"), 10, 21, "the end of the line (tile <id> <q,r> <rotation>)");
        refused(MUROROA + "royal Muroroa blue more\n", 11, 20, "the end of the line (royal <island> <colour>)");
        refused(BASE.replace("stack Muroroa ", "stack ") + "removed Muroroa more\n", 10, 17, "the end of the line (removed <island>)");
        String water = BASE.replace(" W01", "") + "tile W01 0,1 r0\nstranded W01 B more\n";
        refused(water, 11, 16, "the end of the line (stranded <water tile> <boats>)");
    }

    @Test
    @DisplayName("key=value words without a key: supply, record and pending fields")
    void wordsWithoutKey() {
        refused(BASE + "supply =15\n", 10, 8, "'<colour>=<boats in the supply>'");
        refused(BASE + "record 0 =B\n", 10, 10, "'<island/number>=<boats>'");
        refused(BASE.replace("pending turn", "pending turn =x"), 5, 14, "a field 'key=value'");
    }

    @Test
    @DisplayName("D-4 records: boats of the players only, at most a beach's berths")
    void recordOccupancy() {
        String land = LAND.replace("record 0 Muroroa/1=B+R Muroroa/2=B", "record 0 Muroroa/1=B+G");
        refused(land, lineOf(land, "record"), 10, "boats of the players [blue, red] only");
        String full = LAND.replace("record 0 Muroroa/1=B+R Muroroa/2=B", "record 0 Muroroa/1=2B+R");
        refused(full, lineOf(full, "record"), 10, "at most 2 boats on beach Muroroa/1");
    }

    @Test
    @DisplayName("a royal island given twice, blue first, is refused")
    void royalTwice() {
        refused(MUROROA + "royal Muroroa blue\nroyal Muroroa red\n", 12, 7, "an island not made royal before");
    }

    @Test
    @DisplayName("boats of a colour not playing: the message points at the word that has them")
    void beachColourWord() {
        refused(BASE + "boats Tonga/3 B G\n", 10, 17, "boats of the players [blue, red] only");
        // Muroroa/1 is beach 6: its green (colour 2) must not be confused with Tonga/1's yellow (index 3)
        String text = MUROROA.replace("players blue red", "players blue red yellow").replace("boats Tonga/1 B\n", "boats Tonga/1 B+Y\n")
                + "boats Muroroa/1 G\n";
        refused(text, lineOf(text, "boats Muroroa"), 17, "boats of the players [blue, red, yellow] only");
    }

    // ---- the pending line's fields ----

    @Test
    @DisplayName("a placement's purpose is expand, noboat or settle, not redraw")
    void placePurpose() {
        refused(PLACE.replace("purpose=settle", "purpose=redraw"), 6, 0, "a purpose (expand, noboat or settle)");
    }

    @Test
    @DisplayName("a landing on a royal island of blue (colour 0) is refused")
    void landingOnRoyalIsland() {
        String text = LAND.replace("boats Samoa/1 B\n", "royal Samoa blue\n");
        refused(text, 6, 14, "an island on the table that is not royal");
    }

    @Test
    @DisplayName("a landing's group from no island (origin=-) reads and prints as such")
    void landingWithoutOrigin() {
        Position p = parse(LAND.replace("origin=Muroroa", "origin=-"));
        assertThat(p.text()).contains("origin=-").doesNotContain("origin=Tonga");
    }

    @Test
    @DisplayName("a voyage's draw needs the island the group emigrated from")
    void voyageNeedsOrigin() {
        refused(CHANCE_VOYAGE.replace("origin=Tonga", "origin=-"), 6, 0, "the island the group emigrated from");
    }

    @Test
    @DisplayName("a group of a colour not playing is refused")
    void groupOfColourNotPlaying() {
        refused(LAND.replace("group=R", "group=G"), 6, 0, "boats of the players [blue, red] only");
    }

    @Test
    @DisplayName("a beach given twice in a landing's beach list")
    void beachListTwice() {
        refused(LAND.replace("free=1,2,3", "free=2,2"), 6, 0, "each beach once");
    }

    @Test
    @DisplayName("a chance draw for an expansion is refused")
    void chanceForExpansion() {
        refused(CHANCE_REDRAW.replace("for=redraw", "for=expand"), 6, 0, "what the draw is for (voyage, settle or redraw)");
    }

    @Test
    @DisplayName("the drawn tile of a free placement is not in the stack")
    void drawnTileInStack() {
        refused(TILE_REDRAW.replace("tile=W05", "tile=Samoa"), 6, 0,
                "the drawn tile: neither the start island, on the table, removed nor in the stack");
    }

    @Test
    @DisplayName("endgame=VOYAGE_ONLY: no draw for a voyage once the end was triggered (D-1)")
    void voyageOnlyNoDrawAfterEnd() {
        String islands = "Muroroa Nauru Tubuai Rarotonga \"Rapa Nui\" Tokelau Tuamotu \"Hiva Oa\" Mangareva Oahu Tahiti Tuvalu Fidschi Hawaii Samoa";
        String text = CHANCE_VOYAGE.replace("bag Muroroa " + STACK, "bag W01 W02 W03 W04 W05 W06 W07 W08 W09 W10 W11 W12 W13 W14 W15 W16\naside "
                + islands).replace("players blue red\n", "players blue red\noptions endgame=VOYAGE_ONLY\n");
        refused(text, lineOf(text, "bag"), 1, "island and water tiles in the stack: under endgame=VOYAGE_ONLY no tile is drawn for a voyage "
                + "after the end was triggered (D-1)");
    }

    // ---- the validator ----

    @Test
    @DisplayName("an island on the table and removed at once")
    void removedOnTable() {
        refused(MUROROA + "removed Muroroa\n", 11, 9, "an island not on the table");
    }

    @Test
    @DisplayName("a tile on the table cannot be set aside")
    void asideOnTable() {
        refused(MUROROA + "aside Muroroa\n", 11, 7, "a tile other than the start island, neither on the table, removed nor set aside before");
    }

    @Test
    @DisplayName("boats stranded on the start island (tile 0) are refused: only a water tile strands them")
    void strandedOnStartIsland() {
        refused(BASE + "stranded Tonga B\n", 10, 10, "a water tile on the table");
    }

    @Test
    @DisplayName("stranded boats of a colour not playing are refused")
    void strandedColourNotPlaying() {
        refused(BASE.replace(" W01", "") + "tile W01 0,1 r0\nstranded W01 G\n", 11, 14, "boats of the players [blue, red] only");
    }

    @Test
    @DisplayName("a turn decision at turn 0 is refused; turn 0 is the set-up's")
    void turnZero() {
        refused(BASE.replace("turn 1 blue", "turn 0 blue"), 4, 6, "a turn number of at least 1 after the set-up");
    }

    // ---- State: the frames below a redraw ----

    /** Plays the first option until the turn ends; whether an emigration started before. */
    private static boolean emigrationBeforeTurnEnds(Game g) {
        for (int i = 0; i < 20; i++) {
            for (GameEvent e : g.applyOption(0)) {
                if (e instanceof GameEvent.EmigrationStarted) {
                    return true;
                }
                if (e instanceof GameEvent.TurnEnded) {
                    return false;
                }
            }
        }
        throw new AssertionError("the turn did not end");
    }

    @Test
    @DisplayName("R-LOOP-2, R-CHAIN-1: after a redraw's free placement the turn's emigrations go on (a full beach emigrates)")
    void emigrationsGoOnAfterRedrawPlacement() {
        String text = TILE_REDRAW.replace(" Muroroa ", " ") + "tile Muroroa 3,-1 r0\nboats Muroroa/1 2B\n";
        assertThat(emigrationBeforeTurnEnds(parse(text).toGame())).isTrue();
        // a settlement's placement ends with the turn: no emigrations below it
        String settle = TILE_REDRAW.replace(" Muroroa ", " ").replace("purpose=redraw", "purpose=settle")
                .replace("record 0 Tonga/1=B+R+G Tonga/2=B\n", "") + "tile Muroroa 3,-1 r0\nboats Muroroa/1 R\n";
        assertThat(emigrationBeforeTurnEnds(parse(settle).toGame())).isFalse();
    }

    @Test
    @DisplayName("R-LOOP-2, R-CHAIN-1: after a redraw's chance draw and placement the turn's emigrations go on")
    void emigrationsGoOnAfterRedrawDraw() {
        String text = CHANCE_REDRAW.replace("bag Muroroa ", "bag ") + "tile Muroroa 3,-1 r0\nboats Muroroa/1 2B\n";
        assertThat(emigrationBeforeTurnEnds(parse(text).toGame())).isTrue();
    }

    // ---- Position's equality and text ----

    @Test
    @DisplayName("positions are equal when their texts are; toString is the text")
    void equalityAndText() {
        Position p = parse(BASE);
        Position q = parse(MUROROA);
        assertThat(p).isEqualTo(parse(BASE)).hasSameHashCodeAs(parse(BASE)).isNotEqualTo(q);
        assertThat(p.hashCode()).isNotEqualTo(q.hashCode());
        assertThat(p.toString()).isEqualTo(p.text());
    }

    // ---- Scenario's messages ----

    private static Scenario scenario() {
        return Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(TestTiles.official()).build());
    }

    private static void buildRefused(Scenario s, String message) {
        assertThatThrownBy(s::build).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @Test
    @DisplayName("Scenario: two tiles on one hex are named, the first one there too")
    void scenarioTwoTilesOnOneHex() {
        ThrowingCallable build = scenario().tile("Muroroa", Hex.of(0, 1), Rotation.R0).tile("Nauru", Hex.of(1, 0), Rotation.R0)
                .tile("Tubuai", Hex.of(1, 0), Rotation.R0)::build;
        assertThatThrownBy(build).isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("tiles Nauru and Tubuai both lie on hex")
                // the validator's fault is the cause, with its own message
                .cause().hasMessage("a hex without a tile (Nauru lies there)");
    }

    @Test
    @DisplayName("Scenario: royal islands on the start island, on a water tile, off the table (R-ROYAL-1)")
    void scenarioRoyalIslands() {
        buildRefused(scenario().royal("Tonga", BLUE), "the start island Tonga cannot be a royal island (R-ROYAL-1)");
        buildRefused(scenario().royal("W01", BLUE), "W01 is a water tile, not an island");
        buildRefused(scenario().royal("Muroroa", BLUE), "royal island Muroroa is not on the table");
    }

    @Test
    @DisplayName("Scenario: a water tile removed, an island on the table removed (R-LOOP-1)")
    void scenarioRemoved() {
        buildRefused(scenario().removed("W01"), "only islands leave the game (R-LOOP-1), not water tile W01");
        buildRefused(scenario().tile("Muroroa", Hex.of(0, 1), Rotation.R0).removed("Muroroa"), "tile Muroroa is on the table and removed at once");
    }

    @Test
    @DisplayName("Scenario: boats of a colour not playing name their beach")
    void scenarioBeachColour() {
        assertThatThrownBy(scenario().boats("Tonga", 2, "G")::build).hasMessageStartingWith("boats on Tonga/2: green is not playing");
    }

    @Test
    @DisplayName("Scenario: a beach over its berths names its boats")
    void scenarioBeachBoats() {
        buildRefused(scenario().boats("Tonga", 2, "2B+2R"), "beach Tonga/2 has 3 berths, not room for 4 boats (2B+2R)");
    }

    @Test
    @DisplayName("Scenario: more than 15 boats of a colour (R-COMP-1) counts them (red: colour 1, not 0)")
    void scenarioBoatsOfColour() {
        Scenario s = scenario();
        for (int beach = 1; beach <= 5; beach++) {
            s.boats("Tonga", beach, "3R");
        }
        buildRefused(s.boats("Tonga", 6, "R"), "red has 16 boats on the table; a player has 15 (R-COMP-1)");
    }

    @Test
    @DisplayName("Scenario: a stack without islands says what it lacks, or (stackOnly) that the game would be over (D-1)")
    void scenarioEndTriggered() {
        assertThatThrownBy(scenario().stack("W01")::build).hasMessageStartingWith(
                "the stack must hold exactly the tiles neither on the table nor removed; missing [Muroroa");
        buildRefused(scenario().stackOnly("W01", "W02"), "the stack holds 0 island and 2 water tiles; with either at 0 the game is over (D-1)");
    }
}
