package io.github.tongiaki.testkit;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.events.GameEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import org.assertj.core.api.AbstractListAssert;
import org.assertj.core.api.Assertions;
import org.assertj.core.api.ListAssert;
import org.assertj.core.api.ObjectAssert;

/**
 * AssertJ assertions on the events of a step ({@link io.github.tongiaki.core.engine.Game#apply(String)}
 * returns them, in order), from {@link TongiakiAssertions#assertThatEvents(List)} or
 * {@link GameAssert#lastEvents()}. It is an AssertJ list assertion: every list assertion
 * ({@code hasSize}, {@code isNotEmpty}, {@code contains}, {@code containsExactly}, {@code filteredOn},
 * {@code extracting}, …) works on the events, and it adds assertions by event type, in order and by
 * content. The failure messages of those additions list the events, one a line, numbered; from
 * {@link GameAssert#lastEvents()}, which knows the game, they end with the game's complete position text
 * ({@code Position.of(game).text()}, which {@code Position.parse} reads back). The inherited list
 * assertions fail with AssertJ's own messages.
 *
 * <pre>{@code
 * assertThatEvents(game.apply("emigrate Tonga/1 via 0"))
 *         .containsTypesInOrder(EmigrationStarted.class, TileDrawn.class, TilePlaced.class, BoatLanded.class)
 *         .hasNo(CrossingFailed.class)
 *         .contains(new GameEvent.BoatLanded(BLUE, BeachRef.of("Hawaii", 1)))
 *         .hasSizeGreaterThan(4);
 * }</pre>
 */
public final class EventsAssert extends AbstractListAssert<EventsAssert, List<? extends GameEvent>, GameEvent, ObjectAssert<GameEvent>> {

    /** The game whose events these are, or null when it is not known. */
    private final Game game;

    /**
     * Creates assertions on events.
     *
     * @param actual the events
     */
    public EventsAssert(List<? extends GameEvent> actual) {
        this(actual, null);
    }

    /**
     * Assertions on the events of a known game ({@link GameAssert#lastEvents()}): failures of the assertions
     * this class adds end with its position text.
     *
     * @param actual the events
     * @param game the game after those events, or null
     */
    EventsAssert(List<? extends GameEvent> actual, Game game) {
        super(actual, EventsAssert.class);
        this.game = game;
    }

    @Override
    protected ObjectAssert<GameEvent> toAssert(GameEvent value, String description) {
        return new ObjectAssert<>(value).as(description);
    }

    @Override
    protected EventsAssert newAbstractIterableAssert(Iterable<? extends GameEvent> iterable) {
        List<GameEvent> events = new ArrayList<>();
        iterable.forEach(events::add);
        return new EventsAssert(events, game);
    }

    /**
     * The events include events of these types in this order (others may come between).
     *
     * @param types the event types
     * @return this
     */
    @SafeVarargs
    public final EventsAssert containsTypesInOrder(Class<? extends GameEvent>... types) {
        isNotNull();
        int k = 0;
        for (GameEvent e : actual) {
            if (k < types.length && types[k].isInstance(e)) {
                k++;
            }
        }
        if (k < types.length) {
            fail("expected events of the types " + names(types) + " in this order, but found no " + types[k].getSimpleName()
                    + (k == 0 ? "" : " after the " + types[k - 1].getSimpleName() + " matched") + "\n" + list());
        }
        return this;
    }

    /**
     * The events are exactly of these types, in this order.
     *
     * @param types the event types
     * @return this
     */
    @SafeVarargs
    public final EventsAssert containsExactlyTypes(Class<? extends GameEvent>... types) {
        isNotNull();
        boolean ok = actual.size() == types.length;
        for (int i = 0; ok && i < types.length; i++) {
            ok = types[i].isInstance(actual.get(i));
        }
        if (!ok) {
            fail("expected exactly the event types " + names(types) + "\n" + list());
        }
        return this;
    }

    /**
     * The events include these (equal records) in this order, others may come between.
     *
     * @param events the expected events
     * @return this
     */
    public EventsAssert containsInOrder(GameEvent... events) {
        isNotNull();
        int k = 0;
        for (GameEvent e : actual) {
            if (k < events.length && events[k].equals(e)) {
                k++;
            }
        }
        if (k < events.length) {
            fail("expected the events " + Arrays.asList(events) + " in this order, but did not find " + events[k]
                    + (k == 0 ? "" : " after " + events[k - 1]) + "\n" + list());
        }
        return this;
    }

    /**
     * Some event of this type satisfies a condition.
     *
     * @param <T> the event type
     * @param type the event type
     * @param condition the condition
     * @param description what the condition means, for the failure message
     * @return this
     */
    public <T extends GameEvent> EventsAssert contains(Class<T> type, Predicate<? super T> condition, String description) {
        isNotNull();
        for (GameEvent e : actual) {
            if (type.isInstance(e) && condition.test(type.cast(e))) {
                return this;
            }
        }
        fail("expected a " + type.getSimpleName() + " " + description + "\n" + list());
        return this;
    }

    /**
     * No event is of this type.
     *
     * @param type the event type
     * @return this
     */
    public EventsAssert hasNo(Class<? extends GameEvent> type) {
        isNotNull();
        for (GameEvent e : actual) {
            if (type.isInstance(e)) {
                fail("expected no " + type.getSimpleName() + ", but found " + e + "\n" + list());
            }
        }
        return this;
    }

    /**
     * Verifies how many events are of a type.
     *
     * @param type an event type
     * @param count how many events of it are expected
     * @return this
     */
    public EventsAssert has(int count, Class<? extends GameEvent> type) {
        isNotNull();
        int n = 0;
        for (GameEvent e : actual) {
            if (type.isInstance(e)) {
                n++;
            }
        }
        if (n != count) {
            fail("expected " + count + " " + type.getSimpleName() + " event(s), but found " + n + "\n" + list());
        }
        return this;
    }

    /**
     * {@return AssertJ list assertions on the events of that type, in order}
     *
     * @param <T> the event type
     * @param type an event type
     */
    public <T extends GameEvent> ListAssert<T> ofType(Class<T> type) {
        isNotNull();
        List<T> out = new ArrayList<>();
        for (GameEvent e : actual) {
            if (type.isInstance(e)) {
                out.add(type.cast(e));
            }
        }
        return Assertions.assertThat(out);
    }

    /** Fails; when the game is known, the message ends with its complete position text. */
    private void fail(String message) {
        failWithMessage("%s", game == null ? message : message + Describe.pasteable(game));
    }

    private String list() {
        return list(actual);
    }

    private static String list(List<? extends GameEvent> events) {
        if (events.isEmpty()) {
            return "(no events)\n";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < events.size(); i++) {
            sb.append(String.format(java.util.Locale.ROOT, "%3d ", i)).append(events.get(i)).append('\n');
        }
        return sb.toString();
    }

    @SafeVarargs
    private static String names(Class<? extends GameEvent>... types) {
        List<String> out = new ArrayList<>();
        for (Class<? extends GameEvent> t : types) {
            out.add(t.getSimpleName());
        }
        return out.toString();
    }
}
