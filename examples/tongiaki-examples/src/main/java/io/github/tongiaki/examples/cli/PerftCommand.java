package io.github.tongiaki.examples.cli;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.notation.Perft;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code tongiaki perft}: counts the distinct decision sequences of a given length from a position. */
@Command(name = "perft", usageHelpAutoWidth = true, sortOptions = false,
        description = {"Counts decision sequences from a position (perft).", "Counts the distinct decision sequences of length DEPTH from a position (as CONFORMANCE.md defines"
                + " perft: chance outcomes count as decisions, automatic single options do not)."},
        footer = {"", "Example: tongiaki perft conformance/perft/first-turn-2p.perft 3 --divide", "", TongiakiCommand.EXIT_CODES})
public final class PerftCommand implements Callable<Integer> {

    @ParentCommand
    TongiakiCommand top;

    @Spec
    CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Option(names = "--divide", description = "Also print the count below each option of the first decision.")
    boolean divide;

    @Parameters(index = "0", paramLabel = "POSITION", description = "The position file (tongiaki-position format, its text or its one line), or a perft file of the"
            + " conformance suite (every file of conformance/perft/ reads). A tile set that is not built in (such as loops) is read"
            + " from NAME.tiles next to the file or in ../tilesets/ beside its folder, the suite's layout.")
    Path file;

    @Parameters(index = "1", paramLabel = "DEPTH", description = "The number of decisions, 0 or more.")
    int depth;

    @Override
    public Integer call() {
        if (depth < 0) {
            throw new ParameterException(spec.commandLine(), "DEPTH must be 0 or more, got " + depth);
        }
        Game game = Cli.position(file).toGame();
        if (divide && depth > 0) {
            for (Map.Entry<String, Long> e : Perft.divide(game, depth).entrySet()) {
                top.out.println(e.getKey() + ": " + e.getValue());
            }
        }
        top.out.println("perft(" + depth + ") = " + Perft.count(game, depth));
        return 0;
    }
}
