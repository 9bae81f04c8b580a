package io.github.tongiaki.bots.learned;

import io.github.tongiaki.bots.learned.NdArray.Dtype;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * NumPy's {@code .npz} format: a zip archive of {@code .npy} arrays, one entry {@code NAME.npy} per array, as
 * {@code numpy.savez} (stored entries) and {@code numpy.savez_compressed} (deflated) write it. Read with the JDK's zip
 * support; written with stored entries (no compression: NumPy maps them without inflating), each entry's CRC computed
 * in a first pass over its bytes.
 *
 * <p>Reading is bounded ({@link Npy}): the arrays together may hold at most the bytes the caller allows, an entry that
 * holds more bytes than its array (a zip bomb's tail) is refused, and so is an entry that is not a {@code .npy}.
 */
public final class Npz {

    /**
     * One array to write whose bytes are produced on demand (twice: once for the CRC, once into the archive), so that
     * an array larger than the heap can be streamed from a file.
     *
     * @param name the array's name (the entry is {@code name.npy})
     * @param dtype the element type
     * @param shape the dimensions
     * @param body writes the elements, little-endian, C order; called twice, it must write the same bytes
     */
    public record Entry(String name, Dtype dtype, int[] shape, Body body) {

        /**
         * Checks the name.
         *
         * @param name the array's name
         * @param dtype the element type
         * @param shape the dimensions
         * @param body the elements' writer
         */
        public Entry {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(dtype, "dtype");
            Objects.requireNonNull(body, "body");
            shape = shape.clone();
        }

        /**
         * {@return an entry for an array held in memory}
         *
         * @param name the array's name
         * @param a the array
         */
        public static Entry of(String name, NdArray a) {
            return new Entry(name, a.dtype(), a.shape(), out -> Npy.writeData(out, a.dtype(), a.data(), 0, a.size()));
        }
    }

    /** Writes an entry's elements. */
    @FunctionalInterface
    public interface Body {
        /**
         * Writes the elements.
         *
         * @param out where to
         * @throws IOException if writing (or reading a source) fails
         */
        void write(OutputStream out) throws IOException;
    }

    private Npz() {
    }

    /** A stream that keeps its last bytes, to find the end-of-central-directory record once the entries are read. */
    private static final class Tail extends FilterInputStream {
        /** The end record (22 bytes) and the longest comment. */
        private static final int KEEP = 22 + 0xFFFF;
        /** The most bytes the central directory may have (4096 entries with long names). */
        private static final long MAX_DIRECTORY = 4L << 20;
        private final byte[] ring = new byte[KEEP];
        private long count;

        Tail(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            if (b >= 0) {
                ring[(int) (count++ % KEEP)] = (byte) b;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = in.read(b, off, len);
            for (int i = 0; i < n; i++) {
                ring[(int) (count++ % KEEP)] = b[off + i];
            }
            return n;
        }

        /** Reads the rest (bounded) and tells whether the end-of-central-directory record is in the last bytes. */
        boolean drainToEnd() throws IOException {
            byte[] buf = new byte[8192];
            long drained = 0;
            int n;
            while ((n = read(buf, 0, buf.length)) >= 0) {
                drained += n;
                if (drained > MAX_DIRECTORY) {
                    throw new IOException("an .npz archive with more than " + MAX_DIRECTORY + " bytes after its entries");
                }
            }
            int have = (int) Math.min(count, KEEP);
            for (int back = 22; back <= have; back++) {
                long at = count - back;
                if (byteAt(at) == 'P' && byteAt(at + 1) == 'K' && byteAt(at + 2) == 5 && byteAt(at + 3) == 6) {
                    int comment = (byteAt(at + 20) & 0xFF) | (byteAt(at + 21) & 0xFF) << 8;
                    if (at + 22 + comment == count) {
                        return true;
                    }
                }
            }
            return false;
        }

        private byte byteAt(long position) {
            return ring[(int) (position % KEEP)];
        }
    }

    /**
     * Reads every array of an archive.
     *
     * @param in the archive's bytes (closed by the caller)
     * @param maxBytes the most data bytes all arrays together may have
     * @return the arrays by name (without {@code .npy}), in the archive's order
     * @throws IOException if the archive or an array is malformed, truncated, of another dtype, or too large
     */
    public static Map<String, NdArray> read(InputStream in, long maxBytes) throws IOException {
        Map<String, NdArray> out = new LinkedHashMap<>();
        long left = maxBytes;
        Tail tail = new Tail(new BufferedInputStream(in, 1 << 16));
        try (ZipInputStream zip = new ZipInputStream(tail)) {
            ZipEntry e;
            while ((e = zip.getNextEntry()) != null) {
                String name = e.getName();
                if (!name.endsWith(".npy") || e.isDirectory()) {
                    throw new IOException("an .npz entry that is not a .npy array: '" + name + "'");
                }
                if (out.size() >= 4096) {
                    throw new IOException("an .npz archive of more than 4096 arrays");
                }
                NdArray a = Npy.read(new FilterInputStream(zip) {
                    @Override
                    public void close() {
                    }
                }, left);
                if (zip.read() >= 0) {
                    throw new IOException("the .npz entry '" + name + "' holds more bytes than its array " + a);
                }
                left -= (long) a.size() * a.dtype().size();
                out.put(name.substring(0, name.length() - 4), a);
            }
            // The entries are read; the central directory must follow to the end-of-directory record, or the archive
            // was cut (perhaps between two entries, which would lose arrays silently).
            if (!tail.drainToEnd()) {
                throw new IOException("a truncated .npz archive: its central directory does not end");
            }
        } catch (ZipException e) {
            throw new IOException("a malformed .npz archive: " + e.getMessage(), e);
        }
        if (out.isEmpty()) {
            throw new IOException("an empty or malformed .npz archive (no arrays)");
        }
        return out;
    }

    /**
     * Reads every array of an archive file.
     *
     * @param file the file
     * @param maxBytes the most data bytes all arrays together may have
     * @return the arrays by name
     * @throws IOException if the file cannot be read or is malformed
     */
    public static Map<String, NdArray> read(Path file, long maxBytes) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, maxBytes);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IOException(file + ": no such file", e);
        } catch (IOException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Writes arrays held in memory.
     *
     * @param file the file (replaced)
     * @param arrays the arrays by name, in order
     * @throws IOException if writing fails
     */
    public static void write(Path file, Map<String, NdArray> arrays) throws IOException {
        write(file, arrays.entrySet().stream().map(e -> Entry.of(e.getKey(), e.getValue())).toList());
    }

    /**
     * Writes arrays, stored (uncompressed).
     *
     * @param file the file (replaced)
     * @param entries the arrays, in order
     * @throws IOException if writing fails
     */
    public static void write(Path file, List<Entry> entries) throws IOException {
        try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
            write(os, entries);
        }
    }

    /**
     * Writes arrays, stored (uncompressed), to a stream (not closed).
     *
     * @param os the stream
     * @param entries the arrays, in order
     * @throws IOException if writing fails
     */
    public static void write(OutputStream os, List<Entry> entries) throws IOException {
        ZipOutputStream zip = new ZipOutputStream(os);
        for (Entry e : entries) {
            byte[] header = Npy.header(e.dtype(), e.shape());
            CRC32 crc = new CRC32();
            crc.update(header);
            long[] size = {header.length};
            e.body().write(new OutputStream() {
                @Override
                public void write(int b) {
                    crc.update(b);
                    size[0]++;
                }

                @Override
                public void write(byte[] b, int off, int len) {
                    crc.update(b, off, len);
                    size[0] += len;
                }
            });
            long expected = header.length + NdArray.count(e.shape()) * e.dtype().size();
            if (size[0] != expected) {
                throw new IOException("the array '" + e.name() + "' wrote " + (size[0] - header.length) + " bytes, its shape needs "
                        + (expected - header.length));
            }
            ZipEntry z = new ZipEntry(e.name() + ".npy");
            z.setMethod(ZipEntry.STORED);
            z.setSize(size[0]);
            z.setCompressedSize(size[0]);
            z.setCrc(crc.getValue());
            z.setTimeLocal(java.time.LocalDateTime.of(1980, 1, 1, 0, 0));
            zip.putNextEntry(z);
            zip.write(header);
            e.body().write(new OutputStream() {
                @Override
                public void write(int b) throws IOException {
                    zip.write(b);
                }

                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    zip.write(b, off, len);
                }
            });
            zip.closeEntry();
        }
        zip.finish();
        zip.flush();
    }

    /**
     * {@return a uint8 array of a text's UTF-8 bytes (how {@code meta} is stored)}
     *
     * @param text the text
     */
    public static NdArray utf8(String text) {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        return NdArray.of(b, b.length);
    }

    /**
     * {@return the text of a uint8 array of UTF-8 bytes}
     *
     * @param a the array
     */
    public static String text(NdArray a) {
        return new String(a.bytes(), StandardCharsets.UTF_8);
    }
}
