package io.github.tongiaki.testkit;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.GREEN;
import static io.github.tongiaki.core.board.Colour.RED;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameOverException;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.IllegalChoiceException;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.geometry.Direction;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.tiles.OfficialTiles;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class RandomPlayTest {

    @Test
    void setupsAreSeededAndVaried() {
        assertThat(RandomPlay.setup(4, 9)).isEqualTo(RandomPlay.setup(4, 9));
        Set<Colour> colours = EnumSet.noneOf(Colour.class);
        Set<Colour> starts = EnumSet.noneOf(Colour.class);
        Set<Long> seeds = new HashSet<>();
        for (long s = 0; s < 50; s++) {
            GameSetup g = RandomPlay.setup(3, s);
            assertThat(g.players()).hasSize(3).doesNotHaveDuplicates();
            colours.addAll(g.players());
            starts.add(g.startPlayer());
            seeds.add(((TileSource.Shuffled) g.tileSource()).seed());
            assertThat(g.tileSet()).isEqualTo(OfficialTiles.set());
        }
        assertThat(colours).hasSize(6);
        assertThat(starts).hasSizeGreaterThan(3);
        assertThat(seeds).hasSize(50);
        assertThatThrownBy(() -> RandomPlay.setup(1, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(RandomPlay.setup(2, 1, RandomPlay.ruleOptions(3)).options()).isEqualTo(RandomPlay.ruleOptions(3));
    }

    @Test
    void wholeGamesAreReproducible() {
        Playthrough p = RandomPlay.game(4, 11);
        assertThat(p).isEqualTo(RandomPlay.game(4, 11));
        assertThat(p.players()).isEqualTo(4);
        Game g = p.game();
        assertThat(g).isOver();
        assertThat(p.game().position().standings()).isEqualTo(g.position().standings());
        assertThat(RandomPlay.game(4, 12)).isNotEqualTo(p);
        assertThat(p.prefix(10).decisions()).isEqualTo(10);
        assertThat(p.prefix(10).game().decisionNumber()).isEqualTo(10);
    }

    @Test
    void midGamePositions() {
        Playthrough p = RandomPlay.midGame(5, 3, 40);
        assertThat(p.players()).isEqualTo(5);
        assertThat(p.decisions()).isEqualTo(40);
        Game g = p.game();
        assertThat(g).isNotOver().keepsItsInvariants();
        assertThat(g.decisionNumber()).isEqualTo(40);
        assertThat(p.then(0).decisions()).isEqualTo(41);
    }

    @Test
    void aPlaythroughShowsItsSeedsAndChoices() {
        Playthrough p = RandomPlay.midGame(2, 77, 5);
        GameSetup s = p.setup();
        long tiles = ((TileSource.Shuffled) s.tileSource()).seed();
        assertThat(p.toString()).contains("2 players " + s.players()).contains("tile seed " + tiles).contains("choice seed 77")
                .contains("5 choices " + p.choices());
        assertThat(p.reproduce()).isEqualTo("new Playthrough(GameSetup.builder().players(" + s.player(0).name() + ", " + s.player(1).name()
                + ").startPlayer(" + s.startPlayer().name() + ").seed(" + tiles + "L).build(), 77L, List.of("
                + String.join(", ", p.choices().stream().map(String::valueOf).toList()) + "))");
        GameSetup stacked = GameSetup.builder().players(BLUE, RED).startPlayer(RED).tileSet(OfficialTiles.set())
                .tileSource(TileSource.ordered(List.of(TileId.of("W07"), TileId.of("Samoa")), 5))
                .options(RuleOptions.defaults().withLoopColourAware(true)).build();
        Playthrough q = new Playthrough(stacked, 1, List.of(0, 1));
        assertThat(q.reproduce()).isEqualTo("new Playthrough(GameSetup.builder().players(BLUE, RED).startPlayer(RED)"
                + ".tileSource(TileSource.ordered(List.of(TileId.of(\"W07\"), TileId.of(\"Samoa\")), 5L))"
                + ".options(RuleOptions.parse(\"" + stacked.options() + "\")).build(), 1L, List.of(0, 1))");
        assertThat(q.toString()).contains("tiles [W07, Samoa] on top, rest seed 5").contains("rules endgame=");
        // the code it prints rebuilds the same game
        Playthrough again = new Playthrough(GameSetup.builder().players(BLUE, RED).startPlayer(RED).tileSource(
                TileSource.ordered(List.of(TileId.of("W07"), TileId.of("Samoa")), 5L)).options(RuleOptions.parse(stacked.options().toString()))
                .build(), 1L, List.of(0, 1));
        assertThat(again.game().lastEvents()).isEqualTo(q.game().lastEvents());
    }

    @Test
    void explicitChanceSetups() {
        GameSetup s = RandomPlay.chanceSetup(3, 8);
        assertThat(s.tileSource()).isEqualTo(TileSource.chance());
        assertThat(s.players()).isEqualTo(RandomPlay.setup(3, 8).players());
        Playthrough p = RandomPlay.play(s, 8, Integer.MAX_VALUE, Strategy.uniform());
        assertThat(p.game()).isOver();
        assertThat(p.toString()).contains("tile source Chance[]");
        assertThat(p.reproduce()).contains(".tileSource(TileSource.chance())");
    }

    @Test
    void aChoiceThatDoesNotApplyNamesThePlaythrough() {
        Playthrough bad = new Playthrough(RandomPlay.setup(2, 1), 0, List.of(0, 99));
        assertThatThrownBy(bad::game).isInstanceOf(IllegalStateException.class).hasMessageContaining("choice 1 (id 99)")
                .hasMessageContaining("choice seed 0");
    }

    @Test
    void playCheckedRunsTheMonitorAndTheCheckAfterEveryStep() {
        AtomicInteger calls = new AtomicInteger();
        Playthrough p = RandomPlay.playChecked(RandomPlay.setup(3, 5), 5, Integer.MAX_VALUE, Strategy.uniform(), true, g -> calls.incrementAndGet());
        assertThat(p.game()).isOver();
        assertThat(calls.get()).isEqualTo(p.decisions() + 1);
        assertThat(p).isEqualTo(RandomPlay.game(3, 5));
        assertThatThrownBy(() -> RandomPlay.playChecked(RandomPlay.setup(3, 5), 5, Integer.MAX_VALUE, Strategy.uniform(), false, g -> {
            if (g.decisionNumber() == 7) {
                throw new AssertionError("no seven");
            }
        })).isInstanceOf(AssertionError.class).hasMessageContaining("no seven").hasMessageContaining("choice seed 5")
                .hasMessageContaining("7 choices " + p.choices().subList(0, 7));
    }

    @Test
    void theMonitorReportsAnOptionThatThrows() {
        Strategy broken = (g, r) -> g.decisionNumber() == 3 ? 1000 : 0;
        assertThatThrownBy(() -> RandomPlay.playChecked(RandomPlay.setup(2, 1), 1, 10, broken, false, g -> { }))
                .isInstanceOf(AssertionError.class).hasMessageContaining("step 3 threw").hasMessageContaining("has option ids 0..");
    }

    @Test
    void illegalChoicesOfEveryKindAreGeneratedAndRefused() {
        Set<String> kinds = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            Playthrough p = RandomPlay.midGame(2 + (int) (seed % 5), seed, 1 + (int) seed * 7);
            List<IllegalChoice> ill = RandomPlay.illegalChoices(p, seed);
            assertThat(ill).isNotEmpty();
            for (IllegalChoice c : ill) {
                kinds.add(c.getClass().getSimpleName() + ": " + c.origin().replaceAll("#\\d+|option \\d+ instead of \\d+|0\\.\\.\\d+", "#"));
                Game g = p.game();
                c.assertRejectedBy(g);
                new IllegalAttempt(p, c).check();
            }
        }
        assertThat(kinds).contains("ForeignOption: stale: an option of earlier decision #",
                "ForeignOption: an option of a copy one decision ahead, at #",
                "ForeignOption: an option of a copy that chose # at the previous decision",
                "BadId: ids are #", "BadText: offered at another decision", "BadText: made up", "BadChoice: offered at another decision",
                "BadChoice: made up");
    }

    @Test
    void afterTheEndEverythingIsRefusedAsGameOver() {
        Playthrough p = RandomPlay.game(3, 4);
        List<IllegalChoice> ill = RandomPlay.illegalChoices(p, 4);
        assertThat(ill).hasSizeGreaterThan(10);
        Game g = p.game();
        for (IllegalChoice c : ill) {
            c.assertRejectedBy(g);
        }
        assertThatThrownBy(() -> ill.get(0).applyTo(g)).isInstanceOf(GameOverException.class);
    }

    @Test
    void assertRejectedByFailsWhenTheGameAcceptsOrFailsDifferently() {
        Game g = RandomPlay.midGame(2, 1, 3).game();
        IllegalChoice legal = new IllegalChoice.ForeignOption(g.decision().option(0), "actually legal");
        assertThatThrownBy(() -> legal.assertRejectedBy(g)).isInstanceOf(AssertionError.class).hasMessageContaining("the game accepted");
        Game h = RandomPlay.midGame(2, 1, 3).game();
        IllegalChoice nul = new IllegalChoice.BadText(" ", "blank");
        nul.assertRejectedBy(h);
        assertThatThrownBy(() -> h.apply(" ")).isInstanceOf(IllegalChoiceException.class);
    }

    @Test
    void theLoopingStrategyPrefersAJettyThatLeadsBack() {
        // Tonga/1 leads back through a loop pair (and, with no other way from a full beach of Tonga, is offered);
        // Hawaii/2 is full too and leads into open sea
        int back = 0;
        for (long seed = 0; seed < 50; seed++) {
            Game g = Positions.loopPair(Positions.scenario(BLUE, RED, GREEN), Hex.ORIGIN, Direction.SOUTH, "W13", "W14")
                    .tile("Hawaii", Hex.of(2, -2), Rotation.R0).allowDisconnected().boats("Tonga", 1, "2B+R").boats("Hawaii", 2, "2G+3R").emigrationsPending()
                    .build();
            assertThat(g).isWaitingFor(DecisionKind.EMIGRATION).offersExactly("emigrate Tonga/1 via 0", "emigrate Hawaii/2 via 3");
            int id = Strategy.looping().choose(g, new SplittableRandom(seed));
            if (g.decision().option(id).choice() instanceof Choice.Emigrate e && e.beach().island().value().equals("Tonga")) {
                back++;
            }
        }
        assertThat(back).isGreaterThan(40);
    }

    @Test
    void loopingGamesEnd() {
        List<Integer> lengths = new ArrayList<>();
        for (long seed = 0; seed < 20; seed++) {
            Playthrough p = RandomPlay.game(2 + (int) (seed % 5), seed, Strategy.looping(0.1));
            assertThat(p.game()).isOver();
            lengths.add(p.decisions());
        }
        assertThat(lengths).allMatch(n -> n < RandomPlay.MAX_DECISIONS);
    }
}
