package io.github.tongiaki.examples.cli;

import io.github.tongiaki.bots.learned.Network;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import io.github.tongiaki.examples.TextFiles;
import io.github.tongiaki.examples.BotSpec;
import io.github.tongiaki.examples.cli.TongiakiCommand.Failure;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;

/** What the commands share: bot names for picocli, and files read and written with one-line errors. */
final class Cli {

    private Cli() {
    }

    /**
     * Converts {@code random}, {@code greedy}, {@code mcts}, {@code mcts:K}, {@code guided}, {@code guided:K}, {@code learned},
     * {@code learned:K}, {@code learned@FILE}, {@code learned:K@FILE} or {@code cmd:COMMAND} to a line-up entry (its search budget
     * given later). A weights file is read now, so that a wrong path is a usage error before any game.
     */
    static final class BotConverter implements ITypeConverter<BotSpec> {
        @Override
        public BotSpec convert(String value) {
            try {
                BotSpec b = BotSpec.parse(value, 0, 0);
                b.loadWeights();
                return b;
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** The bot names, for help texts and shell completion. */
    static final class BotNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return BotSpec.KINDS.iterator();
        }
    }

    /**
     * @param bots entries as picocli converted them
     * @param playouts the MCTS playouts per move, for {@code mcts} without {@code :K}
     * @param timeMs the MCTS time per move
     * @return the entries with their budget
     */
    static List<BotSpec> withBudget(List<BotSpec> bots, int playouts, long timeMs) {
        return bots.stream().map(b -> b.withBudget(playouts, timeMs)).toList();
    }

    /**
     * Checks that each learned bot's weights file is a network for this many players: the observation's length depends
     * on the player count, so a network plays one count (docs/learning.md).
     *
     * @param commandLine the command, for the usage error
     * @param bots the line-up
     * @param players the game's player count
     * @throws ParameterException if a weights file is for another player count
     */
    static void requireWeightsFit(CommandLine commandLine, List<BotSpec> bots, int players) {
        for (BotSpec b : bots) {
            Network n = b.loadWeights();
            if (n != null && n.players() != players) {
                throw new ParameterException(commandLine, "bot '" + b + "': " + b.weights() + " is a network for " + n.players()
                        + " players, and this game has " + players + " (give --players " + n.players() + ", or 'learned' for the shipped weights)");
            }
        }
    }

    /**
     * @param file a text file of at most {@link TextFiles#MAX_BYTES} bytes
     * @return its text
     * @throws Failure if it cannot be read, or is larger
     */
    static String read(Path file) {
        try {
            return TextFiles.read(file);
        } catch (NoSuchFileException e) {
            throw new Failure("cannot read '" + file + "': no such file", e);
        } catch (AccessDeniedException e) {
            throw new Failure("cannot read '" + file + "': permission denied", e);
        } catch (CharacterCodingException e) {
            throw new Failure("cannot read '" + file + "': not a UTF-8 text file", e);
        } catch (TextFiles.TooLargeException e) {
            throw new Failure("cannot read '" + file + "': " + e.getMessage(), e);
        } catch (IOException e) {
            throw new Failure("cannot read '" + file + "': " + (Files.isDirectory(file) ? "a directory" : e.getMessage()), e);
        }
    }

    /**
     * @param file a file
     * @param text what to write into it
     * @param replace whether an existing file may be replaced (the command's {@code --force})
     * @throws Failure if it cannot be written, or exists and {@code replace} is false
     */
    static void write(Path file, String text, boolean replace) {
        try {
            TextFiles.write(file, text, replace);
        } catch (FileAlreadyExistsException e) {
            throw new Failure("'" + file + "' exists" + (Files.isDirectory(file) ? " and is a directory" : ": add --force to replace it"), e);
        } catch (NoSuchFileException e) {
            throw new Failure("cannot write '" + file + "': no such directory", e);
        } catch (AccessDeniedException e) {
            throw new Failure("cannot write '" + file + "': permission denied", e);
        } catch (IOException e) {
            throw new Failure("cannot write '" + file + "': " + (Files.isDirectory(file) ? "a directory" : e.getMessage()), e);
        }
    }

    /**
     * The tile sets a file may need besides the built-in ones: for a {@code tileset NAME} (position, on its own line or
     * after a {@code ;} of the one-line form) or
     * {@code [tileset NAME]} (record) line naming a set that is not on the class path, the file
     * {@code NAME.tiles} next to the file or in {@code ../tilesets/} (the conformance suite's layout).
     *
     * @param file the file read
     * @param text its text
     * @return the tile sets found (none if the set is built in or no file is there)
     * @throws Failure if a tile set file is there but cannot be read
     */
    static TileSet[] tileSets(Path file, String text) {
        Matcher m = TILESET.matcher(text);
        if (!m.find()) {
            return new TileSet[0];
        }
        String name = m.group(1);
        try {
            TileSet.named(name);
            return new TileSet[0];
        } catch (IllegalStateException notBuiltIn) {
            // look for a file
        }
        Path dir = file.toAbsolutePath().getParent();
        for (Path candidate : new Path[] {dir.resolve(name + ".tiles"), dir.resolveSibling("tilesets").resolve(name + ".tiles")}) {
            if (Files.isRegularFile(candidate)) {
                String tiles = read(candidate);
                try {
                    return new TileSet[] {TileSetFormat.parse(tiles)};
                } catch (RuntimeException e) {
                    throw new Failure(candidate + ": not a tile set: " + e.getMessage(), e);
                }
            }
        }
        return new TileSet[0];
    }

    /** A {@code tileset NAME} line of a position (at the start of a line, or after a {@code ;} of the one-line form), or a record's {@code [tileset NAME]}. */
    private static final Pattern TILESET = Pattern.compile("(?:^|;)\\s*\\[?tileset\\s+([^\\s\\];]+)", Pattern.MULTILINE);

    /**
     * @param file a game record file
     * @return the record (its choices not yet checked: {@link GameRecord#replay()} does that)
     * @throws Failure if it cannot be read or parsed
     */
    static GameRecord record(Path file) {
        String text = read(file);
        try {
            return GameRecord.parse(text, tileSets(file, text));
        } catch (ParseException | IllegalArgumentException e) {
            throw new Failure(file + ": not a game record: " + e.getMessage(), e);
        }
    }

    /**
     * @param file a position file (the text or its one-line form, CONFORMANCE.md), or a perft file of the conformance
     *     suite (its {@code [position]} part is read)
     * @return the position
     * @throws Failure if it cannot be read or parsed
     */
    static Position position(Path file) {
        String whole = read(file);
        String text = positionPart(whole);
        try {
            return Position.parse(text, tileSets(file, whole));
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
