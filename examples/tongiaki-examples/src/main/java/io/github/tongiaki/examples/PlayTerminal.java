package io.github.tongiaki.examples;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.tiles.IslandTile;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Terminal play: a person against bots. Before each of the person's decisions the ASCII map of the
 * archipelago ({@link AsciiMap}) is drawn when something changed; the options are listed by number
 * with their text. Answer with the number or the option's text; {@code map} redraws the map,
 * {@code help} explains, {@code quit} ends the game. Bad input is asked again with the reason.
 *
 * <p>Usage: {@code PlayTerminal [--players P] [--seat S] [--bots greedy,mcts,...] [--seed N]
 * [--playouts K]}: {@code P} players (default 3), the person in seat {@code S} (1 = blue, the start
 * player; default 1), the other seats taken by the listed bots in turn (default greedy). Reads
 * standard input line by line, so a game can also be played from a file or a pipe.
 */
public final class PlayTerminal {

    private static final String[] DIRECTIONS = {"south", "south-west", "north-west", "north", "north-east", "south-east"};

    private PlayTerminal() {
    }

    /**
     * @param args see the class documentation
     */
    public static void main(String[] args) {
        int players = 3;
        int seat = 1;
        String bots = "greedy";
        long seed = System.currentTimeMillis() % 100_000;
        int playouts = 200;
        try {
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException(a + " needs a value");
                }
                String v = args[++i];
                switch (a) {
                    case "--players" -> players = Integer.parseInt(v);
                    case "--seat" -> seat = Integer.parseInt(v);
                    case "--bots" -> bots = v;
                    case "--seed" -> seed = Long.parseLong(v);
                    case "--playouts" -> playouts = Integer.parseInt(v);
                    default -> throw new IllegalArgumentException("unknown argument '" + a + "'");
                }
            }
            if (players < 2 || players > 6) {
                throw new IllegalArgumentException("Tongiaki is for 2-6 players, got " + players);
            }
            if (seat < 1 || seat > players) {
                throw new IllegalArgumentException("--seat must be 1.." + players + ", got " + seat);
            }
            if (playouts < 1) {
                throw new IllegalArgumentException("--playouts must be at least 1");
            }
        } catch (IllegalArgumentException e) {
            System.err.println("PlayTerminal: " + e.getMessage());
            System.err.println("usage: PlayTerminal [--players 2-6] [--seat S] [--bots greedy,mcts,random] [--seed N] [--playouts K]");
            System.exit(2);
            return;
        }
        List<Tournament.Entry> lineup = new ArrayList<>();
        for (String b : bots.split(",")) {
            lineup.add(Tournament.Entry.parse(b, playouts, 0));
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, Charset.defaultCharset()));
        play(players, seat - 1, lineup, seed, in, System.out);
    }

    /**
     * Plays a game with a person in one seat.
     *
     * @param players 2–6
     * @param humanSeat the person's seat, from 0 (0 = blue, the start player)
     * @param lineup the bots for the other seats, in turn
     * @param seed the seed of the stack and the bots
     * @param in the person's answers, a line each
     * @param out the screen
     * @return the final standings, or empty if the person quit or the input ended
     */
    public static Optional<List<Standing>> play(int players, int humanSeat, List<Tournament.Entry> lineup, long seed,
            BufferedReader in, PrintStream out) {
        Game game = Game.start(GameSetup.of(players, seed));
        Colour human = game.players().get(humanSeat);
        Map<Colour, Bot> bots = new EnumMap<>(Colour.class);
        int k = 0;
        StringBuilder who = new StringBuilder();
        for (int s = 0; s < players; s++) {
            Colour c = game.players().get(s);
            String name;
            if (s == humanSeat) {
                name = "you";
            } else {
                Tournament.Entry e = lineup.get(k++ % lineup.size());
                bots.put(c, e.create(Tournament.botSeed(seed, s)));
                name = e.toString();
            }
            who.append(s == 0 ? "" : ", ").append(c).append(" (").append(c.letter()).append(") ").append(name);
        }
        out.println("Tongiaki: " + who + "; seed " + seed + ". You play " + human + ".");
        out.println("Answer each decision with an option's number or text; 'map' redraws the map, 'help' explains, 'quit' ends.");
        PlayGame.print(game.lastEvents(), out);
        boolean stale = true;
        while (!game.isOver()) {
            Decision d = game.decision();
            Option o;
            if (d.player() == human) {
                if (stale) {
                    out.println();
                    out.print(AsciiMap.render(game));
                    stale = false;
                }
                o = ask(game, d, in, out);
                if (o == null) {
                    out.println("Game abandoned.");
                    return Optional.empty();
                }
                out.println("    > you choose: " + o.text());
            } else {
                o = bots.get(d.player()).choose(game);
                out.println("    > " + d.player() + " chooses: " + o.text() + "   (" + d.options().size() + " options, " + d.rule() + ")");
            }
            List<GameEvent> events = game.apply(o);
            PlayGame.print(events, out);
            for (GameEvent e : events) {
                if (!(e instanceof GameEvent.TurnEnded) && !(e instanceof GameEvent.TurnStarted)) {
                    stale = true;
                }
            }
        }
        out.println();
        out.print(AsciiMap.render(game));
        out.println("Final standings (R-SCORE-1, R-SCORE-2):");
        List<Standing> standings = game.standings();
        for (Standing s : standings) {
            out.println("  " + EventText.standing(s) + (s.colour() == human ? "   <- you" : ""));
        }
        return Optional.of(standings);
    }

    /** Lists the options and reads an answer until a valid one; null when the person quits or the input ends. */
    private static Option ask(Game game, Decision d, BufferedReader in, PrintStream out) {
        List<Option> options = d.options();
        out.println(heading(game, d));
        listOptions(game, options, out);
        while (true) {
            out.print("Your choice (1-" + options.size() + "): ");
            out.flush();
            String line;
            try {
                line = in.readLine();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (line == null) {
                out.println();
                out.println("End of input.");
                return null;
            }
            String s = line.strip();
            if (s.isEmpty()) {
                out.println("  Please type a number from 1 to " + options.size() + ", or an option's text.");
                continue;
            }
            switch (s.toLowerCase(Locale.ROOT)) {
                case "quit", "q", "exit" -> {
                    return null;
                }
                case "map", "m" -> {
                    out.print(AsciiMap.render(game));
                    continue;
                }
                case "help", "h", "?" -> {
                    out.println("  Type the number of an option (1-" + options.size() + ") or its exact text, e.g. '"
                            + options.get(0).text() + "'.");
                    out.println("  'map' redraws the map, 'list' lists the options again, 'quit' ends the game.");
                    out.println("  On the map: beaches 'n:boats' (B R G Y O P are colours, '.' a free berth); a digit on a hex edge");
                    out.println("  is a jetty of that beach; letters a b c on a water tile's edges are the ends of its routes,");
                    out.println("  'a4' the difficulty of route a (colours needed; 0 = none).");
                    continue;
                }
                case "list", "l" -> {
                    listOptions(game, options, out);
                    continue;
                }
                default -> {
                }
            }
            if (s.chars().allMatch(Character::isDigit)) {
                int n;
                try {
                    n = Integer.parseInt(s);
                } catch (NumberFormatException e) {
                    n = -1;
                }
                if (n < 1 || n > options.size()) {
                    out.println("  There is no option " + s + ": choose a number from 1 to " + options.size() + ".");
                    continue;
                }
                return options.get(n - 1);
            }
            Optional<Option> byText = d.find(s);
            if (byText.isPresent()) {
                return byText.get();
            }
            out.println("  '" + s + "' is neither an option's number (1-" + options.size() + ") nor the text of an option"
                    + " ('help' explains).");
        }
    }

    private static String heading(Game game, Decision d) {
        return switch (d.kind()) {
            case SETUP_BERTH -> "Set-up, round " + ((Decision.SetupBerth) d).round() + ": put a boat on a beach of Tonga (R-SETUP-2).";
            case TURN_ACTION -> "Your turn " + game.turn() + ": choose your action (R-TURN-1)"
                    + (((Decision.TurnAction) d).noBoat() ? "; you have no boat on the table (R-NOBOAT-1)" : "")
                    + (((Decision.TurnAction) d).allBoats() ? "; all your boats are on the table (R-ALLBOATS-1)" : "") + ".";
            case TAKE_BOAT -> "Take one of your boats to expand with on " + ((Decision.TakeBoat) d).island() + "? (R-ALLBOATS-1)";
            case PLACE_BOATS -> "Put " + ((Decision.PlaceBoats) d).count() + " boat(s) on beaches of " + ((Decision.PlaceBoats) d).island()
                    + " (" + d.rule() + ").";
            case EMIGRATION -> "A beach is full: choose which full beach emigrates and through which jetty (R-EMI-2).";
            case LANDING -> "The group " + ((Decision.Landing) d).group() + " lands on " + ((Decision.Landing) d).island()
                    + ": choose where the next boat goes (R-LAND-1).";
            case TILE_PLACEMENT -> "You drew " + ((Decision.TilePlacement) d).tile() + ": place it next to the tiles on the table,"
                    + " as hex q,r and rotation r0-r5 (edge 0 faces direction r; D-9).";
            case CHANCE -> "Chance: which tile is drawn.";
        };
    }

    private static void listOptions(Game game, List<Option> options, PrintStream out) {
        List<String> texts = new ArrayList<>();
        for (Option o : options) {
            texts.add((o.id() + 1) + ") " + o.text() + hint(game, o.choice()));
        }
        int width = texts.stream().mapToInt(String::length).max().orElse(0) + 3;
        int columns = texts.size() <= 12 ? 1 : Math.max(1, 100 / width);
        int rows = (texts.size() + columns - 1) / columns;
        for (int r = 0; r < rows; r++) {
            StringBuilder sb = new StringBuilder("  ");
            for (int c = 0; c < columns; c++) {
                int i = c * rows + r;
                if (i < texts.size()) {
                    String t = texts.get(i);
                    sb.append(c == columns - 1 ? t : String.format("%-" + width + "s", t));
                }
            }
            out.println(sb.toString().stripTrailing());
        }
    }

    /** A hint after an emigration: the board direction the jetty faces. */
    private static String hint(Game game, Choice choice) {
        if (choice instanceof Choice.Emigrate e) {
            return game.find(e.beach().island())
                    .filter(p -> p.tile() instanceof IslandTile)
                    .map(p -> "  (" + DIRECTIONS[(e.jetty() + p.rotation().ordinal()) % 6] + ")")
                    .orElse("");
        }
        return "";
    }
}
