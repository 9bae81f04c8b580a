package io.github.tongiaki.core.tiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TileIdTest {

    @ParameterizedTest
    @ValueSource(strings = {"Tonga", "Rapa Nui", "Hiva Oa", "W07", "Fidschi", "Tōnga", "A-1", "x"})
    void validIdsAreAcceptedAndTheirTextIsTheId(String text) {
        TileId id = TileId.of(text);
        assertThat(id.value()).isEqualTo(text);
        assertThat(id).hasToString(text);
        assertThat(TileId.parse(text)).isEqualTo(id);
        assertThat(new TileId(text)).isEqualTo(id);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "   ", "\t"})
    void blankIdsAreRefused(String text) {
        assertThatThrownBy(() -> TileId.of(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("blank");
    }

    @ParameterizedTest
    @ValueSource(strings = {" Tonga", "Tonga ", " W01 ", "\u2003Hawaii"})
    void idsWithLeadingOrTrailingSpaceAreRefused(String text) {
        assertThatThrownBy(() -> TileId.of(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("space")
                .hasMessageContaining("'" + text + "'");
    }

    @ParameterizedTest
    @ValueSource(strings = {"|", "#", ";", "\"", "\\"})
    void idsWithCharactersReservedByTextNotationsAreRefused(String bad) {
        String text = "Ra" + bad + "pa";
        assertThatThrownBy(() -> TileId.of(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + bad + "'")
                .hasMessageContaining(text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Rapa\nNui", "Rapa\rNui", "Rapa\tNui", "Rapa\u0000Nui", "Rapa\u007fNui"})
    void idsWithLineBreaksOrControlCharactersAreRefused(String text) {
        assertThatThrownBy(() -> TileId.of(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must not contain");
    }

    @Test
    void nullIsRefused() {
        assertThatThrownBy(() -> TileId.of(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void idsCompareByTheirText() {
        assertThat(TileId.of("W01")).isLessThan(TileId.of("W02"));
        assertThat(TileId.of("Hawaii")).isLessThan(TileId.of("Samoa"));
        assertThat(TileId.of("Oahu").compareTo(TileId.of("Oahu"))).isZero();
    }

    @Test
    void idsAreCaseSensitive() {
        assertThat(TileId.of("tonga")).isNotEqualTo(TileId.of("Tonga"));
    }
}
