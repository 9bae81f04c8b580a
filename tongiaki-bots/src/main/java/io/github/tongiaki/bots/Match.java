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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Plays one game among bots, from a set-up to the end or to the first bot that fails.
 *
 * <p>Every choice is kept as its option id (a few bytes per decision, whatever the path), so the
 * {@linkplain Result#record() game record} up to the end, or up to a failure, can always be written: it
 * is rebuilt by replaying the ids from the set-up. A bot that throws, or returns an id that is no option,
 * does not throw out of {@link #play}: the game stops before that decision and the {@link Result} names
 * the failure, the seat and the record so far; what to do with it is the caller's decision.
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
         * {@link Game#applyQuietly(int)}; no typed decision is built unless a bot or a listener asks for one.
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
     * @param standings the final standings, best first; empty if the game failed
     * @param failure what a bot threw (or the error of an id that is no option); null if the game ended
     * @param failedSeat the seat of the bot that failed, from 0; -1 if none
     */
    public record Result(GameSetup setup, int[] optionIds, List<Standing> standings, RuntimeException failure, int failedSeat) {

        /**
         * Checks and copies.
         *
         * @param setup the set-up
         * @param optionIds the choices' option ids
         * @param standings the standings (empty for a failed game)
         * @param failure the failure, or null
         * @param failedSeat the failed seat, or -1
         */
        public Result {
            Objects.requireNonNull(setup, "setup");
            optionIds = optionIds.clone();
            standings = List.copyOf(standings);
            if ((failure == null) != (failedSeat == -1)) {
                throw new IllegalArgumentException("a failure goes with the seat that failed, and only with it");
            }
        }

        /** {@return the option ids of the choices, a copy} */
        @Override
        public int[] optionIds() {
            return optionIds.clone();
        }

        /** {@return whether a bot failed and the game stopped before its end} */
        public boolean failed() {
            return failure != null;
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
                g.applyQuietly(id);
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
            return "Result[" + optionIds.length + " decisions, " + (failed() ? "seat " + failedSeat + " failed: " + failure : standings)
                    + "]";
        }
    }

    private Match() {
    }

    /**
     * Plays a game on the fast path without a listener.
     *
     * @param setup the set-up
     * @param seatBots the bot of each seat, in seat order ({@link GameSetup#players()})
     * @param chanceSeed the seed of the draws of explicit chance
     * @return how the game went
     */
    public static Result play(GameSetup setup, List<? extends Bot> seatBots, long chanceSeed) {
        return play(setup, seatBots, chanceSeed, Path.FAST, null);
    }

    /**
     * Plays a game.
     *
     * @param setup the set-up
     * @param seatBots the bot of each seat, in seat order ({@link GameSetup#players()})
     * @param chanceSeed the seed of the draws of explicit chance
     * @param path how the bots are asked
     * @param listener sees every choice (then every choice is applied with its events), or null
     * @return how the game went; a bot's failure is in it, not thrown
     * @throws IllegalArgumentException if there is not exactly one bot per seat
     * @throws NullPointerException if an argument but the listener is null
     */
    public static Result play(GameSetup setup, List<? extends Bot> seatBots, long chanceSeed, Path path, Listener listener) {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(path, "path");
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
        int[] ids = new int[256];
        int n = 0;
        while (!game.isOver()) {
            int decider = game.decider().ordinal();
            Bot bot = bySeat[decider];
            boolean drawn = game.decisionKind() == DecisionKind.CHANCE && !bot.decidesChance();
            int count = game.optionCount();
            int id;
            Option typed = null;
            if (drawn) {
                id = chance.nextInt(count);
            } else {
                try {
                    if (path == Path.TYPED) {
                        typed = bot.choose(game);
                        id = checkedTyped(game, typed);
                    } else {
                        id = bot.chooseId(game);
                        if (id < 0 || id >= count) {
                            throw new IllegalStateException("the bot " + bot + " chose option id " + id + " in decision #"
                                    + game.decisionNumber() + ", which has option ids 0.." + (count - 1));
                        }
                    }
                } catch (RuntimeException e) {
                    return new Result(setup, Arrays.copyOf(ids, n), List.of(), e, seatOf[decider]);
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
                game.applyQuietly(id);
            }
        }
        return new Result(setup, Arrays.copyOf(ids, n), game.position().standings(), null, -1);
    }

    /** The id of a typed answer, checked to be an option of the pending decision. */
    private static int checkedTyped(Game game, Option o) {
        Decision d = game.decision();
        if (o == null || o.id() < 0 || o.id() >= d.options().size() || !d.options().get(o.id()).equals(o)) {
            throw new IllegalStateException("the bot answered " + o + ", which is no option of decision #" + d.number());
        }
        return o.id();
    }
}
