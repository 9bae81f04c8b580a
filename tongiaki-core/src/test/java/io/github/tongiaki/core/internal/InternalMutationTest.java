package io.github.tongiaki.core.internal;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.engine.TestTiles;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import io.github.tongiaki.core.text.ParseException;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Behaviour of the engine's internals that the mutation run (PIT, {@code -Pmutation}, issue 16) showed no
 * test would notice if it broke: whether an island is on the table (R-LOOP-2) and the colours on one
 * beach (O-LOOP-COLOUR-AWARE, D-2).
 */
class InternalMutationTest {

    private static final TileSet OFFICIAL = TestTiles.official();

    private static Table table(Tables tb) {
        return new Table(tb, new int[] {BLUE.ordinal(), RED.ordinal()}, TestStacks.allButTheStart(tb), new boolean[tb.tiles]);
    }

    private static int firstWater(Tables tb) {
        for (int t = 0; t < tb.tiles; t++) {
            if (!tb.island[t]) {
                return t;
            }
        }
        throw new AssertionError("no water tile");
    }

    @Test
    @DisplayName("R-LOOP-2: anyIsland is false for an empty table and for one with only water tiles, true once an island lies on it")
    void anyIslandCountsIslandsOnly() {
        Tables tb = Tables.of(OFFICIAL);
        Table t = table(tb);
        assertThat(t.anyIsland()).isFalse();
        t.putTile(firstWater(tb), Hexes.pack(0, 1), 0);
        assertThat(t.anyIsland()).isFalse();
        t.putTile(0, Hexes.pack(0, 0), 0);
        assertThat(t.anyIsland()).isTrue();
        t.removeIsland(0, new int[6]);
        assertThat(t.anyIsland()).isFalse();
    }

    @Test
    @DisplayName("D-2, O-LOOP-COLOUR-AWARE: coloursOn counts the colours on that beach only, not the next beach's boats; the last beach too")
    void coloursOnCountsOneBeach() {
        Tables tb = Tables.of(OFFICIAL);
        Table t = table(tb);
        t.landBoats(0, RED.ordinal(), 2);
        t.landBoats(1, BLUE.ordinal(), 1);
        assertThat(t.coloursOn(0)).isEqualTo(1);
        assertThat(t.coloursOn(1)).isEqualTo(1);
        int last = tb.beaches - 1;
        t.landBoats(last, BLUE.ordinal(), 1);
        t.landBoats(last, RED.ordinal(), 1);
        assertThat(t.coloursOn(last)).isEqualTo(2);
        assertThat(t.coloursOn(2)).isZero();
    }

    private static final TileSet LOOPS = TileSetFormat.parse(String.join("\n",
            "name   | loops",
            "start  | Home   | 0 | 3@0 3@1 3@2 3@3 3@4 3@5",
            "island | Twin   | 4 | 2@0 3@5",
            "island | Decoy  | 1 | 2@0",
            "island | Spare  | 5 | 5@0",
            "island | Extra  | 2 | 3@0 3@3",
            "water  | A      | 0-5:0 1-2:0 3-4:0",
            "water  | C      | 0-1:2 2-3:2 4-5:2",
            "water  | D      | 0-3:0 1-4:0 2-5:0"));

    @Test
    @DisplayName("D-2 O-LOOP-COLOUR-AWARE=true: a full beach of one colour cannot cross a route of difficulty 2, whatever the island's next beach holds")
    void colourAwareLoopCountsTheFullBeachOnly() {
        // Twin (5,0): beach 1 (jetty edge 0) and beach 2 (jetty edge 5) lead over A (5,1) and C (6,0) back to Twin;
        // C's routes need two colours. Beach 1 is full of red; blue's boat on beach 2 is not part of its group.
        Scenario s = Scenario.of(GameSetup.builder().players(BLUE, RED, Colour.GREEN).tileSet(LOOPS)
                        .options(RuleOptions.defaults().withLoopColourAware(true)).build()).allowDisconnected()
                .tile("Twin", Hex.of(5, 0), Rotation.R0)
                .tile("A", Hex.of(5, 1), Rotation.R0)
                .tile("C", Hex.of(6, 0), Rotation.R1)
                .tile("Decoy", Hex.of(-3, 0), Rotation.R0)
                .tile("Spare", Hex.of(-3, 1), Rotation.R0)
                .boats("Decoy", 1, "2G")
                .boats("Twin", 1, "2R")
                .boats("Twin", 2, "B")
                .activePlayer(BLUE).emigrationsPending();
        Game g = s.build();
        List<Choice> choices = g.decision().options().stream().map(Option::choice).toList();
        assertThat(choices).containsExactlyInAnyOrder(new Choice.Emigrate(BeachRef.of("Twin", 1), 0), new Choice.Emigrate(BeachRef.of("Decoy", 1), 0));
    }

    @Test
    @DisplayName("explicit chance: a copy that drew first keeps its bag when the original then draws another tile (the shared stack order is cloned before a chance draw moves a tile)")
    void chanceDrawInTheOriginalAfterTheCopyDrew() {
        SplittableRandom rnd = new SplittableRandom(4);
        int checked = 0;
        for (int n = 0; n < 6; n++) {
            Game g = Game.start(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).tileSource(TileSource.chance()).build());
            while (!g.isOver() && checked < 3 * (n + 1)) {
                if (g.decision() instanceof Decision.Chance && g.optionCount() > 2) {
                    Game copy = g.copy();
                    copy.applyOption(0);
                    String before = Position.of(copy.copy()).text();
                    g.applyOption(g.optionCount() - 1);
                    // a fresh copy of the copy: a game keeps its position (and text) until it moves
                    assertThat(Position.of(copy.copy()).text()).isEqualTo(before);
                    checked++;
                    continue;
                }
                g.applyOption(rnd.nextInt(g.optionCount()));
            }
        }
        assertThat(checked).isPositive();
    }

    @Test
    @DisplayName("R-LOOP-1, D-10: after islands are taken off one by one, the hex index finds every tile left and nothing on the freed hexes (the index is rebuilt, not added to)")
    void removalsRebuildTheHexIndex() {
        // 32 tiles: 64 index slots. Re-indexing the kept tiles on top of the old entries would fill them
        // after the second or third removal, and the next insertion would search for a free slot forever.
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            Table tiles = table(Tables.of(OFFICIAL));
            for (int t = 0; t < 24; t++) {
                tiles.putTile(t, Hexes.pack(t % 6, t / 6), 0);
            }
            for (int gone = 0; gone < 12; gone++) {
                tiles.removeIsland(gone * 2, new int[6]);
                for (int t = 0; t < 24; t++) {
                    boolean removed = t % 2 == 0 && t <= gone * 2;
                    assertThat(tiles.tileAt(Hexes.pack(t % 6, t / 6))).as("hex of tile %d after %d removals", t, gone + 1)
                            .isEqualTo(removed ? Table.NONE : t);
                }
            }
            assertThat(tiles.placedCount()).isEqualTo(12);
            // a freed hex takes a new tile
            tiles.putTile(24, Hexes.pack(0, 0), 0);
            assertThat(tiles.tileAt(Hexes.pack(0, 0))).isEqualTo(24);
        });
    }

    @Test
    @DisplayName("a rule option without a key ('=on') is refused as not key=value, not looked up as the empty key")
    void ruleOptionWithoutKey() {
        assertThatThrownBy(() -> Headers.options(3, Lines.tokens(3, "=on")))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("rule option must be key=value, got '=on'");
    }
}
