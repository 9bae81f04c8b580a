package io.github.tongiaki.examples;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.notation.HostedGame;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.examples.TerminalPrompts.Again;
import io.github.tongiaki.examples.TerminalPrompts.Answer;
import io.github.tongiaki.examples.TerminalPrompts.Changed;
import io.github.tongiaki.examples.TerminalPrompts.Chosen;
import io.github.tongiaki.examples.TerminalPrompts.Quit;
import io.github.tongiaki.protocol.BotException;
import io.github.tongiaki.protocol.ExternalBot;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.bots.Bots;
import io.github.tongiaki.protocol.EventSentences;
import io.github.tongiaki.bots.Match;

/**
 * Terminal play: a person against bots, the way a person plays it. Before each of the person's
 * decisions the ASCII map of the archipelago ({@link AsciiMap}) is drawn when something changed, and the
 * options are listed by number with their text; answer with the number or the option's text (in any
 * case). A drawn tile to be laid freely (D-9) is shown first, the free hexes are lettered on the map,
 * and the person chooses the hex, then the rotation.
 *
 * <p>Commands at every prompt: {@code help} explains the decision at hand, {@code map} redraws the map,
 * {@code list} lists the options again, {@code undo} takes back the person's last decision and everything
 * the bots did after it, returning to that decision (again and again, back to the start or the last
 * load; D-20: when that returns a drawn tile to the stack, every later draw is made as it comes, from fresh
 * randomness, so undo never shows what comes next), {@code save FILE} writes the game so far as a game record
 * (asking before it replaces a file),
 * {@code load FILE} continues from a game record, {@code quit} ends. Bad input is asked again with the
 * reason. Reads its input line by line, so a game can be played from a file or a pipe.
 *
 * <p>What the person and the bots know is what a player knows (D-19): the map, the supplies and the stack's
 * size and make-up, never the stack's order. The bots are handed a {@linkplain HiddenStack determinization}
 * of the game at each decision, never the game itself; the seed is shown at the start only when the person
 * gave it, else only at the end (whoever has the seed can compute the order), and until then a saved record
 * holds the draws made so far instead of the seed. A game loaded from a record is resumed with its draws still to
 * come made as they come ({@link HostedGame#resume}, D-20): the record's seed, which whoever has the file knows,
 * no longer decides them.
 *
 * <p>This class runs the game loop and the commands, which change the game; the prompts that read an answer
 * are {@link TerminalPrompts}, the words they print {@link DecisionWords}.
 *
 * <p>Started as {@code tongiaki play} ({@link io.github.tongiaki.examples.cli.PlayCommand}).
 */
public final class PlayTerminal {

    private final PrintStream out;
    private final int humanSeat;
    private final List<BotSpec> lineup;
    private final long seed;
    /** Whether the seed is the person's own (given by them), so that it may be shown before the end. */
    private final boolean seedGiven;
    /** The copies of the game the bots decide on. */
    private HiddenStack copies;
    /** The game, its draws and its take-backs (D-20). */
    private HostedGame hosted;
    /** A copy of the hosted game for reading (the map, the help), made anew after every change. */
    private Game game;
    private Colour human;
    private final Map<Colour, Bot> bots = new EnumMap<>(Colour.class);
    /** Who sits in each seat, in seat order: {@link SavedPlay#PERSON} or a bot's spec, as a saved game names them. */
    private final List<String> seats = new ArrayList<>();
    /** Where each of the person's decisions since the start or the last load began, newest first. */
    private final Deque<Snapshot> undo = new ArrayDeque<>();
    /** Every event since the start, for the ending's words. */
    private final List<GameEvent> events = new ArrayList<>();
    /** Where the game is saved after every decision, or null. */
    private final Path autosave;
    /** Writes the game to files: after every decision, and on 'save FILE'. */
    private final TerminalSaves saves;
    private boolean stale = true;
    /** Whether the person has decided anything since the start or the last load. */
    private boolean decided;
    /** The decisions, tiles and options in words for the person. */
    private final DecisionWords words;
    /** The person's answers to them. */
    private final TerminalPrompts prompts;

    /** Before a decision of the person: how many decisions the hosted game could take back, and how many events there were. */
    private record Snapshot(int decisions, int events) {
    }

    private PlayTerminal(BufferedReader in, PrintStream out, int humanSeat, List<BotSpec> lineup, long seed, boolean seedGiven,
            Path autosave) {
        this.autosave = autosave;
        this.saves = new TerminalSaves(out, autosave, seedGiven);
        this.words = new DecisionWords(out, () -> game);
        this.prompts = new TerminalPrompts(in, out, words, () -> game, this::command);
        this.seedGiven = seedGiven;
        this.out = out;
        this.humanSeat = humanSeat;
        this.lineup = List.copyOf(lineup);
        this.seed = seed;
    }

