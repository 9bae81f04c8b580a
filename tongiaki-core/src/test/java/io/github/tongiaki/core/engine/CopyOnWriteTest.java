package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A game and its copies share nothing that changes: a copy clones the table's arrays (the stack, the window of
 * tiles, the D-4 tape) and shares only what never changes. Whatever a copy does, the original must not see it,
 * and the other way round (the class keeps the name of the copy-on-write tables it was written for).
 */
class CopyOnWriteTest {

    private static Game start(int players, long seed) {
        return Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), players))
                .tileSet(TestTiles.official()).seed(seed).build());
    }

    /**
     * The complete state: the position text holds the hidden stack order and the D-4 records, which no
     * query of the game shows (a copy that wrote into the original's stack would otherwise go unseen).
     */
    private static String snapshot(Game g) {
        return Position.of(g).text() + "|" + g.position().tiles() + "|" + g.position().beaches() + "|" + g.position().royalIslands() + "|" + g.position().removedTiles() + "|" + g.position().remainingTiles() + "|"
                + g.position().stackSize() + "|" + g.turn() + "|" + g.isOver() + "|" + (g.isOver() ? g.position().standings() : g.decision().options());
    }

    private static List<GameEvent> playOut(Game g, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        List<GameEvent> events = new ArrayList<>();
        while (!g.isOver()) {
            events.addAll(g.applyOption(r.nextInt(g.optionCount())));
        }
        return events;
    }

    @ParameterizedTest(name = "copies and determinizations never leak into the original ({0} players)")
    @ValueSource(ints = {2, 4, 6})
    void copiesAreIndependent(int players) {
        for (long seed = 0; seed < 6; seed++) {
            Game g = start(players, seed);
            SplittableRandom r = new SplittableRandom(seed);
            int step = 0;
            while (!g.isOver()) {
                if (step++ % 4 == 0) {
                    String before = snapshot(g);
                    Game copy = g.copy();
                    Game twin = g.copy();
                    Game other = g.determinize(seed * 31 + step);
                    Game copyOfCopy = copy.copy();
                    // The copies play on: tiles are laid, islands founded or removed, the stack re-ordered.
                    playOut(other, step);
                    List<GameEvent> a = playOut(copy, step + 1);
                    assertThat(snapshot(g)).isEqualTo(before);
                    // Two copies made at the same moment and played alike stay alike, whatever the others did.
                    assertThat(playOut(twin, step + 1)).isEqualTo(a);
                    assertThat(playOut(copyOfCopy, step + 1)).isEqualTo(a);
                }
                g.applyOptionQuietly(r.nextInt(g.optionCount()));
            }
        }
    }

    @ParameterizedTest(name = "the original changing first does not reach its copies ({0} players)")
    @ValueSource(ints = {3, 5})
    void originalChangingFirst(int players) {
        Game g = start(players, 99);
        SplittableRandom r = new SplittableRandom(5);
        for (int i = 0; i < 40 && !g.isOver(); i++) {
            g.applyOptionQuietly(r.nextInt(g.optionCount()));
        }
        Game copy = g.copy();
        String before = snapshot(copy);
        Game reference = g.copy();
        playOut(g, 1);
        assertThat(snapshot(copy)).isEqualTo(before);
        assertThat(playOut(copy, 2)).isEqualTo(playOut(reference, 2));
    }

    @ParameterizedTest(name = "the original playing on first never reaches a copy taken at any decision ({0} players, with and without explicit chance)")
    @ValueSource(ints = {2, 4})
    void originalChangingFirstAtEveryDecision(int players) {
        // The stack's order (a chance draw moves the chosen tile to the top) and the D-4 records (the next
        // emigration adds one) are shared with copies: the original writing them first must clone them, or
        // the copy would see its draws and records.
        for (long seed = 0; seed < 4; seed++) {
            Game g = Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(TestTiles.official())
                    .tileSource(seed % 2 == 0 ? TileSource.chance() : TileSource.shuffled(seed)).build());
            SplittableRandom r = new SplittableRandom(seed);
            while (!g.isOver()) {
                Game copy = g.copy();
                String before = snapshot(copy);
                g.applyOptionQuietly(r.nextInt(g.optionCount()));
                if (!g.isOver()) {
                    g.applyOptionQuietly(r.nextInt(g.optionCount()));
                }
                assertThat(snapshot(copy)).as("a copy taken at decision %d of seed %d", copy.decisionNumber(), seed).isEqualTo(before);
            }
        }
    }

    /**
     * D-4's origins (the islands the turn's emigrations started from) are shared between a game and its copies
     * until one of them adds an origin: copies taken at one emigration decision, each emigrating from some
     * island, must never see one another's origin. (A position is built once per game state and keeps its text,
     * so each look is through a fresh copy.)
     */
    @ParameterizedTest(name = "copies taken at one emigration or landing decision keep their own D-4 origins and records, and never write to the game copied ({0} players)")
    @ValueSource(ints = {2, 4, 6})
    void copiesEmigratingFromOneDecisionKeepTheirOwnOrigins(int players) {
        for (long seed = 0; seed < 12; seed++) {
            Game g = start(players, seed);
            SplittableRandom r = new SplittableRandom(seed);
            while (!g.isOver()) {
                // Emigrations write the D-4 origins and records; a landing may be the turn's last decision, so a copy
                // taken there begins the next turn (clearing the records) without having written them before.
                DecisionKind kind = g.decisionKind();
                if ((kind == DecisionKind.EMIGRATION || kind == DecisionKind.LANDING) && g.optionCount() > 1) {
                    String before = Position.of(g.copy()).text();
                    for (int i = 0; i < g.optionCount(); i++) {
                        Game copy = g.copy();
                        copy.applyOptionQuietly(i);
                        String copyText = Position.of(copy.copy()).text();
                        for (int j = 0; j < g.optionCount(); j++) {
                            g.copy().applyOptionQuietly(j);
                            assertThat(Position.of(copy.copy()).text()).as("option %d after option %d", j, i).isEqualTo(copyText);
                        }
                    }
                    // Nor did any of the copies write to the game they were copied from (its records and origins).
                    assertThat(Position.of(g.copy()).text()).as("the game copied").isEqualTo(before);
                }
                g.applyOptionQuietly(r.nextInt(g.optionCount()));
            }
        }
    }
}
