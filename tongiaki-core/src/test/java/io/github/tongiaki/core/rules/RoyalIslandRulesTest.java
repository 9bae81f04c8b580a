package io.github.tongiaki.core.rules;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.GREEN;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.IllegalChoiceException;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.engine.TestTiles;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Royal islands: R-ROYAL-1, R-ROYAL-2, R-ROYAL-3 and D-5, played through the public API on positions
 * built with {@link Scenario} from the official tile set.
 *
 * <p>Bounce geometry used below: Tubuai lies at (3,0) rotation 0, so its beach 1 has jetties on edges 1
 * (facing south-west, hex (2,1)) and 2 (facing north-west, hex (2,0)); beach 2 has jetties on edges 4 and
 * 5 facing the empty hexes (4,-1) and (4,0). Samoa, a royal island, lies at (2,1). W13 at (2,0) rotation 0
 * takes a group entering from the south-east (edge 5) along its route 5–0 out to the south, onto Samoa.
 */
class RoyalIslandRulesTest {

    private static final TileSet OFFICIAL = TestTiles.official();

    private static final Hex TUBUAI = Hex.of(3, 0);
    private static final Hex SAMOA = Hex.of(2, 1);
    private static final Hex NORTH_WEST_OF_TUBUAI = Hex.of(2, 0);


    private static Scenario scenario(RuleOptions options, Colour... players) {
        return Scenario.of(GameSetup.builder().players(players).tileSet(OFFICIAL).options(options).build()).allowDisconnected();
    }

    private static Scenario scenario(Colour... players) {
        return scenario(RuleOptions.defaults(), players);
    }

    private static TileId id(String s) {
        return TileId.of(s);
    }

    private static BeachRef beach(String island, int n) {
        return BeachRef.of(island, n);
    }

    private static boolean offers(Game g, Choice c) {
        return g.decision().find(c).isPresent();
    }

    private static <T extends GameEvent> List<T> of(List<GameEvent> events, Class<T> type) {
        List<T> out = new ArrayList<>();
        for (GameEvent e : events) {
            if (type.isInstance(e)) {
                out.add(type.cast(e));
            }
        }
        return out;
    }

    private static int totalBoats(Game g, Colour c) {
        int n = g.position().supply(c) + g.position().strandedBoats().count(c);
        for (Boats b : g.position().beaches().values()) {
            n += b.count(c);
        }
        for (Colour owner : g.position().royalIslands().values()) {
            if (owner == c) {
                n++;
            }
        }
        return n;
    }

    // =====================================================================================
    // R-ROYAL-1
    // =====================================================================================

    @Test
    @DisplayName("R-ROYAL-1: on an island with only his boats the player founds a royal island; one boat to the mask, the rest back; that is his whole turn")
    void royal1FoundingIsTheWholeTurn() {
        Game g = scenario(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 2), Rotation.R0)
                .boats("Tonga", 1, "B+R")
                .boats("Hawaii", 1, "2B")
                .boats("Hawaii", 2, "B")
                .activePlayer(BLUE)
                .build();
        int supply = g.position().supply(BLUE);
        int stack = g.position().stackSize();
        assertThat(g.decision()).isInstanceOf(Decision.TurnAction.class);
        assertThat(offers(g, new Choice.FoundRoyalIsland(id("Hawaii")))).isTrue();

        List<GameEvent> ev = g.apply(new Choice.FoundRoyalIsland(id("Hawaii")));

