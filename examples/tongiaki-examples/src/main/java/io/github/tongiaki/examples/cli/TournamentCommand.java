package io.github.tongiaki.examples.cli;

import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.protocol.EventText;
import io.github.tongiaki.examples.Tournament;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code tongiaki tournament}: the bots play many games with the seats rotated; win rates with Wilson intervals. */
@Command(name = "tournament", usageHelpAutoWidth = true, sortOptions = false,
        description = {"A tournament among bots: win rates with Wilson intervals.", "Plays N games among bots with the seats rotated from game to game, and reports per bot the win rate"
                + " (a shared first place counts 1/k for each of the k winners) with its 95%% Wilson score interval, the mean"
                + " score with its 95%% confidence interval (mean ± 1.96 standard errors) and the mean rank.",
            "Each game has its own seed: --seeds prints it with the seating, and --replay GAME_SEED with that seating as"
                + " --bots replays the game with a full log (the log of watch). If an external bot fails, the tournament stops"
                + " with a one-line error naming the game, its seed and seats (exit code 1)."},
        footer = {"", "Example: tongiaki tournament --games 200 --players 2 --bots mcts,greedy --playouts 200 --seed 2026", "",
            TongiakiCommand.EXIT_CODES})
public final class TournamentCommand implements Callable<Integer> {

    @ParentCommand
    TongiakiCommand top;

    @Spec
    CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "Games to play (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--players", paramLabel = "P", description = "Seats per game, 2-6 (default: one per bot, at least 2).")
    Integer players;

    @Option(names = "--bots", paramLabel = "BOT[,BOT...]", split = ",", defaultValue = "mcts,greedy,random",
            converter = Cli.BotConverter.class, completionCandidates = Cli.BotNames.class,
            description = "The line-up, one bot per seat, repeated when there are more seats: ${COMPLETION-CANDIDATES}"
                    + ", mcts:K for K playouts, or cmd:COMMAND, an external program (PROTOCOL.md) (default ${DEFAULT-VALUE}).")
    List<Tournament.Entry> bots;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The tournament's seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Mixin
    BotOption botOption;

    @Mixin
    BotTimeoutOption botTimeout;

    @Mixin
    GameOptions gameOptions;

    @Option(names = "--playouts", paramLabel = "K", defaultValue = "200", description = "MCTS playouts per move (default ${DEFAULT-VALUE}).")
    int playouts;

    @Option(names = "--time-ms", paramLabel = "T", defaultValue = "0", description = "MCTS time per move in milliseconds (0: none).")
    long timeMs;

    @Option(names = "--threads", paramLabel = "T",
            description = "Games played at the same time (default: the available processors); the results and this report"
                    + " do not depend on it, unless MCTS runs on time or an external bot is not deterministic.")
    Integer threads;

    @Option(names = "--seeds", description = "Print each game's seed, seating and result.")
    boolean seeds;

    @Option(names = "--progress", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Draw a progress bar on standard error (default: on).")
    boolean progress;

    @Option(names = "--markdown", description = "Also print the results as a row of docs/bots.md's table (.ci/doc-figures.sh).")
    boolean markdown;

    @Option(names = "--replay", paramLabel = "GAME_SEED", description = "Replay one game with a full log; its seating as --bots.")
    Long replay;

    /** The seats of a game as options: {@code --bots a,b} when no name has a comma or a space, else {@code --bot 'a' --bot 'b'}. */
    private static String replayBots(int[] seating, List<Tournament.Entry> lineup) {
        List<String> names = new ArrayList<>();
        for (int e : seating) {
            names.add(lineup.get(e).toString());
        }
        if (names.stream().noneMatch(n -> n.contains(",") || n.contains(" "))) {
            return " --bots " + String.join(",", names);
        }
        StringBuilder sb = new StringBuilder();
        for (String n : names) {
            sb.append(" --bot '").append(n.replace("'", "'\\''")).append('\'');
        }
        return sb.toString();
    }

    @Override
    public Integer call() {
        if (playouts < 0 || timeMs < 0 || (playouts == 0 && timeMs == 0)) {
            throw new ParameterException(spec.commandLine(), "MCTS needs --playouts K > 0 or --time-ms T > 0");
        }
        List<Tournament.Entry> lineup = botTimeout.apply(Cli.withBudget(botOption.lineup(bots), playouts, timeMs));
        int p = players != null ? players : Math.max(2, lineup.size());
        if (p < 2 || p > 6) {
            throw new ParameterException(spec.commandLine(), "Tongiaki is for 2-6 players, got --players " + p);
        }
        if (lineup.size() > p) {
            throw new ParameterException(spec.commandLine(), lineup.size() + " bots for " + p + " seats: give at most " + p
                    + " bots or more --players");
        }
        if (games < 1) {
            throw new ParameterException(spec.commandLine(), "--games must be at least 1, got " + games);
        }
        gameOptions.setup(p, seed); // checks the set-up options before the first game
        int t = threads != null ? threads : Tournament.defaultThreads();
        if (t < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be at least 1, got " + t);
        }
        if (replay != null) {
            List<Tournament.Entry> seatBots = new ArrayList<>();
            for (int s = 0; s < p; s++) {
                seatBots.add(lineup.get(s % lineup.size()));
            }
            Tournament.playGame(gameOptions.setup(p, replay), replay, seatBots, top.out, null);
            return 0;
        }
        List<String> names = lineup.stream().map(Tournament.Entry::toString).toList();
        top.out.println("Tournament: " + EventText.count(games, "game") + ", " + p + " players, bots " + EventText.and(names)
                + " (seats rotated), seed " + seed
                + (timeMs > 0 ? ", MCTS time " + timeMs + " ms/move" : ""));
        Tournament.Progress bar = progress ? new Tournament.Progress(top.err, System.console() != null, Math.min(t, games)) : null;
        long t0 = System.nanoTime();
        int seats = p;
        List<Tournament.GameResult> results = Tournament.run(games, p, lineup, seed, t, bar, s -> gameOptions.setup(seats, s));
        double secs = (System.nanoTime() - t0) / 1e9;
        if (seeds) {
            for (Tournament.GameResult r : results) {
                StringBuilder sb = new StringBuilder();
                for (int s = 0; s < p; s++) {
                    sb.append(s == 0 ? "" : ",").append(lineup.get(r.seating()[s]));
                }
                StringBuilder res = new StringBuilder();
                for (Standing st : r.standings()) {
                    res.append(' ').append(st.rank()).append('.').append(st.colour()).append('=').append(st.score());
                }
                top.out.println("game " + r.index() + ": seed " + r.seed() + " seats " + sb + " ->" + res + "   (replay: --replay "
                        + r.seed() + " --players " + p + replayBots(r.seating(), lineup) + gameOptions.asArguments() + ")");
            }
        }
        List<Tournament.Stats> stats = Tournament.stats(results, p, lineup);
        Tournament.printTable(stats, top.out);
        if (markdown) {
            top.out.println(Tournament.markdownRow(stats, p, playouts));
        }
        long decisions = results.stream().mapToLong(Tournament.GameResult::decisions).sum();
        top.out.printf(Locale.ROOT, "%d decisions in %.1f s (%.1f games/s)%n", decisions, secs, games / secs);
        return 0;
    }
}
