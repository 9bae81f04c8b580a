package io.github.tongiaki.core.rules;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.GREEN;
import static io.github.tongiaki.core.board.Colour.ORANGE;
import static io.github.tongiaki.core.board.Colour.PURPLE;
import static io.github.tongiaki.core.board.Colour.RED;
import static io.github.tongiaki.core.board.Colour.YELLOW;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.engine.TestTiles;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Direction;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Rules of the set-up and of the turn action: R-COMP, R-SETUP, R-TURN, R-EXP, R-FEW, R-ALLBOATS,
 * R-NOBOAT, R-NEW and the decisions D-7, D-8, D-9, D-13, D-14 (shared/spec/rules.md).
 */
class SetupAndTurnRulesTest {

    // =====================================================================================
    // helpers
    // =====================================================================================

    private static final TileSet OFFICIAL = TestTiles.official();


    private static GameSetup setup(RuleOptions options, Colour... players) {
        return GameSetup.builder().players(players).tileSet(OFFICIAL).options(options).build();
    }

    private static GameSetup setup(Colour... players) {
        return setup(RuleOptions.defaults(), players);
    }

    private static Scenario scenario(Colour... players) {
        return Scenario.of(setup(players));
    }

    private static Scenario scenario(RuleOptions options, Colour... players) {
        return Scenario.of(setup(options, players));
    }

    private static Set<String> texts(Decision d) {
        return d.options().stream().map(Option::text).collect(Collectors.toCollection(LinkedHashSet::new));
    }

