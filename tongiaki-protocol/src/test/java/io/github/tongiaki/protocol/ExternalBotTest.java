package io.github.tongiaki.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.bots.GreedyBot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** External bots through the JSON-lines bot protocol (PROTOCOL.md): a full game, and every way a bot fails. */
class ExternalBotTest {

    static final Path RANDOM_BOT = Path.of("../examples/bots/random_bot.py");

    static String script(String name) {
        return "cmd:python3 src/test/resources/bots/" + name;
    }

    @Test
    void pythonRandomBotPlaysAFullGame() {
        assertThat(RANDOM_BOT).exists();
        Game game = Game.start(3, 11);
        Map<Colour, Bot> bots = new EnumMap<>(Colour.class);
        try (ExternalBot python = new ExternalBot("cmd:python3 " + RANDOM_BOT, ExternalBot.DEFAULT_TIMEOUT, 5)) {
            bots.put(Colour.BLUE, python);
            bots.put(Colour.RED, new GreedyBot(1));
            bots.put(Colour.GREEN, new GreedyBot(2));
            int pythonDecisions = 0;
            while (!game.isOver()) {
                Decision d = game.decision();
                Option o = bots.get(d.player()).choose(game);
                assertThat(o.decision()).isEqualTo(d.number());
                if (d.player() == Colour.BLUE) {
                    pythonDecisions++;
                }
                game.apply(o);
            }
            assertThat(pythonDecisions).isGreaterThan(10);
            assertThat(game.position().standings()).hasSize(3);
            python.close();
            assertThat(python.exitCode()).contains(0);
        }
    }

    @Test
    void theSameSeedGivesTheSameGame() {
        assertThat(playAgainstItself(3)).isEqualTo(playAgainstItself(3));
    }

    private static String playAgainstItself(long seed) {
        Game game = Game.start(2, 4);
        try (ExternalBot a = new ExternalBot("cmd:python3 " + RANDOM_BOT, ExternalBot.DEFAULT_TIMEOUT, seed);
                ExternalBot b = new ExternalBot("cmd:python3 " + RANDOM_BOT, ExternalBot.DEFAULT_TIMEOUT, seed + 1)) {
            while (!game.isOver()) {
                game.apply((game.decision().player() == Colour.BLUE ? a : b).choose(game));
            }
        }
        return Position.of(game).text();
    }

    @Test
    void garbageIsAnErrorNamingTheBotAndTheGameIsUnchanged() {
        assertFailure(script("garbage_bot.py"), Duration.ofSeconds(10), "answered 'e2e4' to decision 0, not JSON");
    }

    @Test
    void anOptionThatDoesNotExistIsAnError() {
        assertFailure(script("bad_option_bot.py"), Duration.ofSeconds(10), "chose option 999 of decision 0, which has options 0-");
    }

    @Test
    void aSlowBotTimesOut() {
        assertFailure(script("slow_bot.py"), Duration.ofMillis(700), "did not answer decision 0 within 700 ms");
    }

    @Test
    void aBotThatDiesIsReportedWithItsExitCodeAndLastWords() {
        assertFailure(script("dying_bot.py"), Duration.ofSeconds(10), "exited with code 3 (stderr: out of coconuts)");
    }

    @Test
    void aCommandThatCannotStartIsReported() {
        assertFailure("cmd:/nonexistent/tongiaki-bot", Duration.ofSeconds(10), "cannot be started");
    }

    @Test
    void badNamesAreRefused() {
        assertThatThrownBy(() -> new ExternalBot("python3 x.py", ExternalBot.DEFAULT_TIMEOUT, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cmd:");
        assertThatThrownBy(() -> new ExternalBot("cmd:  ", ExternalBot.DEFAULT_TIMEOUT, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no command");
        assertThatThrownBy(() -> new ExternalBot("cmd:x", Duration.ZERO, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive");
    }

    private static void assertFailure(String name, Duration timeout, String message) {
        Game game = Game.start(2, 9);
        String before = Position.of(game).text();
        int number = game.decisionNumber();
        try (ExternalBot bot = new ExternalBot(name, timeout, 1)) {
            assertThatThrownBy(() -> bot.choose(game))
                    .isInstanceOf(BotException.class)
                    .hasMessageStartingWith("bot '" + name + "'")
                    .hasMessageContaining(message);
            // a failed bot is not asked again, and says why
            assertThatThrownBy(() -> bot.choose(game)).isInstanceOf(BotException.class).hasMessageContaining("failed before");
        }
        assertThat(Position.of(game).text()).isEqualTo(before);
        assertThat(game.decisionNumber()).isEqualTo(number);
        // the game goes on with another player in the seat
        game.apply(new GreedyBot(3).choose(game));
        assertThat(game.decisionNumber()).isEqualTo(number + 1);
    }

    @Test
    void scriptsExist() {
        assertThat(Files.exists(Path.of("src/test/resources/bots/dying_bot.py"))).isTrue();
    }
}
