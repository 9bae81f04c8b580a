package io.github.tongiaki.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/** {@link ScaledTries} multiplies the tries by {@code tongiaki.tries}; here the property is set to 3 for this class. */
@AddLifecycleHook(ScaledTries.class)
class ScaledTriesTest {

    static final AtomicInteger TRIES = new AtomicInteger();
    static String saved;

    @BeforeContainer
    static void scaleByThree() {
        saved = System.getProperty(ScaledTries.PROPERTY);
        System.setProperty(ScaledTries.PROPERTY, "3");
    }

    @AfterContainer
    static void restore() {
        if (saved == null) {
            System.clearProperty(ScaledTries.PROPERTY);
        } else {
            System.setProperty(ScaledTries.PROPERTY, saved);
        }
        assertThat(TRIES.get()).isEqualTo(3 * 7);
    }

    @Property(tries = 7)
    void runsThreeTimesAsOften(@ForAll int any) {
        TRIES.incrementAndGet();
    }

    @Example
    void factorAndScaled() {
        assertThat(ScaledTries.factor()).isEqualTo(3);
        assertThat(ScaledTries.scaled(10)).isEqualTo(30);
        String before = System.getProperty(ScaledTries.PROPERTY);
        try {
            System.setProperty(ScaledTries.PROPERTY, "x");
            assertThatThrownBy(ScaledTries::factor).hasMessageContaining("tongiaki.tries must be a whole number, got 'x'");
            System.setProperty(ScaledTries.PROPERTY, "0");
            assertThat(ScaledTries.factor()).isEqualTo(1);
        } finally {
            System.setProperty(ScaledTries.PROPERTY, before);
        }
    }
}
