package io.github.tongiaki.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * A command split into its words as a POSIX shell splits it, without expanding anything ({@link ExternalBot#words}):
 * white space separates words, {@code '…'} and {@code "…"} group them, a backslash escapes a character. No shell
 * runs: no variables, globs or pipes.
 */
final class CommandWords {

    private CommandWords() {
    }

    /** {@link ExternalBot#words}: the words of a command, at least one; an IllegalArgumentException if it has none. */
    static List<String> split(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (Character.isWhitespace(c)) {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
                continue;
            }
            if (word == null) {
                word = new StringBuilder();
            }
            if (c == '\'') {
                int end = command.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("a ' is not closed in the command '" + command + "'");
                }
                word.append(command, i + 1, end);
                i = end;
            } else if (c == '"') {
                int j = i + 1;
                for (; j < command.length() && command.charAt(j) != '"'; j++) {
                    char d = command.charAt(j);
                    if (d == '\\' && j + 1 < command.length() && (command.charAt(j + 1) == '"' || command.charAt(j + 1) == '\\')) {
                        j++;
                        d = command.charAt(j);
                    }
                    word.append(d);
                }
                if (j >= command.length()) {
                    throw new IllegalArgumentException("a \" is not closed in the command '" + command + "'");
                }
                i = j;
            } else if (c == '\\') {
                if (i + 1 >= command.length()) {
                    throw new IllegalArgumentException("a backslash ends the command '" + command + "'");
                }
                word.append(command.charAt(++i));
            } else {
                word.append(c);
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("no command after cmd:");
        }
        return List.copyOf(words);
    }
}
