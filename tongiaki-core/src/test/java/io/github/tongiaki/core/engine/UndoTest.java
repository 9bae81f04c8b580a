package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.events.GameEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link Game#undo()}: after every way of applying a choice the game is put back exactly (position, hash, decision,
 * observations, legal actions, event log, random state). The random games scale with {@code -Dtongiaki.undo.games}
 * (default 40, times {@code tongiaki.tries}: {@code -Dtongiaki.tries=250} plays 10,000).
 */
class UndoTest {

    static final int GAMES = Integer.getInteger("tongiaki.undo.games", 40) * Integer.getInteger("tongiaki.tries", 1);

    /** Everything undo must restore, read through the public API. */
    record Snap(String position, long hash, boolean over, int number, List<String> options, List<String> observations,
            List<Integer> actions, int eventCount, List<GameEvent> lastEvents, int undoDepth) {

        static Snap of(Game g) {
            List<String> options = new ArrayList<>();
            List<Integer> actions = new ArrayList<>();
            int number = -1;
            if (!g.isOver()) {
                Decision d = g.decision();
                number = d.number();
                for (Option o : d.options()) {
                    options.add(o.decision() + "/" + o.id() + " " + o.text());
                }
                int[] buffer = new int[g.optionCount()];
                int n = g.legalActions(buffer);
                for (int i = 0; i < n; i++) {
                    actions.add(buffer[i]);
                }
            }
            List<String> observations = new ArrayList<>();
            float[] out = new float[g.observationSpec().size()];
            for (Colour seat : g.players()) {
                g.observe(seat, out);
                observations.add(Arrays.toString(out));
            }
            return new Snap(g.position().text(), g.positionHash(), g.isOver(), number, options, observations, actions,
                    g.eventCount(), g.lastEvents(), g.undoDepth());
        }

        /** The same but for the undo depth (for a bounded history, whose depth stops growing). */
        Snap anyDepth() {
            return new Snap(position, hash, over, number, options, observations, actions, eventCount, lastEvents, -1);
        }

        /** Short (the observations by hash): a failure names what differs without thousands of floats. */
        @Override
        public String toString() {
            return "Snap[#" + number + (over ? " over" : "") + ", hash " + hash + ", options " + options + ", actions "
                    + actions + ", events " + eventCount + " last " + lastEvents + ", depth " + undoDepth
                    + ", observations #" + observations.hashCode() + "\n" + position + "]";
        }
    }

    private static Game randomGame(int g, SplittableRandom rnd) {
        TileSource source = g % 3 == 0 ? TileSource.chance() : TileSource.shuffled(rnd.nextLong());
        return Game.start(GameSetup.builder()
                .players(Arrays.copyOf(Colour.values(), 2 + g % 5))
                .tileSet(TestTiles.official())
                .tileSource(source)
                .build());
    }

    /** The ways of applying a choice. */
    enum Way { OPTION, ID, CHOICE, TEXT, QUIETLY, ACTION, PLAY_RANDOMLY }

    /** Applies option {@code id} (of decision {@code d}) the given way; returns the events (empty on the fast path). */
    private static List<GameEvent> apply(Game game, Decision d, int id, Way way, long seed) {
        Option o = d.options().get(id);
        switch (way) {
            case OPTION -> { return game.apply(o); }
            case ID -> { return game.applyOption(id); }
            case CHOICE -> { return game.apply(o.choice()); }
            case TEXT -> { return game.apply(o.text()); }
            case QUIETLY -> game.applyOptionQuietly(id);
            case ACTION -> game.applyAction(game.actionId(id));
            case PLAY_RANDOMLY -> assertThat(game.playRandomly(seed, 1)).isEqualTo(1);
            default -> throw new AssertionError(way);
        }
        return List.of();
    }

