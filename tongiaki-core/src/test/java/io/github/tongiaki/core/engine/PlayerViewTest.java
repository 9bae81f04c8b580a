package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.EndGame;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * D-19 (what a player knows): {@link PlayerView} holds everything of a game but the stack's order, reads back from
 * its text, and samples games a search can play on; {@link Game#determinize(long)} tells nothing of the real order.
 * The sample of positions is scaled by {@code -Dtongiaki.tries=N}.
 */
class PlayerViewTest {

    private static final TileSet OFFICIAL = TestTiles.official();
    private static final int SCALE = Math.max(1, Integer.getInteger("tongiaki.tries", 1));

    /** Positions of random games at their decisions (every kind, explicit chance too) and at their ends. */
    private static List<Position> positions;

    @BeforeAll
    static void playRandomGames() {
        positions = new ArrayList<>();
        SplittableRandom rnd = new SplittableRandom(19);
        for (int g = 0; g < 30 * SCALE; g++) {
            int players = 2 + g % 5;
            TileSource source = g % 3 == 2 ? TileSource.chance() : TileSource.shuffled(rnd.nextLong());
            RuleOptions options = RuleOptions.defaults().withEndGame(g % 4 == 3 ? EndGame.VOYAGE_ONLY : EndGame.FINISH_TURN)
                    .withLandingSpreadWhenShort(g % 5 != 4).withLoopColourAware(g % 7 == 6);
            Game game = Game.start(setup(players, source, options));
            while (!game.isOver()) {
                if (rnd.nextInt(8) == 0 || game.decisionKind() == DecisionKind.CHANCE && rnd.nextInt(3) == 0) {
                    positions.add(game.position());
                }
                game.applyOptionQuietly(rnd.nextInt(game.optionCount()));
            }
            positions.add(game.position());
        }
        // R-ALLBOATS-1's decision (which boat to take back) is rare in random play: blue with all 15 boats on the table
        Game all = Scenario.of(GameSetup.builder().players(Colour.BLUE, Colour.RED).tileSet(OFFICIAL).build())
                .tile("Samoa", Hex.of(0, 1), Rotation.R3).tile("Hawaii", Hex.of(1, 0), Rotation.R0).boats("Tonga", 1, "2B")
                .boats("Tonga", 2, "2B").boats("Tonga", 3, "2B").boats("Tonga", 4, "2B").boats("Tonga", 5, "2B").boats("Tonga", 6, "2B")
                .boats("Samoa", 1, "2B").boats("Hawaii", 1, "B").boats("Samoa", 2, "R").build();
        all.apply("expand Hawaii");
        positions.add(all.position());
    }

    private static GameSetup setup(int players, TileSource source, RuleOptions options) {
        return GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(OFFICIAL).tileSource(source).options(options)
                .build();
    }

    private static Game game(int players, long seed) {
        return Game.start(setup(players, TileSource.shuffled(seed), RuleOptions.defaults()));
    }

    private static Game played(int players, long seed, int decisions) {
        Game g = game(players, seed);
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int i = 0; i < decisions && !g.isOver(); i++) {
            g.applyOptionQuietly(rnd.nextInt(g.optionCount()));
        }
        return g;
    }

    /** The stack line of a position text, top first (the test may look: it is the omniscient position). */
    private static List<String> stackOrder(Position p) {
        for (String line : p.text().split("\n")) {
            if (line.equals("stack") || line.startsWith("stack ")) {
                List<String> ids = new ArrayList<>();
                for (Tile t : p.tileSet().all()) {
                    ids.add(t.id().value());
                }
                List<String> words = new ArrayList<>();
                // tile ids with a space are quoted
                for (String w : line.substring(5).trim().split(" (?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)")) {
                    if (!w.isEmpty()) {
                        words.add(w.replace("\"", ""));
                    }
                }
                assertThat(ids).containsAll(words);
                return words;
            }
        }
        throw new AssertionError("no stack line (explicit chance?)\n" + p.text());
    }

    /** The stack order of a game's set-up, as its tile source names it. */
    private static List<String> sourceOrder(GameSetup setup) {
        assertThat(setup.tileSource()).isInstanceOf(TileSource.Stacked.class);
        TileSource.Stacked s = (TileSource.Stacked) setup.tileSource();
        return s.top().stream().map(TileId::value).toList();
    }

    /** Everything a view answers, as one comparable list (the seat left out). */
    private static List<Object> queries(PlayerView v) {
        List<Object> q = new ArrayList<>(List.of(v.players(), v.startPlayer(), v.options(), v.tileSet().name(), v.decisionNumber(), v.turn(),
                v.isOver(), v.activePlayer(), v.tiles(), v.beaches(), v.royalIslands(), v.removedTiles(), v.setAsideTiles(),
                v.stackComposition(), v.stackSize(), v.remainingIslands(), v.remainingWaterTiles(), v.endTriggered(), v.groupAtSea(),
                v.strandedBoats(), v.strandedOn(), v.standings()));
        for (Colour c : v.players()) {
            q.addAll(List.of(v.supply(c), v.royalIslandsFounded(c), v.score(c)));
        }
        for (Tile t : v.tileSet().all()) {
            q.add(v.find(t.id()));
            q.add(v.find(t.id()).map(p -> v.tileAt(p.hex())));
            if (t instanceof IslandTile i) {
                q.add(v.island(i.id()));
                q.add(v.boatsOn(i.id()));
                for (int b = 1; b <= i.beaches().size(); b++) {
                    q.add(v.boatsOn(BeachRef.of(i.id(), b)));
                }
            }
        }
        q.add(v.tileAt(Hex.of(9, 9)));
        return q;
    }

    /** The same questions put to the position. */
    private static List<Object> queries(Position v) {
        List<Object> q = new ArrayList<>(List.of(v.players(), v.startPlayer(), v.options(), v.tileSet().name(), v.decisionNumber(), v.turn(),
                v.isOver(), v.activePlayer(), v.tiles(), v.beaches(), v.royalIslands(), v.removedTiles(), v.setAsideTiles(),
                v.remainingTiles(), v.stackSize(), v.remainingIslands(), v.remainingWaterTiles(), v.endTriggered(), v.groupAtSea(),
                v.strandedBoats(), v.strandedOn(), v.standings()));
        for (Colour c : v.players()) {
            q.addAll(List.of(v.supply(c), v.royalIslandsFounded(c), v.score(c)));
        }
        for (Tile t : v.tileSet().all()) {
            q.add(v.find(t.id()));
            q.add(v.find(t.id()).map(p -> v.tileAt(p.hex())));
            if (t instanceof IslandTile i) {
                q.add(v.island(i.id()));
                q.add(v.boatsOn(i.id()));
                for (int b = 1; b <= i.beaches().size(); b++) {
                    q.add(v.boatsOn(BeachRef.of(i.id(), b)));
                }
            }
        }
        q.add(v.tileAt(Hex.of(9, 9)));
        return q;
    }

    /** The position text with the stack line's tiles in another order (the same position but for the hidden order). */
    private static Position reordered(Position p, SplittableRandom rnd) {
        List<String> order = new ArrayList<>(stackOrder(p));
        List<String> other = new ArrayList<>(order);
        while (other.equals(order)) {
            Collections.shuffle(other, new java.util.Random(rnd.nextLong()));
        }
        StringBuilder line = new StringBuilder("stack");
        for (String id : other) {
            line.append(' ').append(id.indexOf(' ') >= 0 ? "\"" + id + "\"" : id);
        }
        StringBuilder text = new StringBuilder();
        for (String l : p.text().split("\n")) {
            text.append(l.equals("stack") || l.startsWith("stack ") ? line : l).append('\n');
        }
        return Position.parse(text.toString(), OFFICIAL);
    }

    // =====================================================================================
    // the sample
    // =====================================================================================

    @Test
    @DisplayName("the sample holds positions at every kind of decision, explicit chance and finished games")
    void theSampleCoversEveryDecisionKind() {
        Set<DecisionKind> kinds = EnumSet.noneOf(DecisionKind.class);
        boolean over = false;
        boolean chanceOver = false;
        for (Position p : positions) {
            if (p.isOver()) {
                over = true;
                chanceOver |= p.text().contains("\nbag");
            } else {
                kinds.add(p.toGame().decisionKind());
            }
        }
        assertThat(kinds).containsExactlyInAnyOrder(DecisionKind.values());
        assertThat(positions).hasSizeGreaterThan(300);
        assertThat(over).isTrue();
        assertThat(chanceOver).isTrue();
    }

    // =====================================================================================
    // views and their text
    // =====================================================================================

    @Test
    @DisplayName("D-19: the views of one position for two seats differ only in the seat (their texts only in the seat line)")
    void D19_viewsForTwoSeatsDifferOnlyInTheSeat() {
        for (Position p : positions) {
            PlayerView first = PlayerView.of(p, p.players().get(0));
            String[] a = first.text().split("\n", -1);
            for (Colour seat : p.players()) {
                PlayerView v = PlayerView.of(p, seat);
                assertThat(v.seat()).isEqualTo(seat);
                assertThat(queries(v)).isEqualTo(queries(first));
                String[] b = v.text().split("\n", -1);
                assertThat(b).hasSameSizeAs(a);
                for (int i = 0; i < a.length; i++) {
                    if (i == 1) {
                        assertThat(b[i]).isEqualTo("seat " + seat);
                    } else {
                        assertThat(b[i]).isEqualTo(a[i]);
                    }
                }
                assertThat(v.equals(first)).isEqualTo(seat == first.seat());
            }
        }
    }

    @Test
    @DisplayName("D-19: a view answers every public question as its position does, and its text is the position text but for the header, the seat and the stack's tiles in tile-set order")
    void D19_aViewIsThePositionButForTheStackOrder() {
        for (Position p : positions) {
            Colour seat = p.players().get(p.players().size() - 1);
            PlayerView v = p.toGame().view(seat);
            assertThat(queries(v)).isEqualTo(queries(p));
            assertThat(v.remainingTiles()).isEqualTo(v.stackComposition());
            assertThat(v.explicitChance()).isEqualTo(p.text().contains("\nbag"));
            List<String> lines = new ArrayList<>(List.of(v.text().split("\n", -1)));
            assertThat(lines.get(0)).isEqualTo("tongiaki-view 1");
            assertThat(lines.remove(1)).isEqualTo("seat " + seat);
            List<String> expected = new ArrayList<>(List.of(p.text().split("\n", -1)));
            expected.set(0, "tongiaki-view 1");
            StringBuilder tiles = new StringBuilder();
            for (Tile t : p.remainingTiles()) {
                String id = t.id().value();
                tiles.append(' ').append(id.indexOf(' ') >= 0 ? "\"" + id + "\"" : id);
            }
            for (int i = 0; i < expected.size(); i++) {
                String l = expected.get(i);
                if (l.equals("stack") || l.startsWith("stack ")) {
                    expected.set(i, "stack-tiles" + tiles);
                } else if (l.equals("bag") || l.startsWith("bag ")) {
                    assertThat(l).isEqualTo("bag" + tiles);
                }
            }
            assertThat(lines).isEqualTo(expected);
            assertThat(v.text()).doesNotContain("\nstack ").doesNotContain("\nstack\n");
            assertThat(v.toString()).isEqualTo(v.text());
        }
    }

    @Test
    @DisplayName("D-19: a view's text reads back to an equal view, over positions of random games (every decision kind, explicit chance, finished games)")
    void D19_theTextRoundTrips() {
        int k = 0;
        for (Position p : positions) {
            // one seat a position, each seat in turn (views for two seats differ only in the seat line, tested above)
            for (Colour seat : List.of(p.players().get(k++ % p.players().size()))) {
                PlayerView v = PlayerView.of(p, seat);
                PlayerView back = PlayerView.parse(v.text(), OFFICIAL);
                assertThat(back).isEqualTo(v).hasSameHashCodeAs(v);
                assertThat(back.text()).isEqualTo(v.text());
                assertThat(queries(back)).isEqualTo(queries(v));
                assertThat(back.seat()).isEqualTo(seat);
            }
        }
    }

    @Test
    @DisplayName("D-19: two games equal but for the stack's order have equal views for every seat, equal answers, and sample the same games")
    void D19_theViewHoldsNoOrder() {
        SplittableRandom rnd = new SplittableRandom(7);
        int compared = 0;
        for (Position p : positions) {
            if (p.text().contains("\nbag") || p.stackSize() < 2) {
                continue;
            }
            Position q = reordered(p, rnd);
            assertThat(q).isNotEqualTo(p);
            assertThat(stackOrder(q)).isNotEqualTo(stackOrder(p));
            for (Colour seat : p.players()) {
                PlayerView a = PlayerView.of(p, seat);
                PlayerView b = PlayerView.of(q.toGame(), seat);
                assertThat(b).isEqualTo(a);
                assertThat(b.text()).isEqualTo(a.text());
                assertThat(queries(b)).isEqualTo(queries(a));
            }
            long seed = rnd.nextLong();
            Colour seat = p.players().get(0);
            assertThat(PlayerView.of(q, seat).toGame(seed).position()).isEqualTo(PlayerView.of(p, seat).toGame(seed).position());
            assertThat(q.toGame().determinize(seed).position()).isEqualTo(p.toGame().determinize(seed).position());
            assertThat(q.toGame().determinize(seed).setup()).isEqualTo(p.toGame().determinize(seed).setup());
            compared++;
        }
        assertThat(compared).isGreaterThan(100);
    }

    @Test
    @DisplayName("the tiles of stack-tiles may be written in any order; the canonical text lists them in tile-set order")
    void stackTilesInAnyOrder() {
        Position p = played(3, 11, 60).position();
        PlayerView v = PlayerView.of(p, Colour.RED);
        String line = Arrays.stream(v.text().split("\n")).filter(l -> l.startsWith("stack-tiles ")).findFirst().orElseThrow();
        List<String> words = new ArrayList<>(List.of(line.substring("stack-tiles ".length()).split(" ")));
        assertThat(words).noneMatch(w -> w.contains("\""));
        Collections.reverse(words);
        String reversed = v.text().replace(line, "  stack-tiles   " + String.join("  ", words) + "  # any order");
        assertThat(PlayerView.parse(reversed, OFFICIAL)).isEqualTo(v);
        assertThat(PlayerView.parse(reversed, OFFICIAL).text()).isEqualTo(v.text());
        // the lines after the first in any order (lines of one kind keep theirs), comments and blank lines
        List<String> lines = new ArrayList<>(List.of(v.text().split("\n")));
        lines.remove("seat red");
        lines.remove(line);
        lines.add(1, line);
        lines.add("  seat   red  # at the end");
        assertThat(PlayerView.parse("# a view\n\n" + String.join("\n", lines) + "\n", OFFICIAL)).isEqualTo(v);
    }

    @Test
    @DisplayName("a seat that is not a player is refused, naming the seat and the players")
    void aSeatMustBeAPlayer() {
        Game g = game(3, 5);
        assertThatThrownBy(() -> g.view(Colour.PURPLE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("purple").hasMessageContaining("[blue, red, green]");
        assertThatThrownBy(() -> PlayerView.of(g.position(), Colour.YELLOW)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("yellow").hasMessageContaining("[blue, red, green]");
        assertThatThrownBy(() -> g.view(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> PlayerView.of((Game) null, Colour.BLUE)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> PlayerView.parse(null)).isInstanceOf(NullPointerException.class);
        assertThat(g.view(Colour.GREEN)).isEqualTo(PlayerView.of(g, Colour.GREEN)).isEqualTo(PlayerView.of(g.position(), Colour.GREEN));
    }

    // =====================================================================================
    // malformed texts
    // =====================================================================================

    private static ParseException refused(String text) {
        try {
            PlayerView.parse(text, OFFICIAL);
        } catch (ParseException e) {
            return e;
        }
        throw new AssertionError("accepted:\n" + text);
    }

    private static void refusedAt(String text, int line, int column, String expected) {
        ParseException e = refused(text);
        assertThat(e.line()).as(e.getMessage()).isEqualTo(line);
        assertThat(e.column()).as(e.getMessage()).isEqualTo(column);
        assertThat(e.expected()).as(e.getMessage()).contains(expected);
    }

    @Test
    @DisplayName("malformed view texts are refused with a ParseException at the fault: one per kind of fault")
    void malformedViewsAreRefused() {
        Game g = played(2, 3, 40);
        String v = g.view(Colour.BLUE).text();
        String[] lines = v.split("\n");
        int stackLine = 0;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("stack-tiles")) {
                stackLine = i + 1;
            }
        }
        String stackTiles = lines[stackLine - 1];
        // the first line
        refusedAt("", 1, 1, "'tongiaki-view 1'");
        refusedAt("\n# nothing\n", 1, 1, "'tongiaki-view 1'");
        refusedAt(g.position().text(), 1, 1, "'tongiaki-view 1' on the first line (a position text");
        refusedAt(v.replace("tongiaki-view 1", "tongiaki-view 2"), 1, 15, "version 1");
        refusedAt(v.replace("tongiaki-view 1", "tongiaki-view"), 1, 14, "tongiaki-view 1");
        refusedAt(v.replace("tongiaki-view 1", "tongiaki-view 1 x"), 1, 17, "the end of the line");
        refusedAt("\uFEFF" + v, 1, 1, "a text without a byte order mark");
        // the seat
        refusedAt(v.replace("seat blue\n", ""), v.split("\n", -1).length - 1, 1, "a 'seat <colour>' line");
        refusedAt(v.replace("seat blue\n", "seat blue\nseat red\n"), 3, 1, "one 'seat' line only");
        refusedAt(v.replace("seat blue\n", "seat green\n"), 2, 6, "one of the players [blue, red]");
        refusedAt(v.replace("seat blue\n", "seat pink\n"), 2, 6, "a colour");
        refusedAt(v.replace("seat blue\n", "seat\n"), 2, 5, "seat <colour>");
        refusedAt(v.replace("seat blue\n", "seat blue red\n"), 2, 11, "the end of the line");
        // the stack: its order is refused, its tiles are checked as the position's
        ParseException order = refused(v.replace("stack-tiles ", "stack "));
        assertThat(order.line()).isEqualTo(stackLine);
        assertThat(order.getMessage()).contains("'stack-tiles <tile> …'").contains("never their order").contains("D-19");
        refusedAt(v.replace(stackTiles, stackTiles + "\n" + stackTiles), stackLine + 1, 1, "one 'stack-tiles' line only");
        refusedAt(v.replace(stackTiles + "\n", ""), v.split("\n", -1).length - 1, 1, "a 'stack-tiles <tile> …' line");
        refusedAt(v.replace(stackTiles, stackTiles + "\nbag W01"), stackLine + 1, 1, "either a 'stack-tiles' or a 'bag' line");
        String[] words = stackTiles.split(" ");
        String last = words[words.length - 1];
        // a tile missing from the stack, an unknown tile and a tile twice: at the stack-tiles line, the column of the word
        refusedAt(v.replace(stackTiles, stackTiles.substring(0, stackTiles.length() - last.length() - 1)), stackLine, 1, "every tile");
        refusedAt(v.replace(stackTiles, stackTiles + " Atlantis"), stackLine, stackTiles.length() + 2, "a tile");
        refusedAt(v.replace(stackTiles, stackTiles + " " + last), stackLine, stackTiles.length() + 2, "a tile not in the stack before");
        // other lines: an unknown keyword, and a fault of the position (a turn of a colour not playing)
        refusedAt(v.replace("seat blue\n", "seat blue\nhidden W01\n"), 3, 1, "a line keyword (seat, tileset");
        String turn = Arrays.stream(lines).filter(l -> l.startsWith("turn ")).findFirst().orElseThrow();
        int turnLine = Arrays.asList(lines).indexOf(turn) + 1;
        refusedAt(v.replace(turn, turn.substring(0, turn.lastIndexOf(' ')) + " green"), turnLine, turn.lastIndexOf(' ') + 2, "one of the players");
        refusedAt(v.replace("tileset official", "tileset nowhere"), 3, 9, "the name of a known tile set");
        // nothing of a refused text changed the view it came from
        assertThat(g.view(Colour.BLUE).text()).isEqualTo(v);
    }

    @Test
    @DisplayName("a view is accepted exactly when the position it stands for is, with the fault at the same line, column and expectation")
    void aViewIsAcceptedExactlyWhenItsPositionIs() {
        SplittableRandom rnd = new SplittableRandom(36);
        int refusedBoth = 0;
        int acceptedBoth = 0;
        for (int k = 0; k < 600 * SCALE; k++) {
            Position p = positions.get(rnd.nextInt(positions.size()));
            String[] lines = p.text().split("\n");
            List<String> words = new ArrayList<>();
            for (String l : lines) {
                words.addAll(List.of(l.split(" ")));
            }
            // a mutant: a word replaced by another word of the text, a word dropped or a line dropped (never the first)
            int at = 1 + rnd.nextInt(lines.length - 1);
            String[] w = lines[at].split(" ");
            switch (rnd.nextInt(3)) {
                case 0 -> w[rnd.nextInt(w.length)] = words.get(rnd.nextInt(words.size()));
                case 1 -> w[rnd.nextInt(w.length)] = "";
                default -> w = new String[0];
            }
            lines[at] = String.join(" ", w).trim();
            if (lines[at].startsWith("seat") || lines[at].startsWith("stack-tiles") || lines[at].startsWith("tongiaki-")) {
                continue; // a view's own keywords: no mutant of a position
            }
            // the same lines as a view: the seat at the end, so every line keeps its number
            String positionText = String.join("\n", lines) + "\n";
            StringBuilder view = new StringBuilder();
            int stackAt = -1;
            for (int i = 0; i < lines.length; i++) {
                String l = lines[i];
                if (i == 0) {
                    l = "tongiaki-view 1";
                } else if (l.equals("stack") || l.startsWith("stack ")) {
                    l = "stack-tiles" + l.substring(5);
                    stackAt = i + 1;
                }
                view.append(l).append('\n');
            }
            view.append("seat ").append(p.players().get(0)).append('\n');
            ParseException pe = null;
            ParseException ve = null;
            Position parsed = null;
            PlayerView viewed = null;
            try {
                parsed = Position.parse(positionText, OFFICIAL);
            } catch (ParseException e) {
                pe = e;
            }
            try {
                viewed = PlayerView.parse(view.toString(), OFFICIAL);
            } catch (ParseException e) {
                ve = e;
            }
            if (pe == null) {
                assertThat(ve).as("position accepted, view refused:\n%s", view).isNull();
                assertThat(viewed).isEqualTo(PlayerView.of(parsed, p.players().get(0)));
                acceptedBoth++;
                continue;
            }
            assertThat(ve).as("position refused (%s), view accepted:\n%s", pe.getMessage(), view).isNotNull();
            String both = ve.getMessage() + " vs " + pe.getMessage() + "\n" + view;
            // a whole line missing: the view has one line more (its seat)
            assertThat(ve.line()).as(both).isEqualTo(pe.line() > lines.length ? pe.line() + 1 : pe.line());
            // the stack line is written differently (its words stand 6 columns further right), and so are the keywords
            if (pe.line() != stackAt && !pe.expected().contains("stack") && !pe.expected().startsWith("a line keyword")) {
                assertThat(ve.column()).as(both).isEqualTo(pe.column());
                assertThat(ve.expected()).as(both).isEqualTo(pe.expected());
            }
            refusedBoth++;
        }
        assertThat(refusedBoth).isGreaterThan(100);
        assertThat(acceptedBoth).isGreaterThan(20);
    }

    // =====================================================================================
    // games sampled from a view
    // =====================================================================================

    @Test
    @DisplayName("D-19: toGame(seed) is a legal game at the view's position: the same decision and options, the stack's composition, deterministic per seed")
    void D19_toGameSamplesALegalGame() {
        SplittableRandom rnd = new SplittableRandom(8);
        for (Position p : positions) {
            Game original = p.toGame();
            PlayerView v = PlayerView.of(p, p.players().get(0));
            long seed = rnd.nextLong();
            Game a = v.toGame(seed);
            Game b = v.toGame(seed);
            assertThat(a.position()).isEqualTo(b.position());
            assertThat(a.setup()).isEqualTo(b.setup());
            assertThat(a.view(v.seat())).isEqualTo(v);
            assertThat(a.decisionNumber()).isEqualTo(original.decisionNumber());
            assertThat(a.isOver()).isEqualTo(original.isOver());
            assertThat(a.lastEvents()).isEmpty();
            assertThat(a.eventLog()).isEmpty();
            assertThat(a.position().remainingTiles()).isEqualTo(p.remainingTiles());
            assertThat(a.setup().players()).isEqualTo(p.players());
            assertThat(a.setup().startPlayer()).isEqualTo(p.startPlayer());
            assertThat(a.setup().options()).isEqualTo(p.options());
            assertThat(a.setup().tileSet()).isEqualTo(p.tileSet());
            // the sampled game reads back as a position: it is legal
            assertThat(Position.parse(a.position().text(), OFFICIAL)).isEqualTo(a.position());
            if (!original.isOver()) {
                assertThat(a.decision().options()).isEqualTo(original.decision().options());
                assertThat(a.decision().kind()).isEqualTo(original.decision().kind());
            }
            if (v.explicitChance()) {
                assertThat(a.setup().tileSource()).isEqualTo(TileSource.chance());
                assertThat(a.position().text()).contains("\nbag");
            } else {
                // the set-up names the sampled order: the game's stack, top first
                assertThat(sourceOrder(a.setup())).isEqualTo(stackOrder(a.position()));
                // the same order as the determinization of any game with this view
                assertThat(a.position()).isEqualTo(original.determinize(seed).position());
            }
            // it plays on: a few random options, on a copy and on a determinization of it, exactly alike
            Game c = a.copy();
            Game d1 = a.determinize(seed ^ 1);
            Game d2 = a.determinize(seed ^ 1);
            for (int i = 0; i < 5 && !c.isOver(); i++) {
                int o = rnd.nextInt(c.optionCount());
                assertThat(a.applyOption(o)).isEqualTo(c.applyOption(o));
                if (!d1.isOver()) {
                    int od = Math.min(o, d1.optionCount() - 1);
                    assertThat(d1.applyOption(od)).isEqualTo(d2.applyOption(od));
                }
            }
            assertThat(a.position()).isEqualTo(c.position());
            assertThat(d1.position()).isEqualTo(d2.position());
        }
    }

    @Test
    @DisplayName("D-19: different seeds sample different orders")
    void D19_differentSeedsDifferentOrders() {
        PlayerView v = played(4, 9, 30).view(Colour.RED);
        Set<List<String>> orders = new HashSet<>();
        for (long seed = 0; seed < 50; seed++) {
            orders.add(stackOrder(v.toGame(seed).position()));
        }
        assertThat(orders).hasSize(50);
    }

    @Test
    @DisplayName("D-19: toGame(seed) samples every order of a small stack equally often (chi-square, 23 degrees of freedom)")
    void D19_theSampleIsUniform() {
        Game g = Scenario.of(GameSetup.builder().players(Colour.BLUE, Colour.RED).tileSet(OFFICIAL).build())
                .boats("Tonga", 1, "B").boats("Tonga", 4, "R").stackOnly("Samoa", "Hawaii", "W15", "W16").build();
        PlayerView v = g.view(Colour.RED);
        assertThat(v.stackSize()).isEqualTo(4);
        assertThat(v.isOver()).isFalse();
        int runs = 24 * 400;
        Map<List<String>, Integer> counts = new HashMap<>();
        for (int r = 0; r < runs; r++) {
            counts.merge(sourceOrder(v.toGame(r * 0x9E3779B97F4A7C15L + 77).setup()), 1, Integer::sum);
        }
        assertThat(counts).hasSize(24);
        double expected = runs / 24.0;
        double chi = 0;
        for (int c : counts.values()) {
            chi += (c - expected) * (c - expected) / expected;
        }
        // 23 degrees of freedom: the 0.999 quantile is about 49.7 (the seeds are fixed, so the test cannot flake)
        assertThat(chi).isLessThan(49.7);
    }

    @Test
    @DisplayName("D-19: the sampling is specified: the tiles left in tile-set order, then Fisher-Yates over SplitMix64 with Lemire's bounded draws")
    void D19_theSamplingIsAsSpecified() {
        PlayerView v = played(3, 21, 50).view(Colour.BLUE);
        for (long seed : new long[] {0, 1, -1, 42, Long.MIN_VALUE, 0x9E3779B97F4A7C15L}) {
            List<String> tiles = new ArrayList<>(v.stackComposition().stream().map(t -> t.id().value()).toList());
            // SplitMix64 and Lemire written out here, from the Javadoc of toGame
            long state = seed;
            for (int i = tiles.size() - 1; i >= 1; i--) {
                long bound = i + 1;
                long m;
                long[] st = {state};
                do {
                    m = (splitMix(st) >>> 32) * bound;
                } while ((m & 0xFFFF_FFFFL) < (0x1_0000_0000L % bound));
                state = st[0];
                int j = (int) (m >>> 32);
                Collections.swap(tiles, i, j);
            }
            assertThat(stackOrder(v.toGame(seed).position())).as("seed %d", seed).isEqualTo(tiles);
        }
    }

    private static long splitMix(long[] state) {
        long z = state[0] += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    // =====================================================================================
    // determinizations tell nothing of the real order
    // =====================================================================================

    @Test
    @DisplayName("D-19: a determinization has its own set-up (the new order as tile source), kept by its copies and as it plays on")
    void D19_aDeterminizationHasItsOwnSetup() {
        Game g = played(4, 13, 40);
        Game d = g.determinize(5);
        assertThat(d.setup()).isNotEqualTo(g.setup());
        assertThat(g.setup().tileSource()).isEqualTo(TileSource.shuffled(13));
        assertThat(sourceOrder(d.setup())).isEqualTo(stackOrder(d.position()));
        assertThat(d.setup().players()).isEqualTo(g.setup().players());
        assertThat(d.setup().options()).isEqualTo(g.setup().options());
        GameSetup before = d.setup();
        assertThat(d.setup()).isSameAs(before);
        Game early = d.copy();
        SplittableRandom rnd = new SplittableRandom(1);
        while (!d.isOver() && d.position().stackSize() == early.position().stackSize()) {
            d.applyOptionQuietly(rnd.nextInt(d.optionCount()));
        }
        assertThat(d.setup()).isEqualTo(before);
        assertThat(d.copy().setup()).isEqualTo(before);
        assertThat(early.setup()).isEqualTo(before);
        // a copy made before setup() was asked builds the same
        Game fresh = g.determinize(5);
        Game freshCopy = fresh.copy();
        fresh.applyOptionQuietly(0);
        assertThat(freshCopy.setup()).isEqualTo(fresh.setup()).isEqualTo(before);
        // a determinization of a determinization has its own again
        Game dd = d.determinize(6);
        assertThat(sourceOrder(dd.setup())).isEqualTo(stackOrder(dd.position()));
        // the game determinized keeps its own set-up
        assertThat(g.setup().tileSource()).isEqualTo(TileSource.shuffled(13));
        // explicit chance: the determinization's set-up draws by chance too
        Game chance = Game.start(setup(3, TileSource.chance(), RuleOptions.defaults()));
        assertThat(chance.determinize(3).setup().tileSource()).isEqualTo(TileSource.chance());
    }

    /** Predicts the next tile the real game draws from what a determinization, or a view, shows; null for no guess. */
    private interface Cheat {
        String predict(Game determinized, PlayerView view);
    }

    /** The next tile a set-up's tile source puts on the stack, among the tiles left: replays the start of a game from it. */
    private static String fromSetup(GameSetup setup, List<Tile> left) {
        Set<String> in = new HashSet<>();
        for (Tile t : left) {
            in.add(t.id().value());
        }
        if (setup.tileSource() instanceof TileSource.Stacked s) {
            for (TileId id : s.top()) {
                if (in.contains(id.value())) {
                    return id.value();
                }
            }
            return null;
        }
        for (String id : stackOrder(Game.start(setup).position())) {
            if (in.contains(id)) {
                return id;
            }
        }
        return null;
    }

    @Test
    @DisplayName("D-19: no cheater guesses the real next draw from a determinization or a view better than chance (1/tiles left), "
            + "while the same cheater reading the real game always does")
    void D19_cheatersDoNoBetterThanGuessing() {
        Map<String, Cheat> cheats = new java.util.LinkedHashMap<>();
        cheats.put("the set-up", (d, v) -> fromSetup(d.setup(), v.stackComposition()));
        cheats.put("a copy's set-up", (d, v) -> fromSetup(d.copy().setup(), v.stackComposition()));
        cheats.put("the position text", (d, v) -> stackOrder(d.position()).get(0));
        cheats.put("a copy's position", (d, v) -> stackOrder(d.copy().position()).get(0));
        cheats.put("a position's game", (d, v) -> fromSetup(d.position().toGame().setup(), v.stackComposition()));
        cheats.put("a determinization of it", (d, v) -> fromSetup(d.determinize(0).setup(), v.stackComposition()));
        cheats.put("the next draw played out", (d, v) -> {
            Game c = d.copy();
            while (!c.isOver()) {
                for (var e : c.applyOption(0)) {
                    if (e instanceof io.github.tongiaki.core.events.GameEvent.TileDrawn t) {
                        return t.tile().value();
                    }
                }
            }
            return null;
        });
        cheats.put("the view's sample at seed 0", (d, v) -> stackOrder(v.toGame(0).position()).get(0));
        cheats.put("the view's first tile", (d, v) -> v.stackComposition().get(0).id().value());
        Map<String, Integer> hits = new HashMap<>();
        int controlHits = 0;
        double expected = 0;
        double variance = 0;
        int draws = 0;
        SplittableRandom rnd = new SplittableRandom(1919);
        for (int g = 0; g < 10 * SCALE; g++) {
            Game game = Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), 2 + g % 5)).tileSet(OFFICIAL)
                    .seed(rnd.nextLong()).build());
            while (!game.isOver()) {
                if (game.position().stackSize() > 1 && rnd.nextInt(4) == 0) {
                    String real = stackOrder(game.position()).get(0);
                    Game d = game.determinize(rnd.nextLong());
                    PlayerView v = game.view(game.activePlayer());
                    // the events a determinization holds are the game's past, every drawn tile of which all players saw
                    assertThat(d.eventLog()).isEqualTo(game.eventLog());
                    assertThat(d.lastEvents()).isEqualTo(game.lastEvents());
                    for (Map.Entry<String, Cheat> c : cheats.entrySet()) {
                        if (real.equals(c.getValue().predict(d, v))) {
                            hits.merge(c.getKey(), 1, Integer::sum);
                        }
                    }
                    // the control: the real game's set-up names the real order (so never hand a player the real game)
                    if (real.equals(fromSetup(game.setup(), v.stackComposition()))) {
                        controlHits++;
                    }
                    double p = 1.0 / v.stackSize();
                    expected += p;
                    variance += p * (1 - p);
                    draws++;
                }
                game.applyOption(rnd.nextInt(game.optionCount()));
            }
        }
        assertThat(draws).isGreaterThan(150);
        assertThat(controlHits).as("the control reads the real order").isEqualTo(draws);
        // each cheater's hits are a sum of independent Bernoulli(1/tiles left): 6 standard deviations above the mean is
        // out of reach of chance (and the seeds are fixed, so the test cannot flake); reading the order would hit every time
        double bound = expected + 6 * Math.sqrt(variance);
        for (String c : cheats.keySet()) {
            assertThat(hits.getOrDefault(c, 0)).as("%s: %d draws, %.1f hits expected by guessing", c, draws, expected).isLessThan((int) bound);
        }
    }
}
