package io.github.tongiaki.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The bounded line reader of the bot host (PROTOCOL.md 3.2: 1 MiB a message by default). */
class BoundedLinesTest {

    private static BoundedLines of(String text, int bound) {
        return new BoundedLines(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), bound);
    }

    @Test
    void readsLinesUpToTheBoundAndTheLastLineWithoutNewline() throws IOException {
        BoundedLines lines = of("abc\n\nxyzw\r\nü€\nend", 8);
        assertThat(lines.next()).isEqualTo("abc");
        assertThat(lines.next()).isEmpty();
        assertThat(lines.next()).isEqualTo("xyzw\r"); // a \r is kept: JSON reads it as white space
        assertThat(lines.next()).isEqualTo("ü€");
        assertThat(lines.next()).isEqualTo("end");
        assertThat(lines.next()).isNull();
    }

    @Test
    void aLineExactlyAtTheBoundIsKeptOneByteMoreIsRefused() throws IOException {
        BoundedLines lines = of("abcd\nabcde\n", 4);
        assertThat(lines.next()).isEqualTo("abcd");
        assertThatThrownBy(lines::next).isInstanceOf(BoundedLines.TooLong.class).hasMessage("a line longer than 4 bytes");
    }

    @Test
    void multiByteCharactersCountInBytesAndLinesSpanReadBuffers() throws IOException {
        String big = "é".repeat(10_000); // 20,000 bytes: more than the 8 KiB buffer
        BoundedLines lines = of(big + "\nü€\nend", 20_000);
        assertThat(lines.next()).isEqualTo(big);
        assertThat(lines.next()).isEqualTo("ü€");
        assertThat(lines.next()).isEqualTo("end");
        assertThat(lines.next()).isNull();
        assertThatThrownBy(() -> of(big + "\n", 19_999).next()).isInstanceOf(BoundedLines.TooLong.class);
    }

    /** An endless line: without the bound this never returns (or the heap runs out). */
    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void anEndlessLineIsRefusedAtTheBound() {
        long[] read = {0};
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                read[0]++;
                return 'x';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                java.util.Arrays.fill(b, off, off + len, (byte) 'x');
                read[0] += len;
                return len;
            }
        };
        BoundedLines lines = new BoundedLines(endless, 1 << 20);
        assertThatThrownBy(lines::next).isInstanceOf(BoundedLines.TooLong.class).hasMessage("a line longer than 1048576 bytes");
        assertThat(read[0]).isLessThanOrEqualTo((1 << 20) + 8192);
    }

    @Test
    void aBoundBelowOneIsRefused() {
        assertThatThrownBy(() -> of("", 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 1 byte");
    }
}
