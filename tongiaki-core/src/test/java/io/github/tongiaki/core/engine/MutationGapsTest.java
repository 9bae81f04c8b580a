package io.github.tongiaki.core.engine;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.GREEN;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Behaviour that mutation testing (PIT, {@code -Pmutation}) showed no test would notice if it broke: the
 * rule a chance decision cites, the group at sea after stranding, the bot fast path's refusals and
 * decision numbers, the action ids' range and documented encodings, the scenario builder's refusals, the
 * event log from any mark, the text of refusals and of {@code toString}, and {@code GameSetup}'s checks.
 */
class MutationGapsTest {

    private static GameSetup setup(int players, long seed, TileSource source) {
        return GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(TestTiles.official()).tileSource(source)
                .build();
    }

    @Test
    @DisplayName("D-9 on an empty table (every tile off it): the middle in six rotations, by option id, action id and text; ids that name no offered hex are refused")
    void freePlacementOnAnEmptyTable() {
        String text = """
                tongiaki-position 2
                tileset official
                players blue red green
                start blue
                options endgame=FINISH_TURN loop-colour-aware=false landing-spread-when-short=true mask-counts-on-table=true stranded-count-on-table=true stall-rounds=30
                turn 1 blue
                decision 2
                pending tile tile=W05 purpose=redraw
                removed Tonga
                supply blue=15 red=15 green=15
                stack Samoa Muroroa Nauru Tubuai Rarotonga "Rapa Nui" Tokelau Tuamotu "Hiva Oa" Mangareva Oahu Tahiti Tuvalu Fidschi Hawaii W01 W02 W03 W04 W06 W07 W08 W09 W10 W11 W12 W13 W14 W15 W16
                stall 0
                record 0 Tonga/1=B+R+G Tonga/2=B
                """;
        Game g = Position.parse(text, TestTiles.official()).toGame();
        assertThat(g.decision().options()).extracting(Option::text)
                .containsExactly("place 0,0 r0", "place 0,0 r1", "place 0,0 r2", "place 0,0 r3", "place 0,0 r4", "place 0,0 r5");
        int[] actions = new int[6];
        assertThat(g.legalActions(actions)).isEqualTo(6);
        int offset = g.actionSpace().globalOffset(DecisionKind.TILE_PLACEMENT);
        int size = g.actionSpace().size(DecisionKind.TILE_PLACEMENT);
        for (int a : new int[] {-1, 0, offset - 1, offset + size, actions[0] - 6, actions[5] + 1, Integer.MAX_VALUE}) {
            assertThatThrownBy(() -> g.applyAction(a)).as("action %d", a).isInstanceOf(IllegalChoiceException.class)
                    .hasMessageContaining("action " + a + " is not legal");
        }
        for (int rot = 0; rot < 6; rot++) {
            Game h = g.copy();
            h.applyAction(actions[rot]);
            Game by = g.copy();
            by.applyOptionQuietly(rot);
            assertThat(h.position()).as("rotation %d by action id and by option id", rot).isEqualTo(by.position());
            Rotation r = Rotation.of(rot);
            assertThat(h.position().tileAt(Hex.ORIGIN)).hasValueSatisfying(t -> assertThat(t.rotation()).isEqualTo(r));
        }
    }

    @Test
    @DisplayName("D-9: at a free placement, action ids out of the action space or naming a hex that is not offered are refused; each offered id applies its option")
    void freePlacementByActionId() {
        SplittableRandom rnd = new SplittableRandom(12);
        int checked = 0;
        for (int n = 0; n < 20 && checked < 60; n++) {
            Game g = Game.start(setup(3, n, TileSource.shuffled(n)));
            while (!g.isOver()) {
                if (g.decisionKind() == DecisionKind.TILE_PLACEMENT) {
                    int count = g.optionCount();
                    int[] actions = new int[count];
                    g.legalActions(actions);
                    int offset = g.actionSpace().globalOffset(DecisionKind.TILE_PLACEMENT);
                    int size = g.actionSpace().size(DecisionKind.TILE_PLACEMENT);
                    Set<Integer> legal = new HashSet<>();
                    for (int a : actions) {
                        legal.add(a);
                    }
                    for (int a : new int[] {-1, 0, offset - 1, offset + size, offset + size + 6, offset, offset + size - 1}) {
                        if (!legal.contains(a)) {
                            assertThatThrownBy(() -> g.applyAction(a)).isInstanceOf(IllegalChoiceException.class);
                        }
                    }
                    int i = rnd.nextInt(count);
                    Game byAction = g.copy();
                    byAction.applyAction(actions[i]);
                    g.applyOptionQuietly(i);
                    assertThat(byAction.position()).isEqualTo(g.position());
                    checked++;
                    continue;
                }
                g.applyOptionQuietly(rnd.nextInt(g.optionCount()));
            }
        }
        assertThat(checked).isGreaterThanOrEqualTo(60);
    }

