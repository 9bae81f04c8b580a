package io.github.tongiaki.core.render;

import static io.github.tongiaki.core.render.BeachesLayer.BEACH_RADIUS;
import static io.github.tongiaki.core.render.BeachesLayer.SLOT;
import static io.github.tongiaki.core.render.BeachesLayer.beachDirection;
import static io.github.tongiaki.core.render.BoardSvg.IN;
import static io.github.tongiaki.core.render.BoardSvg.S;
import static io.github.tongiaki.core.render.BoardSvg.esc;
import static io.github.tongiaki.core.render.BoardSvg.hexPoints;
import static io.github.tongiaki.core.render.BoardSvg.ids;
import static io.github.tongiaki.core.render.BoardSvg.n;
import static io.github.tongiaki.core.render.BoardSvg.unit;
import static io.github.tongiaki.core.render.TilesLayer.squeeze;

import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The side panel {@link BoardSvg} draws beside the board: the game's status and the pending decision, the
 * players with score and supply, the stack, a drawn tile waiting for its free placement (D-9), the group
 * at sea, and the buttons of the options with no place on the board.
 */
final class PanelLayer {

    private final Game game;
    private final Position board;
    private final Optional<Decision> decision;
    private final Drawing drawing;
    private final StringBuilder out;

    PanelLayer(Drawing d) {
        this.drawing = d;
        this.game = d.game;
        this.board = d.board;
        this.decision = d.decision;
        this.out = d.out;
    }

