package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import java.util.ArrayDeque;
import java.util.List;

/**
 * A game's undo history ({@link Game#keepHistory(int)}, {@link Game#undo()}): the game as it was before each decision,
 * latest last, at most a bound of them (the oldest dropped beyond it). Kept by a {@link Play} while asked to, never
 * copied.
 */
final class History {

    /**
     * What {@link Game#undo()} puts back: the game as it was before one decision, its engine a copy made then (used by
     * nothing else) and the rest immutable values.
     */
    record Undo(Engine engine, int decisionNumber, Decision decision, List<GameEvent> lastEvents, Offers offered,
            EventLog log, Position position) {
    }

    /** The history, latest last. */
    private final ArrayDeque<Undo> undos = new ArrayDeque<>();
    /** The most decisions it holds (1 or more). */
    private int limit;

    /** Bounds the history to the latest {@code depth} decisions (1 or more), dropping the oldest beyond. */
    void bound(int depth) {
        while (undos.size() > depth) {
            undos.removeFirst();
        }
        limit = depth;
    }

    /** {@return how many decisions it holds} */
    int size() {
        return undos.size();
    }

    /** Adds the game as it was before a decision, dropping the oldest beyond the bound. */
    void remember(Undo before) {
        if (undos.size() == limit) {
            undos.removeFirst();
        }
        undos.addLast(before);
    }

    /** {@return the latest decision's, taken out of the history} */
    Undo takeBack() {
        return undos.removeLast();
    }
}
