package io.github.tongiaki.js;

import org.teavm.jso.JSExport;

/**
 * The random choices of the differential games and of the speed figures: xorshift32 (13, 17, 5) over an
 * {@code int}, so that Java and plain JavaScript ({@code x ^= x << 13; x ^= x >>> 17; x ^= x << 5}, all in
 * 32 bits) draw the same numbers. The option drawn among n is the unsigned state mod n. The package's test
 * {@code differential.test.mjs} carries the same few lines.
 */
public final class Chooser {

    private int state;

    /**
     * @param seed the seed (0 is replaced, as xorshift never leaves 0)
     */
    @JSExport
    public Chooser(int seed) {
        this.state = seed == 0 ? 0x2545F491 : seed;
    }

    /**
     * {@return the next option id among n}
     *
     * @param n how many options, at least 1
     */
    @JSExport
    public int next(int n) {
        int x = state;
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        state = x;
        return Integer.remainderUnsigned(x, n);
    }
}
