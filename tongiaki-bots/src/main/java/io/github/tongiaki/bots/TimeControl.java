package io.github.tongiaki.bots;

import java.time.Duration;
import java.util.Locale;
import java.util.Objects;

/**
 * The clocks of a game among bots: a limit per move, a time for the whole game (with an increment added
 * after every move), or both, and what overstepping them does. Every bot is timed the same way, a Java bot
 * as an external program: {@link Match} runs each answer on a worker thread and stops waiting when the
 * move's time is out (a Java bot cannot be pre-empted: its thread is interrupted and left behind).
 *
 * <p>Before each of its decisions a bot hears its time through {@link Bot#clock(Duration, Duration)}: the
 * time this move may take (the smaller of the move limit and the game time left) and the game time left.
 * A limit that is not set is {@link #UNLIMITED}.
 *
 * <p>A move is in time if its answer arrives before the move's time is out. The time it took is then taken
 * off the bot's game time (never below zero), and the increment is added. A bot that is out of time
 * {@linkplain OnTimeout loses the game or fails it}; {@link Match.Result#failure()} says which seat,
 * at which decision, and how long the move took against how long it had.
 *
 * <p>{@link #NONE} (no clock) keeps a game on the calling thread, with no timing at all: the same speed and
 * the same determinism as without clocks. Immutable.
 *
 * @param perMove the time of one move; {@link Duration#ZERO} for no limit per move
 * @param perGame each bot's time for the whole game; {@link Duration#ZERO} for no game clock
 * @param increment added to a bot's game time after each of its moves (only with a game clock)
 * @param onTimeout what overstepping does
 */
public record TimeControl(Duration perMove, Duration perGame, Duration increment, OnTimeout onTimeout) {

    /** What happens to a bot that is out of time. */
    public enum OnTimeout {
        /**
         * The bot loses the game: the game ends there and counts, the bot ranked last and the other players
         * ranked by the standings as if the game ended at that moment ({@link Match.Result#lostOnTime()}).
         */
        LOSS,
        /**
         * The game fails, as when a bot throws: it ends there without standings ({@link Match.Result#failed()});
         * a tournament then stops or leaves the game out of its statistics, as its failure policy says.
         */
        FAIL
    }

    /** A limit that is not set, as {@link Bot#clock(Duration, Duration)} is told it: about 292 years. */
    public static final Duration UNLIMITED = Duration.ofNanos(Long.MAX_VALUE);

    /** No clock: bots are asked on the calling thread and may take as long as they like. */
    public static final TimeControl NONE = new TimeControl(Duration.ZERO, Duration.ZERO, Duration.ZERO, OnTimeout.LOSS);

    /**
     * Checks the limits.
     *
     * @param perMove the time of one move, or zero for none
     * @param perGame the time of the game, or zero for none
     * @param increment the increment per move, zero without a game clock
     * @param onTimeout what overstepping does
     * @throws IllegalArgumentException if a duration is negative, or an increment is given without a game clock
     * @throws NullPointerException if an argument is null
     */
    public TimeControl {
        Objects.requireNonNull(perMove, "perMove");
        Objects.requireNonNull(perGame, "perGame");
        Objects.requireNonNull(increment, "increment");
        Objects.requireNonNull(onTimeout, "onTimeout");
        if (perMove.isNegative() || perGame.isNegative() || increment.isNegative()) {
            throw new IllegalArgumentException("a time control's durations are zero (none) or positive, got move " + perMove
                    + ", game " + perGame + ", increment " + increment);
        }
        if (!increment.isZero() && perGame.isZero()) {
            throw new IllegalArgumentException("an increment is added to a game clock: give a time per game with the increment "
                    + increment);
        }
    }

    /**
     * The time a search may use of a move, as the searching bots reckon it when they hear the clock
     * ({@link Bot#clock}): the move's time less a safety margin (a fifth, at least 5 ms, for merging trees, handing
     * the answer back and a busy machine), and at most an eighth of the game time left, so that a game clock lasts
     * over many moves.
     *
     * @param moveLeft how long the move may take ({@link #UNLIMITED} for no limit)
     * @param gameLeft the game time left ({@link #UNLIMITED} for no limit)
     * @return the nanoseconds the search may use, 0 or more; {@link Long#MAX_VALUE} when neither is limited
     */
    public static long searchNanos(Duration moveLeft, Duration gameLeft) {
        long usable = Long.MAX_VALUE;
        if (moveLeft.compareTo(UNLIMITED) < 0) {
            long move = moveLeft.toNanos();
            usable = Math.max(0, move - Math.max(move / 5, 5_000_000L));
        }
        if (gameLeft.compareTo(UNLIMITED) < 0) {
            usable = Math.min(usable, gameLeft.toNanos() / 8);
        }
        return usable;
    }

    /**
     * {@return a time control, checked as the constructor does}
     *
     * @param perMove the time of one move, or zero for none
     * @param perGame the time of the game, or zero for none
     * @param increment the increment per move, zero without a game clock
     * @param onTimeout what overstepping does
     */
    public static TimeControl of(Duration perMove, Duration perGame, Duration increment, OnTimeout onTimeout) {
        return new TimeControl(perMove, perGame, increment, onTimeout);
    }

    /**
     * {@return a limit per move only; overstepping loses the game}
     *
     * @param limit the time of one move, positive
     * @throws IllegalArgumentException if the limit is not positive
     */
    public static TimeControl perMove(Duration limit) {
        return new TimeControl(positive(limit, "a time per move"), Duration.ZERO, Duration.ZERO, OnTimeout.LOSS);
    }

