package io.github.tongiaki.core.render;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * How {@link BoardSvg} draws: the image's width in pixels and the overlays. Immutable; every
 * {@code with…} returns a new value.
 *
 * <pre>{@code
 * SvgOptions o = SvgOptions.defaults().withSize(1200).without(Overlay.EMBLEMS);
 * }</pre>
 */
public final class SvgOptions {

    /** The smallest width accepted, in pixels. */
    public static final int MIN_SIZE = 100;
    /** The largest width accepted, in pixels. */
    public static final int MAX_SIZE = 10_000;

    private static final SvgOptions DEFAULTS = new SvgOptions(800, EnumSet.allOf(Overlay.class));

    private final int size;
    private final Set<Overlay> overlays;

    private SvgOptions(int size, EnumSet<Overlay> overlays) {
        this.size = size;
        this.overlays = Collections.unmodifiableSet(overlays);
    }

    /** {@return 800 pixels wide, every overlay on} */
    public static SvgOptions defaults() {
        return DEFAULTS;
    }

    /**
     * {@return these options with another width; the height follows the board's proportions}
     *
     * @param widthPx the width of the {@code <svg>} element in pixels, {@value #MIN_SIZE}..{@value #MAX_SIZE}
     * @throws IllegalArgumentException if the width is out of range
     */
    public SvgOptions withSize(int widthPx) {
        if (widthPx < MIN_SIZE || widthPx > MAX_SIZE) {
            throw new IllegalArgumentException("SVG width must be " + MIN_SIZE + ".." + MAX_SIZE + " pixels, got " + widthPx);
        }
        return new SvgOptions(widthPx, copyOverlays());
    }

    /**
     * {@return these options with exactly these overlays}
     *
     * @param overlays the overlays to draw (copied; may be empty)
     * @throws NullPointerException if the set or an element is null
     */
    public SvgOptions withOverlays(Set<Overlay> overlays) {
        Objects.requireNonNull(overlays, "overlays");
        EnumSet<Overlay> copy = EnumSet.noneOf(Overlay.class);
        for (Overlay o : overlays) {
            copy.add(Objects.requireNonNull(o, "overlay"));
        }
        return new SvgOptions(size, copy);
    }

    /**
     * {@return these options with one more overlay}
     *
     * @param overlay the overlay to draw
     */
    public SvgOptions with(Overlay overlay) {
        Objects.requireNonNull(overlay, "overlay");
        EnumSet<Overlay> copy = copyOverlays();
        copy.add(overlay);
        return new SvgOptions(size, copy);
    }

    /**
     * {@return these options without that overlay}
     *
     * @param overlay the overlay not to draw
     */
    public SvgOptions without(Overlay overlay) {
        Objects.requireNonNull(overlay, "overlay");
        EnumSet<Overlay> copy = copyOverlays();
        copy.remove(overlay);
        return new SvgOptions(size, copy);
    }

    /** {@return the width of the image in pixels} */
    public int size() {
        return size;
    }

    /** {@return the overlays to draw (unmodifiable)} */
    public Set<Overlay> overlays() {
        return overlays;
    }

    /**
     * {@return whether that overlay is drawn}
     *
     * @param overlay an overlay
     */
    public boolean has(Overlay overlay) {
        return overlays.contains(overlay);
    }

    private EnumSet<Overlay> copyOverlays() {
        EnumSet<Overlay> copy = EnumSet.noneOf(Overlay.class);
        copy.addAll(overlays);
        return copy;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SvgOptions s && s.size == size && s.overlays.equals(overlays);
    }

    @Override
    public int hashCode() {
        return 31 * size + overlays.hashCode();
    }

    @Override
    public String toString() {
        return "SvgOptions[size=" + size + ", overlays=" + overlays + "]";
    }
}
