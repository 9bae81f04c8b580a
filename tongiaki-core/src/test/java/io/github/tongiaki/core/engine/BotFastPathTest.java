package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.tiles.Tile;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The bot-facing paths: quiet apply, action ids, explicit chance, determinization. */
class BotFastPathTest {

    private static GameSetup setup(int players, TileSource source) {
        return GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(TestTiles.official())
                .tileSource(source).build();
    }

    @Test
    void theFastPathBuildsNoEventsEvenRightAfterTheStartOrABuild() {
        // The engine's event sink is for the start's (or the scenario's) events only: a quiet step right after
        // it must neither build events nor add them to what the start reported.
        Game fresh = Game.start(setup(4, TileSource.shuffled(7)));
        List<GameEvent> start = fresh.lastEvents();
        int before = start.size();
        fresh.applyOptionQuietly(0);
        assertThat(start).hasSize(before);
        assertThat(fresh.eventLog()).hasSize(before);
        Game built = Scenario.of(setup(2, TileSource.shuffled(7))).boats("Tonga", 1, "B").boats("Tonga", 2, "R").build();
        List<GameEvent> buildEvents = built.lastEvents();
        int n = buildEvents.size();
        built.applyOptionQuietly(0);
        assertThat(buildEvents).hasSize(n);
        assertThat(built.eventLog()).hasSize(n);
    }

    @Test
    void applyOptionQuietlyChangesTheGameExactlyLikeApply() {
        SplittableRandom rnd = new SplittableRandom(1);
        for (int g = 0; g < 50; g++) {
            GameSetup s = setup(2 + g % 5, TileSource.shuffled(g));
            Game loud = Game.start(s);
            Game quiet = Game.start(s);
            while (!loud.isOver()) {
                assertThat(quiet.optionCount()).isEqualTo(loud.decision().options().size());
                assertThat(quiet.decisionKind()).isEqualTo(loud.decision().kind());
                assertThat(quiet.decider()).isEqualTo(loud.decision().player());
                int id = rnd.nextInt(loud.decision().options().size());
                loud.applyOption(id);
                quiet.applyOptionQuietly(id);
                assertThat(quiet.lastEvents()).isEmpty();
            }
            assertThat(quiet.isOver()).isTrue();
            assertThat(quiet.position().standings()).isEqualTo(loud.position().standings());
        }
    }

    @Test
    void actionIdsAreDistinctWithinADecisionInTheKindsRangeAndApplyTheSameOption() {
        SplittableRandom rnd = new SplittableRandom(2);
        int[] buf = new int[4096];
        for (int g = 0; g < 50; g++) {
            Game game = Game.start(setup(2 + g % 5, TileSource.shuffled(100 + g)));
            while (!game.isOver()) {
                int n = game.legalActions(buf);
                assertThat(n).isEqualTo(game.optionCount());
                Set<Integer> seen = new HashSet<>();
                for (int i = 0; i < n; i++) {
                    int offset = game.actionSpace().globalOffset(game.decisionKind());
                    assertThat(buf[i]).isBetween(offset, offset + game.actionSpace().size(game.decisionKind()) - 1);
                    assertThat(seen.add(buf[i])).as("action ids distinct").isTrue();
                    assertThat(game.actionId(i)).isEqualTo(buf[i]);
                }
                int pick = rnd.nextInt(n);
                Game viaAction = game.copy();
                viaAction.applyAction(buf[pick]);
                List<GameEvent> ev = game.applyOption(pick);
                assertThat(ev).isNotNull();
                assertThat(viaAction.position().tiles()).isEqualTo(game.position().tiles());
                assertThat(viaAction.position().beaches()).isEqualTo(game.position().beaches());
            }
        }
    }

    @Test
    void anIllegalActionIsRefusedAndChangesNothing() {
        Game game = Game.start(setup(3, TileSource.shuffled(5)));
        int before = game.decisionNumber();
        assertThatThrownBy(() -> game.applyAction(-1)).isInstanceOf(IllegalChoiceException.class).hasMessageContaining("action -1");
        assertThatThrownBy(() -> game.applyOptionQuietly(99)).isInstanceOf(IllegalChoiceException.class).hasMessageContaining("99");
        assertThat(game.decisionNumber()).isEqualTo(before);
    }

    @Test
    void explicitChanceOffersEveryTileLeftWithEqualProbabilityAndGamesEnd() {
        SplittableRandom rnd = new SplittableRandom(3);
        for (int g = 0; g < 100; g++) {
            Game game = Game.start(setup(2 + g % 5, TileSource.chance()));
            int chances = 0;
            while (!game.isOver()) {
                Decision d = game.decision();
                if (d instanceof Decision.Chance c) {
                    chances++;
                    List<String> left = game.position().remainingTiles().stream().map(t -> "draw " + t.id()).toList();
                    assertThat(c.options()).extracting(Option::text).containsExactlyElementsOf(left);
                    assertThat(c.probability(0)).isEqualTo(1.0 / left.size());
                }
                game.applyOption(rnd.nextInt(d.options().size()));
            }
            assertThat(chances).isPositive();
        }
    }

    @Test
    void aChanceOutcomeIsTheTileDrawn() {
        Game game = Game.start(setup(2, TileSource.chance()));
        SplittableRandom rnd = new SplittableRandom(4);
        while (!(game.decision() instanceof Decision.Chance)) {
            game.applyOption(rnd.nextInt(game.decision().options().size()));
        }
        Decision.Chance c = (Decision.Chance) game.decision();
        Option last = c.options().get(c.options().size() - 1);
        List<GameEvent> ev = game.apply(last);
        assertThat(ev.get(0)).isInstanceOfSatisfying(GameEvent.TileDrawn.class,
                d -> assertThat(d.tile()).isEqualTo(((Choice.Draw) last.choice()).tile()));
    }

    @Test
    void determinizationKeepsThePublicStateAndReshufflesTheHiddenOrder() {
        Game game = Game.start(setup(4, TileSource.shuffled(9)));
        SplittableRandom rnd = new SplittableRandom(9);
        for (int i = 0; i < 30 && !game.isOver(); i++) {
            game.applyOption(rnd.nextInt(game.decision().options().size()));
        }
        Set<List<String>> orders = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            Game d = game.determinize(seed);
            assertThat(d.position().remainingTiles()).isEqualTo(game.position().remainingTiles());
            assertThat(d.position().beaches()).isEqualTo(game.position().beaches());
            assertThat(d.position().tiles()).isEqualTo(game.position().tiles());
            assertThat(d.decision().options()).isEqualTo(game.decision().options());
            // the order shows in what is drawn: play the copy with first options until a tile comes
            orders.add(drawOrder(d));
        }
        assertThat(orders).as("different seeds give different hidden orders").hasSizeGreaterThan(1);
        List<Tile> before = game.position().remainingTiles();
        game.determinize(1);
        assertThat(game.position().remainingTiles()).isEqualTo(before);
    }

    private static List<String> drawOrder(Game g) {
        List<String> drawn = new java.util.ArrayList<>();
        while (!g.isOver() && drawn.size() < 3) {
            for (GameEvent e : g.applyOption(0)) {
                if (e instanceof GameEvent.TileDrawn t) {
                    drawn.add(t.tile().value());
                }
            }
        }
        return drawn;
    }
}
