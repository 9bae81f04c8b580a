package io.github.tongiaki.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.bots.GreedyBot;
import io.github.tongiaki.bots.GuidedMctsBot;
import io.github.tongiaki.bots.MctsBot;
import io.github.tongiaki.bots.RandomBot;
import io.github.tongiaki.bots.learned.ActionHeads;
import io.github.tongiaki.bots.learned.LearnedBot;
import io.github.tongiaki.bots.learned.Network;
import io.github.tongiaki.bots.learned.Npz;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BotSpecTest {

    @Test
    void namesAreParsedAndRefusedWithTheKnownNames() {
        assertThat(BotSpec.parse(" MCTS:50 ", 200, 0)).isEqualTo(new BotSpec("mcts", 50, 0));
        assertThat(BotSpec.parse("guided:9", 200, 3)).isEqualTo(new BotSpec("guided", 9, 3));
        assertThat(BotSpec.parse("mcts", 0, 0).withBudget(200, 10)).isEqualTo(new BotSpec("mcts", 200, 10));
        assertThat(BotSpec.parse("mcts:7", 0, 0).withBudget(200, 0)).isEqualTo(new BotSpec("mcts", 7, 0));
        assertThat(BotSpec.parse("guided", 0, 0).withBudget(0, 5)).isEqualTo(new BotSpec("guided", 0, 5));
        assertThat(BotSpec.parse("greedy", 0, 0).withBudget(200, 0)).isEqualTo(new BotSpec("greedy", 0, 0));
        assertThatThrownBy(() -> BotSpec.parse("alphazero", 200, 0))
                .hasMessage("unknown bot 'alphazero' (known: random, greedy, mcts, guided, learned, mcts:K, guided:K, learned:K, cmd:COMMAND)");
        assertThatThrownBy(() -> BotSpec.parse("greedy:3", 200, 0)).hasMessageContaining("only mcts, guided and learned take a playout count");
        assertThatThrownBy(() -> BotSpec.parse("mcts:0", 200, 0)).hasMessageContaining("K at least 1");
        assertThatThrownBy(() -> BotSpec.parse("guided:x", 200, 0)).hasMessageContaining("guided:K with K at least 1");
        assertThatThrownBy(() -> BotSpec.parse("cmd: ", 200, 0)).hasMessageContaining("no command after cmd:");
    }

    @Test
    void specsMakeTheLibrarysBotsWithTheirBudgets() {
        assertThat(new BotSpec("random", 0, 0).create(1)).isInstanceOf(RandomBot.class);
        assertThat(new BotSpec("greedy", 0, 0).create(1)).isInstanceOf(GreedyBot.class);
        MctsBot mcts = (MctsBot) BotSpec.parse("mcts:30", 0, 7).create(1);
        assertThat(mcts.settings().playouts()).isEqualTo(30);
        assertThat(mcts.settings().timeBudget()).isEqualTo(Duration.ofMillis(7));
        assertThat(mcts.settings().greedyBias()).isZero();
        GuidedMctsBot guided = (GuidedMctsBot) BotSpec.parse("guided", 0, 5).create(1);
        assertThat(guided.searchSettings().playouts()).isZero();
        assertThat(guided.searchSettings().timeBudget()).isEqualTo(Duration.ofMillis(5));
        assertThat(guided.searchSettings().greedyBias()).isEqualTo(GuidedMctsBot.DEFAULT_GREEDY_BIAS);
        assertThat(BotSpec.parse("mcts:3", 0, 0).contestant().name()).isEqualTo("mcts:3");
        LearnedBot learned = (LearnedBot) BotSpec.parse("learned:12", 0, 9).create(1);
        assertThat(learned.settings().playouts()).isEqualTo(12);
        assertThat(learned.settings().timeBudget()).isEqualTo(Duration.ofMillis(9));
        assertThat(BotSpec.parse("learned", 0, 0).withBudget(200, 0)).isEqualTo(new BotSpec("learned", 200, 0));
        assertThat(BotSpec.parse("cmd:python3 bot.py", 0, 0).toString()).isEqualTo("cmd:python3 bot.py");
    }

    @Test
    void aLearnedBotTakesAWeightsFileReadOnlyWhenAsked(@TempDir Path dir) throws Exception {
        // parsing reads nothing: a name from a page or a saved game never makes the process read a file
        BotSpec missing = BotSpec.parse("learned:40@" + dir.resolve("No Such.npz"), 0, 0);
        assertThat(missing.weights()).isEqualTo(dir.resolve("No Such.npz").toString());
        assertThat(missing.playouts()).isEqualTo(40);
        assertThat(missing.toString()).isEqualTo("learned:40@" + dir.resolve("No Such.npz"));
        assertThat(BotSpec.parse(missing.toString(), 0, 0)).isEqualTo(missing);
        assertThatThrownBy(missing::loadWeights).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("cannot read the weights file '" + dir.resolve("No Such.npz") + "'");
        Path junk = Files.writeString(dir.resolve("junk.npz"), "not a zip");
        assertThatThrownBy(() -> BotSpec.parse("learned@" + junk, 0, 0).loadWeights()).hasMessageContaining("junk.npz");
        assertThatThrownBy(() -> BotSpec.parse("learned@" + dir, 0, 0).loadWeights()).hasMessageEndingWith("not a regular file");
        assertThatThrownBy(() -> BotSpec.parse("mcts@w.npz", 0, 0)).hasMessageContaining("only learned takes a weights file");
        assertThatThrownBy(() -> BotSpec.parse("learned@ ", 0, 0)).hasMessageContaining("no weights file after @");

        Game game = Game.start(GameSetup.of(2, 1));
        Network net = Network.uniform(2, game.observationSpec().size(), ActionHeads.of(game.actionSpace()).width());
        Path file = dir.resolve("Uniform 2p.npz");
        Npz.write(file, net.arrays());
        BotSpec spec = BotSpec.parse("  LEARNED:3@" + file + " ", 0, 0).withBudget(200, 0).withThreads(2);
        assertThat(spec.weights()).isEqualTo(file.toString());
        assertThat(spec.playouts()).isEqualTo(3);
        assertThat(spec.loadWeights()).isSameAs(spec.loadWeights()); // read once a process
        LearnedBot bot = (LearnedBot) spec.create(7);
        assertThat(bot.network(game).players()).isEqualTo(2);
        assertThat(bot.chooseId(game)).isBetween(0, game.optionCount() - 1);
    }
}
