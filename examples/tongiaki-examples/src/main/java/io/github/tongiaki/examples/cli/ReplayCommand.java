package io.github.tongiaki.examples.cli;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;

import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.ChoiceText;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.protocol.EventSentences;
import io.github.tongiaki.examples.PlayGame;
import io.github.tongiaki.examples.PlayTerminal;
import java.util.ArrayList;
import java.util.List;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code tongiaki replay}: plays a game record again, prints its log and checks every choice. */
@Command(name = "replay", usageHelpAutoWidth = true, sortOptions = false,
        description = {"Replays a game record, prints its log and verifies it.", "Replays a game record (the format of CONFORMANCE.md: header lines, then one choice a line) from its"
                + " start, prints the log and checks that every choice is one the game offers at that point."},
        footer = {"", "Example: tongiaki replay game.tongiaki   (a record written by: tongiaki watch --seed 7 --record game.tongiaki)", "", TongiakiCommand.EXIT_CODES})
public final class ReplayCommand implements Callable<Integer> {

    @ParentCommand
    TongiakiCommand top;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Option(names = {"-q", "--quiet"}, description = "Only check the record: print no log, just the verdict.")
    boolean quiet;

    @Parameters(index = "0", paramLabel = "RECORD", description = "The game record file.")
    Path file;

    @Override
    public Integer call() {
        GameRecord record = Cli.record(file);
        PrintStream out = top.out;
        if (!quiet) {
            out.println("Replaying " + file + ": " + EventSentences.and(record.setup().players()) + ", "
                    + EventSentences.count(record.choices().size(), "choice"));
        }
        // A record of another engine or rules revision is played all the same; say so (on stderr: quiet or not).
        record.versionMismatch().ifPresent(m -> top.err.println("tongiaki replay: note: " + m + "; its events may differ"));
        Game game;
        try {
            game = record.replay(); // checks every choice first: a bad one is named with its line
        } catch (ParseException e) {
            throw new TongiakiCommand.Failure(file + ": the record does not replay: " + e.getMessage(), e);
        }
        if (!quiet) {
            // The log of watch and the main job: each choice with who took it, its options and its rule.
            game = Game.start(record.setup());
            List<GameEvent> all = new ArrayList<>(game.lastEvents());
            PlayTerminal.printEvents(game.lastEvents(), out);
            for (String c : record.choices()) {
                Decision d = game.decision();
                io.github.tongiaki.core.engine.Option o = ChoiceText.parse(d, c);
                out.println(d.kind() == DecisionKind.CHANCE ? PlayGame.drawLine(d, o) : PlayGame.choiceLine(d, d.player().toString(), o));
                List<GameEvent> events = game.apply(o);
                all.addAll(events);
                PlayTerminal.printEvents(events, out);
            }
            if (game.isOver()) {
                PlayGame.ending(game, all, null, null, out);
                out.println();
            }
        }
        if (game.isOver()) {
            out.println("Verified: " + verified(record) + "; the game is over.");
        } else {
            Decision d = game.decision();
            out.println("Verified: " + verified(record) + "; the game goes on at decision #" + d.number()
                    + " (" + d.kind() + " for " + d.player() + ").");
        }
        return 0;
    }

    /** {@code all 12 choices replay}, {@code the 1 choice replays}, {@code no choices to replay}. */
    private static String verified(GameRecord record) {
        int n = record.choices().size();
        return n == 0 ? "no choices to replay" : n == 1 ? "the 1 choice replays" : "all " + n + " choices replay";
    }
}
