package io.github.tongiaki.examples;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Reading and writing the text files of the examples (game records, positions, pictures) safely: a file
 * is read with a size limit ({@link #MAX_BYTES}), so that {@code /dev/zero} or a file larger than the heap
 * is refused with a message instead of an out-of-memory error; and a file is written only where no file
 * is, unless the caller says to replace it.
 */
public final class TextFiles {

    /** The largest file read: 8 MiB. A game record of a long game is about 10 KiB. */
    public static final int MAX_BYTES = 8 * 1024 * 1024;

    private TextFiles() {
    }

    /** A file that is larger than {@link #MAX_BYTES}. */
    public static final class TooLargeException extends IOException {
        private static final long serialVersionUID = 1L;

        /** @param file the file */
        public TooLargeException(Path file) {
            super("larger than " + MAX_BYTES / (1024 * 1024) + " MiB, the most a game record, position or tile set may have");
        }
    }

    /**
     * Reads a UTF-8 text file of at most {@link #MAX_BYTES} bytes.
     *
     * @param file the file
     * @return its text
     * @throws TooLargeException if it is larger
     * @throws CharacterCodingException if it is not UTF-8 text
     * @throws IOException if it cannot be read
     */
    public static String read(Path file) throws IOException {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        }
        if (bytes.length > MAX_BYTES) {
            throw new TooLargeException(file);
        }
        return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    }

    /**
     * Writes a UTF-8 text file.
     *
     * @param file the file
     * @param text its new text
     * @param replace whether an existing file may be replaced
     * @throws FileAlreadyExistsException if the file exists and {@code replace} is false
     * @throws IOException if it cannot be written
     */
    public static void write(Path file, String text, boolean replace) throws IOException {
        if (replace) {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } else {
            Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        }
    }

    /**
     * Why a file could not be read or written, in a few words for a person: "no such file", "permission denied",
     * "not a UTF-8 text file", or the exception's message on one line.
     *
     * @param e what reading or writing the file threw
     * @return the reason
     */
    public static String reason(Exception e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof CharacterCodingException) {
            return "not a UTF-8 text file";
        }
        return String.valueOf(e.getMessage()).replaceAll("\\R", "; ");
    }
}
