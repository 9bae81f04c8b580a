package io.github.tongiaki.core.render;

import static io.github.tongiaki.core.render.BoardSvg.IN;
import static io.github.tongiaki.core.render.BoardSvg.S;
import static io.github.tongiaki.core.render.BoardSvg.centre;
import static io.github.tongiaki.core.render.BoardSvg.hexPoints;
import static io.github.tongiaki.core.render.BoardSvg.ids;
import static io.github.tongiaki.core.render.BoardSvg.pt;
import static io.github.tongiaki.core.render.BoardSvg.routePath;
import static io.github.tongiaki.core.render.BoardSvg.routePoint;
import static io.github.tongiaki.core.render.BoardSvg.unit;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.IslandTile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What {@link BoardSvg} draws over the board: the pending decision's options sorted onto the elements
 * that stand for them ({@link Overlay#TARGETS}; the other layers ask {@link #targetAttrs} and
 * {@link #targetClass}), the buttons of the options with no place on the board, the hexes a free placement
 * may use ({@link Overlay#FREE_HEXES}, D-9) and the path of the last step's voyages
 * ({@link Overlay#LAST_VOYAGE}).
 */
final class OverlaysLayer {

    private final Game game;
    private final Position board;
    private final Drawing drawing;
    private final StringBuilder out;
    /** Element keys ("beach:Tonga/1", "island:Hawaii", "hex:0,1", …) to the option ids they stand for. */
    private final Map<String, List<Integer>> targets = new LinkedHashMap<>();
    /** Options without a place on the board, shown as buttons in the panel: label to ids. */
    private final Map<String, List<Integer>> actions = new LinkedHashMap<>();
    private final Map<Hex, List<Integer>> freeHexes = new LinkedHashMap<>();

    OverlaysLayer(Drawing d) {
        this.drawing = d;
        this.game = d.game;
        this.board = d.board;
        this.out = d.out;
        d.decision.ifPresent(this::classify);
    }

    // ---------------------------------------------------------------- targets

    private void target(String key, int id) {
        targets.computeIfAbsent(key, k -> new ArrayList<>()).add(id);
    }

    private void action(String label, int id) {
        actions.computeIfAbsent(label, k -> new ArrayList<>()).add(id);
    }

    /** Sorts every option of the decision onto the element that stands for it. */
    private void classify(Decision decision) {
        for (Option o : decision.options()) {
            int id = o.id();
            Choice c = o.choice();
            if (c instanceof Choice.Berth b) {
                target("beach:" + b.beach(), id);
            } else if (c instanceof Choice.Expand e) {
                target("island:" + e.island(), id);
            } else if (c instanceof Choice.FoundRoyalIsland r) {
                target("island:" + r.island(), id);
            } else if (c instanceof Choice.NoBoatPlacement n) {
                target("island:" + n.island(), id);
            } else if (c instanceof Choice.NewSettlement) {
                action("new settlement", id);
            } else if (c instanceof Choice.TakeBoatFrom t) {
                target("beach:" + t.beach(), id);
            } else if (c instanceof Choice.TakeNoBoat) {
                action("take no boat", id);
            } else if (c instanceof Choice.Beaches b) {
                for (int n : new LinkedHashSet<>(b.beaches())) {
                    target("beach:" + BeachRef.of(b.island(), n), id);
                }
            } else if (c instanceof Choice.Emigrate e) {
                target("beach:" + e.beach(), id);
                target("jetty:" + e.beach() + ":" + e.jetty(), id);
            } else if (c instanceof Choice.EmigrateClosed e) {
                target("beach:" + e.beach(), id);
            } else if (c instanceof Choice.Land l) {
                target("beach:" + l.beach(), id);
                target("colour:" + l.colour(), id);
            } else if (c instanceof Choice.Draw) {
                action("draw a tile", id);
            } else if (c instanceof Choice.PlaceTile p) {
                freeHexes.computeIfAbsent(p.placement().hex(), k -> new ArrayList<>()).add(id);
                target("hex:" + p.placement().hex(), id);
            }
        }
    }

    /** The target attributes of an element, or "" when it stands for no option (or targets are off). */
    String targetAttrs(String key) {
        List<Integer> ids = targets.get(key);
        if (!drawing.on(Overlay.TARGETS) || ids == null) {
            return "";
        }
        return " data-options=\"" + ids(ids) + "\"";
    }

    String targetClass(String base, String key) {
        return drawing.on(Overlay.TARGETS) && targets.containsKey(key) ? base + " target" : base;
    }

    /** The options with no place on the board, label to option ids, in option order. */
    Map<String, List<Integer>> actions() {
        return actions;
    }

    /** The hexes the pending free placement may use, in option order (empty at any other decision). */
    Set<Hex> freeHexes() {
        return freeHexes.keySet();
    }

    // ---------------------------------------------------------------- free hexes

    void freeHex(Hex hex) {
        double[] c = centre(hex);
        String key = "hex:" + hex;
        out.append("<polygon class=\"").append(targetClass("free-hex", key)).append("\" data-hex=\"").append(hex).append('"')
                .append(targetAttrs(key)).append(" points=\"").append(hexPoints(c[0], c[1], S - 3)).append("\"/>\n");
    }

    // ---------------------------------------------------------------- the last voyage

    void voyage() {
        List<String> segments = new ArrayList<>();
        List<Hex> laid = new ArrayList<>();
        double[] cur = null;
        for (GameEvent e : game.lastEvents()) {
            if (e instanceof GameEvent.TilePlaced p) {
                laid.add(p.hex());
            } else if (e instanceof GameEvent.EmigrationStarted m) {
                Optional<PlacedTile> p = board.find(m.beach().island());
                if (p.isEmpty() || !(p.get().tile() instanceof IslandTile island) || m.beach().number() > island.beaches().size()) {
                    cur = null;
                    continue;
                }
                double[] a = BeachesLayer.beachAnchor(p.get(), island, m.beach().number());
                double[] c = centre(p.get().hex());
                double[] u = unit(p.get().rotation().facing(m.jetty()).index());
                double[] end = {c[0] + u[0] * IN, c[1] + u[1] * IN};
                segments.add("<path class=\"voyage\" d=\"M" + pt(a[0], a[1]) + " L" + pt(end[0], end[1]) + "\"/>");
                cur = end;
            } else if (e instanceof GameEvent.RouteCrossed r) {
                Optional<PlacedTile> p = board.tileAt(r.hex());
                if (p.isEmpty()) {
                    cur = null;
                    continue;
                }
                Rotation rot = p.get().rotation();
                double[] c = centre(r.hex());
                int a = rot.facing(r.fromEdge()).index();
                int b = rot.facing(r.toEdge()).index();
                segments.add("<path class=\"voyage\" d=\"" + routePath(c, a, b) + "\"/>");
                double[] u = unit(b);
                cur = new double[] {c[0] + u[0] * IN, c[1] + u[1] * IN};
            } else if (e instanceof GameEvent.CrossingFailed f) {
                Optional<PlacedTile> p = board.tileAt(f.hex());
                cur = null;
                if (p.isEmpty()) {
                    continue;
                }
                Rotation rot = p.get().rotation();
                double[] c = centre(f.hex());
                int a = rot.facing(f.fromEdge()).index();
                int b = rot.facing(f.toEdge()).index();
                double[] s = routePoint(c, a, b, 0);
                double[] m = routePoint(c, a, b, 0.5);
                // R-VOY-3: the group gets halfway and fails; a cross marks where.
                segments.add("<path class=\"voyage failed\" d=\"M" + pt(s[0], s[1]) + " Q" + pt((s[0] + c[0]) / 2, (s[1] + c[1]) / 2) + " "
                        + pt(m[0], m[1]) + "\"/>");
                segments.add("<path class=\"voyage-cross\" d=\"M" + pt(m[0] - 6, m[1] - 6) + " L" + pt(m[0] + 6, m[1] + 6) + " M"
                        + pt(m[0] + 6, m[1] - 6) + " L" + pt(m[0] - 6, m[1] + 6) + "\"/>");
            } else if (e instanceof GameEvent.BoatLanded l) {
                if (cur == null) {
                    continue;
                }
                Optional<PlacedTile> p = board.find(l.beach().island());
                if (p.isEmpty() || !(p.get().tile() instanceof IslandTile island) || l.beach().number() > island.beaches().size()) {
                    continue;
                }
                double[] a = BeachesLayer.beachAnchor(p.get(), island, l.beach().number());
                segments.add("<path class=\"voyage landing\" d=\"M" + pt(cur[0], cur[1]) + " L" + pt(a[0], a[1]) + "\"/>");
            } else if (e instanceof GameEvent.BouncedFromRoyalIsland || e instanceof GameEvent.GroupStranded
                    || e instanceof GameEvent.BoatsReturned) {
                cur = null;
            }
        }
        if (segments.isEmpty() && laid.isEmpty()) {
            return;
        }
        out.append("<g class=\"last-voyage\">\n");
        for (Hex h : laid) {
            if (board.tileAt(h).isPresent()) {
                double[] c = centre(h);
                out.append("<polygon class=\"new-tile\" data-hex=\"").append(h).append("\" points=\"").append(hexPoints(c[0], c[1], S - 2))
                        .append("\"/>\n");
            }
        }
        for (String s : segments) {
            out.append(s).append('\n');
        }
        out.append("</g>\n");
    }
}
