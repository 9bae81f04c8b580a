package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.EndGame;
import io.github.tongiaki.core.rules.Rule;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * Boats from the supply onto the beaches of one island: an expansion (R-EXP-1, R-FEW-1: at most one boat
 * a beach), a placement with no boat on the table (R-NOBOAT-1; D-8: on the start island both boats may go
 * on one beach) or a new settlement's boat (R-NEW-1). Then R-EXP-2 / R-EMI-1: emigrations if a beach is
 * full, else the turn ends. Frame: the island, the number of boats, the purpose. Option code: base-4
 * digits, digit i = boats on local beach i, in lexicographic order.
 */
final class PlaceBoats extends Step {

    static final PlaceBoats STEP = new PlaceBoats();
    static final int ISLAND = Step.ISLAND; // the island its options' choices name (Step#choice)
    static final int COUNT = 2;
    static final int PURPOSE = 3;

    /**
     * The options of a placement of at most one boat a beach, by the mask of the island's beaches with a free
     * berth and the number of boats: {@code DISTINCT[mask][count]}, written by {@link #enumerate} with room for one
     * boat on each beach of the mask. An island has at most six beaches (a jetty edge each), so six boats at most; a
     * placement reads its options here rather than enumerating them again at every expansion of a playout.
     */
    private static final int[][][] DISTINCT = new int[64][7][];

    static {
        int[] buffer = new int[64]; // at most 20 placements: three of six beaches
        int[] written = new int[1];
        for (int mask = 0; mask < 64; mask++) {
            int room = 0; // one boat's room on each beach of the mask, four bits a beach
            for (int i = 0; i < 6; i++) {
                room |= (mask >>> i & 1) << 4 * i;
            }
            for (int count = 0; count <= 6; count++) {
                written[0] = 0;
                enumerate(room, 6, true, 0, count, 0, code -> buffer[written[0]++] = code);
                DISTINCT[mask][count] = Arrays.copyOf(buffer, written[0]);
            }
        }
    }

    private PlaceBoats() {
    }

    /**
     * Begins a placement; a placement of no boat (D-7: an expansion of nothing is a legal pass) places
     * nothing and the turn ends (R-EXP-2): no beach was full at the turn's decision (R-EMI-1), and none
     * filled since, so there is nothing to emigrate.
     *
     * @param island the island
     * @param count the boats to place
     * @param purpose {@link Engine#P_EXPAND}, {@link Engine#P_NOBOAT} or {@link Engine#P_SETTLE}
     */
    static void begin(Engine e, int island, int count, int purpose) {
        if (count == 0) {
            return;
        }
        int f = e.push(Engine.PLACE);
        e.fr[f + ISLAND] = island;
        e.fr[f + COUNT] = count;
        e.fr[f + PURPOSE] = purpose;
    }

    @Override
    boolean run(Engine e, int f) {
        return true;
    }

    @Override
    void options(Engine e, int f) {
        int t = e.fr[f + ISLAND];
        int base = e.tables.beachBase[t];
        int n = e.tables.beachCount[t];
        int count = e.fr[f + COUNT];
        // Expansion and a new settlement's boat: at most one boat a beach (R-EXP-1), so the options depend only on
        // which beaches have a free berth (the same codes as the enumeration below).
        boolean distinct = e.fr[f + PURPOSE] != Engine.P_NOBOAT;
        if (distinct && count <= 6) {
            e.addOptions(DISTINCT[e.table.freeBeachMask(t)][count]);
            return;
        }
        // Free berths per local beach, four bits each (an island has at most six beaches, a jetty edge each), at
        // most 15: at most one boat a beach is placed, or two on the start island (R-NOBOAT-1).
        int room = 0;
        for (int i = 0; i < n; i++) {
            room |= Math.min(15, e.tables.berths[base + i] - e.table.beachTotal(base + i)) << 4 * i;
        }
        // R-NOBOAT-1 on the start island: same beach allowed (D-8).
        enumerate(room, n, distinct, 0, count, 0, e::addOption);
    }

    /**
     * Gives the codes of the placements of {@code left} more boats on local beaches {@code from} and after, in
     * lexicographic order: a beach takes a boat while its room (four bits a beach) lasts, and with {@code distinct}
     * at most one (R-EXP-1).
     */
    private static void enumerate(int room, int n, boolean distinct, int from, int left, int code, IntConsumer out) {
        if (left == 0) {
            out.accept(code);
            return;
        }
        for (int i = from; i < n; i++) {
            if ((room & 15 << 4 * i) != 0) {
                enumerate(room - (1 << 4 * i), n, distinct, distinct ? i + 1 : i, left - 1, code + (1 << (2 * i)), out);
            }
        }
    }

