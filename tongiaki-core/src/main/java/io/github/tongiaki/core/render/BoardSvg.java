package io.github.tongiaki.core.render;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Route;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Draws a game's table as a standalone SVG document: the tiles in the geometry of tiles.md, every beach's
 * berths with the boats on them, the pending decision's targets, and a side panel with the players, the
 * stack, a drawn tile and the group at sea. See the {@linkplain io.github.tongiaki.core.render package
 * documentation} for what is drawn and for the ids and {@code data-} attributes a web page can use.
 *
 * <pre>{@code
 * String svg = BoardSvg.render(game);                                    // 800 px wide, every overlay
 * String small = BoardSvg.render(game, SvgOptions.defaults().withSize(400).without(Overlay.LABELS));
 * String fromText = BoardSvg.render(Position.parse(text).toGame());      // a position from its notation
 * }</pre>
 *
 * <p>The output depends on nothing but the game and the options: the same game gives the same bytes.
 */
public final class BoardSvg {

    /** A hex's circumradius (centre to corner) in SVG user units; everything else is sized to it. */
    static final double S = 60;
    /** A hex's inradius (centre to edge midpoint). */
    static final double IN = S * Math.sqrt(3) / 2;
    private static final double BEACH_RADIUS = 40;
    private static final double SLOT = 6;
    private static final double MARGIN = 20;
    private static final double PANEL = 250;

    private BoardSvg() {
    }

    /**
     * Draws the game with {@link SvgOptions#defaults()}. A {@code Position} is drawn through its game:
     * {@code render(position.toGame())} (such a game has no last events, so no last voyage is shown).
     *
     * @param game a game, at a decision or over
     * @return the SVG document
     */
    public static String render(Game game) {
        return render(game, SvgOptions.defaults());
    }

