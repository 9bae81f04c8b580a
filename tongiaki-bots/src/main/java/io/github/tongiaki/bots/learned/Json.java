package io.github.tongiaki.bots.learned;

/** The few fields of the meta JSON this package reads: top-level strings and integers, found by their key. */
final class Json {

    private Json() {
    }

    /** The string value of a key, or null if absent or not a string. */
    static String string(String json, String key) {
        int at = valueAt(json, key);
        if (at < 0 || at >= json.length() || json.charAt(at) != '"') {
            return null;
        }
        int end = json.indexOf('"', at + 1);
        return end < 0 ? null : json.substring(at + 1, end);
    }

    /** The integer value of a key, or null. */
    static Integer integerOrNull(String json, String key) {
        int at = valueAt(json, key);
        if (at < 0) {
            return null;
        }
        int end = at;
        while (end < json.length() && (Character.isDigit(json.charAt(end)) || json.charAt(end) == '-')) {
            end++;
        }
        try {
            return Integer.parseInt(json.substring(at, end));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The integer value of a key. */
    static int integer(String json, String key) {
        Integer v = integerOrNull(json, key);
        if (v == null) {
            throw new IllegalArgumentException("the meta JSON needs an integer \"" + key + "\": " + json);
        }
        return v;
    }

    /** Where the value of {@code "key":} starts, or -1. */
    private static int valueAt(String json, String key) {
        int at = json.indexOf("\"" + key + "\"");
        if (at < 0) {
            return -1;
        }
        int colon = json.indexOf(':', at + key.length() + 2);
        if (colon < 0) {
            return -1;
        }
        int v = colon + 1;
        while (v < json.length() && Character.isWhitespace(json.charAt(v))) {
            v++;
        }
        return v;
    }

    /** A string as a JSON literal. */
    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
