package io.github.tongiaki.testkit;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Invariants that hold in every position of every game, checkable after any decision. Each violation
 * names the invariant and shows the position.
 *
 * <ul>
 *   <li>{@code boat-conservation}: for every colour, supply + beaches + masks + boats stranded at sea +
 *       boats of the group at sea ({@code Position.groupAtSea()}, only during a landing or a chance draw)
 *       = 15 (R-COMP-1).</li>
 *   <li>{@code tile-conservation}: stack + table + removed + set aside (by a scenario) + a drawn tile waiting for placement = the tile
 *       set, each tile exactly once.</li>
 *   <li>{@code beach-capacity}: no beach holds more boats than berths.</li>
 *   <li>{@code no-full-beach-at-turn-start}: no beach is full when a turn action is awaited (R-EMI-1).</li>
 *   <li>{@code royal-islands}: at most 2 per player, never the start island, empty beaches, the owner's
 *       mask boat counted (R-ROYAL-1, R-ROYAL-2).</li>
 *   <li>{@code decision}: a pending decision offers at least two options with ids equal to their index
 *       and distinct texts.</li>
 * </ul>
 *
 * Invariants over time (royal islands never change, the event stream is complete, copies and replays
 * give the same events) are checked by {@link GameMonitor}.
 */
public final class Invariants {

    private Invariants() {
    }

    /**
     * {@return the violations, empty if every invariant holds}
     *
     * @param game a game
     */
    public static List<Violation> check(Game game) {
        List<Violation> out = new ArrayList<>();
        String[] pos = new String[1];
        java.util.function.BiConsumer<String, String> fail = (inv, detail) -> {
            if (pos[0] == null) {
                pos[0] = Describe.position(game);
            }
            out.add(new Violation(inv, detail, pos[0]));
        };
        Decision d = game.pendingDecision().orElse(null);
        // boat conservation
        Boats group = game.position().groupAtSea();
        if (!group.isEmpty() && !(d instanceof Decision.Landing) && !(d instanceof Decision.Chance)) {
            fail.accept("boat-conservation", "a group " + group + " is at sea while " + (d == null ? "the game is over" : d.kind() + " is pending"));
        }
        if (d instanceof Decision.Landing l && !l.group().equals(group)) {
            fail.accept("boat-conservation", "the landing group " + l.group() + " differs from the group at sea " + group);
        }
        Map<TileId, Colour> royal = game.position().royalIslands();
        for (Colour c : game.players()) {
            int beaches = 0;
            for (Boats b : game.position().beaches().values()) {
                beaches += b.count(c);
            }
            int masks = 0;
            for (Colour owner : royal.values()) {
                if (owner == c) {
                    masks++;
                }
            }
            int total = game.position().supply(c) + beaches + masks + game.position().strandedBoats().count(c) + group.count(c);
            if (total != 15) {
                fail.accept("boat-conservation", c + ": supply " + game.position().supply(c) + " + beaches " + beaches + " + masks " + masks
                        + " + stranded " + game.position().strandedBoats().count(c) + " + group at sea " + group.count(c) + " = " + total + ", not 15");
            }
            if (game.position().supply(c) < 0) {
                fail.accept("boat-conservation", c + " has a negative supply " + game.position().supply(c));
            }
        }
        // tile conservation
        Map<TileId, Integer> seen = new HashMap<>();
        for (PlacedTile t : game.position().tiles()) {
            seen.merge(t.tile().id(), 1, Integer::sum);
        }
        for (Tile t : game.position().remainingTiles()) {
            seen.merge(t.id(), 1, Integer::sum);
        }
        for (TileId t : game.position().removedTiles()) {
            seen.merge(t, 1, Integer::sum);
        }
        for (TileId t : game.position().setAsideTiles()) {
            seen.merge(t, 1, Integer::sum);
        }
        if (d instanceof Decision.TilePlacement p) {
            seen.merge(p.tile(), 1, Integer::sum);
        }
        for (Tile t : game.tileSet().all()) {
            int n = seen.getOrDefault(t.id(), 0);
            if (n != 1) {
                fail.accept("tile-conservation", t.id() + " is " + (n == 0 ? "nowhere" : "in " + n + " places")
                        + " (stack + table + removed + set aside + in hand)");
            }
        }
        for (TileId id : seen.keySet()) {
            if (game.tileSet().find(id).isEmpty()) {
                fail.accept("tile-conservation", "tile " + id + " is not in tile set " + game.tileSet().name());
            }
        }
        // beach capacity and full beaches
        for (Map.Entry<BeachRef, Boats> e : game.position().beaches().entrySet()) {
            int berths = game.position().island(e.getKey().island()).beach(e.getKey().number()).berths();
            if (e.getValue().size() > berths) {
                fail.accept("beach-capacity", e.getKey() + " holds " + e.getValue() + " on " + berths + " berths");
            }
            if (e.getValue().size() == berths) {
                if (d != null && d.kind() == DecisionKind.TURN_ACTION) {
                    fail.accept("no-full-beach-at-turn-start", e.getKey() + " is full (" + e.getValue() + ") while a turn action is awaited");
                }
            }
        }
        // royal islands
        Map<Colour, Integer> perOwner = new HashMap<>();
        for (Map.Entry<TileId, Colour> e : royal.entrySet()) {
            perOwner.merge(e.getValue(), 1, Integer::sum);
            if (e.getKey().equals(game.tileSet().start().id())) {
                fail.accept("royal-islands", "the start island " + e.getKey() + " is royal");
            }
            if (!game.position().boatsOn(e.getKey()).isEmpty()) {
                fail.accept("royal-islands", "royal island " + e.getKey() + " has boats on its beaches: " + Describe.island(game, e.getKey()));
            }
        }
        for (Colour c : game.players()) {
            int n = perOwner.getOrDefault(c, 0);
            if (n > 2) {
                fail.accept("royal-islands", c + " owns " + n + " royal islands");
            }
            if (n != game.position().royalIslandsFounded(c)) {
                fail.accept("royal-islands", c + " founded " + game.position().royalIslandsFounded(c) + " but owns " + n + " on the table");
            }
        }
        // decision shape
        if (d != null) {
            if (d.options().size() < 2) {
                fail.accept("decision", "a decision with fewer than two options is shown: " + Describe.decision(d));
            }
            java.util.Set<String> texts = new java.util.HashSet<>();
            for (int i = 0; i < d.options().size(); i++) {
                if (d.options().get(i).id() != i) {
                    fail.accept("decision", "option " + i + " has id " + d.options().get(i).id());
                }
                if (!texts.add(d.options().get(i).text())) {
                    fail.accept("decision", "option text '" + d.options().get(i).text() + "' appears twice");
                }
            }
        }
        return out;
    }

    /**
     * Checks every invariant and fails with all violations.
     *
     * @param game a game
     * @throws AssertionError listing every violation, if any
     */
    public static void assertHold(Game game) {
        List<Violation> v = check(game);
        if (!v.isEmpty()) {
            throw new AssertionError(v.size() + " invariant violation(s):\n" + join(v));
        }
    }

    static String join(List<Violation> v) {
        StringBuilder sb = new StringBuilder();
        for (Violation x : v) {
            sb.append("- ").append(x.invariant()).append(": ").append(x.detail()).append('\n');
        }
        sb.append(v.get(0).position());
        return sb.toString();
    }

}
