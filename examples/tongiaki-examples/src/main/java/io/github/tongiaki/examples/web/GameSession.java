package io.github.tongiaki.examples.web;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.ChoiceText;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.examples.Tournament;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.BiFunction;

/**
 * One game on the server: its set-up, who sits where, and every step so far (the decision taken, by
 * whom, and the events it caused). Bots move on the server as soon as the decision is theirs. Not
 * thread-safe; the server locks a session while it serves a request.
 */
final class GameSession {

    /** Who took a step. */
    enum By {
        /** The game's start (no choice). */
        START,
        /** A person, through {@code move}. */
        HUMAN,
        /** The bot of a seat. */
        BOT,
        /** A bot playing any seat on {@code autoplay}. */
        AUTO,
        /** The server, drawing a tile of an explicit-chance game. */
        CHANCE,
        /** A choice of an uploaded record. */
        RECORD
    }

    /**
     * A step of the game.
     *
     * @param decision the decision's number (-1 for the start)
     * @param player who decided (null for the start)
     * @param by who took it
     * @param choice the choice's text (null for the start)
     * @param events what happened
     */
    record Step(int decision, Colour player, By by, String choice, List<GameEvent> events) {
    }

    final String id;
    final GameSetup setup;
    final List<Seat> seats;
    final long seed;
    private final BiFunction<String, Long, Bot> botFactory;
    private final List<Step> steps = new ArrayList<>();
    private final Map<Colour, Bot> bots = new EnumMap<>(Colour.class);
    private Game game;
    private int generation;
    private SplittableRandom chance;

    private GameSession(String id, GameSetup setup, List<Seat> seats, long seed, BiFunction<String, Long, Bot> botFactory) {
        this.id = id;
        this.setup = setup;
        this.seats = List.copyOf(seats);
        this.seed = seed;
        this.botFactory = botFactory;
    }

    /** Starts a new game and lets the bots move up to the first person's decision. */
    static GameSession start(String id, GameSetup setup, List<Seat> seats, long seed, BiFunction<String, Long, Bot> botFactory) {
        GameSession s = new GameSession(id, setup, seats, seed, botFactory);
        s.game = Game.start(setup);
        s.steps.add(new Step(-1, null, By.START, null, s.game.lastEvents()));
        s.newBots();
        s.runBots();
        return s;
    }

    /** Replays an uploaded record, then lets the bots move. */
    static GameSession fromRecord(String id, GameRecord record, List<Seat> seats, long seed,
            BiFunction<String, Long, Bot> botFactory) {
        GameSession s = new GameSession(id, record.setup(), seats, seed, botFactory);
        record.replay(); // checks every choice first: a ParseException names the line, and no session is made
        s.game = Game.start(record.setup());
        s.steps.add(new Step(-1, null, By.START, null, s.game.lastEvents()));
        for (String c : record.choices()) {
            s.take(ChoiceText.parse(s.game.decision(), c), By.RECORD);
        }
        s.newBots();
        s.runBots();
        return s;
    }

    Game game() {
        return game;
    }

    List<Step> steps() {
        return steps;
    }

    Seat seat(Colour c) {
        return seats.get(game.players().indexOf(c));
    }

    /** Whether the decision at hand waits for a person. */
    boolean waitsForHuman() {
        return !game.isOver() && seat(game.decision().player()).human() && game.decision().kind() != DecisionKind.CHANCE;
    }

    /**
     * A person's choice.
     *
     * @param decision the decision number the client saw
     * @param optionId the option's id in it
     */
    void move(int decision, int optionId) {
        if (game.isOver()) {
            throw new ApiException(409, "the game is over");
        }
        Decision d = game.decision();
        if (decision != d.number()) {
            throw new ApiException(409, "stale decision " + decision + ": the game is at decision " + d.number());
        }
        if (!waitsForHuman()) {
            throw new ApiException(409, "decision " + d.number() + " is for " + d.player() + ", a bot");
        }
        if (optionId < 0 || optionId >= d.options().size()) {
            throw new ApiException(422, "decision " + d.number() + " has options 0.." + (d.options().size() - 1) + ", not " + optionId);
        }
        take(d.options().get(optionId), By.HUMAN);
        runBots();
    }

    /** Whether {@link #undo()} has a person's decision to take back. */
    boolean undoable() {
        return lastHumanStep() >= 0;
    }

    private int lastHumanStep() {
        for (int i = steps.size() - 1; i > 0; i--) {
            By by = steps.get(i).by();
            if (by == By.HUMAN) {
                return i;
            }
            if (by == By.AUTO || by == By.RECORD) {
                return -1; // what autoplay did, and an uploaded record, are not taken back
            }
        }
        return -1;
    }

    /**
     * Takes back the last decision a person took, with the bots' decisions that followed it: no other
     * person has decided since (a person's decision is always the last one a person took). The bots are
     * dealt new seeds, so they may answer differently.
     */
    void undo() {
        int k = lastHumanStep();
        if (k < 0) {
            throw new ApiException(409, "nothing to undo: no decision of a person since the start, an uploaded record or autoplay");
        }
        Game g = Game.start(setup);
        for (int i = 1; i < k; i++) {
            g.apply(steps.get(i).choice());
        }
        game = g;
        steps.subList(k, steps.size()).clear();
        generation++;
        newBots();
    }

    /**
     * Lets a bot play every remaining decision, the persons' too.
     *
     * @param botName the bot for the persons' seats
     */
    void autoplay(String botName) {
        Map<Colour, Bot> stand = new EnumMap<>(Colour.class);
        for (Colour c : game.players()) {
            stand.put(c, seat(c).human() ? botFactory.apply(botName, Tournament.botSeed(seed, 100 + c.ordinal())) : bots.get(c));
        }
        while (!game.isOver()) {
            Decision d = game.decision();
            take(d.kind() == DecisionKind.CHANCE ? drawn(d) : stand.get(d.player()).choose(game), By.AUTO);
        }
    }

    private void newBots() {
        bots.clear();
        for (int s = 0; s < seats.size(); s++) {
            Seat seat = seats.get(s);
            if (!seat.human()) {
                bots.put(game.players().get(s), botFactory.apply(seat.bot(), Tournament.botSeed(seed + generation * 7919L, s)));
            }
        }
        chance = new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (generation + 1)));
    }

    private void runBots() {
        while (!game.isOver() && !waitsForHuman()) {
            Decision d = game.decision();
            if (d.kind() == DecisionKind.CHANCE) {
                take(drawn(d), By.CHANCE);
            } else {
                take(bots.get(d.player()).choose(game), By.BOT);
            }
        }
    }

    private Option drawn(Decision d) {
        return d.options().get(chance.nextInt(d.options().size()));
    }

    private void take(Option o, By by) {
        Decision d = game.decision();
        List<GameEvent> events = game.apply(o);
        steps.add(new Step(d.number(), d.player(), by, o.text(), events));
    }

    /** {@return the game so far as a record} */
    GameRecord record() {
        List<String> choices = new ArrayList<>();
        for (int i = 1; i < steps.size(); i++) {
            choices.add(steps.get(i).choice());
        }
        return GameRecord.of(setup, choices);
    }
}
