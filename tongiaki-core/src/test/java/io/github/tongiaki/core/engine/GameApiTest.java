package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The contract of {@link Game} as an API: refusing what is not offered without changing anything,
 * independent copies, determinism, and the shape of decisions and options.
 */
class GameApiTest {

    private static GameSetup setup(int players, long seed) {
        return GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(TestTiles.official()).seed(seed).build();
    }

    /** Everything a caller can observe of a game, as text. */
    private static String snapshot(Game g) {
        StringBuilder sb = new StringBuilder();
        sb.append("over=").append(g.isOver()).append('\n');
        sb.append("decisionNumber=").append(g.decisionNumber()).append('\n');
        sb.append("pending=").append(g.pendingDecision()).append('\n');
        sb.append("turn=").append(g.turn()).append(" active=").append(g.isOver() ? "-" : g.activePlayer()).append('\n');
        sb.append("tiles=").append(g.position().tiles()).append('\n');
        sb.append("beaches=").append(g.position().beaches()).append('\n');
        for (Colour c : g.players()) {
            sb.append(c).append(": supply=").append(g.position().supply(c)).append(" score=").append(g.position().score(c))
                    .append(" royal=").append(g.position().royalIslandsFounded(c)).append('\n');
        }
        sb.append("royal=").append(g.position().royalIslands()).append('\n');
        sb.append("removed=").append(g.position().removedTiles()).append('\n');
        sb.append("remaining=").append(g.position().remainingTiles()).append(" stack=").append(g.position().stackSize())
                .append(' ').append(g.position().remainingIslands()).append('/').append(g.position().remainingWaterTiles()).append('\n');
        sb.append("end=").append(g.position().endTriggered()).append(" stranded=").append(g.position().strandedBoats()).append(' ').append(g.position().strandedOn()).append('\n');
        sb.append("standings=").append(g.position().standings()).append('\n');
        sb.append("lastEvents=").append(g.lastEvents()).append('\n');
        return sb.toString();
    }

