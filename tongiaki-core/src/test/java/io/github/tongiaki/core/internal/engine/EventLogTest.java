package io.github.tongiaki.core.internal.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.events.GameEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A step's events as the log keeps them: the first four in fields, the rest in an array that grows. Every way of
 * reading a node (by index, by iterator, as an array, from a mark of the log) gives the events in the order added,
 * for any number of them.
 */
class EventLogTest {

    @ParameterizedTest(name = "a step of {0} events reads back in order every way")
    @ValueSource(ints = {0, 1, 3, 4, 5, 8, 9, 17, 40})
    void stepsOfAnySize(int n) {
        List<GameEvent> first = events(0, 3);
        List<GameEvent> second = events(100, n);
        EventLog log = EventLog.EMPTY.add(first);
        EventLog step = log.next();
        second.forEach(step::add);
        step.seal();
        EventLog after = log.then(step);

        assertThat(step).containsExactlyElementsOf(second).hasSize(n);
        List<GameEvent> iterated = new ArrayList<>();
        step.iterator().forEachRemaining(iterated::add);
        assertThat(iterated).isEqualTo(second);
        assertThat(step.toArray()).containsExactly(second.toArray());
        assertThat(step).isEqualTo(List.copyOf(second)).hasSameHashCodeAs(List.copyOf(second));
        assertThat(after.count()).isEqualTo(3 + n);
        List<GameEvent> all = new ArrayList<>(first);
        all.addAll(second);
        for (int mark = 0; mark <= 3 + n; mark++) {
            assertThat(after.since(mark)).isEqualTo(all.subList(mark, all.size()));
        }
        assertThatThrownBy(() -> step.add(first.get(0))).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> step.get(n)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(step).containsExactlyElementsOf(second); // a refused add changed nothing
    }

    private static List<GameEvent> events(int from, int n) {
        List<GameEvent> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new GameEvent.TurnEnded(from + i, Colour.values()[i % 6]));
        }
        return out;
    }
}