    /** Draws the side panel into {@code sb}; returns its bottom. */
    double panel(StringBuilder sb, double x, double top) {
        StringBuilder saved = new StringBuilder(out);
        out.setLength(0);
        double y = top + 4;
        boolean labels = drawing.on(Overlay.LABELS);
        out.append("<g class=\"panel\">\n");
        if (labels) {
            out.append("<text class=\"panel-title\" x=\"").append(n(x)).append("\" y=\"").append(n(y + 14)).append("\">Tongiaki</text>\n");
            y += 24;
            String status = game.isOver() ? "game over after turn " + game.turn()
                    : game.turn() == 0 ? "set-up, decision " + game.decisionNumber() : "turn " + game.turn() + ", decision " + game.decisionNumber();
            out.append("<text class=\"panel-text\" x=\"").append(n(x)).append("\" y=\"").append(n(y + 11)).append("\">").append(esc(status))
                    .append("</text>\n");
            y += 16;
            if (game.isOver()) {
                List<String> first = new ArrayList<>();
                for (var st : board.standings()) {
                    if (st.rank() == 1) {
                        first.add(st.colour().toString());
                    }
                }
                String win = first.size() == 1 ? first.get(0) + " wins" : String.join(" and ", first) + " share the win";
                out.append("<text class=\"panel-text winner\" x=\"").append(n(x)).append("\" y=\"").append(n(y + 11)).append("\">")
                        .append(esc(win)).append("</text>\n");
                y += 16;
            }
            if (decision.isPresent()) {
                Decision d = decision.get();
                drawing.beaches.boat(d.player(), x + 6, y + 7, "boat", "");
                out.append("<text class=\"panel-text\" x=\"").append(n(x + 16)).append("\" y=\"").append(n(y + 11)).append("\">")
                        .append(esc(d.player() + " " + words(d))).append("</text>\n");
                y += 16;
                out.append("<text class=\"panel-small\" x=\"").append(n(x + 16)).append("\" y=\"").append(n(y + 9)).append("\">")
                        .append(esc(d.options().size() + " options, " + d.rule().id())).append("</text>\n");
                y += 16;
            }
            y += 6;
            for (Colour col : game.players()) {
                drawing.beaches.boat(col, x + 6, y + 7, "boat", "");
                int score = board.score(col);
                int royal = board.royalIslandsFounded(col);
                String line = col + ": " + score + (score == 1 ? " point, " : " points, ") + board.supply(col) + " in supply"
                        + (royal > 0 ? ", " + royal + " royal" : "");
                out.append("<text class=\"panel-text\" x=\"").append(n(x + 16)).append("\" y=\"").append(n(y + 11)).append("\">")
                        .append(esc(line)).append("</text>\n");
                y += 16;
            }
            y += 6;
            out.append("<text class=\"panel-text\" x=\"").append(n(x)).append("\" y=\"").append(n(y + 11)).append("\">")
                    .append(esc("stack: " + plural(board.stackSize(), "tile") + " (" + board.remainingIslands() + " island"
                            + (board.remainingIslands() == 1 ? "" : "s") + ", " + board.remainingWaterTiles() + " water)"))
                    .append("</text>\n");
            y += 20;
        }
        if (decision.orElse(null) instanceof Decision.TilePlacement tp && drawing.on(Overlay.FREE_HEXES)) {
            if (labels) {
                out.append("<text class=\"panel-text\" x=\"").append(n(x)).append("\" y=\"").append(n(y + 11)).append("\">")
                        .append(esc("drawn tile " + tp.tile() + ", edge 0 at the bottom:")).append("</text>\n");
                y += 16;
            }
            Tile t = game.tileSet().find(tp.tile()).orElse(null);
            if (t != null) {
                double cx = x + S + 10;
                double cy = y + IN + 4;
                out.append("<g class=\"drawn-tile\" data-tile=\"").append(esc(t.id().value())).append("\">\n");
                out.append("<polygon class=\"hex ").append(t instanceof IslandTile ? "island" : "water").append("\" points=\"")
                        .append(hexPoints(cx, cy, S)).append("\"/>\n");
                if (t instanceof WaterTile w) {
                    drawing.tiles.water(w, new double[] {cx, cy}, Rotation.R0);
                } else if (t instanceof IslandTile i) {
                    drawnIsland(i, cx, cy);
                }
                if (drawing.on(Overlay.EMBLEMS)) {
                    drawing.tiles.emblem(new double[] {cx, cy}, Rotation.R0);
                }
                out.append("</g>\n");
                y += 2 * IN + 14;
            }
        }
        Boats atSea = board.groupAtSea();
        if (!atSea.isEmpty()) {
            if (labels) {
                String where = decision.orElse(null) instanceof Decision.Landing l ? " landing on " + l.island() : "";
                out.append("<text class=\"panel-text\" x=\"").append(n(x)).append("\" y=\"").append(n(y + 11)).append("\">")
                        .append(esc("group at sea" + where + ":")).append("</text>\n");
                y += 16;
            }
            out.append("<g class=\"group-at-sea\">\n");
            drawing.beaches.boatRow(atSea, x + 6 + (atSea.size() - 1) * 12.5 / 2, y + 8, "boat", true);
            out.append("</g>\n");
            y += 24;
        }
        if (drawing.on(Overlay.TARGETS) && !drawing.overlays.actions().isEmpty()) {
            for (Map.Entry<String, List<Integer>> a : drawing.overlays.actions().entrySet()) {
                out.append("<g class=\"action target\" data-options=\"").append(ids(a.getValue())).append("\">")
                        .append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" width=\"150\" height=\"20\" rx=\"5\"/>")
                        .append("<text x=\"").append(n(x + 75)).append("\" y=\"").append(n(y + 14)).append("\">").append(esc(a.getKey()))
                        .append("</text></g>\n");
                y += 26;
            }
        }
        out.append("</g>\n");
        sb.append(out);
        out.setLength(0);
        out.append(saved);
        return y;
    }

    /** A drawn island beside the board: no boats, no targets, just its beaches and jetties. */
    private void drawnIsland(IslandTile island, double cx, double cy) {
        List<Beach> beaches = island.beaches();
        for (int k = 0; k < beaches.size(); k++) {
            Beach beach = beaches.get(k);
            double[] u = beachDirection(beach, Rotation.R0);
            double[] t = {-u[1], u[0]};
            for (int edge : beach.jetties()) {
                double[] e = unit(edge);
                out.append("<line class=\"jetty\" data-edge=\"").append(edge).append("\" x1=\"").append(n(cx + e[0] * (IN - 9)))
                        .append("\" y1=\"").append(n(cy + e[1] * (IN - 9))).append("\" x2=\"").append(n(cx + e[0] * (IN + 1)))
                        .append("\" y2=\"").append(n(cy + e[1] * (IN + 1))).append("\"/>\n");
            }
            double sp = beach.berths() <= 4 ? 12.5 : Math.min(12.5, 50.0 / (beach.berths() - 1));
            for (int i = 0; i < beach.berths(); i++) {
                double off = (i - (beach.berths() - 1) / 2.0) * sp;
                out.append("<circle class=\"slot\" cx=\"").append(n(cx + u[0] * BEACH_RADIUS + t[0] * off)).append("\" cy=\"")
                        .append(n(cy + u[1] * BEACH_RADIUS + t[1] * off)).append("\" r=\"").append(n(SLOT)).append("\"/>\n");
            }
        }
        if (drawing.on(Overlay.LABELS)) {
            out.append("<text class=\"island-name\" x=\"").append(n(cx)).append("\" y=\"").append(n(cy - 2)).append('"')
                    .append(squeeze(island.id().value())).append('>').append(esc(island.id().value())).append("</text>\n");
            out.append("<text class=\"island-points\" x=\"").append(n(cx)).append("\" y=\"").append(n(cy + 9)).append("\">")
                    .append(island.points()).append(island.points() == 1 ? " point" : " points").append("</text>\n");
        }
    }

    private static String plural(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    /** What the decision asks, in the game's words. */
    static String words(Decision d) {
        return switch (d.kind()) {
            case SETUP_BERTH -> "places a set-up boat";
            case TURN_ACTION -> "chooses the turn's action";
            case TAKE_BOAT -> "may take a boat to expand with";
            case PLACE_BOATS -> "places boats";
            case EMIGRATION -> "chooses the next emigration";
            case LANDING -> "lands the group";
            case TILE_PLACEMENT -> "places the drawn tile";
            case CHANCE -> "draws a tile";
        };
    }
}
