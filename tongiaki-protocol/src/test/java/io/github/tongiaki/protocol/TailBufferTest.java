package io.github.tongiaki.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The kept end of a bot's standard error (PROTOCOL.md 3.2: the last 64 KiB by default). */
class TailBufferTest {

    private static void write(TailBuffer t, String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        t.write(b, b.length);
    }

    @Test
    void keepsTheLastBytesAndCountsTheRest() {
        TailBuffer t = new TailBuffer(5);
        write(t, "abc");
        assertThat(t.text()).isEqualTo("abc");
        assertThat(t.discarded()).isZero();
        write(t, "defg");
        assertThat(t.text()).isEqualTo("cdefg");
        assertThat(t.total()).isEqualTo(7);
        assertThat(t.discarded()).isEqualTo(2);
        write(t, "0123456789");
        assertThat(t.text()).isEqualTo("56789");
        assertThat(t.discarded()).isEqualTo(12);
        write(t, "x");
        assertThat(t.text()).isEqualTo("6789x");
    }

    @Test
    void aZeroCapacityKeepsNothingButCounts() {
        TailBuffer t = new TailBuffer(0);
        write(t, "abc");
        assertThat(t.text()).isEmpty();
        assertThat(t.total()).isEqualTo(3);
        assertThat(t.discarded()).isEqualTo(3);
        assertThatThrownBy(() -> new TailBuffer(-1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("negative");
    }
}
