package io.github.tongiaki.bots.learned;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

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
        return parsed(name, fallback, Integer::parseInt, "a whole number");
    }

    boolean has(String name) {
        return values.containsKey(name);
    }

    long longValue(String name, Long fallback) {
        return parsed(name, fallback, Long::parseLong, "a whole number");
    }

    double doubleValue(String name, double fallback) {
        return parsed(name, fallback, Double::parseDouble, "a number");
    }

    /**
     * {@return the value of {@code --name}, parsed, or the fallback when it is not given}
     *
     * @param name the name
     * @param fallback the value when it is not given, or null if it is needed
     * @param parse the parser, which throws {@link NumberFormatException} for a value that is not one
     * @param what what the value must be, for the message
     * @throws IllegalArgumentException if it is needed and not given, or is not a {@code what}
     */
    private <T> T parsed(String name, T fallback, Function<String, T> parse, String what) {
        String v = values.remove(name);
        if (v == null) {
            if (fallback == null) {
                throw new IllegalArgumentException("--" + name + " is needed");
            }
            return fallback;
        }
        try {
            return parse.apply(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " needs " + what + ", got '" + v + "'", e);
        }
    }

    void done() {
        if (!values.isEmpty()) {
            throw new IllegalArgumentException("unknown arguments: " + values.keySet());
        }
    }

    /** What a main does with its arguments. */
    interface Main {
        /**
         * Does it.
         *
         * @param args the arguments
         * @throws Exception if it fails ({@link IllegalArgumentException} for a wrong argument)
         */
        void run(Args args) throws Exception;
    }

    /**
     * Runs a main of this package: its arguments parsed, then its work. A wrong argument ends the JVM with exit code 2,
     * a file it cannot read or write with 1, each after {@code name: message} on standard error; other failures are
     * thrown.
     *
     * @param name the main's name, for the messages
     * @param args the command line
     * @param main what it does
     * @throws Exception what the main throws but a wrong argument or a file's failure
     */
    static void run(String name, String[] args, Main main) throws Exception {
        try {
            main.run(new Args(args));
        } catch (IllegalArgumentException e) {
            System.err.println(name + ": " + e.getMessage());
            System.exit(2);
        } catch (IOException e) {
            System.err.println(name + ": " + e.getMessage());
            System.exit(1);
        }
    }
}
