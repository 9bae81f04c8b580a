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
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * External bots through the JSON-lines bot protocol (PROTOCOL.md): a full game, and every way a bot fails. The tests
 * that start a bot written in Python carry {@link Python3}: without {@code python3} they are skipped, and say so; the
 * others run on a machine with only a JDK.
 */
class ExternalBotTest {

    static final Path RANDOM_BOT = Path.of("../examples/bots/random_bot.py");

    static String script(String name) {
        return "cmd:python3 src/test/resources/bots/" + name;
    }

    @Test
    @ExtendWith(Python3.class)
    @SuppressWarnings("try") // closed inside its try on purpose: the program's exit code is read after close()
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

    /**
     * Each decide carries the events since the bot's previous one ({@code firstEvent}, {@code events}), so
     * that a bot's log (cut to {@code firstEvent}, then extended) is the game's event log; hello carries the
     * tile set.
     */
    @Test
    @ExtendWith(Python3.class)
    void theBotReceivesTheTileSetAndEveryEvent(@TempDir Path dir) throws IOException {
        Path log = dir.resolve("messages.jsonl");
        Game game = Game.start(3, 11);
        List<JsonNode> expected = new ArrayList<>();
        try (ExternalBot bot = new ExternalBot(script("recording_bot.py") + " '" + log + "'", ExternalBot.DEFAULT_TIMEOUT, 5)) {
            Map<Colour, Bot> bots = new EnumMap<>(Colour.class);
            bots.put(Colour.BLUE, bot);
            bots.put(Colour.RED, new GreedyBot(1));
            bots.put(Colour.GREEN, new GreedyBot(2));
            while (!game.isOver()) {
                if (game.decision().player() == Colour.BLUE) {
                    expected.add(JsonForms.events(game.eventLog()));
                }
                game.apply(bots.get(game.decision().player()).choose(game));
            }
        }
        List<JsonNode> messages = new ArrayList<>();
        for (String line : Files.readAllLines(log)) {
            messages.add(JsonForms.MAPPER.readTree(line));
        }
        assertThat(messages.get(0).get("type").asText()).isEqualTo("hello");
        assertThat(messages.get(0).get("tileSet")).isEqualTo(JsonForms.tileSet(game.tileSet()));
        assertThat(messages.get(messages.size() - 1).get("type").asText()).isEqualTo("quit");
        List<JsonNode> decides = messages.subList(1, messages.size() - 1);
        assertThat(decides).hasSize(expected.size()).hasSizeGreaterThan(10);
        List<JsonNode> kept = new ArrayList<>();
        int sent = 0;
        for (int i = 0; i < decides.size(); i++) {
            JsonNode m = decides.get(i);
            assertThat(m.get("type").asText()).isEqualTo("decide");
            int first = m.get("firstEvent").asInt();
            assertThat(first).as("nothing is sent twice in a game that only moves on").isEqualTo(kept.size());
            kept.subList(first, kept.size()).clear();
            m.get("events").forEach(kept::add);
            sent += m.get("events").size();
            assertThat((JsonNode) JsonForms.MAPPER.createArrayNode().addAll(kept)).as("the bot's log at its decide " + i).isEqualTo(expected.get(i));
        }
        assertThat(sent).isEqualTo(expected.get(expected.size() - 1).size()).isGreaterThan(decides.size());
        assertThat(kept.stream().map(e -> e.get("type").asText())).contains("TurnStarted", "TileDrawn", "TilePlaced", "BoatLanded");
    }

