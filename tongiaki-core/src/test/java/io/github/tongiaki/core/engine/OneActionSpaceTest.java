package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * One action space: an option id (an index into one decision's options) and an action id (a number of the one
 * action space, the same for the same choice in every position) are taken by methods of distinct names, and each
 * refuses a number that is not a legal one of its own kind; never another move.
 */
class OneActionSpaceTest {

    private static Game start(int players, long seed) {
        return Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).seed(seed)
                .tileSet(TestTiles.official()).build());
    }

    @Test
    @DisplayName("R-SETUP-2: 3 players, seed 7, the second set-up round: option 2 is berth Tonga/4, its action id 3, and either way it is berth Tonga/4 that is played")
    void theIssuesExample() {
        Game game = start(3, 7);
        for (int i = 0; i < 3; i++) {
            game.applyOption(0); // the first round: each player berths on the first beach offered
        }
        Decision d = game.decision();
        assertThat(d.number()).isEqualTo(3);
        assertThat(d.kind()).isEqualTo(DecisionKind.SETUP_BERTH);
        assertThat(d.options().get(2).text()).isEqualTo("berth Tonga/4");
        assertThat(d.options().get(3).text()).isEqualTo("berth Tonga/5");
        assertThat(game.actionId(2)).isEqualTo(3);

        Game byText = game.copy();
        byText.apply("berth Tonga/4");
        Game byOption = game.copy();
        byOption.applyOption(2);
        Game byOptionQuietly = game.copy();
        byOptionQuietly.applyOptionQuietly(2);
        Game byAction = game.copy();
        byAction.applyAction(game.actionId(2));
        for (Game g : List.of(byOption, byOptionQuietly, byAction)) {
            assertThat(g.position()).isEqualTo(byText.position());
        }
        // The trap of the issue: 3 taken as an option id plays another berth; that takes its own method's name now.
        Game optionThree = game.copy();
        optionThree.applyOption(3);
        assertThat(optionThree.position()).isNotEqualTo(byText.position());
        Game tonga5 = game.copy();
        tonga5.apply("berth Tonga/5");
        assertThat(optionThree.position()).isEqualTo(tonga5.position());

        // An option id where an action id is expected: action 0 (berth Tonga/1, taken) is not legal here, and the
        // refusal names the action, the decision and the ids of its kind; the game is unchanged.
        String before = game.position().text();
        assertThatThrownBy(() -> game.applyAction(0)).isInstanceOf(IllegalChoiceException.class)
                .hasMessage("action 0 is not legal in decision #3 (SETUP_BERTH)");
        // An action id where an option id is expected: 5 (berth Tonga/6) is not an option id of a decision of five.
        assertThatThrownBy(() -> game.applyOption(5)).isInstanceOf(IllegalChoiceException.class)
                .hasMessageContaining("has option ids 0..4, got 5");
        assertThatThrownBy(() -> game.applyOptionQuietly(5)).isInstanceOf(IllegalChoiceException.class)
                .hasMessageContaining("has option ids 0..4, got 5");
        assertThat(game.position().text()).isEqualTo(before);
        assertThat(game.decisionNumber()).isEqualTo(3);
    }

    @Test
    @DisplayName("No public method of Game takes an int of the other kind under the same name: apply takes no int, and the per-kind and global variants are gone")
    void theMethodNamesSayWhichIdTheyTake() throws Exception {
        for (Method m : Game.class.getMethods()) {
            if (m.getName().equals("apply")) {
                assertThat(m.getParameterTypes()).as("%s", m).doesNotContain(int.class, Integer.class);
            }
        }
        Set<String> names = new HashSet<>();
        for (Method m : Game.class.getMethods()) {
            if (Modifier.isPublic(m.getModifiers())) {
                names.add(m.getName());
            }
        }
        assertThat(names).contains("applyOption", "applyOptionQuietly", "actionId", "legalActions", "applyAction")
                .doesNotContain("applyQuietly", "applyGlobalAction", "legalGlobalActions", "globalActionId");
    }

    @Test
    @DisplayName("At every decision of random games: an option id or a kind's index given as an action id is refused unless it is the action id of a legal option, and then it plays that option")
    void optionIdsAndKindIndexesAreNotActionIds() {
        SplittableRandom rnd = new SplittableRandom(5);
        Set<DecisionKind> refusedIn = new HashSet<>();
        int[] ids = new int[4096];
        for (int n = 0; n < 12; n++) {
            Game game = Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), 2 + n % 5))
                    .tileSet(TestTiles.official()).tileSource(n % 3 == 0 ? TileSource.chance() : TileSource.shuffled(n)).build());
            ActionSpace space = game.actionSpace();
            while (!game.isOver()) {
                int count = game.legalActions(ids);
                DecisionKind kind = game.decisionKind();
                int offset = space.globalOffset(kind);
                int number = game.decisionNumber();
                for (int i = 0; i < Math.min(count, 8); i++) {
                    for (int wrong : new int[] {i, ids[i] - offset}) {
                        int option = indexOf(ids, count, wrong);
                        Game h = game.copy();
                        if (option < 0) {
                            assertThatThrownBy(() -> h.applyAction(wrong)).isInstanceOf(IllegalChoiceException.class)
                                    .hasMessageStartingWith("action " + wrong + " is not legal in decision #" + game.decisionNumber());
                            assertThat(h.decisionNumber()).isEqualTo(number);
                            assertThat(h.optionCount()).isEqualTo(count);
                            refusedIn.add(kind);
                        } else {
                            h.applyAction(wrong);
                            Game same = game.copy();
                            same.applyOptionQuietly(option);
                            assertThat(h.position()).isEqualTo(same.position());
                        }
                    }
                }
                game.applyAction(ids[rnd.nextInt(count)]);
            }
        }
        assertThat(refusedIn).as("decision kinds whose ids start above 0").contains(DecisionKind.TURN_ACTION,
                DecisionKind.PLACE_BOATS, DecisionKind.EMIGRATION, DecisionKind.LANDING, DecisionKind.TILE_PLACEMENT,
                DecisionKind.CHANCE);
    }

    private static int indexOf(int[] ids, int count, int id) {
        for (int i = 0; i < count; i++) {
            if (ids[i] == id) {
                return i;
            }
        }
        return -1;
    }
}
