package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A decision's options build their typed choices when first read ({@code OfferedOptions}); what a caller sees
 * must be what a list built up front shows: the same options, immutable, unchanged when the game moves on.
 */
class OfferedOptionsTest {

    @Test
    @DisplayName("Options read after the game moved on are the options offered, for every decision kind")
    void optionsReadLaterAreTheOptionsOffered() {
        Set<DecisionKind> kinds = EnumSet.noneOf(DecisionKind.class);
        SplittableRandom rnd = new SplittableRandom(12);
        List<Game> games = new ArrayList<>();
        // R-ALLBOATS-1's take-a-boat decision is rare in random games: one game starts with Blue's 15 boats out.
        Scenario allOut = Scenario.of(GameSetup.builder().players(Colour.BLUE, Colour.RED).tileSet(TestTiles.official()).build())
                .allowDisconnected()
                .tile("Fidschi", Hex.of(0, 1), Rotation.R3)
                .boats("Fidschi", 1, "B").boats("Fidschi", 2, "B").boats("Fidschi", 3, "B");
        for (int k = 1; k <= 6; k++) {
            allOut.boats("Tonga", k, "2B");
        }
        games.add(allOut.build());
        for (int g = 0; g < 40; g++) {
            games.add(Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), 4)).seed(rnd.nextLong())
                    .tileSource(g % 4 == 0 ? TileSource.chance() : TileSource.shuffled(rnd.nextLong())).tileSet(TestTiles.official()).build()));
        }
        for (Game game : games) {
            boolean first = true;
            while (!game.isOver()) {
                Decision unread = game.decision();
                // The same decision on a copy, every option read now.
                Game copy = game.copy();
                Decision read = copy.decision();
                List<Option> now = new ArrayList<>(read.options());
                int pick = first && unread.kind() == DecisionKind.TURN_ACTION ? 0 : rnd.nextInt(unread.options().size());
                first = false;
                game.applyOption(pick);
                kinds.add(unread.kind());
                // Read only now, after the game moved on (and the copy too).
                if (!copy.isOver()) {
                    copy.applyOption(rnd.nextInt(copy.decision().options().size()));
                }
                assertThat(unread.options()).isEqualTo(now).hasSameHashCodeAs(now);
                assertThat(unread).isEqualTo(read);
                assertThat(unread.options().toString()).isEqualTo(List.copyOf(now).toString());
            }
        }
        assertThat(kinds).as("decision kinds met").containsExactlyInAnyOrder(DecisionKind.values());
    }

    @Test
    @DisplayName("An option read again is the same object, whatever was read before it and in whatever order")
    void anOptionReadAgainIsTheSame() {
        SplittableRandom rnd = new SplittableRandom(46);
        for (int g = 0; g < 20; g++) {
            Game game = Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), 2 + g % 5)).seed(rnd.nextLong())
                    .tileSet(TestTiles.official()).build());
            while (!game.isOver()) {
                List<Option> options = game.decision().options();
                Option[] seen = new Option[options.size()];
                for (int k = 0; k < 2 * options.size(); k++) {
                    int i = rnd.nextInt(options.size());
                    Option o = options.get(i);
                    assertThat(o.id()).isEqualTo(i);
                    if (seen[i] != null) {
                        assertThat(o).isSameAs(seen[i]);
                    }
                    seen[i] = o;
                }
                game.apply(options.get(rnd.nextInt(options.size())));
            }
        }
    }

    @Test
    @DisplayName("A decision's options are immutable, and an index out of range throws")
    void immutable() {
        Decision d = Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), 3)).seed(7).tileSet(TestTiles.official()).build()).decision();
        List<Option> options = d.options();
        Option first = options.get(0);
        assertThatThrownBy(() -> options.add(first)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> options.set(0, first)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> options.remove(0)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(options::clear).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> options.get(options.size())).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> options.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(options.get(0)).isSameAs(first);
    }

    @Test
    @DisplayName("An option of an earlier decision, or one with another decision's number, is refused; the game is unchanged")
    void staleAndForeignOptionsAreRefused() {
        Game game = Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), 2)).seed(3).tileSet(TestTiles.official()).build());
        Decision first = game.decision();
        Option stale = first.options().get(1);
        game.apply(first.options().get(0));
        String before = game.position().toString();
        assertThatThrownBy(() -> game.apply(stale)).isInstanceOf(IllegalChoiceException.class).hasMessageStartingWith("stale option");
        // Option 0 of an earlier decision is stale too, and one it never offered (an id out of range) is another game's.
        assertThatThrownBy(() -> game.apply(first.options().get(0))).isInstanceOf(IllegalChoiceException.class)
                .hasMessageStartingWith("stale option");
        Option neverOffered = new Option(first.number(), first.options().size(), stale.choice());
        assertThatThrownBy(() -> game.apply(neverOffered)).isInstanceOf(IllegalChoiceException.class)
                .hasMessageContaining("belongs to another game");
        Option negative = new Option(first.number(), -1, stale.choice());
        assertThatThrownBy(() -> game.apply(negative)).isInstanceOf(IllegalChoiceException.class)
                .hasMessageContaining("belongs to another game");
        // The current decision's number with an earlier decision's choice: not one of its options.
        Option forged = new Option(game.decisionNumber(), 0, stale.choice());
        assertThat(game.decision().options()).doesNotContain(forged);
        assertThatThrownBy(() -> game.apply(forged)).isInstanceOf(IllegalChoiceException.class);
        Option wrongId = new Option(game.decisionNumber(), game.decision().options().size(), game.decision().options().get(0).choice());
        assertThatThrownBy(() -> game.apply(wrongId)).isInstanceOf(IllegalChoiceException.class);
        assertThat(game.position().toString()).isEqualTo(before);
        assertThat(game.apply(game.decision().options().get(0))).isNotNull();
    }
}
