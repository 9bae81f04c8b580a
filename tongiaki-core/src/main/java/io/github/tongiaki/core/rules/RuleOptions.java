package io.github.tongiaki.core.rules;

import java.util.Locale;
import java.util.Objects;

/**
 * The rule options ({@code O-…} in rules.md): points where a reasonable group might play the other
 * way. {@link #defaults()} is the reading the German rulebook supports best.
 *
 * <p>Text form: {@code endgame=VOYAGE_ONLY loop-colour-aware=false landing-spread-when-short=true
 * mask-counts-on-table=true stranded-count-on-table=true}; {@link #parse(CharSequence)} accepts any
 * subset (the rest default) in any order.
 *
 * @param endGame {@code O-ENDGAME} (D-1): what is finished after the end is triggered
 * @param loopColourAware {@code O-LOOP-COLOUR-AWARE} (D-2): whether the closed-island test of a full
 *     beach's jetties counts routes its group could not cross as leading elsewhere
 * @param landingSpreadWhenShort {@code O-LANDING-SPREAD-WHEN-SHORT} (D-6): with fewer boats than free
 *     beaches, each boat goes to a different free beach
 * @param maskCountsOnTable {@code O-MASK-COUNTS-ON-TABLE} (D-8): a mask boat counts as on the table
 *     for R-NOBOAT-1 and R-ALLBOATS-1
 * @param strandedCountOnTable {@code O-STRANDED-COUNT-ON-TABLE} (D-11): boats stranded on the last
 *     water tile count as on the table for the second tie-break
 */
public record RuleOptions(EndGame endGame, boolean loopColourAware, boolean landingSpreadWhenShort,
        boolean maskCountsOnTable, boolean strandedCountOnTable) {

    private static final RuleOptions DEFAULTS = new RuleOptions(EndGame.VOYAGE_ONLY, false, true, true, true);

    /**
     * Validates the components.
     *
     * @param endGame {@code O-ENDGAME} (D-1): what is finished after the end is triggered
     * @param loopColourAware {@code O-LOOP-COLOUR-AWARE} (D-2): whether the closed-island test of a full
     *     beach's jetties counts routes its group could not cross as leading elsewhere
     * @param landingSpreadWhenShort {@code O-LANDING-SPREAD-WHEN-SHORT} (D-6): with fewer boats than free
     *     beaches, each boat goes to a different free beach
     * @param maskCountsOnTable {@code O-MASK-COUNTS-ON-TABLE} (D-8): a mask boat counts as on the table
     *     for R-NOBOAT-1 and R-ALLBOATS-1
     * @param strandedCountOnTable {@code O-STRANDED-COUNT-ON-TABLE} (D-11): boats stranded on the last
     *     water tile count as on the table for the second tie-break
     * @throws NullPointerException if {@code endGame} is null
     */
    public RuleOptions {
        Objects.requireNonNull(endGame, "endGame");
    }

    /** {@return the defaults of rules.md} */
    public static RuleOptions defaults() {
        return DEFAULTS;
    }

    /**
     * {@return a copy with that value}
     *
     * @param value O-ENDGAME
     */
    public RuleOptions withEndGame(EndGame value) {
        return new RuleOptions(value, loopColourAware, landingSpreadWhenShort, maskCountsOnTable, strandedCountOnTable);
    }

    /**
     * {@return a copy with that value}
     *
     * @param value O-LOOP-COLOUR-AWARE
     */
    public RuleOptions withLoopColourAware(boolean value) {
        return new RuleOptions(endGame, value, landingSpreadWhenShort, maskCountsOnTable, strandedCountOnTable);
    }

    /**
     * {@return a copy with that value}
     *
     * @param value O-LANDING-SPREAD-WHEN-SHORT
     */
    public RuleOptions withLandingSpreadWhenShort(boolean value) {
        return new RuleOptions(endGame, loopColourAware, value, maskCountsOnTable, strandedCountOnTable);
    }

    /**
     * {@return a copy with that value}
     *
     * @param value O-MASK-COUNTS-ON-TABLE
     */
    public RuleOptions withMaskCountsOnTable(boolean value) {
        return new RuleOptions(endGame, loopColourAware, landingSpreadWhenShort, value, strandedCountOnTable);
    }

    /**
     * {@return a copy with that value}
     *
     * @param value O-STRANDED-COUNT-ON-TABLE
     */
    public RuleOptions withStrandedCountOnTable(boolean value) {
        return new RuleOptions(endGame, loopColourAware, landingSpreadWhenShort, maskCountsOnTable, value);
    }

    /**
     * Parses the text form; missing keys take their defaults.
     *
     * @param text e.g. {@code endgame=FINISH_TURN mask-counts-on-table=false}
     * @return the options
     * @throws IllegalArgumentException naming the unknown key or bad value
     */
    public static RuleOptions parse(CharSequence text) {
        RuleOptions o = DEFAULTS;
        for (String part : text.toString().trim().split("\\s+")) {
            if (part.isEmpty()) {
                continue;
            }
            int eq = part.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("rule option must be key=value, got '" + part + "'");
            }
            String key = part.substring(0, eq).toLowerCase(Locale.ROOT);
            String value = part.substring(eq + 1);
            switch (key) {
                case "endgame" -> {
                    try {
                        o = o.withEndGame(EndGame.valueOf(value.toUpperCase(Locale.ROOT)));
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException("endgame must be VOYAGE_ONLY or FINISH_TURN, got '" + value + "'", e);
                    }
                }
                case "loop-colour-aware" -> o = o.withLoopColourAware(bool(key, value));
                case "landing-spread-when-short" -> o = o.withLandingSpreadWhenShort(bool(key, value));
                case "mask-counts-on-table" -> o = o.withMaskCountsOnTable(bool(key, value));
                case "stranded-count-on-table" -> o = o.withStrandedCountOnTable(bool(key, value));
                default -> throw new IllegalArgumentException("unknown rule option '" + key
                        + "' (known: endgame, loop-colour-aware, landing-spread-when-short, mask-counts-on-table, stranded-count-on-table)");
            }
        }
        return o;
    }

    private static boolean bool(String key, String value) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException(key + " must be true or false, got '" + value + "'");
        };
    }

    @Override
    public String toString() {
        return "endgame=" + endGame + " loop-colour-aware=" + loopColourAware + " landing-spread-when-short="
                + landingSpreadWhenShort + " mask-counts-on-table=" + maskCountsOnTable + " stranded-count-on-table="
                + strandedCountOnTable;
    }
}
