package io.github.tongiaki.protocol;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The last bytes written to a stream, at most a given number; the rest is counted and discarded. Safe
 * for one writer and any number of readers.
 */
final class TailBuffer {

    private final byte[] ring;
    private long total;

    /** @param capacity the most bytes kept, at least 0 */
    TailBuffer(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("a tail's capacity must not be negative, got " + capacity);
        }
        ring = new byte[capacity];
    }

    /** Keeps {@code bytes[0..length)}, discarding the oldest bytes beyond the capacity. */
    synchronized void write(byte[] bytes, int length) {
        int n = ring.length;
        if (n > 0) {
            int from = Math.max(0, length - n); // only the last n of these can stay
            for (int i = from; i < length; i++) {
                ring[(int) ((total + i) % n)] = bytes[i]; // byte i of this write is byte total + i of the stream
            }
        }
        total += length;
    }

    /** {@return the number of bytes written in all} */
    synchronized long total() {
        return total;
    }

    /** {@return the number of bytes written and not kept} */
    synchronized long discarded() {
        return Math.max(0, total - ring.length);
    }

    /**
     * The last lines kept, for a message: {@code (stderr: a | b)} (the last five lines that are not blank), its end if
     * long, with the number of bytes not kept; empty if nothing was written.
     */
    String summary() {
        if (total() == 0) {
            return "";
        }
        List<String> lines = new ArrayList<>();
        for (String l : text().split("\\R")) {
            if (!l.isBlank()) {
                lines.add(l.strip());
            }
        }
        String tail = String.join(" | ", lines.subList(Math.max(0, lines.size() - 5), lines.size()));
        if (tail.length() > 200) {
            tail = "..." + tail.substring(tail.length() - 197);
        }
        long discarded = discarded();
        return " (stderr: " + tail + (discarded > 0 ? "; " + discarded + " earlier bytes discarded beyond the limit of "
                + ring.length + " bytes kept" : "") + ")";
    }

    /** {@return the bytes kept, oldest first, as UTF-8 (a character cut at the start is replaced)} */
    synchronized String text() {
        int n = ring.length;
        int kept = (int) Math.min(total, n);
        byte[] out = new byte[kept];
        long start = total - kept;
        for (int i = 0; i < kept; i++) {
            out[i] = ring[(int) ((start + i) % n)];
        }
        return new String(out, StandardCharsets.UTF_8);
    }
}
