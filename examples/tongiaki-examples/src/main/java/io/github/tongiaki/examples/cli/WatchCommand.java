package io.github.tongiaki.examples.cli;

import io.github.tongiaki.bots.TimeControl;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.protocol.EventSentences;
import io.github.tongiaki.examples.BotSpec;
import io.github.tongiaki.bots.Match;
import io.github.tongiaki.examples.HiddenStack;
import io.github.tongiaki.examples.PlayGame;
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
                + " voyage and landing, each line with the rule it applies; then why the game ended, the final map, the standings and"
                + " the winner. The same seed and bots give the same game and log as the main job (PlayGame) and as every other"
                + " entry point.",
            "Without --seed the tool picks a seed nobody can guess and shows it only when the game is over (whoever knows the"
                + " seed can compute the stack's order, and so could a bot); --seed N plays that game again.",
            "If an external bot fails, the game stops there with a one-line error (exit code 1); with --record the game so far"
                + " is in the record."},
        footer = {"", "Example: tongiaki watch --players 3 --bots mcts,greedy,random --seed 7 --record game.tongiaki", "",
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

    @Option(names = "--bots", paramLabel = "BOT[,BOT...]", split = ",", defaultValue = "greedy",
            converter = Cli.BotConverter.class, completionCandidates = Cli.BotNames.class,
            description = "One bot per seat, repeated when there are more seats: ${COMPLETION-CANDIDATES}, mcts:K, guided:K or learned:K (K playouts), learned@FILE (a weights file), or cmd:COMMAND, an external program (PROTOCOL.md)"
                    + " (default ${DEFAULT-VALUE}).")
    List<BotSpec> bots;

    @Option(names = "--seed", paramLabel = "S", description = "Seeds the stack and the bots, to replay a game (default: picked at random,"
            + " and shown only when the game is over; a bot that knows or guesses the seed knows the stack).")
    Long seed;

    @Mixin
    BotTimeoutOption botTimeout;

    @Mixin
    TimeControlOption clocks;

    @Option(names = "--mcts-threads", paramLabel = "N", defaultValue = "1",
            description = "Search trees of every mcts and guided bot at once (root parallelism; default ${DEFAULT-VALUE}).")
    int mctsThreads;

    @Option(names = "--playouts", paramLabel = "K", defaultValue = "200", description = "Search playouts per move of mcts, guided and learned (default ${DEFAULT-VALUE}).")
    int playouts;

    @Option(names = "--record", paramLabel = "FILE",
            description = "Also write the game record to FILE (tongiaki replay FILE plays it again), after every decision, so that a"
                    + " game a bot breaks off is kept up to its last decision. FILE must not exist (or --force).")
    Path record;

    @Option(names = "--force", description = "Let --record replace an existing file.")
    boolean force;

    @Mixin
    BotOption botOption;

    @Mixin
    GameOptions gameOptions;

    @Override
    public Integer call() {
        if (players < 2 || players > 6) {
            throw new ParameterException(spec.commandLine(), "Tongiaki is for 2-6 players, got --players " + players);
        }
        List<BotSpec> given = botOption.lineup(bots);
        Cli.requireWeightsFit(spec.commandLine(), given, players);
        if (given.size() > players) {
            throw new ParameterException(spec.commandLine(), given.size() + " bots for " + players + " seats: give at most "
                    + players + " bots or more --players");
        }
        if (playouts < 1) {
            throw new ParameterException(spec.commandLine(), "--playouts must be at least 1, got " + playouts);
        }
        // D-19: a seed the tool picks is one nobody can guess, and it is shown only at the end
        long gameSeed = seed != null ? seed : HiddenStack.newSeed();
        GameSetup setup = gameOptions.setup(players, gameSeed);
        if (mctsThreads < 1) {
            throw new ParameterException(spec.commandLine(), "--mcts-threads must be at least 1, got " + mctsThreads);
        }
        TimeControl timeControl = clocks.timeControl();
        List<BotSpec> lineup = botTimeout.apply(Cli.withBudget(given, playouts, 0)).stream().map(b -> b.withThreads(mctsThreads)).toList();
        List<BotSpec> seatBots = new ArrayList<>();
        for (int s = 0; s < players; s++) {
            seatBots.add(lineup.get(s % lineup.size()));
        }
        List<String> choices = new ArrayList<>();
        // A record holds the seed: with a seed the tool picked it is written only when the game is over (or broken off),
        // never while a bot could read it (D-19); with a given seed, after every decision.
        boolean asItGoes = seed != null;
        if (record != null) {
            // Checked before the game: a path that cannot be written fails now, not after the whole game.
            Cli.write(record, asItGoes ? GameRecord.of(setup, choices).text() : "", force);
        }
        Match.Result r = PlayGame.playLogged(setup, gameSeed, seed != null, seatBots, top.out, text -> {
            choices.add(text);
            if (record != null && asItGoes) {
                Cli.write(record, GameRecord.of(setup, choices).text(), true);
            }
        }, timeControl);
        String picked = seed != null ? "" : "Seed: " + gameSeed + " (picked at random at the start; --seed " + gameSeed
                + " plays the game again).";
        if (r.failed()) {
            String again = picked.isEmpty() ? "" : "; seed " + gameSeed + " (picked at random; --seed " + gameSeed
                    + " plays the game again)";
            if (record != null) {
                // Written once more from the match: it is the game so far for sure.
                Cli.write(record, r.record().text(), true);
                throw new TongiakiCommand.Failure(r.failure().getMessage() + "; the game so far ("
                        + EventSentences.count(r.decisions(), "choice") + ") is in " + record + again, r.failure());
            }
            throw new TongiakiCommand.Failure(r.failure().getMessage() + again, r.failure());
        }
        if (record != null) {
            if (!asItGoes) {
                Cli.write(record, r.record().text(), true);
            }
            top.out.println("Game record written to " + record + " (tongiaki replay " + record + ").");
        }
        if (!picked.isEmpty()) {
            top.out.println(picked);
        }
        return 0;
    }
}
