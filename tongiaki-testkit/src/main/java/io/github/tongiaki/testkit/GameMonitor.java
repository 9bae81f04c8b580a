package io.github.tongiaki.testkit;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.tiles.TileId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Drives a game and checks, after every decision, the {@link Invariants} and the invariants over time:
 *
 * <ul>
 *   <li>{@code royal-unchanged}: a royal island, once founded, keeps its owner and stays on the table;</li>
 *   <li>{@code event-stream-complete}: an {@link EventMirror} fed only with the events equals the game;</li>
 *   <li>{@code copy-fidelity}: a copy taken before the step is not changed by the step, and given the same
 *       choice emits the same events and reaches the same position (a fork test), if enabled;</li>
 *   <li>{@code determinism}: {@link #replay} of the recorded choices from the same set-up gives the same
 *       events.</li>
 * </ul>
 *
 * Every violation is reported with the choices so far, so a failing game can be replayed.
 */
public final class GameMonitor {

    private final Game game;
    private final EventMirror mirror;
    private final boolean forkEveryStep;
    private final List<Integer> choices = new ArrayList<>();
    private final List<List<GameEvent>> events = new ArrayList<>();
    private final Map<TileId, Colour> royal = new LinkedHashMap<>();

    /**
     * Starts monitoring a game and checks its first position.
     *
     * @param game a freshly started (or scenario-built) game
     * @param forkEveryStep whether to check copy fidelity at every step (costs a copy and a second apply)
     */
    public GameMonitor(Game game, boolean forkEveryStep) {
        this.game = game;
        this.mirror = new EventMirror(game);
        this.forkEveryStep = forkEveryStep;
        this.royal.putAll(game.position().royalIslands());
        events.add(game.lastEvents());
        verify();
    }

    /** {@return the monitored game} */
    public Game game() {
        return game;
    }

    /** {@return the option ids applied so far} */
    public List<Integer> choices() {
        return List.copyOf(choices);
    }

    /** {@return a live, read-only view of the option ids applied so far} */
    List<Integer> choicesView() {
        return java.util.Collections.unmodifiableList(choices);
    }

    /** {@return the events of the start and of every step, in order} */
    public List<List<GameEvent>> events() {
        return List.copyOf(events);
    }

    /**
     * Applies an option and checks every invariant.
     *
     * @param optionId the option's id
     * @return the events
     * @throws AssertionError naming the broken invariant, the position and the choices so far
     */
    public List<GameEvent> applyOption(int optionId) {
        Game fork = forkEveryStep ? game.copy() : null;
        String before = fork == null ? null : IllegalChoice.fingerprint(game);
        List<GameEvent> ev = game.applyOption(optionId);
        choices.add(optionId);
        events.add(ev);
        if (fork != null) {
            String forkNow = IllegalChoice.fingerprint(fork);
            if (!forkNow.equals(before)) {
                throw failure("copy-fidelity", "a copy taken before the step changed when the original was played on\ncopy then: "
                        + before + "\ncopy now:  " + forkNow);
            }
            List<GameEvent> forkEvents = fork.applyOption(optionId);
            if (!forkEvents.equals(ev)) {
                throw failure("copy-fidelity", "a copy given the same choice emitted " + forkEvents + " instead of " + ev);
            }
            if (!IllegalChoice.fingerprint(fork).equals(IllegalChoice.fingerprint(game))) {
                throw failure("copy-fidelity", "a copy given the same choice reached another position:\n"
                        + IllegalChoice.fingerprint(fork));
            }
        }
        try {
            mirror.accept(ev);
        } catch (IllegalStateException e) {
            throw failure("event-stream-complete", e.getMessage());
        }
        verify();
        return ev;
    }

    private void verify() {
        List<Violation> v = new ArrayList<>(Invariants.check(game));
        for (String diff : mirror.differences(game)) {
            v.add(new Violation("event-stream-complete", "a mirror fed only with events differs: " + diff, Describe.position(game)));
        }
        for (Map.Entry<TileId, Colour> e : royal.entrySet()) {
            if (game.position().royalIslands().get(e.getKey()) != e.getValue()) {
                v.add(new Violation("royal-unchanged", "royal island " + e.getKey() + " of " + e.getValue() + " changed to "
                        + game.position().royalIslands().get(e.getKey()), Describe.position(game)));
            }
        }
        royal.putAll(game.position().royalIslands());
        if (!v.isEmpty()) {
            throw new AssertionError(Invariants.join(v) + "\n" + reproduce());
        }
    }

    private AssertionError failure(String invariant, String detail) {
        return new AssertionError(new Violation(invariant, detail, Describe.position(game)) + "\n" + reproduce());
    }

    /** {@return how to reproduce this game: the set-up and the option ids} */
    public String reproduce() {
        GameSetup s = game.setup();
        return "reproduce with: setup " + s.players() + " start " + s.startPlayer() + " source " + s.tileSource() + " options "
                + s.options() + "; option ids " + choices;
    }

    /**
     * Replays the recorded choices from the same set-up and checks that the events are the same
     * ({@code determinism}). Only for games started with {@code Game.start}.
     *
     * @throws AssertionError if an event differs
     */
    public void replay() {
        Game again = Game.start(game.setup());
        if (!again.lastEvents().equals(events.get(0))) {
            throw failure("determinism", "the start emitted different events on replay");
        }
        for (int i = 0; i < choices.size(); i++) {
            List<GameEvent> ev = again.applyOption(choices.get(i));
            if (!ev.equals(events.get(i + 1))) {
                throw failure("determinism", "step " + i + " emitted " + ev + " on replay instead of " + events.get(i + 1));
            }
        }
    }
}
