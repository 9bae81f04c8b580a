package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.events.GameEvent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A game's event log ({@link Game#eventCount()}, {@link Game#eventsSince(int)}): the events of every step
 * that built events, as a persistent list of steps, latest first. Immutable, so that {@link Game#copy()}
 * shares it in O(1) and a step adds one node.
 */
final class EventLog {

    /** The log of a game that has logged nothing. */
    static final EventLog EMPTY = new EventLog(List.of(), 0, null);

    /** The events of this step. */
    private final List<GameEvent> events;
    /** The number of events up to and including this step's. */
    private final int total;
    /** The steps before, or null after {@link #EMPTY}. */
    private final EventLog earlier;

    private EventLog(List<GameEvent> events, int total, EventLog earlier) {
        this.events = events;
        this.total = total;
        this.earlier = earlier;
    }

    /**
     * @param step the events of a step (unmodifiable)
     * @return this log with the step added, or this log if the step built no events
     */
    EventLog add(List<GameEvent> step) {
        return step.isEmpty() ? this : new EventLog(step, total + step.size(), this);
    }

    /** @return the number of events logged */
    int count() {
        return total;
    }

    /**
     * @param mark 0..{@link #count()}
     * @return the events logged after the mark, in order
     * @throws IllegalArgumentException if the mark is negative or beyond {@link #count()}
     */
    List<GameEvent> since(int mark) {
        if (mark < 0 || mark > total) {
            throw new IllegalArgumentException("mark " + mark + " is not an event count of this game: 0.." + total);
        }
        ArrayDeque<EventLog> steps = new ArrayDeque<>();
        for (EventLog l = this; l.total > mark; l = l.earlier) {
            steps.push(l); // oldest ends up first; EMPTY (total 0) stops the walk
        }
        List<GameEvent> out = new ArrayList<>(total - mark);
        for (EventLog l : steps) {
            int before = l.total - l.events.size();
            out.addAll(mark > before ? l.events.subList(mark - before, l.events.size()) : l.events);
        }
        return Collections.unmodifiableList(out);
    }
}
