package io.github.tongiaki.bots;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.GameRecord;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Plays one game among bots, from a set-up to the end or to the first bot that fails.
 *
 * <p><b>What a bot sees (D-19).</b> Nobody knows the order of the face-down stack, so no bot is handed the
 * game being played: at every decision a bot gets {@link Game#determinize(long) a copy whose stack order is
 * freshly sampled}, with a seed of the match for that decision ({@link #viewSeed}, derived one way from the
 * chance seed, so it says nothing of the real order). Everything else of the copy is the real game.
 * A bot can therefore learn no future draw, and whatever it does to the copy (apply options, copy it,
 * determinize it) cannot change the game: the same bots and seeds give the same game whether or not a bot
 * plays with its copy. A typed bot's {@link Option} belongs to the copy's decision; it is mapped to the real
 * decision's option with the same decision number and id, and must equal it.
 *
 * <p>Every choice is kept as its option id (a few bytes per decision, whatever the path), so the
 * {@linkplain Result#record() game record} up to the end, or up to a failure, can always be written: it
 * is rebuilt by replaying the ids from the set-up.
 *
 * <p><b>A bot's failure is the bot's.</b> A bot that throws, runs out of time or answers no option does not
 * throw out of {@link #play}: the game stops before that decision and the {@link Result} holds a
 * {@link BotFailedException} naming the bot, its seat and the decision, and the record so far; what to do
 * with it is the caller's decision. That holds for anything the bot throws from {@link Bot#choose},
 * {@link Bot#chooseId}, {@link Bot#clock} or {@link Bot#decidesChance}, with or without clocks: exceptions
 * and errors alike ({@link StackOverflowError}, {@link AssertionError}, an {@link Error} of its own), the
 * {@linkplain BotFailedException#getCause() cause} being what it threw. The one exception are the JVM's own
 * fatal conditions, the {@link VirtualMachineError}s other than {@link StackOverflowError} (such as
 * {@link OutOfMemoryError} and {@link InternalError}): after them the JVM may not be able to go on safely
 * (another thread may have been the one to fail, the heap may be exhausted for everyone), so {@code play}
 * throws them as they are, and whoever runs the match decides.
 *
 * <p><b>Clocks.</b> With a {@link TimeControl} that {@linkplain TimeControl#isSet() is set}, every bot's
 * answer is computed on a worker thread of the match (a daemon thread), the bot is told its time before each
 * decision ({@link Bot#clock}), and the match stops waiting when the move's time is out: the worker is
 * interrupted, and the game ends there. Java has no way to stop a thread from outside, so a bot that ignores
 * the interrupt keeps its daemon thread busy until it returns by itself, with no effect on the game; one
 * still running a tenth of a second after it was given up on is reported in {@link Result#stragglers()}
 * (name, seat, how long it kept running). Without a time control everything runs on the calling thread,
 * untimed, and a bot that never returns holds the match for ever.
 *
 * <p>Draws of explicit chance ({@link DecisionKind#CHANCE}) are drawn from a generator seeded with the
 * given seed, each tile left equally likely, unless the deciding bot {@linkplain Bot#decidesChance()
 * decides them itself}.
 *
 * <p>The bots are used, not owned: the caller creates them and closes those that hold resources
 * ({@link Bots#closeQuietly}).
 */
public final class Match {

    /** How the bots are asked and the choices applied. */
    public enum Path {
        /**
         * The typed API: every bot is asked {@link Bot#choose(Game)} for an {@link Option} and the option
         * is applied with {@link Game#apply(Option)}, events and all.
         */
        TYPED,
        /**
         * The fast path: every bot is asked {@link Bot#chooseId(Game)} and the id is applied with
         * {@link Game#applyOptionQuietly(int)}; no typed decision is built unless a bot or a listener asks for one.
         */
        FAST
    }

    /** Sees a game as it is played (a log, a record written as the game goes). Called on the playing thread. */
    public interface Listener {

        /**
         * The game has started; called before the first decision.
         *
         * @param game the game at its start (must not be changed)
         */
        default void started(Game game) {
        }

        /**
         * A choice was applied.
         *
         * @param decision the decision that was taken
         * @param option the option chosen
         * @param drawn whether it was a draw of explicit chance made by the match, not by a bot
         * @param events the events the choice caused
         * @param game the game after the choice (must not be changed)
         */
        void chosen(Decision decision, Option option, boolean drawn, List<GameEvent> events, Game game);
    }

    /**
     * How a game went.
     *
     * @param setup the game's set-up
     * @param optionIds the option id of every choice, in order (up to the failure, if any)
     * @param standings the final standings, best first; empty if the game failed; for a game lost on time
     *     ({@link TimeControl.OnTimeout#LOSS}) the standings at that moment with the bot that ran out of time last
     * @param failure how the bot failed ({@link BotFailedException} when the match made it), or null if the game ended
     * @param failedSeat the seat of the bot that failed or lost on time, from 0; -1 if none
     * @param stragglers the bots the match gave up on whose thread still ran a tenth of a second later (a bot that
     *     ignores the interrupt of a timed move, {@link Straggler}); empty in untimed games. Not part of
     *     {@link #equals}: it depends on the machine, not on the game
     */
    public record Result(GameSetup setup, int[] optionIds, List<Standing> standings, RuntimeException failure, int failedSeat,
            List<Straggler> stragglers) {

        /**
         * Checks and copies.
         *
         * @param setup the set-up
         * @param optionIds the choices' option ids
         * @param standings the standings (empty for a failed game)
         * @param failure the failure, or null
         * @param failedSeat the failed seat, or -1
         * @param stragglers the bots given up on that still ran
         * @throws IllegalArgumentException if a failure comes without its seat or a seat without a failure
         */
        public Result {
            Objects.requireNonNull(setup, "setup");
            optionIds = optionIds.clone();
            standings = List.copyOf(standings);
            stragglers = List.copyOf(stragglers);
            if ((failure == null) != (failedSeat == -1)) {
                throw new IllegalArgumentException("a failure goes with the seat that failed, and only with it");
            }
        }

        /**
         * A result without stragglers.
         *
         * @param setup the set-up
         * @param optionIds the choices' option ids
         * @param standings the standings (empty for a failed game)
         * @param failure the failure, or null
         * @param failedSeat the failed seat, or -1
         * @throws IllegalArgumentException if a failure comes without its seat or a seat without a failure
         */
        public Result(GameSetup setup, int[] optionIds, List<Standing> standings, RuntimeException failure, int failedSeat) {
            this(setup, optionIds, standings, failure, failedSeat, List.of());
        }

        /** {@return the option ids of the choices, a copy} */
        @Override
        public int[] optionIds() {
            return optionIds.clone();
        }

        /** {@return whether a bot failed and the game stopped before its end without standings} */
        public boolean failed() {
            return failure != null && standings.isEmpty();
        }

        /**
         * {@return whether the game ended because a bot ran out of time and so lost it
         * ({@link TimeControl.OnTimeout#LOSS}): it has standings, and {@link #failure()} says who and how long}
         */
        public boolean lostOnTime() {
            return failure != null && !standings.isEmpty();
        }

        /** {@return the number of choices made (draws of chance included)} */
        public int decisions() {
            return optionIds.length;
        }

        /**
         * The game record: the set-up and the text of every choice, up to the end or the failure. Built by
         * replaying the choices from the set-up (typed decisions, so it costs about one typed game).
         *
         * @return the record
         */
        public GameRecord record() {
            Game g = Game.start(setup);
            List<String> texts = new ArrayList<>(optionIds.length);
            for (int id : optionIds) {
                texts.add(g.decision().options().get(id).text());
                g.applyOptionQuietly(id);
            }
            return GameRecord.of(setup, texts);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Result r && setup.equals(r.setup) && Arrays.equals(optionIds, r.optionIds)
                    && standings.equals(r.standings) && Objects.equals(failure, r.failure) && failedSeat == r.failedSeat;
        }

        @Override
        public int hashCode() {
            return Objects.hash(setup, Arrays.hashCode(optionIds), standings, failure, failedSeat);
        }

        @Override
        public String toString() {
            return "Result[" + optionIds.length + " decisions, " + (failed() ? "failed: " + failure.getMessage()
                    : lostOnTime() ? "lost on time: " + failure.getMessage() + "; " + standings : standings) + "]";
        }
    }

    /** The tag of {@link Bots#oneWay} for the seeds of the stack orders the bots see. */
    private static final int VIEW_SEEDS = 0x56494557; // "VIEW"

    /** How long a timed match waits for a bot it gave up on to return before it reports it as a {@link Straggler}. */
    private static final Duration STRAGGLER_GRACE = Duration.ofMillis(100);

    private Match() {
    }

    /**
     * Plays a game on the fast path without a listener or clocks.
     *
     * @param setup the set-up
     * @param seatBots the bot of each seat, in seat order ({@link GameSetup#players()})
     * @param chanceSeed the seed of the draws of explicit chance and of the stack orders the bots see
     * @return how the game went
     */
    public static Result play(GameSetup setup, List<? extends Bot> seatBots, long chanceSeed) {
        return play(setup, seatBots, chanceSeed, Path.FAST, null, TimeControl.NONE);
    }

    /**
     * Plays a game without clocks.
     *
     * @param setup the set-up
     * @param seatBots the bot of each seat, in seat order ({@link GameSetup#players()})
     * @param chanceSeed the seed of the draws of explicit chance and of the stack orders the bots see
     * @param path how the bots are asked
     * @param listener sees every choice (then every choice is applied with its events), or null
     * @return how the game went; a bot's failure is in it, not thrown
     * @throws IllegalArgumentException if there is not exactly one bot per seat
     * @throws NullPointerException if an argument but the listener is null
     * @throws VirtualMachineError if the JVM fails fatally while a bot plays (see the class comment)
     */
    public static Result play(GameSetup setup, List<? extends Bot> seatBots, long chanceSeed, Path path, Listener listener) {
        return play(setup, seatBots, chanceSeed, path, listener, TimeControl.NONE);
    }

    /**
     * Plays a game.
     *
     * @param setup the set-up
     * @param seatBots the bot of each seat, in seat order ({@link GameSetup#players()})
     * @param chanceSeed the seed of the draws of explicit chance and of the stack orders the bots see
     * @param path how the bots are asked
     * @param listener sees every choice (then every choice is applied with its events), or null
     * @param clocks the time control ({@link TimeControl#NONE}: untimed, on the calling thread)
     * @return how the game went; a bot's failure or loss on time is in it, not thrown
     * @throws IllegalArgumentException if there is not exactly one bot per seat
     * @throws NullPointerException if an argument but the listener is null
     * @throws IllegalStateException if the calling thread is interrupted while it waits for a timed bot
     * @throws VirtualMachineError if the JVM fails fatally while a bot plays, other than a {@link StackOverflowError}
     *     (which is the bot's failure): see the class comment
     */
    public static Result play(GameSetup setup, List<? extends Bot> seatBots, long chanceSeed, Path path, Listener listener,
            TimeControl clocks) {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(clocks, "clocks");
        List<Colour> players = setup.players();
        if (seatBots.size() != players.size()) {
            throw new IllegalArgumentException(players.size() + " seats need " + players.size() + " bots, got " + seatBots.size());
        }
        Bot[] bySeat = new Bot[Colour.values().length];
        int[] seatOf = new int[Colour.values().length];
        for (int s = 0; s < players.size(); s++) {
            bySeat[players.get(s).ordinal()] = Objects.requireNonNull(seatBots.get(s), "the bot of seat " + s);
            seatOf[players.get(s).ordinal()] = s;
        }
        Game game = Game.start(setup);
        if (listener != null) {
            listener.started(game);
        }
        SplittableRandom chance = new SplittableRandom(chanceSeed);
        long viewBase = Bots.oneWay(chanceSeed, VIEW_SEEDS);
        Clocks timer = clocks.isSet() ? new Clocks(clocks, players.size()) : null;
        int[] ids = new int[256];
        int n = 0;
        try {
            while (!game.isOver()) {
                int decider = game.decider().ordinal();
                Bot bot = bySeat[decider];
                int seat = seatOf[decider];
                boolean drawn;
                try {
                    drawn = game.decisionKind() == DecisionKind.CHANCE && !bot.decidesChance();
                } catch (Throwable e) { // the bot's, unless fatal (the class comment)
                    return threw(setup, ids, n, bot, seat, game, e);
                }
                int count = game.optionCount();
                int id;
                Option typed = null;
                if (drawn) {
                    id = chance.nextInt(count);
                } else {
                    Game view = game.determinize(mix(viewBase, game.decisionNumber()));
                    Object answer;
                    try {
                        answer = timer == null ? askHere(bot, view, path) : timer.ask(bot, view, path, seat);
                    } catch (Clocks.OutOfTime t) {
                        BotFailedException f = failure(BotFailedException.Reason.TIMED_OUT, "the move took " + BotFailedException.millis(t.waited)
                                + " of " + BotFailedException.millis(t.allowed) + " it had", null, bot, seat, game, t.waited, t.allowed);
                        ids = Arrays.copyOf(ids, n);
                        List<Straggler> late = t.straggler == null ? List.of() : List.of(t.straggler);
                        if (clocks.onTimeout() == TimeControl.OnTimeout.LOSS) {
                            return new Result(setup, ids, lastPlaced(game.position().standings(), game.decider()), f, seat, late);
                        }
                        return new Result(setup, ids, List.of(), f, seat, late);
                    } catch (Clocks.Interrupted e) {
                        throw new IllegalStateException("the match was interrupted while it waited for the bot of seat " + seat, e);
                    } catch (Throwable e) { // the bot's, unless fatal (the class comment)
                        return threw(setup, ids, n, bot, seat, game, e instanceof Clocks.Threw w ? w.getCause() : e);
                    }
                    if (answer instanceof Option o) {
                        typed = real(game, o);
                        if (typed == null) {
                            return new Result(setup, Arrays.copyOf(ids, n), List.of(), failure(BotFailedException.Reason.NO_OPTION,
                                    "it answered " + o + (o.decision() != game.decisionNumber() ? " of decision #" + o.decision() : "")
                                            + ", which is no option of this decision", null, bot, seat, game, Duration.ZERO, Duration.ZERO),
                                    seat);
                        }
                        id = typed.id();
                    } else {
                        id = (Integer) answer;
                        if (id < 0 || id >= count) {
                            return new Result(setup, Arrays.copyOf(ids, n), List.of(), failure(BotFailedException.Reason.NO_OPTION,
                                    "it chose option id " + id + ", which has option ids 0.." + (count - 1), null, bot, seat, game,
                                    Duration.ZERO, Duration.ZERO), seat);
                        }
                    }
                }
                if (n == ids.length) {
                    ids = Arrays.copyOf(ids, n * 2);
                }
                ids[n++] = id;
                if (listener != null || path == Path.TYPED) {
                    Decision d = game.decision();
                    Option o = typed != null ? typed : d.options().get(id);
                    List<GameEvent> events = game.apply(o);
                    if (listener != null) {
                        listener.chosen(d, o, drawn, events, game);
                    }
                } else {
                    game.applyOptionQuietly(id);
                }
            }
        } finally {
            if (timer != null) {
                timer.close();
            }
        }
        return new Result(setup, Arrays.copyOf(ids, n), game.position().standings(), null, -1);
    }

    /**
     * The seed of the view a bot is handed at a decision: {@code Game.determinize(viewSeed(chanceSeed,
     * game.decisionNumber()))} is the copy {@link #play} gives the bot deciding decision {@code #decisionNumber}
     * of a match with that chance seed. Public so that another game runner (a server, a terminal game) can
     * hand its bots the same views and so play the same games as a match with the same seeds. Derived one way
     * from the chance seed ({@link Bots#oneWay}), so the views say nothing of it nor of the real stack order (D-19).
     *
     * @param chanceSeed the match's chance seed
     * @param decisionNumber the decision's number ({@link Game#decisionNumber()})
     * @return the seed of that decision's view
     */
    public static long viewSeed(long chanceSeed, int decisionNumber) {
        return mix(Bots.oneWay(chanceSeed, VIEW_SEEDS), decisionNumber);
    }

    /** A SplitMix64 step: the seed of decision {@code n}'s view from the match's one-way base. */
    private static long mix(long base, int n) {
        long z = base + (n + 1L) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * The result of a game a bot broke off by throwing {@code thrown}: its failure, unless {@code thrown} is one of
     * the JVM's fatal errors ({@link #fatal}), which is thrown on.
     */
    private static Result threw(GameSetup setup, int[] ids, int n, Bot bot, int seat, Game game, Throwable thrown) {
        if (fatal(thrown)) {
            throw (VirtualMachineError) thrown;
        }
        return new Result(setup, Arrays.copyOf(ids, n), List.of(), failure(BotFailedException.Reason.THREW, detail(bot, thrown), thrown,
                bot, seat, game, Duration.ZERO, Duration.ZERO), seat);
    }

    /**
     * Whether a throwable is one of the JVM's fatal conditions, after which going on may not be safe: a
     * {@link VirtualMachineError} ({@link OutOfMemoryError}, {@link InternalError}, {@link UnknownError}) other than
     * a {@link StackOverflowError}, which unwinds the bot's own stack and leaves the JVM sound.
     *
     * @param t what was thrown
     * @return whether it is fatal
     */
    static boolean fatal(Throwable t) {
        return t instanceof VirtualMachineError && !(t instanceof StackOverflowError);
    }

    /** A bot's name, as its {@code toString()} gives it; its class's name if that throws. */
    static String name(Bot bot) {
        try {
            return String.valueOf(bot);
        } catch (Throwable e) { // a bot's toString is the bot's code too
            if (fatal(e)) {
                throw (VirtualMachineError) e;
            }
            return bot.getClass().getName();
        }
    }

    /** Asks the bot on the calling thread: an {@link Option} on the typed path, an {@link Integer} id on the fast path. */
    private static Object askHere(Bot bot, Game view, Path path) {
        return path == Path.TYPED ? (Object) Objects.requireNonNull(bot.choose(view), "the bot answered null") : (Object) bot.chooseId(view);
    }

    /** The real decision's option that a typed answer (an option of the view's decision) stands for, or null if it is none. */
    private static Option real(Game game, Option o) {
        Decision d = game.decision();
        if (o.decision() != d.number() || o.id() < 0 || o.id() >= d.options().size()) {
            return null;
        }
        Option r = d.options().get(o.id());
        return r.equals(o) ? r : null;
    }

    /** What a bot threw, in words: its message without the bot's name if it starts with it (an external bot's do), else its class. */
    private static String detail(Bot bot, Throwable e) {
        String m;
        try {
            m = e.getMessage();
        } catch (Throwable t) { // a throwable of the bot's may throw from getMessage too
            if (fatal(t)) {
                throw (VirtualMachineError) t;
            }
            m = null;
        }
        if (m == null) {
            return e.getClass().getName();
        }
        String name = name(bot);
        return m.startsWith(name + " ") && m.length() > name.length() + 1 ? m.substring(name.length() + 1) : m;
    }

    private static BotFailedException failure(BotFailedException.Reason reason, String detail, Throwable cause, Bot bot, int seat, Game game,
            Duration elapsed, Duration allowed) {
        return new BotFailedException(reason, detail, cause, name(bot), seat, game.decider(), game.decisionNumber(),
                game.decisionKind(), elapsed, allowed);
    }

    /**
     * The standings of a game lost on time: the others as the standings now rank them (ranks counted among
     * them alone), then the player who ran out of time, last.
     */
    static List<Standing> lastPlaced(List<Standing> now, Colour loser) {
        List<Standing> out = new ArrayList<>(now.size());
        Standing lost = null;
        for (Standing s : now) {
            if (s.colour() == loser) {
                lost = s;
                continue;
            }
            int ahead = 0;
            for (Standing t : now) {
                ahead += t.colour() != loser && t.rank() < s.rank() ? 1 : 0;
            }
            out.add(new Standing(s.colour(), ahead + 1, s.score(), s.islands(), s.boatsOnTable(), s.decidedBy()));
        }
        Standing l = Objects.requireNonNull(lost, "the loser has a standing");
        out.add(new Standing(l.colour(), now.size(), l.score(), l.islands(), l.boatsOnTable(), Standing.TieBreak.SCORE));
        return out;
    }

    /**
     * The clocks of a timed match and the worker thread that asks the bots: one daemon thread per match,
     * ended with the match.
     */
    private static final class Clocks implements AutoCloseable {

        /** A move was not answered in time. */
        static final class OutOfTime extends Exception {
            private static final long serialVersionUID = 1L;
            final transient Duration waited;
            final transient Duration allowed;
            /** The bot, if it still ran after the grace; else null. */
            final transient Straggler straggler;

            OutOfTime(Duration waited, Duration allowed, Straggler straggler) {
                super(null, null, false, false);
                this.waited = waited;
                this.allowed = allowed;
                this.straggler = straggler;
            }
        }

        /** The bot threw on the worker: its throwable is the cause (any throwable, errors included). */
        static final class Threw extends RuntimeException {
            private static final long serialVersionUID = 1L;

            Threw(Throwable cause) {
                super(null, cause, false, false);
            }
        }

        /** The thread that waited for a bot was interrupted: not the bot's failure. */
        static final class Interrupted extends RuntimeException {
            private static final long serialVersionUID = 1L;

            Interrupted(InterruptedException cause) {
                super(cause);
            }
        }

        private final TimeControl control;
        private final long[] gameLeft;
        private final ExecutorService worker;

        Clocks(TimeControl control, int seats) {
            this.control = control;
            this.gameLeft = new long[seats];
            Arrays.fill(gameLeft, control.perGame().isZero() ? Long.MAX_VALUE : control.perGame().toNanos());
            this.worker = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "tongiaki-match-bot");
                t.setDaemon(true);
                return t;
            });
        }

        /** Tells the bot its time, asks it on the worker and waits at most the move's time. */
        Object ask(Bot bot, Game view, Path path, int seat) throws OutOfTime {
            long move = control.perMove().isZero() ? Long.MAX_VALUE : control.perMove().toNanos();
            long allowed = Math.min(move, gameLeft[seat]);
            Duration moveLeft = Duration.ofNanos(allowed);
            Duration gameTime = Duration.ofNanos(gameLeft[seat]);
            long start = System.nanoTime();
            Straggler asked = new Straggler(name(bot), seat);
            Future<Object> answer = worker.submit(() -> {
                try {
                    bot.clock(moveLeft, gameTime);
                    return askHere(bot, view, path);
                } finally {
                    asked.returned();
                }
            });
            Object result;
            try {
                result = answer.get(allowed, TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                Duration waited = Duration.ofNanos(System.nanoTime() - start);
                answer.cancel(true);
                throw new OutOfTime(waited, moveLeft, asked.gaveUp(STRAGGLER_GRACE) ? asked : null);
            } catch (ExecutionException e) {
                throw new Threw(e.getCause());
            } catch (InterruptedException e) {
                answer.cancel(true);
                Thread.currentThread().interrupt();
                throw new Interrupted(e);
            }
            if (gameLeft[seat] != Long.MAX_VALUE) {
                long used = Math.min(System.nanoTime() - start, allowed);
                gameLeft[seat] = Math.max(0, gameLeft[seat] - used);
                gameLeft[seat] = Math.min(Long.MAX_VALUE - 1, gameLeft[seat] + control.increment().toNanos());
            }
            return result;
        }

        @Override
        public void close() {
            worker.shutdownNow();
        }
    }
}