    /**
     * Runs {@code tongiaki play} with these arguments (kept for {@code exec:java -Pterminal}).
     *
     * @param args the arguments of {@code tongiaki play}
     */
    public static void main(String[] args) {
        String[] all = new String[args.length + 1];
        all[0] = "play";
        System.arraycopy(args, 0, all, 1, args.length);
        System.exit(io.github.tongiaki.examples.cli.TongiakiCommand.execute(System.in, System.out, System.err, all));
    }

    /**
     * Plays a game with a person in one seat, from the start.
     *
     * @param players 2–6
     * @param humanSeat the person's seat, from 0 (0 = blue, the start player)
     * @param lineup the bots for the other seats, in turn
     * @param seed the seed of the stack and the bots
     * @param in the person's answers, a line each
     * @param out the screen
     * @return the final standings, or empty if the person quit or the input ended
     */
    public static Optional<List<Standing>> play(int players, int humanSeat, List<BotSpec> lineup, long seed,
            BufferedReader in, PrintStream out) {
        return play(GameRecord.of(GameSetup.of(players, seed), List.of()), humanSeat, lineup, seed, in, out, null);
    }

    /**
     * Plays a game with a person in one seat, from a game record, saving it after every decision. A record with
     * choices is resumed with its draws still to come made as they come (D-20); one without starts a new game as its
     * set-up says.
     *
     * @param start the set-up and the choices made so far
     * @param humanSeat the person's seat, from 0
     * @param lineup the bots for the other seats, in turn
     * @param seed the seed of the bots
     * @param in the person's answers, a line each
     * @param out the screen
     * @param autosave where the game record is written after every decision (replacing the file), or null
     * @return the final standings, or empty if the person quit or the input ended
     * @throws IllegalArgumentException if the record does not replay or has no such seat
     * @throws BotException if an external bot fails; its message says where the game so far is saved
     */
    public static Optional<List<Standing>> play(GameRecord start, int humanSeat, List<BotSpec> lineup, long seed,
            BufferedReader in, PrintStream out, Path autosave) {
        return play(start, humanSeat, lineup, seed, true, in, out, autosave);
    }

    /**
     * Plays a game with a person in one seat, from a game record, saving it after every decision; a seed the
     * person did not give is shown only when the game is over (D-19: the seed tells the stack's order). A record with
     * choices is resumed with its draws still to come made as they come, from fresh randomness (D-20); one without
     * starts a new game as its set-up says.
     *
     * @param start the set-up and the choices made so far
     * @param humanSeat the person's seat, from 0
     * @param lineup the bots for the other seats, in turn
     * @param seed the seed of the bots (and of the stack, when {@code start} was set up with it)
     * @param seedGiven whether the person gave the seed (it is shown at the start) or the tool picked it (it is
     *     shown at the end)
     * @param in the person's answers, a line each
     * @param out the screen
     * @param autosave where the game record is written after every decision (replacing the file), or null
     * @return the final standings, or empty if the person quit or the input ended
     * @throws IllegalArgumentException if the record does not replay or has no such seat
     * @throws BotException if an external bot fails; its message says where the game so far is saved
     */
    public static Optional<List<Standing>> play(GameRecord start, int humanSeat, List<BotSpec> lineup, long seed,
            boolean seedGiven, BufferedReader in, PrintStream out, Path autosave) {
        if (lineup.isEmpty()) {
            throw new IllegalArgumentException("at least one bot is needed for the other seats");
        }
        PlayTerminal t = new PlayTerminal(in, out, humanSeat, lineup, seed, seedGiven, autosave);
        try {
            t.start(start, !start.choices().isEmpty());
            if (autosave != null) {
                out.println("The game is saved to " + autosave + " after every decision ('tongiaki play --load " + autosave
                        + "' resumes it).");
            }
            return t.loop();
        } catch (BotException e) {
            if (autosave != null && t.autosave()) {
                throw new BotException(e.getMessage() + "; the game so far (" + EventSentences.count(t.hosted.record().choices().size(), "choice")
                        + ") is saved in " + autosave + ": 'tongiaki play --load " + autosave + "' resumes it", e);
            }
            throw e;
        } finally {
            Bots.closeQuietly(t.bots.values()); // external bots' programs end with the game
        }
    }

