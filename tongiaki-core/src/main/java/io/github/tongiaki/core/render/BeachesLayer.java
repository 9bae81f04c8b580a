package io.github.tongiaki.core.render;

import static io.github.tongiaki.core.render.BoardSvg.IN;
import static io.github.tongiaki.core.render.BoardSvg.centre;
import static io.github.tongiaki.core.render.BoardSvg.esc;
import static io.github.tongiaki.core.render.BoardSvg.fill;
import static io.github.tongiaki.core.render.BoardSvg.ink;
import static io.github.tongiaki.core.render.BoardSvg.n;
import static io.github.tongiaki.core.render.BoardSvg.sanitise;
import static io.github.tongiaki.core.render.BoardSvg.unit;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.TileId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The beaches and boats {@link BoardSvg} draws: each beach's jetties and berths with the boats in them and
 * its number ({@link Overlay#LABELS}), a boat in its owner's colour, a row of boats, and the boats stranded
 * on the last water tile (R-END-1).
 */
final class BeachesLayer {

    /** From an island's centre to the middle of a beach's berths. */
    static final double BEACH_RADIUS = 40;
    /** A berth's radius. */
    static final double SLOT = 6;

    private final Position board;
    private final Drawing drawing;
    private final StringBuilder out;

    BeachesLayer(Drawing d) {
        this.drawing = d;
        this.board = d.board;
        this.out = d.out;
    }

    void beach(IslandTile island, int number, Beach beach, double[] c, Rotation rot) {
        BeachRef ref = BeachRef.of(island.id(), number);
        String key = "beach:" + ref;
        double[] u = beachDirection(beach, rot);
        double[] t = {-u[1], u[0]};
        double ax = c[0] + u[0] * BEACH_RADIUS;
        double ay = c[1] + u[1] * BEACH_RADIUS;
        out.append("<g class=\"").append(drawing.overlays.targetClass("beach", key)).append("\" id=\"beach_").append(sanitise(island.id().value()))
                .append('_').append(number).append("\" data-beach=\"").append(esc(ref.toString())).append('"').append(drawing.overlays.targetAttrs(key))
                .append(">\n");
        for (int edge : beach.jetties()) {
            int dir = rot.facing(edge).index();
            double[] e = unit(dir);
            String jk = "jetty:" + ref + ":" + edge;
            out.append("<line class=\"").append(drawing.overlays.targetClass("jetty", jk)).append("\" data-edge=\"").append(edge).append('"')
                    .append(drawing.overlays.targetAttrs(jk)).append(" x1=\"").append(n(c[0] + e[0] * (IN - 9))).append("\" y1=\"")
                    .append(n(c[1] + e[1] * (IN - 9))).append("\" x2=\"").append(n(c[0] + e[0] * (IN + 1))).append("\" y2=\"")
                    .append(n(c[1] + e[1] * (IN + 1))).append("\"/>\n");
        }
        Boats boats = board.boatsOn(ref);
        List<Colour> inBerths = new ArrayList<>();
        for (Colour col : Colour.values()) {
            for (int i = 0; i < boats.count(col); i++) {
                inBerths.add(col);
            }
        }
        double sp = beach.berths() <= 4 ? 12.5 : Math.min(12.5, 50.0 / (beach.berths() - 1));
        for (int i = 0; i < beach.berths(); i++) {
            double off = (i - (beach.berths() - 1) / 2.0) * sp;
            double x = ax + t[0] * off;
            double y = ay + t[1] * off;
            out.append("<g class=\"berth\" data-berth=\"").append(i + 1).append("\"><circle class=\"slot\" cx=\"").append(n(x))
                    .append("\" cy=\"").append(n(y)).append("\" r=\"").append(n(SLOT)).append("\"/>");
            if (i < inBerths.size()) {
                boat(inBerths.get(i), x, y, "boat", "");
            }
            out.append("</g>\n");
        }
        if (drawing.on(Overlay.LABELS)) {
            double lx = c[0] + u[0] * (BEACH_RADIUS - 12);
            double ly = c[1] + u[1] * (BEACH_RADIUS - 12);
            out.append("<text class=\"beach-number\" x=\"").append(n(lx)).append("\" y=\"").append(n(ly + 2.5)).append("\">").append(number)
                    .append("</text>\n");
        }
        out.append("</g>\n");
    }

    /** The direction from an island's centre to a beach: the mean of its jetties' directions. */
    static double[] beachDirection(Beach beach, Rotation rot) {
        double x = 0;
        double y = 0;
        for (int edge : beach.jetties()) {
            double[] e = unit(rot.facing(edge).index());
            x += e[0];
            y += e[1];
        }
        double len = Math.hypot(x, y);
        if (len < 1e-6) {
            return unit(rot.facing(beach.jetties().get(0)).index());
        }
        return new double[] {x / len, y / len};
    }

    void boat(Colour colour, double x, double y, String cls, String extra) {
        out.append("<g class=\"").append(cls).append(" boat-").append(colour).append("\" data-colour=\"").append(colour).append('"')
                .append(extra).append("><circle cx=\"").append(n(x)).append("\" cy=\"").append(n(y)).append("\" r=\"5.2\" fill=\"")
                .append(fill(colour)).append("\"/><text x=\"").append(n(x)).append("\" y=\"").append(n(y + 2.6)).append("\" fill=\"")
                .append(ink(colour)).append("\">").append(colour.letter()).append("</text></g>");
    }

    /** A row of boats, centred on (x, y); returns nothing, draws into {@link #out}. */
    void boatRow(Boats boats, double x, double y, String cls, boolean withTargets) {
        List<Colour> all = new ArrayList<>();
        for (Colour col : Colour.values()) {
            for (int i = 0; i < boats.count(col); i++) {
                all.add(col);
            }
        }
        double step = 12.5;
        double start = x - (all.size() - 1) * step / 2;
        for (int i = 0; i < all.size(); i++) {
            Colour col = all.get(i);
            String key = "colour:" + col;
            String extra = withTargets ? drawing.overlays.targetAttrs(key) : "";
            boat(col, start + i * step, y, withTargets ? drawing.overlays.targetClass(cls, key) : cls, extra);
            out.append('\n');
        }
    }

    void stranded() {
        Optional<TileId> on = board.strandedOn();
        Boats boats = board.strandedBoats();
        if (on.isEmpty() || boats.isEmpty()) {
            return;
        }
        Optional<PlacedTile> p = board.find(on.get());
        if (p.isEmpty()) {
            return;
        }
        double[] c = centre(p.get().hex());
        double wBox = boats.size() * 12.5 + 8;
        // R-END-1: boats left on the last water tile stay there, drawn on it.
        out.append("<g class=\"stranded\" data-hex=\"").append(p.get().hex()).append("\" data-tile=\"").append(esc(on.get().value()))
                .append("\">\n<rect x=\"").append(n(c[0] - wBox / 2)).append("\" y=\"").append(n(c[1] - 9)).append("\" width=\"")
                .append(n(wBox)).append("\" height=\"18\" rx=\"6\"/>\n");
        boatRow(boats, c[0], c[1], "boat", false);
        out.append("</g>\n");
    }

    static double[] beachAnchor(PlacedTile p, IslandTile island, int number) {
        double[] c = centre(p.hex());
        double[] u = beachDirection(island.beaches().get(number - 1), p.rotation());
        return new double[] {c[0] + u[0] * BEACH_RADIUS, c[1] + u[1] * BEACH_RADIUS};
    }
}
