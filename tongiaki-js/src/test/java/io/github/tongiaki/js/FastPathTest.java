package io.github.tongiaki.js;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.tiles.TileSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The facade's fast path and lazy reads (issue 38), on the JVM: the record kept as option ids replays to the game,
 * a recorded random playout draws what {@code Game.playRandomly} draws, the decisions and events read after the
 * fact are the ones handed out, and an option of an older decision is refused as stale.
 */
class FastPathTest {

    @Test
    @DisplayName("a step's events as numbers (stepEventCode) give each event's type and rule; serveCode gives the count, kind and player")
    void eventCodes() {
        java.util.Set<String> types = new java.util.HashSet<>();
        for (int seed = 0; seed < 20; seed++) {
            JsGame js = Tongiaki.start("4", "", String.valueOf(seed), "", "", false);
            Chooser c = new Chooser(seed);
            while (!js.isOver()) {
                Game g = js.game();
                assertThat(js.serveCode()).isEqualTo(g.optionCount() << 8 | g.decisionKind().ordinal() << 4 | g.decider().ordinal());
                int count = js.step(js.decisionNumber(), c.next(js.optionCount()));
                java.util.List<io.github.tongiaki.core.events.GameEvent> events = js.game().lastEvents();
                assertThat(count).isEqualTo(events.size());
                for (int i = 0; i < count; i++) {
                    int code = js.stepEventCode(i);
                    assertThat(JsGame.EVENT_TYPES[code >> 8]).isEqualTo(events.get(i).getClass().getSimpleName());
                    assertThat(io.github.tongiaki.core.rules.Rule.values()[code & 255]).isEqualTo(events.get(i).rule());
                    types.add(JsGame.EVENT_TYPES[code >> 8]);
                }
            }
            assertThat(js.serveCode()).isEqualTo(-1);
        }
        assertThat(types).contains("TurnStarted", "RouteCrossed", "BoatLanded", "TilePlaced", "GameOver");
        assertThat(io.github.tongiaki.core.rules.Rule.values().length).isLessThan(256);
        assertThat(JsGame.EVENT_TYPES).hasSize(io.github.tongiaki.core.events.GameEvent.class.getPermittedSubclasses().length);
    }

    @Test
    @DisplayName("quiet applies, actions and random playouts are recorded: the record replays to the same position")
    void recordOfTheFastPath() {
        JsGame js = Tongiaki.start("4", "", "31", "endgame=FINISH_TURN", "", false);
        Chooser c = new Chooser(31);
        for (int i = 0; i < 40 && !js.isOver(); i++) {
            int id = c.next(js.optionCount());
            switch (i % 4) {
                case 0 -> js.applyOptionQuietly(id);
                case 1 -> js.applyAction(js.actionId(id));
                case 2 -> js.step(js.decisionNumber(), id);
                default -> js.applyOption(js.decisionNumber(), id);
            }
        }
        JsGame copy = js.copy();
        int made = copy.playRandomlyInt(5, Integer.MAX_VALUE);
        assertThat(copy.isOver()).isTrue();
        assertThat(GameRecord.parse(copy.record(), TileSet.official()).replay().isOver()).isTrue();
        assertThat(Position.of(GameRecord.parse(copy.record(), TileSet.official()).replay()).text()).isEqualTo(copy.positionText());
        assertThat(Position.of(GameRecord.parse(js.record(), TileSet.official()).replay()).text()).isEqualTo(js.positionText());

        Game plain = Position.parse(js.positionText(), TileSet.official()).toGame();
        assertThat(plain.playRandomly(5, Integer.MAX_VALUE)).as("the same draws as Game.playRandomly").isEqualTo(made);
        assertThat(Position.of(plain).text()).isEqualTo(copy.positionText());
    }

    @Test
    @DisplayName("the legal actions are the options' action ids, in option order")
    void legalActions() {
        JsGame js = Tongiaki.start("3", "", "8", "", "", false);
        for (int step = 0; step < 50 && !js.isOver(); step++) {
            int n = js.legalActions();
            assertThat(n).isEqualTo(js.optionCount());
            for (int i = 0; i < n; i++) {
                assertThat(js.legalAction(i)).isEqualTo(js.actionId(i)).isBetween(0, js.actionSpaceSize() - 1);
            }
            js.applyOptionQuietly(step % n);
        }
    }

    @Test
    @DisplayName("a decision's JSON can be read after it was decided; its events from the log; a stale option is refused")
    void lazyReads() {
        JsGame js = Tongiaki.start("2", "", "3", "", "", false);
        int number = js.decisionNumber();
        String before = js.decision();
        int mark = js.eventCount();
        int count = js.step(number, 1);
        assertThat(js.servedDecision(number)).isEqualTo(before);
        assertThat(js.eventsJson(mark, count)).isEqualTo(new Json().events(js.game().lastEvents()).toString());
        assertThatThrownBy(() -> js.step(number, 0)).hasMessageStartingWith("stale option 'berth Tonga/1' of decision #" + number);
        for (int i = 0; i < JsGame.REMEMBERED + 2; i++) {
            js.applyOptionQuietly(0);
        }
        assertThatThrownBy(() -> js.servedDecision(number)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("decided more than " + JsGame.REMEMBERED);
    }

    @Test
    @DisplayName("a determinization keeps what the seats know (D-19) and has no record")
    void determinizeD19() {
        JsGame js = Tongiaki.start("3", "", "4", "", "", false);
        js.playRandomlyInt(1, 30);
        JsGame d = js.determinizeInt(123);
        assertThat(d.hasRecord()).isFalse();
        assertThat(Tongiaki.viewOfPosition(d.positionText(), "blue")).isEqualTo(Tongiaki.viewOfPosition(js.positionText(), "blue"));
        assertThat(d.positionText()).isEqualTo(js.determinize("123").positionText());
        assertThatThrownBy(d::record).hasMessageContaining("no record");
    }
}
