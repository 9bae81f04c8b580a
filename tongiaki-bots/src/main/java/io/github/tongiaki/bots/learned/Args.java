package io.github.tongiaki.bots.learned;

import java.util.LinkedHashMap;
import java.util.Map;

/** The {@code --name value} arguments of the mains; unknown or repeated names are errors. */
final class Args {
    private final Map<String, String> values = new LinkedHashMap<>();

    Args(String[] args) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (!a.startsWith("--") || i + 1 >= args.length) {
                throw new IllegalArgumentException("expected --name value, got '" + a + "'" + (i + 1 >= args.length ? " at the end" : ""));
            }
            if (values.put(a.substring(2), args[++i]) != null) {
                throw new IllegalArgumentException(a + " given twice");
            }
        }
    }

    String string(String name, String fallback) {
        String v = values.remove(name);
        if (v == null && fallback == null && !optional(name)) {
            throw new IllegalArgumentException("--" + name + " is needed");
        }
        return v == null ? fallback : v;
    }

    private boolean optional(String name) {
        return name.equals("weights") || name.equals("time-ms") || name.equals("playouts-opt");
    }

    int integer(String name, Integer fallback) {
        String v = values.remove(name);
        if (v == null) {
            if (fallback == null) {
                throw new IllegalArgumentException("--" + name + " is needed");
            }
            return fallback;
        }
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " needs a whole number, got '" + v + "'", e);
        }
    }

    boolean has(String name) {
        return values.containsKey(name);
    }

    long longValue(String name, Long fallback) {
        String v = values.remove(name);
        if (v == null) {
            if (fallback == null) {
                throw new IllegalArgumentException("--" + name + " is needed");
            }
            return fallback;
        }
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " needs a whole number, got '" + v + "'", e);
        }
    }

    double doubleValue(String name, double fallback) {
        String v = values.remove(name);
        if (v == null) {
            return fallback;
        }
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " needs a number, got '" + v + "'", e);
        }
    }

    void done() {
        if (!values.isEmpty()) {
            throw new IllegalArgumentException("unknown arguments: " + values.keySet());
        }
    }
}