    /**
     * Draws the game.
     *
     * @param game a game, at a decision or over
     * @param options size and overlays
     * @return the SVG document
     */
    public static String render(Game game, SvgOptions options) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(options, "options");
        return new Drawing(game, options).draw();
    }

    // =====================================================================================
    // the drawing
    // =====================================================================================

    /** One rendering: the game, the options, what the pending decision's options stand for. */
    private static final class Drawing {

        private final Game game;
        /** The game's position: what is on the board. */
        private final Position board;
        private final SvgOptions options;
        private final Optional<Decision> decision;
        /** Element keys ("beach:Tonga/1", "island:Hawaii", "hex:0,1", …) to the option ids they stand for. */
        private final Map<String, List<Integer>> targets = new LinkedHashMap<>();
        /** Options without a place on the board, shown as buttons in the panel: label to ids. */
        private final Map<String, List<Integer>> actions = new LinkedHashMap<>();
        private final Map<Hex, List<Integer>> freeHexes = new LinkedHashMap<>();
        private final StringBuilder out = new StringBuilder(32_768);

        Drawing(Game game, SvgOptions options) {
            this.game = game;
            this.board = game.position();
            this.options = options;
            this.decision = game.pendingDecision();
            decision.ifPresent(this::classify);
        }

        private boolean on(Overlay o) {
            return options.has(o);
        }

        // ---------------------------------------------------------------- targets

        private void target(String key, int id) {
            targets.computeIfAbsent(key, k -> new ArrayList<>()).add(id);
        }

        private void action(String label, int id) {
            actions.computeIfAbsent(label, k -> new ArrayList<>()).add(id);
        }

        /** Sorts every option of the decision onto the element that stands for it. */
        private void classify(Decision d) {
            for (Option o : d.options()) {
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
        private String targetAttrs(String key) {
            List<Integer> ids = targets.get(key);
            if (!on(Overlay.TARGETS) || ids == null) {
                return "";
            }
            return " data-options=\"" + ids(ids) + "\"";
        }

        private String targetClass(String base, String key) {
            return on(Overlay.TARGETS) && targets.containsKey(key) ? base + " target" : base;
        }

        // ---------------------------------------------------------------- layout

        String draw() {
            List<PlacedTile> tiles = board.tiles();
            double minX = Double.MAX_VALUE;
            double minY = Double.MAX_VALUE;
            double maxX = -Double.MAX_VALUE;
            double maxY = -Double.MAX_VALUE;
            List<Hex> hexes = new ArrayList<>();
            for (PlacedTile p : tiles) {
                hexes.add(p.hex());
            }
            if (on(Overlay.FREE_HEXES)) {
                hexes.addAll(freeHexes.keySet());
            }
            for (Hex h : hexes) {
                double[] c = centre(h);
                minX = Math.min(minX, c[0] - S);
                maxX = Math.max(maxX, c[0] + S);
                minY = Math.min(minY, c[1] - IN);
                maxY = Math.max(maxY, c[1] + IN);
            }
            double panelX = maxX + MARGIN;
            StringBuilder panel = new StringBuilder();
            double panelBottom = panel(panel, panelX, minY);
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
            out.append(STYLE);
            out.append("<rect class=\"sea\" x=\"").append(n(x0)).append("\" y=\"").append(n(y0)).append("\" width=\"").append(n(w))
                    .append("\" height=\"").append(n(h)).append("\"/>\n");
            if (on(Overlay.FREE_HEXES)) {
                for (Map.Entry<Hex, List<Integer>> e : freeHexes.entrySet()) {
                    freeHex(e.getKey());
                }
            }
            out.append("<g class=\"tiles\">\n");
            for (PlacedTile p : tiles) {
                tile(p);
            }
            out.append("</g>\n");
            stranded();
            if (on(Overlay.LAST_VOYAGE)) {
                voyage();
            }
            out.append(panel);
            out.append("</svg>\n");
            return out.toString();
        }

        private String title() {
            if (game.isOver()) {
                return "Tongiaki: game over after turn " + game.turn();
            }
            Decision d = decision.orElseThrow();
            return "Tongiaki: turn " + game.turn() + ", decision " + d.number() + ", " + d.player() + " " + words(d);
        }

        // ---------------------------------------------------------------- tiles

        private void freeHex(Hex hex) {
            double[] c = centre(hex);
            String key = "hex:" + hex;
            out.append("<polygon class=\"").append(targetClass("free-hex", key)).append("\" data-hex=\"").append(hex).append('"')
                    .append(targetAttrs(key)).append(" points=\"").append(hexPoints(c[0], c[1], S - 3)).append("\"/>\n");
        }

        private void tile(PlacedTile p) {
            Hex hex = p.hex();
            Tile tile = p.tile();
            double[] c = centre(hex);
            boolean island = tile instanceof IslandTile;
            String key = "island:" + tile.id();
            boolean royal = board.royalIslands().containsKey(tile.id());
            out.append("<g class=\"").append(targetClass("tile", key)).append("\" id=\"hex_").append(hex.q()).append('_').append(hex.r())
                    .append("\" data-hex=\"").append(hex).append("\" data-tile=\"").append(esc(tile.id().value()))
                    .append("\" data-kind=\"").append(island ? "island" : "water").append("\" data-rotation=\"").append(p.rotation())
                    .append('"');
            if (island) {
                out.append(targetAttrs(key));
            }
            out.append(">\n");
            out.append("<polygon class=\"hex ").append(island ? (royal ? "island royal" : "island") : "water").append("\" points=\"")
                    .append(hexPoints(c[0], c[1], S)).append("\"/>\n");
            if (tile instanceof WaterTile w) {
                water(w, c, p.rotation());
            } else if (tile instanceof IslandTile i) {
                island(i, c, p.rotation(), royal);
            }
            if (on(Overlay.EMBLEMS) && !tile.id().equals(game.tileSet().start().id())) {
                emblem(c, p.rotation());
            }
            out.append("</g>\n");
        }

        private void emblem(double[] c, Rotation rot) {
            // tiles.md: the emblem sits just inside edge 0, which faces direction (0 + r) mod 6.
            double[] u = unit(rot.facing(0).index());
            double[] t = {-u[1], u[0]};
            double cx = c[0] + u[0] * (IN - 6);
            double cy = c[1] + u[1] * (IN - 6);
            out.append("<polygon class=\"emblem\" points=\"").append(pt(cx + u[0] * 4, cy + u[1] * 4)).append(' ')
                    .append(pt(cx + t[0] * 4, cy + t[1] * 4)).append(' ').append(pt(cx - u[0] * 4, cy - u[1] * 4)).append(' ')
                    .append(pt(cx - t[0] * 4, cy - t[1] * 4)).append("\"/>\n");
        }

        private void water(WaterTile w, double[] c, Rotation rot) {
            for (Route r : w.routes()) {
                String d = routePath(c, rot.facing(r.from()).index(), rot.facing(r.to()).index());
                out.append("<path class=\"route-halo\" d=\"").append(d).append("\"/>\n");
                out.append("<path class=\"route\" data-route=\"").append(r.from()).append('-').append(r.to()).append("\" data-difficulty=\"")
                        .append(r.difficulty()).append("\" d=\"").append(d).append("\"/>\n");
            }
            if (on(Overlay.DIFFICULTIES)) {
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
            if (on(Overlay.LABELS)) {
                out.append("<text class=\"water-id\" x=\"").append(n(c[0] - S + 13)).append("\" y=\"").append(n(c[1] + 3))
                        .append("\">").append(esc(w.id().value())).append("</text>\n");
            }
        }

        private void island(IslandTile island, double[] c, Rotation rot, boolean royal) {
            List<Beach> beaches = island.beaches();
            for (int k = 0; k < beaches.size(); k++) {
                beach(island, k + 1, beaches.get(k), c, rot);
            }
            if (on(Overlay.LABELS)) {
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

        private void beach(IslandTile island, int number, Beach beach, double[] c, Rotation rot) {
            BeachRef ref = BeachRef.of(island.id(), number);
            String key = "beach:" + ref;
            double[] u = beachDirection(beach, rot);
            double[] t = {-u[1], u[0]};
            double ax = c[0] + u[0] * BEACH_RADIUS;
            double ay = c[1] + u[1] * BEACH_RADIUS;
            out.append("<g class=\"").append(targetClass("beach", key)).append("\" id=\"beach_").append(sanitise(island.id().value()))
                    .append('_').append(number).append("\" data-beach=\"").append(esc(ref.toString())).append('"').append(targetAttrs(key))
                    .append(">\n");
            for (int edge : beach.jetties()) {
                int dir = rot.facing(edge).index();
                double[] e = unit(dir);
                String jk = "jetty:" + ref + ":" + edge;
                out.append("<line class=\"").append(targetClass("jetty", jk)).append("\" data-edge=\"").append(edge).append('"')
                        .append(targetAttrs(jk)).append(" x1=\"").append(n(c[0] + e[0] * (IN - 9))).append("\" y1=\"")
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
            if (on(Overlay.LABELS)) {
                double lx = c[0] + u[0] * (BEACH_RADIUS - 12);
                double ly = c[1] + u[1] * (BEACH_RADIUS - 12);
                out.append("<text class=\"beach-number\" x=\"").append(n(lx)).append("\" y=\"").append(n(ly + 2.5)).append("\">").append(number)
                        .append("</text>\n");
            }
            out.append("</g>\n");
        }

        /** The direction from an island's centre to a beach: the mean of its jetties' directions. */
        private static double[] beachDirection(Beach beach, Rotation rot) {
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

        private void boat(Colour colour, double x, double y, String cls, String extra) {
            out.append("<g class=\"").append(cls).append(" boat-").append(colour).append("\" data-colour=\"").append(colour).append('"')
                    .append(extra).append("><circle cx=\"").append(n(x)).append("\" cy=\"").append(n(y)).append("\" r=\"5.2\" fill=\"")
                    .append(fill(colour)).append("\"/><text x=\"").append(n(x)).append("\" y=\"").append(n(y + 2.6)).append("\" fill=\"")
                    .append(ink(colour)).append("\">").append(colour.letter()).append("</text></g>");
        }

        /** A row of boats, centred on (x, y); returns nothing, draws into {@link #out}. */
        private void boatRow(Boats boats, double x, double y, String cls, boolean withTargets) {
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
                String extra = withTargets ? targetAttrs(key) : "";
                boat(col, start + i * step, y, withTargets ? targetClass(cls, key) : cls, extra);
                out.append('\n');
            }
        }

        private void stranded() {
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

        // ---------------------------------------------------------------- the last voyage

        private void voyage() {
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
                    double[] a = beachAnchor(p.get(), island, m.beach().number());
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
                    double[] a = beachAnchor(p.get(), island, l.beach().number());
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

        private static double[] beachAnchor(PlacedTile p, IslandTile island, int number) {
            double[] c = centre(p.hex());
            double[] u = beachDirection(island.beaches().get(number - 1), p.rotation());
            return new double[] {c[0] + u[0] * BEACH_RADIUS, c[1] + u[1] * BEACH_RADIUS};
        }

        // ---------------------------------------------------------------- the panel

        /** Draws the side panel into {@code sb}; returns its bottom. */
        private double panel(StringBuilder sb, double x, double top) {
            StringBuilder saved = new StringBuilder(out);
            out.setLength(0);
            double y = top + 4;
            boolean labels = on(Overlay.LABELS);
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
                    boat(d.player(), x + 6, y + 7, "boat", "");
                    out.append("<text class=\"panel-text\" x=\"").append(n(x + 16)).append("\" y=\"").append(n(y + 11)).append("\">")
                            .append(esc(d.player() + " " + words(d))).append("</text>\n");
                    y += 16;
                    out.append("<text class=\"panel-small\" x=\"").append(n(x + 16)).append("\" y=\"").append(n(y + 9)).append("\">")
                            .append(esc(d.options().size() + " options, " + d.rule().id())).append("</text>\n");
                    y += 16;
                }
                y += 6;
                for (Colour col : game.players()) {
                    boat(col, x + 6, y + 7, "boat", "");
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
            if (decision.orElse(null) instanceof Decision.TilePlacement tp && on(Overlay.FREE_HEXES)) {
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
                        water(w, new double[] {cx, cy}, Rotation.R0);
                    } else if (t instanceof IslandTile i) {
                        drawnIsland(i, cx, cy);
                    }
                    if (on(Overlay.EMBLEMS)) {
                        emblem(new double[] {cx, cy}, Rotation.R0);
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
                boatRow(atSea, x + 6 + (atSea.size() - 1) * 12.5 / 2, y + 8, "boat", true);
                out.append("</g>\n");
                y += 24;
            }
            if (on(Overlay.TARGETS) && !actions.isEmpty()) {
                for (Map.Entry<String, List<Integer>> a : actions.entrySet()) {
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
            if (on(Overlay.LABELS)) {
                out.append("<text class=\"island-name\" x=\"").append(n(cx)).append("\" y=\"").append(n(cy - 2)).append('"')
                        .append(squeeze(island.id().value())).append('>').append(esc(island.id().value())).append("</text>\n");
                out.append("<text class=\"island-points\" x=\"").append(n(cx)).append("\" y=\"").append(n(cy + 9)).append("\">")
                        .append(island.points()).append(island.points() == 1 ? " point" : " points").append("</text>\n");
            }
        }

        /**
     * Long names are squeezed to the room between the beaches that face the left and right corners
     * (about 6.3 units a bold character at 10 px; 48 units leave a gap to the berths).
     */
    private static String squeeze(String name) {
        return name.length() * 6.3 > 48 ? " textLength=\"48\" lengthAdjust=\"spacingAndGlyphs\"" : "";
    }

    private static String plural(int n, String word) {
            return n + " " + word + (n == 1 ? "" : "s");
        }

        /** What the decision asks, in the game's words. */
        private static String words(Decision d) {
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

    // =====================================================================================
    // geometry and text
    // =====================================================================================

    /** The centre of a flat-top hex in axial coordinates: south (0, +1) is straight down. */
    static double[] centre(Hex h) {
        return new double[] {1.5 * S * h.q(), Math.sqrt(3) * S * (h.r() + h.q() / 2.0)};
    }

    /** The unit vector from a hex's centre towards the midpoint of its edge facing board direction d. */
    static double[] unit(int direction) {
        // Directions are numbered clockwise from south (tiles.md); SVG's y axis points down.
        double a = Math.toRadians(90 + 60 * direction);
        return new double[] {Math.cos(a), Math.sin(a)};
    }

    private static String hexPoints(double cx, double cy, double r) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 6; k++) {
            double a = Math.toRadians(60 * k);
            if (k > 0) {
                sb.append(' ');
            }
            sb.append(pt(cx + r * Math.cos(a), cy + r * Math.sin(a)));
        }
        return sb.toString();
    }

    /** A route as a curve between two edge midpoints, bent through the centre (straight when opposite). */
    private static String routePath(double[] c, int a, int b) {
        double[] p = routePoint(c, a, b, 0);
        double[] q = routePoint(c, a, b, 1);
        return "M" + pt(p[0], p[1]) + " Q" + pt(c[0], c[1]) + " " + pt(q[0], q[1]);
    }

    /** The point at {@code t} along the route's quadratic curve. */
    private static double[] routePoint(double[] c, int a, int b, double t) {
        double[] ua = unit(a);
        double[] ub = unit(b);
        double[] p0 = {c[0] + ua[0] * IN, c[1] + ua[1] * IN};
        double[] p2 = {c[0] + ub[0] * IN, c[1] + ub[1] * IN};
        double s = 1 - t;
        return new double[] {s * s * p0[0] + 2 * s * t * c[0] + t * t * p2[0], s * s * p0[1] + 2 * s * t * c[1] + t * t * p2[1]};
    }

    private static String pt(double x, double y) {
        return n(x) + "," + n(y);
    }

    /** A number with at most one decimal, never "-0", the same on every machine. */
    static String n(double v) {
        long tenths = Math.round(v * 10);
        if (tenths == 0) {
            return "0";
        }
        String sign = tenths < 0 ? "-" : "";
        long a = Math.abs(tenths);
        return a % 10 == 0 ? sign + a / 10 : sign + a / 10 + "." + a % 10;
    }

    private static String ids(List<Integer> ids) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ids.size(); i++) {
            sb.append(i == 0 ? "" : " ").append(ids.get(i));
        }
        return sb.toString();
    }

    /** Escapes text for XML content and attribute values. */
    static String esc(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&apos;");
                default -> sb.append(ch);
            }
        }
        return sb.toString();
    }

    /** Makes text fit an XML id: letters, digits, '_' and '-' only. */
    static String sanitise(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            boolean ok = (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '-';
            sb.append(ok ? ch : '_');
        }
        return sb.toString();
    }

    /**
     * The colour a player's boats are drawn in: the Okabe–Ito palette, told apart with every common
     * colour-vision deficiency. Frontends that show a player's colour beside the board use it, so that
     * both agree.
     *
     * @param c a player's colour
     * @return its fill, {@code #RRGGBB} (blue {@code #0072B2}, red the vermilion {@code #D55E00}, …)
     */
    public static String playerFill(Colour c) {
        return fill(c);
    }

    /** The Okabe–Ito palette, told apart with every common colour-vision deficiency. */
    static String fill(Colour c) {
        return switch (c) {
            case BLUE -> "#0072B2";
            case RED -> "#D55E00";
            case GREEN -> "#009E73";
            case YELLOW -> "#F0E442";
            case ORANGE -> "#E69F00";
            case PURPLE -> "#CC79A7";
        };
    }

    /** The letter's colour on a boat: white on the dark colours, black on the light ones. */
    private static String ink(Colour c) {
        return switch (c) {
            case BLUE, RED, GREEN -> "#FFFFFF";
            case YELLOW, ORANGE, PURPLE -> "#000000";
        };
    }

    private static final String STYLE = String.join("\n",
            "<style>",
            "text { font-family: 'DejaVu Sans', Verdana, Arial, sans-serif; }",
            ".sea { fill: #EEF4F8; }",
            ".hex { stroke: #5A6B78; stroke-width: 1.5; }",
            ".hex.water { fill: #BFDDF2; }",
            ".hex.island { fill: #F3E3B3; }",
            ".hex.island.royal { fill: #F6D77A; stroke: #8A6D00; stroke-width: 3; }",
            ".route-halo { fill: none; stroke: #BFDDF2; stroke-width: 7; }",
            ".route { fill: none; stroke: #1F4E79; stroke-width: 2.5; }",
            ".difficulty circle { fill: #FFFFFF; stroke: #1F4E79; stroke-width: 1.2; }",
            ".difficulty text { font-size: 10px; font-weight: bold; text-anchor: middle; fill: #1F4E79; }",
            ".water-id { font-size: 8px; fill: #3D6A8F; }",
            ".emblem { fill: #C0392B; }",
            ".jetty { stroke: #7A4E24; stroke-width: 5; stroke-linecap: round; }",
            ".slot { fill: #FFFDF5; stroke: #6B5A3A; stroke-width: 1; }",
            ".boat circle { stroke: #222222; stroke-width: 0.8; }",
            ".boat text, .mask-boat text { font-size: 7.5px; font-weight: bold; text-anchor: middle; }",
            ".mask-boat path { stroke: #222222; stroke-width: 1; }",
            ".island-name { font-size: 10px; font-weight: bold; text-anchor: middle; fill: #3B2F1E; }",
            ".island-points { font-size: 8px; text-anchor: middle; fill: #3B2F1E; }",
            ".beach-number { font-size: 7px; text-anchor: middle; fill: #8A7A5A; }",
            ".stranded rect { fill: #FFFFFF; fill-opacity: 0.85; stroke: #222222; stroke-width: 1; stroke-dasharray: 3 2; }",
            ".free-hex { fill: #FFFFFF; fill-opacity: 0.6; stroke: #000000; stroke-width: 1.5; stroke-dasharray: 6 4; }",
            ".new-tile { fill: none; stroke: #000000; stroke-width: 3; stroke-opacity: 0.5; }",
            ".voyage { fill: none; stroke: #000000; stroke-width: 3.5; stroke-opacity: 0.6; stroke-dasharray: 7 4; stroke-linecap: round; }",
            ".voyage.failed { stroke-dasharray: 2 3; }",
            ".voyage-cross { fill: none; stroke: #000000; stroke-width: 3; }",
            ".panel-title { font-size: 16px; font-weight: bold; fill: #222222; }",
            ".panel-text { font-size: 11px; fill: #222222; }",
            ".panel-small { font-size: 9px; fill: #555555; }",
            ".winner { font-weight: bold; }",
            ".action rect { fill: #FFFFFF; stroke: #000000; stroke-width: 1.2; }",
            ".action text { font-size: 11px; text-anchor: middle; fill: #000000; }",
            ".target { cursor: pointer; }",
            ".beach.target .slot { stroke: #000000; stroke-width: 2; }",
            "</style>",
            "");
}
