package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Group;
import io.github.tongiaki.core.internal.Read;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.Rule;
import java.util.List;

/**
 * A landing (R-LAND-1, R-LAND-2, D-6): the active player lands the group one boat at a time. With at
 * least as many boats as free beaches, each beach free when the landing began first gets one boat, then
 * any free berth; with fewer boats, each boat on a different free beach (D-6, O-LANDING-SPREAD-WHEN-SHORT)
 * or anywhere. When no berth is left the rest go back (R-LAND-2). Then the emigrations resume
 * ({@link EndOfGame#afterVoyage}). Frame: the island, the island of origin, the beaches free at the start
 * and those that received a boat (bit masks), the mode, the group. Option code: {@code colour << 8 | local beach}.
 */
final class Landing extends Step {

    static final Landing STEP = new Landing();
    static final int ISLAND = Step.ISLAND; // the island its options' choices name (Step#choice)
    static final int ORIGIN = 2;
    static final int FREE = 3;
    static final int RECEIVED = 4;
    static final int MODE = 5;
    static final int GROUP = 6;
    /** Mode: R-LAND-1, one boat on each free beach first. */
    static final int FIRST = 0;
    /** Mode: D-6 with O-LANDING-SPREAD-WHEN-SHORT, each boat a different beach. */
    static final int SPREAD = 1;
    /** Mode: D-6 without it, anywhere. */
    static final int ANYWHERE = 2;

    private Landing() {
    }

    /**
     * Begins a landing in place of the voyage on top of the stack.
     *
     * @param island the island
     * @param origin the island the group left
     * @param group the boats, packed
     */
    static void begin(Engine e, int island, int origin, int group) {
        int f = e.replace(Engine.LAND);
        int free = e.table.freeBeachMask(island);
        e.fr[f + ISLAND] = island;
        e.fr[f + ORIGIN] = origin;
        e.fr[f + FREE] = free;
        e.fr[f + GROUP] = group;
        // R-LAND-1: with enough boats, first one boat on each free beach; D-6: with fewer, spread them.
        e.fr[f + MODE] = Group.size(group) >= Integer.bitCount(free) ? FIRST : e.options.landingSpreadWhenShort() ? SPREAD : ANYWHERE;
        settle(e, f);
    }

    /** Ends the landing when the group is empty or no berth is left (R-LAND-2). */
    private static void settle(Engine e, int f) {
        if (e.fr[f + GROUP] == 0) {
            EndOfGame.afterVoyage(e);
            return;
        }
        if (e.table.freeBerths(e.fr[f + ISLAND]) == 0) {
            Voyage.returnGroup(e, e.fr[f + GROUP], Rule.R_LAND_2);
            EndOfGame.afterVoyage(e);
        }
    }

    private static int beachMask(Engine e, int f) {
        int pending = e.fr[f + FREE] & ~e.fr[f + RECEIVED];
        return switch (e.fr[f + MODE]) {
            case FIRST -> pending != 0 ? pending : e.table.freeBeachMask(e.fr[f + ISLAND]);
            case SPREAD -> pending;
            default -> e.table.freeBeachMask(e.fr[f + ISLAND]);
        };
    }

    @Override
    boolean run(Engine e, int f) {
        return true;
    }

    @Override
    void options(Engine e, int f) {
        int mask = beachMask(e, f);
        // Each colour of the group (ascending) on each beach of the mask (ascending): the set bits of both.
        for (int g = e.fr[f + GROUP]; g != 0; ) {
            int c = Integer.numberOfTrailingZeros(g) >>> 2;
            g &= ~(15 << 4 * c);
            for (int m = mask; m != 0; m &= m - 1) {
                e.addOption((c << 8) | Integer.numberOfTrailingZeros(m));
            }
        }
    }

    @Override
    void apply(Engine e, int f, int code) {
        int c = code >>> 8;
        int i = code & 0xFF;
        int b = e.tables.beachBase[e.fr[f + ISLAND]] + i;
        e.fr[f + GROUP] = Group.plus(e.fr[f + GROUP], c, -1);
        e.table.landBoats(b, c, 1);
        e.fr[f + RECEIVED] |= 1 << i;
        if (e.out != null) {
            e.out.add(new GameEvent.BoatLanded(Engine.colour(c), e.tables.beachRef[b]));
        }
        settle(e, f);
    }

    @Override
    DecisionKind kind() {
        return DecisionKind.LANDING;
    }

    @Override
    Decision decision(Engine e, int f, int number, List<Option> options) {
        return new Decision.Landing(number, Engine.colour(e.activeColour()), e.id(e.fr[f + ISLAND]), Group.boats(e.fr[f + GROUP]),
                options);
    }

    @Override
    Choice choice(Tables tables, int island, int code) {
        return new Choice.Land(Engine.colour(code >>> 8), tables.beachRef[tables.beachBase[island] + (code & 0xFF)]);
    }

    /** LANDING: colour * M + beach number - 1. */
    @Override
    int actionId(ActionIds a, int code) {
        return (code >>> 8) * a.maxBeaches + (code & 0xFF);
    }

    @Override
    int actionCount(ActionIds a) {
        return 6 * a.maxBeaches;
    }

    /** The landing modes as the position text names them. */
    static final String[] MODES = {"first", "spread", "anywhere"};

    @Override
    void printPending(Engine e, int f, StringBuilder sb) {
        Tables tables = e.tables;
        int island = e.fr[f + ISLAND];
        int origin = e.fr[f + ORIGIN];
        sb.append(" island=").append(PositionText.id(tables, island)).append(" group=").append(Read.boats(Group.counts(e.fr[f + GROUP])))
                .append(" origin=").append(origin < 0 ? "-" : PositionText.id(tables, origin))
                .append(" free=").append(PositionText.beachList(tables, e.fr[f + FREE], island))
                .append(" received=").append(PositionText.beachList(tables, e.fr[f + RECEIVED], island))
                .append(" mode=").append(MODES[e.fr[f + MODE]]);
    }

    @Override
    void readPending(PendingFields p, State s) {
        s.landTile = p.openIsland("island");
        s.group = p.group("group");
        s.originTile = p.origin(p.field("origin"));
        s.landFree0 = p.beachMask("free", s.landTile);
        s.landReceived = p.beachMask("received", s.landTile);
        s.landMode = p.choose(p.field("mode"), MODES, 3, "a landing mode (first, spread or anywhere)");
    }

    /**
     * Turns option codes into action ids in place (the bots' {@code legalActions}; see
     * {@link ActionIds#encodeAll}).
     *
     * @param a the action space
     * @param codes the codes; the action ids afterwards
     * @param n how many
     * @param offset the offset of the kind's range in the action space, added to every id
     */
    void actionIds(ActionIds a, int[] codes, int n, int offset) {
        for (int i = 0; i < n; i++) {
            codes[i] = actionId(a, codes[i]) + offset;
        }
    }
}
