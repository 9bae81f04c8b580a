package io.github.tongiaki.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;

class GuidedAndParallelSearchTest {

    /** Plays a game with a bot kind in every seat on the fast path; returns the ids chosen, checking each is an option. */
    private static List<Integer> play(GameSetup setup, LongFunction<FastBot> factory) {
        List<FastBot> bots = new ArrayList<>();
        for (int s = 0; s < setup.players().size(); s++) {
            bots.add(factory.apply(s));
        }
        Match.Result r = Match.play(setup, bots, 1);
        assertThat(r.failed()).as("%s", r.failure()).isFalse();
        Bots.closeQuietly(bots);
        List<Integer> ids = new ArrayList<>();
        for (int id : r.optionIds()) {
            ids.add(id);
        }
        return ids;
    }

    @Test
    void theGuidedBotPlaysLegallyAndIsDeterministicForASeedWithAPlayoutCount() {
        GameSetup setup = GameSetup.of(4, 13);
        LongFunction<FastBot> guided = s -> new GuidedMctsBot(GuidedMctsBot.settings().withPlayouts(12), 50 + s);
        assertThat(play(setup, guided)).isEqualTo(play(setup, guided));
        assertThat(play(GameSetup.of(2, 3), guided)).isNotEmpty();
    }

    @Test
    void withOnePlayoutTheGuidedBotChoosesAnOptionTheGreedyValueRanksFirst() {
        Game game = Game.start(GameSetup.of(3, 17));
        RandomBot mover = new RandomBot(3);
        for (int step = 0; step < 60 && !game.isOver(); step++) {
            GuidedMctsBot bot = new GuidedMctsBot(GuidedMctsBot.settings().withPlayouts(1), step);
            Colour me = game.decider();
            double best = Double.NEGATIVE_INFINITY;
            for (int o = 0; o < game.optionCount(); o++) {
                Game g = game.copy();
                g.applyOptionQuietly(o);
                best = Math.max(best, GreedyValue.of(g, me));
            }
            Game after = game.copy();
            after.applyOptionQuietly(bot.chooseId(game));
            assertThat(GreedyValue.of(after, me)).as("decision #%d", game.decisionNumber()).isEqualTo(best);
            game.applyOptionQuietly(mover.chooseId(game));
        }
    }

    @Test
    @SuppressWarnings("try") // the bot is closed inside its try on purpose: a closed bot searches again
    void rootParallelSearchIsDeterministicForASeedAndAThreadCountAndCountsEveryTree() {
        Game game = Game.start(GameSetup.of(4, 2004));
        for (int i = 0; i < 9; i++) {
            game.applyOptionQuietly(0);
        }
        MctsBot.Settings two = MctsBot.Settings.playouts(40).withThreads(2);
        try (MctsBot a = new MctsBot(two, 7); MctsBot b = new MctsBot(two, 7)) {
            for (int k = 0; k < 3; k++) {
                assertThat(a.chooseId(game)).isEqualTo(b.chooseId(game));
                assertThat(a.lastPlayouts()).isEqualTo(80);
            }
            a.close();
            assertThat(a.chooseId(game)).as("a closed bot searches again").isBetween(0, game.optionCount() - 1);
        }
        LongFunction<FastBot> parallel = s -> new MctsBot(MctsBot.Settings.playouts(6).withThreads(3), s);
        assertThat(play(GameSetup.of(3, 4), parallel)).isEqualTo(play(GameSetup.of(3, 4), parallel));
    }

    @Test
    void aTimeBudgetAloneStopsTheSearch() {
        Game game = Game.start(GameSetup.of(4, 1));
        GuidedMctsBot bot = new GuidedMctsBot(Duration.ofMillis(5), 1);
        assertThat(bot.searchSettings().playouts()).isZero();
        assertThat(bot.chooseId(game)).isBetween(0, game.optionCount() - 1);
        assertThat(bot.lastPlayouts()).isPositive();
        assertThat(bot.toString()).startsWith("guided mcts(");
    }

    @Test
    void badSettingsAreRefused() {
        MctsBot.Settings s = MctsBot.Settings.playouts(5);
        assertThatThrownBy(() -> s.withThreads(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("MCTS needs at least one thread, got 0");
        assertThatThrownBy(() -> s.withPlayoutDepth(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a playout depth is not negative, got -1");
        assertThatThrownBy(() -> s.withGreedyBias(-0.5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("greedy bias -0.5");
        assertThatThrownBy(() -> s.withGreedyBias(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new GuidedMctsBot((MctsBot.Settings) null, 1)).isInstanceOf(NullPointerException.class);
    }
}
