package io.github.tongiaki.testkit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Configures the default jqwik arbitrary for a {@link Playthrough} parameter (provided by
 * {@link TongiakiArbitraryProvider}): {@code @ForAll @RandomGame(players = 5, decisions = 40) Playthrough p}
 * is a game after 40 random decisions with 5 players. Without the annotation a {@code @ForAll Playthrough}
 * is a whole game for 2–6 players.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.TYPE_USE})
public @interface RandomGame {

    /** {@return the number of players, 2–6; 0 (the default) for any} */
    int players() default 0;

    /** {@return how many decisions to take; -1 (the default) to play to the end} */
    int decisions() default -1;

    /** {@return whether the players follow {@link Strategy#looping()} instead of choosing uniformly} */
    boolean looping() default false;
}
