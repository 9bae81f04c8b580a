package io.github.tongiaki.js;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Shuffle;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.notation.HostedGame;
import java.util.List;

/**
 * A {@link JsGame}'s game with what it keeps beside the engine's: its record (a game started from a set-up or a
 * record) or its host (a hosted game, D-20), or neither (a game restored from a position, a determinization).
 * Every step goes through it, so that the record notes the option applied, or the host makes the draws.
 *
 * <p>A hosted game's {@link #game()} is a copy of the host's game, renewed after every change.
 */
final class RecordedGame {

    /** The game; for a hosted game, a copy of the host's, renewed after each change ({@link #refresh()}). */
    private Game game;
    /** The choices since the set-up, or null for a game restored from a position (or a determinization), or a hosted game. */
    private final RecordLog log;
    /** The host of a hosted game, or null. */
    private final HostedGame host;

    RecordedGame(Game game, RecordLog log) {
        this.game = game;
        this.log = log;
        this.host = null;
    }

    /** A hosted game (D-20). */
    RecordedGame(HostedGame host) {
        this.host = host;
        this.log = null;
        this.game = host.game();
    }

    /** {@return the engine's game (a hosted game's: a copy of the host's)} */
    Game game() {
        return game;
    }

    /** {@return whether the game is hosted} */
    boolean hosted() {
        return host != null;
    }

    /** {@return whether the game keeps a record (started from a set-up or a record, or hosted)} */
    boolean hasRecord() {
        return log != null || host != null;
    }

    /** Renews the copy of a hosted game's game after a change. */
    private void refresh() {
        game = host.game();
    }

    /**
     * Applies an option by id, through the host for a hosted game (which then makes the draws), and notes it in
     * the record otherwise.
     *
     * @return the events, or null when {@code quiet} (no events needed) and the game is not hosted
     */
    List<GameEvent> applyId(int optionId, boolean quiet) {
        if (host != null) {
            if (game.isOver() || optionId < 0 || optionId >= game.optionCount()) {
                game.applyOptionQuietly(optionId); // the engine's refusal, on the copy; the host is unchanged
            }
            List<GameEvent> events = host.applyOption(optionId);
            refresh();
            return events;
        }
        List<GameEvent> events;
        if (quiet) {
            game.applyOptionQuietly(optionId);
            events = null;
        } else {
            events = game.applyOption(optionId);
        }
        note(optionId);
        return events;
    }

    /** Notes an applied option in the record, if the game keeps one. */
    private void note(int optionId) {
        if (log != null) {
            log.add(optionId);
        }
    }

    /** Applies the option with this text ({@code Game.apply(String)}); its events. */
    List<GameEvent> applyText(String text) {
        Decision d = game.isOver() ? null : game.decision(); // over: the engine's apply says so itself
        if (host != null) {
            Game probe = game.copy();
            probe.apply(text); // the engine's refusal, on a copy
            return applyId(d.find(text).orElseThrow().id(), false);
        }
        List<GameEvent> events = game.apply(text);
        note(d.find(text).orElseThrow().id());
        return events;
    }

    /** Applies an option of the pending decision; its events. */
    List<GameEvent> apply(Option o) {
        if (host != null) {
            return applyId(o.id(), false);
        }
        List<GameEvent> events = game.apply(o);
        note(o.id());
        return events;
    }

    /** The events of the last step: a hosted game's are the host's (the player's choice and the draws after it). */
    List<GameEvent> lastStep() {
        return host != null ? host.lastEvents() : game.lastEvents();
    }

    /**
     * Applies the option with this action id, without events.
     *
     * @throws io.github.tongiaki.core.engine.IllegalChoiceException if it is not legal now; the game is unchanged
     */
    void applyAction(int actionId) {
        if (log == null && host == null) {
            game.applyAction(actionId);
            return;
        }
        int n = game.isOver() ? 0 : game.optionCount();
        for (int i = 0; i < n; i++) {
            if (game.actionId(i) == actionId) {
                applyId(i, true);
                return;
            }
        }
        game.applyAction(actionId); // not legal: the engine's refusal
    }

    /** Plays random options as {@code Game.playRandomly}; the decisions made. */
    int playRandomly(long seed, int maxDecisions) {
        if (log == null && host == null || maxDecisions <= 0 || game.isOver()) {
            return game.playRandomly(seed, maxDecisions);
        }
        // A recorded game notes every option: the same draws as Game.playRandomly (its specified generator),
        // one option at a time.
        Shuffle random = new Shuffle(seed);
        int k = 0;
        while (!game.isOver() && k < maxDecisions) {
            applyId(random.below(game.optionCount()), true);
            k++;
        }
        return k;
    }

    /**
     * {@return the game record so far}
     *
     * @throws IllegalStateException for a game restored from a position: it has no set-up to record
     */
    String record() {
        if (host != null) {
            return host.record().text();
        }
        if (log == null) {
            throw new IllegalStateException("a game restored from a position has no record: its set-up is not known");
        }
        return GameRecord.of(log.setup(), log.texts()).text();
    }

    /** {@return an independent copy, not hosted: a hosted game's copy keeps the host's record} */
    RecordedGame copy() {
        RecordLog l = log;
        if (host != null) {
            GameRecord r = host.record();
            l = new RecordLog(r.setup(), r.choices());
        }
        return new RecordedGame(game.copy(), l == null ? null : l == log ? log.copy() : l);
    }

    /** {@return how many players' decisions of a hosted game can be taken back; 0 for a game that is not hosted} */
    int decisionsToTakeBack() {
        return host == null ? 0 : host.decisionsToTakeBack();
    }

    /**
     * Takes back the last {@code count} players' decisions of a hosted game ({@code HostedGame.takeBack(int)}, D-20).
     *
     * @return the choices taken back, in the order they were made
     * @throws IllegalStateException if the game is not hosted, or there is nothing to take back
     */
    List<String> takeBack(int count) {
        if (host == null) {
            throw new IllegalStateException("only a hosted game (host, resume) can take decisions back: keep a copy() of this one to go back to");
        }
        List<String> taken = host.takeBack(count);
        refresh();
        return taken;
    }

    /** {@return whether a hosted game's draws still to come are made when they happen; false if not hosted} */
    boolean drawsWhenDrawn() {
        return host != null && host.drawsWhenDrawn();
    }

    /**
     * Keeps (or stops keeping) the undo history ({@code Game.keepHistory(int)}).
     *
     * @throws IllegalStateException for a hosted game: its players take their decisions back with a take-back (D-20)
     */
    void keepHistory(int depth) {
        if (host != null) {
            throw new IllegalStateException("a hosted game keeps no undo history: its players take decisions back with takeBack (D-20)");
        }
        game.keepHistory(depth);
    }

    /** Takes back the latest decision ({@code Game.undo()}) and its choice in the record. */
    void undo() {
        game.undo();
        if (log != null) {
            log.removeLast();
        }
    }
}
