package io.github.tongiaki.core.rules;

import java.util.Locale;

/**
 * The rule options ({@code O-…} in the specification), one constant each: the one place that knows an
 * option's key in the text form, its id, the decision it belongs to, and how its value is read and
 * written. {@link RuleOptions#parse(CharSequence)}, {@link RuleOptions#toString()} and the notation's
 * positions and game records all go through here.
 */
public enum RuleOption {
    /** {@code O-ENDGAME} (D-1): what is still played once the end is triggered; {@code endgame=FINISH_TURN}. */
    ENDGAME("endgame", "O-ENDGAME", Rule.D_1, "VOYAGE_ONLY|FINISH_TURN"),
    /** {@code O-LOOP-COLOUR-AWARE} (D-2): whether the closed-island test counts routes a group cannot cross. */
    LOOP_COLOUR_AWARE("loop-colour-aware", "O-LOOP-COLOUR-AWARE", Rule.D_2, "true|false"),
    /** {@code O-LANDING-SPREAD-WHEN-SHORT} (D-6): with fewer boats than free beaches, one boat a beach. */
    LANDING_SPREAD_WHEN_SHORT("landing-spread-when-short", "O-LANDING-SPREAD-WHEN-SHORT", Rule.D_6, "true|false"),
    /** {@code O-MASK-COUNTS-ON-TABLE} (D-8, D-17): a mask boat counts as a boat on the table. */
    MASK_COUNTS_ON_TABLE("mask-counts-on-table", "O-MASK-COUNTS-ON-TABLE", Rule.D_17, "true|false"),
    /** {@code O-STRANDED-COUNT-ON-TABLE} (D-11): stranded boats count for the second tie-break. */
    STRANDED_COUNT_ON_TABLE("stranded-count-on-table", "O-STRANDED-COUNT-ON-TABLE", Rule.D_11, "true|false"),
    /** {@code O-STALL-ROUNDS} (D-15): full rounds without progress that end the game; 0 switches the rule off. */
    STALL_ROUNDS("stall-rounds", "O-STALL-ROUNDS", Rule.D_15, "0.." + RuleOptions.MAX_STALL_ROUNDS);

    private final String key;
    private final String id;
    private final Rule rule;
    private final String accepted;

    RuleOption(String key, String id, Rule rule, String accepted) {
        this.key = key;
        this.id = id;
        this.rule = rule;
        this.accepted = accepted;
    }

    /**
     * {@return the option with that key of the text form}
     *
     * @param key e.g. {@code stall-rounds} (case-insensitive)
     * @throws IllegalArgumentException naming the unknown key and the known ones
     */
    public static RuleOption ofKey(String key) {
        String k = key.toLowerCase(Locale.ROOT);
        for (RuleOption o : values()) {
            if (o.key.equals(k)) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown rule option '" + key + "' (known: " + keys() + ")");
    }

    /** {@return the keys of all options, comma-separated, in text-form order} */
    public static String keys() {
        StringBuilder sb = new StringBuilder();
        for (RuleOption o : values()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(o.key);
        }
        return sb.toString();
    }

    /** {@return the key in the text form, e.g. {@code stall-rounds}} */
    public String key() {
        return key;
    }

    /** {@return the id in the specification, e.g. {@code O-STALL-ROUNDS}} */
    public String id() {
        return id;
    }

    /** {@return the decision of the specification that defines the option} */
    public Rule rule() {
        return rule;
    }

    /** {@return the values the text form accepts, e.g. {@code true|false} or {@code 0..10000}} */
    public String accepted() {
        return accepted;
    }

    /**
     * {@return this option's value in {@code options}, as the text form writes it}
     *
     * @param options the options to read
     */
    public String valueIn(RuleOptions options) {
        return switch (this) {
            case ENDGAME -> options.endGame().name();
            case LOOP_COLOUR_AWARE -> String.valueOf(options.loopColourAware());
            case LANDING_SPREAD_WHEN_SHORT -> String.valueOf(options.landingSpreadWhenShort());
            case MASK_COUNTS_ON_TABLE -> String.valueOf(options.maskCountsOnTable());
            case STRANDED_COUNT_ON_TABLE -> String.valueOf(options.strandedCountOnTable());
            case STALL_ROUNDS -> String.valueOf(options.stallRounds());
        };
    }

    /**
     * {@return a copy of {@code options} with this option set from its text}
     *
     * @param options the options to change
     * @param value the value as the text form writes it (enum names and booleans case-insensitive)
     * @throws IllegalArgumentException naming the option and the values it accepts
     */
    public RuleOptions setIn(RuleOptions options, String value) {
        return switch (this) {
            case ENDGAME -> {
                for (EndGame e : EndGame.values()) {
                    if (e.name().equalsIgnoreCase(value)) {
                        yield options.withEndGame(e);
                    }
                }
                throw bad(value);
            }
            case LOOP_COLOUR_AWARE -> options.withLoopColourAware(bool(value));
            case LANDING_SPREAD_WHEN_SHORT -> options.withLandingSpreadWhenShort(bool(value));
            case MASK_COUNTS_ON_TABLE -> options.withMaskCountsOnTable(bool(value));
            case STRANDED_COUNT_ON_TABLE -> options.withStrandedCountOnTable(bool(value));
            case STALL_ROUNDS -> {
                if (!value.matches("[0-9]{1,5}") || Integer.parseInt(value) > RuleOptions.MAX_STALL_ROUNDS) {
                    throw bad(value);
                }
                yield options.withStallRounds(Integer.parseInt(value));
            }
        };
    }

    private boolean bool(String value) {
        if (value.equalsIgnoreCase("true")) {
            return true;
        }
        if (value.equalsIgnoreCase("false")) {
            return false;
        }
        throw bad(value);
    }

    private IllegalArgumentException bad(String value) {
        // a control character of the value (a tab inside quotes) is shown as '?', as the notation's messages do
        return new IllegalArgumentException(key + " must be " + accepted.replace("|", " or ") + ", got '"
                + value.codePoints().map(c -> Character.isISOControl(c) ? '?' : c)
                        .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append) + "'");
    }

    @Override
    public String toString() {
        return id;
    }
}