    @Test
    @DisplayName("After every decision of random games, applied every way: undo restores the game exactly, the same choice gives the same events and draws, and undo goes back to the start")
    void undoRestoresEveryDecisionExactly() {
        SplittableRandom rnd = new SplittableRandom(46);
        Set<Way> ways = EnumSet.noneOf(Way.class);
        Set<DecisionKind> kinds = EnumSet.noneOf(DecisionKind.class);
        for (int g = 0; g < GAMES; g++) {
            Game game = randomGame(g, rnd).keepHistory(Integer.MAX_VALUE);
            List<Snap> path = new ArrayList<>();
            while (!game.isOver()) {
                Snap before = Snap.of(game);
                path.add(before);
                Decision d = game.decision();
                kinds.add(d.kind());
                int id = rnd.nextInt(d.options().size());
                Way way = Way.values()[rnd.nextInt(Way.values().length)];
                ways.add(way);
                long seed = rnd.nextLong();
                List<GameEvent> events = apply(game, d, id, way, seed);
                Snap after = Snap.of(game);
                assertThat(game.undoDepth()).isEqualTo(before.undoDepth() + 1);

                game.undo();
                assertThat(Snap.of(game)).as("game %d, decision %d undone (%s)", g, before.number(), way).isEqualTo(before);
                assertThat(game.decision().options()).isEqualTo(d.options());

                // the same choice again (for OPTION the very object offered before the undo): the same events and draws
                assertThat(apply(game, game.decision(), id, way, seed)).isEqualTo(events);
                assertThat(Snap.of(game)).as("game %d, decision %d applied again (%s)", g, before.number(), way).isEqualTo(after);
            }

            // after the end: back to the last decision, then to the start, each decision as it was
            List<GameEvent> fullLog = game.eventLog();
            for (int k = path.size() - 1; k >= 0; k--) {
                game.undo();
                assertThat(Snap.of(game)).as("game %d, undone to decision %d", g, k).isEqualTo(path.get(k));
                assertThat(game.eventLog()).isEqualTo(fullLog.subList(0, path.get(k).eventCount()));
            }
            assertThat(game.undoDepth()).isZero();
            assertThatThrownBy(game::undo).isExactlyInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("nothing to undo");
            assertThat(Snap.of(game)).isEqualTo(path.get(0));
        }
        assertThat(ways).containsExactlyInAnyOrder(Way.values());
        assertThat(kinds).contains(DecisionKind.CHANCE, DecisionKind.TILE_PLACEMENT, DecisionKind.LANDING);
    }

