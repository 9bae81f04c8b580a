package io.github.tongiaki.testkit;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThat;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThatEvents;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.events.GameEvent.BoatsPlaced;
import io.github.tongiaki.core.events.GameEvent.TileDrawn;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/**
 * A failing assertion on a game prints, after its message, the game's complete position text, which
 * {@link Position#parse} reads back: pasted into a test it gives the game as it was (issue 11).
 */
class FailurePositionTest {

    /** The message of the assertion error the call throws. */
    private static String failure(ThrowingCallable call) {
        AssertionError e = catchThrowableOfType(AssertionError.class, call);
        assertThat(e).as("the assertion fails").isNotNull();
        return e.getMessage();
    }

    /** The position text at the end of a failure message, parsed back. */
    private static Position pasted(String message) {
        int at = message.indexOf(Describe.POSITION_HEADING);
        assertThat(at).as("the position heading in:%n%s", message).isGreaterThan(0);
        return Position.parse(message.substring(at + Describe.POSITION_HEADING.length() + 1));
    }

    /** The message holds the game's position text, which parses back to a game that plays on the same. */
    private static void holdsThePositionOf(String message, Game game) {
        String text = Position.of(game).text();
        assertThat(message).endsWith(text);
        Position back = pasted(message);
        assertThat(back.text()).isEqualTo(text);
        Game again = back.toGame();
        assertThat(Position.of(again).text()).isEqualTo(text);
        if (!game.isOver()) {
            assertThat(DecisionAssert.texts(again.decision())).isEqualTo(DecisionAssert.texts(game.decision()));
        }
    }

    @Test
    void gameAssertPrintsThePosition() {
        Game g = TongiakiAssertionsTest.turnStart();
        String message = failure(() -> assertThat(g).hasSupply(BLUE, 3));
        assertThat(message).startsWith("expected blue to have 3 boats in the supply");
        assertThat(message.indexOf("expected blue")).isLessThan(message.indexOf(Describe.POSITION_HEADING));
        holdsThePositionOf(message, g);
    }

    @Test
    void gameAssertOnTheOptionsPrintsThePosition() {
        Game g = TongiakiAssertionsTest.emigrations();
        String message = failure(() -> assertThat(g).offersExactly("emigrate Tonga/1 via 0"));
        assertThat(message).contains("expected exactly the options");
        holdsThePositionOf(message, g);
    }

    @Test
    void decisionAssertPrintsThePositionOfItsDecision() {
        Game g = TongiakiAssertionsTest.turnStart();
        String before = Position.of(g).text();
        DecisionAssert decision = assertThat(g).decision();
        g.apply("expand Tonga"); // the game plays on; the assertion is still about the decision it was made for
        String message = failure(() -> decision.isFor(RED));
        assertThat(message).contains("expected a decision for red");
        assertThat(pasted(message).text()).isEqualTo(before).isNotEqualTo(Position.of(g).text());
    }

    @Test
    void eventsAssertOfAGamePrintsThePosition() {
        Game g = TongiakiAssertionsTest.turnStart();
        g.apply("expand Tonga");
        g.applyOption(0); // the expansion's boat: events up to the next decision
        assertThat(g.lastEvents()).isNotEmpty();
        String message = failure(() -> assertThat(g).lastEvents().hasNo(GameEvent.class));
        holdsThePositionOf(message, g);
        // Filtering keeps the game.
        message = failure(() -> assertThat(g).lastEvents().filteredOn(e -> true).has(7, BoatsPlaced.class));
        holdsThePositionOf(message, g);
    }

    @Test
    void theEndOfTheGameIsAPositionToo() {
        Game over = RandomPlay.game(2, 5).game();
        assertThat(over.isOver()).isTrue();
        String message = failure(() -> assertThat(over).isNotOver());
        holdsThePositionOf(message, over);
    }

    @Test
    void withoutAGameThereIsNoPosition() {
        Game g = TongiakiAssertionsTest.turnStart();
        String message = failure(() -> assertThat(g.decision()).isKind(DecisionKind.EMIGRATION));
        assertThat(message).contains("expected a EMIGRATION decision").doesNotContain(Describe.POSITION_HEADING);
        message = failure(() -> assertThatEvents(g.lastEvents()).has(1, TileDrawn.class));
        assertThat(message).doesNotContain(Describe.POSITION_HEADING);
    }
}
