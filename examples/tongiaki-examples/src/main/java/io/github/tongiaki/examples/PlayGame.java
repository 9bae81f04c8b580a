package io.github.tongiaki.examples;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import java.io.PrintStream;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The main job: plays one complete game among greedy bots and prints a log a person can follow.
 *
 * <p>Usage: {@code PlayGame [players=4] [seed=2004]}.
 */
public final class PlayGame {

    private PlayGame() {
    }

    /**
     * @param args player count (2–6) and seed, both optional
     */
    public static void main(String[] args) {
        int players = 4;
        long seed = 2004;
        try {
            if (args.length > 0) {
                players = Integer.parseInt(args[0].trim());
            }
            if (args.length > 1) {
                seed = Long.parseLong(args[1].trim());
            }
        } catch (NumberFormatException e) {
            System.err.println("usage: PlayGame [players 2-6] [seed]: " + e.getMessage());
            System.exit(2);
        }
        if (players < 2 || players > 6) {
            System.err.println("usage: PlayGame [players 2-6] [seed]: Tongiaki is for 2-6 players, got " + players);
            System.exit(2);
        }
        play(players, seed, System.out);
    }

    /**
     * Plays a game and writes its log.
     *
     * @param players 2–6
     * @param seed seeds the stack and the bots
     * @param out where the log goes
     * @return the final standings
     */
    public static List<Standing> play(int players, long seed, PrintStream out) {
        Game game = Game.start(GameSetup.of(players, seed));
        Map<Colour, Bot> bots = new EnumMap<>(Colour.class);
        for (Colour c : game.players()) {
            bots.put(c, new GreedyBot(seed * 31 + c.ordinal()));
        }
        out.println("Tongiaki: " + players + " greedy bots (" + game.players() + "), seed " + seed + ", "
                + game.stackSize() + " tiles in the stack");
        out.println("Set-up (R-SETUP-2): each player puts two boats on Tonga, starting with " + game.setup().startPlayer() + ".");
        print(game.lastEvents(), out);
        while (!game.isOver()) {
            Decision d = game.decision();
            Option o = bots.get(d.player()).choose(game);
            out.println("    > " + d.player() + " chooses: " + o.text() + "   (" + d.options().size() + " options, " + d.rule() + ")");
            print(game.apply(o), out);
        }
        out.println();
        out.println("Final tiles on the table: " + game.tiles().size() + ", removed: " + game.removedTiles()
                + ", royal islands: " + game.royalIslands());
        out.println("Final standings (R-SCORE-1, R-SCORE-2):");
        List<Standing> standings = game.standings();
        for (Standing s : standings) {
            out.println("  " + EventText.standing(s));
        }
        return standings;
    }

    /**
     * Writes events as log lines: a blank line and a heading for each new turn, the rest indented.
     *
     * @param events events of a game
     * @param out where the lines go
     */
    static void print(List<GameEvent> events, PrintStream out) {
        for (GameEvent e : events) {
            String line = EventText.describe(e);
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