    @Test
    @DisplayName("groupAtSea() at a chance decision: the emigrating group during a voyage (R-EMI-3, R-VOY-4), none for a placement's draw (R-NEW-1, R-LOOP-2)")
    void groupAtSeaWhileAVoyageWaitsForItsDraw() {
        SplittableRandom rnd = new SplittableRandom(5);
        Set<Rule> seen = new HashSet<>();
        for (int n = 0; n < 40; n++) {
            Game g = Game.start(setup(2 + n % 5, n, TileSource.chance()));
            Boats emigrating = Boats.NONE;
            while (!g.isOver()) {
                if (g.decision() instanceof Decision.Chance c) {
                    seen.add(c.rule());
                    boolean voyage = c.rule() == Rule.R_EMI_3 || c.rule() == Rule.R_VOY_4;
                    assertThat(g.position().groupAtSea()).as("%s in game %d", c.rule(), n).isEqualTo(voyage ? emigrating : Boats.NONE);
                }
                for (GameEvent e : g.applyOption(rnd.nextInt(g.optionCount()))) {
                    if (e instanceof GameEvent.EmigrationStarted s) {
                        emigrating = s.group();
                    }
                }
            }
        }
        assertThat(seen).contains(Rule.R_EMI_3, Rule.R_VOY_4, Rule.R_NEW_1);
    }

    @Test
    @DisplayName("a chance decision cites the rule its draw is for: the rule of the TileDrawn event that resolves it (R-EMI-3, R-VOY-4, R-NEW-1, R-LOOP-2)")
    void chanceDecisionsCiteTheirRule() {
        Set<Rule> seen = new HashSet<>();
        SplittableRandom rnd = new SplittableRandom(21);
        for (int n = 0; n < 60; n++) {
            Game g = Game.start(setup(2 + n % 5, n, TileSource.chance()));
            while (!g.isOver()) {
                Decision d = g.decision();
                List<GameEvent> events = g.applyOption(rnd.nextInt(g.optionCount()));
                if (d instanceof Decision.Chance c) {
                    GameEvent.TileDrawn drawn = (GameEvent.TileDrawn) events.stream().filter(e -> e instanceof GameEvent.TileDrawn)
                            .findFirst().orElseThrow();
                    assertThat(c.rule()).isEqualTo(drawn.rule());
                    seen.add(c.rule());
                }
            }
        }
        assertThat(seen).contains(Rule.R_EMI_3, Rule.R_VOY_4, Rule.R_NEW_1);
        assertThat(seen).isSubsetOf(Rule.R_EMI_3, Rule.R_VOY_4, Rule.R_NEW_1, Rule.R_LOOP_2);
    }

    @Test
    @DisplayName("R-END-1: after a group is stranded no group is at sea any more; the stranded boats are the group's")
    void groupAtSeaAfterStranding() {
        SplittableRandom rnd = new SplittableRandom(5);
        int stranded = 0;
        for (int n = 0; n < 400 && stranded < 3; n++) {
            Game g = Game.start(setup(2 + n % 5, n, TileSource.shuffled(n)));
            while (!g.isOver()) {
                List<GameEvent> events = g.applyOption(rnd.nextInt(g.optionCount()));
                for (GameEvent e : events) {
                    if (e instanceof GameEvent.GroupStranded s) {
                        assertThat(g.position().groupAtSea()).isEqualTo(Boats.NONE);
                        assertThat(g.position().strandedBoats()).isEqualTo(s.boats());
                        assertThat(g.position().strandedOn()).contains(s.tile());
                        stranded++;
                    }
                }
            }
        }
        assertThat(stranded).as("games with a stranded group").isPositive();
    }