    /**
     * Replays a record and seats the person and the bots; refuses a record that does not fit.
     *
     * @param record the set-up and the choices so far
     * @param resume whether to resume the record (D-20: its later draws made as they come, not by its seed) or to
     *     start a new game as its set-up says
     */
    private void start(GameRecord record, boolean resume) {
        HostedGame h;
        try {
            // A new game under explicit chance with the person's seed draws from that seed, so that it plays again the
            // same; every other draw of the host comes from fresh randomness (D-20)
            boolean seededChance = !resume && seedGiven && record.setup().tileSource() instanceof TileSource.Chance;
            h = resume ? HostedGame.resume(record) : seededChance ? HostedGame.start(record.setup(), new SplittableRandom(seed))
                    : HostedGame.start(record.setup());
        } catch (ParseException e) {
            throw new IllegalArgumentException("the record does not replay: " + e.getMessage(), e);
        }
        Game g = h.game();
        int players = g.players().size();
        if (humanSeat < 0 || humanSeat >= players) {
            throw new IllegalArgumentException("the game has " + players + " players: there is no seat " + (humanSeat + 1));
        }
        List<GameEvent> replayed = new ArrayList<>(Game.start(record.setup()).lastEvents());
        try {
            record.replay((choice, evs) -> replayed.addAll(evs));
        } catch (ParseException e) {
            throw new IllegalArgumentException("the record does not replay: " + e.getMessage(), e);
        }
        events.clear();
        events.addAll(replayed);
        hosted = h;
        game = g;
        human = g.players().get(humanSeat);
        undo.clear();
        decided = false;
        Bots.closeQuietly(bots.values());
        bots.clear();
        copies = HiddenStack.derivedFrom(seed);
        int k = 0;
        seats.clear();
        StringBuilder who = new StringBuilder();
        for (int s = 0; s < players; s++) {
            Colour c = g.players().get(s);
            String name;
            if (s == humanSeat) {
                name = "you";
            } else {
                BotSpec e = lineup.get(k++ % lineup.size());
                bots.put(c, e.create(io.github.tongiaki.bots.tournament.Tournament.botSeed(seed, s)));
                name = e.toString();
            }
            seats.add(s == humanSeat ? SavedPlay.PERSON : name);
            who.append(s == 0 ? "" : ", ").append(c).append(" (").append(c.letter()).append(") ").append(name);
        }
        out.println("Tongiaki: " + who + "; " + (seedGiven ? "seed " + seed : "a seed picked at random (shown at the end)")
                + ". You play " + human + ".");
        out.println("Answer each decision with an option's number or text; 'help' explains the decision, 'map' redraws the map,"
                + " 'undo' takes back your last decision, 'save FILE' and 'load FILE' keep and resume a game, 'quit' ends.");
        if (record.choices().isEmpty()) {
            printEvents(g.lastEvents(), out);
        } else {
            out.println("(" + record.choices().size() + " choices replayed: turn " + g.turn() + (resume ? "; the tiles left in the stack"
                    + " are drawn as they come, not as the record's seed would deal them" : "") + ")");
        }
        stale = true;
    }

    private Optional<List<Standing>> loop() {
        while (!hosted.isOver()) {
            // never a chance decision: the hosted game draws as the set-up says or, after a take-back, as the tiles come
            Decision d = hosted.decision();
            Option o;
            if (d.player() == human) {
                if (stale) {
                    out.println();
                    out.print(map(d));
                    stale = false;
                }
                Answer a = prompts.ask(d);
                if (a instanceof Quit) {
                    out.println("Game abandoned." + (autosave != null && Files.exists(autosave) ? " It is saved in " + autosave.toAbsolutePath()
                            + " ('tongiaki play --load " + autosave + "' resumes it, with the same players)." : autosave != null
                            ? " Nothing was saved: you had not decided anything yet." : " It was not saved (--no-autosave)."));
                    return Optional.empty();
                }
                if (a instanceof Changed) {
                    continue;
                }
                o = ((Chosen) a).option();
                undo.push(new Snapshot(hosted.decisionsToTakeBack(), events.size()));
                decided = true;
                out.println(PlayGame.choiceLine(d, "you", o));
            } else {
                // D-19: the bot decides on a copy whose stack order is not the game's; its option is the game's by id
                o = HiddenStack.sameOption(d, bots.get(d.player()).choose(copies.copyFor(game)));
                out.println(PlayGame.choiceLine(d, d.player().toString(), o));
            }
            List<GameEvent> happened = hosted.apply(o);
            game = hosted.game();
            events.addAll(happened);
            printEvents(happened, out);
            autosave();
            for (GameEvent e : happened) {
                if (!(e instanceof GameEvent.TurnEnded) && !(e instanceof GameEvent.TurnStarted)) {
                    stale = true;
                }
            }
        }
        List<String> names = new ArrayList<>();
        for (Colour c : game.players()) {
            names.add(c == human ? "you" : bots.get(c).toString());
        }
        PlayGame.ending(game, events, names, human, out);
        if (hosted.drawsWhenDrawn()) {
            out.println("The tiles were drawn as they came (after a take-back or a load, D-20): the game's record replays it"
                    + (autosave != null ? ", " + autosave : "") + ".");
        } else if (!seedGiven) {
            out.println("Seed: " + seed + " (picked at random at the start; --seed " + seed + " plays with it again).");
        }
        List<Standing> standings = game.position().standings();
        return Optional.of(standings);
    }