    /**
     * D-19: a bot learns what a player knows. Over a whole game, no message holds the game's seed (a distinctive
     * one, searched as decimal text), the position text (its {@code stack} line is in order) or the stack's
     * order; each decide carries the bot's seat's view instead, and hello says protocol 2 and carries the bot's
     * own seed.
     */
    @Test
    @ExtendWith(Python3.class)
    void d19NoMessageHoldsTheSeedOrTheStackOrder(@TempDir Path dir) throws IOException {
        long seed = 8675309123L;
        Path log = dir.resolve("messages.jsonl");
        Game game = Game.start(3, seed);
        List<String> views = new ArrayList<>();
        List<Game> asked = new ArrayList<>();
        try (ExternalBot bot = new ExternalBot(script("recording_bot.py") + " '" + log + "'", ExternalBot.DEFAULT_TIMEOUT, 5)) {
            Map<Colour, Bot> bots = new EnumMap<>(Colour.class);
            bots.put(Colour.BLUE, bot);
            bots.put(Colour.RED, new GreedyBot(1));
            bots.put(Colour.GREEN, new GreedyBot(2));
            while (!game.isOver()) {
                if (game.decision().player() == Colour.BLUE) {
                    views.add(game.view(Colour.BLUE).text());
                    asked.add(game.copy());
                }
                game.apply(bots.get(game.decision().player()).choose(game));
            }
        }
        List<String> lines = Files.readAllLines(log);
        JsonNode hello = JsonForms.MAPPER.readTree(lines.get(0));
        assertThat(hello.get("protocol").asInt()).isEqualTo(2).isEqualTo(ExternalBot.PROTOCOL);
        assertThat(hello.get("seed").asLong()).as("the bot's own seed").isEqualTo(5);
        assertThat(lines.get(0)).doesNotContain(Long.toString(seed));
        List<String> decides = lines.subList(1, lines.size() - 1);
        assertThat(decides).hasSize(views.size()).hasSizeGreaterThan(10);
        for (int i = 0; i < decides.size(); i++) {
            String line = decides.get(i);
            JsonNode m = JsonForms.MAPPER.readTree(line);
            assertThat(m.has("position")).isFalse();
            assertThat(m.at("/view/text").asText()).isEqualTo(views.get(i)).startsWith("tongiaki-view 1");
            assertThat(m.at("/view/seat").asText()).isEqualTo("blue");
            assertThat(line).as("decide " + i).doesNotContain(Long.toString(seed)).doesNotContain("tongiaki-position");
            List<String> order = stackOrder(asked.get(i));
            assertThat(m.at("/view/stackSize").asInt()).isEqualTo(order.size());
            assertNoOrder("decide " + i, line, order);
        }
    }

    /** {@return the stack's tiles in their order, from the position text's {@code stack} line} @param game a game */
    static List<String> stackOrder(Game game) {
        String line = Position.of(game).text().lines().filter(l -> l.startsWith("stack ")).findFirst().orElse("stack");
        List<String> ids = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"([^\"]*)\"|(\\S+)").matcher(line.substring("stack".length()));
        while (m.find()) {
            ids.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        return ids;
    }

    /** {@return tile ids as the position text writes them in a line: separated by spaces, a name with a space quoted} */
    static String spaced(List<String> ids) {
        return String.join(" ", ids.stream().map(id -> id.contains(" ") ? "\"" + id + "\"" : id).toList());
    }

    /** Asserts that a text does not tell the stack's order: not the whole order, nor its first or last three tiles. */
    static void assertNoOrder(String what, String text, List<String> order) {
        if (order.size() < 3) {
            return;
        }
        int n = order.size();
        assertThat(text).as(what + ": the stack's order").doesNotContain(spaced(order));
        for (List<String> three : List.of(order.subList(0, 3), order.subList(n - 3, n))) {
            assertThat(text).as(what + ": three tiles of the stack in their order " + three)
                    .doesNotContain(spaced(three))
                    .doesNotContain("\"" + String.join("\",\"", three) + "\"");
        }
    }

    /**
     * PROTOCOL.md 3.1, what an old bot sees: a bot of protocol 1 that reads {@code position} fails with an error
     * that names the missing field (its own, on its standard error), and the game is not touched.
     */
    @Test
    @ExtendWith(Python3.class)
    void aProtocol1BotThatReadsThePositionFailsSayingSo() {
        Game game = Game.start(2, 9);
        String before = Position.of(game).text();
        try (ExternalBot bot = new ExternalBot(script("protocol1_bot.py"), ExternalBot.DEFAULT_TIMEOUT, 1)) {
            assertThatThrownBy(() -> bot.choose(game)).isInstanceOf(BotException.class)
                    .hasMessageContaining("ended its output instead of answering decision 0")
                    .hasMessageContaining("KeyError: 'position'");
        }
        assertThat(Position.of(game).text()).isEqualTo(before);
    }

