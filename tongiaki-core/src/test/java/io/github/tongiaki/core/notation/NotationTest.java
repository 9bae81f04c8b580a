package io.github.tongiaki.core.notation;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.GREEN;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.Version;
import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The notation's forms and their errors, by example. */
class NotationTest {

    private static final TileSet OFFICIAL = NotationTiles.official();

    /** Blue's expansion filled Tonga/1; the group is landing on the drawn Rapa Nui (a tile id with a space). */
    private static Game landingOnRapaNui() {
        Game g = Scenario.of(GameSetup.builder().players(BLUE, RED, GREEN).tileSet(OFFICIAL).build())
                .boats("Tonga", 1, "R+G").boats("Tonga", 3, "B").stackTop("Rapa Nui").build();
        g.apply("expand Tonga");
        g.apply("beaches Tonga/1");
        return g;
    }

    private static ParseException parseError(Runnable r) {
        try {
            r.run();
        } catch (ParseException e) {
            return e;
        }
        throw new AssertionError("no ParseException");
    }

    // =====================================================================================
    // positions
    // =====================================================================================

    @Test
    @DisplayName("R-ROYAL-2: a beach line without boats is checked like any other (its island on the table, not royal)")
    void emptyBeachLineIsChecked() {
        String text = Position.of(Game.start(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).seed(3).build())).text();
        assertThatThrownBy(() -> Position.parse(text + "boats Samoa/1 -\n", OFFICIAL)).isInstanceOf(ParseException.class)
                .hasMessageContaining("expected a beach of an island on the table: found 'Samoa/1'");
        assertThat(Position.parse(text + "boats Tonga/1 -\n", OFFICIAL).text()).isEqualTo(text);
    }

    @Test
    @DisplayName("a mid-turn position (a landing half done) reads back to itself and plays on like the original")
    void midTurnPosition() {
        Game g = landingOnRapaNui();
        g.apply("land blue Rapa Nui/2");
        Position p = Position.of(g);
        assertThat(p.text()).contains("pending land island=\"Rapa Nui\" group=R+G origin=Tonga free=1,2 received=2 mode=first\n")
                .contains("tile \"Rapa Nui\" 0,1 r3\n").contains("boats \"Rapa Nui\"/2 B\n").contains("origins Tonga\n")
                .contains("record 0 Tonga/1=B+R+G Tonga/3=B\n")
                // a tile was laid this turn: the game-level turn-start records were cleared (D-4)
                .doesNotContain("turnstart");
        Game back = Position.parse(p.text(), OFFICIAL).toGame();
        assertThat(back.decision()).isEqualTo(g.decision());
        assertThat(back.apply("land red Rapa Nui/1")).isEqualTo(g.apply("land red Rapa Nui/1"));
        assertThat(Position.of(back)).isEqualTo(Position.of(g));
    }

    @Test
    @DisplayName("lines in another order, comments, blank lines, extra spaces, colour letters and 'B R' boats give the canonical text")
    void looseTextIsCanonicalised() {
        Game g = landingOnRapaNui();
        String canonical = Position.of(g).text();
        List<String> lines = new ArrayList<>(List.of(canonical.split("\n")));
        String head = lines.remove(0);
        // the single lines last, in reverse; the lines of one kind keep their order
        List<String> singles = new ArrayList<>(lines.stream().filter(l -> l.matches("(tileset|players|start|options|turn|decision|pending) .*"))
                .toList());
        lines.removeAll(singles);
        Collections.reverse(singles);
        lines.addAll(singles);
        StringBuilder loose = new StringBuilder("# a bug report\n\n").append(head).append("   # the format\n");
        for (String l : lines) {
            String x = l.contains("\"") ? l : l.replace(" ", "  ");
            x = x.replace("players  blue  red  green", "players B r GREEN");
            if (x.startsWith("boats  Tonga/3")) {
                x = "boats \"Tonga/3\" B";
            }
            loose.append('\t').append(x).append('\n');
        }
        Position p = Position.parse(loose.toString(), OFFICIAL);
        assertThat(p.text()).isEqualTo(canonical);
        assertThat(Position.parse(canonical.replace("boats Tonga/3 B", "boats Tonga/3 1B"), OFFICIAL).text()).isEqualTo(canonical);
    }

    @Test
    @DisplayName("explicit chance: the stack is a 'bag' in tile-set order; a pending chance draw of a voyage keeps the voyage")
    void explicitChance() {
        Game g = Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).tileSource(TileSource.chance()).build())
                .boats("Tonga", 1, "2B+R").boats("Tonga", 4, "B+2R").emigrationsPending().build();
        g.apply("emigrate Tonga/1 via 0");
        assertThat(g.decision()).isInstanceOf(Decision.Chance.class);
        Position p = Position.of(g);
        assertThat(p.text()).contains("pending chance for=voyage hex=0,0 dir=0 first=true group=2B+R origin=Tonga\n")
                .contains("\nbag Muroroa Nauru ");
        Game back = p.toGame();
        assertThat(back.setup().tileSource()).isEqualTo(TileSource.chance());
        assertThat(back.apply("draw W07")).isEqualTo(g.apply("draw W07"));
    }

    @Test
    @DisplayName("a restored game reports the set-up of the position: its stack order as an ordered tile source")
    void restoredSetup() {
        Game g = Game.start(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).seed(4).build());
        Game back = Position.of(g).toGame();
        assertThat(back.setup().players()).isEqualTo(g.setup().players());
        assertThat(back.setup().tileSource()).isInstanceOf(TileSource.Stacked.class);
        assertThat(back.decisionNumber()).isZero();
        assertThat(back.lastEvents()).isEmpty();
    }

    @Test
    @DisplayName("position errors name the line, the column and what was expected")
    void positionErrors() {
        String text = Position.of(landingOnRapaNui()).text();
        String[] lines = text.split("\n");
        int tileLine = indexOf(lines, "tile \"Rapa Nui\"") + 1;

        ParseException e = parseError(() -> Position.parse("tongiaki-position 1\n", OFFICIAL));
        assertThat(e.line()).isEqualTo(1);
        assertThat(e.column()).isEqualTo(19);
        assertThat(e.expected()).isEqualTo("version 2");

        e = parseError(() -> Position.parse(text.replace("tile \"Rapa Nui\" 0,1 r3", "tile \"Rapa Nu\" 0,1 r3"), OFFICIAL));
        assertThat(e.line()).isEqualTo(tileLine);
        assertThat(e.column()).isEqualTo(6);
        assertThat(e.expected()).isEqualTo("a tile of tile set official");
        assertThat(e.getMessage()).isEqualTo("line " + tileLine + ", column 6: expected a tile of tile set official: found 'Rapa Nu'");

        e = parseError(() -> Position.parse(text.replace("tile \"Rapa Nui\" 0,1 r3", "tile \"Rapa Nui\" 0,1 r6"), OFFICIAL));
        assertThat(e.column()).isEqualTo(21);
        assertThat(e.expected()).isEqualTo("a rotation r0..r5");

        e = parseError(() -> Position.parse(text.replace("tile \"Rapa Nui\" 0,1 r3", "tile \"Rapa Nui 0,1 r3"), OFFICIAL));
        assertThat(e.column()).isEqualTo(6);
        assertThat(e.expected()).contains("closing '\"'");

        e = parseError(() -> Position.parse(text.replace("boats Tonga/3 B", "boats Tonga/3 4B"), OFFICIAL));
        assertThat(e.expected()).isEqualTo("at most 3 boats on beach Tonga/3");

        assertThat(text).contains("\nsupply blue=13 ");
        e = parseError(() -> Position.parse(text.replace("supply blue=13", "supply blue=12"), OFFICIAL));
        assertThat(e.expected()).startsWith("blue=13 (15 less");

        e = parseError(() -> Position.parse(text.replace(" W07", ""), OFFICIAL));
        assertThat(e.expected()).contains("but W07 is missing");

        e = parseError(() -> Position.parse(text.replace("tileset official", "tileset nonesuch"), OFFICIAL));
        assertThat(e.expected()).isEqualTo("the name of a known tile set");

        e = parseError(() -> Position.parse(text.replace("pending land", "pending lands"), OFFICIAL));
        assertThat(e.expected()).startsWith("the pending decision (setup, turn");

        e = parseError(() -> Position.parse(text.replace(" mode=first", ""), OFFICIAL));
        assertThat(e.expected()).isEqualTo("the field 'mode=' of 'pending land'");

        // a whole line missing: column 1 of the line after the last one (the text, one line shorter, ends with a line feed)
        e = parseError(() -> Position.parse(text.replace("players blue red green\n", ""), OFFICIAL));
        assertThat(e.line()).isEqualTo(lines.length);
        assertThat(e.column()).isEqualTo(1);
        e = parseError(() -> Position.parse(text.replace("players blue red green\n", "").stripTrailing(), OFFICIAL));
        assertThat(e.line()).isEqualTo(lines.length);
        assertThat(e.expected()).isEqualTo("a 'players <colour> …' line");

        // a landing with one boat left for one beach: the engine would have applied it by itself
        Game g = landingOnRapaNui();
        g.apply("land blue Rapa Nui/1");
        g.apply("land red Rapa Nui/2");
        String single = Position.of(g).text();
        assertThat(single).contains("group=G");
        e = parseError(() -> Position.parse(single.replace("received=1,2", "received=1"), OFFICIAL));
        assertThat(e.expected()).startsWith("a decision with two or more options");
    }

    private static int indexOf(String[] lines, String prefix) {
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith(prefix)) {
                return i;
            }
        }
        throw new AssertionError(prefix);
    }

    // =====================================================================================
    // choices
    // =====================================================================================

    @Test
    @DisplayName("a choice is read against the decision; spaces between words may repeat")
    void choices() {
        Game g = landingOnRapaNui();
        Decision d = g.decision();
        Option o = ChoiceText.parse(d, "  land   red\tRapa Nui/1 ");
        assertThat(o.choice()).isEqualTo(new Choice.Land(RED, BeachRef.of("Rapa Nui", 1)));
        assertThat(ChoiceText.print(o.choice())).isEqualTo("land red Rapa Nui/1");
        for (Option x : d.options()) {
            assertThat(ChoiceText.parse(d, x.text())).isEqualTo(x);
        }
    }

    @Test
    @DisplayName("a choice not offered: the column where it leaves every option, and what the options have there")
    void choiceErrors() {
        Game g = Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).build())
                .tile("Tubuai", Hex.of(0, 1), Rotation.R3).boats("Tubuai", 1, "2B+R").boats("Tonga", 4, "B+2R").emigrationsPending().build();
        Decision d = g.decision();
        ParseException e = parseError(() -> ChoiceText.parse(d, "emigrate Tubuai/1 via 5"));
        assertThat(e.line()).isEqualTo(1);
        assertThat(e.column()).isEqualTo(23);
        assertThat(e.expected()).startsWith("'1' or '2' (a choice of decision #0, EMIGRATION for blue)");
        e = parseError(() -> ChoiceText.parse(d, "expand Tonga"));
        assertThat(e.column()).isEqualTo(1);
        assertThat(e.expected()).startsWith("'emigrate'");
        e = parseError(() -> ChoiceText.parse(d, "emigrate Tonga/4 via 3 now"));
        assertThat(e.column()).isEqualTo(24);
        assertThat(e.getMessage()).endsWith("found 'now'");
        assertThat(e.expected()).startsWith("the end of the choice");
        e = parseError(() -> ChoiceText.parse(d, ""));
        assertThat(e.getMessage()).contains("found the end of the choice");
    }

    // =====================================================================================
    // events
    // =====================================================================================

    @Test
    @DisplayName("every kind of event has one canonical line that reads back to it")
    void events() {
        TileId rapa = TileId.of("Rapa Nui");
        BeachRef r2 = BeachRef.of("Rapa Nui", 2);
        List<GameEvent> all = List.of(
                new GameEvent.TurnStarted(3, RED, true, false),
                new GameEvent.TurnEnded(3, RED),
                new GameEvent.BoatsPlaced(BLUE, r2, 2, Rule.R_NOBOAT_1),
                new GameEvent.BoatTaken(BLUE, r2),
                new GameEvent.RoyalIslandFounded(BLUE, rapa, Boats.parse("2B")),
                new GameEvent.FleetWithdrawn(BLUE, List.of(r2, r2, BeachRef.of("Tonga", 1))),
                new GameEvent.FleetWithdrawn(GREEN, List.of()),
                new GameEvent.EmigrationStarted(r2, 3, Boats.parse("2B+R+G")),
                new GameEvent.TileDrawn(rapa, 12, Rule.R_VOY_4),
                new GameEvent.TilePlaced(rapa, Hex.of(-2, 3), Rotation.R5, Rule.D_9),
                new GameEvent.RouteCrossed(TileId.of("W07"), Hex.of(0, -1), 0, 3, 4, 4),
                new GameEvent.CrossingFailed(TileId.of("W07"), Hex.of(0, -1), 0, 3, 4, 3),
                new GameEvent.BoatsReturned(Boats.parse("B+3R"), Rule.R_LAND_2),
                new GameEvent.BouncedFromRoyalIsland(rapa, TileId.of("Tonga")),
                new GameEvent.BoatLanded(GREEN, r2),
                new GameEvent.GroupStranded(TileId.of("W07"), Hex.of(0, -1), Boats.parse("B+R")),
                new GameEvent.IslandRemoved(rapa, Hex.of(1, 1), Boats.NONE, Rule.D_4),
                new GameEvent.Stalled(61, BLUE, 60),
                new GameEvent.EndTriggered(rapa),
                new GameEvent.GameOver(List.of(new Standing(BLUE, 1, 12, 3, 9, Standing.TieBreak.SCORE),
                        new Standing(RED, 2, 12, 3, 10, Standing.TieBreak.FEWER_BOATS))));
        List<String> lines = all.stream().map(EventText::print).toList();
        assertThat(lines).contains(
                "TurnStarted turn=3 player=red noboat=true allboats=false",
                "BoatsPlaced colour=blue beach=\"Rapa Nui\"/2 count=2 rule=R-NOBOAT-1",
                "FleetWithdrawn colour=blue beach=\"Rapa Nui\"/2 beach=\"Rapa Nui\"/2 beach=Tonga/1",
                "FleetWithdrawn colour=green",
                "EmigrationStarted beach=\"Rapa Nui\"/2 jetty=3 group=2B+R+G",
                "TileDrawn tile=\"Rapa Nui\" left=12 rule=R-VOY-4",
                "TilePlaced tile=\"Rapa Nui\" hex=-2,3 rotation=r5 rule=D-9",
                "IslandRemoved island=\"Rapa Nui\" hex=1,1 returned=- rule=D-4",
                "Stalled turn=61 player=blue turns=60",
                "GameOver standing=1:blue:12:3:9:SCORE standing=2:red:12:3:10:FEWER_BOATS");
        for (int i = 0; i < all.size(); i++) {
            assertThat(EventText.parse(lines.get(i))).isEqualTo(all.get(i));
        }
        assertThat(EventText.print(all)).hasLineCount(all.size());
    }

    @Test
    @DisplayName("event errors: an unknown name, a field out of order, a missing field, something after the end")
    void eventErrors() {
        ParseException e = parseError(() -> EventText.parse("TileDraw tile=W07 left=3 rule=R-EMI-3"));
        assertThat(e.column()).isEqualTo(1);
        assertThat(e.expected()).startsWith("an event name");
        e = parseError(() -> EventText.parse("TileDrawn left=3 tile=W07 rule=R-EMI-3"));
        assertThat(e.column()).isEqualTo(11);
        assertThat(e.expected()).isEqualTo("'tile=…'");
        e = parseError(() -> EventText.parse("TileDrawn tile=W07 left=3"));
        assertThat(e.column()).isEqualTo(26);
        assertThat(e.expected()).isEqualTo("'rule=…'");
        e = parseError(() -> EventText.parse("TileDrawn tile=W07 left=3 rule=R-EMI-9"));
        assertThat(e.expected()).startsWith("a rule id");
        e = parseError(() -> EventText.parse("TurnEnded turn=1 player=blue extra", 7));
        assertThat(e.line()).isEqualTo(7);
        assertThat(e.column()).isEqualTo(30);
        assertThat(e.expected()).isEqualTo("the end of the line");
    }

    // =====================================================================================
    // records
    // =====================================================================================

    @Test
    @DisplayName("a record: header, comments, choices; it replays to the same events, and its errors point at the choice")
    void records() {
        GameSetup setup = GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).tileSource(TileSource.ordered(List.of(TileId.of("W13"),
                TileId.of("Samoa")), 3)).build();
        Game g = Game.start(setup);
        List<String> choices = new ArrayList<>();
        List<List<GameEvent>> events = new ArrayList<>();
        SplittableRandom rnd = new SplittableRandom(8);
        for (int i = 0; i < 40 && !g.isOver(); i++) {
            Option o = g.decision().option(rnd.nextInt(g.optionCount()));
            choices.add(o.text());
            events.add(g.apply(o));
        }
        GameRecord r = GameRecord.of(setup, choices);
        assertThat(r.text()).startsWith("[format tongiaki-record 2]\n[engine " + Version.writer() + "]\n[rules "
                + Version.rulesRevision() + "]\n[tileset official]\n[players blue red]\n[start blue]\n[options ")
                .contains("\n[stack W13 Samoa]\n[seed 3]\n" + choices.get(0) + "\n");
        // a commented copy reads to the same record
        StringBuilder commented = new StringBuilder("# a game\n");
        for (String line : r.text().split("\n")) {
            commented.append(line).append(line.startsWith("[") ? "\n" : "   # a choice\n\n");
        }
        GameRecord read = GameRecord.parse(commented.toString(), OFFICIAL);
        assertThat(read).isEqualTo(r);
        List<List<GameEvent>> replayed = new ArrayList<>();
        Game end = read.replay((c, e) -> {
            if (c != null) {
                replayed.add(e);
            }
        });
        assertThat(replayed).isEqualTo(events);
        assertThat(Position.of(end)).isEqualTo(Position.of(g));

        // a choice the game does not offer: its line and column, and what was offered
        List<String> badLines = new ArrayList<>(List.of(r.text().split("\n")));
        int line = 10 + 4; // 8 header lines and [engine], [rules]
        assertThat(badLines.get(line - 1)).isEqualTo(choices.get(4));
        badLines.set(line - 1, choices.get(4) + "x");
        String bad = String.join("\n", badLines);
        ParseException e = parseError(() -> GameRecord.parse(bad, OFFICIAL).replay());
        assertThat(e.line()).isEqualTo(line);
        assertThat(e.column()).isEqualTo(choices.get(4).length() + 1);
        assertThat(e.expected()).contains("the end of the choice");
        // header errors
        e = parseError(() -> GameRecord.parse("[format tongiaki-record 2]\n[players blue red]\n[seed x]\n", OFFICIAL));
        assertThat(e.line()).isEqualTo(3);
        assertThat(e.column()).isEqualTo(7);
        assertThat(e.expected()).isEqualTo("a seed (a whole number of 64 bits, ASCII digits with an optional '-')");
        // a header line missing: column 1 of the line after the last one, with or without a final line feed
        e = parseError(() -> GameRecord.parse("[format tongiaki-record 2]\n[players blue red]\n", OFFICIAL));
        assertThat(e.line()).isEqualTo(3);
        assertThat(e.column()).isEqualTo(1);
        assertThat(e.expected()).isEqualTo("a '[tileset <name>]' line");
        e = parseError(() -> GameRecord.parse("[format tongiaki-record 2]\n[players blue red]", OFFICIAL));
        assertThat(e.line()).isEqualTo(3);
        e = parseError(() -> GameRecord.parse("berth Tonga/1\n", OFFICIAL));
        assertThat(e.expected()).startsWith("'[format tongiaki-record 2]'");
        e = parseError(() -> GameRecord.parse("[format tongiaki-record 2]\n[tileset official]\n", OFFICIAL));
        assertThat(e.expected()).isEqualTo("a '[players <colour> …]' line");
    }

    @Test
    @DisplayName("a record of an explicit-chance game has its draws as choices; a choice after the end is refused")
    void chanceRecordAndTheEnd() {
        GameSetup setup = GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).tileSource(TileSource.chance()).build();
        Game g = Game.start(setup);
        List<String> choices = new ArrayList<>();
        SplittableRandom rnd = new SplittableRandom(12);
        while (!g.isOver()) {
            Option o = g.decision().option(rnd.nextInt(g.optionCount()));
            choices.add(o.text());
            g.apply(o);
        }
        assertThat(choices).anyMatch(c -> c.startsWith("draw "));
        GameRecord r = GameRecord.parse(GameRecord.of(setup, choices).text(), OFFICIAL);
        assertThat(r.text()).contains("\n[chance]\n");
        assertThat(Position.of(r.replay())).isEqualTo(Position.of(g));
        ParseException e = parseError(() -> r.plus("settle").replay());
        assertThat(e.line()).isEqualTo(9 + choices.size()); // after 7 header lines and [engine], [rules]
        assertThat(e.expected()).isEqualTo("the end of the record");
    }

    @Test
    @DisplayName("R-EMI-1: a position at the turn decision (or the boat-taking one) with a full beach is refused")
    void fullBeachAtTheTurnDecision() {
        Game g = Scenario.of(GameSetup.builder().players(BLUE, RED, GREEN).tileSet(OFFICIAL).build())
                .boats("Tonga", 1, "R+G").boats("Tonga", 3, "B").stackTop("Rapa Nui").build();
        String text = Position.of(g).text();
        assertThat(text).contains("pending turn\n").contains("boats Tonga/1 R+G\n");
        // Tonga/1 has three berths: with a blue boat added it is full, and R-EMI-1 empties it before the turn passes
        String full = text.replace("boats Tonga/1 R+G", "boats Tonga/1 B+R+G").replaceAll("supply [^\n]*\n", "");
        ParseException e = parseError(() -> Position.parse(full, OFFICIAL));
        assertThat(e.expected()).startsWith("no full beach at the turn decision");
        assertThat(e.line()).isEqualTo(indexOf(full.split("\n"), "boats Tonga/1") + 1);
        // the same beach one boat short of full is a position the engine stops at
        assertThat(Position.parse(text, OFFICIAL).text()).isEqualTo(text);
        g.apply("expand Tonga");
        String take = Position.of(g).text();
        if (take.contains("pending take")) {
            String fullTake = take.replace("boats Tonga/1 R+G", "boats Tonga/1 B+R+G").replaceAll("supply [^\n]*\n", "");
            assertThat(parseError(() -> Position.parse(fullTake, OFFICIAL)).expected()).startsWith("no full beach at the take decision");
        }
    }

    @Test
    @DisplayName("a record line holding only Unicode whitespace (U+2028, U+000B, U+3000, U+00A0) is a choice that a reprint keeps")
    void unicodeWhitespaceLinesRoundTrip() {
        String header = GameRecord.of(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).seed(4).build(), List.of()).text();
        for (String odd : List.of("\u2028", "\u000B", "\u3000", "\u00A0", "\u2028 ", "\u001C\u3000")) {
            GameRecord r = GameRecord.parse(header + odd + "\n", OFFICIAL);
            assertThat(r.choices()).as("choices of %s", odd.codePoints().mapToObj(Integer::toHexString).toList()).hasSize(1);
            assertThat(GameRecord.parse(r.text(), OFFICIAL)).isEqualTo(r);
            assertThat(GameRecord.parse(r.text(), OFFICIAL).text()).isEqualTo(r.text());
            // such a choice is offered by no decision: the replay says so, with the line
            ParseException e = parseError(r::replay);
            assertThat(e.line()).isEqualTo(9); // after 7 header lines and [engine], [rules]
        }
        // spaces and tabs at the ends are no part of the choice (CONFORMANCE.md, choices)
        GameRecord tabs = GameRecord.parse(header + " \tberth Tonga/1\t \n", OFFICIAL);
        assertThat(tabs.choices()).containsExactly("berth Tonga/1");
    }

    @Test
    @DisplayName("GameRecord.of and plus refuse a choice a record could not hold: blank, or with a line break or a '#'")
    void recordsRefuseUnprintableChoices() {
        GameSetup setup = GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).seed(4).build();
        GameRecord empty = GameRecord.of(setup, List.of());
        for (String bad : List.of("", " \t ", "berth Tonga/1\nberth Tonga/2", "berth\rTonga/1", "berth Tonga/1 # comment")) {
            org.assertj.core.api.Assertions.assertThatIllegalArgumentException().isThrownBy(() -> GameRecord.of(setup, List.of(bad)))
                    .withMessageContaining("choice");
            org.assertj.core.api.Assertions.assertThatIllegalArgumentException().isThrownBy(() -> empty.plus(bad))
                    .withMessageContaining("choice");
        }
        assertThat(empty.plus(" berth Tonga/1\t").choices()).containsExactly("berth Tonga/1");
        assertThat(empty.plus("\u3000").text()).endsWith("\n\u3000\n");
    }

    @Test
    @DisplayName("GameRecord.parse refuses a choice with a carriage return inside its line, as GameRecord.of does (found by the fuzz pass)")
    void recordsRefuseCarriageReturnsInChoices() {
        String header = GameRecord.of(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).seed(4).build(), List.of()).text();
        // "\r\r\n": the line's last "\r" belongs to its end; the other one was read as the choice "\r", which a reprint
        // turned into a blank line, so the record did not round-trip.
        for (String bad : List.of("\r\r\n", "berth\rTonga/1\n", "berth Tonga/1 \r\r\n")) {
            assertThatThrownBy(() -> GameRecord.parse(header + bad, OFFICIAL)).isInstanceOf(ParseException.class)
                    .hasMessageContaining("line " + (header.split("\n").length + 1))
                    .hasMessageContaining("expected a choice without a carriage return");
        }
        // A CRLF line end is still a line end.
        assertThat(GameRecord.parse(header.replace("\n", "\r\n") + "berth Tonga/1\r\n", OFFICIAL).choices())
                .containsExactly("berth Tonga/1");
    }
}
