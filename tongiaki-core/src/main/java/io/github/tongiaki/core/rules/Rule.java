package io.github.tongiaki.core.rules;

/**
 * The ids of the rules specification that RULES.md sets out: every rule {@code R-…} and every
 * decision {@code D-…} on a point the rulebook leaves open. Decisions and events cite them, so a reader
 * can go from what the engine did to the sentence of the rulebook behind it.
 *
 * <p>Each id carries a {@link #summary()} (a few words, e.g. for a heading) and a {@link #text()}: the
 * rule itself in the project's own words, the statement a frontend can show a player who asks why the
 * engine did something. RULES.md, the project's rules reference, prints the same statement under each id
 * (a test keeps the two equal), with where the rulebook says it, where the code is and which tests hold it.
 */
public enum Rule {
    /** 2–6 players, 15 boats each, one colour each. */
    R_COMP_1("R-COMP-1", "2-6 players, 15 boats each",
            "Two to six players take part. Each has the 15 boats of one colour: blue, red, green, yellow, orange"
            + " or purple."),
    /** The tiles: Tonga, 15 scoring islands, 16 water tiles. */
    R_COMP_2("R-COMP-2", "the tile set",
            "The game has 16 island tiles and 16 water tiles. The islands are Tonga, the start island, worth 0"
            + " points, and 15 scoring islands: three worth 2 points, four worth 3, five worth 4 and three"
            + " worth 5."),
    /** Tonga alone in the middle; the rest shuffled into one stack. */
    R_SETUP_1("R-SETUP-1", "Tonga in the middle, the other tiles shuffled into the stack",
            "Tonga lies alone in the middle of the table. The other 31 tiles are shuffled into one face-down"
            + " stack."),
    /** Two rounds of set-up boats on Tonga, from the start player clockwise. */
    R_SETUP_2("R-SETUP-2", "each player puts two boats on Tonga",
            "Beginning with the start player and going clockwise, each player puts one boat on a free berth of"
            + " Tonga, for two rounds, so that everyone has two boats there. A player's two boats may share a"
            + " beach."),
    /** Every Tonga beach keeps a free berth during set-up. */
    R_SETUP_3("R-SETUP-3", "every beach of Tonga keeps a free berth during set-up",
            "During set-up every beach of Tonga must keep at least one free berth, so no beach gets more than"
            + " two boats, and nothing emigrates. Then the start player takes the first turn, and the turns"
            + " go round clockwise."),
    /** A turn is a normal turn, a royal island or a new settlement. */
    R_TURN_1("R-TURN-1", "normal turn, royal island or new settlement",
            "On his turn a player does one of three things: a normal turn (an expansion, then the emigrations"
            + " it causes), founding a royal island (R-ROYAL-1), or a new settlement (R-NEW-1). A player with"
            + " no boat on the table, or with all his boats on the table, expands in a special way"
            + " (R-NOBOAT-1, R-ALLBOATS-1)."),
    /** Expansion. */
    R_EXP_1("R-EXP-1", "expansion",
            "To expand, the player chooses an island, not a royal island, on which he has at least one boat,"
            + " and puts on it as many boats from his supply as he already has there. He puts at most one boat"
            + " on each beach, so never more boats than the island has beaches, and never more than his supply"
            + " holds (R-FEW-1). The number is not his to choose."),
    /** No full beach after the expansion: the turn ends. */
    R_EXP_2("R-EXP-2", "no full beach: the turn ends",
            "If after the expansion no beach on the table is full, the turn ends."),
    /** Every full beach must emigrate. */
    R_EMI_1("R-EMI-1", "a full beach emigrates",
            "A beach whose berths are all taken is full, and every full beach must emigrate: all its boats"
            + " leave together as one group, through one jetty of that beach."),
    /** The active player chooses beach and jetty. */
    R_EMI_2("R-EMI-2", "the active player chooses beach and jetty",
            "If several beaches are full, or the full beach has more than one jetty, the active player chooses"
            + " which beach emigrates and through which jetty. He chooses one emigration at a time, before any"
            + " tile is drawn for it."),
    /** Draw at the jetty, or move onto the tile there. */
    R_EMI_3("R-EMI-3", "tile drawn at the jetty",
            "If a tile already lies in front of the chosen jetty, nothing is drawn and the group moves onto that"
            + " tile. Otherwise the top tile of the stack is drawn and laid in front of the jetty with its"
            + " emblem edge facing the jetty, so its place and its rotation are both fixed."),
    /** Follow the route. */
    R_VOY_1("R-VOY-1", "the group follows the route",
            "On a water tile the group follows the route that starts at the edge it came in by, all the way to"
            + " that route's other end, without turning onto another route."),
    /** Colours needed to cross. */
    R_VOY_2("R-VOY-2", "enough colours to cross",
            "A group may cross a route only if it holds at least as many different colours as the route's"
            + " difficulty; a route without a number (difficulty 0) can always be crossed. This is checked on"
            + " every water tile the group crosses, whether just drawn or already on the table."),
    /** Failed crossing: the boats go back. */
    R_VOY_3("R-VOY-3", "failed crossing",
            "If a crossing fails, the group's boats go back to their owners' supplies and the drawn tile stays"
            + " on the table. That emigration is over, and the turn goes on with any other full beach."),
    /** After a crossing: move on or draw at the route's end. */
    R_VOY_4("R-VOY-4", "tile drawn at the route end",
            "After a successful crossing, if a tile lies beyond the end of the route the group moves onto it;"
            + " otherwise a new tile is drawn and laid there with its emblem edge facing the end of the"
            + " route."),
    /** Landing: one boat on each free beach first. */
    R_LAND_1("R-LAND-1", "landing",
            "When the group reaches an island, whether just drawn or already on the table and through any of"
            + " its edges, jetty or not, the active player puts its boats on that island's beaches. First one"
            + " boat goes on each beach with a free berth, as far as the boats go; the rest go on any free"
            + " berths. Colours already on a beach make no difference."),
    /** Not enough berths: the rest go back. */
    R_LAND_2("R-LAND-2", "boats that find no berth go back",
            "If the island has too few free berths, the boats left over go back to their owners. The active"
            + " player chooses which boats land and which go back."),
    /** Chain emigrations after a landing. */
    R_CHAIN_1("R-CHAIN-1", "chain emigration",
            "If a landing leaves beaches full, they must emigrate too (R-EMI-1), and the active player chooses"
            + " the order among all full beaches on all islands. The turn ends when no beach is full."),
    /** Founding a royal island. */
    R_ROYAL_1("R-ROYAL-1", "founding a royal island",
            "Instead of a normal turn, the active player may found a royal island on an island other than"
            + " Tonga on which only his boats stand (one or more), if he has founded fewer than two so far."
            + " One of those boats goes onto the island's mask and the others go back to his supply. That is"
            + " his whole turn."),
    /** Nobody may use a royal island. */
    R_ROYAL_2("R-ROYAL-2", "a royal island is closed to everyone",
            "Nobody may expand on a royal island, land on it, place a boat on it, or take a boat from it."),
    /** A group reaching a royal island turns back. */
    R_ROYAL_3("R-ROYAL-3", "bounced from a royal island",
            "A group whose way leads onto a royal island turns back the same way and lands (R-LAND-1) on the"
            + " island it emigrated from. That landing may start chain emigrations there."),
    /** New settlement. */
    R_NEW_1("R-NEW-1", "new settlement",
            "Instead of a normal turn, the active player may take all his boats off the beaches (boats on masks"
            + " stay) and draw tiles one at a time, laying each where he likes, until an island is drawn. He"
            + " then puts one boat on any beach of that island, and his turn ends."),
    /** No boat on the table. */
    R_NOBOAT_1("R-NOBOAT-1", "no boat on the table",
            "A player who has no boat on the table at the start of his turn does not expand; instead he must"
            + " either put two boats from his supply on Tonga or one boat on any other island. Emigrations that"
            + " follow are carried out as usual."),
    /** All boats on the table. */
    R_ALLBOATS_1("R-ALLBOATS-1", "all boats on the table",
            "A player whose 15 boats are all on the table at the start of his turn may take one of his boats"
            + " from any island except a royal island and use it for his expansion."),
    /** Too few boats for the expansion. */
    R_FEW_1("R-FEW-1", "too few boats in the supply",
            "If the expansion calls for more boats than the player's supply holds, he places only the boats of"
            + " his supply."),
    /** Endless chain: the island leaves the game. */
    R_LOOP_1("R-LOOP-1", "endless chain: island removed",
            "A chain is endless when an island is surrounded only by tiles that lead back to it and the active"
            + " player attempts an emigration from it. Then all boats on that island go back to their owners,"
            + " and the island tile leaves the game for good."),
    /** After a removal: draw until an island appears. */
    R_LOOP_2("R-LOOP-2", "redraw after a removal",
            "If a removal under R-LOOP-1 leaves no island on the table, or itself gave the active player back his"
            + " last boats on the table (he had boats on the removed island and now has none on the table), he draws"
            + " tiles until an island appears, laying each one where he likes next to the tiles on the table. Then"
            + " the next player's turn begins. A player who already had no boat on the table before the removal"
            + " (say, his group failed earlier in the turn) does not draw. When several islands are removed at once,"
            + " they count as one removal."),
    /** Not endless while another emigration exists on the island. */
    R_LOOP_3("R-LOOP-3", "another emigration first",
            "The chain is not endless while the active player has another way to emigrate from the same"
            + " island; he must take that one first."),
    /** End of the game. */
    R_END_1("R-END-1", "end of the game",
            "The game ends when the last water tile or the last island tile of the stack has been drawn and"
            + " laid, but the active player finishes his turn first (D-1). If that last tile is an island, the"
            + " group still lands on it; if it is a water tile, the group sails onto it and stays there, even"
            + " if it could cross."),
    /** Scoring. */
    R_SCORE_1("R-SCORE-1", "scoring",
            "At the end each player scores the value of every island on which he has at least one boat."),
    /** Tie-breaks. */
    R_SCORE_2("R-SCORE-2", "tie-breaks",
            "Among players tied on points, the one with boats on the most islands wins; if that is tied too,"
            + " the one with the fewest boats on the table."),
    /** Decision: when the game ends and what is finished. */
    D_1("D-1", "end of game",
            "The end triggers once, when the stack holds no more island tiles or no more water tiles (islands"
            + " removed by R-LOOP-1 do not count), and the voyage that drew that tile is finished: the group lands"
            + " on the last island, or stays on the last water tile unless it fails that tile's route. By default"
            + " (O-ENDGAME = FINISH_TURN) the rest of the turn is then played as usual: full beaches emigrate and"
            + " tiles are drawn from what is left of the stack, the last tile of the other kind being an ordinary"
            + " draw, and only a group that needs a tile when the stack is empty goes back to its owners. With"
            + " O-ENDGAME = VOYAGE_ONLY the game ends right after that voyage. An end triggered inside a new"
            + " settlement or a R-LOOP-2 redraw lets that action finish first (the island placed, the settlement"
            + " boat put on it), and the turn then ends as above."),
    /** Decision: closed island. */
    D_2("D-2", "closed island",
            "Each jetty of an island is followed over the tiles already on the table, without drawing: it is"
            + " open if it reaches an empty space, leads elsewhere if it reaches another island that is not"
            + " royal, and leads back if it reaches the same island again (through any edge) or a royal island."
            + " The island is closed when every jetty of every one of its beaches leads back. Route"
            + " difficulties do not count for this (O-LOOP-COLOUR-AWARE = false)."),
    /** Decision: which emigrations may be chosen. */
    D_3("D-3", "choosing emigrations",
            "A jetty that leads back to its own island may be chosen only when no full beach of that island"
            + " has a jetty that does not lead back. Choosing a full beach of a closed island applies R-LOOP-1"
            + " to that island. A jetty that leads back, chosen on an island that is not closed, is an ordinary"
            + " emigration: colours are checked and the group lands on its island again."),
    /** Decision: every turn ends. */
    D_4("D-4", "every turn ends",
            "Within one turn, before each emigration, the engine notes how many boats of each colour stand on"
            + " every beach and which beaches are full. If a note repeats, the chain is endless, and R-LOOP-1"
            + " is applied to every island an emigration started from since the note first appeared. So no"
            + " turn can run forever; the game as a whole is bounded by D-15."),
    /** Decision: royal bounce. */
    D_5("D-5", "royal bounce",
            "On the way back from a royal island nothing is checked and nothing is drawn, and the group always"
            + " fits because the beach it left is empty. It is a normal landing, one boat per beach first, and"
            + " can start chain emigrations. A jetty directly facing a royal island bounces at once, and the"
            + " owner's own boats bounce too."),
    /** Decision: landing. */
    D_6("D-6", "landing",
            "A free beach is a beach with at least one free berth; a full beach still waiting to emigrate is not"
            + " free. With fewer boats than free beaches, each boat goes to a different free beach chosen by"
            + " the active player (O-LANDING-SPREAD-WHEN-SHORT = true). Boats go back only when every free"
            + " berth of the island is taken."),
    /** Decision: expansion count. */
    D_7("D-7", "expansion count",
            "The number of boats an expansion places is fixed at the start of the turn: the smallest of the"
            + " player's boats on the island, the island's beaches, its beaches with a free berth, and his"
            + " supply. Under R-ALLBOATS-1 taking a boat is optional and may be from any island that is not"
            + " royal, the target included, and the expansion is then exactly that one boat. With an empty"
            + " supply and no boat taken the expansion places nothing, which is a legal pass."),
    /** Decision: no boats. */
    D_8("D-8", "no boats",
            "Under R-NOBOAT-1 the two boats for Tonga may go on any free berths, on one beach or two, and the"
            + " other island may be any island with a free berth that is neither Tonga nor royal; if Tonga has"
            + " left the game, only that choice remains. A new settlement may be chosen instead. A boat on a"
            + " mask counts as on the table (O-MASK-COUNTS-ON-TABLE = true), so a player whose only boats"
            + " stand on masks can only found a new settlement."),
    /** Decision: free placement. */
    D_9("D-9", "free placement",
            "When a tile is laid freely (R-NEW-1, R-LOOP-2), the player sees it first and then chooses any empty"
            + " space next to at least one tile on the table, a space emptied by R-LOOP-1 included, and any of"
            + " the six rotations. Water tiles laid this way carry no boats, and no boat is placed after a"
            + " R-LOOP-2 redraw; a player left without boats gets the help of R-NOBOAT-1 on his next turn. Full"
            + " beaches still waiting elsewhere emigrate before the turn passes."),
    /** Decision: removed island. */
    D_10("D-10", "removed island",
            "When an island is removed, all its boats go back to their owners, the group that tried to leave"
            + " included. Tonga can be removed too; its space is then empty and can be explored again. A"
            + " removal does not count towards the end of the game."),
    /** Decision: scoring details. */
    D_11("D-11", "scoring details",
            "A boat on a mask scores its royal island. For the first tie-break Tonga and royal islands count as"
            + " islands. For the second, boats on beaches, on masks and stranded on the last water tile count"
            + " as on the table (O-STRANDED-COUNT-ON-TABLE = true). Players still tied share their place."),
    /** Decision: voyage facts. */
    D_12("D-12", "voyage facts",
            "A voyage may cross the same water tile again on another route, and that crossing is checked"
            + " again. Because the routes of a water tile join all six edges in pairs, a voyage that starts at"
            + " an island can never go round in circles among water tiles: it always ends at an island, at an"
            + " empty space, or in a failed crossing."),
    /** Decision: who decides. */
    D_13("D-13", "who decides",
            "Every choice during a turn (jetty, order of emigrations, landing, boats sent back, placements)"
            + " belongs to the active player, even when it moves other players' boats. During set-up the player"
            + " placing a boat chooses its berth."),
    /** Decision: mandatory emigration. */
    D_14("D-14", "mandatory emigration",
            "Every full beach emigrates, whoever owns its boats, including a beach without any of the active"
            + " player's boats."),
    /** Decision: the stall rule, the game's end when nobody makes progress. */
    D_15("D-15", "stall rule",
            "The game also ends, scored as it stands, when O-STALL-ROUNDS full rounds (30 by default) pass"
            + " without progress, that is without a tile drawn, an island removed or a royal island founded."
            + " Exactly: count the turns begun after the turn in which the last progress happened (from the first"
            + " turn if there was none); the turn that would make this count O-STALL-ROUNDS times the number of"
            + " players, plus one, does not begin, and the game ends instead, so with two players and the default,"
            + " 60 turns are played without progress and the 61st never begins. A repeated position alone never ends"
            + " the game, and O-STALL-ROUNDS = 0 switches this rule off, so that a game is no longer sure to end."),
    /** Decision: choices the engine applies or merges itself; seat order. */
    D_16("D-16", "forced and merged choices",
            "A decision with a single legal option is applied by the engine itself, and its events still"
            + " appear. A full beach of a closed island is offered once, not once per jetty, since every jetty"
            + " leads to R-LOOP-1. Seats go clockwise, and the start player places first in set-up and plays"
            + " first."),
    /** Decision: what counts as a boat on the table. */
    D_17("D-17", "counting boats on the table",
            "O-MASK-COUNTS-ON-TABLE decides for every rule that asks whether a player has boats on the table:"
            + " R-NOBOAT-1, R-ALLBOATS-1 (all 15 on the table) and R-LOOP-2. Royal islands count as islands when"
            + " R-LOOP-2 asks whether any island is left on the table. The second tie-break always counts boats on"
            + " masks (D-11); the option does not change scoring."),
    /** Decision: the settlement boat in tile sets with one-berth beaches. */
    D_18("D-18", "custom tile sets",
            "In a custom tile set with one-berth beaches (no official tile has one), the boat of a new"
            + " settlement can fill a beach. That beach then emigrates before the turn passes (R-EMI-1), as in"
            + " D-9."),
    /** Decision: what a player knows (everything but the stack's order). */
    D_19("D-19", "what a player knows",
            "Everything on the table, every supply, the removed and set-aside tiles and so the stack's composition"
            + " (the tiles left, which anyone can count) are open to every player. The stack's order is known to"
            + " nobody until a tile is drawn (R-SETUP-1: face down). A player's view of a game in progress is"
            + " everything but that order; no rule depends on it."),
    /** Decision: taking back a decision never reveals the stack's order. */
    D_20("D-20", "taking back a decision",
            "A program may restore an earlier position exactly, for analysis, search and tests. A host that lets"
            + " players take back decisions must not let anyone learn the stack's order by it: when what is taken"
            + " back includes a draw, the stack is shuffled anew from randomness no player knows or can derive, and"
            + " the draws that follow are recorded as they happen. The same holds for a game resumed from a record"
            + " whose later draws the record does not fix.");

    private final String id;
    private final String summary;
    private final String text;

    Rule(String id, String summary, String text) {
        this.id = id;
        this.summary = summary;
        this.text = text;
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

    /**
     * The rule's statement in the project's own words: what a player needs to know, in one to four
     * sentences of plain text (no markup), citing other ids where they matter. It is the statement that
     * RULES.md prints under the id, and what a frontend can show to explain a decision or an event that
     * cites this rule. Where the statement names a rule option ({@code O-…}), it describes the default.
     *
     * @return the statement, never blank
     */
    public String text() {
        return text;
    }

    @Override
    public String toString() {
        return id;
    }
}
