package io.github.tongiaki.examples;

import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Route;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.WaterTile;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
/**
 * The words of {@link PlayTerminal}: the decision at hand, the drawn tile, the options and the hints, as a person at
 * the terminal reads them, each citing the rule it comes from. Apart from the game loop so that each file has one
 * concern: this one only reads the game and prints.
 */
final class DecisionWords {

    private static final String[] DIRECTIONS = {"south", "south-west", "north-west", "north", "north-east", "south-east"};

    private final PrintStream out;
    private final Supplier<Game> game;

    /**
     * @param out where the words go
     * @param game the game being played (the player's game may be replaced by an undo or a load)
     */
    DecisionWords(PrintStream out, Supplier<Game> game) {
        this.out = out;
        this.game = game;
    }

    /** The drawn tile in words and as a hex in rotation r0. */
    void describeTile(Tile tile) {
        if (tile instanceof WaterTile w) {
            StringBuilder sb = new StringBuilder("  " + w.id() + " is a water tile with three routes:");
            char letter = 'a';
            for (Route r : w.routes()) {
                sb.append(' ').append(letter++).append(" joins edges ").append(r.from()).append(" and ").append(r.to())
                        .append(r.difficulty() == 0 ? " (no number: any group crosses)" : " (needs " + r.difficulty() + " colours)")
                        .append(letter <= 'c' ? ";" : ".");
            }
            out.println(sb);
        } else if (tile instanceof IslandTile island) {
            StringBuilder sb = new StringBuilder("  " + island.id() + " is an island worth " + island.points() + " points with "
                    + island.beaches().size() + " beaches:");
            for (int k = 1; k <= island.beaches().size(); k++) {
                Beach b = island.beach(k);
                sb.append(' ').append(k).append(": ").append(b.berths()).append(b.berths() == 1 ? " berth" : " berths")
                        .append(", jetty on edge").append(b.jetties().size() == 1 ? " " : "s ").append(joined(b.jetties()))
                        .append(k < island.beaches().size() ? ";" : ".");
            }
            out.println(sb);
        }
        out.println("  As it lies in rotation r0 (edge e faces direction e: 0 S, 1 SW, 2 NW, 3 N, 4 NE, 5 SE; rotation rK turns it"
                + " K steps clockwise):");
        for (String l : AsciiMap.tile(tile, io.github.tongiaki.core.geometry.Rotation.R0).split("\n")) {
            out.println("    " + l);
        }
    }

