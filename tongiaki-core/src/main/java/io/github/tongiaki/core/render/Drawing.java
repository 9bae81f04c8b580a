package io.github.tongiaki.core.render;

import static io.github.tongiaki.core.render.BoardSvg.IN;
import static io.github.tongiaki.core.render.BoardSvg.S;
import static io.github.tongiaki.core.render.BoardSvg.centre;
import static io.github.tongiaki.core.render.BoardSvg.esc;
import static io.github.tongiaki.core.render.BoardSvg.n;

import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.geometry.Hex;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One rendering of {@link BoardSvg}: the game, the options, the text being written, and the four layers
 * that draw into it — {@link TilesLayer} (the tiles), {@link BeachesLayer} (beaches, berths and boats),
 * {@link OverlaysLayer} (the pending decision's targets, the free hexes, the last voyage) and
 * {@link PanelLayer} (the side panel). This class lays them out: the view box, the sea, then tiles,
 * stranded boats, the last voyage and the panel, in that order.
 */
final class Drawing {

    private static final double MARGIN = 20;
    private static final double PANEL = 250;

    final Game game;
    /** The game's position: what is on the board. */
    final Position board;
    final SvgOptions options;
    final Optional<Decision> decision;
    /** The document being written; every layer appends to it. */
    final StringBuilder out = new StringBuilder(32_768);
    final OverlaysLayer overlays;
    final TilesLayer tiles;
    final BeachesLayer beaches;
    final PanelLayer panel;

    Drawing(Game game, SvgOptions options) {
        this.game = game;
        this.board = game.position();
        this.options = options;
        this.decision = game.pendingDecision();
        this.overlays = new OverlaysLayer(this);
        this.tiles = new TilesLayer(this);
        this.beaches = new BeachesLayer(this);
        this.panel = new PanelLayer(this);
    }

    boolean on(Overlay o) {
        return options.has(o);
    }

    String draw() {
        List<PlacedTile> placed = board.tiles();
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        List<Hex> hexes = new ArrayList<>();
        for (PlacedTile p : placed) {
            hexes.add(p.hex());
        }
        if (on(Overlay.FREE_HEXES)) {
            hexes.addAll(overlays.freeHexes());
        }
        for (Hex h : hexes) {
            double[] c = centre(h);
            minX = Math.min(minX, c[0] - S);
            maxX = Math.max(maxX, c[0] + S);
            minY = Math.min(minY, c[1] - IN);
            maxY = Math.max(maxY, c[1] + IN);
        }
        double panelX = maxX + MARGIN;
        StringBuilder side = new StringBuilder();
        double panelBottom = panel.panel(side, panelX, minY);
        double x0 = minX - MARGIN;
        double y0 = minY - MARGIN;
        double w = panelX + PANEL - x0;
        double h = Math.max(maxY, panelBottom) + MARGIN - y0;
        long height = Math.round(options.size() * h / w);

        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(options.size()).append("\" height=\"").append(height)
                .append("\" viewBox=\"").append(n(x0)).append(' ').append(n(y0)).append(' ').append(n(w)).append(' ').append(n(h))
                .append("\" class=\"tongiaki-board\"");
        decision.ifPresent(d -> out.append(" data-decision=\"").append(d.number()).append("\" data-kind=\"").append(d.kind())
                .append("\" data-player=\"").append(d.player()).append('"'));
        out.append(">\n");
        out.append("<title>").append(esc(title())).append("</title>\n");
        out.append(BoardSvg.STYLE);
        out.append("<rect class=\"sea\" x=\"").append(n(x0)).append("\" y=\"").append(n(y0)).append("\" width=\"").append(n(w))
                .append("\" height=\"").append(n(h)).append("\"/>\n");
        if (on(Overlay.FREE_HEXES)) {
            for (Hex free : overlays.freeHexes()) {
                overlays.freeHex(free);
            }
        }
        out.append("<g class=\"tiles\">\n");
        for (PlacedTile p : placed) {
            tiles.tile(p);
        }
        out.append("</g>\n");
        beaches.stranded();
        if (on(Overlay.LAST_VOYAGE)) {
            overlays.voyage();
        }
        out.append(side);
        out.append("</svg>\n");
        return out.toString();
    }

    private String title() {
        if (game.isOver()) {
            return "Tongiaki: game over after turn " + game.turn();
        }
        Decision d = decision.orElseThrow();
        return "Tongiaki: turn " + game.turn() + ", decision " + d.number() + ", " + d.player() + " " + PanelLayer.words(d);
    }
}
