package io.github.tongiaki.examples.cli;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.rules.RuleOptions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The set-up of a new game: {@code --option KEY=VALUE} (rule options), {@code --start-player COLOUR} and
 * {@code --explicit-chance}; with none of them, the standard set-up ({@link GameSetup#of(int, long)}).
 */
final class GameOptions {

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--option", paramLabel = "KEY=VALUE",
            description = "A rule option, repeatable: endgame=FINISH_TURN|VOYAGE_ONLY, loop-colour-aware, landing-spread-when-short,"
                    + " mask-counts-on-table, stranded-count-on-table (true|false), stall-rounds=N (0: off); the others keep their"
                    + " defaults (RULES.md).")
    List<String> options = new ArrayList<>();

    @Option(names = "--start-player", paramLabel = "COLOUR",
            description = "Who starts: blue, red, green, yellow, orange or purple, one of the players (default: blue, the first seat).")
    Colour startPlayer;

    @Option(names = "--explicit-chance",
            description = "No stack order is fixed in advance: every draw with two or more possible tiles is a CHANCE decision. An external"
                    + " bot (cmd:) is asked it like any decision of its seat; for the built-in bots and a person the tile is drawn at"
                    + " random from the seed.")
    boolean explicitChance;

    /**
     * @param players 2–6
     * @param seed the stack's seed
     * @return the set-up these options describe
     * @throws ParameterException if an option is not a rule option or the start player does not play
     */
    GameSetup setup(int players, long seed) {
        RuleOptions rules;
        try {
            rules = RuleOptions.parse(String.join(" ", options));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--option: " + e.getMessage());
        }
        for (String o : options) {
            if (o.isBlank() || o.strip().contains(" ")) {
                throw new ParameterException(spec.commandLine(), "--option takes one KEY=VALUE, got '" + o + "'");
            }
        }
        List<Colour> colours = Arrays.asList(Colour.values()).subList(0, players);
        if (startPlayer != null && !colours.contains(startPlayer)) {
            throw new ParameterException(spec.commandLine(), "--start-player " + startPlayer + " does not play: the players are "
                    + String.join(", ", colours.stream().map(Colour::toString).toList()));
        }
        GameSetup.Builder b = GameSetup.builder().players(colours).options(rules);
        if (startPlayer != null) {
            b.startPlayer(startPlayer);
        }
        if (explicitChance) {
            b.tileSource(TileSource.chance());
        } else {
            b.seed(seed);
        }
        return b.build();
    }

    /** {@return these options as they are typed, each after a space (empty when none is set)} */
    String asArguments() {
        StringBuilder sb = new StringBuilder();
        for (String o : options) {
            sb.append(" --option ").append(o.strip());
        }
        if (startPlayer != null) {
            sb.append(" --start-player ").append(startPlayer);
        }
        if (explicitChance) {
            sb.append(" --explicit-chance");
        }
        return sb.toString();
    }
}