    static String joined(List<Integer> xs) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < xs.size(); i++) {
            sb.append(i == 0 ? "" : i == xs.size() - 1 ? " and " : ", ").append(xs.get(i));
        }
        return sb.toString();
    }

    /** Where the tile's routes or jetties would face, in compass directions; '*' where a tile already lies. */
    String facing(Tile tile, Placement p) {
        int rot = p.rotation().ordinal();
        StringBuilder sb = new StringBuilder();
        if (tile instanceof WaterTile w) {
            char letter = 'a';
            for (Route r : w.routes()) {
                sb.append(sb.length() == 0 ? "" : ", ").append("route ").append(letter++).append(' ')
                        .append(dir(p.hex(), (r.from() + rot) % 6)).append('-').append(dir(p.hex(), (r.to() + rot) % 6))
                        .append(r.difficulty() == 0 ? "" : " (" + r.difficulty() + ")");
            }
        } else if (tile instanceof IslandTile island) {
            for (int k = 1; k <= island.beaches().size(); k++) {
                StringBuilder j = new StringBuilder();
                for (int e : island.beach(k).jetties()) {
                    j.append(j.length() == 0 ? "" : "+").append(dir(p.hex(), (e + rot) % 6));
                }
                sb.append(sb.length() == 0 ? "jetties " : ", ").append(k).append(' ').append(j);
            }
        }
        return sb.toString();
    }

    String dir(Hex hex, int direction) {
        Hex n = hex.neighbour(io.github.tongiaki.core.geometry.Direction.values()[direction]);
        return AsciiMap.COMPASS[direction] + (game.get().position().tileAt(n).isPresent() ? "*" : "");
    }

    /** What the person is asked, in a line. */
    String heading(Decision d) {
        return switch (d.kind()) {
            case SETUP_BERTH -> "Set-up, round " + ((Decision.SetupBerth) d).round() + ": put a boat on a beach of Tonga (R-SETUP-2).";
            case TURN_ACTION -> "Your turn " + game.get().turn() + ": choose your action (R-TURN-1)"
                    + (((Decision.TurnAction) d).noBoat() ? "; you have no boat on the table (R-NOBOAT-1)" : "")
                    + (((Decision.TurnAction) d).allBoats() ? "; all your boats are on the table (R-ALLBOATS-1)" : "") + ".";
            case TAKE_BOAT -> "Take one of your boats to expand with on " + ((Decision.TakeBoat) d).island() + "? (R-ALLBOATS-1)";
            case PLACE_BOATS -> {
                int n = ((Decision.PlaceBoats) d).count();
                yield "Put " + n + (n == 1 ? " boat" : " boats") + " on beaches of " + ((Decision.PlaceBoats) d).island() + " (" + d.rule() + ").";
            }
            case EMIGRATION -> "A beach is full: choose which full beach emigrates and through which jetty (R-EMI-2).";
            case LANDING -> "The group " + ((Decision.Landing) d).group() + " lands on " + ((Decision.Landing) d).island()
                    + ": choose where the next boat goes (R-LAND-1).";
            case TILE_PLACEMENT -> "You drew " + ((Decision.TilePlacement) d).tile() + ": lay it on a free hex next to the tiles on the"
                    + " table, in any rotation (D-9, " + d.rule() + ").";
            case CHANCE -> "Chance: which tile is drawn.";
        };
    }

    /**
     * Explains the decision at hand in the game's words: the rule it cites and what the options mean.
     * (When {@code Rule} gains the rule's text from the specification, it belongs in the first line here.)
     */
    void help(Decision d) {
        Rule rule = d.rule();
        out.println("  " + heading(d));
        out.println("  The rule: " + rule.id() + " (" + rule.summary() + "): " + rule.text());
        for (String line : explain(d)) {
            out.println("  " + line);
        }
        out.println("  Commands: a number or an option's text (any case); 'list' the options; 'map' the map; 'undo' takes back"
                + " your last decision");
        out.println("  and what the bots did after it; 'save FILE' / 'load FILE' a game record; 'quit'.");
        out.println("  On the map: beaches 'n:boats' (B R G Y O P are colours, '.' a free berth); a digit on a hex edge is a jetty of"
                + " that beach;");
        out.println("  letters a b c on a water tile's edges are the ends of its routes, 'a4' the difficulty of route a (colours"
                + " needed; 0 = none).");
        out.println("  Each tile marks the first half of its edges going clockwise, so a shared edge can carry a mark of each tile.");
    }

    static List<String> explain(Decision d) {
        return switch (d.kind()) {
            // the rule's text (printed just before) already says who places and how often
            case SETUP_BERTH -> List.of("Every beach of Tonga keeps a free berth during the set-up (R-SETUP-3); two of your boats may"
                    + " share a beach.");
            case TURN_ACTION -> List.of("'expand ISLAND': put as many boats from your supply on that island as you have there, at most one a"
                    + " beach (R-EXP-1);", "then every full beach emigrates (R-EMI-1). 'royal ISLAND': found a royal island on an island"
                    + " holding only your boats (R-ROYAL-1).", "'settle': take all your boats off the beaches and draw tiles, laying each"
                    + " where you like, until an island comes; one boat goes on it (R-NEW-1).", "'noboat ISLAND' (no boat on the table):"
                    + " two boats on Tonga or one on another island (R-NOBOAT-1).");
            case TAKE_BOAT -> List.of("Taking a boat is optional, and it may come from the island you then expand (D-7).");
            case PLACE_BOATS -> List.of("Choose the beaches for the boats: 'beaches ISLAND/1,3' names them.");
            case EMIGRATION -> List.of("A full beach (every berth taken) emigrates: all its boats sail out together through one of its"
                    + " jetties (R-EMI-1);", "a tile is drawn and laid in front of the jetty unless one lies there (R-EMI-3). The group"
                    + " crosses a route only with at least as many", "colours as its number (R-VOY-2). 'closed' means the island is"
                    + " surrounded by routes leading back to it: it leaves the game (R-LOOP-1).");
            case LANDING -> List.of("You place the group's boats one at a time. With too few berths, the boats left over go back to their"
                    + " owners, and you choose which (R-LAND-2).");
            case TILE_PLACEMENT -> List.of("You saw the tile; lay it on any empty hex next to a tile on the table, in any of the six"
                    + " rotations (D-9).", "First type the hex's letter from the map, then choose the rotation; 'back' returns to the"
                    + " hex.", "The tile carries no boats; after a new settlement's island you put one boat on a beach of it (R-NEW-1).");
            case CHANCE -> List.of("A tile is drawn at random from the stack.");
        };
    }

    void listOptions(List<Option> options) {
        List<String> texts = new ArrayList<>();
        for (Option o : options) {
            texts.add((o.id() + 1) + ") " + o.text() + hint(o.choice()));
        }
        int width = texts.stream().mapToInt(String::length).max().orElse(0) + 3;
        int columns = texts.size() <= 12 ? 1 : Math.max(1, 98 / width);
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
    String hint(Choice choice) {
        if (choice instanceof Choice.Emigrate e) {
            return game.get().position().find(e.beach().island())
                    .filter(p -> p.tile() instanceof IslandTile)
                    .map(p -> "  (" + DIRECTIONS[(e.jetty() + p.rotation().ordinal()) % 6] + ")")
                    .orElse("");
        }
        return "";
    }
}
