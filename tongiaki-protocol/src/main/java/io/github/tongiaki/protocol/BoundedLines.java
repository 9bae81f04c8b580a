package io.github.tongiaki.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads lines of at most a given number of bytes from a stream, never holding more than that bound (plus
 * one read buffer): a line that is longer is not kept but reported ({@link TooLong}), so a program that
 * writes one endless line cannot grow the reader's memory. Lines end in {@code \n}; a {@code \r} before
 * it is kept (JSON counts it as white space). Bytes are decoded as UTF-8, malformed sequences replaced.
 */
final class BoundedLines {

    /** A line longer than the bound: reading stops there. */
    static final class TooLong extends IOException {
        private static final long serialVersionUID = 1L;

        TooLong(int bound) {
            super("a line longer than " + bound + " bytes");
        }
    }

    private final InputStream in;
    private final int bound;
    private final byte[] buffer = new byte[8192];
    private int pos;
    private int end;
    private byte[] line = new byte[256];

    /**
     * @param in the stream
     * @param bound the most bytes a line may have, without its {@code \n}; at least 1
     */
    BoundedLines(InputStream in, int bound) {
        if (bound < 1) {
            throw new IllegalArgumentException("a line bound must be at least 1 byte, got " + bound);
        }
        this.in = in;
        this.bound = bound;
    }

    /**
     * {@return the next line without its {@code \n}, or null at the end of the stream (a last line without
     * {@code \n} is returned first)}
     *
     * @throws TooLong if the line has more than the bound's bytes; nothing more is read
     * @throws IOException if the stream fails
     */
    String next() throws IOException {
        int length = 0;
        while (true) {
            if (pos == end) {
                end = in.read(buffer, 0, buffer.length);
                pos = 0;
                if (end <= 0) {
                    end = 0;
                    return length == 0 ? null : new String(line, 0, length, StandardCharsets.UTF_8);
                }
            }
            int newline = -1;
            for (int i = pos; i < end; i++) {
                if (buffer[i] == '\n') {
                    newline = i;
                    break;
                }
            }
            int take = (newline < 0 ? end : newline) - pos;
            if (length + take > bound) {
                pos = end;
                line = new byte[0];
                throw new TooLong(bound);
            }
            if (length + take > line.length) {
                line = Arrays.copyOf(line, Math.min(bound, Math.max(2 * line.length, length + take)));
            }
            System.arraycopy(buffer, pos, line, length, take);
            length += take;
            if (newline >= 0) {
                pos = newline + 1;
                return new String(line, 0, length, StandardCharsets.UTF_8);
            }
            pos = end;
        }
    }
}