    @Override
    void apply(Engine e, int f, int code) {
        int t = e.fr[f + ISLAND];
        int purpose = e.fr[f + PURPOSE];
        int c = e.activeColour();
        Rule rule = purpose == Engine.P_EXPAND ? Rule.R_EXP_1 : purpose == Engine.P_NOBOAT ? Rule.R_NOBOAT_1 : Rule.R_NEW_1;
        // the beaches with boats, in order: the code's non-zero base-4 digits
        for (int rest = code; rest != 0; ) {
            int i = Integer.numberOfTrailingZeros(rest) >>> 1;
            int k = (rest >>> (2 * i)) & 3;
            rest &= ~(3 << (2 * i));
            int b = e.tables.beachBase[t] + i;
            e.table.addBoats(b, c, k);
            if (e.out != null) {
                e.out.add(new GameEvent.BoatsPlaced(Engine.colour(c), e.tables.beachRef[b], k, rule));
            }
        }
        e.pop();
        if (purpose == Engine.P_SETTLE && e.endTriggered && e.options.endGame() == EndGame.VOYAGE_ONLY) {
            // D-1: under VOYAGE_ONLY the turn ends at once if the new settlement's draws triggered the end: no
            // emigration. The turn's frame, its action taken, is the only one left, so it ends the turn.
            return;
        }
        // R-EXP-2: without a full beach the turn ends (the turn's frame resumes; the emigrations, which would find
        // none, are not begun); else R-EMI-1. R-NEW-1, D-18: a beach the settlement's boat filled (a one-berth beach
        // of a custom tile set) emigrates first.
        if (e.table.anyFullBeach()) {
            Emigrations.begin(e);
        }
    }

    @Override
    DecisionKind kind() {
        return DecisionKind.PLACE_BOATS;
    }

    @Override
    Decision decision(Engine e, int f, int number, List<Option> options) {
        int purpose = e.fr[f + PURPOSE];
        Rule rule = purpose == Engine.P_EXPAND ? Rule.R_EXP_1 : purpose == Engine.P_NOBOAT ? Rule.R_NOBOAT_1 : Rule.R_NEW_1;
        return new Decision.PlaceBoats(number, Engine.colour(e.activeColour()), e.id(e.fr[f + ISLAND]), e.fr[f + COUNT], rule, options);
    }

    @Override
    Choice choice(Tables tables, int island, int code) {
        return new Choice.Beaches(id(tables, island), beaches(code));
    }

    /**
     * The beach lists of the codes (R-NEW-1, R-EXP-1: boats on beach i, counted in base 4), made on first use and
     * shared: a list depends on the code alone, and a typed player reads one on nearly every turn. Six beaches at
     * most (a tile's six edges), so 4<sup>6</sup> codes. A race builds an equal list twice: {@code List.of} lists
     * are immutable, of final fields, so a thread that sees one sees it whole.
     */
    @SuppressWarnings("unchecked")
    private static final List<Integer>[] BEACH_LISTS = (List<Integer>[]) new List<?>[1 << 12];

    /** {@return the beach numbers of a code, ascending, one entry per boat} */
    static List<Integer> beaches(int code) {
        List<Integer> list = BEACH_LISTS[code];
        if (list == null) {
            Integer[] beaches = new Integer[Integer.bitCount(code & 0x555) + 2 * Integer.bitCount(code & 0xAAA)];
            int n = 0;
            for (int i = 0; i < 6; i++) {
                for (int k = (code >>> (2 * i)) & 3; k > 0; k--) {
                    beaches[n++] = i + 1;
                }
            }
            list = List.of(beaches); // an immutable list, which Choice.Beaches keeps as it is (List.copyOf copies none)
            BEACH_LISTS[code] = list;
        }
        return list;
    }

    /** PLACE_BOATS: the code, sum of boats on beach i times 4^i. */
    @Override
    int actionId(ActionIds a, int code) {
        return code;
    }

    @Override
    int actionCount(ActionIds a) {
        return 1 << (2 * a.maxBeaches);
    }

    @Override
    void printPending(Engine e, int f, StringBuilder sb) {
        sb.append(" island=").append(PositionText.id(e.tables, e.fr[f + ISLAND])).append(" count=").append(e.fr[f + COUNT])
                .append(" purpose=").append(PositionText.PURPOSES[e.fr[f + PURPOSE]]);
    }

    @Override
    void readPending(PendingFields p, State s) {
        s.actionTile = p.openIsland("island");
        s.placeCount = p.integer("count", 1, 3 * p.tables.beachCount[s.actionTile], "a count of boats");
        s.placePurpose = p.choose(p.field("purpose"), PositionText.PURPOSES, 3, "a purpose (expand, noboat or settle)");
    }

}
