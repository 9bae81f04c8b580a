package io.github.tongiaki.examples.cli;

import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.examples.Tournament;
import io.github.tongiaki.examples.cli.TongiakiCommand.Failure;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** What the commands share: bot names for picocli, and files read and written with one-line errors. */
final class Cli {

    private Cli() {
    }

    /** Converts {@code random}, {@code greedy}, {@code mcts}, {@code mcts:K} or {@code cmd:COMMAND} to a line-up entry (its MCTS budget given later). */
    static final class BotConverter implements ITypeConverter<Tournament.Entry> {
        @Override
        public Tournament.Entry convert(String value) {
            try {
                return Tournament.Entry.parse(value, 0, 0);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** The bot names, for help texts and shell completion. */
    static final class BotNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Tournament.Entry.KINDS.iterator();
        }
    }

    /**
     * @param bots entries as picocli converted them
     * @param playouts the MCTS playouts per move, for {@code mcts} without {@code :K}
     * @param timeMs the MCTS time per move
     * @return the entries with their budget
     */
    static List<Tournament.Entry> withBudget(List<Tournament.Entry> bots, int playouts, long timeMs) {
        return bots.stream().map(b -> b.withBudget(playouts, timeMs)).toList();
    }

    /**
     * @param file a text file
     * @return its text
     * @throws Failure if it cannot be read
     */
    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new Failure("cannot read '" + file + "': no such file", e);
        } catch (AccessDeniedException e) {
            throw new Failure("cannot read '" + file + "': permission denied", e);
        } catch (CharacterCodingException e) {
            throw new Failure("cannot read '" + file + "': not a UTF-8 text file", e);
        } catch (IOException e) {
            throw new Failure("cannot read '" + file + "': " + (Files.isDirectory(file) ? "a directory" : e.getMessage()), e);
        }
    }

    /**
     * @param file a file
     * @param text what to write into it (replacing what was there)
     * @throws Failure if it cannot be written
     */
    static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new Failure("cannot write '" + file + "': no such directory", e);
        } catch (AccessDeniedException e) {
            throw new Failure("cannot write '" + file + "': permission denied", e);
        } catch (IOException e) {
            throw new Failure("cannot write '" + file + "': " + (Files.isDirectory(file) ? "a directory" : e.getMessage()), e);
        }
    }

    /**
     * @param file a game record file
     * @return the record (its choices not yet checked: {@link GameRecord#replay()} does that)
     * @throws Failure if it cannot be read or parsed
     */
    static GameRecord record(Path file) {
        String text = read(file);
        try {
            return GameRecord.parse(text);
        } catch (ParseException | IllegalArgumentException e) {
            throw new Failure(file + ": not a game record: " + e.getMessage(), e);
        }
    }

    /**
     * @param file a position file, or a perft file of the conformance suite (its {@code [position]} part is read)
     * @return the position
     * @throws Failure if it cannot be read or parsed
     */
    static Position position(Path file) {
        String text = positionPart(read(file));
        try {
            return Position.parse(text);
        } catch (ParseException | IllegalArgumentException e) {
            throw new Failure(file + ": not a position: " + e.getMessage(), e);
        }
    }

    /** The {@code [position]} section of a perft file (CONFORMANCE.md), or the text itself if it has none. */
    static String positionPart(String text) {
        String[] lines = text.split("\\R", -1);
        StringBuilder sb = null;
        for (String line : lines) {
            String t = line.strip();
            if (sb == null) {
                if (t.equals("[position]")) {
                    sb = new StringBuilder();
                }
            } else if (t.startsWith("[")) {
                break;
            } else {
                sb.append(line).append('\n');
            }
        }
        return sb == null ? text : sb.toString();
    }

    /**
     * @param text a file's text
     * @return whether it is a game record (else it should be a position)
     */
    static boolean isRecord(String text) {
        return text.contains("[format " + GameRecord.FORMAT);
    }
}