    /** Plays the same pseudo-random choices on two games, asserting identical events at every step; returns the steps. */
    private static int playInLockstep(Game a, Game b, long seed, int maxSteps) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int steps = 0;
        while (!a.isOver() && steps < maxSteps) {
            assertThat(b.isOver()).isFalse();
            assertThat(b.decision()).isEqualTo(a.decision());
            int i = rnd.nextInt(a.decision().options().size());
            List<GameEvent> ea = a.applyOption(i);
            List<GameEvent> eb = b.applyOption(i);
            assertThat(eb).isEqualTo(ea);
            steps++;
        }
        assertThat(b.isOver()).isEqualTo(a.isOver());
        assertThat(snapshot(b)).isEqualTo(snapshot(a));
        return steps;
    }

    private static void assertRefusedUnchanged(Game g, Class<? extends RuntimeException> type, ThrowingCallable call, String... inMessage) {
        String before = snapshot(g);
        assertThatThrownBy(call).isInstanceOf(type).satisfies(e -> {
            for (String s : inMessage) {
                assertThat(e.getMessage()).contains(s);
            }
        });
        assertThat(snapshot(g)).isEqualTo(before);
    }

    private static Choice notOffered(Decision d) {
        return d instanceof Decision.SetupBerth ? new Choice.NewSettlement() : new Choice.Berth(BeachRef.of("Tonga", 1));
    }

    // =====================================================================================
    // refusals
    // =====================================================================================

    /** Plays a game to its end with choices from a seed, with events; returns its snapshot and event log. */
    private static String playedOut(Game g, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        while (!g.isOver()) {
            g.applyOption(rnd.nextInt(g.optionCount()));
        }
        return snapshot(g) + g.eventLog();
    }

    @Test
    @DisplayName("games of one tile set share its compiled tables, and a finished game leaves nothing behind in them")
    void gamesOfOneTileSetPlayAlikeAfterEachOther() {
        // Game.start compiles a tile set once and keeps it (the start cost): playing one game to its end
        // first must not change how the next game of the same set, or of an equal set built anew, plays.
        String first = playedOut(Game.start(setup(4, 31)), 5);
        for (long other = 0; other < 3; other++) {
            playedOut(Game.start(setup(3, other)), other);
        }
        assertThat(playedOut(Game.start(setup(4, 31)), 5)).isEqualTo(first);
        TileSet rebuilt = TileSetFormat.parse(TestTiles.official().toText());
        GameSetup equalSet = GameSetup.builder().players(Arrays.copyOf(Colour.values(), 4)).tileSet(rebuilt).seed(31).build();
        assertThat(playedOut(Game.start(equalSet), 5)).isEqualTo(first);
    }

    @Test
    @DisplayName("Illegal options (stale, of another decision, out-of-range id, unknown text, choice not offered) are refused, say what was expected and given, and change nothing")
    void illegalChoicesRefusedAndChangeNothing() {
        SplittableRandom rnd = new SplittableRandom(99);
        int checked = 0;
        for (int game = 0; game < 8; game++) {
            Game g = Game.start(setup(2 + game % 5, rnd.nextLong()));
            Option previous = null;
            int step = 0;
            while (!g.isOver()) {
                Decision d = g.decision();
                if (step % 5 == 0) {
                    Game witness = g.copy();
                    String expectedDecision = "#" + d.number();
                    String kind = d.kind().toString();
                    String player = d.player().toString();
                    String firstOption = d.options().get(0).text();
                    int n = d.options().size();

                    if (previous != null) {
                        Option stale = previous;
                        assertRefusedUnchanged(g, IllegalChoiceException.class, () -> g.apply(stale),
                                "stale", "'" + stale.text() + "'", "#" + stale.decision(), expectedDecision, kind, player, firstOption);
                    }
                    // an option of a later decision (taken from a copy that went ahead)
                    Game ahead = g.copy();
                    ahead.applyOption(0);
                    if (!ahead.isOver()) {
                        Option future = ahead.decision().options().get(0);
                        assertRefusedUnchanged(g, IllegalChoiceException.class, () -> g.apply(future),
                                "#" + future.decision(), expectedDecision, kind);
                    }
                    // a forged option of this decision's number with a choice it does not offer, or a wrong id
                    Option forged = new Option(d.number(), 0, notOffered(d));
                    assertRefusedUnchanged(g, IllegalChoiceException.class, () -> g.apply(forged),
                            "not offered", forged.text(), expectedDecision, kind, firstOption);
                    Option wrongId = new Option(d.number(), n, d.options().get(0).choice());
                    assertRefusedUnchanged(g, IllegalChoiceException.class, () -> g.apply(wrongId), "not offered", expectedDecision);
                    // out-of-range ids
                    assertRefusedUnchanged(g, IllegalChoiceException.class, () -> g.applyOption(-1),
                            "0.." + (n - 1), "got -1", expectedDecision, kind, player);
                    assertRefusedUnchanged(g, IllegalChoiceException.class, () -> g.applyOption(n),
                            "0.." + (n - 1), "got " + n, expectedDecision, kind);
                    assertRefusedUnchanged(g, IllegalChoiceException.class, () -> g.applyOption(Integer.MAX_VALUE), "got " + Integer.MAX_VALUE);
                    assertThatThrownBy(() -> d.option(n)).isInstanceOf(IllegalChoiceException.class).hasMessageContaining("got " + n);
                    // unknown text, and a choice not offered
                    assertRefusedUnchanged(g, IllegalChoiceException.class, () -> g.apply("sail to the moon"),
                            "'sail to the moon'", "not offered", expectedDecision, kind, player, firstOption);
                    Choice c = notOffered(d);
                    assertRefusedUnchanged(g, IllegalChoiceException.class, () -> g.apply(c), "'" + c.text() + "'", "not offered", expectedDecision);
                    assertRefusedUnchanged(g, IllegalChoiceException.class, () -> g.apply(new Choice.Expand(TileId.of("Atlantis"))),
                            "expand Atlantis", expectedDecision);
                    // nothing changed: the original and a copy taken before go on identically
                    assertThat(g.decision()).isSameAs(d);
                    Game original = g.copy();
                    playInLockstep(original, witness, rnd.nextLong(), 40);
                    checked++;
                }
                previous = d.options().get(rnd.nextInt(d.options().size()));
                g.apply(previous);
                step++;
            }
        }
        assertThat(checked).isGreaterThan(100);
    }

    @Test
    @DisplayName("After game over every apply and decision() throw GameOverException, and nothing changes")
    void afterGameOver() {
        SplittableRandom rnd = new SplittableRandom(7);
        for (int game = 0; game < 5; game++) {
            Game g = Game.start(setup(2 + game, rnd.nextLong()));
            Option last = null;
            while (!g.isOver()) {
                Decision d = g.decision();
                last = d.options().get(rnd.nextInt(d.options().size()));
                g.apply(last);
            }
            assertThat(g.lastEvents()).last().isInstanceOf(GameEvent.GameOver.class);
            assertThat(g.pendingDecision()).isEmpty();
            Option lastOption = last;
            assertRefusedUnchanged(g, GameOverException.class, () -> g.applyOption(0), "over", "option id 0");
            assertRefusedUnchanged(g, GameOverException.class, () -> g.applyOption(-3), "over");
            assertRefusedUnchanged(g, GameOverException.class, () -> g.apply("settle"), "over", "settle");
            assertRefusedUnchanged(g, GameOverException.class, () -> g.apply(new Choice.NewSettlement()), "over", "settle");
            assertRefusedUnchanged(g, GameOverException.class, () -> g.apply(lastOption), "over", lastOption.text());
            assertRefusedUnchanged(g, GameOverException.class, g::decision, "over");
            assertThat(g.isOver()).isTrue();
            // a copy of a finished game is finished too
            Game c = g.copy();
            assertThat(c.isOver()).isTrue();
            assertThat(snapshot(c)).isEqualTo(snapshot(g));
            assertThatThrownBy(() -> c.applyOption(0)).isInstanceOf(GameOverException.class);
        }
    }

    @Test
    @DisplayName("Null arguments are refused with a NullPointerException naming the argument, checked first (before the game-over check), and change nothing")
    void nullArguments() {
        Game mid = Game.start(setup(3, 11));
        SplittableRandom rnd = new SplittableRandom(3);
        for (int i = 0; i < 30; i++) {
            mid.applyOption(rnd.nextInt(mid.optionCount()));
        }
        Game over = Game.start(setup(2, 12));
        while (!over.isOver()) {
            over.applyOption(rnd.nextInt(over.optionCount()));
        }
        for (Game g : List.of(mid, over)) {
            String position = io.github.tongiaki.core.engine.Position.of(g).text();
            assertRefusedUnchanged(g, NullPointerException.class, () -> g.apply((Option) null), "option");
            assertRefusedUnchanged(g, NullPointerException.class, () -> g.apply((Choice) null), "choice");
            assertRefusedUnchanged(g, NullPointerException.class, () -> g.apply((String) null), "text");
            assertRefusedUnchanged(g, NullPointerException.class, () -> g.legalActions(null), "buffer");
            assertRefusedUnchanged(g, NullPointerException.class, () -> g.position().tileAt(null), "hex");
            assertRefusedUnchanged(g, NullPointerException.class, () -> g.position().find(null), "tile id");
            assertRefusedUnchanged(g, NullPointerException.class, () -> g.position().boatsOn((BeachRef) null), "beach");
            assertRefusedUnchanged(g, NullPointerException.class, () -> g.position().boatsOn((TileId) null), "tile id");
            assertRefusedUnchanged(g, NullPointerException.class, () -> g.position().island(null), "tile id");
            assertRefusedUnchanged(g, NullPointerException.class, () -> g.position().supply(null), "colour");
            assertRefusedUnchanged(g, NullPointerException.class, () -> g.position().score(null), "colour");
            assertRefusedUnchanged(g, NullPointerException.class, () -> g.position().royalIslandsFounded(null), "colour");
            assertThat(io.github.tongiaki.core.engine.Position.of(g).text()).isEqualTo(position);
        }
        assertThatThrownBy(() -> mid.decision().find((String) null)).isInstanceOf(NullPointerException.class).hasMessage("text");
        assertThatThrownBy(() -> mid.decision().find((Choice) null)).isInstanceOf(NullPointerException.class).hasMessage("choice");
        assertThatThrownBy(() -> Game.start(null)).isInstanceOf(NullPointerException.class).hasMessage("setup");
    }

    // =====================================================================================
    // copies
    // =====================================================================================

    @Test
    @DisplayName("Mutating a copy never touches the original")
    void copyIndependence() {
        SplittableRandom rnd = new SplittableRandom(1234);
        for (int game = 0; game < 20; game++) {
            Game g = Game.start(setup(2 + game % 5, rnd.nextLong()));
            int step = 0;
            while (!g.isOver()) {
                if (step % 9 == 0) {
                    String before = snapshot(g);
                    Game c = g.copy();
                    assertThat(snapshot(c)).isEqualTo(before);
                    // play the copy to its end
                    SplittableRandom r2 = new SplittableRandom(rnd.nextLong());
                    while (!c.isOver()) {
                        c.applyOption(r2.nextInt(c.decision().options().size()));
                    }
                    assertThat(snapshot(g)).isEqualTo(before);
                }
                g.applyOption(rnd.nextInt(g.decision().options().size()));
                step++;
            }
        }
    }

    @Test
    @DisplayName("Original and copy produce identical events under identical choices, over whole random games")
    void copyProducesIdenticalEvents() {
        SplittableRandom rnd = new SplittableRandom(4321);
        for (int game = 0; game < 30; game++) {
            Game g = Game.start(setup(2 + game % 5, rnd.nextLong()));
            // a copy made at the start, and one made somewhere in the middle
            Game atStart = g.copy();
            assertThat(atStart.lastEvents()).isEqualTo(g.lastEvents());
            int middle = 1 + rnd.nextInt(60);
            long choices = rnd.nextLong();
            SplittableRandom r = new SplittableRandom(choices);
            Game mid = null;
            int steps = 0;
            while (!g.isOver()) {
                if (steps == middle) {
                    mid = g.copy();
                }
                g.applyOption(r.nextInt(g.decision().options().size()));
                steps++;
            }
            // replay: atStart gets the whole sequence, checked against an independent fresh run
            Game fresh = Game.start(g.setup());
            int n = playInLockstep(fresh, atStart, choices, Integer.MAX_VALUE);
            assertThat(n).isEqualTo(steps);
            assertThat(snapshot(atStart)).isEqualTo(snapshot(g));
            if (mid != null) {
                // an independent run to the same point equals the mid copy, and both go on identically to the same end
                Game fromStart = Game.start(g.setup());
                SplittableRandom r4 = new SplittableRandom(choices);
                for (int i = 0; i < middle; i++) {
                    fromStart.applyOption(r4.nextInt(fromStart.decision().options().size()));
                }
                assertThat(snapshot(mid)).isEqualTo(snapshot(fromStart));
                while (!fromStart.isOver()) {
                    int i = r4.nextInt(fromStart.decision().options().size());
                    assertThat(mid.applyOption(i)).isEqualTo(fromStart.applyOption(i));
                }
                assertThat(mid.isOver()).isTrue();
                assertThat(snapshot(mid)).isEqualTo(snapshot(g));
            }
        }
    }

    // =====================================================================================
    // determinism
    // =====================================================================================

    private static List<List<GameEvent>> runGames(long masterSeed, int games) {
        SplittableRandom rnd = new SplittableRandom(masterSeed);
        List<List<GameEvent>> all = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            int players = 2 + game % 5;
            long seed = rnd.nextLong();
            Game g = Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).startPlayer(Colour.of(game % players))
                    .tileSet(TestTiles.official()).seed(seed).build());
            List<GameEvent> events = new ArrayList<>(g.lastEvents());
            while (!g.isOver()) {
                events.addAll(g.applyOption(rnd.nextInt(g.decision().options().size())));
            }
            all.add(events);
        }
        return all;
    }

    @Test
    @DisplayName("Determinism: the same set-up, seed and choices give identical event lists (two independent runs of 50 random games)")
    void determinism() {
        List<List<GameEvent>> first = runGames(2024, 50);
        List<List<GameEvent>> second = runGames(2024, 50);
        assertThat(second).hasSize(50);
        for (int i = 0; i < 50; i++) {
            assertThat(second.get(i)).as("game %d", i).isEqualTo(first.get(i));
            assertThat(first.get(i)).last().isInstanceOf(GameEvent.GameOver.class);
        }
        // and the games are not all alike
        assertThat(new HashSet<>(first)).hasSize(50);
        assertThat(runGames(2025, 5)).isNotEqualTo(first.subList(0, 5));
    }

    // =====================================================================================
    // decisions and options
    // =====================================================================================

    @Test
    @DisplayName("D-16: a decision with a single legal option is applied by the engine itself; its events appear, and it is not numbered")
    void d16SingleOptionIsAppliedByTheEngine() {
        // Muroroa/1 (one jetty) is the only full beach: its emigration is the only option, so the engine takes it
        Game g = Scenario.of(GameSetup.builder().players(Colour.BLUE, Colour.RED).tileSet(TestTiles.official()).build())
                .tile("Muroroa", io.github.tongiaki.core.geometry.Hex.of(0, 1), io.github.tongiaki.core.geometry.Rotation.R3)
                .boats("Muroroa", 1, "2R")
                .boats("Tonga", 2, "B")
                .stackTop("Samoa")
                .emigrationsPending()
                .build();
        assertThat(g.lastEvents()).anySatisfy(e -> assertThat(e).isInstanceOf(GameEvent.EmigrationStarted.class));
        assertThat(g.decisionNumber()).isZero();
        Decision d = g.decision();
        assertThat(d.options()).hasSizeGreaterThanOrEqualTo(2);
        assertThat(d).isNotInstanceOf(Decision.Emigration.class);
    }

    @Test
    @DisplayName("Every decision offers at least 2 options; ids equal indices; texts unique; apply by text, id, option and choice are the same")
    void decisionShape() {
        SplittableRandom rnd = new SplittableRandom(555);
        int decisions = 0;
        for (int game = 0; game < 20; game++) {
            Game g = Game.start(setup(2 + game % 5, rnd.nextLong()));
            int expectedNumber = 0;
            while (!g.isOver()) {
                Decision d = g.decision();
                assertThat(d.number()).isEqualTo(g.decisionNumber()).isEqualTo(expectedNumber);
                assertThat(d.player()).isEqualTo(g.activePlayer());
                List<Option> options = d.options();
                assertThat(options).hasSizeGreaterThanOrEqualTo(2);
                Set<String> seen = new HashSet<>();
                for (int i = 0; i < options.size(); i++) {
                    Option o = options.get(i);
                    assertThat(o.id()).isEqualTo(i);
                    assertThat(o.decision()).isEqualTo(d.number());
                    assertThat(o.text()).isEqualTo(o.choice().text());
                    assertThat(seen.add(o.text())).as("text '%s' twice in decision %s", o.text(), d).isTrue();
                    assertThat(d.option(i)).isSameAs(o);
                    assertThat(d.find(o.text())).containsSame(o);
                    assertThat(d.find(" " + o.text() + "  ")).containsSame(o);
                    assertThat(d.find(o.choice())).containsSame(o);
                }
                assertThatThrownBy(() -> options.add(options.get(0))).isInstanceOf(UnsupportedOperationException.class);
                int pick = rnd.nextInt(options.size());
                Option o = options.get(pick);
                Game byText = g.copy();
                Game byOption = g.copy();
                Game byChoice = g.copy();
                List<GameEvent> viaText = byText.apply(o.text());
                List<GameEvent> viaOption = byOption.apply(o);
                List<GameEvent> viaChoice = byChoice.apply(o.choice());
                List<GameEvent> viaId = g.applyOption(pick);
                assertThat(viaText).isEqualTo(viaId);
                assertThat(viaOption).isEqualTo(viaId);
                assertThat(viaChoice).isEqualTo(viaId);
                assertThat(g.lastEvents()).isEqualTo(viaId);
                String after = snapshot(g);
                assertThat(snapshot(byText)).isEqualTo(after);
                assertThat(snapshot(byOption)).isEqualTo(after);
                assertThat(snapshot(byChoice)).isEqualTo(after);
                expectedNumber++;
                decisions++;
            }
        }
        assertThat(decisions).isGreaterThan(1000);
    }
}
