package io.github.tongiaki.examples;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.render.BoardSvg;
import io.github.tongiaki.core.tiles.Tile;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.bots.Bots;
import io.github.tongiaki.bots.Match;
import io.github.tongiaki.protocol.EventSentences;
import io.github.tongiaki.bots.TimeControl;

/**
 * The main job: plays one complete game among greedy bots and prints a log a person can follow, then the
 * final map, the winner, and where it wrote the game's picture ({@code game-<seed>.svg}) and record
 * ({@code game-<seed>.tongiaki}).
 *
 * <p>Usage: {@code PlayGame [players=4] [seed=2004] [output directory]}; without a directory nothing is
 * written. The Maven build passes {@code -Dplayers}, {@code -Dseed} and its {@code target} directory.
 */
public final class PlayGame {

    private PlayGame() {
    }

    /**
     * @param args player count (2–6), seed and output directory, all optional
     */
    public static void main(String[] args) {
        int players = 4;
        long seed = 2004;
        if (args.length > 0) {
            try {
                players = Integer.parseInt(args[0].trim());
            } catch (NumberFormatException e) {
                System.err.println("usage: PlayGame [players 2-6] [seed] [output directory]: the number of players must be a whole number"
                        + " from 2 to 6 (-Dplayers=N), got '" + args[0].trim() + "'");
                System.exit(2);
            }
        }
        if (args.length > 1) {
            try {
                seed = Long.parseLong(args[1].trim());
            } catch (NumberFormatException e) {
                System.err.println("usage: PlayGame [players 2-6] [seed] [output directory]: the seed must be a whole number"
                        + " (-Dseed=N), got '" + args[1].trim() + "'");
                System.exit(2);
            }
        }
        if (players < 2 || players > 6) {
            System.err.println("usage: PlayGame [players 2-6] [seed] [output directory]: Tongiaki is for 2-6 players, got " + players);
            System.exit(2);
        }
        Path dir = args.length > 2 ? Path.of(args[2].trim()) : null;
        try {
            play(players, seed, System.out, dir);
        } catch (UncheckedIOException e) {
            System.err.println("PlayGame: cannot write to " + dir + ": " + e.getCause().getMessage());
            System.exit(1);
        }
    }

    /**
     * Plays a game and writes its log; writes no files.
     *
     * @param players 2–6
     * @param seed seeds the stack and the bots
     * @param out where the log goes
     * @return the final standings
     */
    public static List<Standing> play(int players, long seed, PrintStream out) {
        return play(players, seed, out, null);
    }

