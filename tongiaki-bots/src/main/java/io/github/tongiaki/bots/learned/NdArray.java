package io.github.tongiaki.bots.learned;

import java.util.Arrays;
import java.util.Objects;

/**
 * An array as NumPy's {@code .npy} format stores it: a dtype, a shape and the elements in C order (the last index
 * fastest). Three dtypes: {@code float32} ({@code <f4}, held in a {@code float[]}), {@code int32} ({@code <i4}, an
 * {@code int[]}) and {@code uint8} ({@code |u1}, a {@code byte[]} whose values are 0..255). The data array is held, not
 * copied: the caller owns it.
 *
 * @param dtype the element type
 * @param shape the dimensions (empty for a scalar)
 * @param data the elements: a {@code float[]}, {@code int[]} or {@code byte[]} of {@code product(shape)} elements
 */
public record NdArray(Dtype dtype, int[] shape, Object data) {

    /** The element types this package reads and writes. */
    public enum Dtype {
        /** 32-bit IEEE float, little-endian: {@code <f4}. */
        FLOAT32("<f4", 4),
        /** 32-bit signed integer, little-endian: {@code <i4}. */
        INT32("<i4", 4),
        /** Unsigned byte: {@code |u1}. */
        UINT8("|u1", 1);

        private final String descr;
        private final int size;

        Dtype(String descr, int size) {
            this.descr = descr;
            this.size = size;
        }

        /** {@return NumPy's description of the type, as the header's {@code descr} holds it} */
        public String descr() {
            return descr;
        }

        /** {@return the bytes of one element} */
        public int size() {
            return size;
        }
    }

    /**
     * Checks that the data fit the dtype and the shape.
     *
     * @param dtype the element type
     * @param shape the dimensions, none negative
     * @param data the elements
     * @throws IllegalArgumentException if the data's type or length does not fit
     */
    public NdArray {
        Objects.requireNonNull(dtype, "dtype");
        Objects.requireNonNull(data, "data");
        shape = shape.clone();
        long n = count(shape);
        int length = switch (dtype) {
            case FLOAT32 -> data instanceof float[] f ? f.length : -1;
            case INT32 -> data instanceof int[] i ? i.length : -1;
            case UINT8 -> data instanceof byte[] b ? b.length : -1;
        };
        if (length < 0) {
            throw new IllegalArgumentException("a " + dtype + " array holds its data in a "
                    + (dtype == Dtype.FLOAT32 ? "float[]" : dtype == Dtype.INT32 ? "int[]" : "byte[]") + ", got "
                    + data.getClass().getSimpleName());
        }
        if (length != n) {
            throw new IllegalArgumentException("the shape " + Arrays.toString(shape) + " has " + n + " elements, the data " + length);
        }
    }

    /**
     * {@return a float32 array}
     *
     * @param data the elements, C order
     * @param shape the dimensions
     */
    public static NdArray of(float[] data, int... shape) {
        return new NdArray(Dtype.FLOAT32, shape, data);
    }

    /**
     * {@return an int32 array}
     *
     * @param data the elements, C order
     * @param shape the dimensions
     */
    public static NdArray of(int[] data, int... shape) {
        return new NdArray(Dtype.INT32, shape, data);
    }

    /**
     * {@return a uint8 array}
     *
     * @param data the elements, C order
     * @param shape the dimensions
     */
    public static NdArray of(byte[] data, int... shape) {
        return new NdArray(Dtype.UINT8, shape, data);
    }

    /** {@return the shape (a copy)} */
    @Override
    public int[] shape() {
        return shape.clone();
    }

    /** {@return the number of elements} */
    public int size() {
        return (int) count(shape);
    }

    /**
     * {@return the float elements}
     *
     * @throws IllegalStateException if the array is not float32
     */
    public float[] floats() {
        if (dtype != Dtype.FLOAT32) {
            throw new IllegalStateException("a float32 array was expected, got " + dtype);
        }
        return (float[]) data;
    }

    /**
     * {@return the int elements}
     *
     * @throws IllegalStateException if the array is not int32
     */
    public int[] ints() {
        if (dtype != Dtype.INT32) {
            throw new IllegalStateException("an int32 array was expected, got " + dtype);
        }
        return (int[]) data;
    }

    /**
     * {@return the byte elements}
     *
     * @throws IllegalStateException if the array is not uint8
     */
    public byte[] bytes() {
        if (dtype != Dtype.UINT8) {
            throw new IllegalStateException("a uint8 array was expected, got " + dtype);
        }
        return (byte[]) data;
    }

    /** The product of the dimensions; -1 if one is negative or the product passes {@link Integer#MAX_VALUE}. */
    static long count(int[] shape) {
        long n = 1;
        for (int d : shape) {
            if (d < 0) {
                throw new IllegalArgumentException("a dimension is not negative, got " + Arrays.toString(shape));
            }
            n *= d;
            if (n > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("the shape " + Arrays.toString(shape) + " has more than " + Integer.MAX_VALUE
                        + " elements");
            }
        }
        return n;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NdArray a && a.dtype == dtype && Arrays.equals(a.shape, shape) && switch (dtype) {
            case FLOAT32 -> Arrays.equals((float[]) a.data, (float[]) data);
            case INT32 -> Arrays.equals((int[]) a.data, (int[]) data);
            case UINT8 -> Arrays.equals((byte[]) a.data, (byte[]) data);
        };
    }

    @Override
    public int hashCode() {
        return dtype.hashCode() * 31 + Arrays.hashCode(shape);
    }

    @Override
    public String toString() {
        return dtype.name().toLowerCase(java.util.Locale.ROOT) + Arrays.toString(shape);
    }
}
