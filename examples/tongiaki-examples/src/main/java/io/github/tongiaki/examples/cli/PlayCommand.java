package io.github.tongiaki.examples.cli;

import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.examples.HiddenStack;
import io.github.tongiaki.examples.PlayTerminal;
import io.github.tongiaki.examples.BotSpec;
import io.github.tongiaki.examples.SavedPlay;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code tongiaki play}: a person against bots in the terminal. */
@Command(name = "play", usageHelpAutoWidth = true, sortOptions = false,
        description = {"You against bots in the terminal.", "Plays a game in the terminal, you against bots. Before each of your decisions the archipelago is drawn"
                + " (at most 100 columns wide) and the options are listed; answer with a number or an option's text, in any case.",
            "A drawn tile to lay freely is shown first, the free hexes are lettered on the map, and you choose the hex, then the"
                + " rotation.",
            "At every prompt: 'help' explains the decision, 'map' redraws the map, 'list' the options, 'undo' takes back your last"
                + " decision and what the bots did after it (again and again; a tile drawn since goes back and what comes is drawn"
                + " as it comes, D-20), 'save FILE' (asks before it replaces a file) and 'load FILE' keep and resume a game record"
                + " (a loaded game draws what comes as it comes, not by its seed),"
                + " 'quit' ends. Reads standard input line by line, so it can be driven by a pipe."},
        footer = {"", "Example: tongiaki play --players 3 --seat 1 --bots greedy,mcts --seed 7", "", TongiakiCommand.EXIT_CODES})
public final class PlayCommand implements Callable<Integer> {

    @ParentCommand
    TongiakiCommand top;

    @Spec
    CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Option(names = "--players", paramLabel = "P", defaultValue = "3", description = "Players, 2-6 (default ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--seat", paramLabel = "S", defaultValue = "1",
            description = "Your seat, 1 to P: 1 is blue, the start player (default ${DEFAULT-VALUE}).")
    int seat;

    @Option(names = "--bots", paramLabel = "BOT[,BOT...]", split = ",", defaultValue = "greedy",
            converter = Cli.BotConverter.class, completionCandidates = Cli.BotNames.class,
            description = "The bots in the other seats, in turn, repeated when there are more seats: ${COMPLETION-CANDIDATES}"
                    + ", mcts:K, guided:K or learned:K (K playouts), learned@FILE (a weights file), or cmd:COMMAND, an external program (PROTOCOL.md) (default ${DEFAULT-VALUE}).")
    List<BotSpec> bots;

    @Option(names = "--seed", paramLabel = "N", description = "Seeds the stack and the bots (default: picked at random, and shown only when the game is over).")
    Long seed;

    @Mixin
    BotTimeoutOption botTimeout;

    @Option(names = "--playouts", paramLabel = "K", defaultValue = "200", description = "Search playouts per move of mcts, guided and learned (default ${DEFAULT-VALUE}).")
    int playouts;

    @Option(names = "--load", paramLabel = "FILE", description = "Resume a game saved with 'save FILE' or autosaved: the same players in the same"
                    + " seats (--seat and --bots choose others; an external program is never started from a file: give it with --bots), saved to"
                    + " the same autosave file (unless --autosave or --no-autosave); the tiles still in the stack are drawn as they come, not by"
                    + " the record's seed (D-20). A game record from elsewhere: your seat is --seat, the bots --bots.")
    Path load;

    @Option(names = "--autosave", paramLabel = "FILE",
            description = "Where the game is saved after every decision, so that it survives a failing bot or a closed terminal"
                    + " (default: play-SEED.tongiaki in the current directory with --seed, else play-DATE-TIME.tongiaki; -2, -3 …"
                    + " is added if that exists; an existing FILE given here is replaced).")
    Path autosave;

    @Option(names = "--no-autosave", description = "Do not save the game after every decision.")
    boolean noAutosave;

    @Mixin
    BotOption botOption;

    @Mixin
    GameOptions gameOptions;

