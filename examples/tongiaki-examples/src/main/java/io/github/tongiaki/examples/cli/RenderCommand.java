package io.github.tongiaki.examples.cli;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.render.BoardSvg;
import io.github.tongiaki.core.render.Overlay;
import io.github.tongiaki.core.render.SvgOptions;
import io.github.tongiaki.core.text.ParseException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code tongiaki render}: a position or a game record (at any decision) as an SVG image. */
@Command(name = "render", usageHelpAutoWidth = true, sortOptions = false,
        description = {"Draws a position or a game record as an SVG image.",
            "The input is a position file (tongiaki-position, its text or its one line, or the position of a conformance perft file) or a game record;"
                + " a record is drawn after all its choices, or after the first N with --at N (0: the start), with the last"
                + " step's voyage. The image shows the islands with their beaches, berths and boats, the water tiles with"
                + " their routes and difficulties, the royal islands, and the free hexes of a pending free placement."},
        footer = {"", "Example: tongiaki render game.tongiaki --at 40 -o turn.svg", "", TongiakiCommand.EXIT_CODES})
public final class RenderCommand implements Callable<Integer> {

    @ParentCommand
    TongiakiCommand top;

    @Spec
    CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Parameters(index = "0", paramLabel = "INPUT", description = "A position file or a game record file.")
    Path input;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "Where the SVG goes (default: INPUT with the extension .svg; '-' for standard output). An existing file is"
                    + " replaced only with --force, the input never.")
    String output;

    @Option(names = "--force", description = "Replace the output file if it exists (never the input).")
    boolean force;

    @Option(names = "--at", paramLabel = "N", description = "For a game record: draw the game after its first N choices (default: all).")
    Integer at;

    @Option(names = "--size", paramLabel = "PX", defaultValue = "800",
            description = "The image's width in pixels, " + SvgOptions.MIN_SIZE + "-" + SvgOptions.MAX_SIZE + " (default ${DEFAULT-VALUE}).")
    int size;

    @Option(names = "--without", paramLabel = "OVERLAY", split = ",",
            description = "Overlays to leave out: ${COMPLETION-CANDIDATES} (case-insensitive).")
    List<Overlay> without = List.of();

    @Override
    public Integer call() {
        if (size < SvgOptions.MIN_SIZE || size > SvgOptions.MAX_SIZE) {
            throw new ParameterException(spec.commandLine(), "--size must be " + SvgOptions.MIN_SIZE + " to " + SvgOptions.MAX_SIZE
                    + " pixels, got " + size);
        }
        if (at != null && at < 0) {
            throw new ParameterException(spec.commandLine(), "--at must be 0 or more, got " + at);
        }
        String text = Cli.read(input);
        Game game;
        if (Cli.isRecord(text)) {
            GameRecord record = Cli.record(input);
            int n = at != null ? at : record.choices().size();
            if (n > record.choices().size()) {
                throw new ParameterException(spec.commandLine(), "--at " + n + " is beyond the record's " + record.choices().size()
                        + " choices");
            }
            try {
                game = GameRecord.of(record.setup(), record.choices().subList(0, n)).replay();
            } catch (ParseException e) {
                throw new TongiakiCommand.Failure(input + ": the record does not replay: " + e.getMessage(), e);
            }
        } else {
            if (at != null) {
                throw new ParameterException(spec.commandLine(), "--at needs a game record; " + input + " is a position");
            }
            game = Cli.position(input).toGame();
        }
        EnumSet<Overlay> overlays = EnumSet.allOf(Overlay.class);
        without.forEach(overlays::remove);
        String svg = BoardSvg.render(game, SvgOptions.defaults().withSize(size).withOverlays(overlays));
        if ("-".equals(output)) {
            top.out.print(svg);
            top.out.flush();
            return 0;
        }
        Path file = output != null ? Path.of(output) : svgNextTo(input);
        if (sameFile(file, input)) {
            throw new TongiakiCommand.Failure("the picture would replace its input " + input + ": give another file with -o FILE");
        }
        Cli.write(file, svg, force);
        top.out.println("Wrote " + file + (at != null ? " (after " + at + " choices)" : "") + ".");
        return 0;
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize())
                    || (java.nio.file.Files.exists(a) && java.nio.file.Files.isSameFile(a, b));
        } catch (java.io.IOException e) {
            return false;
        }
    }

    /** The input's path with its extension replaced by {@code .svg}. */
    private static Path svgNextTo(Path input) {
        String name = input.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return input.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".svg");
    }
}
