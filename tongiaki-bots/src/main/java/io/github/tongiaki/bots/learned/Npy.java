package io.github.tongiaki.bots.learned;

import io.github.tongiaki.bots.learned.NdArray.Dtype;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * NumPy's {@code .npy} format, version 1.0 to 3.0 read, 1.0 written: the magic {@code \x93NUMPY}, a version, a
 * header (a Python dict literal: {@code descr}, {@code fortran_order}, {@code shape}) padded with spaces to a multiple
 * of 64 bytes and ended by a line feed, then the elements. Only little-endian {@code float32}, {@code int32} and
 * {@code uint8} in C order are read ({@link NdArray.Dtype}); anything else (another dtype, big-endian, Fortran
 * order, a pickled object) is refused with a message that says what was found.
 *
 * <p><b>Bounded.</b> A reader is given the most bytes it may allocate. The declared shape is checked against it
 * before any array is made, and the data are read in chunks, so a hostile header (a huge shape, a huge header
 * length) or a truncated file fails with an {@link IOException} and never allocates more than the bound.
 */
public final class Npy {

    /** The most bytes a header may have (NumPy's own headers are a few hundred). */
    public static final int MAX_HEADER = 1 << 16;

    private static final byte[] MAGIC = {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y'};

    private Npy() {
    }

    /**
     * Reads one array.
     *
     * @param in the stream, at the magic; read up to the array's end
     * @param maxBytes the most data bytes the array may have
     * @return the array
     * @throws IOException if the stream is no such array, is truncated, or declares more than {@code maxBytes}
     */
    public static NdArray read(InputStream in, long maxBytes) throws IOException {
        byte[] head = readFully(in, 8, "the magic and version");
        for (int i = 0; i < MAGIC.length; i++) {
            if (head[i] != MAGIC[i]) {
                throw new IOException("not a .npy array: it does not start with \\x93NUMPY");
            }
        }
        int major = head[6] & 0xFF;
        int headerLength;
        if (major == 1) {
            byte[] l = readFully(in, 2, "the header length");
            headerLength = (l[0] & 0xFF) | (l[1] & 0xFF) << 8;
        } else if (major == 2 || major == 3) {
            byte[] l = readFully(in, 4, "the header length");
            long n = (l[0] & 0xFFL) | (l[1] & 0xFFL) << 8 | (l[2] & 0xFFL) << 16 | (l[3] & 0xFFL) << 24;
            if (n > MAX_HEADER) {
                throw new IOException("a .npy header of " + n + " bytes (at most " + MAX_HEADER + " read)");
            }
            headerLength = (int) n;
        } else {
            throw new IOException("a .npy version " + major + "." + (head[7] & 0xFF) + " (1.0 to 3.0 read)");
        }
        String header = new String(readFully(in, headerLength, "the header"),
                major == 3 ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
        Dtype dtype = dtype(header);
        if (!field(header, "fortran_order").startsWith("False")) {
            throw new IOException("a Fortran-order .npy array (only C order is read): " + header.strip());
        }
        int[] shape = shape(header);
        long count;
        try {
            count = NdArray.count(shape);
        } catch (IllegalArgumentException e) {
            throw new IOException("a .npy array too large: " + e.getMessage(), e);
        }
        long bytes = count * dtype.size();
        if (bytes > maxBytes) {
            throw new IOException("a .npy array of shape " + java.util.Arrays.toString(shape) + " needs " + bytes
                    + " bytes, more than the " + maxBytes + " allowed");
        }
        int n = (int) count;
        Object data = switch (dtype) {
            case FLOAT32 -> new float[n];
            case INT32 -> new int[n];
            case UINT8 -> new byte[n];
        };
        if (dtype == Dtype.UINT8) {
            readInto(in, (byte[]) data, 0, n);
        } else {
            byte[] chunk = new byte[(int) Math.min(1 << 16, Math.max(4, bytes))];
            ByteBuffer buf = ByteBuffer.wrap(chunk).order(ByteOrder.LITTLE_ENDIAN);
            int done = 0;
            while (done < n) {
                int k = Math.min(n - done, chunk.length / 4);
                readInto(in, chunk, 0, k * 4);
                buf.clear();
                if (dtype == Dtype.FLOAT32) {
                    buf.asFloatBuffer().get((float[]) data, done, k);
                } else {
                    buf.asIntBuffer().get((int[]) data, done, k);
                }
                done += k;
            }
        }
        return new NdArray(dtype, shape, data);
    }

    /**
     * Writes one array, format 1.0.
     *
     * @param out the stream
     * @param a the array
     * @throws IOException if writing fails
     */
    public static void write(OutputStream out, NdArray a) throws IOException {
        writeHeader(out, a.dtype(), a.shape());
        writeData(out, a.dtype(), a.data(), 0, a.size());
    }

    /**
     * Writes the magic, the version (1.0) and the header of an array whose elements the caller writes next.
     *
     * @param out the stream
     * @param dtype the element type
     * @param shape the dimensions
     * @throws IOException if writing fails
     */
    public static void writeHeader(OutputStream out, Dtype dtype, int[] shape) throws IOException {
        out.write(header(dtype, shape));
    }

    /** {@return the bytes of the magic, version and header of such an array} */
    static byte[] header(Dtype dtype, int[] shape) {
        StringBuilder s = new StringBuilder("{'descr': '").append(dtype.descr()).append("', 'fortran_order': False, 'shape': (");
        for (int i = 0; i < shape.length; i++) {
            s.append(shape[i]).append(shape.length == 1 ? "," : i + 1 < shape.length ? ", " : "");
        }
        s.append("), }");
        int total = MAGIC.length + 4 + s.length() + 1;
        int pad = (64 - total % 64) % 64;
        s.append(" ".repeat(pad)).append('\n');
        byte[] h = s.toString().getBytes(StandardCharsets.ISO_8859_1);
        byte[] out = new byte[MAGIC.length + 4 + h.length];
        System.arraycopy(MAGIC, 0, out, 0, MAGIC.length);
        out[6] = 1;
        out[7] = 0;
        out[8] = (byte) h.length;
        out[9] = (byte) (h.length >>> 8);
        System.arraycopy(h, 0, out, 10, h.length);
        return out;
    }

    /**
     * Writes elements little-endian.
     *
     * @param out the stream
     * @param dtype the element type
     * @param data a {@code float[]}, {@code int[]} or {@code byte[]}
     * @param from the first element
     * @param count how many
     * @throws IOException if writing fails
     */
    public static void writeData(OutputStream out, Dtype dtype, Object data, int from, int count) throws IOException {
        if (dtype == Dtype.UINT8) {
            out.write((byte[]) data, from, count);
            return;
        }
        byte[] chunk = new byte[Math.min(1 << 16, Math.max(4, count * 4))];
        ByteBuffer buf = ByteBuffer.wrap(chunk).order(ByteOrder.LITTLE_ENDIAN);
        int done = 0;
        while (done < count) {
            int k = Math.min(count - done, chunk.length / 4);
            buf.clear();
            if (dtype == Dtype.FLOAT32) {
                buf.asFloatBuffer().put((float[]) data, from + done, k);
            } else {
                buf.asIntBuffer().put((int[]) data, from + done, k);
            }
            out.write(chunk, 0, k * 4);
            done += k;
        }
    }

    private static Dtype dtype(String header) throws IOException {
        String d = field(header, "descr");
        for (Dtype t : Dtype.values()) {
            if (d.startsWith("'" + t.descr() + "'")) {
                return t;
            }
        }
        if (d.startsWith("'<u1'") || d.startsWith("'u1'")) {
            return Dtype.UINT8;
        }
        int end = d.indexOf('\'', 1);
        throw new IOException("a .npy dtype " + (end > 0 ? d.substring(0, end + 1) : d)
                + " (only little-endian float32 '<f4', int32 '<i4' and uint8 '|u1' are read)");
    }

    private static String field(String header, String key) throws IOException {
        int at = header.indexOf("'" + key + "'");
        if (at < 0) {
            throw new IOException("a .npy header without '" + key + "': " + header.strip());
        }
        int colon = header.indexOf(':', at);
        if (colon < 0) {
            throw new IOException("a .npy header without a value for '" + key + "'");
        }
        return header.substring(colon + 1).stripLeading();
    }

    private static int[] shape(String header) throws IOException {
        String s = field(header, "shape");
        int close = s.indexOf(')');
        if (!s.startsWith("(") || close < 0) {
            throw new IOException("a .npy shape that is not a tuple: " + header.strip());
        }
        List<Integer> dims = new ArrayList<>();
        for (String part : s.substring(1, close).split(",")) {
            String p = part.strip().toUpperCase(Locale.ROOT);
            if (p.endsWith("L")) {
                p = p.substring(0, p.length() - 1);
            }
            if (p.isEmpty()) {
                continue;
            }
            try {
                long d = Long.parseLong(p);
                if (d < 0 || d > Integer.MAX_VALUE) {
                    throw new IOException("a .npy dimension out of range: " + d);
                }
                dims.add((int) d);
            } catch (NumberFormatException e) {
                throw new IOException("a .npy shape with a dimension '" + part.strip() + "'", e);
            }
            if (dims.size() > 32) {
                throw new IOException("a .npy shape with more than 32 dimensions");
            }
        }
        return dims.stream().mapToInt(Integer::intValue).toArray();
    }

    private static byte[] readFully(InputStream in, int n, String what) throws IOException {
        byte[] b = new byte[n];
        int done = 0;
        while (done < n) {
            int k = in.read(b, done, n - done);
            if (k < 0) {
                throw new EOFException("a truncated .npy array: it ends in " + what);
            }
            done += k;
        }
        return b;
    }

    private static void readInto(InputStream in, byte[] b, int from, int n) throws IOException {
        int done = 0;
        while (done < n) {
            int k = in.read(b, from + done, n - done);
            if (k < 0) {
                throw new EOFException("a truncated .npy array: its data end early");
            }
            done += k;
        }
    }
}
