package io.github.tongiaki.benchmarks;

/**
 * The JVM options every benchmark fork runs with ({@code @Fork(jvmArgsAppend = …)}): a fixed 1 GiB heap whose
 * pages are touched when the JVM starts. On virtual machines (like the one docs/performance.md's figures come from) the
 * first touch of each new heap page is slow, and a benchmark that allocates (copies, games) spent its first
 * seconds growing into fresh memory: single iterations took 30 times longer than the rest, and the error bars
 * hid every difference. Pre-touching moves that cost before the first warm-up iteration.
 */
final class JvmArgs {

    /** Initial heap. */
    static final String XMS = "-Xms1g";
    /** Maximum heap: the same, so the heap never grows into untouched pages. */
    static final String XMX = "-Xmx1g";
    /** Touch every heap page at start-up. */
    static final String PRE_TOUCH = "-XX:+AlwaysPreTouch";

    private JvmArgs() {
    }
}
