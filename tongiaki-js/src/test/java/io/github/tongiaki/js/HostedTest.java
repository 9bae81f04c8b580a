package io.github.tongiaki.js;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.events.GameEvent;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The facade's hosted games ({@link Tongiaki#host}, {@link Tongiaki#resume}, {@link JsGame#takeBack(int)}): what the
 * offline page's undo and record loading stand on (D-20), on the JVM; {@code OfflinePageTest} checks the same in the
 * browser.
 */
class HostedTest {

    /** How many draw-undo trials: {@code -Dtongiaki.undoTrials=N} for a larger run. */
    static final int TRIALS = Integer.getInteger("tongiaki.undoTrials", 400);

    /** Applies option 0 and returns the tile it drew, or null. */
    static GameEvent.TileDrawn first(JsGame g) {
        int n = g.step(g.decisionNumber(), 0);
        for (GameEvent e : g.game().eventsSince(g.eventCount() - n)) {
            if (e instanceof GameEvent.TileDrawn d) {
                return d;
            }
        }
        return null;
    }

    /** Plays option 0 until a choice draws a tile; returns that tile (the game is after it). */
    static GameEvent.TileDrawn untilADraw(JsGame g) {
        for (int i = 0; i < 300; i++) {
            GameEvent.TileDrawn d = first(g);
            if (d != null) {
                return d;
            }
        }
        throw new AssertionError("no draw in 300 decisions");
    }

    @Test
    @DisplayName("D-20: draw, take back, draw again: the tile after a take-back repeats the one before no more often than chance")
    void aTakeBackDrawsAnew() {
        JsGame g = Tongiaki.host("3", "", "11", "", "", false);
        GameEvent.TileDrawn before = untilADraw(g);
        assertThat(g.drawsWhenDrawn()).isFalse();
        int left = before.stackLeft() + 1;
        int repeats = 0;
        for (int t = 0; t < TRIALS; t++) {
            assertThat(g.takeBack(1)).startsWith("[\"");
            assertThat(g.drawsWhenDrawn()).as("a drawn tile went back: the draws are made as they come").isTrue();
            GameEvent.TileDrawn again = first(g);
            assertThat(again).isNotNull();
            assertThat(again.stackLeft() + 1).isEqualTo(left);
            repeats += again.tile().equals(before.tile()) ? 1 : 0;
            before = again;
        }
        double mean = (double) TRIALS / left;
        assertThat(repeats).as("repeats in %d trials, %d tiles left", TRIALS, left).isLessThanOrEqualTo((int) (mean + 6 * Math.sqrt(mean) + 3));
    }

    @Test
    @DisplayName("D-20: a resumed record draws anew at each resumption, not from its seed")
    void aResumedRecordDrawsAnew() {
        JsGame g = Tongiaki.host("2", "", "5", "", "", false);
        String record = null;
        GameEvent.TileDrawn seeds = null;
        for (int i = 0; i < 300 && seeds == null; i++) {
            record = g.record();
            seeds = first(g);
        }
        assertThat(seeds).isNotNull();
        int left = seeds.stackLeft() + 1;
        int sameAsSeed = 0;
        int loads = 200;
        for (int k = 0; k < loads; k++) {
            JsGame r = Tongiaki.resume(record);
            assertThat(r.drawsWhenDrawn()).isTrue();
            assertThat(r.decisionsToTakeBack()).isZero();
            GameEvent.TileDrawn d = first(r);
            assertThat(d).isNotNull();
            sameAsSeed += d.tile().equals(seeds.tile()) ? 1 : 0;
        }
        double mean = (double) loads / left;
        assertThat(sameAsSeed).isLessThanOrEqualTo((int) (mean + 6 * Math.sqrt(mean) + 3));
        // the plain replay still follows the seed (analysis: Tongiaki.fromRecord)
        JsGame replay = Tongiaki.fromRecord(record);
        assertThat(first(replay).tile()).isEqualTo(seeds.tile());
    }

    @Test
    @DisplayName("the record of a hosted game after take-backs and play, by every way of applying, replays to the same position")
    void theRecordReplays() {
        JsGame g = Tongiaki.host("3", "", "21", "", "", false);
        untilADraw(g);
        int mark = g.decisionsToTakeBack();
        untilADraw(g);
        g.takeBack(g.decisionsToTakeBack() - mark + 1);
        Chooser c = new Chooser(5);
        int k = 0;
        while (!g.isOver()) {
            int id = c.next(g.optionCount());
            switch (k++ % 6) {
                case 0 -> g.applyOption(g.decisionNumber(), id);
                case 1 -> g.applyOptionQuietly(id);
                case 2 -> g.applyText(g.game().decision().options().get(id).text());
                case 3 -> g.applyNotation(g.game().decision().options().get(id).text());
                case 4 -> g.applyAction(g.actionId(id));
                default -> g.step(g.decisionNumber(), g.greedyOption(k));
            }
            if (k % 97 == 0 && g.decisionsToTakeBack() > 3) {
                g.takeBack(3);
            }
        }
        assertThat(g.record()).contains("[chance]").contains("\ndraw ");
        JsGame replayed = Tongiaki.fromRecord(g.record());
        assertThat(replayed.isOver()).isTrue();
        assertThat(replayed.positionText()).isEqualTo(g.positionText());
        assertThat(replayed.eventLog()).isEqualTo(g.eventLog());
        // its copy is a plain game with the same record
        assertThat(g.copy().record()).isEqualTo(g.record());
        assertThat(g.copy().isHosted()).isFalse();
    }

    @Test
    @DisplayName("a take-back refuses what it cannot do, and only a hosted game takes back")
    void refusals() {
        JsGame plain = Tongiaki.start("2", "", "1", "", "", false);
        assertThat(plain.isHosted()).isFalse();
        assertThat(plain.decisionsToTakeBack()).isZero();
        assertThat(plain.drawsWhenDrawn()).isFalse();
        assertThatThrownBy(() -> plain.takeBack(1)).isInstanceOf(IllegalStateException.class).hasMessageContaining("hosted");
        JsGame g = Tongiaki.host("2", "", "1", "", "", false);
        assertThatThrownBy(() -> g.takeBack(1)).isInstanceOf(IllegalStateException.class);
        g.applyOption(0, 0);
        assertThatThrownBy(() -> g.takeBack(2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> g.applyOption(1, 99)).isInstanceOf(io.github.tongiaki.core.engine.IllegalChoiceException.class);
        assertThat(g.decisionsToTakeBack()).isEqualTo(1);
        assertThat(g.takeBack(1)).isEqualTo("[\"berth Tonga/1\"]");
        assertThat(g.decisionNumber()).isZero();
        assertThat(List.of(g.record().split("\n"))).contains("[seed 1]"); // nothing drawn went back: still the seed's game
    }
}