    /**
     * Writes events as log lines, as the main job does.
     *
     * @param events events of a game
     * @param out where the lines go
     */
    public static void printEvents(List<GameEvent> events, PrintStream out) {
        PlayGame.print(events, out);
    }

    /**
     * The commands of every prompt. Empty: not a command; {@link Again}: handled, ask again;
     * {@link Changed} and {@link Quit} end the prompt.
     */
    private Optional<Answer> command(String s, Decision d, Runnable list) {
        String lower = s.toLowerCase(Locale.ROOT);
        String word = lower.split("\\s+", 2)[0];
        String arg = s.contains(" ") ? s.substring(s.indexOf(' ') + 1).strip() : "";
        Answer again = new Again();
        switch (word) {
            case "quit", "q", "exit" -> {
                return Optional.of(new Quit());
            }
            case "map", "m" -> {
                out.print(map(d));
                return Optional.of(again);
            }
            case "help", "h", "?" -> {
                words.help(d);
                return Optional.of(again);
            }
            case "list", "l" -> {
                list.run();
                return Optional.of(again);
            }
            case "undo", "u" -> {
                if (undo.isEmpty()) {
                    out.println("  Nothing to undo: " + (!decided ? "you have not decided anything yet"
                            : "you have taken back all your decisions") + " since the start or the last load.");
                    return Optional.of(again);
                }
                // Back to the person's last decision: it and everything the bots did after it are taken back. D-20: if a tile
                // was drawn since, it goes back into the stack and what comes is drawn as it comes, not as before.
                Snapshot s0 = undo.pop();
                List<String> taken = hosted.takeBack(hosted.decisionsToTakeBack() - s0.decisions());
                List<GameEvent> gone = events.subList(s0.events(), events.size());
                boolean drewTile = gone.stream().anyMatch(e -> e instanceof GameEvent.TileDrawn);
                gone.clear();
                game = hosted.game();
                autosave();
                int after = taken.size() - 1;
                out.println("  Taken back: your " + taken.get(0) + (after == 0 ? "" : " and the " + EventSentences.count(after, "decision")
                        + " after it") + (drewTile ? "; the tiles drawn are back in the stack, which is shuffled anew" : "")
                        + "; you decide again.");
                stale = true;
                return Optional.of(new Changed());
            }
            case "save" -> {
                if (arg.isEmpty()) {
                    out.println("  save needs a file name: save FILE");
                    return Optional.of(again);
                }
                saves.save(arg, hosted, game.players(), seats, prompts::readLine);
                return Optional.of(again);
            }
            case "load" -> {
                if (arg.isEmpty()) {
                    out.println("  load needs a file name: load FILE");
                    return Optional.of(again);
                }
                try {
                    GameRecord r = GameRecord.parse(TextFiles.read(Path.of(arg)));
                    start(r, true);
                    out.println("  Loaded " + arg + " (the players of this session play on; 'tongiaki play --load " + arg
                            + "' resumes it with the players it was saved with).");
                    return Optional.of(new Changed());
                } catch (IOException | RuntimeException e) {
                    out.println("  Cannot load '" + arg + "': " + TextFiles.reason(e) + " (the game goes on as it was).");
                    return Optional.of(again);
                }
            }
            default -> {
                return Optional.empty();
            }
        }
    }

    /** The map, with a free placement's hexes lettered (D-9). */
    private String map(Decision d) {
        return d instanceof Decision.TilePlacement ? AsciiMap.render(game, TerminalPrompts.freeHexes(d)) : AsciiMap.render(game);
    }

    /**
     * Writes the game so far to the autosave file, if there is one.
     *
     * @return whether the file holds the game now
     */
    private boolean autosave() {
        return saves.autosave(hosted, game.players(), seats);
    }
}
