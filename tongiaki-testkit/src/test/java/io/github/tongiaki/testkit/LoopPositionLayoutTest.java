package io.github.tongiaki.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class LoopPositionLayoutTest {

    @Test
    @DisplayName("the layout writes boats in the one text form (2B+R) that Boats.parse reads back")
    void layoutUsesTheBoatNotation() {
        Pattern beach = Pattern.compile("(\\S+/\\d)=(\\S+)");
        for (long seed = 0; seed < 20; seed++) {
            LoopPosition p = Positions.closedIsland(seed);
            String boatsPart = p.layout().substring(p.layout().indexOf("; boats") + 7, p.layout().indexOf("; active"));
            Matcher m = beach.matcher(boatsPart);
            int n = 0;
            while (m.find()) {
                n++;
                assertThat(m.group(2)).as(p.layout()).matches("-|\\d*[BRGYOP](\\+\\d*[BRGYOP])*");
                Boats b = Boats.parse(m.group(2));
                BeachRef ref = BeachRef.parse(m.group(1));
                if (ref.island().equals(p.island())) {
                    assertThat(b).isEqualTo(p.boats().getOrDefault(ref, Boats.NONE));
                }
            }
            assertThat(n).as(p.layout()).isPositive();
            for (Map.Entry<BeachRef, Boats> e : p.boats().entrySet()) {
                assertThat(p.layout()).contains(" " + e.getKey() + "=" + e.getValue());
            }
        }
    }
}
