package io.github.tongiaki.examples;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.notation.HostedGame;
import io.github.tongiaki.protocol.EventSentences;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * How {@link PlayTerminal} writes a game to files: after every decision to the autosave file, and on {@code save FILE}.
 * A saved game is its players ({@link SavedPlay}) above its record. The record holds the seed only when the person
 * gave it or the game is over, else its draws written out (D-19: a seed the tool picked, in a file the person can
 * read, would tell the stack's order).
 */
final class TerminalSaves {

    private final PrintStream out;
    /** Where the game is saved after every decision, or null. */
    private final Path autosave;
    private final boolean seedGiven;
    private boolean warned;

    /**
     * @param out the screen
     * @param autosave the autosave file, or null
     * @param seedGiven whether the person gave the seed
     */
    TerminalSaves(PrintStream out, Path autosave, boolean seedGiven) {
        this.out = out;
        this.autosave = autosave;
        this.seedGiven = seedGiven;
    }

    /** {@return the autosave file, or null} */
    Path autosave() {
        return autosave;
    }

    /** {@return the game so far as it is saved: with the seed when the person gave it or the game is over, else its draws written out} */
    GameRecord record(HostedGame hosted) {
        GameRecord r = hosted.record();
        return seedGiven || hosted.isOver() ? r : r.withExplicitDraws();
    }

    /** {@return the text of a saved game: who sits where and the autosave file, then the record} */
    String text(GameRecord record, List<Colour> players, List<String> seats) {
        return new SavedPlay(players, seats, autosave).header() + record.text();
    }

    /**
     * Writes the game so far to the autosave file, if there is one; says once why it cannot.
     *
     * @return whether the file holds the game now
     */
    boolean autosave(HostedGame hosted, List<Colour> players, List<String> seats) {
        if (autosave == null) {
            return false;
        }
        try {
            TextFiles.write(autosave, text(record(hosted), players, seats), true);
            return true;
        } catch (IOException | RuntimeException e) {
            if (!warned) {
                warned = true;
                out.println("  (The game cannot be saved to " + autosave + ": " + TextFiles.reason(e) + ". 'save FILE' keeps it elsewhere.)");
            }
            return false;
        }
    }

    /**
     * {@code save FILE}: writes the game so far, asking before it replaces a file.
     *
     * @param name the file, as the person typed it
     * @param hosted the game
     * @param players the players, in seat order
     * @param seats who sits in each seat
     * @param ask asks the person a question and returns the answer (null when the input ended)
     */
    void save(String name, HostedGame hosted, List<Colour> players, List<String> seats, Function<String, String> ask) {
        try {
            Path file = Path.of(name);
            boolean replace = false;
            if (Files.exists(file)) {
                String yes = ask.apply("  " + name + " exists: replace it? (yes/no) ");
                if (yes == null || !(yes.strip().equalsIgnoreCase("yes") || yes.strip().equalsIgnoreCase("y"))) {
                    out.println("  Not saved: " + name + " is kept as it was.");
                    return;
                }
                replace = true;
            }
            GameRecord saved = record(hosted);
            TextFiles.write(file, text(saved, players, seats), replace);
            out.println("  Saved the game (" + EventSentences.count(saved.choices().size(), "choice") + ") to " + name + "; 'load " + name
                    + "' resumes it here, 'tongiaki play --load " + name + "' with its players.");
        } catch (IOException | RuntimeException e) {
            out.println("  Cannot save to '" + name + "': " + TextFiles.reason(e));
        }
    }
}
