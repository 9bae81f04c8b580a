package io.github.tongiaki.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** A searching bot's deadline: the clock's time for the next move and the bot's own budget, whichever ends first. */
class SearchClockTest {

    private static final long MS = 1_000_000L;
    /** Time between reading the clock here and in the call: generous, for a busy machine (no timing is asserted). */
    private static final long SLACK = 2_000 * MS;

    @Test
    void theEarlierOfTheClockAndTheBudgetBoundsOneMoveOnly() {
        SearchClock c = new SearchClock();
        assertThat(c.deadline(Duration.ZERO)).as("nothing heard, no budget").isEqualTo(Long.MAX_VALUE);
        long before = System.nanoTime();
        long own = c.deadline(Duration.ofMillis(200));
        assertThat(own - before).as("the budget alone").isBetween(200 * MS, 200 * MS + SLACK);

        // a 100 ms move: a fifth off, 80 ms (TimeControl.searchNanos); the budget of 1 s is later
        before = System.nanoTime();
        c.hear(Duration.ofMillis(100), TimeControl.UNLIMITED);
        long clocked = c.deadline(Duration.ofSeconds(1));
        assertThat(clocked - before).isBetween(80 * MS, 80 * MS + SLACK);
        assertThat(c.deadline(Duration.ZERO)).as("what was heard counts for one move").isEqualTo(Long.MAX_VALUE);

        // a budget earlier than the clock's time wins
        before = System.nanoTime();
        c.hear(Duration.ofSeconds(10), Duration.ofSeconds(80));
        assertThat(c.deadline(Duration.ofMillis(50)) - before).isBetween(50 * MS, 50 * MS + SLACK);

        c.hear(TimeControl.UNLIMITED, TimeControl.UNLIMITED);
        assertThat(c.deadline(Duration.ZERO)).as("an unlimited clock bounds nothing").isEqualTo(Long.MAX_VALUE);
        c.hear(Duration.ofMillis(3), TimeControl.UNLIMITED);
        assertThat(c.deadline(Duration.ZERO)).as("less than the margin: stop at once").isLessThanOrEqualTo(System.nanoTime());
    }
}
