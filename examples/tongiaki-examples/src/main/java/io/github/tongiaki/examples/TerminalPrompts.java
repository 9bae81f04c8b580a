package io.github.tongiaki.examples;

import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.tiles.Tile;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * The prompts of {@link PlayTerminal}: asks the person for one decision, a line at a time, until a valid answer,
 * and says why an answer is not one. An option is answered by its number or its text in any case; a free
 * placement (D-9) by the hex (its letter on the map, or {@code q,r}), then the rotation. Every prompt also takes
 * the game loop's commands ({@link Commands}). Apart from the game loop so that each file has one concern: this one
 * reads answers and never changes the game.
 */
final class TerminalPrompts {

    /** What the person answered: an option, or that the game has changed under the prompt (undo, load), or quit. */
    sealed interface Answer {
    }

    /** An option of the decision at hand. */
    record Chosen(Option option) implements Answer {
    }

    /** The game changed under the prompt (an undo or a load): the loop asks its decision anew. */
    record Changed() implements Answer {
    }

    /** A command was handled (help, map, list, save, or an undo or load that failed): ask again. */
    record Again() implements Answer {
    }

    /** The person quit, or the input ended. */
    record Quit() implements Answer {
    }

    /** The commands every prompt takes besides the options. */
    @FunctionalInterface
    interface Commands {
        /**
         * @param line the person's line, stripped and not empty
         * @param d the decision at hand
         * @param list lists the prompt's choices again
         * @return empty if the line is not a command; {@link Again} when it was handled; {@link Changed} or
         *     {@link Quit} to end the prompt
         */
        Optional<Answer> command(String line, Decision d, Runnable list);
    }

    private final BufferedReader in;
    private final PrintStream out;
    private final DecisionWords words;
    private final Supplier<Game> game;
    private final Commands commands;

    /**
     * @param in the person's answers, a line each
     * @param out the screen
     * @param words the decisions in words
     * @param game the game being played (replaced by an undo or a load)
     * @param commands the commands of every prompt
     */
    TerminalPrompts(BufferedReader in, PrintStream out, DecisionWords words, Supplier<Game> game, Commands commands) {
        this.in = in;
        this.out = out;
        this.words = words;
        this.game = game;
        this.commands = commands;
    }

