package io.github.tongiaki.bots;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.DecisionKind;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;

/**
 * A bot failed at a decision of a {@link Match}: it threw, it ran out of time, or it answered no option of
 * the decision. The message names the bot, its seat (number and colour) and the decision (number and kind),
 * e.g. {@code bot greedy in seat 1 (red) threw at decision #12 (TURN_ACTION): boom}; what the bot threw is
 * the {@linkplain #getCause() cause} (its message ends the message; its class name, if it has no message). {@link Match.Result#failure()} holds it.
 */
public final class BotFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** What the bot did. */
    public enum Reason {
        /** The bot threw (the cause) or its clock call threw. */
        THREW,
        /** The bot did not answer within the time of the move ({@link TimeControl}). */
        TIMED_OUT,
        /** The bot answered an option id out of range, or an option of another decision or another game. */
        NO_OPTION
    }

    /** What the bot did. */
    private final Reason reason;
    /** The bot's name. */
    private final String bot;
    /** The seat, from 0. */
    private final int seat;
    /** The seat's colour. */
    private final Colour colour;
    /** The decision's number. */
    private final int decision;
    /** The decision's kind. */
    private final DecisionKind kind;
    /** How long the move took (zero if untimed). */
    private final Duration elapsed;
    /** How long the move could take (zero if untimed). */
    private final Duration allowed;

    /**
     * @param reason what the bot did
     * @param detail what happened, in words (the end of the message)
     * @param cause what the bot threw, or null
     * @param bot the bot's name ({@code toString()})
     * @param seat the seat, from 0
     * @param colour the seat's colour
     * @param decision the decision's number
     * @param kind the decision's kind
     * @param elapsed how long the move took (a timeout: how long the match waited), zero if not timed
     * @param allowed how long the move could take, zero if not timed
     */
    BotFailedException(Reason reason, String detail, Throwable cause, String bot, int seat, Colour colour, int decision, DecisionKind kind,
            Duration elapsed, Duration allowed) {
        super((bot.startsWith("bot ") ? "" : "bot ") + bot + " in seat " + seat + " (" + colour + ") " + verb(reason) + " at decision #" + decision + " (" + kind + ")"
                + (detail.isEmpty() ? "" : ": " + detail), cause);
        this.reason = Objects.requireNonNull(reason, "reason");
        this.bot = bot;
        this.seat = seat;
        this.colour = colour;
        this.decision = decision;
        this.kind = kind;
        this.elapsed = elapsed;
        this.allowed = allowed;
    }

    private static String verb(Reason r) {
        return switch (r) {
            case THREW -> "threw";
            case TIMED_OUT -> "ran out of time";
            case NO_OPTION -> "answered no option";
        };
    }

    /** Milliseconds with a fraction, for messages. */
    static String millis(Duration d) {
        return String.format(Locale.ROOT, "%.1f ms", d.toNanos() / 1e6);
    }

    /** {@return what the bot did} */
    public Reason reason() {
        return reason;
    }

    /** {@return the bot's name, as its {@code toString()} gives it} */
    public String bot() {
        return bot;
    }

    /** {@return the seat, from 0} */
    public int seat() {
        return seat;
    }

    /** {@return the seat's colour} */
    public Colour colour() {
        return colour;
    }

    /** {@return the number of the decision the bot failed at ({@code Game.decisionNumber()})} */
    public int decision() {
        return decision;
    }

    /** {@return the kind of that decision} */
    public DecisionKind kind() {
        return kind;
    }

    /** {@return how long the move took; for a timeout, how long the match waited for it; zero in a game without clocks} */
    public Duration elapsed() {
        return elapsed;
    }

    /** {@return how long the move could take (the move limit or the game time left, the smaller); zero in a game without clocks} */
    public Duration allowed() {
        return allowed;
    }
}
