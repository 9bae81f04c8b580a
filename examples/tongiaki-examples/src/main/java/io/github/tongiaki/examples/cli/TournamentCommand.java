package io.github.tongiaki.examples.cli;

import io.github.tongiaki.bots.Match;
import io.github.tongiaki.bots.TimeControl;
import io.github.tongiaki.bots.tournament.Contestant;
import io.github.tongiaki.bots.tournament.GameFailedException;
import io.github.tongiaki.bots.tournament.GameResult;
import io.github.tongiaki.bots.tournament.Tournament;
import io.github.tongiaki.bots.tournament.TournamentResult;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.examples.BotSpec;
import io.github.tongiaki.examples.PlayGame;
import io.github.tongiaki.protocol.EventSentences;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

/**
 * {@code tongiaki tournament}: tongiaki-bots' {@link Tournament} on the command line: the bots play deals with
 * the seats rotated; win shares with Wilson intervals and ratings.
 */
@Command(name = "tournament", usageHelpAutoWidth = true, sortOptions = false,
        description = {"A tournament among bots: win shares with Wilson intervals, ratings.", "Plays deals among bots: each deal (a seed, a stack) once per"
                + " distinct seating (rotation of the seats; rotations that seat the same bots are one game: 2 bots in 4 seats give"
                + " 2 games per deal), so every bot plays every seat of every deal (the games are rounded up to whole deals)."
                + " Every bot sees only its view: at each decision a copy of the game with the stack in a freshly sampled order."
                + " Reports per bot the win share (a shared first place counts 1/k for each of the k winners) with its 95%% Wilson"
                + " score interval, the mean score per seat with its 95%% confidence interval (mean ± 1.96 standard errors), the mean"
                + " rank and a Bradley-Terry rating on the Elo scale with a 95%% bootstrap interval over deals (\"not estimable (sweep)\""
                + " when a bot won or lost every encounter). With --move-time or --game-time every bot plays on the clock; a bot out of"
                + " time loses the game (or fails it, --on-timeout fail), and the games lost on time are listed under the table.",
            "Without --seed the tournament deals from a seed nobody can guess, shown only when it is over (whoever knows the seed"
                + " can compute every stack, and so could a bot); --seed S plays the same games again. --seeds prints each game's"
                + " seed and seating, and --replay GAME_SEED with that seating as --bots replays the game with"
                + " a full log (the log of watch). If a bot fails (whatever it throws), the tournament stops with a one-line error"
                + " naming the game, its seed and seats (exit code 1); the game so far is in --record DIR. A bot that ignores the"
                + " interrupt after its time ran out is listed under the table (still running: …): its thread cannot be stopped."},
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
                    + ", mcts:K, guided:K or learned:K for K playouts, learned@FILE for a weights file, or cmd:COMMAND, an external program (PROTOCOL.md) (default ${DEFAULT-VALUE}).")
    List<BotSpec> bots;

    @Option(names = "--seed", paramLabel = "S", description = "The tournament's seed, to replay it exactly (default: picked at random,"
            + " and shown only when the tournament is over; a bot that knows or guesses the seed knows every stack).")
    Long seed;

    @Mixin
    BotOption botOption;

    @Mixin
    BotTimeoutOption botTimeout;

    @Mixin
    GameOptions gameOptions;

    @Option(names = "--playouts", paramLabel = "K", defaultValue = "200", description = "Search playouts per move of mcts, guided and learned (default ${DEFAULT-VALUE}; 0: none, with --time-ms).")
    int playouts;

    @Option(names = "--time-ms", paramLabel = "T", defaultValue = "0",
            description = "Search time per move of mcts, guided and learned in milliseconds (0: none).")
    long timeMs;

    @Option(names = "--threads", paramLabel = "T",
            description = "Games played at the same time (default: the available processors); the results and this report"
                    + " do not depend on it, unless MCTS runs on time or an external bot is not deterministic.")
    Integer threads;

    @Option(names = "--mcts-threads", paramLabel = "N", defaultValue = "1",
            description = "Search trees of every mcts and guided bot at once (root parallelism; default ${DEFAULT-VALUE}); multiply by"
                    + " --threads for the threads in use. More than 1 makes the search depend on timing.")
    int mctsThreads;

    @Mixin
    TimeControlOption clocks;

    @Option(names = "--seeds", description = "Print each game's seed, seating and result.")
    boolean seeds;

    @Option(names = "--progress", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Draw a progress bar on standard error (default: on).")
    boolean progress;

    @Option(names = "--markdown", description = "Also print the results as a row of docs/bots.md's table (.ci/doc-figures.sh).")
    boolean markdown;

    @Option(names = "--replay", paramLabel = "GAME_SEED", description = "Replay one game with a full log; its seating as --bots.")
    Long replay;

    @Option(names = "--typed", description = "Ask the bots through the typed API (Decision and Option) instead of the fast path (option ids).")
    boolean typed;

    @Option(names = "--record", paramLabel = "DIR",
            description = "Write every game's record to DIR/game-N.tongiaki (tongiaki replay plays it again); a game a bot broke off"
                    + " is written up to its last decision. DIR is created if missing; existing files are not replaced (or --force).")
    Path record;

    @Option(names = "--force", description = "Let --record, --csv and --json replace existing files.")
    boolean force;

    @Option(names = "--csv", paramLabel = "FILE", description = "Also write the summary (one line per bot) as CSV to FILE.")
    Path csv;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the summary as JSON to FILE.")
    Path json;

    /** The seats of a game as options: {@code --bots a,b} when no name has a comma or a space, else {@code --bot 'a' --bot 'b'}. */
    private static String replayBots(int[] seating, List<BotSpec> lineup) {
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

    /**
     * Runs {@code tongiaki tournament} with these arguments ({@code exec:java -Ptournament}).
     *
     * @param args the arguments of {@code tongiaki tournament}
     */
    public static void main(String[] args) {
        String[] all = new String[args.length + 1];
        all[0] = "tournament";
        System.arraycopy(args, 0, all, 1, args.length);
        System.exit(TongiakiCommand.execute(System.in, System.out, System.err, all));
    }

    @Override
    public Integer call() {
        if (playouts < 0 || timeMs < 0 || (playouts == 0 && timeMs == 0)) {
            throw new ParameterException(spec.commandLine(), "MCTS needs --playouts K > 0 or --time-ms T > 0");
        }
        if (mctsThreads < 1) {
            throw new ParameterException(spec.commandLine(), "--mcts-threads must be at least 1, got " + mctsThreads);
        }
        TimeControl timeControl = clocks.timeControl();
        List<BotSpec> lineup = botTimeout.apply(Cli.withBudget(botOption.lineup(bots), playouts, timeMs)).stream()
                .map(b -> b.withThreads(mctsThreads)).toList();
        int p = players != null ? players : Math.max(2, lineup.size());
        if (p < 2 || p > 6) {
            throw new ParameterException(spec.commandLine(), "Tongiaki is for 2-6 players, got --players " + p);
        }
        Cli.requireWeightsFit(spec.commandLine(), lineup, p);
        if (lineup.size() > p) {
            throw new ParameterException(spec.commandLine(), lineup.size() + " bots for " + p + " seats: give at most " + p
                    + " bots or more --players");
        }
        if (games < 1) {
            throw new ParameterException(spec.commandLine(), "--games must be at least 1, got " + games);
        }
        gameOptions.setup(p, 0); // checks the set-up options before the first game
        int t = threads != null ? threads : Tournament.defaultThreads();
        if (t < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be at least 1, got " + t);
        }
        if (replay != null) {
            List<BotSpec> seatBots = new ArrayList<>();
            for (int s = 0; s < p; s++) {
                seatBots.add(lineup.get(s % lineup.size()));
            }
            Match.Result r = PlayGame.playLogged(gameOptions.setup(p, replay), replay, seatBots, top.out, null, timeControl);
            if (r.lostOnTime()) {
                top.out.println("Lost on time: " + r.failure().getMessage());
            }
            if (r.failed()) {
                throw new TongiakiCommand.Failure(r.failure().getMessage(), r.failure());
            }
            return 0;
        }
        List<Contestant> contestants = lineup.stream().map(BotSpec::contestant).toList();
        int seats = p;
        Tournament tournament = Tournament.of(contestants).players(p).games(games).threads(t)
                .setups(s -> gameOptions.setup(seats, s)).path(typed ? Match.Path.TYPED : Match.Path.FAST).records(record != null).timeControl(timeControl);
        if (seed != null) {
            tournament = tournament.seed(seed);
        }
        int total = tournament.games();
        if (record != null) {
            prepare(record, total);
        }
        List<String> names = lineup.stream().map(BotSpec::toString).toList();
        top.out.println("Tournament: " + EventSentences.count(total, "game") + " (" + EventSentences.count(tournament.deals(), "deal") + " × "
                + EventSentences.count(tournament.gamesPerDeal(), "distinct seating") + (total != games ? ", rounded up from " + games : "")
                + "), " + p + " players, bots " + EventSentences.and(names) + " (seats rotated), "
                + (seed != null ? "seed " + seed : "a seed picked at random (shown at the end)")
                + (timeMs > 0 ? ", search time " + timeMs + " ms/move" : "") + (mctsThreads > 1 ? ", " + mctsThreads + " search threads" : "")
                + (timeControl.isSet() ? ", clocks " + timeControl.text() : "") + (typed ? ", typed API" : ""));
        ProgressBar bar = progress ? new ProgressBar(top.err, System.console() != null, Math.min(t, total)) : null;
        // The records are written when the tournament is over (or stopped): a record holds its deal's seed and stack,
        // which the bots of the deal's other seatings, still to play, must not be able to read (D-19).
        List<GameResult> ended = new ArrayList<>();
        tournament = tournament.progress((done, all, game) -> {
            if (record != null) {
                ended.add(game);
            }
            if (bar != null) {
                bar.gameEnded(done, all, game);
            }
        });
        long t0 = System.nanoTime();
        TournamentResult results;
        try {
            results = runWithBar(tournament, bar);
        } catch (GameFailedException e) {
            String again = e.seedGiven() ? "" : "; the tournament's seed was " + e.tournamentSeed() + " (picked at random; --seed "
                    + e.tournamentSeed() + " plays it again)";
            if (record != null) {
                ended.forEach(this::writeRecord);
                writeRecord(e.game());
                throw new TongiakiCommand.Failure(e.getMessage() + "; the game so far (" + EventSentences.count(e.game().match().decisions(),
                        "choice") + ") is in " + recordFile(e.game()) + again, e);
            }
            throw new TongiakiCommand.Failure(e.getMessage() + again, e);
        }
        if (record != null) {
            results.games().forEach(this::writeRecord);
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        if (seeds) {
            for (GameResult r : results.games()) {
                StringBuilder sb = new StringBuilder();
                for (int s = 0; s < p; s++) {
                    sb.append(s == 0 ? "" : ",").append(lineup.get(r.seating()[s]));
                }
                StringBuilder res = new StringBuilder();
                for (Standing st : r.match().standings()) {
                    res.append(' ').append(st.rank()).append('.').append(st.colour()).append('=').append(st.score());
                }
                top.out.println("game " + r.index() + ": seed " + r.seed() + " seats " + sb + " ->" + res + "   (replay: --replay "
                        + r.seed() + " --players " + p + replayBots(r.seating(), lineup) + gameOptions.asArguments() + ")");
            }
        }
        top.out.print(results.table());
        if (markdown) {
            top.out.println(markdownRow(results.stats(), p, playouts));
        }
        if (csv != null) {
            Cli.write(csv, results.csv(), force);
        }
        if (json != null) {
            Cli.write(json, results.json() + "\n", force);
        }
        if (record != null) {
            top.out.println("Game records written to " + record + "/game-0.tongiaki … game-" + (total - 1) + ".tongiaki.");
        }
        if (!results.seedGiven()) {
            top.out.println("Seed: " + results.seed() + " (picked at random at the start; --seed " + results.seed()
                    + " plays the tournament again).");
        }
        long decisions = results.games().stream().mapToLong(g -> g.match().decisions()).sum();
        top.out.printf(Locale.ROOT, "%d decisions in %.1f s (%.1f games/s)%n", decisions, secs, total / secs);
        return 0;
    }

    /** Runs the tournament and ends the bar's line, also after a failure. */
    private static TournamentResult runWithBar(Tournament tournament, ProgressBar bar) {
        try {
            return tournament.run();
        } finally {
            if (bar != null) {
                bar.finished();
            }
        }
    }

    /** Creates the record directory and checks that no record would be replaced (unless --force). */
    private void prepare(Path dir, int total) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new TongiakiCommand.Failure("cannot create the directory '" + dir + "': " + e.getMessage(), e);
        }
        if (!force) {
            for (int g = 0; g < total; g++) {
                Path f = dir.resolve("game-" + g + ".tongiaki");
                if (Files.exists(f)) {
                    throw new TongiakiCommand.Failure("'" + f + "' exists: add --force to replace the records in " + dir);
                }
            }
        }
    }

    private Path recordFile(GameResult game) {
        return record.resolve("game-" + game.index() + ".tongiaki");
    }

    private void writeRecord(GameResult game) {
        try {
            Cli.write(recordFile(game), game.record().text(), true);
        } catch (UncheckedIOException e) {
            throw new TongiakiCommand.Failure("cannot write " + recordFile(game) + ": " + e.getCause().getMessage(), e);
        }
    }

    /**
     * The results as one row of docs/bots.md's table of tournament results (Markdown): games and players,
     * the line-up, the win shares with their intervals and the mean scores with theirs, the bot with the
     * highest win share in bold. {@code .ci/doc-figures.sh} compares these rows with docs/bots.md.
     *
     * @param stats the statistics, in line-up order
     * @param players seats per game
     * @param playouts the playouts given for {@code mcts} without {@code :K} (not repeated in labels)
     * @return the row
     */
    static String markdownRow(List<TournamentResult.Stats> stats, int players, int playouts) {
        int best = 0;
        for (int i = 1; i < stats.size(); i++) {
            if (stats.get(i).winShare() > stats.get(best).winShare()) {
                best = i;
            }
        }
        String sep = stats.size() == 2 ? " vs " : ", ";
        StringBuilder names = new StringBuilder();
        StringBuilder wins = new StringBuilder();
        StringBuilder scores = new StringBuilder();
        for (int i = 0; i < stats.size(); i++) {
            TournamentResult.Stats s = stats.get(i);
            String b = i == best ? "**" : "";
            String label = s.name().replace("mcts:" + playouts, "mcts").replace("guided:" + playouts, "guided")
                    .replace("learned:" + playouts, "learned");
            names.append(i == 0 ? "" : sep).append(b).append(label).append(b);
            wins.append(i == 0 ? "" : sep).append(String.format(Locale.ROOT, "%s%.3f%s [%.3f, %.3f]", b, s.winShare(), b, s.winLow(),
                    s.winHigh()));
            scores.append(i == 0 ? "" : sep).append(String.format(Locale.ROOT, "%s%.2f%s [%.2f, %.2f]", b, s.meanScore(), b,
                    s.meanScore() - s.meanScoreHalfWidth(), s.meanScore() + s.meanScoreHalfWidth()));
        }
        return "| " + stats.get(0).games() + ", " + players + " players | " + names + " | " + wins + " | " + scores + " |";
    }
}