    @Test
    @DisplayName("Undo at the start, and with no history kept, refuses with IllegalStateException and changes nothing")
    void undoWithNothingToTakeBackRefuses() {
        Game game = Game.start(GameSetup.builder().players(Colour.BLUE, Colour.RED).tileSet(TestTiles.official()).seed(5).build());
        Snap start = Snap.of(game);
        assertThatThrownBy(game::undo).isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageContaining("keeps no history");
        game.keepHistory(10);
        assertThatThrownBy(game::undo).isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageContaining("nothing to undo: decision #0");
        assertThat(Snap.of(game)).isEqualTo(start);
        assertThatThrownBy(() -> game.keepHistory(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("After an undo, an option of the pending decision applies again, and one of a decision taken back is refused as never offered")
    void optionsOfTheUndoneFutureAreRefused() {
        Game game = Game.start(GameSetup.builder().players(Colour.BLUE, Colour.RED).tileSet(TestTiles.official()).seed(8).build())
                .keepHistory(Integer.MAX_VALUE);
        Option first = game.decision().options().get(0);
        game.apply(first);
        Option second = game.decision().options().get(0);
        assertThatThrownBy(() -> game.apply(first)).isInstanceOf(IllegalChoiceException.class).hasMessageContaining("stale");
        game.undo();
        assertThatThrownBy(() -> game.apply(second)).isInstanceOf(IllegalChoiceException.class)
                .hasMessageContaining("never offered");
        assertThat(game.decisionNumber()).isEqualTo(first.decision());
        game.apply(first);
        assertThat(game.decision().options().get(0)).isEqualTo(second);
    }

    @Test
    @DisplayName("A bounded history keeps the latest decisions; keepHistory(0) drops it and stops")
    void historyIsBoundedAndCanBeDropped() {
        Game game = Game.start(GameSetup.builder().players(Colour.BLUE, Colour.RED, Colour.GREEN).tileSet(TestTiles.official()).seed(7).build())
                .keepHistory(3);
        List<Snap> path = new ArrayList<>();
        for (int k = 0; k < 10; k++) {
            path.add(Snap.of(game));
            game.applyOptionQuietly(k % game.optionCount());
        }
        assertThat(game.undoDepth()).isEqualTo(3);
        for (int k = 9; k >= 7; k--) {
            game.undo();
            assertThat(Snap.of(game).anyDepth()).isEqualTo(path.get(k).anyDepth());
        }
        assertThat(game.undoDepth()).isZero();
        assertThatThrownBy(game::undo).isExactlyInstanceOf(IllegalStateException.class).hasMessageContaining("earliest");
        assertThat(Snap.of(game).anyDepth()).isEqualTo(path.get(7).anyDepth());

        game.applyOptionQuietly(0);
        game.applyOptionQuietly(0);
        game.keepHistory(1);
        assertThat(game.undoDepth()).isEqualTo(1);
        game.keepHistory(0);
        assertThat(game.undoDepth()).isZero();
        game.applyOptionQuietly(0);
        assertThat(game.undoDepth()).isZero();
    }

    @Test
    @DisplayName("playRandomly with history is undoable per decision and draws as without history")
    void playRandomlyIsUndoablePerDecision() {
        for (TileSource source : List.of(TileSource.shuffled(11), TileSource.chance())) {
            Game plain = Game.start(GameSetup.builder().players(Colour.BLUE, Colour.RED, Colour.GREEN, Colour.YELLOW)
                    .tileSet(TestTiles.official()).tileSource(source).build());
            Game kept = plain.copy().keepHistory(Integer.MAX_VALUE);
            Snap start = Snap.of(kept);
            int made = plain.playRandomly(99, 60);
            assertThat(kept.playRandomly(99, 60)).isEqualTo(made);
            assertThat(kept.position().text()).isEqualTo(plain.position().text());
            assertThat(kept.decisionNumber()).isEqualTo(plain.decisionNumber());
            assertThat(kept.undoDepth()).isEqualTo(made);
            for (int k = 0; k < made; k++) {
                kept.undo();
            }
            assertThat(Snap.of(kept)).isEqualTo(start);
        }
    }

    @Test
    @DisplayName("A copy and a determinization start without history (whatever the game's), keep their own when asked, and undo without touching the original")
    void copiesAndDeterminizationsUndoOnTheirOwn() {
        SplittableRandom rnd = new SplittableRandom(460);
        for (int g = 0; g < 12; g++) {
            Game game = randomGame(g, rnd).keepHistory(Integer.MAX_VALUE);
            game.playRandomly(rnd.nextLong(), 10 + rnd.nextInt(30));
            if (game.isOver()) {
                continue;
            }
            Snap original = Snap.of(game);
            for (Game other : List.of(game.copy(), game.determinize(rnd.nextLong()))) {
                assertThat(other.undoDepth()).isZero();
                assertThatThrownBy(other::undo).isExactlyInstanceOf(IllegalStateException.class);
                other.keepHistory(Integer.MAX_VALUE);
                GameSetup setup = other.setup();
                Snap start = Snap.of(other);
                int made = 0;
                while (!other.isOver() && made < 25) {
                    other.applyOption(rnd.nextInt(other.optionCount()));
                    made++;
                }
                for (int k = 0; k < made; k++) {
                    other.undo();
                }
                assertThat(Snap.of(other)).isEqualTo(start);
                assertThat(other.setup()).isEqualTo(setup);
                assertThat(Snap.of(game)).isEqualTo(original);
            }
            // and the original still undoes its own decisions
            int depth = game.undoDepth();
            game.undo();
            assertThat(game.undoDepth()).isEqualTo(depth - 1);
        }
    }
}
