package io.github.tongiaki.core.tiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BeachAndRouteTextTest {

    @ParameterizedTest
    @ValueSource(strings = {"3@0", "2@1,2", "4@3,4,5", "5@1"})
    void beachTextRoundTrips(String text) {
        assertThat(Beach.parse(text)).hasToString(text);
    }

    @Test
    void beachParseAcceptsSpacesAndKeepsTheValues() {
        Beach b = Beach.parse(" 4 @ 3, 4 ,5 ");
        assertThat(b.berths()).isEqualTo(4);
        assertThat(b.jetties()).containsExactly(3, 4, 5);
        assertThat(b.hasJettyOn(4)).isTrue();
        assertThat(b.hasJettyOn(2)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "3", "@1", "3@", "3@1,", "3@,1", "x@1", "3@a", "3@1;2", "3@@1"})
    void beachParseRefusesMalformedTextQuotingIt(String text) {
        assertThatThrownBy(() -> Beach.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + text + "'");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0-1:0", "2-3:2", "1-5:3", "0-4:4"})
    void routeTextRoundTrips(String text) {
        assertThat(Route.parse(text)).hasToString(text);
    }

    @Test
    void routeParseAcceptsTheEnDashOfTilesMd() {
        assertThat(Route.parse("2\u20133:2")).isEqualTo(Route.of(2, 3, 2));
        assertThat(Route.parse(" 0 - 5 : 0 ")).isEqualTo(Route.of(0, 5, 0));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "0-1", "0:1", "-1:2", "0-:2", "0-1:", "a-1:2", "0-1:x", "0-1:2:3"})
    void routeParseRefusesMalformedTextQuotingIt(String text) {
        assertThatThrownBy(() -> Route.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + text + "'");
    }

    @Test
    void routeEnds() {
        Route r = Route.of(1, 5, 3);
        assertThat(r.touches(1)).isTrue();
        assertThat(r.touches(5)).isTrue();
        assertThat(r.touches(3)).isFalse();
        assertThat(r.otherEnd(1)).isEqualTo(5);
        assertThat(r.otherEnd(5)).isEqualTo(1);
        assertThatThrownBy(() -> r.otherEnd(2)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2");
    }
}
