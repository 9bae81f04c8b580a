package io.github.tongiaki.examples.cli;

import io.github.tongiaki.examples.BotSpec;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --bot BOT}, repeatable: one bot a time, its value never split, for commands with commas or spaces
 * ({@code --bot "cmd:python3 'my bots/bot.py' --level 2"}); the alternative to {@code --bots A,B,C}.
 */
final class BotOption {

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--bot", paramLabel = "BOT", converter = Cli.BotConverter.class,
            description = "One bot, repeatable, in seat order (instead of --bots): its value is never split at commas, so"
                    + " --bot \"cmd:python3 'my bots/bot.py' --level 2\" works (the command's words as in a shell: quotes group"
                    + " words, a backslash escapes a character).")
    List<BotSpec> bot = new ArrayList<>();

    /**
     * @param bots the command's {@code --bots} (with its default)
     * @return the line-up: the {@code --bot} options if any, else {@code --bots}
     * @throws ParameterException if both are given, or the list is empty
     */
    List<BotSpec> lineup(List<BotSpec> bots) {
        boolean botsGiven = spec.commandLine().getParseResult().hasMatchedOption("--bots");
        if (!bot.isEmpty()) {
            if (botsGiven) {
                throw new ParameterException(spec.commandLine(), "give the bots either as --bots A,B or as --bot A --bot B, not both");
            }
            return List.copyOf(bot);
        }
        if (bots == null || bots.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--bots needs at least one bot, e.g. --bots greedy,random");
        }
        return List.copyOf(bots);
    }
}