    /**
     * Plays a game, writes its log, and writes {@code game-<seed>.svg} (the final board, {@link BoardSvg})
     * and {@code game-<seed>.tongiaki} (the {@link GameRecord}) into {@code dir}.
     *
     * @param players 2–6
     * @param seed seeds the stack and the bots
     * @param out where the log goes
     * @param dir where the picture and the record go (created if missing), or {@code null} for no files
     * @return the final standings
     * @throws UncheckedIOException if a file cannot be written
     */
    public static List<Standing> play(int players, long seed, PrintStream out, Path dir) {
        GameSetup setup = GameSetup.of(players, seed);
        List<BotSpec> greedy = new ArrayList<>();
        for (int s = 0; s < players; s++) {
            greedy.add(new BotSpec("greedy", 0, 0));
        }
        List<String> choices = new ArrayList<>();
        List<Standing> standings = playLogged(setup, seed, greedy, out, choices::add).standings();
        if (dir != null) {
            GameRecord record = GameRecord.of(setup, choices);
            Path svg = dir.resolve("game-" + seed + ".svg");
            Path rec = dir.resolve("game-" + seed + ".tongiaki");
            Game game;
            try {
                game = record.replay();
            } catch (io.github.tongiaki.core.text.ParseException e) {
                throw new IllegalStateException("the game's own record does not replay: " + e.getMessage(), e);
            }
            try {
                Files.createDirectories(dir);
                Files.writeString(svg, BoardSvg.render(game), StandardCharsets.UTF_8);
                Files.writeString(rec, record.text(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            out.println();
            out.println("The board as a picture: " + svg.toAbsolutePath().normalize());
            out.println("The game record (" + EventSentences.count(choices.size(), "choice") + ", replays with GameRecord.parse(text).replay()): "
                    + rec.toAbsolutePath().normalize());
        }
        return standings;
    }

    /**
     * Plays one game among bots with tongiaki-bots' {@link Match} and writes the log a person can follow:
     * the log of the main job, of {@code tongiaki watch} and of a tournament's {@code --replay}, so the
     * same seed and bots give the same game and log in every entry point. The bot of seat {@code s} gets the
     * seed {@link io.github.tongiaki.bots.tournament.Tournament#botSeed botSeed(seed, s)}; the draws of
     * explicit chance come from a generator seeded with {@code seed} (an external bot is asked them).
     *
     * <p>A bot that fails ends the game there: the result names the failure, and {@code choices} has
     * received every choice up to it. The bots are closed at the end in either case.
     *
     * @param setup the game's set-up
     * @param seed the seed of the bots and of the draws
     * @param seatBots the bot of each seat
     * @param log where the log goes, or null for none
     * @param choices receives the text of every choice just after it is applied, or null
     * @return how the game went
     */
    public static Match.Result playLogged(GameSetup setup, long seed, List<BotSpec> seatBots, PrintStream log,
            Consumer<String> choices) {
        return playLogged(setup, seed, seatBots, log, choices, TimeControl.NONE);
    }

    /**
     * Plays one game among bots on the clock, as {@link #playLogged(GameSetup, long, List, PrintStream, Consumer)}
     * does without one; a game lost on time ends with a line that says who ran out of time.
     *
     * @param setup the game's set-up
     * @param seed the seed of the bots and of the draws
     * @param seatBots the bot of each seat
     * @param log where the log goes, or null for none
     * @param choices receives the text of every choice just after it is applied, or null
     * @param clocks the time control of every bot ({@link TimeControl#NONE}: none)
     * @return how the game went
     */
    public static Match.Result playLogged(GameSetup setup, long seed, List<BotSpec> seatBots, PrintStream log,
            Consumer<String> choices, TimeControl clocks) {
        return playLogged(setup, seed, true, seatBots, log, choices, clocks);
    }

    /**
     * Plays one game among bots as {@link #playLogged(GameSetup, long, List, PrintStream, Consumer, TimeControl)}
     * does, with a seed the log shows or not: a seed the tool picked at random is not shown before the game is over
     * (D-19: whoever knows it knows the stack's order); the first line then says that it was picked. A bot that
     * kept running after it was given up on (it ignored the interrupt when its time was out) gets a warning line.
     *
     * @param setup the game's set-up
     * @param seed the seed of the bots and of the draws
     * @param showSeed whether the log's first line shows the seed
     * @param seatBots the bot of each seat
     * @param log where the log goes, or null for none
     * @param choices receives the text of every choice just after it is applied, or null
     * @param clocks the time control of every bot ({@link TimeControl#NONE}: none)
     * @return how the game went
     */
    public static Match.Result playLogged(GameSetup setup, long seed, boolean showSeed, List<BotSpec> seatBots, PrintStream log,
            Consumer<String> choices, TimeControl clocks) {
        int players = setup.players().size();
        List<Bot> bots = new ArrayList<>();
        List<GameEvent> all = new ArrayList<>();
        try {
            for (int s = 0; s < players; s++) {
                bots.add(seatBots.get(s).create(io.github.tongiaki.bots.tournament.Tournament.botSeed(seed, s)));
            }
            Match.Result r = Match.play(setup, bots, seed, Match.Path.FAST, new Match.Listener() {
                @Override
                public void started(Game game) {
                    all.addAll(game.lastEvents());
                    if (log != null) {
                        header(game, showSeed ? seed : null, seatBots, log);
                    }
                }

                @Override
                public void chosen(Decision d, Option o, boolean drawn, List<GameEvent> events, Game game) {
                    all.addAll(events);
                    if (log != null) {
                        log.println(drawn ? drawLine(d, o) : choiceLine(d, d.player().toString(), o));
                        print(events, log);
                    }
                    if (choices != null) {
                        choices.accept(o.text());
                    }
                    if (log != null && game.isOver()) {
                        List<String> names = new ArrayList<>();
                        for (BotSpec e : seatBots.subList(0, players)) {
                            names.add(e.toString());
                        }
                        ending(game, all, names.stream().distinct().count() > 1 ? names : null, null, log);
                    }
                }
            }, clocks);
            if (log != null && r.lostOnTime()) {
                log.println("Lost on time: " + r.failure().getMessage());
                for (Standing s : r.standings()) {
                    log.println("  " + s);
                }
            }
            if (log != null) {
                for (io.github.tongiaki.bots.Straggler late : r.stragglers()) {
                    log.println("Warning: " + late + "; its thread cannot be stopped from outside and runs until the bot returns.");
                }
            }
            return r;
        } finally {
            Bots.closeQuietly(bots);
        }
    }

    /**
     * The first lines of a game's log: who plays, the seed, the stack, the set-up, and the start's events.
     *
     * @param game the game at its start
     * @param seed the seed, or null if it was picked at random and is not shown before the end (D-19)
     * @param seatBots the bot of each seat
     * @param out where the lines go
     */
    static void header(Game game, Long seed, List<BotSpec> seatBots, PrintStream out) {
        List<Colour> players = game.players();
        List<String> names = new ArrayList<>();
        for (int s = 0; s < players.size(); s++) {
            names.add(seatBots.get(s).toString());
        }
        String who;
        if (names.stream().distinct().count() == 1) {
            who = players.size() + " " + names.get(0) + " bots (" + EventSentences.and(players) + ")";
        } else {
            List<String> seats = new ArrayList<>();
            for (int s = 0; s < players.size(); s++) {
                seats.add(players.get(s) + " " + names.get(s));
            }
            who = EventSentences.and(seats);
        }
        out.println("Tongiaki: " + who + ", " + (seed != null ? "seed " + seed : "a seed picked at random (shown at the end)") + ", "
                + EventSentences.count(game.position().stackSize(), "tile") + " in the stack");
        out.println("Set-up: each player puts two boats on Tonga, starting with " + game.setup().startPlayer() + ". [R-SETUP-2]");
        print(game.lastEvents(), out);
    }

    /**
     * A choice as a log line.
     *
     * @param d the decision
     * @param who who chose: a colour, or {@code you}
     * @param o the option chosen
     * @return {@code     > blue chooses berth Tonga/3 (of 6 options) [R-SETUP-2]}
     */
    public static String choiceLine(Decision d, String who, Option o) {
        return "    > " + who + (who.equals("you") ? " choose " : " chooses ") + o.text() + " (of "
                + EventSentences.count(d.options().size(), "option") + ") [" + d.rule().id() + "]";
    }

    /**
     * A draw of explicit chance as a log line.
     *
     * @param d the chance decision
     * @param o the tile drawn
     * @return {@code     > the draw: draw W07 (of 27 tiles left) [R-EMI-3]}
     */
    public static String drawLine(Decision d, Option o) {
        return "    > the draw: " + o.text() + " (of " + EventSentences.count(d.options().size(), "tile") + " left) [" + d.rule().id() + "]";
    }

    /**
     * The end of a game's log: why it ended, the final map, the table, the standings and the winner.
     *
     * @param game the finished game
     * @param events every event of the game, in order
     * @param names the bot of each seat, to show beside the standings; or null
     * @param you the person's colour, marked in the standings; or null
     * @param out where the lines go
     */
    public static void ending(Game game, List<GameEvent> events, List<String> names, Colour you, PrintStream out) {
        out.println();
        out.println(ending(game, events));
        out.println();
        out.println("The final map:");
        out.println(AsciiMap.render(game));
        out.println(tableSummary(game));
        out.println("Final standings [R-SCORE-1]:");
        List<Standing> standings = game.position().standings();
        for (Standing s : standings) {
            out.println("  " + EventSentences.standing(s) + (names != null ? "   " + names.get(game.players().indexOf(s.colour())) : "")
                    + (s.colour() == you ? "   <- you" : ""));
        }
        out.println();
        out.println(winner(standings));
    }

    /**
     * Why the game ended, in a player's words. Each way a game can end is one branch here: the event that
     * ended it and its sentence.
     *
     * @param game the finished game
     * @param events every event of the game, in order
     * @return one paragraph, ending in the rule tag
     */
    static String ending(Game game, List<GameEvent> events) {
        for (int i = events.size() - 1; i >= 0; i--) {
            GameEvent e = events.get(i);
            if (e instanceof GameEvent.EndTriggered t) {
                String kind = game.tileSet().find(t.lastTile()).map(Tile::isIsland).orElse(false) ? "island" : "water tile";
                return "The game is over: " + t.lastTile() + " was the last " + kind + " in the stack, so the turn under way was"
                        + " finished and the game ended there. [R-END-1]";
            } else if (e instanceof GameEvent.Stalled st) {
                int rounds = st.turnsWithoutProgress() / Math.max(1, game.players().size());
                return "The game is over: for " + EventSentences.count(rounds, "full round") + " nobody drew a tile, removed an island"
                        + " or founded a royal island, so by the stall rule the game ends as it stands and "
                        + st.player() + "'s turn " + st.turn() + " is not played. [" + st.rule().id() + "]";
            }
        }
        return "The game is over. [R-END-1]";
    }

    /** The table at the end, in words: tiles, removed islands, royal islands, stranded boats. */
    private static String tableSummary(Game game) {
        Position position = game.position();
        StringBuilder sb = new StringBuilder();
        sb.append(EventSentences.count(position.tiles().size(), "tile")).append(" on the table");
        List<String> royal = new ArrayList<>();
        position.royalIslands().forEach((island, owner) -> royal.add(island + " (" + owner + ")"));
        sb.append(royal.isEmpty() ? "; no royal islands" : "; royal " + (royal.size() == 1 ? "island " : "islands ") + EventSentences.and(royal));
        List<String> removed = new ArrayList<>();
        position.removedTiles().forEach(t -> removed.add(t.value()));
        sb.append(removed.isEmpty() ? "; no island left the game" : "; left the game: " + EventSentences.and(removed));
        if (!position.strandedBoats().isEmpty()) {
            sb.append("; ").append(EventSentences.boats(position.strandedBoats())).append(" stranded on ")
                    .append(position.strandedOn().map(Object::toString).orElse("the last water tile"));
        }
        return sb.append('.').toString();
    }

    /**
     * The winner in words: one player, or everyone who shares the first place (D-11).
     *
     * @param standings the final standings, best first
     * @return one sentence
     */
    static String winner(List<Standing> standings) {
        List<Colour> first = new ArrayList<>();
        for (Standing s : standings) {
            if (s.rank() == 1) {
                first.add(s.colour());
            }
        }
        Standing top = standings.get(0);
        String points = EventSentences.count(top.score(), "point");
        if (first.size() > 1) {
            return capital(EventSentences.and(first)) + " share the win with " + points + " each, tied on every count. [D-11]";
        }
        String how = switch (top.decidedBy()) {
            case SCORE -> ".";
            case ISLANDS -> ", ahead on the tie-break: more islands. [R-SCORE-2]";
            case FEWER_BOATS -> ", ahead on the tie-break: fewer boats on the table. [R-SCORE-2]";
            case SHARED -> ".";
        };
        return capital(top.colour().toString()) + " wins with " + points + how;
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /**
     * Writes events as log lines: a blank line and a heading for each new turn, the rest indented.
     *
     * @param events events of a game
     * @param out where the lines go
     */
    static void print(List<GameEvent> events, PrintStream out) {
        for (GameEvent e : events) {
            String line = EventSentences.describe(e);
            if (line == null) {
                continue;
            }
            if (e instanceof GameEvent.TurnStarted) {
                out.println();
                out.println("== " + line);
            } else {
                out.println("  " + line);
            }
        }
    }
}