    @Override
    public Integer call() {
        if (players < 2 || players > 6) {
            throw new ParameterException(spec.commandLine(), "Tongiaki is for 2-6 players, got --players " + players);
        }
        if (playouts < 1) {
            throw new ParameterException(spec.commandLine(), "--playouts must be at least 1, got " + playouts);
        }
        GameRecord start = null;
        SavedPlay saved = null;
        var matched = spec.commandLine().getParseResult();
        if (load != null) {
            start = Cli.record(load);
            try {
                saved = SavedPlay.read(Cli.read(load)).orElse(null);
            } catch (IllegalArgumentException e) {
                throw new TongiakiCommand.Failure(load + ": the players it was saved with cannot be read: " + e.getMessage(), e);
            }
            if (saved != null && !saved.players().equals(start.setup().players())) {
                throw new TongiakiCommand.Failure(load + ": its seats name " + saved.players() + ", its record plays " + start.setup().players());
            }
            if (spec.commandLine().getParseResult().hasMatchedOption("--players")) {
                throw new ParameterException(spec.commandLine(), "--players and --load do not go together: the record names its players");
            }
            for (String o : List.of("--option", "--start-player", "--explicit-chance")) {
                if (spec.commandLine().getParseResult().hasMatchedOption(o)) {
                    throw new ParameterException(spec.commandLine(), o + " and --load do not go together: the record holds its set-up");
                }
            }
            players = start.setup().players().size();
            if (saved != null) {
                // D-20 aside, a loaded game goes on as it was saved: the person's seat, the bots, the autosave file
                if (!matched.hasMatchedOption("--seat")) {
                    seat = saved.personSeat() + 1;
                }
                if (!matched.hasMatchedOption("--bots") && !matched.hasMatchedOption("--bot")) {
                    try {
                        this.bots = saved.bots();
                    } catch (IllegalArgumentException e) {
                        throw new TongiakiCommand.Failure(load + ": " + e.getMessage(), e);
                    }
                }
                if (!matched.hasMatchedOption("--autosave") && !matched.hasMatchedOption("--no-autosave") && saved.autosave() != null) {
                    autosave = savedAutosave(load, saved.autosave());
                }
            }
        }
        if (seat < 1 || seat > players) {
            throw new ParameterException(spec.commandLine(), "--seat must be 1 to " + players + ", got " + seat);
        }
        List<BotSpec> bots = botOption.lineup(this.bots);
        Cli.requireWeightsFit(spec.commandLine(), bots, players);
        if (bots.size() > players - 1) {
            throw new ParameterException(spec.commandLine(), bots.size() + " bots for " + (players - 1) + " other "
                    + (players == 2 ? "seat" : "seats") + ": give at most " + (players - 1) + " bots or more --players");
        }
        // D-19: a seed the tool picks is one nobody can guess, and it is shown only at the end. A loaded record's own seed (written
        // only when the person gave it, or the game is over) seeds the bots again; its draws still to come are fresh (D-20).
        Long recorded = start == null ? null : start.setup().tileSource() instanceof TileSource.Shuffled sh ? Long.valueOf(sh.seed())
                : start.setup().tileSource() instanceof TileSource.Stacked st ? Long.valueOf(st.seed()) : null;
        Long given = seed != null ? seed : recorded;
        long s = given != null ? given : HiddenStack.newSeed();
        if (start == null) {
            start = GameRecord.of(gameOptions.setup(players, s), List.of());
        }
        if (noAutosave && autosave != null) {
            throw new ParameterException(spec.commandLine(), "--autosave and --no-autosave do not go together");
        }
        Path file = noAutosave ? null : autosave != null ? autosave
                : freeName(seed != null ? "play-" + seed : "play-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        try {
            PlayTerminal.play(start, seat - 1, botTimeout.apply(Cli.withBudget(bots, playouts, 0)), s, given != null, top.in, top.out, file);
        } catch (IllegalArgumentException e) {
            throw new TongiakiCommand.Failure((load != null ? load + ": " : "") + e.getMessage(), e);
        }
        return 0;
    }

    /**
     * The autosave file a saved game names, if it may be written: one that does not exist, or a game that {@code play}
     * saved. A file from someone else could name any file; what is not a saved game is never replaced.
     */
    private static Path savedAutosave(Path load, Path named) {
        if (!Files.exists(named)) {
            return named;
        }
        boolean savedGame;
        try {
            savedGame = Files.isRegularFile(named) && SavedPlay.read(Cli.read(named)).isPresent();
        } catch (RuntimeException e) {
            savedGame = false;
        }
        if (!savedGame) {
            throw new TongiakiCommand.Failure(load + ": its autosave file " + named + " exists and is not a game saved by 'tongiaki play',"
                    + " so it is not replaced: give --autosave FILE or --no-autosave");
        }
        return named;
    }

    /**
     * {@code BASE.tongiaki}, or {@code BASE-2.tongiaki} … : the first name no file has. The base names the seed
     * only when the person gave it: a seed the tool picked is not shown before the end (D-19).
     */
    private static Path freeName(String base) {
        Path p = Path.of(base + ".tongiaki");
        for (int k = 2; Files.exists(p); k++) {
            p = Path.of(base + "-" + k + ".tongiaki");
        }
        return p;
    }
}
