package io.github.tongiaki.examples;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.GameRecord;
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
 * load), {@code save FILE} writes the game so far as a game record (asking before it replaces a file),
 * {@code load FILE} continues from a game record, {@code quit} ends. Bad input is asked again with the
 * reason. Reads its input line by line, so a game can be played from a file or a pipe.
 *
 * <p>What the person and the bots know is what a player knows (D-19): the map, the supplies and the stack's
 * size and make-up, never the stack's order. The bots are handed a {@linkplain HiddenStack determinization}
 * of the game at each decision, never the game itself; the seed is shown at the start only when the person
 * gave it, else only at the end (whoever has the seed can compute the order).
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
    private Game game;
    private Colour human;
    private final Map<Colour, Bot> bots = new EnumMap<>(Colour.class);
    /** The texts of every choice since the start, for {@code save}. */
    private final List<String> choices = new ArrayList<>();
    /** The game before each of the person's decisions since the start or the last load, newest first. */
    private final Deque<Snapshot> undo = new ArrayDeque<>();
    private SplittableRandom chance;
    /** Every event since the start, for the ending's words. */
    private final List<GameEvent> events = new ArrayList<>();
    /** Where the game is saved after every decision, or null. */
    private final Path autosave;
    private boolean autosaveWarned;
    private boolean stale = true;
    /** Whether the person has decided anything since the start or the last load. */
    private boolean decided;
    /** The decisions, tiles and options in words for the person. */
    private final DecisionWords words;
    /** The person's answers to them. */
    private final TerminalPrompts prompts;

    /** The game, its record and its events before a decision of the person. */
    private record Snapshot(Game game, int choices, int events) {
    }

    private PlayTerminal(BufferedReader in, PrintStream out, int humanSeat, List<BotSpec> lineup, long seed, boolean seedGiven,
            Path autosave) {
        this.autosave = autosave;
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
     * Plays a game with a person in one seat, from a game record, saving it after every decision.
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
     * person did not give is shown only when the game is over (D-19: the seed tells the stack's order).
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
            t.start(start);
            if (autosave != null) {
                out.println("The game is saved to " + autosave + " after every decision ('tongiaki play --load " + autosave
                        + "' resumes it).");
            }
            return t.loop();
        } catch (BotException e) {
            if (autosave != null && t.autosave()) {
                throw new BotException(e.getMessage() + "; the game so far (" + EventSentences.count(t.choices.size(), "choice")
                        + ") is saved in " + autosave + ": 'tongiaki play --load " + autosave + "' resumes it", e);
            }
            throw e;
        } finally {
            Bots.closeQuietly(t.bots.values()); // external bots' programs end with the game
        }
    }

    /** Replays a record and seats the person and the bots; refuses a record that does not fit. */
    private void start(GameRecord record) {
        Game g;
        try {
            g = record.replay();
        } catch (ParseException e) {
            throw new IllegalArgumentException("the record does not replay: " + e.getMessage(), e);
        }
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
        game = g;
        human = g.players().get(humanSeat);
        choices.clear();
        choices.addAll(record.choices());
        undo.clear();
        decided = false;
        Bots.closeQuietly(bots.values());
        bots.clear();
        chance = new SplittableRandom(seed);
        copies = HiddenStack.derivedFrom(seed);
        int k = 0;
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
            who.append(s == 0 ? "" : ", ").append(c).append(" (").append(c.letter()).append(") ").append(name);
        }
        out.println("Tongiaki: " + who + "; " + (seedGiven ? "seed " + seed : "a seed picked at random (shown at the end)")
                + ". You play " + human + ".");
        out.println("Answer each decision with an option's number or text; 'help' explains the decision, 'map' redraws the map,"
                + " 'undo' takes back your last decision, 'save FILE' and 'load FILE' keep and resume a game, 'quit' ends.");
        if (record.choices().isEmpty()) {
            printEvents(g.lastEvents(), out);
        } else {
            out.println("(" + record.choices().size() + " choices replayed: turn " + g.turn() + ")");
        }
        stale = true;
    }

    private Optional<List<Standing>> loop() {
        while (!game.isOver()) {
            Decision d = game.decision();
            Option o;
            if (d.player() == human && d.kind() != DecisionKind.CHANCE) {
                if (stale) {
                    out.println();
                    out.print(map(d));
                    stale = false;
                }
                Answer a = prompts.ask(d);
                if (a instanceof Quit) {
                    out.println("Game abandoned.");
                    return Optional.empty();
                }
                if (a instanceof Changed) {
                    continue;
                }
                o = ((Chosen) a).option();
                undo.push(new Snapshot(game.copy(), choices.size(), events.size()));
                decided = true;
                out.println(PlayGame.choiceLine(d, "you", o));
            } else if (d.kind() == DecisionKind.CHANCE && !bots.get(d.player()).decidesChance()) {
                // explicit chance: drawn at random, as in watch (an external bot is asked instead, below)
                o = d.options().get(chance.nextInt(d.options().size()));
                out.println(PlayGame.drawLine(d, o));
            } else {
                // D-19: the bot decides on a copy whose stack order is not the game's; its option is the game's by id
                o = HiddenStack.sameOption(d, bots.get(d.player()).choose(copies.copyFor(game)));
                out.println(PlayGame.choiceLine(d, d.player().toString(), o));
            }
            choices.add(o.text());
            List<GameEvent> happened = game.apply(o);
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
        if (!seedGiven) {
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
                // Back to the person's last decision: it and everything the bots did after it are taken back.
                Snapshot s0 = undo.pop();
                game = s0.game();
                String taken = choices.get(s0.choices());
                int after = choices.size() - s0.choices() - 1;
                choices.subList(s0.choices(), choices.size()).clear();
                events.subList(s0.events(), events.size()).clear();
                autosave();
                out.println("  Taken back: your " + taken + (after == 0 ? "" : " and the " + EventSentences.count(after, "decision")
                        + " after it") + "; you decide again.");
                stale = true;
                return Optional.of(new Changed());
            }
            case "save" -> {
                if (arg.isEmpty()) {
                    out.println("  save needs a file name: save FILE");
                    return Optional.of(again);
                }
                try {
                    Path file = Path.of(arg);
                    boolean replace = false;
                    if (Files.exists(file)) {
                        String yes = prompts.readLine("  " + arg + " exists: replace it? (yes/no) ");
                        if (yes == null || !(yes.strip().equalsIgnoreCase("yes") || yes.strip().equalsIgnoreCase("y"))) {
                            out.println("  Not saved: " + arg + " is kept as it was.");
                            return Optional.of(again);
                        }
                        replace = true;
                    }
                    TextFiles.write(file, GameRecord.of(game.setup(), choices).text(), replace);
                    out.println("  Saved the game (" + EventSentences.count(choices.size(), "choice") + ") to " + arg + "; 'load " + arg
                            + "' resumes it.");
                } catch (IOException | RuntimeException e) {
                    out.println("  Cannot save to '" + arg + "': " + TextFiles.reason(e));
                }
                return Optional.of(again);
            }
            case "load" -> {
                if (arg.isEmpty()) {
                    out.println("  load needs a file name: load FILE");
                    return Optional.of(again);
                }
                try {
                    GameRecord r = GameRecord.parse(TextFiles.read(Path.of(arg)));
                    start(r);
                    out.println("  Loaded " + arg + ".");
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
        if (autosave == null) {
            return false;
        }
        try {
            TextFiles.write(autosave, GameRecord.of(game.setup(), choices).text(), true);
            return true;
        } catch (IOException | RuntimeException e) {
            if (!autosaveWarned) {
                autosaveWarned = true;
                out.println("  (The game cannot be saved to " + autosave + ": " + TextFiles.reason(e) + ". 'save FILE' keeps it elsewhere.)");
            }
            return false;
        }
    }
}