        assertThat(ev.get(0)).isEqualTo(new GameEvent.RoyalIslandFounded(BLUE, id("Hawaii"), Boats.parse("2B")));
        assertThat(ev.get(1)).isEqualTo(new GameEvent.TurnEnded(1, BLUE));
        assertThat(ev.get(2)).isInstanceOf(GameEvent.TurnStarted.class);
        assertThat(((GameEvent.TurnStarted) ev.get(2)).player()).isEqualTo(RED);
        // nothing else happened in that turn: no expansion, no emigration, no draw
        assertThat(of(ev, GameEvent.BoatsPlaced.class)).isEmpty();
        assertThat(of(ev, GameEvent.EmigrationStarted.class)).isEmpty();
        assertThat(of(ev, GameEvent.TileDrawn.class)).isEmpty();
        assertThat(g.position().stackSize()).isEqualTo(stack);
        assertThat(g.position().royalIslands()).containsExactly(java.util.Map.entry(id("Hawaii"), BLUE));
        assertThat(g.position().boatsOn(id("Hawaii"))).isEqualTo(Boats.NONE);
        assertThat(g.position().supply(BLUE)).isEqualTo(supply + 2);
        assertThat(g.position().royalIslandsFounded(BLUE)).isEqualTo(1);
        assertThat(g.activePlayer()).isEqualTo(RED);
        assertThat(g.position().boatsOn(beach("Tonga", 1))).isEqualTo(Boats.parse("B+R"));
        assertThat(totalBoats(g, BLUE)).isEqualTo(15);
        // the mask boat scores the island (D-11)
        assertThat(g.position().score(BLUE)).isEqualTo(5);
    }

    @Test
    @DisplayName("R-ROYAL-1: one boat is enough; it goes onto the mask and nothing goes back")
    void royal1SingleBoat() {
        Game g = scenario(BLUE, RED)
                .tile("Samoa", Hex.of(0, 2), Rotation.R0)
                .boats("Tonga", 1, "B+R")
                .boats("Samoa", 3, "B")
                .activePlayer(BLUE)
                .build();
        int supply = g.position().supply(BLUE);
        List<GameEvent> ev = g.apply(new Choice.FoundRoyalIsland(id("Samoa")));
        assertThat(ev.get(0)).isEqualTo(new GameEvent.RoyalIslandFounded(BLUE, id("Samoa"), Boats.NONE));
        assertThat(g.position().supply(BLUE)).isEqualTo(supply);
        assertThat(g.position().royalIslands()).containsEntry(id("Samoa"), BLUE);
        assertThat(g.position().boatsOn(id("Samoa"))).isEqualTo(Boats.NONE);
        assertThat(totalBoats(g, BLUE)).isEqualTo(15);
    }

    @Test
    @DisplayName("R-ROYAL-1: not offered on an island that holds a boat of another colour (for neither player)")
    void royal1NotWithForeignBoats() {
        Scenario s = scenario(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .boats("Hawaii", 1, "2B")
                .boats("Hawaii", 3, "R")
                .boats("Samoa", 1, "B");
        Game blue = s.activePlayer(BLUE).build();
        assertThat(offers(blue, new Choice.FoundRoyalIsland(id("Hawaii")))).isFalse();
        assertThat(offers(blue, new Choice.FoundRoyalIsland(id("Samoa")))).isTrue();
        assertThatThrownBy(() -> blue.apply(new Choice.FoundRoyalIsland(id("Hawaii")))).isInstanceOf(IllegalChoiceException.class);
        assertThat(blue.position().royalIslands()).isEmpty();

        Game red = s.activePlayer(RED).build();
        assertThat(offers(red, new Choice.FoundRoyalIsland(id("Hawaii")))).isFalse();
        assertThat(offers(red, new Choice.FoundRoyalIsland(id("Samoa")))).isFalse();
        assertThat(offers(red, new Choice.Expand(id("Hawaii")))).isTrue();
    }

    @Test
    @DisplayName("R-ROYAL-1: not offered on Tonga, not on an island without his boats")
    void royal1NotOnTongaNorEmptyIsland() {
        Game g = scenario(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .boats("Tonga", 1, "2B")
                .boats("Tonga", 2, "B")
                .boats("Hawaii", 1, "R")
                .activePlayer(BLUE)
                .build();
        assertThat(g.decision().options()).extracting(Option::choice)
                .noneMatch(c -> c instanceof Choice.FoundRoyalIsland);
        assertThat(offers(g, new Choice.Expand(id("Tonga")))).isTrue();

        // Red, with only his boat on Hawaii, may found there (the check above is not vacuous)
        Game r = scenario(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 2), Rotation.R0)
                .boats("Tonga", 1, "2B")
                .boats("Hawaii", 1, "R")
                .activePlayer(RED)
                .build();
        assertThat(r.decision().options()).extracting(Option::choice)
                .containsOnlyOnce(new Choice.FoundRoyalIsland(id("Hawaii")));
    }

    @Test
    @DisplayName("R-ROYAL-1: fewer than two founded before: offered after one, a third is not offered")
    void royal1AtMostTwo() {
        Game one = scenario(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .royal("Samoa", BLUE)
                .boats("Tonga", 1, "R")
                .boats("Hawaii", 1, "B")
                .activePlayer(BLUE)
                .build();
        assertThat(one.position().royalIslandsFounded(BLUE)).isEqualTo(1);
        assertThat(offers(one, new Choice.FoundRoyalIsland(id("Hawaii")))).isTrue();
        one.apply(new Choice.FoundRoyalIsland(id("Hawaii")));
        assertThat(one.position().royalIslandsFounded(BLUE)).isEqualTo(2);
        assertThat(one.position().royalIslands()).containsOnlyKeys(id("Samoa"), id("Hawaii"));

        Game two = scenario(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .tile("Fidschi", Hex.of(-3, 0), Rotation.R0)
                .royal("Samoa", BLUE)
                .royal("Fidschi", BLUE)
                .boats("Tonga", 1, "R")
                .boats("Hawaii", 1, "B")
                .activePlayer(BLUE)
                .build();
        assertThat(two.decision().options()).extracting(Option::choice)
                .noneMatch(c -> c instanceof Choice.FoundRoyalIsland)
                .contains(new Choice.Expand(id("Hawaii")));
        assertThatThrownBy(() -> two.apply(new Choice.FoundRoyalIsland(id("Hawaii")))).isInstanceOf(IllegalChoiceException.class);

        // someone else's two royal islands do not limit Red
        Game red = scenario(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .tile("Fidschi", Hex.of(-3, 0), Rotation.R0)
                .royal("Samoa", BLUE)
                .royal("Fidschi", BLUE)
                .boats("Tonga", 1, "B")
                .boats("Hawaii", 1, "R")
                .activePlayer(RED)
                .build();
        assertThat(offers(red, new Choice.FoundRoyalIsland(id("Hawaii")))).isTrue();
    }

    // =====================================================================================
    // R-ROYAL-2
    // =====================================================================================

    @Test
    @DisplayName("R-ROYAL-2: nobody may expand on a royal island, not even its owner")
    void royal2NoExpansion() {
        Scenario s = scenario(BLUE, RED)
                .tile("Samoa", Hex.of(2, 0), Rotation.R0)
                .royal("Samoa", BLUE)
                .boats("Tonga", 1, "B")
                .boats("Tonga", 2, "R");
        for (Colour c : List.of(BLUE, RED)) {
            Game g = s.activePlayer(c).build();
            assertThat(g.decision().options()).extracting(Option::choice)
                    .contains(new Choice.Expand(id("Tonga")))
                    .doesNotContain(new Choice.Expand(id("Samoa")), new Choice.FoundRoyalIsland(id("Samoa")));
        }
    }

    @Test
    @DisplayName("R-ROYAL-2: R-NOBOAT-1 never places on a royal island (someone else's, or his own when masks do not count)")
    void royal2NoBoatPlacement() {
        Game g = scenario(BLUE, RED)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .royal("Samoa", RED)
                .boats("Hawaii", 1, "R")
                .activePlayer(BLUE)
                .build();
        Decision d = g.decision();
        assertThat(d).isInstanceOfSatisfying(Decision.TurnAction.class, t -> assertThat(t.noBoat()).isTrue());
        assertThat(d.options()).extracting(Option::choice)
                .contains(new Choice.NoBoatPlacement(id("Tonga")), new Choice.NoBoatPlacement(id("Hawaii")))
                .doesNotContain(new Choice.NoBoatPlacement(id("Samoa")));

        // his own royal island, with O-MASK-COUNTS-ON-TABLE=false (so the mask leaves him with no boat on the table)
        Game own = scenario(RuleOptions.defaults().withMaskCountsOnTable(false), BLUE, RED)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .royal("Samoa", BLUE)
                .boats("Hawaii", 1, "R")
                .activePlayer(BLUE)
                .build();
        assertThat(own.decision()).isInstanceOfSatisfying(Decision.TurnAction.class, t -> assertThat(t.noBoat()).isTrue());
        assertThat(own.decision().options()).extracting(Option::choice)
                .contains(new Choice.NoBoatPlacement(id("Hawaii")))
                .doesNotContain(new Choice.NoBoatPlacement(id("Samoa")));
    }

    @Test
    @DisplayName("R-ROYAL-2: a new settlement's boat goes only on the newly drawn island, never on a royal island")
    void royal2NewSettlementBoat() {
        Game g = scenario(BLUE, RED)
                .tile("Samoa", Hex.of(0, 1), Rotation.R3)
                .royal("Samoa", RED)
                .boats("Tonga", 2, "B")
                .boats("Tonga", 3, "R")
                .stackTop("Hawaii")
                .activePlayer(BLUE)
                .build();
        List<GameEvent> ev = g.apply(new Choice.NewSettlement());
        assertThat(of(ev, GameEvent.TileDrawn.class)).extracting(GameEvent.TileDrawn::tile).containsExactly(id("Hawaii"));
        Decision d = g.decision();
        assertThat(d).isInstanceOf(Decision.TilePlacement.class);
        // the royal island's hex is occupied: not a placement
        assertThat(d.options()).extracting(o -> ((Choice.PlaceTile) o.choice()).placement().hex()).doesNotContain(Hex.of(0, 1));
        g.apply(new Choice.PlaceTile(Placement.of(Hex.of(0, -1), Rotation.R0)));
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.PlaceBoats.class, p -> {
            assertThat(p.island()).isEqualTo(id("Hawaii"));
            assertThat(p.count()).isEqualTo(1);
            assertThat(p.options()).allSatisfy(o -> assertThat(((Choice.Beaches) o.choice()).island()).isEqualTo(id("Hawaii")));
        });
        g.applyOption(0);
        assertThat(g.position().boatsOn(id("Samoa"))).isEqualTo(Boats.NONE);
        assertThat(g.position().boatsOn(id("Hawaii"))).isEqualTo(Boats.parse("B"));
    }

    @Test
    @DisplayName("R-ROYAL-2: under R-ALLBOATS-1 no boat can be taken from a royal island (the mask boat stays)")
    void royal2NoTakingFromRoyal() {
        Scenario s = scenario(BLUE, RED)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .tile("Hawaii", Hex.of(0, 3), Rotation.R0)
                .royal("Samoa", BLUE)
                .boats("Hawaii", 1, "2B")
                .boats("Hawaii", 2, "R")
                .activePlayer(BLUE);
        for (int k = 1; k <= 6; k++) {
            s.boats("Tonga", k, "2B");
        }
        Game g = s.build();
        // 12 + 2 on beaches + 1 on the mask = 15
        assertThat(g.position().supply(BLUE)).isZero();
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.TurnAction.class, t -> assertThat(t.allBoats()).isTrue());
        g.apply(new Choice.Expand(id("Hawaii")));
        Decision d = g.decision();
        assertThat(d).isInstanceOf(Decision.TakeBoat.class);
        assertThat(d.options()).extracting(Option::choice).contains(new Choice.TakeNoBoat(), new Choice.TakeBoatFrom(beach("Hawaii", 1)),
                new Choice.TakeBoatFrom(beach("Tonga", 1)));
        assertThat(d.options()).extracting(Option::choice)
                .noneMatch(c -> c instanceof Choice.TakeBoatFrom t && t.beach().island().equals(id("Samoa")));
        g.apply(new Choice.TakeBoatFrom(beach("Tonga", 1)));
        assertThat(g.position().royalIslands()).containsEntry(id("Samoa"), BLUE);
    }

    @Test
    @DisplayName("R-ROYAL-2: nobody lands on a royal island: a group reaching it lands elsewhere, its beaches stay empty")
    void royal2NoLanding() {
        Game g = bounceScenario(true, "B+R+G", "B", BLUE).build();
        g.apply(new Choice.Emigrate(beach("Tubuai", 1), 2));
        while (!g.isOver() && g.decision() instanceof Decision.Landing) {
            g.applyOption(0);
        }
        assertThat(g.position().boatsOn(id("Samoa"))).isEqualTo(Boats.NONE);
        assertThat(g.position().boatsOn(id("Tubuai")).size()).isEqualTo(4);
        assertThat(g.position().royalIslands()).containsEntry(id("Samoa"), RED);
    }

    // =====================================================================================
    // R-ROYAL-3 and D-5
    // =====================================================================================

    /**
     * Tubuai/1 full with {@code group}, Tubuai/2 with {@code beach2}; Samoa royal (red) south-west of
     * Tubuai; with {@code water}, W13 north-west of Tubuai leading onto Samoa.
     */
    private static Scenario bounceScenario(boolean water, String group, String beach2, Colour active) {
        Scenario s = scenario(BLUE, RED, GREEN)
                .tile("Tubuai", TUBUAI, Rotation.R0)
                .tile("Samoa", SAMOA, Rotation.R0)
                .royal("Samoa", RED)
                .boats("Tubuai", 1, group)
                .boats("Tubuai", 2, beach2)
                .activePlayer(active)
                .emigrationsPending();
        if (water) {
            s.tile("W13", NORTH_WEST_OF_TUBUAI, Rotation.R0);
        }
        return s;
    }

    @Test
    @DisplayName("R-ROYAL-3: a group whose path reaches a royal island over water lands back on its own island, one boat per free beach first")
    void royal3BackOverWaterOnePerBeach() {
        Game g = bounceScenario(true, "B+R+G", "B", BLUE).build();
        int stack = g.position().stackSize();
        // both jetties of Tubuai/1 lead to the royal island (BACK), and Tubuai/2 has open jetties: not closed
        assertThat(g.decision().options()).extracting(Option::choice)
                .containsExactlyInAnyOrder(new Choice.Emigrate(beach("Tubuai", 1), 1), new Choice.Emigrate(beach("Tubuai", 1), 2));

        List<GameEvent> ev = g.apply(new Choice.Emigrate(beach("Tubuai", 1), 2));
        assertThat(ev).containsSubsequence(
                new GameEvent.EmigrationStarted(beach("Tubuai", 1), 2, Boats.parse("B+R+G")),
                new GameEvent.RouteCrossed(id("W13"), NORTH_WEST_OF_TUBUAI, 5, 0, 0, 3),
                new GameEvent.BouncedFromRoyalIsland(id("Samoa"), id("Tubuai")));
        // D-5: the way back re-checks nothing and draws nothing
        assertThat(of(ev, GameEvent.RouteCrossed.class)).hasSize(1);
        assertThat(of(ev, GameEvent.CrossingFailed.class)).isEmpty();
        assertThat(of(ev, GameEvent.TileDrawn.class)).isEmpty();
        assertThat(g.position().stackSize()).isEqualTo(stack);

        // the landing on Tubuai: 3 boats, 2 free beaches (beach 1 is empty again) -> first one on each
        Decision d = g.decision();
        assertThat(d).isInstanceOfSatisfying(Decision.Landing.class, l -> {
            assertThat(l.island()).isEqualTo(id("Tubuai"));
            assertThat(l.group()).isEqualTo(Boats.parse("B+R+G"));
        });
        assertThat(d.options()).hasSize(6);
        g.apply(new Choice.Land(BLUE, beach("Tubuai", 2)));
        // one per beach: the next boat must go to beach 1, which has not had one yet
        assertThat(g.decision().options()).extracting(Option::choice)
                .containsExactlyInAnyOrder(new Choice.Land(RED, beach("Tubuai", 1)), new Choice.Land(GREEN, beach("Tubuai", 1)));
        g.apply(new Choice.Land(RED, beach("Tubuai", 1)));
        // the rest anywhere
        assertThat(g.decision().options()).extracting(Option::choice)
                .containsExactlyInAnyOrder(new Choice.Land(GREEN, beach("Tubuai", 1)), new Choice.Land(GREEN, beach("Tubuai", 2)));
        List<GameEvent> last = g.apply(new Choice.Land(GREEN, beach("Tubuai", 1)));
        assertThat(g.position().boatsOn(beach("Tubuai", 1))).isEqualTo(Boats.parse("R+G"));
        assertThat(g.position().boatsOn(beach("Tubuai", 2))).isEqualTo(Boats.parse("2B"));
        assertThat(g.position().boatsOn(id("Samoa"))).isEqualTo(Boats.NONE);
        assertThat(g.position().stackSize()).isEqualTo(stack);
        assertThat(last).contains(new GameEvent.TurnEnded(1, BLUE));
    }

    @Test
    @DisplayName("D-5: a jetty directly facing a royal island bounces at once: nothing crossed, nothing drawn")
    void d5JettyFacingRoyalBouncesAtOnce() {
        Game g = bounceScenario(true, "B+R+G", "B", BLUE).build();
        int stack = g.position().stackSize();
        List<GameEvent> ev = g.apply(new Choice.Emigrate(beach("Tubuai", 1), 1));
        assertThat(ev).hasSize(2);
        assertThat(ev.get(0)).isEqualTo(new GameEvent.EmigrationStarted(beach("Tubuai", 1), 1, Boats.parse("B+R+G")));
        assertThat(ev.get(1)).isEqualTo(new GameEvent.BouncedFromRoyalIsland(id("Samoa"), id("Tubuai")));
        assertThat(g.position().stackSize()).isEqualTo(stack);
        assertThat(g.decision()).isInstanceOfSatisfying(Decision.Landing.class, l -> assertThat(l.island()).isEqualTo(id("Tubuai")));
    }

    @Test
    @DisplayName("D-5: with a tile drawn on the way out, the way back draws nothing and crosses nothing (stack shrinks by one only)")
    void d5WayBackDrawsNothing() {
        // no W13: jetty 2 faces an empty hex (OPEN), jetty 1 faces Samoa (BACK) -> only jetty 2 (D-3), applied by itself
        Game g = bounceScenario(false, "B+R+G", "B", BLUE).stackTop("W01").build();
        int stackBefore = OFFICIAL.stackTiles().size() - 2; // Tubuai and Samoa are on the table
        List<GameEvent> ev = g.lastEvents();
        // W01 placed north-west of Tubuai with rotation 5: the group enters at edge 0, follows 0-1 and leaves to the south, onto Samoa
        assertThat(ev).containsSubsequence(
                new GameEvent.EmigrationStarted(beach("Tubuai", 1), 2, Boats.parse("B+R+G")),
                new GameEvent.TilePlaced(id("W01"), NORTH_WEST_OF_TUBUAI, Rotation.R5, Rule.R_EMI_3),
                new GameEvent.RouteCrossed(id("W01"), NORTH_WEST_OF_TUBUAI, 0, 1, 0, 3),
                new GameEvent.BouncedFromRoyalIsland(id("Samoa"), id("Tubuai")));
        assertThat(of(ev, GameEvent.TileDrawn.class)).extracting(GameEvent.TileDrawn::tile).containsExactly(id("W01"));
        assertThat(of(ev, GameEvent.RouteCrossed.class)).hasSize(1);
        assertThat(g.position().stackSize()).isEqualTo(stackBefore - 1);
        // finish the landing: still no draw
        List<GameEvent> all = new ArrayList<>();
        while (!g.isOver() && g.decision() instanceof Decision.Landing) {
            all.addAll(g.applyOption(0));
        }
        assertThat(of(all, GameEvent.TileDrawn.class)).isEmpty();
        assertThat(of(all, GameEvent.BoatLanded.class)).hasSize(3)
                .allSatisfy(l -> assertThat(l.beach().island()).isEqualTo(id("Tubuai")));
        assertThat(g.position().stackSize()).isEqualTo(stackBefore - 1);
    }

    @Test
    @DisplayName("D-5: the owner's own boats bounce from his royal island too")
    void d5OwnersBoatsBounce() {
        Game g = bounceScenario(true, "3R", "B", RED).build();
        assertThat(g.position().royalIslands()).containsEntry(id("Samoa"), RED);
        List<GameEvent> ev = g.apply(new Choice.Emigrate(beach("Tubuai", 1), 2));
        assertThat(ev).contains(new GameEvent.BouncedFromRoyalIsland(id("Samoa"), id("Tubuai")));
        // 3 red boats, 2 free beaches: one on each first, then the last anywhere
        while (!g.isOver() && g.decision() instanceof Decision.Landing) {
            ev = new ArrayList<>(ev);
            ev.addAll(g.applyOption(0));
        }
        assertThat(of(ev, GameEvent.BoatLanded.class)).hasSize(3)
                .allSatisfy(l -> assertThat(l.beach().island()).isEqualTo(id("Tubuai")));
        assertThat(g.position().boatsOn(id("Samoa"))).isEqualTo(Boats.NONE);
        assertThat(g.position().boatsOn(id("Tubuai"))).isEqualTo(Boats.parse("B+3R"));
        assertThat(g.position().boatsOn(beach("Tubuai", 1)).size()).isBetween(1, 2);
        assertThat(g.position().boatsOn(beach("Tubuai", 2)).size()).isBetween(2, 3);
    }

    @Test
    @DisplayName("R-ROYAL-3: the landing back may fill a beach of the origin island, which then emigrates (chain)")
    void royal3LandingBackStartsChain() {
        Game g = bounceScenario(true, "B+R+G", "B", BLUE).stackTop("W05").build();
        g.apply(new Choice.Emigrate(beach("Tubuai", 1), 1));
        g.apply(new Choice.Land(BLUE, beach("Tubuai", 1)));
        g.apply(new Choice.Land(RED, beach("Tubuai", 2)));
        // the third boat fills Tubuai/2 (3 berths: B, R, G)
        List<GameEvent> ev = g.apply(new Choice.Land(GREEN, beach("Tubuai", 2)));
        assertThat(g.position().boatsOn(beach("Tubuai", 2))).isEqualTo(Boats.parse("B+R+G"));
        assertThat(ev).doesNotContain(new GameEvent.TurnEnded(1, BLUE));
        // R-CHAIN-1: Tubuai/2 must now emigrate, through jetty 4 or 5 (both open)
        assertThat(g.decision()).isInstanceOf(Decision.Emigration.class);
        assertThat(g.decision().options()).extracting(Option::choice)
                .containsExactlyInAnyOrder(new Choice.Emigrate(beach("Tubuai", 2), 4), new Choice.Emigrate(beach("Tubuai", 2), 5));
        List<GameEvent> chain = g.apply(new Choice.Emigrate(beach("Tubuai", 2), 5));
        assertThat(chain.get(0)).isEqualTo(new GameEvent.EmigrationStarted(beach("Tubuai", 2), 5, Boats.parse("B+R+G")));
        assertThat(chain.get(1)).isInstanceOfSatisfying(GameEvent.TileDrawn.class, t -> assertThat(t.tile()).isEqualTo(id("W05")));
    }
}