    @Test
    @DisplayName("fast path: out-of-range option ids and illegal action ids are refused, name the decision number and change nothing; each step counts one decision")
    void fastPathRefusalsAndDecisionNumbers() {
        Game g = Game.start(setup(3, 4, TileSource.shuffled(4)));
        SplittableRandom rnd = new SplittableRandom(4);
        for (int i = 0; i < 25; i++) {
            g.applyOptionQuietly(rnd.nextInt(g.optionCount()));
        }
        assertThat(g.decisionNumber()).isEqualTo(25);
        String before = Position.of(g).text();
        int n = g.optionCount();
        for (int bad : new int[] {-1, n, n + 7, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            assertThatThrownBy(() -> g.applyOptionQuietly(bad)).isInstanceOf(IllegalChoiceException.class)
                    .hasMessageContaining("decision #25").hasMessageContaining("0.." + (n - 1)).hasMessageContaining("got " + bad);
            assertThatThrownBy(() -> g.actionId(bad)).isInstanceOf(IllegalChoiceException.class).hasMessageContaining("decision #25")
                    .hasMessageContaining("got " + bad);
        }
        int[] legal = new int[n];
        g.legalActions(legal);
        Set<Integer> legalSet = new HashSet<>();
        for (int a : legal) {
            legalSet.add(a);
        }
        int offset = g.actionSpace().globalOffset(g.decisionKind());
        int size = g.actionSpace().size(g.decisionKind());
        for (int a : new int[] {-1, offset - 1, offset + size, offset + size + 1}) {
            if (!legalSet.contains(a)) {
                assertThatThrownBy(() -> g.applyAction(a)).isInstanceOf(IllegalChoiceException.class)
                        .hasMessageContaining("action " + a).hasMessageContaining("decision #25");
            }
        }
        for (int a = offset; a < offset + size; a++) {
            if (!legalSet.contains(a)) {
                int illegal = a;
                assertThatThrownBy(() -> g.applyAction(illegal)).isInstanceOf(IllegalChoiceException.class);
                break;
            }
        }
        assertThat(Position.of(g).text()).isEqualTo(before);
        assertThat(g.decisionNumber()).isEqualTo(25);
        g.applyAction(legal[n - 1]);
        assertThat(g.decisionNumber()).isEqualTo(26);
        g.applyOptionQuietly(0);
        assertThat(g.decisionNumber()).isEqualTo(27);
        assertThat(g.lastEvents()).isEmpty();
    }

    @Test
    @DisplayName("action ids: those of one decision are distinct and inside their kind's range [globalOffset(kind), globalOffset(kind) + size(kind)); legalActions lists actionId of every option")
    void actionIdsAreDistinctAndInRange() {
        SplittableRandom rnd = new SplittableRandom(9);
        Set<DecisionKind> kinds = new HashSet<>();
        for (int n = 0; n < 40; n++) {
            Game g = Game.start(setup(2 + n % 5, n, n % 3 == 0 ? TileSource.chance() : TileSource.shuffled(n)));
            ActionSpace space = g.actionSpace();
            int[] buffer = new int[4096];
            while (!g.isOver()) {
                DecisionKind kind = g.decisionKind();
                kinds.add(kind);
                int offset = space.globalOffset(kind);
                int size = space.size(kind);
                int count = g.legalActions(buffer);
                assertThat(count).isEqualTo(g.optionCount());
                Set<Integer> ids = new HashSet<>();
                for (int i = 0; i < count; i++) {
                    assertThat(buffer[i]).isEqualTo(g.actionId(i)).isBetween(offset, offset + size - 1);
                    assertThat(space.kindOf(buffer[i])).isEqualTo(kind);
                    ids.add(buffer[i]);
                }
                assertThat(ids).hasSize(count);
                g.applyOptionQuietly(rnd.nextInt(count));
            }
        }
        // TAKE_BOAT comes up rarely in random play: BotFastPathTest covers its ids
        assertThat(kinds).contains(DecisionKind.SETUP_BERTH, DecisionKind.TURN_ACTION, DecisionKind.PLACE_BOATS, DecisionKind.EMIGRATION,
                DecisionKind.LANDING, DecisionKind.TILE_PLACEMENT, DecisionKind.CHANCE);
    }

    @Test
    @DisplayName("Scenario refuses Tonga as a royal island and a third royal island of one player (R-ROYAL-1)")
    void scenarioRoyalRefusals() {
        GameSetup s = GameSetup.builder().players(BLUE, RED, GREEN).tileSet(TestTiles.official()).build();
        assertThatIllegalArgumentException().isThrownBy(() -> Scenario.of(s).royal("Tonga", BLUE).build())
                .withMessageContaining("start island").withMessageContaining("R-ROYAL-1");
        Scenario two = Scenario.of(s).tile("Samoa", Hex.of(0, 1), Rotation.R0).tile("Fidschi", Hex.of(0, -1), Rotation.R0)
                .tile("Rapa Nui", Hex.of(1, 0), Rotation.R0).royal("Samoa", BLUE).royal("Fidschi", BLUE);
        Game ok = two.build();
        assertThat(ok.position().royalIslandsFounded(BLUE)).isEqualTo(2);
        assertThatIllegalArgumentException().isThrownBy(() -> two.royal("Rapa Nui", BLUE).build())
                .withMessageContaining("more than two royal islands");
    }

    @Test
    @DisplayName("eventsSince(mark) is the tail of the log from any mark, also one inside a step's events")
    void eventsSinceEveryMark() {
        Game g = Game.start(setup(3, 11, TileSource.shuffled(11)));
        SplittableRandom rnd = new SplittableRandom(11);
        for (int i = 0; i < 60 && !g.isOver(); i++) {
            g.applyOption(rnd.nextInt(g.optionCount()));
        }
        List<GameEvent> all = g.eventLog();
        assertThat(all).hasSize(g.eventCount()).hasSizeGreaterThan(60);
        for (int mark = 0; mark <= all.size(); mark++) {
            assertThat(g.eventsSince(mark)).as("since %d", mark).isEqualTo(all.subList(mark, all.size()));
        }
    }

    @Test
    @DisplayName("a refused option's message describes the pending decision: its first eight options in order, then how many more")
    void refusalDescribesThePendingDecision() {
        SplittableRandom rnd = new SplittableRandom(3);
        Set<String> sizes = new HashSet<>();
        for (int n = 0; n < 30 && sizes.size() < 3; n++) {
            Game g = Game.start(setup(2 + n % 5, n, TileSource.shuffled(n)));
            Option stale = g.decision().options().get(0);
            g.apply(stale);
            while (!g.isOver()) {
                Decision d = g.decision();
                List<Option> o = d.options();
                StringBuilder expected = new StringBuilder().append(d.kind()).append(" for ").append(d.player()).append(", offering ");
                for (int i = 0; i < Math.min(o.size(), 8); i++) {
                    expected.append(i == 0 ? "" : ", ").append('\'').append(o.get(i).text()).append('\'');
                }
                if (o.size() > 8) {
                    expected.append(" and ").append(o.size() - 8).append(" more");
                }
                Option old = stale;
                assertThatThrownBy(() -> g.apply(old)).isInstanceOf(IllegalChoiceException.class)
                        .hasMessageStartingWith("stale option").hasMessageEndingWith("(" + expected + ")");
                sizes.add(o.size() < 8 ? "fewer" : o.size() == 8 ? "eight" : "more");
                stale = o.get(0);
                g.apply(o.get(rnd.nextInt(o.size())));
            }
        }
        assertThat(sizes).containsExactlyInAnyOrder("fewer", "eight", "more");
    }

    @Test
    @DisplayName("an option with an earlier decision number that this game never offered (it took that step on the fast path) is another game's, not stale")
    void optionOfAnEarlierNumberNeverOfferedIsForeign() {
        Game other = Game.start(setup(2, 8, TileSource.shuffled(8)));
        Option foreign = other.decision().options().get(0);
        Game g = Game.start(setup(2, 8, TileSource.shuffled(8)));
        for (int i = 0; i < 3; i++) {
            g.applyOptionQuietly(0);
        }
        String before = Position.of(g).text();
        assertThatThrownBy(() -> g.apply(foreign)).isInstanceOf(IllegalChoiceException.class)
                .hasMessageContaining("belongs to another game").hasMessageContaining("decision #3");
        assertThat(Position.of(g).text()).isEqualTo(before);
    }

    @Test
    @DisplayName("toString names the players, the turn, the pending decision (or that the game is over) and the stack")
    void toStringOfARunningAndAFinishedGame() {
        Game g = Game.start(setup(2, 6, TileSource.shuffled(6)));
        assertThat(g.toString()).isEqualTo("Game[" + g.setup().players() + ", turn 0, decision #0 SETUP_BERTH for " + g.activePlayer()
                + ", stack " + g.position().stackSize() + "]");
        SplittableRandom rnd = new SplittableRandom(6);
        while (!g.isOver()) {
            g.applyOptionQuietly(rnd.nextInt(g.optionCount()));
        }
        assertThat(g.toString()).isEqualTo("Game[" + g.setup().players() + ", turn " + g.turn() + ", over, stack " + g.position().stackSize() + "]");
    }

    @Test
    @DisplayName("fast path: an illegal action id is refused at every decision, tile placements and copies included, and changes nothing")
    void illegalActionRefusedAtEveryDecision() {
        SplittableRandom rnd = new SplittableRandom(12);
        Set<DecisionKind> kinds = new HashSet<>();
        for (int n = 0; n < 6; n++) {
            Game g = Game.start(setup(2 + n % 5, n, TileSource.shuffled(n)));
            int[] buffer = new int[4096];
            while (!g.isOver()) {
                int count = g.legalActions(buffer);
                Set<Integer> legal = new HashSet<>();
                for (int i = 0; i < count; i++) {
                    legal.add(buffer[i]);
                }
                int illegal = g.actionSpace().globalOffset(g.decisionKind()); // within the kind's range first
                while (legal.contains(illegal)) {
                    illegal++;
                }
                int number = g.decisionNumber();
                for (Game h : new Game[] {g, g.copy()}) {
                    int a = illegal;
                    assertThatThrownBy(() -> h.applyAction(a)).isInstanceOf(IllegalChoiceException.class)
                            .hasMessageContaining("action " + a + " is not legal in decision #" + number);
                    assertThat(h.decisionNumber()).isEqualTo(number);
                    assertThat(h.optionCount()).isEqualTo(count);
                }
                kinds.add(g.decisionKind());
                g.applyAction(buffer[rnd.nextInt(count)]);
            }
        }
        assertThat(kinds).contains(DecisionKind.TILE_PLACEMENT, DecisionKind.EMIGRATION, DecisionKind.LANDING);
    }

    @Test
    @DisplayName("out-of-range option ids: actionId and Decision.option name the valid range 0..n-1")
    void outOfRangeOptionIdsNameTheRange() {
        Game g = Game.start(setup(4, 2, TileSource.shuffled(2)));
        int n = g.optionCount();
        assertThatThrownBy(() -> g.actionId(n)).isInstanceOf(IllegalChoiceException.class)
                .hasMessage("decision #0 has option ids 0.." + (n - 1) + ", got " + n);
        Decision d = g.decision();
        assertThatThrownBy(() -> d.option(n)).isInstanceOf(IllegalChoiceException.class)
                .hasMessage("decision #0 (SETUP_BERTH for " + d.player() + ") has option ids 0.." + (n - 1) + ", got " + n);
        assertThatThrownBy(() -> d.option(-1)).isInstanceOf(IllegalChoiceException.class).hasMessageEndingWith("0.." + (n - 1) + ", got -1");
    }

    @Test
    @DisplayName("action ids follow the encodings documented in ActionSpace, offset by their kind (globalOffset), and size(kind) is the size of that kind's range")
    void actionIdsFollowTheDocumentedEncodings() {
        TileSet set = TestTiles.official();
        List<Tile> all = set.all();
        int tiles = all.size();
        int beaches = 0;
        int maxBeaches = 0;
        for (Tile t : all) {
            if (t instanceof IslandTile i) {
                beaches += i.beaches().size();
                maxBeaches = Math.max(maxBeaches, i.beaches().size());
            }
        }
        ActionSpace space = Game.start(setup(2, 0, TileSource.shuffled(0))).actionSpace();
        int r = 2 * tiles + 1;
        assertThat(space.size(DecisionKind.SETUP_BERTH)).isEqualTo(set.start().beaches().size());
        assertThat(space.size(DecisionKind.TURN_ACTION)).isEqualTo(3 * tiles + 1);
        assertThat(space.size(DecisionKind.TAKE_BOAT)).isEqualTo(beaches + 1);
        assertThat(space.size(DecisionKind.PLACE_BOATS)).isEqualTo(1 << (2 * maxBeaches));
        assertThat(space.size(DecisionKind.EMIGRATION)).isEqualTo(beaches * 8);
        assertThat(space.size(DecisionKind.LANDING)).isEqualTo(6 * maxBeaches);
        assertThat(space.size(DecisionKind.TILE_PLACEMENT)).isEqualTo(r * r * 6);
        assertThat(space.size(DecisionKind.CHANCE)).isEqualTo(tiles);
        SplittableRandom rnd = new SplittableRandom(17);
        Set<Class<?>> seen = new HashSet<>();
        for (int n = 0; n < 12; n++) {
            Game g = Game.start(setup(2 + n % 5, n, n % 2 == 0 ? TileSource.chance() : TileSource.shuffled(n)));
            while (!g.isOver()) {
                List<Option> options = g.decision().options();
                for (Option o : options) {
                    assertThat(g.actionId(o.id())).as("%s", o)
                            .isEqualTo(space.globalOffset(g.decisionKind()) + documentedId(set, tiles, maxBeaches, o.choice()));
                    seen.add(o.choice().getClass());
                }
                g.applyOption(rnd.nextInt(options.size()));
            }
        }
        assertThat(seen).contains(Choice.Berth.class, Choice.Expand.class, Choice.NewSettlement.class, Choice.Beaches.class,
                Choice.Emigrate.class, Choice.Land.class, Choice.PlaceTile.class, Choice.Draw.class);
    }

    /** The action id as ActionSpace's Javadoc defines it, computed from the choice alone. */
    private static int documentedId(TileSet set, int tiles, int maxBeaches, Choice c) {
        if (c instanceof Choice.Berth b) {
            return b.beach().number() - 1;
        } else if (c instanceof Choice.Expand e) {
            return set.indexOf(e.island());
        } else if (c instanceof Choice.FoundRoyalIsland f) {
            return tiles + set.indexOf(f.island());
        } else if (c instanceof Choice.NoBoatPlacement p) {
            return 2 * tiles + set.indexOf(p.island());
        } else if (c instanceof Choice.NewSettlement) {
            return 3 * tiles;
        } else if (c instanceof Choice.TakeNoBoat) {
            return 0;
        } else if (c instanceof Choice.TakeBoatFrom t) {
            return 1 + globalBeach(set, t.beach());
        } else if (c instanceof Choice.Beaches b) {
            return b.beaches().stream().mapToInt(k -> 1 << (2 * (k - 1))).sum();
        } else if (c instanceof Choice.Emigrate e) {
            return globalBeach(set, e.beach()) * 8 + e.jetty();
        } else if (c instanceof Choice.EmigrateClosed e) {
            return globalBeach(set, e.beach()) * 8 + 7;
        } else if (c instanceof Choice.Land l) {
            return l.colour().ordinal() * maxBeaches + l.beach().number() - 1;
        } else if (c instanceof Choice.PlaceTile p) {
            Hex h = p.placement().hex();
            return ((h.q() + tiles) * (2 * tiles + 1) + (h.r() + tiles)) * 6 + p.placement().rotation().steps();
        }
        return set.indexOf(((Choice.Draw) c).tile());
    }

    private static int globalBeach(TileSet set, BeachRef beach) {
        int g = 0;
        for (Tile t : set.all()) {
            if (t.id().equals(beach.island())) {
                return g + beach.number() - 1;
            }
            if (t instanceof IslandTile i) {
                g += i.beaches().size();
            }
        }
        throw new IllegalArgumentException("no island " + beach.island());
    }

    @Test
    @DisplayName("R-COMP-1: GameSetup.of accepts 2 and 6 players (core's tests lack the official set, so that is what it then reports)")
    void gameSetupOfBoundaries() {
        for (int players : new int[] {2, 6}) {
            assertThatThrownBy(() -> GameSetup.of(players, 0)).isInstanceOf(IllegalStateException.class).hasMessageContaining("tongiaki-tiles");
        }
        GameSetup s = setup(3, 0, TileSource.shuffled(0));
        assertThat(s.player(0)).isEqualTo(BLUE);
        assertThat(s.player(2)).isEqualTo(GREEN);
    }

    @Test
    @DisplayName("R-SETUP-3: a start island without room for two set-up boats per player is refused, naming the room and the need")
    void startIslandWithoutRoomForTheSetUp() {
        TileSet small = TileSetFormat.parse(String.join("\n",
                "name   | small",
                "start  | Home   | 0 | 3@0 2@3",
                "island | Atoll  | 3 | 2@0",
                "water  | A      | 0-5:0 1-2:0 3-4:0"));
        assertThatIllegalArgumentException().isThrownBy(() -> GameSetup.builder().players(BLUE, RED).tileSet(small).build())
                .withMessage("start island Home has room for 3 set-up boats (R-SETUP-3), 2 players need 4");
    }
}
