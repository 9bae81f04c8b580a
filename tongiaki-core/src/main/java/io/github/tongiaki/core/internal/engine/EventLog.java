package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.events.GameEvent;
import java.util.AbstractList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * A game's event log ({@link Game#eventCount()}, {@link Game#eventsSince(int)}) and the events of its latest step
 * ({@link Game#lastEvents()}) in one: each step's events are a node of a persistent list of steps, latest first, and
 * the node is also the immutable list of that step's events that {@code apply} returns. One object a step: the typed
 * loop pays for every step, so the step's list and the log's node are the same object, and it holds a step's first
 * four events in fields (a step makes 2.7 on average), in an array only those after.
 *
 * <p>The engine appends while the step runs ({@link #add}); then the node is sealed and never changes: every mutator
 * throws {@link UnsupportedOperationException}, as {@link List#of} lists do. Immutable from then on, so that
 * {@link Game#copy()} shares the log in O(1); threads may read a sealed node at once.
 */
final class EventLog extends AbstractList<GameEvent> implements RandomAccess {

    /** The log of a game that has logged nothing. */
    static final EventLog EMPTY = new EventLog(null).seal();

    /** This step's first four events; then {@link #more}. */
    private GameEvent e0;
    private GameEvent e1;
    private GameEvent e2;
    private GameEvent e3;
    /** This step's events after the first four, the first {@code size - 4} of them; null until a fifth. */
    private GameEvent[] more;
    private int size;
    /** The number of events up to and including this step's once sealed; -1 while the step runs (open). */
    private int total = -1;
    /** The steps before, or null for {@link #EMPTY}. */
    private final EventLog earlier;

    private EventLog(EventLog earlier) {
        this.earlier = earlier;
    }

    /** {@return an open node after this log, for the events of the next step} */
    EventLog next() {
        return new EventLog(this);
    }

    /**
     * @param step the events of a step (the start's, or a scenario's build)
     * @return this log with the step added, or this log if the step built no events
     */
    EventLog add(List<GameEvent> step) {
        if (step.isEmpty()) {
            return this;
        }
        EventLog node = next();
        for (GameEvent e : step) {
            node.add(e);
        }
        return node.seal();
    }

    /** Appends an event while the step runs (the engine's {@code out.add}). */
    @Override
    public boolean add(GameEvent event) {
        if (total >= 0) {
            throw new UnsupportedOperationException("the events of a step are immutable once the step is over");
        }
        Objects.requireNonNull(event, "event");
        switch (size) {
            case 0 -> e0 = event;
            case 1 -> e1 = event;
            case 2 -> e2 = event;
            case 3 -> e3 = event;
            default -> {
                GameEvent[] a = more;
                int i = size - 4;
                if (a == null || i == a.length) {
                    // not Arrays.copyOf, which makes an array of the argument's class by reflection
                    GameEvent[] grown = new GameEvent[a == null ? 4 : 2 * a.length];
                    if (a != null) {
                        System.arraycopy(a, 0, grown, 0, i);
                    }
                    a = more = grown;
                }
                a[i] = event;
            }
        }
        size++;
        return true;
    }

    /** {@return this node, sealed: its events never change again, and it counts in the log} */
    EventLog seal() {
        total = (earlier == null ? 0 : earlier.total) + size;
        return this;
    }

    /**
     * @param step a sealed node made by {@link #next()} of this log
     * @return the log with the step in it: the step, or this log if the step has no events
     */
    EventLog then(EventLog step) {
        return step.size == 0 ? this : step;
    }

    @Override
    public GameEvent get(int index) {
        Objects.checkIndex(index, size);
        return at(index);
    }

    /** {@return event i of this step, 0 <= i < size} */
    private GameEvent at(int i) {
        return switch (i) {
            case 0 -> e0;
            case 1 -> e1;
            case 2 -> e2;
            case 3 -> e3;
            default -> more[i - 4];
        };
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public Iterator<GameEvent> iterator() {
        // a plain cursor: AbstractList's iterator checks for concurrent modification, which a sealed list never sees
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < size;
            }

            @Override
            public GameEvent next() {
                if (next >= size) {
                    throw new NoSuchElementException();
                }
                return at(next++);
            }
        };
    }

    @Override
    public Object[] toArray() {
        Object[] out = new Object[size];
        for (int i = 0; i < size; i++) {
            out[i] = at(i);
        }
        return out;
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
            int before = l.total - l.size;
            for (int i = Math.max(0, mark - before); i < l.size; i++) {
                out.add(l.at(i));
            }
        }
        return Collections.unmodifiableList(out);
    }
}