    /** Reads a line after a prompt; null at the end of the input. */
    String readLine(String prompt) {
        out.print(prompt);
        out.flush();
        try {
            String line = in.readLine();
            if (line == null) {
                out.println();
                out.println("End of input.");
            }
            return line;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Asks for the decision until a valid answer. */
    Answer ask(Decision d) {
        if (d instanceof Decision.TilePlacement p) {
            return askPlacement(p);
        }
        List<Option> options = d.options();
        out.println(words.heading(d));
        words.listOptions(options);
        while (true) {
            String line = readLine("Your choice (1-" + options.size() + "): ");
            if (line == null) {
                return new Quit();
            }
            String s = line.strip();
            if (s.isEmpty()) {
                out.println("  Please type a number from 1 to " + options.size() + ", or an option's text ('help' explains).");
                continue;
            }
            Optional<Answer> answer = commands.command(s, d, () -> words.listOptions(options))
                    .or(() -> byNumber(s, options, "option"));
            if (answer.isPresent()) {
                if (answer.get() instanceof Again) {
                    continue;
                }
                return answer.get();
            }
            Optional<Option> byText = findIgnoringCase(options, s);
            if (byText.isPresent()) {
                return new Chosen(byText.get());
            }
            out.println("  '" + s + "' is neither an option's number (1-" + options.size() + ") nor the text of an option"
                    + " ('help' explains, 'list' shows the options).");
        }
    }

    /** A free placement (D-9): the tile, then the hex (a letter on the map), then the rotation. */
    private Answer askPlacement(Decision.TilePlacement d) {
        Tile tile = game.get().tileSet().tile(d.tile());
        Map<Hex, String> free = freeHexes(d);
        Map<String, Hex> byLabel = new LinkedHashMap<>();
        free.forEach((h, l) -> byLabel.put(l.toLowerCase(Locale.ROOT), h));
        out.println(words.heading(d));
        words.describeTile(tile);
        Runnable listHexes = () -> {
            StringBuilder sb = new StringBuilder("  Free hexes:");
            free.forEach((h, l) -> sb.append(' ').append(l).append(" (").append(h).append(')'));
            out.println(sb);
        };
        listHexes.run();
        while (true) {
            String line = readLine("Hex (" + String.join(", ", free.values()) + "): ");
            if (line == null) {
                return new Quit();
            }
            String s = line.strip();
            if (s.isEmpty()) {
                out.println("  Please type the letter of a free hex on the map (" + String.join(", ", free.values()) + ").");
                continue;
            }
            Optional<Answer> command = commands.command(s, d, listHexes);
            if (command.isPresent()) {
                if (command.get() instanceof Again) {
                    continue;
                }
                return command.get();
            }
            Optional<Option> whole = findIgnoringCase(d.options(), s);
            if (whole.isPresent()) {
                return new Chosen(whole.get());
            }
            Hex hex = byLabel.get(s.toLowerCase(Locale.ROOT));
            if (hex == null) {
                try {
                    Hex h = Hex.parse(s);
                    hex = free.containsKey(h) ? h : null;
                    if (hex == null) {
                        out.println("  " + h + " is not a free hex next to the tiles on the table: choose one of "
                                + String.join(", ", free.values()) + ".");
                        continue;
                    }
                } catch (IllegalArgumentException e) {
                    out.println("  '" + s + "' is not a free hex: type its letter on the map (" + String.join(", ", free.values())
                            + ") or its coordinates q,r.");
                    continue;
                }
            }
            Answer rotation = askRotation(d, tile, hex, free.get(hex));
            if (rotation != null) {
                return rotation;
            }
            listHexes.run();
        }
    }

    /** The rotation for a chosen hex; null to choose the hex again. */
    private Answer askRotation(Decision.TilePlacement d, Tile tile, Hex hex, String label) {
        List<Option> options = new ArrayList<>();
        for (Option o : d.options()) {
            if (o.choice() instanceof Choice.PlaceTile p && p.placement().hex().equals(hex)) {
                options.add(o);
            }
        }
        Runnable list = () -> {
            out.println("  Rotations for hex " + label + " (" + hex + "), each edge by the direction it faces (* a tile lies there):");
            for (int i = 0; i < options.size(); i++) {
                Placement p = ((Choice.PlaceTile) options.get(i).choice()).placement();
                out.println("  " + (i + 1) + ") " + p.rotation() + ": " + words.facing(tile, p));
            }
        };
        list.run();
        while (true) {
            String line = readLine("Rotation (1-" + options.size() + ", or r0-r5; 'back' for another hex): ");
            if (line == null) {
                return new Quit();
            }
            String s = line.strip();
            if (s.equalsIgnoreCase("back") || s.equalsIgnoreCase("b")) {
                return null;
            }
            if (s.isEmpty()) {
                out.println("  Please type a number from 1 to " + options.size() + ", or a rotation r0-r5.");
                continue;
            }
            Optional<Answer> answer = commands.command(s, d, list).or(() -> byNumber(s, options, "rotation"));
            if (answer.isPresent()) {
                if (answer.get() instanceof Again) {
                    continue;
                }
                return answer.get();
            }
            Optional<Option> byRotation = options.stream()
                    .filter(o -> ((Choice.PlaceTile) o.choice()).placement().rotation().toString().equalsIgnoreCase(s)).findFirst();
            if (byRotation.isPresent()) {
                return new Chosen(byRotation.get());
            }
            Optional<Option> whole = findIgnoringCase(d.options(), s);
            if (whole.isPresent()) {
                return new Chosen(whole.get());
            }
            out.println("  '" + s + "' is not a rotation: type a number from 1 to " + options.size() + ", or r0-r5 ('back' for"
                    + " another hex).");
        }
    }

    /**
     * A number picks an option by its place in the list, from 1.
     *
     * @return empty if {@code s} is not a number; the option; or {@link Again} (having said why) if it is out of range
     */
    private Optional<Answer> byNumber(String s, List<Option> options, String what) {
        if (!s.chars().allMatch(Character::isDigit)) {
            return Optional.empty();
        }
        int n;
        try {
            n = Integer.parseInt(s);
        } catch (NumberFormatException e) {
            n = -1; // more digits than an int holds
        }
        if (n < 1 || n > options.size()) {
            out.println("  There is no " + what + " " + s + ": choose a number from 1 to " + options.size() + ".");
            return Optional.of(new Again());
        }
        return Optional.of(new Chosen(options.get(n - 1)));
    }

    private static Optional<Option> findIgnoringCase(List<Option> options, String text) {
        String t = text.strip().replaceAll("\\s+", " ");
        for (Option o : options) {
            if (o.text().equalsIgnoreCase(t)) {
                return Optional.of(o);
            }
        }
        return Optional.empty();
    }

    /** The free hexes of a placement, lettered A, B, … in hex order (as the map marks them). */
    static Map<Hex, String> freeHexes(Decision d) {
        TreeMap<Hex, String> free = new TreeMap<>();
        for (Option o : d.options()) {
            if (o.choice() instanceof Choice.PlaceTile p) {
                free.put(p.placement().hex(), "");
            }
        }
        int i = 0;
        for (Map.Entry<Hex, String> e : free.entrySet()) {
            e.setValue(label(i++));
        }
        return free;
    }

    /** A, B, …, Z, AA, AB, … */
    private static String label(int i) {
        return i < 26 ? String.valueOf((char) ('A' + i)) : label(i / 26 - 1) + (char) ('A' + i % 26);
    }
}
