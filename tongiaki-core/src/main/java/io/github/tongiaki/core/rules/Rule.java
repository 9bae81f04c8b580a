package io.github.tongiaki.core.rules;

/**
 * The ids of the rules specification ({@code shared/spec/rules.md}): every rule {@code R-…} and every
 * decision {@code D-…} on a point the rulebook leaves open. Decisions and events cite them, so a reader
 * can go from what the engine did to the sentence of the rulebook behind it.
 */
public enum Rule {
    /** 2–6 players, 15 boats each, one colour each. */
    R_COMP_1("R-COMP-1", "2-6 players, 15 boats each"),
    /** The tiles: Tonga, 15 scoring islands, 16 water tiles. */
    R_COMP_2("R-COMP-2", "the tile set"),
    /** Tonga alone in the middle; the rest shuffled into one stack. */
    R_SETUP_1("R-SETUP-1", "Tonga in the middle, the other tiles shuffled into the stack"),
    /** Two rounds of set-up boats on Tonga, from the start player clockwise. */
    R_SETUP_2("R-SETUP-2", "each player puts two boats on Tonga"),
    /** Every Tonga beach keeps a free berth during set-up. */
    R_SETUP_3("R-SETUP-3", "every beach of Tonga keeps a free berth during set-up"),
    /** A turn is a normal turn, a royal island or a new settlement. */
    R_TURN_1("R-TURN-1", "normal turn, royal island or new settlement"),
    /** Expansion. */
    R_EXP_1("R-EXP-1", "expansion"),
    /** No full beach after the expansion: the turn ends. */
    R_EXP_2("R-EXP-2", "no full beach: the turn ends"),
    /** Every full beach must emigrate. */
    R_EMI_1("R-EMI-1", "a full beach emigrates"),
    /** The active player chooses beach and jetty. */
    R_EMI_2("R-EMI-2", "the active player chooses beach and jetty"),
    /** Draw at the jetty, or move onto the tile there. */
    R_EMI_3("R-EMI-3", "tile drawn at the jetty"),
    /** Follow the route. */
    R_VOY_1("R-VOY-1", "the group follows the route"),
    /** Colours needed to cross. */
    R_VOY_2("R-VOY-2", "enough colours to cross"),
    /** Failed crossing: the boats go back. */
    R_VOY_3("R-VOY-3", "failed crossing"),
    /** After a crossing: move on or draw at the route's end. */
    R_VOY_4("R-VOY-4", "tile drawn at the route end"),
    /** Landing: one boat on each free beach first. */
    R_LAND_1("R-LAND-1", "landing"),
    /** Not enough berths: the rest go back. */
    R_LAND_2("R-LAND-2", "boats that find no berth go back"),
    /** Chain emigrations after a landing. */
    R_CHAIN_1("R-CHAIN-1", "chain emigration"),
    /** Founding a royal island. */
    R_ROYAL_1("R-ROYAL-1", "founding a royal island"),
    /** Nobody may use a royal island. */
    R_ROYAL_2("R-ROYAL-2", "a royal island is closed to everyone"),
    /** A group reaching a royal island turns back. */
    R_ROYAL_3("R-ROYAL-3", "bounced from a royal island"),
    /** New settlement. */
    R_NEW_1("R-NEW-1", "new settlement"),
    /** No boat on the table. */
    R_NOBOAT_1("R-NOBOAT-1", "no boat on the table"),
    /** All boats on the table. */
    R_ALLBOATS_1("R-ALLBOATS-1", "all boats on the table"),
    /** Too few boats for the expansion. */
    R_FEW_1("R-FEW-1", "too few boats in the supply"),
    /** Endless chain: the island leaves the game. */
    R_LOOP_1("R-LOOP-1", "endless chain: island removed"),
    /** After a removal: draw until an island appears. */
    R_LOOP_2("R-LOOP-2", "redraw after a removal"),
    /** Not endless while another emigration exists on the island. */
    R_LOOP_3("R-LOOP-3", "another emigration first"),
    /** End of the game. */
    R_END_1("R-END-1", "end of the game"),
    /** Scoring. */
    R_SCORE_1("R-SCORE-1", "scoring"),
    /** Tie-breaks. */
    R_SCORE_2("R-SCORE-2", "tie-breaks"),
    /** Decision: when the game ends and what is finished. */
    D_1("D-1", "end of game"),
    /** Decision: closed island. */
    D_2("D-2", "closed island"),
    /** Decision: which emigrations may be chosen. */
    D_3("D-3", "choosing emigrations"),
    /** Decision: every turn ends. */
    D_4("D-4", "every turn ends"),
    /** Decision: royal bounce. */
    D_5("D-5", "royal bounce"),
    /** Decision: landing. */
    D_6("D-6", "landing"),
    /** Decision: expansion count. */
    D_7("D-7", "expansion count"),
    /** Decision: no boats. */
    D_8("D-8", "no boats"),
    /** Decision: free placement. */
    D_9("D-9", "free placement"),
    /** Decision: removed island. */
    D_10("D-10", "removed island"),
    /** Decision: scoring details. */
    D_11("D-11", "scoring details"),
    /** Decision: voyage facts. */
    D_12("D-12", "voyage facts"),
    /** Decision: who decides. */
    D_13("D-13", "who decides"),
    /** Decision: mandatory emigration. */
    D_14("D-14", "mandatory emigration"),
    /** Decision: the stall rule ends a game without progress. */
    D_15("D-15", "stall rule"),
    /** Decision: forced and merged choices. */
    D_16("D-16", "forced and merged choices"),
    /** Decision: counting boats on the table. */
    D_17("D-17", "counting boats on the table"),
    /** Decision: custom tile sets. */
    D_18("D-18", "custom tile sets");

    private final String id;
    private final String summary;

    Rule(String id, String summary) {
        this.id = id;
        this.summary = summary;
    }

    /**
     * {@return the rule}
     *
     * @param id an id such as {@code R-LOOP-1} or {@code D-4}
     * @throws IllegalArgumentException if the id is unknown
     */
    public static Rule of(String id) {
        for (Rule r : values()) {
            if (r.id.equals(id)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown rule id '" + id + "'");
    }

    /** {@return the id as written in rules.md, e.g. {@code R-LOOP-1}} */
    public String id() {
        return id;
    }

    /** {@return a few words saying what the rule is about} */
    public String summary() {
        return summary;
    }

    @Override
    public String toString() {
        return id;
    }
}
