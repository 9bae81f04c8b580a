package io.github.tongiaki.examples.cli;

import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.examples.Tournament;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code tongiaki watch}: one game among bots, with a log a person can follow. */
@Command(name = "watch", usageHelpAutoWidth = true, sortOptions = false,
        description = {"One game among bots, with a readable log.", "Plays one game among bots and prints what happens: every choice, every tile drawn and laid, every"
                + " voyage and landing, each line with the rule it applies; then the final standings."},
        footer = {"", "Example: tongiaki watch --players 3 --bots mcts,greedy,random --seed 7 --record game.txt", "",
            TongiakiCommand.EXIT_CODES})
public final class WatchCommand implements Callable<Integer> {

    @ParentCommand
    TongiakiCommand top;

    @Spec
    CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Option(names = "--players", paramLabel = "P", defaultValue = "4", description = "Players, 2-6 (default ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--bots", paramLabel = "BOT", split = ",", defaultValue = "greedy",
            converter = Cli.BotConverter.class, completionCandidates = Cli.BotNames.class,
            description = "One bot per seat, repeated when there are more seats: ${COMPLETION-CANDIDATES}, mcts:K or cmd:COMMAND, an external program (PROTOCOL.md)"
                    + " (default ${DEFAULT-VALUE}).")
    List<Tournament.Entry> bots;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "2004", description = "Seeds the stack and the bots (default ${DEFAULT-VALUE}).")
    long seed;

    @Mixin
    BotTimeoutOption botTimeout;

    @Option(names = "--playouts", paramLabel = "K", defaultValue = "200", description = "MCTS playouts per move (default ${DEFAULT-VALUE}).")
    int playouts;

    @Option(names = "--record", paramLabel = "FILE", description = "Also write the game record to FILE (tongiaki replay FILE plays it again).")
    Path record;

    @Override
    public Integer call() {
        if (players < 2 || players > 6) {
            throw new ParameterException(spec.commandLine(), "Tongiaki is for 2-6 players, got --players " + players);
        }
        if (bots.size() > players) {
            throw new ParameterException(spec.commandLine(), bots.size() + " bots for " + players + " seats: give at most "
                    + players + " bots or more --players");
        }
        if (playouts < 1) {
            throw new ParameterException(spec.commandLine(), "--playouts must be at least 1, got " + playouts);
        }
        List<Tournament.Entry> lineup = botTimeout.apply(Cli.withBudget(bots, playouts, 0));
        List<Tournament.Entry> seatBots = new ArrayList<>();
        for (int s = 0; s < players; s++) {
            seatBots.add(lineup.get(s % lineup.size()));
        }
        List<String> choices = new ArrayList<>();
        Tournament.playGame(players, seed, seatBots, top.out, choices);
        if (record != null) {
            Cli.write(record, GameRecord.of(GameSetup.of(players, seed), choices).text());
            top.out.println("Game record written to " + record + " (tongiaki replay " + record + ").");
        }
        return 0;
    }
}
