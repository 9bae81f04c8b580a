package io.github.tongiaki.bots.learned;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NpzTest {

    static byte[] resource(String name) throws IOException {
        try (InputStream in = NpzTest.class.getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            return in.readAllBytes();
        }
    }

    static Map<String, NdArray> read(byte[] npz) throws IOException {
        return Npz.read(new ByteArrayInputStream(npz), 1 << 20);
    }

    @Test
    void javaWritesWhatJavaReads(@TempDir Path dir) throws IOException {
        Map<String, NdArray> arrays = new LinkedHashMap<>();
        arrays.put("f", NdArray.of(new float[] {1.5f, -0f, Float.MIN_VALUE, Float.NaN, 3e38f, -1}, 2, 3));
        arrays.put("i", NdArray.of(new int[] {Integer.MIN_VALUE, -1, 0, Integer.MAX_VALUE}, 4));
        arrays.put("u", NdArray.of(new byte[] {0, 1, (byte) 255}, 3, 1));
        arrays.put("scalar", NdArray.of(new float[] {2.5f}));
        arrays.put("empty", NdArray.of(new float[0], 0, 7));
        arrays.put("meta", Npz.utf8("{\"format\":\"x\",\"é\":1}"));
        Path file = dir.resolve("a.npz");
        Npz.write(file, arrays);
        Map<String, NdArray> back = Npz.read(file, 1 << 20);
        assertThat(back.keySet()).containsExactlyElementsOf(arrays.keySet());
        assertThat(back).isEqualTo(arrays);
        assertThat(Npz.text(back.get("meta"))).isEqualTo("{\"format\":\"x\",\"é\":1}");
    }

    @Test
    void javaReadsWhatNumPyWrote() throws IOException {
        Map<String, NdArray> m = read(resource("mixed.npz"));
        assertThat(m.get("f").shape()).containsExactly(2, 3);
        assertThat(m.get("f").floats()).containsExactly(0f, 1f / 3, 2f / 3, 1f, 4f / 3, 5f / 3);
        assertThat(m.get("i").ints()).containsExactly(-1, Integer.MAX_VALUE, Integer.MIN_VALUE, 7);
        assertThat(m.get("u").bytes()).containsExactly(0, 1, (byte) 255);
        assertThat(m.get("scalar").shape()).isEmpty();
        assertThat(m.get("scalar").floats()).containsExactly(2.5f);
        assertThat(m.get("empty").shape()).containsExactly(0, 4);
    }

    @Test
    void storedAndDeflatedArchivesReadTheSame() throws IOException {
        assertThat(read(resource("tiny-net.npz"))).isEqualTo(read(resource("tiny-net-deflated.npz")));
    }

    @Test
    void aHeaderIsPaddedToSixtyFourBytesAndEndsInALineFeed() {
        for (int[] shape : new int[][] {{}, {3}, {2, 3}, {100000, 811}}) {
            byte[] h = Npy.header(NdArray.Dtype.FLOAT32, shape);
            assertThat(h.length % 64).isZero();
            assertThat(h[h.length - 1]).isEqualTo((byte) '\n');
        }
        assertThat(new String(Npy.header(NdArray.Dtype.INT32, new int[] {5}), StandardCharsets.ISO_8859_1))
                .contains("{'descr': '<i4', 'fortran_order': False, 'shape': (5,), }");
    }

    @Test
    void aTruncatedArchiveIsAClearError() throws IOException {
        byte[] whole = resource("tiny-net.npz");
        for (int cut : new int[] {10, 200, whole.length / 2, whole.length - 30}) {
            assertThatThrownBy(() -> read(Arrays.copyOf(whole, cut))).as("cut at %d", cut).isInstanceOf(IOException.class);
        }
        assertThatThrownBy(() -> read(new byte[0])).isInstanceOf(IOException.class).hasMessageContaining("truncated .npz");
    }

    /** An archive of one entry holding the given bytes. */
    private static byte[] zip(String name, byte[] content) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(b)) {
            z.putNextEntry(new ZipEntry(name));
            z.write(content);
            z.closeEntry();
        }
        return b.toByteArray();
    }

    private static byte[] npy(String header, int dataBytes) {
        byte[] h = header.getBytes(StandardCharsets.ISO_8859_1);
        byte[] out = new byte[10 + h.length + dataBytes];
        byte[] magic = {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, (byte) h.length, (byte) (h.length >>> 8)};
        System.arraycopy(magic, 0, out, 0, 10);
        System.arraycopy(h, 0, out, 10, h.length);
        return out;
    }

    @Test
    void aHugeDeclaredShapeIsRefusedBeforeAnythingIsAllocated() throws IOException {
        byte[] huge = zip("w.npy", npy("{'descr': '<f4', 'fortran_order': False, 'shape': (100000, 100000), }\n", 16));
        assertThatThrownBy(() -> read(huge)).isInstanceOf(IOException.class).hasMessageContaining("more than");
        byte[] big = zip("w.npy", npy("{'descr': '<f4', 'fortran_order': False, 'shape': (1000, 1000), }\n", 16));
        assertThatThrownBy(() -> read(big)).isInstanceOf(IOException.class).hasMessageContaining("bytes, more than the 1048576 allowed");
        byte[] negative = zip("w.npy", npy("{'descr': '<f4', 'fortran_order': False, 'shape': (-3,), }\n", 16));
        assertThatThrownBy(() -> read(negative)).isInstanceOf(IOException.class).hasMessageContaining("dimension");
    }

    @Test
    void anotherDtypeOrOrderIsAClearError() throws IOException {
        byte[] f8 = zip("w.npy", npy("{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }\n", 16));
        assertThatThrownBy(() -> read(f8)).isInstanceOf(IOException.class).hasMessageContaining("'<f8'")
                .hasMessageContaining("only little-endian float32");
        byte[] big = zip("w.npy", npy("{'descr': '>f4', 'fortran_order': False, 'shape': (2,), }\n", 8));
        assertThatThrownBy(() -> read(big)).isInstanceOf(IOException.class).hasMessageContaining("'>f4'");
        byte[] fortran = zip("w.npy", npy("{'descr': '<f4', 'fortran_order': True, 'shape': (2, 2), }\n", 16));
        assertThatThrownBy(() -> read(fortran)).isInstanceOf(IOException.class).hasMessageContaining("Fortran");
        byte[] object = zip("w.npy", npy("{'descr': '|O', 'fortran_order': False, 'shape': (2,), }\n", 16));
        assertThatThrownBy(() -> read(object)).isInstanceOf(IOException.class).hasMessageContaining("'|O'");
    }

    @Test
    void anEntryThatIsNoArrayOrHoldsMoreIsRefused() throws IOException {
        assertThatThrownBy(() -> read(zip("notes.txt", new byte[3]))).isInstanceOf(IOException.class)
                .hasMessageContaining("not a .npy array");
        assertThatThrownBy(() -> read(zip("x.npy", "hello, world".getBytes(StandardCharsets.US_ASCII))))
                .isInstanceOf(IOException.class).hasMessageContaining("\\x93NUMPY");
        byte[] longer = zip("x.npy", npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }\n", 4000));
        assertThatThrownBy(() -> read(longer)).isInstanceOf(IOException.class).hasMessageContaining("more bytes than its array");
        byte[] shorter = zip("x.npy", npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }\n", 7));
        assertThatThrownBy(() -> read(shorter)).isInstanceOf(IOException.class).hasMessageContaining("truncated");
    }

    @Test
    void aStreamedEntryMustWriteWhatItsShapeSays(@TempDir Path dir) {
        Npz.Entry wrong = new Npz.Entry("x", NdArray.Dtype.INT32, new int[] {3}, out -> out.write(new byte[8]));
        assertThatThrownBy(() -> Npz.write(dir.resolve("w.npz"), List.of(wrong))).isInstanceOf(IOException.class)
                .hasMessageContaining("wrote 8 bytes, its shape needs 12");
        assertThat(Files.exists(dir.resolve("w.npz"))).isTrue();
    }
}
