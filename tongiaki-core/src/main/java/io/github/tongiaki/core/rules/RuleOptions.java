package io.github.tongiaki.core.rules;

import java.util.Objects;

/**
 * The rule options ({@code O-…} in rules.md): points where a reasonable group might play the other
 * way. {@link #defaults()} is the reading the German rulebook supports best. {@link RuleOption} lists
 * them with their keys.
 *
 * <p>Text form: {@code endgame=FINISH_TURN loop-colour-aware=false landing-spread-when-short=true
 * mask-counts-on-table=true stranded-count-on-table=true stall-rounds=30}; {@link #parse(CharSequence)}
 * accepts any subset (the rest default) in any order, each key once.
 *
 * @param endGame {@code O-ENDGAME} (D-1): what is still played after the end is triggered
 * @param loopColourAware {@code O-LOOP-COLOUR-AWARE} (D-2): whether the closed-island test of a full
 *     beach's jetties counts routes its group could not cross as leading elsewhere
 * @param landingSpreadWhenShort {@code O-LANDING-SPREAD-WHEN-SHORT} (D-6): with fewer boats than free
 *     beaches, each boat goes to a different free beach
 * @param maskCountsOnTable {@code O-MASK-COUNTS-ON-TABLE} (D-8, D-17): a mask boat counts as on the
 *     table for R-NOBOAT-1, R-ALLBOATS-1 and R-LOOP-2
 * @param strandedCountOnTable {@code O-STRANDED-COUNT-ON-TABLE} (D-11): boats stranded on the last
 *     water tile count as on the table for the second tie-break
 * @param stallRounds {@code O-STALL-ROUNDS} (D-15): the game ends, scored as it stands, when that many
 *     full rounds have begun since the last progress; 0 switches the rule off
 */
public record RuleOptions(EndGame endGame, boolean loopColourAware, boolean landingSpreadWhenShort,
        boolean maskCountsOnTable, boolean strandedCountOnTable, int stallRounds) {

    /** The largest {@link #stallRounds()} accepted. */
    public static final int MAX_STALL_ROUNDS = 10_000;

    /** The default of {@code O-STALL-ROUNDS} (D-15). */
    public static final int DEFAULT_STALL_ROUNDS = 30;

    private static final RuleOptions DEFAULTS = new RuleOptions(EndGame.FINISH_TURN, false, true, true, true,
            DEFAULT_STALL_ROUNDS);

    /**
     * Validates the components.
     *
     * @param endGame {@code O-ENDGAME} (D-1): what is still played after the end is triggered
     * @param loopColourAware {@code O-LOOP-COLOUR-AWARE} (D-2): whether the closed-island test of a full
     *     beach's jetties counts routes its group could not cross as leading elsewhere
     * @param landingSpreadWhenShort {@code O-LANDING-SPREAD-WHEN-SHORT} (D-6): with fewer boats than free
     *     beaches, each boat goes to a different free beach
     * @param maskCountsOnTable {@code O-MASK-COUNTS-ON-TABLE} (D-8, D-17): a mask boat counts as on the
     *     table for R-NOBOAT-1, R-ALLBOATS-1 and R-LOOP-2
     * @param strandedCountOnTable {@code O-STRANDED-COUNT-ON-TABLE} (D-11): boats stranded on the last
     *     water tile count as on the table for the second tie-break
     * @param stallRounds {@code O-STALL-ROUNDS} (D-15): full rounds without progress that end the game;
     *     0 switches the rule off
     * @throws NullPointerException if {@code endGame} is null
     * @throws IllegalArgumentException if {@code stallRounds} is outside 0..{@value #MAX_STALL_ROUNDS}
     */
    public RuleOptions {
        Objects.requireNonNull(endGame, "endGame");
        if (stallRounds < 0 || stallRounds > MAX_STALL_ROUNDS) {
            throw new IllegalArgumentException("stall-rounds must be 0.." + MAX_STALL_ROUNDS + ", got " + stallRounds);
        }
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
        return new RuleOptions(value, loopColourAware, landingSpreadWhenShort, maskCountsOnTable, strandedCountOnTable,
                stallRounds);
    }

    /**
     * {@return a copy with that value}
     *
     * @param value O-LOOP-COLOUR-AWARE
     */
    public RuleOptions withLoopColourAware(boolean value) {
        return new RuleOptions(endGame, value, landingSpreadWhenShort, maskCountsOnTable, strandedCountOnTable, stallRounds);
    }

    /**
     * {@return a copy with that value}
     *
     * @param value O-LANDING-SPREAD-WHEN-SHORT
     */
    public RuleOptions withLandingSpreadWhenShort(boolean value) {
        return new RuleOptions(endGame, loopColourAware, value, maskCountsOnTable, strandedCountOnTable, stallRounds);
    }

    /**
     * {@return a copy with that value}
     *
     * @param value O-MASK-COUNTS-ON-TABLE
     */
    public RuleOptions withMaskCountsOnTable(boolean value) {
        return new RuleOptions(endGame, loopColourAware, landingSpreadWhenShort, value, strandedCountOnTable, stallRounds);
    }

    /**
     * {@return a copy with that value}
     *
     * @param value O-STRANDED-COUNT-ON-TABLE
     */
    public RuleOptions withStrandedCountOnTable(boolean value) {
        return new RuleOptions(endGame, loopColourAware, landingSpreadWhenShort, maskCountsOnTable, value, stallRounds);
    }

    /**
     * {@return a copy with that value}
     *
     * @param value O-STALL-ROUNDS: 0 (off) to {@value #MAX_STALL_ROUNDS}
     * @throws IllegalArgumentException if the value is out of range
     */
    public RuleOptions withStallRounds(int value) {
        return new RuleOptions(endGame, loopColourAware, landingSpreadWhenShort, maskCountsOnTable, strandedCountOnTable,
                value);
    }

    /**
     * Parses the text form; missing keys take their defaults.
     *
     * @param text e.g. {@code endgame=VOYAGE_ONLY stall-rounds=0}
     * @return the options
     * @throws IllegalArgumentException naming the unknown key, the repeated key or the bad value
     */
    public static RuleOptions parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        RuleOptions o = DEFAULTS;
        java.util.EnumSet<RuleOption> seen = java.util.EnumSet.noneOf(RuleOption.class);
        for (String part : text.toString().trim().split("\\s+")) {
            if (part.isEmpty()) {
                continue;
            }
            int eq = part.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("rule option must be key=value, got '" + part + "'");
            }
            RuleOption option = RuleOption.ofKey(part.substring(0, eq));
            if (!seen.add(option)) {
                throw new IllegalArgumentException("rule option '" + option.key() + "' given twice");
            }
            o = option.setIn(o, part.substring(eq + 1));
        }
        return o;
    }

    /** {@return the text form: every option as {@code key=value}, in {@link RuleOption} order} */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (RuleOption option : RuleOption.values()) {
            sb.append(sb.length() == 0 ? "" : " ").append(option.key()).append('=').append(option.valueIn(this));
        }
        return sb.toString();
    }
}
