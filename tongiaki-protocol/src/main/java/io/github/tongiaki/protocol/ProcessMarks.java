package io.github.tongiaki.protocol;

import static io.github.tongiaki.protocol.ExternalBot.MARK_VARIABLE;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The processes that keep an external bot's mark ({@link ExternalBot#MARK_VARIABLE}) in their environment: a child
 * of a program that has exited is no one's descendant any more, but it keeps the mark, so {@link ExternalBot} ends it
 * with the bot. Found through /proc, on Linux; none elsewhere.
 */
final class ProcessMarks {

    private ProcessMarks() {
    }

    /** The processes with a bot's mark in their environment, found through /proc (none elsewhere). */
    static List<ProcessHandle> marked(String mark) {
        Path proc = Path.of("/proc");
        if (!Files.isDirectory(proc)) {
            return List.of();
        }
        byte[] needle = (MARK_VARIABLE + "=" + mark).getBytes(StandardCharsets.UTF_8);
        long self = ProcessHandle.current().pid();
        List<ProcessHandle> found = new ArrayList<>();
        ProcessHandle.allProcesses().filter(h -> h.pid() != self).forEach(h -> {
            try {
                if (contains(Files.readAllBytes(proc.resolve(Long.toString(h.pid())).resolve("environ")), needle)) {
                    found.add(h);
                }
            } catch (IOException | SecurityException e) {
                // gone, or another user's: not the bot's
            }
        });
        return found;
    }

    private static boolean contains(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            if (i > 0 && hay[i - 1] != 0) {
                continue; // variables start after a NUL
            }
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            if (i + needle.length == hay.length || hay[i + needle.length] == 0) {
                return true;
            }
        }
        return false;
    }
}
