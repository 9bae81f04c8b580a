package io.github.tongiaki.core.render;

import static io.github.tongiaki.core.render.BoardSvg.IN;
import static io.github.tongiaki.core.render.BoardSvg.S;
import static io.github.tongiaki.core.render.BoardSvg.centre;
import static io.github.tongiaki.core.render.BoardSvg.esc;
import static io.github.tongiaki.core.render.BoardSvg.fill;
import static io.github.tongiaki.core.render.BoardSvg.hexPoints;
import static io.github.tongiaki.core.render.BoardSvg.ink;
import static io.github.tongiaki.core.render.BoardSvg.n;
import static io.github.tongiaki.core.render.BoardSvg.pt;
import static io.github.tongiaki.core.render.BoardSvg.routePath;
import static io.github.tongiaki.core.render.BoardSvg.routePoint;
import static io.github.tongiaki.core.render.BoardSvg.unit;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Route;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.List;

/**
 * The tiles {@link BoardSvg} draws: each placed tile's hex, a water tile's routes with their difficulties
 * ({@link Overlay#DIFFICULTIES}) and id, an island's name and points ({@link Overlay#LABELS}) with its
 * beaches drawn by {@link BeachesLayer}, a royal island's mask boat (R-ROYAL-1), and the emblem on edge 0
 * ({@link Overlay#EMBLEMS}).
 */
final class TilesLayer {

    private final Game game;
    private final Position board;
    private final Drawing drawing;
    private final StringBuilder out;

    TilesLayer(Drawing d) {
        this.drawing = d;
        this.game = d.game;
        this.board = d.board;
        this.out = d.out;
    }

    void tile(PlacedTile p) {
        Hex hex = p.hex();
        Tile tile = p.tile();
        double[] c = centre(hex);
        boolean island = tile instanceof IslandTile;
        String key = "island:" + tile.id();
        boolean royal = board.royalIslands().containsKey(tile.id());
        out.append("<g class=\"").append(drawing.overlays.targetClass("tile", key)).append("\" id=\"hex_").append(hex.q()).append('_').append(hex.r())
                .append("\" data-hex=\"").append(hex).append("\" data-tile=\"").append(esc(tile.id().value()))
                .append("\" data-kind=\"").append(island ? "island" : "water").append("\" data-rotation=\"").append(p.rotation())
                .append('"');
        if (island) {
            out.append(drawing.overlays.targetAttrs(key));
        }
        out.append(">\n");
        out.append("<polygon class=\"hex ").append(island ? (royal ? "island royal" : "island") : "water").append("\" points=\"")
                .append(hexPoints(c[0], c[1], S)).append("\"/>\n");
        if (tile instanceof WaterTile w) {
            water(w, c, p.rotation());
        } else if (tile instanceof IslandTile i) {
            island(i, c, p.rotation(), royal);
        }
        if (drawing.on(Overlay.EMBLEMS) && !tile.id().equals(game.tileSet().start().id())) {
            emblem(c, p.rotation());
        }
        out.append("</g>\n");
    }

    void emblem(double[] c, Rotation rot) {
        // tiles.md: the emblem sits just inside edge 0, which faces direction (0 + r) mod 6.
        double[] u = unit(rot.facing(0).index());
        double[] t = {-u[1], u[0]};
        double cx = c[0] + u[0] * (IN - 6);
        double cy = c[1] + u[1] * (IN - 6);
        out.append("<polygon class=\"emblem\" points=\"").append(pt(cx + u[0] * 4, cy + u[1] * 4)).append(' ')
                .append(pt(cx + t[0] * 4, cy + t[1] * 4)).append(' ').append(pt(cx - u[0] * 4, cy - u[1] * 4)).append(' ')
                .append(pt(cx - t[0] * 4, cy - t[1] * 4)).append("\"/>\n");
    }

    void water(WaterTile w, double[] c, Rotation rot) {
        for (Route r : w.routes()) {
            String d = routePath(c, rot.facing(r.from()).index(), rot.facing(r.to()).index());
            out.append("<path class=\"route-halo\" d=\"").append(d).append("\"/>\n");
            out.append("<path class=\"route\" data-route=\"").append(r.from()).append('-').append(r.to()).append("\" data-difficulty=\"")
                    .append(r.difficulty()).append("\" d=\"").append(d).append("\"/>\n");
        }
        if (drawing.on(Overlay.DIFFICULTIES)) {
            for (Route r : w.routes()) {
                if (r.difficulty() == 0) {
                    continue; // tiles.md: 0 means no number is printed
                }
                int a = rot.facing(r.from()).index();
                int b = rot.facing(r.to()).index();
                for (double t : new double[] {0.2, 0.8}) {
                    double[] p = routePoint(c, a, b, t);
                    out.append("<g class=\"difficulty\"><circle cx=\"").append(n(p[0])).append("\" cy=\"").append(n(p[1]))
                            .append("\" r=\"7\"/><text x=\"").append(n(p[0])).append("\" y=\"").append(n(p[1] + 3.2)).append("\">")
                            .append(r.difficulty()).append("</text></g>\n");
                }
            }
        }
        if (drawing.on(Overlay.LABELS)) {
            out.append("<text class=\"water-id\" x=\"").append(n(c[0] - S + 13)).append("\" y=\"").append(n(c[1] + 3))
                    .append("\">").append(esc(w.id().value())).append("</text>\n");
        }
    }

    private void island(IslandTile island, double[] c, Rotation rot, boolean royal) {
        List<Beach> beaches = island.beaches();
        for (int k = 0; k < beaches.size(); k++) {
            drawing.beaches.beach(island, k + 1, beaches.get(k), c, rot);
        }
        if (drawing.on(Overlay.LABELS)) {
            String name = island.id().value();
            out.append("<text class=\"island-name\" x=\"").append(n(c[0])).append("\" y=\"").append(n(c[1] - 2)).append("\"")
                    .append(squeeze(name)).append('>').append(esc(name)).append("</text>\n");
            out.append("<text class=\"island-points\" x=\"").append(n(c[0])).append("\" y=\"").append(n(c[1] + 9)).append("\">")
                    .append(island.points()).append(island.points() == 1 ? " point" : " points").append("</text>\n");
        }
        if (royal) {
            Colour owner = board.royalIslands().get(island.id());
            // R-ROYAL-1: the mask boat marks the royal island; it is no berth's boat.
            double mx = c[0];
            double my = c[1] + 21;
            out.append("<g class=\"mask-boat boat-").append(owner).append("\" data-colour=\"").append(owner).append("\">")
                    .append("<path d=\"M").append(pt(mx - 11, my - 4)).append(" L").append(pt(mx + 11, my - 4)).append(" L")
                    .append(pt(mx + 7, my + 5)).append(" L").append(pt(mx - 7, my + 5)).append(" Z\" fill=\"").append(fill(owner))
                    .append("\"/><text x=\"").append(n(mx)).append("\" y=\"").append(n(my + 3)).append("\" fill=\"").append(ink(owner))
                    .append("\">").append(owner.letter()).append("</text></g>\n");
        }
    }

    /**
     * Long names are squeezed to the room between the beaches that face the left and right corners
     * (about 6.3 units a bold character at 10 px; 48 units leave a gap to the berths).
     */
    static String squeeze(String name) {
        return name.length() * 6.3 > 48 ? " textLength=\"48\" lengthAdjust=\"spacingAndGlyphs\"" : "";
    }
}
