package io.github.tongiaki.examples.cli;

import io.github.tongiaki.examples.BotSpec;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code --bot-timeout MS}: how long an external bot ({@code cmd:…}, PROTOCOL.md) may take for each answer. */
final class BotTimeoutOption {

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--bot-timeout", paramLabel = "MS", defaultValue = "10000",
            description = "How long an external bot (cmd:COMMAND) may take for each answer, in milliseconds (default ${DEFAULT-VALUE}).")
    long millis;

    /**
     * @param lineup the line-up
     * @return the line-up with the external bots' answer time
     * @throws ParameterException if the time is not positive
     */
    List<BotSpec> apply(List<BotSpec> lineup) {
        if (millis < 1) {
            throw new ParameterException(spec.commandLine(), "--bot-timeout must be at least 1 ms, got " + millis);
        }
        return lineup.stream().map(e -> e.withAnswerTimeout(millis)).toList();
    }
}
