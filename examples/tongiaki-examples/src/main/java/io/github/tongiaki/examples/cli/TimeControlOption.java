package io.github.tongiaki.examples.cli;

import io.github.tongiaki.bots.TimeControl;
import java.time.Duration;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --move-time MS}, {@code --game-time MS}, {@code --increment MS}, {@code --on-timeout loss|fail}: the
 * clocks of every bot (tongiaki-bots' {@link TimeControl}), Java and external bots alike.
 */
final class TimeControlOption {

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--move-time", paramLabel = "MS", defaultValue = "0",
            description = "Clock: the time of every bot's move, in milliseconds (0: no limit per move, the default). A bot is asked on a"
                    + " worker thread and not waited for beyond it; mcts, guided and learned stop their search in time.")
    long moveMillis;

    @Option(names = "--game-time", paramLabel = "MS", defaultValue = "0",
            description = "Clock: every bot's time for the whole game, in milliseconds (0: no game clock, the default).")
    long gameMillis;

    @Option(names = "--increment", paramLabel = "MS", defaultValue = "0",
            description = "Clock: added to a bot's game time after each of its moves, in milliseconds (with --game-time).")
    long incrementMillis;

    @Option(names = "--on-timeout", paramLabel = "WHAT", defaultValue = "loss",
            description = "What running out of time does: loss (the bot loses the game, ranked last, and the game counts; the default)"
                    + " or fail (the game fails like a bot that throws).")
    String onTimeout;

    /**
     * @return the time control of the options ({@link TimeControl#NONE} without --move-time and --game-time)
     * @throws ParameterException if a time is negative, an increment comes without a game clock, or
     *     --on-timeout is neither loss nor fail
     */
    TimeControl timeControl() {
        if (moveMillis < 0 || gameMillis < 0 || incrementMillis < 0) {
            throw new ParameterException(spec.commandLine(), "--move-time, --game-time and --increment are milliseconds, 0 or more; got "
                    + moveMillis + ", " + gameMillis + " and " + incrementMillis);
        }
        TimeControl.OnTimeout what = switch (onTimeout) {
            case "loss" -> TimeControl.OnTimeout.LOSS;
            case "fail" -> TimeControl.OnTimeout.FAIL;
            default -> throw new ParameterException(spec.commandLine(), "--on-timeout is loss or fail, got '" + onTimeout + "'");
        };
        if (incrementMillis > 0 && gameMillis == 0) {
            throw new ParameterException(spec.commandLine(), "--increment is added to a game clock: give --game-time too");
        }
        if (moveMillis == 0 && gameMillis == 0) {
            return TimeControl.NONE;
        }
        return TimeControl.of(Duration.ofMillis(moveMillis), Duration.ofMillis(gameMillis), Duration.ofMillis(incrementMillis), what);
    }
}
