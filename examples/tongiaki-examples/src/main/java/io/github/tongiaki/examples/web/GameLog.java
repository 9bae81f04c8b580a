package io.github.tongiaki.examples.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.examples.web.Step.By;
import io.github.tongiaki.protocol.JsonForms;
import java.util.ArrayList;
import java.util.List;

/**
 * The course of one game on the server: the set-up it is dealt by, the engine's game and its log of steps (the
 * decision taken, by whom, and the events it caused), every change written to the {@link GameStore} before it is
 * applied, so that a write that fails (a full disk) leaves the game as it was, in memory and on disk. Its generation
 * counts the undos ({@link #takeBack}), and its version every change, for a bot's answer to a state gone by and the
 * view of the state now. Not thread-safe: used under its {@link GameSession}'s lock.
 *
 * <p><b>How it deals (D-20).</b> A new game draws from its seed, so a game with the seed a user gave and no
 * take-back is the same game again. An undo that takes back a draw (a tile drawn in a step taken back) would show
 * the same tile again if the game were replayed from its seed: instead the game's past becomes its explicit-draws
 * form ({@link GameRecord#withExplicitDraws()}: the set-up under explicit chance, each tile drawn so far a
 * {@code draw} step by {@link By#CHANCE}), and every later draw is a chance decision the server draws from
 * {@link java.security.SecureRandom} ({@link Seating#chanceDraw}), stored as a step when it is made. An uploaded
 * record is played on the same way from its end, since whoever uploads it has its seed. Chance decisions are always
 * drawn from fresh entropy, never from the seed, so an undo in a game under explicit chance deals anew too.
 */
final class GameLog {

    private final String id;
    private final GameStore store;
    /** The set-up the game is dealt by now: its own, or that set-up under explicit chance after an undo of a draw. */
    private GameSetup setup;
    private Game game;
    private final List<Step> steps = new ArrayList<>();
    private int generation;
    private long version;
    /** The view's JSON form and the version it was made at. */
    private ObjectNode view;
    private long viewAt = -1;

    /**
     * A game at its start, its start's step logged. It is not stored here: its session creates it in the store.
     *
     * @param id the game's id in the store
     * @param setup the set-up it is dealt by
     * @param generation how many undos it had (0 for a new game)
     * @param store where its changes are written
     */
    GameLog(String id, GameSetup setup, int generation, GameStore store) {
        this.id = id;
        this.setup = setup;
        this.generation = generation;
        this.store = store;
        this.game = Game.start(setup);
        steps.add(new Step(-1, null, By.START, null, game.lastEvents()));
    }

    /**
     * {@return a set-up's header as the store keeps it: the record of no choices}
     *
     * @param setup the set-up
     */
    static String header(GameSetup setup) {
        return GameRecord.of(setup, List.of()).text();
    }

    /** {@return the set-up the game is dealt by now} */
    GameSetup setup() {
        return setup;
    }

    /** {@return the game now} */
    Game game() {
        return game;
    }

    /** {@return the steps so far, the start's first} */
    List<Step> steps() {
        return steps;
    }

    /** {@return how many undos the game had} */
    int generation() {
        return generation;
    }

    /** {@return the version of the state now: a step, an undo or {@link #changed()} makes a new one} */
    long version() {
        return version;
    }

    /** A change of the state that is not a step (who decides: autoplay): a new version. */
    void changed() {
        version++;
    }

    /** {@return the catch-up mark of the state now: {@code generation.steps}} */
    String mark() {
        return generation + "." + steps.size();
    }

    /**
     * Applies a choice to the decision at hand, stored first (a choice of an uploaded record is not: its session
     * stores the record's steps after the game).
     *
     * @param o the option
     * @param by who took it
     */
    void apply(Option o, By by) {
        apply(o, by, by != By.RECORD);
    }

    /**
     * Applies a choice the store already holds (a stored game replayed).
     *
     * @param o the option
     * @param by who took it
     */
    void replay(Option o, By by) {
        apply(o, by, false);
    }

    private void apply(Option o, By by, boolean write) {
        Decision d = game.decision();
        if (write) {
            // Stored first: a write that fails (a full disk) leaves the game as it was, in memory and on disk.
            store.step(id, steps.size(), by.name(), o.text());
        }
        List<GameEvent> events = game.apply(o);
        steps.add(new Step(d.number(), d.player(), by, o.text(), events));
        version++;
    }

    /** Stores the steps of an uploaded record, once the game is created in the store. */
    void storeRecord() {
        for (int i = 1; i < steps.size(); i++) {
            store.step(id, i, By.RECORD.name(), steps.get(i).choice());
        }
    }

    /** {@return the last step a person took that an undo may take back, or -1} */
    int lastHumanStep() {
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
     * Takes back the steps from {@code k} on, stored first, and starts the next generation. If a tile was drawn in
     * what is taken back, the tile goes back into the stack and the draws to come are made anew (D-20; see
     * {@linkplain GameSession how it deals}).
     *
     * @param k the first step taken back
     */
    void takeBack(int k) {
        List<String> before = new ArrayList<>();
        for (int i = 1; i < k; i++) {
            before.add(steps.get(i).choice());
        }
        if (ExplicitDraws.drawnFrom(steps, k) && !(setup.tileSource() instanceof TileSource.Chance)) {
            dealAnew(k, GameRecord.of(setup, before).withExplicitDraws());
        } else {
            Game g = Game.start(setup);
            for (String c : before) {
                g.apply(c);
            }
            // Stored first, as a step is: a write that fails leaves the game as it was.
            store.truncate(id, k, generation + 1);
            game = g;
            steps.subList(k, steps.size()).clear();
        }
        generation++;
        version++;
    }

    /**
     * D-20: an undo takes back a draw of a game dealt by its seed. Its past before step {@code k} becomes the
     * explicit-draws form ({@link ExplicitDraws}), stored in one write with its new set-up header, and every later
     * draw is drawn by the server from fresh entropy: replaying the seed would deal the tile taken back again, and a
     * player would know it.
     *
     * @param k the first step taken back
     * @param explicit the record of the steps before {@code k} with its draws explicit
     */
    private void dealAnew(int k, GameRecord explicit) {
        ExplicitDraws past = ExplicitDraws.of(id, steps, k, explicit);
        // Stored first, in one write: a write that fails leaves the game as it was.
        store.rewrite(id, header(explicit.setup()), generation + 1, past.stored());
        setup = explicit.setup();
        game = past.game();
        steps.clear();
        steps.addAll(past.steps());
    }

    /**
     * {@return what every player knows of the game now (D-19): the active player's view in its JSON form, made
     * once per version and shared by every state sent until the next (it is not to be changed)}
     */
    ObjectNode view() {
        if (view == null || viewAt != version) {
            view = JsonForms.view(game, game.activePlayer());
            viewAt = version;
        }
        return view;
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