    private static <T extends GameEvent> List<T> only(List<GameEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    private static BeachRef beach(String island, int n) {
        return BeachRef.of(island, n);
    }

    private static Boats boats(String text) {
        return Boats.parse(text);
    }

    private static TileId id(String id) {
        return TileId.of(id);
    }

    /** Boats of a colour on beaches of the table. */
    private static int onBeaches(Game g, Colour c) {
        return g.position().beaches().values().stream().mapToInt(b -> b.count(c)).sum();
    }

    /** Expected stack order of a seeded shuffle, written from TileSource's specification (SplitMix64 + Fisher-Yates). */
    private static List<TileId> specifiedShuffle(List<TileId> tiles, long seed) {
        TileId[] a = tiles.toArray(new TileId[0]);
        long[] state = {seed};
        for (int i = a.length - 1; i >= 1; i--) {
            long z = (state[0] += 0x9E3779B97F4A7C15L);
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            z = z ^ (z >>> 31);
            int j = (int) Long.remainderUnsigned(z, i + 1);
            TileId x = a[i];
            a[i] = a[j];
            a[j] = x;
        }
        return List.of(a);
    }

    private static List<TileId> stackIdsInSetOrder() {
        return OFFICIAL.stackTiles().stream().map(Tile::id).toList();
    }

    /**
     * Plays a game in which every turn is a new settlement (tiles placed freely, never a voyage), so the
     * tiles come off the stack exactly in stack order; returns the drawn tiles in order.
     */
    private static List<TileId> drawOrderBySettling(GameSetup setup) {
        Game g = Game.start(setup);
        List<TileId> drawn = new ArrayList<>();
        only(g.lastEvents(), GameEvent.TileDrawn.class).forEach(e -> drawn.add(e.tile()));
        int guard = 0;
        while (!g.isOver()) {
            Decision d = g.decision();
            List<GameEvent> ev = d instanceof Decision.TurnAction ? g.apply(new Choice.NewSettlement()) : g.applyOption(0);
            only(ev, GameEvent.TileDrawn.class).forEach(e -> drawn.add(e.tile()));
            assertThat(++guard).isLessThan(10_000);
        }
        return drawn;
    }

    /** Plays the set-up with option 0 every time, returning all events. */
    private static List<GameEvent> playSetup(Game g) {
        List<GameEvent> all = new ArrayList<>(g.lastEvents());
        while (g.decision() instanceof Decision.SetupBerth) {
            all.addAll(g.applyOption(0));
        }
        return all;
    }

    // =====================================================================================
    // R-COMP-1
    // =====================================================================================

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5, 6})
    @DisplayName("R-COMP-1: 2-6 players with one colour each, 15 boats each")
    void rComp1PlayersAndBoats(int n) {
        Colour[] colours = Arrays.copyOf(Colour.values(), n);
        Game g = Game.start(GameSetup.builder().players(colours).tileSet(OFFICIAL).seed(n).build());
        assertThat(g.players()).containsExactly(colours);
        for (Colour c : Colour.values()) {
            assertThat(g.position().supply(c)).as("supply of %s", c).isEqualTo(c.ordinal() < n ? 15 : 0);
        }
        playSetup(g);
        for (Colour c : colours) {
            assertThat(g.position().supply(c) + onBeaches(g, c)).as("boats of %s after set-up", c).isEqualTo(15);
        }
    }

    @Test
    @DisplayName("R-COMP-1: set-ups with 1 or 7 players, a colour twice or an absent start player are refused")
    void rComp1InvalidSetupsRefused() {
        assertThatThrownBy(() -> GameSetup.of(1, 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2-6");
        assertThatThrownBy(() -> GameSetup.of(7, 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2-6");
        assertThatThrownBy(() -> GameSetup.builder().players(BLUE).tileSet(OFFICIAL).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2-6").hasMessageContaining("1");
        assertThatThrownBy(() -> GameSetup.builder().players(BLUE, RED, GREEN, YELLOW, ORANGE, PURPLE, BLUE).tileSet(OFFICIAL).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("7");
        assertThatThrownBy(() -> GameSetup.builder().players(BLUE, RED, BLUE).tileSet(OFFICIAL).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("blue").hasMessageContaining("twice");
        assertThatThrownBy(() -> GameSetup.builder().players(RED, RED).tileSet(OFFICIAL).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("twice");
        assertThatThrownBy(() -> GameSetup.builder().players(BLUE, RED).startPlayer(GREEN).tileSet(OFFICIAL).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("green");
        assertThat(setup(BLUE, RED).players()).containsExactly(BLUE, RED);
        assertThat(setup(Colour.values()).players()).hasSize(6);
    }

    @Test
    @DisplayName("R-COMP-1: every player keeps exactly 15 boats (supply, beaches, masks, at sea, stranded) through random games")
    void rComp1FifteenBoatsConserved() {
        SplittableRandom rnd = new SplittableRandom(11);
        for (int game = 0; game < 60; game++) {
            int n = 2 + game % 5;
            Colour[] colours = Arrays.copyOf(Colour.values(), n);
            Game g = Game.start(GameSetup.builder().players(colours).tileSet(OFFICIAL).seed(rnd.nextLong()).build());
            while (true) {
                for (Colour c : colours) {
                    long masks = g.position().royalIslands().values().stream().filter(c::equals).count();
                    int atSea = !g.isOver() && g.decision() instanceof Decision.Landing l ? l.group().count(c) : 0;
                    assertThat(g.position().supply(c) + onBeaches(g, c) + masks + atSea + g.position().strandedBoats().count(c))
                            .as("boats of %s in game %d", c, game).isEqualTo(15);
                    assertThat(g.position().supply(c)).isBetween(0, 15);
                }
                if (g.isOver()) {
                    break;
                }
                g.applyOption(rnd.nextInt(g.decision().options().size()));
            }
        }
    }

    // =====================================================================================
    // R-COMP-2
    // =====================================================================================

    @Test
    @DisplayName("R-COMP-2: a game uses Tonga and a stack of the 31 other tiles (15 islands, 16 water)")
    void rComp2StackOfThirtyOne() {
        Game g = Game.start(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).seed(5).build());
        assertThat(g.position().stackSize()).isEqualTo(31);
        assertThat(g.position().remainingTiles()).hasSize(31).containsExactlyElementsOf(OFFICIAL.stackTiles());
        assertThat(g.position().remainingTiles()).doesNotContain(OFFICIAL.start());
        assertThat(g.position().remainingIslands()).isEqualTo(15);
        assertThat(g.position().remainingWaterTiles()).isEqualTo(16);
        assertThat(g.position().tiles()).extracting(PlacedTile::tile).containsExactly(OFFICIAL.start());
        assertThat(OFFICIAL.start().id()).isEqualTo(id("Tonga"));
    }

    @Test
    @DisplayName("R-COMP-2: remainingTiles shrinks by exactly the drawn tiles; stack, table, removed and pending tile partition the 32 tiles")
    void rComp2RemainingTilesTracksDraws() {
        SplittableRandom rnd = new SplittableRandom(22);
        Set<TileId> all = OFFICIAL.all().stream().map(Tile::id).collect(Collectors.toSet());
        assertThat(all).hasSize(32);
        for (int game = 0; game < 30; game++) {
            Game g = Game.start(GameSetup.builder().players(BLUE, RED, GREEN).tileSet(OFFICIAL).seed(rnd.nextLong()).build());
            List<GameEvent> ev = g.lastEvents();
            Set<TileId> drawnSoFar = new HashSet<>();
            while (true) {
                for (GameEvent.TileDrawn d : only(ev, GameEvent.TileDrawn.class)) {
                    assertThat(drawnSoFar.add(d.tile())).as("%s drawn twice", d.tile()).isTrue();
                    assertThat(d.stackLeft()).isEqualTo(31 - drawnSoFar.size());
                }
                List<TileId> remaining = g.position().remainingTiles().stream().map(Tile::id).toList();
                assertThat(remaining).hasSize(g.position().stackSize());
                assertThat(remaining).noneMatch(drawnSoFar::contains);
                assertThat(g.position().stackSize()).isEqualTo(31 - drawnSoFar.size());
                assertThat(g.position().remainingIslands() + g.position().remainingWaterTiles()).isEqualTo(g.position().stackSize());
                List<TileId> parts = new ArrayList<>(remaining);
                g.position().tiles().forEach(t -> parts.add(t.tile().id()));
                parts.addAll(g.position().removedTiles());
                if (!g.isOver() && g.decision() instanceof Decision.TilePlacement tp) {
                    parts.add(tp.tile());
                }
                assertThat(parts).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(all);
                if (g.isOver()) {
                    break;
                }
                ev = g.applyOption(rnd.nextInt(g.decision().options().size()));
            }
        }
    }

    // =====================================================================================
    // R-SETUP-1
    // =====================================================================================

    @Test
    @DisplayName("R-SETUP-1: Tonga alone lies at (0,0) in rotation 0 before and after the set-up")
    void rSetup1TongaAloneInTheMiddle() {
        Game g = Game.start(GameSetup.builder().players(BLUE, RED, GREEN).tileSet(OFFICIAL).seed(77).build());
        assertThat(g.position().tiles()).containsExactly(new PlacedTile(Hex.ORIGIN, OFFICIAL.start(), Rotation.R0));
        assertThat(g.position().tileAt(Hex.ORIGIN)).map(PlacedTile::tile).contains(OFFICIAL.start());
        playSetup(g);
        assertThat(g.position().tiles()).containsExactly(new PlacedTile(Hex.ORIGIN, OFFICIAL.start(), Rotation.R0));
        assertThat(g.position().stackSize()).isEqualTo(31);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {0L, 1L, 42L, -7L, 123456789L})
    @DisplayName("R-SETUP-1: the stack is the shuffle determined by the seed (SplitMix64 + Fisher-Yates as specified)")
    void rSetup1StackIsTheSeededShuffle(long seed) {
        List<TileId> drawn = drawOrderBySettling(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).seed(seed).build());
        List<TileId> expected = specifiedShuffle(stackIdsInSetOrder(), seed);
        assertThat(drawn).hasSizeGreaterThanOrEqualTo(16);
        assertThat(drawn).containsExactlyElementsOf(expected.subList(0, drawn.size()));
        // the same seed, a second independent game: the same order
        assertThat(drawOrderBySettling(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).seed(seed).build()))
                .isEqualTo(drawn);
    }

    @Test
    @DisplayName("R-SETUP-1: different seeds give different stacks")
    void rSetup1DifferentSeedsDiffer() {
        Set<List<TileId>> orders = new HashSet<>();
        for (long seed = 1; seed <= 12; seed++) {
            List<TileId> drawn = drawOrderBySettling(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).seed(seed).build());
            orders.add(drawn.subList(0, 10));
        }
        assertThat(orders).hasSize(12);
    }

    @Test
    @DisplayName("R-SETUP-1: an ordered tile source is respected: the listed tiles on top in order, the rest shuffled with its seed")
    void rSetup1OrderedSourceRespected() {
        List<TileId> top = List.of(id("W07"), id("Samoa"), id("W01"), id("W13"), id("Muroroa"));
        List<TileId> drawn = drawOrderBySettling(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL)
                .tileSource(TileSource.ordered(top, 9L)).build());
        assertThat(drawn.subList(0, 5)).containsExactlyElementsOf(top);
        List<TileId> rest = new ArrayList<>(stackIdsInSetOrder());
        rest.removeAll(top);
        List<TileId> expected = new ArrayList<>(top);
        expected.addAll(specifiedShuffle(rest, 9L));
        assertThat(drawn).containsExactlyElementsOf(expected.subList(0, drawn.size()));
        // the text form, rest shuffled with seed 0
        List<TileId> drawn2 = drawOrderBySettling(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL)
                .tileSource(TileSource.ordered("Hawaii", "W16")).build());
        assertThat(drawn2.subList(0, 2)).containsExactly(id("Hawaii"), id("W16"));
        List<TileId> rest2 = new ArrayList<>(stackIdsInSetOrder());
        rest2.removeAll(List.of(id("Hawaii"), id("W16")));
        List<TileId> expected2 = new ArrayList<>(List.of(id("Hawaii"), id("W16")));
        expected2.addAll(specifiedShuffle(rest2, 0L));
        assertThat(drawn2).containsExactlyElementsOf(expected2.subList(0, drawn2.size()));
    }

    // =====================================================================================
    // R-SETUP-2
    // =====================================================================================

    @Test
    @DisplayName("R-SETUP-2: the start player places first, then clockwise, two rounds; decisions go to the placer")
    void rSetup2OrderAndRounds() {
        Game g = Game.start(GameSetup.builder().players(RED, GREEN, BLUE).startPlayer(GREEN).tileSet(OFFICIAL).seed(3).build());
        List<Colour> expected = List.of(GREEN, BLUE, RED, GREEN, BLUE, RED);
        List<Colour> placers = new ArrayList<>();
        List<GameEvent> all = new ArrayList<>(g.lastEvents());
        for (int i = 0; i < 6; i++) {
            Decision d = g.decision();
            assertThat(d).isInstanceOf(Decision.SetupBerth.class);
            assertThat(d.player()).isEqualTo(expected.get(i));
            assertThat(g.activePlayer()).isEqualTo(expected.get(i));
            assertThat(((Decision.SetupBerth) d).round()).isEqualTo(i < 3 ? 1 : 2);
            assertThat(g.turn()).isZero();
            List<GameEvent> ev = g.applyOption(i % 6);
            all.addAll(ev);
            GameEvent.BoatsPlaced p = only(ev, GameEvent.BoatsPlaced.class).get(0);
            assertThat(p.colour()).isEqualTo(expected.get(i));
            assertThat(p.count()).isEqualTo(1);
            assertThat(p.rule()).isEqualTo(Rule.R_SETUP_2);
            assertThat(p.beach().island()).isEqualTo(id("Tonga"));
            placers.add(p.colour());
        }
        assertThat(placers).containsExactlyElementsOf(expected);
        for (Colour c : List.of(RED, GREEN, BLUE)) {
            assertThat(g.position().boatsOn(id("Tonga")).count(c)).isEqualTo(2);
            assertThat(g.position().supply(c)).isEqualTo(13);
        }
        assertThat(g.decision()).isInstanceOf(Decision.TurnAction.class);
        assertThat(only(all, GameEvent.TurnStarted.class)).containsExactly(new GameEvent.TurnStarted(1, GREEN, false, false));
    }

    @Test
    @DisplayName("R-SETUP-2: with six players and a later start player, twelve placements go clockwise from him, auto-applied ones included")
    void rSetup2SixPlayersClockwise() {
        Game g = Game.start(GameSetup.builder().players(Colour.values()).startPlayer(YELLOW).tileSet(OFFICIAL).seed(8).build());
        List<GameEvent> all = playSetup(g);
        List<Colour> placers = only(all, GameEvent.BoatsPlaced.class).stream().map(GameEvent.BoatsPlaced::colour).toList();
        assertThat(placers).containsExactly(YELLOW, ORANGE, PURPLE, BLUE, RED, GREEN, YELLOW, ORANGE, PURPLE, BLUE, RED, GREEN);
        for (Colour c : Colour.values()) {
            assertThat(g.position().boatsOn(id("Tonga")).count(c)).isEqualTo(2);
            assertThat(g.position().supply(c)).isEqualTo(13);
        }
        assertThat(only(all, GameEvent.TurnStarted.class)).containsExactly(new GameEvent.TurnStarted(1, YELLOW, false, false));
    }

    @Test
    @DisplayName("R-SETUP-2: two boats of one player may share a beach of Tonga")
    void rSetup2SameBeachAllowed() {
        Game g = Game.start(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).seed(1).build());
        g.apply("berth Tonga/1");
        g.apply("berth Tonga/2");
        assertThat(g.decision().player()).isEqualTo(BLUE);
        assertThat(texts(g.decision())).contains("berth Tonga/1");
        g.apply("berth Tonga/1");
        assertThat(g.position().boatsOn(beach("Tonga", 1))).isEqualTo(boats("2B"));
    }

    // =====================================================================================
    // R-SETUP-3
    // =====================================================================================

    @Test
    @DisplayName("R-SETUP-3: a Tonga beach with two boats is no longer offered during set-up")
    void rSetup3NeverThreeOnABeach() {
        Game g = Game.start(GameSetup.builder().players(BLUE, RED, GREEN).tileSet(OFFICIAL).seed(1).build());
        assertThat(g.decision().options()).hasSize(6);
        g.apply("berth Tonga/1");
        g.apply("berth Tonga/1");
        Decision d = g.decision();
        assertThat(d.player()).isEqualTo(GREEN);
        assertThat(texts(d)).containsExactlyInAnyOrder("berth Tonga/2", "berth Tonga/3", "berth Tonga/4", "berth Tonga/5", "berth Tonga/6");
    }

    @Test
    @DisplayName("R-SETUP-3: with six players every Tonga beach ends the set-up with exactly two boats, nothing emigrates, the start player begins")
    void rSetup3SixPlayersFillTwoPerBeach() {
        SplittableRandom rnd = new SplittableRandom(5);
        for (int game = 0; game < 40; game++) {
            Colour start = Colour.of(game % 6);
            Game g = Game.start(GameSetup.builder().players(Colour.values()).startPlayer(start).tileSet(OFFICIAL).seed(game).build());
            List<GameEvent> all = new ArrayList<>(g.lastEvents());
            while (g.decision() instanceof Decision.SetupBerth d) {
                for (Map.Entry<BeachRef, Boats> e : g.position().beaches().entrySet()) {
                    assertThat(e.getValue().size()).as("boats on %s", e.getKey()).isLessThanOrEqualTo(2);
                }
                all.addAll(g.applyOption(rnd.nextInt(d.options().size())));
            }
            for (int k = 1; k <= 6; k++) {
                assertThat(g.position().boatsOn(beach("Tonga", k)).size()).isEqualTo(2);
            }
            assertThat(only(all, GameEvent.EmigrationStarted.class)).isEmpty();
            assertThat(only(all, GameEvent.TileDrawn.class)).isEmpty();
            assertThat(only(all, GameEvent.TurnStarted.class)).containsExactly(new GameEvent.TurnStarted(1, start, false, false));
            assertThat(g.decision().player()).isEqualTo(start);
            assertThat(g.turn()).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("R-SETUP-3: after the set-up the start player takes the first turn, then turns go clockwise")
    void rSetup3FirstTurnThenClockwise() {
        Game g = Game.start(GameSetup.builder().players(BLUE, RED, GREEN).startPlayer(RED).tileSet(OFFICIAL).seed(4).build());
        playSetup(g);
        assertThat(g.decision()).isInstanceOf(Decision.TurnAction.class);
        assertThat(g.decision().player()).isEqualTo(RED);
        List<Colour> turns = new ArrayList<>();
        turns.add(g.activePlayer());
        for (int i = 0; i < 4; i++) {
            List<GameEvent> ev = g.apply(new Choice.NewSettlement());
            while (!(g.decision() instanceof Decision.TurnAction)) {
                ev = g.applyOption(0);
            }
            GameEvent.TurnStarted ts = only(ev, GameEvent.TurnStarted.class).get(0);
            assertThat(ts.turn()).isEqualTo(i + 2);
            turns.add(ts.player());
        }
        assertThat(turns).containsExactly(RED, GREEN, BLUE, RED, GREEN);
    }

    // =====================================================================================
    // R-TURN-1
    // =====================================================================================

    @Test
    @DisplayName("R-TURN-1: the turn action offers expansions, royal islands and the new settlement")
    void rTurn1OffersTheThreeKinds() {
        Game g = scenario(BLUE, RED)
                .tile("Samoa", Hex.of(0, 1), Rotation.R3)
                .tile("Fidschi", Hex.of(0, -1), Rotation.R0)
                .tile("Hawaii", Hex.of(1, 0), Rotation.R1)
                .boats("Tonga", 2, "B+R")
                .boats("Samoa", 1, "B")
                .boats("Samoa", 3, "B")
                .boats("Fidschi", 1, "B+R")
                .royal("Hawaii", RED)
                .activePlayer(BLUE)
                .build();
        Decision d = g.decision();
        assertThat(d).isInstanceOf(Decision.TurnAction.class);
        assertThat(d.player()).isEqualTo(BLUE);
        assertThat(d.rule()).isEqualTo(Rule.R_TURN_1);
        assertThat(texts(d)).containsExactlyInAnyOrder("expand Tonga", "expand Samoa", "expand Fidschi", "royal Samoa", "settle");
        assertThat(d.options()).extracting(Option::choice).hasAtLeastOneElementOfType(Choice.Expand.class)
                .hasAtLeastOneElementOfType(Choice.FoundRoyalIsland.class).hasAtLeastOneElementOfType(Choice.NewSettlement.class);
        assertThat(only(g.lastEvents(), GameEvent.TurnStarted.class)).containsExactly(new GameEvent.TurnStarted(1, BLUE, false, false));
    }

    // =====================================================================================
    // R-EXP-1
    // =====================================================================================

    @Test
    @DisplayName("R-EXP-1: the count is the player's boats on the island, one boat per beach")
    void rExp1CountEqualsOwnBoats() {
        Game g = scenario(BLUE, RED)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .boats("Fidschi", 1, "B+R")
                .boats("Fidschi", 3, "B")
                .boats("Tonga", 1, "R")
                .build();
        g.apply("expand Fidschi");
        Decision d = g.decision();
        assertThat(d).isInstanceOf(Decision.PlaceBoats.class);
        Decision.PlaceBoats p = (Decision.PlaceBoats) d;
        assertThat(p.count()).isEqualTo(2);
        assertThat(p.rule()).isEqualTo(Rule.R_EXP_1);
        assertThat(p.island()).isEqualTo(id("Fidschi"));
        // the number is not optional, and at most one boat per beach
        assertThat(texts(d)).containsExactlyInAnyOrder("beaches Fidschi/1,2", "beaches Fidschi/1,3", "beaches Fidschi/2,3");
        List<GameEvent> ev = g.apply("beaches Fidschi/1,3");
        assertThat(only(ev, GameEvent.BoatsPlaced.class)).containsExactly(
                new GameEvent.BoatsPlaced(BLUE, beach("Fidschi", 1), 1, Rule.R_EXP_1),
                new GameEvent.BoatsPlaced(BLUE, beach("Fidschi", 3), 1, Rule.R_EXP_1));
        assertThat(g.position().boatsOn(id("Fidschi")).count(BLUE)).isEqualTo(4);
        assertThat(g.position().supply(BLUE)).isEqualTo(11);
    }

    @Test
    @DisplayName("R-EXP-1: the count is capped at the island's number of beaches")
    void rExp1CappedAtBeaches() {
        Game g = scenario(BLUE, RED)
                .tile("Rapa Nui", Hex.of(0, 1), Rotation.R3)
                .boats("Rapa Nui", 1, "2B")
                .boats("Rapa Nui", 2, "B")
                .boats("Tonga", 1, "R")
                .build();
        // three own boats, two beaches: two boats, one per beach (the only legal placement, applied at once)
        List<GameEvent> ev = g.apply("expand Rapa Nui");
        assertThat(only(ev, GameEvent.BoatsPlaced.class)).containsExactly(
                new GameEvent.BoatsPlaced(BLUE, beach("Rapa Nui", 1), 1, Rule.R_EXP_1),
                new GameEvent.BoatsPlaced(BLUE, beach("Rapa Nui", 2), 1, Rule.R_EXP_1));
        assertThat(g.position().boatsOn(beach("Rapa Nui", 1))).isEqualTo(boats("3B"));
        assertThat(g.position().boatsOn(beach("Rapa Nui", 2))).isEqualTo(boats("2B"));
        assertThat(g.position().supply(BLUE)).isEqualTo(10);
    }

    @Test
    @DisplayName("R-EXP-1: on Tonga with two own boats, two different beaches of the six")
    void rExp1TongaDistinctBeaches() {
        Game g = scenario(BLUE, RED).boats("Tonga", 1, "2B").boats("Tonga", 2, "R").build();
        g.apply("expand Tonga");
        Decision.PlaceBoats p = (Decision.PlaceBoats) g.decision();
        assertThat(p.count()).isEqualTo(2);
        assertThat(p.options()).hasSize(15);
        for (Option o : p.options()) {
            List<Integer> b = ((Choice.Beaches) o.choice()).beaches();
            assertThat(b).hasSize(2).doesNotHaveDuplicates();
        }
    }

    @Test
    @DisplayName("R-EXP-1: only islands with at least one boat of the player are offered")
    void rExp1NeedsOwnBoat() {
        Game g = scenario(BLUE, RED)
                .tile("Samoa", Hex.of(0, 1), Rotation.R3)
                .tile("Oahu", Hex.of(0, -1), Rotation.R0)
                .boats("Samoa", 1, "2R")
                .boats("Oahu", 2, "B")
                .boats("Tonga", 3, "R")
                .build();
        assertThat(texts(g.decision())).containsExactlyInAnyOrder("expand Oahu", "royal Oahu", "settle");
        assertThatThrownBy(() -> g.apply(new Choice.Expand(id("Samoa")))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> g.apply("expand Tonga")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("R-EXP-1: royal islands are never offered for expansion, not even to their owner")
    void rExp1NotOnRoyalIslands() {
        Game g = scenario(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 1), Rotation.R3)
                .tile("Samoa", Hex.of(0, -1), Rotation.R0)
                .royal("Hawaii", BLUE)
                .royal("Samoa", RED)
                .boats("Tonga", 1, "B")
                .boats("Tonga", 4, "R")
                .build();
        assertThat(texts(g.decision())).containsExactlyInAnyOrder("expand Tonga", "settle");
        assertThatThrownBy(() -> g.apply(new Choice.Expand(id("Hawaii")))).isInstanceOf(IllegalArgumentException.class);
    }

    // =====================================================================================
    // R-EXP-2
    // =====================================================================================

    @Test
    @DisplayName("R-EXP-2: with no full beach after the expansion the turn ends and the next player's turn begins")
    void rExp2NoFullBeachEndsTurn() {
        Game g = scenario(BLUE, RED, GREEN)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .boats("Fidschi", 1, "B+R")
                .boats("Tonga", 1, "R+G")
                .boats("Tonga", 2, "G")
                .activePlayer(BLUE)
                .turn(7)
                .build();
        g.apply("expand Fidschi");
        List<GameEvent> ev = g.apply("beaches Fidschi/2");
        assertThat(ev).containsExactly(
                new GameEvent.BoatsPlaced(BLUE, beach("Fidschi", 2), 1, Rule.R_EXP_1),
                new GameEvent.TurnEnded(7, BLUE),
                new GameEvent.TurnStarted(8, RED, false, false));
        assertThat(g.decision()).isInstanceOf(Decision.TurnAction.class);
        assertThat(g.decision().player()).isEqualTo(RED);
        assertThat(g.position().stackSize()).isEqualTo(30);
    }

    @Test
    @DisplayName("R-EXP-2: a full beach after the expansion keeps the turn going (emigration instead of turn end)")
    void rExp2FullBeachDoesNotEndTurn() {
        Game g = scenario(BLUE, RED)
                .boats("Tonga", 1, "B+R")
                .stackTop("Samoa")
                .build();
        List<GameEvent> ev = g.apply("expand Tonga");
        assertThat(ev).isEmpty(); // six beaches to choose from: nothing happened yet
        ev = g.apply("beaches Tonga/1");
        assertThat(only(ev, GameEvent.TurnEnded.class)).isEmpty();
        assertThat(only(ev, GameEvent.EmigrationStarted.class)).hasSize(1);
    }

    // =====================================================================================
    // R-FEW-1
    // =====================================================================================

    @Test
    @DisplayName("R-FEW-1: with fewer boats in the supply than the count, only the supply is placed")
    void rFew1OnlyTheSupply() {
        Game g = scenario(BLUE, RED)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .boats("Fidschi", 1, "B")
                .boats("Fidschi", 2, "B")
                .boats("Fidschi", 3, "B")
                .boats("Tonga", 1, "2B")
                .boats("Tonga", 2, "2B")
                .boats("Tonga", 3, "2B")
                .boats("Tonga", 4, "2B")
                .boats("Tonga", 5, "2B")
                .boats("Tonga", 6, "B+R")
                .build();
        assertThat(g.position().supply(BLUE)).isEqualTo(1);
        g.apply("expand Fidschi");
        Decision.PlaceBoats p = (Decision.PlaceBoats) g.decision();
        assertThat(p.count()).isEqualTo(1);
        assertThat(texts(p)).containsExactlyInAnyOrder("beaches Fidschi/1", "beaches Fidschi/2", "beaches Fidschi/3");
        g.apply("beaches Fidschi/3");
        assertThat(g.position().supply(BLUE)).isZero();
        assertThat(g.position().boatsOn(id("Fidschi")).count(BLUE)).isEqualTo(4);
    }

    @Test
    @DisplayName("R-FEW-1: an empty supply (a mask not counting as on the table) places nothing and the turn ends")
    void rFew1EmptySupplyPlacesNothing() {
        Game g = scenario(RuleOptions.defaults().withMaskCountsOnTable(false), BLUE, RED)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .tile("Hawaii", Hex.of(0, -1), Rotation.R0)
                .royal("Hawaii", BLUE)
                .boats("Fidschi", 1, "B")
                .boats("Fidschi", 2, "B")
                .boats("Tonga", 1, "2B")
                .boats("Tonga", 2, "2B")
                .boats("Tonga", 3, "2B")
                .boats("Tonga", 4, "2B")
                .boats("Tonga", 5, "2B")
                .boats("Tonga", 6, "2B")
                .build();
        assertThat(g.position().supply(BLUE)).isZero();
        assertThat(((Decision.TurnAction) g.decision()).allBoats()).isFalse();
        List<GameEvent> ev = g.apply("expand Fidschi");
        assertThat(only(ev, GameEvent.BoatsPlaced.class)).isEmpty();
        assertThat(ev).startsWith(new GameEvent.TurnEnded(1, BLUE));
        assertThat(g.position().boatsOn(id("Fidschi")).count(BLUE)).isEqualTo(2);
    }

    // =====================================================================================
    // R-ALLBOATS-1 and D-7
    // =====================================================================================

    /** Blue has all 15 boats on the table: 12 on Tonga, one on each beach of Fidschi. */
    private static Scenario allBlueOnTable(RuleOptions options) {
        Scenario s = scenario(options, BLUE, RED)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .tile("Samoa", Hex.of(0, -1), Rotation.R0)
                .boats("Fidschi", 1, "B")
                .boats("Fidschi", 2, "B")
                .boats("Fidschi", 3, "B")
                .boats("Samoa", 1, "R");
        for (int k = 1; k <= 6; k++) {
            s.boats("Tonga", k, "2B");
        }
        return s;
    }

    @Test
    @DisplayName("R-ALLBOATS-1: with all 15 boats on the table the player may take one of his boats and expand with it")
    void rAllBoats1TakeAndExpand() {
        Game g = allBlueOnTable(RuleOptions.defaults()).build();
        assertThat(g.position().supply(BLUE)).isZero();
        assertThat(only(g.lastEvents(), GameEvent.TurnStarted.class)).containsExactly(new GameEvent.TurnStarted(1, BLUE, false, true));
        Decision.TurnAction ta = (Decision.TurnAction) g.decision();
        assertThat(ta.allBoats()).isTrue();
        assertThat(ta.noBoat()).isFalse();
        g.apply("expand Fidschi");
        Decision d = g.decision();
        assertThat(d).isInstanceOf(Decision.TakeBoat.class);
        assertThat(d.rule()).isEqualTo(Rule.R_ALLBOATS_1);
        assertThat(((Decision.TakeBoat) d).island()).isEqualTo(id("Fidschi"));
        assertThat(texts(d)).containsExactlyInAnyOrder("take none",
                "take Tonga/1", "take Tonga/2", "take Tonga/3", "take Tonga/4", "take Tonga/5", "take Tonga/6",
                "take Fidschi/1", "take Fidschi/2", "take Fidschi/3");
        List<GameEvent> ev = g.apply("take Tonga/4");
        assertThat(ev).containsExactly(new GameEvent.BoatTaken(BLUE, beach("Tonga", 4)));
        Decision.PlaceBoats p = (Decision.PlaceBoats) g.decision();
        assertThat(p.count()).isEqualTo(1);
        ev = g.apply("beaches Fidschi/2");
        assertThat(ev).startsWith(new GameEvent.BoatsPlaced(BLUE, beach("Fidschi", 2), 1, Rule.R_EXP_1), new GameEvent.TurnEnded(1, BLUE));
        assertThat(g.position().boatsOn(beach("Tonga", 4))).isEqualTo(boats("B"));
        assertThat(g.position().boatsOn(beach("Fidschi", 2))).isEqualTo(boats("2B"));
        assertThat(g.position().supply(BLUE)).isZero();
    }

    @Test
    @DisplayName("R-ALLBOATS-1: a boat on a mask counts (O-MASK-COUNTS-ON-TABLE default): 14 on beaches + 1 mask is all 15")
    void rAllBoats1MaskCounts() {
        Scenario s = scenario(BLUE, RED)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .tile("Hawaii", Hex.of(0, -1), Rotation.R0)
                .royal("Hawaii", BLUE)
                .boats("Fidschi", 1, "B")
                .boats("Fidschi", 2, "B");
        for (int k = 1; k <= 6; k++) {
            s.boats("Tonga", k, "2B");
        }
        Game g = s.build();
        assertThat(((Decision.TurnAction) g.decision()).allBoats()).isTrue();
        g.apply("expand Fidschi");
        assertThat(g.decision()).isInstanceOf(Decision.TakeBoat.class);
        // never from the royal island: its mask boat is not offered
        assertThat(texts(g.decision())).noneMatch(t -> t.contains("Hawaii"));
    }

    @Test
    @DisplayName("D-7: under R-ALLBOATS-1 the expansion is exactly one boat, though the player has three boats on the island")
    void d7AllBoatsExpansionIsExactlyOne() {
        Game g = allBlueOnTable(RuleOptions.defaults()).build();
        g.apply("expand Fidschi");
        g.apply("take Tonga/1");
        Decision.PlaceBoats p = (Decision.PlaceBoats) g.decision();
        assertThat(p.count()).isEqualTo(1);
        assertThat(texts(p)).containsExactlyInAnyOrder("beaches Fidschi/1", "beaches Fidschi/2", "beaches Fidschi/3");
    }

    @Test
    @DisplayName("D-7: under R-ALLBOATS-1 the boat may be taken from the target island itself")
    void d7TakeFromTargetIsland() {
        Game g = allBlueOnTable(RuleOptions.defaults()).build();
        g.apply("expand Fidschi");
        List<GameEvent> ev = g.apply("take Fidschi/1");
        assertThat(ev).containsExactly(new GameEvent.BoatTaken(BLUE, beach("Fidschi", 1)));
        assertThat(g.position().boatsOn(beach("Fidschi", 1))).isEqualTo(Boats.NONE);
        assertThat(g.position().supply(BLUE)).isEqualTo(1);
        assertThat(texts(g.decision())).containsExactlyInAnyOrder("beaches Fidschi/1", "beaches Fidschi/2", "beaches Fidschi/3");
        g.apply("beaches Fidschi/3");
        assertThat(g.position().boatsOn(beach("Fidschi", 3))).isEqualTo(boats("2B"));
        assertThat(g.position().boatsOn(id("Fidschi")).count(BLUE)).isEqualTo(3);
    }

    @Test
    @DisplayName("D-7: under R-ALLBOATS-1 taking the only boat on the target island still expands there with exactly that boat")
    void d7TakeOnlyBoatOfTarget() {
        Scenario s = scenario(BLUE, RED)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .tile("Samoa", Hex.of(0, -1), Rotation.R0)
                .boats("Fidschi", 2, "B")
                .boats("Samoa", 3, "2B+R");
        for (int k = 1; k <= 6; k++) {
            s.boats("Tonga", k, "2B");
        }
        Game g = s.build();
        assertThat(((Decision.TurnAction) g.decision()).allBoats()).isTrue();
        g.apply("expand Fidschi");
        g.apply("take Fidschi/2");
        assertThat(g.position().boatsOn(id("Fidschi"))).isEqualTo(Boats.NONE);
        Decision.PlaceBoats p = (Decision.PlaceBoats) g.decision();
        assertThat(p.count()).isEqualTo(1);
        assertThat(texts(p)).containsExactlyInAnyOrder("beaches Fidschi/1", "beaches Fidschi/2", "beaches Fidschi/3");
        g.apply("beaches Fidschi/1");
        assertThat(g.position().boatsOn(beach("Fidschi", 1))).isEqualTo(boats("B"));
        assertThat(g.position().supply(BLUE)).isZero();
    }

    @Test
    @DisplayName("D-7: under R-ALLBOATS-1 taking is optional; with an empty supply and no boat taken the expansion is a legal pass")
    void d7TakeNoneIsALegalPass() {
        Game g = allBlueOnTable(RuleOptions.defaults()).build();
        Map<BeachRef, Boats> before = g.position().beaches();
        g.apply("expand Fidschi");
        List<GameEvent> ev = g.apply(new Choice.TakeNoBoat());
        assertThat(ev).containsExactly(new GameEvent.TurnEnded(1, BLUE), new GameEvent.TurnStarted(2, RED, false, false));
        assertThat(g.position().beaches()).isEqualTo(before);
        assertThat(g.position().supply(BLUE)).isZero();
        assertThat(g.decision().player()).isEqualTo(RED);
    }

    @Test
    @DisplayName("D-7: the count is min(own boats, beaches, free beaches, supply): a supply of 2 with 3 own boats on 3 beaches places 2")
    void d7CountIsTheMinimum() {
        Scenario s = scenario(BLUE, RED)
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .boats("Fidschi", 1, "B")
                .boats("Fidschi", 2, "B")
                .boats("Fidschi", 3, "B+R");
        for (int k = 1; k <= 5; k++) {
            s.boats("Tonga", k, "2B");
        }
        Game g = s.build();
        assertThat(g.position().supply(BLUE)).isEqualTo(2);
        g.apply("expand Fidschi");
        assertThat(((Decision.PlaceBoats) g.decision()).count()).isEqualTo(2);
        assertThat(g.decision().options()).hasSize(3);
    }

    // =====================================================================================
    // R-NOBOAT-1 and D-8
    // =====================================================================================

    private static Scenario blueHasNoBoat(RuleOptions options) {
        return scenario(options, BLUE, RED)
                .tile("Samoa", Hex.of(0, 1), Rotation.R3)
                .tile("Hawaii", Hex.of(0, -1), Rotation.R0)
                .tile("Fidschi", Hex.of(1, 0), Rotation.R1)
                .royal("Hawaii", RED)
                .boats("Tonga", 1, "R")
                .boats("Samoa", 2, "R")
                .stackTop("Oahu");
    }

    @Test
    @DisplayName("R-NOBOAT-1: a player without boats on the table puts two on Tonga or one on another non-royal island (or settles)")
    void rNoBoat1Options() {
        Game g = blueHasNoBoat(RuleOptions.defaults()).build();
        assertThat(only(g.lastEvents(), GameEvent.TurnStarted.class)).containsExactly(new GameEvent.TurnStarted(1, BLUE, true, false));
        Decision.TurnAction ta = (Decision.TurnAction) g.decision();
        assertThat(ta.noBoat()).isTrue();
        assertThat(texts(ta)).containsExactlyInAnyOrder("noboat Tonga", "noboat Samoa", "noboat Fidschi", "settle");
    }

    @Test
    @DisplayName("R-NOBOAT-1 D-8: the boundaries: exactly two free berths on the start island and exactly one on another island are enough")
    void rNoBoat1Boundaries() {
        // a custom set whose start island has two beaches of three berths: two red boats on each leave exactly two free
        // berths; Solo has one beach of three berths: two red boats leave exactly one free
        TileSet custom = TileSetFormat.parse(String.join("\n",
                "name   | noboat-boundaries",
                "start  | Home  | 0 | 3@0 3@3",
                "island | Solo  | 2 | 3@0",
                "island | Pair  | 3 | 2@0 2@3",
                "water  | W13   | 0-5:0 1-2:0 3-4:0",
                "water  | W01   | 0-3:0 1-4:0 2-5:0"));
        Game g = Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(custom).build())
                .tile("Solo", Hex.of(0, 1), Rotation.R0)
                .boats("Home", 1, "2R").boats("Home", 2, "2R")
                .boats("Solo", 1, "2R")
                .stack("Pair", "W13", "W01")
                .build();
        Decision.TurnAction ta = (Decision.TurnAction) g.decision();
        assertThat(ta.noBoat()).isTrue();
        assertThat(texts(ta)).containsExactlyInAnyOrder("noboat Home", "noboat Solo", "settle");
        List<GameEvent> ev = g.apply("noboat Home");
        // one free berth on each beach: the only placement (one boat each) is applied by the engine (D-16); both
        // beaches are then full and emigrate (R-NOBOAT-1: emigrations follow as usual)
        assertThat(ev).startsWith(new GameEvent.BoatsPlaced(BLUE, beach("Home", 1), 1, Rule.R_NOBOAT_1),
                new GameEvent.BoatsPlaced(BLUE, beach("Home", 2), 1, Rule.R_NOBOAT_1));
        assertThat(texts(g.decision())).containsExactlyInAnyOrder("emigrate Home/1 via 0", "emigrate Home/2 via 3");
    }

    @Test
    @DisplayName("D-8: the two Tonga boats go on any free berths, the same beach allowed")
    void d8TwoOnTongaSameBeachAllowed() {
        Game g = blueHasNoBoat(RuleOptions.defaults()).build();
        g.apply("noboat Tonga");
        Decision.PlaceBoats p = (Decision.PlaceBoats) g.decision();
        assertThat(p.count()).isEqualTo(2);
        assertThat(p.rule()).isEqualTo(Rule.R_NOBOAT_1);
        assertThat(p.island()).isEqualTo(id("Tonga"));
        // 6 beaches, all with room for two: 15 pairs of different beaches + 6 same-beach pairs
        assertThat(p.options()).hasSize(21);
        assertThat(texts(p)).contains("beaches Tonga/2,2", "beaches Tonga/1,1", "beaches Tonga/3,5");
        List<GameEvent> ev = g.apply("beaches Tonga/2,2");
        assertThat(ev).startsWith(new GameEvent.BoatsPlaced(BLUE, beach("Tonga", 2), 2, Rule.R_NOBOAT_1), new GameEvent.TurnEnded(1, BLUE));
        assertThat(g.position().boatsOn(beach("Tonga", 2))).isEqualTo(boats("2B"));
        assertThat(g.position().supply(BLUE)).isEqualTo(13);
    }

    @Test
    @DisplayName("R-NOBOAT-1: emigrations that follow the placement are carried out as usual")
    void rNoBoat1EmigrationsFollow() {
        Game g = blueHasNoBoat(RuleOptions.defaults()).build();
        g.apply("noboat Tonga");
        List<GameEvent> ev = g.apply("beaches Tonga/1,1");
        assertThat(ev).startsWith(new GameEvent.BoatsPlaced(BLUE, beach("Tonga", 1), 2, Rule.R_NOBOAT_1),
                new GameEvent.EmigrationStarted(beach("Tonga", 1), 0, boats("2B+R")));
        assertThat(g.position().boatsOn(beach("Tonga", 1))).isEqualTo(Boats.NONE);
    }

    @Test
    @DisplayName("D-8: one boat on another island: any non-royal island with a free berth, any of its beaches")
    void d8OneBoatOnAnotherIsland() {
        Game g = blueHasNoBoat(RuleOptions.defaults()).build();
        assertThatThrownBy(() -> g.apply("noboat Hawaii")).isInstanceOf(IllegalArgumentException.class);
        g.apply("noboat Samoa");
        Decision.PlaceBoats p = (Decision.PlaceBoats) g.decision();
        assertThat(p.count()).isEqualTo(1);
        assertThat(p.rule()).isEqualTo(Rule.R_NOBOAT_1);
        assertThat(texts(p)).containsExactlyInAnyOrder("beaches Samoa/1", "beaches Samoa/2", "beaches Samoa/3");
        List<GameEvent> ev = g.apply("beaches Samoa/2");
        assertThat(ev).startsWith(new GameEvent.BoatsPlaced(BLUE, beach("Samoa", 2), 1, Rule.R_NOBOAT_1));
        assertThat(g.position().boatsOn(beach("Samoa", 2))).isEqualTo(boats("B+R"));
        assertThat(g.position().supply(BLUE)).isEqualTo(14);
    }

    @Test
    @DisplayName("D-8: if Tonga has left the game only the other islands (and the new settlement) remain")
    void d8TongaRemoved() {
        Game g = scenario(BLUE, RED)
                .noTile("Tonga")
                .removed("Tonga")
                .tile("Samoa", Hex.of(0, 1), Rotation.R3)
                .tile("Oahu", Hex.of(1, 0), Rotation.R1)
                .boats("Samoa", 2, "R")
                .build();
        Decision.TurnAction ta = (Decision.TurnAction) g.decision();
        assertThat(ta.noBoat()).isTrue();
        assertThat(texts(ta)).containsExactlyInAnyOrder("noboat Samoa", "noboat Oahu", "settle");
    }

    @Test
    @DisplayName("D-8: O-MASK-COUNTS-ON-TABLE=true (default): a player whose only boat is on a mask has only the new settlement")
    void d8MaskCountsOnTableDefault() {
        Game g = scenario(BLUE, RED)
                .tile("Hawaii", Hex.of(0, -1), Rotation.R0)
                .royal("Hawaii", BLUE)
                .boats("Tonga", 1, "R")
                .stackTop("W01", "Samoa")
                .build();
        // the only legal action is applied at once: the new settlement
        List<GameEvent> ev = g.lastEvents();
        assertThat(ev).startsWith(new GameEvent.TurnStarted(1, BLUE, false, false),
                new GameEvent.FleetWithdrawn(BLUE, List.of()),
                new GameEvent.TileDrawn(id("W01"), g.position().stackSize(), Rule.R_NEW_1));
        Decision d = g.decision();
        assertThat(d).isInstanceOf(Decision.TilePlacement.class);
        assertThat(d.player()).isEqualTo(BLUE);
        assertThat(((Decision.TilePlacement) d).rule()).isEqualTo(Rule.R_NEW_1);
        assertThat(g.position().royalIslands()).containsEntry(id("Hawaii"), BLUE);
    }

    @Test
    @DisplayName("D-8: O-MASK-COUNTS-ON-TABLE=false: a player whose only boat is on a mask gets the R-NOBOAT-1 options")
    void d8MaskDoesNotCount() {
        Game g = scenario(RuleOptions.defaults().withMaskCountsOnTable(false), BLUE, RED)
                .tile("Hawaii", Hex.of(0, -1), Rotation.R0)
                .tile("Samoa", Hex.of(0, 1), Rotation.R3)
                .royal("Hawaii", BLUE)
                .boats("Tonga", 1, "R")
                .build();
        assertThat(g.lastEvents()).startsWith(new GameEvent.TurnStarted(1, BLUE, true, false));
        Decision.TurnAction ta = (Decision.TurnAction) g.decision();
        assertThat(ta.noBoat()).isTrue();
        assertThat(texts(ta)).containsExactlyInAnyOrder("noboat Tonga", "noboat Samoa", "settle");
    }

    // =====================================================================================
    // R-NEW-1 and D-9
    // =====================================================================================

    @Test
    @DisplayName("R-NEW-1: all beach boats withdrawn (masks stay), tiles drawn and placed until an island, one boat on any beach, turn ends")
    void rNew1NewSettlement() {
        Game g = scenario(BLUE, RED)
                .tile("Samoa", Hex.of(0, 1), Rotation.R3)
                .tile("Hawaii", Hex.of(0, -1), Rotation.R0)
                .royal("Hawaii", BLUE)
                .boats("Tonga", 1, "B+R")
                .boats("Samoa", 1, "2B")
                .boats("Samoa", 3, "B")
                .stackTop("W01", "W02", "Oahu")
                .turn(4)
                .build();
        assertThat(g.position().supply(BLUE)).isEqualTo(10);
        List<GameEvent> ev = g.apply("settle");
        assertThat(ev).containsExactly(
                new GameEvent.FleetWithdrawn(BLUE, List.of(beach("Tonga", 1), beach("Samoa", 1), beach("Samoa", 1), beach("Samoa", 3))),
                new GameEvent.TileDrawn(id("W01"), g.position().stackSize(), Rule.R_NEW_1));
        assertThat(g.position().supply(BLUE)).isEqualTo(14);
        assertThat(g.position().boatsOn(beach("Tonga", 1))).isEqualTo(boats("R"));
        assertThat(g.position().boatsOn(id("Samoa"))).isEqualTo(Boats.NONE);
        assertThat(g.position().royalIslands()).containsEntry(id("Hawaii"), BLUE);

        Decision.TilePlacement tp = (Decision.TilePlacement) g.decision();
        assertThat(tp.tile()).isEqualTo(id("W01"));
        assertThat(tp.rule()).isEqualTo(Rule.R_NEW_1);
        assertThat(tp.player()).isEqualTo(BLUE);
        ev = g.apply(new Choice.PlaceTile(Placement.of(Hex.of(-1, 0), Rotation.R2)));
        assertThat(ev).containsExactly(new GameEvent.TilePlaced(id("W01"), Hex.of(-1, 0), Rotation.R2, Rule.D_9),
                new GameEvent.TileDrawn(id("W02"), g.position().stackSize(), Rule.R_NEW_1));
        ev = g.apply(new Choice.PlaceTile(Placement.of(Hex.of(-2, 0), Rotation.R5)));
        assertThat(ev).containsExactly(new GameEvent.TilePlaced(id("W02"), Hex.of(-2, 0), Rotation.R5, Rule.D_9),
                new GameEvent.TileDrawn(id("Oahu"), g.position().stackSize(), Rule.R_NEW_1));
        ev = g.apply(new Choice.PlaceTile(Placement.of(Hex.of(-3, 1), Rotation.R4)));
        assertThat(ev).containsExactly(new GameEvent.TilePlaced(id("Oahu"), Hex.of(-3, 1), Rotation.R4, Rule.D_9));
        Decision.PlaceBoats p = (Decision.PlaceBoats) g.decision();
        assertThat(p.island()).isEqualTo(id("Oahu"));
        assertThat(p.count()).isEqualTo(1);
        assertThat(p.rule()).isEqualTo(Rule.R_NEW_1);
        assertThat(texts(p)).containsExactlyInAnyOrder("beaches Oahu/1", "beaches Oahu/2", "beaches Oahu/3");
        ev = g.apply("beaches Oahu/2");
        assertThat(ev).containsExactly(new GameEvent.BoatsPlaced(BLUE, beach("Oahu", 2), 1, Rule.R_NEW_1),
                new GameEvent.TurnEnded(4, BLUE), new GameEvent.TurnStarted(5, RED, false, false));
        assertThat(g.position().supply(BLUE)).isEqualTo(13);
        assertThat(onBeaches(g, BLUE)).isEqualTo(1);
        assertThat(g.position().find(id("Oahu"))).map(PlacedTile::hex).contains(Hex.of(-3, 1));
        assertThat(g.position().find(id("W02"))).map(PlacedTile::rotation).contains(Rotation.R5);
    }

    @Test
    @DisplayName("R-NEW-1: only the active player's beach boats are withdrawn; other players' boats stay where they are")
    void rNew1WithdrawKeepsOthers() {
        Game g = scenario(BLUE, RED, GREEN)
                .tile("Muroroa", Hex.of(0, 1), Rotation.R3)
                .boats("Muroroa", 3, "B+R")
                .boats("Muroroa", 1, "G")
                .boats("Tonga", 2, "2B")
                .stackTop("Tubuai")
                .build();
        List<GameEvent> ev = g.apply("settle");
        assertThat(ev.get(0)).isEqualTo(new GameEvent.FleetWithdrawn(BLUE, List.of(beach("Tonga", 2), beach("Tonga", 2), beach("Muroroa", 3))));
        assertThat(g.position().boatsOn(beach("Muroroa", 3))).isEqualTo(boats("R"));
        assertThat(g.position().boatsOn(beach("Muroroa", 1))).isEqualTo(boats("G"));
        g.applyOption(0);
        ev = g.apply("beaches Tubuai/1");
        assertThat(ev).containsExactly(new GameEvent.BoatsPlaced(BLUE, beach("Tubuai", 1), 1, Rule.R_NEW_1),
                new GameEvent.TurnEnded(1, BLUE), new GameEvent.TurnStarted(2, RED, false, false));
    }

    @Test
    @DisplayName("R-NEW-1: a settlement boat that fills a beach (a one-berth beach of a custom tile set) emigrates before the turn passes (R-EMI-1, D-9)")
    void rNew1SettlementFillingABeachEmigrates() {
        TileSet custom = TileSetFormat.parse(String.join("\n",
                "name   | one-berth",
                "start  | Tonga | 0 | 3@0 3@1 3@2 3@3 3@4 3@5",
                "island | Atoll | 2 | 1@1 2@3,4",
                "island | Haven | 3 | 3@1,2 3@3,4",
                "island | Reef  | 2 | 2@1 2@3",
                "water  | W13   | 0-5:0 1-2:0 3-4:0",
                "water  | W01   | 0-1:0 2-3:2 4-5:0",
                "water  | W02   | 0-1:2 2-3:0 4-5:2"));
        Game g = Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(custom).build())
                .boats("Tonga", 1, "B")
                .boats("Tonga", 2, "R")
                .stack("Atoll", "W13", "Haven", "W01", "Reef", "W02")
                .build();
        g.apply("settle");
        g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, 1), Rotation.R3)));
        List<GameEvent> ev = g.apply("beaches Atoll/1");
        // Atoll/1 (one berth, jetty on edge 1, facing (1,0)) is full: it emigrates within Blue's turn
        assertThat(ev).containsSubsequence(
                new GameEvent.BoatsPlaced(BLUE, beach("Atoll", 1), 1, Rule.R_NEW_1),
                new GameEvent.EmigrationStarted(beach("Atoll", 1), 1, boats("B")),
                new GameEvent.TilePlaced(id("W13"), Hex.of(1, 0), Rotation.R1, Rule.R_EMI_3),
                new GameEvent.TilePlaced(id("Haven"), Hex.of(1, 1), Rotation.R3, Rule.R_VOY_4));
        assertThat(only(ev, GameEvent.TurnEnded.class)).isEmpty();
        assertThat(g.position().boatsOn(beach("Atoll", 1))).isEqualTo(Boats.NONE);
        assertThat(g.decision()).isInstanceOf(Decision.Landing.class);
        assertThat(g.decision().player()).isEqualTo(BLUE);
        ev = g.apply("land blue Haven/1");
        assertThat(ev).containsExactly(new GameEvent.BoatLanded(BLUE, beach("Haven", 1)),
                new GameEvent.TurnEnded(1, BLUE), new GameEvent.TurnStarted(2, RED, false, false));
    }

    /** Every empty hex next to a tile on the table, each with all six rotations. */
    private static Set<Placement> expectedFreePlacements(Game g) {
        Set<Hex> occupied = g.position().tiles().stream().map(PlacedTile::hex).collect(Collectors.toSet());
        Set<Placement> out = new HashSet<>();
        for (PlacedTile t : g.position().tiles()) {
            for (Direction d : Direction.values()) {
                Hex h = t.hex().neighbour(d);
                if (!occupied.contains(h)) {
                    for (Rotation r : Rotation.values()) {
                        out.add(Placement.of(h, r));
                    }
                }
            }
        }
        return out;
    }

    private static Set<Placement> offeredPlacements(Decision d) {
        return d.options().stream().map(o -> ((Choice.PlaceTile) o.choice()).placement()).collect(Collectors.toSet());
    }

    @Test
    @DisplayName("D-9: free placement offers exactly every empty hex next to a tile on the table, in each of the six rotations")
    void d9AnyAdjacentHexAnyRotation() {
        Game g = scenario(BLUE, RED)
                .tile("W13", Hex.of(0, 1), Rotation.R3)
                .tile("Samoa", Hex.of(0, 2), Rotation.R3)
                .boats("Samoa", 1, "B")
                .boats("Tonga", 1, "R")
                .stackTop("W05", "W06", "Oahu")
                .build();
        g.apply("settle");
        Decision d = g.decision();
        Set<Placement> expected = expectedFreePlacements(g);
        // neighbours of the line (0,0), (0,1), (0,2): 10 hexes
        assertThat(expected).hasSize(10 * 6);
        assertThat(offeredPlacements(d)).isEqualTo(expected);
        assertThat(d.options()).hasSize(expected.size());
        // a far, non-adjacent hex is refused
        assertThatThrownBy(() -> g.apply(new Choice.PlaceTile(Placement.of(Hex.of(5, 5), Rotation.R0))))
                .isInstanceOf(IllegalArgumentException.class);
        // after placing a water tile far out, the next offer grows around it; water tiles carry no boats
        Map<BeachRef, Boats> before = g.position().beaches();
        List<GameEvent> ev = g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, 3), Rotation.R1)));
        assertThat(ev).containsExactly(new GameEvent.TilePlaced(id("W05"), Hex.of(0, 3), Rotation.R1, Rule.D_9),
                new GameEvent.TileDrawn(id("W06"), g.position().stackSize(), Rule.R_NEW_1));
        assertThat(g.position().beaches()).isEqualTo(before);
        assertThat(offeredPlacements(g.decision())).isEqualTo(expectedFreePlacements(g)).contains(Placement.of(Hex.of(0, 4), Rotation.R5));
    }

    @Test
    @DisplayName("D-9: free placement includes a hex emptied by R-LOOP (Tonga's hex after Tonga left the game)")
    void d9HexEmptiedByLoop() {
        Game g = scenario(BLUE, RED)
                .noTile("Tonga")
                .removed("Tonga")
                .tile("Samoa", Hex.of(0, 1), Rotation.R3)
                .boats("Samoa", 1, "B")
                .boats("Samoa", 2, "R")
                .stackTop("Oahu")
                .build();
        g.apply("settle");
        Decision d = g.decision();
        assertThat(offeredPlacements(d)).isEqualTo(expectedFreePlacements(g)).contains(Placement.of(Hex.ORIGIN, Rotation.R0))
                .hasSize(36);
        g.apply(new Choice.PlaceTile(Placement.of(Hex.ORIGIN, Rotation.R3)));
        assertThat(g.position().find(id("Oahu"))).contains(new PlacedTile(Hex.ORIGIN, OFFICIAL.tile("Oahu"), Rotation.R3));
    }

    // =====================================================================================
    // D-13
    // =====================================================================================

    @Test
    @DisplayName("D-13: every choice of the turn belongs to the active player, even for other players' boats")
    void d13ActivePlayerDecidesForOthersBoats() {
        Game g = scenario(BLUE, RED)
                .boats("Tonga", 1, "3R")
                .boats("Tonga", 4, "3R")
                .boats("Tonga", 2, "B")
                .activePlayer(BLUE)
                .stackTop("Samoa", "Fidschi")
                .emigrationsPending()
                .build();
        Decision d = g.decision();
        assertThat(d).isInstanceOf(Decision.Emigration.class);
        assertThat(d.player()).isEqualTo(BLUE);
        assertThat(g.activePlayer()).isEqualTo(BLUE);
        assertThat(texts(d)).containsExactlyInAnyOrder("emigrate Tonga/1 via 0", "emigrate Tonga/4 via 3");
        g.apply("emigrate Tonga/1 via 0");
        d = g.decision();
        assertThat(d).isInstanceOf(Decision.Landing.class);
        assertThat(((Decision.Landing) d).group()).isEqualTo(boats("3R"));
        assertThat(d.player()).isEqualTo(BLUE);
        g.apply("land red Samoa/1");
        d = g.decision();
        assertThat(d.player()).isEqualTo(BLUE);
        g.applyOption(0);
        // Tonga/4 is next: a Landing for red boats, again decided by blue
        d = g.decision();
        assertThat(d).isInstanceOf(Decision.Landing.class);
        assertThat(((Decision.Landing) d).island()).isEqualTo(id("Fidschi"));
        assertThat(d.player()).isEqualTo(BLUE);
    }

    @Test
    @DisplayName("D-13: set-up choices belong to the player placing; settlement tile placements to the active player")
    void d13SetupByPlacer() {
        Game g = Game.start(GameSetup.builder().players(PURPLE, GREEN).startPlayer(GREEN).tileSet(OFFICIAL).seed(2).build());
        List<Colour> deciders = new ArrayList<>();
        while (g.decision() instanceof Decision.SetupBerth d) {
            deciders.add(d.player());
            List<GameEvent> ev = g.applyOption(0);
            assertThat(only(ev, GameEvent.BoatsPlaced.class).get(0).colour()).isEqualTo(d.player());
        }
        assertThat(deciders).containsExactly(GREEN, PURPLE, GREEN, PURPLE);
        g.apply("settle");
        assertThat(g.decision()).isInstanceOf(Decision.TilePlacement.class);
        assertThat(g.decision().player()).isEqualTo(GREEN);
    }

    @Test
    @DisplayName("D-16: seats are clockwise in the order of the players; the start player places first in set-up and plays first")
    void d16SeatsAreClockwiseFromTheStartPlayer() {
        Game g = Game.start(GameSetup.builder().players(BLUE, RED, GREEN, YELLOW).startPlayer(GREEN).tileSet(OFFICIAL).seed(16).build());
        List<GameEvent> all = new ArrayList<>(playSetup(g));
        assertThat(only(all, GameEvent.BoatsPlaced.class).stream().map(GameEvent.BoatsPlaced::colour).toList())
                .containsExactly(GREEN, YELLOW, BLUE, RED, GREEN, YELLOW, BLUE, RED);
        while (only(all, GameEvent.TurnStarted.class).size() < 5 && !g.isOver()) {
            all.addAll(g.applyOption(0));
        }
        assertThat(only(all, GameEvent.TurnStarted.class).stream().map(GameEvent.TurnStarted::player).toList())
                .containsExactly(GREEN, YELLOW, BLUE, RED, GREEN);
    }

    /** Blue: 14 boats on beaches and a mask on Hawaii (15 on the table if the mask counts); red 15 on beaches. */
    private static Scenario fourteenAndAMask(RuleOptions options) {
        return scenario(options, BLUE, RED).allowDisconnected()
                .tile("Fidschi", Hex.of(0, 3), Rotation.R0).tile("Samoa", Hex.of(3, 0), Rotation.R0).tile("Hawaii", Hex.of(0, -3), Rotation.R0)
                .royal("Hawaii", BLUE)
                .boats("Tonga", 1, "B+R").boats("Tonga", 2, "B+R").boats("Tonga", 3, "B+R")
                .boats("Tonga", 4, "B+R").boats("Tonga", 5, "B+R").boats("Tonga", 6, "B+R")
                .boats("Fidschi", 1, "2B+2R").boats("Fidschi", 2, "2B+R").boats("Fidschi", 3, "B+2R")
                .boats("Samoa", 1, "R").boats("Samoa", 2, "2B+R").boats("Samoa", 3, "B+2R");
    }

    @Test
    @DisplayName("D-17 R-ALLBOATS-1: O-MASK-COUNTS-ON-TABLE decides whether 14 beach boats and a mask boat are all 15 on the table")
    void d17MaskCountsForAllBoats() {
        Game counts = fourteenAndAMask(RuleOptions.defaults()).build();
        assertThat(counts.position().supply(BLUE)).isZero();
        assertThat(counts.lastEvents()).contains(new GameEvent.TurnStarted(1, BLUE, false, true));
        counts.apply("expand Tonga");
        assertThat(counts.decision()).isInstanceOf(Decision.TakeBoat.class);

        Game not = fourteenAndAMask(RuleOptions.defaults().withMaskCountsOnTable(false)).build();
        assertThat(not.lastEvents()).contains(new GameEvent.TurnStarted(1, BLUE, false, false));
        // not an R-ALLBOATS-1 turn: expanding on Tonga places min(6 boats there, 6 beaches, free beaches, supply 0) = 0 boats
        List<GameEvent> ev = not.apply("expand Tonga");
        assertThat(only(ev, GameEvent.BoatTaken.class)).isEmpty();
        assertThat(only(ev, GameEvent.BoatsPlaced.class)).isEmpty();
        assertThat(ev).contains(new GameEvent.TurnEnded(1, BLUE));
    }

    @Test
    @DisplayName("D-18 D-1: a settlement boat that fills a one-berth beach (custom set) emigrates before the turn passes, also after the end was triggered")
    void d18SettlementBoatFillingABeachEmigrates() {
        TileSet custom = TileSetFormat.parse(String.join("\n",
                "name   | one-berth-end",
                "start  | Tonga | 0 | 3@0 3@1 3@2 3@3 3@4 3@5",
                "island | Atoll | 2 | 1@1 2@3,4",
                "water  | W13   | 0-5:0 1-2:0 3-4:0",
                "water  | W01   | 0-3:0 1-4:0 2-5:0"));
        for (EndGame endGame : EndGame.values()) {
            Game g = Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(custom)
                            .options(RuleOptions.defaults().withEndGame(endGame)).build())
                    .boats("Tonga", 1, "B")
                    .boats("Tonga", 2, "R")
                    .stack("W13", "Atoll", "W01")
                    .build();
            List<GameEvent> ev = new ArrayList<>(g.apply("settle"));
            ev.addAll(g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, -1), Rotation.R0))));
            ev.addAll(g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, 1), Rotation.R3))));
            assertThat(ev).contains(new GameEvent.EndTriggered(id("Atoll")));
            ev.addAll(g.apply("beaches Atoll/1"));
            assertThat(g.isOver()).isTrue();
            if (endGame == EndGame.FINISH_TURN) {
                // Atoll/1 (one berth) is full: it emigrates within the turn and draws the last tile, W01
                assertThat(ev).containsSubsequence(
                        new GameEvent.BoatsPlaced(BLUE, beach("Atoll", 1), 1, Rule.R_NEW_1),
                        new GameEvent.EmigrationStarted(beach("Atoll", 1), 1, boats("B")),
                        new GameEvent.TileDrawn(id("W01"), 0, Rule.R_EMI_3),
                        new GameEvent.TurnEnded(1, BLUE));
                assertThat(g.position().boatsOn(beach("Atoll", 1))).isEqualTo(Boats.NONE);
            } else {
                assertThat(only(ev, GameEvent.EmigrationStarted.class)).isEmpty();
                assertThat(g.position().boatsOn(beach("Atoll", 1))).isEqualTo(boats("B"));
            }
        }
    }

    // =====================================================================================
    // D-14
    // =====================================================================================

    @Test
    @DisplayName("D-14: a full beach with none of the active player's boats emigrates all the same")
    void d14OthersBeachEmigrates() {
        Game g = scenario(BLUE, RED)
                .tile("Muroroa", Hex.of(0, 1), Rotation.R3)
                .boats("Muroroa", 1, "2R")
                .boats("Tonga", 2, "B")
                .activePlayer(BLUE)
                .stackTop("Samoa")
                .emigrationsPending()
                .build();
        assertThat(g.lastEvents()).containsSubsequence(new GameEvent.TurnStarted(1, BLUE, false, false),
                new GameEvent.EmigrationStarted(beach("Muroroa", 1), 1, boats("2R")));
        assertThat(g.position().boatsOn(beach("Muroroa", 1))).isEqualTo(Boats.NONE);
    }

    @Test
    @DisplayName("D-14: after the active player's own emigration, a full beach of another player still emigrates before the turn ends")
    void d14OthersBeachEmigratesAfterOwn() {
        Game g = scenario(BLUE, RED)
                .boats("Tonga", 1, "2B+R")
                .boats("Tonga", 4, "3R")
                .activePlayer(BLUE)
                .stackTop("W05", "W13", "Samoa")
                .emigrationsPending()
                .build();
        List<GameEvent> ev = g.apply("emigrate Tonga/1 via 0");
        assertThat(ev).containsSubsequence(
                new GameEvent.EmigrationStarted(beach("Tonga", 1), 0, boats("2B+R")),
                new GameEvent.BoatsReturned(boats("2B+R"), Rule.R_VOY_3),
                new GameEvent.EmigrationStarted(beach("Tonga", 4), 3, boats("3R")));
        assertThat(only(ev, GameEvent.TurnEnded.class)).isEmpty();
        assertThat(g.position().boatsOn(beach("Tonga", 4))).isEqualTo(Boats.NONE);
    }

    // sanity: the islands of the scenarios are what the tests assume
    @Test
    @DisplayName("R-EXP-1: (data used by these tests) Fidschi has three beaches, Rapa Nui two, Tonga six")
    void rExp1DataAssumptions() {
        assertThat(((IslandTile) OFFICIAL.tile("Fidschi")).beaches()).hasSize(3);
        assertThat(((IslandTile) OFFICIAL.tile("Rapa Nui")).beaches()).hasSize(2);
        assertThat(OFFICIAL.start().beaches()).hasSize(6);
    }
}
