package io.github.tongiaki.core.engine;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.GREEN;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.Rule;
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
 * decision numbers, the action ids' range, and the scenario builder's refusals.
 */
class MutationGapsTest {

    private static GameSetup setup(int players, long seed, TileSource source) {
        return GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(TestTiles.official()).tileSource(source)
                .build();
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
                List<GameEvent> events = g.apply(rnd.nextInt(g.optionCount()));
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
                List<GameEvent> events = g.apply(rnd.nextInt(g.optionCount()));
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
            g.applyQuietly(rnd.nextInt(g.optionCount()));
        }
        assertThat(g.decisionNumber()).isEqualTo(25);
        String before = Position.of(g).text();
        int n = g.optionCount();
        for (int bad : new int[] {-1, n, n + 7, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            assertThatThrownBy(() -> g.applyQuietly(bad)).isInstanceOf(IllegalChoiceException.class)
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
        int size = g.actionSpace().size(g.decisionKind());
        for (int a : new int[] {-1, size, size + 1}) {
            if (!legalSet.contains(a)) {
                assertThatThrownBy(() -> g.applyAction(a)).isInstanceOf(IllegalChoiceException.class)
                        .hasMessageContaining("action " + a).hasMessageContaining("decision #25");
            }
        }
        for (int a = 0; a < size; a++) {
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
        g.applyQuietly(0);
        assertThat(g.decisionNumber()).isEqualTo(27);
        assertThat(g.lastEvents()).isEmpty();
    }

    @Test
    @DisplayName("action ids: those of one decision are distinct, inside [0, size(kind)) and at most maxSize(); legalActions lists actionId of every option")
    void actionIdsAreDistinctAndInRange() {
        SplittableRandom rnd = new SplittableRandom(9);
        Set<DecisionKind> kinds = new HashSet<>();
        for (int n = 0; n < 40; n++) {
            Game g = Game.start(setup(2 + n % 5, n, n % 3 == 0 ? TileSource.chance() : TileSource.shuffled(n)));
            ActionSpace space = g.actionSpace();
            int max = space.maxSize();
            int[] buffer = new int[4096];
            while (!g.isOver()) {
                DecisionKind kind = g.decisionKind();
                kinds.add(kind);
                int size = space.size(kind);
                assertThat(size).isLessThanOrEqualTo(max);
                int count = g.legalActions(buffer);
                assertThat(count).isEqualTo(g.optionCount());
                Set<Integer> ids = new HashSet<>();
                for (int i = 0; i < count; i++) {
                    assertThat(buffer[i]).isEqualTo(g.actionId(i)).isBetween(0, size - 1);
                    ids.add(buffer[i]);
                }
                assertThat(ids).hasSize(count);
                g.applyQuietly(rnd.nextInt(count));
            }
        }
        // TAKE_BOAT comes up rarely in random play: BotFastPathTest covers its ids
        assertThat(kinds).contains(DecisionKind.SETUP_BERTH, DecisionKind.TURN_ACTION, DecisionKind.PLACE_BOATS, DecisionKind.EMIGRATION,
                DecisionKind.LANDING, DecisionKind.TILE_PLACEMENT, DecisionKind.CHANCE);
        ActionSpace space = Game.start(setup(2, 0, TileSource.shuffled(0))).actionSpace();
        int largest = 0;
        for (DecisionKind k : DecisionKind.values()) {
            largest = Math.max(largest, space.size(k));
        }
        assertThat(space.maxSize()).isEqualTo(largest);
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
}
