package io.github.tongiaki.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Which engine this is and which rules it plays: the engine's name and version (the Maven project version of
 * tongiaki-core, such as {@code 0.1.0}) and the revision of the rules specification it implements (RULES.md,
 * such as {@code 2.3}). Game records name both ({@code [engine …]} and {@code [rules …]}, see
 * {@link io.github.tongiaki.core.notation.GameRecord}), so that a record replayed by another version says so.
 *
 * <p>The version is read once from the resource {@code version.properties} beside this class, which the build
 * fills in; it works on the class path and on the module path alike.
 */
public final class Version {

    /** The engine's name, as records write it before its version: {@value}. */
    public static final String ENGINE = "tongiaki";

    /** The name of the resource, beside this class, that holds {@code version=<the project version>}. */
    private static final String RESOURCE = "version.properties";

    private static final String VERSION = load();

    private Version() {
    }

    /** {@return this engine's version, the project version it was built as (such as {@code 0.1.0})} */
    public static String engine() {
        return VERSION;
    }

    /**
     * {@return the revision of the rules specification (RULES.md) this engine implements, such as {@code 2.3}}
     * A patch release may fix the engine without a new revision; a new revision may change the events of a
     * seed.
     */
    public static String rulesRevision() {
        return "2.3";
    }

    /** {@return the engine's name and version, as a record's {@code [engine …]} line holds them: {@code tongiaki 0.1.0}} */
    public static String writer() {
        return ENGINE + " " + VERSION;
    }

    /** Reads {@code version=…} from the resource (a plain reading: java.util.Properties is not needed for one line). */
    private static String load() {
        String text;
        try (InputStream in = Version.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCE + " is missing from tongiaki-core");
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (l.startsWith("version=")) {
                String v = l.substring("version=".length()).strip();
                if (v.isEmpty() || v.contains("${") || !v.matches("[0-9A-Za-z.+_-]+")) {
                    throw new IllegalStateException("resource " + RESOURCE + " holds no version the build filled in: '" + v + "'");
                }
                return v;
            }
        }
        throw new IllegalStateException("resource " + RESOURCE + " has no 'version=' line");
    }
}
