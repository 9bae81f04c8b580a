package io.github.tongiaki.testkit;

import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropagationMode;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/**
 * A jqwik lifecycle hook that multiplies the tries of every property in a container by the system
 * property {@value #PROPERTY} (default 1), for long runs:
 *
 * <pre>{@code
 * @AddLifecycleHook(ScaledTries.class)
 * class MyProperties {
 *     @Property(tries = 100)      // 100 by default, 100 * N with -Dtongiaki.tries=N
 *     void ... 
 * }
 * }</pre>
 *
 * A property without explicit tries counts as 1000 (jqwik's default); a property with a single try (an
 * {@code @Example}) is left alone.
 */
@SuppressWarnings("exports") // jqwik is an optional dependency, not required transitively (module-info)
public final class ScaledTries implements AroundPropertyHook {

    /** The system property: a whole number, at least 1. */
    public static final String PROPERTY = "tongiaki.tries";

    /** Used by jqwik. */
    public ScaledTries() {
    }

    /**
     * {@return the factor from the system property {@value #PROPERTY}, at least 1}
     *
     * @throws IllegalArgumentException if the property is not a whole number
     */
    public static int factor() {
        String v = System.getProperty(PROPERTY, "1").trim();
        try {
            return Math.max(1, v.isEmpty() ? 1 : Integer.parseInt(v));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(PROPERTY + " must be a whole number, got '" + v + "'", e);
        }
    }

    /**
     * {@return {@code base} times {@link #factor()}}
     *
     * @param base a number of tries or games
     */
    public static int scaled(int base) {
        return Math.multiplyExact(base, factor());
    }

    @Override
    public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context, PropertyExecutor property) {
        int factor = factor();
        int tries = context.attributes().tries().orElse(1000);
        if (factor > 1 && tries > 1) {
            context.attributes().setTries(scaled(tries));
        }
        return property.execute();
    }

    @Override
    public PropagationMode propagateTo() {
        return PropagationMode.ALL_DESCENDANTS;
    }

    @Override
    public int aroundPropertyProximity() {
        return -100; // outermost: the attributes are read when the property starts
    }
}
