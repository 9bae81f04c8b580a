package io.github.tongiaki.examples.cli;

import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.examples.EventText;
import io.github.tongiaki.examples.PlayTerminal;
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
        footer = {"", "Example: tongiaki replay game.txt   (a record written by: tongiaki watch --seed 7 --record game.txt)", "", TongiakiCommand.EXIT_CODES})
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
            out.println("Replaying " + file + ": " + record.setup().players() + ", " + record.choices().size() + " choices");
        }
        Game game;
        try {
            game = record.replay((choice, events) -> {
                if (!quiet) {
                    if (choice != null) {
                        out.println("    > " + choice);
                    }
                    PlayTerminal.printEvents(events, out);
                }
            });
        } catch (ParseException e) {
            throw new TongiakiCommand.Failure(file + ": the record does not replay: " + e.getMessage(), e);
        }
        if (game.isOver()) {
            if (!quiet) {
                out.println();
                out.println("Final standings (R-SCORE-1, R-SCORE-2):");
                for (Standing s : game.position().standings()) {
                    out.println("  " + EventText.standing(s));
                }
            }
            out.println("Verified: all " + record.choices().size() + " choices replay; the game is over.");
        } else {
            Decision d = game.decision();
            out.println("Verified: all " + record.choices().size() + " choices replay; the game goes on at decision #" + d.number()
                    + " (" + d.kind() + " for " + d.player() + ").");
        }
        return 0;
    }
}