    /**
     * {@return a game clock only, no increment; overstepping loses the game}
     *
     * @param limit each bot's time for the game, positive
     * @throws IllegalArgumentException if the limit is not positive
     */
    public static TimeControl perGame(Duration limit) {
        return new TimeControl(Duration.ZERO, positive(limit, "a time per game"), Duration.ZERO, OnTimeout.LOSS);
    }

    /**
     * {@return this time control with that limit per move}
     *
     * @param limit the time of one move, or zero for none
     */
    public TimeControl withPerMove(Duration limit) {
        return new TimeControl(limit, perGame, increment, onTimeout);
    }

    /**
     * {@return this time control with that game clock}
     *
     * @param limit each bot's time for the game, or zero for none (then the increment must be zero)
     */
    public TimeControl withPerGame(Duration limit) {
        return new TimeControl(perMove, limit, increment, onTimeout);
    }

    /**
     * {@return this time control with that increment}
     *
     * @param inc added to the game time after each move; needs a game clock unless zero
     */
    public TimeControl withIncrement(Duration inc) {
        return new TimeControl(perMove, perGame, inc, onTimeout);
    }

    /**
     * {@return this time control with that consequence of overstepping}
     *
     * @param what what overstepping does
     */
    public TimeControl withOnTimeout(OnTimeout what) {
        return new TimeControl(perMove, perGame, increment, what);
    }

    /** {@return whether a clock is set (a limit per move or per game); {@link #NONE} is not} */
    public boolean isSet() {
        return !perMove.isZero() || !perGame.isZero();
    }

    /**
     * The time control as {@link #parse} reads it: {@code none}, or the set limits among
     * {@code move=MSms}, {@code game=MSms}, {@code increment=MSms} and then {@code on-timeout=loss|fail},
     * separated by commas (e.g. {@code move=100ms,on-timeout=loss}). Durations in whole milliseconds.
     *
     * @return the text
     */
    public String text() {
        if (!isSet()) {
            return "none";
        }
        StringBuilder sb = new StringBuilder();
        if (!perMove.isZero()) {
            sb.append("move=").append(perMove.toMillis()).append("ms,");
        }
        if (!perGame.isZero()) {
            sb.append("game=").append(perGame.toMillis()).append("ms,");
        }
        if (!increment.isZero()) {
            sb.append("increment=").append(increment.toMillis()).append("ms,");
        }
        return sb.append("on-timeout=").append(onTimeout.name().toLowerCase(Locale.ROOT)).toString();
    }

    /**
     * Reads {@link #text()}: {@code none}, or comma-separated {@code move=Nms}, {@code game=Nms},
     * {@code increment=Nms}, {@code on-timeout=loss|fail}, each at most once, in any order (spaces around the
     * parts allowed; the default consequence is {@code loss}).
     *
     * @param text the text
     * @return the time control
     * @throws IllegalArgumentException if the text is not such a time control (the message says which part)
     */
    public static TimeControl parse(String text) {
        Objects.requireNonNull(text, "text");
        String t = text.strip();
        if (t.equals("none")) {
            return NONE;
        }
        Duration move = null;
        Duration game = null;
        Duration inc = null;
        OnTimeout what = null;
        for (String part : t.split(",", -1)) {
            String p = part.strip();
            int eq = p.indexOf('=');
            String key = eq < 0 ? p : p.substring(0, eq).strip();
            String value = eq < 0 ? "" : p.substring(eq + 1).strip();
            switch (key) {
                case "move" -> move = once(move, millis(value, text, key), key, text);
                case "game" -> game = once(game, millis(value, text, key), key, text);
                case "increment" -> inc = once(inc, millis(value, text, key), key, text);
                case "on-timeout" -> {
                    if (what != null) {
                        throw new IllegalArgumentException("on-timeout given twice in the time control '" + text + "'");
                    }
                    what = switch (value) {
                        case "loss" -> OnTimeout.LOSS;
                        case "fail" -> OnTimeout.FAIL;
                        default -> throw new IllegalArgumentException("on-timeout is loss or fail, got '" + value
                                + "' in the time control '" + text + "'");
                    };
                }
                default -> throw new IllegalArgumentException("not a part of a time control: '" + p + "' in '" + text
                        + "' (expected none, or move=Nms, game=Nms, increment=Nms, on-timeout=loss|fail)");
            }
        }
        TimeControl c = new TimeControl(move == null ? Duration.ZERO : move, game == null ? Duration.ZERO : game,
                inc == null ? Duration.ZERO : inc, what == null ? OnTimeout.LOSS : what);
        if (!c.isSet()) {
            throw new IllegalArgumentException("a time control sets move=Nms or game=Nms (or is none), got '" + text + "'");
        }
        return c;
    }

    private static Duration once(Duration old, Duration value, String key, String text) {
        if (old != null) {
            throw new IllegalArgumentException(key + " given twice in the time control '" + text + "'");
        }
        return value;
    }

    private static Duration millis(String value, String text, String key) {
        if (!value.endsWith("ms")) {
            throw new IllegalArgumentException(key + " needs a duration in milliseconds such as 100ms, got '" + value + "' in '" + text
                    + "'");
        }
        try {
            long ms = Long.parseLong(value.substring(0, value.length() - 2));
            if (ms < 1) {
                throw new IllegalArgumentException(key + " needs at least 1ms, got '" + value + "' in '" + text + "'");
            }
            return Duration.ofMillis(ms);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " needs a whole number of milliseconds such as 100ms, got '" + value + "' in '"
                    + text + "'", e);
        }
    }

    private static Duration positive(Duration d, String what) {
        Objects.requireNonNull(d, what);
        if (d.isZero() || d.isNegative()) {
            throw new IllegalArgumentException(what + " must be positive, got " + d);
        }
        return d;
    }

    @Override
    public String toString() {
        return text();
    }
}
