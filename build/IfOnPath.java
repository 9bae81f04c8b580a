import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Runs one step of the build that needs a program outside the JDK (node, npm, and later python3), or skips it
 * with one console line when that program is not on the {@code PATH}: a machine with only a JDK builds the
 * project, and says which parts it left out. Started by exec-maven-plugin as a single-file Java program (the
 * JDK's own launcher; no class to compile beforehand, nothing but the JDK needed):
 *
 * <pre>
 * java build/IfOnPath.java --needs node,npm --required-by TONGIAKI_NODE_REQUIRED --step "the npm package (npm pack)" -- npm pack
 * </pre>
 *
 * <ul>
 *   <li>every program of {@code --needs} is on the {@code PATH}: runs the command after {@code --} (its first
 *       word looked up on the {@code PATH}) in the current directory, with this console, and exits with its
 *       exit code;</li>
 *   <li>one is missing: prints {@code [WARNING] SKIPPED <step>: <program> is not on the PATH ...} and exits 0;</li>
 *   <li>one is missing and the variable of {@code --required-by} is {@code 1} or {@code true} (as {@code .ci/run}
 *       sets it): prints {@code [ERROR] <step> cannot run: ...} and exits 1, so that CI fails instead of
 *       skipping.</li>
 * </ul>
 */
public final class IfOnPath {

    private IfOnPath() {
    }

    /**
     * @param args {@code --needs a,b --required-by VARIABLE --step "what it builds" -- command args...}
     * @throws Exception when the command cannot be started or is interrupted
     */
    public static void main(String[] args) throws Exception {
        List<String> needs = List.of();
        String requiredBy = null;
        String step = null;
        int i = 0;
        for (; i < args.length && !args[i].equals("--"); i += 2) {
            if (i + 1 >= args.length) {
                usage("option " + args[i] + " has no value");
            }
            switch (args[i]) {
                case "--needs" -> needs = Arrays.asList(args[i + 1].split(","));
                case "--required-by" -> requiredBy = args[i + 1];
                case "--step" -> step = args[i + 1];
                default -> usage("unknown option " + args[i]);
            }
        }
        if (i >= args.length - 1 || needs.isEmpty() || requiredBy == null || step == null) {
            usage("expected --needs, --required-by, --step and a command after --");
        }
        List<String> command = new ArrayList<>(Arrays.asList(args).subList(i + 1, args.length));
        for (String program : needs) {
            if (find(program) == null) {
                String value = System.getenv(requiredBy);
                String why = program + " is not on the PATH";
                if ("1".equals(value) || "true".equalsIgnoreCase(value)) {
                    System.out.println("[ERROR] " + step + " cannot run: " + why + ", and " + requiredBy + "=" + value
                            + " requires it");
                    System.exit(1);
                }
                System.out.println("[WARNING] SKIPPED " + step + ": " + why + " (install " + String.join(" and ", needs)
                        + " to build it; " + requiredBy + "=1 makes this an error)");
                System.exit(0);
            }
        }
        command.set(0, find(command.get(0)) == null ? command.get(0) : find(command.get(0)).toString());
        Process process;
        try {
            process = new ProcessBuilder(command).inheritIO().start();
        } catch (IOException e) {
            System.out.println("[ERROR] " + step + ": cannot start " + command.get(0) + ": " + e.getMessage());
            System.exit(1);
            return;
        }
        System.exit(process.waitFor());
    }

    /** {@return the executable file of this name in a folder of the PATH (with PATHEXT on Windows), or null} */
    static Path find(String program) {
        String path = System.getenv("PATH");
        if (path == null || path.isEmpty()) {
            return null;
        }
        List<String> suffixes = new ArrayList<>(List.of(""));
        if (System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows")) {
            String pathext = System.getenv("PATHEXT");
            suffixes.addAll(Arrays.asList((pathext == null ? ".COM;.EXE;.BAT;.CMD" : pathext).split(";")));
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            for (String suffix : suffixes) {
                Path candidate = Path.of(dir, program + suffix);
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                    return candidate;
                }
            }
        }
        return null;
    }

    private static void usage(String problem) {
        System.out.println("[ERROR] build/IfOnPath.java: " + problem
                + "; usage: --needs a,b --required-by VARIABLE --step \"what it builds\" -- command args...");
        System.exit(2);
    }
}
