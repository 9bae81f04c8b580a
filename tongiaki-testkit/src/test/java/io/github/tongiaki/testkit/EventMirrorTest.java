package io.github.tongiaki.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Rotation;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The mirror follows the table from events alone, and notices an event stream that says something else. */
class EventMirrorTest {

    @Test
    @DisplayName("a faithful event stream leaves no difference; a tile laid with another rotation than the event says is one")
    void tileRotationCounts() {
        int checked = 0;
        for (long seed = 0; seed < 20 && checked < 5; seed++) {
            Game g = Game.start(RandomPlay.setup(2 + (int) (seed % 5), seed));
            EventMirror faithful = new EventMirror(g);
            EventMirror misled = new EventMirror(g);
            SplittableRandom rnd = new SplittableRandom(seed);
            boolean turned = false;
            while (!g.isOver() && !turned) {
                List<GameEvent> events = g.applyOption(rnd.nextInt(g.optionCount()));
                faithful.accept(events);
                List<GameEvent> altered = new ArrayList<>();
                for (GameEvent e : events) {
                    if (!turned && e instanceof GameEvent.TilePlaced p) {
                        // the same tile on the same hex, turned one step further
                        Rotation other = Rotation.of((p.rotation().steps() + 1) % 6);
                        altered.add(new GameEvent.TilePlaced(p.tile(), p.hex(), other, p.rule()));
                        turned = true;
                    } else {
                        altered.add(e);
                    }
                }
                misled.accept(altered);
                assertThat(faithful.differences(g)).isEmpty();
            }
            if (turned) {
                assertThat(misled.differences(g)).singleElement().asString().startsWith("tiles:").contains("r");
                checked++;
            }
        }
        assertThat(checked).isEqualTo(5);
    }
}
