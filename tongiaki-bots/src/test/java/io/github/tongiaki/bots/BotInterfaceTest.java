package io.github.tongiaki.bots;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import org.junit.jupiter.api.Test;

class BotInterfaceTest {

    @Test
    void aTypedBotAnswersTheFastWayWithTheIdOfItsOption() {
        Game game = Game.start(GameSetup.of(2, 3));
        Bot last = g -> g.decision().options().get(g.decision().options().size() - 1);
        assertThat(last.chooseId(game)).isEqualTo(game.optionCount() - 1);
        assertThat(last.decidesChance()).isFalse();
    }

    @Test
    void aFastBotAnswersTheTypedWayWithTheOptionOfItsId() {
        Game game = Game.start(GameSetup.of(2, 3));
        FastBot second = g -> 1;
        Option o = second.choose(game);
        assertThat(o).isEqualTo(game.decision().options().get(1));
        assertThat(o.id()).isEqualTo(1);
    }

    @Test
    void theShippedBotsAnswerTheSameBothWays() {
        Game game = Game.start(GameSetup.of(4, 12));
        for (int i = 0; i < 30; i++) {
            game.applyOptionQuietly(new RandomBot(i).chooseId(game));
        }
        assertThat(new RandomBot(5).choose(game).id()).isEqualTo(new RandomBot(5).chooseId(game));
        assertThat(new GreedyBot(5).choose(game).id()).isEqualTo(new GreedyBot(5).chooseId(game));
        assertThat(new MctsBot(20, 5).choose(game).id()).isEqualTo(new MctsBot(20, 5).chooseId(game));
        assertThat(new GuidedMctsBot(GuidedMctsBot.settings().withPlayouts(20), 5).choose(game).id())
                .isEqualTo(new GuidedMctsBot(GuidedMctsBot.settings().withPlayouts(20), 5).chooseId(game));
    }

    @Test
    void closingQuietlyClosesEveryCloseableBotEvenIfOneFails() {
        int[] closed = {0};
        class Holder implements FastBot, AutoCloseable {
            private final boolean fail;

            Holder(boolean fail) {
                this.fail = fail;
            }

            @Override
            public int chooseId(Game game) {
                return 0;
            }

            @Override
            public void close() {
                closed[0]++;
                if (fail) {
                    throw new IllegalStateException("cannot close");
                }
            }
        }
        Bots.closeQuietly(java.util.Arrays.asList(new Holder(true), new RandomBot(1), new Holder(false)));
        assertThat(closed[0]).isEqualTo(2);
    }
}
