package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Games on tile sets of more than 32 tiles, where the table's tile masks take several words and a decision may
 * have more options than the engine keeps beside its frames.
 */
class LargeTileSetTest {

    private static final TileSet X3 = TestTiles.times(3);

    @Test
    @DisplayName("R-EXP-1, R-ROYAL-1 on 94 tiles: every turn offers an expansion on each island with the player's boats and a royal island on each with only his, read from the position")
    void turnOptionsOnEveryIsland() {
        SplittableRandom rnd = new SplittableRandom(3);
        int checked = 0;
        int beyond32 = 0;
        for (int n = 0; n < 30; n++) {
            Game g = Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), 4)).tileSet(X3).seed(rnd.nextLong()).build());
            while (!g.isOver()) {
                if (g.decision() instanceof Decision.TurnAction d && !d.noBoat()) {
                    Position p = g.position();
                    Colour me = d.player();
                    List<Choice> expected = new ArrayList<>();
                    List<Choice> royal = new ArrayList<>();
                    for (PlacedTile t : p.tiles()) {
                        if (!(t.tile() instanceof IslandTile island) || p.royalIslands().containsKey(island.id())) {
                            continue;
                        }
                        Boats on = p.boatsOn(island.id());
                        if (on.count(me) > 0) {
                            expected.add(new Choice.Expand(island.id()));
                            beyond32 += X3.indexOf(island.id()) >= 32 ? 1 : 0;
                            if (on.size() == on.count(me) && !island.id().equals(X3.start().id()) && p.royalIslandsFounded(me) < 2) {
                                royal.add(new Choice.FoundRoyalIsland(island.id()));
                            }
                        }
                    }
                    expected.sort((a, b) -> Integer.compare(index(a), index(b)));
                    royal.sort((a, b) -> Integer.compare(index(a), index(b)));
                    expected.addAll(royal);
                    expected.add(new Choice.NewSettlement());
                    assertThat(d.options().stream().map(Option::choice).toList()).as("turn %d", g.turn()).isEqualTo(expected);
                    checked++;
                }
                g.applyOptionQuietly(rnd.nextInt(g.optionCount()));
            }
        }
        assertThat(checked).isGreaterThan(500);
        assertThat(beyond32).as("expansions offered on islands past the first mask word").isGreaterThan(100);
    }

    private static int index(Choice c) {
        TileId id = c instanceof Choice.Expand e ? e.island() : ((Choice.FoundRoyalIsland) c).island();
        return X3.indexOf(id);
    }

    @Test
    @DisplayName("explicit chance on 94 tiles: a draw offers every tile left in the stack, more options than the engine keeps inline; a copy offers the same and draws its own")
    void chanceDrawWithManyOptions() {
        Game g = Game.start(GameSetup.builder().players(Colour.BLUE, Colour.RED).tileSet(X3).tileSource(TileSource.chance()).build());
        SplittableRandom rnd = new SplittableRandom(5);
        int draws = 0;
        while (!g.isOver() && draws < 20) {
            if (g.decision() instanceof Decision.Chance c) {
                List<TileId> left = new ArrayList<>();
                for (var t : g.position().remainingTiles()) {
                    left.add(t.id());
                }
                left.sort((a, b) -> Integer.compare(X3.indexOf(a), X3.indexOf(b)));
                assertThat(c.options().stream().map(o -> ((Choice.Draw) o.choice()).tile()).toList()).isEqualTo(left);
                assertThat(g.optionCount()).isGreaterThan(40);
                int[] actions = new int[g.optionCount()];
                assertThat(g.legalActions(actions)).isEqualTo(left.size());
                int chance = g.actionSpace().globalOffset(DecisionKind.CHANCE);
                for (int i = 0; i < actions.length; i++) {
                    assertThat(actions[i]).isEqualTo(chance + X3.indexOf(left.get(i)));
                }
                Game copy = g.copy();
                assertThat(copy.decision().options()).isEqualTo(g.decision().options());
                int last = g.optionCount() - 1;
                copy.applyAction(actions[last]);
                g.applyOption(0);
                assertThat(copy.position().remainingTiles()).doesNotContain(X3.tile(left.get(last)));
                assertThat(g.position().remainingTiles()).doesNotContain(X3.tile(left.get(0))).contains(X3.tile(left.get(last)));
                draws++;
                continue;
            }
            g.applyOptionQuietly(rnd.nextInt(g.optionCount()));
        }
        assertThat(draws).isEqualTo(20);
    }
}
