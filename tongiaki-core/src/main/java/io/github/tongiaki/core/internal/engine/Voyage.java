package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.internal.Group;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.Rule;
import java.util.List;

/**
 * A voyage (R-EMI-3, R-VOY-1 … R-VOY-4, R-ROYAL-3, D-5, D-12): the group sails from its jetty over the
 * routes of the water tiles; where no tile lies, the top tile of the stack is laid with its emblem edge
 * facing back (R-EMI-3 at the jetty, R-VOY-4 further on). It ends at an island (a {@link Landing}; a
 * royal island sends it back to its island of origin, R-ROYAL-3, D-5), at a route it is too few colours
 * for (R-VOY-2, R-VOY-3), stranded on the last water tile (R-END-1, {@link EndOfGame}) or, after the end
 * was triggered, at an empty stack (D-1). Never waits for a decision: under explicit chance a draw
 * pushes a {@link ChanceDraw} and the voyage resumes after it. Frame: the group's hex and direction,
 * whether it has crossed no tile yet, the island of origin, the group.
 */
final class Voyage extends Step {

    static final Voyage STEP = new Voyage();
    static final int HEX = 1;
    static final int DIR = 2;
    static final int FIRST = 3;
    static final int ORIGIN = 4;
    static final int GROUP = 5;

    private Voyage() {
    }

    /**
     * Sets a group under way.
     *
     * @param hex the hex of its island
     * @param dir the direction of its jetty
     * @param origin the island it left
     * @param group the boats, packed ({@link Group})
     */
    static void begin(Engine e, int hex, int dir, int origin, int group) {
        int f = e.push(Engine.VOYAGE);
        e.fr[f + HEX] = hex;
        e.fr[f + DIR] = dir;
        e.fr[f + FIRST] = 1;
        e.fr[f + ORIGIN] = origin;
        e.fr[f + GROUP] = group;
    }

    @Override
    boolean run(Engine e, int f) {
        Table table = e.table;
        Tables tb = e.tables;
        int[] fr = e.fr;
        // Where the group is, in locals while it sails; the frame is written only when a chance draw interrupts
        // (the draw reads it, and the voyage resumes from it). Any other end pops or replaces the frame.
        int hex = fr[f + HEX];
        int dir = fr[f + DIR];
        boolean first = fr[f + FIRST] != 0;
        int group = fr[f + GROUP];
        int colours = Group.colours(group); // R-VOY-2: what a route's difficulty is compared with
        int cell = table.cellOf(hex); // the hex's cell of the table's window: a step is an addition
        for (int guard = 0; guard <= 6 * tb.tiles + 2; guard++) {
            int nh = Hexes.step(hex, dir);
            cell = table.nextCell(cell, dir);
            int u = table.tileInCell(cell);
            boolean lastWater = false;
            if (u == Table.NONE) {
                if (table.stackSize() == 0) {
                    // D-1 (O-ENDGAME = FINISH_TURN): a draw is needed and the stack is empty: the group goes back.
                    returnGroup(e, group, Rule.D_1);
                    EndOfGame.afterVoyage(e);
                    return false;
                }
                if (ChanceDraw.isChance(e)) {
                    // Explicit chance: the draw is a chance decision; the voyage resumes after it.
                    fr[f + HEX] = hex;
                    fr[f + DIR] = dir;
                    fr[f + FIRST] = first ? 1 : 0;
                    ChanceDraw.begin(e);
                    return false;
                }
                // R-EMI-3 / R-VOY-4: draw and place with the emblem edge facing back.
                Rule rule = first ? Rule.R_EMI_3 : Rule.R_VOY_4;
                boolean triggeredBefore = e.endTriggered;
                u = ChanceDraw.draw(e, rule);
                int back = Tables.ADD6[dir + 3];
                table.putTile(u, nh, back);
                cell = table.cellOf(nh); // the window may have grown
                if (e.out != null) {
                    e.out.add(new GameEvent.TilePlaced(e.id(u), Hexes.hex(nh), Rotation.of(back), rule));
                }
                lastWater = EndOfGame.strandsOn(e, u, triggeredBefore);
            }
            first = false;
            if (tb.island[u]) {
                int origin = fr[f + ORIGIN];
                if (table.royalOwner(u) != Table.NONE) {
                    // R-ROYAL-3, D-5: turn back the same way and land on the island of origin.
                    if (e.out != null) {
                        e.out.add(new GameEvent.BouncedFromRoyalIsland(e.id(u), e.id(origin)));
                    }
                    Landing.begin(e, origin, origin, group);
                } else {
                    Landing.begin(e, u, origin, group);
                }
                return false;
            }
            int rot = table.tileRotation(u);
            int route = tb.transit[(u * 6 + rot) * 6 + dir]; // the exit's direction, the route's difficulty
            int d = route >>> 3;
            if (d > colours) {
                // R-VOY-2, R-VOY-3: too few colours; the boats go back, the tile stays.
                if (e.out != null) {
                    int entry = Tables.entryEdge(dir, rot);
                    e.out.add(new GameEvent.CrossingFailed(e.id(u), Hexes.hex(nh), entry, tb.partner[u * 6 + entry], d, colours));
                }
                returnGroup(e, group, Rule.R_VOY_3);
                EndOfGame.afterVoyage(e);
                return false;
            }
            if (lastWater) {
                // R-END-1, D-1: on the last water tile the group stays, even though it could cross.
                EndOfGame.strand(e, u, nh, group);
                EndOfGame.afterVoyage(e);
                return false;
            }
            if (e.out != null) {
                int entry = Tables.entryEdge(dir, rot);
                e.out.add(new GameEvent.RouteCrossed(e.id(u), Hexes.hex(nh), entry, tb.partner[u * 6 + entry], d, colours));
            }
            dir = route & 7;
            hex = nh;
        }
        throw new IllegalStateException("engine error: a voyage does not end (D-12)");
    }

    @Override
    void options(Engine e, int f) {
        throw new IllegalStateException("engine error: a voyage has no decision");
    }

    @Override
    void apply(Engine e, int f, int code) {
        throw new IllegalStateException("engine error: a voyage has no decision");
    }

    /**
     * The group's boats go back to their supplies (R-VOY-3, R-LAND-2, D-1). The caller's frame is popped
     * next ({@link EndOfGame#afterVoyage}), so its group field is left as it is: nothing reads it again.
     *
     * @param group the boats, packed
     * @param rule the rule that sends them back
     */
    static void returnGroup(Engine e, int group, Rule rule) {
        if (group == 0) {
            return;
        }
        if (e.out != null) {
            e.out.add(new GameEvent.BoatsReturned(Group.boats(group), rule));
        }
        e.table.returnGroup(group);
    }

    @Override
    DecisionKind kind() {
        return null;
    }

    @Override
    Decision decision(Engine e, int f, int number, List<Option> options) {
        throw new IllegalStateException("engine error: a voyage has no decision");
    }

    @Override
    Choice choice(Tables tables, int island, int code) {
        throw new IllegalStateException("engine error: a voyage has no decision");
    }

    @Override
    int actionId(ActionIds a, int code) {
        throw new IllegalStateException("engine error: a voyage has no decision");
    }

    @Override
    int actionCount(ActionIds a) {
        return 0;
    }
}