    /** A game taken back (an undo) or replaced: the next decide sends the whole log again, from 0. */
    @Test
    @ExtendWith(Python3.class)
    void aGameTakenBackOrReplacedSendsTheWholeLogAgain(@TempDir Path dir) throws IOException {
        Path log = dir.resolve("messages.jsonl");
        Game game = Game.start(2, 9);
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Option o = new GreedyBot(1).choose(game);
            ids.add(o.id());
            game.apply(o);
        }
        Game before = game.copy();
        int marked = game.eventCount();
        assertThat(marked).isPositive();
        int[] firstEvents = new int[4];
        try (ExternalBot bot = new ExternalBot(script("recording_bot.py") + " '" + log + "'", ExternalBot.DEFAULT_TIMEOUT, 5)) {
            bot.choose(game);                   // the first: everything from 0
            game.apply(new GreedyBot(1).choose(game));
            game.apply(new GreedyBot(1).choose(game));
            bot.choose(game);                   // the same game, moved on: only what is new
            bot.choose(before);                 // taken back: fewer events than sent
            Game again = Game.start(2, 9);      // the same moves, another game: as many events, not the same
            ids.forEach(again::applyOption);
            bot.choose(again);
        }
        List<String> lines = Files.readAllLines(log);
        for (int i = 0; i < 4; i++) {
            firstEvents[i] = JsonForms.MAPPER.readTree(lines.get(i + 1)).get("firstEvent").asInt();
        }
        assertThat(firstEvents).containsExactly(0, marked, 0, 0);
        assertThat(JsonForms.MAPPER.readTree(lines.get(2)).get("events")).isEqualTo(JsonForms.events(game.eventsSince(marked)));
        assertThat(JsonForms.MAPPER.readTree(lines.get(3)).get("events")).isEqualTo(JsonForms.events(before.eventLog()));
        assertThat(JsonForms.MAPPER.readTree(lines.get(4)).get("events")).isEqualTo(JsonForms.events(before.eventLog()));
    }

    /**
     * PROTOCOL.md 3: a bot ignores message types and fields it does not know. random_bot.py, fed a future
     * conversation (an unknown message type, unknown fields everywhere), answers exactly what it is asked.
     */
    @Test
    @ExtendWith(Python3.class)
    void theRandomBotIgnoresMessageTypesAndFieldsItDoesNotKnow() throws Exception {
        Game game = Game.start(2, 9);
        ObjectNode hello = (ObjectNode) JsonForms.MAPPER.readTree("{\"type\":\"hello\",\"protocol\":2,\"colour\":\"blue\","
                + "\"players\":[\"blue\",\"red\"],\"seed\":3,\"clock\":{\"perMove\":5000}}");
        hello.set("tileSet", JsonForms.tileSet(game.tileSet()));
        ObjectNode decide = JsonForms.MAPPER.createObjectNode();
        decide.put("type", "decide");
        decide.put("firstEvent", 0);
        decide.set("events", JsonForms.events(game.eventLog()));
        ObjectNode decision = JsonForms.decision(game.decision());
        decision.put("deadline", 12345);
        decide.set("decision", decision);
        decide.set("view", JsonForms.view(game, Colour.BLUE));
        decide.put("hint", "a field of a later version");
        String input = String.join("\n", hello.toString(), "{\"type\":\"news\",\"text\":\"not for this bot\"}",
                decide.toString(), "{\"type\":\"quit\"}") + "\n";
        Process p = new ProcessBuilder("python3", RANDOM_BOT.toString()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
        List<String> answers = out.lines().toList();
        assertThat(answers).hasSize(2);
        assertThat(JsonForms.MAPPER.readTree(answers.get(0)).get("type").asText()).isEqualTo("ready");
        JsonNode choose = JsonForms.MAPPER.readTree(answers.get(1));
        assertThat(choose.get("type").asText()).isEqualTo("choose");
        assertThat(choose.get("decision").asInt()).isEqualTo(game.decision().number());
        assertThat(choose.get("option").asInt()).isBetween(0, game.decision().options().size() - 1);
    }

    @Test
    @ExtendWith(Python3.class)
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
    @ExtendWith(Python3.class)
    void garbageIsAnErrorNamingTheBotAndTheGameIsUnchanged() {
        assertFailure(script("garbage_bot.py"), Duration.ofSeconds(10), "answered 'e2e4' to decision 0, not JSON");
    }

    @Test
    @ExtendWith(Python3.class)
    void anOptionThatDoesNotExistIsAnError() {
        assertFailure(script("bad_option_bot.py"), Duration.ofSeconds(10), "chose option 999 of decision 0, which has options 0-");
    }

    @Test
    @ExtendWith(Python3.class)
    void aSlowBotTimesOut() {
        assertFailure(script("slow_bot.py"), Duration.ofMillis(700), "did not answer decision 0 within 700 ms");
    }

    @Test
    @ExtendWith(Python3.class)
    void aBotThatDiesIsReportedWithItsExitCodeAndLastWords() {
        assertFailure(script("dying_bot.py"), Duration.ofSeconds(10), "exited with code 3 (stderr: out of coconuts)");
    }

    @Test
    @ExtendWith(Python3.class)
    void anAnswerWithTrailingJunkIsRefusedNamingTheJunk() {
        assertFailure(script("trailing_junk_bot.py"), Duration.ofSeconds(10),
                "answered a JSON object followed by 'GARBAGE {' to decision 0 (an answer is exactly one JSON object a line)");
    }

    @Test
    @ExtendWith(Python3.class)
    void whiteSpaceAroundAnAnswerIsAllowedAndUnknownFieldsAreIgnored() {
        // a \r\n line end, blanks around the object, and a field the host does not know
        Game game = Game.start(2, 9);
        try (ExternalBot bot = new ExternalBot(script("spaced_answer_bot.py"), ExternalBot.DEFAULT_TIMEOUT, 1)) {
            assertThat(bot.choose(game)).isEqualTo(game.decision().options().get(1));
        }
    }

    /**
     * A line that never ends: refused at the line limit, saying so (the host reads at most the limit; the
     * module's tests run with -Xmx64m, in which an unbounded read of this line runs out of memory).
     */
    @Test
    @ExtendWith(Python3.class)
    void anEndlessLineIsRefusedAtTheLineLimit() {
        assertFailure(script("endless_line_bot.py"), Duration.ofSeconds(20),
                "wrote a line of more than 1048576 bytes (the limit of a message) instead of answering decision 0");
        assertFailure(script("endless_line_bot.py"), Duration.ofSeconds(20), new ExternalBot.Limits(1000, 100),
                "wrote a line of more than 1000 bytes (the limit of a message) instead of answering decision 0");
    }

    /** Standard error without end: read and discarded beyond the last 64 KiB; the failure is the time. */
    @Test
    @ExtendWith(Python3.class)
    void endlessStandardErrorIsKeptToItsLastBytesAndTheFailureIsTheTimeout() {
        String message = assertFailure(script("endless_stderr_bot.py"), Duration.ofMillis(1500),
                "did not answer decision 0 within 1500 ms (stderr: ...");
        assertThat(message).containsPattern("\\(stderr: \\.\\.\\.[a-z ]{197}; \\d{6,} earlier bytes discarded beyond the limit of 65536 bytes kept\\)$");
    }

    /** 8 MiB on standard error before each answer: a host that did not read it would leave the bot blocked. */
    @Test
    @ExtendWith(Python3.class)
    void aBotThatWritesMuchToStandardErrorIsNotBlocked() {
        Game game = Game.start(2, 9);
        try (ExternalBot bot = new ExternalBot(script("chatty_bot.py"), ExternalBot.DEFAULT_TIMEOUT, 1,
                new ExternalBot.Limits(1 << 20, 1000))) {
            for (int i = 0; i < 3; i++) {
                game.apply(bot.choose(game));
            }
        }
        assertThat(game.decisionNumber()).isEqualTo(3);
    }

    /**
     * A bot that does not read its input: a message longer than the pipe holds cannot be written, and the
     * host does not wait for the write beyond the bot's time.
     */
    @Test
    @ExtendWith(Python3.class)
    @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a blocked write would hang
    void aBotThatDoesNotReadIsNotWaitedForBeyondItsTime() {
        Game game = Game.start(2, 9);
        GreedyBot greedy = new GreedyBot(1);
        // far more than a pipe holds: the first decide carries the whole event log
        while (JsonForms.events(game.eventLog()).toString().length() < 150 * 1024 || game.decision().player() != Colour.BLUE) {
            game.apply(greedy.choose(game));
        }
        int number = game.decisionNumber();
        try (ExternalBot bot = new ExternalBot(script("deaf_bot.py"), Duration.ofMillis(1500), 1)) {
            assertThatThrownBy(() -> bot.choose(game)).isInstanceOf(BotException.class)
                    .hasMessageContaining("did not read decision " + number + " within 1500 ms");
        }
        assertThat(game.decisionNumber()).isEqualTo(number);
    }

    @Test
    void limitsOutOfRangeAreRefused() {
        assertThatThrownBy(() -> new ExternalBot.Limits(63, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a bot's line limit must be at least 64 bytes, got 63");
        assertThatThrownBy(() -> new ExternalBot.Limits(64, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a bot's standard error limit must not be negative, got -1");
        assertThat(ExternalBot.Limits.DEFAULT).isEqualTo(new ExternalBot.Limits(1 << 20, 1 << 16));
    }

    /**
     * A bot that exits while a child it started holds its output open: reported as an exit with its code
     * (not a timeout), and the child is ended with it although it is no one's descendant any more.
     */
    @Test
    @ExtendWith(Python3.class)
    void aBotThatExitsLeavingAChildIsReportedAsAnExitAndTheChildIsEnded() {
        String message = assertFailure(script("leaking_bot.py"), Duration.ofSeconds(8),
                "exited with code 4 instead of answering decision 0, its output still held open by a process it started (stderr: child ");
        long child = Long.parseLong(message.replaceAll("(?s).*\\(stderr: child (\\d+)\\).*", "$1"));
        // ended (SIGKILL), it is gone as soon as it is reaped; a sleep 1000 would not end by itself in this time
        ProcessHandle.of(child).ifPresent(h -> assertThat(h.onExit()).as("the child " + child + " is ended").succeedsWithin(Duration.ofSeconds(10)));
    }

    @Test
    @ExtendWith(Python3.class)
    void theChildrenOfABotThatPlayedWellAreEndedOnClose() {
        Game game = Game.start(2, 9);
        ExternalBot bot = new ExternalBot(script("forking_bot.py"), ExternalBot.DEFAULT_TIMEOUT, 1);
        bot.choose(game);
        assertThat(bot.exitCode()).isEmpty();
        java.util.List<ProcessHandle> children = ProcessHandle.current().descendants()
                .filter(h -> h.info().command().orElse("").endsWith("sleep")).toList();
        assertThat(children).isNotEmpty();
        bot.close();
        for (ProcessHandle h : children) {
            assertThat(h.onExit()).succeedsWithin(Duration.ofSeconds(5));
        }
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

    private static String assertFailure(String name, Duration timeout, String message) {
        return assertFailure(name, timeout, ExternalBot.Limits.DEFAULT, message);
    }

    /** {@return the failure's message}, after checking it and that the game is unchanged and goes on */
    private static String assertFailure(String name, Duration timeout, ExternalBot.Limits limits, String message) {
        Game game = Game.start(2, 9);
        String before = Position.of(game).text();
        int number = game.decisionNumber();
        String[] got = new String[1];
        try (ExternalBot bot = new ExternalBot(name, timeout, 1, limits)) {
            assertThatThrownBy(() -> bot.choose(game))
                    .isInstanceOf(BotException.class)
                    .hasMessageStartingWith("bot '" + name + "'")
                    .hasMessageContaining(message)
                    .satisfies(e -> got[0] = e.getMessage());
            // a failed bot is not asked again, says why, and its process is gone
            assertThatThrownBy(() -> bot.choose(game)).isInstanceOf(BotException.class).hasMessageContaining("failed before");
        }
        assertThat(Position.of(game).text()).isEqualTo(before);
        assertThat(game.decisionNumber()).isEqualTo(number);
        // the game goes on with another player in the seat
        game.apply(new GreedyBot(3).choose(game));
        assertThat(game.decisionNumber()).isEqualTo(number + 1);
        return got[0];
    }

    /** PROTOCOL.md 3.2 documents every limit with its default and the error text the host writes. */
    @Test
    void protocolSection32DocumentsTheLimitsAndTheirErrors() throws IOException {
        String doc = Files.readString(Path.of("../PROTOCOL.md"));
        String section = doc.substring(doc.indexOf("### 3.2 Limits and failures"), doc.indexOf("### 3.3 ")).replaceAll("\\s+", " ");
        assertThat(ExternalBot.DEFAULT_TIMEOUT).isEqualTo(Duration.ofSeconds(10));
        assertThat(ExternalBot.START_TIMEOUT).isEqualTo(Duration.ofSeconds(20));
        assertThat(section).contains("| time for each answer | 10 s; for `ready` the longer of that and 20 s",
                "did not answer decision 7 within 10000 ms", "did not read decision 7 within 10000 ms",
                "| 1 MiB (" + String.format(java.util.Locale.ROOT, "%,d", ExternalBot.Limits.DEFAULT.lineBytes()) + " bytes",
                "wrote a line of more than " + ExternalBot.Limits.DEFAULT.lineBytes() + " bytes (the limit of a message) instead of answering",
                "the last 64 KiB (" + String.format(java.util.Locale.ROOT, "%,d", ExternalBot.Limits.DEFAULT.stderrBytes()) + " bytes)",
                "earlier bytes discarded beyond the limit of " + ExternalBot.Limits.DEFAULT.stderrBytes() + " bytes kept)",
                "answered a JSON object followed by 'GARBAGE {' to decision 0 (an answer is exactly one JSON object a line)",
                "exited with code 4 instead of answering decision 7, its output still held open by a process it started",
                "`" + ExternalBot.MARK_VARIABLE + "`");
    }

    @Test
    void scriptsExist() {
        assertThat(Files.exists(Path.of("src/test/resources/bots/dying_bot.py"))).isTrue();
    }
}
