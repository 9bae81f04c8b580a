package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.events.GameEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** {@link Game#position()}: the immutable position of a game, cached until the game changes. */
class GamePositionTest {

    private static Game start(int players, long seed) {
        return Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(TestTiles.official())
                .tileSource(TileSource.shuffled(seed)).build());
    }

    /** Plays random options (by id, with events) until the game is over or {@code steps} are done. */
    private static void play(Game g, SplittableRandom rnd, int steps) {
        for (int i = 0; i < steps && !g.isOver(); i++) {
            g.applyOption(rnd.nextInt(g.optionCount()));
        }
    }

    /** What a position says about the board, as one comparable value. */
    private record Board(String text, Map<BeachRef, Boats> beaches, List<Integer> supplies, int stack, List<Standing> standings,
            Boats atSea, Colour active, int turn) {

        static Board of(Position p) {
            List<Integer> supplies = new ArrayList<>();
            for (Colour c : p.players()) {
                supplies.add(p.supply(c));
            }
            return new Board(p.text(), p.beaches(), supplies, p.stackSize(), p.standings(), p.groupAtSea(), p.activePlayer(),
                    p.turn());
        }
    }

    @Test
    void thePositionIsKeptUntilTheGameChangesAndEveryWayOfChangingItStartsANewOne() {
        Game g = start(4, 42);
        Position first = g.position();
        assertThat(g.position()).isSameAs(first);
        assertThat(Position.of(g)).isSameAs(first);
        g.decision(); // building the decision changes nothing
        assertThat(g.position()).isSameAs(first);

        g.applyOption(0);
        Position afterApply = g.position();
        assertThat(afterApply).isNotSameAs(first);
        assertThat(afterApply.decisionNumber()).isEqualTo(1);
        assertThat(first.decisionNumber()).isZero();

        g.applyOptionQuietly(0);
        Position afterQuiet = g.position();
        assertThat(afterQuiet).isNotSameAs(afterApply);
        assertThat(afterQuiet.decisionNumber()).isEqualTo(2);

        int[] actions = new int[g.optionCount()];
        g.legalActions(actions);
        g.applyAction(actions[0]);
        assertThat(g.position()).isNotSameAs(afterQuiet);
        assertThat(g.position().decisionNumber()).isEqualTo(3);
        assertThat(g.position().text()).isEqualTo(Position.parse(g.position().text(), g.tileSet()).text());
    }

    @Test
    void aPositionHandedOutNeverChangesWhileItsGamePlaysOn() {
        SplittableRandom rnd = new SplittableRandom(7);
        for (int seed = 0; seed < 20; seed++) {
            Game g = start(2 + seed % 5, seed);
            play(g, rnd, 10 + rnd.nextInt(200));
            Position p = g.position();
            Board before = Board.of(p);
            Game replay = p.toGame();
            play(g, rnd, 1 + rnd.nextInt(100));
            assertThat(Board.of(p)).isEqualTo(before);
            // and it still stands for the game it was taken from at that decision
            assertThat(Board.of(replay.position())).isEqualTo(before);
        }
    }

    @Test
    void theQueriesReadTheGameAtItsDecisionAndSurviveTheText() {
        SplittableRandom rnd = new SplittableRandom(11);
        for (int seed = 0; seed < 20; seed++) {
            Game g = start(2 + seed % 5, 100 + seed);
            while (!g.isOver()) {
                Position p = g.position();
                assertThat(p.activePlayer()).isEqualTo(g.activePlayer());
                assertThat(p.turn()).isEqualTo(g.turn());
                assertThat(p.players()).isEqualTo(g.players());
                assertThat(p.tileSet()).isSameAs(g.tileSet());
                assertThat(p.isOver()).isFalse();
                if (rnd.nextInt(20) == 0) {
                    assertThat(Board.of(Position.parse(p.text(), g.tileSet()))).isEqualTo(Board.of(p));
                }
                g.applyOption(rnd.nextInt(g.optionCount()));
            }
            Position over = g.position();
            assertThat(over.isOver()).isTrue();
            assertThat(over.standings()).isEqualTo(((GameEvent.GameOver) g.lastEvents()
                    .get(g.lastEvents().size() - 1)).standings());
        }
    }

    @Test
    void aCopySharesThePositionUntilEitherGameMoves() {
        Game g = start(3, 5);
        play(g, new SplittableRandom(5), 40);
        Position p = g.position();
        Game c = g.copy();
        assertThat(c.position()).isSameAs(p);
        c.applyOption(0);
        assertThat(c.position()).isNotSameAs(p);
        assertThat(g.position()).isSameAs(p);
        assertThat(c.position().decisionNumber()).isEqualTo(p.decisionNumber() + 1);
    }

    @Test
    void theFinishedGamesPositionStaysWhatItWasWhateverIsDoneWithTheGameOrItsCopies() {
        // A finished game's position shares the engine instead of copying it (it never changes again).
        Game g = start(4, 21);
        play(g, new SplittableRandom(21), Integer.MAX_VALUE);
        Game twin = start(4, 21);
        play(twin, new SplittableRandom(21), Integer.MAX_VALUE);
        assertThat(g.isOver()).isTrue();
        Position p = g.position(); // its text is built lazily, so only after what follows
        Game d = g.determinize(99);
        Game c = g.copy();
        assertThat(d.position().remainingTiles()).isEqualTo(p.remainingTiles());
        assertThat(c.position()).isSameAs(p);
        assertThat(g.position()).isSameAs(p);
        assertThat(p.text()).isEqualTo(twin.position().text());
        assertThat(p.standings()).isEqualTo(twin.position().standings());
        assertThat(p.toGame().isOver()).isTrue();
    }

    @Test
    void aDeterminizationHasItsOwnStackOrderInItsPosition() {
        Game g = start(4, 9);
        play(g, new SplittableRandom(9), 20);
        Position p = g.position();
        Game d = g.determinize(12345);
        assertThat(d.position()).isNotSameAs(p);
        assertThat(d.position().remainingTiles()).isEqualTo(p.remainingTiles());
        assertThat(d.position().text()).as("the re-shuffled stack line").isNotEqualTo(p.text());
        assertThat(d.position().toGame().position().text()).isEqualTo(d.position().text());
    }

    @Test
    void threadsMayReadAPositionWhileItsGamePlaysOn() throws Exception {
        Game g = start(5, 77);
        SplittableRandom rnd = new SplittableRandom(77);
        play(g, rnd, 60);
        Position p = g.position();
        Board expected = Board.of(Position.parse(p.text(), g.tileSet()));
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<Board>> reads = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                reads.add(pool.submit(() -> Board.of(p)));
            }
            play(g, rnd, 500);
            for (Future<Board> f : reads) {
                assertThat(f.get()).isEqualTo(expected);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
